/**
 * `tyw check <scenario>`: validate a scenario and show its sides, units and break points.
 * With `--json`, exactly one JSON object on stdout (the rule set's CheckSummary). Problems are
 * UserErrors, every one in the file at once (one `error: file:line:col: …` line each, exit 2);
 * warnings go to stderr.
 */
import { resolve } from 'node:path';
import type { CheckSummary } from '../../engine/ruleset.js';
import { readScenarioFile as loadScenarioFile } from '../../io/read-scenario.js';
import { visibleLength } from '../../present/terminal-table.js';
import { keyWords } from '../../present/words.js';
import type { Output } from '../output.js';

export interface CheckOptions {
  /** The path as the user typed it: messages name the file this way. */
  readonly file: string;
  readonly json: boolean;
  /** Relative paths resolve against this directory. */
  readonly cwd: string;
  /** The terminal's width, when stdout is one: a table too wide for it is drawn one side at a time. */
  readonly columns?: number | undefined;
}

export async function checkCommand({ file, json, cwd, columns }: CheckOptions, out: Output): Promise<void> {
  const loaded = await loadScenarioFile(resolve(cwd, file), file);
  const summary = loaded.format.summarize(loaded.scenario, loaded.warnings);
  if (json) {
    out.out(JSON.stringify(checkJson(summary)));
    return;
  }
  out.out((await checkText(summary, loaded.format.title, out.color, columns)).join('\n')); // one write, not one per line
  if (summary.warnings.length === 0) return;
  // Loaded only for warnings: most checks have none.
  const { fittedErr } = await import('./message-fit.js');
  for (const warning of summary.warnings) fittedErr(out, `warning: ${warning}`);
}

/** The JSON object: the summary's fields, then the rule set's extra fields at the top level. */
export function checkJson(summary: CheckSummary): Record<string, unknown> {
  const core = { ruleset: summary.ruleset, title: summary.title, sides: summary.sides, warnings: summary.warnings };
  const extra = Object.fromEntries(Object.entries(summary.extra ?? {}).filter(([key]) => !Object.hasOwn(core, key)));
  return { ...core, ...extra };
}


/**
 * The rule set's extra lines are prose: at a terminal a line wider than it breaks between words,
 * as the REPL's do (a pipe keeps each whole). The wrapper is loaded only when a line needs it.
 */
async function fitExtra(lines: readonly string[], columns: number | undefined): Promise<string[]> {
  if (columns === undefined || lines.every((line) => visibleLength(line) <= columns)) return [...lines];
  const { fitProse } = await import('../../present/fit-prose.js');
  return lines.map((line) => fitProse(line, columns, undefined, false));
}

const show = (value: unknown): string => (value === null || value === undefined ? '-' : Array.isArray(value) ? value.join('\n') : String(value));

/** The human summary: title, rule set, the sides' table, a closing verdict. */
export async function checkText(summary: CheckSummary, rulesetTitle: string, color: boolean, columns?: number): Promise<string[]> {
  const { default: Table } = await import('cli-table3');
  const lines = [summary.title, `rule set: ${rulesetTitle} (${summary.ruleset})`];
  const bold = (t: string) => (color ? `\x1b[1m${t}\x1b[22m` : t);
  // No colour on the borders: colour is for meaning only; the side names are bold, as headings are in the REPL.
  const style = { head: [], border: [], compact: true };
  const keys = [...new Set(summary.sides.flatMap((side) => Object.keys(side)))].filter((k) => k !== 'name');
  const shown = summary.sides.map((side, i) => ({ ...side, ...summary.text?.sides?.[i] }));
  // One table, a column per side, so the two armies read side by side; one table a side, one
  // under the other, when that is too wide for the terminal.
  const drawn = (sides: CheckSummary['sides']): string => {
    const table = new Table({ head: ['', ...sides.map((side) => bold(show(side.name)))], style });
    for (const key of keys) {
      // A value of several lines (a unit list) goes in as one row per line: the same drawing
      // in a compact table (no rule between rows), but cli-table3 measures a cell of many lines
      // over and over, which costs `tyw check` more than the rest of its table.
      const cells = sides.map((side) => show(side[key] ?? '').split('\n'));
      const rows = Math.max(...cells.map((c) => c.length));
      for (let row = 0; row < rows; row++) table.push([row === 0 ? keyWords(key) : '', ...cells.map((c) => c[row] ?? '')]);
    }
    return table.toString();
  };
  const together = drawn(shown);
  const tooWide = columns !== undefined && together.split('\n').some((line) => visibleLength(line) > columns);
  lines.push('', ...(tooWide ? shown.map((side) => drawn([side])).join('\n\n') : together).split('\n'));
  // A switch (a house rule) reads "on" or "off"; --json keeps true and false.
  const said = (value: unknown): string =>
    typeof value === 'boolean' ? (value ? 'on' : 'off') : Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value.length > 0 ? value.join(', ') : 'none') : typeof value === 'object' && value !== null ? JSON.stringify(value) : show(value);
  const extra = Object.entries(summary.extra ?? {}).map(([key, value]) => summary.text?.extra?.[key] ?? `${keyWords(key)}: ${said(value)}`);
  lines.push(...(await fitExtra(extra, columns)));
  const n = summary.warnings.length;
  lines.push('', n === 0 ? 'The scenario is valid.' : `The scenario is valid, with ${n} warning${n === 1 ? '' : 's'}.`);
  return lines;
}
