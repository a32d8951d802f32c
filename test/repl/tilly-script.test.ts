/**
 * Tilly's Very Bad Day through the real built CLI: `tyw play` with a script on stdin (golden
 * transcript in __golden__/, update with `npx vitest run -u`), then `tyw replay` and
 * `tyw report` on its journal.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, ensureBuilt, ROOT, tempDir, tyw } from './helpers.js';

const SCENARIO = join(ROOT, 'scenarios', 'tilly-figure5.yaml');
const SCRIPT = readFileSync(join(import.meta.dirname, 'scripts', 'tilly-figure5-seed3.txt'), 'utf8');

let dir: string;
let journal: string;
let live: { stdout: string; stderr: string; code: number | null };

beforeAll(() => {
  ensureBuilt();
  dir = tempDir('tyw-tilly-script-');
  journal = join(dir, 'tilly.tyw.jsonl');
  live = tyw(['play', SCENARIO, '--seed', '3', '--journal', journal], SCRIPT);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("tyw play on Tilly's Very Bad Day, script mode", () => {
  it('plays two turns through every step of the sequence of play (golden)', async () => {
    expect(live.stderr).not.toMatch(/^error/m);
    expect(live.code).toBe(0);
    expect(live.stdout).toContain('French: attacker, 24 units in 4 commands; loses with 12 or more units lost');
    expect(live.stdout).toMatch(/^== Turn 1 \| 1\.1 Attacker move \| French move \| units lost French 0\/12, Imperialists 0\/13$/m);
    expect(live.stdout).toMatch(/^== Turn 2 \| 4\.4 Army morale \| units lost French 2\/12, Imperialists 0\/13$/m);
    expect(live.stdout).toContain('Hits scored by French Right Horse 2:');
    await expect(live.stdout).toMatchFileSnapshot('__golden__/tilly-figure5-seed3.txt');
  });

  it('tyw replay says what the live session said, and ends with the final standing', () => {
    const r = tyw(['replay', journal], '');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    // Views (status, odds, morale...) are not journaled: compare the commands that were.
    const played = blocks(live.stdout, /^> (.*)$/, /^(.+)$/).filter((b) => !/^(status|odds|mods|morale|leaders)\b/.test(b.command));
    const replayed = blocks(r.stdout, /^ {2}> (.*)$/, /^ {4}(.*)$/);
    expect(replayed).toEqual(played);
    const tail = r.stdout.slice(r.stdout.indexOf('Turn 2, step:'));
    expect(tail).toMatch(/^Turn 2, step: 4\.4 Army morale\./);
    expect(tail).toContain('Army morale (units lost, against the number at which each side loses)');
    expect(tail).toMatch(/French \(attacker\) +\[#+\.+\] +2 of 12 units lost, holding/);
    expect(tail).toMatch(/Imperialists \(defender\) +\[\.+\] +0 of 13 units lost, holding/);
    expect(tail).toMatch(/^ {4}A4 +French Right Horse 3 +Horse +0\/3 +Routed$/m);
    expect(tail).toMatch(/^ {4}A21 +French General of the Reserve +Commander +0\/1 +Casualty$/m);
    expect(tail).toMatch(/^ {4}A10 +French Foot 1 +Pike\+shot +3\/4 +On the table$/m);
    const json = JSON.parse(tyw(['replay', journal, '--json'], '').stdout) as { ruleset: string; final: { sides: { name: string; lost: number; losesAt: number }[]; units: unknown[] } };
    expect(json.ruleset).toBe('tilly');
    expect(json.final.sides).toMatchObject([
      { name: 'French', lost: 2, losesAt: 12 },
      { name: 'Imperialists', lost: 0, losesAt: 13 },
    ]);
    expect(json.final.units).toHaveLength(49);
  });

  it('tyw report writes the losses and a morale curve per side', () => {
    const r = tyw(['report', journal], '');
    expect(r.stderr).toMatch(/^Journal fingerprint: [0-9a-f-]{14}\n$/);
    expect(r.code).toBe(0);
    const md = r.stdout;
    expect([...md.matchAll(/^## (.*)$/gm)].map((m) => m[1])).toEqual(['Outcome', 'Losses', 'Morale', 'The battle, turn by turn', 'Final state']);
    expect(md).toContain('Undecided: the journal ends in turn 2 (step: 4.4 Army morale) with neither army broken.');
    expect(md).toMatch(/^\| French \(attacker\) \| 1: French Right Horse 3 \| none \| 1: French General of the Reserve \| \d+ of \d+ \| 2 \/ 12 \|$/m);
    const chart = md.slice(md.indexOf('```text'), md.indexOf('```', md.indexOf('```text') + 3));
    expect(chart).toContain('French (attacker), break threshold 12');
    expect(chart).toContain('Imperialists (defender), break threshold 13');
    expect(chart).toMatch(/^ {2}turn 1 #+ +\| 1$/m);
    expect(chart).toMatch(/^ {2}turn 2 #+ +\| 2 {2}\(so far\)$/m);
    expect(md).toContain('| Id | Unit | Type | Resolve | Status |');
    const html = tyw(['report', journal, '--format', 'html'], '');
    expect(html.code).toBe(0);
    expect(html.stdout.match(/<polyline /g)).toHaveLength(2);
    expect(html.stdout).toContain('break threshold 12');
  });
});
