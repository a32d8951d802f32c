/**
 * Seed 004, 5.4, 6.1, 11.3: in a melee between cavalry and ordered infantry the infantry ignores
 * D, in the exchange of fire too. The exchange's die is still asked (5.4 fires both, together),
 * and its hand die now says what it can still do, as a fire die's does (6.1): "Only DD on 6 …
 * changes anything", or "No result of this die changes anything" when no face can.
 */
import { describe, expect, it } from 'vitest';
import { asked, runAll, SAMPLE, stateOf } from './fixtures.js';

describe('5.4, 6.1, 11.3 the exchange of fire against ordered infantry', () => {
  it('11.3: the harquebusiers\' fire (Reduced Fire, column 2: NE and D) can change nothing against the ordered Yellow Brigade, and the die says so', () => {
    // Cronberg's Harquebusiers (fire 2) in 0610, before the Yellow Brigade (0611, facing ne).
    const s = runAll(stateOf(SAMPLE), ['place A4 0610', 'next']);
    const first = asked(s, 'melee A4 at B1', [1, 1, 1, 1, 1])[0];
    expect(first?.stage).toMatch(/Cronberg's Harquebusiers/);
    expect(first?.detail).toEqual([
      'Reduced Fire line, as the attacker in a melee (5.4), column 2: fire factor 2',
      'NE on 1–4 (2/3); D on 5–6 (1/3), ignored by Yellow Brigade (6.1, 11.3)',
      'No result of this die changes anything',
    ]);
  });

  it('6.1, 11.3: with a DD in the column, the die says only the DD changes anything', () => {
    // Finnish Horse (fire 1) defends against Baldiron (ordered): its fire on the Infantry & Cavalry
    // Fire line, column <=1 made NE, D and a DD on 6.
    const withDd = (t: string) => t.replace('      6: [D, D, DD, DD, DD AF, DD AF]', '      6: [DD, D, DD, DD, DD AF, DD AF]');
    const s = runAll(stateOf(SAMPLE, withDd), ['place B3 0609', 'next']);
    const defender = asked(s, 'melee A1 at B3', [1, 1, 1, 1, 1]).find((d) => d?.stage.includes('Finnish Horse'));
    expect(defender?.detail?.slice(1)).toEqual(['NE on 1–4 (2/3); D on 5 (1/6), ignored by Baldiron (6.1, 11.3); DD on 6 (1/6)', 'Only DD on 6 (Baldiron is disordered and retreats 1 hex) changes anything']);
  });

  it('5.4: a die that can disorder gets no such line', () => {
    // Baldiron's own fire at the cuirassiers: nothing ignored.
    const s = runAll(stateOf(SAMPLE), ['place B3 0609', 'next']);
    expect(asked(s, 'melee A1 at B3', [1, 1, 1, 1, 1])[0]?.detail).toHaveLength(2);
  });
});
