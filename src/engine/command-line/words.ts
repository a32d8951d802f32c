/** Plain words for the command line's messages: "a, b or c", and "did you mean" for command words and flags. */

/** "a", "a or b", "a, b or c" (or `joiner` instead of "or"). */
export function listWords(items: readonly string[], joiner = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}

/** Levenshtein distance, small strings only (names and words). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost));
    }
    prev = row;
  }
  return prev[b.length] as number;
}

/**
 * Edit distance where swapping two neighbouring letters is one edit, as a typist's slip
 * (`mvoe` for `move`) is one (optimal string alignment).
 */
export function typoDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    const row = d[i] as number[];
    const up = d[i - 1] as number[];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The closest word, if it is a plausible typo: one edit for short words, one in three for longer ones (a swap of neighbours is one). */
export function closestWord(word: string, words: readonly string[]): string | undefined {
  const w = word.toLowerCase().slice(0, 64);
  const limit = Math.max(1, Math.floor(w.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of words) {
    const d = typoDistance(w, candidate.toLowerCase().slice(0, 64));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The flag a mistyped one most likely means: a close typo, else the shortest flag it begins
 * ("--hex" for --hexes rather than --hexside, "--terr" for --terrain), if only one is that
 * short: a shortened flag is too far by edit distance.
 */
export function closestFlag(name: string, flags: readonly string[]): string | undefined {
  const typo = closestWord(name, flags);
  if (typo !== undefined || name.length < 2) return typo;
  const begun = flags.filter((f) => f.toLowerCase().startsWith(name.toLowerCase()));
  const shortest = Math.min(...begun.map((f) => f.length));
  const best = begun.filter((f) => f.length === shortest);
  return best.length === 1 ? best[0] : undefined;
}
