import { describe, expect, it } from 'vitest';
import { handDice } from '../../src/dice/dice.js';
import { parseTerm, rollTerms, termsDistribution } from '../../src/dice/notation.js';

describe('dice notation', () => {
  it.each([
    ['2d6+1', { count: 2, sides: 6, modifier: 1 }],
    ['d6', { count: 1, sides: 6, modifier: 0 }],
    ['3D6-2', { count: 3, sides: 6, modifier: -2 }],
    ['1d10+1-3', { count: 1, sides: 10, modifier: -2 }],
    ['+4', { count: 0, sides: 0, modifier: 4 }],
  ])('%s', (text, expected) => {
    const t = parseTerm(text);
    expect(t.ok && { count: t.value.count, sides: t.value.sides, modifier: t.value.modifier }).toEqual(expected);
  });

  it.each(['2x6', 'd', '0d6', '101d6', 'd1', '-2d6', 'd6+', ''])('refuses %j', (text) => {
    expect(parseTerm(text).ok).toBe(false);
  });

  it('rolls each term and totals them', () => {
    const terms = ['2d6+1', 'd6'].map((t) => {
      const p = parseTerm(t);
      if (!p.ok) throw new Error(p.error);
      return p.value;
    });
    const { rolled, total } = rollTerms(terms, handDice([3, 4, 6]));
    expect(rolled.map((r) => r.total)).toEqual([8, 6]);
    expect(total).toBe(14);
    expect(termsDistribution(terms).expected()).toBeCloseTo(7 + 1 + 3.5, 12);
  });
});
