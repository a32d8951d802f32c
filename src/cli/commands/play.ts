/**
 * `tyw play [scenario] [--seed N] [--hand] [--journal FILE] [--resume FILE] [--json]`:
 * open the battle (a journal is always written), print it, then read commands from the
 * terminal (the REPL) or, when stdin is not a terminal, from the script on stdin.
 */
import { historyPath } from '../../repl/history.js';
import { type PlaySettings, type PlayStreams, playBattle } from '../../repl/play.js';
import type { Output } from '../output.js';

export interface PlayOptions extends Omit<PlaySettings, 'historyFile'> {
  /** Defaults to the process's stdin/stdout and environment; tests pass their own. */
  readonly streams?: PlayStreams;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export async function playCommand(options: PlayOptions, out: Output): Promise<void> {
  const { streams, env = process.env, ...settings } = options;
  await playBattle({ ...settings, historyFile: historyPath(env) }, streams ?? { input: process.stdin, output: process.stdout }, out);
}
