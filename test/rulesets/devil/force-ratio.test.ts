/**
 * Force ratios, seed 000: "Fire" (firing bases against all the target's bases; "Outnumbered"
 * is more than exactly equal but less than fully twice, "Badly Outnumbered" twice or more)
 * and "Melee" (all bases of every involved unit, supporting units included).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fireModifiers } from '../../../src/rulesets/devil/fire.js';
import { countBases, fireRatio, forceRatio, invertRatio, meleeRatio, RATIO_ORDER, ratioSteps } from '../../../src/rulesets/devil/force-ratio.js';
import { meleeModifiers } from '../../../src/rulesets/devil/melee.js';
import { makeState } from './fixtures.js';

describe('Fire: "Outnumbered" and "Badly Outnumbered"', () => {
  it('equal bases are even', () => {
    for (let n = 1; n <= 12; n += 1) expect(forceRatio(n, n)).toBe('even');
  });
  it('more than equal but less than twice outnumbers; twice or more badly outnumbers', () => {
    expect(forceRatio(3, 2)).toBe('outnumbers');
    expect(forceRatio(5, 3)).toBe('outnumbers');
    expect(forceRatio(4, 2)).toBe('badly-outnumbers');
    expect(forceRatio(6, 3)).toBe('badly-outnumbers');
    expect(forceRatio(7, 3)).toBe('badly-outnumbers');
    expect(forceRatio(2, 3)).toBe('outnumbered');
    expect(forceRatio(2, 4)).toBe('badly-outnumbered');
    expect(forceRatio(1, 2)).toBe('badly-outnumbered');
  });
  it('matches the definition for every pair of sizes, and reads the same from the other side', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 1, max: 24 }), (a, b) => {
        const r = forceRatio(a, b);
        const want = a === b ? 'even' : a > b ? (a >= 2 * b ? 'badly-outnumbers' : 'outnumbers') : b >= 2 * a ? 'badly-outnumbered' : 'outnumbered';
        return r === want && invertRatio(r) === forceRatio(b, a) && ratioSteps(r) === -ratioSteps(forceRatio(b, a));
      }),
    );
  });
  it('orders the ratios from worst to best for the actor', () => {
    expect(RATIO_ORDER.map(ratioSteps)).toEqual([-2, -1, 0, 1, 2]);
  });
  it('compares the FIRING bases with ALL the target\'s bases', () => {
    // A tercio fires at most 2 bases in any direction; against a 3-base Dutch battalion that is "outnumbered".
    const s = makeState({ attacker: [{ type: 'tercio', bases: 8 }], defender: [{ type: 'dutch-battalion' }] });
    expect(fireRatio(2, s.units[1] as never)).toBe('outnumbered');
    const m = fireModifiers(s, { kind: 'fire', units: ['A1'], target: 'D1', short: false, cover: 'none' });
    expect(m.ok && m.value.target.map((x) => x.label)).toContain('Outnumbers the enemy');
    // Only 1 firing base (the rest out of arc or sight): badly outnumbered.
    const one = fireModifiers(s, { kind: 'fire', units: ['A1'], target: 'D1', short: false, cover: 'none', bases: 1 });
    expect(one.ok && one.value.target.map((x) => x.label)).toContain('Badly outnumbers the enemy');
  });
});

describe('Melee: "all bases in the involved units are counted"', () => {
  const s = makeState({
    attacker: [{ type: 'cuirassier' }, { type: 'reiter' }, { type: 'harquebusier', lost: 0, status: 'destroyed' }],
    defender: [{ type: 'dutch-battalion' }, { type: 'commanded-shot', bases: 2 }],
  });
  it('counts supporting units on both sides, whether in contact or not', () => {
    expect(meleeRatio(s, ['A1'], ['D1'])).toBe('outnumbered'); // 2 : 3
    expect(meleeRatio(s, ['A1', 'A2'], ['D1'])).toBe('outnumbers'); // 4 : 3
    expect(meleeRatio(s, ['A1', 'A2'], ['D1', 'D2'])).toBe('outnumbered'); // 4 : 5
  });
  it('does not count destroyed units, nor a unit twice', () => {
    expect(countBases(s, ['A1', 'A3'])).toBe(2);
    expect(countBases(s, ['A1', 'A1'])).toBe(2);
  });
  it('feeds the melee modifiers: the larger side gets +1 (outnumbers) or +2 (badly)', () => {
    const base = { kind: 'melee' as const, unit: 'A1', target: 'D1', charging: false, aspect: 'front' as const, ground: 'open' as const };
    const alone = meleeModifiers(s, base);
    expect(alone.ok && alone.value.target.find((m) => m.label === 'Outnumbers the enemy')?.value).toBe(1);
    const supported = meleeModifiers(s, { ...base, support: ['A2'] });
    expect(supported.ok && supported.value.actor.find((m) => m.label === 'Outnumbers the enemy')?.value).toBe(1);
    const badly = meleeModifiers(makeState({ attacker: [{ type: 'commanded-shot', bases: 1 }], defender: [{ type: 'tercio', bases: 6 }] }), base);
    expect(badly.ok && badly.value.target.find((m) => m.label === 'Badly outnumbers the enemy')?.value).toBe(2);
  });
  it('a game master\'s ratio overrides the count', () => {
    const r = meleeModifiers(s, { kind: 'melee', unit: 'A1', target: 'D1', charging: false, aspect: 'front', ground: 'open', ratio: 'even' });
    expect(r.ok && [...r.value.actor, ...r.value.target].some((m) => m.label.includes('utnumbers'))).toBe(false);
  });
});
