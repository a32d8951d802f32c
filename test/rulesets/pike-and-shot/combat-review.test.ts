/** Seed 004: combat defects found in review (6.2, 7.3, 5.2, 6.5, 6.6, 11.3, 11.4, 7.4, 12.2, 6.3), each pinned by the section it reads. */
import { describe, expect, it } from 'vitest';
import { odds, refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

/** The sample at the Imperial combat phase. */
const combat = () => run(stateOf(SAMPLE), 'next').state;

describe('6.2, 7.0 a leader named where a unit is wanted', () => {
  it('6.2: recover, odds recover, set and eliminate of a leader are refusals, not crashes', () => {
    const s = combat();
    expect(refusal(s, 'recover AL1')).toMatch(/AL1 is a leader, Tilly: leaders do not recover/);
    expect(() => odds(s, 'recover AL1')).toThrow(/is a leader/);
    expect(refusal(s, 'set AL1 disordered')).toMatch(/is a leader/);
    expect(refusal(s, 'eliminate AL1')).toMatch(/is a leader/);
  });
});

describe('5.2, 6.5 reactions leave the attacked-by mark alone', () => {
  /** Imperial combat phase: B5 driven off by A1's melee (a fortune of war to the Imperials), B2 next to A6. */
  const afterFortune = () =>
    runAll(combat(), ['place B5 0709', ['melee A1 at B5', [1, 1, 5, 1, 1]], 'retreat B5 --off-map', 'place B2 0809', 'place A6 0909']);

  it('5.2, 6.5: a fortune of war fire does not bar a melee against the same unit', () => {
    const s = run(afterFortune(), 'fow react A6 fire B2', [1]).state;
    expect(unit(s, 'B2').defended).toBe(null);
    expect(() => run(s, 'melee A2 at B2', [1, 1, 1])).not.toThrow();
  });

  it('5.2: a reaction fire does not overwrite "attacked by melee": fire at the same unit is still refused', () => {
    const s = runAll(combat(), ['place B5 0709', ['melee A1 at B5', [1, 1, 2, 1, 1]], ['react A2 fire B5', [1]], 'retreat B5 to 0711', 'place A6 0710']);
    expect(unit(s, 'B5').defended).toBe('melee');
    expect(refusal(s, 'fire A6 at B5')).toMatch(/attacked by melee this phase: not by fire too \(5\.2\)/);
  });
});

describe('6.6, 11.3, 11.8 advance after a defender eliminated outright', () => {
  it('6.6: pursuit-capable cavalry whose charge eliminates the defender on the spot may advance (no retreat to pursue, 11.8)', () => {
    const s0 = runAll(stateOf(SAMPLE), ['move A3 to 0508', 'move AL2 to 0508 --with A3', 'place B2 0509', 'next']);
    const s = run(s0, 'charge A3 at B2', [1, 3, 1, 1]).state;
    expect(unit(s, 'B2').fate).toBe('eliminated');
    expect(s.advance).toMatchObject({ unit: 'A3', into: '0509' });
    expect(() => run(s, 'advance A3')).not.toThrow();
  });
});
