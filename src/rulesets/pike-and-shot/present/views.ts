/**
 * Pike & Shot's views as blocks: the header, `status` (each unit's side up, hex, what it did
 * this phase, its loose-shotte link), `leaders`, `victory` (fortunes of war and the tally),
 * and `rules crt` / `rules tec` (the scenario's own tables as grids).
 */
import { err, ok, type Result } from '../../../engine/result.js';
import { foldName, nameKey } from '../../../engine/command-line/names.js';
import { didYouMean } from '../../../engine/suggest.js';
import { statusMiss } from '../../../present/status-refusal.js';
import { brokenText, heading, join, lossText, note, present, quiet, right, sentence, space, strong, table } from '../../../present/build.js';
import type { Json, Presentation, Sentence, Text } from '../../../present/model.js';
import { describeCrt, describeSides, describeStep, describeTec, describeUnits } from '../describe.js';
import type { PsLeader, PsState } from '../state.js';
import { isCombatStep } from '../steps.js';
import { leaderPlace } from './standing.js';
import { TEC_CLASS_WORDS, TEC_CLASSES } from '../units.js';

export const psWhere = (s: PsState) => ({ turn: s.turn, step: s.step, over: s.outcome !== null });

export function psHeader(s: PsState): Text {
  const step = describeStep(s);
  const fow = describeSides(s).map((side) => `${side.name} ${side.fow}`).join(', ');
  // 6.5: a fortune is played right after the combat that gave it (its retreats first); the
  // next attack, recovery or `next` lets it lapse (fortunes.ts; in a combat phase, a move is a fortune's own).
  const n = s.sides.reduce((k, side) => k + side.fow, 0);
  const them = n === 1 ? 'it' : 'them';
  const open = !s.rules.houseRules.fortunesKept && n > 0 && isCombatStep(s) && s.pending.length === 0;
  const held = open ? ` (play ${them} now: the next attack, recovery or next lets ${them} lapse, 6.5)` : '';
  return join([`Turn ${step.turn} of ${step.of}`, [strong(step.title)], `fortunes of war: ${fow}${held}`, ...(step.outcome ? [[brokenText(step.outcome)]] : [])], ' | ');
}

export const psPrompt = (s: PsState): string => `T${s.turn} ${s.step}> `;

const yes = (b: boolean) => (b ? 'yes' : '');

export function statusView(s: PsState, args: string): Result<Presentation, string> {
  const asked = args.trim();
  // Names match as the commands' do (names.ts): case, accents and spaces do not matter ("smaland" finds Småland Horse).
  const key = nameKey(asked);
  const id = foldName(asked);
  const named = (x: { readonly id: string; readonly name: string }) => x.id.toLowerCase() === id || nameKey(x.name).startsWith(key);
  const all = describeUnits(s);
  const units = key === '' ? all : all.filter((u) => named(u) || nameKey(u.side) === key);
  if (units.length === 0) {
    // A leader is no unit (7.0): say where he is rather than that nothing matches.
    const l = s.leaders.find(named);
    if (l && key !== '') return err(`${l.name} (${l.id}) is a leader, not a unit: he is ${leaderWhere(s, l)} (leaders lists every leader)`);
    return err(unknownWords(s, asked));
  }
  // 7.1: leaders alone are in no unit's row: named under a side shown whole.
  const whole = s.sides.map((side) => key === '' || key === nameKey(side.name));
  const blocks = s.sides.flatMap((side, i) => {
    const own = units.filter((u) => u.side === side.name);
    if (own.length === 0) return [];
    // A unit out of play stands in no hex and has no factors or shotte to show.
    // A battalion's facing decides its front, flank and rear (9.1), so a side with one shows it.
    const faced = own.some((u) => u.facing !== null);
    const rows = own.map((u) => [
      u.id,
      u.name,
      u.type,
      u.fate === 'active' ? (u.up === 'disordered' || u.up === 'captured' ? [lossText(u.up)] : u.up) : [brokenText(u.fate)],
      u.fate === 'active' ? (u.hex ?? '') : '-',
      ...(faced ? [u.fate === 'active' ? (u.facing ?? '') : ''] : []),
      u.fate === 'active' ? factorsText(s, u) : '-',
      yes(u.moved),
      // It attacked, or was fired on or attacked in melee, never both in a phase (5.2): short words,
      // each read one way only ("attacked" could be either). Declared against a defender (5.2), it says so until it attacks.
      u.attacked ? 'attacker' : u.declaredAt !== null ? `declared: ${u.declaredAt}` : u.defended === 'fire' ? 'fired on' : u.defended === 'melee' ? 'melee target' : '',
      u.fate === 'active' ? (u.shotte ?? '') : '',
      u.leaders.join(', '),
      u.pending ? [lossText(u.pending)] : '',
    ]);
    const head = ['id', 'unit', 'type', 'side up', 'hex', ...(faced ? ['face'] : []), right('F/M/MA'), 'moved', 'combat', 'LS', 'leaders', 'to do'];
    // The phase's notes (moved to to do) show only when some unit has one: a laptop's width.
    const notesFrom = head.length - 5;
    const shown = head.map((_, i) => i < notesFrom || rows.some((row) => row[i] !== ''));
    const pick = <T,>(xs: readonly T[]) => xs.filter((_, i) => shown[i]);
    return [heading(side.name), table(pick(head), rows.map(pick)), ...(whole[i] ? aloneNote(leadersAlone(s, i)) : []), space];
  });
  const alone = s.sides.flatMap((side, i) => (whole[i] ? leadersAlone(s, i).map((l) => ({ id: l.id, name: l.name, side: side.name, hex: l.hex, moved: l.moved })) : []));
  return ok(present('status', blocks.slice(0, -1), { kind: 'status', ...psWhere(s), units, leadersAlone: alone } as unknown as Json));
}

/**
 * What `status` takes, said when nothing matches: a unit by id or name, a side, or nothing;
 * a leader is no unit (7.0), so he is pointed to `leaders`. A near miss is named.
 */
function unknownWords(s: PsState, asked: string): string {
  const names = [...s.units.flatMap((u) => [u.id, u.name]), ...s.sides.map((side) => side.name), ...s.leaders.flatMap((l) => [l.id, l.name])];
  const first = s.units[0];
  return statusMiss(asked, didYouMean(asked, names).trim() || undefined, { kinds: ['unit', 'side'], sides: [s.sides[0].name, s.sides[1].name], ...(first ? { example: first } : {}), more: 'type leaders to list the leaders' });
}

/** "3/6/3"; a gun has no melee factor (12.4) and heavy artillery no move (12.1): "5/-/-", a light cannon "3/-/3" (12.7), as the opening roster prints them. */
function factorsText(s: PsState, u: { readonly id: string; readonly fire: number; readonly melee: number; readonly move: number }): string {
  const type = s.units.find((x) => x.id === u.id)?.type;
  if (type === 'artillery') return `${u.fire}/-/-`;
  if (type === 'light-cannon') return `${u.fire}/-/${u.move}`;
  return `${u.fire}/${u.melee}/${u.move}`;
}

/** 7.1: a side's leaders in play stacked with no unit. */
const leadersAlone = (s: PsState, side: number): PsLeader[] => s.leaders.filter((l) => l.fate === 'active' && l.side === side && l.with === null);

/**
 * "Alone (7.1): Tilly (AL1) in 0607, moved; Pappenheim (AL2) in 0507." under the side's table,
 * when any: one leader to a clause, so "moved" is not read as joining the next name.
 */
function aloneNote(alone: readonly PsLeader[]): Sentence[] {
  if (alone.length === 0) return [];
  const words = alone.map((l) => `${l.name} (${l.id})${l.hex ? ` in ${l.hex}` : ''}${l.moved ? ', moved' : ''}`);
  return [note(`Alone (7.1): ${words.join('; ')}.`)];
}

/**
 * Where a leader is: "with Baldiron", "alone in 0607", "off the map", else his fate or "alone".
 * In the leaders table's `with` column (`column`), just "Baldiron", and '' for no place: its fate column says the rest.
 */
function leaderWhere(s: PsState, l: PsLeader, column = false): string {
  if (!column && l.fate !== 'active' && l.fate !== 'off-map') return l.fate === 'casualty' ? 'a casualty' : 'eliminated';
  // A fallen leader, or one off the map, stands in no hex (leaderPlace).
  const at = leaderPlace(s, l);
  if (at.offMap) return 'off the map';
  if (at.unit) return column ? at.unit : `with ${at.unit}`;
  return at.hex ? `alone in ${at.hex}` : column ? '' : 'alone';
}

export function leadersView(s: PsState): Result<Presentation, string> {
  const rows = s.leaders.map((l) => [l.id, l.name, s.sides[l.side].name, `${l.fire}/${l.melee}`, leaderWhere(s, l, true), yes(l.moved), l.fate === 'active' ? 'active' : [lossText(l.fate)]]);
  const data = {
    kind: 'leaders',
    ...psWhere(s),
    leaders: s.leaders.map((l) => ({ id: l.id, name: l.name, side: s.sides[l.side].name, fire: l.fire, melee: l.melee, with: l.fate === 'active' ? l.with : null, hex: leaderPlace(s, l).hex, moved: l.moved, fate: l.fate })),
  };
  return ok(present('leaders', [table(['id', 'leader', 'side', right('F/M'), 'with', 'moved', 'fate'], rows)], data as unknown as Json));
}

/** Under the tally: how the winner is found, or, once the battle is over, who won and how (3.0). */
function verdictLine(s: PsState) {
  if (s.outcome === null) return sentence([quiet("The tally counts what the scenario's victory section scores; the winner is worked out after the last turn.")]);
  return sentence([quiet("The tally counts what the scenario's victory section scores; the battle is over. "), strong(s.outcome.text)]);
}

/** What the victory table's columns count (3.0): the fortunes of war, then the points. */
const POINTS_NOTE = note('Fortunes: fortunes of war in hand and spent (6.5). Points (3.0): for enemy units eliminated, enemy guns captured and held, hexes held, and their total.');

export function victoryView(s: PsState): Result<Presentation, string> {
  const sides = describeSides(s);
  const rows = sides.map((side) => [side.name, side.player, String(side.fow), String(side.fowSpent), String(side.eliminated), String(side.captured), String(side.hexes), [strong(String(side.total))]]);
  const result = s.outcome ? { outcome: s.outcome.text, winner: s.outcome.winner === null ? null : s.sides[s.outcome.winner].name } : { outcome: null, winner: null };
  return ok(
    present(
      'victory',
      // Short headings, so the table reads on one line at 80 columns; the note says what they count.
      [table(['side', 'player', right('fortunes'), right('spent'), right('eliminated'), right('guns'), right('hexes'), right('total')], rows), POINTS_NOTE, ...instantLines(s), verdictLine(s)],
      { kind: 'victory', ...psWhere(s), sides, ...result } as unknown as Json,
    ),
  );
}

/** The scenario's instant victories, in the folio's words: the game master declares one with `win <side>` (3.0). */
function instantLines(s: PsState) {
  const instant = s.rules.victory.instant;
  if (instant.length === 0 || s.outcome) return [];
  return [sentence(`Instant victory, if it happens (the game master declares it with win <side> --why "…"): ${instant.join('; ')}.`)];
}

export const RULE_TOPICS = ['crt', 'tec'] as const;

/** A TEC cost as `rules tec` shows it: a hexside's, added to the hex's (4.2), with its sign. */
const hexsideCost = (kind: 'terrain' | 'hexside', cost: unknown): string => (cost === undefined || cost === null ? '-' : kind === 'hexside' && typeof cost === 'number' ? `+${cost}` : String(cost));

export function rulesView(topic: string, s: PsState): Result<Presentation, string> {
  const key = topic.trim().toLowerCase();
  if (key === 'crt') {
    const lines = describeCrt(s);
    const blocks = lines.flatMap((line) => [heading(line.title, 3), table(['die', ...line.columns.map((c) => right(c))], line.rows), space]);
    return ok(present('rules', [sentence('The combat results table, from the scenario (the folio\'s own, or the sample\'s illustrative one).'), space, ...blocks.slice(0, -1)], { kind: 'rules', topic: 'crt', lines } as unknown as Json));
  }
  if (key === 'tec') {
    const rows = describeTec(s);
    const classes = Object.keys(rows[0]?.move ?? {});
    // Two tables, costs then effects, so the chart reads on a laptop terminal (one was 146 columns).
    // 4.2: a hexside's cost is added to the hex's, so it reads "+1".
    const costs = rows.map((r) => [r.name, r.kind, ...classes.map((c) => hexsideCost(r.kind, r.cost[c]))]);
    const effects = rows.map((r) => [r.name, r.kind, r.disorders.join(', '), r.fireAsMelee.join(', '), yes(r.blocksSight), r.prohibits.join(', ')]);
    return ok(
      present(
        'rules',
        [
          sentence('The terrain effects chart, from the scenario.'),
          space,
          heading('Movement points by class (4.2)', 3),
          table(['terrain', 'kind', ...classes], costs),
          note('A class the TEC leaves out pays as infantry (loose shotte) or cavalry (light cavalry, dragoons).'),
          space,
          heading('Effects (4.2, 5.4, 6.2, 6.3, 12.3)', 3),
          table(['terrain', 'kind', 'disorders', 'fire as melee', 'blocks sight', 'prohibits'], effects),
          space,
          heading('Classes named by disorders and fire as melee (4.2, 5.4, 11.10)', 3),
          table(['class', 'units'], TEC_CLASSES.map((c) => [c, TEC_CLASS_WORDS[c]])),
          note('Disorders never names loose shotte or dragoons: they are always disordered (10.4, 11.11).'),
        ],
        { kind: 'rules', topic: 'tec', rows } as unknown as Json,
      ),
    );
  }
  return err(`no rules topic "${topic.trim()}"; topics: ${RULE_TOPICS.join(', ')}`);
}
