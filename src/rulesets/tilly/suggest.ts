/**
 * "Did you mean …?" for misspelt unit types, qualities and names: the closest candidate by
 * edit distance, if close enough to be a typo. A tiny pure helper so the rule set needs
 * nothing from the I/O layer.
 */

const norm = (s: string): string => s.toLowerCase().replace(/[\s_+-]+/g, '');

/** Levenshtein distance, plain and small: the words compared here are a few letters long. */
export function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** The closest candidate within about one edit in three, ignoring case, spaces, "-", "_" and "+". */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  if (word.length === 0 || word.length > 64) return undefined;
  const w = norm(word);
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const c of candidates) {
    const d = distance(w, norm(c));
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** ` (did you mean "x"?)`, or an empty string. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const hit = closest(word, candidates);
  return hit === undefined || hit === word ? '' : ` (did you mean "${hit}"?)`;
}
