import type { Ruleset } from '../engine/ruleset.js';
import { devilRules } from './devil/index.js';
import { tillyRules } from './tilly/index.js';

/**
 * The registry: a closed union of rule sets (as chessops lists its variants). Adding a
 * rule set means a new folder under src/rulesets and one line here; the engine is untouched.
 */
export const RULESETS = {
  'devil-rules': devilRules,
  tilly: tillyRules,
} as const satisfies Record<string, Ruleset<any, any, any>>;

export type RulesetId = keyof typeof RULESETS;

export const RULESET_IDS = Object.keys(RULESETS) as RulesetId[];

export function isRulesetId(id: string): id is RulesetId {
  return Object.hasOwn(RULESETS, id);
}
