/**
 * Pike & Shot through the real built CLI: `tyw play` of the sample with a script on stdin
 * (golden transcript in __golden__/, update with `npx vitest run -u`), then `tyw replay`.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, ROOT, tempDir, tyw } from './helpers.js';

const SCENARIO = join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml');
const SCRIPT = readFileSync(join(import.meta.dirname, 'scripts', 'pike-and-shot-seed5.txt'), 'utf8');

let dir: string;
let journal: string;
let live: { stdout: string; stderr: string; code: number | null };

beforeAll(() => {
  ensureBuilt();
  dir = tempDir('tyw-pike-and-shot-script-');
  journal = join(dir, 'ps.tyw.jsonl');
  live = tyw(['play', SCENARIO, '--seed', '5', '--journal', journal], SCRIPT);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('tyw play on Pike & Shot, script mode', () => {
  it('plays two turns through every phase (golden)', async () => {
    expect(live.stderr).not.toMatch(/^error/m);
    expect(live.code).toBe(0);
    const out = live.stdout;
    for (const phase of ['First player movement', 'First player combat', 'Second player movement', 'Second player combat', 'Game turn marker']) {
      expect(out).toMatch(new RegExp(`== Turn 1 of \\d+ \\| ${phase} \\| fortunes of war: `));
      expect(out).toMatch(new RegExp(`== Turn 2 of \\d+ \\| ${phase} \\| fortunes of war: `));
    }
    expect(out).toMatch(/Charge by Pappenheim's Horse: Charge line/);
    expect(out).toMatch(/Pappenheim's Horse pursues to 0513: Finnish Horse is eliminated/);
    expect(out).toMatch(/Commanded Musketeers retreat through Blue Brigade, which is disordered/);
    expect(out).toMatch(/Imperialists: no fortunes of war left/);
    expect(out).toMatch(/Isolani's Croats captures? Swedish Heavy Guns/);
    expect(out).toMatch(/Yellow Brigade looses its shotte/);
    expect(out).toMatch(/Yellow Brigade regains its shotte/);
    await expect(out).toMatchFileSnapshot('__golden__/pike-and-shot-seed5.txt');
  });

  it('tyw replay says what the live session said', () => {
    const r = tyw(['replay', journal], '');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Pappenheim\'s Horse pursues');
  });
});
