/**
 * Script mode: stdin is not a terminal, so read one command per line as it arrives. Blank
 * lines and `#` comments are skipped. Each command is echoed after `> ` and its result
 * printed; the header line is printed whenever the turn, step, leader or morale changes.
 * The first invalid line stops everything: `error: stdin:N:1: <why>` and exit 2 (a UserError
 * for the CLI's one error boundary). Every line before it is already in the journal.
 */
import { createInterface } from 'node:readline';
import type { Output } from '../cli/output.js';
import { UserError } from '../engine/errors.js';
import type { LineOutcome, PlayCore } from './core.js';

export interface ScriptResult {
  readonly lines: number;
  readonly commands: number;
  readonly quit: boolean;
}

/** What one script line does, printed to `out`; throws the script error on a refusal. */
export function scriptLine(core: PlayCore, text: string, lineNo: number, out: Output, last: { header: string }): LineOutcome {
  const outcome = core.run(text);
  switch (outcome.kind) {
    case 'refused':
      throw new UserError(outcome.reason, { file: 'stdin', line: lineNo, col: 1 });
    case 'guide':
    case 'hand':
      // Not reachable: the core is not interactive in scripts.
      throw new UserError('this needs a terminal', { file: 'stdin', line: lineNo, col: 1 });
    case 'applied':
    case 'view':
    case 'quit':
      for (const l of outcome.lines) out.out(l);
      break;
    case 'empty':
      break;
  }
  if (!core.json && outcome.kind === 'applied') printHeaderIfChanged(core, out, last);
  return outcome;
}

export function printHeaderIfChanged(core: PlayCore, out: Output, last: { header: string }): void {
  const header = core.header();
  if (header === last.header) return;
  last.header = header;
  // With --json (at a terminal; scripts print no header then), stdout carries JSON only.
  const line = core.paint.dim(`== ${header}`);
  if (core.json) out.err(line);
  else out.out(line);
}

export async function runScript(core: PlayCore, input: NodeJS.ReadableStream, out: Output, last: { header: string }, stop?: AbortSignal): Promise<ScriptResult> {
  const rl = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY, terminal: false, ...(stop ? { signal: stop } : {}) });
  let lineNo = 0;
  let commands = 0;
  try {
    for await (const raw of rl) {
      // Stopped (a kill): the lines read but not yet played are left unplayed.
      if (stop?.aborted) break;
      lineNo += 1;
      const text = raw.trim();
      if (text === '' || text.startsWith('#')) continue;
      if (!core.json) out.out(`> ${text}`);
      const outcome = scriptLine(core, text, lineNo, out, last);
      if (outcome.kind === 'applied') commands += 1;
      if (outcome.kind === 'quit') return { lines: lineNo, commands, quit: true };
    }
  } finally {
    rl.close();
  }
  return { lines: lineNo, commands, quit: false };
}
