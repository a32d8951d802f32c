/** Tab completion in Pike & Shot: this rule set's views only, and reactions by who may react, how, and against whom. */
import { describe, expect, it } from 'vitest';
import { pikeAndShotPresentation } from '../../../src/rulesets/pike-and-shot/presentation.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { GENERIC_COMMANDS } from '../../../src/repl/help.js';
import { run, runAll, SAMPLE, stateOf } from './fixtures.js';

const tab = (s: PsState, line: string): string[] => pikeAndShotPresentation.complete(s, line, GENERIC_COMMANDS.map((c) => c.name)).candidates;

describe('Pike & Shot completion', () => {
  it('offers only this rule set\'s views: no "morale" (Pike & Shot has none)', () => {
    const s = stateOf(SAMPLE);
    expect(tab(s, 'mo')).toEqual(['mods', 'move']);
    expect(tab(s, 'vic')).toEqual(['victory']);
  });
  it('4.5: after "react " only the non-phasing side\'s units that may react, no guns, no leaders', () => {
    const s = run(stateOf(SAMPLE), 'move A3 to 0509').state;
    const c = tab(s, 'react ');
    expect(c).toContain('Finnish Horse');
    expect(tab(s, 'react B')).toContain('B1');
    expect(tab(s, 'react B')).not.toContain('B7');
    expect(c.some((x) => /Baldiron|Pappenheim|Tilly|Gustavus|Swedish Heavy Guns|^A\d/.test(x))).toBe(false);
  });
  it('4.5, 11.4: then the ways that unit reacts: infantry fires, cavalry melees or charges', () => {
    const s = run(stateOf(SAMPLE), 'move A3 to 0509').state;
    expect(tab(s, 'react Yellow Brigade ')).toEqual(['fire']);
    expect(tab(s, 'react B3 ')).toEqual(['charge', 'melee']);
  });
  it('4.5: then the enemy units that moved, not the unmoved nor the reactor\'s friends', () => {
    const s = run(stateOf(SAMPLE), 'move A3 to 0509').state;
    const c = tab(s, 'react Yellow Brigade fire ');
    expect(c).toContain("Pappenheim's Horse");
    expect(tab(s, 'react Yellow Brigade fire A')).toEqual(['A3']);
    expect(c.some((x) => /Baldiron|Savelli|Yellow|Finnish|__reactor__/.test(x))).toBe(false);
    expect(tab(s, 'react B3 charge Pap')).toEqual(["Pappenheim's Horse"]);
  });
  it('6.5: "fow react" completes the units of the side holding a fortune of war, their ways, then the enemy', () => {
    const s0 = runAll(stateOf(SAMPLE), ['next', 'place BL2 0608', 'place A1 0607', 'place AL1 0607']);
    const s: PsState = { ...s0, sides: [{ ...s0.sides[0], fow: 1 }, s0.sides[1]] };
    const who = tab(s, 'fow react ');
    expect(who).toContain('Baldiron');
    expect(who.some((x) => /Brigade|Finnish|Imperial Guns|Tilly/.test(x))).toBe(false);
    expect(tab(s, 'fow react Baldiron ')).toEqual(['fire']);
    expect(tab(s, 'fow react A1 fire Hor')).toContain('Horn');
    expect(tab(s, 'fow react A1 fire Sav')).toEqual([]);
    expect(tab(s, 'fow react A1 fire Til')).toEqual([]);
  });
});
