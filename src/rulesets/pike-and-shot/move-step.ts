/**
 * 4.5, 9.2: where the move under way stands for a reaction to it: whether the fire answers a step
 * made, a paid pivot, or one still to come, and whether the move may go on.
 */
import type { ReactRequest } from './actions.js';
import { hexDistance } from './hexes.js';
import { noMoveLeft } from './move-under-way.js';
import { isLeader, type Mover } from './mover.js';
import { earlierPivotFor } from './pivot-reaction.js';
import { rangeOf } from './plans.js';
import type { PsState, PsUnit } from './state.js';

/**
 * 4.5: whether the tool cannot tell where the firer or the mover stands. *Reading:* the game
 * master then judges whether the step the fire answers goes (or went, with no move left) from a
 * hex next to the firer into another; typing the fire is his word, and the tool holds nothing.
 */
export const hexesUnknown = (a: Pick<PsUnit, 'hex'>, t: Pick<PsUnit, 'hex'>): boolean => a.hex === null || t.hex === null;

/** 4.5, 9.2: whether `a` may fire at `t` where it stands: next to it, and the move may go on from there or pivoted there. */
export const firesWhereItStands = (s: PsState, a: PsUnit, t: PsUnit, req?: ReactRequest): boolean =>
  (mayGoOn(s, t) || pivotedHere(s, t) || answersStep(s, a, t) || hexesUnknown(a, t) || untracedStep(s, t)) && rangeOf(s, a, t, req ?? {}, 1) === 1;

/**
 * 4.5: whether the move under way entered hexes by a way the tool does not know (`--hexes` alone,
 * or a destination it found no way to), so that its last step is unknown. *Reading:* fire at such a
 * mover with no move left is then the game master's word that the last step went from a hex next to
 * the firer into another, as without hexes.
 */
export function untracedStep(s: PsState, t: Pick<PsUnit, 'id'>): boolean {
  const m = s.moving;
  return m !== null && m.unit === t.id && !m.ended && m.hexes > 0 && m.from === undefined;
}

/** 4.5: the fire answers the untraced last step of a spent move (`untracedStep`): it holds the mover to nothing. */
export const spentUntraced = (s: PsState, a: PsUnit, t: PsUnit): boolean => !mayGoOn(s, t) && !pivotedHere(s, t) && !answersStep(s, a, t) && untracedStep(s, t);

/**
 * 4.5: whether the last step of the move under way left a hex next to `a` for the hex it stands
 * in, also next to `a`: fire then answers that step, made (the tool knows the step when it knows the way).
 */
export function answersStep(s: PsState, a: Pick<PsUnit, 'hex'>, t: Pick<PsUnit, 'id' | 'hex'>): boolean {
  const m = s.moving;
  if (m === null || m.unit !== t.id || m.ended || m.from === undefined || a.hex === null || t.hex === null) return false;
  const sh = s.rules.shifted;
  return hexDistance(a.hex, m.from, sh) === 1 && hexDistance(a.hex, t.hex, sh) === 1;
}

/**
 * 4.5: whether fire by `a` at the mover where it stands answers no step made (nor a paid pivot,
 * 9.2): it is then taken on the condition that the move goes on into another hex next to `a`.
 * 7.1: so for a leader moving alone, who makes no pivot.
 */
export function firesOnPromise(s: PsState, a: PsUnit, t: Mover): boolean {
  const m = s.moving;
  if (m === null || m.unit !== t.id || m.ended || a.side === t.side || s.pending.some((p) => p.unit === t.id) || hexesUnknown(a, t)) return false;
  if (isLeader(t)) return !answersStep(s, a, t);
  return !answersStep(s, a, t) && !pivotedHere(s, t) && !spentUntraced(s, a, t) && earlierPivotFor(s, a, t, firesWhereItStands(s, a, t)) === null;
}

/** 9.2: whether the move under way is this unit's, with a paid pivot in the hex it stands in. */
export function pivotedHere(s: PsState, t: Pick<PsUnit, 'id' | 'hex'>): boolean {
  return s.moving?.unit === t.id && s.moving.pivotedIn === t.hex;
}

/** 4.5, 4.3, 7.2: whether the move under way may go on: MP left, and within the hexes it makes without a leader. */
export function mayGoOn(s: PsState, t: PsUnit): boolean {
  return s.moving?.unit !== t.id || noMoveLeft(s, t) === null;
}

/** Why the move under way may not go on ("3 of 3 MP spent"), or '' when it may. */
export const goOnWords = (s: PsState, t: PsUnit): string => (s.moving?.unit === t.id ? (noMoveLeft(s, t) ?? '') : '');

