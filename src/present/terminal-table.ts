/** Small borderless tables that read well beside a miniatures table and in a transcript. */
import Table from 'cli-table3';
import { wrapAnsi } from 'fast-wrap-ansi';
import type { Paint } from './paint.js';

const CHARS = {
  top: '',
  'top-mid': '',
  'top-left': '',
  'top-right': '',
  bottom: '',
  'bottom-mid': '',
  'bottom-left': '',
  'bottom-right': '',
  left: '  ',
  'left-mid': '',
  mid: '',
  'mid-mid': '',
  right: '',
  'right-mid': '',
  middle: '  ',
};

export type Cell = string | number;

/**
 * Lines of a table: a heading row, a rule under it, then the rows. Trailing blanks trimmed.
 * On a terminal (`paint.fit`), a table wider than it wraps words within its cells, so the
 * terminal never folds a row in two; one that cannot fit so is stacked, a record per row.
 */
export function table(head: readonly string[], rows: readonly (readonly Cell[])[], paint: Paint, align?: readonly ('left' | 'right')[], stack = false): string[] {
  const cells = rows.map((row) => row.map((c) => String(c)));
  // The heading row is fitted with the rest: a long heading wraps like any cell.
  const all = [[...head], ...cells];
  // `stack`: a table drawn like another of its group that could not fit (a side each, alike).
  if (stack && paint.fit !== undefined) return stacked(head, cells, paint.fit);
  const fits = paint.fit === undefined ? { rows: all, ...SPACING[0] } : fitTable(all, paint.fit);
  if (fits === null) return stacked(head, cells, paint.fit as number);
  const { rows: fitted, gap, margin } = fits;
  const [heads, ...body] = fitted;
  const t = new Table({
    head: (heads ?? []).map((h) => paint.bold(h)),
    chars: { ...CHARS, left: ' '.repeat(margin), middle: ' '.repeat(gap) },
    style: { 'padding-left': 0, 'padding-right': 0, head: [], border: [], compact: true },
    ...(align ? { colAligns: [...align] } : {}),
  });
  for (const row of body) t.push([...row]);
  const lines = t.toString().split('\n').map((l) => l.replace(/\s+$/, ''));
  // A thin rule under the heading row (its lines, when a heading wraps), as wide as the table.
  const width = Math.max(...lines.map((l) => visibleLength(l)));
  const headLines = Math.max(1, ...(heads ?? []).map((h) => h.split('\n').length));
  return [...lines.slice(0, headLines), `${' '.repeat(margin)}${'─'.repeat(Math.max(0, width - margin))}`, ...lines.slice(headLines)];
}

/** Whether a table fits the terminal with its cells wrapped, or must be stacked a record per row. */
export function tableFits(head: readonly string[], rows: readonly (readonly Cell[])[], paint: Paint): boolean {
  return paint.fit === undefined || fitTable([[...head], ...rows.map((row) => row.map((c) => String(c)))], paint.fit) !== null;
}

const NARROWEST = 14;

/**
 * The spaces a table is drawn with: two before it and between its columns; where the longest
 * words leave no room for that, one between columns; then none before it.
 */
const SPACING = [
  { margin: 2, gap: 2 },
  { margin: 2, gap: 1 },
  { margin: 0, gap: 1 },
] as const;

/**
 * Rows fitted to `width` with the widest spacing that lets them; failing that, with words broken
 * after a slash too (so a table that fitted without it is drawn as before); null when they
 * cannot fit even so (see fitColumns).
 */
function fitTable(rows: readonly string[][], width: number): { rows: readonly string[][]; margin: number; gap: number } | null {
  for (const breaks of [HYPHEN, HYPHEN_OR_SLASH]) {
    for (const spacing of SPACING) {
      const fitted = fitColumns(rows, width, spacing.margin + spacing.gap * Math.max(0, (rows[0]?.length ?? 0) - 1), breaks);
      if (fitted !== null) return { rows: fitted, ...spacing };
    }
  }
  return null;
}

/**
 * A table too wide for the terminal even with its cells wrapped, as a record per row: the row's
 * name on a line (an id and the name after it, when the first column holds short ids), then its
 * other cells as "heading: value" joined by "; ", in lines of at most `width`. Empty cells go.
 *
 *   A1  Baldiron
 *       type: Tercio; side up: ordered; hex: 0608;
 *       F/M/MA: 3/6/3/3; leaders: Tilly
 */
export function stacked(head: readonly string[], rows: readonly (readonly string[])[], width: number): string[] {
  const flat = (c: string | undefined) => (c ?? '').replace(/\s*\n\s*/g, ' ').trim();
  const ids = rows.map((r) => flat(r[0]));
  const idWidth = Math.max(0, ...ids.map(visibleLength));
  // Short first cells are ids ("A1", "D10"): the name in the next column goes on the same line.
  const named = head.length > 2 && idWidth <= 4;
  const margin = 2;
  const indent = ' '.repeat(margin + (named ? idWidth + 2 : 2));
  return rows.flatMap((row, r) => {
    const id = ids[r] as string;
    const lead = named ? `${id}${' '.repeat(idWidth - visibleLength(id) + 2)}${flat(row[1])}` : id;
    const details = head.slice(named ? 2 : 1).flatMap((h, i) => {
      const value = flat(row[i + (named ? 2 : 1)]);
      const label = flat(h);
      return value === '' ? [] : [label === '' ? value : `${label}: ${value}`];
    });
    return [...hang(`${' '.repeat(margin)}${lead}`, ' '.repeat(margin + 2), width), ...packed(details, indent, width)];
  });
}

/** A line in lines of at most `width`, broken between words, the later ones starting with `later`. */
function hang(line: string, later: string, width: number): string[] {
  if (visibleLength(line) <= width) return [line];
  const first = /^ */.exec(line)?.[0] ?? '';
  const [top = '', ...rest] = wrapAnsi(line.slice(first.length), Math.max(1, width - later.length), { trim: true }).split('\n');
  return [`${first}${top}`, ...rest.map((l) => `${later}${l}`)];
}

/** Items joined by "; " in lines of at most `width`, each starting with `indent`; an item breaks only when it is longer than a line. */
function packed(items: readonly string[], indent: string, width: number): string[] {
  const room = Math.max(1, width - indent.length);
  const lines: string[] = [];
  let line = '';
  items.forEach((item, i) => {
    const text = i < items.length - 1 ? `${item};` : item;
    const joined = line === '' ? text : `${line} ${text}`;
    if (visibleLength(joined) <= room) line = joined;
    else {
      if (line !== '') lines.push(line);
      const parts = wrapAnsi(text, room, { trim: true }).split('\n');
      lines.push(...parts.slice(0, -1));
      line = parts.at(-1) ?? '';
    }
  });
  if (line !== '') lines.push(line);
  return lines.map((l) => `${indent}${l}`);
}

/** Where a word may break: after a hyphen between letters ("light-|cavalry"), or after a slash too ("cuirassiers/|lancers"). */
const HYPHEN = /(?<=\p{L}-)(?=\p{L})/u;
const HYPHEN_OR_SLASH = /(?<=\p{L}[-/])(?=\p{L})/u;

/** Where a line may break: between words, and within a word at `breaks`. */
function pieces(line: string, breaks: RegExp): { readonly text: string; readonly space: boolean }[] {
  // A number or a one- or two-letter word stays with the word before it ("Horse 1").
  const words = line.split(' ').reduce<string[]>((ws, w) => (ws.length > 0 && /^(\d+|\S{1,2})$/.test(w) ? [...ws.slice(0, -1), `${ws.at(-1)} ${w}`] : [...ws, w]), []);
  return words.flatMap((word) => word.split(breaks).map((text, i) => ({ text, space: i === 0 })));
}

/** Each line of `text` in lines of at most `width`, broken between words (a longer word stands alone). */
function wrapCell(text: string, width: number, breaks: RegExp): string {
  const lines: string[] = [];
  for (const given of text.split('\n')) {
    let line: string | null = null;
    for (const { text: piece, space } of pieces(given, breaks)) {
      const joined: string | null = line === null ? null : `${line}${space ? ' ' : ''}${piece}`;
      if (joined !== null && visibleLength(joined) <= width) line = joined;
      else {
        if (line !== null) lines.push(line);
        line = piece;
      }
    }
    lines.push(line ?? '');
  }
  return lines.join('\n');
}

const cellWidth = (text: string): number => Math.max(...text.split('\n').map(visibleLength));

/** A cell as plain text and the one colour around it, or null when colour changes inside it. */
function unpaint(cell: string): { readonly text: string; readonly open: string; readonly close: string } | null {
  if (cell === stripAnsi(cell)) return { text: cell, open: '', close: '' };
  // eslint-disable-next-line no-control-regex
  const whole = /^((?:\u001b\[[0-9;]*m)+)([^\u001b]*)((?:\u001b\[[0-9;]*m)+)$/.exec(cell);
  return whole ? { text: whole[2] as string, open: whole[1] as string, close: whole[3] as string } : null;
}

/** The cell wrapped to `width`, each line in the cell's colour; a cell coloured in parts stays whole. */
function wrapPainted(cell: string, width: number, breaks: RegExp): string {
  const parts = unpaint(cell);
  if (parts === null || cellWidth(cell) <= width) return cell;
  return wrapCell(parts.text, width, breaks)
    .split('\n')
    .map((line) => `${parts.open}${line}${parts.close}`)
    .join('\n');
}

const longestWord = (cell: string, breaks: RegExp): number => {
  const parts = unpaint(cell);
  return parts === null ? cellWidth(cell) : Math.max(0, ...wrapCell(parts.text, 0, breaks).split('\n').map(visibleLength));
};

/**
 * Rows fitted to `width` by wrapping words within cells, a column at a time: each step narrows
 * the column that adds the fewest lines to the table for the width it saves, so one long note
 * wraps before every name does. The first row is the heading row. A word breaks only at
 * `breaks` (see fitTable); a cell keeps its colour, line by line. `fixed` is what the margin
 * and the gaps take.
 * Null when the table cannot fit even so.
 */
function fitColumns(rows: readonly string[][], width: number, fixed: number, breaks: RegExp): readonly string[][] | null {
  const cols = Array.from({ length: rows[0]?.length ?? 0 }, (_, i) => i);
  const cell = (r: number, i: number) => rows[r]?.[i] ?? '';
  const widths = cols.map((i) => Math.max(...rows.map((_, r) => cellWidth(cell(r, i)))));
  // A column keeps its longest word; and if the table can fit so, NARROWEST columns too
  // (narrower, a note wraps into a tall strip of single words).
  const hard = cols.map((i) => Math.max(...rows.map((_, r) => longestWord(cell(r, i), breaks))));
  // The heading does not hold its column open: an empty column's heading wraps before names do.
  const body = cols.map((i) => Math.max(0, ...rows.slice(1).map((_, r) => cellWidth(cell(r + 1, i)))));
  const soft = hard.map((f, i) => Math.max(f, Math.min(body[i] as number, NARROWEST)));
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  if (fixed + sum(widths) <= width) return rows;
  if (fixed + sum(hard) > width) return null;
  const floors = fixed + sum(soft) <= width ? soft : hard;
  // Lines a cell takes at a width, each worked out once.
  const known = new Map<string, number>();
  const lines = (r: number, i: number, w: number): number => {
    const key = `${r}:${i}:${w}`;
    let n = known.get(key);
    if (n === undefined) {
      n = wrapPainted(cell(r, i), w, breaks).split('\n').length;
      known.set(key, n);
    }
    return n;
  };
  const ws = [...widths];
  for (let excess = fixed + sum(ws) - width; excess > 0; excess = fixed + sum(ws) - width) {
    // Each row's tallest cell but one column's, so trying a column costs one pass over the rows.
    const perRow = rows.map((_, r) => cols.map((i) => lines(r, i, ws[i] as number)));
    const tallestBut = (r: number, skip: number) => Math.max(1, ...(perRow[r] as number[]).filter((_, i) => i !== skip));
    const now = sum(perRow.map((row) => Math.max(...row)));
    // The narrowing that costs least per column saved (the larger of equals).
    let best = { column: -1, to: 0, rate: Infinity, saved: 0 };
    ws.forEach((w, i) => {
      const others = rows.map((_, r) => tallestBut(r, i));
      for (let to = w - 1; to >= Math.max(floors[i] as number, w - excess); to -= 1) {
        const saved = w - to;
        const rate = (sum(rows.map((_, r) => Math.max(others[r] as number, lines(r, i, to)))) - now) / saved;
        if (rate < best.rate || (rate === best.rate && saved > best.saved)) best = { column: i, to, rate, saved };
      }
    });
    if (best.column < 0) return null;
    ws[best.column] = best.to;
  }
  return rows.map((row) => row.map((c, i) => wrapPainted(c, ws[i] as number, breaks)));
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
/** Combining marks (an accent typed as its own character) and zero-width characters take no column. */
const ZERO_WIDTH = /[\p{Mn}\p{Me}\u200b-\u200f\u2060\ufeff]/gu;
/** Columns a string takes: colour codes, combining marks and zero-width characters none, a character outside the BMP one. */
export const visibleLength = (s: string): number => {
  const plain = s.replace(ANSI, '');
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]/.test(plain)) return plain.length;
  return [...plain.replace(ZERO_WIDTH, '')].length;
};
export const stripAnsi = (s: string): string => s.replace(ANSI, '');

/** A horizontal bar for probabilities and morale: `width` cells for `fraction` = 1. */
export function bar(fraction: number, width: number): string {
  const f = Math.max(0, Math.min(1, fraction));
  const full = Math.round(f * width);
  return '#'.repeat(full) + '.'.repeat(Math.max(0, width - full));
}
