/** Seed 000, "Melee" and "Ongoing Combats": a unit in one ongoing combat melees that enemy without naming it. */
import { describe, expect, it } from 'vitest';
import { parseDevilCommand } from '../../../src/rulesets/devil/parse.js';
import { makeState } from './fixtures.js';

const state = makeState({
  attacker: [
    { name: 'Reiters', type: 'cuirassier', bases: 2, engagedWith: ['D1'] },
    { name: 'Horse', type: 'cuirassier', bases: 2, engagedWith: ['D1', 'D2'] },
    { name: 'Cuirassiers', type: 'cuirassier', bases: 2 },
  ],
  defender: [
    { name: 'Tercio', type: 'tercio', bases: 2 },
    { name: 'Dragoons', type: 'dragoons', bases: 2 },
  ],
});

const parsed = (line: string) => parseDevilCommand(state, line);

describe('Ongoing Combats: melee without "at"', () => {
  it('Ongoing Combats: a unit engaged with one enemy melees it without naming it; "at" still works', () => {
    expect(parsed('melee A1')).toMatchObject({ ok: true, value: { kind: 'melee', unit: 'A1', target: 'D1' } });
    expect(parsed('melee A1 at D1 --flank')).toMatchObject({ ok: true, value: { kind: 'melee', unit: 'A1', target: 'D1', aspect: 'flank' } });
  });

  it('Ongoing Combats: engaged with two or none, the unit must name its target, and is told which', () => {
    expect(parsed('melee A2')).toEqual({ ok: false, error: 'Horse is engaged with Tercio (D1) and Dragoons (D2): say which, e.g. melee A2 at D1' });
    // Not "engaged with no enemy": not engaged at all, and told how a contact is made or recorded.
    expect(parsed('melee A3')).toEqual({ ok: false, error: 'Cuirassiers are not in an ongoing combat: a charge makes contact, or record one already made with engage A3 <enemy>.' });
  });
});

describe('Melee: a destroyed unit named without "at"', () => {
  it('Melee: is told it has been destroyed, not that it has no combat', () => {
    const gone = makeState({ attacker: [{ name: 'Cuirassiers', type: 'cuirassier', status: 'destroyed' }], defender: [{ name: 'Tercio', type: 'tercio', bases: 2 }] });
    expect(parseDevilCommand(gone, 'melee A1')).toEqual({ ok: false, error: 'Cuirassiers have been destroyed.' });
  });
});
