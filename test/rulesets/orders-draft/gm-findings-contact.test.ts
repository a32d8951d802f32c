/**
 * A later play-test of the sample battle: a charge between units in base contact already,
 * what the end of an Orders phase owes, the words of the orders, and the tokens a promotion
 * or a departure leaves pointing nowhere.
 */
import { describe, expect, it } from 'vitest';
import { play, refusal, run, said, start, u } from './fixtures.js';

/** Blue 1 has an accepted charge at Red 1 (the Command Roll 1+1 accepts it). */
const charging = (houseRules: Record<string, boolean> = {}) => play(start(houseRules), 'order AC1 A1 charge --target B1', [1, 1]);

describe('4.2: a charge at a unit in base contact already', () => {
  it('4.2: at --distance 0 the charge succeeds with no move and no die, and the phase can end', () => {
    const s = charging();
    const r = run(s, 'charge-move A1 --distance 0');
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results.map((x) => x.result).join('\n')).toBe(
      'Blue 1 is in base contact with Red 1 already: the charge succeeds with no move, and no die is rolled (4.2). Close combat (section 6) is an empty heading: record its outcome with corrections.',
    );
    expect(r.value.results[0]?.rolls).toBeUndefined();
    expect(r.value.events.map((e) => e.type)).toEqual(['charge-contact']);
    expect(u(r.value.state, 'A1').charge).toBeNull();
    expect(said(r.value.state, 'next')).toContain('The Blue Orders phase ends.');
  });

  it('3.3.3 house rule contactChargeVoid: at --distance 0 the charge is void, with nothing to move', () => {
    const r = run(charging({ contactChargeVoid: true }), 'charge-move A1 --distance 0');
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results.map((x) => x.result).join('\n')).toBe(
      'Blue 1 is in base contact with Red 1 already: with no move to make, the charge is void and it stands where it is (3.3.3, house rule contactChargeVoid). No die is rolled.',
    );
    expect(r.value.events.map((e) => e.type)).toEqual(['charge-cancelled']);
    expect(u(r.value.state, 'A1').charge).toBeNull();
  });

  it('4.2: next, blocked by a waiting charge, says how to settle one in base contact', () => {
    expect(refusal(charging(), 'next')).toBe(
      'charges still to move: Blue 1 (charge-move A1 --distance N), with --distance 0 for units in base contact already (4.2); or cancel-charge one the game master rules out',
    );
    expect(refusal(charging(), 'charge-move A1 --distance 101')).toBe('--distance is the distance to the target in inches, 0 (in base contact already) to 100 (4.2)');
  });
});
