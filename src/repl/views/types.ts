/**
 * What a rule set's REPL views provide. The session loop, script mode and formatting are
 * generic; everything that reads a rule set's own state lives in one file per rule set
 * (views/devil.ts), registered in views/index.ts.
 */
import type { Result } from '../../engine/result.js';
import type { Modifier, Odds } from '../../engine/ruleset.js';
import type { Paint } from '../paint.js';

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
export interface Preview {
  readonly actor?: string;
  readonly target?: string;
  readonly modifiers: { readonly actor: readonly Modifier[]; readonly target: readonly Modifier[] };
  readonly actorModifier: number;
  readonly targetModifier: number;
  readonly odds?: Odds;
  /** What the roll decides, when there is no opposed roll (e.g. "a regroup needs 4+"). */
  readonly note?: string;
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
  /** `status`, `morale`, `leaders` and other read-only views; `args` is the rest of the line. */
  view(name: string, state: St, args: string, paint: Paint): Result<ViewAnswer, string>;
  readonly viewNames: readonly string[];
  /** `rules <topic>`: printed from the engine's own tables. */
  rules(topic: string, paint: Paint): Result<ViewAnswer, string>;
  readonly ruleTopics: readonly string[];
  /** Modifiers and odds of a parsed action, changing nothing. */
  preview(state: St, action: unknown): Result<Preview, string>;
  /** For `odds` and `mods`: the action on a line, which must be one that rolls dice. */
  parseAction(state: St, text: string): Result<unknown, string>;
  /** The rule set's commands, for `help` and completion. */
  readonly commands: readonly CommandHelp[];
  /** `help <word>` for one of the rule set's commands, in full. */
  helpFor(word: string): Result<string[], string>;
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
}
