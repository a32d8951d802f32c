/**
 * Seed 004, 6.1, 6.4 3: a melee die of DD AF on a disordered defender routs it and gives the
 * attacker's side two fortunes of war, the die's AF and the rout's. An `odds` outcome says the
 * side once: "a fortune of war to the Swedes, and another once the rout is made".
 */
import { describe, expect, it } from 'vitest';
import { odds, runAll, SAMPLE, stateOf } from './fixtures.js';

describe('6.4 3 a die\'s fortune of war and a rout\'s in one outcome', () => {
  it('6.1, 6.4 3: the Yellow Brigade\'s melee on Baldiron names the Swedes\' two fortunes of war together', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'next', 'place A1 0610']);
    const labels = odds(s, 'melee B1 at A1').odds?.outcomes.map((o) => o.label) ?? [];
    expect(labels).toContain('D / NE / DD AF: Baldiron is disordered and routs 5 hexes; a fortune of war to the Swedes, and another once the rout is made');
    expect(labels).toContain('D / NE / DD: Baldiron is disordered and routs 5 hexes; a fortune of war to the Swedes once the rout is made');
    expect(labels.filter((l) => /a fortune of war to the Swedes; a fortune of war to the Swedes/.test(l))).toEqual([]);
  });
});
