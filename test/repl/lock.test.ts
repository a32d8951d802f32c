/**
 * One writer per journal: real `tyw play` processes. While one holds a journal, a second
 * `play --resume` (or a new `play` given the same --journal) is refused with exit 2 and the
 * journal is untouched; a lock left by a killed process is taken over with a note.
 */
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../../src/io/journal.js';
import { BIN, cliEnv, ensureBuilt, ROOT, script, tempDir, tyw } from './helpers.js';

let dir: string;
let n = 0;
const journal = () => join(dir, `l${(n += 1)}.tyw.jsonl`);

beforeAll(() => {
  ensureBuilt();
  dir = tempDir();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const OPENING = ['initiative', 'first attacker', 'command Ekholm'];

interface Live {
  readonly child: ChildProcessWithoutNullStreams;
  stderr: string;
  readonly exited: Promise<number | null>;
}

/** A `tyw` process that stays open (its stdin is a pipe we keep open). */
function start(args: readonly string[]): Live {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: cliEnv(), stdio: 'pipe' });
  const live: Live = { child, stderr: '', exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => {
    live.stderr += d;
  });
  child.stdout.resume();
  return live;
}

async function waitFor(live: Live, text: RegExp, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!text.test(live.stderr)) {
    if (Date.now() > deadline) throw new Error(`timed out; stderr so far:\n${live.stderr}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('one writer per journal', () => {
  it('refuses a second --resume while the first runs, and the journal stays whole', async () => {
    const j = journal();
    expect(tyw(['play', '--seed', '5', '--journal', j], script(...OPENING)).code).toBe(0);
    const first = start(['play', '--resume', j]);
    await waitFor(first, /Resumed/);
    const before = readFileSync(j, 'utf8');

    const second = tyw(['play', '--resume', j], script('advance A1', 'done'));
    expect(second.code).toBe(2);
    expect(second.stderr.trim().split('\n')).toHaveLength(1);
    expect(second.stderr).toContain(`error: ${j}: the journal is in use by process ${first.child.pid} (since `);
    expect(readFileSync(j, 'utf8')).toBe(before);

    // The first goes on writing, then ends and releases the lock.
    first.child.stdin.end(script('advance A1'));
    expect(await first.exited).toBe(0);
    expect(existsSync(`${j}.lock`)).toBe(false);
    const texts = readJournal(j).records.flatMap((r) => (r.kind === 'command' ? [r.text] : []));
    expect(texts).toEqual([...OPENING, 'advance A1']);
    // Now the journal is free again.
    expect(tyw(['play', '--resume', j], script('log 10')).code).toBe(0);
  });

  it('refuses a new battle given the --journal another process is playing into', async () => {
    const j = journal();
    const first = start(['play', '--seed', '5', '--journal', j]);
    await waitFor(first, /Journal: /);
    const second = tyw(['play', '--seed', '6', '--journal', j], script(...OPENING));
    expect(second.code).toBe(2);
    expect(second.stderr).toContain(`in use by process ${first.child.pid}`);
    first.child.stdin.end(script(...OPENING));
    expect(await first.exited).toBe(0);
    expect(readJournal(j).header.seed).toBe(5);
  });

  it('takes over a stale lock left by a killed process, with a note', async () => {
    const j = journal();
    expect(tyw(['play', '--seed', '5', '--journal', j], script(...OPENING)).code).toBe(0);
    const killed = start(['play', '--resume', j]);
    await waitFor(killed, /Resumed/);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(existsSync(`${j}.lock`)).toBe(true);

    const r = tyw(['play', '--resume', j], script('advance A1'));
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`warning: took over the journal's lock from process ${killed.child.pid}, which is no longer running`);
    expect(existsSync(`${j}.lock`)).toBe(false);
    expect(readJournal(j).records.at(-1)).toMatchObject({ kind: 'command', text: 'advance A1' });
  });

  it('never takes over a lock held on another machine', () => {
    const j = journal();
    expect(tyw(['play', '--seed', '5', '--journal', j], script(...OPENING)).code).toBe(0);
    writeFileSync(`${j}.lock`, `${JSON.stringify({ pid: 999_999_999, host: `${hostname()}-elsewhere`, since: '2026-01-01T00:00:00.000Z' })}\n`);
    const r = tyw(['play', '--resume', j], script('advance A1'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: .*: the journal is in use by process 999999999 on .*-elsewhere .*delete .*\.lock\n$/);
    expect(readJournal(j).records).toHaveLength(OPENING.length);
  });

  it('refuses a lock file it cannot read, saying how to clear it', () => {
    const j = journal();
    expect(tyw(['play', '--seed', '5', '--journal', j], script(...OPENING)).code).toBe(0);
    writeFileSync(`${j}.lock`, 'garbage');
    const r = tyw(['play', '--resume', j], script('advance A1'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: .*: the journal is locked, but its lock file cannot be read; if no tyw is using this journal, delete .*\.lock\n$/);
  });
});

describe('a new battle whose journal cannot be locked', () => {
  it.runIf(existsSync('/proc/self'))('says why in plain words and how to name a journal elsewhere', () => {
    const r = tyw(['play', '--seed', '5', '--journal', '/proc/tyw-test.tyw.jsonl'], script('status'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: \/proc\/tyw-test\.tyw\.jsonl: cannot lock the journal \(.+, E[A-Z]+\): tyw needs to write \/proc\/tyw-test\.tyw\.jsonl\.lock next to it \(for a new battle, --journal names a file in a folder you can write\)\n$/);
  });
});

describe('--resume of a journal that cannot be written', () => {
  it('is refused at the start with exit 2, and the journal is left as it was', () => {
    const j = journal();
    expect(tyw(['play', '--seed', '5', '--journal', j], script(...OPENING)).code).toBe(0);
    const before = readFileSync(j, 'utf8');
    chmodSync(j, 0o444);
    // root writes read-only files anyway, so there the check runs as an ordinary user.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) chmodSync(dir, 0o777);
    // That user may not be able to read the checkout (a clone in a private folder), so it runs
    // a copy of the built CLI (bin/ and the self-contained dist/) from the test's own folder.
    const home = asRoot ? join(dir, 'tyw') : ROOT;
    if (asRoot) for (const part of ['bin', 'dist', 'package.json']) cpSync(join(ROOT, part), join(home, part), { recursive: true });
    const child = asRoot ? { uid: 65_534, gid: 65_534 } : {};
    const r = spawnAs(home, ['play', '--resume', j], script('advance A1'), child);
    expect(r.stderr).toMatch(/^error: .*: cannot write to the journal \(permission denied, EACCES\), so it cannot be continued; tyw replay can still read it\n$/);
    expect(r.code).toBe(2);
    expect(readFileSync(j, 'utf8')).toBe(before);
    expect(existsSync(`${j}.lock`)).toBe(false);
  });
});

function spawnAs(home: string, args: readonly string[], input: string, ids: { uid?: number; gid?: number }) {
  const r = spawnSync(process.execPath, [join(home, 'bin', 'tyw.js'), ...args], { cwd: dir, input, encoding: 'utf8', env: cliEnv(), timeout: 60_000, ...ids });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

describe('the lock beside a journal', () => {
  it('is ignored by git, as the journal is, so a running npm start leaves git status clean', async () => {
    const { lockPathOf } = await import('../../src/io/journal-lock.js');
    const { defaultJournalPath } = await import('../../src/repl/open.js');
    const patterns = readFileSync(join(ROOT, '.gitignore'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.startsWith('#'))
      .map((glob) => new RegExp(`^${glob.trim().replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`));
    const name = (path: string) => path.split(/[\\/]/).at(-1) ?? '';
    const journalName = name(defaultJournalPath(dir, join(ROOT, 'scenarios', 'first-battle.yaml'), new Date(2026, 0, 2, 3, 4, 5)));
    expect(patterns.some((p) => p.test(journalName)), journalName).toBe(true);
    expect(patterns.some((p) => p.test(name(lockPathOf(journalName)))), lockPathOf(journalName)).toBe(true);
  });
});
