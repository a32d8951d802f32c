/** Refusals out of phase name what the book allows and when (6.2, 4.5), a retreat before melee says how to enter it (5.5), a move enters a hex (4.1), and the fought marks last one phase (5.2). */
import { describe, expect, it } from 'vitest';
import { refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

describe('actions out of their phase', () => {
  it('6.2: a recovery out of the combat phase is refused as a recovery, not as an attack', () => {
    const why = refusal(stateOf(SAMPLE), 'recover A1');
    expect(why).toMatch(/a unit tries to recover in its own combat phase, not in phase II \(first player movement\) \(6\.2\)/);
    expect(why).not.toMatch(/attack/);
  });

  it('4.5: a reaction at the game turn marker names that phase, without combat-phase advice', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'next', 'next']);
    const why = refusal(s, 'react B5 fire A1 --range 1');
    expect(why).toMatch(/reactions to movement come in a movement phase \(4\.5\), or right after a fortune of war move \(6\.5\), not in /);
    expect(why).not.toMatch(/in the combat phase the defender reacts/);
  });
});

describe('a retreat before melee', () => {
  it('5.5, 6.6: the retreat command to enter comes first, then the advance, in its own sentence', () => {
    const s = runAll(stateOf(SAMPLE), ['place A2 0711', 'next']);
    const text = run(s, 'melee A2 at B5 --evade').text;
    // 10.6: then the reaction fire the retreat may draw, typed before it.
    expect(text).toBe("Commanded Musketeers retreat 2 hexes before the melee (5.5): retreat B5 to <hex> … Savelli may then advance into the vacated hex, 0710 (6.6). Commanded Musketeers' retreat may draw reaction fire as they leave (10.6), typed before the retreat: react A2 fire B5 (Savelli caused the retreat: only if the one open way out goes by another hex next to it, 6.3).");
    expect(text).not.toMatch(/advance: retreat/);
  });
});

describe('4.1, 4.2: what a move enters', () => {
  it('4.1: a move enters at least one hex; only a battalion pivots in place (9.2)', () => {
    const s = stateOf(SAMPLE);
    expect(refusal(s, 'move A1 to 0608')).toMatch(/a move enters at least one hex \(4\.1\): Baldiron is already in 0608/);
    expect(refusal(s, 'move A1 --hexes 0')).toMatch(/a move enters at least one hex \(4\.1\)/);
  });
  it('4.2: --terrain names one terrain a hex entered, never more than the hexes moved', () => {
    expect(refusal(stateOf(SAMPLE), 'move A3 --hexes 1 --terrain woods,hill')).toMatch(/--terrain names 2 hexes for a move of 1 hex/);
  });
});

describe('5.0, 5.2: the fought marks last one combat phase', () => {
  it('5.2: after the combat phase, status no longer shows who fought in it', () => {
    const s = runAll(stateOf(SAMPLE), ['place B1 0609', 'next', ['fire A1 at B1', [1]]]);
    expect(s.units.find((u) => u.id === 'A1')?.attacked).toBe(true);
    const after = run(s, 'next').state;
    expect(after.units.find((u) => u.id === 'A1')?.attacked).toBe(false);
    expect(after.units.find((u) => u.id === 'B1')?.defended).toBe(null);
  });
});
