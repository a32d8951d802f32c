/**
 * 4.1: the state's `moved` is a unit's own move only. A unit moved otherwise (a reacting
 * cavalry's step into the hex between, 11.4; a retreat, 6.3) has not made its move: it may still
 * make it, and the readers of the flag (the move menu, status, 11.7's charge) treat it so.
 */
import { describe, expect, it } from 'vitest';
import { describeUnits } from '../../../src/rulesets/pike-and-shot/describe.js';
import { movers } from '../../../src/rulesets/pike-and-shot/present/guide-move.js';
import { reactionLines } from '../../../src/rulesets/pike-and-shot/present/guide-combat.js';
import { pikeAndShotPresentation } from '../../../src/rulesets/pike-and-shot/presentation.js';
import { GENERIC_COMMANDS } from '../../../src/repl/help.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

const shown = (s: PsState, id: string) => describeUnits(s).find((u) => u.id === id)?.moved;
const tab = (s: PsState, line: string): string[] => pikeAndShotPresentation.complete(s, line, GENERIC_COMMANDS.map((c) => c.name)).candidates;

/**
 * The Imperialists' movement phase: Savelli moves next to the Smaland Horse, which reacts and is
 * driven back (melee AA: dice 2, 1, 1), a retreat waiting. Isolani's Croats, not yet moved, stand
 * two hexes from it (1110).
 */
// Savelli's move is given by --hexes, so its last step is unknown: Smaland Horse meets it where it stands, as it goes on (4.5, 11.4);
// the tests then move it on out of 0809 (move A2 to 0709), as that melee requires.
const smalandDrivenBack = () => runAll(stateOf(SAMPLE), ['place AL1 0807', 'move A2 to 0809 --hexes 2', ['react B4 melee A2', [2, 1, 1]], 'place A5 1110']);

describe('4.1: moved is a unit\'s own move, not being moved', () => {
  it('4.1, 11.4: a cavalry unit that moved into the hex between to react to a retreat has not made its move, and may make it', () => {
    // The Croats react to the Smaland Horse's retreat (6.3) through 1010: NE, NE, then D.
    const s = runAll(smalandDrivenBack(), [['react A5 melee B4 --to 1010', [2, 2, 3]], 'retreat B4 to 0913', 'move A2 to 0709']);
    expect(unit(s, 'A5').hex).toBe('1010');
    expect(unit(s, 'A5').moved).toBe(false);
    expect(shown(s, 'A5')).toBe(false);
    const moved = run(s, 'move A5 to 1012');
    expect(moved.text).toMatch(/^Isolani's Croats move 2 hexes to 1012/);
    expect(unit(moved.state, 'A5').moved).toBe(true);
    expect(unit(moved.state, 'A5').hexesMoved).toBe(2);
    expect(shown(moved.state, 'A5')).toBe(true);
  });

  it('4.1, 6.3: a unit that retreated after its reaction to a retreat has not made its move, and may make it', () => {
    // Next to the Smaland Horse, the Croats react: NE, then D from its fire, then A: disordered, they retreat 3 hexes.
    const s = runAll(smalandDrivenBack(), ['place A5 1009', ['react A5 melee B4', [2, 5, 1]], 'retreat B4 to 0913', 'retreat A5 to 1006', 'move A2 to 0709']);
    expect(unit(s, 'A5').hex).toBe('1006');
    expect(unit(s, 'A5').moved).toBe(false);
    expect(shown(s, 'A5')).toBe(false);
    expect(run(s, 'move A5 to 1005').text).toMatch(/^Isolani's Croats move 1 hex to 1005/);
  });

  it('4.1: the move menu offers a unit moved only by its reaction, and not one that made its move', () => {
    // Pappenheim's Horse moves after Savelli, so Savelli's move is over (4.1).
    const s = runAll(smalandDrivenBack(), [['react A5 melee B4 --to 1010', [2, 2, 3]], 'retreat B4 to 0913', 'move A2 to 0709', 'move A3 to 0508']);
    const ids = movers(s).map((u) => u.id);
    expect(ids).toContain('A5');
    expect(ids).not.toContain('A2');
  });

  it('4.1, 11.7 1: a unit that stepped into the hex between still makes its move, whose hexes alone count', () => {
    const before = runAll(smalandDrivenBack(), [['react A5 melee B4 --to 1010', [2, 2, 3]], 'retreat B4 to 0913']);
    // The step into the hex between (11.4) is no move of its own: nothing counted, nothing marked.
    expect(unit(before, 'A5')).toMatchObject({ hex: '1010', moved: false, hexesMoved: 0 });
    const s = runAll(before, ['move A2 to 0709', 'move A5 to 1011', 'next']);
    expect(unit(s, 'A5')).toMatchObject({ hex: '1011', moved: true, hexesMoved: 1 });
  });

  it('11.4, 4.5: cavalry driven back after one reaction may react again, so completion offers the moving player\'s infantry fire at it', () => {
    const s = runAll(stateOf(SAMPLE), ['place AL1 0807', 'move A2 to 0809 --hexes 2', ['react B4 melee A2', [2, 1, 1]], 'retreat B4 to 0913']);
    expect(unit(s, 'B4').moved).toBe(false);
    expect(tab(s, 'react A1 fire ')).toContain('Smaland Horse');
  });

  it('6.5, 11.4: cavalry that moved in its movement phase may react to an enemy fortune of war move, and the mover\'s infantry is offered fire at it', () => {
    // The Croats move to 1008; in their combat phase the Swedes' musketeers make a fortune of war
    // move to 1010: the Croats could react through 1009, next to the musketeers.
    const s0 = runAll(stateOf(SAMPLE), ['move A5 to 1008', 'next']);
    const held: PsState = { ...s0, sides: [s0.sides[0], { ...s0.sides[1], fow: 1 }] };
    const s = runAll(held, ['fow move B5', 'move B5 to 1010']);
    expect(unit(s, 'A5').moved).toBe(true);
    expect(reactionLines(s, unit(s, 'B5'), false).map((c) => c.value)).toContain('react B5 fire A5 --to 1009');
    expect(() => run(s, 'react B5 fire A5 --to 1009', [1])).not.toThrow();
  });
});
