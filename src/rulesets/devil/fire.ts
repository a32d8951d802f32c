/**
 * Fire and Advancing Fire (seed 000, "Fire", "Advancing Fire"; "Actions"), and the shared
 * machinery the charge sequence uses for defensive, pass-through and contact fire.
 *
 * One calculation per target: the firer's die plus its modifiers against the target's die
 * plus its modifiers, the difference read through the Fire table (results.ts); an
 * Advancing Fire reads the same table, its firer's die lowered by `fire.advancing`
 * (combat-tables.ts). Combined fire from several units is
 * one calculation: the most numerous firing type fires (the player chooses on a tie), and
 * that choice also settles whether the firer counts as disordered or demoralized. Which
 * target may be chosen (closer targets first, except for cannon; range, arc and line of
 * sight) is the table's business: the game master checks it, the tool only takes the
 * range band and the cover.
 */
import { type DiceSource, rollUnlessSettled } from '../../dice/dice.js';
import type { Modifier, Odds, Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { AdvancingFireRequest, Cover, DevilOutcome, FireRequest, FireTarget, ForceRatio, Resolver } from './actions.js';
import { type Arc, arcName, arcWords, canAdvanceFire, canFire, firingBases, sameArc, troop } from './catalogue.js';
import { FIRE, FIRE_COVER, FIRE_FIRER, FIRE_TARGET, type FiringTroop, type TableRow } from './combat-tables.js';
import type { DevilEvent } from './events.js';
import { fireRatio, invertRatio } from './force-ratio.js';
import { modifier } from './house-rules.js';
import { firstOfPair, lowerFirst, secondOfPair, settledPair } from './hand-reading.js';
import { applyLossTo, fireLabel, fireOutcome, fireTableOdds, hasLeader, livingUnit, type Loss } from './results.js';
import type { DevilState, Status, UnitState } from './state.js';
import { fireTargets, shareSplitFire } from './split-fire.js';
import { loseLevels } from './status.js';
import { moveInches } from './turn-tables.js';
import { isPlural, its, itWord, marchColumnRefusal, possessive, typeNoun, unitList, verb } from './words.js';

/** Both sides' itemised modifiers. */
export interface CombatModifiers {
  readonly actor: readonly Modifier[];
  readonly target: readonly Modifier[];
}

export const total = (mods: readonly Modifier[]): number => mods.reduce((n, m) => n + m.value, 0);

/** A table row as an itemised modifier, house rules applied; the reason names the guide's section. */
export const tableModifier = (state: Pick<DevilState, 'houseRules'>, row: TableRow): Modifier => modifier(state, row.key, row.label, row.value, `${row.reason} (${row.section})`);

/** One calculation of fire on one target, fully decided. */
export interface Shot {
  /** "Fire", "Advancing fire", "Defensive fire", "Pass-through fire", "Fire at contact". */
  readonly action: string;
  readonly firers: readonly UnitState[];
  /** The unit whose type fires (the most numerous type; the player's choice on a tie). */
  readonly decider: UnitState;
  /** Cuirassiers' and reiters' pistols at contact. */
  readonly pistols: boolean;
  readonly firingBases: number;
  readonly target: UnitState;
  readonly short: boolean;
  readonly cover: Cover;
  readonly firerStatus: Status;
  readonly targetStatus: Status;
  readonly leader: boolean;
  /** Seen from the firer. */
  readonly ratio: ForceRatio;
  readonly advancing: boolean;
  readonly arc: Arc;
}

const COVERS: readonly Cover[] = ['none', 'soft', 'hard', 'fortified'];

/** Combined firers as one name: "Regimental Guns 1 and 2", "Levy and Finns". */
export const firerName = (shot: Pick<Shot, 'firers'>): string => unitList(shot.firers.map((u) => u.name));

/** The itemised modifiers of a shot: the firer's (actor) and the target's. */
export function shotModifiers(state: Pick<DevilState, 'houseRules'>, shot: Shot): CombatModifiers {
  const t = troop(shot.decider.type);
  const target = troop(shot.target.type);
  const actor: Modifier[] = [];
  const defence: Modifier[] = [];
  const add = (list: Modifier[], row: TableRow) => list.push(tableModifier(state, row));

  if (shot.pistols) add(actor, FIRE.pistols);
  else {
    const row = FIRE_FIRER[t.id as FiringTroop] as TableRow | undefined;
    if (row) add(actor, row);
  }
  if (t.veteran) add(actor, FIRE.veteran);
  if (shot.short && !shot.pistols) add(actor, FIRE.short);
  if (shot.firerStatus === 'disordered') add(actor, FIRE.disordered);
  if (shot.firerStatus === 'demoralized') add(actor, FIRE.demoralized);
  if (shot.leader) add(actor, FIRE.leader);
  if (shot.advancing) add(actor, FIRE.advancing);
  if (shot.ratio === 'outnumbers') add(actor, FIRE.outnumbers);
  if (shot.ratio === 'badly-outnumbers') add(actor, FIRE.badlyOutnumbers);

  add(defence, FIRE_TARGET[target.category]);
  if (target.veteran) add(defence, FIRE.targetVeteran);
  if (shot.cover !== 'none') add(defence, FIRE_COVER[shot.cover]);
  const seen = invertRatio(shot.ratio);
  if (seen === 'outnumbers') add(defence, FIRE.outnumbers);
  if (seen === 'badly-outnumbers') add(defence, FIRE.badlyOutnumbers);
  return { actor, target: defence };
}

const targetStrength = (shot: Shot) => ({ name: shot.target.name, status: shot.targetStatus, bases: shot.target.bases, startBases: shot.target.startBases });

/**
 * The target as a shot's odds must see it. End-of-turn fire is simultaneous ("Combat Effects
 * and Rallying"): hits already rolled on the target wait for the step's end and add up, so a
 * further shot's outcomes (destroyed or not) and levels are counted after them.
 */
function oddsTarget(state: Pick<DevilState, 'pendingFire'>, shot: Shot) {
  const t = targetStrength(shot);
  const waiting = (state.pendingFire ?? []).filter((h) => h.unit === shot.target.id);
  if (waiting.length === 0) return t;
  const after = loseLevels(t, waiting.reduce((n, h) => n + h.levels, 0), waiting.some((h) => h.destroy));
  return { ...t, status: after.status, bases: after.bases };
}

/** Exact odds of a shot through the Fire table (an Advancing Fire too: only its modifiers differ). */
export function shotOdds(state: Pick<DevilState, 'houseRules' | 'pendingFire'>, shot: Shot): Odds {
  const m = shotModifiers(state, shot);
  return fireTableOdds(total(m.actor) - total(m.target), oddsTarget(state, shot));
}

export interface ShotResult {
  readonly resolution: Resolution;
  readonly events: DevilEvent[];
  /** What the target suffered, null for no effect. */
  readonly loss: Loss | null;
  /** The target's status after the shot. */
  readonly targetAfter: Status;
}

/** Roll a shot (actor die first, then target die) and turn it into a Resolution and events. */
export function resolveShot(state: Pick<DevilState, 'houseRules'>, shot: Shot, dice: DiceSource): ShotResult {
  const mods = shotModifiers(state, shot);
  const a = total(mods.actor);
  const b = total(mods.target);
  const odds = shotOdds(state, shot);
  const name = firerName(shot);
  // Players rolling by hand see the roll's odds, then what each face of the target's die gives.
  const stage = lowerFirst(shot.action);
  // A die no face of which changes the result is settled: a program still rolls it (seeded
  // journals unchanged), players rolling by hand are not asked for it (null).
  const actorArgs = [6, `${possessive(name)} ${stage}`, firstOfPair(shot.action, name, mods.actor, a, shot.target.name, b, odds.outcomes)] as const;
  // Every shot settles (Fire, Advancing Fire and a charge's fire stages alike).
  const actorRolled = rollUnlessSettled(dice, odds.outcomes.length === 1, ...actorArgs);
  const actorDie = actorRolled ?? 1;
  const first = { name, die: actorDie, net: a };
  const fired = targetStrength(shot);
  const faceLabel = (face: number) => fireLabel(fired, actorDie + a - (face + b));
  // The target's die is headed as the unit shot at ("Blue Brigade under defensive fire"), not as if it fired.
  // The die's label (the hand-dice recap, the journal) reads as its question does: "under pistol fire at contact".
  const under = `${shot.target.name} under ${stage.replace(/^(pistol|carbine)s at contact$/, '$1 fire at contact')}`;
  const targetReading = { ...secondOfPair(shot.action, shot.target.name, mods.target, b, first, faceLabel), stage: under };
  const targetArgs = [6, under, targetReading] as const;
  const settledTarget = actorRolled === null || [2, 3, 4, 5, 6].every((f) => faceLabel(f) === faceLabel(1));
  const targetRolled = rollUnlessSettled(dice, settledTarget, ...targetArgs);
  const targetDie = targetRolled ?? 1;
  const difference = actorDie + a - (targetDie + b);
  const outcome = fireOutcome(difference);
  const events: DevilEvent[] = [];
  for (const u of shot.firers) {
    // A flank fired into without its side is narrowed once a side is named: the other side stays closed.
    const narrows = u.firedArc === 'flank' && (shot.arc === 'left' || shot.arc === 'right');
    if (troop(u.type).oneArcPerTurn && (u.firedArc === null || narrows)) {
      events.push({ type: 'fired-arc', unit: u.id, arc: shot.arc, text: `${u.name} ${verb(u, 'has')} fired into ${its(u)} ${arcName(shot.arc)} arc this turn.` });
    }
  }
  let result: string;
  let loss: Loss | null = null;
  let targetAfter: Status = shot.targetStatus;
  const changes = [];
  if (outcome.kind === 'none') {
    result = `No effect on ${shot.target.name}.`;
  } else {
    loss = outcome.loss;
    const applied = applyLossTo(shot.target, shot.targetStatus, outcome.loss, `${shot.action.toLowerCase()} by ${name}`);
    events.push(applied.event);
    changes.push(applied.change);
    targetAfter = applied.after.status;
    result = applied.sentence;
  }
  const shown = settledPair(actorRolled, targetRolled, shot.target.name);
  if (shown.unasked) result = `${result} ${shown.unasked}`;
  const resolution: Resolution = {
    action: shot.action,
    actor: name,
    target: shot.target.name,
    modifiers: mods,
    actorModifier: a,
    targetModifier: b,
    // A die not asked for is not shown: its face was never known.
    rolls: shown.rolls,
    ...(shown.unasked ? {} : { difference }),
    result,
    changes,
    odds,
  };
  return { resolution, events, loss, targetAfter };
}

// ---------------------------------------------------------------------------------------
// Who may fire

/** Why a unit cannot fire now (not charging or charged), or null if it can. */
export function cannotFireReason(unit: UnitState, charging = false): string | null {
  const t = troop(unit.type);
  if (canFire(t, unit.missiles, charging)) return null;
  switch (t.fire) {
    case 'never':
      return `${unit.name} cannot fire: ${typeNoun(t.name)} have no missile weapons.`;
    case 'charges':
      return `${unit.name} can fire only when charging or charged.`;
    case 'scenario':
      return `${unit.name} ${verb(unit, 'has')} no missile weapons (the scenario does not arm ${isPlural(unit) ? 'them' : 'it'}).`;
    default:
      return `${unit.name} cannot fire.`;
  }
}

/** Rules of the Fire action itself for one firing unit: weapon, formation, combat, arc. */
function firerProblem(unit: UnitState, arc: Arc): string | null {
  const reason = cannotFireReason(unit);
  if (reason) return reason;
  if (unit.formation === 'march') return marchColumnRefusal(unit);
  if (unit.engagedWith.length > 0) return `${unit.name} ${verb(unit, 'is')} in a melee and cannot fire.`;
  const t = troop(unit.type);
  if (firingBases(t, unit.bases, arc) === 0) return `${unit.name} cannot fire into ${its(unit)} ${arcName(arc)} arc.`;
  if (t.oneArcPerTurn && unit.firedArc !== null && !sameArc(unit.firedArc, arc)) {
    return `${unit.name} ${verb(unit, 'has')} already fired into ${its(unit)} ${arcName(unit.firedArc)} arc this turn: a Swedish brigade fires into one arc per turn.`;
  }
  return null;
}

function checkStatusOverride(status: Status | undefined, who: string): string | null {
  if (status === 'destroyed') return `The ${who} status cannot be set to destroyed: a destroyed unit takes no part.`;
  return null;
}

function enemyTarget(state: DevilState, firers: readonly UnitState[], targetId: string): Result<UnitState, string> {
  const target = livingUnit(state, targetId);
  if (!target.ok) return target;
  const first = firers[0];
  if (first && target.value.side === first.side) return err(`${target.value.name} ${verb(target.value, 'is')} on the same side as ${first.name}: choose an enemy unit.`);
  return target;
}

/** Decide a Fire request into a shot, or refuse it with the reason. */
export function planFire(state: DevilState, req: FireRequest): Result<Shot, string> {
  if (req.units.length === 0) return err('Name at least one firing unit.');
  if (new Set(req.units).size !== req.units.length) return err('A unit is listed twice among the firers.');
  if (!COVERS.includes(req.cover)) return err(`Cover is none, soft, hard or fortified, not "${String(req.cover)}".`);
  const arc: Arc = req.arc ?? 'front';
  const firers: UnitState[] = [];
  for (const id of req.units) {
    const u = livingUnit(state, id);
    if (!u.ok) return u;
    if (firers[0] && u.value.side !== firers[0].side) return err(`${u.value.name} and ${firers[0].name} are on different sides: combined fire comes from one side.`);
    const problem = firerProblem(u.value, arc);
    if (problem) return err(problem);
    firers.push(u.value);
  }
  const target = enemyTarget(state, firers, req.target);
  if (!target.ok) return target;
  const bad = checkStatusOverride(req.actorStatus, 'firer\'s') ?? checkStatusOverride(req.targetStatus, 'target\'s');
  if (bad) return err(bad);

  // The most numerous firing type decides; on a tie the player chooses (default: first listed).
  const basesOf = (u: UnitState) => firingBases(troop(u.type), u.bases, arc);
  const byType = new Map<string, number>();
  for (const u of firers) byType.set(u.type, (byType.get(u.type) ?? 0) + basesOf(u));
  const most = Math.max(...byType.values());
  const tied = new Set([...byType].filter(([, n]) => n === most).map(([type]) => type));
  let decider: UnitState | undefined;
  if (req.firingType !== undefined) {
    const chosen = firers.find((u) => u.id === req.firingType) ?? firers.find((u) => u.type === req.firingType);
    if (!chosen) return err(`"${req.firingType}" is not one of the firing units.`);
    if (!tied.has(chosen.type)) return err(`${chosen.name} cannot set the firing type: ${typeNoun(troop(chosen.type).name)} are not the most numerous firing bases.`);
    decider = firers.find((u) => u.id === req.firingType) ?? bestOfType(firers, chosen.type, basesOf);
  } else {
    const type = firers.find((u) => tied.has(u.type))?.type;
    decider = type === undefined ? undefined : bestOfType(firers, type, basesOf);
  }
  if (!decider) return err('No unit can fire.');

  const available = firers.reduce((n, u) => n + basesOf(u), 0);
  let bases = available;
  if (req.bases !== undefined) {
    if (!Number.isInteger(req.bases) || req.bases < 1 || req.bases > available) {
      const where = ` ${arcWords(arc)}`;
      const can = available === 1 ? 'only 1 base can fire' : `only ${available} bases can fire`;
      return err(`${req.bases > available ? `${can[0]?.toUpperCase()}${can.slice(1)}${where}` : 'Firing bases start at 1'}: give --bases from 1 to ${available}, not ${req.bases}.`);
    }
    bases = req.bases;
  }
  return ok({
    action: 'Fire',
    firers,
    decider,
    pistols: false,
    firingBases: bases,
    target: target.value,
    short: req.short,
    cover: req.cover,
    firerStatus: req.actorStatus ?? decider.status,
    targetStatus: req.targetStatus ?? target.value.status,
    leader: req.leaderWithActor ?? firers.some((u) => hasLeader(state, u.id)),
    ratio: req.ratio ?? fireRatio(bases, target.value),
    advancing: false,
    arc,
  });
}

/** The unit of a type firing the most bases (the first listed on a tie): its status is the firer's. */
function bestOfType(firers: readonly UnitState[], type: string, basesOf: (u: UnitState) => number): UnitState | undefined {
  let best: UnitState | undefined;
  for (const u of firers) if (u.type === type && (!best || basesOf(u) > basesOf(best))) best = u;
  return best;
}

export function fireModifiers(state: DevilState, req: FireRequest): Result<CombatModifiers, string> {
  const shot = planFire(state, req);
  return shot.ok ? ok(shotModifiers(state, shot.value)) : shot;
}

export function fireOdds(state: DevilState, req: FireRequest): Result<Odds, string> {
  const shot = planFire(state, req);
  return shot.ok ? ok(shotOdds(state, shot.value)) : shot;
}

/** The request for one target of a Fire action: the action's firers and overrides, that target's fields. */
function oneTarget(req: FireRequest, target: FireTarget, bases?: number): FireRequest {
  const { split: _split, bases: _bases, arc: _arc, ratio: _ratio, targetStatus: _status, ...common } = req;
  return {
    ...common,
    target: target.target,
    short: target.short,
    cover: target.cover,
    ...(bases === undefined ? {} : { bases }),
    ...(target.arc === undefined ? {} : { arc: target.arc }),
    ...(target.ratio === undefined ? {} : { ratio: target.ratio }),
    ...(target.targetStatus === undefined ? {} : { targetStatus: target.targetStatus }),
  };
}

/**
 * Decide a whole Fire action into its shots, one per target, or refuse it. A split fire
 * ("Fire": a separate calculation for each target unit) is one unit's: its bases are
 * shared out per arc for the whole action (split-fire.ts), each target's force ratio counts
 * the bases given to it.
 */
export function planFireAction(state: DevilState, req: FireRequest): Result<Shot[], string> {
  if (!req.split || req.split.length === 0) {
    const one = planFire(state, req);
    return one.ok ? ok([one.value]) : one;
  }
  if (req.units.length !== 1) return err('Split fire is one unit firing at several targets: combine fire on one target only (fire A1,A2 at D1).');
  const targets = fireTargets(req);
  for (const target of targets) {
    const alone = planFire(state, oneTarget(req, target));
    if (!alone.ok) return alone;
  }
  const unit = livingUnit(state, req.units[0] ?? '');
  if (!unit.ok) return unit;
  const shared = shareSplitFire(unit.value, targets, state);
  if (!shared.ok) return shared;
  const shots: Shot[] = [];
  for (const [i, target] of targets.entries()) {
    const shot = planFire(state, oneTarget(req, target, shared.value[i]));
    if (!shot.ok) return shot;
    shots.push(shot.value);
  }
  return ok(shots);
}

/** One target's calculation of a Fire action, before any die is rolled. */
export interface ShotPreview {
  readonly shot: Shot;
  readonly modifiers: CombatModifiers;
  readonly odds: Odds;
}

/** Every target's modifiers and exact odds (`mods`, `odds`), in the order the dice roll. */
export function fireActionPreview(state: DevilState, req: FireRequest): Result<ShotPreview[], string> {
  const shots = planFireAction(state, req);
  if (!shots.ok) return shots;
  return ok(shots.value.map((shot) => ({ shot, modifiers: shotModifiers(state, shot), odds: shotOdds(state, shot) })));
}

/** A Fire action: each target's calculation rolled in turn (actor die, then target die). */
export const resolveFire: Resolver<FireRequest> = (state, req, dice) => {
  const shots = planFireAction(state, req);
  if (!shots.ok) return shots;
  const results: Resolution[] = [];
  const events: DevilEvent[] = [];
  for (const shot of shots.value) {
    const r = resolveShot(state, shot, dice);
    results.push(r.resolution);
    // A Swedish brigade's arc is recorded once for the whole action.
    events.push(...r.events.filter((e) => e.type !== 'fired-arc' || !events.some((x) => x.type === 'fired-arc' && x.unit === e.unit)));
  }
  return ok({ results, events });
};

// ---------------------------------------------------------------------------------------
// Advancing Fire

export { canAdvanceFire } from './catalogue.js';

export function planAdvancingFire(state: DevilState, req: AdvancingFireRequest): Result<Shot, string> {
  const unit = livingUnit(state, req.unit);
  if (!unit.ok) return unit;
  const u = unit.value;
  if (!canAdvanceFire(u, state)) {
    const t = troop(u.type);
    return err(
      t.advancingFire === 'scenario'
        ? `${u.name} may make an advancing fire only when the scenario arms ${isPlural(u) ? 'them' : 'it'} with missiles.`
        : `${u.name} cannot make an advancing fire: only musketeers in lines, forlorn hopes, dragoons, harquebusiers, irregular light horse and armed eastern reiters can.`,
    );
  }
  const plan = planFire(state, {
    kind: 'fire',
    units: [req.unit],
    target: req.target,
    short: req.short,
    cover: req.cover,
    ...(req.bases === undefined ? {} : { bases: req.bases }),
    ...(req.ratio === undefined ? {} : { ratio: req.ratio }),
    ...(req.leaderWithActor === undefined ? {} : { leaderWithActor: req.leaderWithActor }),
    ...(req.actorStatus === undefined ? {} : { actorStatus: req.actorStatus }),
    ...(req.targetStatus === undefined ? {} : { targetStatus: req.targetStatus }),
  });
  return plan.ok ? ok({ ...plan.value, action: 'Advancing fire', advancing: true }) : plan;
}

export function advancingFireModifiers(state: DevilState, req: AdvancingFireRequest): Result<CombatModifiers, string> {
  const shot = planAdvancingFire(state, req);
  return shot.ok ? ok(shotModifiers(state, shot.value)) : shot;
}

export function advancingFireOdds(state: DevilState, req: AdvancingFireRequest): Result<Odds, string> {
  const shot = planAdvancingFire(state, req);
  return shot.ok ? ok(shotOdds(state, shot.value)) : shot;
}

/**
 * "you set the range at the distance before movement, and move directly toward the
 * target ... The game app will indicate distance moved, and then the effects of fire.
 * Advancing fire tends to be much less effective than regular fire." The distance is the
 * unit's Advance allowance from the movement table; the effect is a Fire with
 * `fire.advancing` on the firer's die, read in the Fire table like any fire.
 */
export const resolveAdvancingFire: Resolver<AdvancingFireRequest> = (state, req, dice): Result<DevilOutcome, string> => {
  const shot = planAdvancingFire(state, req);
  if (!shot.ok) return shot;
  const u = shot.value.decider;
  const inches = moveInches(state, u.type, 'advance').value;
  const r = resolveShot(state, shot.value, dice);
  const moved = `${u.name} ${verb(u, 'moves')} up to ${inches}" directly toward ${shot.value.target.name}, firing as ${itWord(u)} ${verb(u, 'goes')}.`;
  return ok({ results: [{ ...r.resolution, result: `${moved} ${r.resolution.result}` }], events: r.events });
};
