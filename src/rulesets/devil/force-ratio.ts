/**
 * Force ratios, exactly as seed 000 defines them ("Fire", last paragraph before Advancing
 * Fire; "Melee", last paragraph):
 * - Fire compares the firing bases of the actor with ALL the bases of the target unit.
 * - Melee counts every base of every involved unit, supporting units included, whether in
 *   contact or not.
 * Equal counts are even; more than equal but less than twice is "outnumbers" (or
 * "outnumbered"); twice or more is "badly".
 */
import type { ForceRatio } from './actions.js';
import type { DevilState, UnitState } from './state.js';

/** From worst to best for the actor. */
export const RATIO_ORDER: readonly ForceRatio[] = ['badly-outnumbered', 'outnumbered', 'even', 'outnumbers', 'badly-outnumbers'];

export const RATIO_WORDS: Readonly<Record<ForceRatio, string>> = {
  'badly-outnumbered': 'badly outnumbered',
  outnumbered: 'outnumbered',
  even: 'even',
  outnumbers: 'outnumbers the enemy',
  'badly-outnumbers': 'badly outnumbers the enemy',
};

/** The ratio seen from the actor's side, `actorBases` against `targetBases`. */
export function forceRatio(actorBases: number, targetBases: number): ForceRatio {
  if (actorBases === targetBases) return 'even';
  if (actorBases > targetBases) return actorBases >= 2 * targetBases ? 'badly-outnumbers' : 'outnumbers';
  return targetBases >= 2 * actorBases ? 'badly-outnumbered' : 'outnumbered';
}

/** The same ratio seen from the other side. */
export function invertRatio(r: ForceRatio): ForceRatio {
  return RATIO_ORDER[RATIO_ORDER.length - 1 - RATIO_ORDER.indexOf(r)] ?? 'even';
}

/** Steps of advantage: -2 (badly outnumbered) .. +2 (badly outnumbers). */
export const ratioSteps = (r: ForceRatio): number => RATIO_ORDER.indexOf(r) - 2;

/** Fire: the firing bases against every base of the target unit. */
export function fireRatio(firingBases: number, target: Pick<UnitState, 'bases'>): ForceRatio {
  return forceRatio(firingBases, target.bases);
}

/** Melee: all bases of the actor and its supporting units against the target and its supporting units. */
export function meleeRatio(state: Pick<DevilState, 'units'>, actorSide: readonly string[], targetSide: readonly string[]): ForceRatio {
  return forceRatio(countBases(state, actorSide), countBases(state, targetSide));
}

/** Current bases of the living units named (unknown or destroyed ids count nothing). */
export function countBases(state: Pick<DevilState, 'units'>, ids: readonly string[]): number {
  let n = 0;
  for (const id of new Set(ids)) {
    const u = state.units.find((x) => x.id === id);
    if (u && u.status !== 'destroyed') n += u.bases;
  }
  return n;
}
