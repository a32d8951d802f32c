/**
 * Seed 004, 4.1, 4.5, 7.1: the move under way, as the holds a reaction puts on it read it: the
 * fire taken on the condition that it goes on (promise.ts) and the cavalry reactions that hold it
 * (entry-hold.ts). Both import this file, so neither imports the other for it.
 */
import { counted } from '../../engine/english.js';
import { factorsOf, inPlay } from './helpers.js';
import { heWord, isLeader, type Mover, moverVerb } from './mover.js';
import type { PsState } from './state.js';
import { unledLimit } from './units.js';

/**
 * The unit, or the leader moving alone (7.1), whose move is under way; null when none is, or when
 * it has ended: by a retreat or rout called for (6.3, 4.5), or by the mover's loss or a leader's fall (7.4).
 */
export function moverUnderWay(s: PsState): Mover | null {
  const m = s.moving;
  if (m === null || m.ended) return null;
  const mover: Mover | undefined = s.units.find((u) => u.id === m.unit) ?? s.leaders.find((l) => l.id === m.unit);
  const playing = mover !== undefined && (isLeader(mover) ? mover.fate === 'active' : inPlay(mover));
  return mover !== undefined && playing && mover.hex !== null && !s.pending.some((p) => p.unit === mover.id) ? mover : null;
}

/** 4.2, 4.3: why the move under way cannot go on (its MP spent, or 4.3's limit), or null; 7.1: a leader has no MA to spend. */
export function noMoveLeft(s: PsState, u: Mover): string | null {
  const m = s.moving;
  if (m === null || isLeader(u)) return null;
  const ma = factorsOf(u).move;
  if (m.mp >= ma) return `${m.mp} of ${ma} MP spent`;
  const limit = unledLimit(u.type);
  return limit !== null && m.leader === null && m.hexes >= limit ? `${counted(limit, 'hex', 'hexes')} at most without a leader, 4.3` : null;
}

/** 4.1, 4.5: how a held move is kept (`go`: "move A3 on first, or undo that reaction"); with no move left, only by undoing the reaction. */
export function keepOrUndo(s: PsState, u: Mover, go: string): string {
  const stuck = noMoveLeft(s, u);
  return stuck !== null ? `${heWord(u)} ${moverVerb(u, 'has')} no move left (${stuck}), so type undo to take that reaction back` : go;
}
