/**
 * Seed 004, 4.5 and 11.4: cavalry reacts to a move "in the hex being exited". When the tool knows
 * the last step of the move under way (where it left from, and its totals before it), cavalry
 * within reach of that hex reacts to that step: the mover is taken back there first, its move
 * suspended, as for fire at a battalion's earlier pivot (pivot-reaction.ts). Unless the reaction
 * ends its move, the move goes on from there (4.5).
 */
import { its, itWord, verb } from '../../engine/english.js';
import { applyEvents, type PsEvent } from './events.js';
import { factorsOf, inPlay } from './helpers.js';
import { hexDistance } from './hexes.js';
import { stackedNowWords } from './leaders.js';
import type { PsState, PsUnit } from './state.js';
import { movementReactions } from './units.js';

/** The hex the last step of `t`'s move under way left, with the totals before it, or null when the tool does not know them. */
export function lastStep(s: PsState, t: Pick<PsUnit, 'id' | 'hex'>): { readonly from: string; readonly mp: number; readonly hexes: number } | null {
  const m = s.moving;
  if (m === null || m.unit !== t.id || m.ended || m.from === undefined || m.before === undefined || t.hex === null) return null;
  if (s.pending.some((p) => p.unit === t.id)) return null;
  // 4.5: all reactions to one move are fought against the same hex: once one was fought where it stands, on the condition that it goes on, none goes back a step.
  if ((m.exitOwed ?? []).length > 0 || (m.promised ?? []).length > 0) return null;
  // 7.1: a leader stacked with it now joined it at the step's end: going back would undo more than the step.
  if (s.leaders.some((l) => l.fate === 'active' && l.with === t.id)) return null;
  return { from: m.from, ...m.before };
}

/** 11.4: whether cavalry `a` reaches the hex `t`'s last step left (next to it, or two hexes away). */
export function reachesExit(s: PsState, a: Pick<PsUnit, 'hex' | 'side' | 'type'>, t: PsUnit): string | null {
  const step = lastStep(s, t);
  if (step === null || a.hex === null || a.side === t.side || !movementReactions(a.type).includes('melee')) return null;
  const d = hexDistance(a.hex, step.from, s.rules.shifted);
  return d === 1 || d === 2 ? step.from : null;
}

/**
 * 4.5, 11.4: the events that take `t` back to the hex it was exiting, for cavalry `a`'s reaction
 * to that step, and the state after them; null when `a` reacts to it where it stands.
 */
export function stepBack(s: PsState, a: PsUnit, t: PsUnit): { events: PsEvent[]; state: PsState } | null {
  const hex = reachesExit(s, a, t);
  const step = lastStep(s, t);
  if (hex === null || step === null || !inPlay(t)) return null;
  const ma = factorsOf(t).move;
  const joined = stackedNowWords(s, t, hex);
  const text = `${a.name} ${verb(a, 'reacts')} as ${t.name} ${verb(t, 'exits')} ${hex} (4.5, 11.4): ${t.name} ${verb(t, 'is')} taken back there, ${step.mp} of ${ma} MP spent; unless the reaction ends ${its(t)} move, ${itWord(t)} ${verb(t, 'goes')} on from there (4.5).${joined ? ` ${joined}.` : ''}`;
  const events: PsEvent[] = [{ type: 'step-back', unit: t.id, hex, leg: { mp: step.mp, hexes: step.hexes }, text }];
  return { events, state: applyEvents(s, events) };
}

/** 11.4: the state with `t` taken back for cavalry `c`'s reaction (the moving player's infantry fires at `c` entering the hex between in it), else `s`. */
export const asReactedTo = (s: PsState, c: PsUnit, t: PsUnit): PsState => stepBack(s, c, t)?.state ?? s;
