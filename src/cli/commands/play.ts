/**
 * `tyw play [scenario] [--seed N] [--hand] [--journal FILE] [--resume FILE] [--json]`:
 * open the battle (a journal is always written), print it, then read commands from the
 * terminal (the REPL) or, when stdin is not a terminal, from the script on stdin.
 */
import { historyPath } from '../../repl/history.js';
import { type PlayStreams, playBattle } from '../../repl/play.js';
import type { Output } from '../output.js';

export interface PlayOptions {
  readonly file?: string;
  readonly seed?: string;
  readonly hand: boolean;
  readonly journal?: string;
  readonly resume?: string;
  readonly json: boolean;
  readonly cwd: string;
  /** Defaults to the process's stdin/stdout and environment; tests pass their own. */
  readonly streams?: PlayStreams;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export async function playCommand(options: PlayOptions, out: Output): Promise<void> {
  const env = options.env ?? process.env;
  await playBattle(
    {
      file: options.file,
      seed: options.seed,
      hand: options.hand,
      journal: options.journal,
      resume: options.resume,
      json: options.json,
      cwd: options.cwd,
      historyFile: historyPath(env),
    },
    options.streams ?? { input: process.stdin, output: process.stdout },
    out,
  );
}
