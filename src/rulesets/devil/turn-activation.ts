/**
 * Which units may act now and what they may do (seed 000, "Turn Sequence", "Actions",
 * "Movement"): the gate every unit action passes, spending the active leader's activations
 * or the unit's standing orders, and marking the units that acted.
 */
import type { DiceSource } from '../../dice/dice.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { DevilOutcome } from './actions.js';
import { canAdvanceFire, canFire, troop } from './catalogue.js';
import { meleeFaceProblem } from './engaged-enemy.js';
import { applyEvents, type DevilEvent } from './events.js';
import { impetuousRefusal } from './impetuous.js';
import { retireFromCombatProblem } from './movement.js';
import { plural } from './rally.js';
import type { DevilState, LeaderState, UnitState } from './state.js';
import { standingOrdersActors, standingOrdersReady } from './standing-orders.js';
import { eligibleEndFire, pendingImpetuous } from './turn-end.js';
import { initiativeWaiting } from './turn-initiative.js';
import { attachedLeader, commandHolder, leaderCommands } from './turn-leaders.js';
import { REGROUP_ANY_LEADER, regroupWithAnyLeader } from './turn-tables.js';
import { alive, done, getLiveUnit, leaderById, living, type Outcome, result, stepTitle, theSides, unitById } from './turn-lookups.js';
import { its, itWord, marchColumnRefusal, possessive, verb, alreadyActed } from './words.js';

/** Units that may act now: the active leader's units, or the side's units that must charge or fight. */
export function actingUnits(state: DevilState): UnitState[] {
  if (state.step === 'leaders') {
    // Units under standing orders act without an activation ("Turn Sequence").
    const free = new Set(standingOrdersReady(state).map((u) => u.id));
    const leader = state.activeLeader ? leaderById(state, state.activeLeader) : undefined;
    const ids = new Set(leader && (leader.activationsLeft ?? 0) > 0 ? leaderCommands(state, leader.id) : []);
    return state.units.filter((u) => free.has(u.id) || (ids.has(u.id) && !u.acted && !u.standingOrders));
  }
  if (state.step === 'impetuous') {
    if (state.toAct === null) return [];
    const ids = new Set(pendingImpetuous(state).filter((p) => p.side === state.toAct).map((p) => p.unit));
    return state.units.filter((u) => ids.has(u.id));
  }
  if (state.step === 'end-fire') return eligibleEndFire(state);
  return [];
}

export type UnitActionKind = 'rest' | 'advance' | 'march' | 'retire' | 'charge' | 'fire' | 'advfire' | 'melee';

/**
 * "Ongoing Combats": a unit in combat regroups only with "the activating Leader" attached (a house
 * rule takes any leader attached, as "Actions" words it). With no leader holding the initiative
 * (odds planned ahead), the leader attached is taken as the one who will activate it; `--leader`
 * says one is. Null when the unit may regroup, or is in no combat.
 */
export function regroupLeaderMissing(state: DevilState, unit: UnitState, leaderWithActor: boolean | undefined): string | null {
  if (unit.engagedWith.length === 0) return null;
  const any = regroupWithAnyLeader(state);
  const active = state.activeLeader ? leaderById(state, state.activeLeader) : undefined;
  const attached = any || active === undefined ? attachedLeader(state, unit.id) !== undefined : active.attachedTo === unit.id;
  if (leaderWithActor ?? attached) return null;
  const who = any ? 'a leader' : active === undefined ? 'the activating leader' : `the activating leader, ${active.name} (${active.id}),`;
  const head = `${unit.name} ${verb(unit, 'is')} in an ongoing combat: ${itWord(unit)} may regroup only with ${who} attached.`;
  // Say the line that records him with the unit; another leader there counts only by the house rule.
  if (active === undefined) return head;
  const other = attachedLeader(state, unit.id);
  const stranger = other === undefined ? '' : ` ${other.name} is attached but is not the activating leader (house rule ${REGROUP_ANY_LEADER.key} 1 lets any attached leader do).`;
  return `${head}${stranger} Once ${active.name} is with ${unit.name}, "attach ${active.id} ${unit.id}" records it.`;
}

/**
 * The actions a unit's situation allows ("Actions", "Movement"): units in an ongoing combat
 * may only fight their melee, retire or regroup (with the activating leader attached, `regroupLeaderMissing`); units in march
 * column only March, Rest/Regroup, Melee, or Advance to deploy.
 */
export function unitActionKinds(state: DevilState, unitId: string): UnitActionKind[] {
  const u = unitById(state, unitId);
  if (!u || !alive(u)) return [];
  const t = troop(u.type);
  const kinds: UnitActionKind[] = [];
  if (u.engagedWith.length > 0) {
    if (state.activeLeader && regroupLeaderMissing(state, u, undefined) === null) kinds.push('rest');
    kinds.push('melee');
    if (u.formation === 'battle' && t.id !== 'heavy-artillery' && retireFromCombatProblem(state, u) === null) kinds.push('retire');
    return kinds;
  }
  kinds.push('rest');
  if (t.id === 'heavy-artillery') return u.formation === 'battle' ? [...kinds, 'advance', 'fire'] : kinds;
  kinds.push('advance', 'march');
  if (u.formation === 'march') return kinds;
  kinds.push('retire');
  if (t.category !== 'artillery') kinds.push('charge');
  if (canFire(t, u.missiles, false)) kinds.push('fire');
  if (canAdvanceFire(u, state)) kinds.push('advfire');
  return kinds;
}

/** The action itself, run once its units may act. */
type RunAction = (state: DevilState, dice: DiceSource) => Result<DevilOutcome, string>;

/**
 * Check that the units may act now (an activation of the active leader in the leaders step,
 * or a unit that must charge or fight in the impetuous step), then run the action and
 * record the activation and the `acted` marks.
 */
export function unitAction(state: DevilState, unitIds: readonly string[], kind: UnitActionKind, dice: DiceSource, run: RunAction, noEnemyInRange = false): Outcome {
  const pre: DevilEvent[] = [];
  const units: UnitState[] = [];
  for (const id of unitIds) {
    const r = getLiveUnit(state, id);
    if (!r.ok) return r;
    if (units.some((u) => u.id === id)) return err(`${r.value.name} ${verb(r.value, 'is')} named twice.`);
    units.push(r.value);
  }
  if (units.length === 0) return err('Name a unit to act.');
  for (const u of units) {
    const why = situationForbids(u, kind, state.step, regroupWithAnyLeader(state));
    if (why) return err(why);
  }
  if (state.step === 'leaders') {
    // Units under standing orders act without an activation ("Turn Sequence"); only the others need one.
    const orders = standingOrdersActors(state, units);
    if (!orders.ok) return err(orders.error);
    const activations = activationEvents(state, orders.needActivation);
    if (!activations.ok) return activations;
    for (const u of units) {
      const impetuous = impetuousRefusal(u, kind === 'charge' ? 'charge' : 'other', noEnemyInRange);
      if (impetuous) return err(impetuous);
    }
    pre.push(...orders.events, ...activations.value);
  } else if (state.step === 'impetuous') {
    if (kind !== 'charge' && kind !== 'melee') return err('Only obligatory charges and ongoing melees are fought in this step.');
    const [u] = units;
    if (!u || units.length > 1) return err('One unit charges or fights at a time in this step.');
    const pending = pendingImpetuous(state).find((p) => p.unit === u.id);
    if (!pending && !u.acted && kind === 'melee' && u.engagedWith.length > 0) return err(u.engagedWith.map((id) => meleeFaceProblem(state, u.id, id)).find((x) => x !== null) ?? `${u.name} ${verb(u, 'has')} no ongoing melee to fight.`);
    if (!pending) return err(u.acted ? alreadyActed(u) : `${u.name} ${verb(u, 'has')} no obligatory charge or ongoing melee.`);
    if ((kind === 'melee') !== (pending.reason === 'melee')) {
      return err(pending.reason === 'melee' ? `${u.name} ${verb(u, 'is')} in an ongoing combat: ${itWord(u)} ${verb(u, 'fights')} ${its(u)} melee.` : `${u.name} ${verb(u, 'is')} not in contact: ${itWord(u)} ${verb(u, 'charges')}.`);
    }
    if (state.toAct === null) return err('Roll for the initiative to settle who charges or fights first.');
    if (u.side !== state.toAct) return err(`It is ${theSides(state, state.toAct)} turn to charge or fight.`);
  } else if (state.step === 'end-fire') {
    if (kind !== 'fire') return err('Only fire is allowed in the end-of-turn fire step.');
    const eligible = new Set(eligibleEndFire(state).map((u) => u.id));
    for (const u of units) {
      if (u.acted) return err(alreadyActed(u));
      if (!eligible.has(u.id)) return err(`${u.name} cannot fire now.`);
    }
  } else {
    const then = state.step === 'initiative' ? ` ${initiativeWaiting(state)}` : '';
    return err(`Units do not act during ${stepTitle(state.step).toLowerCase()}.${then}`);
  }
  const r = run(applyEvents(state, pre), dice);
  if (!r.ok) return r;
  const events = [...pre, ...r.value.events];
  for (const u of units) {
    if (!events.some((e) => e.type === 'acted' && e.unit === u.id)) events.push({ type: 'acted', unit: u.id, text: `${u.name} ${verb(u, 'has')} acted.` });
  }
  const onOrders = pre.filter((e) => e.type === 'standing-orders-used').map((e) => result('standing-orders', e.text));
  return done(events, [...onOrders, ...r.value.results]);
}

/** The active leader's activations for these units in the leaders step: refused unless he may give them all. */
function activationEvents(state: DevilState, units: readonly UnitState[]): Result<DevilEvent[], string> {
  if (units.length === 0) return ok([]);
  const leader = state.activeLeader ? leaderById(state, state.activeLeader) : undefined;
  if (!leader) return err('No leader holds the initiative: give one the command first.');
  const commanded = new Set(leaderCommands(state, leader.id));
  for (const u of units) {
    if (u.side !== leader.side) return err(`${u.name} ${verb(u, 'is')} an enemy unit: ${leader.name} cannot activate it.`);
    if (u.acted) return err(alreadyActed(u));
    if (!commanded.has(u.id)) return err(notCommanded(state, u, leader));
  }
  const left = leader.activationsLeft ?? 0;
  if (left < units.length) {
    return err(left === 0 ? `${leader.name} has no activations left.` : `${leader.name} has only ${plural(left, 'activation')} left.`);
  }
  return ok(units.map((u) => ({ type: 'activation', leader: leader.id, unit: u.id, text: `${leader.name} activates ${u.name}.` })));
}

/**
 * Why the active leader may not activate `u`; when its own leader has fallen and nobody has
 * been named his heir yet ("Leaders and Command Control"), the command that names one.
 */
function notCommanded(state: DevilState, u: UnitState, leader: LeaderState): string {
  const refusal = `${u.name} ${verb(u, 'is')} not under ${possessive(leader.name)} command`;
  const fallen = commandHolder(state, u);
  if (!fallen || living(fallen)) return `${refusal}.`;
  const fate = fallen.fate === 'captured' ? 'capture' : 'kill';
  return `${refusal}: ${fallen.name} has been ${fallen.fate} and no heir has taken over his command yet. Name his heir with: ${fate} ${fallen.id} --heir ${leader.id} (or another surviving leader).`;
}

/**
 * The restrictions of "Actions" and "Movement" on units in combat or in march column. What a
 * unit in combat may do instead is said only in the leaders step, where it may do it; a fire
 * refused in another step (the end-of-turn fire) says only why.
 */
export function situationForbids(u: UnitState, kind: UnitActionKind, step?: DevilState['step'], anyLeader = false): string | null {
  const engaged = u.engagedWith.length > 0;
  if (engaged && kind !== 'melee' && kind !== 'retire' && kind !== 'rest') {
    // "Actions": a Melee, a Retire, or a Regroup with a leader ("Ongoing Combats": the activating one,
    // unless the house rule takes any); the book calls the fight itself "the melee".
    const instead = `${itWord(u)} may only fight ${its(u)} melee, retire, or regroup with ${anyLeader ? 'a' : 'the activating'} leader attached`;
    const leadersStep = step === undefined || step === 'leaders';
    if (kind === 'fire' || kind === 'advfire') return `${u.name} ${verb(u, 'is')} in a melee and cannot fire${leadersStep ? `: ${instead}` : ''}.`;
    return `${u.name} ${verb(u, 'is')} in an ongoing combat: ${instead}.`;
  }
  if (!engaged && kind === 'melee') return `${u.name} ${verb(u, 'is')} not in an ongoing combat.`;
  if (u.formation === 'march' && (kind === 'charge' || kind === 'fire' || kind === 'advfire' || kind === 'retire')) {
    return marchColumnRefusal(u);
  }
  return null;
}
