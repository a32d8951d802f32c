/**
 * Seed 004, 4.5, 7.1, 11.4: which step of a leader moving alone a cavalry melee or charge answers.
 * A reaction comes "in the hex being exited" (4.5), against a unit "attempting to exit" it (11.4).
 * A unit in the hex it stands in may still go on, and tyw holds it to that (entry-hold.ts); a
 * leader alone has no movement allowance (7.1 prices his hexes, prints none), so nothing says he
 * will go on, and his retreat before the melee (7.1) would end his move whatever he meant (4.5):
 * "if he goes on" would hold him to nothing. *Reading:* such a reaction answers the step he made,
 * from the hex his last step left, so the cavalry must be within reach of that hex (one or two
 * hexes, 11.4), and fire must answer a step from a hex next to the firer (4.5). House rule
 * `leaderMeleeIfHeGoesOn`: both are taken where he stands on the condition that he goes on, as for a unit.
 */
import { possessive } from '../../present/words.js';
import { verb } from '../../engine/english.js';
import { hexDistance } from './hexes.js';
import type { PsLeader, PsState, PsUnit } from './state.js';

/** The hex a lone leader's last step left, when tyw knows it (his way traced) and reads the step (the house rule off); else null. */
export function leaderStepFrom(s: PsState, l: PsLeader): string | null {
  if (s.rules.houseRules.leaderMeleeIfHeGoesOn === true) return null;
  const m = s.moving;
  return m !== null && m.unit === l.id && m.from !== undefined && m.from !== l.hex ? m.from : null;
}

/** 4.5, 7.1, 11.4: why cavalry `a` may not melee or charge lone leader `l` as a reaction to his last step; null when it may. */
export function leaderStepRefusal(s: PsState, a: PsUnit, l: PsLeader): string | null {
  const from = leaderStepFrom(s, l);
  if (from === null || a.hex === null) return null;
  const d = hexDistance(a.hex, from, s.rules.shifted);
  if (d === 1 || d === 2) return null;
  return `${a.name} ${verb(a, 'is')} ${d} hexes from ${from}, the hex ${possessive(l.name)} last step left: a cavalry reaction to a leader alone answers the step he made, against the hex he exited (4.5, 11.4), as he has no movement allowance to hold him to going on out of ${l.hex ?? 'his hex'} (7.1); enter his next leg first, and react to it`;
}

/**
 * 4.5, 7.1: why `a` may not fire at lone leader `l` where he stands on the condition that he goes on
 * (the fire answers no step he made, `onPromise`); null when it may. The same reading as the cavalry's:
 * nothing holds him to going on, so the fire answers the step he made or none (house rule: as a unit).
 */
export function leaderFireRefusal(s: PsState, a: PsUnit, l: PsLeader, onPromise: boolean): string | null {
  const from = leaderStepFrom(s, l);
  if (from === null || !onPromise) return null;
  return `${possessive(l.name)} step from ${from} into ${l.hex ?? 'his hex'} did not leave a hex next to ${a.name}: fire at a leader alone answers the step he made (4.5), as he has no movement allowance to hold him to going on out of ${l.hex ?? 'his hex'} (7.1); enter his next leg first, and react to it`;
}

/** "against his step from 0709 into 0809, 4.5", or null when the reaction is taken where he stands. */
export const leaderStepWords = (s: PsState, l: PsLeader): string | null => {
  const from = leaderStepFrom(s, l);
  return from === null ? null : `against his step from ${from} into ${l.hex ?? 'his hex'}, 4.5`;
};
