/**
 * A battle in play: the rule set, its state, the dice state and the history of commands.
 * Pure: the journal (src/io/journal.ts) writes what this returns; replay folds it again.
 * Like boardgame.io's reducer, every typed command goes through `runCommand`, and an illegal
 * command is a value (a refusal) that leaves the session untouched.
 */
import { type DiceState, HandDiceError, handDice, newDiceState, type RolledDie, seededDice } from '../dice/dice.js';
import { err, ok, type Result } from './result.js';
import { counted } from './english.js';
import type { BattleEvent, Resolution, Ruleset } from './ruleset.js';

/** One applied command, as the journal records it. */
export interface Entry {
  readonly text: string;
  /** Dice typed in by players (`--rolls` or prompts) rather than rolled by the program. */
  readonly hand: boolean;
  /** Chosen from the guided menus rather than typed (absent for a typed command, and in older journals). */
  readonly menu?: true;
  readonly rolls: readonly RolledDie[];
  readonly events: readonly BattleEvent[];
  readonly results: readonly Resolution[];
}

interface Snapshot<St> {
  readonly state: St;
  readonly dice: DiceState;
}

/** A command taken back with undo, as `redo` puts it back: the entry and the states around it. */
export interface Undone<St> {
  readonly entry: Entry;
  readonly before: Snapshot<St>;
  readonly after: Snapshot<St>;
}

export interface Session<St = unknown> {
  readonly ruleset: Ruleset<unknown, St, unknown>;
  readonly scenario: unknown;
  readonly seed: number;
  readonly state: St;
  readonly dice: DiceState;
  readonly entries: readonly Entry[];
  /** The state before each entry, so undo is a lookup, not a recomputation. */
  readonly before: readonly Snapshot<St>[];
  /** Commands taken back with undo, in the order they were played, for `redo`; a new command empties it. */
  readonly undone: readonly Undone<St>[];
}

export function startSession<St>(ruleset: Ruleset<unknown, St, unknown>, scenario: unknown, seed: number): Session<St> {
  return {
    ruleset,
    scenario,
    seed,
    state: ruleset.initialState(scenario),
    dice: newDiceState(seed),
    entries: [],
    before: [],
    undone: [],
  };
}

/** Split `--rolls 4,3` (or `--rolls=4,3`) off a command line; the rest goes to the rule set's parser. */
/** Whether the line gives its dice with `--rolls` (values typed on the line, whoever rolled them). */
export const givesRolls = (text: string): boolean => /(?:^|\s)--rolls\b/.test(text);

export function extractRolls(text: string): Result<{ text: string; rolls: number[] | null }, string> {
  const match = /(?:^|\s)--rolls(?:=|\s+)(\S+)/.exec(text);
  if (!match) {
    if (/(?:^|\s)--rolls(?:=|\s*)(?:\s|$)/.test(text)) return err('--rolls needs values, e.g. --rolls 4,3');
    return ok({ text: text.trim(), rolls: null });
  }
  const given = match[1] ?? '';
  // "--rolls 4, 3": the values run on after a space.
  const after = text.slice(match.index + match[0].length);
  if (given.endsWith(',') && /^\s+\d/.test(after)) {
    const meant = `${given}${/^[\d,\s]*/.exec(after)?.[0] ?? ''}`.replace(/\s+/g, '').replace(/,+$/, '');
    return err(`--rolls takes its values without spaces: --rolls ${meant}`);
  }
  const values = given.split(',');
  const rolls: number[] = [];
  for (const v of values) {
    // An empty value ("4,,3", "4,") is most likely a die left out: refused rather than skipped.
    if (v === '') return err(`--rolls has an empty value in "${given}": give one value per die, e.g. --rolls 4,3`);
    if (!/^\d+$/.test(v)) return err(`--rolls takes die values separated by commas, not "${given}"`);
    rolls.push(Number(v));
  }
  return ok({ text: (text.slice(0, match.index) + text.slice(match.index + match[0].length)).trim(), rolls });
}

/** Hand values left over once the command has all its dice, worded as `shortfall` words too few. */
export function tooManyValues(given: number, needed: number, skipped: readonly string[] = []): string {
  // A die no face of which could change the result is not asked for: a player who rolled it anyway is told which.
  const dice = skipped.map((l) => `"${l}"`).join(', ');
  const unasked = skipped.length === 0 ? '' : `tyw does not ask for the ${skipped.length === 1 ? 'die' : 'dice'} ${dice}, as no face of ${skipped.length === 1 ? 'it' : 'them'} could change the result`;
  const over = given - needed === 1 ? 'one is' : `${given - needed} are`;
  if (needed === 0) return skipped.length === 0 ? 'this command rolls no dice: leave out --rolls' : `this command needs no die: ${unasked}; leave out --rolls`;
  return `this command needs ${needed} ${needed === 1 ? 'value' : 'values'} with --rolls, ${given} given${skipped.length === 0 ? ` (${over} left over)` : `: ${unasked}`}`;
}

/** How many runs `shortfall` may try before it settles for "at least". */
const SHORTFALL_BUDGET = 2000;

/**
 * The `--rolls` shortfall in words: the exact number of values the command needs when every
 * way the missing dice can fall needs the same number, else the fewest it can need ("at least").
 * Found by trying each value of each missing die, one more die at a time (so an endless run of
 * tied re-rolls cannot hide a short way to finish), within a budget.
 */
function shortfall(label: string, given: readonly number[], run: (values: readonly number[]) => unknown): string {
  let runs = 0;
  let frontier: (readonly number[])[] = [given];
  let need = `at least ${given.length + 1}`;
  let count = given.length + 1;
  while (frontier.length > 0) {
    const longer: number[][] = [];
    let finished = false;
    let cut = false;
    for (const values of frontier) {
      if (runs >= SHORTFALL_BUDGET) {
        cut = true;
        break;
      }
      runs += 1;
      try {
        run(values);
        finished = true;
      } catch (error) {
        if (!(error instanceof HandDiceError) || !error.missing) continue;
        for (let v = 1; v <= error.missing.sides; v += 1) longer.push([...values, v]);
      }
    }
    const length = (frontier[0] ?? given).length;
    if (finished && length > given.length) {
      count = length;
      need = longer.length === 0 && !cut ? `exactly ${length}` : `at least ${length}`;
      break;
    }
    if (cut) {
      count = Math.max(count, length);
      need = `at least ${count}`;
      break;
    }
    frontier = longer;
  }
  return `this command needs ${need} ${count === 1 && need.startsWith('exactly') ? 'value' : 'values'} with --rolls, ${given.length} given (the next is for ${label})`;
}

export interface RunOptions {
  /** Hand-rolled values; when given, the program rolls nothing. */
  readonly rolls?: readonly number[] | null;
  /** The line was chosen from the guided menus: the entry says so, for the report and the board. */
  readonly menu?: boolean;
  /**
   * The hand values carry settled dice too (DiceSource.settled), as journals written before
   * 0.6.0 recorded them; set only when rebuilding such a journal, so a live list is read one way.
   */
  readonly settledTyped?: boolean;
}

/**
 * Parse and apply one command line. Returns the new session and the journal entry, or a
 * refusal that changes nothing. `--rolls` in the text counts as hand-rolled dice.
 */
export function runCommand<St>(session: Session<St>, line: string, options: RunOptions = {}): Result<{ session: Session<St>; entry: Entry }, string> {
  const history = SessionHistory.from(session);
  const applied = history.apply(line, options);
  return applied.ok ? ok({ session: history.session(), entry: applied.value }) : applied;
}

/** Step back `count` commands, across turns if need be. */
export function undo<St>(session: Session<St>, count = 1): Result<Session<St>, string> {
  const history = SessionHistory.from(session);
  const undone = history.undo(count);
  return undone.ok ? ok(history.session()) : undone;
}

/**
 * Put back the next `count` commands taken back with undo, exactly as they were played
 * (same dice, same events): the state they left is restored, not recomputed, and the dice
 * state with it, so the battle goes on as if they had never been undone.
 */
export function redo<St>(session: Session<St>, count = 1): Result<Session<St>, string> {
  const history = SessionHistory.from(session);
  const redone = history.redo(count);
  return redone.ok ? ok(history.session()) : redone;
}

/**
 * The one implementation of applying, undoing and redoing, on a private copy of a session's
 * history that it changes in place. `runCommand`, `undo` and `redo` copy a session into one
 * for each step (a few thousand entries at most in play); rebuilding a long journal keeps one
 * for the whole fold, so each record costs the same however long the journal is.
 */
export class SessionHistory<St> {
  private state: St;
  private dice: DiceState;
  private constructor(
    private readonly base: Session<St>,
    private readonly entries: Entry[],
    private readonly before: Snapshot<St>[],
    private undone: Undone<St>[],
  ) {
    this.state = base.state;
    this.dice = base.dice;
  }

  static from<St>(session: Session<St>): SessionHistory<St> {
    return new SessionHistory(session, [...session.entries], [...session.before], [...session.undone]);
  }

  get current(): St {
    return this.state;
  }

  /** The session as it stands. Its arrays are this history's own: stop changing the history once it is taken. */
  session(): Session<St> {
    return { ...this.base, state: this.state, dice: this.dice, entries: this.entries, before: this.before, undone: this.undone };
  }

  apply(line: string, options: RunOptions = {}): Result<Entry, string> {
    const { ruleset } = this.base;
    const state = this.state;
    const split = extractRolls(line);
    if (!split.ok) return split;
    const handValues = split.value.rolls ?? options.rolls ?? null;
    const parsed = ruleset.parse(state, split.value.text);
    if (!parsed.ok) return parsed;

    const seeded = seededDice(this.dice);
    const hand = handValues ? handDice(handValues, options.settledTyped === true) : null;
    let outcome;
    try {
      outcome = ruleset.execute(state, parsed.value, hand ?? seeded);
    } catch (error) {
      if (error instanceof HandDiceError) return err(error.missing && handValues ? shortfall(error.missing.label, handValues, (values) => ruleset.execute(state, parsed.value, handDice(values, options.settledTyped === true))) : error.message);
      throw error;
    }
    if (!outcome.ok) return outcome;
    if (hand && hand.unused() > 0) {
      return err(tooManyValues(handValues?.length ?? 0, hand.rolled.length, hand.skipped()));
    }
    const entry: Entry = {
      text: line.trim(),
      hand: hand !== null,
      ...(options.menu === true ? { menu: true as const } : {}),
      rolls: hand ? hand.rolled : seeded.rolled,
      events: outcome.value.events,
      results: outcome.value.results,
    };
    this.before.push({ state, dice: this.dice });
    this.entries.push(entry);
    this.state = outcome.value.state;
    this.dice = hand ? this.dice : seeded.state();
    this.undone = [];
    return ok(entry);
  }

  undo(count = 1): Result<null, string> {
    if (!Number.isInteger(count) || count < 1) return err('undo takes a positive number of steps');
    if (count > this.entries.length) {
      return err(this.entries.length === 0 ? 'nothing to undo' : `only ${counted(this.entries.length, 'command')} to undo`);
    }
    const keep = this.entries.length - count;
    const snapshot = this.before[keep];
    if (!snapshot) return err('nothing to undo');
    const taken: Undone<St>[] = this.entries.slice(keep).map((entry, i) => ({
      entry,
      before: this.before[keep + i] as Snapshot<St>,
      after: this.before[keep + i + 1] ?? { state: this.state, dice: this.dice },
    }));
    this.entries.length = keep;
    this.before.length = keep;
    this.state = snapshot.state;
    this.dice = snapshot.dice;
    // Undone commands come before the ones undone earlier: redo puts them back in play order.
    this.undone = [...taken, ...this.undone];
    return ok(null);
  }

  redo(count = 1): Result<null, string> {
    if (!Number.isInteger(count) || count < 1) return err('redo takes a positive number of steps');
    const available = this.undone.length;
    if (available === 0) return err('nothing to redo (redo puts back commands taken back with undo, until a new command is played)');
    if (count > available) return err(`only ${counted(available, 'command')} to redo`);
    const back = this.undone.slice(0, count);
    const last = back[back.length - 1] as Undone<St>;
    for (const u of back) {
      this.entries.push(u.entry);
      this.before.push(u.before);
    }
    this.state = last.after.state;
    this.dice = last.after.dice;
    this.undone = this.undone.slice(count);
    return ok(null);
  }
}
