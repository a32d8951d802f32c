/**
 * What each unit action does once the unit may act (seed 000, "Actions", "Movement",
 * "Ongoing Combats", "Melee"): fire, including the simultaneous end-of-turn fire, rest or
 * regroup, moves and the retire out of a combat, melee, Routed Through tests and facing a
 * contacted flank. The combat itself is for the resolvers handed in.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { AdvancingFireRequest, ChargeRequest, CombatResolvers, DevilAction, FireRequest, FollowUpMelee, MeleeRequest } from './actions.js';
import { troop } from './catalogue.js';
import { meleeFaceProblem } from './engaged-enemy.js';
import { impetuousTargetRefusal } from './impetuous.js';
import { applyEvents, contactsOf, type DevilEvent, faceWords, isFlankFace, severalFaces } from './events.js';
import { type MovementBudget, movementBudget, resolveRetireTest, retireFromCombatProblem } from './movement.js';
import { resolveRegroup } from './rally.js';
import { resolveRouted } from './routed.js';
import type { DevilState, UnitState } from './state.js';
import { regroupLeaderMissing, situationForbids, unitAction } from './turn-activation.js';
import { REGROUP_ANY_LEADER, regroupWithAnyLeader } from './turn-tables.js';
import { heldFire } from './turn-end.js';
import { attachedLeader } from './turn-leaders.js';
import { done, getLiveUnit, leaderById, type Outcome, result, stepTitle, unitById } from './turn-lookups.js';
import { capitalFirst, its, itWord, unitList, verb, alreadyActed } from './words.js';

export function doCharge(state: DevilState, action: ChargeRequest, dice: DiceSource, combat: CombatResolvers): Outcome {
  return unitAction(state, [action.unit], 'charge', dice, (s, d) => {
    // "Formations": an impetuous unit must charge the nearest formed enemy.
    const u = unitById(s, action.unit);
    const why = u ? impetuousTargetRefusal(s, u, unitById(s, action.target), s.step, action.noEnemyInRange === true) : null;
    return why ? err(why) : combat.charge(s, action, d);
  });
}

export function doAdvancingFire(state: DevilState, action: AdvancingFireRequest, dice: DiceSource, combat: CombatResolvers): Outcome {
  return unitAction(state, [action.unit], 'advfire', dice, (s, d) => combat.advancingFire(s, action, d), action.noEnemyInRange);
}

export function doFire(state: DevilState, action: FireRequest, dice: DiceSource, combat: CombatResolvers): Outcome {
  if (state.step !== 'end-fire') return unitAction(state, action.units, 'fire', dice, (s, d) => combat.fire(s, action, d), action.noEnemyInRange);
  return unitAction(state, action.units, 'fire', dice, (s, d) => {
    const r = combat.fire(s, action, d);
    return r.ok ? ok(heldFire(r.value, s)) : r;
  });
}

export function followUpMelee(unit: UnitState, target: string, leaderWithActor: boolean, m: FollowUpMelee | undefined): MeleeRequest {
  return {
    kind: 'melee',
    unit: unit.id,
    target,
    charging: false,
    ...(m?.aspect !== undefined ? { aspect: m.aspect } : {}),
    ...(m?.ground !== undefined ? { ground: m.ground } : {}),
    ...(leaderWithActor ? { leaderWithActor: true } : {}),
    ...(m?.actorFlanked !== undefined ? { actorFlanked: m.actorFlanked } : {}),
    ...(m?.uphill !== undefined ? { uphill: m.uphill } : {}),
    ...(m?.obstacle !== undefined ? { obstacle: m.obstacle } : {}),
    ...(m?.support !== undefined ? { support: m.support } : {}),
    ...(m?.targetSupport !== undefined ? { targetSupport: m.targetSupport } : {}),
    ...(m?.spread !== undefined ? { spread: m.spread } : {}),
    ...(m?.ratio !== undefined ? { ratio: m.ratio } : {}),
    ...(m?.leaderWithTarget !== undefined ? { leaderWithTarget: m.leaderWithTarget } : {}),
    ...(m?.targetStatus !== undefined ? { targetStatus: m.targetStatus } : {}),
  };
}

/** The enemy an engaged unit fights: the one named, or its only opponent. */
export function meleeTarget(unit: UnitState, named: string | undefined, state: DevilState): Result<string, string> {
  if (named === unit.id) return err(`${unit.name} cannot fight ${itWord(unit) === 'it' ? 'itself' : 'themselves'}.`);
  if (named !== undefined) {
    if (!unit.engagedWith.includes(named)) {
      const t = unitById(state, named);
      // A contact made on the table but not through a charge is recorded first (a correction).
      const how = t && t.side !== unit.side ? `: a charge makes contact, or record one already made with engage ${unit.id} ${t.id}` : '';
      return err(`${unit.name} ${verb(unit, 'is')} not in contact with ${t?.name ?? named}${how}.`);
    }
    return ok(named);
  }
  const [only, ...more] = unit.engagedWith;
  if (only === undefined) return err(`${unit.name} ${verb(unit, 'is')} not in an ongoing combat.`);
  if (more.length > 0) {
    return err(`${unit.name} ${verb(unit, 'is')} engaged with ${unitList(unit.engagedWith.map((id) => unitById(state, id)?.name ?? id))}: name the one to fight.`);
  }
  return ok(only);
}

/**
 * A regroup in a combat that only the house rule allows (a leader other than the activating
 * one attached, "Actions" against "Ongoing Combats"): the words that say so; null otherwise.
 */
function houseRuleRegroupNote(state: DevilState, unit: UnitState, leaderWithActor: boolean | undefined): string | null {
  if (unit.engagedWith.length === 0 || leaderWithActor !== undefined || !regroupWithAnyLeader(state) || !state.activeLeader) return null;
  const active = leaderById(state, state.activeLeader);
  const other = attachedLeader(state, unit.id);
  if (!active || !other || active.attachedTo === unit.id) return null;
  return `(House rule ${REGROUP_ANY_LEADER.key}: ${other.name}, not the activating leader, is attached.)`;
}

export function doRest(state: DevilState, action: Extract<DevilAction, { kind: 'rest' }>, dice: DiceSource, combat: CombatResolvers): Outcome {
  const ur = getLiveUnit(state, action.unit);
  if (!ur.ok) return ur;
  const unit = ur.value;
  if (state.step !== 'leaders') return err(`Rest/Regroup is an activated action of the leaders step, not of ${stepTitle(state.step).toLowerCase()}.`);
  if (unit.acted) return err(alreadyActed(unit));
  const inCombat = unit.engagedWith.length > 0;
  let target: string | null = null;
  if (inCombat) {
    const missing = regroupLeaderMissing(state, unit, action.leaderWithActor);
    if (missing) return err(missing);
    const t = meleeTarget(unit, action.target, state);
    if (!t.ok) return t;
    target = t.value;
  }
  const leader = action.leaderWithActor ?? attachedLeader(state, unit.id) !== undefined;
  const note = houseRuleRegroupNote(state, unit, action.leaderWithActor);
  return unitAction(state, [unit.id], 'rest', dice, (s, d) => {
    const u = unitById(s, unit.id) ?? unit;
    const rolled = resolveRegroup(s, u, { leader, inCombat }, d);
    // The note is in the result's words only: the events, which journals keep, are the book's.
    const rg = note === null ? rolled : { ...rolled, resolution: { ...rolled.resolution, result: `${rolled.resolution.result} ${note}` } };
    if (target === null) return ok({ events: rg.events, results: [rg.resolution] });
    const after = applyEvents(s, rg.events);
    const m = combat.melee(after, followUpMelee(unitById(after, unit.id) ?? u, target, true, action.melee), d);
    if (!m.ok) return m;
    return ok({ events: [...rg.events, ...m.value.events], results: [rg.resolution, ...m.value.results.map((x) => ({ ...x, stage: 'Melee' }))] });
  }, action.noEnemyInRange);
}

export function doMove(state: DevilState, action: Extract<DevilAction, { kind: 'move' }>, dice: DiceSource, combat: CombatResolvers): Outcome {
  const ur = getLiveUnit(state, action.unit);
  if (!ur.ok) return ur;
  const unit = ur.value;
  const kind = action.mode;
  if (unit.acted) return err(alreadyActed(unit));
  const why = situationForbids(unit, kind, undefined, regroupWithAnyLeader(state));
  if (why) return err(why);
  const budget = movementBudget(state, unit, action.mode, action.terrain);
  if (!budget.legal) return err(budget.problems.join(' '));
  const engaged = unit.engagedWith.length > 0;
  const moving = unit.type === 'heavy-artillery' ? 'pivots in place' : { advance: 'advances', march: 'marches', retire: 'retires' }[action.mode];
  const formationEvents = (): DevilEvent[] =>
    budget.formation
      ? [
          {
            type: 'formation',
            unit: unit.id,
            formation: budget.formation.to,
            text: budget.formation.to === 'march' ? `${unit.name} ${verb(unit, 'forms')} march column.` : `${unit.name} ${verb(unit, 'deploys')} into battle formation.`,
          },
        ]
      : [];
  const moveResult = (): Resolution =>
    result(action.mode, `${unit.name} ${verb(unit, moving)}. ${moveWords(unit, budget)}`, { actor: unit.name });

  if (!engaged || action.mode !== 'retire') return unitAction(state, [unit.id], kind, dice, () => ok({ events: formationEvents(), results: [moveResult()] }), action.noEnemyInRange);

  // Retire out of an ongoing combat ("Ongoing Combats").
  const stuck = retireFromCombatProblem(state, unit);
  if (stuck) return err(stuck);
  if (action.twoFaces) return err(`${unit.name} ${verb(unit, 'is')} contacted on two faces and may not retire.`);
  const faces = [...new Set(contactsOf(unit).map((c) => c.face))];
  if (severalFaces(faces)) return err(`${unit.name} ${verb(unit, 'is')} contacted on ${its(unit)} ${unitList(faces.map(faceWords))} and may not retire ("Ongoing Combats": no Retire when contacted on more than one face).`);
  const t = meleeTarget(unit, action.target, state);
  if (!t.ok) return t;
  const target = t.value;
  const leader = action.leaderWithActor ?? attachedLeader(state, unit.id) !== undefined;
  return unitAction(state, [unit.id], kind, dice, (s, d) => {
    const u = unitById(s, unit.id) ?? unit;
    const enemies = u.engagedWith.map((id) => unitById(s, id)).filter((x): x is UnitState => x !== undefined);
    const test = resolveRetireTest(s, u, { leader, status: u.status, enemies }, d);
    if (test.success) {
      const events: DevilEvent[] = u.engagedWith.map((id) => ({
        type: 'disengaged',
        a: u.id,
        b: id,
        text: `${u.name} ${verb(u, 'breaks')} contact with ${unitById(s, id)?.name ?? id}.`,
      }));
      return ok({ events: [...events, ...formationEvents()], results: [test.resolution, moveResult()] });
    }
    const m = combat.melee(s, followUpMelee(u, target, leader, action.melee), d);
    if (!m.ok) return m;
    return ok({ events: [...m.value.events], results: [test.resolution, ...m.value.results.map((x) => ({ ...x, stage: 'Melee' }))] });
  });
}

export function doMelee(state: DevilState, action: MeleeRequest, dice: DiceSource, combat: CombatResolvers): Outcome {
  const ur = getLiveUnit(state, action.unit);
  if (!ur.ok) return ur;
  if (ur.value.acted) return err(alreadyActed(ur.value));
  const t = meleeTarget(ur.value, action.target, state);
  if (!t.ok) return t;
  // "Melee": also with --charging: a charge moves the actor's front into contact, so a flanker stays on its flank.
  const face = meleeFaceProblem(state, ur.value.id, t.value);
  if (face) return err(face);
  return unitAction(state, [action.unit], 'melee', dice, (s, d) => combat.melee(s, action, d));
}

export function doRouted(state: DevilState, action: Extract<DevilAction, { kind: 'routed' }>, dice: DiceSource): Outcome {
  const ur = getLiveUnit(state, action.unit);
  if (!ur.ok) return ur;
  const unit = ur.value;
  if (state.step === 'initiative') return err('No unit can be routed through before the initiative is settled.');
  const leader = action.leaderWithActor ?? attachedLeader(state, unit.id) !== undefined;
  const r = resolveRouted(state, unit, { leader, status: action.actorStatus ?? unit.status }, dice);
  return done(r.events, [r.resolution]);
}

export function doFaceFlank(state: DevilState, unitId: string, enemyId?: string): Outcome {
  const ur = getLiveUnit(state, unitId);
  if (!ur.ok) return ur;
  const u = ur.value;
  if (u.engagedWith.length === 0) return err(`${u.name} ${verb(u, 'is')} not in contact with the enemy.`);
  if (u.facedFlank) return err(`${u.name} ${verb(u, 'has')} already faced a flank this turn.`);
  if (troop(u.type).noFlanks) return err(`${u.name} ${verb(u, 'has')} no flanks to face.`);
  // "Melee": only a unit contacted on a flank (sides, rear, rear corners) and not on its front.
  const contacts = contactsOf(u);
  const name = (id: string) => unitById(state, id)?.name ?? id;
  const front = contacts.filter((c) => c.face === 'front');
  if (front.length > 0) {
    return err(`${u.name} ${verb(u, 'is')} contacted on ${its(u)} front (by ${unitList(front.map((c) => name(c.enemy)))}): only a unit contacted on a flank but not on its front may face the flank.`);
  }
  // "Melee": facing a contacted flank comes after a Melee has been conducted.
  if (u.fought !== true) return err(`${u.name} may face a contacted flank only after a melee ("Melee"), and ${verb(u, 'has')} not fought one this turn.`);
  let faced = contacts.find((c) => isFlankFace(c.face)) ?? contacts[0];
  if (enemyId !== undefined) {
    faced = contacts.find((c) => c.enemy === enemyId);
    if (!faced) return err(`${u.name} ${verb(u, 'is')} not in contact with ${name(enemyId)}: ${itWord(u)} ${verb(u, 'is')} contacted by ${unitList(contacts.map((c) => name(c.enemy)))}.`);
  }
  if (!faced) return err(`${u.name} ${verb(u, 'is')} not in contact with the enemy.`);
  const text = `${u.name} ${verb(u, 'turns')} to face ${name(faced.enemy)} on ${its(u)} ${faceWords(faced.face)}.`;
  // Several enemies on its flanks or rear: the first is faced unless `toward` names another.
  const others = enemyId === undefined ? contacts.filter((c) => c.enemy !== faced.enemy) : [];
  const note = others.length === 0 ? '' : ` (also in contact: ${unitList(others.map((c) => `${name(c.enemy)} on ${its(u)} ${faceWords(c.face)}`))}; face ${u.id} toward <enemy> faces another)`;
  return done([{ type: 'faced-flank', unit: u.id, enemy: faced.enemy, text }], [result('face-flank', `${text.slice(0, -1)}${note}.`, { actor: u.name })]);
}

/**
 * The budget of a move as a whole sentence: 'It may move 4" in the open.', or with its costs,
 * 'It may move 1" in the open (Advance 5" − rough 2" ×2 (4")).' Heavy guns' pivot keeps its words.
 */
function moveWords(unit: UnitState, budget: MovementBudget): string {
  if (unit.type === 'heavy-artillery') return budget.text;
  const may = `${capitalFirst(itWord(unit))} may move ${Math.max(0, budget.left)}" in the open`;
  if (budget.costs.length === 0) return `${may}.`;
  return `${may} (${budget.text.replace(/ = [^=]* left in the open\.$/, '')}).`;
}
