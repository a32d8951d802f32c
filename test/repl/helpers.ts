/**
 * Shared helpers for the REPL tests: a PlayCore on the bundled first battle (in-process),
 * and the real built CLI (`node bin/tyw.js`), rebuilt once per run when the sources are newer.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync } from 'node:fs';
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

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Make sure `dist/` is built from the current sources. Test files run in parallel, so the
 * build is guarded by a lock file: one builds, the others wait and then find it fresh.
 */
export function ensureBuilt(): void {
  const main = join(ROOT, 'dist', 'main.js');
  const fresh = () => existsSync(main) && statSync(main).mtimeMs >= Math.max(newestSource(join(ROOT, 'src')), statSync(join(ROOT, 'package.json')).mtimeMs);
  if (fresh()) return;
  const lockDir = join(tmpdir(), 'tyw-test-build');
  mkdirSync(lockDir, { recursive: true });
  const lock = join(lockDir, `${ROOT.replace(/[^\w]+/g, '_')}.lock`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      // A stale lock (a killed run) is taken over after a minute.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error('timed out waiting for another test file to build dist/');
      sleep(200);
    }
  }
  try {
    if (fresh()) return;
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`the build failed:\n${built.stdout}\n${built.stderr}`);
  } finally {
    unlinkSync(lock);
  }
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
