/**
 * Prose fitted to a terminal: a line wider than the window breaks between words, its later
 * lines hanging two columns in, instead of the terminal folding it mid-word. Colour carries
 * across the break. Table lines are left alone: tables fit themselves (terminal-table.ts),
 * wrapping within their cells or, narrower still, stacked a record per row.
 */
import { wrapAnsi } from 'fast-wrap-ansi';
import { stripAnsi, visibleLength } from './terminal-table.js';

/** Box drawing (a table's rule) or a text chart's bar at its threshold mark (chart-text.ts). */
const DRAWN = /[\u2500-\u257f]|(?:#| {2})\|/;
/** A line of a table's rule and nothing else. */
const RULE = /^ *[\u2500-\u257f]+ *$/;
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
  const lines = text.split('\n');
  const plain = tables ? lines.map(stripAnsi) : [];
  return lines.map((line, i) => (visibleLength(line) <= width || (tables && tableLine(plain, i)) ? line : fitLine(line, width))).join('\n');
}

/** Columns where text starts after two spaces or more: after the indent too when `indent`. */
function columnStarts(line: string, indent: boolean): Set<number> {
  const starts = new Set<number>();
  const first = line.search(/\S/);
  for (const m of line.matchAll(/ {2,}(?=\S)/g)) {
    const at = (m.index ?? 0) + m[0].length;
    if (indent || at > first) starts.add(at);
  }
  return starts;
}

/**
 * Whether line `i` is a table's: drawn (a rule, a chart's bar), next to a rule, or with a
 * column lined up with one on the line before or after it. Two spaces alone do not make a
 * table: a name may hold them ("Jean  t'Serclaes"), and its sentence must still wrap.
 */
function tableLine(lines: readonly string[], i: number): boolean {
  const line = lines[i] as string;
  if (DRAWN.test(line)) return true;
  const own = columnStarts(line, false);
  if (own.size === 0) return false;
  return [lines[i - 1], lines[i + 1]].some((near) => {
    if (near === undefined) return false;
    if (RULE.test(near)) return true;
    const theirs = columnStarts(near, true);
    return [...own].some((c) => theirs.has(c));
  });
}

function fitLine(line: string, width: number): string {
  const indent = /^ */.exec(line)?.[0] ?? '';
  const hang = `${indent}  `;
  const body = wrapAnsi(line.slice(indent.length), width - hang.length, { trim: true }).split('\n');
  return body.map((l, i) => (i === 0 ? indent : hang) + l).join('\n');
}
