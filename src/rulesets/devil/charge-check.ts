/**
 * Whether a charge may be made and what its sequence will contain (seed 000, "Combat (Charges
 * and Melee)" → "Charges"; "Ongoing Combats"), worked out before anything is rolled, with the
 * house-rule readings of its ambiguous passages. A refusal changes nothing.
 */
import { err, ok, type Result } from '../../engine/result.js';
import type { Aspect, ChargeRequest, Ground } from './actions.js';
import { type Arc, arcName, canFire, firingBases, sameArc, troop, type TroopType } from './catalogue.js';
import { cannotFireReason } from './fire.js';
import { CHARGE_READINGS } from './combat-tables.js';
import { designed } from './house-rules.js';
import { type FightRequest, planFight } from './melee.js';
import { livingUnit, opposedPair } from './results.js';
import type { DevilState, UnitState } from './state.js';
import type { TroopId } from './troop-ids.js';
import { its, itWord, possessive, them, typeNoun, verb } from './words.js';

/** A unit of the state by id, and whether it is still on the table: the charge's lookups. */
export const unitIn = (state: DevilState, id: string): UnitState | undefined => state.units.find((u) => u.id === id);
export const alive = (u: UnitState | undefined): u is UnitState => u !== undefined && u.status !== 'destroyed';

/** What a charge allows, worked out before anything is rolled. */
export interface ChargeEligibility {
  /** The target is already in an ongoing combat: no evasion, no defensive fire. */
  readonly ongoing: boolean;
  /** The target may evade (its type, not in a combat, not yet acted). */
  readonly canEvade: boolean;
  /** Defensive fire will be given. */
  readonly defensiveFire: boolean;
  /** Why there is no defensive fire, when there is none. */
  readonly noDefensiveFire: string | null;
  /** The charger fires at contact (cuirassiers, reiters, harquebusiers). */
  readonly contactFire: boolean;
  /** Harquebusiers charging an undisordered target frontally: they halt 1" short unless their fire disorders it. */
  readonly harquebusierHalt: boolean;
  /** Plain sentences for the game master. */
  readonly notes: readonly string[];
}

const SKIRMISH_TARGETS: readonly TroopId[] = ['dragoons', 'forlorn-hope', 'light-artillery', 'medium-artillery', 'heavy-artillery'];
const ILH_TARGETS: readonly TroopId[] = ['irregular-light-horse', ...SKIRMISH_TARGETS];
/** Chargers that draw no defensive fire when they charge frontally ("Charges"). */
const NO_DEFENSIVE_FIRE: readonly TroopId[] = ['sword-and-buckler', 'guard-cuirassier', 'hackapell'];
/** Chargers that fire at their target on contact, after any defensive fire ("Charges"). */
const CONTACT_FIRE: readonly TroopId[] = ['cuirassier', 'reiter', 'harquebusier'];
const ASPECTS: readonly Aspect[] = ['front', 'flank', 'rear'];
const GROUNDS: readonly Ground[] = ['open', 'rough', 'very-rough'];

/** The reading of the defensive-fire exception: 1 when a house rule reads it as naming the target, not the charger. */
const fireExceptionOnTarget = (state: Pick<DevilState, 'houseRules'>): boolean =>
  designed(state, CHARGE_READINGS.fireExceptionTarget.key, CHARGE_READINGS.fireExceptionTarget.value).value === 1;
/** The reading of the harquebusiers' refusal: 1 when a house rule makes them refuse any contact, not only frontal. */
const harquebusiersRefuseAnyContact = (state: Pick<DevilState, 'houseRules'>): boolean =>
  designed(state, CHARGE_READINGS.harquebusierAnyContact.key, CHARGE_READINGS.harquebusierAnyContact.value).value === 1;

/**
 * Who may evade: the three types "Charges" names, or (house rule, reading "Actions": "Irregulars
 * or Horsemen") every mounted unit too.
 */
const mayEvade = (state: Pick<DevilState, 'houseRules'>, t: TroopType): boolean =>
  t.evades || (t.mounted && designed(state, CHARGE_READINGS.evadeHorsemen.key, CHARGE_READINGS.evadeHorsemen.value).value === 1);

/** The reading of evasion: 1 when a house rule lets a unit that has already acted evade. */
const evadeAfterActing = (state: Pick<DevilState, 'houseRules'>): boolean =>
  designed(state, CHARGE_READINGS.evadeAfterActing.key, CHARGE_READINGS.evadeAfterActing.value).value === 1;

/** The reading of pass-through fire: 1 when a house rule lets a devastating one stop the charge too. */
export const passThroughStops = (state: Pick<DevilState, 'houseRules'>): boolean =>
  designed(state, CHARGE_READINGS.passThroughDevastating.key, CHARGE_READINGS.passThroughDevastating.value).value === 1;

/** The arc a target fires into at a charger coming at its `aspect` (a named flank when said): that face if it can fire there, else its front. */
export function defensiveArc(unit: UnitState, aspect: Aspect, side?: 'left' | 'right'): Arc {
  const arc: Arc = aspect === 'flank' && side ? side : aspect;
  return firingBases(troop(unit.type), unit.bases, arc) > 0 ? arc : 'front';
}

/**
 * The unit the charger contacts: the target, or, after the target evades, the unit the evade
 * exposed (`then`, "Charges"). Fire at contact, the harquebusiers' halt and the melee are
 * against this unit, and target overrides (status, leader, supports) describe it.
 */
export const contactTarget = (req: Pick<ChargeRequest, 'target' | 'then'>): string => req.then ?? req.target;

export function withOverrides(state: DevilState, req: ChargeRequest): DevilState {
  if (req.actorStatus === undefined && req.targetStatus === undefined) return state;
  const contacted = contactTarget(req);
  return {
    ...state,
    units: state.units.map((u) => {
      if (u.id === req.unit && req.actorStatus !== undefined) return { ...u, status: req.actorStatus };
      if (u.id === contacted && req.targetStatus !== undefined) return { ...u, status: req.targetStatus };
      return u;
    }),
  };
}

/** The arc of a pass-through firer that the charge crossed: as the game master gave it, else its front. */
export const passThroughArc = (req: Pick<ChargeRequest, 'passThroughArcs'>, id: string): Arc => req.passThroughArcs?.[id] ?? 'front';

/** The reason a unit may not give pass-through fire at `charger` from `arc`, or null. */
function passThroughProblem(u: UnitState, charger: UnitState, target: UnitState, arc: Arc): string | null {
  if (u.side === charger.side) return `${u.name} ${verb(u, 'is')} on the charger's side: only enemy units give pass-through fire.`;
  if (u.id === target.id) return `${u.name} ${verb(u, 'is')} the target: ${itWord(u)} ${verb(u, 'gives')} defensive fire, not pass-through fire.`;
  if (u.acted) return `${u.name} ${verb(u, 'has')} already acted this turn: only units that have not acted give pass-through fire.`;
  const reason = cannotFireReason(u);
  if (reason) return reason;
  if (u.formation === 'march') return `${u.name} ${verb(u, 'is')} in march column and cannot fire.`;
  if (u.engagedWith.length > 0) return `${u.name} ${verb(u, 'is')} in an ongoing combat and cannot fire.`;
  const t = troop(u.type);
  if (firingBases(t, u.bases, arc) === 0) return `${u.name} cannot fire into ${its(u)} ${arcName(arc)} arc, so ${itWord(u)} ${verb(u, 'gives')} no pass-through fire there.`;
  if (t.oneArcPerTurn && u.firedArc !== null && !sameArc(u.firedArc, arc)) return `${u.name} ${verb(u, 'has')} already fired into ${its(u)} ${arcName(u.firedArc)} arc this turn (one arc per turn).`;
  return null;
}

/** Whether the charger's type may charge this unit at all ("Charges"), or null. */
function targetTypeProblem(a: UnitState, t: UnitState, req: ChargeRequest): string | null {
  if ((a.type === 'dragoons' || a.type === 'forlorn-hope') && req.ground === 'open' && !SKIRMISH_TARGETS.includes(t.type)) {
    return `${a.name} may not charge in the open except against dragoons, forlorn hopes or artillery (--ground rough or very-rough if the fight is not in the open).`;
  }
  // A unit halfway through a choke point counts as flanked ("Movement"), so it counts as charged in flank here too.
  const inFlank = req.aspect !== 'front' || req.chokePoint === true;
  if (a.type === 'irregular-light-horse' && !ILH_TARGETS.includes(t.type) && t.engagedWith.length === 0 && !inFlank) {
    return `${a.name} may charge only irregular light horse, dragoons, forlorn hopes or artillery, unless the target is already engaged in a combat or is charged in flank or rear (--flank or --rear).`;
  }
  return null;
}

/**
 * After an evade, the unit the evade exposed (`then`): it must be a living enemy other than the
 * target, one the charger may charge. Null when the charge names none.
 */
function exposedUnit(state: DevilState, req: ChargeRequest, a: UnitState, t: UnitState): Result<UnitState | null, string> {
  if (req.then === undefined) return ok(null);
  if (!req.evade) return err(`--then names the unit an evade exposed: ${t.name} must evade first.`);
  if (req.contact === true) return err(`After ${t.name} ${verb(t, 'evades')}, ${a.name} ${verb(a, 'contacts')} either ${t.name} or the unit the evade exposed, not both.`);
  const exposed = livingUnit(state, req.then);
  if (!exposed.ok) return exposed;
  const x = exposed.value;
  if (x.id === t.id) return err(`${t.name} ${verb(t, 'is')} the unit that evades: --then names another unit its evade exposed.`);
  if (x.id === a.id || x.side === a.side) return err(`${x.name} ${verb(x, 'is')} on the same side as ${a.name}: choose an enemy unit.`);
  const problem = targetTypeProblem(a, x, req);
  return problem ? err(problem) : ok(x);
}

/** Eligibility of a charge and what its sequence will contain; a refusal changes nothing. */
export function chargeCheck(state: DevilState, req: ChargeRequest): Result<ChargeEligibility, string> {
  const pair = opposedPair(state, req.unit, req.target, 'charge');
  if (!pair.ok) return pair;
  const [a, t] = pair.value;
  const at = troop(a.type);
  const tt = troop(t.type);
  if (!ASPECTS.includes(req.aspect)) return err(`The aspect is front, flank or rear, not "${String(req.aspect)}".`);
  if (!GROUNDS.includes(req.ground)) return err(`The ground is open, rough or very-rough, not "${String(req.ground)}".`);
  if (req.actorStatus === 'destroyed' || req.targetStatus === 'destroyed') return err('A status override cannot be destroyed: a destroyed unit takes no part.');
  if (at.category === 'artillery') return err(`${a.name} cannot charge: artillery never charges.`);
  if (a.formation === 'march') return err(`${a.name} ${verb(a, 'is')} in march column: units in march formation may not charge.`);
  if (a.engagedWith.length > 0) return err(`${a.name} ${verb(a, 'is')} already in an ongoing combat: ${itWord(a)} ${verb(a, 'fights')} its melee and cannot charge.`);
  const typeProblem = targetTypeProblem(a, t, req);
  if (typeProblem) return err(typeProblem);
  const ongoing = t.engagedWith.length > 0;

  const notes: string[] = [];
  if (ongoing) notes.push(`${t.name} ${verb(t, 'is')} in an ongoing combat: ${itWord(t)} may neither evade nor give defensive fire, and the charger may not interpenetrate any unit to reach ${them(t)}.`);
  const spent = t.acted && !evadeAfterActing(state);
  const evades = mayEvade(state, tt);
  const canEvade = evades && !ongoing && !spent;
  if (req.evade) {
    if (!evades) return err(`${t.name} cannot evade: only forlorn hopes, dragoons and irregular light horse may${tt.mounted ? ' (house rule charge.reading.evade-horsemen 1 lets every mounted unit try)' : ''}.`);
    if (ongoing) return err(`${t.name} ${verb(t, 'is')} in an ongoing combat and may not evade.`);
    if (spent) return err(`${t.name} ${verb(t, 'has')} already acted this turn: evading would use ${its(t)} action.`);
  }

  const exposed = exposedUnit(state, req, a, t);
  if (!exposed.ok) return exposed;
  const x = exposed.value;

  let noDefensiveFire: string | null = null;
  const contacted = x ?? t;
  const status = req.targetStatus ?? contacted.status;
  if (ongoing) noDefensiveFire = `${t.name} ${verb(t, 'is')} in an ongoing combat: no defensive fire.`;
  else if (req.evade) noDefensiveFire = `${t.name} ${verb(t, 'evades')}: ${its(t)} action is used, so ${itWord(t)} ${verb(t, 'gives')} no defensive fire.`;
  else if (!req.crossedArc) noDefensiveFire = `${a.name} did not cross ${possessive(t.name)} arc of fire.`;
  // Read for the target (house rule), the exception changes nothing here: those types never fire ("Fire").
  else if (!fireExceptionOnTarget(state) && req.aspect === 'front' && NO_DEFENSIVE_FIRE.includes(a.type)) noDefensiveFire = `No defensive fire against ${a.name}: ${typeNoun(at.name)} charging frontally are not fired on.`;
  else if (t.acted) noDefensiveFire = `${t.name} ${verb(t, 'has')} already acted this turn and cannot fire at the charger.`;
  else if (!canFire(tt, t.missiles, true)) noDefensiveFire = cannotFireReason(t, true) ?? `${t.name} cannot fire.`;
  else if (t.formation === 'march') noDefensiveFire = `${t.name} ${verb(t, 'is')} in march column and cannot fire.`;
  else {
    const arc = defensiveArc(t, req.aspect, req.flankSide);
    if (firingBases(tt, t.bases, arc) === 0) noDefensiveFire = `${t.name} cannot fire into ${its(t)} ${arcName(arc)} arc.`;
    else if (tt.oneArcPerTurn && t.firedArc !== null && !sameArc(t.firedArc, arc)) noDefensiveFire = `${t.name} ${verb(t, 'has')} already fired into ${its(t)} ${arcName(t.firedArc)} arc this turn (one arc per turn).`;
  }

  const harquebusierHalt = a.type === 'harquebusier' && (req.aspect === 'front' || harquebusiersRefuseAnyContact(state)) && status === 'ok';
  if (harquebusierHalt) {
    notes.push(`Harquebusiers will not charge home on an undisordered enemy: ${a.name} ${verb(a, 'fires')} at contact and ${verb(a, 'halts')} 1" short unless that fire disorders ${contacted.name}.`);
  }

  for (const id of req.passThrough ?? []) {
    const u = livingUnit(state, id);
    if (!u.ok) return u;
    if (x && id === x.id) return err(`${x.name} ${verb(x, 'was')} exposed by the evade: ${itWord(x)} may not fire at the charger.`);
    const problem = passThroughProblem(u.value, a, t, passThroughArc(req, id));
    if (problem) return err(problem);
  }
  if (new Set(req.passThrough ?? []).size !== (req.passThrough ?? []).length) return err('A unit is listed twice for pass-through fire.');
  for (const id of Object.keys(req.passThroughArcs ?? {})) {
    if (!(req.passThrough ?? []).includes(id)) {
      const named = unitIn(state, id);
      return err(`--pass-through-arc names ${named?.name ?? id}, which ${named ? verb(named, 'is') : 'is'} not giving pass-through fire: name ${named ? itWord(named) : 'it'} in --pass-through too.`);
    }
  }

  // The melee that may follow must be legal too (supporting units, spread): check before any die is rolled.
  const fight = planFight(withOverrides(state, req), chargeMeleeRequest(req));
  if (!fight.ok) return fight;

  return ok({
    ongoing,
    canEvade,
    defensiveFire: noDefensiveFire === null,
    noDefensiveFire,
    contactFire: CONTACT_FIRE.includes(a.type),
    harquebusierHalt,
    notes,
  });
}

/** The melee that follows contact, fought with "actor charging" (status overrides are already in the state). */
export function chargeMeleeRequest(req: ChargeRequest): FightRequest {
  return {
    unit: req.unit,
    target: contactTarget(req),
    charging: true,
    aspect: req.aspect,
    ...(req.flankSide === undefined ? {} : { flankSide: req.flankSide }),
    ground: req.ground,
    ...(req.chokePoint === undefined ? {} : { chokePoint: req.chokePoint }),
    ...(req.uphill === undefined ? {} : { uphill: req.uphill }),
    ...(req.obstacle === undefined ? {} : { obstacle: req.obstacle }),
    ...(req.support === undefined ? {} : { support: req.support }),
    ...(req.targetSupport === undefined ? {} : { targetSupport: req.targetSupport }),
    ...(req.spread === undefined ? {} : { spread: req.spread }),
    ...(req.ratio === undefined ? {} : { ratio: req.ratio }),
    ...(req.leaderWithActor === undefined ? {} : { leaderWithActor: req.leaderWithActor }),
    ...(req.leaderWithTarget === undefined ? {} : { leaderWithTarget: req.leaderWithTarget }),
  };
}
