/**
 * Exact hit distributions (seed 003, "Shooting dice", "Melee dice"): sums of binomials with
 * different thresholds, checked against brute-force enumeration of every face.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hitsOf, meleeOdds, type Pool, shootingOdds } from '../../../src/rulesets/tilly/odds.js';

const pool = (count: number, toHit: number, unit = 'u'): Pool => ({ unit, label: unit, count, toHit, items: [] });

/** Every way the dice can fall, counted by number of hits. */
function bruteForce(pools: readonly Pool[]): Map<number, number> {
  const thresholds = pools.flatMap((p) => Array.from({ length: p.count }, () => p.toHit));
  const out = new Map<number, number>();
  const total = 6 ** thresholds.length;
  for (let i = 0; i < total; i += 1) {
    let n = i;
    let hits = 0;
    for (const t of thresholds) {
      if ((n % 6) + 1 >= t) hits += 1;
      n = Math.floor(n / 6);
    }
    out.set(hits, (out.get(hits) ?? 0) + 1);
  }
  return out;
}

describe('exact odds of dice pools', () => {
  it('match brute-force enumeration for any small mix of 4+, 5+ and 6 dice', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 4, max: 6 })), { minLength: 1, maxLength: 3 }), (spec) => {
        const pools = spec.map(([n, t]) => pool(n, t));
        if (pools.reduce((n, p) => n + p.count, 0) > 7) return;
        const exact = hitsOf(pools);
        const brute = bruteForce(pools);
        for (const [hits, ways] of brute) expect(exact.weights.get(hits)).toBe(ways);
      }),
    );
  });

  it('shooting outcomes merge "resolve or more" into one rout line and sum to 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 5 }), (dice, resolve) => {
        const odds = shootingOdds([pool(dice, 6)], resolve);
        expect(odds.outcomes.reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 12);
        expect(odds.expected.targetLevels).toBeLessThanOrEqual(resolve);
      }),
    );
  });

  it('a lone 6 to hit: 1/6', () => {
    expect(shootingOdds([pool(1, 6)], 2).outcomes.map((o) => o.fraction)).toEqual(['5/6', '1/6']);
  });

  it('melee outcomes: win, draw and loss sum to 1 and mirror each other', () => {
    const a = [pool(3, 4), pool(1, 4)];
    const b = [pool(4, 5)];
    const ab = meleeOdds(a, b, 'A', 'B', 3, 4);
    const ba = meleeOdds(b, a, 'B', 'A', 4, 3);
    expect(ab.outcomes[0]?.fraction).toBe(ba.outcomes[2]?.fraction);
    expect(ab.outcomes[1]?.fraction).toBe(ba.outcomes[1]?.fraction);
    expect(ab.outcomes.reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('Fighting to flank or rear: a unit with an enemy to its rear rolls no dice, so its odds give it no "more hits" line at 0.0% (play-test finding)', () => {
    const odds = meleeOdds([pool(3, 4), pool(1, 5)], [], 'French', 'Imperialists', 3, 1);
    expect(odds.outcomes.map((o) => `${o.label} ${o.fraction}`)).toEqual(['French score more hits 11/12', 'equal hits 1/12']);
  });
});
