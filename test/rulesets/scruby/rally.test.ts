/**
 * "THE SCATTER RULE" 1 and "MORALE": units retire "until rallied by their Unit Efficiency
 * number". A rally is said once: the change inline, not again after the sentence; the
 * journal's event keeps its older words so older journals replay.
 */
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/present/model.js';
import { resolutionText } from '../../../src/repl/format.js';
import type { ScrubyState } from '../../../src/rulesets/scruby/state.js';
import { play, run, sample } from './fixtures.js';

/** The line the REPL, `log`, `replay` and `report` print for a command's results. */
const shown = (s: ScrubyState, line: string, rolls: number[] = []): string => play(s, line, rolls).results.map((r) => plainText(resolutionText(r))).join(' ');

const scattered = (): ScrubyState => run(sample(), ['next', ['melee B13 at A13 --enemy-stands 1', [6]], ['scatter A13', [1, 6]], 'next', 'next', 'next', 'next']);
const retiring = (options = {}): ScrubyState => run(sample(options), ['set B1 retiring --why "lost post-volley morale"', 'next', 'next']);

describe('THE SCATTER RULE 1: a rally on the UE reads once', () => {
  it('a scattered unit that rallies says the change once, inline', () => {
    const line = shown(scattered(), 'rally A13', [1]);
    expect(line).toBe('Smaland Horse rolls 1 against UE 5 and rallies: scattered → rallied.');
    expect(line.match(/rall/g)).toHaveLength(2);
  });
  it('a retiring unit (MORALE) that rallies, and one that fails', () => {
    expect(shown(retiring(), 'rally B1', [2])).toBe('Red Pikes roll 2 against UE 5 and rally: retiring → rallied.');
    expect(shown(retiring(), 'rally B1', [6])).toBe('Red Pikes roll 6 against UE 5 and fail to rally: they keep retiring.');
  });
  it('with UE tests left to the game master (ueTest off)', () => {
    expect(shown(retiring({ ueTest: false }), 'rally B1 --pass')).toBe('Red Pikes pass their UE test (game master) and rally: retiring → rallied.');
    expect(shown(retiring({ ueTest: false }), 'rally B1 --fail')).toBe('Red Pikes fail their UE test (game master): they keep retiring.');
  });
  it('the journal event keeps the words older journals recorded', () => {
    expect(play(scattered(), 'rally A13', [1]).events.map((e) => e.text)).toEqual(['Smaland Horse rolls 1 against UE 5: passes (rally): Smaland Horse rallies']);
    expect(play(retiring(), 'rally B1', [6]).events.map((e) => e.text)).toEqual(['Red Pikes roll 6 against UE 5: fail (rally): Red Pikes keep retiring']);
  });
});

describe('THE SCATTER RULE 1 and BONUS MOVES 2: the loser\'s way on, and its scatter, each said once', () => {
  it('the loser is told the pursuit line to type, with the winning cavalry when it is cavalry', () => {
    const s = run(sample(), ['charge A14 at B14 --response none', 'next']);
    expect(shown(s, 'melee A14', [6])).toContain('Gonzaga Cuirassiers lose the melee and their post-melee morale: scatter them (scatter B14), or pursue them with cavalry (pursue A14 at B14).');
  });
  it('the scatter says defeated → scattered once, inline', () => {
    const s = run(sample(), ['next', ['melee B13 at A13 --enemy-stands 1', [6]]]);
    const line = shown(s, 'scatter A13', [1, 6]);
    expect(line).toBe('Smaland Horse scatters (defeated → scattered): stand 1 to the left (1), stand 2 to the right (6). It retires each game move until rallied or off the table.');
    expect(play(s, 'scatter A13', [1, 6]).events.map((e) => e.text)).toEqual(['Smaland Horse scatters: left, right']);
  });
});

describe('BONUS MOVES 2: a pursuit says defeated → retiring once, inline', () => {
  it('the beaten unit is not named again after the sentence', () => {
    const won = run(sample(), ['next', 'melee A13 at B2 --unsupported']);
    const line = shown(won, 'pursue A14 at B2');
    expect(line).toContain('Red Musketeers are beaten and retire a cavalry move (defeated → retiring), no scatter ("BONUS MOVES" 2).');
    expect(line).not.toContain('Red Musketeers: defeated → retiring');
  });
});
