/**
 * Shared helpers for the REPL tests: a PlayCore on the bundled first battle (in-process),
 * and the real built CLI (`node bin/tyw.js`), which the test run's global setup builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { coreFromText, type PlayCore } from '../../src/repl/index.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const FIRST_BATTLE = join(ROOT, 'scenarios', 'first-battle.yaml');
export const BIN = join(ROOT, 'bin', 'tyw.js');

export function tempDir(prefix = 'tyw-repl-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A core on the first battle with a real journal in a fresh temporary folder. */
export function firstBattleCore(seed = 7, options: { json?: boolean; hand?: boolean } = {}): { core: PlayCore; journal: string; dir: string } {
  const dir = tempDir();
  const journal = join(dir, 'battle.tyw.jsonl');
  const core = coreFromText({ text: readFileSync(FIRST_BATTLE, 'utf8'), file: 'scenarios/first-battle.yaml', seed, journal, ...options });
  return { core, journal, dir };
}

export const journalLines = (path: string): Record<string, unknown>[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

// ------------------------------------------------------------------------------- the built CLI

/**
 * Make sure `dist/` exists. The test run's global setup builds it from the current sources;
 * this only covers running a test file on its own without that setup.
 */
export function ensureBuilt(): void {
  if (existsSync(join(ROOT, 'dist', 'main.js'))) return;
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the build failed:\n${built.stdout}\n${built.stderr}`);
}

export interface CliRun {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number | null;
}

/** Environment for a CLI run: no colour, no history file, nothing from the caller's terminal. */
export function cliEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', TYW_HISTORY: '', ...extra };
  delete env.FORCE_COLOR;
  return env;
}

/** `tyw <args>` with `input` on stdin (a pipe, so script mode). */
export function tyw(args: readonly string[], input: string, options: { cwd?: string; env?: Record<string, string> } = {}): CliRun {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: options.cwd ?? ROOT, input, encoding: 'utf8', env: cliEnv(options.env), timeout: 60_000 });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

/** A script from lines, with a trailing newline. */
export const script = (...lines: string[]): string => `${lines.join('\n')}\n`;
