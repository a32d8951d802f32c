/**
 * Shooting, seed 003 "Step 1.2. Defender Shoot" (marker, criteria, order, range, arcs, front
 * before flank, shooting dice, primary and secondary units, infantry defending difficult
 * terrain, commanders and shooting) and "Step 3.3. Point Blank Shooting".
 *
 * The tool checks what the state knows (markers, contact, types, who may be shot at, one
 * volley per target per step); range, arc, line of sight and "closest target first" are the
 * game master's to judge at the table, answered by flags (`--flank`, `--cover`).
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Change, Modifier, Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { ShootRequest } from './actions.js';
import { commanderCasualty } from './casualties.js';
import type { TillyEvent } from './events.js';
import { changeText, chargedInto, enemiesInContact, faces, onTable, outcome, plural, sideName, sideOfRole, takeHits, type TillyOutcome, typeName, unitOf } from './helpers.js';
import { theSideSays } from './side-words.js';
import { type Pool, poolDice, shootingOdds } from './odds.js';
import type { TillyState, TillyUnit } from './state.js';
import { sightNamesRefusal, sightRefusal } from './geometry.js';
import { isShootStep, stepDef } from './steps.js';
import { canShoot, isDefendingInfantry, rangeWords, TABLE_1 } from './units.js';
import type { BaseWidth } from './state.js';
import { its, verb } from '../../engine/english.js';

const SHOOTING_DICE = 'rule book, "Shooting dice"';

export interface ShootingPlan {
  readonly shooters: readonly TillyUnit[];
  readonly target: TillyUnit;
  readonly pools: readonly Pool[];
}

function shooterRefusal(s: TillyState, u: TillyUnit, req: ShootRequest, target: TillyUnit): string | null {
  if (!onTable(u)) return `${u.name} ${verb(u, 'is')} no longer on the table`;
  if (u.type === 'commander') return 'commanders neither shoot nor can be shot at ("Commanders and shooting")';
  if (!canShoot(u.type)) return `${typeName(u)} cannot shoot (Table 1)`;
  if (u.pivoted) return `${u.name} pivoted this turn and cannot shoot ("Cannons pivot or shoot")`;
  if (u.shot) return `${u.name} ${verb(u, 'has')} already shot this turn (shooting marker)`;
  if (u.side === target.side) return `${target.name} ${verb(target, 'is')} a friendly unit`;
  if (u.type === 'cannons' && req.flank.includes(u.id)) return 'cannons can only shoot to their front ("Shooting arcs")';
  const contacts = enemiesInContact(s, u.id);
  if (!req.pointBlank) {
    if (contacts.length > 0) return `${u.name} ${verb(u, 'is')} in contact with the enemy and cannot shoot ("Shooting criteria")`;
    return null;
  }
  // Point-blank: seed 003, "Step 3.3. Point Blank Shooting": the unit "did not charge this
  // turn", whether or not its charge reached contact. A unit contacted before its own charge
  // could move made no charge (its declaration was cancelled), so it may still shoot.
  if (u.charged) return `${u.name} charged this turn${u.charged.contact ? '' : ` (${its(u)} charge fell short)`} and cannot shoot at point-blank range`;
  if (u.evaded) return `${u.name} evaded instead of shooting`;
  const charge = target.charged;
  if (!charge || !chargedInto(target, u.id)) return `${target.name} did not charge ${u.name} this turn`;
  if (charge.aspect === 'rear') return `${target.name} charged ${u.name} in the rear: out of arc ("Shooting arcs")`;
  if (charge.aspect === 'flank' && u.type === 'cannons') return 'cannons can only shoot to their front ("Shooting arcs")';
  const others = contacts.filter((c) => !chargedInto(unitOf(s, c.enemy), u.id));
  if (others.length > 0) return `${u.name} ${verb(u, 'is')} locked in melee with ${unitOf(s, others[0]?.enemy ?? '').name} and cannot shoot`;
  return null;
}

/**
 * "Commanders and shooting": a commander is never shot at directly, only touched through the
 * unit he is attached to (the book's "Shooting at the French general"). Alone, he cannot be hit.
 */
function commanderTargetRefusal(s: TillyState, c: TillyUnit): string {
  const unit = c.attachedTo === null ? undefined : unitOf(s, c.attachedTo);
  if (!unit || !onTable(unit)) return `${c.name} is attached to no unit, and a commander cannot be shot at alone ("Commanders and shooting")`;
  return `${c.name} cannot be shot at directly: shoot at ${unit.name} (${unit.id}), the unit he is attached to: if it takes hits, he may become a casualty ("Commanders and shooting")`;
}

/** Validate a shooting request and work out each shooter's dice (no rolling). */
export function planShooting(s: TillyState, req: ShootRequest): Result<ShootingPlan, string> {
  if (req.pointBlank) {
    if (s.step !== 'point-blank') return err(`point-blank shooting happens in step 3.3, not in ${stepDef(s.step).title.toLowerCase()}`);
  } else if (!isShootStep(s.step)) {
    return err(`shooting happens in steps 1.2 and 2.2, not in ${stepDef(s.step).title.toLowerCase()}${s.step === 'point-blank' ? ' (use pointblank)' : ''}`);
  }
  if (req.units.length === 0) return err('name at least one shooting unit');
  if (new Set(req.units).size !== req.units.length) return err('a unit is named twice');
  const target = unitOf(s, req.target);
  if (!onTable(target)) return err(`${target.name} ${verb(target, 'is')} no longer on the table`);
  if (target.type === 'commander') return err(commanderTargetRefusal(s, target));
  const shooters = req.units.map((id) => unitOf(s, id));
  if (!req.pointBlank) {
    const side = sideOfRole(s, stepDef(s.step).actor === 'attacker' ? 'attacker' : 'defender');
    const wrong = shooters.find((u) => u.side !== side);
    if (wrong) return err(`in step ${stepDef(s.step).number} ${theSideSays(s, side, 'shoots')}, not ${wrong.name} (${sideName(s, wrong.side)})`);
  }
  // "Shooting order" holds in step 3.3 too ("Otherwise the normal shooting rules apply").
  if (s.shotAt.includes(target.id)) return err(`${target.name} ${verb(target, 'has')} already been shot at this step: all shooting at one target happens at once ("Shooting order")`);
  for (const id of req.flank) if (!req.units.includes(id)) return err(`--flank names ${unitOf(s, id).name}, which is not shooting`);
  const stray = sightNamesRefusal(s, req.sight, shooters);
  if (stray) return err(stray);
  for (const u of shooters) {
    const why = shooterRefusal(s, u, req, target);
    if (why) return err(why);
  }
  const flankShooters = req.pointBlank ? (target.charged?.aspect === 'flank' ? req.units : []) : req.flank;
  const unseen = sightRefusal(s, req.sight, shooters, target, flankShooters, req.pointBlank);
  if (unseen) return err(unseen);
  if (req.cover && !isDefendingInfantry(target.type)) {
    return err('--cover only applies to dragoons, pike+shot or shot in difficult terrain or fortifications ("Infantry defending difficult terrain")');
  }
  const pools = shooters.map((u, i): Pool => {
    const items: Modifier[] = [];
    const flank = req.pointBlank ? target.charged?.aspect === 'flank' : req.flank.includes(u.id);
    if (i === 0 && !flank) items.push({ label: 'primary, to front: resolve', value: u.resolve, reason: `one die per point of current resolve (${SHOOTING_DICE})` });
    else if (i === 0) items.push({ label: 'primary, to flank', value: 1, reason: `flank fire is restricted to 1 resolve (${SHOOTING_DICE}; "Shooting arcs")` });
    else items.push({ label: flank ? 'secondary, to flank' : 'secondary', value: 1, reason: `secondary units fire with only 1 resolve ("Primary and secondary shooting units")` });
    if (req.cover) items.push({ label: 'target infantry in difficult terrain or fortifications', value: -1, reason: '"Infantry defending difficult terrain"' });
    const count = Math.max(0, items.reduce((n, m) => n + m.value, 0));
    return { unit: u.id, label: u.name, count, toHit: TABLE_1[u.type].shootToHit ?? 6, items };
  });
  return ok({ shooters, target, pools });
}

/** Roll a pool: one d6 per die, each labelled by its stage and unit ("shooting, French Foot 1") and its place in the pool. */
export function rollPool(pool: Pool, stage: 'shooting' | 'melee', dice: DiceSource): number[] {
  const values: number[] = [];
  for (let i = 1; i <= pool.count; i += 1) values.push(dice.roll(6, `${stage}, ${pool.label}`, undefined, { pool: { die: i, of: pool.count } }));
  return values;
}

export const modifiersOf = (pools: readonly Pool[]): Modifier[] => pools.flatMap((p) => p.items.map((m) => ({ ...m, label: `${p.label}: ${m.label}` })));

export function resolveShoot(s: TillyState, req: ShootRequest, dice: DiceSource): Result<TillyOutcome, string> {
  const planned = planShooting(s, req);
  if (!planned.ok) return planned;
  const { shooters, target, pools } = planned.value;
  const events: TillyEvent[] = [];
  const parts: string[] = [];
  let total = 0;
  const allDice: number[] = [];
  const scored: { unit: TillyUnit; hits: number }[] = [];
  pools.forEach((pool, i) => {
    const u = shooters[i] as TillyUnit;
    const values = rollPool(pool, 'shooting', dice);
    allDice.push(...values);
    const hits = values.filter((v) => v >= pool.toHit).length;
    total += hits;
    scored.push({ unit: u, hits });
    const role = i === 0 ? 'primary' : 'secondary';
    // A pool cut to nothing (cover takes a secondary's one die) is said once, with why.
    parts.push(
      pool.count === 0
        ? `${u.name} (${role}) ${verb(u, 'rolls')} no dice${req.cover ? ` (the target's cover takes ${its(u)} one die)` : ''}`
        : `${u.name} (${role}, ${plural(pool.count, 'die', 'dice')}) ${faces(values)}: ${plural(hits, 'hit')}`,
    );
  });
  for (const u of shooters) events.push({ type: 'shot', unit: u.id, text: `${u.name} ${verb(u, 'has')} shot this turn (shooting marker).` });
  events.push({ type: 'shot-at', target: target.id, text: `${target.name} ${verb(target, 'has')} been shot at.` });
  for (const { unit, hits } of scored) {
    if (hits > 0) events.push({ type: 'hit', by: unit.id, on: target.id, how: 'shooting', hits, text: `${unit.name} scored ${plural(hits, 'hit')} on ${target.name}.` });
  }
  const taken = takeHits(s, target, total, 'shooting');
  events.push(...taken.events);
  const changes: Change[] = taken.change ? [taken.change] : [];
  // The sentence states the change in the Change's own words, so it is printed once.
  const effect =
    total === 0 || !taken.change
      ? `${target.name} ${verb(target, 'is')} unharmed.`
      : taken.routed
        ? `${target.name} ${verb(target, 'takes')} ${plural(total, 'hit')} and ${verb(target, 'routs')} (${changeText(taken.change)}).`
        : `${target.name} ${verb(target, 'takes')} ${plural(total, 'hit')}: ${changeText(taken.change)}.`;
  const action = req.pointBlank ? 'point-blank shooting' : 'shooting';
  const results: Resolution[] = [
    {
      action,
      actor: shooters.map((u) => u.name).join(' + '),
      target: target.name,
      modifiers: { actor: modifiersOf(pools), target: [] },
      actorModifier: poolDice(pools),
      targetModifier: 0,
      rolls: { dice: allDice },
      result: `${parts.join('; ')} → ${effect}`,
      changes,
      odds: shootingOdds(pools, target.resolve),
    },
  ];
  const casualty = commanderCasualty(s, target, total, taken.routed, dice);
  if (casualty) {
    events.push(...casualty.events);
    results.push(casualty.result);
  }
  return outcome(results, events);
}

/** One line for `rules shooting` and help: the ranges of Table 1. */
export const rangeTable = (base?: BaseWidth): string[] =>
  (Object.keys(TABLE_1) as (keyof typeof TABLE_1)[]).filter((t) => canShoot(t)).map((t) => `${TABLE_1[t].name}: ${rangeWords(t, base)}, hits on 6`);
