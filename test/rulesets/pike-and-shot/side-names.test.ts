/**
 * 3.0, 6.1, 6.4, 6.5: a side with a singular name reads in the singular ("Sweden gains", "The
 * League wins", "Sweden's fortune"); the bundled plural names read as before (the golden).
 */
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import { psBattle } from '../../../src/rulesets/pike-and-shot/present/battle.js';
import { renderTerminal } from '../../../src/present/terminal.js';
import { plain } from '../../../src/present/paint.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

/** The sample with its sides renamed: "The League" (first player) and "Sweden". */
const singular = (t: string) => t.replace('firstPlayer: Imperialists\n', 'firstPlayer: The League\n').replace('  - name: Imperialists\n', '  - name: The League\n').replace('  - name: Swedes\n', '  - name: Sweden\n');
const start = () => stateOf(SAMPLE, singular);

/** The journaled event texts of one command. */
function eventTexts(s: PsState, line: string, dice: readonly number[] = []): string[] {
  const action = parsePsCommand(s, line);
  if (!action.ok) throw new Error(action.error);
  const r = executePs(s, action.value, handDice(dice));
  if (!r.ok) throw new Error(r.error);
  return r.value.events.map((e) => e.text);
}

describe('side names in the singular (3.0, 6.1, 6.4, 6.5)', () => {
  it('the renamed copy has singular sides', () => {
    expect(start().sides.map((x) => x.name)).toEqual(['The League', 'Sweden']);
  });

  it('6.1: "Sweden gains a fortune of war", in the result and the journaled event', () => {
    const s = runAll(start(), ['move A3 to 0509', 'next']);
    expect(run(s, 'melee A3 at B3', [1, 1, 2, 1, 1]).text).toContain('rolled 1: M(DF). Sweden gains a fortune of war (6.1).');
    expect(eventTexts(s, 'melee A3 at B3', [1, 1, 2, 1, 1])).toContain('Sweden gains a fortune of war (6.1).');
  });

  it('6.4: "The League gains a fortune of war" for a rout, said before it and journaled with it', () => {
    const s = runAll(start(), ['move A1 to 0609', 'next']);
    const fired = run(s, 'fire A1 at B5', [6]);
    expect(fired.text).toContain('The League gains a fortune of war once the rout is made (6.4).');
    expect(eventTexts(fired.state, 'retreat B5 to 0715')).toContain('The League gains a fortune of war for the rout (6.4).');
  });

  it('6.5: a fortune played, refused and lapsing names the side in the singular', () => {
    const s = runAll(start(), ['place B5 0609', 'place AL2 0608', 'next', ['fire A1 at B5', [6]], 'retreat B5 to 0614']);
    expect(eventTexts(s, 'fow move A4')[0]).toBe('The League plays a fortune of war on Cronberg\'s Harquebusiers (6.5).');
    expect(run(run(s, 'fow move A4').state, 'next').text).toMatch(/^The League's fortune of war lapses unplayed \(6\.5\)\./);
    expect(refusal(s, 'fow move B3')).toMatch(/^Sweden has no fortune of war to play \(6\.5\)/);
  });

  it('3.0: "Sweden wins at once", and the refusal after it keeps the name\'s capital', () => {
    const won = run(start(), 'win B');
    expect(won.text).toBe('Sweden wins at once (instant victory, 3.0).');
    expect(refusal(won.state, 'next')).toBe('the battle is over; Sweden wins at once (instant victory, 3.0)');
    expect(run(start(), 'win A').text).toBe('The League wins at once (instant victory, 3.0).');
  });

  it('5.0: a refusal out of turn says "only the League attacks"; the opening says who is first player', () => {
    const s = runAll(start(), ['next']);
    expect(refusal(s, 'fire B1 at A1 --range 3')).toMatch(/belongs to Sweden: in .* only the League attacks/);
    expect(renderTerminal(psBattle(start(), 'T'), plain).join('\n')).toContain('6 turns; the League is the first player.');
  });
});
