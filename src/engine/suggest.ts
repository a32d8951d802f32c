/**
 * "Did you mean …?" for misspelt keys, troop types and rule sets: the closest candidate by
 * edit distance, if it is close enough to be a plausible typo.
 */

/** Words longer than this are not compared: a typo is short, and the distance is quadratic. */
const MAX_WORD = 64;

/**
 * Edit distance: insertions, deletions, substitutions and swaps of two neighbouring letters
 * (Levenshtein plus transpositions, "optimal string alignment"), with an early exit above `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The candidate closest to `word`, or undefined if none is close: at most one edit for short
 * words, about one edit in three for longer ones. Case, accents and `_`/`-`/space differences are free.
 */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  if (word.length === 0 || word.length > MAX_WORD) return undefined;
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[\s_-]+/g, '');
  const w = norm(word);
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const d = editDistance(w, norm(candidate), limit);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** ` (did you mean "x"?)`, or an empty string when nothing is close. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const hit = suggest(word, candidates);
  return hit === undefined ? '' : ` (did you mean "${hit}"?)`;
}
