/**
 * Designed table values can be overridden by a scenario's `houseRules:` map (key -> integer).
 * Every lookup of a designed number goes through `designed`, so an override shows up in
 * the itemised breakdown as "(house rule)".
 */
import type { Modifier } from '../../engine/ruleset.js';
import type { DevilState } from './state.js';

export interface TableValue {
  readonly value: number;
  readonly houseRule: boolean;
}

export function designed(state: Pick<DevilState, 'houseRules'>, key: string, value: number): TableValue {
  const override = state.houseRules[key];
  return override === undefined ? { value, houseRule: false } : { value: override, houseRule: true };
}

/** A modifier row from a designed table entry; zero-valued rows are dropped by callers if they wish. */
export function modifier(state: Pick<DevilState, 'houseRules'>, key: string, label: string, value: number, reason: string): Modifier {
  const v = designed(state, key, value);
  return v.houseRule ? { label: `${label} (house rule)`, value: v.value, reason, houseRule: true } : { label, value: v.value, reason };
}

/** Every key a house rule may override, filled in by the tables as they register. */
export const HOUSE_RULE_KEYS = new Set<string>();
export function registerKeys(keys: Iterable<string>): void {
  for (const k of keys) HOUSE_RULE_KEYS.add(k);
}
