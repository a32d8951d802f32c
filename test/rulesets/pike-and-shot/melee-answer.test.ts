/**
 * Seed 004, 5.5, 10.6, 11.6: a typed melee whose defender may retreat before it, and whose line
 * says nothing of it, asks at the terminal, as the guide and a typed fire do; a script runs the
 * line as typed (the defender stands).
 */
import { describe, expect, it } from 'vitest';
import { pikeAndShotPresentation } from '../../../src/rulesets/pike-and-shot/presentation.js';
import { odds, run, runAll, SAMPLE, stateOf } from './fixtures.js';

/** Baldiron (0709) next to the Commanded Musketeers (0710), in the Imperial combat phase. */
const tercioAtShotte = () => runAll(stateOf(SAMPLE), ['place A1 0709', 'next']);

describe('5.5, 10.6: a typed melee asks whether the defender retreats before it', () => {
  it('10.6: a tercio\'s melee on loose shotte asks; yes adds --evade, no runs the line as typed', () => {
    const step = pikeAndShotPresentation.questions(tercioAtShotte(), 'melee A1 at B5');
    if (step === null || step.kind !== 'confirm') throw new Error('no question asked');
    expect(step.message).toBe('Do Commanded Musketeers retreat before the melee? (5.5, 10.6, 11.6, 11.11)');
    expect(step.default).toBe(false);
    expect(step.next(true)).toBe('--evade');
    expect(step.next(false)).toBe('');
  });

  it('5.5: given --evade or --no-evade, or against a unit that may not retreat before melee, nothing is asked', () => {
    const s = tercioAtShotte();
    expect(pikeAndShotPresentation.questions(s, 'melee A1 at B5 --evade')).toBeNull();
    expect(pikeAndShotPresentation.questions(s, 'melee A1 at B5 --no-evade')).toBeNull();
    // --no-evade has the defender stand, as a script's line does.
    expect(run(s, 'melee A1 at B5 --no-evade', [1, 2, 2, 3, 3]).text).toMatch(/^Exchange of fire \(attacker\) by Baldiron/);
    const tercios = runAll(stateOf(SAMPLE), ['place A2 0612', 'next']);
    expect(pikeAndShotPresentation.questions(tercios, 'melee A2 at B1')).toBeNull();
  });
});

describe('5.5, 10.6: odds and mods of such a melee say the defender stands, as the roll has it', () => {
  it('10.6: "As typed, Commanded Musketeers stand"; with --no-evade the same odds, nothing said', () => {
    const s = tercioAtShotte();
    const assumed = odds(s, 'melee A1 at B5');
    const stands = odds(s, 'melee A1 at B5 --no-evade');
    expect(assumed.odds).toEqual(stands.odds);
    expect(assumed.after).toBe('As typed, Commanded Musketeers stand; --evade has them retreat 2 hexes before the melee, no dice (5.5, 10.6).');
    expect(stands.after).toBeUndefined();
    expect(odds(s, 'melee A1 at B5 --evade').after).toBeUndefined();
  });
});
