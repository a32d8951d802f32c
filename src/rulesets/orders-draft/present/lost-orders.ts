/**
 * A line that would end a commander's orders while units of his could still take some
 * (3.1.3 steps 1 and 7: choosing another commander; `next` ending the phase) asks first, so a
 * mistyped commander or an early `next` loses no orders unasked: typed at the keyboard, and
 * chosen from the guided menus alike. Scripts are not asked.
 */
import { listWords, possessive } from '../../../engine/english.js';
import type { OrdersAction } from '../actions.js';
import { orderableUnits } from '../eligible.js';
import { type OrdersState, regimentById } from '../state.js';
import { ordersPhaseOf } from '../side-words.js';

/** A regiment of the side in its Orders phase whose commander is not done, with the units he could still order. */
function stillToOrder(s: OrdersState, id: string): readonly string[] {
  const r = regimentById(s, id);
  if (r.side !== s.side || !r.commander || r.commander.status === 'done') return [];
  return orderableUnits(s, id).map((u) => u.name);
}

/** The question before ordering with the commander of `regimentId`, or null when the one giving orders loses none. */
export function switchQuestion(s: OrdersState, regimentId: string): string | null {
  if (s.step !== 'orders') return null;
  const active = s.regiments.find((r) => r.side === s.side && r.commander?.status === 'active' && r.id !== regimentId);
  const left = active ? stillToOrder(s, active.id) : [];
  if (!active?.commander || left.length === 0) return null;
  const next = regimentById(s, regimentId).commander?.name ?? regimentId;
  return `${active.commander.name} could still order ${listWords(left)}; ordering with ${next} ends ${possessive(active.commander.name)} orders for this phase, and ${left.length === 1 ? 'that unit stands' : 'those units stand'} ready (3.1.3). Go on?`;
}

/** The question before `next` ends the Orders phase, or null when no commander could still order a unit. */
export function nextQuestion(s: OrdersState): string | null {
  if (s.step !== 'orders') return null;
  const waiting = s.regiments.filter((r) => r.side === s.side && stillToOrder(s, r.id).length > 0);
  if (waiting.length === 0) return null;
  const units = waiting.flatMap((r) => stillToOrder(s, r.id));
  const who = listWords(waiting.map((r) => r.commander?.name ?? r.name));
  // The units named, as the question before another commander names them: the players see which stand ready.
  return `${who} could still order ${listWords(units)}; next ends ${ordersPhaseOf(s.sides[s.side])}, and ${units.length === 1 ? 'that unit stands' : `those ${units.length} units stand`} ready (3.1.3). End it?`;
}

/** The question to ask before `action` (already known to be accepted), or null when no order is lost. */
export function lostOrdersQuestion(s: OrdersState, action: OrdersAction): string | null {
  if (action.kind === 'order') return switchQuestion(s, action.commander);
  if (action.kind === 'next') return nextQuestion(s);
  return null;
}
