/** 7.1, 7.3, 7.4: a leader in a hex with a gun and a combat unit is stacked with the combat unit, which his factors serve. */
import { describe, expect, it } from 'vitest';
import { odds, runAll, SAMPLE, stateOf } from './fixtures.js';

const leader = (s: ReturnType<typeof stateOf>, id: string) => s.leaders.find((l) => l.id === id)!;

describe('7.1: a leader with a gun and a unit', () => {
  it('7.1, 7.3: placed in a gun\'s hex he stays with the gun until a unit comes; then he is with the unit', () => {
    const s = runAll(stateOf(SAMPLE), ['place AL1 0707']);
    expect(leader(s, 'AL1').with).toBe('A7');
    const joined = runAll(s, ['place A1 0607', 'move A1 to 0707']);
    expect(leader(joined, 'AL1').with).toBe('A1');
  });

  it('7.1: a leader entering a hex that holds a gun and a unit is stacked with the unit, even one listed after the gun', () => {
    // Baldiron's loose shotte is A8, listed after the Imperial Guns (A7).
    const s = runAll(stateOf(SAMPLE), ['loose A1 to 0607', 'place A8 0707', 'move AL1 to 0707']);
    expect(leader(s, 'AL1').with).toBe('A8');
  });

  it('7.3, 7.4: so his fire factor counts and his hex draws his casualty check', () => {
    const s = runAll(stateOf(SAMPLE), ['place AL1 0707', 'place A1 0607', 'move A1 to 0707', 'next', 'next', 'next', 'place B5 0708']);
    expect(odds(s, 'fire B5 at A1').distributions.map((d) => d.title).join(' ')).toMatch(/Tilly/);
  });
});
