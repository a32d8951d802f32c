/**
 * The bad-input corpus against the real, bundled CLI: every file in test/fixtures/bad gives
 * exit code 2, one line on stderr per problem (its expected messages, in document order, with
 * the position where there is one; a file with one problem gives exactly one line), nothing
 * on stdout and no stack trace, within 200 MB of heap. How fast is a benchmark's question (npm run
 * bench), not a test's: these machines are shared, and a timed test fails under load.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BAD = 'test/fixtures/bad';
/** One message, or a list for a file with several problems (at least two). */
const EXPECTED: Record<string, string | string[]> = JSON.parse(readFileSync(join(ROOT, BAD, 'expected.json'), 'utf8'));

/** The newest modification time among the bundle's inputs. */
function newestInput(): number {
  let newest = Math.max(statSync(join(ROOT, 'package.json')).mtimeMs, statSync(join(ROOT, 'scripts/build.mjs')).mtimeMs);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  walk(join(ROOT, 'src'));
  return newest;
}

beforeAll(() => {
  const bundle = join(ROOT, 'dist/main.js'); // rebuilt by the global setup
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < newestInput()) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'pipe' });
  }
}, 120_000);

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runCheck(file: string): Run {
  const child = spawnSync(process.execPath, ['--max-old-space-size=200', 'bin/tyw.js', 'check', file], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 10_000,
  });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

function expectErrorLines(run: Run, expected: string | readonly string[]): void {
  expect(run.stderr).toBe(`${typeof expected === 'string' ? expected : expected.join('\n')}\n`);
  expect(run.stdout).toBe('');
  expect(run.status).toBe(2);
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

describe('tyw check on bad input (built CLI)', () => {
  const files = readdirSync(join(ROOT, BAD))
    .filter((f) => f !== 'expected.json')
    .sort();

  it('has an expected message for every bad file, and a file for every message', () => {
    expect(files.length).toBeGreaterThanOrEqual(22);
    expect(Object.keys(EXPECTED).sort()).toEqual(files);
  });

  it('lists several problems only for files that have several, and every rule set has one', () => {
    const several = Object.entries(EXPECTED).filter(([, expected]) => typeof expected !== 'string');
    for (const [file, expected] of several) expect(expected.length, file).toBeGreaterThan(1);
    const rulesets = several.map(([file]) => readFileSync(join(ROOT, BAD, file), 'utf8').match(/^ruleset: (\S+)/m)?.[1]);
    expect(new Set(rulesets)).toEqual(new Set(['devil-rules', 'tilly', 'orders-draft', 'scruby']));
  });

  it.each(files)('%s', (file) => {
    expectErrorLines(runCheck(`${BAD}/${file}`), EXPECTED[file]!);
  });

  describe('a 10 MB file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tyw-bad-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is refused without being read', () => {
      const big = join(dir, 'big.yaml');
      writeFileSync(big, Buffer.alloc(10 * 1024 * 1024, '#'));
      expectErrorLines(runCheck(big), `error: ${big}: the file is too large for a scenario (10,240 KB; the limit is 1,024 KB)`);
    });
  });

  it('a missing file', () => {
    expectErrorLines(runCheck(`${BAD}/no-such-file.yaml`), `error: ${BAD}/no-such-file.yaml: no such file`);
  });

  it('the good scenarios still pass (exit 0, nothing on stderr)', () => {
    for (const file of ['scenarios/first-battle.yaml', 'scenarios/lech-1632.yaml']) {
      const run = runCheck(file);
      expect(run.stderr, file).toBe('');
      expect(run.status, file).toBe(0);
      expect(run.stdout, file).toContain('The scenario is valid.');
    }
  });
});
