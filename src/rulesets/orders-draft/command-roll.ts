/**
 * The Command Roll (3.1.3 step 5) and the regiment-wide penalty (3.2), with their exact odds.
 * Each point the 2d6 roll is under the rating accepts one order, in order of issue; a roll
 * over the rating fails. A roll equal to the rating is the text's gap: read here as accepting
 * nothing without failing (the house rule `equalRollFails` makes it a failure).
 */
import { frac, q } from '../../dice/fraction.js';
import type { RollContext } from '../../dice/dice.js';
import type { OddsOutcome } from '../../engine/ruleset.js';
import type { OrdersHouseRules } from './types.js';

export interface CommandOutcome {
  readonly failed: boolean;
  /** How many of the declared orders are accepted, in order of issue. */
  readonly accepted: number;
}

export function commandOutcome(roll: number, rating: number, orders: number, rules: Pick<OrdersHouseRules, 'equalRollFails'>): CommandOutcome {
  if (roll > rating || (rules.equalRollFails && roll === rating)) return { failed: true, accepted: 0 };
  return { failed: false, accepted: Math.min(orders, rating - roll) };
}

/** A Rally's own Command Roll (3.3.8) is passed when it is not a failure. */
export const rallyPassed = (roll: number, rating: number, rules: Pick<OrdersHouseRules, 'equalRollFails'>): boolean => !commandOutcome(roll, rating, 1, rules).failed;

/**
 * 3.2: the penalty of a regiment-wide order of `units` units. One when the units are no more
 * than the rating; one per unit above it otherwise (and one more with `regimentPenaltyStacks`).
 */
export function regimentPenalty(units: number, rating: number, rules: Pick<OrdersHouseRules, 'regimentPenaltyStacks'>): number {
  if (units <= rating) return 1;
  return units - rating + (rules.regimentPenaltyStacks ? 1 : 0);
}

/** Ways 2d6 make each total, out of 36. */
export const twoDiceWays = (total: number): number => (total < 2 || total > 12 ? 0 : 6 - Math.abs(total - 7));

/** An outcome `ways` in `of`, its fraction in lowest terms as every rule set prints it ("10/36" reads "5/18"). */
export const chance = (label: string, ways: number, of: number): OddsOutcome => ({ label, probability: ways / of, fraction: frac(q(BigInt(ways), BigInt(of))) });

/** Every order accepted: "the order accepted", "both accepted", "all 3 accepted"; `short` after a roll's colon: "accepted", "both accepted", "all accepted". */
export const allAccepted = (orders: number, short = false): string =>
  orders === 1 ? (short ? 'accepted' : 'the order accepted') : orders === 2 ? 'both accepted' : short ? 'all accepted' : `all ${orders} accepted`;

/** Who a failure leaves done: one unit, several (a regiment-wide order), or several with the commander going on (3.2 house rule). */
export type FailureWords = 'unit' | 'units' | 'unit, commander goes on' | 'units, commander goes on';

const FAILED: Readonly<Record<FailureWords, string>> = {
  unit: 'failed (unit and commander done)',
  units: 'failed (units and commander done)',
  'unit, commander goes on': 'failed (this unit done; the commander goes on)',
  'units, commander goes on': 'failed (these units done; the commander goes on)',
};

/**
 * The chance of each number of orders accepted, of none, and of failing; out of 36, as the dice
 * give them. `after` adds to the label of `k` orders accepted what still hangs on them (a rally, 3.3.8).
 */
export function commandOdds(
  rating: number,
  orders: number,
  rules: Pick<OrdersHouseRules, 'equalRollFails'>,
  failure: FailureWords = 'unit',
  after: (k: number) => string = () => '',
): OddsOutcome[] {
  const ways = new Map<string, number>();
  for (let k = orders; k >= 0; k -= 1) ways.set(k === 0 ? 'none' : String(k), 0);
  ways.set('failed', 0);
  for (let roll = 2; roll <= 12; roll += 1) {
    const o = commandOutcome(roll, rating, orders, rules);
    const key = o.failed ? 'failed' : o.accepted === 0 ? 'none' : String(o.accepted);
    ways.set(key, (ways.get(key) ?? 0) + twoDiceWays(roll));
  }
  return [...ways].map(([key, w]) =>
    chance(key === 'failed' ? FAILED[failure] : key === 'none' ? 'no order accepted' : `${key === String(orders) ? allAccepted(orders) : `${key} accepted`}${after(Number(key))}`, w, 36),
  );
}

/**
 * 3.3.8: the rally roll's chances, and the chance all told that the unit rallies: its Command
 * Roll must accept the rally (the order at `position` in order of issue), then the rally roll pass.
 */
export function rallyOdds(
  against: number,
  rating: number,
  orders: number,
  position: number,
  rules: Pick<OrdersHouseRules, 'equalRollFails' | 'rallyOneRoll' | 'rallyFailureEndsCommander'>,
  later: boolean,
): { roll: OddsOutcome[]; allTold: OddsOutcome[] } {
  let pass = 0;
  let reached = 0;
  for (let roll = 2; roll <= 12; roll += 1) {
    // House rule rallyOneRoll: no second roll, so it always "passes".
    if (rules.rallyOneRoll || rallyPassed(roll, rating, rules)) pass += twoDiceWays(roll);
    if (commandOutcome(roll, against, orders, rules).accepted > position) reached += twoDiceWays(roll);
  }
  return {
    roll: [chance('passes: no longer Disordered', pass, 36), chance(`fails: still Disordered${later ? '; the orders after it are discarded' : ''}${rules.rallyFailureEndsCommander ? '; commander done' : ''}`, 36 - pass, 36)],
    allTold: [chance('rallies', reached * pass, 1296), chance('stays Disordered', 1296 - reached * pass, 1296)],
  };
}

/** 4.2: a charge moves d6+2 inches, 3 to 8. */
export const CHARGE_LEAST = 3;
export const CHARGE_MOST = 8;

/** Why a charge-move's distance is refused, or null. 0 is units already in base contact: settled without a die (4.2). */
export function chargeDistanceRefusal(distance: number): string | null {
  if (Number.isFinite(distance) && distance >= 0 && distance <= 100) return null;
  return '--distance is the distance to the target in inches, 0 (in base contact already) to 100 (4.2)';
}

/** 4.2: the chance a charge of d6+2 inches covers `distance` inches; an outcome that cannot happen is left out. */
export function chargeOdds(distance: number): OddsOutcome[] {
  let reach = 0;
  for (let d = 1; d <= 6; d += 1) if (d + 2 >= distance) reach += 1;
  return [chance('reaches the target', reach, 6), chance('falls short', 6 - reach, 6)].filter((o) => o.probability > 0);
}

/** Why a charge's outcome is certain, for the odds' note: d6+2 is never under 3" nor over 8". */
export function chargeCertainty(distance: number): string {
  if (distance <= CHARGE_LEAST) return `: d6+2 is at least ${CHARGE_LEAST}, so the charge always reaches`;
  if (distance > CHARGE_MOST) return `: d6+2 is at most ${CHARGE_MOST}, so the charge always falls short`;
  return '';
}

/** 3.3.4: the guard's d6, a 1 blunders. */
export const guardOdds = (): OddsOutcome[] => [chance('the guard redirects the charge', 5, 6), chance('the guard blunders', 1, 6)];

/**
 * What players rolling by hand see before a die read against a number (the guard's d6, a
 * charge's d6+2, a Morale Check by house rule): how it is read and each outcome's chance, the
 * same `odds` gives.
 */
export const dieReading = (stage: string, side: string, how: string, outcomes: readonly OddsOutcome[]): RollContext => ({
  stage,
  side,
  modifiers: [],
  net: 0,
  detail: [how, ...outcomes.map((o) => `${o.label}: ${o.fraction}`)],
});
