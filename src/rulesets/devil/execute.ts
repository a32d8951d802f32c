/**
 * The While the Devil Rules `execute`: every action goes through the turn engine
 * (turn.ts), which enforces the turn sequence of seed 000 and answers with events and
 * itemised results; the new state is the old one with the events applied.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { ActionOutcome } from '../../engine/ruleset.js';
import { ok, type Result } from '../../engine/result.js';
import type { CombatResolvers, DevilAction, Resolver } from './actions.js';
import { applyEvents } from './events.js';
import type { DevilState } from './state.js';
import { resolveCharge } from './charge.js';
import { resolveAdvancingFire, resolveFire } from './fire.js';
import { resolveMelee } from './melee-resolve.js';
import { resolveSpread } from './spread.js';
import { executeTurn } from './turn.js';

/**
 * `Resolution.action` is a lower-case kebab id for clients (`--json`, the journal): "fire",
 * "advancing-fire", "charge", "defensive-fire", "contact-fire", "melee", "regroup"... The
 * fire table names its two actions by their stage ("Fire", "Advancing fire", which is also
 * what a hand-rolled die shows); they get their ids here.
 */
const FIRE_ACTION_IDS: Readonly<Record<string, string>> = { Fire: 'fire', 'Advancing fire': 'advancing-fire' };
function withActionIds<R>(resolver: Resolver<R>): Resolver<R> {
  return (state, request, dice) => {
    const r = resolver(state, request, dice);
    if (!r.ok) return r;
    return ok({ ...r.value, results: r.value.results.map((x) => ({ ...x, action: FIRE_ACTION_IDS[x.action] ?? x.action })) });
  };
}

/** The combat tables, as the turn engine calls them. */
export const DEVIL_COMBAT: CombatResolvers = {
  fire: withActionIds(resolveFire),
  advancingFire: withActionIds(resolveAdvancingFire),
  melee: resolveMelee,
  charge: resolveCharge,
  spread: resolveSpread,
};

export function executeDevil(state: DevilState, action: DevilAction, dice: DiceSource): Result<ActionOutcome<DevilState>, string> {
  const r = executeTurn(state, action, dice, DEVIL_COMBAT);
  if (!r.ok) return r;
  const { events, results } = r.value;
  return ok({ state: applyEvents(state, events), events, results });
}
