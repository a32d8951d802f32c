/** Charges resolved with fixed dice, for the charge tests: every die used, nothing rolled when refused. */
import { expect } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import type { ChargeRequest } from '../../../src/rulesets/devil/actions.js';
import { resolveCharge } from '../../../src/rulesets/devil/charge.js';
import { applyEvents } from '../../../src/rulesets/devil/events.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { dice } from './fixtures.js';

/** Resolve a charge that must be accepted and use exactly these dice; its steps and the state after. */
export function runCharge(state: DevilState, req: ChargeRequest, ...rolls: number[]) {
  const d = dice(...rolls);
  const r = resolveCharge(state, req, d);
  if (!r.ok) throw new Error(r.error);
  expect(d.unused()).toBe(0);
  return { ...r.value, rolled: d.rolled, steps: r.value.results.map((x) => x.action), after: applyEvents(state, r.value.events) };
}

/** The refusal of a charge that must be refused before any die is rolled. */
export function chargeRefusal(state: DevilState, req: ChargeRequest): string {
  const d = handDice([]);
  const r = resolveCharge(state, req, d);
  if (r.ok) throw new Error('accepted');
  expect(d.rolled).toEqual([]);
  return r.error;
}
