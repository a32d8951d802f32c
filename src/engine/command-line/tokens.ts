/**
 * The command-line tokenizer: words, "double" (with \" and \\ escapes) or 'single' quoted names, `--flag`,
 * `--flag value`, `--flag=value`, comma lists `a,b`.
 */

/** A comma-separated piece of a word token: `A1,"Blue Regiment"` has two. */
export interface Piece {
  readonly text: string;
  readonly quoted: boolean;
}

export interface WordToken {
  readonly kind: 'word';
  /** The word with its quotes removed. */
  readonly text: string;
  /** Some of it was quoted: a quoted name is taken whole and never joined to its neighbours. */
  readonly quoted: boolean;
  /** The word split at unquoted commas; a trailing comma gives a last empty piece. */
  readonly pieces: readonly Piece[];
  /** A quote was opened and never closed (the line ended first). */
  readonly open: boolean;
  /** Offsets in the line: `line.slice(start, end)` is the word as typed. */
  readonly start: number;
  readonly end: number;
}

export interface FlagToken {
  readonly kind: 'flag';
  /** The flag name, lower case, without its dashes: `--Very-Rough=2` has name `very-rough`. */
  readonly name: string;
  /** The value given with `=`, if any (quotes removed). */
  readonly value: string | null;
  readonly open: boolean;
  readonly start: number;
  readonly end: number;
}

export type Token = WordToken | FlagToken;

const DOUBLE_QUOTES = new Set(['"', '\u201c', '\u201d']);
const SINGLE_OPEN = new Set(["'", '\u2018']);
const SINGLE_CLOSE = new Set(["'", '\u2019']);
const SPACE = /\s/;
/** ASCII answered without a regular expression: tokenizing a long note is per character. */
const isSpace = (c: string | undefined): boolean => {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return SPACE.test(c);
};

interface Segment {
  text: string;
  quoted: boolean;
}

/**
 * Split a command line into tokens. Never fails: an unclosed quote runs to the end of the
 * line and marks its token `open` (the parser refuses it; completion uses it).
 *
 * A single quote opens a quoted name only at the start of a word (or after `,` or `=`), and
 * closes only before a space, a comma or the end, so `Tott's Cuirassiers` needs no quotes
 * and `'Tott's Cuirassiers 1'` is one name.
 */
export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = line.length;
  while (i < n) {
    while (i < n && isSpace(line[i])) i += 1;
    if (i >= n) break;
    const start = i;
    const segments: Segment[] = [];
    let open = false;
    // Unquoted text runs from plainStart to i, taken whole when a quote or the word ends.
    let plainStart = i;
    const flushPlain = () => {
      if (i > plainStart) segments.push({ text: line.slice(plainStart, i), quoted: false });
    };
    while (i < n && !isSpace(line[i])) {
      const c = line[i] as string;
      const prev = i > start ? line[i - 1] : undefined;
      if (DOUBLE_QUOTES.has(c)) {
        flushPlain();
        // Inside double quotes, \" is a quote of the name (Les \"Gris\") and \\ a backslash.
        let j = i + 1;
        let escaped = false;
        while (j < n && !DOUBLE_QUOTES.has(line[j] as string)) {
          const next = line[j + 1];
          if (line[j] === '\\' && next !== undefined && (next === '\\' || DOUBLE_QUOTES.has(next))) {
            escaped = true;
            j += 1;
          }
          j += 1;
        }
        const raw = line.slice(i + 1, j);
        segments.push({ text: escaped ? raw.replace(/\\(["\u201c\u201d\\])/g, '$1') : raw, quoted: true });
        if (j >= n) open = true;
        i = j + 1;
        plainStart = i;
        continue;
      }
      if (SINGLE_OPEN.has(c) && (prev === undefined || prev === ',' || prev === '=')) {
        // Find a closing quote that is followed by a space, a comma or the end of the line.
        let j = i + 1;
        while (j < n && !(SINGLE_CLOSE.has(line[j] as string) && (j + 1 >= n || isSpace(line[j + 1]) || line[j + 1] === ','))) j += 1;
        flushPlain();
        segments.push({ text: line.slice(i + 1, j), quoted: true });
        if (j >= n) open = true;
        i = j + 1;
        plainStart = i;
        continue;
      }
      i += 1;
    }
    if (i > n) i = n;
    flushPlain();
    const end = Math.min(i, n);
    tokens.push(makeToken(segments, open, start, end));
  }
  return tokens;
}

const FLAG_START = /^--[\p{L}\p{N}]/u;

function makeToken(segments: readonly Segment[], open: boolean, start: number, end: number): Token {
  const first = segments[0];
  // Most tokens are one plain word: no quotes, no commas, no flag.
  if (first && segments.length === 1 && !first.quoted && !first.text.startsWith('--') && !first.text.includes(',')) {
    return { kind: 'word', text: first.text, quoted: false, pieces: [{ text: first.text, quoted: false }], open, start, end };
  }
  if (first && !first.quoted && FLAG_START.test(first.text)) {
    const eq = first.text.indexOf('=');
    if (eq < 0 && segments.length === 1) return { kind: 'flag', name: first.text.slice(2).toLowerCase(), value: null, open, start, end };
    if (eq >= 0) {
      const value = first.text.slice(eq + 1) + segments.slice(1).map((s) => s.text).join('');
      return { kind: 'flag', name: first.text.slice(2, eq).toLowerCase(), value, open, start, end };
    }
  }
  const pieces: Piece[] = [];
  let current: Piece = { text: '', quoted: false };
  for (const seg of segments) {
    if (seg.quoted) {
      current = { text: current.text + seg.text, quoted: true };
      continue;
    }
    const parts = seg.text.split(',');
    parts.forEach((part, k) => {
      if (k > 0) {
        pieces.push(current);
        current = { text: '', quoted: false };
      }
      current = { text: current.text + part, quoted: current.quoted };
    });
  }
  pieces.push(current);
  return {
    kind: 'word',
    text: segments.map((s) => s.text).join(''),
    quoted: segments.some((s) => s.quoted),
    pieces,
    open,
    start,
    end,
  };
}
