/**
 * `tyw check <scenario>`: validate a scenario and show its sides, units and break points
 * (`tyw check -` reads it from standard input).
 * With `--json`, exactly one JSON object on stdout (the rule set's CheckSummary). Problems are
 * UserErrors, every one in the file at once (one `error: file:line:col: …` line each, exit 2);
 * warnings go to stderr.
 */
import { resolve } from 'node:path';
import type { CheckSummary } from '../../engine/ruleset.js';
import { type ReadScenario, readScenarioFd, readScenarioFile as loadScenarioFile } from '../../io/read-scenario.js';
import { visibleLength } from '../../present/terminal-table.js';
import { keyWords, wrapWords } from '../../present/words.js';
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
  // `-`: the scenario on standard input, as other tools read it; messages name it "stdin".
  const loaded = file === '-' ? await readStdin() : await loadScenarioFile(resolve(cwd, file), file);
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

/**
 * The scenario on standard input (a pipe, a socket or a redirected file), read as a file is;
 * a terminal is refused rather than waited on for typed YAML.
 */
async function readStdin(): Promise<ReadScenario> {
  const [{ isatty }, { UserError }] = await Promise.all([import('node:tty'), import('../../engine/errors.js')]);
  if (isatty(0)) throw new UserError('standard input is the terminal: send the scenario in, as in tyw check - < battle.yaml', { file: 'stdin' });
  return readScenarioFd(0, 'stdin');
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
  // Down to 20 columns, not fitProse's floor of 60: check prints no odds tables to keep whole.
  return lines.map((line) => fitProse(line, columns, 20, false));
}

/**
 * The key and value columns' widths for a two-column table `columns` wide (its borders and
 * padding take 7): the keys whole when the values keep at least half, else split evenly.
 */
function cellRoom(keys: readonly string[], columns: number): [number, number] {
  const inside = Math.max(20, columns - 7);
  const key = Math.min(Math.max(...keys.map((k) => k.length)), Math.floor(inside / 2));
  return [key, inside - key];
}

const show = (value: unknown): string => (value === null || value === undefined ? '-' : Array.isArray(value) ? value.join('\n') : String(value));

/** The human summary: title, rule set, the sides' table, a closing verdict. */
export async function checkText(summary: CheckSummary, rulesetTitle: string, color: boolean, columns?: number): Promise<string[]> {
  const { default: Table } = await import('cli-table3');
  const lines = await fitExtra([summary.title, `rule set: ${rulesetTitle} (${summary.ruleset})`], columns);
  const bold = (t: string) => (color ? `\x1b[1m${t}\x1b[22m` : t);
  // No colour on the borders: colour is for meaning only; the side names are bold, as headings are in the REPL.
  const style = { head: [], border: [], compact: true };
  const keys = [...new Set(summary.sides.flatMap((side) => Object.keys(side)))].filter((k) => k !== 'name');
  const shown = summary.sides.map((side, i) => ({ ...side, ...summary.text?.sides?.[i] }));
  // One table, a column per side, so the two armies read side by side; one table a side, one
  // under the other, when that is too wide for the terminal.
  // `room`: the widths of the key and value columns (one side's table on a narrow terminal),
  // within which their words are wrapped; a value's later lines hang two columns in.
  const drawn = (sides: CheckSummary['sides'], room?: readonly [number, number]): string => {
    const cut = (text: string, i: 0 | 1, hang: number) => (room === undefined ? [text] : wrapWords(text, room[i], hang));
    const table = new Table({ head: ['', ...sides.map((side) => bold(cut(show(side.name), 1, 0).join('\n')))], style });
    for (const key of keys) {
      // A value of several lines (a unit list) goes in as one row per line: the same drawing
      // in a compact table (no rule between rows), but cli-table3 measures a cell of many lines
      // over and over, which costs `tyw check` more than the rest of its table.
      const cells = sides.map((side) => show(side[key] ?? '').split('\n').flatMap((line) => cut(line, 1, 2)));
      const names = cut(keyWords(key), 0, 1);
      const rows = Math.max(names.length, ...cells.map((c) => c.length));
      for (let row = 0; row < rows; row++) table.push([names[row] ?? '', ...cells.map((c) => c[row] ?? '')]);
    }
    return table.toString();
  };
  const wider = (text: string) => columns !== undefined && text.split('\n').some((line) => visibleLength(line) > columns);
  const together = drawn(shown);
  const oneSide = (side: (typeof shown)[number]) => {
    const alone = drawn([side]);
    return wider(alone) ? drawn([side], cellRoom(keys.map(keyWords), columns as number)) : alone;
  };
  lines.push('', ...(wider(together) ? shown.map(oneSide).join('\n\n') : together).split('\n'));
  // A switch (a house rule) reads "on" or "off"; --json keeps true and false.
  const said = (value: unknown): string =>
    typeof value === 'boolean' ? (value ? 'on' : 'off') : Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value.length > 0 ? value.join(', ') : 'none') : typeof value === 'object' && value !== null ? JSON.stringify(value) : show(value);
  const extra = Object.entries(summary.extra ?? {}).map(([key, value]) => summary.text?.extra?.[key] ?? `${keyWords(key)}: ${said(value)}`);
  lines.push(...(await fitExtra(extra, columns)));
  const n = summary.warnings.length;
  lines.push('', n === 0 ? 'The scenario is valid.' : `The scenario is valid, with ${n} warning${n === 1 ? '' : 's'}.`);
  return lines;
}
