/**
 * Through the built CLI (seed 000, "Charges", "Formations", "Turn Sequence"): a charge that
 * goes on to a unit an evade exposed plays and replays the same; an impetuous unit is held to
 * its charge until the game master says no enemy is in range; a camp is not sacked mid-turn.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, FIRST_BATTLE, script, tempDir, tyw } from '../repl/helpers.js';

let dir: string;
beforeAll(() => {
  ensureBuilt();
  dir = tempDir('tyw-timing-');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const OPENING = ['initiative', 'first attacker', 'command AL1'];

describe('Charges: evade, then contact (built CLI)', () => {
  it('charge --then plays, is journaled and replays with the same results', () => {
    const journal = join(dir, 'then.tyw.jsonl');
    const played = tyw(['play', FIRST_BATTLE, '--seed', '3', '--journal', journal], script(...OPENING, 'charge A4 at D3 --then D4'));
    expect(played.stderr).not.toMatch(/error/);
    expect(played.code).toBe(0);
    expect(played.stdout).toContain(
      "Mill Dragoons evade, using their action; East Gothland Reiters go on with the movement they have left and contact Weiden's Cuirassiers, which the evade exposed. Weiden's Cuirassiers may neither evade nor give defensive fire.",
    );
    const replayed = tyw(['replay', journal], '');
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain("contact Weiden's Cuirassiers, which the evade exposed");
  });
});

describe('Formations and Turn Sequence: refusals name the fix (built CLI)', () => {
  it('an impetuous unit activated for an advance is refused until --no-enemy-in-range is given', () => {
    const scenario = join(dir, 'impetuous.yaml');
    const text = readFileSync(FIRST_BATTLE, 'utf8').replace('{ name: Finnish Horse, type: hackapell, bases: 2 }', '{ name: Finnish Horse, type: hackapell, bases: 2, impetuous: true }');
    expect(text).toContain('impetuous: true');
    writeFileSync(scenario, text);
    // Run in the temporary folder, where the journal each play writes by default is removed afterwards.
    const refused = tyw(['play', scenario, '--seed', '3'], script(...OPENING, 'advance A5'), { cwd: dir });
    expect(refused.stderr).toContain('Finnish Horse (impetuous, deployed) must charge the nearest formed enemy within charge range when activated');
    expect(refused.stderr).toContain('--no-enemy-in-range');
    const allowed = tyw(['play', scenario, '--seed', '3'], script(...OPENING, 'advance A5 --no-enemy-in-range'), { cwd: dir });
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toContain('Finnish Horse advances.');
  });
  it('a sack in the leaders step is refused with the step it belongs to', () => {
    const r = tyw(['play', FIRST_BATTLE, '--seed', '3'], script(...OPENING, 'sack defender camp --by A2'), { cwd: dir });
    expect(r.stderr).toContain('A camp is sacked only at the end of the turn, in the camps and army morale step ("Turn Sequence" 7).');
  });
});
