/** Seed 002, 2.5 to 2.9.1: the scenario's profile, commanders and the loss of a commander. */
import { describe, expect, it } from 'vitest';
import { parseThen } from '../../../src/engine/scenario-schema.js';
import { checkOrdersScenario, ordersScenarioSchema } from '../../../src/rulesets/orders-draft/scenario.js';
import { commander, play, raw, refusal, start, u } from './fixtures.js';

const check = (data: unknown) => parseThen(ordersScenarioSchema(), data, checkOrdersScenario);

describe('2.5 and 2.6: types, ranks and the profile', () => {
  it('reads attacks as melee/ranged and gives each unit an id', () => {
    const s = start();
    expect(u(s, 'A1')).toMatchObject({ name: 'Blue 1', attacks: { melee: 1, ranged: 0 }, defence: 4, stands: 4, width: 4 });
    expect(s.regiments.map((r) => r.id)).toEqual(['AC1', 'AC2', 'BC1']);
  });

  it('refuses an unknown type and a rating above 10 (3.1.3)', () => {
    const data = raw() as { sides: { regiments: { commander: { rating: number }; units: { type: string }[] }[] }[] };
    data.sides[0]!.regiments[0]!.commander.rating = 11;
    data.sides[0]!.regiments[0]!.units[0]!.type = 'musketeer';
    const r = check(data);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.message).sort()).toEqual([
      'rating must be an integer from 1 to 10, not 11','unknown unit type "musketeer" (did you mean "musketeers"?)']);
  });
});

describe('2.9.1 the loss of a commander', () => {
  it('every unit of the regiment takes a Morale Check, failures leave, then a unit is promoted no better than the fallen', () => {
    let s = play(start(), 'kill AC1');
    expect(s.regiments[0]?.moraleDue).toEqual(['A1', 'A2', 'A3']);
    expect(refusal(s, 'promote A1 --rating 5')).toMatch(/Morale Checks first/);
    expect(refusal(s, 'order AC1 A1 march', [1, 1])).toMatch(/lost its commander/);
    s = play(play(play(s, 'morale-check A1 fail'), 'morale-check A2 pass'), 'morale-check A3 pass');
    expect(u(s, 'A1').gone).toBe('fled');
    s = play(s, 'promote A2 --rating 5');
    expect(commander(s, 'AC1')).toMatchObject({ name: 'Blue 2', rank: 'general', rating: 5, status: 'waiting' });
    expect(s.regiments[0]?.moraleDue).toEqual([]);
  });

  it('the promoted rank is never better than the fallen one', () => {
    let s = play(play(start(), 'kill AC2'), 'morale-check A4 pass');
    expect(refusal(s, 'promote A4 --rating 5 --rank general')).toMatch(/no better than the fallen hero/);
    s = play(s, 'promote A4 --rating 5');
    expect(commander(s, 'AC2')).toMatchObject({ name: 'Blue Horse', rank: 'hero', rating: 5 });
    expect(u(s, 'A4').gone).toBe('promoted');
  });
});
