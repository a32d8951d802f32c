/** Seed 004, 11.7 and 11.8 in words: what a charge's fire is, and where a pursuer goes. */
import { describe, expect, it } from 'vitest';
import { run, runAll, SAMPLE, stateOf } from './fixtures.js';

/** Pappenheim's Horse, moved 1 hex to 0509 with Pappenheim, charges the Finnish Horse (0510) in the combat phase. */
const charging = () => runAll(stateOf(SAMPLE), ['move A3 to 0508', 'move AL2 --with A3', 'place A3 0509', 'place AL2 0509', 'next']);

describe('11.7, 11.8: a charge in words', () => {
  it('11.7 2: the charger does not fire, so the defender\'s die is its fire at the charger, not an exchange of fire', () => {
    const r = run(charging(), 'charge A3 at B3', [1, 4, 3, 4, 2, 5]);
    expect(r.text).toMatch(/^Fire at the charger by Finnish Horse: Infantry & Cavalry Fire line \(5\.3\), column <=1 \(1\), rolled 1: NE\. Charge by Pappenheim's Horse/);
    expect(r.text).not.toMatch(/Exchange of fire/);
  });

  it('11.8: the pursuer\'s move is said with the hex it follows the enemy to', () => {
    const c = run(charging(), 'charge A3 at B3', [1, 4, 3, 4, 2, 5]);
    expect(run(c.state, 'retreat B3 to 0513').text).toMatch(/^Finnish Horse retreats 3 hexes to 0513, Horn with it \(7\.3\)\. Pappenheim's Horse pursues to 0513: Finnish Horse is eliminated \(11\.8\)\./);
  });
});

describe('11.7 4: the end of a charge names the charger', () => {
  it('11.7 4: "The charge is over: Finnish Horse is disordered", not "the cavalry"', () => {
    // Finnish Horse (0510) charges Pappenheim's Horse, moved to 0508, from the hex between (11.4).
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0508']);
    const r = run(s, 'react B3 charge A3 --no-counter-fire', [2, 5]);
    expect(r.text).toContain('The charge is over: Finnish Horse is disordered (11.7).');
  });
});
