/**
 * Seed 004, 6.3: a retreating unit moves away from the enemy that caused it. An end nearer to
 * that enemy is refused; one as near as the start is no move away, and 6.3 foresees it only as
 * the one open way (its reaction by the unit that caused the retreat), so it is accepted and said,
 * in the result and in the guided menu, for the game master to check on the map.
 */
import { describe, expect, it } from 'vitest';
import { retreatStep } from '../../../src/rulesets/pike-and-shot/present/guide-combat.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { run, SAMPLE, stateOf, unit, runAll } from './fixtures.js';

/** Baldiron (0608) fires at the Commanded Musketeers next to it in 0609: D, a retreat of 2 hexes. */
const fired = (): PsState => run(runAll(stateOf(SAMPLE), ['place B5 0609', 'next']), 'fire A1 at B5', [2]).state;
const LEVEL = '0508 is as near Baldiron as 0609 (1 hex): a retreat moves away from the enemy, so it ends there only when no hex farther off is open (6.3).';

function menu(s: PsState): string[] {
  const step = retreatStep(s, unit(s, 'B5'));
  if (step === null || typeof step === 'string' || step.kind !== 'select') throw new Error('no retreat menu');
  return step.choices.map((c) => c.name);
}

describe('6.3: a retreat that ends as near the enemy as it began', () => {
  it('6.3: the end as near Baldiron as the start (0508, next to it) is accepted and said', () => {
    expect(run(fired(), 'retreat B5 to 0508').text).toBe(`Commanded Musketeers retreat 2 hexes to 0508. ${LEVEL}`);
  });

  it('6.3: an end farther off is said plainly', () => {
    expect(run(fired(), 'retreat B5 to 0711').text).toBe('Commanded Musketeers retreat 2 hexes to 0711.');
  });

  it('6.3: the menu offers the hexes farther off first, and marks those as near as the start', () => {
    const hexes = menu(fired()).filter((n) => n.startsWith('to '));
    expect(hexes[0]).toBe('to 0511');
    expect(hexes).toContain('to 0711');
    expect(hexes).toContain('to 0508 (as near Baldiron as 0609: only if no hex farther off is open, 6.3)');
    expect(hexes.filter((n) => n.includes('as near'))).toEqual(hexes.slice(-hexes.filter((n) => n.includes('as near')).length));
  });
});
