/**
 * Prose fitted to a terminal: a line wider than the window breaks between words, its later
 * lines hanging two columns in, instead of the terminal folding it mid-word. Colour carries
 * across the break. Table lines are left alone: tables fit themselves (terminal-table.ts),
 * wrapping within their cells or, narrower still, stacked a record per row.
 */
import { wrapAnsi } from 'fast-wrap-ansi';
import { stripAnsi, visibleLength } from './terminal-table.js';

// Box drawing, or columns: two spaces between words, which tyw's sentences never have (help,
// which has them, is wrapped to the window already).
const TABLE_LINE = /[\u2500-\u257f]|\S {2,}\S/;
/**
 * Odds tables and help keep to 60 columns at least (paint.ts), their wrapped lines single-spaced:
 * narrower, prose is left for the terminal to fold, so those lines are not cut again.
 */
const NARROWEST = 60;

/**
 * `narrowest`: below it the text is left whole (a menu, with no odds tables in it, goes down to 30).
 * `tables`: whether the text may hold table lines, to be left alone (a message on stderr holds none).
 */
export function fitProse(text: string, width: number | undefined, narrowest = NARROWEST, tables = true): string {
  if (width === undefined || width < narrowest) return text;
  return text
    .split('\n')
    .map((line) => fitLine(line, width, tables))
    .join('\n');
}

function fitLine(line: string, width: number, tables: boolean): string {
  if (visibleLength(line) <= width || (tables && TABLE_LINE.test(stripAnsi(line)))) return line;
  const indent = /^ */.exec(line)?.[0] ?? '';
  const hang = `${indent}  `;
  const body = wrapAnsi(line.slice(indent.length), width - hang.length, { trim: true }).split('\n');
  return body.map((l, i) => (i === 0 ? indent : hang) + l).join('\n');
}
