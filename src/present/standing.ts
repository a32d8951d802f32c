/**
 * Where a battle stands, in terms any rule set can fill: `tyw replay` prints it, `tyw report`
 * draws its losses table and morale curve from it. A rule set's presentation gives it
 * (`RulesetPresentation.standing`).
 */

/**
 * The words a rule set uses for its army-morale count. While the Devil Rules counts morale
 * points against a break point; Tilly's Very Bad Day counts units lost against a threshold.
 */
export interface StandingTerms {
  /** The rule set's word for a turn in headings ("Game move"); "Turn" when absent. */
  readonly turnWord?: string;
  /** The count, plural and singular: "points" / "point", "units lost" / "unit lost". */
  readonly count: string;
  readonly countOne: string;
  /** What it is measured against: "break point". */
  readonly threshold: string;
  /** Replay's heading over the sides: "Morale (points toward breaking, against the break point)". */
  readonly heading: string;
  /** The report's morale chapter, followed by " at the end of each turn": "Points toward breaking". */
  readonly curve: string;
  /** The chart's title for it: "Morale points" (per side at the end of each turn). */
  readonly chart: string;
  /** The report's losses column for the count: "Morale / break point". */
  readonly lossesHeading: string;
  /** A note under the losses table, if any. */
  readonly lossesNote?: string;
  /** The unit table's strength column: "Bases", "Resolve". */
  readonly strength: string;
  /** What the strength column reads, said once above the unit tables, if any. */
  readonly strengthNote?: string;
  /**
   * For a rule set whose armies never break: how an unfinished battle is decided, ending the
   * report's "Undecided: …" sentence ("the victory points decide it after the last turn").
   * Without it the report says that neither army broke.
   */
  readonly undecided?: string;
  /** The report's chapter over the chart, where it is no morale: "Eliminations". Default "Morale". */
  readonly chapter?: string;
}

export interface StandingSide {
  readonly side: number;
  readonly name: string;
  readonly role: string;
  /** Towards losing: morale points, units lost. */
  readonly count: number;
  /** The side loses when `count` reaches it (or when the rule set says so: `broken`). */
  readonly threshold: number;
  /** Has lost the battle (an army break, an army-morale loss). */
  readonly broken: boolean;
  /** `count` has reached `threshold`. */
  readonly atThreshold: boolean;
  /** The report's losses row, one cell per `BattleStanding.lossHeadings`. */
  readonly losses: readonly string[];
  /** The side as `replay --json` prints it, in the rule set's own fields. */
  readonly json: object;
}

export interface StandingUnit {
  readonly id: string;
  readonly name: string;
  readonly side: number;
  /** Its type as the rule book names it. */
  readonly type: string;
  /** Bases, resolve: now and at the start. */
  readonly strength: number;
  readonly startStrength: number;
  /** "Disordered", "Routed". */
  readonly status: string;
  /** How the status reads: fine, a loss, or gone (destroyed, routed). */
  readonly tone: 'ok' | 'loss' | 'gone';
  /** A few words after the status ("engaged with Blue Regiment"), or "". */
  readonly note: string;
  /** The unit as `replay --json` prints it, in the rule set's own fields. */
  readonly json: object;
}

/** A leader or commander at the end, for the rule sets that have them on the map. */
export interface StandingLeader {
  readonly id: string;
  readonly name: string;
  readonly side: number;
  /** Where he is on the map: "hex 0609", "with Baldiron, hex 0608"; "" once gone (his fate says how). */
  readonly where: string;
  /** "Active", "Casualty", "Eliminated", "Off the map". */
  readonly fate: string;
  readonly tone: 'ok' | 'loss' | 'gone';
  /** The leader as `replay --json` prints it, in the rule set's own fields. */
  readonly json: object;
}

/** Where a battle stands, in the terms `replay` and `report` print for any rule set. */
export interface BattleStanding {
  readonly turn: number;
  /** The step's title. */
  readonly step: string;
  readonly over: boolean;
  /** The decision in one sentence, once there is one. */
  readonly outcome: string | null;
  readonly terms: StandingTerms;
  /** Headings of the report's losses columns between the side and the count. */
  readonly lossHeadings: readonly string[];
  readonly sides: readonly StandingSide[];
  readonly units: readonly StandingUnit[];
  /** Leaders, listed after the units, when the rule set gives them (others leave it out). */
  readonly leaders?: readonly StandingLeader[];
}

/** A turn's heading in the rule set's own word: "Turn 3", "Game move 3". */
export const turnHeading = (terms: StandingTerms | undefined, turn: number): string => `${terms?.turnWord ?? 'Turn'} ${turn}`;

/** The same word inside a sentence: "the end of game move 3". */
export const turnWord = (terms: StandingTerms | undefined): string => (terms?.turnWord ?? 'Turn').toLowerCase();
