/**
 * Seed 004, 4.5, 5.3, 5.5, 6.1, 6.5, 12.4: reaction fire no face of whose column can change
 * anything rolls no die, as plain fire does, and the reaction hint says so before it is typed.
 * A fortune of war rolled outside a combat phase gives none (6.5), so in a movement phase a face
 * whose only effect is AF or DF changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { reactionLines } from '../../../src/rulesets/pike-and-shot/present/guide-combat.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { asked, odds, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

/** Replace `from` by `to`, failing if `from` is not in the text, so an edit of the sample cannot leave the test hollow. */
const swap = (t: string, from: string, to: string): string => {
  if (!t.includes(from)) throw new Error(`the sample no longer holds "${from.trim()}"`);
  return t.replace(from, to);
};

/** The sample with the Infantry & Cavalry Fire line's column 3 made NE but for a DF on 6. */
const dfOnly = (t: string) =>
  [
    ['      3: [NE, NE, D, D, D, DD]', '      3: [NE, NE, NE, D, D, DD]'],
    ['      4: [NE, D, D, D, DD, DD]', '      4: [NE, D, NE, D, DD, DD]'],
    ['      5: [D, D, D, DD, DD, DD AF]', '      5: [D, D, NE, DD, DD, DD AF]'],
    ['      6: [D, D, DD, DD, DD AF, DD AF]', '      6: [D, D, DF, DD, DD AF, DD AF]'],
  ].reduce((text, [from, to]) => swap(text, from!, to!), t);

/** The Swedish movement phase; Savelli (fire 3, column 3) in 0809; Smaland Horse steps from 0910 into 0810, both next to it. */
const smalandSteps = (edit?: (t: string) => string) => run(runAll(stateOf(SAMPLE, edit), ['place A2 0809', 'next', 'next']), 'move B4 to 0810');
const IDLE = 'NE; DF: no fortune of war outside a combat phase (6.5)';

describe('4.5, 6.5 reaction fire in a movement phase on a column of NE and DF', () => {
  it('6.5: a DF outside a combat phase changes nothing, so the reaction fire rolls no die and says why', () => {
    const s = smalandSteps(dfOnly).state;
    expect(asked(s, 'react A2 fire B4', [])).toEqual([]);
    expect(run(s, 'react A2 fire B4').text).toBe(`Fire by Savelli: Infantry & Cavalry Fire line (5.3), column 3 (3): no die is rolled, as no result there changes anything (${IDLE}).`);
    expect(odds(s, 'react A2 fire B4').note).toBe(`Dice: no fire die, as no result in column 3 changes anything (${IDLE}).`);
  });

  it('4.5: the reaction hint says the fire can change nothing, before it is typed', () => {
    expect(smalandSteps(dfOnly).text).toContain(`react A2 fire B4 (fire at its step from 0910 into 0810, 4.5). Savelli's fire can change nothing (${IDLE}): it would roll no die (5.3).`);
  });

  it('5.3: with the sample CRT the same fire can disorder, so it asks its die and the hint says nothing more', () => {
    const r = smalandSteps();
    expect(r.text).not.toContain('can change nothing');
    expect(asked(r.state, 'react A2 fire B4', [3])).toHaveLength(1);
  });

  it('6.5: in a combat phase the DF counts, so the same column asks its die', () => {
    // The Imperial combat phase: Savelli in 0809 fires at Smaland Horse in 0910.
    const s = runAll(stateOf(SAMPLE, dfOnly), ['place A2 0809', 'next']);
    expect(asked(s, 'fire A2 at B4', [6])).toHaveLength(1);
    expect(run(s, 'fire A2 at B4', [6]).state.sides[1].fow).toBe(1);
  });
});

describe('4.5, 12.4 reaction fire at a moving light cannon', () => {
  it('12.4: artillery is unaffected by any combat: the hint says the fire can change nothing', () => {
    const s = runAll(stateOf(SAMPLE), ['place A2 0613', 'next', 'next', 'flip B6 moving']);
    expect(run(s, 'move B6 to 0713').text).toContain("Savelli's fire can change nothing (NE; Regimental Guns are unaffected: artillery is never affected by combat (12.4)): it would roll no die (5.3).");
  });

  it('7.4: a leader in the hex the cannon enters still takes his casualty check, so the fire is not called idle', () => {
    const s = runAll(stateOf(SAMPLE), ['place A2 0613', 'place BL1 0713', 'next', 'next', 'flip B6 moving']);
    const r = run(s, 'move B6 to 0713');
    expect(r.text).toContain('Savelli may react');
    expect(r.text).not.toContain('can change nothing');
  });
});

describe('4.5, 12.4 the guided reaction menu marks fire that can change nothing', () => {
  const lines = (s: PsState, reactor: string) => reactionLines(s, unit(s, reactor), false).map((c) => c.name);

  it('12.4: fire at a moving light cannon is marked, as a fire target is', () => {
    const s = runAll(stateOf(SAMPLE), ['place A2 0613', 'next', 'next', 'flip B6 moving', 'move B6 to 0713']);
    expect(lines(s, 'A2')).toContain('fire Regimental Guns (B6, light cannon, 0713): no result can change anything (NE; Regimental Guns are unaffected: artillery is never affected by combat (12.4))');
  });

  it('5.3: fire whose die can disorder is not marked', () => {
    const s = smalandSteps().state;
    expect(lines(s, 'A2')).toContain('fire Smaland Horse (B4, cuirassiers, ordered, 0810)');
  });
});
