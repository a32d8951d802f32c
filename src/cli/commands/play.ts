/**
 * `tyw play [scenario] [--seed N] [--hand] [--journal FILE] [--resume FILE] [--json]`:
 * open the battle (a journal is always written), print it, then read commands from the
 * terminal (the REPL) or, when stdin is not a terminal, from the script on stdin.
 */
import { historyPath } from '../../repl/history.js';
import { type PlaySettings, type PlayStreams, playBattle } from '../../repl/play.js';
import type { Output } from '../output.js';
import { resumeCommand } from '../resume-hint.js';

export interface PlayOptions extends Omit<PlaySettings, 'historyFile' | 'resumeWith'> {
  /** Defaults to the process's stdin/stdout, environment and script path; tests pass their own. */
  readonly streams?: PlayStreams;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly script?: string;
}

export async function playCommand(options: PlayOptions, out: Output): Promise<void> {
  const { streams, env = process.env, script = process.argv[1], ...settings } = options;
  await playBattle(
    { ...settings, historyFile: historyPath(env), resumeWith: resumeCommand(script, env, settings.cwd) },
    streams ?? { input: process.stdin, output: process.stdout },
    out,
  );
}
