/**
 * `tyw report --out` through the real built CLI: the file is written all or nothing, a journal
 * is never overwritten, and an existing file only with --force.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, cliEnv, ensureBuilt, ROOT, script, tempDir, tyw } from '../repl/helpers.js';

let dir: string;
let battle: string;
let n = 0;
const fresh = (name: string) => join(dir, `${(n += 1)}-${name}`);

beforeAll(() => {
  ensureBuilt();
  dir = tempDir('tyw-report-out-');
  battle = join(dir, 'battle.tyw.jsonl');
  const played = tyw(['play', '--seed', '3', '--journal', battle], script('initiative', 'first attacker', 'command Ekholm', 'fire A2 at D1 --short'));
  if (played.code !== 0) throw new Error(played.stderr);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const expectOneLineError = (r: { code: number | null; stderr: string }, pattern: RegExp) => {
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/^error: [^\n]*\n$/);
  expect(r.stderr).toMatch(pattern);
};

describe('report --out: overwrite rules', () => {
  it('refuses to overwrite the journal it reads, even with --force, and the journal stays intact', () => {
    const before = readFileSync(battle, 'utf8');
    for (const extra of [[], ['--force']]) {
      const r = tyw(['report', battle, '--out', battle, ...extra], '');
      expectOneLineError(r, /is a battle journal; tyw never overwrites a journal, so choose another file/);
    }
    expect(readFileSync(battle, 'utf8')).toBe(before);
    expect(tyw(['replay', battle], '').code).toBe(0);
  });

  it('refuses any other journal too, found by its header line whatever its name', () => {
    const other = fresh('kept.md');
    writeFileSync(other, readFileSync(battle));
    expectOneLineError(tyw(['report', battle, '--out', other, '--force'], ''), /is a battle journal/);
    expect(readFileSync(other, 'utf8')).toBe(readFileSync(battle, 'utf8'));
  });

  it('refuses an existing file without --force, and replaces it with --force', () => {
    const out = fresh('report.md');
    writeFileSync(out, 'my notes\n');
    expectOneLineError(tyw(['report', battle, '--out', out], ''), /: already exists; use --force to replace it$/m);
    expect(readFileSync(out, 'utf8')).toBe('my notes\n');

    const r = tyw(['report', battle, '--out', out, '--force'], '');
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(`${tyw(['report', battle], '').stdout}`);
  });

  it('keeps the mode of a replaced file and writes through a symbolic link', () => {
    const real = fresh('real.md');
    writeFileSync(real, 'old\n', { mode: 0o600 });
    const link = fresh('link.md');
    symlinkSync(real, link);
    expect(tyw(['report', battle, '--out', link, '--force'], '').code).toBe(0);
    expect(readFileSync(real, 'utf8')).toMatch(/^# After-action report/);
    expect(statSync(real).mode & 0o777).toBe(0o600);
  });

  it('refuses a folder, a missing folder or an empty name with one line, writing nothing', () => {
    expectOneLineError(tyw(['report', battle, '--out', dir], ''), /: this is a folder: give the name of a file to write$/m);
    expectOneLineError(tyw(['report', battle, '--out', ''], ''), /^error: --out needs the name of a file to write the report to$/m);
    expectOneLineError(tyw(['report', battle, '--out', '/dev/null'], ''), /\/dev\/null: this is not a regular file; tyw writes only regular files$/m);
    expectOneLineError(tyw(['report', battle, '--out', join(dir, 'no-such-folder', 'r.md')], ''), /cannot write the file \(the folder does not exist, ENOENT\); nothing was written/);
  });
});

describe('report --out: all or nothing', () => {
  it('a write that fails part-way (as on a full disk) leaves the old file untouched and no partial file', () => {
    const folder = fresh('limited');
    mkdirSync(folder);
    const out = join(folder, 'report.md');
    writeFileSync(out, 'the old report\n');
    // A file size limit of 1 KB makes the write fail in the middle, as a full disk does.
    const r = spawnSync('bash', ['-c', `trap '' XFSZ; ulimit -f 1; exec "${process.execPath}" "${BIN}" report "${battle}" --out "${out}" --force`], {
      cwd: ROOT,
      env: cliEnv(),
      encoding: 'utf8',
    });
    expectOneLineError({ code: r.status, stderr: r.stderr }, /cannot write the file \(.*EFBIG\); the old file is untouched$/m);
    expect(readFileSync(out, 'utf8')).toBe('the old report\n');
    expect(readdirSync(folder)).toEqual(['report.md']);
  });

  it('a new file is complete or absent', () => {
    const folder = fresh('limited-new');
    mkdirSync(folder);
    const out = join(folder, 'report.md');
    const r = spawnSync('bash', ['-c', `trap '' XFSZ; ulimit -f 1; exec "${process.execPath}" "${BIN}" report "${battle}" --out "${out}"`], { cwd: ROOT, env: cliEnv(), encoding: 'utf8' });
    expectOneLineError({ code: r.status, stderr: r.stderr }, /nothing was written$/m);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
  });
});
