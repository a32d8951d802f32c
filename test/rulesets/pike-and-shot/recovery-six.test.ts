/**
 * Seed 004, 6.2, 7.3: a recovery succeeds on a roll at or under the number; 7.3 adds that a 6
 * always fails, in the paragraph on a stacked leader's help. Under 6 the rule cannot matter, so
 * the words leave it out; without a leader it is cited as tyw's reading, not as 7.3 plain.
 */
import { describe, expect, it } from 'vitest';
import { newDiceState, seededDice } from '../../../src/dice/dice.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import { asked, askedDice, odds, run, runAll, SAMPLE, stateOf } from './fixtures.js';

/** The Yellow Brigade (recovery 4, no leader stacked once Gustavus Adolphus leaves) disordered in the Swedes' combat phase. */
const yellowAlone = () => runAll(stateOf(SAMPLE), ['set B1 disordered', 'next', 'next', 'move BL1 to 0711', 'next']);

describe('7.3 the 6 that always fails, cited where it matters', () => {
  it('6.2, 7.3: the Yellow Brigade alone needs 4 or less: no word of the 6, which fails by the number', () => {
    const s = yellowAlone();
    const r = run(s, 'recover B1', [3]);
    expect(r.text).toBe('Yellow Brigade needs 4 or less (6.2), rolled 3: recovers, ordered side up.');
    expect(odds(s, 'recover B1').note).toBe('Recovery needs 4 or less on one die (6.2).');
    expect(asked(s, 'recover B1', [3])[0]?.detail?.[0]).toBe('Needs 4 or less, its recovery factor (6.2)');
  });

  it('7.3: with Gustavus Adolphus stacked, 4 + 3 = 7, and the 6 fails as 7.3 says', () => {
    const s = runAll(stateOf(SAMPLE), ['set B1 disordered', 'next', 'next', 'next']);
    const r = run(s, 'recover B1', [6]);
    expect(r.text).toBe('Yellow Brigade needs 7 or less (a 6 always fails, 7.3), rolled 6: stays disordered.');
    expect(odds(s, 'recover B1').note).toBe('Recovery needs 7 or less on one die (6.2); a 6 always fails, 7.3.');
  });
});

describe('6.2 a recovery that cannot fail or cannot succeed: its die is settled', () => {
  // Savelli disordered in 0808, away from the enemy, its recovery factor 0, or 6 under the house rule.
  const savelli = (recovery: number, house = false) =>
    runAll(
      stateOf(SAMPLE, (t) => {
        const edited = t.replace('{ name: Savelli, type: tercio, fire: 3, melee: 5, move: 3, recovery: 3,', `{ name: Savelli, type: tercio, fire: 3, melee: 5, move: 3, recovery: ${recovery}, status: disordered,`);
        return house ? edited.replace(/^ruleset: pike-and-shot$/m, 'ruleset: pike-and-shot\nhouseRules: { sixFailsOnlyWithLeader: true }') : edited;
      }),
      ['next'],
    );

  it('6.2: a recovery factor of 0 never recovers: by hand no die is asked, and the result says so', () => {
    const s = savelli(0);
    expect(askedDice(s, 'recover A2', [], true)).toEqual([]);
    expect(run(s, 'recover A2').text).toBe('Savelli needs 0 or less (6.2), no die is rolled, as no face recovers: stays disordered.');
    expect(odds(s, 'recover A2').note).toBe('Recovery needs 0 or less on one die (6.2); no face changes the outcome, so by hand no die is asked.');
  });

  it('6.2, 7.3 house rule sixFailsOnlyWithLeader: 6 or more without a leader always recovers: no die asked', () => {
    const s = savelli(6, true);
    expect(askedDice(s, 'recover A2', [], true)).toEqual([]);
    const r = run(s, 'recover A2');
    expect(r.text).toMatch(/^Savelli needs 6 or less \(.*\), no die is rolled, as every face recovers: recovers, ordered side up\.$/);
    expect(r.state.units.find((u) => u.id === 'A2')?.status).toBe('ordered');
  });

  it('6.2: a program still rolls it, so a seeded stream is read as before', () => {
    const dice = seededDice(newDiceState(5));
    const a = parsePsCommand(savelli(0), 'recover A2');
    if (!a.ok) throw new Error(a.error);
    const r = executePs(savelli(0), a.value, dice);
    expect(dice.rolled.map((d) => d.label)).toEqual(['recovery: Savelli']);
    expect(r.ok && r.value.results[0]?.result).toMatch(/rolled \d: stays disordered\.$/);
  });

  it('6.2, 7.3: 6 or less with a 6 failing is not certain: the die is asked', () => {
    expect(askedDice(savelli(6), 'recover A2', [6], true).map((d) => d.label)).toEqual(['recovery: Savelli']);
    expect(odds(savelli(6), 'recover A2').note).not.toContain('no die is asked');
  });
});
