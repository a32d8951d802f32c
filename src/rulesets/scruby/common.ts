/**
 * What every command shares: finding its units, refusing with the rule, the UE test
 * (designed default `ueTest`: a d6 at or under the UE), and putting kill points on a roster.
 */
import type { DiceSource, RollContext } from '../../dice/dice.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { BattleEvent, Resolution } from '../../engine/ruleset.js';
import { bool, type ScrubyAction } from './actions.js';
import { cutColumn, efficiencyOf, inPlay, killsCounted, reformsWords, replaceUnit, rosterLine, standsLeft, unitById } from './roster.js';
import type { CarriedLosses, ScrubyState, ScrubyUnit, SideIndex } from './state.js';
import { capitalFirst, isPlural, its, itWord, verb } from '../../engine/english.js';
import { destroyedByHits, isGun, KILLS_PER_GUNNER, MIN_SQUARE } from './table.js';
import { possessive } from '../../present/words.js';

export interface Outcome {
  readonly state: ScrubyState;
  readonly events: BattleEvent[];
  readonly results: Resolution[];
}

export const done = (state: ScrubyState, events: BattleEvent[], results: Resolution[] = []): Result<Outcome, string> => ok({ state, events, results });

/** Why a unit is out of play: a gun's piece destroyed by its hits stays where it was; the rest have left the table. */
function gone(u: ScrubyUnit): string {
  if (destroyedByHits(u)) return `${u.name} ${verb(u, 'is')} destroyed ("COUNTER BATTERY FIRE" 2)`;
  return `${u.name} ${verb(u, 'is')} no longer on the table`;
}

export function actorOf(state: ScrubyState, action: ScrubyAction): Result<ScrubyUnit, string> {
  const u = unitById(state, action.unit);
  if (!u) return err(`no unit "${action.unit}"`);
  if (!inPlay(u, state.options.roster)) return err(gone(u));
  return ok(u);
}

export function targetOf(state: ScrubyState, action: ScrubyAction): Result<ScrubyUnit, string> {
  const t = action.target === undefined ? undefined : unitById(state, action.target);
  if (!t) return err('name a target');
  if (!inPlay(t, state.options.roster)) return err(gone(t));
  return ok(t);
}

export function enemies(a: ScrubyUnit, b: ScrubyUnit): Result<true, string> {
  return a.side === b.side ? err(`${b.name} ${verb(b, 'is')} on the same side as ${a.name}: choose an enemy unit`) : ok(true);
}

/** The acting unit and its target, which must be enemies (fire, charge, melee). */
export function opponents(state: ScrubyState, action: ScrubyAction): Result<{ readonly actor: ScrubyUnit; readonly target: ScrubyUnit }, string> {
  const actor = actorOf(state, action);
  if (!actor.ok) return actor;
  const target = targetOf(state, action);
  if (!target.ok) return target;
  const foes = enemies(actor.value, target.value);
  return foes.ok ? ok({ actor: actor.value, target: target.value }) : foes;
}

/**
 * A die read against a number, not modified: the text adds nothing to its dice. Rolled by
 * hand, the players are told how it is read; the stage names the die asked for.
 */
export const readAgainst = (stage: string, side: string, detail: readonly string[]): RollContext => ({ stage, side, modifiers: [], net: 0, detail });

/** A UE test: rolled, or the game master's --pass/--fail when the scenario switches it off. */
export function ueTest(state: ScrubyState, unit: ScrubyUnit, action: ScrubyAction, dice: DiceSource, why: string): Result<{ pass: boolean; roll: number | null; ue: number; text: string }, string> {
  const ue = efficiencyOf(unit);
  // A verdict the roll would overrule is refused, not silently dropped.
  if (state.options.ueTest && (bool(action.flags.pass) || bool(action.flags.fail))) return err('the scenario rolls UE tests (ueTest on): --pass and --fail are for a scenario that switches them off');
  if (!state.options.ueTest) {
    if (bool(action.flags.pass) === bool(action.flags.fail)) return err(`the scenario switches UE tests off: give --pass or --fail for ${possessive(unit.name)} ${why}`);
    const pass = bool(action.flags.pass);
    return ok({ pass, roll: null, ue, text: `${unit.name} ${verb(unit, pass ? 'passes' : 'fails')} ${its(unit)} UE test (${why}, game master)` });
  }
  const roll = dice.roll(6, `UE test: ${unit.name}`, readAgainst(`UE test (${why}), ${unit.name}`, unit.name, [`${ue} or less passes (UE ${ue}); ${ue + 1 > 6 ? 'nothing fails' : `${ue + 1} or more fails`}`]));
  const pass = roll <= ue;
  return ok({ pass, roll, ue, text: `${unit.name} ${verb(unit, 'rolls')} ${roll} against UE ${ue}: ${verb(unit, pass ? 'passes' : 'fails')} (${why})` });
}

/**
 * Kill points onto a unit's roster; says what it cost. `text` is the journal's event, which
 * keeps every point rolled so journals replay; `said` is what is shown, counting only the
 * points a unit still had to lose (killsCounted), as the header and `status` do.
 */
export function addKills(state: ScrubyState, id: string, points: number): { state: ScrubyState; text: string; said: string; events: BattleEvent[] } {
  const u = unitById(state, id);
  if (!u || points <= 0) return { state, text: '', said: '', events: [] };
  if (isGun(u.type)) {
    const g = gunnersHit(state, u, points);
    return { ...g, said: g.text };
  }
  const before = standsLeft(u, state.options.roster);
  const after = { ...u, kills: u.kills + points };
  const next = replaceUnit(state, after);
  const left = standsLeft(after, state.options.roster);
  const lost = before - left;
  const took = `${u.name} ${verb(u, 'takes')} ${points} kill point${points === 1 ? '' : 's'}`;
  const cost = `${lost > 0 ? `: ${lost} stand${lost === 1 ? '' : 's'} gone` : ''}${left === 0 ? ', destroyed' : ''}`;
  const text = `${took} (${rosterLine(after, state.options.roster, true)})${cost}`;
  const counted = killsCounted(after) - killsCounted(u);
  const over = points - counted;
  const past = `beyond ${its(u)} last stand`;
  const beyond = counted >= points ? '' : counted === 0 ? `, none of which count, all ${past}` : `, of which ${counted} count${counted === 1 ? 's' : ''} and ${over} ${over === 1 ? 'falls' : 'fall'} ${past}`;
  // Said only: a column cut below its minimum must re-form as it next moves (cutColumn).
  const cut = cutColumn(u, state.options) === null && cutColumn(after, state.options) !== null;
  const reform = cut ? `; ${reformsWords(u)} ("Column Formation" 1)` : '';
  const said = `${took}${beyond} (${rosterLine({ ...after, kills: killsCounted(after) }, state.options.roster, true)})${cost}${reform}`;
  const events: BattleEvent[] = [{ type: 'kills', text }];
  return { state: next, text, said, events };
}

/**
 * Said when fire takes a stand from a square ("INFANTRY SQUARES" 7): a face swept away with
 * no stand to replace it breaks the square. The table knows whether one can: the tool cannot.
 */
export function squareFaceLost(before: ScrubyState, after: ScrubyState, id: string): string {
  const b = unitById(before, id);
  const a = unitById(after, id);
  if (!b || !a || b.formation !== 'square') return '';
  const left = standsLeft(a, after.options.roster);
  if (left === 0 || left >= standsLeft(b, before.options.roster)) return '';
  // Two stands at least form a square ("INFANTRY SQUARES"); the tool keeps the formation the game master set.
  if (left < MIN_SQUARE) return `. ${capitalFirst(possessive(a.name))} square is down to ${left} stand, too few for a square (two at least, "INFANTRY SQUARES"): it counts as a square until its formation is set anew (set ${a.id} formation line)`;
  return `. A face of ${possessive(a.name)} square is swept away: with no stand to take its place the square is broken, and cavalry may attack it (--broken-square, "INFANTRY SQUARES" 7)`;
}

/** Apply an update to one unit by id. */
export function update(state: ScrubyState, id: string, change: (u: ScrubyUnit) => ScrubyUnit): ScrubyState {
  const u = unitById(state, id);
  return u ? replaceUnit(state, change(u)) : state;
}

/** Adds kill points and figures to the losses a side keeps when a gun leaves it (state.ts). */
export function carryLosses(carried: ScrubyState['carried'], side: SideIndex, kills: number, figures: number): ScrubyState['carried'] {
  const add = (c: CarriedLosses) => ({ kills: c.kills + kills, figures: c.figures + figures });
  return side === 0 ? [add(carried[0]), carried[1]] : [carried[0], add(carried[1])];
}

export const gunnerCount = (n: number): string => `${n} gunner${n === 1 ? '' : 's'}`;

/**
 * Kill points on a gun fall on its gunners, one for every 6 as foot figures (designed; counter-
 * battery fire brings half points); gunners retired behind the pikes are not at the gun ("CREWS" 1).
 * A gun's figures lost are the gunners who fell, never more than were at it. `why` says where
 * the points come from when they are not the table's own (counter-battery's half rate).
 */
export function gunnersHit(state: ScrubyState, g: ScrubyUnit, points: number, why = ''): { state: ScrubyState; text: string; events: BattleEvent[]; fallen: number; crew: number } {
  if (!g.crewAtGun || g.crew === 0) {
    const text = `${possessive(g.name)} gunners are ${g.crew === 0 ? 'all gone' : 'behind the pikes'}: nobody at the gun is hit ("CREWS" 1)`;
    return { state, text, events: [{ type: 'kills', text }], fallen: 0, crew: g.crew };
  }
  const kills = g.kills + points;
  const fallen = Math.min(g.crew, Math.floor(kills / KILLS_PER_GUNNER) - Math.floor(g.kills / KILLS_PER_GUNNER));
  const crew = g.crew - fallen;
  const cost = fallen === 0 ? `no gunner falls, ${gunnerCount(crew)} left` : `${gunnerCount(fallen)} ${fallen === 1 ? 'falls' : 'fall'}, ${crew} left`;
  const text = `${g.name} ${verb(g, 'takes')} ${points} kill point${points === 1 ? '' : 's'} on ${its(g)} gunners${why ? ` (${why})` : ''}: ${cost}${crew > 0 ? ', and the gun works at full capacity' : ''}`;
  return { state: replaceUnit(state, { ...g, kills, crew, gunnersLost: g.gunnersLost + fallen }), text, events: [{ type: 'kills', text }], fallen, crew };
}

