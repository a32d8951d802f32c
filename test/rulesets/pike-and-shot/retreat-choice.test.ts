/**
 * Seed 004, 6.3: a retreat moves its full length away from the enemy (infantry 1, loose shotte
 * 2, cavalry 3); through a friend only when that hex is the only way. The tool knows units'
 * hexes, not terrain: it lists the ends it can see, and names the open hexes beside a unit that
 * goes through a friend, for the game master to rule out.
 */
import { describe, expect, it } from 'vitest';
import { PS_COMMANDS } from '../../../src/rulesets/pike-and-shot/commands.js';
import { refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

/** The Commanded Musketeers (loose shotte) in 0709, driven back by Baldiron's fire from 0608. */
const shotteBack = (extra: readonly string[] = []) => runAll(stateOf(SAMPLE), ['place B5 0709', ...extra, 'next', ['fire A1 at B5', [4]]]);

describe('6.3 where a retreat may go', () => {
  it('6.3: a retreat without a hex lists the free hexes its length away and farther from the enemy, farthest first', () => {
    expect(refusal(shotteBack(), 'retreat B5')).toMatch(/; free of units, 2 hexes away and farther from Baldiron: 0711, 0810, 0909, 0610 or 0807 \(terrain and the map's edge are yours to check\)$/);
    // A unit standing in one of them takes it off the list.
    expect(refusal(shotteBack(['place B2 0711']), 'retreat B5')).toMatch(/: 0810, 0909, 0610 or 0807 \(/);
  });

  it('6.3: a retreat through a friend while a hex beside the unit, farther from the enemy, holds no unit says so', () => {
    const r = run(shotteBack(['place B2 0710']), 'retreat B5 --through B2');
    expect(r.text).toMatch(/Commanded Musketeers retreat through Blue Brigade, which is disordered\./);
    expect(r.text).toMatch(/0809, next to Commanded Musketeers and farther from Baldiron, holds no unit: 6\.3 sends a unit through a friend only when no other way is open, so terrain must close it \(undo if it does not\)\./);
  });

  it('6.3: with every hex beside it farther from the enemy held, the retreat through a friend adds nothing', () => {
    const r = run(shotteBack(['place B2 0710', 'place B1 0809']), 'retreat B5 --through B2');
    expect(r.text).not.toMatch(/holds? no unit/);
  });

  it('6.3: a retreat moves its full length: help says so, an end nearer is a winding way, and the start hex is refused', () => {
    const details = PS_COMMANDS.find((c) => c.name === 'retreat')?.details ?? [];
    expect(details[0]).toBe('A retreat moves its full length (infantry 1, loose shotte 2, cavalry 3); its way may wind, so it may end fewer hexes from where it began. A rout ends 5 hexes from where it began (6.3, 6.4).');
    expect(details.join(' ')).not.toMatch(/or less/);
    expect(run(shotteBack(), 'retreat B5 to 0710').text).toMatch(/0710 is 1 hex from 0709, where they stood: a retreat moves all 2 hexes \(6\.3\), so its way winds to end there\./);
    expect(refusal(shotteBack(), 'retreat B5 to 0709')).toBe('0709 is where Commanded Musketeers stand: a retreat leaves the hex, moving 2 hexes (6.3)');
  });
});
