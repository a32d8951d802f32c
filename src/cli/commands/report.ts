/**
 * `tyw report <journal> [--format md|html] [--out FILE]`: an after-action report rebuilt from
 * the journal (every roll checked, as `replay` does): the outcome, who broke and when, the
 * losses per side, a morale curve per side (an ASCII chart in Markdown, an inline SVG in
 * HTML) and the battle turn by turn in plain words. HTML is one self-contained file, and all
 * text that comes from the scenario or the players is escaped.
 *
 * The numbers and their words (morale points against a break point, units lost against a
 * threshold) come from the rule set's `BattleStanding`, so any rule set with one is reported.
 */
import { extname, resolve } from 'node:path';
import { UserError } from '../../engine/errors.js';
import { checkOutputTarget, writeFileSafely } from '../../io/write-file.js';
import { fencedLine, visible } from '../../present/visible.js';
import type { BattleStanding, StandingSide, StandingTerms } from '../../present/standing.js';
import type { Output } from '../output.js';
import { type Battle, byTurn, commandLines, loadBattle, type ReplayedCommand, standingAt } from './replay.js';
import { htmlEscape, STORY_CSS, storyHtml } from './report-story.js';

export { htmlEscape };

export interface ReportOptions {
  readonly file: string;
  readonly format?: string;
  readonly out?: string;
  /** Replace an existing --out file (never a journal). */
  readonly force?: boolean;
  readonly cwd: string;
}

export type ReportFormat = 'md' | 'html';

/** One side's army-morale count at the start (turn 0) and at the end of each turn. */
export interface MoraleCurve {
  readonly name: string;
  readonly role: string;
  /** Where the side loses: its break point. */
  readonly breakPoint: number;
  /** points[t] (morale points, units lost...) after turn t; points[0] at the start. */
  readonly points: readonly number[];
  /** The turn at whose end the army broke, or null. */
  readonly brokeAfter: number | null;
  /** The last turn has not ended yet: its value is the standing so far. */
  readonly lastSoFar: boolean;
}

export interface ReportData {
  readonly battle: Battle;
  readonly final: BattleStanding;
  /** The rule set's words for its count. */
  readonly terms: StandingTerms;
  readonly lastTurn: number;
  readonly curves: readonly MoraleCurve[];
  readonly turns: readonly { turn: number; commands: ReplayedCommand[] }[];
  /** The journal ends inside its last turn: what the report says of it is so far. */
  readonly lastTurnSoFar: boolean;
}

/** Gather what the report shows: the final standing and the morale at the end of every turn. */
export function reportData(battle: Battle): ReportData {
  const at = (state: unknown): BattleStanding => {
    const s = standingAt(battle.rulesetId, state);
    if (!s) throw new UserError(`report does not know the rule set "${battle.rulesetId}" yet`, { file: battle.file });
    return s;
  };
  const initial = at(battle.initial);
  const last = battle.commands[battle.commands.length - 1];
  const final = last ? at(last.after) : initial;
  // The standing at the end of turn t is the state after the last command played in turn t.
  const endOf: BattleStanding[] = [initial];
  for (let t = 1; t <= battle.lastTurn; t += 1) {
    const inTurn = battle.commands.filter((c) => c.turn === t);
    const end = inTurn[inTurn.length - 1];
    endOf.push(end ? at(end.after) : (endOf[t - 1] as BattleStanding));
  }
  const lastSoFar = !final.over && final.turn === battle.lastTurn;
  const curves = final.sides.map((side, i): MoraleCurve => {
    const points = endOf.map((s) => s.sides[i]?.count ?? 0);
    points[0] = initial.sides[i]?.count ?? 0;
    const broke = endOf.findIndex((s, t) => t > 0 && s.sides[i]?.broken === true);
    return { name: side.name, role: side.role, breakPoint: side.threshold, points, brokeAfter: broke > 0 ? broke : null, lastSoFar };
  });
  const turns = byTurn(battle.commands);
  return { battle, final, terms: final.terms, lastTurn: battle.lastTurn, curves, turns, lastTurnSoFar: lastSoFar && turns.at(-1)?.turn === battle.lastTurn };
}

function decision(data: ReportData): string {
  if (data.final.outcome) return data.final.outcome;
  return `Undecided: the journal ends in turn ${data.lastTurn} (step: ${data.final.step}) with neither army broken.`;
}

function brokeSentences(data: ReportData): string[] {
  const broke = data.curves.filter((c) => c.brokeAfter !== null);
  if (broke.length === 0) return ['No army broke.'];
  const { count, threshold } = data.terms;
  return broke.map((c) => `${c.name} broke at the end of turn ${c.brokeAfter}, with ${c.points[c.brokeAfter ?? 0]} ${count} against a ${threshold} of ${c.breakPoint}.`);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A side's row of the losses table: the side, the rule set's loss columns, then its count. */
const lossRow = (s: StandingSide): string[] => [`${s.name} (${s.role})`, ...s.losses, `${s.count} / ${s.threshold}`];

const lossHeadings = (data: ReportData): string[] => ['Side', ...data.final.lossHeadings, data.terms.lossesHeading];

/** "1 point", "3 points", "1 unit lost". */
const countWords = (n: number, terms: StandingTerms): string => `${n} ${n === 1 ? terms.countOne : terms.count}`;

// ---------------------------------------------------------------------------------------------
// Markdown

/** Escape text from the scenario or the players so Markdown shows it as written. */
export function mdEscape(text: string): string {
  return text.replace(/[\\`*_[\]<>|#~]/g, (c) => `\\${c}`).replace(/\r\n?|\n/g, ' ');
}

/** A horizontal bar per turn, scaled to the break point, which is marked with `|`. */
export function asciiCurve(curve: MoraleCurve, terms: StandingTerms, width = 40): string[] {
  const top = Math.max(curve.breakPoint, ...curve.points, 1);
  const scale = (v: number) => Math.round((v / top) * width);
  const mark = scale(curve.breakPoint);
  const label = (t: number) => `turn ${t}`.padEnd(`turn ${curve.points.length - 1}`.length);
  const lines = [`${curve.name} (${curve.role}), ${terms.threshold} ${curve.breakPoint}`];
  curve.points.forEach((p, t) => {
    const filled = scale(p);
    let bar = '';
    for (let x = 0; x < Math.max(width, mark + 1); x += 1) bar += x === mark ? '|' : x < filled ? '#' : ' ';
    const soFar = curve.lastSoFar && t === curve.points.length - 1 && t > 0 ? '  (so far)' : '';
    lines.push(`  ${label(t)} ${bar} ${p}${curve.brokeAfter === t ? '  BROKEN' : ''}${soFar}`);
  });
  return lines;
}

export function markdownReport(data: ReportData): string {
  const { battle } = data;
  const out: string[] = [];
  out.push(`# After-action report: ${mdEscape(battle.title)}`, '');
  out.push(`${battle.rulesetTitle}, seed ${battle.seed}; ${plural(battle.commands.length, 'command')} over ${plural(data.lastTurn, 'turn')}. Journal: \`${fencedLine(battle.file)}\`.`, '');
  out.push('## Outcome', '', mdEscape(decision(data)), '');
  for (const s of brokeSentences(data)) out.push(`- ${mdEscape(s)}`);
  out.push('', '## Losses', '');
  const headings = lossHeadings(data);
  out.push(`| ${headings.join(' | ')} |`, `|${headings.map(() => '---').join('|')}|`);
  for (const s of data.final.sides) out.push(`| ${lossRow(s).map(mdEscape).join(' | ')} |`);
  out.push('', ...(data.terms.lossesNote ? [data.terms.lossesNote, ''] : []));
  out.push('## Morale', '', `${data.terms.curve} at the end of each turn; \`|\` marks the ${data.terms.threshold}.`, '', '```text');
  data.curves.forEach((c, i) => {
    if (i > 0) out.push('');
    out.push(...asciiCurve(c, data.terms).map(fencedLine));
  });
  out.push('```', '', '## The battle, turn by turn');
  for (const turn of data.turns) {
    out.push('', `### Turn ${turn.turn}${data.lastTurnSoFar && turn === data.turns.at(-1) ? ' (so far)' : ''}`, '');
    for (const c of turn.commands) {
      const lines = commandLines(c.entry);
      out.push(`- \`${fencedLine(c.entry.text)}\`${lines.length > 0 ? ':' : ''}`);
      for (const l of lines) out.push(`  ${mdEscape(l)}  `);
    }
  }
  if (data.turns.length === 0) out.push('', 'Nothing was played.');
  out.push('', '## Final state', '');
  for (const s of data.final.sides) {
    out.push(`**${mdEscape(s.name)}**: ${s.count} of ${s.threshold} ${data.terms.count}${s.broken ? ', broken' : ''}.`, '');
    out.push(`| Id | Unit | Type | ${data.terms.strength} | Status |`, '|---|---|---|---|---|');
    for (const u of data.final.units.filter((x) => x.side === s.side)) {
      out.push(`| ${mdEscape(u.id)} | ${mdEscape(u.name)} | ${mdEscape(u.type)} | ${u.strength}/${u.startStrength} | ${mdEscape(u.status)} |`);
    }
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

// ---------------------------------------------------------------------------------------------
// HTML

const COLOURS = ['#1f5fa8', '#b3362c'];

/** The morale curves as one inline SVG line chart, break points dashed. */
export function svgCurves(curves: readonly MoraleCurve[], terms: StandingTerms): string {
  const W = 640;
  const H = 300;
  const m = { left: 48, right: 130, top: 36, bottom: 40 };
  const turns = Math.max(1, ...curves.map((c) => c.points.length - 1));
  const top = Math.max(1, ...curves.flatMap((c) => [c.breakPoint, ...c.points]));
  const yMax = Math.ceil((top * 1.1) / 5) * 5;
  const x = (t: number) => m.left + (t / turns) * (W - m.left - m.right);
  const y = (v: number) => H - m.bottom - (v / yMax) * (H - m.top - m.bottom);
  const f = (n: number) => n.toFixed(1);
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${htmlEscape(terms.chart)} per side at the end of each turn">`);
  parts.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="#fff"/>`);
  // Axes and grid
  const step = yMax <= 20 ? 5 : yMax <= 50 ? 10 : Math.ceil(yMax / 50) * 10;
  for (let v = 0; v <= yMax; v += step) {
    parts.push(`<line x1="${m.left}" y1="${f(y(v))}" x2="${W - m.right}" y2="${f(y(v))}" stroke="#e3e3e3"/>`);
    parts.push(`<text x="${m.left - 6}" y="${f(y(v) + 4)}" text-anchor="end" font-size="11">${v}</text>`);
  }
  const soFar = curves.some((c) => c.lastSoFar);
  for (let t = 0; t <= turns; t += 1) {
    parts.push(`<text x="${f(x(t))}" y="${H - m.bottom + 16}" text-anchor="middle" font-size="11">${t}${soFar && t === turns && t > 0 ? ' (so far)' : ''}</text>`);
  }
  parts.push(`<text x="${f((m.left + W - m.right) / 2)}" y="${H - 6}" text-anchor="middle" font-size="12">end of turn</text>`);
  parts.push(`<text x="14" y="${f((m.top + H - m.bottom) / 2)}" text-anchor="middle" font-size="12" transform="rotate(-90 14 ${f((m.top + H - m.bottom) / 2)})">${htmlEscape(terms.count)}</text>`);
  parts.push(`<line x1="${m.left}" y1="${H - m.bottom}" x2="${W - m.right}" y2="${H - m.bottom}" stroke="#333"/>`);
  parts.push(`<line x1="${m.left}" y1="${m.top}" x2="${m.left}" y2="${H - m.bottom}" stroke="#333"/>`);
  // Break-point labels in the right margin, nudged apart when the break points are close.
  const labelY: number[] = [];
  curves
    .map((c, i) => ({ i, y: y(c.breakPoint) + 4 }))
    .sort((p, q) => p.y - q.y)
    .forEach((p, k, all) => {
      const prev = k > 0 ? (labelY[(all[k - 1] as { i: number }).i] as number) : Number.NEGATIVE_INFINITY;
      labelY[p.i] = Math.max(p.y, prev + 14);
    });
  const short = (name: string) => (name.length > 24 ? `${name.slice(0, 23)}\u2026` : name);
  curves.forEach((c, i) => {
    const colour = COLOURS[i % COLOURS.length] as string;
    const name = htmlEscape(c.name);
    // Legend, above the chart: the side's line and name.
    const lx = m.left + i * 220;
    parts.push(`<line x1="${lx}" y1="14" x2="${lx + 20}" y2="14" stroke="${colour}" stroke-width="2.5"/>`);
    parts.push(`<text x="${lx + 26}" y="18" font-size="12" fill="${colour}">${htmlEscape(short(c.name))} (${htmlEscape(c.role)})</text>`);
    parts.push(`<line x1="${m.left}" y1="${f(y(c.breakPoint))}" x2="${W - m.right}" y2="${f(y(c.breakPoint))}" stroke="${colour}" stroke-dasharray="6 4"/>`);
    parts.push(`<text x="${W - m.right + 6}" y="${f(labelY[i] as number)}" font-size="11" fill="${colour}">${htmlEscape(terms.threshold)} ${c.breakPoint}</text>`);
    const pts = c.points.map((p, t) => `${f(x(t))},${f(y(p))}`).join(' ');
    parts.push(`<polyline points="${pts}" fill="none" stroke="${colour}" stroke-width="2.5"/>`);
    c.points.forEach((p, t) => {
      const broken = c.brokeAfter === t;
      parts.push(
        `<circle cx="${f(x(t))}" cy="${f(y(p))}" r="${broken ? 6 : 3.5}" fill="${broken ? '#fff' : colour}" stroke="${colour}" stroke-width="2"><title>${name}, ${c.lastSoFar && t === c.points.length - 1 && t > 0 ? `turn ${t} so far` : `end of turn ${t}`}: ${htmlEscape(countWords(p, terms))}${broken ? ' (broken)' : ''}</title></circle>`,
      );
    });
  });
  parts.push('</svg>');
  return parts.join('\n');
}

export function htmlReport(data: ReportData): string {
  const { battle } = data;
  const e = htmlEscape;
  const h: string[] = [];
  h.push('<!doctype html>', '<html lang="en">', '<head>', '<meta charset="utf-8">', `<title>After-action report: ${e(battle.title)}</title>`);
  h.push(
    '<style>',
    'body{font-family:Georgia,"Times New Roman",serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#222;line-height:1.45}',
    'h1{font-size:1.6rem}h2{border-bottom:1px solid #ccc;padding-bottom:.2rem;margin-top:2rem}',
    'table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}',
    'th{background:#f3f0e8}',
    '.broken{color:#a11;font-weight:bold}',
    STORY_CSS,
    '.meta{color:#555}',
    '</style>',
    '</head>',
    '<body>',
  );
  h.push(`<h1>After-action report: ${e(battle.title)}</h1>`);
  h.push(`<p class="meta">${e(battle.rulesetTitle)}, seed ${battle.seed}; ${plural(battle.commands.length, 'command')} over ${plural(data.lastTurn, 'turn')}. Journal: <code>${e(battle.file)}</code>.</p>`);
  h.push('<h2>Outcome</h2>', `<p${data.final.outcome ? ' class="broken"' : ''}>${e(decision(data))}</p>`, '<ul>');
  for (const s of brokeSentences(data)) h.push(`<li>${e(s)}</li>`);
  h.push('</ul>');
  h.push('<h2>Losses</h2>', '<table>', `<tr>${lossHeadings(data).map((x) => `<th>${e(x)}</th>`).join('')}</tr>`);
  for (const s of data.final.sides) h.push(`<tr>${lossRow(s).map((x) => `<td>${e(x)}</td>`).join('')}</tr>`);
  h.push('</table>', ...(data.terms.lossesNote ? [`<p class="meta">${e(data.terms.lossesNote)}</p>`] : []));
  h.push('<h2>Morale</h2>', `<p>${e(data.terms.curve)} at the end of each turn; the dashed lines are the ${e(data.terms.threshold)}s.</p>`, svgCurves(data.curves, data.terms));
  h.push('<h2>The battle, turn by turn</h2>', ...storyHtml(data.turns, data.lastTurnSoFar));
  h.push('<h2>Final state</h2>');
  for (const s of data.final.sides) {
    h.push(`<h3>${e(s.name)}: ${s.count} of ${s.threshold} ${e(data.terms.count)}${s.broken ? ' <span class="broken">(broken)</span>' : ''}</h3>`);
    h.push('<table>', `<tr><th>Id</th><th>Unit</th><th>Type</th><th>${e(data.terms.strength)}</th><th>Status</th></tr>`);
    for (const u of data.final.units.filter((x) => x.side === s.side)) {
      const cls = u.tone === 'gone' ? ' class="broken"' : '';
      h.push(`<tr><td>${e(u.id)}</td><td>${e(u.name)}</td><td>${e(u.type)}</td><td>${u.strength}/${u.startStrength}</td><td${cls}>${e(u.status)}</td></tr>`);
    }
    h.push('</table>');
  }
  h.push('</body>', '</html>');
  return `${h.join('\n')}\n`;
}

function formatOf(options: ReportOptions): ReportFormat {
  if (options.format !== undefined) {
    const f = options.format.trim().toLowerCase();
    if (f === 'md' || f === 'markdown') return 'md';
    if (f === 'html' || f === 'htm') return 'html';
    throw new UserError(`--format is md or html, not "${options.format}"`);
  }
  const ext = options.out ? extname(options.out).toLowerCase() : '';
  return ext === '.html' || ext === '.htm' ? 'html' : 'md';
}

export async function reportCommand(options: ReportOptions, out: Output): Promise<void> {
  const format = formatOf(options);
  // Refuse a file that must not be replaced before the battle is rebuilt.
  const outPath = options.out === undefined ? '' : resolve(options.cwd, options.out);
  if (options.out !== undefined) checkOutputTarget(outPath, { force: options.force, shown: options.out });
  const battle = loadBattle(options.file, options.cwd);
  if (battle.truncated) out.err(`note: ${options.file}: the last line was cut short (as after a crash) and is left out`);
  const data = reportData(battle);
  const text = format === 'html' ? htmlReport(data) : markdownReport(data);
  if (options.out === undefined) {
    out.out(text.trimEnd());
    out.err(`Journal fingerprint: ${battle.fingerprint}`);
    return;
  }
  writeFileSafely(outPath, visible(text), { force: options.force, shown: options.out });
  out.err(`Report written to ${options.out}`);
  out.err(`Journal fingerprint: ${battle.fingerprint}`);
}
