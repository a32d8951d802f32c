import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HandDiceError, handDice, newDiceState, rollUnlessSettled, seededDice } from '../../src/dice/dice.js';

describe('seeded dice', () => {
  it('the same seed rolls the same dice', () => {
    const a = seededDice(newDiceState(42));
    const b = seededDice(newDiceState(42));
    const rollsA = Array.from({ length: 20 }, () => a.roll(6, 'x'));
    const rollsB = Array.from({ length: 20 }, () => b.roll(6, 'x'));
    expect(rollsA).toEqual(rollsB);
    expect(new Set(rollsA).size).toBeGreaterThan(1);
  });

  it('the state serialises: continuing from a JSON round trip gives the same next rolls', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 30 }), (seed, before) => {
        const dice = seededDice(newDiceState(seed));
        for (let i = 0; i < before; i += 1) dice.roll(6, 'warm-up');
        const saved = JSON.parse(JSON.stringify(dice.state()));
        const next = [dice.roll(6, 'a'), dice.roll(10, 'b'), dice.roll(6, 'c')];
        const resumed = seededDice(saved);
        expect([resumed.roll(6, 'a'), resumed.roll(10, 'b'), resumed.roll(6, 'c')]).toEqual(next);
      }),
      { numRuns: 200 },
    );
  });

  it('records every value with its label and stays within 1..sides', () => {
    const dice = seededDice(newDiceState(7));
    for (let i = 0; i < 500; i += 1) dice.roll(6, `die ${i}`);
    expect(dice.rolled).toHaveLength(500);
    expect(dice.rolled.every((r) => r.value >= 1 && r.value <= 6 && r.sides === 6)).toBe(true);
    expect(dice.rolled[3]?.label).toBe('die 3');
    // all faces appear in 500 rolls of a fair die
    expect(new Set(dice.rolled.map((r) => r.value)).size).toBe(6);
  });

  it('an unrolled state is the starting state', () => {
    const start = newDiceState(9);
    expect(seededDice(start).state()).toBe(start);
  });
});

describe('hand dice', () => {
  it('hands out the typed values in order and counts what is unused', () => {
    const dice = handDice([4, 3, 6]);
    expect(dice.roll(6, 'actor')).toBe(4);
    expect(dice.roll(6, 'target')).toBe(3);
    expect(dice.unused()).toBe(1);
    expect(dice.rolled.map((r) => r.label)).toEqual(['actor', 'target']);
  });

  it('refuses a value that a die cannot show, and asks for missing dice', () => {
    expect(() => handDice([7]).roll(6, 'actor')).toThrow(HandDiceError);
    expect(() => handDice([0]).roll(6, 'actor')).toThrow(/1 to 6/);
    expect(() => handDice([]).roll(6, 'target')).toThrow(/target needs a die roll/);
  });
});

describe('rollUnlessSettled', () => {
  it('rolls a settled die from the seed, as any die, so seeded streams stay the same', () => {
    const a = seededDice(newDiceState(9));
    const b = seededDice(newDiceState(9));
    expect(rollUnlessSettled(a, true, 6, 'x')).toBe(b.roll(6, 'x'));
    expect(a.rolled).toHaveLength(1);
  });
  it('asks players for no settled die (null, nothing used), and for a die that is not settled', () => {
    const hand = handDice([4]);
    expect(rollUnlessSettled(hand, true, 6, 'sure')).toBeNull();
    expect(rollUnlessSettled(hand, false, 6, 'open')).toBe(4);
    expect(hand.rolled.map((d) => d.label)).toEqual(['open']);
  });
});
