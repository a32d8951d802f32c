/**
 * Which units of a regiment may still take orders (3.1.3, 3.2): what "all" means in a
 * regiment-wide order, and whether a commander goes on after a failed one (house rule).
 */
import { canBeOrdered, onTable, type OrdersState, regimentById, regimentUnits, type UnitState } from './state.js';
import type { OrderKind } from './types.js';

/** The units of a regiment that may still receive some order this phase (Rally counts). */
export function orderableUnits(s: OrdersState, regimentId: string): UnitState[] {
  const r = regimentById(s, regimentId);
  // Asked ahead of the regiment's own Orders phase (odds), its units' orders are those of its last phase: they do not count.
  const ahead = s.step !== 'orders' || r.side !== s.side;
  return regimentUnits(s, r).filter((u) => (ahead ? onTable(u) && !u.stunned : canBeOrdered(u)));
}

/**
 * The units a regiment-wide order means by "all": those that may still be ordered, and take
 * these orders. A Disordered unit takes orders that begin with Rally (3.1.2); Rally is only for
 * a Disordered unit (3.3.8).
 */
export function eligibleUnits(s: OrdersState, regimentId: string, orders: readonly OrderKind[]): UnitState[] {
  return orderableUnits(s, regimentId).filter((u) => (u.disordered ? orders[0] === 'rally' : !orders.includes('rally')));
}

/**
 * 3.2 house rule regimentFailureGoesOn: after a failed regiment-wide order of `units`, the
 * commander goes on only if a unit of his left out of it may still be ordered (Rally counts).
 * The roll and its odds both ask this, on the state before the roll.
 */
export function goesOnAfterFailure(s: OrdersState, regimentId: string, units: readonly string[], regimentWide: boolean): boolean {
  if (!regimentWide || !s.houseRules.regimentFailureGoesOn) return false;
  return orderableUnits(s, regimentId).some((x) => !units.includes(x.id));
}
