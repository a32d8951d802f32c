/**
 * Seed 001, "CAVALRY" 1a–1b (melee): the defender's answer to attacking cavalry, tried on its
 * UE: set in motion (defending cavalry: cancels the shock power) or a volley at 1" (kills, but
 * the shock stands). Given with a charge, and, when the scenario reads "always" as binding
 * (shockWithChargeOnly off), with a melee of cavalry that did not charge.
 */
import type { DiceSource } from '../../dice/dice.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { BattleEvent } from '../../engine/ruleset.js';
import { its, verb } from '../../engine/english.js';
import { possessive } from '../../present/words.js';
import { bool, str, type ScrubyAction } from './actions.js';
import { addKills, ueTest, update } from './common.js';
import { planFire, spendLoads } from './fire.js';
import type { ScrubyState, ScrubyUnit } from './state.js';
import { hasShock, isCavalry } from './table.js';

export type ChargeAnswer = 'motion' | 'volley';

/**
 * Why charging cavalry have no shock power against `d` whatever the answer, or null: a square
 * ("INFANTRY SQUARES" 3) and long swordsmen (designed) take none.
 */
export function shockBarred(d: ScrubyUnit, square: ScrubyUnit | null = null): string | null {
  if (d.formation === 'square') return 'no shock against a square ("INFANTRY SQUARES" 3)';
  if (square) return `no shock against a gun counted as part of ${possessive(square.name)} square ("INFANTRY SQUARES" 1, 3)`;
  if (d.type === 'long-swordsman') return 'no shock against long swordsmen (designed)';
  return null;
}

/** Does an attack by `a` on `d` carry shock power, unless the defender cancels it? */
export const shockAgainst = (a: ScrubyUnit, d: ScrubyUnit, square: ScrubyUnit | null = null): boolean => hasShock(a.type) && shockBarred(d, square) === null;

const volleyFire = (d: ScrubyUnit, a: ScrubyUnit): ScrubyAction => ({ command: 'fire', unit: d.id, target: a.id, flags: { range: 1 } });

/**
 * The answers open to `d` attacked by `a` ("CAVALRY" 1a): cavalry may try to set themselves
 * in motion, and a unit that could fire at 1" may try a volley. Both are tried on the UE.
 */
export function chargeAnswers(state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit): ChargeAnswer[] {
  const out: ChargeAnswer[] = [];
  // Set in motion cancels shock power ("CAVALRY" 1b): no answer to an attack that has none.
  if (isCavalry(d.type) && shockAgainst(a, d)) out.push('motion');
  if (planFire(state, d, a, volleyFire(d, a)).ok) out.push('volley');
  return out;
}

/** The answers' flags in words: "no --response volley", "neither --response motion nor --response volley". */
export const answerFlagWords = (answers: readonly ChargeAnswer[]): string =>
  answers.length === 1 ? `no --response ${answers[0]}` : `neither ${answers.map((r) => `--response ${r}`).join(' nor ')}`;

/** Said when the command leaves the defender's answer unsaid and it had one: the default is none. */
export function unsaidAnswer(state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit, action: ScrubyAction): string | null {
  if (str(action.flags.response) !== undefined || bool(action.flags['before-pikes'])) return null;
  const open = chargeAnswers(state, a, d);
  return open.length === 0 ? null : `${d.name} ${verb(d, 'makes')} no answer, as the command gives ${answerFlagWords(open)} ("CAVALRY" 1a)`;
}

export interface Volley {
  readonly state: ScrubyState;
  readonly kills: { unit: string; points: number }[];
  readonly events: BattleEvent[];
  readonly text: string;
  readonly hit: string;
}

/** The defender's volley at 1" into the attacker: its loads spent, the kills on the attacker. */
export function volley(state: ScrubyState, next: ScrubyState, d: ScrubyUnit, a: ScrubyUnit): Result<Volley, string> {
  const plan = planFire(state, d, a, volleyFire(d, a));
  if (!plan.ok) return plan;
  const p = plan.value;
  const fired = update(next, d.id, (x) => spendLoads(x, p, state.turn, state.options.roster));
  const k = addKills(fired, a.id, p.kills);
  return ok({ state: k.state, kills: [{ unit: a.name, points: p.kills }], events: k.events, text: `${p.kills} kill points (${p.factors.join('; ')})`, hit: k.said });
}

export interface Answered {
  readonly state: ScrubyState;
  /** False when the defender was set in motion. */
  readonly shock: boolean;
  readonly rolls: number[];
  readonly lines: string[];
  readonly kills?: { unit: string; points: number }[];
  readonly events: BattleEvent[];
}

/**
 * The defender's answer `response` to `a` ("CAVALRY" 1a–1b), tried on its UE, on `next` (the
 * state after the attacker's move). Refused, before any die, when the answer is not open.
 */
export function defenderAnswer(state: ScrubyState, next: ScrubyState, a: ScrubyUnit, d: ScrubyUnit, response: ChargeAnswer, action: ScrubyAction, dice: DiceSource): Result<Answered, string> {
  const rolls: number[] = [];
  const lines: string[] = [];
  if (response === 'motion') {
    if (!isCavalry(d.type)) return err('only cavalry are set in motion to meet a charge ("CAVALRY" 1b); infantry answer with --response volley');
    if (!shockAgainst(a, d)) return err(`setting themselves in motion cancels a cavalry charge's shock power ("CAVALRY" 1b); ${a.name} ${verb(a, 'has')} none${hasShock(a.type) ? ` against ${d.name} (${shockBarred(d)})` : ''}: answer with --response volley or none`);
    const t = ueTest(state, d, action, dice, 'set in motion');
    if (!t.ok) return t;
    if (t.value.roll !== null) rolls.push(t.value.roll);
    // Name the attacker whose shock is at stake, rather than "the attacker".
    lines.push(`${t.value.text}: ${t.value.pass ? `${a.name} ${verb(a, 'loses')} ${its(a)} shock power` : `caught motionless, ${a.name} ${verb(a, 'keeps')} ${its(a)} shock power`} ("CAVALRY" 1a–1b)`);
    return ok({ state: next, shock: !t.value.pass, rolls, lines, events: [] });
  }
  // No die for a volley that cannot be fired: the answer is not open ("CAVALRY" 1a).
  const can = planFire(state, d, a, volleyFire(d, a));
  if (!can.ok) return err(`${d.name} cannot answer with a volley: ${can.error}; answer with --response none${isCavalry(d.type) && shockAgainst(a, d) ? ' or motion' : ''}`);
  const t = ueTest(state, d, action, dice, 'volley');
  if (!t.ok) return t;
  if (t.value.roll !== null) rolls.push(t.value.roll);
  if (!t.value.pass) return ok({ state: next, shock: true, rolls, lines: [`${t.value.text}: no volley`], events: [] });
  const v = volley(state, next, d, a);
  if (!v.ok) return ok({ state: next, shock: true, rolls, lines: [`${t.value.text}, but cannot volley: ${v.error}`], events: [] });
  // A volley never cuts out shock power ("CAVALRY" 1b), but against a square there is none to keep.
  lines.push(`${t.value.text}: a volley for ${v.value.text}${shockAgainst(a, d) ? '; the shock power stands ("CAVALRY" 1b)' : ''}. ${v.value.hit}`);
  return ok({ state: v.value.state, shock: true, rolls, lines, kills: v.value.kills, events: v.value.events });
}

/**
 * With shockWithChargeOnly off, cavalry that did not charge `d` still attack with shock power
 * ("CAVALRY" 1a: "always"), and the same sentence gives the defender its dice to answer.
 */
export const shockWithoutCharge = (state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit): boolean => !state.options.shockWithChargeOnly && a.charge?.target !== d.id && shockAgainst(a, d);

export interface MeleeAnswer extends Answered {
  /** The defender had an answer open and the line gave none: said with the kills. */
  readonly unsaid: string | null;
}

/**
 * The defender's answer in a melee without a charge (shockWithChargeOnly off): `--response` on
 * `melee`, tried before the kills. Refused wherever a melee has no answer to give: after a
 * charge (answered with it), with shock only from a charge, or with no shock to answer.
 */
export function meleeAnswer(state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit, action: ScrubyAction, dice: DiceSource): Result<MeleeAnswer, string> {
  const response = str(action.flags.response);
  const open = shockWithoutCharge(state, a, d);
  if (response !== undefined && !open) {
    if (a.charge?.target === d.id) return err(`${d.name} answered ${possessive(a.name)} charge when it was made: the melee of a charge takes no --response ("CAVALRY" 1a)`);
    if (state.options.shockWithChargeOnly) return err(`the defender answers a charge, not a melee: give --response on charge ${a.id} at ${d.id} ("CAVALRY" 1a; the scenario gives shock power only with a charge)`);
    return err(`${a.name} ${verb(a, 'has')} no shock power against ${d.name}, so there is nothing to answer: leave out --response ("CAVALRY" 1a)`);
  }
  const none: MeleeAnswer = { state, shock: true, rolls: [], lines: [], events: [], unsaid: open ? unsaidAnswer(state, a, d, action) : null };
  if (response === undefined || response === 'none') return ok(none);
  // With the melee decided by the tool, a line's --pass or --fail is the loser's morale: the answer would need a second verdict.
  if (!state.options.ueTest && state.options.meleeOutcome) return err(`the scenario leaves UE tests to the game master (ueTest off) and decides melees (meleeOutcome on), so a melee's --pass or --fail is the loser's morale: give ${possessive(d.name)} answer with a charge, charge ${a.id} at ${d.id} --response ${response} ("CAVALRY" 1a)`);
  const r = defenderAnswer(state, state, a, d, response as ChargeAnswer, action, dice);
  return r.ok ? ok({ ...r.value, unsaid: null }) : r;
}
