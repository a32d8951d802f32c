/** The house rules a scenario switches on, one sentence each, for the opening (as the other rule sets give theirs). */
import type { OrdersHouseRules } from '../types.js';

type Switch = Exclude<keyof OrdersHouseRules, 'moraleCheckAtMost'>;

const WORDS: Readonly<Record<Switch, string>> = {
  equalRollFails: 'a Command Roll equal to the rating fails (3.1.3).',
  regimentPenaltyStacks: 'the regiment-wide penalty of 1 also applies above the rating (3.2).',
  regimentFailureGoesOn: 'after a failed regiment-wide roll the commander may still order the units left out (3.2).',
  rallyOneRoll: 'the Command Roll that issues Rally is its roll (3.3.8).',
  rallyFailureEndsCommander: 'a failed rally roll also ends the commander for the phase (3.3.8).',
  guardMayMove: 'Guard may go with an order that moves the unit (3.3.4).',
  aboutFaceInPlace: 'About Face turns the unit in place, so it goes with Stand Ready and Guard (3.3.7).',
  orderMarkersAreTokens: 'new orders replace a guard token (3.3.4).',
  promotedRatingAtMost: "a promoted commander's rating is at most the fallen one's (2.9.1).",
  shortChargeDieOnly: 'a charge that falls short moves the d6 alone (4.2).',
  guardShortHalfGap: 'a charge turned on a guard that falls short moves half the distance to the guard (3.3.4).',
  supportJoinsWaiting: "a support ordered while its unit's charge waits joins that charge (3.3.5).",
  contactChargeVoid: 'a charge at a unit in base contact already is void (3.3.3).',
};

/** "House rule: …" for each switch on, in the schema's order; the Morale Check's roll last. */
export function houseRuleLines(rules: OrdersHouseRules): string[] {
  const on = (Object.keys(WORDS) as Switch[]).filter((k) => rules[k]).map((k) => `House rule (${k}): ${WORDS[k]}`);
  const atMost = rules.moraleCheckAtMost;
  return atMost === null ? on : [...on, `House rule (moraleCheckAtMost): a Morale Check is rolled, a d6 of ${atMost} or less passing (2.9.1).`];
}
