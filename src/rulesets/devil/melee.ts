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
 */
import type { DiceSource } from '../../dice/dice.js';
import { Distribution } from '../../dice/distribution.js';
import type { Change, Modifier, Odds, Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { Aspect, ForceRatio, Ground, MeleeRequest, Resolver } from './actions.js';
import { type Category, isHorse, troop } from './catalogue.js';
import { LEADER_RISK, MELEE, MELEE_GROUND, MELEE_RESULT, MELEE_TYPE, PIKES_FLANK, pikeFormation, type TableRow } from './combat-tables.js';
import { combatGround, contactsOf, type DevilEvent } from './events.js';
import { type CombatModifiers, tableModifier, total } from './fire.js';
import { countBases, forceRatio, invertRatio } from './force-ratio.js';
import { designed } from './house-rules.js';
import { plural, rollFor } from './rally.js';
import type { Named } from '../../engine/english.js';
import { isPlural, its, itWord, unitList, verb } from './words.js';
import { type AppliedLoss, applyLoss, applyLossTo, attachedLeaders, livingUnit, type Loss, meleeOutcome, meleeTableOdds, OPPOSED } from './results.js';
import type { DevilState, Face, LeaderState, Status, UnitState } from './state.js';
import { holdLoss } from './held-melee.js';

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
function riskLevels(state: Pick<DevilState, 'houseRules'>, unit: { status: Status; bases: number; startBases: number }, loss: Loss | 0): number {
  if (loss === 0) return 0;
  const destroyed = loss === 'destroyed' || applyLoss(unit, loss).status === 'destroyed';
  return destroyed ? designed(state, LEADER_RISK.destroyedLevels.key, LEADER_RISK.destroyedLevels.value).value : loss;
}

/** House rule `melee.reading.eight-target-only`: may the 8+ band destroy the actor (0, ours), or only the target (1)? */
export function actorDestroyable(state: Pick<DevilState, 'houseRules'>): boolean {
  return designed(state, MELEE_RESULT.eightTargetOnly.key, MELEE_RESULT.eightTargetOnly.value).value === 0;
}

/** The loss the main unit of a side suffers for a difference, before any spread. */
function mainLoss(side: 'actor' | 'target', difference: number, destroyable: boolean): Loss | 0 {
  const o = meleeOutcome(difference, destroyable);
  if (o.kind === 'both') return 1;
  return o.loser === side ? o.loss : 0;
}

/** Exact odds of a fight, with the leader-casualty chances. */
export function fightOdds(state: Pick<DevilState, 'houseRules' | 'leaders'>, f: Fight): MeleeOdds {
  const m = fightModifiers(state, f);
  const net = total(m.actor) - total(m.target);
  const destroyable = actorDestroyable(state);
  const odds = meleeTableOdds(net, strength(f.actor, f.actorStatus), strength(f.target, f.targetStatus), destroyable);
  const fallsOn = designed(state, LEADER_RISK.fallsOn.key, LEADER_RISK.fallsOn.value).value;
  const diff = OPPOSED.shift(net);
  const risks: LeaderRisk[] = [];
  for (const [side, unit, status, present] of [
    ['actor', f.actor, f.actorStatus, f.actorLeader],
    ['target', f.target, f.targetStatus, f.targetLeader],
  ] as const) {
    if (!present) continue;
    // Units that lose nothing do not roll: mark them far below any threshold.
    const levels = diff.map((d) => {
      const loss = mainLoss(side, d, destroyable);
      return loss === 0 ? -100 : riskLevels(state, strength(unit, status), loss);
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
    if (u.value.side !== side.side) return err(`${u.value.name} cannot support ${side.name}: it is on the other side.`);
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
export function takenInFlank(state: Pick<DevilState, 'units'>, u: UnitState, except?: string): { face: 'flank' | 'rear'; enemy: UnitState } | null {
  let found: { face: 'flank' | 'rear'; enemy: UnitState } | null = null;
  for (const c of contactsOf(u)) {
    if (c.enemy === except || c.face === 'front') continue;
    const enemy = state.units.find((x) => x.id === c.enemy);
    if (!enemy || enemy.status === 'destroyed') continue;
    if (!found || (c.face === 'rear' && found.face === 'flank')) found = { face: c.face, enemy };
  }
  return found;
}

/** Decide a melee request into a fight, or refuse it with the reason. */
export function planFight(state: DevilState, req: FightRequest): Result<Fight, string> {
  const actor = livingUnit(state, req.unit);
  if (!actor.ok) return actor;
  const target = livingUnit(state, req.target);
  if (!target.ok) return target;
  const a = actor.value;
  const t = target.value;
  if (a.id === t.id) return err(`${a.name} cannot fight itself.`);
  if (a.side === t.side) return err(`${t.name} ${verb(t, 'is')} on the same side as ${a.name}.`);
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
    if (!u) return err(`Levels may be passed only to supporting units; ${state.units.find((x) => x.id === id)?.name ?? `"${id}"`} is not one.`);
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
      notes.push(`${t.name} ${verb(t, 'is')} taken in ${flanked.face}: ${flanked.enemy.name} ${verb(flanked.enemy, 'has')} contacted ${its(t)} ${flanked.face}.`);
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
      notes.push(`${a.name} ${verb(a, 'is')} ${itWord(a) === 'it' ? 'itself' : 'themselves'} taken in ${flanked.face}: ${flanked.enemy.name} ${verb(flanked.enemy, 'has')} contacted ${its(a)} ${flanked.face}.`);
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
  const contactFace: Face = troop(t.type).noFlanks ? 'front' : (req.aspect ?? 'front');
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

// ---------------------------------------------------------------------------------------
// Resolving

export interface FightResult {
  readonly resolution: Resolution;
  readonly events: DevilEvent[];
  readonly actorAfter: Status;
  readonly targetAfter: Status;
}

/**
 * Roll a fight (actor die, target die, then any leader dice) and turn it into events. A loser
 * that may pass levels to its supports and has not said how beforehand chooses after the roll:
 * the loss is then held (`melee-held`) until `spread` or the next command settles it, which
 * calls this again with the dice already rolled (`settle`).
 */
export function resolveFight(state: DevilState, f: Fight, dice: DiceSource, settle?: { readonly actorDie: number; readonly targetDie: number }): FightResult {
  const mods = fightModifiers(state, f);
  const a = total(mods.actor);
  const b = total(mods.target);
  const odds = fightOdds(state, f);
  const stage = f.charging ? 'Melee (charging)' : 'Melee';
  const actorDie = settle?.actorDie ?? dice.roll(6, `actor: ${f.actor.name}`, rollFor(stage, f.actor.name, mods.actor, a));
  const targetDie = settle?.targetDie ?? dice.roll(6, `target: ${f.target.name}`, rollFor(stage, f.target.name, mods.target, b));
  const difference = actorDie + a - (targetDie + b);
  const outcome = meleeOutcome(difference, actorDestroyable(state));
  const rolled = { action: 'melee', actor: f.actor.name, target: f.target.name, modifiers: mods, actorModifier: a, targetModifier: b, rolls: { actor: actorDie, target: targetDie }, difference, odds };
  const held = settle ? null : holdLoss(f, outcome, actorDie, targetDie, Math.abs(difference));
  if (held) {
    const events = [...involvement(state, f), { type: 'melee-held' as const, held: held.record, text: held.text }];
    return { resolution: { ...rolled, result: [held.text, ...f.notes].join(' '), changes: [] }, events, actorAfter: f.actorStatus, targetAfter: f.targetStatus };
  }

  const events: DevilEvent[] = [];
  const changes: Change[] = [];
  const sentences: string[] = [];
  /** Table levels (or destruction) each unit actually took, for the leader roll. */
  const took = new Map<string, { loss: Loss; applied: AppliedLoss; before: { status: Status; bases: number; startBases: number } }>();
  const hit = (unit: UnitState, status: Status, loss: Loss) => {
    const applied = applyLossTo(unit, status, loss, `melee: ${f.actor.name} against ${f.target.name}`);
    events.push(applied.event);
    changes.push(applied.change);
    took.set(unit.id, { loss, applied, before: { status, bases: unit.bases, startBases: unit.startBases } });
    return applied;
  };

  if (outcome.kind === 'both') {
    const x = hit(f.actor, f.actorStatus, 1);
    const y = hit(f.target, f.targetStatus, 1);
    sentences.push(`Equal scores: both sides lose 1 level. ${x.sentence} ${y.sentence}`);
  } else {
    const loser = outcome.loser === 'actor' ? f.actor : f.target;
    const status = outcome.loser === 'actor' ? f.actorStatus : f.targetStatus;
    const supporters = outcome.loser === 'actor' ? f.support : f.targetSupport;
    const margin = Math.abs(difference);
    if (outcome.loss === 'destroyed') {
      const x = hit(loser, status, 'destroyed');
      sentences.push(`${loser.name} lost by ${margin}: ${x.sentence}`);
    } else {
      // The loser may pass up to half its levels (rounded down) to supporting units.
      let passable = Math.floor(outcome.loss / 2);
      const passed: { unit: UnitState; levels: number }[] = [];
      for (const s of supporters) {
        const want = f.spread[s.id] ?? 0;
        const n = Math.min(want, passable);
        if (n > 0) {
          passed.push({ unit: s, levels: n });
          passable -= n;
        }
      }
      const kept = outcome.loss - passed.reduce((n, p) => n + p.levels, 0);
      const x = hit(loser, status, kept as Loss);
      const parts = [`${loser.name} lost by ${margin} (${outcome.loss} level${outcome.loss === 1 ? '' : 's'}): ${x.sentence}`];
      for (const p of passed) parts.push(`Passed on to a supporting unit: ${hit(p.unit, p.unit.status, p.levels as Loss).sentence}`);
      const wanted = supporters.reduce((n, s) => n + (f.spread[s.id] ?? 0), 0);
      if (wanted > 0 && passed.length === 0) parts.push(`(A loss of ${outcome.loss} level${outcome.loss === 1 ? '' : 's'} cannot be passed on: half, rounded down, is ${Math.floor(outcome.loss / 2)}.)`);
      sentences.push(parts.join(' '));
    }
  }

  const statusAfter = (u: UnitState, status: Status) => took.get(u.id)?.applied.after.status ?? status;
  const actorAfter = statusAfter(f.actor, f.actorStatus);
  const targetAfter = statusAfter(f.target, f.targetStatus);

  // Leaders: in the melee, caught up, and at risk.
  const involved: { unit: UnitState; present: boolean }[] = [
    { unit: f.actor, present: f.actorLeader },
    { unit: f.target, present: f.targetLeader },
    ...f.support.map((unit) => ({ unit, present: true })),
    ...f.targetSupport.map((unit) => ({ unit, present: true })),
  ];
  const fallsOn = designed(state, LEADER_RISK.fallsOn.key, LEADER_RISK.fallsOn.value).value;
  const fates: DevilEvent[] = [];
  for (const { unit, present } of involved) {
    if (!present) continue;
    for (const leader of attachedLeaders(state, unit.id)) {
      if (!settle) events.push(...leaderInvolved(state, f, leader, unit));
      const t = took.get(unit.id);
      if (!t) continue;
      const levels = riskLevels(state, t.before, t.loss);
      const lost = t.applied.after.status === 'destroyed' ? `${unit.name} destroyed` : `${unit.name} lost ${t.loss === 1 ? '1 level' : `${t.loss} levels`}`;
      const roll = dice.roll(6, `leader: ${leader.name}`, rollFor('Leader casualty', leader.name, [{ label: lost, value: levels, reason: `he falls on ${fallsOn} or more` }], levels));
      if (roll + levels >= fallsOn) {
        const fate = t.applied.after.status === 'destroyed' ? 'captured' : 'killed';
        fates.push({ type: 'leader-fate', leader: leader.id, fate, text: `${leader.name} is ${fate} in the melee.` });
        sentences.push(`${leader.name} is ${fate} (leader roll ${roll} + ${plural(levels, 'level')} ≥ ${fallsOn}).`);
      } else {
        sentences.push(`${leader.name} survives (leader roll ${roll} + ${plural(levels, 'level')} < ${fallsOn}).`);
      }
    }
  }
  events.push(...fates);

  // Every unit in the fight may now face a contacted flank ("Melee": after a Melee has been conducted).
  const fought = [f.actor, f.target, ...f.support, ...f.targetSupport];
  events.push({ type: 'melee-fought', units: fought.map((u) => u.id), text: `${unitList(fought.map((u) => u.name))} fought a melee this turn.` });

  // Everyone but the actor has acted (the turn engine marks the actor and the activation).
  if (!settle) events.push(...actedInMelee(f));
  if (settle) events.push({ type: 'melee-settled', text: `The loss of the melee between ${f.actor.name} and ${f.target.name} is taken.` });

  if (actorAfter !== 'destroyed' && targetAfter !== 'destroyed') {
    // The ground is kept with the combat, so its next melee is fought on it unless told otherwise.
    const faces = { ...(f.contact ? { faceA: f.contact.actor, faceB: f.contact.target } : {}), ground: f.ground };
    const where = f.contact && f.contact.target !== 'front' ? ` (on the ${f.contact.target} of ${f.target.name})` : '';
    events.push({ type: 'engaged', a: f.actor.id, b: f.target.id, ...faces, text: `${f.actor.name} and ${f.target.name} remain engaged${where}.` });
    sentences.push('The combat goes on: both units stay in contact.');
  } else if (targetAfter === 'destroyed' && actorAfter !== 'destroyed') {
    sentences.push(occupySentence(f.actor, f.target.name, f.charging));
  }
  const faceFlank = (u: UnitState, after: Status, flanked: boolean) => {
    if (flanked && after !== 'destroyed' && !u.facedFlank) sentences.push(`If ${u.name} ${verb(u, 'is')} contacted on a flank but not on ${its(u)} front, ${itWord(u)} may now face that flank (once per turn).`);
  };
  faceFlank(f.target, targetAfter, f.aspect !== 'front');
  faceFlank(f.actor, actorAfter, f.actorFlanked);
  sentences.push(...f.notes);

  return { resolution: { ...rolled, result: sentences.join(' '), changes }, events, actorAfter, targetAfter };
}

/**
 * "Combat Effects and Rallying": a unit that charges and destroys its enemy must move forward into
 * the space its Target held; otherwise the move is optional; either way only if no other enemy is
 * in contact with it. A kill by the charger's fire at contact is part of its charge (charge.ts).
 */
export function occupySentence(actor: Named, target: string, charged: boolean): string {
  const name = (n: Named) => (typeof n === 'string' ? n : n.name);
  const them = isPlural(actor) ? 'them' : 'it';
  return charged
    ? `${name(actor)} charged and destroyed ${its(actor)} enemy: ${itWord(actor)} must move forward to occupy the space ${target} held, unless another enemy is still in contact with ${them}.`
    : `${name(actor)} may move forward to occupy the space ${target} held, unless another enemy is still in contact with ${them}.`;
}

/** A leader attached to a unit in the melee: he has been in it, and may be caught up ("Melee", "Leaders and Command Control"). */
function leaderInvolved(state: DevilState, f: Fight, leader: LeaderState, unit: UnitState): DevilEvent[] {
  const events: DevilEvent[] = [{ type: 'leader-in-melee', leader: leader.id, text: `${leader.name} is in the melee with ${unit.name}: he may not move again this turn.` }];
  if (caughtUp(state, leader)) {
    const why = leader.side === f.actor.side ? 'is involved in the melee before his own initiative' : 'is caught up in the struggle';
    events.push({ type: 'caught-up', leader: leader.id, text: `${leader.name} ${why}: it costs him one activation.` });
  }
  return events;
}

const actedInMelee = (f: Fight): DevilEvent[] => [f.target, ...f.support, ...f.targetSupport].map((u) => ({ type: 'acted', unit: u.id, text: `${u.name} ${verb(u, 'has')} acted (in the melee).` }));

/** What a melee does whatever its result: its leaders are in it, and every unit but the actor has acted. */
function involvement(state: DevilState, f: Fight): DevilEvent[] {
  const units: [UnitState, boolean][] = [[f.actor, f.actorLeader], [f.target, f.targetLeader], ...f.support.map((u): [UnitState, boolean] => [u, true]), ...f.targetSupport.map((u): [UnitState, boolean] => [u, true])];
  return [...units.flatMap(([unit, present]) => (present ? attachedLeaders(state, unit.id).flatMap((l) => leaderInvolved(state, f, l, unit)) : [])), ...actedInMelee(f)];
}

/**
 * "Melee" and "Leaders and Command Control": every leader attached to a unit involved in the
 * combat (actor, target or supporting, on either side) is considered to have spent one
 * activation on it if he has not yet activated this turn — that is, unless he is the leader
 * holding the initiative, or has already had the initiative this turn.
 */
function caughtUp(state: DevilState, leader: LeaderState): boolean {
  return leader.id !== state.activeLeader && !leader.hadInitiative;
}

export const resolveMelee: Resolver<MeleeRequest> = (state, req, dice) => {
  const f = planFight(state, req);
  if (!f.ok) return f;
  const r = resolveFight(state, f.value, dice);
  return ok({ results: [r.resolution], events: r.events });
};
