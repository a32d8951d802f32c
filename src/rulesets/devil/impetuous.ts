/**
 * Impetuous units (seed 000, "Formations"): a deployed impetuous unit must charge the nearest
 * formed enemy whenever it is activated with one within charge range. The table decides
 * whether one is in range; the tool asks the game master to say so when such a unit is
 * activated for anything but a Charge, and refuses the action until he does.
 */
import { troop } from './catalogue.js';
import type { UnitState } from './state.js';

/** The flag that says no eligible formed enemy is within the unit's charge range. */
export const NO_ENEMY_IN_RANGE_FLAG = '--no-enemy-in-range';

/** Must this unit charge when activated, if an eligible enemy is in range? Deployed, free of combat, able to charge. */
export function mustChargeWhenActivated(u: UnitState): boolean {
  return u.impetuous && u.formation === 'battle' && u.engagedWith.length === 0 && troop(u.type).category !== 'artillery';
}

/**
 * Why an activated unit may not take an action other than a Charge, or null: it is impetuous
 * and deployed, and the game master has not said that no eligible enemy is within range.
 * Units in combat fight their melee instead, so they are not held to the charge.
 */
export function impetuousRefusal(u: UnitState, action: 'charge' | 'other', noEnemyInRange: boolean): string | null {
  if (action === 'charge' || noEnemyInRange || !mustChargeWhenActivated(u)) return null;
  return `${u.name} (impetuous, deployed) must charge the nearest formed enemy within charge range when activated ("Formations"). If no eligible enemy is within charge range, give the same command with ${NO_ENEMY_IN_RANGE_FLAG}.`;
}
