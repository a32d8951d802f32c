/** 6.3, 6.4: the retreat menu offers a way through a friend only as the last way, and says what it costs. */
import { describe, expect, it } from 'vitest';
import { retreatStep } from '../../../src/rulesets/pike-and-shot/present/guide-combat.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { runAll, SAMPLE, stateOf, unit } from './fixtures.js';

const charged = (edit?: (t: string) => string): PsState => runAll(stateOf(SAMPLE, edit), ['move A3 to 0509 --hexes 2', ['react B3 charge A3', [3, 4, 2, 3]]]);

function names(s: PsState): string[] {
  const step = retreatStep(s, unit(s, 'A3'));
  if (step === null || typeof step === 'string' || step.kind !== 'select') throw new Error('no retreat menu');
  return step.choices.map((c) => c.name);
}

/** The sample's TEC without anything that prohibits movement or retreat. */
const noClosingTerrain = (t: string) => t.replace('cavalry: prohibited, ', '').replace(/\n\s*river: \{ prohibits: \[movement, retreat\] \}/, '');

describe('6.3: retreat through a friend in the guide', () => {
  it('6.3: beside open hexes, the way through a friend is offered only as the map\'s last resort, and says a rout after a charge eliminates the unit (6.4)', () => {
    const through = names(charged()).filter((n) => n.startsWith('through'));
    expect(through).toEqual(["through Baldiron, only if the map closes every hex above (Baldiron would be disordered; Pappenheim's Horse is eliminated, routing after a charge, 6.3, 6.4)"]);
  });
  it('6.3: with open hexes and no terrain on the TEC that could close them, no way through a friend is offered', () => {
    const all = names(charged(noClosingTerrain));
    expect(all.some((n) => n.startsWith('to '))).toBe(true);
    expect(all.some((n) => n.startsWith('through'))).toBe(false);
  });
  it('6.3: the retreat menu offers no hex reached only through an enemy (0512, past the Finnish Horse in 0510) or a friend (0807, past Baldiron)', () => {
    const hexes = names(charged()).filter((n) => n.startsWith('to '));
    expect(hexes).toContain('to 0506');
    expect(hexes).not.toContain('to 0512');
    expect(hexes).not.toContain('to 0807');
  });
  it('6.3: elimination for want of a way out is offered beside open hexes only where the map may close them, and says so', () => {
    const blocked = (s: PsState) => names(s).filter((n) => n.startsWith('no way out'));
    expect(blocked(charged())).toEqual(['no way out but enemies or prohibited terrain, only if the map closes every way above: eliminated (6.3)']);
    expect(blocked(charged(noClosingTerrain))).toEqual([]);
  });
});
