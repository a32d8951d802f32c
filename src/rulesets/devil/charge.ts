/**
 * The Charge action and its whole sequence (seed 000, "Combat (Charges and Melee)" →
 * "Charges"; "Ongoing Combats"):
 *
 * 1. Eligibility: artillery and units in march column never charge; dragoons and forlorn
 *    hopes not in the open except against dragoons, forlorn hopes or artillery; irregular
 *    light horse only against those and irregular light horse, unless the target is
 *    already engaged or taken in flank or rear. Harquebusiers charging an undisordered
 *    target frontally are told they will not close unless their fire disorders it.
 * 2. Evasion by a forlorn hope, dragoons or irregular light horse (uses its action); the
 *    game master then says whether the charger still made contact, or names another unit the
 *    evade exposed (`then`), which the charger contacts instead: it may neither evade nor give
 *    defensive fire, and every later step is against it.
 * 3. Defensive fire from a target that has not acted, can fire, is deployed and whose arc
 *    the charger crossed — none against sword-and-bucklermen, lancers/guard cuirassiers or
 *    hackapells charging frontally. Two levels or more is a devastating fire: the charger
 *    stops 1" short and no melee follows.
 * 4. Pass-through fire from other units not yet acted whose arc was crossed within short
 *    range (uses their action).
 * 5. Cuirassiers, reiters and harquebusiers fire at contact; harquebusiers then halt 1"
 *    short of a frontal target that is still undisordered.
 * 6. The melee, with "actor charging" (a unit halfway through a choke point counts as flanked).
 * Charging into an ongoing combat allows neither evasion nor defensive fire.
 *
 * The charger's own `acted` and the activation are the turn engine's; every other unit
 * that evades, fires or fights is marked here.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Odds, Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { Aspect, ChargeRequest, Cover, Ground, Resolver } from './actions.js';
import { type Arc, arcName, canFire, firingBases, sameArc, troop, type TroopType, weaponBand } from './catalogue.js';
import { applyEvents, type DevilEvent } from './events.js';
import { type CombatModifiers, cannotFireReason, resolveShot, type Shot, shotModifiers, shotOdds } from './fire.js';
import { CHARGE_READINGS } from './combat-tables.js';
import { fireRatio } from './force-ratio.js';
import { designed } from './house-rules.js';
import { type FightRequest, planFight } from './melee.js';
import { occupySentence, resolveFight } from './melee-resolve.js';
import { hasLeader, livingUnit, type Loss } from './results.js';
import type { DevilState, UnitState } from './state.js';
import type { TroopId } from './troop-ids.js';
import { its, itWord, possessive, them, typeNoun, verb } from './words.js';

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
function defensiveArc(unit: UnitState, aspect: Aspect, side?: 'left' | 'right'): Arc {
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
const passThroughArc = (req: Pick<ChargeRequest, 'passThroughArcs'>, id: string): Arc => req.passThroughArcs?.[id] ?? 'front';

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
  const actor = livingUnit(state, req.unit);
  if (!actor.ok) return actor;
  const target = livingUnit(state, req.target);
  if (!target.ok) return target;
  const a = actor.value;
  const t = target.value;
  const at = troop(a.type);
  const tt = troop(t.type);
  if (a.id === t.id) return err(`${a.name} cannot charge ${itWord(a) === 'it' ? 'itself' : 'themselves'}.`);
  if (a.side === t.side) return err(`${t.name} ${verb(t, 'is')} on the same side as ${a.name}: choose an enemy unit.`);
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

const unitIn = (state: DevilState, id: string): UnitState | undefined => state.units.find((u) => u.id === id);
const alive = (u: UnitState | undefined): u is UnitState => u !== undefined && u.status !== 'destroyed';

/** The stages of a charge, as the REPL and the journal name them (`Resolution.action` is the id). */
export const CHARGE_STAGE_IDS = {
  'Defensive fire': 'defensive-fire',
  'Pass-through fire': 'pass-through-fire',
  'Pistols at contact': 'contact-fire',
  'Carbines at contact': 'contact-fire',
} as const;
export type ChargeShotStage = keyof typeof CHARGE_STAGE_IDS;

/** A shot fired by `firer` at `target` during the charge; `stage` names it (and every die rolled for it). */
function chargeShot(stage: ChargeShotStage, firer: UnitState, target: UnitState, arc: Arc, short: boolean, charging: boolean, leader: boolean, cover: Shot['cover']): Shot {
  const t = troop(firer.type);
  const pistols = weaponBand(t, firer.missiles, charging)?.id === 'pistol';
  const bases = firingBases(t, firer.bases, arc);
  return {
    action: stage,
    firers: [firer],
    decider: firer,
    pistols,
    firingBases: bases,
    target,
    short,
    cover,
    firerStatus: firer.status,
    targetStatus: target.status,
    leader,
    ratio: fireRatio(bases, target),
    advancing: false,
    arc,
  };
}

/** The charger's fire at contact goes by its weapon: pistols (cuirassiers, reiters) or carbines (harquebusiers). */
export function contactStage(charger: Pick<UnitState, 'type' | 'missiles'>): ChargeShotStage {
  return weaponBand(troop(charger.type), charger.missiles, true)?.id === 'pistol' ? 'Pistols at contact' : 'Carbines at contact';
}

/** The target's defensive fire at the charger, in `work` as the charge has left it so far. */
function defensiveShotIn(work: DevilState, req: ChargeRequest): Shot {
  const t = unitIn(work, req.target) as UnitState;
  const a = unitIn(work, req.unit) as UnitState;
  return chargeShot('Defensive fire', t, a, defensiveArc(t, req.aspect, req.flankSide), req.short ?? true, true, req.leaderWithTarget ?? hasLeader(work, t.id), 'none');
}

/** Pass-through fire from `id` at the charger, or null when the charger is gone. */
function passThroughShotIn(work: DevilState, req: ChargeRequest, id: string): Shot | null {
  const u = unitIn(work, id);
  const a = unitIn(work, req.unit);
  if (!alive(u) || !alive(a)) return null;
  // "Charges": the charger crossed this unit's arc of fire, which for pike and shot may be any side ("Formations").
  return chargeShot('Pass-through fire', u, a, passThroughArc(req, id), true, false, hasLeader(work, u.id), 'none');
}

/** The charger's fire at contact (pistols or carbines), in `work` as the charge has left it. */
function contactShotIn(work: DevilState, req: ChargeRequest): Shot {
  const a = unitIn(work, req.unit) as UnitState;
  const t = unitIn(work, contactTarget(req)) as UnitState;
  return chargeShot(contactStage(a), a, t, 'front', true, true, req.leaderWithActor ?? hasLeader(work, a.id), contactCover(req));
}

const COVER_ORDER: readonly Cover[] = ['none', 'soft', 'hard', 'fortified'];
/** The target's cover against the fire at contact: the cover given, and at least soft behind a defended obstacle. */
function contactCover(req: Pick<ChargeRequest, 'cover' | 'obstacle'>): Cover {
  const given = req.cover ?? 'none';
  return req.obstacle && COVER_ORDER.indexOf(given) < COVER_ORDER.indexOf('soft') ? 'soft' : given;
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

/** The shots of a charge, for the odds (charge-odds.ts) and the resolver: one definition of each. */
export const CHARGE_SHOTS = { defensive: defensiveShotIn, passThrough: passThroughShotIn, contact: contactShotIn } as const;

/** The defensive fire the target would give now (before anything is rolled), or the reason there is none. */
export function defensiveFireShot(state: DevilState, req: ChargeRequest): Result<Shot, string> {
  const check = chargeCheck(state, req);
  if (!check.ok) return check;
  if (!check.value.defensiveFire) return err(check.value.noDefensiveFire ?? 'No defensive fire.');
  return ok(defensiveShotIn(withOverrides(state, req), req));
}

/** The charger's fire at contact as it would be now (cuirassiers, reiters, harquebusiers), or the reason there is none. */
export function contactFireShot(state: DevilState, req: ChargeRequest): Result<Shot, string> {
  const check = chargeCheck(state, req);
  if (!check.ok) return check;
  const work = withOverrides(state, req);
  if (!check.value.contactFire) return err(`${(unitIn(work, req.unit) as UnitState).name} ${verb((unitIn(work, req.unit) as UnitState), 'does')} not fire at contact: only cuirassiers, reiters and harquebusiers do.`);
  return ok(contactShotIn(work, req));
}

const mapShot = <T>(r: Result<Shot, string>, f: (s: Shot) => T): Result<T, string> => (r.ok ? ok(f(r.value)) : r);

export const defensiveFireModifiers = (state: DevilState, req: ChargeRequest): Result<CombatModifiers, string> => mapShot(defensiveFireShot(state, req), (s) => shotModifiers(state, s));
export const defensiveFireOdds = (state: DevilState, req: ChargeRequest): Result<Odds, string> => mapShot(defensiveFireShot(state, req), (s) => shotOdds(state, s));
export const contactFireModifiers = (state: DevilState, req: ChargeRequest): Result<CombatModifiers, string> => mapShot(contactFireShot(state, req), (s) => shotModifiers(state, s));
export const contactFireOdds = (state: DevilState, req: ChargeRequest): Result<Odds, string> => mapShot(contactFireShot(state, req), (s) => shotOdds(state, s));

/** Is a defensive fire result devastating ("the loss of 2 Status Levels" or more)? */
export const devastating = (loss: Loss | null): boolean => loss === 'destroyed' || (loss !== null && loss >= 2);

export const resolveCharge: Resolver<ChargeRequest> = (state, req, dice: DiceSource) => {
  const check = chargeCheck(state, req);
  if (!check.ok) return check;
  const c = check.value;
  let work = withOverrides(state, req);
  const results: Resolution[] = [];
  const events: DevilEvent[] = [];
  const emit = (list: readonly DevilEvent[]) => {
    events.push(...list);
    work = applyEvents(work, list);
  };
  const charger = () => unitIn(work, req.unit);
  const target = () => unitIn(work, req.target);
  const a0 = charger() as UnitState;
  const t0 = target() as UnitState;
  const shot = (s: Shot) => {
    const r = resolveShot(work, s, dice);
    return { ...r, resolution: { ...r.resolution, action: CHARGE_STAGE_IDS[s.action as ChargeShotStage], stage: s.action } };
  };

  // Why there is no defensive fire is said once, here: this line comes before the dice when
  // players roll by hand, and stays in scripts and logs; the odds (preview.ts) do not repeat it.
  // The flank charged is named when the game master said which (--left, --right).
  const face = req.aspect === 'flank' && req.flankSide ? `${req.flankSide} flank` : req.aspect;
  // Forlorn hopes and dragoons have no front, flank or rear ("Formations"): no face is named.
  const where = troop(t0.type).noFlanks ? '' : ` in the ${face}`;
  const declared = [`${a0.name} ${verb(a0, 'charges')} ${t0.name}${where}.`, ...c.notes];
  // A target that could have evaded and did not: the log keeps the choice ("Charges": it "may attempt to evade").
  if (c.canEvade && !req.evade) declared.push(`${t0.name} ${verb(t0, 'does')} not evade.`);
  if (!c.defensiveFire && c.noDefensiveFire && !req.evade && !c.ongoing) declared.push(c.noDefensiveFire);
  results.push({ action: 'charge', actor: a0.name, target: t0.name, result: declared.join(' '), changes: [] });

  // 2. Evasion.
  if (req.evade) {
    emit([{ type: 'acted', unit: t0.id, for: 'evaded a charge', text: `${t0.name} ${verb(t0, 'has')} acted (evaded a charge).` }]);
    const contact = req.contact ?? false;
    const exposed = req.then === undefined ? undefined : unitIn(work, req.then);
    results.push({
      action: 'evade',
      actor: t0.name,
      target: a0.name,
      result: exposed
        ? `${t0.name} ${verb(t0, 'evades')}, using ${its(t0)} action; ${a0.name} ${verb(a0, 'goes')} on with the movement ${itWord(a0)} ${verb(a0, 'has')} left and ${verb(a0, 'contacts')} ${exposed.name}, which the evade exposed. ${exposed.name} may neither evade nor give defensive fire.`
        : contact
          ? `${t0.name} ${verb(t0, 'evades')}, using ${its(t0)} action, but ${a0.name} still ${verb(a0, 'makes')} contact: the melee follows without defensive fire.`
          : `${t0.name} ${verb(t0, 'evades')}, using ${its(t0)} action; ${a0.name} ${verb(a0, 'does')} not make contact, so the charge ends.`,
      changes: [],
    });
    if (!contact && !exposed) return ok({ results, events });
  }

  // 3. Defensive fire. A devastating fire stops the charge 1" short, but only after the
  // charger has crossed the other arcs on its way in: pass-through fire still comes.
  let stopped = false;
  if (c.defensiveFire) {
    const t = target() as UnitState;
    const a = charger() as UnitState;
    const r = shot(defensiveShotIn(work, req));
    emit([{ type: 'acted', unit: t.id, for: 'defensive fire', text: `${t.name} ${verb(t, 'has')} acted (defensive fire).` }, ...r.events]);
    stopped = devastating(r.loss);
    const stop = r.targetAfter === 'destroyed' ? ` ${a.name} ${verb(a, 'is')} destroyed: the charge ends.` : stopped ? ` Devastating fire: ${a.name} ${verb(a, 'stops')} 1" short of ${t.name}, and no melee follows.` : '';
    results.push({ ...r.resolution, result: r.resolution.result + stop });
    if (r.targetAfter === 'destroyed') return ok({ results, events });
  }

  // 4. Pass-through fire: devastating or not, the charger has crossed these arcs.
  for (const id of req.passThrough ?? []) {
    const s = passThroughShotIn(work, req, id);
    if (!s) break;
    const a = charger() as UnitState;
    const r = shot(s);
    emit([{ type: 'acted', unit: id, for: 'pass-through fire', text: `${s.decider.name} ${verb(s.decider, 'has')} acted (pass-through fire).` }, ...r.events]);
    // Only the target's devastating fire stops a charge ("Charges"), unless a house rule says any fire does.
    // A charge already stopped by its defensive fire needs no word more.
    const heavy = r.targetAfter !== 'destroyed' && devastating(r.loss) && !stopped;
    const stops = heavy && passThroughStops(work);
    const dead = r.targetAfter === 'destroyed'
      ? ` ${a.name} ${verb(a, 'is')} destroyed: the charge ends.`
      : stops
        ? ` Devastating fire: ${a.name} ${verb(a, 'stops')} 1" short of ${(target() as UnitState).name}, and no melee follows (house rule).`
        : heavy
          ? ` Pass-through fire does not stop a charge, devastating or not: ${a.name} ${verb(a, 'goes')} on.`
          : '';
    if (stops) stopped = true;
    results.push({ ...r.resolution, result: r.resolution.result + dead });
    if (r.targetAfter === 'destroyed') return ok({ results, events });
  }
  if (stopped) return ok({ results, events });

  // 5. Fire at contact, at the unit contacted (the target, or the unit an evade exposed).
  const contacted = () => unitIn(work, contactTarget(req));
  if (c.contactFire) {
    const a = charger() as UnitState;
    const t = contacted() as UnitState;
    const r = shot(contactShotIn(work, req));
    emit(r.events);
    const dead = r.targetAfter === 'destroyed' ? ` ${t.name} ${verb(t, 'is')} destroyed before the melee. ${occupySentence(a, t.name, true)}` : '';
    results.push({ ...r.resolution, result: r.resolution.result + dead });
    if (r.targetAfter === 'destroyed') {
      emit([{ type: 'acted', unit: t.id, text: `${t.name} ${verb(t, 'has')} acted.` }]);
      return ok({ results, events });
    }
    if (c.harquebusierHalt && (contacted() as UnitState).status === 'ok') {
      results.push({
        action: 'halt',
        actor: a.name,
        target: t.name,
        result: `${t.name} ${verb(t, 'is')} still undisordered: ${a.name} will not close, and ${verb(a, 'halts')} 1" short. No melee follows.`,
        changes: [],
      });
      return ok({ results, events });
    }
  }

  // 6. The melee, with "actor charging". Status overrides are already in `work`.
  const fight = planFight(work, chargeMeleeRequest(req));
  if (!fight.ok) return fight;
  const m = resolveFight(work, fight.value, dice);
  emit(m.events);
  results.push({ ...m.resolution, stage: 'Melee' });
  return ok({ results, events });
};
