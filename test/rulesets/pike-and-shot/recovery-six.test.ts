/**
 * Seed 004, 6.2, 7.3: a recovery succeeds on a roll at or under the number; 7.3 adds that a 6
 * always fails, in the paragraph on a stacked leader's help. Under 6 the rule cannot matter, so
 * the words leave it out; without a leader it is cited as tyw's reading, not as 7.3 plain.
 */
import { describe, expect, it } from 'vitest';
import { asked, odds, run, runAll, SAMPLE, stateOf } from './fixtures.js';

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
