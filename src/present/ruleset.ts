/**
 * What a rule set's presentation provides: its header, prompt and views (`status`, `morale`,
 * `leaders`, `rules`...) as blocks of the presentation model, its previews for `mods` and
 * `odds`, its help, completion and guided menus, and its battle standing for `replay` and
 * `report`. Everything here reads a state and builds data: no terminal, file or clock. The
 * REPL and the CLI find a rule set's presentation in the registry (rulesets/presentations.ts)
 * and draw what it returns with a renderer (terminal, HTML, JSON).
 */
import type { Result } from '../engine/result.js';
import type { Modifier, Odds, OddsOutcome, RollPreview } from '../engine/ruleset.js';
import type { GuideStep } from './guide.js';
import type { Block, Presentation, Text } from './model.js';
import type { BattleStanding } from './standing.js';

export type { GuideChoice, GuideStep } from './guide.js';
export type { BattleStanding, StandingLeader, StandingSide, StandingTerms, StandingUnit } from './standing.js';

/** Where the battle stands, for `--json` fields and the transcript. */
export interface Where {
  readonly turn: number;
  readonly step: string;
  readonly over: boolean;
}

/** Itemised modifiers (and the exact odds) of an action, without rolling anything. */
export interface Preview extends RollPreview {
  /** The roll in words, where it is not a count of dice: "1d6 + 7 lost". */
  readonly roll?: string;
  /** What the roll reads and why, a sentence a die, said before the note (Pike & Shot: each CRT line, 9.3, 9.4). */
  readonly lines?: readonly string[];
  /** Further exact distributions behind the outcomes (e.g. each side's hits), for `odds`. */
  readonly distributions?: readonly Distribution[];
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
export interface Distribution {
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

/** A read-only view by the word that asks (`status`, `morale`); `args` is the rest of the line. */
export type View<St> = (state: St, args: string) => Result<Presentation, string>;

export interface RulesetPresentation<St = unknown> {
  readonly rulesetId: string;
  where(state: St): Where;
  /** The one-line header: turn, step, initiative, active leader, morale against break points. */
  header(state: St): Text;
  /** A short prompt, e.g. `T2 Horn(3)> `. */
  prompt(state: St): string;
  /** The loaded battle: title, sides, units and break points. */
  battle(state: St, scenario: unknown): Presentation;
  /** `status`, `morale`, `leaders` and other read-only views, by the word that asks. */
  readonly views: Readonly<Record<string, View<St>>>;
  /** `rules <topic>`: printed from the engine's own tables (the state gives the battle's own units of length and so on). */
  rules(topic: string, state: St): Result<Presentation, string>;
  readonly ruleTopics: readonly string[];
  /** Modifiers and odds of a parsed action, changing nothing. */
  preview(state: St, action: unknown): Result<Preview, string>;
  /** `mods` (and the preview before hand-rolled dice) in the rule set's own words; default: present/preview.ts `previewBlocks`. */
  mods?(preview: Preview): readonly Block[];
  /** `odds` in the rule set's own words; default: present/preview.ts `oddsBlocks`. */
  odds?(preview: Preview, odds: Odds): readonly Block[];
  /** For `odds` and `mods`: the action on a line, which must be one that rolls dice. */
  parseAction(state: St, text: string): Result<unknown, string>;
  /**
   * The rule set's commands, for `help` and completion. An entry named like one of the
   * REPL's own commands (`status`, `morale`...) replaces that command's help text.
   */
  readonly commands: readonly CommandHelp[];
  /** `help <word>` for one of the rule set's commands, in full: its usage first, then its lines. */
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
   * `menusOnly`: the menu only continues a dialogue begun in the menus (a fortune of war move),
   * so after a typed command the hint alone is given and the prompt stays the player's.
   */
  followUp?(before: St, after: St): { readonly hint: string; readonly step: GuideStep; readonly menusOnly?: boolean } | null;
  /** Commands that roll dice, so `help <command>` can explain `--rolls`. */
  readonly diceCommands?: readonly string[];
  /** The commands `odds` and `mods` accept, offered after them by tab completion (default: every command). */
  readonly oddsCommands?: readonly string[];
  /** The sentence under `help` on how to name things, with ids from this battle. */
  naming?(state: St): string;
  /** Where the battle stands, for `tyw replay` and `tyw report`; absent when the rule set has no such view yet. */
  standing?(state: St): BattleStanding;
}
