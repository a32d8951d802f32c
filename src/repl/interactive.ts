/**
 * The interactive loop at a terminal: a header line whenever the battle moves on, a short
 * prompt, tab completion, history kept between sessions, guided menus on an empty line,
 * and hand-rolled dice. Ctrl-C clears the line (twice on an empty line leaves); Ctrl-D leaves.
 */
import { createInterface } from 'node:readline';
import type { Output } from '../cli/output.js';
import type { LineOutcome, PlayCore } from './core.js';
import { appendHistory, HISTORY_SIZE, loadHistory } from './history.js';
import { printHeaderIfChanged } from './script.js';

export interface TerminalStreams {
  readonly input: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  readonly output: NodeJS.WritableStream;
}

type Read = { readonly kind: 'line'; readonly line: string } | { readonly kind: 'eof' } | { readonly kind: 'interrupt' };

/** One line from the terminal, with its own readline so menus can have the terminal in between. */
function readLine(io: TerminalStreams, prompt: string, history: string[] | null, completer?: (line: string) => [string[], string]): Promise<Read> {
  const rl = createInterface({
    input: io.input,
    output: io.output,
    terminal: true,
    ...(completer ? { completer } : {}),
    history: history ? [...history] : [],
    historySize: history ? HISTORY_SIZE : 0,
    removeHistoryDuplicates: true,
    tabSize: 4,
  });
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: Read) => {
      if (done) return;
      done = true;
      rl.close();
      resolve(value);
    };
    rl.on('line', (line) => finish({ kind: 'line', line }));
    rl.on('close', () => finish({ kind: 'eof' }));
    rl.on('SIGINT', () => {
      if (rl.line.length > 0) {
        rl.write(null, { ctrl: true, name: 'e' });
        rl.write(null, { ctrl: true, name: 'u' });
        return;
      }
      io.output.write('\n');
      finish({ kind: 'interrupt' });
    });
    rl.setPrompt(prompt);
    rl.prompt();
  });
}

export interface InteractiveOptions {
  readonly historyFile: string | null;
}

export async function runInteractive(core: PlayCore, io: TerminalStreams, out: Output, last: { header: string }, options: InteractiveOptions): Promise<void> {
  const history = loadHistory(options.historyFile);
  const completer = (line: string): [string[], string] => core.complete(line);
  out.err(core.paint.dim('Type a command (help lists them, Tab completes), Enter on an empty line for the guided menus, quit to leave.'));
  let interrupts = 0;
  for (;;) {
    printHeaderIfChanged(core, out, last);
    const read = await readLine(io, core.prompt(), history, completer);
    if (read.kind === 'eof') break;
    if (read.kind === 'interrupt') {
      interrupts += 1;
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
    let outcome: LineOutcome | null = line === '' ? { kind: 'guide' } : await typed(core, line, io, out);
    if (outcome?.kind === 'guide') outcome = await guide(core, io, out);
    if (outcome?.kind === 'hand') outcome = await handRoll(core, outcome.line, io, out);
    if (outcome === null) continue;
    if (outcome.kind === 'quit') break;
    show(core, outcome, out);
  }
}

/** A typed line: ask the questions it left open (a charge's), then run it. */
async function typed(core: PlayCore, line: string, io: TerminalStreams, out: Output): Promise<LineOutcome | null> {
  const questions = core.questionsFor(line);
  if (!questions) return core.run(line);
  const { runGuide } = await import('./prompts.js');
  const flags = await runGuide(questions, io);
  if (flags === null) {
    out.err(core.paint.dim('Cancelled; nothing changed.'));
    return null;
  }
  const full = `${line} ${flags.trim()}`.trim();
  out.out(core.paint.dim(`> ${full}`));
  return core.run(full);
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
async function guide(core: PlayCore, io: TerminalStreams, out: Output): Promise<LineOutcome | null> {
  const first = core.views.guide(core.state);
  if (!first) {
    out.err('Nothing to choose from the menus here; type a command (help lists them).');
    return null;
  }
  const { runGuide } = await import('./prompts.js');
  const line = await runGuide(first, io);
  if (line === null) {
    out.err(core.paint.dim('Menu closed; nothing changed.'));
    return null;
  }
  out.out(core.paint.dim(`> ${line}`));
  const outcome = core.run(line);
  return outcome.kind === 'guide' ? null : outcome;
}

/**
 * Dice rolled by hand: show both sides' itemised modifiers, then ask for each die the
 * command needs (1 to its sides), then resolve exactly as a program roll would.
 */
async function handRoll(core: PlayCore, line: string, io: TerminalStreams, out: Output): Promise<LineOutcome | null> {
  const mods = core.previewLine(line);
  if (mods.ok) for (const l of mods.value) out.out(l);
  const values: number[] = [];
  for (;;) {
    const need = core.needDice(line, values);
    if (!need.ok) return { kind: 'refused', reason: need.error };
    if (need.value === null) break;
    const { sides, label } = need.value;
    let value: number | null = null;
    while (value === null) {
      const read = await readLine(io, `${label}: d${sides} shows? `, null);
      if (read.kind !== 'line') {
        out.err(core.paint.dim('Cancelled; nothing was rolled or changed.'));
        return null;
      }
      const text = read.line.trim();
      if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= sides) value = Number(text);
      else out.err(core.paint.warn(`a d${sides} shows 1 to ${sides}; type the value rolled (Ctrl-C cancels)`));
    }
    values.push(value);
  }
  return core.run(line, { rolls: values });
}
