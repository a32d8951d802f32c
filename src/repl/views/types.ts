/**
 * TRANSITIONAL (issue 12): the interface of the views that still print lines (views/tilly.ts)
 * until they are converted to blocks. The REPL no longer uses it: the legacy
 * adapter (views/legacy.ts) wraps it as a `RulesetPresentation` (present/ruleset.ts), which
 * is what the REPL, replay and report read. The types it shares are defined there.
 */
import type { Result } from '../../engine/result.js';
import type { Odds } from '../../engine/ruleset.js';
import type { Paint } from '../../present/paint.js';
import type { BattleStanding, CommandHelp, GuideStep, Preview, Where } from '../../present/ruleset.js';

export type {
  BattleStanding,
  CommandHelp,
  Distribution,
  GuideChoice,
  GuideStep,
  Preview,
  PreviewStage,
  StandingSide,
  StandingTerms,
  StandingUnit,
  Where,
} from '../../present/ruleset.js';

/** A view's answer: lines for people, one JSON value for `--json`. */
export interface ViewAnswer {
  readonly lines: readonly string[];
  readonly json: unknown;
}

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
