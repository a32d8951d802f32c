/**
 * The combat phase's own actions (seed 004, 5.0–5.5, 6.2, 11.5–11.7) and reactions to
 * movement and retreat (4.5, 6.3, 11.4): who may act when, then the plan (plans.ts) is
 * rolled (fight.ts).
 */
import { possessive } from '../../present/words.js';
import { counted, itWord, verb } from '../../engine/english.js';
import type { DiceSource } from '../../dice/dice.js';
import { err, type Result } from '../../engine/result.js';
import type { FireRequest, Ground, MeleeRequest, ReactRequest } from './actions.js';
import type { PsEvent } from './events.js';
import { fight } from './fight.js';
import { adjacentEnemies, factorsOf, inPlay, outcome, plain, type PsOutcome, stackedLeaders, unitOf } from './helpers.js';
import { firePlan, meleePlan, opponents, rangeOf } from './plans.js';
import type { PsState, PsUnit } from './state.js';
import { activeSide, isCombatStep, isMoveStep, stepWords } from './steps.js';
import { advanceLength, alwaysDisordered, isCavalry, isFormedInfantry, isGun, isInfantry, movementReactions, retreatLength } from './units.js';

/** A unit of the phasing player, in its combat phase, that has not attacked yet (5.0). */
function mayAttack(s: PsState, u: PsUnit): Result<true, string> {
  if (!isCombatStep(s)) return err(`units attack in a combat phase, not in ${stepWords(s.step)}`);
  if (u.side !== activeSide(s)) return err(`${u.name} ${verb(u, 'belongs')} to the ${s.sides[u.side].name}: in ${stepWords(s.step)} only the ${s.sides[activeSide(s) ?? 0].name} attack`);
  if (!inPlay(u)) return err(`${u.name} ${verb(u, 'is')} no longer in play`);
  if (u.attacked) return err(`${u.name} ${verb(u, 'has')} already attacked (or tried to recover) this phase (5.0)`);
  return { ok: true, value: true };
}

export function resolveFire(s: PsState, req: FireRequest, dice: DiceSource): Result<PsOutcome, string> {
  const pair = opponents(s, req.unit, req.target);
  if (!pair.ok) return pair;
  const { a, t } = pair.value;
  const may = mayAttack(s, a);
  if (!may.ok) return may;
  if (t.defended === 'melee') return err(`${t.name} ${verb(t, 'was')} attacked by melee this phase: not by fire too (5.2)`);
  if (req.evade) {
    if (!isCavalry(t.type) || isGun(a.type)) return err('only cavalry fired on by infantry or cavalry may retreat before the fire (11.5)');
    const events: PsEvent[] = [
      { type: 'combat', text: `${a.name} ${verb(a, 'fires')} at ${t.name}.` },
      { type: 'attacked', unit: a.id, text: `${a.name} ${verb(a, 'has')} attacked this phase.` },
      { type: 'defended', unit: t.id, how: 'fire', text: `${t.name} ${verb(t, 'was')} attacked by fire this phase.` },
      { type: 'pending', retreat: { unit: t.id, rout: false, eliminate: false, pursuer: null, from: a.id, melee: false, beforeMelee: true }, text: `${t.name} ${verb(t, 'retreats')} ${retreatLength(t.type)} before the fire (11.5).` },
    ];
    return outcome([plain('fire', `${t.name} ${verb(t, 'retreats')} ${counted(retreatLength(t.type), 'hex', 'hexes')} before ${possessive(a.name)} fire (11.5): retreat ${t.id} …`)], events);
  }
  const plan = firePlan(s, req);
  if (!plan.ok) return plan;
  return { ok: true, value: fight(s, plan.value, dice, { counts: true, pursue: false, action: 'fire' }) };
}

/** 5.5, 10.6, 11.6, 11.11, 7.1: may the defender retreat before this melee? */
export function mayRetreatBeforeMelee(defender: PsUnit, attacker: PsUnit): boolean {
  if (defender.type === 'loose-shotte') return isFormedInfantry(attacker.type);
  if (defender.type === 'dragoons') return !isCavalry(attacker.type);
  if (isCavalry(defender.type)) return isInfantry(attacker.type);
  return false;
}

export function resolveMelee(s: PsState, req: MeleeRequest, dice: DiceSource): Result<PsOutcome, string> {
  const pair = opponents(s, req.unit, req.target);
  if (!pair.ok) return pair;
  const { a, t } = pair.value;
  const may = mayAttack(s, a);
  if (!may.ok) return may;
  if (t.defended === 'fire') return err(`${t.name} ${verb(t, 'was')} attacked by fire this phase: not by melee too (5.2)`);
  if (req.kind === 'charge' && (a.hexesMoved < 1 || a.hexesMoved > 3)) {
    return err(`${a.name} moved ${counted(a.hexesMoved, 'hex', 'hexes')} in the movement phase: a charge needs 1 to 3 (11.7 1)`);
  }
  const plan = meleePlan(s, req);
  if (!plan.ok) return plan;
  if (req.evade) return retreatBeforeMelee(s, a, t);
  return { ok: true, value: fight(s, plan.value, dice, { counts: true, pursue: req.pursue, action: req.kind }) };
}

function retreatBeforeMelee(s: PsState, a: PsUnit, t: PsUnit): Result<PsOutcome, string> {
  if (!mayRetreatBeforeMelee(t, a)) {
    return err(`${t.name} may not retreat before ${possessive(a.name)} melee: loose shotte only from tercios and battalions (10.6), cavalry only from infantry (11.6), dragoons from anything but cavalry (11.11)`);
  }
  const hexes = advanceLength(a.type);
  const events: PsEvent[] = [
    { type: 'combat', text: `${a.name} ${verb(a, 'attacks')} ${t.name} in melee.` },
    { type: 'attacked', unit: a.id, text: `${a.name} ${verb(a, 'has')} attacked this phase.` },
    { type: 'defended', unit: t.id, how: 'melee', text: `${t.name} ${verb(t, 'was')} attacked by melee this phase.` },
    { type: 'pending', retreat: { unit: t.id, rout: false, eliminate: false, pursuer: null, from: a.id, melee: true, beforeMelee: true }, text: `${t.name} ${verb(t, 'retreats')} before the melee (5.5).` },
    { type: 'advance-offer', offer: { unit: a.id, into: t.hex, hexes }, text: `${a.name} may advance into the vacated hex (5.5, 6.6).` },
  ];
  return outcome([plain('melee', `${t.name} ${verb(t, 'retreats')} ${counted(retreatLength(t.type), 'hex', 'hexes')} before the melee (5.5); ${a.name} may advance. Retreat ${t.id} …`)], events);
}

/**
 * 4.5, 11.4: a reaction to the moving unit, in the other player's movement phase; 6.3: to a
 * retreating or routing unit at any time; 6.5: as a fortune of war (`fromFortune`).
 */
export function resolveReact(s: PsState, req: ReactRequest, dice: DiceSource, fromFortune = false): Result<PsOutcome, string> {
  const pair = opponents(s, req.unit, req.target);
  if (!pair.ok) return pair;
  const { a, t } = pair.value;
  const retreating = s.pending.find((p) => p.unit === t.id);
  if (!fromFortune && !retreating) {
    if (!isMoveStep(s)) return err(`reactions to movement come in a movement phase (4.5); in the combat phase the defender reacts with the attack's flags (--back, --evade), or a fortune of war: fow react …`);
    if (a.side === activeSide(s)) return err(`${a.name} ${verb(a, 'belongs')} to the moving player: the other player's units react (4.5)`);
    if (t.side !== activeSide(s)) return err(`${t.name} ${verb(t, 'is')} not the moving player's unit`);
  }
  if (isGun(a.type)) return err('artillery never reacts (12.5)');
  // 6.5: a fortune of war reaction strikes an adjacent enemy; 4.5: infantry fires at a mover next to it.
  const reach = rangeOf(s, a, t, req, 1);
  if (fromFortune && reach !== 1) return err(`${t.name} ${verb(t, 'is')} ${reach} hexes from ${a.name}: a fortune of war reaction is against an adjacent enemy (6.5)`);
  if (!fromFortune && !retreating && req.how === 'fire' && reach !== 1) return err(`${t.name} ${verb(t, 'is')} ${reach} hexes from ${a.name}: infantry reacts by fire to a unit moving next to it (4.5)`);
  const allowed = movementReactions(a.type);
  if (!allowed.includes(req.how)) return err(`${a.name} ${verb(a, 'reacts')} by ${allowed.join(' or ')}, not by ${req.how} (4.5, 11.4, 11.9, 11.11)`);
  const pursue = req.pursue;
  if (req.how === 'fire') {
    const plan = firePlan(s, { kind: 'fire', unit: a.id, target: t.id, hill: false, blocked: false, back: false, evade: false, ...groundOf(req) }, retreating?.rout ?? false);
    if (!plan.ok) return plan;
    return { ok: true, value: fight(s, plan.value, dice, { counts: false, pursue: false, action: 'react' }) };
  }
  // 11.4: cavalry reacts to a unit two hexes away by moving into the hex between.
  const pre: PsEvent[] = [];
  let range = rangeOf(s, a, t, req, 1);
  if (range === 2) {
    if (!isCavalry(a.type)) return err(`${t.name} ${verb(t, 'is')} two hexes away: only cavalry reacts at two hexes (11.4)`);
    if (adjacentEnemies(s, a).length > 0 && req.range === undefined) return err(`${a.name} ${verb(a, 'is')} next to another enemy: ${itWord(a)} cannot react two hexes away (11.4)`);
    pre.push({ type: 'moved', unit: a.id, hex: req.to ?? null, hexes: 0, text: `${a.name} ${verb(a, 'moves')} into the hex between${req.to ? ` (${req.to})` : ''} to react (11.4).` });
    range = 1;
  }
  if (range !== 1) return err(`${t.name} ${verb(t, 'is')} ${range} hexes away: cavalry reacts to units one or two hexes away (11.4)`);
  const moved = pre.length > 0 && req.to ? { ...a, hex: req.to } : a;
  const sNow = moved === a ? s : { ...s, units: s.units.map((u) => (u.id === a.id ? moved : u)) };
  const plan = meleePlan(sNow, { kind: req.how, unit: a.id, target: t.id, evade: false, pursue, ...groundOf(req), range: 1 });
  if (!plan.ok) return plan;
  const fought = fight(sNow, plan.value, dice, { counts: false, pursue, action: 'react' });
  return { ok: true, value: { results: fought.results, events: [...pre, ...fought.events] } };
}

function groundOf(req: ReactRequest): Ground {
  const out: { range?: number; terrain?: string; hexside?: string; on?: ReactRequest['on']; into?: ReactRequest['into'] } = {};
  if (req.range !== undefined) out.range = req.range;
  if (req.terrain !== undefined) out.terrain = req.terrain;
  if (req.hexside !== undefined) out.hexside = req.hexside;
  if (req.on !== undefined) out.on = req.on;
  if (req.into !== undefined) out.into = req.into;
  return out;
}

/** The recovery number: the disordered side's recovery factor plus stacked leaders' melee (6.2, 7.3). */
export function recoveryTarget(s: PsState, u: PsUnit): { target: number; items: { label: string; value: number; reason: string }[] } {
  const items = [
    { label: 'recovery factor', value: factorsOf(u).recovery, reason: `${possessive(u.name)} recovery factor (6.2)` },
    ...stackedLeaders(s, u).map((l) => ({ label: `leader ${l.name}`, value: l.melee, reason: "stacked leader's melee factor (7.3)" })),
  ];
  return { target: items.reduce((n, i) => n + i.value, 0), items };
}

/** 6.2: roll at or under the recovery number, a 6 always failing (7.3). */
export const recovers = (roll: number, target: number): boolean => roll !== 6 && roll <= target;

export function mayRecover(u: PsUnit): Result<true, string> {
  if (!inPlay(u)) return err(`${u.name} ${verb(u, 'is')} no longer in play`);
  if (isGun(u.type)) return err('artillery is always ordered (6.2)');
  if (alwaysDisordered(u.type)) return err(`${u.name} ${verb(u, 'is')} always disordered and never recovers (10.4, 11.11)`);
  if (u.status !== 'disordered') return err(`${u.name} ${verb(u, 'is')} not disordered`);
  return { ok: true, value: true };
}

/** A recovery roll; `fortune` ignores adjacent enemies and does not use up the unit's attack (6.5). */
export function rollRecovery(s: PsState, u: PsUnit, dice: DiceSource, fortune: boolean): PsOutcome {
  const { target, items } = recoveryTarget(s, u);
  const roll = dice.roll(6, `recovery: ${u.name}`);
  const ok = recovers(roll, target);
  const events: PsEvent[] = [];
  if (!fortune) events.push({ type: 'attacked', unit: u.id, text: `${u.name} tried to recover instead of attacking (6.2).` });
  if (ok) events.push({ type: 'status', unit: u.id, status: 'ordered', text: `${u.name} ${verb(u, 'recovers')} (6.2).` });
  const text = `${u.name} ${verb(u, 'needs')} ${target} or less (a 6 always fails), rolled ${roll}: ${ok ? 'recovers, ordered side up' : 'stays disordered'}.`;
  return {
    results: [{ action: fortune ? 'fow' : 'recover', actor: u.name, modifiers: { actor: items, target: [] }, rolls: { actor: roll }, result: text, changes: ok ? [{ unit: u.name, from: 'disordered', to: 'ordered' }] : [] }],
    events,
  };
}

export function resolveRecover(s: PsState, req: { unit: string; adjacent: boolean }, dice: DiceSource): Result<PsOutcome, string> {
  const u = unitOf(s, req.unit);
  const may = mayAttack(s, u);
  if (!may.ok) return may;
  const can = mayRecover(u);
  if (!can.ok) return can;
  const near = adjacentEnemies(s, u);
  if (req.adjacent || near.length > 0) {
    return err(`${u.name} ${verb(u, 'is')} next to ${near.length > 0 ? near.map((e) => e.name).join(', ') : 'an enemy'}: ${itWord(u)} ${verb(u, 'recovers')} only away from the enemy, or with a fortune of war (6.2)`);
  }
  return { ok: true, value: rollRecovery(s, u, dice, false) };
}
