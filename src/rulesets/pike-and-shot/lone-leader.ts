/**
 * Seed 004, 7.1 and 7.4: a leader alone attacked by an enemy unit, in reaction to his move or
 * in the combat phase. *Readings* (docs/rules/pike-and-shot.md, "Leaders"): fire at him rolls
 * no combat die, as he is not a combat unit; his hex was fired on, so he takes the casualty
 * check (7.4). A melee or charge at him: he retreats three hexes before it, as cavalry before
 * infantry (11.6), or is eliminated when he cannot; he joins no melee, so no casualty check.
 * The roll and `odds` both read a `LeaderAttack`.
 */
import { possessive } from '../../present/words.js';
import { counted, its, itWord, verb } from '../../engine/english.js';
import type { DiceSource } from '../../dice/dice.js';
import type { Change } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { Ground } from './actions.js';
import type { PsEvent } from './events.js';
import { hexDistance, normalizeHex } from './hexes.js';
import { distanceBetween, enemyIn, factorsOf, hostIn, inPlay, leaderWay, nearerTo, type PsOutcome } from './helpers.js';
import { casualtyChecks } from './leaders.js';
import { retreatFireHint, retreatOpens } from './leader-retreat.js';
import { aspectFor, facingFlags, gunGround, type Sight, skirmishGround, unitInSight } from './plans.js';
import type { PsLeader, PsState, PsUnit } from './state.js';
import { advanceLength, isGun, mayChargeOrPursue, retreatLength } from './units.js';

/** 7.1: a leader retreats before melee as cavalry does (11.6): three hexes. */
export const LEADER_RETREAT = retreatLength('cuirassier');

/**
 * Where a leader alone goes before a melee (`--retreat`): a hex (null when the scenario has none;
 * `hexes` when measured), off the map, or nowhere; `open` for `odds` when not yet said.
 */
type LeaderRetreat =
  | { readonly kind: 'hex'; readonly hex: string | null; readonly hexes: number | null; readonly winds?: string }
  | { readonly kind: 'off-map' }
  | { readonly kind: 'blocked' }
  | { readonly kind: 'open' };

/** An attack on a leader alone, every check made. */
export interface LeaderAttack {
  readonly kind: 'fire' | 'melee';
  readonly attacker: PsUnit;
  readonly leader: PsLeader;
  /** Cavalry moving into the hex between before its melee (11.4). */
  readonly pre: readonly PsEvent[];
  /** For a melee: where he retreats. */
  readonly retreat: LeaderRetreat | null;
  /** Fire at his retreat before a melee (7.1, 11.6): the hex he left. */
  readonly leaving?: { readonly from: string | null };
  /** A combat-phase attack uses up the attacker's attack (5.0); a reaction does not. */
  readonly counts: boolean;
  readonly action: string;
}

/** The friendly unit in play a leader is stacked with (`stackedLeaders`: his `with`). */
export function stackedWith(s: PsState, l: PsLeader): PsUnit | undefined {
  return l.fate === 'active' ? s.units.find((u) => inPlay(u) && u.side === l.side && u.id === l.with) : undefined;
}

/**
 * The combat unit a leader is attacked through (7.4), or none. A gun he stands with shields no
 * one: it cannot be meleed (12.4), nor captured while he is there (7.1), so he is attacked alone.
 */
export function shieldOf(s: PsState, l: PsLeader): PsUnit | undefined {
  const u = stackedWith(s, l);
  return u && !isGun(u.type) ? u : undefined;
}

/** The leader a command names as its target, or null when it names none (a unit). `alone`: refuse him when a unit shields him. */
export function leaderTarget(s: PsState, id: string, alone: boolean): Result<PsLeader | null, string> {
  const l = s.leaders.find((x) => x.id === id);
  if (!l) return ok(null);
  if (l.fate !== 'active') return err(`${l.name} is no longer in play`);
  const u = shieldOf(s, l);
  if (alone && u) return err(`${l.name} is stacked with ${u.name}: attack ${u.name} (${u.id}); his hex fired on, or a melee he joins, gives him the casualty check (7.4)`);
  return ok(l);
}

/** Hexes from the unit to the leader: the flag, else the hexes, else null. */
export const distanceTo = (s: PsState, a: PsUnit, l: PsLeader, g: Ground): number | null => g.range ?? distanceBetween(s, a, l);

/**
 * May `a` fire at the leader's hex? The reach it has at a unit there (5.3, 10.5, 12.2, 12.3):
 * units in the line of sight and the skirmisher's hex between from the hexes, the rest the
 * game master's flags. A reaction fires only at an adjacent leader (4.5, 6.5).
 */
export function fireReach(s: PsState, a: PsUnit, l: PsLeader, req: FireGround, reaction: boolean): Result<true, string> {
  const facing = facingFlags(a, l, req);
  if (!facing.ok) return facing;
  const ff = factorsOf(a).fire;
  if (ff <= 0) return err(`${a.name} ${verb(a, 'has')} no fire factor (5.3)`);
  const range = distanceTo(s, a, l, req);
  const sight: Sight = req.blocked ? 'blocked' : req.clear ? 'clear' : 'computed';
  if (isGun(a.type)) return gunReach(s, a, l, req, range, sight);
  const r = range ?? 1;
  if (r === 1) return ok(true);
  if (r === 2 && !reaction && (a.type === 'loose-shotte' || a.type === 'dragoons')) return skirmishGround(s, a, l, sight);
  return err(`${l.name} is ${r} hexes from ${a.name}: ${reaction ? 'a reaction by fire is at an adjacent enemy (4.5, 6.5)' : 'infantry and cavalry fire at adjacent enemies, loose shotte and dragoons at two hexes (5.3, 10.5)'}`);
}

type FireGround = Ground & { readonly hill?: boolean; readonly fromTerrain?: string; readonly blocked?: boolean; readonly clear?: boolean };

/** 12.2, 12.3: a gun's strength at his range, and its line of sight. */
function gunReach(s: PsState, a: PsUnit, l: PsLeader, req: FireGround, range: number | null, sight: Sight): Result<true, string> {
  if (a.capturedNow) return err(`${a.name} ${verb(a, 'was')} captured this phase and may not fire (12.6)`);
  if (a.type === 'light-cannon' && a.cannon === 'moving') return err(`${a.name} ${verb(a, 'is')} on ${its(a)} moving side and may not fire this phase (12.7)`);
  if (sight === 'blocked') return err(`${a.name} ${verb(a, 'has')} no line of sight to ${l.name} (12.3)`);
  if (range === null) return err(`give the range: fire ${a.id} at ${l.id} --range N (12.2)`);
  const inSight = sight === 'clear' ? null : unitInSight(s, a, l);
  if (inSight) return err(`${a.name} ${verb(a, 'has')} no line of sight to ${l.name}: ${inSight.words} (12.3; --no-blocked if the map says otherwise)`);
  const ground = gunGround(s, req);
  if (!ground.ok) return ground;
  // 12.2, as gunFire at a unit: the "zero or less" test comes before the hill bonus.
  const strength = factorsOf(a).fire - range;
  if (strength <= 0) return err(`${possessive(a.name)} fire strength at range ${range} is ${strength}: zero or less cannot fire (12.2)`);
  return ok(true);
}

/** May `a` melee (or charge) the leader? Its melee factor, next to him; a battalion into its front (9.4); a charge by ordered charge-capable cavalry (11.7). */
export function meleeReach(s: PsState, a: PsUnit, l: PsLeader, req: Ground, charge: boolean): Result<true, string> {
  if (isGun(a.type)) return err('artillery has no melee factor and cannot melee (12.4)');
  if (factorsOf(a).melee <= 0) return err(`${a.name} ${verb(a, 'has')} no melee factor (5.4)`);
  const facing = facingFlags(a, l, req);
  if (!facing.ok) return facing;
  const range = distanceTo(s, a, l, req) ?? 1;
  if (range !== 1) return err(`${l.name} is ${range} hexes from ${a.name}: melee is against an adjacent enemy (5.4)`);
  // 9.4: only the leader's hex matters to where he lies, so he stands in for a unit there.
  const into = aspectFor(s, a, { ...a, hex: l.hex }, req.into);
  if (a.type === 'battalion' && into !== 'front') return err(`${a.name} ${verb(a, 'is')} a battalion: ${itWord(a)} ${verb(a, 'melees')} only into ${its(a)} front hexes, not ${its(a)} ${into} (9.4)`);
  if (charge) {
    if (!mayChargeOrPursue(a.type) || !a.charge) return err(`${a.name} ${verb(a, 'is')} not charge-capable cavalry (11.7)`);
    if (a.status === 'disordered') return err(`${a.name} ${verb(a, 'is')} disordered: disordered cavalry never charges (6.2, 11.7)`);
  }
  return ok(true);
}

/**
 * `--retreat HEX|off-map|blocked`; `measured`: the leader's hex is where the melee finds him, so
 * the retreat is measured from it, and (6.3, as a unit's) may not end nearer the attacker `a`.
 * `open`: for `odds`, a retreat not yet said is left open.
 */
export function leaderRetreat(s: PsState, l: PsLeader, a: PsUnit, given: string | undefined, measured: boolean, open = false): Result<LeaderRetreat, string> {
  const how = `--retreat HEX (${LEADER_RETREAT} hexes, as cavalry), --retreat off-map, or --retreat blocked when he cannot (then he is eliminated) (7.1, 11.6)`;
  if (given === undefined) return l.hex === null ? ok({ kind: 'hex', hex: null, hexes: null }) : open ? ok({ kind: 'open' }) : err(`say where ${l.name} retreats before the melee: ${how}`);
  if (given === 'off-map') return ok({ kind: 'off-map' });
  if (given === 'blocked') return ok({ kind: 'blocked' });
  const hex = normalizeHex(given);
  if (hex === null) return err(`"${given}" is not a hex number (XXYY); ${how}`);
  const enemy = enemyIn(s, l.side, hex);
  if (enemy) return err(`${hex} holds the enemy ${enemy.name}: ${l.name} cannot retreat there; with no way open, --retreat blocked (7.1, 6.3)`);
  if (measured && l.hex !== null) {
    const d = hexDistance(l.hex, hex, s.rules.shifted);
    if (d === 0) return err(`${hex} is ${possessive(l.name)} own hex: a retreat leaves it (6.3)`);
    if (d > LEADER_RETREAT) return err(`${hex} is ${d} hexes from ${l.hex}: ${l.name} retreats ${LEADER_RETREAT} hexes (7.1, 11.6)`);
    if (!leaderWay(s, l.side, l.hex, hex, LEADER_RETREAT)) return err(`no way of ${LEADER_RETREAT} hexes or fewer from ${l.hex} to ${hex} avoids the enemy: a leader never enters an enemy-occupied hex (7.1); with no way open, --retreat blocked`);
    const away = awayFrom(s, l, a, hex);
    if (!away.ok) return away;
    // 6.3, as for a unit: a way that winds may end nearer than its length, which is said.
    if (d < LEADER_RETREAT) return ok({ kind: 'hex', hex, hexes: d, winds: `${hex} is ${counted(d, 'hex', 'hexes')} from ${l.hex}: the way may wind, but his retreat is ${LEADER_RETREAT} hexes long (7.1, 11.6).` });
    return ok({ kind: 'hex', hex, hexes: d });
  }
  return ok({ kind: 'hex', hex, hexes: null });
}

/** 6.3, as for a unit: an end nearer the attacker than the leader's hex is refused; one as near is accepted (the way may wind). */
function awayFrom(s: PsState, l: PsLeader, a: PsUnit, to: string): Result<true, string> {
  const near = nearerTo(s, a, l.hex, to);
  if (!near) return ok(true);
  return err(`${to} is ${counted(near.after, 'hex', 'hexes')} from ${a.name}, nearer than ${l.hex} (${near.before}): a retreat moves away from the enemy (6.3, 7.1)`);
}

/** How far and where: "1 hex to 0509", "to 0509", or nothing. */
const howFar = (r: { hex: string | null; hexes: number | null }): string => [r.hexes === null ? '' : ` ${counted(r.hexes, 'hex', 'hexes')}`, r.hex ? ` to ${r.hex}` : ''].join('');

/** 7.1: the reading the result gives, without implying the attacker's type. */
const AS_CAVALRY = 'a leader alone retreats before a melee as cavalry does before infantry (7.1, 11.6)';

/** The retreat before the melee, in events and words (7.1, 5.5); a friendly unit where he ends takes him up (7.1). */
function retreatEvents(s: PsState, l: PsLeader, a: PsUnit, r: LeaderRetreat): { events: PsEvent[]; words: string; from?: string; to: string } {
  if (r.kind === 'blocked') {
    const words = `${l.name} cannot retreat before ${possessive(a.name)} melee and is eliminated (7.1).`;
    return { events: [{ type: 'leader-fell', leader: l.id, fate: 'eliminated', text: words }], words, to: 'eliminated' };
  }
  if (r.kind === 'off-map') {
    const words = `${l.name} retreats off the map before ${possessive(a.name)} melee: out of play (7.1, 6.3).`;
    return { events: [{ type: 'leader-fell', leader: l.id, fate: 'off-map', text: words }, retreatOpens(l)], words, to: 'off the map' };
  }
  const hex = r.kind === 'hex' ? r : { hex: null, hexes: null };
  const host = hostIn(s, l.side, hex.hex);
  const winds = r.kind === 'hex' && r.winds ? ` ${r.winds}` : '';
  const words = `${l.name} retreats${howFar(hex)} before ${possessive(a.name)} melee${host ? `, stacked with ${host.name}` : ''}: ${AS_CAVALRY}.${winds}`;
  const at = (where: string | null) => (where ? ` in ${where}` : '');
  const to = host ? `with ${host.name}${at(hex.hex)}` : hex.hex ? `alone${at(hex.hex)}` : 'retreated';
  return { events: [{ type: 'leader-moved', leader: l.id, hex: hex.hex, with: host?.id ?? null, moved: false, text: words }, retreatOpens(l)], words, from: standing(s, l), to };
}

/**
 * Where he stands: "alone in 0707", or "with only Imperial Guns in 0707" when a gun is his only
 * company (7.1); fire at the step he made alone into a friend's hex finds him "alone as he
 * stepped from 0404 into 0405" (4.5).
 */
function standing(s: PsState, l: PsLeader): string {
  const company = stackedWith(s, l);
  const at = l.hex ? ` in ${l.hex}` : '';
  if (company && !isGun(company.type)) return s.moving?.unit === l.id && s.moving.from !== undefined ? `alone as he stepped from ${s.moving.from} into ${l.hex}` : `alone${at}`;
  return company ? `with only ${company.name}${at}` : `alone${at}`;
}

/** Roll (or, for a melee, just apply) an attack on a leader alone. */
export function rollLeaderAttack(s: PsState, p: LeaderAttack, dice: DiceSource): PsOutcome {
  const { attacker: a, leader: l } = p;
  const events: PsEvent[] = [...p.pre, { type: 'combat', text: `${a.name} ${verb(a, 'attacks')} ${l.name}.` }];
  if (p.counts) events.push({ type: 'attacked', unit: a.id, text: `${a.name} ${verb(a, 'has')} attacked this phase.` });
  const pre = p.pre.map((e) => e.text);
  if (p.kind === 'fire') {
    const checks = casualtyChecks([l], dice, p.leaving ? 'fired on as he retreated' : 'his hex was fired on');
    events.push(...checks.events);
    const head = p.leaving ? retreatFireWords(a, l, p.leaving.from) : `${a.name} ${verb(a, 'fires')} at ${l.name}, a leader ${standing(s, l)}: no combat die, as he is no combat unit, but his hex was fired on (7.1, 7.4).`;
    // 7.4: fallen on the way, his retreat ends with him: removed from play.
    const ends = p.leaving && checks.events.length > 0 ? ['His retreat ends there: he is removed from play (7.4).'] : [];
    const changes = l.fate === 'off-map' ? checks.changes.map((c) => ({ ...c, from: 'off the map' })) : checks.changes;
    return { results: [{ action: p.action, actor: a.name, target: l.name, rolls: { dice: checks.rolls }, result: [...pre, head, ...checks.lines, ...ends].join(' '), changes }], events };
  }
  const r = retreatEvents(s, l, a, p.retreat ?? { kind: 'hex', hex: null, hexes: null });
  events.push(...r.events);
  const hexes = advanceLength(a.type);
  const advance = `${a.name} may advance into the vacated hex${l.hex ? `, ${l.hex}` : ''} (5.5, 6.6).`;
  // The journaled event keeps its earlier words, so older journals replay; the result names the hex.
  events.push({ type: 'advance-offer', offer: { unit: a.id, into: l.hex, hexes }, text: `${a.name} may advance into the vacated hex (5.5, 6.6).` });
  // 11.6: last, who may fire at him as he leaves (none when he could not retreat).
  const fireAt = r.events.some((e) => e.type === 'leader-retreat') ? [retreatFireHint(s, l, a) ?? ''] : [];
  const result = [...pre, r.words, advance, ...fireAt].filter((w) => w !== '').join(' ');
  return { results: [{ action: p.action, actor: a.name, target: l.name, result, changes: [{ unit: l.name, from: r.from ?? 'active', to: r.to }] }], events };
}

/** 11.6, 7.4: reaction fire at his retreat, against the hex he left (5.5). */
const retreatFireWords = (a: PsUnit, l: PsLeader, from: string | null): string =>
  `${a.name} ${verb(a, 'fires')} at ${l.name} as he retreats${from ? ` from ${from}` : ''}: no combat die, as he is no combat unit; fire at a leader is his casualty check (7.1, 7.4, 11.6).`;

/** What a melee at a leader alone does, for `odds`: one certain outcome (7.1). */
export function meleeOutcomeWords(p: LeaderAttack): string {
  const r = p.retreat ?? { kind: 'hex', hex: null, hexes: null };
  const l = p.leader;
  if (r.kind === 'blocked') return `${l.name} cannot retreat and is eliminated (7.1)`;
  if (r.kind === 'off-map') return `${l.name} retreats off the map before the melee (7.1)`;
  if (r.kind === 'open') return `${l.name} retreats ${LEADER_RETREAT} hexes before the melee (--retreat HEX), or is eliminated if he cannot (--retreat blocked) (7.1, 11.6)`;
  return `${l.name} retreats${howFar(r)} before the melee (7.1, 11.6)`;
}
