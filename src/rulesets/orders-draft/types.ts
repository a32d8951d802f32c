/**
 * The orders-based draft (seed 002, "Mechanics Documentation"): its fixed vocabularies and the
 * validated scenario. Sources: 2.5 (unit types, commander ranks), 2.6 (the profile), 2.7–2.8
 * (regiments and commanders), 3.3 (the order list).
 */

/** Section 2.5: the unit types (the commander ranks are listed there too, but are not units here). */
export const UNIT_TYPES = ['pikemen', 'swordsmen', 'heavy-infantry', 'musketeers', 'crossbowmen', 'cavalry', 'dragoons', 'artillery', 'standard-bearers'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** Section 2.5 and 3.1.1: the three commander ranks, worst first (2.9.1 promotes to "worse than or equal"). */
export const RANKS = ['novice', 'hero', 'general'] as const;
export type Rank = (typeof RANKS)[number];

/** Section 3.3: the eight orders, in the text's order. */
export const ORDERS = ['stand-ready', 'march', 'charge', 'guard', 'support', 'change-formation', 'about-face', 'rally'] as const;
export type OrderKind = (typeof ORDERS)[number];

/** Section 3.1.3: "a maximum Command rating of 10". */
export const MAX_RATING = 10;
/** The most stands a unit may have in a scenario (the text sets no maximum; 9 leaves room). */
export const MAX_STANDS = 40;

export const rankIndex = (rank: Rank): number => RANKS.indexOf(rank);

export interface UnitSpec {
  readonly name: string;
  readonly type: UnitType;
  readonly stands: number;
  /** Section 2.6: attack dice per stand, melee then ranged. */
  readonly attacks: { readonly melee: number; readonly ranged: number };
  readonly defence: number;
  /** Section 2.6: the purchase minimum and maximum of stands, when the scenario gives them. */
  readonly size?: { readonly min: number; readonly max: number };
  /** Section 2.4: stands across the front rank (default: every stand, one rank). */
  readonly width: number;
}

export interface CommanderSpec {
  readonly name: string;
  readonly rank: Rank;
  readonly rating: number;
}

export interface RegimentSpec {
  readonly name: string;
  readonly commander: CommanderSpec;
  readonly units: readonly UnitSpec[];
}

export interface SideSpec {
  readonly name: string;
  readonly regiments: readonly RegimentSpec[];
}

/** The two readings the text leaves open, as a scenario may settle them (docs/rules/orders-draft.md). */
export interface OrdersHouseRules {
  /** 3.1.3: a roll equal to the rating fails (default: it accepts no order, but is no failure). */
  readonly equalRollFails: boolean;
  /** 3.2: the penalty of 1 is added to the penalty per unit above the rating (default: one or the other). */
  readonly regimentPenaltyStacks: boolean;
  /** 3.2: after a failed regiment-wide roll the commander may still order the units left out (default: he is done, 3.1.3). */
  readonly regimentFailureGoesOn: boolean;
  /** 3.3.8: the Command Roll that issues Rally is its roll, so an accepted rally rallies (default: a second roll). */
  readonly rallyOneRoll: boolean;
  /** 3.3.8 with 3.1.3 step 5: a failed rally roll also ends the commander (default: only the unit stays Disordered). */
  readonly rallyFailureEndsCommander: boolean;
  /** 3.3.4: Guard may go with an order that moves the unit; "does not move" is what Guard itself does (default: refused with them). */
  readonly guardMayMove: boolean;
  /** 3.3.7: About Face turns the unit in place, so it goes with Stand Ready and Guard (default: it counts as a move, refused with them). */
  readonly aboutFaceInPlace: boolean;
  /** 3.1.3 step 4 with 3.3.4: the markers of declared orders are tokens, so new orders replace a guard token (default: only guard tokens are tokens). */
  readonly orderMarkersAreTokens: boolean;
  /** 2.9.1: "type, or quality" bounds the promoted commander's rating too, at most the fallen one's (default: the rank only). */
  readonly promotedRatingAtMost: boolean;
  /** 4.2: a charge that falls short moves the d6 alone (default: d6+2, the whole charge distance). */
  readonly shortChargeDieOnly: boolean;
  /** 3.3.4 (a): a charge turned on a guard that falls short moves half the distance to the guard (default: half the distance rolled). */
  readonly guardShortHalfGap: boolean;
  /** 3.3.5: a support accepted while its unit's ordered charge waits joins that charge (default: only later declarations). */
  readonly supportJoinsWaiting: boolean;
  /** 3.3.3 with 4.2: a charge at a unit in base contact already is void, nothing to move (default: it succeeds with no move). */
  readonly contactChargeVoid: boolean;
  /**
   * 2.9.1, a designed test (the text never defines the Morale Check): a unit passes on a d6 at
   * or under this value. Null (the default): the game master gives each outcome.
   */
  readonly moraleCheckAtMost: number | null;
}

export interface OrdersScenario {
  readonly ruleset: 'orders-draft';
  readonly title: string;
  readonly houseRules: OrdersHouseRules;
  readonly sides: readonly [SideSpec, SideSpec];
}

/** A unit type in words, for tables and menus ("heavy infantry"); the scenario's key keeps its hyphen. */
export const typeWords = (type: string): string => type.replace(/-/g, ' ');
