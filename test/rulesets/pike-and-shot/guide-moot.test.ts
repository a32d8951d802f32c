/**
 * 6.1, 10.4, 11.11, 12.2: the guided fire menu marks a target on which no die of the fire can
 * change anything (artillery at loose shotte or dragoons on a column of NE and D), as the fire
 * itself rolls no die; a target on which a die counts is not marked.
 */
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../../src/present/guide.js';
import { fireStep } from '../../../src/rulesets/pike-and-shot/present/guide-combat.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { runAll, SAMPLE, stateOf, unit } from './fixtures.js';

const targets = (s: PsState, firer: string): string[] => {
  const step: GuideStep | string | null = fireStep(s, unit(s, firer));
  if (step === null || typeof step === 'string' || step.kind !== 'select') throw new Error('no target menu');
  return step.choices.map((c) => c.name);
};
const named = (s: PsState, firer: string, target: RegExp): string => targets(s, firer).find((name) => target.test(name)) ?? '';
const WHY = 'NE; Commanded Musketeers ignore D from artillery fire (6.1, 10.4)';
/** Column 3 of the Artillery Fire line with no DD: a gun on a hill at range 3 still can change nothing. */
const noDdInColumn3 = (t: string) => t.replace('6: [D, D, DD, DD, DD AF]', '6: [D, D, D, DD, DD AF]');

describe('6.1, 10.4: the fire menu marks a target no die can change', () => {
  it('6.1, 10.4, 12.2: the guns at the shotte 3 hexes off (column 2: NE and D) are marked, unless a hill would lift the column', () => {
    const s = runAll(stateOf(SAMPLE), ['next']);
    expect(named(s, 'A7', /^Commanded Musketeers/)).toBe(`Commanded Musketeers (B5, loose shotte, disordered, 0710): no result can change anything (${WHY}), unless Imperial Guns are on a hill (12.2)`);
    // The cuirassiers ignore nothing: no mark.
    expect(named(s, 'A7', /^Finnish Horse/)).toBe('Finnish Horse (B3, cuirassiers, ordered, 0510)');
  });

  it('6.1, 10.4: where a hill would read a column of NE and D too, the mark has no "unless"', () => {
    const s = runAll(stateOf(SAMPLE, noDdInColumn3), ['next']);
    expect(named(s, 'A7', /^Commanded Musketeers/)).toBe(`Commanded Musketeers (B5, loose shotte, disordered, 0710): no result can change anything (${WHY})`);
  });

  it('6.1, 6.4: a column with a DD (range 2) is not marked: the die can rout the shotte', () => {
    const s = runAll(stateOf(SAMPLE), ['place B5 0709', 'next']);
    expect(named(s, 'A7', /^Commanded Musketeers/)).toBe('Commanded Musketeers (B5, loose shotte, disordered, 0709)');
  });
});
