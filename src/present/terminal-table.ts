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

/** Lines of a table: a heading row, a rule under it, then the rows. Trailing blanks trimmed. */
export function table(head: readonly string[], rows: readonly (readonly Cell[])[], paint: Paint, align?: readonly ('left' | 'right')[]): string[] {
  const t = new Table({
    head: head.map((h) => paint.bold(h)),
    chars: CHARS,
    style: { 'padding-left': 0, 'padding-right': 0, head: [], border: [], compact: true },
    ...(align ? { colAligns: [...align] } : {}),
  });
  for (const row of rows) t.push(row.map((c) => String(c)));
  const lines = t.toString().split('\n').map((l) => l.replace(/\s+$/, ''));
  // A thin rule under the heading row, as wide as the table.
  const width = Math.max(...lines.map((l) => visibleLength(l)));
  return [lines[0] ?? '', `  ${'─'.repeat(Math.max(0, width - 2))}`, ...lines.slice(1)];
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
