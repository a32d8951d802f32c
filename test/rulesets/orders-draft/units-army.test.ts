/** Seed 002, sections 1.1 to 2.3, 2.7 and 2.9: the materials, the unit and its stands, the regiment and the army. */
import { describe, expect, it } from 'vitest';
import { parseThen } from '../../../src/engine/scenario-schema.js';
import { checkOrdersScenario, ordersScenarioSchema } from '../../../src/rulesets/orders-draft/scenario.js';
import { ordersRules as ordersRulesTopic } from '../../../src/rulesets/orders-draft/present/rules.js';
import { statusView } from '../../../src/rulesets/orders-draft/present/status.js';
import { ordersStanding } from '../../../src/rulesets/orders-draft/present/standing.js';
import { play, preview, raw, refusal, said, start, u } from './fixtures.js';

/** The text of `rules <topic>`, flattened. */
function topic(name: string): string {
  const r = ordersRulesTopic(name, start());
  if (!r.ok) throw new Error(r.error);
  return JSON.stringify(r.value.blocks);
}

describe('1.1 to 2.3: what the table needs, and the unit', () => {
  it('1.1 playing materials: rules units names the d6, the stands and the ruler in inches', () => {
    expect(topic('units')).toContain('Play needs d6 dice, models on stands, a ruler or tape in inches and a flat table; terrain is optional (1.1).');
  });

  it('2.2 orientation: rules units gives the four facings', () => {
    expect(topic('units')).toContain('front, rear, left flank and right flank');
  });

  it('2.3 stands: 50 mm for artillery, 40 mm for every other unit', () => {
    expect(topic('units')).toContain('Stands are 50 mm square for artillery and 40 mm square for every other unit');
  });

  it('2.1, 2.3: a unit is its stands; one that loses them all is destroyed, not routed, and has no formation left', () => {
    const s = start();
    const after = play(s, 'lose A1 4');
    expect(said(s, 'lose A1 4')).toBe('Blue 1 loses 4 stands: 4 → 0, and is gone.');
    expect(u(after, 'A1')).toMatchObject({ stands: 0, gone: 'destroyed' });
    const shown = statusView(after, 'A1');
    if (!shown.ok) throw new Error(shown.error);
    const row = JSON.stringify(shown.value.blocks);
    expect(row).toContain('"destroyed"');
    expect(row).not.toContain('routed');
    expect(row).not.toContain('1 wide');
    expect(ordersStanding(after).units.find((x) => x.id === 'A1')?.status).toBe('Destroyed');
    // Gone is gone: it takes no orders and no further losses.
    expect(refusal(after, 'order AC1 A1 march', [1, 1])).toBe('Blue 1 is no longer on the table');
    // A rout is still a rout.
    expect(u(play(s, 'rout A1'), 'A1').gone).toBe('routed');
  });
});

describe('2.7 and 2.9: the regiment and the army', () => {
  it('2.7 the regiment: a commander orders all the units of his regiment and no more', () => {
    const s = start();
    expect(refusal(s, 'order AC1 A4 march', [1, 1])).toBe('Blue Horse is not in First: Morse orders only that regiment (3.1.2)');
    const all = play(s, 'regiment AC1 all march', [1, 1]);
    expect(['A1', 'A2', 'A3'].map((id) => u(all, id).phase?.accepted)).toEqual([['march'], ['march'], ['march']]);
    expect(u(all, 'A4').phase).toBeNull();
  });

  it('2.9 the army: one army a player, so a battle has exactly two sides', () => {
    const base = raw() as { sides: unknown[] };
    const one = parseThen(ordersScenarioSchema(), { ...base, sides: base.sides.slice(0, 1) }, checkOrdersScenario);
    expect(one.ok).toBe(false);
    expect(JSON.stringify(one.ok ? null : one.error)).toContain('a battle needs exactly two sides, not 1');
  });
});

describe('3.2 step 1: the units involved are declared before the roll', () => {
  it('3.2 step 1: odds of a regiment-wide "all" name the units it takes, leaving out those that cannot take the orders', () => {
    const s = play(start(), 'disorder A2');
    // Blue 2 is Disordered, so "all march" leaves it out (3.1.2); the head says which two units roll.
    expect(preview(s, 'regiment AC1 all march').target).toBe('2 units (Blue 1 and Blue 3), regiment-wide');
  });
});

describe('3.2 step 1: the units named for a regiment-wide order', () => {
  it('3.2 step 1: a unit named wrong or twice is refused as such, not as a missing "all"', () => {
    const tail = ': name the units of the regiment-wide order (regiment AC1 A1,A2 march), or say all (3.2)';
    expect(refusal(start(), 'regiment AC1 X9 march')).toBe(`no unit matches "X9"${tail}`);
    expect(refusal(start(), 'regiment AC1 A1,A1 march')).toBe(`Blue 1 is listed twice${tail}`);
    expect(refusal(start(), 'regiment AC1 al march')).toMatch(/^no unit matches "al"/);
    // The orders where the units go: "all" is what was left out, and the refusal says so.
    expect(refusal(start(), 'regiment AC1 march')).toBe('regiment needs "all" before orders (did you mean "regiment AC1 all march"?)');
    expect(refusal(start(), 'regiment AC1 march,charge')).toMatch(/^regiment needs "all" before orders/);
    // Nothing after the commander still asks for "all" or the units, as before.
    expect(refusal(start(), 'regiment AC1')).toMatch(/^regiment needs orders/);
    expect(play(start(), 'regiment AC1 A1,A2 march', [1, 1])).toBeTruthy();
  });
});

describe('3.1.3 step 5: more orders than the best roll can accept', () => {
  it('3.1.3 step 5: odds say how many orders a roll of 2 accepts when more are declared', () => {
    // Rating 7: a roll of 2 is 5 points under, so the sixth march can never be accepted.
    expect(preview(start(), 'order AC1 A1 march,march,march,march,march,march').note).toContain('; at most 5 can be accepted, on a roll of 2 (3.1.3)');
    expect(preview(start(), 'order AC1 A1 march,march,march,march,march').note).not.toContain('at most');
  });
});
