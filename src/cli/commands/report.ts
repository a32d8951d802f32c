/**
 * `tyw report <journal> [--format md|html|json | --json] [--out FILE]`: an after-action report rebuilt
 * from the journal (every roll checked, as `replay` does): the outcome, who broke and when,
 * the losses per side, a morale curve per side (an ASCII chart in Markdown, an inline SVG in
 * HTML) and the battle turn by turn in plain words. HTML is one self-contained file.
 *
 * The report is one presentation (`report-view.ts`, built from `report-data.ts`), drawn by
 * the renderers in `src/present`: Markdown, an HTML page, or the model itself as JSON. They
 * escape all text that comes from the scenario or the players.
 */
import { extname, resolve } from 'node:path';
import { UserError } from '../../engine/errors.js';
import { checkOutputTarget, writeFileSafely } from '../../io/write-file.js';
import { htmlPage } from '../../present/html-page.js';
import { renderJson } from '../../present/json.js';
import { renderMarkdown } from '../../present/markdown.js';
import { visible } from '../../present/visible.js';
import type { Output } from '../output.js';
import { fittedErr } from './message-fit.js';
import { loadBattle } from './replay.js';
import { type ReportData, reportData } from './report-data.js';
import { reportTitle, reportView } from './report-view.js';

export { type MoraleCurve, type ReportData, reportData } from './report-data.js';

export interface ReportOptions {
  readonly file: string;
  readonly format?: string;
  readonly out?: string;
  /** Replace an existing --out file (never a journal). */
  readonly force?: boolean;
  /** The same as `--format json`, as every other command says it. */
  readonly json?: boolean;
  readonly cwd: string;
}

export type ReportFormat = 'md' | 'html' | 'json';

export const markdownReport = (data: ReportData): string => renderMarkdown(reportView(data));

export const htmlReport = (data: ReportData): string => htmlPage(reportTitle(data), reportView(data).blocks);

/** The report's model as JSON: `{ kind: "report", blocks }`, one line. */
export const jsonReport = (data: ReportData): string => `${JSON.stringify(renderJson(reportView(data)))}\n`;

const RENDER: Readonly<Record<ReportFormat, (data: ReportData) => string>> = { md: markdownReport, html: htmlReport, json: jsonReport };

function formatOf(options: ReportOptions): ReportFormat {
  if (options.json === true) {
    if (options.format !== undefined && options.format.trim().toLowerCase() !== 'json') throw new UserError(`--json asks for --format json, not "${options.format}": give one of them`);
    return 'json';
  }
  if (options.format !== undefined) {
    const f = options.format.trim().toLowerCase();
    if (f === 'md' || f === 'markdown') return 'md';
    if (f === 'html' || f === 'htm') return 'html';
    if (f === 'json') return 'json';
    throw new UserError(`--format is md, html or json, not "${options.format}"`);
  }
  const ext = options.out ? extname(options.out).toLowerCase() : '';
  return ext === '.html' || ext === '.htm' ? 'html' : ext === '.json' ? 'json' : 'md';
}

export async function reportCommand(options: ReportOptions, out: Output): Promise<void> {
  const format = formatOf(options);
  if (options.force === true && options.out === undefined) throw new UserError('--force goes with --out <file>: it lets the report replace that file');
  if (options.out !== undefined && options.out.trim() === '') throw new UserError('--out needs the name of a file to write the report to');
  // Refuse a file that must not be replaced before the battle is rebuilt.
  const outPath = options.out === undefined ? '' : resolve(options.cwd, options.out);
  if (options.out !== undefined) checkOutputTarget(outPath, { force: options.force, shown: options.out });
  const battle = loadBattle(options.file, options.cwd);
  if (battle.truncated) fittedErr(out, `note: ${options.file}: the last line was cut short (as after a crash) and is left out`);
  const text = RENDER[format](reportData(battle));
  if (options.out === undefined) {
    out.out(text.trimEnd());
    out.err(`Journal fingerprint: ${battle.fingerprint}`);
    return;
  }
  writeFileSafely(outPath, visible(text), { force: options.force, shown: options.out });
  out.err(`Report written to ${options.out}`);
  out.err(`Journal fingerprint: ${battle.fingerprint}`);
}
