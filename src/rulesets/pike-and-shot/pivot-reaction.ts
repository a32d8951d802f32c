/**
 * Seed 004, 9.2 and 4.5: a battalion's paid pivot draws reaction, after the facing changes, in
 * the hex it pivots in. When the pivot was made earlier on a leg than the hex the leg ends in
 * (in its starting hex, or on the way the tool worked out), fire at it takes the move back to
 * that hex and facing first: the reaction then comes there, as for a pivot at the leg's end,
 * and the rest of the move, suspended, is entered again (4.5).
 */
import { itWord, its, verb } from '../../engine/english.js';
import { possessive } from '../../present/words.js';
import { PIVOT_COST } from './battalion.js';
import type { PivotStop } from './battalion-way.js';
import { applyEvents, type PsEvent } from './events.js';
import { factorsOf } from './helpers.js';
import { stackedNowWords } from './leaders.js';
import { hexDistance, type Vertex } from './hexes.js';
import type { EarlierPivot, Moving, PsState, PsUnit } from './state.js';

/** What a leg knows of its paid pivots before the hex it ends in. */
export interface LegPivots {
  /** The hex it ends in, when known. */
  readonly to: string | undefined;
  /** The move so far, before this leg (4.5). */
  readonly so: Pick<Moving, 'mp' | 'hexes'> | null;
  /** Where the way worked out step by step pays to pivot (9.2). */
  readonly stops: readonly PivotStop[] | undefined;
  /** The facing it pivots to in its hex before a one-hex step, and the vertices it pays for (9.2); else undefined. */
  readonly first: { readonly facing: Vertex; readonly paid: number } | undefined;
  /** Terrain or hexsides named: the MP by a hex on the way are then not known. */
  readonly named: boolean;
  /** The leg took a gun, was disordered by terrain, or took up a leader where it ends: going back would undo more than a step. */
  readonly changed: boolean;
}

/**
 * 9.2: the paid pivots a leg made before the hex it ends in, where the tool knows the hex and
 * the MP spent by then (in its starting hex always; on the way when every hex before it is clear).
 */
export function earlierPivots(u: PsUnit, leg: LegPivots): EarlierPivot[] {
  if (u.hex === null || leg.to === undefined || leg.changed) return [];
  const mp = leg.so?.mp ?? 0;
  const hexes = leg.so?.hexes ?? 0;
  if (leg.first !== undefined) return [{ hex: u.hex, facing: leg.first.facing, mp: mp + leg.first.paid * PIVOT_COST, hexes }];
  const known = (leg.stops ?? []).filter((p) => p.hex !== leg.to && (p.hexes === 0 || !leg.named));
  return known.map((p) => ({ hex: p.hex, facing: p.face, mp: mp + p.mp, hexes: hexes + p.hexes }));
}

/**
 * 9.2, 4.5: the earlier pivot `a` may fire at, or null: the move under way is `t`'s, a battalion
 * whose leg recorded one next to `a`, and `a` cannot already fire at `t` where it stands
 * (`firesHere`: the move may go on from there, or it pivoted there; that fire comes first).
 */
export function earlierPivotFor(s: PsState, a: Pick<PsUnit, 'hex' | 'side'>, t: Pick<PsUnit, 'id' | 'hex' | 'side'>, firesHere: boolean): EarlierPivot | null {
  const m = s.moving;
  if (m === null || m.unit !== t.id || m.ended || m.earlier === undefined || a.hex === null || a.side === t.side || firesHere) return null;
  if (s.pending.some((p) => p.unit === t.id)) return null;
  const at = a.hex;
  return m.earlier.find((p) => hexDistance(at, p.hex, s.rules.shifted) === 1) ?? null;
}

/** 9.2, 4.5: the events that take `t`'s move back to the earlier pivot `a` fires at, and the state after them; null when there is none. */
export function pivotBack(s: PsState, a: PsUnit, t: PsUnit, firesHere: boolean): { events: PsEvent[]; state: PsState } | null {
  const p = earlierPivotFor(s, a, t, firesHere);
  if (p === null || t.hex === null) return null;
  const ma = factorsOf(t).move;
  const rest = `move ${t.id} to ${t.hex}${t.facing !== null && t.facing !== p.facing ? ` --face ${t.facing}` : ''}`;
  // 7.1: back in the hex, it is stacked again with the leaders its move left there.
  const joined = stackedNowWords(s, t, p.hex);
  const text = `The fire comes at ${possessive(t.name)} pivot in ${p.hex}, after the facing changed (9.2): ${t.name} ${verb(t, 'is')} taken back there, facing ${p.facing}, ${p.mp} of ${ma} MP spent; unless ${itWord(t)} ${verb(t, 'retreats')}, ${its(t)} move goes on from there (${rest}, 4.5).${joined ? ` ${joined}.` : ''}`;
  const events: PsEvent[] = [{ type: 'pivot-back', unit: t.id, hex: p.hex, facing: p.facing, leg: { mp: p.mp, hexes: p.hexes, pivotedIn: p.hex }, text }];
  return { events, state: applyEvents(s, events) };
}
