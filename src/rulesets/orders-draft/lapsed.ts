/**
 * Guard tokens and supports that point at a unit no longer a unit to guard or support: one
 * promoted to commander (2.8 as tyw reads it: no charge is made at a commander, so a guard or
 * a support of him could never act) or one gone from the table (3.3.4, 3.3.5). They lapse,
 * and the result says which, so `status` shows no token pointing nowhere.
 */
import { capitalFirst, its, listWords, them, verb } from '../../engine/english.js';
import { type OrdersState, unitById, withUnit } from './state.js';

export interface Lapsed {
  readonly state: OrdersState;
  /** A sentence naming what lapsed, with a leading space, or '' when nothing did. */
  readonly said: string;
}

export function lapseTowards(s: OrdersState, id: string, why: string): Lapsed {
  const ward = unitById(s, id);
  const guards = s.units.filter((g) => g.id !== id && g.guardToken === id);
  const backers = s.units.filter((p) => p.id !== id && p.supports === id);
  let next = s;
  for (const g of guards) next = withUnit(next, g.id, { guardToken: null });
  for (const p of backers) next = withUnit(next, p.id, { supports: null });
  const parts = [
    ...guards.map((g) => `${g.name} ${verb(g.name, 'loses')} ${its(g.name)} guard token on ${ward.name}`),
    ...backers.map((p) => `${p.name} no longer ${verb(p.name, 'supports')} ${them(ward.name)}`),
  ];
  return { state: next, said: parts.length === 0 ? '' : ` ${capitalFirst(listWords(parts))}: ${why}.` };
}

/** The words for a unit that left the table (routed, fled, destroyed). */
export const goneWords = (s: OrdersState, id: string): string => {
  const u = unitById(s, id);
  return `${u.name} ${verb(u.name, 'has')} left the table (3.3.4, 3.3.5)`;
};

/** The words for a unit promoted to commander: tyw makes no charge at a commander (2.8), so a guard or support of him could never act. */
export const promotedWords = (): string => 'no charge is made at a commander, so none is guarded or supported (2.8, 2.9.1)';
