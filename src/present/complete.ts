/**
 * Tab completion of one argument. Names may have spaces and apostrophes ("Ottenbach's
 * Tercio"), so the word being completed is the longest tail of the line that starts a known
 * name, or the text after an unclosed quote, or else the last word. A name with a space
 * completes to its quoted form; readline then replaces what was typed with it.
 */

export interface Completion {
  readonly candidates: string[];
  /** The text before the cursor that the candidates replace. */
  readonly word: string;
}

const quoteIfNeeded = (name: string): string => (/\s/.test(name) ? `"${name}"` : name);

export function completeWord(line: string, pool: readonly string[]): Completion {
  const lowerPool = pool.map((p) => p.toLowerCase());
  const quotes = (line.match(/"/g) ?? []).length;
  if (quotes % 2 === 1) {
    const word = line.slice(line.lastIndexOf('"'));
    const q = word.slice(1).toLowerCase();
    const hits = pool.filter((_, i) => lowerPool[i]?.startsWith(q));
    return { candidates: unique(hits.map((h) => `"${h}"`)), word };
  }
  // The longest tail starting at a word boundary that begins some name with a space in it.
  const starts = [...line.matchAll(/(?:^|\s)(?=\S)/g)].map((m) => m.index + (m[0].length > 0 && /\s/.test(m[0]) ? 1 : 0));
  for (const start of starts) {
    const tail = line.slice(start);
    if (!/\s/.test(tail)) break;
    const q = tail.toLowerCase();
    const hits = pool.filter((p, i) => /\s/.test(p) && lowerPool[i]?.startsWith(q));
    if (hits.length > 0) return { candidates: unique(hits.map(quoteIfNeeded)), word: tail };
  }
  const word = /\s$/.test(line) ? '' : (line.split(/\s+/).at(-1) ?? '');
  const q = word.toLowerCase();
  const hits = pool.filter((_, i) => lowerPool[i]?.startsWith(q));
  return { candidates: unique(hits.map(quoteIfNeeded)), word };
}

const unique = (xs: readonly string[]): string[] => [...new Set(xs)];

/**
 * One candidate is the whole word: readline inserts it, and the space after it saves a
 * keystroke. Not after a list's comma or a flag's `=`, where more of the same word follows.
 */
export function withTrailingSpace(candidates: readonly string[]): string[] {
  const only = candidates.length === 1 ? candidates[0] : undefined;
  if (only === undefined || only === '' || /[\s=,]$/.test(only)) return [...candidates];
  return [`${only} `];
}
