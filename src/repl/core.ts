/**
 * The REPL's dispatcher: one command line in, what to print out. Rule-set commands go
 * through the engine's `runCommand` and are appended to the journal (and fsynced) before
 * anything is returned for printing; views and refusals change nothing and are not journaled.
 * The terminal loop (interactive.ts) and script mode (script.ts) both drive this class, as do
 * the tests and the benchmark.
 */
import { clipped } from '../engine/english.js';
import { isUserError, UserError } from '../engine/errors.js';
import { ok, type Result } from '../engine/result.js';
import type { Resolution } from '../engine/ruleset.js';
import { extractRolls, givesRolls, redo, runCommand, type Session, undo } from '../engine/session.js';
import type { JournalRecord } from '../io/journal.js';
import { present, quiet, sentence } from '../present/build.js';
import { renderJson } from '../present/json.js';
import { type Block, type Presentation } from '../present/model.js';
import type { Paint } from '../present/paint.js';
import { oddsBlocks, oddsJson, previewBlocks, previewJson } from '../present/preview.js';
import type { GuideStep, Preview, RulesetPresentation } from '../present/ruleset.js';
import { renderTerminal, terminalLines, terminalText } from '../present/terminal.js';
import { withTrailingSpace } from '../present/complete.js';
import { completeLine } from './complete-line.js';
import { logView } from './log-view.js';
import { shellWord } from '../cli/resume-hint.js';
import { entryBlocks, entryJson, resultBlock, sameResolution } from './format.js';
import { type HandProgress, handProgress } from './hand.js';
import { exampleOf, GENERIC_COMMANDS, helpFor, withCommandHint } from './help.js';
import { swappedWords } from './swapped-words.js';
import { undoQuestion } from './undo-question.js';
import { oddsBeforeRoll, sureBeforeRoll } from './roll-preview.js';
import { noDiceMods, noDiceOdds, refusedNow } from './no-dice-answer.js';
import { takenBack } from '../present/words.js';

/** Where journal records go: the JournalWriter in play, anything with `append` in tests. */
export interface JournalSink {
  append(record: JournalRecord): void;
  readonly path: string;
  /** False while a new journal waits for its first command (it is created then). */
  readonly written?: boolean;
  /** The journal's fingerprint (io/fingerprint.ts), once it has lines. */
  readonly fingerprint?: string | null;
}

export type DiceMode = 'app' | 'hand';

export type LineOutcome =
  | { readonly kind: 'empty' }
  /** A command applied and journaled. */
  | { readonly kind: 'applied'; readonly lines: readonly string[] }
  /** A view or a setting: printed, not journaled. */
  | { readonly kind: 'view'; readonly lines: readonly string[] }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'quit'; readonly lines: readonly string[] }
  /** Interactive only: open the guided menus. */
  | { readonly kind: 'guide' }
  /** Interactive only: the players roll this command's dice by hand. */
  | { readonly kind: 'hand'; readonly line: string };

/**
 * What a watcher of the battle hears (the live board): the battle changed (a command played,
 * undone or redone), or an action's modifiers and odds were shown before its dice fall
 * (`odds`, `mods`, or hand dice awaited), or that preview was withdrawn (hand dice cancelled).
 */
export type CoreNews =
  | { readonly kind: 'changed'; readonly notice?: string }
  | { readonly kind: 'preview'; readonly title: string; readonly blocks: readonly Block[]; readonly awaitingDice: boolean }
  | { readonly kind: 'preview-withdrawn' };

export interface CoreOptions {
  readonly session: Session;
  readonly journal: JournalSink;
  /** The rule set's presentation (rulesets/presentations.ts). */
  readonly views: RulesetPresentation<unknown>;
  readonly paint: Paint;
  readonly json: boolean;
  readonly dice: DiceMode;
  /** Commands already in the journal (when resuming), so `n` keeps counting. */
  readonly commandsInJournal?: number;
  /** A person is at the keyboard: `guide` and hand dice may ask questions. */
  readonly interactive: boolean;
  /** The command that continues a journal, up to its path (default `tyw play --resume`). */
  readonly resumeWith?: string;
  /** The journal's path as the player gave it (relative to the folder tyw was started in), for the text. */
  readonly journalShown?: string;
}

export { GENERIC_COMMANDS } from './help.js';

const GENERIC_NAMES = new Set([...GENERIC_COMMANDS.map((c) => c.name), 'exit', '?']);


/** Split the first word off a line. */
function head(line: string): { word: string; rest: string } {
  const m = /^(\S+)\s*(.*)$/s.exec(line.trim());
  return { word: (m?.[1] ?? '').toLowerCase(), rest: m?.[2] ?? '' };
}

export class PlayCore {
  session: Session;
  dice: DiceMode;
  readonly journal: JournalSink;
  readonly views: RulesetPresentation<unknown>;
  readonly paint: Paint;
  readonly json: boolean;
  readonly interactive: boolean;
  readonly resumeWith: string;
  /** The journal's path as the player gave it; its full path when none was given. */
  readonly journalShown: string;
  private commands: number;
  private followUpStep: { readonly step: GuideStep; readonly menusOnly: boolean } | null = null;
  /** The live board, when one is served; it must never throw (board/live.ts catches its own errors). */
  onNews: ((news: CoreNews) => void) | null = null;

  constructor(options: CoreOptions) {
    this.session = options.session;
    this.journal = options.journal;
    this.views = options.views;
    this.paint = options.paint;
    this.json = options.json;
    this.dice = options.dice;
    this.interactive = options.interactive;
    this.resumeWith = options.resumeWith ?? 'tyw play --resume';
    this.journalShown = options.journalShown ?? options.journal.path;
    this.commands = options.commandsInJournal ?? 0;
  }

  get state(): unknown {
    return this.session.state;
  }

  header(): string {
    return terminalText(this.views.header(this.session.state), this.paint);
  }

  /** The command that continues this journal, keeping dice by hand when the session has them (the journal records the dice, not the mode). */
  continueWith(path: string = this.journalShown): string {
    return `${this.resumeWith} ${shellWord(path)}${this.dice === 'hand' ? ' --hand' : ''}`;
  }

  prompt(): string {
    return this.views.prompt(this.session.state);
  }

  /** Every command word, generic and the rule set's, for completion and `help`. */
  commandWords(): string[] {
    return [...new Set([...GENERIC_COMMANDS, ...this.views.commands].flatMap((c) => [c.name, ...(c.aliases ?? [])]))].sort();
  }

  /** Questions a typed rule-set line left open (a charge's), for the interactive loop to ask. */
  questionsFor(raw: string): GuideStep | null {
    const line = raw.trim();
    const { word, rest } = head(line);
    if (word === 'undo') return this.interactive ? undoQuestion(this.session, this.views, rest.trim()) : null;
    if (line === '' || GENERIC_NAMES.has(word) || Object.hasOwn(this.views.views, word)) return null;
    const split = extractRolls(line);
    if (!split.ok) return null;
    return this.views.questions(this.session.state, split.value.text);
  }

  /** One result as a command's result prints it (in text; JSON output prints results only at the end). */
  resultLines(r: Resolution): string[] {
    return terminalLines([resultBlock(r)], this.paint);
  }

  /**
   * Run one command line: `rolls` are hand-rolled values typed at the prompts; `menu`, a choice
   * from the menus (journaled); `shown`, results already printed between those prompts, which
   * the result then leaves out if it begins with them.
   */
  run(raw: string, options: { rolls?: readonly number[]; menu?: boolean; shown?: readonly Resolution[] } = {}): LineOutcome {
    const line = raw.trim();
    if (line === '') return { kind: 'empty' };
    // A line that opens a quote and never closes it is that, not an unknown command "".
    if (line.startsWith('"') && (line.match(/"/g) ?? []).length % 2 === 1) {
      const after = line.slice(1).trim();
      return { kind: 'refused', reason: after === '' ? 'a quote is not closed: put a name between two quotes, after its command (help lists the commands)' : `a quote is not closed: add the closing quote after "${after}"` };
    }
    const { word, rest } = head(line);
    if (GENERIC_NAMES.has(word)) return this.generic(word, rest);
    if (Object.hasOwn(this.views.views, word)) return this.view(word, rest);
    return this.apply(line, options.rolls, options.menu === true, options.shown ?? []);
  }

  /** Apply a rule-set command: run it, journal it (fsynced), then format it. */
  private apply(line: string, typed: readonly number[] | undefined, menu: boolean, shown: readonly Resolution[]): LineOutcome {
    let rolls = typed;
    if (this.dice === 'hand' && !rolls && !givesRolls(line)) {
      const probe = this.needDice(line, []);
      if (!probe.ok) return { kind: 'refused', reason: probe.error };
      if (probe.value) {
        if (this.interactive) return { kind: 'hand', line };
        // How many values, and what the first is for, as a short --rolls would be told.
        const tried = runCommand(this.session, line, { rolls: [], menu });
        const needed = tried.ok ? 'give the values with --rolls' : tried.error.replace(/, 0 given/, '');
        return { kind: 'refused', reason: `the dice are rolled by hand: ${needed}; "dice app" lets tyw roll them` };
      }
      // Nothing to ask: still the players' dice, so a die no face can change is said to be
      // settled, never shown as a value tyw rolled that nobody saw.
      rolls = [];
    }
    const where = this.views.where(this.session.state);
    const before = this.session.state;
    const ran = runCommand(this.session, line, { ...(rolls ? { rolls } : {}), menu });
    if (!ran.ok) return { kind: 'refused', reason: withCommandHint(ran.error, this.commandWords()) };
    const { entry } = ran.value;
    const via = entry.menu ? { menu: true as const } : {}; // a typed command's record is as it always was
    this.record({ kind: 'command', n: this.commands + 1, text: entry.text, hand: entry.hand, ...via, rolls: entry.rolls, events: entry.events }, line);
    this.commands += 1;
    this.session = ran.value.session;
    const follow = this.views.followUp?.(before, this.session.state) ?? null;
    this.followUpStep = follow ? { step: follow.step, menusOnly: follow.menusOnly === true } : null;
    this.onNews?.({ kind: 'changed' });
    if (this.json) return { kind: 'applied', lines: entryJson(entry, where).map((o) => JSON.stringify(o)) };
    const skip = shown.every((r, i) => sameResolution(r, entry.results[i])) ? shown.length : 0;
    return { kind: 'applied', lines: terminalLines([...entryBlocks(entry, 0, skip), ...(follow ? [sentence(follow.hint, 'warning')] : [])], this.paint) };
  }

  /**
   * Journal a record before anything changes. If the journal cannot be written (a full disk),
   * the error says the command was not played: the battle and the journal are as before it.
   */
  private record(record: JournalRecord, line: string): void {
    try {
      this.journal.append(record);
    } catch (error) {
      if (!isUserError(error)) throw error;
      const next =
        this.journal.written === false
          ? 'nothing had been played, so no journal was left; start again once it can be written'
          : `the journal holds everything before it; once it can be written again, continue with: ${this.continueWith()}`;
      throw new UserError(`${error.message}: "${clipped(line)}" was not played, and ${next}`, error.where);
    }
  }

  /**
   * What the last command left to settle (a fallen leader's heir), as a menu for the
   * keyboard; asked once. Null when nothing is left, or when only menus continue it and the
   * command was typed (`viaMenu` false): the prompt stays the player's.
   */
  takeFollowUp(viaMenu = true): GuideStep | null {
    const follow = this.followUpStep;
    this.followUpStep = null;
    return follow && (viaMenu || !follow.menusOnly) ? follow.step : null;
  }

  /** Hand-rolled dice: the die the command needs next with the values given so far (null: no more). Changes nothing. */
  needDice(line: string, values: readonly number[]): Result<{ sides: number; label: string } | null, string> {
    const progress = this.handProgress(line, values);
    if (!progress.ok) return progress;
    const need = progress.value.need;
    return ok(need ? { sides: need.sides, label: need.label } : null);
  }

  /**
   * For hand-rolled dice, one at a time: the next die with its stage, side and modifiers, and
   * the results the values given have already settled. Changes nothing.
   */
  handProgress(line: string, values: readonly number[]): Result<HandProgress, string> {
    return handProgress(this.session, line, values);
  }

  /** Modifiers of the action on a line, for the hand-dice prompt and `mods`. */
  previewLine(text: string): Result<string[], string> {
    const split = extractRolls(text);
    if (!split.ok) return split;
    const parsed = this.session.ruleset.parse(this.session.state, split.value.text);
    if (!parsed.ok) return parsed;
    const preview = this.views.preview(this.session.state, parsed.value);
    if (!preview.ok) return preview;
    return ok(terminalLines(this.modsBlocks(preview.value), this.paint));
  }

  /** What the board shows before dice fall: the modifiers, then the odds when there are dice. */
  private boardPreview(p: Preview): Block[] {
    return [...this.modsBlocks(p), ...(p.odds ? (this.views.odds ? this.views.odds(p, p.odds) : oddsBlocks(p, p.odds)) : [])];
  }

  /**
   * The odds of a line about to be rolled, which the guided menus show before asking to roll;
   * values given with `--rolls` get them too (what they were the odds of, as at the table).
   * Null when the players are to roll its dice one by one (each die's question shows its
   * modifiers instead) or it has no dice to give odds for (a move, a choice).
   */
  oddsBeforeRoll(line: string): string[] | null {
    return oddsBeforeRoll(this.session, this.views, this.dice === 'hand', line, this.paint);
  }

  /** Whether the line tyw would roll has one sure outcome and no die to throw: the menus then ask to play it, not to roll. */
  sureBeforeRoll(line: string): boolean {
    return sureBeforeRoll(this.session, this.views, this.dice === 'hand', line);
  }

  /** The players are about to roll this line's dice by hand: the board shows its modifiers and odds. */
  awaitingDice(line: string): void {
    if (!this.onNews) return;
    const split = extractRolls(line);
    if (!split.ok) return;
    const parsed = this.session.ruleset.parse(this.session.state, split.value.text);
    if (!parsed.ok) return;
    const preview = this.views.preview(this.session.state, parsed.value);
    if (!preview.ok) return;
    this.onNews({ kind: 'preview', title: split.value.text, blocks: this.boardPreview(preview.value), awaitingDice: true });
  }

  /** Hand dice were cancelled: the board no longer waits for them. */
  diceCancelled(): void {
    this.onNews?.({ kind: 'preview-withdrawn' });
  }

  /** `mods`: the rule set's own wording if it has one. */
  private modsBlocks(p: Preview): readonly Block[] {
    return this.views.mods ? this.views.mods(p) : previewBlocks(p);
  }

  /** A view's answer, drawn for people or, with --json, as its JSON. */
  private show(p: Presentation): LineOutcome {
    return { kind: 'view', lines: this.json ? [JSON.stringify(renderJson(p))] : renderTerminal(p, this.paint) };
  }

  private view(word: string, rest: string): LineOutcome {
    const view = Object.hasOwn(this.views.views, word) ? this.views.views[word] : undefined;
    if (!view) return { kind: 'refused', reason: `no "${word}" view in ${this.session.ruleset.title}; help lists the views there are` };
    if (view.length < 2 && rest.trim() !== '') return { kind: 'refused', reason: `${word} takes nothing after it (help ${word})` };
    // No view takes a flag: "--json" is not a unit's name.
    const flag = /(?:^|\s)(--[A-Za-z][\w-]*)/.exec(rest)?.[1];
    if (flag !== undefined) return { kind: 'refused', reason: `${word} takes no flags, not "${flag}"${flag === '--json' ? ': tyw play --json gives every view as JSON' : ` (help ${word})`}` };
    if ((rest.match(/"/g) ?? []).length % 2 === 1) return { kind: 'refused', reason: `a quote is not closed: add the closing quote after "${rest.trim().replace(/^"/, '')}"` };
    // A name Tab completed in quotes ("Yellow Brigade") reaches the view without them.
    const answer = view(this.session.state, rest.trim().replace(/^"(.*)"$/, '$1'));
    return answer.ok ? this.show(answer.value) : { kind: 'refused', reason: answer.error };
  }

  private generic(word: string, rest: string): LineOutcome {
    // These read nothing after their word: an extra word is refused rather than ignored.
    if (['quit', 'exit', 'save', 'guide'].includes(word) && rest.trim() !== '') return { kind: 'refused', reason: `${word} takes nothing after it, not "${rest.trim()}"` };
    switch (word) {
      case 'help':
      case '?':
        return this.help(rest.trim());
      case 'quit':
      case 'exit':
        return { kind: 'quit', lines: [] };
      case 'undo':
        return this.undo(rest.trim());
      case 'redo':
        return this.redo(rest.trim());
      case 'dice':
        return this.setDice(rest.trim());
      case 'save':
        if (this.journal.written === false) {
          return this.show(
            present('save', [sentence(`Nothing has been played yet: the journal ${this.journal.path} is written from the first command on.`)], {
              kind: 'save',
              journal: this.journal.path,
              commands: 0,
            }),
          );
        }
        return this.show(
          present(
            'save',
            [
              sentence(`Saved: every command is on disk as soon as it is played (${this.session.entries.length} in play). Journal: ${this.journalShown}`),
              ...(this.journal.fingerprint ? [sentence(`Journal fingerprint: ${this.journal.fingerprint} (compare it with the other players' at the end)`)] : []),
              sentence(`Continue later with: ${this.continueWith()}`),
            ],
            { kind: 'save', journal: this.journal.path, commands: this.session.entries.length, fingerprint: this.journal.fingerprint ?? null, continueWith: this.continueWith() },
          ),
        );
      case 'log':
        return this.log(rest.trim());
      case 'rules': {
        if (rest.trim() === '') return this.show(this.ruleTopics());
        const answer = this.views.rules(rest, this.session.state);
        if (!answer.ok) return { kind: 'refused', reason: answer.error };
        return this.show(answer.value);
      }
      case 'mods':
      case 'odds':
        return this.preview(word, rest);
      case 'guide':
        if (!this.interactive) return { kind: 'refused', reason: 'guide needs a terminal; scripts type the commands' };
        return { kind: 'guide' };
      default:
        return this.view(word, rest);
    }
  }

  private undo(arg: string): LineOutcome {
    if (arg !== '' && !/^\d+$/.test(arg)) return { kind: 'refused', reason: `undo takes a number of commands, not "${arg}"` };
    if (arg !== '' && Number(arg) < 1) return { kind: 'refused', reason: 'undo takes a positive number of commands (undo alone takes back the last one)' };
    const count = arg === '' ? 1 : Number(arg);
    const undone = undo(this.session, count);
    if (!undone.ok) return { kind: 'refused', reason: undone.error };
    const taken = this.session.entries.slice(this.session.entries.length - count).map((e) => e.text);
    this.record({ kind: 'undo', count }, `undo ${count}`);
    this.session = undone.value;
    this.onNews?.({ kind: 'changed', notice: takenBack('undo', taken) });
    if (this.json) return { kind: 'applied', lines: [JSON.stringify({ kind: 'undo', count, undone: taken, ...this.views.where(this.session.state) })] };
    return {
      kind: 'applied',
      lines: terminalLines(
        [sentence(takenBack('undo', taken)), sentence([quiet(`(redo${count > 1 ? ` ${count}` : ''} puts ${count > 1 ? 'them' : 'it'} back, until a new command is played)`)])],
        this.paint,
      ),
    };
  }

  private redo(arg: string): LineOutcome {
    if (arg !== '' && !/^\d+$/.test(arg)) return { kind: 'refused', reason: `redo takes a number of commands, not "${arg}"` };
    if (arg !== '' && Number(arg) < 1) return { kind: 'refused', reason: 'redo takes a positive number of commands (redo alone puts back the last one taken back)' };
    const count = arg === '' ? 1 : Number(arg);
    const redone = redo(this.session, count);
    if (!redone.ok) return { kind: 'refused', reason: redone.error };
    const back = this.session.undone.slice(0, count).map((u) => u.entry);
    this.record({ kind: 'redo', count }, `redo ${count}`);
    this.session = redone.value;
    this.onNews?.({ kind: 'changed', notice: takenBack('redo', back.map((e) => e.text)) });
    if (this.json) return { kind: 'applied', lines: [JSON.stringify({ kind: 'redo', count, redone: back.map((e) => e.text), ...this.views.where(this.session.state) })] };
    const dice = back.some((e) => e.rolls.length > 0) ? ', with the same dice' : '';
    return { kind: 'applied', lines: terminalLines([sentence(`Redone${dice}: ${back.map((e) => `"${e.text}"`).join(', ')}.`), ...back.flatMap((e) => entryBlocks(e, 1))], this.paint) };
  }

  private setDice(arg: string): LineOutcome {
    const mode = ['tyw', 'program'].includes(arg.toLowerCase()) ? 'app' : arg.toLowerCase(); // help says "tyw rolls"
    if (mode === '') return this.show(present('dice', [sentence(`Dice: ${this.dice === 'app' ? 'tyw rolls' : 'players roll by hand'}. Switch with "dice app" or "dice hand".`)], { kind: 'dice', dice: this.dice }));
    if (mode !== 'app' && mode !== 'hand') return { kind: 'refused', reason: `dice takes "app" (tyw rolls) or "hand" (the players roll), not "${arg}"` };
    this.dice = mode;
    return this.show(
      present(
        'dice',
        [sentence(mode === 'app' ? 'Dice: tyw rolls from now on.' : `Dice: the players roll from now on; tyw says what each die is for and how it reads, then asks for it${this.interactive ? '' : ' (scripts give --rolls)'}.`)],
        { kind: 'dice', dice: mode },
      ),
    );
  }

  /** `rules` without a topic: the same list in every rule set, so a GM never meets an error or a wall of tables. */
  private ruleTopics(): Presentation {
    const topics = this.views.ruleTopics;
    if (topics.length === 0) return present('rules', [sentence('This rule set has no rules topics.')], { kind: 'rules', topics: [] });
    return present('rules', [sentence(`Topics: ${topics.join(', ')}. Example: rules ${topics[0]}`)], { kind: 'rules', topics: [...topics] });
  }

  private log(rest: string): LineOutcome {
    const answer = logView(this.session, this.views, rest, this.json);
    if (answer.kind === 'refused') return answer;
    return answer.kind === 'json' ? { kind: 'view', lines: [answer.line] } : this.show(answer.presentation);
  }

  private preview(word: 'mods' | 'odds', rest: string): LineOutcome {
    const wantsJson = /(?:^|\s)--json\b/.test(rest);
    const text = rest.replace(/(?:^|\s)--json\b/, ' ').trim();
    if (text === '') return { kind: 'refused', reason: `${word} takes an action, e.g. ${exampleOf(this.views, word)}` };
    const split = extractRolls(text);
    if (!split.ok) return { kind: 'refused', reason: split.error };
    // Dice typed here would be dropped unseen, so they are refused; a "did you mean" gets the word back.
    if (split.value.rolls !== null) return { kind: 'refused', reason: `${word} rolls nothing; --rolls is for the roll itself: ${word} ${split.value.text}` };
    const parsed = this.views.parseAction(this.session.state, split.value.text);
    if (!parsed.ok) return { kind: 'refused', reason: swappedWords(word, split.value.text, parsed.error, (line) => this.views.parseAction(this.session.state, line)) ?? parsed.error.replace('(did you mean "', `(did you mean "${word} `) };
    const preview = this.views.preview(this.session.state, parsed.value);
    if (!preview.ok) return { kind: 'refused', reason: preview.error };
    const p = preview.value;
    // The board shows players what a roll is about to face; an action that rolls nothing has no such thing.
    this.onNews?.(p.odds ? { kind: 'preview', title: split.value.text, blocks: this.boardPreview(p), awaitingDice: false } : { kind: 'preview-withdrawn' });
    const json = wantsJson || this.json;
    if (!p.odds) {
      // An answer, not a refusal (a script goes on), with the rule set's word on why nothing is rolled.
      const refusal = refusedNow(this.session, split.value.text);
      return { kind: 'view', lines: word === 'mods' ? noDiceMods(p, refusal, json, this.paint, (x) => this.modsBlocks(x)) : noDiceOdds(p, refusal, json, this.paint) };
    }
    if (word === 'mods') return { kind: 'view', lines: json ? [JSON.stringify(previewJson(p))] : terminalLines(this.modsBlocks(p), this.paint) };
    if (json) return { kind: 'view', lines: [JSON.stringify(oddsJson(p, p.odds))] };
    return { kind: 'view', lines: terminalLines(this.views.odds ? this.views.odds(p, p.odds) : oddsBlocks(p, p.odds), this.paint) };
  }

  private help(topic: string): LineOutcome {
    const answer = helpFor(this.views, this.session.state, topic, this.paint.width);
    return answer.ok ? this.show(answer.value) : { kind: 'refused', reason: answer.error };
  }

  /** Tab completion as readline inserts it: a single, complete candidate ends with a space. */
  tabComplete(line: string): [string[], string] {
    const [candidates, word] = this.complete(line);
    return [withTrailingSpace(candidates), word];
  }

  /** Tab completion for the line up to the cursor: [candidates, the text they replace]. */
  complete(line: string): [string[], string] {
    return completeLine({ views: this.views, state: this.session.state, commandWords: this.commandWords(), generic: GENERIC_NAMES }, line);
  }
}
