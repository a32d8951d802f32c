/**
 * Crash safety: a real `tyw play` child is killed with SIGKILL in the middle of a session.
 * Everything it had printed must be in the journal, and `--resume` continues from there.
 * A SIGTERM instead ends the session as quit does.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../../src/io/journal.js';
import { BIN, cliEnv, ensureBuilt, ROOT, script, tempDir, tyw } from './helpers.js';

let dir: string;
beforeAll(() => {
  ensureBuilt();
  dir = tempDir();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const COMMANDS = [
  'initiative',
  'first attacker',
  'command Ekholm',
  'advance A1 --rough 1',
  'fire A2 at D1 --short',
  'fire A3 at D2',
  'done',
  'command DL2',
  'fire D1 at A1',
  'advance D3',
  'done',
  'command Falk',
  'advance A4',
  'undo',
  'advance A4 --rough 2',
  'done',
];

interface Live {
  readonly child: ChildProcessWithoutNullStreams;
  stdout: string;
  stderr: string;
  code: number | null;
  readonly exited: Promise<void>;
}

function start(journal: string): Live {
  const child = spawn(process.execPath, [BIN, 'play', '--seed', '13', '--journal', journal], { cwd: ROOT, env: cliEnv(), stdio: 'pipe' });
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      live.code = code;
      resolve();
    }),
  );
  const live: Live = { child, stdout: '', stderr: '', code: null, exited };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (d: string) => {
    live.stdout += d;
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => {
    live.stderr += d;
  });
  return live;
}

async function waitFor(live: Live, test: (stdout: string) => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!test(live.stdout)) {
    if (Date.now() > deadline) throw new Error(`timed out; stdout so far:\n${live.stdout}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Commands whose echo and at least one result line the user saw before the kill. */
function seenCommands(stdout: string): string[] {
  const lines = stdout.split('\n');
  const seen: string[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('> ')) return;
    const next = lines[i + 1];
    // A result was shown: a complete next line that is not the following echo.
    if (next !== undefined && i + 2 <= lines.length - 1 && !next.startsWith('> ')) seen.push(line.slice(2));
  });
  return seen;
}

describe('kill -9 in the middle of a session', () => {
  for (const stopAfter of [1, 5, 9, 14]) {
    it(`loses nothing the user saw (killed after command ${stopAfter})`, async () => {
      const journal = join(dir, `crash-${stopAfter}.tyw.jsonl`);
      const live = start(journal);
      await waitFor(live, (s) => s.includes('== Turn 1'));
      // Feed commands one by one, waiting for each result, then flood the rest and kill at once.
      for (const c of COMMANDS.slice(0, stopAfter)) {
        const before = live.stdout.length;
        live.child.stdin.write(`${c}\n`);
        await waitFor(live, (s) => s.length > before && s.slice(before).includes(`> ${c}\n`) && /\n[^>\n][^\n]*\n/.test(s.slice(before)));
      }
      live.child.stdin.write(COMMANDS.slice(stopAfter).map((c) => `${c}\n`).join(''));
      live.child.kill('SIGKILL');
      await live.exited;

      const seen = seenCommands(live.stdout);
      expect(seen.length).toBeGreaterThanOrEqual(stopAfter);
      // The journal holds every command whose result was printed (an undo removes one from play).
      const read = readJournal(journal);
      const journaled = read.records.filter((r) => r.kind === 'command' || r.kind === 'undo').map((r) => (r.kind === 'command' ? r.text : 'undo'));
      expect(journaled.slice(0, seen.length)).toEqual(seen);

      // Resume and carry on: the session is where the user left it.
      const resumed = tyw(['play', '--resume', journal], script('log 100', 'status'));
      expect(resumed.stderr).not.toMatch(/^error/m);
      expect(resumed.code).toBe(0);
      const inPlay = journaled.reduce<string[]>((acc, c) => (c === 'undo' ? acc.slice(0, -1) : [...acc, c]), []);
      for (const [i, c] of inPlay.entries()) expect(resumed.stdout).toContain(`${String(i + 1).padStart(4)}  ${c}`);
    });
  }
});

describe.each([
  ['SIGTERM', 143],
  ['SIGINT', 130],
] as const)('%s in the middle of a script', (signal, code) => {
  it(`ends the session as quit does: the closing lines, the lock released, exit ${code}`, async () => {
    const journal = join(dir, `terminated-${signal}.tyw.jsonl`);
    const live = start(journal);
    await waitFor(live, (s) => s.includes('== Turn 1'));
    live.child.stdin.write('initiative\n');
    await waitFor(live, (s) => /the initiative/.test(s));
    expect(existsSync(`${journal}.lock`)).toBe(true);
    live.child.kill(signal);
    await live.exited;
    expect(live.code).toBe(code);
    expect(live.stderr).toMatch(/Journal: \S+terminated-SIG[A-Z]+\.tyw\.jsonl \(1 command in play\)\. Continue with:/);
    expect(existsSync(`${journal}.lock`)).toBe(false);
  });
});
