/** 7.0: `status` with a name that matches nothing says what it takes: a unit, a side, or nothing; a leader is in `leaders`. */
import { describe, expect, it } from 'vitest';
import { statusView } from '../../../src/rulesets/pike-and-shot/present/views.js';
import { SAMPLE, stateOf } from './fixtures.js';

const refused = (args: string): string => {
  const v = statusView(stateOf(SAMPLE), args);
  if (v.ok) throw new Error(`status ${args} was accepted`);
  return v.error;
};

describe('7.0: status refuses an unknown name with what it takes', () => {
  it('7.0: "status Zz" names units by id or name, the sides, status alone and leaders', () => {
    expect(refused('Zz')).toBe(
      'no unit or side matches "Zz": status takes a unit (its id or name, e.g. A1 or Baldiron), a side (Imperialists or Swedes), or nothing to show every unit; type leaders to list the leaders',
    );
  });

  it('7.0: a near miss of a side, unit or leader is named', () => {
    expect(refused('Swedse')).toContain('(did you mean "Swedes"?)');
    expect(refused('Tily')).toContain('(did you mean "Tilly"?)');
  });

  it('7.0: a leader is still told where he is', () => {
    expect(refused('Tilly')).toMatch(/^Tilly \(AL1\) is a leader, not a unit: he is with Baldiron/);
  });
});
