/**
 * Words found wrong or unclear while playing the sample with the book open (seed 004): each
 * test names the section the words rest on.
 */
import { describe, expect, it } from 'vitest';
import { run, runAll, SAMPLE, stateOf } from './fixtures.js';

describe('moving freely, with the section that frees each type', () => {
  it('7.2, 11.10: light cavalry moves freely by 7.2 and 11.10, not 4.3, which does not name it', () => {
    expect(run(stateOf(SAMPLE), 'move A5 to 0909').text).toContain('(they move freely, 7.2, 11.10)');
  });
  it('4.3, 10.3, 11.11: loose shotte and dragoons cite 4.3 and their own section', () => {
    expect(run(stateOf(SAMPLE), 'move A6 to 0908').text).toContain('(they move freely, 4.3, 11.11)');
    const swedes = runAll(stateOf(SAMPLE), ['next', 'next']);
    expect(run(swedes, 'move B5 to 0610').text).toContain('(they move freely, 4.3, 10.3)');
  });
});
