/** Typing slips in Pike & Shot commands get a hint: a swapped pair of letters in the command word, a hex after the unit without "to" (4.0, 6.3, 6.6). */
import { describe, expect, it } from 'vitest';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import { SAMPLE, stateOf } from './fixtures.js';

const refused = (line: string): string => {
  const r = parsePsCommand(stateOf(SAMPLE), line);
  if (r.ok) throw new Error(`${line} was not refused`);
  return r.error;
};

describe('typo hints', () => {
  it('4.0: a command word with two letters swapped gets "did you mean"', () => {
    expect(refused('mvoe A1 to 0609')).toBe('unknown command "mvoe"; did you mean move? (help lists them)');
    expect(refused('fier A1 at B5')).toBe('unknown command "fier"; did you mean fire? (help lists them)');
  });
  it('4.0, 6.3, 6.6: a hex right after the unit, "to" left out, gets the line with "to" put back', () => {
    expect(refused('move A1 0609')).toBe('unexpected "0609" (did you mean "move A1 to 0609"?)');
    expect(refused('move Baldiron 0609 --hexes 2')).toMatch(/\(did you mean "move Baldiron to 0609 --hexes 2"\?\)/);
    expect(refused('retreat B5 0715')).toMatch(/\(did you mean "retreat B5 to 0715"\?\)/);
    expect(refused('advance A1 0609')).toMatch(/\(did you mean "advance A1 to 0609"\?\)/);
  });
  it('4.5, 5.5, 6.5: a mistyped reaction names the three and the one meant', () => {
    expect(refused('react B4 chrage A2')).toBe('reaction is fire, melee or charge, not "chrage" (did you mean "charge"?)');
    expect(refused('fow react B4 fier A2')).toBe('reaction is fire, melee or charge, not "fier" (did you mean "fire"?)');
    expect(refused('react B4 shoot A2')).toBe('reaction is fire, melee or charge, not "shoot"');
  });

  it('4.0: no such hint where the keyword was given', () => {
    expect(refused('move A1 to 0609 0610')).not.toMatch(/did you mean/);
  });
});
