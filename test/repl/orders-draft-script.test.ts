/**
 * The orders-based draft through the real built CLI: `tyw play` with a script on stdin through
 * a whole Orders phase of each side (golden transcript in __golden__/), then `tyw replay`.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, ensureBuilt, ROOT, tempDir, tyw } from './helpers.js';

const SCENARIO = join(ROOT, 'scenarios', 'orders-draft-sample.yaml');
const SCRIPT = readFileSync(join(import.meta.dirname, 'scripts', 'orders-draft-sample-seed5.txt'), 'utf8');

let dir: string;
let journal: string;
let live: { stdout: string; stderr: string; code: number | null };

beforeAll(() => {
  ensureBuilt();
  dir = tempDir('tyw-orders-script-');
  journal = join(dir, 'orders.tyw.jsonl');
  live = tyw(['play', SCENARIO, '--seed', '5', '--journal', journal], SCRIPT);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('tyw play on the orders-based draft, script mode', () => {
  it('plays an Orders phase of each side: single and regiment-wide orders, a failure, guards, a support, a rally, a commander lost (golden)', async () => {
    expect(live.stderr).not.toMatch(/^error/m);
    expect(live.code).toBe(0);
    const out = live.stdout;
    expect(out).toContain('2d6 4+4 = 8 against rating 8: equal to the rating, so no order is accepted (but it is no failure).');
    expect(out).toContain('2d6 6+6 = 12 against rating 7: failed.');
    expect(out).toContain('Blue Halberds step in (d6 4): Red Pikes must charge Blue Halberds instead of Blue Pikes.');
    expect(out).toContain('Blue Horse blunders (d6 1)');
    expect(out).toContain('Red Muskets, supporting Red Swordsmen, declare a charge at Blue Dragoons (3.3.5).');
    expect(out).toContain("Red Guns' rally roll: 2d6 3+3 = 6 against rating 6: passed: Disordered → OK.");
    expect(out).toContain('move 2 inches towards the guard (half, 3.3.4)');
    expect(out).toContain('against rating 8 - 1 regiment-wide = 7');
    expect(out).toContain('Blue Dragoons are promoted to command Horse Regiment: hero, rating 6');
    // Done when: two orders at rating 7 give exactly 5/18 both, 5/36 one, 1/6 none and 5/12 failed.
    expect(out).toMatch(/2d6 against rating 7, 2 orders: march, charge\n.*\n.*\n\s+both accepted\s+27\.8%\s+5\/18.*\n\s+1 accepted \(march\)\s+13\.9%\s+5\/36.*\n\s+no order accepted\s+16\.7%\s+1\/6.*\n\s+failed \(unit and commander done\)\s+41\.7%\s+5\/12/);
    await expect(out).toMatchFileSnapshot('__golden__/orders-draft-sample-seed5.txt');
  });

  it('tyw replay says what the live session said', () => {
    const r = tyw(['replay', journal], '');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const played = blocks(live.stdout, /^> (.*)$/, /^(.+)$/).filter((b) => !/^(status|odds|mods|morale|leaders|orders|rules)(?:\s|$)/.test(b.command));
    const replayed = blocks(r.stdout, /^ {2}> (.*)$/, /^ {4}(.*)$/);
    expect(replayed).toEqual(played);
  });
});
