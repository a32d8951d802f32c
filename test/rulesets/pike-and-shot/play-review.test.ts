/** A play-test review of Pike & Shot: odds labels (6.1, 11.3, 11.7, 11.8), reaction hints (11.4) and views. */
import { describe, expect, it } from 'vitest';
import { odds, run, runAll, SAMPLE, stateOf } from './fixtures.js';

const labels = (p: ReturnType<typeof odds>) => p.odds!.outcomes.map((o) => o.label);

describe('play review: odds labels', () => {
  it('6.1, 11.3: every outcome names a D that ordered infantry ignores against cavalry, beside the results that do something', () => {
    const s = runAll(stateOf(SAMPLE), ['move A4 to 0511', 'next']);
    const l = labels(odds(s, 'melee A4 at B1'));
    expect(l).toContain("D / D / D: Yellow Brigade ignores D (6.1, 11.3); Cronberg's Harquebusiers are disordered");
    expect(l).toContain("D / NE / A: Yellow Brigade ignores D (6.1, 11.3); Cronberg's Harquebusiers are disordered");
    // Every outcome with a D on Yellow Brigade says so: none is silent about it.
    for (const label of l.filter((x) => /^(D \/|NE \/ D \/ D|NE \/ NE \/ D)/.test(x))) expect(label).toMatch(/Yellow Brigade ignores D/);
    // The row where nothing happens keeps its reason in full.
    expect(l).toContain('NE / NE / D: no effect (Yellow Brigade ignores D: ordered infantry in melee against cavalry (6.1, 11.3))');
  });

  it('6.1, 11.3, 11.7: a charge reaction whose D the ordered tercio ignores says so before the charger is disordered', () => {
    const s = runAll(stateOf(SAMPLE), ['place B4 0707', 'move A2 to 0708']);
    const l = labels(odds(s, 'react B4 charge A2'));
    expect(l).toContain('NE / D: Savelli ignores D (6.1, 11.3); the charger is disordered');
    // The label still begins with the CRT's codes as written.
    expect(l.every((x) => /^(NE|D|DD|A|AA)[ A-Z/]*:/.test(x))).toBe(true);
  });
});
