/**
 * Seed 004, 12.7: a light cannon moves through and stacks with friendly units, but only one
 * artillery unit may end a movement phase in a hex. The refusal names the hex and the gun there,
 * and the cannon may still pass through that hex on its way (12.1).
 */
import { describe, expect, it } from 'vitest';
import { refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

/** The Swedish movement phase; the Regimental Guns (0712) on their moving side, the Swedish Heavy Guns placed in 0713 next to them. */
const moving = () => runAll(stateOf(SAMPLE), ['place B7 0713', 'next', 'next', 'flip B6 moving']);

describe('12.7 only one artillery unit in a hex at the end of a movement phase', () => {
  it('12.7: the move ending in the heavy guns\' hex is refused, naming the hex and the gun', () => {
    expect(refusal(moving(), 'move B6 to 0713')).toBe('0713 holds Swedish Heavy Guns: only one artillery unit may end a movement phase in a hex; Regimental Guns may pass through it on the way (12.7)');
  });

  it('12.1, 12.7: the cannon passes through that hex to the one beyond', () => {
    expect(run(moving(), 'move B6 to 0714').text).toMatch(/^Regimental Guns move 2 hexes to 0714/);
  });

  it('12.7: a light cannon may end its move with a friendly unit that is not a gun', () => {
    // The Commanded Musketeers stand in 0710.
    expect(run(moving(), 'move B6 to 0710').text).toMatch(/^Regimental Guns move 2 hexes to 0710/);
  });
});
