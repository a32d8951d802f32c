/**
 * The words of a Command Roll's outcomes (3.1.3, 3.2, 3.3.8), as `odds` gives them and as the
 * dice rolled by hand read them: who a failure leaves done, and what hangs on a rally.
 */
import type { RollContext } from '../../dice/dice.js';
import type { OrderAction } from './actions.js';
import { commandOdds, dieReading, type FailureWords, rallyOdds } from './command-roll.js';
import { goesOnAfterFailure } from './eligible.js';
import { verb } from '../../engine/english.js';
import { commanderNamed, type OrdersState, unitById } from './state.js';

/** Who a failed Command Roll leaves done (3.1.3), and with the house rule of 3.2, whether the commander goes on, as the roll decides it. */
export function failureWords(s: OrdersState, a: OrderAction): FailureWords {
  const one = a.units.length === 1;
  if (goesOnAfterFailure(s, a.commander, a.units, a.regimentWide)) return one ? 'unit, commander goes on' : 'units, commander goes on';
  return a.regimentWide && !one ? 'units' : 'unit';
}

/** The ordered units' names, Disordered or not: only a Disordered unit's rally roll matters (3.3.8). */
export function byDisorder(s: OrdersState, a: OrderAction): { disordered: string[]; steady: string[] } {
  const units = a.units.map((id) => unitById(s, id));
  return { disordered: units.filter((x) => x.disordered).map((x) => x.name), steady: units.filter((x) => !x.disordered).map((x) => x.name) };
}

/** 3.3.8: what the Command Roll's label adds when orders after a rally hang on the rally roll. */
export function afterRally(s: OrdersState, a: OrderAction): (k: number) => string {
  const at = a.orders.indexOf('rally');
  // By house rule rallyOneRoll the Command Roll is the rally roll: accepted, the unit has rallied.
  if (at < 0 || s.houseRules.rallyOneRoll || byDisorder(s, a).disordered.length === 0) return () => '';
  return (k) => {
    const later = a.orders.slice(at + 1, k).join(', ');
    if (later === '') return '';
    return a.units.length === 1 ? `; ${later} only if the rally passes` : `; a Disordered unit's ${later} only if its rally passes`;
  };
}

/** 3.1.3 step 5: a row of some orders accepted names them, in order of issue, as the result does; then what hangs on a rally. */
export function acceptedWords(s: OrdersState, a: OrderAction): (k: number) => string {
  const rally = afterRally(s, a);
  return (k) => `${k > 0 && k < a.orders.length ? ` (${a.orders.slice(0, k).join(', ')})` : ''}${rally(k)}`;
}

/**
 * 3.1.3: how the Command Roll's two dice read, with each outcome's chance as `odds` labels it.
 * Given to the dice when a guard's d6 came first (3.3.4): by hand they are then asked with this
 * reading, not with the whole line's `mods`, which would show the guard's roll as still to come.
 */
export function commandReading(s: OrdersState, a: OrderAction, stage: string, commander: string, against: number): RollContext {
  const n = a.orders.length;
  const who = a.units.length === 1 ? unitById(s, a.units[0] ?? '').name : `${a.units.length} units`;
  const how = `${commander} ${verb(commanderNamed(s, commander), 'orders')} ${who}: 2d6 against rating ${against}, ${n} order${n === 1 ? '' : 's'}: ${a.orders.join(', ')} (3.1.3)`;
  return dieReading(stage, commander, how, commandOdds(against, n, s.houseRules, failureWords(s, a), acceptedWords(s, a)));
}

/** 3.3.8: how a rally roll's two dice read, for the same case (the Command Roll read alone, without `mods`). */
export function rallyReading(s: OrdersState, a: OrderAction, stage: string, unit: string, rating: number): RollContext {
  const at = a.orders.indexOf('rally');
  const odds = rallyOdds(rating, rating, a.orders.length, at, s.houseRules, at < a.orders.length - 1);
  return dieReading(stage, unit, `2d6 against rating ${rating} (3.3.8)`, odds.roll);
}
