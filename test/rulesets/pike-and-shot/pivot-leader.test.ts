/**
 * 9.2, 7.1: a battalion pivoting in place leaves no hex, so a leader stacked with it stays
 * stacked: he still adds his factors (7.3) and is no leader alone (7.1).
 */
import { describe, expect, it } from 'vitest';
import { pikeAndShotPresentation } from '../../../src/rulesets/pike-and-shot/presentation.js';
import { odds, run, runAll, SAMPLE, stateOf } from './fixtures.js';

describe('9.2: a pivot in place keeps the stacked leader', () => {
  it('9.2, 7.1, 7.3: Gustavus Adolphus stays with Yellow Brigade as it pivots, and adds his melee factor after', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next']);
    const p = run(s, 'move B1 --hexes 0 --face nw');
    expect(p.text).toBe('Yellow Brigade pivots in place, 2 of 4 MP. It pivots 1 vertex to face nw (2 MP) (9.2).');
    expect(p.state.leaders.find((l) => l.id === 'BL1')?.with).toBe('B1');
    expect(pikeAndShotPresentation.followUp?.(s, p.state) ?? null).toBeNull();
    const c = runAll(p.state, ['place A3 0610', 'next']);
    expect(odds(c, 'melee B1 at A3').lines).toContain('Yellow Brigade melees on the Melee line (5.4), column >=+3.');
  });
});
