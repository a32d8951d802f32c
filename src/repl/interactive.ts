/**
 * The interactive loop at a terminal: a header line whenever the battle moves on, a short
 * prompt, tab completion, history kept between sessions, guided menus on an empty line,
 * and hand-rolled dice. Lines pasted at once all run in order (line-reader.ts). Ctrl-C clears
 * the line (twice on an empty line leaves); Ctrl-D leaves; in a menu or a question both cancel it.
 */
import type { Output } from '../cli/output.js';
import type { LineOutcome, PlayCore } from './core.js';
import type { Resolution } from '../engine/ruleset.js';
import type { GuideStep } from '../present/guide.js';
import { handDieLines, handDiePrompt, newDieLines, readHandValues } from './hand.js';
import { appendHistory, HISTORY_SIZE, loadHistory } from './history.js';
import { fitted } from './fit-question.js';
import { LineReader, type TerminalStreams } from './line-reader.js';
import { withTakeBack } from './menu-take-back.js';
import { printHeaderIfChanged } from './script.js';

export type { TerminalStreams } from './line-reader.js';

export interface InteractiveOptions {
  readonly historyFile: string | null;
}

/** The first line at the keyboard; within a laptop terminal's 100 columns. */
export const STARTUP_HINT = 'Type a command (help lists them, Tab completes), Enter alone for the guided menus, quit to leave.';

export async function runInteractive(core: PlayCore, io: TerminalStreams, out: Output, last: { header: string }, options: InteractiveOptions): Promise<void> {
  const history = loadHistory(options.historyFile);
  const completer = (line: string): [string[], string] => core.tabComplete(line);
  const reader = new LineReader(io);
  out.err(core.paint.dim(STARTUP_HINT));
  let interrupts = 0;
  for (;;) {
    printHeaderIfChanged(core, out, last);
    const read = await reader.read(core.prompt(), history, completer);
    if (read.kind === 'eof') break;
    if (read.kind === 'interrupt') {
      interrupts += 1;
      reader.discard();
      if (interrupts >= 2) break;
      out.err(core.paint.dim('(Ctrl-C again, Ctrl-D or quit to leave; everything is already in the journal)'));
      continue;
    }
    interrupts = 0;
    const line = read.line.trim();
    if (line !== '') {
      if (history[0] !== line) history.unshift(line);
      if (history.length > HISTORY_SIZE) history.pop();
      appendHistory(options.historyFile, line);
    }
    // An empty line pasted with more lines is no call for the menus: the lines after it run.
    if (line === '' && reader.nextWaiting !== undefined) continue;
    let outcome: LineOutcome | null = line === '' ? { kind: 'guide' } : await typed(core, line, io, out, reader);
    // Enter on an empty line or a typed `guide`: the command comes from the menus.
    const viaMenu = outcome?.kind === 'guide';
    if (outcome?.kind === 'guide') outcome = await guide(core, io, out, reader);
    if (outcome?.kind === 'hand') outcome = await handRoll(core, outcome.line, io, reader, out, viaMenu);
    if (outcome === null) continue;
    if (outcome.kind === 'quit') break;
    show(core, outcome, out);
    if (outcome.kind === 'applied') await followUp(core, io, out, reader, viaMenu);
  }
}

/** A menu, with what was typed in the same burst after its answer kept for the prompt. */
async function menu<T>(ask: () => Promise<T>, reader: LineReader): Promise<T> {
  const done = reader.watchMenu();
  try {
    return await ask();
  } finally {
    done();
  }
}

/** What the last command left to settle (a fallen leader's heir): ask at once, or leave it for later. */
async function followUp(core: PlayCore, io: TerminalStreams, out: Output, reader: LineReader, viaMenu = true): Promise<void> {
  const step = core.takeFollowUp(viaMenu);
  if (!step) return;
  const { runGuide } = await import('./prompts.js');
  const line = await menu(() => runGuide(step, io, core.paint), reader);
  if (line === null || line.trim() === '') {
    out.err(core.paint.dim('Nothing changed.'));
    return;
  }
  aside(core, out, core.paint.dim(`> ${line}`));
  let outcome: LineOutcome | null = core.run(line, { menu: true });
  // A spread may need leader-casualty dice, which the players roll by hand in that mode.
  if (outcome.kind === 'hand') outcome = await handRoll(core, outcome.line, io, reader, out, true);
  if (!outcome) return;
  show(core, outcome, out);
  // The answer may leave something else to settle (a leader fallen in the spread's melee names an heir).
  if (outcome.kind === 'applied') await followUp(core, io, out, reader);
}

/** A typed line: ask the questions it left open (a charge's), then run it. */
async function typed(core: PlayCore, line: string, io: TerminalStreams, out: Output, reader: LineReader): Promise<LineOutcome | null> {
  const questions = core.questionsFor(line);
  if (!questions) return withOdds(core, line, out);
  if (questions.kind === 'confirm') return confirmed(core, line, questions, io, out, reader);
  const { runGuide } = await import('./prompts.js');
  const flags = await menu(() => runGuide(questions, io, core.paint), reader);
  if (flags === null) {
    out.err(core.paint.dim('Cancelled; nothing changed.'));
    return null;
  }
  const full = `${line} ${flags.trim()}`.trim();
  if (full !== line) aside(core, out, core.paint.dim(`> ${full}`));
  return withOdds(core, full, out);
}

/**
 * A typed line's y/N question (`undo 2`). Its answer typed ahead on the next line answers it,
 * as its keys would have had the question been open. Other lines typed with it are commands,
 * never answers: the question is then answered no, said in a line, and they run in turn. A
 * command typed at the open question is the same (a wrong answer is cleared and asked again).
 */
async function confirmed(core: PlayCore, line: string, question: Extract<GuideStep, { kind: 'confirm' }>, io: TerminalStreams, out: Output, reader: LineReader): Promise<LineOutcome | null> {
  const cancelled = () => {
    out.err(core.paint.dim('Cancelled; nothing changed.'));
    return null;
  };
  const notDone = (next: string) => {
    out.err(core.paint.dim(`Not done: "${line}" asks first, and "${next}" typed after it is a command, not an answer.`));
    return null;
  };
  const run = (yes: boolean) => {
    const answered = question.next(yes);
    return typeof answered === 'string' ? withOdds(core, `${line} ${answered.trim()}`.trim(), out) : cancelled();
  };
  const choices = `(${question.default ? 'Y/n' : 'y/N'})`;
  const waiting = reader.nextWaiting;
  // An empty line typed ahead is Enter: the question's default.
  const ahead = waiting !== undefined && waiting.trim() === '' ? question.default : yesOrNo(waiting);
  if (ahead !== undefined) {
    await reader.read(`? ${fitted(io, choices.length + 1)(question.message)} ${choices} `, null);
    return run(ahead);
  }
  const next = reader.nextWaiting;
  if (next !== undefined) return notDone(next.trim());
  const words = new Set(core.commandWords());
  const isCommand = (typed: string) => words.has(typed.split(/\s+/)[0]?.toLowerCase() ?? '');
  const { askYesNo } = await import('./prompts.js');
  const answer = await menu(() => askYesNo(question.message, question.default, io, core.paint, isCommand), reader);
  if (answer === null) return cancelled();
  if (typeof answer === 'boolean') return run(answer);
  reader.putBack(answer.command);
  return notDone(answer.command);
}

/**
 * A typed line tyw rolls: its exact odds, as `odds` gives them, printed before the roll's result
 * (typing it was the go-ahead); worked out before it runs, and shown only if it was played, so a
 * refusal is never preceded by odds.
 */
function withOdds(core: PlayCore, line: string, out: Output): LineOutcome {
  const odds = core.oddsBeforeRoll(line);
  const outcome = core.run(line);
  if (outcome.kind === 'applied') for (const l of odds ?? []) aside(core, out, l);
  return outcome;
}

/** Words around the results (an echoed menu choice, a die's modifiers): on stderr with --json, so stdout stays JSON. */
function aside(core: PlayCore, out: Output, text: string): void {
  if (core.json) out.err(text);
  else out.out(text);
}

/** A line that answers a y/N question: true, false, or undefined when it is no answer. */
function yesOrNo(line: string | undefined): boolean | undefined {
  const word = line?.trim().toLowerCase();
  if (word === 'y' || word === 'yes') return true;
  if (word === 'n' || word === 'no') return false;
  return undefined;
}

function show(core: PlayCore, outcome: LineOutcome, out: Output): void {
  switch (outcome.kind) {
    case 'applied':
    case 'view':
      for (const l of outcome.lines) out.out(l);
      break;
    case 'refused':
      out.err(`${core.paint.warn('refused:')} ${outcome.reason}`);
      break;
    default:
      break;
  }
}

/** The guided menus: build a command line from menus of what is legal now, then run it. */
async function guide(core: PlayCore, io: TerminalStreams, out: Output, reader: LineReader): Promise<LineOutcome | null> {
  const first = withTakeBack(core.views.guide(core.state), core.session);
  if (!first) {
    out.err('Nothing to choose from the menus here; type a command (help lists them).');
    return null;
  }
  const { runGuide } = await import('./prompts.js');
  // A command typed at the menu (after a stray Enter) closes it and goes to the prompt.
  let typedInstead: string | null = null;
  const line = await menu(
    () =>
      runGuide(first, io, core.paint, (text) => {
        typedInstead = text;
      }),
    reader,
  );
  if (typedInstead !== null) {
    reader.startWith(typedInstead);
    return null;
  }
  if (line === null) {
    out.err(core.paint.dim('Menu closed; nothing changed.'));
    return null;
  }
  aside(core, out, core.paint.dim(`> ${line}`));
  // The exact odds before tyw rolls (a typed line has `odds` for that): roll, or leave it.
  const odds = core.oddsBeforeRoll(line);
  if (odds) {
    for (const l of odds) aside(core, out, l);
    // A sure outcome with no die to throw (Scruby's musket fire) is played, not rolled.
    const sure = core.sureBeforeRoll(line);
    const roll = await menu(() => runGuide({ kind: 'confirm', message: sure ? 'Play it?' : 'Roll the dice?', default: true, next: (yes) => (yes ? line : null) }, io, core.paint), reader);
    if (roll === null) {
      out.err(core.paint.dim(sure ? 'Not played; nothing changed.' : 'Nothing rolled; nothing changed.'));
      return null;
    }
  }
  const outcome = core.run(line, { menu: true });
  return outcome.kind === 'guide' ? null : outcome;
}

/** Columns kept after a die's question for the values typed (a pool's too). */
const ANSWER_ROOM = 6;

/**
 * Dice rolled by hand, one die at a time (a pool's dice also all on one line): before each die, what it is for (stage and side)
 * and its itemised modifiers; results the dice typed so far have settled are printed as they
 * become known (a charge's defensive fire before the melee's dice), and the result, once
 * every die is in, goes on from them rather than printing them again. Each answer must be 1 to
 * the die's sides. Then the action resolves exactly as a program roll would, and is journaled
 * as hand rolls. Ctrl-C or Ctrl-D at a die question cancels the action.
 */
async function handRoll(core: PlayCore, line: string, io: TerminalStreams, reader: LineReader, out: Output, menu: boolean): Promise<LineOutcome | null> {
  const say = (text: string) => aside(core, out, text);
  const values: number[] = [];
  let shown: readonly Resolution[] = [];
  let previewShown = false;
  let lastDie: readonly string[] = [];
  core.awaitingDice(line);
  for (;;) {
    const progress = core.handProgress(line, values);
    if (!progress.ok) {
      core.diceCancelled();
      return { kind: 'refused', reason: progress.error };
    }
    const { need, known } = progress.value;
    // Every die is in: the rest of the result is printed below, as a program roll prints it.
    if (need === null) break;
    // Printed as the result prints them, which then goes on from here instead of repeating them.
    for (const r of known.slice(shown.length)) for (const l of core.resultLines(r)) say(l);
    if (known.length > shown.length) shown = known;
    if (need.modifiers === null && !previewShown) {
      // The rule set says nothing of this die: show the action's modifiers once, as `mods` does.
      const mods = core.previewLine(line);
      if (mods.ok) for (const l of mods.value) say(l);
      previewShown = true;
    }
    for (const l of newDieLines(need, lastDie, core.paint)) say(l);
    lastDie = handDieLines(need, core.paint);
    let typed: number[] | null = null;
    while (typed === null) {
      // Broken between words where the window is too narrow, room left on its last line for the answer.
      const read = await reader.read(`${fitted(io, ANSWER_ROOM)(handDiePrompt(need).trimEnd())} `, null);
      if (read.kind !== 'line') {
        core.diceCancelled();
        // Results printed between the dice were the action's own, and go with it.
        out.err(core.paint.dim(shown.length > 0 ? 'Cancelled: the results above are taken back; nothing was rolled or changed.' : 'Cancelled; nothing was rolled or changed.'));
        return null;
      }
      const parsed = readHandValues(read.line, need);
      if (parsed.ok) typed = parsed.value;
      else out.err(core.paint.warn(parsed.error));
    }
    values.push(...typed);
  }
  return core.run(line, { rolls: values, menu, shown });
}
