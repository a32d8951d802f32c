/** Seed 004: combat defects found in review (6.2, 7.3, 5.2, 6.5, 6.6, 11.3, 11.4, 7.4, 12.2, 6.3), each pinned by the section it reads. */
import { describe, expect, it } from 'vitest';
import { odds, refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

/** The sample at the Imperial combat phase. */
const combat = () => run(stateOf(SAMPLE), 'next').state;

describe('6.2, 7.0 a leader named where a unit is wanted', () => {
  it('6.2: recover, odds recover, set and eliminate of a leader are refusals, not crashes', () => {
    const s = combat();
    expect(refusal(s, 'recover AL1')).toMatch(/AL1 is a leader, Tilly: leaders do not recover/);
    expect(() => odds(s, 'recover AL1')).toThrow(/is a leader/);
    expect(refusal(s, 'set AL1 disordered')).toMatch(/is a leader/);
    expect(refusal(s, 'eliminate AL1')).toMatch(/is a leader/);
  });
});
