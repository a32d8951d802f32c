/**
 * Jack Scruby's rules through the real built CLI: `tyw play` with a script on stdin (golden
 * transcript in __golden__/, update with `npx vitest run -u`), then `tyw replay` on its journal.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, ROOT, tempDir, tyw } from './helpers.js';

const SCENARIO = join(ROOT, 'scenarios', 'scruby-sample.yaml');
const SCRIPT = readFileSync(join(import.meta.dirname, 'scripts', 'scruby-sample-seed5.txt'), 'utf8');

let dir: string;
let journal: string;
let live: { stdout: string; stderr: string; code: number | null };

beforeAll(() => {
  ensureBuilt();
  dir = tempDir('tyw-scruby-script-');
  journal = join(dir, 'scruby.tyw.jsonl');
  live = tyw(['play', SCENARIO, '--seed', '5', '--journal', journal], SCRIPT);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("tyw play on Jack Scruby's rules, script mode", () => {
  it('plays four game moves of the sample (golden)', async () => {
    expect(live.stderr).not.toMatch(/^error/m);
    expect(live.code).toBe(0);
    // A caracole answered by musketeers out from behind the pikes, who take its fire in turn.
    expect(live.stdout).toContain('Smaland Horse fires at Red Pikes: 3 kill points');
    expect(live.stdout).toContain('split move: advance 3", fire, retire 3" ("MUSKETEERS" 3a)');
    expect(live.stdout).toContain('Smaland Horse fires at Red Musketeers: 3 kill points');
    // A cavalry charge with shock, a lost melee, and the scatter rule.
    expect(live.stdout).toContain('shock +4 a stand ("CAVALRY" 1)');
    expect(live.stdout).toMatch(/Gonzaga Cuirassiers scatter \(defeated → scattered\): stand 1 straight back \(3\)/);
    // Swordsmen charging musketeers in front of a pike line take a volley without a test ("MUSKETEERS" 3b 1).
    expect(live.stdout).toContain('Black Musketeers, in front of a pike line, volley without a test: 24 kill points');
    // Counter-battery fire and a gun captured after a full game move held.
    expect(live.stdout).toContain('a hit: 1 of 6 hits to destroy it');
    expect(live.stdout).toContain('Red Gun is captured by the Swedes ("CAPTURING A GUN" 1)');
    // Musketeers who fired in move 1 reload in move 2 and are loaded for move 3.
    expect(live.stdout).toMatch(/Yellow Musketeers \(A2\)\n +Musketeers, Swedes, Yellow Brigade\n +36 kill points taken; 3 of 4 stands, 14 figures left\n +loaded: 3\/3 stands loaded\n/);
    await expect(live.stdout.replaceAll(journal, '<journal>').replaceAll(join(ROOT, 'bin', 'tyw.js'), 'tyw')).toMatchFileSnapshot('__golden__/scruby-sample-seed5.txt');
  });

  it('tyw replay replays the journal to the same end', () => {
    const r = tyw(['replay', journal], '');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Red Gun is captured by the Swedes');
    // A note written in the melee step is journaled and replayed.
    expect(r.stdout).toContain('> note the Imperial left wavers');
  });
});
