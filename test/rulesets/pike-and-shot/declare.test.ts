/** 5.2: every unit to attack one defender is declared before the first attack on it is resolved. */
import { describe, expect, it } from 'vitest';
import { odds, refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

/** The first player's combat phase, Baldiron and Savelli next to Blue Brigade (0811). */
const facing = () => runAll(stateOf(SAMPLE), ['next', 'place A1 0810', 'place A2 0911']);
/** A fire at Blue Brigade that does nothing (NE on a 1). */
const miss = (id: string): readonly [string, readonly number[]] => [`fire ${id} at B2 --no-back`, [1]];

describe('5.2: declaring the attacks on one defender', () => {
  it('5.2: once a defender has been attacked, a unit not declared against it may not attack it, in odds too', () => {
    const s = runAll(facing(), [miss('A1')]);
    const why = /^Blue Brigade has already been attacked this phase, and Savelli was not declared against it before that: every unit to attack a defender is declared before the first attack on it is resolved \("declare <units> at B2", 5\.2\)$/;
    expect(refusal(s, 'fire A2 at B2')).toMatch(why);
    expect(refusal(s, 'melee A2 at B2')).toBe('Blue Brigade was attacked by fire this phase: not by melee too (5.2)');
    expect(() => odds(s, 'fire A2 at B2')).toThrow(why);
  });

  it('5.2: units declared before the first attack each attack the defender alone, one after another', () => {
    const declared = run(facing(), 'declare A1,A2 at B2');
    expect(declared.text).toBe('Baldiron and Savelli are declared against Blue Brigade: each attacks alone, and may attack only that unit this phase (5.2).');
    const s = runAll(declared.state, [miss('A1'), miss('A2')]);
    expect(unit(s, 'A1').attacked && unit(s, 'A2').attacked).toBe(true);
  });

  it('5.2: once units are declared against a defender, one left out may not make its first attack either', () => {
    const s = runAll(facing(), ['place A6 0812', 'declare A1,A2 at B2']);
    expect(refusal(s, 'fire A6 at B2 --no-back')).toBe('Baldiron and Savelli are declared against Blue Brigade, and Imperial Dragoons are not: add them before the first attack on it ("declare A6 at B2", 5.2)');
    expect(() => run(s, 'declare A6 at B2')).not.toThrow();
  });

  it('5.2: a declared unit attacks only its defender: no other unit, no leader alone, no recovery instead', () => {
    const s = runAll(facing(), ['declare A2 at B2', 'place BL2 0912', 'place B4 0910']);
    expect(refusal(s, 'fire A2 at B4')).toBe('Savelli was declared against Blue Brigade this phase, and may attack only that unit (5.2)');
    expect(refusal(s, 'declare A2 at B4')).toBe('Savelli was declared against Blue Brigade this phase, and may attack only that unit (5.2)');
    expect(refusal(s, 'melee A2 at BL2')).toBe('Savelli was declared against Blue Brigade this phase, and may attack only that unit: not Horn (5.2)');
    const disordered = runAll(s, ['set A2 disordered', 'place A2 0408']);
    expect(refusal(disordered, 'recover A2')).toBe('Savelli was declared against Blue Brigade this phase, and may attack only that unit: not a recovery instead (5.2)');
  });

  it('5.2: declaring adds to the units already declared; declaring them again, or after the first attack, is refused', () => {
    const one = run(facing(), 'declare A1 at B2');
    expect(one.text).toBe('Baldiron is declared against Blue Brigade, and may attack only that unit this phase (5.2).');
    const both = run(one.state, 'declare A1,A2 at B2');
    expect(both.text).toMatch(/^Baldiron and Savelli are declared against Blue Brigade/);
    expect(refusal(both.state, 'declare A2 at B2')).toBe('Baldiron and Savelli are already declared against Blue Brigade');
    const attacked = runAll(facing(), [miss('A1')]);
    expect(refusal(attacked, 'declare A2 at B2')).toMatch(/^Blue Brigade has already been attacked this phase: the units to attack it were to be declared before that attack was resolved \(5\.2\)$/);
  });

  it('5.2: only the phasing player declares, in a combat phase, against an enemy unit', () => {
    expect(refusal(stateOf(SAMPLE), 'declare A1 at B2')).toMatch(/^attacks are declared in a combat phase, not in .* \(5\.2\)$/);
    expect(refusal(facing(), 'declare B1 at B2')).toMatch(/^Yellow Brigade belongs to the Swedes/);
    expect(refusal(facing(), 'declare A1 at A2')).toBe('Savelli is a friend: attacks are declared against an enemy unit');
  });

  it('5.2: a declaration lasts one combat phase', () => {
    const s = runAll(facing(), ['declare A2 at B2', 'next', 'next', 'next', 'next', 'next']);
    expect(unit(s, 'A2').declaredAt).toBeUndefined();
  });
});
