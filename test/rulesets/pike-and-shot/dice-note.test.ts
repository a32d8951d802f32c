/** The "Dice:" note of `mods` and `odds` lists exactly the dice the roll asks, in order (5.3, 5.4, 11.7 2, 7.4). */
import { describe, expect, it } from 'vitest';
import { odds, runAll, SAMPLE, stateOf } from './fixtures.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';

const disorder = (s: PsState, id: string): PsState => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, status: 'disordered' as const } : u)) });

describe('the dice note of mods and odds', () => {
  it('11.7 2: a charger does not fire: the defender\'s fire at the charger, then the charge die', () => {
    const s = runAll(stateOf(SAMPLE), ['place B3 0509', 'move A3 to 0508', 'next']);
    expect(odds(s, 'charge A3 at B3').note).toBe("Dice: the defender's fire at the charger, then the charge die (a melee die if the charge is broken, 11.7).");
  });

  it('5.4: a unit with fire factor 0 (disordered light cavalry) makes no fire in the exchange: two dice', () => {
    const s = runAll(disorder(stateOf(SAMPLE), 'A5'), ['place B3 0509', 'place A5 0609', 'next']);
    expect(odds(s, 'melee A5 at B3').note).toBe("Dice: the defender's fire, then the melee die, unless the exchange of fire ends the melee (5.4).");
  });

  it('5.3, 7.4: fire with fire back at a hex with a leader: the two fire dice, then his casualty check', () => {
    const s = runAll(stateOf(SAMPLE), ['place B3 0609', 'next']);
    expect(odds(s, 'fire A1 at B3 --back').note).toBe("Dice: the fire die, then the fire-back die; then two dice for the leader's casualty check (7.4).");
  });
});
