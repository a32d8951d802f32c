/**
 * Seed 000, "Combat Effects and Rallying" → "Calculating Fire and Combat Outcomes Using
 * Dice": the two result tables exactly, and the exact odds read through them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyLoss,
  describeStrength,
  differenceDistribution,
  fireAtLeast,
  fireOutcome,
  fireTableOdds,
  levelsLost,
  levelsToDestroy,
  meleeOutcome,
  meleeTableOdds,
  OPPOSED,
} from '../../../src/rulesets/devil/results.js';

describe('Calculating Fire and Combat Outcomes Using Dice: the Fire table', () => {
  it('equal, or the target higher, has no effect', () => {
    for (let d = -12; d <= 0; d += 1) expect(fireOutcome(d)).toEqual({ kind: 'none' });
  });
  it('1–3 one level, 4–5 two, 6–7 three, 8 or more destroys the target', () => {
    const want: Record<number, unknown> = { 1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 3, 7: 3, 8: 'destroyed', 9: 'destroyed', 15: 'destroyed' };
    for (const [d, loss] of Object.entries(want)) expect(fireOutcome(Number(d))).toEqual({ kind: 'hit', loss });
  });
});

describe('Calculating Fire and Combat Outcomes Using Dice: the Melee table', () => {
  it('equal rolls: both sides lose one level', () => {
    expect(meleeOutcome(0)).toEqual({ kind: 'both' });
  });
  it('the side that scored lower loses 1 (1–3), 2 (4–5), 3 (6–7) levels', () => {
    for (const [d, loss] of [
      [1, 1],
      [3, 1],
      [4, 2],
      [5, 2],
      [6, 3],
      [7, 3],
    ] as const) {
      expect(meleeOutcome(d)).toEqual({ kind: 'loser', loser: 'target', loss });
      expect(meleeOutcome(-d)).toEqual({ kind: 'loser', loser: 'actor', loss });
    }
  });
  it('8 or more: the side that scored lower is destroyed — the target, or the actor when it loses by 8 or more', () => {
    expect(meleeOutcome(8)).toEqual({ kind: 'loser', loser: 'target', loss: 'destroyed' });
    expect(meleeOutcome(11)).toEqual({ kind: 'loser', loser: 'target', loss: 'destroyed' });
    expect(meleeOutcome(-8)).toEqual({ kind: 'loser', loser: 'actor', loss: 'destroyed' });
    expect(meleeOutcome(-11)).toEqual({ kind: 'loser', loser: 'actor', loss: 'destroyed' });
  });
  it('is symmetric: swapping the sides mirrors the outcome', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }).filter((d) => d !== 0), (d) => {
        const a = meleeOutcome(d);
        const b = meleeOutcome(-d);
        return a.kind === 'loser' && b.kind === 'loser' && a.loss === b.loss && a.loser !== b.loser;
      }),
    );
  });
});

describe('Combat Effects and Rallying: levels, bases and destruction', () => {
  it('counts the levels a unit has left before it is destroyed', () => {
    expect(levelsToDestroy({ status: 'ok', bases: 2, startBases: 2 })).toBe(3); // Disordered, Demoralized, then 1 of 2 bases
    expect(levelsToDestroy({ status: 'ok', bases: 3, startBases: 3 })).toBe(4); // … 2 of 3 bases
    expect(levelsToDestroy({ status: 'ok', bases: 6, startBases: 6 })).toBe(5); // … 3 of 6 bases
    expect(levelsToDestroy({ status: 'demoralized', bases: 1, startBases: 1 })).toBe(1);
    expect(levelsToDestroy({ status: 'disordered', bases: 5, startBases: 6 })).toBe(3);
    expect(levelsToDestroy({ status: 'destroyed', bases: 0, startBases: 6 })).toBe(0);
  });
  it('caps the levels lost at the levels left; destruction counts all of them', () => {
    const cav = { status: 'demoralized' as const, bases: 2, startBases: 2 };
    expect(levelsLost(cav, 1)).toBe(1);
    expect(levelsLost(cav, 3)).toBe(1);
    expect(levelsLost(cav, 'destroyed')).toBe(1);
    const tercio = { status: 'ok' as const, bases: 6, startBases: 6 };
    expect(levelsLost(tercio, 3)).toBe(3);
    expect(levelsLost(tercio, 'destroyed')).toBe(5);
  });
  it('walks the ladder and then costs bases; "destroyed" removes the unit', () => {
    expect(applyLoss({ status: 'ok', bases: 3, startBases: 3 }, 2)).toEqual({ status: 'demoralized', bases: 3 });
    expect(applyLoss({ status: 'demoralized', bases: 6, startBases: 6 }, 2)).toEqual({ status: 'demoralized', bases: 4 });
    expect(applyLoss({ status: 'ok', bases: 6, startBases: 6 }, 'destroyed').status).toBe('destroyed');
  });
  it('describes strength as the tool shows it', () => {
    expect(describeStrength('ok', 3, 3)).toBe('OK');
    expect(describeStrength('demoralized', 2, 3)).toBe('Demoralized 2/3 bases');
    expect(describeStrength('destroyed', 0, 3)).toBe('Destroyed');
  });
});

/** Brute force over the 36 pairs of dice, as exact fractions with denominator 36. */
function bruteFire(net: number): Map<string, number> {
  const m = new Map<string, number>();
  for (let a = 1; a <= 6; a += 1) {
    for (let b = 1; b <= 6; b += 1) {
      const o = fireOutcome(a - b + net);
      const k = o.kind === 'none' ? 'none' : String(o.loss);
      m.set(k, (m.get(k) ?? 0) + 1);
    }
  }
  return m;
}

describe('Exact odds', () => {
  it('d6 − d6 is the triangular distribution over 36 pairs', () => {
    expect(OPPOSED.total).toBe(36);
    expect(OPPOSED.entries().map((e) => e.weight)).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    expect(differenceDistribution(3, 1).entries()[0]?.value).toBe(-3);
  });

  it('Fire odds match a brute-force count of the 36 pairs, for every net modifier', () => {
    const target = { name: 'T', status: 'ok' as const, bases: 6, startBases: 6 };
    for (let net = -8; net <= 8; net += 1) {
      const odds = fireTableOdds(net, target);
      const brute = bruteFire(net);
      const total = odds.outcomes.reduce((n, o) => n + o.probability, 0);
      expect(total).toBeCloseTo(1, 12);
      const none = odds.outcomes.find((o) => o.label === 'no effect');
      expect(none?.probability ?? 0).toBeCloseTo((brute.get('none') ?? 0) / 36, 12);
      let expected = 0;
      for (const [k, n] of brute) expected += (k === 'none' ? 0 : k === 'destroyed' ? 5 : Number(k)) * n;
      expect(odds.expected.targetLevels).toBeCloseTo(expected / 36, 12);
      expect(odds.expected.actorLevels).toBe(0);
      expect(fireAtLeast(net, 1)).toBeCloseTo(1 - (brute.get('none') ?? 0) / 36, 12);
    }
  });

  it('gives exact fractions (e.g. net 0: no effect 7/12, one level 1/3, two levels 1/12)', () => {
    const odds = fireTableOdds(0, { name: 'T', status: 'ok', bases: 3, startBases: 3 });
    expect(odds.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['no effect', '7/12'],
      ['T loses 1 level', '1/3'],
      ['T loses 2 levels', '1/12'],
    ]);
    expect(odds.expected.targetLevels).toBe(0.5);
  });

  it('names a loss that destroys the unit once: "destroyed", the same end as the 8+ band', () => {
    const odds = fireTableOdds(3, { name: 'Horse', status: 'demoralized', bases: 2, startBases: 2 });
    const labels = odds.outcomes.map((o) => o.label);
    expect(labels).toEqual(['no effect', 'Horse destroyed']);
    expect(odds.expected.targetLevels).toBeCloseTo(30 / 36, 12);
  });

  it('Combat Effects and Rallying: a melee loss that destroys the loser is one row with the 8+ band, its odds the sum of both', () => {
    // An OK unit of 2 bases has 3 levels left: the 6–7 band (3 levels) and the 8+ band both destroy it.
    const target = { name: 'Croats', status: 'ok' as const, bases: 2, startBases: 2, plural: true };
    const actor = { name: 'Finns', status: 'ok' as const, bases: 2, startBases: 2 };
    const odds = meleeTableOdds(6, actor, target);
    const labels = odds.outcomes.map((o) => o.label);
    expect(new Set(labels).size).toBe(labels.length);
    const gone = odds.outcomes.find((o) => o.label === 'Croats destroyed');
    expect(gone?.fraction).toBe(OPPOSED.shift(6).fraction((d) => d >= 6));
    expect(odds.outcomes.reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('Melee odds: outcomes sum to 1, are mirror images at net 0, and favour the side with the higher modifier', () => {
    const u = { name: 'A', status: 'ok' as const, bases: 3, startBases: 3 };
    const v = { name: 'B', status: 'ok' as const, bases: 3, startBases: 3 };
    for (let net = -9; net <= 9; net += 1) {
      const o = meleeTableOdds(net, u, v);
      expect(o.outcomes.reduce((n, x) => n + x.probability, 0)).toBeCloseTo(1, 12);
      const mirror = meleeTableOdds(-net, u, v);
      expect(o.expected.actorLevels).toBeCloseTo(mirror.expected.targetLevels, 12);
      if (net > 0) expect(o.expected.targetLevels).toBeGreaterThan(o.expected.actorLevels);
    }
    const even = meleeTableOdds(0, u, v);
    expect(even.outcomes.find((x) => x.label === 'both sides lose 1 level')?.fraction).toBe('1/6');
    expect(even.expected.actorLevels).toBe(even.expected.targetLevels);
  });

  it('Combat Effects and Rallying: a tie that destroys a side says so in the odds (a Demoralized unit with half its bases gone at the next loss)', () => {
    const ok = { name: 'Reiters', status: 'ok' as const, bases: 2, startBases: 2 };
    const brink = { name: "Tilly's Guard", status: 'demoralized' as const, bases: 2, startBases: 2 };
    const label = (a: typeof ok | typeof brink, t: typeof ok | typeof brink) => meleeTableOdds(0, a, t).outcomes.find((x) => x.label.startsWith('both sides'))?.label;
    expect(label(ok, ok)).toBe('both sides lose 1 level');
    expect(label(ok, brink)).toBe("both sides lose 1 level: Tilly's Guard destroyed");
    expect(label(brink, ok)).toBe("both sides lose 1 level: Tilly's Guard destroyed");
    expect(label(brink, { ...brink, name: 'Croats' })).toBe('both sides lose 1 level: both destroyed');
    expect(meleeTableOdds(0, ok, brink).outcomes.find((x) => x.label.startsWith('both sides'))?.fraction).toBe('1/6');
  });
  it('Melee odds include the actor\'s destruction when it can lose by 8 or more', () => {
    const o = meleeTableOdds(-5, { name: 'A', status: 'ok', bases: 6, startBases: 6 }, { name: 'B', status: 'ok', bases: 6, startBases: 6 });
    const destroyed = o.outcomes.find((x) => x.label === 'A destroyed');
    // d6 − d6 − 5 ≤ −8 when the dice differ by −3 or less: 3 + 2 + 1 of the 36 pairs.
    expect(destroyed?.fraction).toBe('1/6');
  });
});
