/**
 * Seed 004, 6.1, 10.4, 11.11, 12.2: loose shotte and dragoons ignore D from artillery fire. On a
 * column whose every result is NE or D, no die can change anything: none is rolled, and the fire,
 * `odds` and `mods` say why. A column with a DD, AF or DF still asks the die, saying what it can still do.
 */
import { describe, expect, it } from 'vitest';
import { asked, odds, refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

/** The Imperial combat phase; the Imperial Guns (0707, fire 5) three hexes from the Commanded Musketeers (0710): strength 2, column 2 (NE, D). */
const gunsAtShotte = (extra: readonly string[] = []) => runAll(stateOf(SAMPLE), [...extra, 'next']);
const MOOT = 'no result there changes anything (NE; Commanded Musketeers ignore D from artillery fire (6.1, 10.4))';

describe('6.1, 10.4, 12.2 artillery at loose shotte: no die when none can change anything', () => {
  it('6.1, 10.4: on a column of NE and D the fire rolls no die and says why; the guns have still fired (5.0)', () => {
    const s = gunsAtShotte();
    expect(asked(s, 'fire A7 at B5', [])).toEqual([]);
    const r = run(s, 'fire A7 at B5', []);
    expect(r.text).toBe(`Fire by Imperial Guns: Artillery Fire line (12.2), column 2 (2): no die is rolled, as ${MOOT}.`);
    expect(refusal(r.state, 'fire A7 at B5')).toMatch(/already attacked/);
  });

  it('6.1, 10.4: odds give one certain outcome and mods say no fire die is rolled', () => {
    const o = odds(gunsAtShotte(), 'fire A7 at B5');
    expect(o.odds?.outcomes).toEqual([{ label: 'no die: no result in column 2 changes anything (NE; Commanded Musketeers ignore D from artillery fire (6.1, 10.4))', probability: 1, fraction: '1' }]);
    expect(o.note).toBe('Dice: no fire die, as no result in column 2 changes anything (NE; Commanded Musketeers ignore D from artillery fire (6.1, 10.4)).');
  });

  it('7.4: a leader in the hex fired on still takes his casualty check, the only dice rolled', () => {
    const s = gunsAtShotte(['place BL2 0710']);
    expect(odds(s, 'fire A7 at B5').note).toMatch(/^Dice: no fire die, as .*; two dice for Horn's casualty check \(7\.4; typed by hand, the second only after a first of 5 or 6\)\.$/);
    expect(run(s, 'fire A7 at B5', [3]).text).toContain(`no die is rolled, as ${MOOT}. Horn is unhurt (first die 3`);
  });

  it('6.1, 6.5: a column with a DF still asks the die, and the hand die says only the DF changes anything', () => {
    const s = gunsAtShotte(['place B5 0711']);
    const dice = asked(s, 'fire A7 at B5', [1]);
    expect(dice[0]?.detail).toEqual([
      'Artillery Fire line (12.2), column <=1: fire strength 1 = 5 (fire) − 4 (range)',
      'DF on 1 (1/6); NE on 2–5 (2/3); D on 6 (1/6), ignored by Commanded Musketeers (6.1, 10.4)',
      'Only DF on 1 (a fortune of war to the Swedes) changes anything',
    ]);
    expect(run(s, 'fire A7 at B5', [1]).state.sides[1].fow).toBe(1);
  });

  it('6.1, 6.4: a column with a DD still asks the die: the shotte, always disordered, routs on it', () => {
    const s = gunsAtShotte(['place B5 0709']);
    expect(asked(s, 'fire A7 at B5', [6])[0]?.detail?.[2]).toMatch(/^Only DD on 6 \(Commanded Musketeers rout 5 hexes/);
    expect(odds(s, 'fire A7 at B5').note).toBe('Dice: the fire die.');
  });

  it('6.1: a unit that ignores nothing gets no "only" line', () => {
    const s = gunsAtShotte(['place B1 0710']);
    expect(asked(s, 'fire A7 at B1', [2])[0]?.detail).toHaveLength(2);
  });
});

describe('6.1, 11.11 artillery at dragoons', () => {
  it('11.11: dragoons ignore D from artillery too: on a column of NE and D, no die', () => {
    // The Swedish Heavy Guns (0913, fire 6) four hexes from the Imperial Dragoons: strength 2, column 2.
    const s = runAll(stateOf(SAMPLE), ['place A6 0909', 'next', 'next', 'next']);
    expect(asked(s, 'fire B7 at A6 --no-blocked', [])).toEqual([]);
    expect(run(s, 'fire B7 at A6 --no-blocked', []).text).toContain('no die is rolled, as no result there changes anything (NE; Imperial Dragoons ignore D from artillery fire (6.1, 11.11))');
  });
});
