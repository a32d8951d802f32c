import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Distribution } from '../../src/dice/distribution.js';

describe('exact distributions', () => {
  it('2d6 has the familiar triangle: 7 comes up 6/36 = 1/6', () => {
    const d = Distribution.dice(2, 6);
    expect(d.total).toBe(36);
    expect(d.fraction((v) => v === 7)).toBe('1/6');
    expect(d.fraction((v) => v === 2)).toBe('1/36');
    expect(d.expected()).toBe(7);
  });

  it('d6+a minus d6+b is symmetric around a-b', () => {
    const diff = Distribution.die(6).shift(1).minus(Distribution.die(6).shift(1));
    expect(diff.fraction((v) => v === 0)).toBe('1/6');
    expect(diff.probability((v) => v > 0)).toBeCloseTo(15 / 36, 12);
    expect(diff.expected()).toBe(0);
  });

  it('hits on mixed pools: 4 dice at 4+ and 1 at 6', () => {
    const hits = Distribution.hitsOnPools([
      [4, 4],
      [1, 6],
    ]);
    expect(hits.total).toBe(6 ** 5);
    // no hit: (1/2)^4 * 5/6
    expect(hits.fraction((v) => v === 0)).toBe('5/96');
    expect(hits.expected()).toBeCloseTo(4 * 0.5 + 1 / 6, 12);
  });

  it('probabilities always sum to 1 and map keeps the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 2, max: 12 }), fc.integer({ min: -5, max: 5 }), (n, sides, k) => {
        const d = Distribution.dice(n, sides).shift(k);
        const sum = d.entries().reduce((a, e) => a + e.weight, 0);
        expect(sum).toBe(d.total);
        expect(d.map((v) => Math.sign(v)).total).toBe(d.total);
        expect(d.expected()).toBeCloseTo(n * (sides + 1) / 2 + k, 9);
      }),
    );
  });

  it('fractions are in lowest terms', () => {
    expect(Distribution.die(6).fraction((v) => v >= 4)).toBe('1/2');
    expect(Distribution.die(6).fraction(() => true)).toBe('1');
    expect(Distribution.die(6).fraction(() => false)).toBe('0');
  });
});
