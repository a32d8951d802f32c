/**
 * The after-action report as one presentation: the title and what was played, the outcome
 * and who broke when, the losses per side, a morale chart (a line per side against the point
 * where it loses), the battle turn by turn, and every unit at the end. Builds blocks only: the
 * Markdown, HTML and JSON renderers in `src/present` draw the same blocks. It lives beside the
 * command rather than in `src/present` because it reads a rebuilt battle (`replay.ts`).
 */
import { brokenText, chart, code, heading, list, present, quiet, sentence, standingText, table } from '../../present/build.js';
import type { Block, Chart, Presentation } from '../../present/model.js';
import { type StandingSide, type StandingTerms, turnWord } from '../../present/standing.js';
import type { MoraleCurve, ReportData } from './report-data.js';
import { storyBlocks } from './report-story.js';

/** The report's title: "After-action report: The Fight at Eichenried Mill". */
export const reportTitle = (data: ReportData): string => `After-action report: ${data.battle.title}`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "1 point", "3 points", "1 unit lost". */
const countWords = (n: number, terms: StandingTerms): string => `${n} ${n === 1 ? terms.countOne : terms.count}`;

function decision(data: ReportData): Block {
  if (data.final.outcome) return sentence([brokenText(data.final.outcome)]);
  const ends = `Undecided: the journal ends in ${turnWord(data.terms)} ${data.lastTurn} (step: ${data.final.step})`;
  return sentence(data.terms.undecided ? `${ends}; ${data.terms.undecided}.` : `${ends} with neither army broken.`);
}

function brokeSentences(data: ReportData): string[] {
  const broke = data.curves.filter((c) => c.brokeAfter !== null);
  if (broke.length === 0) return data.terms.undecided ? [] : ['No army broke.'];
  const { count, threshold } = data.terms;
  return broke.map((c) => `${c.name} broke at the end of ${turnWord(data.terms)} ${c.brokeAfter}, with ${c.points[c.brokeAfter ?? 0]} ${count} against a ${threshold} of ${c.breakPoint}.`);
}

/** A side's row of the losses table: the side, the rule set's loss columns, then its count. */
const lossRow = (s: StandingSide): string[] => [`${s.name} (${s.role})`, ...s.losses, `${s.count} / ${s.threshold}`];

function losses(data: ReportData): Block[] {
  const { final, terms } = data;
  const note = terms.lossesNote ? [sentence([quiet(terms.lossesNote)])] : [];
  return [heading('Losses'), table(['Side', ...final.lossHeadings, terms.lossesHeading], final.sides.map(lossRow)), ...note];
}

/** The morale curves: a line per side at the end of each turn, its break point marked. */
export function moraleChart(curves: readonly MoraleCurve[], terms: StandingTerms, lastTurn: number): Chart {
  const soFar = curves.some((c) => c.lastSoFar);
  const turns = Math.max(lastTurn, ...curves.map((c) => c.points.length - 1));
  const soFarAt = (t: number) => soFar && t === turns && t > 0;
  const ticks = Array.from({ length: turns + 1 }, (_, t) => (soFarAt(t) ? { label: String(t), note: 'so far' } : { label: String(t) }));
  return chart({
    caption: `${terms.curve} at the end of each ${turnWord(terms)}`,
    title: `${terms.chart} per side at the end of each ${turnWord(terms)}`,
    threshold: terms.threshold,
    x: { title: `end of ${turnWord(terms)}`, unit: turnWord(terms), ticks },
    y: { title: terms.count },
    series: curves.map((c) => ({
      name: c.name,
      detail: c.role,
      values: c.points,
      threshold: c.breakPoint,
      marks: c.brokeAfter === null ? [] : [{ at: c.brokeAfter, label: 'broken' }],
      notes: c.points.map((p, t) => `${c.name}, ${soFarAt(t) ? `${turnWord(terms)} ${t} so far` : `end of ${turnWord(terms)} ${t}`}: ${countWords(p, terms)}${c.brokeAfter === t ? ' (broken)' : ''}`),
    })),
  });
}

/** A side's leaders at the end, when the rule set gives them. */
function leaderTable(final: ReportData['final'], side: number): Block[] {
  const own = (final.leaders ?? []).filter((l) => l.side === side);
  return own.length === 0 ? [] : [table(['Id', 'Leader', 'Fate', 'Where'], own.map((l) => [l.id, l.name, standingText(l.fate, l.tone), l.where]))];
}

/** A side's units at the end; a notes column (where it stands, whose gun it was) when any unit has one, as `replay` prints. */
function unitTable(units: ReportData['final']['units'], terms: StandingTerms): Block {
  const notes = units.some((u) => u.note !== '');
  const head = ['Id', 'Unit', 'Type', terms.strength, 'Status', ...(notes ? ['Notes'] : [])];
  return table(head, units.map((u) => [u.id, u.name, u.type, `${u.strength}/${u.startStrength}`, standingText(u.status, u.tone), ...(notes ? [u.note] : [])]));
}

/** Each side's count, then its units and leaders, as they stand at the end. */
function finalState(data: ReportData): Block[] {
  const { final, terms } = data;
  return final.sides.flatMap((s) => [
    heading([`${s.name}: ${s.count} of ${s.threshold} ${terms.count}`, ...(s.broken ? [' ', brokenText('(broken)')] : [])], 3),
    unitTable(final.units.filter((u) => u.side === s.side), terms),
    ...leaderTable(final, s.side),
  ]);
}

export function reportView(data: ReportData): Presentation {
  const { battle } = data;
  // A journal whose every command was undone has played nothing: no turns to count.
  const count = battle.commands.length === 0 ? 'no command in play' : `${plural(battle.commands.length, 'command')} over ${plural(data.lastTurn, turnWord(data.terms))}`;
  const played = `${battle.rulesetTitle}, seed ${battle.seed}; ${count}. Journal: `;
  return present('report', [
    heading(reportTitle(data), 1),
    sentence([quiet(played), code(battle.file, { quiet: true }), quiet('.')]),
    heading('Outcome'),
    decision(data),
    ...(brokeSentences(data).length > 0 ? [list(brokeSentences(data))] : []),
    ...losses(data),
    heading(data.terms.chapter ?? 'Morale'),
    moraleChart(data.curves, data.terms, data.lastTurn),
    heading(`The battle, ${turnWord(data.terms)} by ${turnWord(data.terms)}`),
    ...storyBlocks(data.turns, data.lastTurnSoFar, data.terms),
    heading('Final state'),
    ...(data.terms.strengthNote ? [sentence([quiet(data.terms.strengthNote)])] : []),
    ...finalState(data),
  ]);
}
