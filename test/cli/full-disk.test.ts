/**
 * A disk that fills up during `tyw play`: on the journal or on stdout, the session ends with
 * exit 2 and one line saying what was kept, and the journal replays to exactly what was shown.
 * A file size limit (`ulimit -f`, with SIGXFSZ ignored) makes writes fail part-way as a full
 * disk does (EFBIG); where this machine lets us mount a small tmpfs, a real ENOSPC is tested too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../../src/io/journal.js';
import { BIN, cliEnv, ensureBuilt, ROOT, script, tempDir } from '../repl/helpers.js';

const COMMANDS = ['initiative', 'first attacker', 'command Ekholm', 'advance A1 --rough 1', 'fire A2 at D1 --short', 'fire A3 at D2', 'done', 'command DL2', 'fire D1 at A1', 'advance D3', 'done'];

let dir: string;
beforeAll(() => {
  ensureBuilt();
  dir = tempDir('tyw-full-');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `tyw play` under a file size limit in KB (bash's unit), its script on stdin. */
function playLimited(kb: number, journal: string, redirect = ''): Run {
  const input = join(dir, `input-${kb}.txt`);
  writeFileSync(input, script(...COMMANDS));
  const r = spawnSync('bash', ['-c', `trap '' XFSZ; ulimit -f ${kb}; exec "${process.execPath}" "${BIN}" play --seed 13 --journal "${journal}" < "${input}" ${redirect}`], {
    cwd: ROOT,
    env: cliEnv(),
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? '';
const echoed = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('> ')).map((l) => l.slice(2));

function replays(journal: string): number {
  const r = spawnSync(process.execPath, [BIN, 'replay', journal], { cwd: ROOT, env: cliEnv(), encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return readJournal(journal).records.filter((rec) => rec.kind === 'command').length;
}

describe('the journal cannot be written', () => {
  it('mid-game: exit 2, the command is not played, and the journal holds exactly the commands shown before it', () => {
    const journal = join(dir, 'mid.tyw.jsonl');
    // The header carries the scenario (under 3 KB); 4 KB lets a few commands in, then fails.
    const r = playLimited(4, journal);
    expect(r.code).toBe(2);
    const failed = /cannot write the journal \(the file is larger than this system allows, EFBIG\): "([^"]+)" was not played, and the journal holds everything before it; once it can be written again, continue with: .* --resume .*mid\.tyw\.jsonl$/.exec(lastLine(r.stderr));
    expect(failed, r.stderr).not.toBeNull();
    const shown = echoed(r.stdout);
    expect(shown.at(-1)).toBe(failed?.[1]);
    // Every command echoed before the failed one printed its result and is in the journal.
    expect(replays(journal)).toBe(shown.length - 1);
    expect(readFileSync(journal, 'utf8').endsWith('\n')).toBe(true);
    expect(existsSync(`${journal}.lock`)).toBe(false);
  });

  it('on the first command: exit 2, and no journal is left behind', () => {
    const journal = join(dir, 'first.tyw.jsonl');
    const r = playLimited(2, journal);
    expect(r.code).toBe(2);
    expect(lastLine(r.stderr)).toMatch(/"initiative" was not played, and nothing had been played, so no journal was left; start again once it can be written$/);
    expect(existsSync(journal)).toBe(false);
    expect(existsSync(`${journal}.lock`)).toBe(false);
  });
});

describe('stdout cannot be written', () => {
  it('to /dev/full: exit 2 with one line', () => {
    const journal = join(dir, 'devfull.tyw.jsonl');
    const r = playLimited(1024, journal, '> /dev/full');
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n').filter((l) => l.startsWith('error:'))).toEqual([
      'error: cannot write to standard output: the disk is full, ENOSPC; nothing had been played, so no journal was written',
    ]);
    expect(existsSync(journal)).toBe(false);
  });

  it('whose reader goes away part-way: tyw stops quietly, and every command played is in the journal', () => {
    const journal = join(dir, 'stdout.tyw.jsonl');
    const input = join(dir, 'input-stdout.txt');
    // The reader takes 20 KB, more than the first commands print; then far more output than a
    // pipe holds comes before the last commands, so they meet the closed pipe.
    const views = Array.from({ length: 300 }, () => 'status');
    writeFileSync(input, script(...COMMANDS.slice(0, 4), ...views, ...COMMANDS.slice(4)));
    const r = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" "${BIN}" play --seed 13 --journal "${journal}" < "${input}" | head -c 20000 > /dev/null`], {
      cwd: ROOT,
      env: cliEnv(),
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    expect(replays(journal)).toBe(4);
  });
});

/** A 64 KB tmpfs, where this machine allows mounting one (as root in a container). */
function smallDisk(): string | null {
  const mount = join(dir, 'small');
  mkdirSync(mount, { recursive: true });
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mount], { encoding: 'utf8' });
  return r.status === 0 ? mount : null;
}

describe('a real full disk (ENOSPC)', () => {
  let disk: string | null = null;
  beforeAll(() => {
    disk = smallDisk();
  });
  afterAll(() => {
    if (disk) spawnSync('umount', [disk]);
  });

  it('mid-game on the journal: exit 2, one line, and the journal replays', ({ skip }) => {
    if (!disk) skip('cannot mount a small tmpfs here');
    const mount = disk as string;
    const journal = join(mount, 'battle.tyw.jsonl');
    // Leave room for the header and a few commands only.
    writeFileSync(join(mount, 'filler'), Buffer.alloc(54 * 1024, 1));
    const r = playLimited(1024 * 1024, journal);
    expect(r.code).toBe(2);
    expect(lastLine(r.stderr)).toMatch(/cannot write the journal \(the disk is full, ENOSPC\): "[^"]+" was not played, and the journal holds everything before it/);
    expect(replays(journal)).toBe(echoed(r.stdout).length - 1);
  });

  it('stdout on the full disk: exit 2, and every command played is in the journal', ({ skip }) => {
    if (!disk) skip('cannot mount a small tmpfs here');
    const mount = disk as string;
    rmSync(join(mount, 'filler'), { force: true });
    rmSync(join(mount, 'battle.tyw.jsonl'), { force: true });
    writeFileSync(join(mount, 'filler'), Buffer.alloc(60 * 1024, 1));
    const journal = join(dir, 'enospc-stdout.tyw.jsonl');
    const r = playLimited(1024 * 1024, journal, `> "${join(mount, 'out.txt')}"`);
    expect(r.code).toBe(2);
    expect(lastLine(r.stderr)).toMatch(/^error: cannot write to standard output: the disk is full, ENOSPC; every command played is in the journal: continue with: .* --resume /);
    expect(replays(journal)).toBeGreaterThan(0);
  });
});
