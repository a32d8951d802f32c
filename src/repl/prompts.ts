/**
 * Every inquirer call of tyw lives here, loaded only when a menu is opened. A guided
 * dialogue is data (present/guide.ts `GuideStep`): each answer leads to the next question or
 * to the finished command line. Ctrl-C, Ctrl-D or Escape in a menu closes the menu, not the session.
 */
import { checkbox, input, select } from '@inquirer/prompts';
import { fitted } from './fit-question.js';
import { type Paint, plain } from '../present/paint.js';
import { visibleLength } from '../present/terminal-table.js';
import type { TerminalStreams } from './interactive.js';
import type { GuideStep } from '../present/guide.js';

/** A key that starts a typed command at the first menu: a letter, punctuation or a symbol (digits pick a choice). */
const COMMAND_KEY = /^[\p{L}\p{P}\p{S}]$/u;

/** Errors inquirer raises when the user leaves a prompt: Ctrl-C, Escape (our abort), a closed input. */
const CANCELLED = new Set(['ExitPromptError', 'AbortPromptError', 'CancelPromptError']);

/** The answer shown after the question once chosen: on a line of its own where the two would not fit on one. */
export function answerAfter(io: TerminalStreams, question: string, answer: string): string {
  const width = ((io.output as { columns?: number }).columns ?? 80) - 1;
  const last = question.split('\n').at(-1) ?? '';
  return 2 + last.length + 1 + answer.length <= width ? answer : `\n  ${fitted(io)(answer)}`;
}

/** A question and its answer, as the menu leaves it on the screen once answered. */
export function answeredLine(io: TerminalStreams, paint: Paint, question: string, answer: string): string {
  const asked = questionOnly(question);
  const after = answerAfter(io, asked, answer);
  return `${paint.dim('✔')} ${asked} ${after.startsWith('\n') ? after : paint.bold(after)}`;
}

/** The question itself, up to its first "?" outside brackets, without the instructions after it ("Space ticks, Enter goes on."). */
export function questionOnly(message: string): string {
  let depth = 0;
  for (let i = 0; i < message.length; i += 1) {
    const c = message[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === '?' && depth === 0) return message.slice(0, i + 1);
  }
  return message;
}

/** The terminal rows `text` takes at this width (each line at least one; a long one folds). */
function rowsOf(io: TerminalStreams, text: string): number {
  const columns = Math.max(1, (io.output as { columns?: number }).columns ?? 80);
  return text.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(visibleLength(line) / columns)), 0);
}

/**
 * Walk a guided dialogue; the finished command line, or null if the user backed out. Inquirer
 * erases each question when it ends, so a menu left with Escape or Ctrl-C leaves nothing
 * behind; an answered one is written back as one line, question and answer.
 */
/**
 * `typedInstead`: the first menu is one Enter on an empty line away, so a key that starts a
 * command (a letter, a sign; not the arrows, Enter or a digit, which pick) closes it, and the
 * keys typed up to the next Enter go to this, for the prompt: they were a command, not a choice.
 */
export async function runGuide(first: GuideStep, io: TerminalStreams, paint: Paint = plain, typedInstead?: (text: string) => void): Promise<string | null> {
  // Rows of answered questions written so far: a menu closed later takes them away too.
  let written = 0;
  const answered = (question: string, answer: string) => {
    const line = answeredLine(io, paint, question, answer);
    written += rowsOf(io, line);
    io.output.write(`${line}\n`);
  };
  let step: GuideStep | string | null = first;
  const escape = new AbortController();
  // Keys of a command typed at the first menu: null until one starts it, done at its Enter.
  let typed: string | null = null;
  let typedDone = false;
  const onKey = (text: string | undefined, key: { name?: string; ctrl?: boolean; meta?: boolean; sequence?: string } | undefined) => {
    if (typed !== null) {
      if (typedDone) return;
      const k = key?.sequence ?? text ?? '';
      typed += k;
      typedDone = k === '\r' || k === '\n';
      return;
    }
    if (typedInstead && step === first && written === 0 && key?.ctrl !== true && key?.meta !== true && COMMAND_KEY.test(key?.sequence ?? text ?? '')) {
      typed = key?.sequence ?? text ?? '';
      escape.abort();
    }
  };
  const release = closeOnEscape(io, escape, onKey);
  const context = { input: io.input, output: io.output, signal: escape.signal, clearPromptOnDone: true };
  try {
    while (step !== null && typeof step !== 'string') {
      const current: GuideStep = step;
      switch (current.kind) {
        case 'select': {
          if (current.choices.length === 0) return null;
          const fit = fitted(io);
          const message = fit(current.message);
          const value = await select(
            {
              message,
              choices: current.choices.map((c) => ({ name: fit(c.name), short: answerAfter(io, message, c.name), value: c.value, ...(c.description ? { description: c.description } : {}) })),
              ...(current.default !== undefined && current.choices.some((c) => c.value === current.default) ? { default: current.default } : {}),
              pageSize: 12,
              loop: false,
            },
            context,
          );
          answered(message, current.choices.find((c) => c.value === value)?.name ?? String(value));
          step = current.next(value);
          break;
        }
        case 'confirm': {
          const message = fitted(io, ' (y/N)'.length)(current.message);
          const value = (await yesNo(message, current.default, context)) as boolean;
          answered(message, value ? 'Yes' : 'No');
          step = current.next(value);
          break;
        }
        case 'checkbox': {
          const checked = new Set(current.checked);
          const message = fitted(io)(current.message);
          const values = await checkbox(
            {
              message,
              choices: current.choices.map((c) => ({ name: fitted(io)(c.name), value: c.value, checked: checked.has(c.value), ...(c.description ? { description: c.description } : {}) })),
              pageSize: 12,
              loop: false,
            },
            context,
          );
          const names = current.choices.filter((c) => values.includes(c.value)).map((c) => c.name);
          answered(message, names.length > 0 ? names.join(', ') : 'none');
          step = current.next(values);
          break;
        }
        case 'number': {
          // Typed text checked in tyw's words (the number prompt would answer "abc" in its own).
          const message = fitted(io)(current.message);
          const typed = await input({ message, default: String(current.default), validate: (text) => numberProblem(current, text) ?? true }, context);
          const value = typed.trim() === '' ? current.default : Number(typed.trim());
          answered(message, String(value));
          step = current.next(value);
          break;
        }
      }
    }
    return step;
  } catch (error) {
    if (error instanceof Error && CANCELLED.has(error.name)) {
      // Up to the first answered row, then clear to the end of the screen: nothing of the menu is left.
      if (written > 0) io.output.write(`\x1b[${written}F\x1b[J`);
      if (typed !== null) typedInstead?.(typed);
      return null;
    }
    throw error;
  } finally {
    release();
  }
}

type KeyListener = (text: string | undefined, key: { name?: string; ctrl?: boolean; meta?: boolean; sequence?: string } | undefined) => void;

/**
 * Closes a prompt as Escape does on Escape or Ctrl-D (which would otherwise close its readline
 * with no answer, leaving the prompt hanging), when the terminal's input ends, and when the
 * session stops (the terminal closed, a kill). `onKey` sees every other key. Returns the release.
 */
function closeOnEscape(io: TerminalStreams, escape: AbortController, onKey: KeyListener = () => {}): () => void {
  const keys: KeyListener = (text, key) => {
    if (key?.name === 'escape' || (key?.ctrl === true && key.name === 'd')) escape.abort();
    else onKey(text, key);
  };
  const onEnd = () => escape.abort();
  io.input.on('keypress', keys);
  io.input.once('end', onEnd);
  if (io.stop?.aborted) escape.abort();
  io.stop?.addEventListener('abort', onEnd);
  return () => {
    io.input.off('keypress', keys);
    io.input.off('end', onEnd);
    io.stop?.removeEventListener('abort', onEnd);
  };
}

/** What a y/N question takes: y, yes, n, no, any case, or Enter for the default. */
function yesNoWord(text: string, fallback: boolean): boolean | undefined {
  const t = text.trim().toLowerCase();
  if (t === '') return fallback;
  if (t === 'y' || t === 'yes') return true;
  if (t === 'n' || t === 'no') return false;
  return undefined;
}

/**
 * A y/N question. Inquirer's own confirm keeps a wrong answer on the line, so the next keys
 * append to it ("redo 5undo"): this one clears it after saying what it takes. A line
 * `isCommand` knows comes back as `{ command }`: a command typed ahead, not an answer.
 */
async function yesNo(message: string, fallback: boolean, context: object, isCommand?: (line: string) => boolean): Promise<boolean | { command: string }> {
  const typed = await input(
    {
      message: `${message} ${fallback ? '(Y/n)' : '(y/N)'}`,
      theme: { validationFailureMode: 'clear' },
      validate: (text) => yesNoWord(text, fallback) !== undefined || isCommand?.(text.trim()) === true || `Answer y or n (Enter for ${fallback ? 'yes' : 'no'}).`,
    },
    context,
  );
  const yes = yesNoWord(typed, fallback);
  return yes ?? { command: typed.trim() };
}

/**
 * The y/N question of a typed command (`undo 2`): true or false, `{ command }` for a command
 * typed at it instead of an answer (see yesNo), null when left with Ctrl-C, Ctrl-D or Escape.
 */
export async function askYesNo(question: string, fallback: boolean, io: TerminalStreams, paint: Paint, isCommand: (line: string) => boolean): Promise<boolean | { command: string } | null> {
  const escape = new AbortController();
  const release = closeOnEscape(io, escape);
  try {
    const message = fitted(io, ' (y/N)'.length)(question);
    const value = await yesNo(message, fallback, { input: io.input, output: io.output, signal: escape.signal, clearPromptOnDone: true }, isCommand);
    io.output.write(`${answeredLine(io, paint, message, value === true ? 'Yes' : 'No')}\n`);
    return value;
  } catch (error) {
    if (error instanceof Error && CANCELLED.has(error.name)) return null;
    throw error;
  } finally {
    release();
  }
}

/** Why typed text is not an answer to a number question, in tyw's words; null when it is one (empty: the default). */
export function numberProblem(question: Extract<GuideStep, { kind: 'number' }>, text: string): string | null {
  const t = text.trim();
  if (t === '') return null;
  const whole = question.step !== 'any';
  // A question with its own check (`invalid`) has limits min and max do not say: they come after a number is typed.
  const range = question.invalid ? '' : ` from ${question.min} to ${question.max}`;
  if (!(whole ? /^-?\d+$/ : /^-?(?:\d+(?:\.\d*)?|\.\d+)$/).test(t)) return `"${t}" is not ${whole ? 'a whole number' : 'a number'}: type one${range}, or Enter for ${question.default}`;
  const value = Number(t);
  if (question.invalid) return question.invalid(value);
  return value < question.min || value > question.max ? `${t} is out of range: type a number from ${question.min} to ${question.max}, or Enter for ${question.default}` : null;
}
