import type * as z from 'zod/mini';
import type { DiceSource } from '../dice/dice.js';
import type { SourcePosition } from './errors.js';
import type { Result } from './result.js';

/**
 * Something that happened in the battle, in data and in plain words. Rule sets define
 * their own event unions; the engine, journal and report only rely on `type` and `text`.
 */
export interface BattleEvent {
  readonly type: string;
  readonly text: string;
}

/** One itemised dice modifier, shown to players before they roll. */
export interface Modifier {
  readonly label: string;
  readonly value: number;
  /** Why it applies, in a few words (and the rule-book section it rests on). */
  readonly reason: string;
  /** Set when a scenario's `houseRules:` changed the designed value. */
  readonly houseRule?: boolean;
  /** Shown by `mods` even at zero: the rule says the zero counts (Pike & Shot 5.4, a fire factor of 0 as melee factor). */
  readonly shown?: boolean;
}

/** One outcome of an exact distribution, for `odds` and the line shown before a roll. */
export interface OddsOutcome {
  readonly label: string;
  readonly probability: number;
  /** The same probability as an exact fraction, e.g. "7/36". */
  readonly fraction: string;
}

export interface Odds {
  readonly outcomes: readonly OddsOutcome[];
  readonly expected: { readonly actorLevels: number; readonly targetLevels: number };
}

/** A roll's sides, their itemised modifiers and its exact odds, before anything is rolled. */
export interface RollPreview {
  readonly actor?: string;
  readonly target?: string;
  readonly modifiers: { readonly actor: readonly Modifier[]; readonly target: readonly Modifier[] };
  readonly actorModifier: number;
  readonly targetModifier: number;
  readonly odds?: Odds;
  /** What the roll decides when there is no opposed roll ("a regroup needs 4+"), or the order the dice are rolled in. */
  readonly note?: string;
}

/** A status or strength change of one unit, for results and `--json`. */
export interface Change {
  readonly unit: string;
  readonly from: string;
  readonly to: string;
}

/**
 * The answer to one dice-driven (or plain) action: itemised modifiers, the rolls,
 * the outcome in plain words, and the events that change the state.
 */
export interface Resolution {
  readonly action: string;
  /** The stage of a longer action this roll belongs to ("Defensive fire", "Melee"), printed first. */
  readonly stage?: string;
  readonly actor?: string;
  readonly target?: string;
  readonly modifiers?: { readonly actor: readonly Modifier[]; readonly target: readonly Modifier[] };
  readonly actorModifier?: number;
  readonly targetModifier?: number;
  readonly rolls?: { readonly actor?: number; readonly target?: number; readonly dice?: readonly number[] };
  readonly difference?: number;
  /**
   * The actor's die is read against this number, succeeding at or under it (a recovery that
   * needs 5 or less): its modifiers make the number; nothing is added to the die.
   */
  readonly atMost?: number;
  /** The outcome in one plain sentence. */
  readonly result: string;
  readonly changes: readonly Change[];
  readonly odds?: Odds;
  /** Kill points put on units' rosters (rule sets that count losses in kill points). */
  readonly kills?: readonly { readonly unit: string; readonly points: number }[];
}

/** A turn step, as data (boardgame.io's phases): the REPL walks them in order. */
export interface StepDef {
  readonly id: string;
  readonly title: string;
  /** What happens in this step, one sentence for the header and `help`. */
  readonly help: string;
}

/** A problem found while loading a scenario, located by its path in the YAML document. */
export interface ScenarioIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** What `tyw check` prints: structured so that `--json` and the table come from one source. */
export interface CheckSummary {
  readonly ruleset: string;
  readonly title: string;
  /** One object per side; its keys are the JSON fields (camelCase), in order; a list is drawn one row per item. */
  readonly sides: readonly Record<string, string | number | boolean | null | readonly string[]>[];
  readonly warnings: readonly string[];
  /** Extra top-level JSON fields a rule set reports (e.g. points). */
  readonly extra?: Record<string, unknown>;
  /**
   * The human summary's words where they differ from the JSON's (a type's name for its key, a
   * count with what it counts): side fields by side and key, and whole lines by extra key.
   */
  readonly text?: { readonly sides?: readonly Record<string, string | readonly string[]>[]; readonly extra?: Readonly<Record<string, string>> };
}

export interface LoadedScenario<Sc> {
  readonly scenario: Sc;
  readonly warnings: readonly (ScenarioIssue & { where?: SourcePosition })[];
}

/**
 * The half of a rule set that reads scenarios: enough for `tyw check` and `tyw schema`,
 * which therefore never load the rules engine.
 */
export interface ScenarioFormat<Sc = unknown, Parsed = any> {
  readonly id: string;
  readonly title: string;
  /** The YAML shape, validated with zod; also exported as JSON Schema by `tyw schema`. */
  readonly scenarioSchema: z.core.$ZodType<Parsed>;
  /** Checks beyond the schema (names unique, one attacker, break points...), on the schema's output. */
  readonly build: (parsed: Parsed) => Result<{ scenario: Sc; warnings: ScenarioIssue[] }, ScenarioIssue[]>;
  summarize(scenario: Sc, warnings: readonly string[]): CheckSummary;
}

/**
 * What every rule set implements. The engine, journal, CLI and REPL only talk to this.
 * `Sc` is the validated scenario, `St` the rule set's battle state, `A` its action union.
 */
export interface Ruleset<Sc = unknown, St = unknown, A = unknown> extends ScenarioFormat<Sc> {
  initialState(scenario: Sc): St;
  readonly steps: readonly StepDef[];
  /** Turn one typed command line (without `--rolls`) into an action, naming units by id, prefix or quoted name. */
  parse(state: St, text: string): Result<A, string>;
  /** Apply a typed action. Illegal actions are refusals (values), and change nothing. */
  execute(state: St, action: A, dice: DiceSource): Result<ActionOutcome<St>, string>;
}

export interface ActionOutcome<St> {
  readonly state: St;
  readonly events: readonly BattleEvent[];
  readonly results: readonly Resolution[];
}
