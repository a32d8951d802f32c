/**
 * Seed 004, 11.8 and 6.2: cavalry disordered by the melee's own results does not pursue (tyw's
 * reading); the house rule pursuitAfterMeleeDisorder lets it, the pursuit's disorder then
 * changing nothing. The result, the retreat and the odds follow the same reading.
 */
import { describe, expect, it } from 'vitest';
import { odds, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

/** Every melee roll of 1 disorders the attacker and drives the defender back (an edited table, for the test). */
const table = (t: string) => t.replace('1: [AA, AA, AA, A, A, NE, NE]', '1: [A DD, A DD, A DD, A DD, A DD, A DD, A DD]');
const house = (t: string) => t.replace(/^crt:/m, 'houseRules: { pursuitAfterMeleeDisorder: true }\ncrt:');
/** Pappenheim's Horse (A3, pursuit-capable) next to the Finnish Horse (B3) in the first combat phase. */
const meleeReady = (edit: (t: string) => string) => runAll(stateOf(SAMPLE, edit), ['move A3 to 0509 --hexes 2', 'next']);

describe('11.8 pursuit by cavalry disordered by the melee', () => {
  it('11.8, 6.2: by default, cavalry disordered by the melee does not pursue: the defender retreats, the attacker may advance', () => {
    const s = meleeReady(table);
    const r = run(s, 'melee A3 at B3', [1, 1, 1, 1, 1, 1, 1]);
    expect(r.text).not.toMatch(/pursues/);
    expect(r.state.pending.find((p) => p.unit === 'B3')?.pursuer).toBeNull();
    expect(odds(s, 'melee A3 at B3').odds?.outcomes.find((o) => o.label.startsWith('NE / NE / A DD:'))?.label).not.toMatch(/pursues/);
  });

  it('11.8: under the house rule pursuitAfterMeleeDisorder, cavalry disordered by the melee pursues, and stays disordered', () => {
    const s = meleeReady((t) => house(table(t)));
    const r = run(s, 'melee A3 at B3', [1, 1, 1, 1, 1, 1, 1]);
    expect(r.text).toMatch(/Pappenheim's Horse pursues, though disordered by the melee \(11\.8, house rule pursuitAfterMeleeDisorder\): at the end of its retreat, Finnish Horse is eliminated\./);
    expect(r.state.pending.find((p) => p.unit === 'B3')?.pursuer).toBe('A3');
    expect(unit(r.state, 'A3').status).toBe('disordered');
    // The odds say the same, without a second disorder for the pursuer.
    const label = odds(s, 'melee A3 at B3').odds?.outcomes.find((o) => o.label.startsWith('NE / NE / A DD:'))?.label;
    expect(label).toMatch(/Pappenheim's Horse is disordered and pursues: Finnish Horse eliminated \(11\.8\)$/);
    // The retreat makes the pursuit: the enemy eliminated at its end.
    const done = run(r.state, 'retreat B3 to 0512');
    expect(done.text).toMatch(/Pappenheim's Horse pursues to 0512: Finnish Horse is eliminated \(11\.8\)/);
    expect(unit(done.state, 'B3').fate).toBe('eliminated');
  });

  it('11.8, 6.2: under the house rule, cavalry disordered before the melee still does not pursue', () => {
    const s = runAll(stateOf(SAMPLE, (t) => house(table(t))), ['move A3 to 0509 --hexes 2', 'set A3 disordered', 'next']);
    expect(run(s, 'melee A3 at B3', [1, 1, 1, 1, 1, 1, 1]).text).not.toMatch(/pursues/);
  });
});
