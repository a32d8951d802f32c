/** The basic rules seed 001 assumes ("WAR GAME ORGANIZATION": the Roster System and UE; "MORALE"; "THE MELEE"), as designed defaults that a scenario switches off. */
import { describe, expect, it } from 'vitest';
import { figuresLeft, standsLeft } from '../../../src/rulesets/scruby/roster.js';
import { play, refusal, run, sample, unit } from './fixtures.js';

describe('the roster', () => {
  it('a figure for every stand value ÷ figures, a stand for every full stand value', () => {
    const t = run(sample(), ['set B1 kills 35']);
    expect(standsLeft(unit(t, 'B1'))).toBe(3);
    expect(figuresLeft(unit(t, 'B1'))).toBe(20 - 5);
    const horse = run(sample(), ['set B13 kills 21']);
    expect([standsLeft(unit(horse, 'B13')), figuresLeft(unit(horse, 'B13'))]).toEqual([1, 8 - 4]);
  });
  it('off: kill points are totalled, stands come off only by correction', () => {
    const t = run(sample({ roster: false }), ['set B1 kills 90']);
    expect(standsLeft(unit(t, 'B1'), false)).toBe(4);
    expect(standsLeft(unit(run(t, ['set B1 stands 2']), 'B1'), false)).toBe(2);
  });
});

describe('the UE test', () => {
  it('a d6 at or under the UE passes; a square adds 1', () => {
    const s = run(sample(), ['set B1 retiring', 'next', 'next']);
    expect(unit(play(s, 'rally B1', [5]).state, 'B1').retiring).toBe(false);
    expect(unit(play(s, 'rally B1', [6]).state, 'B1').retiring).toBe(true);
  });
  it('off: the game master gives --pass or --fail', () => {
    const s = run(sample({ ueTest: false }), ['set B1 retiring', 'next', 'next']);
    expect(refusal(s, 'rally B1')).toContain('--pass or --fail');
    expect(unit(play(s, 'rally B1 --pass').state, 'B1').retiring).toBe(false);
  });
});

describe('melee outcome and post-melee morale', () => {
  it('more kills wins; the loser tests its UE and, failing, is defeated', () => {
    const s = run(sample(), ['next']);
    expect(unit(play(s, 'melee A1 at B5', [6]).state, 'B5').defeated).toBe(false); // equal kills: no winner
    const t = run(sample(), ['form B5 --order open', 'next']);
    expect(unit(play(t, 'melee A1 at B5').state, 'B5').defeated).toBe(true); // open pikes lose automatically
  });
  it('off: the game master names the winner', () => {
    const s = run(sample({ meleeOutcome: false }), ['next']);
    expect(refusal(s, 'melee A1 at B1')).toContain('--winner');
    expect(unit(play(s, 'melee A1 at B1 --winner attacker').state, 'B1').defeated).toBe(true);
  });
});

describe("a game move's sequence", () => {
  it('move and fire, melee, rally; commands only in their step; off, anywhere', () => {
    expect(refusal(sample(), 'melee A1 at B1')).toContain('belongs to the melee step');
    expect(refusal(sample({ sequence: false }), 'melee A1 at B1', [1])).toBeNull();
    const t = run(sample(), ['next', 'next', 'next']);
    expect([t.turn, t.step]).toEqual([2, 'move']);
  });
});
