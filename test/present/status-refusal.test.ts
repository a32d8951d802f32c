import { describe, expect, it } from 'vitest';
import { statusRefusal } from '../../src/present/status-refusal.js';

describe('status <name> that finds nothing: one wording in every rule set', () => {
  const takes = { kinds: ['unit', 'leader', 'side'], sides: ['Swedes', 'Imperialists'] as [string, string], sideIds: 'A or D', example: { id: 'A1', name: 'Blue Brigade' } };

  it('names the kinds looked for, then what status takes, with the battle\'s own examples', () => {
    expect(statusRefusal('no unit matches "zz"', 'zz', takes)).toBe(
      'no unit, leader or side matches "zz": status takes a unit (its id or name, e.g. A1 or Blue Brigade), a leader, a side (Swedes or Imperialists; A or D), or nothing to show every unit',
    );
    expect(statusRefusal('no unit matches "zz": the units are A1 and A2', 'zz', { kinds: ['unit', 'side'], sides: ['Red', 'Blue'], more: 'leaders lists the leaders' })).toBe(
      'no unit or side matches "zz": status takes a unit (its id or name), a side (Red or Blue), or nothing to show every unit; leaders lists the leaders',
    );
  });

  it('keeps the resolver\'s suggestion of a near miss instead', () => {
    expect(statusRefusal('no unit matches "Bluu" (did you mean Blue Brigade?)', 'Bluu', takes)).toBe('no unit, leader or side matches "Bluu" (did you mean Blue Brigade?)');
  });

  it('leaves a refusal that is no miss as the resolver words it', () => {
    const ambiguous = '"B" could be A1 or A2';
    expect(statusRefusal(ambiguous, 'B', takes)).toBe(ambiguous);
  });
});
