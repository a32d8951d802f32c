/**
 * Small queries on the Pike & Shot state: who is in play, a unit's factors with its side up,
 * its stacked leaders, range and adjacency from hexes, and the shared wording.
 */
import type { Change, Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import { applyEvent, type PsEvent } from './events.js';
import { hexDistance, shortestWay } from './hexes.js';
import type { Factors, PsLeader, PsState, PsUnit, SideIndex } from './state.js';
import { isGun } from './units.js';

export interface PsOutcome {
  readonly results: readonly Resolution[];
  readonly events: readonly PsEvent[];
}

export const outcome = (results: readonly Resolution[], events: readonly PsEvent[]): Result<PsOutcome, string> => ok({ results, events });
export const refuse = (why: string): Result<never, string> => err(why);
export const plain = (action: string, result: string, changes: readonly Change[] = []): Resolution => ({ action, result, changes });

export const other = (side: SideIndex): SideIndex => (side === 0 ? 1 : 0);

/** 4.1, 4.5: the move of `id` (a unit or a leader) is the one under way and may go on (no retreat ended it). */
export const moveGoesOn = (s: PsState, id: string): boolean => s.moving !== null && s.moving.unit === id && !s.moving.ended;

export function unitOf(s: PsState, id: string): PsUnit {
  const u = s.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}
export function leaderOf(s: PsState, id: string): PsLeader {
  const l = s.leaders.find((x) => x.id === id);
  if (!l) throw new Error(`no leader ${id}`);
  return l;
}
/** The unit a typed id names, or a refusal (never a throw): a leader is no combat unit (7.0); `leaderWhy` says what he cannot do. */
export function unitNamed(s: PsState, id: string, leaderWhy: string): Result<PsUnit, string> {
  const u = s.units.find((x) => x.id === id);
  if (u) return ok(u);
  const l = s.leaders.find((x) => x.id === id);
  return err(l ? `${l.id} is a leader, ${l.name}: ${leaderWhy}` : `no unit ${id}`);
}
export const isUnitId = (s: PsState, id: string): boolean => s.units.some((u) => u.id === id);
export const inPlay = (u: PsUnit): boolean => u.fate === 'active';

/** The factors on the side showing, less what the LS marker takes (10.2); guns show their captured side (12.6). */
export function factorsOf(u: PsUnit): Factors {
  const side = u.status === 'disordered' && u.disordered ? u.disordered : u.ordered;
  if (u.captured && u.capturedFactors) return { ...side, fire: u.capturedFactors.fire };
  if (u.loosed !== null && u.shotte) {
    return { ...side, fire: Math.max(0, side.fire - u.shotte.reduce.fire), melee: Math.max(0, side.melee - u.shotte.reduce.melee) };
  }
  return side;
}

/**
 * Leaders stacked with a unit (7.1: in its hex). One definition for every rule and view: `with`,
 * which the events keep linked to a friendly unit in play in the leader's hex whenever there is
 * one (`hostIn`), so a leader in a friend's hex is never "alone".
 */
export function stackedLeaders(s: PsState, u: PsUnit): PsLeader[] {
  return s.leaders.filter((l) => l.fate === 'active' && l.side === u.side && l.with === u.id);
}

/** The friendly unit in play a leader entering `hex` is stacked with: a combat unit there, else a gun. */
export function hostIn(s: PsState, side: SideIndex, hex: string | null, except?: string): PsUnit | undefined {
  if (hex === null) return undefined;
  const here = s.units.filter((u) => inPlay(u) && u.side === side && u.hex === hex && u.id !== except);
  // A combat unit before a gun: a leader's factors never serve a gun (7.3).
  return here.find((u) => !isGun(u.type)) ?? here[0];
}

/**
 * 7.1: an enemy leader alone in `hex` (or with a gun only, which shields no one): a unit does
 * not enter his hex to share it; he is attacked instead, and retreats or is eliminated.
 */
export function enemyLeaderAlone(s: PsState, side: SideIndex, hex: string | null): PsLeader | undefined {
  if (hex === null) return undefined;
  const shielded = (l: PsLeader) => s.units.some((u) => u.id === l.with && inPlay(u) && !isGun(u.type) && u.hex === hex);
  return s.leaders.find((l) => l.fate === 'active' && l.side !== side && l.hex === hex && !shielded(l));
}

/**
 * 7.1: what closes `hex` to a leader of `side`: an enemy unit, a gun included (a leader captures
 * nothing), or an enemy leader (a leader and an enemy never share a hex).
 */
export const enemyIn = (s: PsState, side: SideIndex, hex: string): Pick<PsUnit, 'name'> | undefined =>
  s.units.find((u) => inPlay(u) && u.side !== side && u.hex === hex) ?? s.leaders.find((l) => l.fate === 'active' && l.side !== side && l.hex === hex);

/** 7.1: whether a leader of `side` has a way of at most `limit` hexes from `from` to `to` entering no hex an enemy holds. */
export const leaderWay = (s: PsState, side: SideIndex, from: string, to: string, limit: number): boolean =>
  shortestWay(from, to, limit, (hex) => enemyIn(s, side, hex) === undefined, s.rules.shifted) !== null;

/** Hexes between two units when both carry hex numbers, else null (the game master says). */
export function distanceBetween(s: PsState, a: Pick<PsUnit, 'hex'>, b: Pick<PsUnit, 'hex'>): number | null {
  return a.hex !== null && b.hex !== null ? hexDistance(a.hex, b.hex, s.rules.shifted) : null;
}

/**
 * 6.3: an end `to` nearer the enemy `foe` than the start `from`, with the distances, or null
 * when it is not nearer or a hex is unknown (one as near is accepted: the way may wind).
 */
export function nearerTo(s: PsState, foe: Pick<PsUnit, 'hex'>, from: string | null, to: string): { before: number; after: number } | null {
  if (foe.hex === null || from === null) return null;
  const before = hexDistance(foe.hex, from, s.rules.shifted);
  const after = hexDistance(foe.hex, to, s.rules.shifted);
  return after < before ? { before, after } : null;
}

/** Enemy units in play next to `u`, when hexes say so. */
export function adjacentEnemies(s: PsState, u: PsUnit): PsUnit[] {
  if (u.hex === null) return [];
  return s.units.filter((e) => inPlay(e) && e.side !== u.side && e.hex !== null && hexDistance(u.hex as string, e.hex, s.rules.shifted) === 1);
}

export const sideName = (s: PsState, side: SideIndex): string => s.sides[side].name;

/**
 * A unit's state as the changes line reads it before a result: one whose rout waits is routing
 * (6.4), as `retreat` says, rather than the side it shows (a loose shotte is always disordered, 10.4).
 */
export const stateBefore = (s: PsState, u: PsUnit): string => (s.pending.some((p) => p.unit === u.id && p.rout) ? 'routing' : u.status);

/** "Baldiron: ordered → disordered" as a Change. */
export const statusChange = (u: PsUnit, to: string): Change => ({ unit: u.name, from: u.status, to });

/**
 * 12.6, 12.7: the guns taken among `events`, for the changes line, worded as `capture` words
 * them: a heavy gun goes from one side to the other, a light cannon is eliminated. Each is read
 * in the state the events before it left (a gun may change hands twice).
 */
export function captureChanges(s: PsState, events: readonly PsEvent[]): Change[] {
  const out: Change[] = [];
  let now = s;
  for (const e of events) {
    const gun = e.type === 'captured' || e.type === 'eliminated' ? now.units.find((x) => x.id === e.unit && isGun(x.type)) : undefined;
    if (gun) out.push({ unit: gun.name, from: now.sides[gun.side].name, to: e.type === 'captured' ? now.sides[e.side].name : 'eliminated' });
    now = applyEvent(now, e);
  }
  return out;
}

/** The command that makes a waiting retreat: with the end hex to give when the unit has a hex (6.3). */
export const retreatCommand = (u: PsUnit): string => `retreat ${u.id}${u.hex === null ? '' : ' to <hex>'}`;
