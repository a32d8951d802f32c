/** Small borderless tables that read well beside a miniatures table and in a transcript. */
import Table from 'cli-table3';
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
 * terminal never folds a row in two.
 */
export function table(head: readonly string[], rows: readonly (readonly Cell[])[], paint: Paint, align?: readonly ('left' | 'right')[]): string[] {
  const cells = rows.map((row) => row.map((c) => String(c)));
  // The heading row is fitted with the rest: a long heading wraps like any cell.
  const [heads, ...body] = paint.fit === undefined ? [[...head], ...cells] : fitColumns([[...head], ...cells], paint.fit);
  const t = new Table({
    head: (heads ?? []).map((h) => paint.bold(h)),
    chars: CHARS,
    style: { 'padding-left': 0, 'padding-right': 0, head: [], border: [], compact: true },
    ...(align ? { colAligns: [...align] } : {}),
  });
  for (const row of body) t.push([...row]);
  const lines = t.toString().split('\n').map((l) => l.replace(/\s+$/, ''));
  // A thin rule under the heading row (its lines, when a heading wraps), as wide as the table.
  const width = Math.max(...lines.map((l) => visibleLength(l)));
  const headLines = Math.max(1, ...(heads ?? []).map((h) => h.split('\n').length));
  return [...lines.slice(0, headLines), `  ${'─'.repeat(Math.max(0, width - 2))}`, ...lines.slice(headLines)];
}

const LEFT_MARGIN = 2;
const GAP = 2;
const NARROWEST = 14;

/** Where a line may break: between words, and after the hyphen of a hyphenated word ("light-|cavalry"). */
function pieces(line: string): { readonly text: string; readonly space: boolean }[] {
  // A number or a one- or two-letter word stays with the word before it ("Horse 1").
  const words = line.split(' ').reduce<string[]>((ws, w) => (ws.length > 0 && /^(\d+|\S{1,2})$/.test(w) ? [...ws.slice(0, -1), `${ws.at(-1)} ${w}`] : [...ws, w]), []);
  return words.flatMap((word) => word.split(/(?<=\p{L}-)(?=\p{L})/u).map((text, i) => ({ text, space: i === 0 })));
}

/** Each line of `text` in lines of at most `width`, broken between words (a longer word stands alone). */
function wrapCell(text: string, width: number): string {
  const lines: string[] = [];
  for (const given of text.split('\n')) {
    let line: string | null = null;
    for (const { text: piece, space } of pieces(given)) {
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

const longestWord = (text: string): number => Math.max(0, ...wrapCell(text, 0).split('\n').map(visibleLength));

/**
 * Rows fitted to `width` by wrapping words within cells, a column at a time: each step narrows
 * the column that adds the fewest lines to the table for the width it saves, so one long note
 * wraps before every name does. The first row is the heading row. A word breaks only after a
 * hyphen, and a coloured cell stays whole; a table that cannot fit even so is left as it is.
 */
function fitColumns(rows: readonly string[][], width: number): readonly string[][] {
  const cols = Array.from({ length: rows[0]?.length ?? 0 }, (_, i) => i);
  const fixed = LEFT_MARGIN + GAP * Math.max(0, cols.length - 1);
  const widths = cols.map((i) => Math.max(...rows.map((row) => cellWidth(row[i] ?? ''))));
  // A column keeps its longest word and its coloured cells; and if the table can fit so,
  // NARROWEST columns too (narrower, a note wraps into a tall strip of single words).
  const hard = cols.map((i) => Math.max(...rows.map((row) => row[i] ?? '').map((c) => (c === stripAnsi(c) ? longestWord(c) : cellWidth(c)))));
  const soft = hard.map((f, i) => Math.max(f, Math.min(widths[i] as number, NARROWEST)));
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  if (fixed + sum(widths) <= width || fixed + sum(hard) > width) return rows;
  const floors = fixed + sum(soft) <= width ? soft : hard;
  const linesAt = (c: string, w: number) => (c === stripAnsi(c) && cellWidth(c) > w ? wrapCell(c, w).split('\n').length : 1);
  const height = (ws: readonly number[]) => sum(rows.map((row) => Math.max(...row.map((c, i) => linesAt(c, ws[i] as number)))));
  const ws = [...widths];
  for (let excess = fixed + sum(ws) - width; excess > 0; excess = fixed + sum(ws) - width) {
    // The narrowing that costs least per column saved (the larger of equals).
    const now = height(ws);
    let best = { column: -1, to: 0, rate: Infinity, saved: 0 };
    ws.forEach((w, i) => {
      for (let to = w - 1; to >= Math.max(floors[i] as number, w - excess); to -= 1) {
        const saved = w - to;
        const rate = (height(ws.map((x, k) => (k === i ? to : x))) - now) / saved;
        if (rate < best.rate || (rate === best.rate && saved > best.saved)) best = { column: i, to, rate, saved };
      }
    });
    ws[best.column] = best.to;
  }
  return rows.map((row) => row.map((c, i) => (c === stripAnsi(c) && cellWidth(c) > (ws[i] as number) ? wrapCell(c, ws[i] as number) : c)));
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
export const visibleLength = (s: string): number => s.replace(ANSI, '').length;
export const stripAnsi = (s: string): string => s.replace(ANSI, '');

/** A horizontal bar for probabilities and morale: `width` cells for `fraction` = 1. */
export function bar(fraction: number, width: number): string {
  const f = Math.max(0, Math.min(1, fraction));
  const full = Math.round(f * width);
  return '#'.repeat(full) + '.'.repeat(Math.max(0, width - full));
}
