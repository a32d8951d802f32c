/**
 * Melee (seed 000, "Combat (Charges and Melee)" → "Melee", "Ongoing Combats"; "Combat
 * Effects and Rallying"; "Leaders and Command Control").
 *
 * The actor and the target each roll 1d6 plus their itemised modifiers; the difference is
 * read through the Melee table (results.ts). Supporting units change no modifier except
 * the force ratio (all bases of every involved unit) and whether the actor or the target
 * is taken in flank or rear. After the roll:
 * - the loser may pass at most half its levels (rounded down) to its supporting units, and
 *   the target always takes at least as many as any other unit (`spread`);
 * - a leader attached to a unit that lost levels may fall (leader-casualty roll);
 * - surviving actor and target stay engaged; the target and every supporting unit have
 *   acted; attached leaders have been in a melee, and enemy leaders caught up in it use
 *   an activation;
 * - occupying the space and facing a flank are the table's moves: the result says what
 *   is allowed.
 * This file decides a melee and its exact odds; melee-resolve.ts rolls it.
 */
import { Distribution } from '../../dice/distribution.js';
import { add, frac, mul, num, parseFraction, type Q, ZERO } from '../../dice/fraction.js';
import type { Modifier, Odds } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { Aspect, ForceRatio, Ground, MeleeRequest } from './actions.js';
import { type Category, isHorse, troop } from './catalogue.js';
import { LEADER_RISK, MELEE, MELEE_GROUND, MELEE_RESULT, MELEE_TYPE, PIKES_FLANK, pikeFormation, type TableRow } from './combat-tables.js';
import { combatGround, contactsOf, faceAspect, faceWords } from './events.js';
import { type CombatModifiers, tableModifier, total } from './fire.js';
import { countBases, forceRatio, invertRatio } from './force-ratio.js';
import { designed } from './house-rules.js';
import { its, itWord, unitList, verb } from './words.js';
import { applyLoss, attachedLeaders, keptLoss, livingUnit, type Loss, opposedPair, meleeLabel, meleeOutcome, meleeTableOdds, OPPOSED, type SpreadWanted } from './results.js';
import type { DevilState, Face, Status, UnitState } from './state.js';

/** A melee, fully decided before the roll. */
export interface Fight {
  readonly actor: UnitState;
  readonly target: UnitState;
  readonly support: readonly UnitState[];
  readonly targetSupport: readonly UnitState[];
  readonly charging: boolean;
  /** The target's face the actor fights ("front" for units without flanks). */
  readonly aspect: Aspect;
  readonly actorFlanked: boolean;
  /** The target is attacked halfway through a choke point: it counts as flanked whatever the aspect ("Movement"). */
  readonly chokePoint?: boolean;
  readonly ground: Ground;
  readonly uphill: 'none' | 'actor' | 'target';
  readonly obstacle: boolean;
  readonly actorStatus: Status;
  readonly targetStatus: Status;
  readonly actorLeader: boolean;
  readonly targetLeader: boolean;
  /** Seen from the actor. */
  readonly ratio: ForceRatio;
  readonly spread: Readonly<Record<string, number>>;
  /** The loser's choice was made before the roll (`--spread`); otherwise it is asked after the roll. */
  readonly spreadChosen?: boolean;
  /**
   * The faces to record when the fight leaves the units engaged: a charge's contact, or the first
   * contact of units not yet recorded as engaged. Absent: the recorded faces stand.
   */
  readonly contact?: { readonly actor: Face; readonly target: Face };
  /** Things the game master should know (treated as frontal, not recorded as engaged...). */
  readonly notes: readonly string[];
}

export interface LeaderRisk {
  readonly leader: string;
  readonly name: string;
  readonly unit: string;
  readonly probability: number;
  readonly fraction: string;
}

/** Melee odds, plus the chance each attached leader of the actor or target falls. */
export interface MeleeOdds extends Odds {
  readonly leaderRisk: readonly LeaderRisk[];
}

/** Each leader's chance of falling over several ways into a Melee: the sum of each way's chance times his risk in it. */
export function weightedRisks(ways: readonly (readonly [Q, readonly LeaderRisk[]])[]): LeaderRisk[] {
  const byLeader = new Map<string, { risk: LeaderRisk; p: Q }>();
  for (const [p, risks] of ways) {
    for (const r of risks) {
      const was = byLeader.get(r.leader);
      byLeader.set(r.leader, { risk: was?.risk ?? r, p: add(was?.p ?? ZERO, mul(p, parseFraction(r.fraction))) });
    }
  }
  return [...byLeader.values()].map(({ risk, p }) => ({ ...risk, probability: num(p), fraction: frac(p) }));
}

const ASPECTS: readonly Aspect[] = ['front', 'flank', 'rear'];
const GROUNDS: readonly Ground[] = ['open', 'rough', 'very-rough'];
const FORMED: ReadonlySet<Category> = new Set(['pike-and-shot', 'foot-line', 'formed-horse']);

/** The most levels a side may pass on: half (rounded down) of the largest table loss, 3. */
export const MAX_SPREAD = 1;

interface SideContext {
  readonly me: UnitState;
  readonly enemy: UnitState;
  readonly charging: boolean;
  readonly flanked: boolean;
  /** Fighting the enemy's flank or rear (the actor, on a flank or rear aspect). */
  readonly attackingFlank: boolean;
  readonly status: Status;
  readonly leader: boolean;
  readonly ratio: ForceRatio;
  readonly uphill: boolean;
  readonly obstacle: boolean;
  readonly ground: Ground;
}

function sideModifiers(state: Pick<DevilState, 'houseRules'>, c: SideContext): Modifier[] {
  const t = troop(c.me.type);
  const enemy = troop(c.enemy.type);
  const mods: Modifier[] = [];
  const add = (row: TableRow, keepZero = false) => {
    const m = tableModifier(state, row);
    if (keepZero || m.value !== 0 || m.houseRule) mods.push(m);
  };
  add(MELEE_TYPE[t.id], true);
  if (t.veteran) add(MELEE.veteran);
  if (c.charging) {
    add(MELEE.charging);
    if (t.impetus) add(MELEE.impetus);
  }
  if (c.flanked) add(MELEE.flanked);
  const pikes = pikeFormation(t.id);
  if (pikes && isHorse(enemy)) add(c.flanked ? PIKES_FLANK[pikes] : MELEE.pikesFront);
  if (t.id === 'streltsy' && isHorse(enemy) && !c.flanked) add(MELEE.axes);
  if (t.category === 'irregular-horse' && FORMED.has(enemy.category) && !c.attackingFlank) add(MELEE.formedFront);
  if (c.ground !== 'open') add(MELEE_GROUND[c.ground][t.category]);
  if (c.uphill) add(MELEE.uphill);
  if (c.obstacle) add(MELEE.obstacle);
  if (c.status === 'disordered') add(MELEE.disordered);
  if (c.status === 'demoralized') add(MELEE.demoralized);
  if (c.leader) add(MELEE.leader);
  if (c.ratio === 'outnumbers') add(MELEE.outnumbers);
  if (c.ratio === 'badly-outnumbers') add(MELEE.badlyOutnumbers);
  return mods;
}

/** Both sides' itemised melee modifiers. */
export function fightModifiers(state: Pick<DevilState, 'houseRules'>, f: Fight): CombatModifiers {
  const targetFlanked = f.aspect !== 'front' || f.chokePoint === true;
  return {
    actor: sideModifiers(state, {
      me: f.actor,
      enemy: f.target,
      charging: f.charging,
      flanked: f.actorFlanked,
      attackingFlank: targetFlanked,
      status: f.actorStatus,
      leader: f.actorLeader,
      ratio: f.ratio,
      uphill: f.uphill === 'actor',
      obstacle: false,
      ground: f.ground,
    }),
    target: sideModifiers(state, {
      me: f.target,
      enemy: f.actor,
      charging: false,
      flanked: targetFlanked,
      attackingFlank: false,
      status: f.targetStatus,
      leader: f.targetLeader,
      ratio: invertRatio(f.ratio),
      uphill: f.uphill === 'target',
      obstacle: f.obstacle,
      ground: f.ground,
    }),
  };
}

const strength = (u: UnitState, status: Status) => ({ name: u.name, status, bases: u.bases, startBases: u.startBases });

/** Levels the leader-casualty roll adds for a loss: the table's levels, or the destroyed value. */
export function riskLevels(state: Pick<DevilState, 'houseRules'>, unit: { status: Status; bases: number; startBases: number }, loss: Loss | 0): number {
  if (loss === 0) return 0;
  const destroyed = loss === 'destroyed' || applyLoss(unit, loss).status === 'destroyed';
  return destroyed ? designed(state, LEADER_RISK.destroyedLevels.key, LEADER_RISK.destroyedLevels.value).value : loss;
}

/** House rule `melee.reading.eight-target-only`: may the 8+ band destroy the actor (0, ours), or only the target (1)? */
export function actorDestroyable(state: Pick<DevilState, 'houseRules'>): boolean {
  return designed(state, MELEE_RESULT.eightTargetOnly.key, MELEE_RESULT.eightTargetOnly.value).value === 0;
}

/** The loss the main unit of a side keeps for a difference, after the spread it wants. */
function mainLoss(side: 'actor' | 'target', difference: number, destroyable: boolean, wanted: SpreadWanted): Loss | 0 {
  const o = meleeOutcome(difference, destroyable);
  if (o.kind === 'both') return 1;
  return o.loser === side ? keptLoss(o.loss, wanted[side]) : 0;
}

/** The levels a loser passes to each supporting unit, in order, up to half its loss rounded down ("Combat Effects and Rallying"). */
export function passOn(loss: number, supporters: readonly UnitState[], spread: Readonly<Record<string, number>>): { unit: UnitState; levels: number }[] {
  let passable = Math.floor(loss / 2);
  const passed: { unit: UnitState; levels: number }[] = [];
  for (const unit of supporters) {
    const n = Math.min(spread[unit.id] ?? 0, passable);
    if (n > 0) {
      passed.push({ unit, levels: n });
      passable -= n;
    }
  }
  return passed;
}

/** Levels each side of a fight wants to pass to its supports if it loses (its `--spread`). */
function spreadWanted(f: Fight): SpreadWanted {
  const sum = (units: readonly UnitState[]) => units.reduce((n, u) => n + (f.spread[u.id] ?? 0), 0);
  return { actor: sum(f.support), target: sum(f.targetSupport) };
}

/** What one modified difference of a fight gives, in the words of its odds (for a die typed by hand). */
export function fightLabel(state: Pick<DevilState, 'houseRules'>, f: Fight, d: number): string {
  return meleeLabel(strength(f.actor, f.actorStatus), strength(f.target, f.targetStatus), actorDestroyable(state), spreadWanted(f), d);
}

/** Exact odds of a fight, with the leader-casualty chances. */
export function fightOdds(state: Pick<DevilState, 'houseRules' | 'leaders'>, f: Fight): MeleeOdds {
  const m = fightModifiers(state, f);
  const net = total(m.actor) - total(m.target);
  const destroyable = actorDestroyable(state);
  const wanted = spreadWanted(f);
  const odds = meleeTableOdds(net, strength(f.actor, f.actorStatus), strength(f.target, f.targetStatus), destroyable, wanted);
  const fallsOn = designed(state, LEADER_RISK.fallsOn.key, LEADER_RISK.fallsOn.value).value;
  const diff = OPPOSED.shift(net);
  /** Levels a supporting unit of `side` takes for a difference: what the loser passes it. */
  const passed = (side: 'actor' | 'target', unit: UnitState) => (d: number): Loss | 0 => {
    const o = meleeOutcome(d, destroyable);
    if (o.kind === 'both' || o.loser !== side || o.loss === 'destroyed') return 0;
    return (passOn(o.loss, side === 'actor' ? f.support : f.targetSupport, f.spread).find((p) => p.unit.id === unit.id)?.levels ?? 0) as Loss | 0;
  };
  // In the order the melee rolls for them: the main units' leaders (if present), then the supports'.
  const atRisk: { unit: UnitState; status: Status; loss: (d: number) => Loss | 0 }[] = [
    ...(f.actorLeader ? [{ unit: f.actor, status: f.actorStatus, loss: (d: number) => mainLoss('actor', d, destroyable, wanted) }] : []),
    ...(f.targetLeader ? [{ unit: f.target, status: f.targetStatus, loss: (d: number) => mainLoss('target', d, destroyable, wanted) }] : []),
    ...f.support.map((unit) => ({ unit, status: unit.status, loss: passed('actor', unit) })),
    ...f.targetSupport.map((unit) => ({ unit, status: unit.status, loss: passed('target', unit) })),
  ];
  const risks: LeaderRisk[] = [];
  for (const { unit, status, loss } of atRisk) {
    // Units that lose nothing do not roll: mark them far below any threshold.
    const levels = diff.map((d) => {
      const l = loss(d);
      return l === 0 ? -100 : riskLevels(state, strength(unit, status), l);
    });
    const fall = levels.plus(Distribution.die(6));
    for (const l of attachedLeaders(state, unit.id)) {
      risks.push({ leader: l.id, name: l.name, unit: unit.name, probability: fall.probability((v) => v >= fallsOn), fraction: fall.fraction((v) => v >= fallsOn) });
    }
  }
  return { ...odds, leaderRisk: risks };
}

// ---------------------------------------------------------------------------------------
// Planning: the rules of the Melee action itself

function supportingUnits(state: DevilState, ids: readonly string[] | undefined, side: UnitState, taken: Set<string>): Result<UnitState[], string> {
  const units: UnitState[] = [];
  for (const id of ids ?? []) {
    const u = livingUnit(state, id);
    if (!u.ok) return u;
    if (taken.has(id)) return err(`${u.value.name} ${verb(u.value, 'is')} named twice in the melee.`);
    if (u.value.side !== side.side) return err(`${u.value.name} cannot support ${side.name}: ${itWord(u.value)} ${verb(u.value, 'is')} on the other side.`);
    taken.add(id);
    units.push(u.value);
  }
  return ok(units);
}

/**
 * The default supporting units of `side` ("Melee"; "Ongoing Combats": units "in the Melee on
 * both sides ... may influence it as Supporting units"): the other living units of its side
 * already engaged with `enemy`. For the actor, the units engaged with the target; for the
 * target, the units engaged with the actor. `--support` and `--target-support` replace them.
 */
function engagedSupports(state: DevilState, enemy: UnitState, side: UnitState): string[] {
  return enemy.engagedWith.filter((id) => {
    if (id === side.id) return false;
    const u = state.units.find((x) => x.id === id);
    return u !== undefined && u.status !== 'destroyed' && u.side === side.side;
  });
}

/** The shape shared by Melee and Charge requests: a Melee request without its kind. */
export type FightRequest = Omit<MeleeRequest, 'kind'>;

/**
 * "Melee": a unit is "Taken in Flank/Rear" if any enemy has contacted it on its sides (or rear).
 * The worst face an enemy other than `except` has contacted `u` on, from the recorded contacts,
 * with that enemy, or null when every contact is on its front.
 */
export function takenInFlank(state: Pick<DevilState, 'units'>, u: UnitState, except?: string): { face: 'flank' | 'rear'; words: string; enemy: UnitState } | null {
  let found: { face: 'flank' | 'rear'; words: string; enemy: UnitState } | null = null;
  for (const c of contactsOf(u)) {
    if (c.enemy === except || c.face === 'front') continue;
    const enemy = state.units.find((x) => x.id === c.enemy);
    if (!enemy || enemy.status === 'destroyed') continue;
    const face = faceAspect(c.face) === 'rear' ? 'rear' : 'flank';
    if (!found || (face === 'rear' && found.face === 'flank')) found = { face, words: faceWords(c.face), enemy };
  }
  return found;
}

/** Decide a melee request into a fight, or refuse it with the reason. */
export function planFight(state: DevilState, req: FightRequest): Result<Fight, string> {
  const pair = opposedPair(state, req.unit, req.target, 'fight');
  if (!pair.ok) return pair;
  const [a, t] = pair.value;
  if (req.aspect !== undefined && !ASPECTS.includes(req.aspect)) return err(`The aspect is front, flank or rear, not "${String(req.aspect)}".`);
  // The ground given, else the one recorded when the combat began (a charge's), else open.
  const recordedGround = req.charging ? undefined : combatGround(a, t.id);
  const ground: Ground = req.ground ?? recordedGround ?? 'open';
  if (!GROUNDS.includes(ground)) return err(`The ground is open, rough or very-rough, not "${String(ground)}".`);
  const uphill = req.uphill ?? 'none';
  if (!['none', 'actor', 'target'].includes(uphill)) return err(`Uphill is none, actor or target, not "${String(uphill)}".`);
  if (req.actorStatus === 'destroyed' || req.targetStatus === 'destroyed') return err('A status override cannot be destroyed: a destroyed unit takes no part.');

  // Supporting units: those named, or by default the rest of the engagement ("Melee").
  const notes: string[] = [];
  if (req.ground === undefined && recordedGround !== undefined && recordedGround !== 'open') notes.push(`Fought on ${recordedGround} ground, as recorded for this combat.`);
  const taken = new Set([a.id, t.id]);
  const supportIds = req.support ?? engagedSupports(state, t, a);
  const targetSupportIds = req.targetSupport ?? engagedSupports(state, a, t);
  const support = supportingUnits(state, supportIds, a, taken);
  if (!support.ok) return support;
  const targetSupport = supportingUnits(state, targetSupportIds, t, taken);
  if (!targetSupport.ok) return targetSupport;
  if (req.support === undefined && support.value.length > 0) {
    notes.push(`Supporting ${a.name}: ${unitList(support.value.map((u) => u.name))}, also engaged with ${t.name}.`);
  }
  if (req.targetSupport === undefined && targetSupport.value.length > 0) {
    notes.push(`Supporting ${t.name}: ${unitList(targetSupport.value.map((u) => u.name))}, also engaged with ${a.name}.`);
  }

  const spread = req.spread ?? {};
  const perSide = new Map<number, number>();
  for (const [id, levels] of Object.entries(spread)) {
    const u = [...support.value, ...targetSupport.value].find((x) => x.id === id);
    if (!u) {
      const named = state.units.find((x) => x.id === id);
      return err(`Levels may be passed only to supporting units; ${named ? `${named.name} ${verb(named, 'is')}` : `"${id}" is`} not one.`);
    }
    if (!Number.isInteger(levels) || levels < 0) return err(`Levels passed to ${u.name} must be a whole number of 0 or more, not ${levels}.`);
    perSide.set(u.side, (perSide.get(u.side) ?? 0) + levels);
  }
  for (const n of perSide.values()) {
    if (n > MAX_SPREAD) {
      return err(`A side may pass at most half its levels, rounded down, to supporting units: never more than ${MAX_SPREAD} (the largest loss short of destruction is 3 levels).`);
    }
  }

  // Taken in flank/rear ("Melee"): the face given, else any enemy's recorded contact on a side or
  // the rear. A charge's own aspect is its geometry; an earlier flank contact still counts.
  let aspect: Aspect = req.aspect ?? 'front';
  if (req.charging || req.aspect === undefined) {
    const flanked = aspect === 'front' ? takenInFlank(state, t, req.charging ? a.id : undefined) : null;
    if (flanked && !troop(t.type).noFlanks) {
      aspect = flanked.face;
      notes.push(`${t.name} ${verb(t, 'is')} taken in ${flanked.face}: ${flanked.enemy.name} ${verb(flanked.enemy, 'has')} contacted ${its(t)} ${flanked.words}.`);
    }
  }
  if (aspect !== 'front' && troop(t.type).noFlanks) {
    notes.push(`${t.name} ${verb(t, 'has')} no flanks or rear: fought as a frontal melee.`);
    aspect = 'front';
  }
  let actorFlanked = req.actorFlanked ?? false;
  if (req.actorFlanked === undefined) {
    const flanked = takenInFlank(state, a);
    if (flanked && !troop(a.type).noFlanks) {
      actorFlanked = true;
      notes.push(`${a.name} ${verb(a, 'is')} ${itWord(a) === 'it' ? 'itself' : 'themselves'} taken in ${flanked.face}: ${flanked.enemy.name} ${verb(flanked.enemy, 'has')} contacted ${its(a)} ${flanked.words}.`);
    }
  }
  if (actorFlanked && troop(a.type).noFlanks) {
    notes.push(`${a.name} ${verb(a, 'has')} no flanks or rear: ${itWord(a)} cannot be taken in flank.`);
    actorFlanked = false;
  }
  // "Movement": attacked halfway through a choke point counts as flanked, whatever the troop type or angle.
  const chokePoint = req.chokePoint === true;
  if (chokePoint) notes.push(`${t.name} ${verb(t, 'is')} attacked halfway through a choke point: ${itWord(t)} ${verb(t, 'counts')} as flanked ("Movement").`);
  const recorded = a.engagedWith.includes(t.id);
  if (!req.charging && !recorded) notes.push(`${a.name} and ${t.name} were not recorded as engaged: fought as units in contact.`);
  // The contact to record: a charge's aspect, or the face given for units not yet recorded in contact.
  const given = req.aspect ?? 'front';
  const contactFace: Face = troop(t.type).noFlanks ? 'front' : given === 'flank' && req.flankSide ? req.flankSide : given;
  const contact = req.charging || !recorded ? { actor: 'front' as Face, target: contactFace } : undefined;

  const actorSide = [a.id, ...support.value.map((u) => u.id)];
  const targetSide = [t.id, ...targetSupport.value.map((u) => u.id)];
  return ok({
    actor: a,
    target: t,
    support: support.value,
    targetSupport: targetSupport.value,
    charging: req.charging,
    aspect,
    actorFlanked,
    ...(chokePoint ? { chokePoint } : {}),
    ground,
    uphill,
    obstacle: req.obstacle ?? false,
    actorStatus: req.actorStatus ?? a.status,
    targetStatus: req.targetStatus ?? t.status,
    actorLeader: req.leaderWithActor ?? attachedLeaders(state, a.id).length > 0,
    targetLeader: req.leaderWithTarget ?? attachedLeaders(state, t.id).length > 0,
    ratio: req.ratio ?? forceRatio(countBases(state, actorSide), countBases(state, targetSide)),
    spread,
    spreadChosen: req.spread !== undefined,
    ...(contact ? { contact } : {}),
    notes,
  });
}

export function meleeModifiers(state: DevilState, req: MeleeRequest): Result<CombatModifiers, string> {
  const f = planFight(state, req);
  return f.ok ? ok(fightModifiers(state, f.value)) : f;
}

export function meleeOdds(state: DevilState, req: MeleeRequest): Result<MeleeOdds, string> {
  const f = planFight(state, req);
  return f.ok ? ok(fightOdds(state, f.value)) : f;
}
