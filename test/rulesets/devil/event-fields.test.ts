/**
 * Replay rebuilds the state from events, so no state may hang on an event's words:
 * "Charges" (a reaction uses the unit's action, and the refusal names it) and
 * "Army Morale" (the battle's outcome) read structured fields or the state, never `text`.
 */
import { describe, expect, it } from 'vitest';
import { applyEvent } from '../../../src/rulesets/devil/events.js';
import { armyCheck } from '../../../src/rulesets/devil/morale.js';
import { makeState, unit } from './fixtures.js';

describe('Charges: the reaction that used a unit\'s action comes from the event\'s field', () => {
  const s = makeState({ attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }], defender: [{ name: 'Dutch', type: 'dutch-battalion' }] });
  it('records `for` whatever the words say', () => {
    const after = applyEvent(s, { type: 'acted', unit: 'D1', for: 'pass-through fire', text: 'Any words at all.' });
    expect(unit(after, 'D1').actedFor).toBe('pass-through fire');
  });
  it('words that look like a reaction, without the field, record none', () => {
    const after = applyEvent(s, { type: 'acted', unit: 'D1', text: 'Dutch has acted (defensive fire).' });
    expect(unit(after, 'D1').acted).toBe(true);
    expect(unit(after, 'D1').actedFor).toBeUndefined();
  });
});

describe('Army Morale: the outcome is worded from the state, not copied from the event', () => {
  it('a broken army\'s outcome reads the same whatever text the event carries', () => {
    const s = makeState({ attacker: [{ name: 'Cuirassiers', type: 'cuirassier', status: 'destroyed' }], defender: [{ name: 'Dutch', type: 'dutch-battalion' }] });
    const low = { ...s, sides: s.sides.map((side) => ({ ...side, breakPoint: 1 })) as unknown as typeof s.sides };
    const check = armyCheck(low).event;
    expect(check.type === 'army-check' && check.over).toBe(true);
    const after = applyEvent(low, { ...check, text: 'Tampered words.' });
    expect(after.outcome?.text).toBe(check.text);
    expect(after.outcome?.text).not.toBe('Tampered words.');
  });
});
