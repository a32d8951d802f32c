/** The command line itself: version, and one-line errors with exit 2 for bad command lines. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const tyw = (...args: string[]) => spawnSync(process.execPath, ['bin/tyw.js', ...args], { cwd: ROOT, encoding: 'utf8' });

describe('tyw command line', () => {
  it('prints its version and exits 0', () => {
    const r = tyw('--version');
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it.each([
    // No command at all: one line naming them, not the whole help as an error.
    [[], 'error: give a command: check, schema, roll, play, replay, board or report (tyw play opens the bundled battle; tyw --help explains them all)'],
    [['chek', 'x'], "error: unknown command 'chek' (did you mean check?)"],
    [['play', '--sed', '3'], "error: unknown option '--sed' (did you mean --seed?)"],
    // commander's hints read as tyw's own: "did you mean" in lower case, a list joined with "or".
    [['report', '--formt', 'md', 'j.jsonl'], "error: unknown option '--formt' (did you mean --format?)"],
    [['replot', 'j.jsonl'], "error: unknown command 'replot' (did you mean replay or report?)"],
    [['check'], "error: missing required argument 'scenario'"],
    // commander's own messages in tyw's words.
    [['play', 'a.yaml', 'b.yaml'], 'error: play takes one argument, not 2 (tyw help play)'],
    [['play', '--seed'], 'error: --seed needs a value (--seed <n>)'],
    // A flag given twice is refused, not settled in silence by the last one.
    [['play', '--seed', '1', '--seed=2'], 'error: --seed is given twice: give it once'],
    [['replay', 'j.jsonl', '--until', '1', '--until', '2'], 'error: --until is given twice: give it once'],
    // A flag that needs a value, followed by another flag: said as the value left out.
    [['play', 'scenarios/first-battle.yaml', '--resume', '--journal', 'j.jsonl'], 'error: --resume <journal> needs its value before --journal'],
    [['report', 'j.jsonl', '--out', '--force'], 'error: --out <file> needs its value before --force'],
    // Help for a command that does not exist: the same one line, not the whole help.
    [['help', 'chek'], "error: unknown command 'chek' (did you mean check?)"],
    [['help', 'nosuch'], "error: unknown command 'nosuch'"],
    [['roll', '2x6'], 'error: "2x6" is not dice notation (try 2d6+1, d6 or 3d6-2)'],
    [['roll', 'd6', '--seed', 'abc'], 'error: --seed takes a whole number from 0 to 4294967295, not "abc"'],
    // A modifier past a million would print a total that has lost its digits (1e20).
    [['roll', 'd6+99999999999999999999'], 'error: "d6+99999999999999999999": a modifier (or plain number) is at most 1,000,000 either way'],
    [['roll', '99999999999'], 'error: "99999999999": a modifier (or plain number) is at most 1,000,000 either way'],
  ])('%j is refused on one line with exit 2', (args, line) => {
    const r = tyw(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`${line}\n`);
    expect(r.stdout).toBe('');
  });

  it('names the rule set that has no such view, where another has it', () => {
    const r = spawnSync(process.execPath, ['bin/tyw.js', 'play', 'scenarios/scruby-sample.yaml', '--seed', '1', '--journal', join(mkdtempSync(join(tmpdir(), 'tyw-view-')), 'j.jsonl')], { cwd: ROOT, encoding: 'utf8', input: 'morale\n' });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n').at(-1)).toBe(`error: stdin:1:1: no "morale" view in Jack Scruby's Thirty Years War rules; help lists the views there are`);
  });

  it('gives help for a command with `help <command>`, as `<command> --help` does', () => {
    const r = tyw('help', 'check');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(tyw('check', '--help').stdout);
    expect(r.stdout).toMatch(/^Usage: tyw check/);
  });

  it('checks a scenario read from a pipe, and refuses a device', () => {
    const piped = spawnSync('bash', ['-c', `"${process.execPath}" bin/tyw.js check <(cat scenarios/first-battle.yaml)`], { cwd: ROOT, encoding: 'utf8' });
    expect(piped.status).toBe(0);
    expect(piped.stdout.trim().split('\n').at(-1)).toBe('The scenario is valid.');
    const stdin = spawnSync('bash', ['-c', `cat scenarios/lech-1632.yaml | "${process.execPath}" bin/tyw.js check /dev/stdin --json`], { cwd: ROOT, encoding: 'utf8' });
    expect(stdin.status).toBe(0);
    expect(JSON.parse(stdin.stdout).title).toBe('An encounter on the Lech, 1632');
    const device = tyw('check', '/dev/null');
    expect(device.status).toBe(2);
    expect(device.stderr).toBe('error: /dev/null: not a regular file or a pipe\n');
  });

  it('lists every problem of a bad scenario for check (also with --json) and for play, with exit 2 and nothing on stdout', () => {
    const expected = (JSON.parse(readFileSync(`${ROOT}test/fixtures/bad/expected.json`, 'utf8')) as Record<string, string[]>)['six-mistakes.yaml']!;
    expect(expected).toHaveLength(6);
    for (const args of [['check'], ['check', '--json'], ['play', '--journal', '/dev/null']]) {
      const r = spawnSync(process.execPath, ['bin/tyw.js', ...args, 'test/fixtures/bad/six-mistakes.yaml'], { cwd: ROOT, encoding: 'utf8', input: '' });
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout, args.join(' ')).toBe('');
      expect(r.stderr, args.join(' ')).toBe(`${expected.join('\n')}\n`);
    }
  });

  it('rolls the same dice for the same seed', () => {
    const a = tyw('roll', '3d6+1', 'd10', '--seed', '42', '--json');
    const b = tyw('roll', '3d6+1', 'd10', '--seed', '42', '--json');
    expect(a.status).toBe(0);
    expect(JSON.parse(a.stdout)).toEqual(JSON.parse(b.stdout));
    const parsed = JSON.parse(a.stdout) as { total: number; terms: { values: number[] }[] };
    expect(parsed.terms[0]?.values).toHaveLength(3);
    expect(parsed.total).toBe(parsed.terms.reduce((sum, t) => sum + t.values.reduce((x, y) => x + y, 0), 0) + 1);
  });

  it('says how to roll the same dice again when it chose the seed', () => {
    const first = tyw('roll', '2d6');
    const seed = /^seed (\d+) \(--seed \1 rolls these dice again\)$/m.exec(first.stderr)?.[1];
    expect(seed, first.stderr).toBeDefined();
    const again = tyw('roll', '2d6', '--seed', seed ?? '');
    expect(again.stdout).toBe(first.stdout);
    expect(again.stderr).toBe(`seed ${seed}\n`);
  });
});
