/**
 * What a rule set's REPL views provide. The session loop, script mode and formatting are
 * generic; everything that reads a rule set's own state lives in one file per rule set
 * (views/devil.ts, views/tilly.ts), registered by rule set id in views/index.ts. The same
 * files give `tyw replay` and `tyw report` a battle's standing (`BattleStanding`).
 */
import type { Result } from '../../engine/result.js';
import type { Modifier, Odds, OddsOutcome, RollPreview } from '../../engine/ruleset.js';
import type { Paint } from '../../present/paint.js';

/** Where the battle stands, for `--json` fields and the transcript. */
export interface Where {
  readonly turn: number;
  readonly step: string;
  readonly over: boolean;
}

/** A view's answer: lines for people, one JSON value for `--json`. */
export interface ViewAnswer {
  readonly lines: readonly string[];
  readonly json: unknown;
}

/** Itemised modifiers (and the exact odds) of an action, without rolling anything. */
export interface Preview extends RollPreview {
  /** The roll in words, where it is not a count of dice: "1d6 + 7 lost". */
  readonly roll?: string;
  /** Further exact distributions behind the outcomes (e.g. each side's hits), for `odds`. */
  readonly distributions?: readonly OddsTable[];
  /**
   * An action rolled in stages (a charge: defensive fire, fire at contact, the melee), in the
   * order their dice are rolled, each with its own sides and modifiers; `modifiers` above are
   * then the last stage's, and `odds` the whole action's.
   */
  readonly stages?: readonly PreviewStage[];
}

/** One stage of an action rolled in stages. */
export interface PreviewStage {
  /** As the dice are asked for it: "Defensive fire", "Melee (charging)". */
  readonly title: string;
  readonly actor: string;
  readonly target: string;
  readonly modifiers: { readonly actor: readonly Modifier[]; readonly target: readonly Modifier[] };
  readonly actorModifier: number;
  readonly targetModifier: number;
  /** The chance the action gets this far. */
  readonly reached: { readonly probability: number; readonly fraction: string };
  /** The units' state the modifiers assume, when earlier stages may change them. */
  readonly when?: string;
  /** The stage's own odds, given that it is reached. */
  readonly odds?: Odds;
}

/** One exact distribution with a title: "Hits scored by the French". */
export interface OddsTable {
  readonly title: string;
  readonly outcomes: readonly OddsOutcome[];
}

export interface CommandHelp {
  readonly name: string;
  /** Other words for the same command (`regroup` for `rest`). */
  readonly aliases?: readonly string[];
  readonly usage: string;
  readonly summary: string;
  readonly example: string;
  /** Longer explanation shown by `help <name>`. */
  readonly details?: readonly string[];
  readonly group: string;
}

/** One choice in a guided menu: the command line it stands for and how it reads. */
export interface GuideChoice {
  readonly name: string;
  readonly value: string;
  readonly description?: string;
}

/**
 * A guided menu, as data: the prompts module asks, the answer builds a command line.
 * `select` offers choices; `confirm` a yes/no; `number` a count. `next` builds the rest of the
 * dialogue from the answer, so menus offer only what is legal after each choice.
 */
export type GuideStep =
  | {
      readonly kind: 'select';
      readonly message: string;
      readonly choices: readonly GuideChoice[];
      /** The value pre-selected from the state. */
      readonly default?: string;
      readonly next: (value: string) => GuideStep | string | null;
    }
  | { readonly kind: 'confirm'; readonly message: string; readonly default: boolean; readonly next: (value: boolean) => GuideStep | string | null }
  /** Several choices at once (supporting units, combined fire); `checked` are ticked to begin with. */
  | {
      readonly kind: 'checkbox';
      readonly message: string;
      readonly choices: readonly GuideChoice[];
      readonly checked: readonly string[];
      readonly next: (values: readonly string[]) => GuideStep | string | null;
    }
  | { readonly kind: 'number'; readonly message: string; readonly default: number; readonly min: number; readonly max: number; readonly next: (value: number) => GuideStep | string | null };

export interface RulesetViews<St = unknown> {
  readonly rulesetId: string;
  where(state: St): Where;
  /** The one-line header: turn, step, initiative, active leader, morale against break points. */
  header(state: St, paint: Paint): string;
  /** A short prompt, e.g. `T2 Horn(3)> `. */
  prompt(state: St): string;
  /** The loaded battle: title, sides, units and break points. */
  battle(state: St, scenario: unknown, paint: Paint): ViewAnswer;
  /** `status`, `morale`, `leaders` and other read-only views, by the word that asks; `args` is the rest of the line. */
  readonly views: Readonly<Record<string, (state: St, args: string, paint: Paint) => Result<ViewAnswer, string>>>;
  /** `rules <topic>`: printed from the engine's own tables (the state gives the battle's own units of length and so on). */
  rules(topic: string, paint: Paint, state: St): Result<ViewAnswer, string>;
  readonly ruleTopics: readonly string[];
  /** Modifiers and odds of a parsed action, changing nothing. */
  preview(state: St, action: unknown): Result<Preview, string>;
  /** `mods` (and the preview before hand-rolled dice) in the rule set's own words; default: format.ts `previewLines`. */
  modsLines?(preview: Preview, paint: Paint): string[];
  /** `odds` in the rule set's own words; default: format.ts `oddsLines`. */
  oddsLines?(preview: Preview, odds: Odds, paint: Paint): string[];
  /** For `odds` and `mods`: the action on a line, which must be one that rolls dice. */
  parseAction(state: St, text: string): Result<unknown, string>;
  /**
   * The rule set's commands, for `help` and completion. An entry named like one of the
   * REPL's own commands (`status`, `morale`...) replaces that command's help text.
   */
  readonly commands: readonly CommandHelp[];
  /** `help <word>` for one of the rule set's commands, in full. */
  helpFor(word: string): Result<string[], string>;
  /**
   * The rule set's static help text in this battle's terms (Tilly's "8 TUM" gains the length
   * in the scenario's own unit). Applied to `help` and `help <command>`; default: unchanged.
   */
  localize?(state: St, text: string): string;
  /** Tab completion of a whole line (up to the cursor); `words` are the REPL's own commands. */
  complete(state: St, line: string, words: readonly string[]): { candidates: string[]; word: string };
  /** Units, leaders and sides, for completing the REPL's own views (`status <unit|side>`). */
  names(state: St): string[];
  /** The guided menu's first question, offering only what is legal now; null if nothing is. */
  guide(state: St): GuideStep | null;
  /**
   * Questions a typed line left open (the guide's "crossed the arc? evade? contact?" of a
   * charge): the answers are flags appended to the line. Null when there is nothing to ask.
   */
  questions(state: St, line: string): GuideStep | null;
  /**
   * Something a command left for the game master to settle that another command does (a
   * fallen leader's heir): a hint naming that command, and at the keyboard a menu that builds
   * it. `before` is the state before the command, so it is said once, when it arises.
   */
  followUp?(before: St, after: St): { readonly hint: string; readonly step: GuideStep } | null;
  /** Commands that roll dice, so `help <command>` can explain `--rolls`. */
  readonly diceCommands?: readonly string[];
  /** The sentence under `help` on how to name things, with ids from this battle. */
  naming?(state: St): string;
  /** Where the battle stands, for `tyw replay` and `tyw report`; absent when the rule set has no such view yet. */
  standing?(state: St): BattleStanding;
}

// ---------------------------------------------------------------- standing (replay, report)

/**
 * The words a rule set uses for its army-morale count. While the Devil Rules counts morale
 * points against a break point; Tilly's Very Bad Day counts units lost against a threshold.
 */
export interface StandingTerms {
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
}
