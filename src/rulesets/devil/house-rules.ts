/**
 * Designed table values can be overridden by a scenario's `houseRules:` map (key -> integer).
 * Every lookup of a designed number goes through `designed`, so an override shows up in
 * the itemised breakdown as "(house rule)".
 *
 * The keys and their ranges are listed in house-rule-keys.ts, which the scenario loader
 * needs without the tables; each table module names one row per key.
 */
import type { Modifier, ScenarioIssue } from '../../engine/ruleset.js';
import { didYouMean } from '../../engine/suggest.js';
import { houseRuleKeys, houseRuleRanges, type Range } from './house-rule-keys.js';
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

export { houseRuleKeys } from './house-rule-keys.js';

export function isHouseRuleKey(key: string): boolean {
  return houseRuleRanges().has(key);
}

/** The values a key accepts, inclusive. */
export function houseRuleRange(key: string): Range {
  const range = houseRuleRanges().get(key);
  if (!range) throw new Error(`no house rule "${key}"`);
  return range;
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
