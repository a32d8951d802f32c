/** Tab completion in Pike & Shot: this rule set's views only, and reactions by who may react, how, and against whom. */
import { describe, expect, it } from 'vitest';
import { pikeAndShotPresentation } from '../../../src/rulesets/pike-and-shot/presentation.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { GENERIC_COMMANDS } from '../../../src/repl/help.js';
import { run, SAMPLE, stateOf } from './fixtures.js';

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
});
