/** The words of a combat follow the combat: each die with its results, then what they lead to (5.4, 11.7, 5.5). */
import { describe, expect, it } from 'vitest';
import { odds, run, runAll, SAMPLE, stateOf } from './fixtures.js';

const labels = (p: ReturnType<typeof odds>) => p.odds!.outcomes.map((o) => o.label);
/** The sample after Savelli moves next to Smaland Horse, which may charge it as a reaction. */
const charged = () => runAll(stateOf(SAMPLE), ['place AL1 0807', 'move A2 to 0809']);

describe('combat words in order', () => {
  it('5.4, 11.7: the defender\'s fire and its result, then the broken charge, then the melee die and its results', () => {
    const text = run(charged(), 'react B4 charge A2 --to 0909 --no-counter-fire', [3, 6]).text;
    const at = (s: string) => {
      const i = text.indexOf(s);
      expect(i, s).toBeGreaterThanOrEqual(0);
      return i;
    };
    const order = [
      'Fire at the charger by Savelli',
      'rolled 3: D. D: Smaland Horse is disordered.',
      'the charge is broken and it melees normally (11.7).',
      'Melee by Smaland Horse',
      'rolled 6: A D. D: Savelli ignores D',
      'A: Smaland Horse retreats 3 hexes.',
    ].map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('5.4, 11.7: the odds label tells the broken charge between the fire\'s result and the melee\'s', () => {
    const l = labels(odds(charged(), 'react B4 charge A2 --to 0909 --no-counter-fire'));
    expect(l).toContain('D / A D: Smaland Horse is disordered; the charge is broken; Savelli ignores D (6.1, 11.3); Smaland Horse retreats 3 hexes');
    expect(l).toContain('D / A: Smaland Horse is disordered, breaking the charge, and retreats 3 hexes');
  });
});

describe('factor breakdowns read as sums', () => {
  const combat = () => runAll(stateOf(SAMPLE), ['place B3 0609', 'next']);
  const headOf = (s: ReturnType<typeof combat>, line: string) => (odds(s, line) as { head?: string }).head;

  it('5.3, 7.3: the odds head names both units once and makes the fire factor a sum of its terms', () => {
    expect(headOf(combat(), 'fire A1 at B3')).toBe('Baldiron vs Finnish Horse: fire factor 4 = 3 (fire) + 1 (leader Tilly)');
    expect(headOf(combat(), 'fire A1 at B3 --back')).toBe('Baldiron vs Finnish Horse: fire factor 4 = 3 (fire) + 1 (leader Tilly); Finnish Horse fires back, fire factor 1');
  });

  it('12.2: the odds head of artillery fire gives the fire strength as the fire factor less the range', () => {
    expect(headOf(combat(), 'fire A7 at B5')).toBe('Imperial Guns vs Commanded Musketeers: fire strength 2 = 5 (fire) − 3 (range)');
  });

  it('5.4, 7.3: the odds head of a melee gives the differential, the defender\'s terms named as his', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509', 'next']);
    expect(headOf(s, 'melee A3 at B3')).toBe("Pappenheim's Horse vs Finnish Horse: differential -1 = 5 (melee) − 4 (Finnish Horse's melee) − 2 (Finnish Horse's leader Horn)");
  });
});

describe('fortunes of war follow their die', () => {
  const melee = () => runAll(stateOf(SAMPLE), ['move A3 to 0509', 'next']);

  it('5.4, 6.1: an M(DF) from the exchange of fire is said with that die, before the melee die, in the roll as in the odds', () => {
    const text = run(melee(), 'melee A3 at B3', [1, 1, 2, 1, 1]).text;
    expect(text).toContain('rolled 1: M(DF). The Swedes gain a fortune of war (6.1). Exchange of fire (defender)');
    expect(text.indexOf('gain a fortune of war')).toBeLessThan(text.indexOf('Melee by'));
    const l = labels(odds(melee(), 'melee A3 at B3'));
    expect(l).toContain("M(DF) / NE / A: a fortune of war to the Swedes; Pappenheim's Horse is disordered");
  });
});
