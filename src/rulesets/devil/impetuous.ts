/**
 * Impetuous units (seed 000, "Formations"): a deployed impetuous unit must charge the nearest
 * formed enemy whenever it is activated with one within charge range. The table decides
 * whether one is in range; the tool asks the game master to say so when such a unit is
 * activated for anything but a Charge, and refuses the action until he does.
 */
import { troop } from './catalogue.js';
import { CHARGE_READINGS } from './combat-tables.js';
import { designed } from './house-rules.js';
import type { DevilState, UnitState } from './state.js';
import { itWord, verb } from './words.js';

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

/**
 * Is this enemy "formed"? The guide calls formed cavalry "all except Irregular Light Horse"
 * and sets the march columns of "All Formed Units" against the individually based dragoons and
 * forlorn hopes ("Formations"): so the swarms (forlorn hopes, dragoons, irregular light horse)
 * are not formed, and every other type, artillery included, is.
 */
export function isFormed(u: Pick<UnitState, 'type'>): boolean {
  const c = troop(u.type).category;
  return c !== 'skirmisher' && c !== 'irregular-horse';
}

/**
 * Why an impetuous unit's charge at an enemy that is not formed is refused, or null. It must
 * charge "the nearest formed enemy" ("Formations"): in the leaders step it may charge a swarm
 * only when the game master says no formed enemy is within charge range; in step 6 its charge
 * is the obligatory one, so only a formed enemy will do (with none in range it need not charge).
 */
export function impetuousTargetRefusal(state: Pick<DevilState, 'houseRules'>, u: UnitState, target: UnitState | undefined, step: string, noEnemyInRange: boolean): string | null {
  if (!target || target.side === u.side || isFormed(target) || !mustChargeWhenActivated(u)) return null;
  const reading = CHARGE_READINGS.impetuousAnyEnemy;
  if (designed(state, reading.key, reading.value).value === 1) return null;
  const must = `${u.name} (impetuous, deployed) must charge the nearest formed enemy ("Formations"), and ${target.name} ${verb(target, 'is')} not formed (${SWARM[troop(target.type).category] ?? 'a swarm'}).`;
  if (step === 'impetuous') return `${must} This step holds only obligatory charges: if no formed enemy is within charge range, ${itWord(u)} need not charge, and next records that.`;
  if (step === 'leaders' && !noEnemyInRange) return `${must} If no formed enemy is within charge range, give the same command with ${NO_ENEMY_IN_RANGE_FLAG}.`;
  return null;
}

/** Why a swarm is not formed, in words: "forlorn hopes and dragoons fight in a loose swarm". */
const SWARM: Readonly<Record<string, string>> = {
  skirmisher: 'forlorn hopes and dragoons fight as a loose swarm',
  'irregular-horse': 'irregular light horse fight as a swarm',
};
