/**
 * Designed table values can be overridden by a scenario's `houseRules:` map (key -> integer).
 * Every lookup of a designed number goes through `designed`, so an override shows up in
 * the itemised breakdown as "(house rule)".
 *
 * The keys are a static list: each table module exports its own keys and ranges
 * (`COMBAT_TABLE_KEYS`/`COMBAT_KEY_RANGES`, `TURN_TABLE_KEYS`/`TURN_KEY_RANGES`) and
 * `houseRuleKeys()` joins them. The join is computed on first use, not at load time,
 * because turn-tables.ts imports this module too.
 */
import type { Modifier, ScenarioIssue } from '../../engine/ruleset.js';
import { didYouMean } from '../../engine/suggest.js';
import { COMBAT_KEY_RANGES, COMBAT_TABLE_KEYS } from './combat-tables.js';
import type { DevilState } from './state.js';
import { TURN_KEY_RANGES, TURN_TABLE_KEYS } from './turn-tables.js';

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

let keys: readonly string[] | undefined;
let keySet: ReadonlySet<string> | undefined;

/** Every key a house rule may override, sorted. */
export function houseRuleKeys(): readonly string[] {
  keys ??= [...new Set([...COMBAT_TABLE_KEYS, ...TURN_TABLE_KEYS])].sort();
  return keys;
}

export function isHouseRuleKey(key: string): boolean {
  keySet ??= new Set(houseRuleKeys());
  return keySet.has(key);
}

/** Keys without a range of their own accept what the scenario schema allows. */
const DEFAULT_RANGE: readonly [number, number] = [-10, 10];

/** The values a key accepts, inclusive, as the table module that owns it defines them. */
export function houseRuleRange(key: string): readonly [number, number] {
  return COMBAT_KEY_RANGES.get(key) ?? TURN_KEY_RANGES.get(key) ?? DEFAULT_RANGE;
}

/**
 * Problems with a scenario's `houseRules:` map: unknown keys (with "did you mean"), values
 * that are not integers, and values outside the key's range. Paths are YAML paths.
 */
export function validateHouseRules(houseRules: Readonly<Record<string, unknown>>): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  for (const [key, value] of Object.entries(houseRules)) {
    const path = ['houseRules', key];
    if (key.startsWith('move.heavy-artillery.')) {
      issues.push({ path, message: `house rule "${key}" cannot be set: the rule book lets heavy artillery only pivot in place (Movement), so it has no allowance to change` });
      continue;
    }
    if (!isHouseRuleKey(key)) {
      issues.push({ path, message: `unknown house rule "${key}"${didYouMean(key, houseRuleKeys())}` });
      continue;
    }
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      issues.push({ path, message: `house rule "${key}" must be a whole number, not ${JSON.stringify(value)}` });
      continue;
    }
    const [min, max] = houseRuleRange(key);
    if (value < min || value > max) issues.push({ path, message: `house rule "${key}" must be from ${min} to ${max}, not ${value}` });
  }
  return issues;
}
