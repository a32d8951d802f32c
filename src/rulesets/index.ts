import type { Ruleset } from '../engine/ruleset.js';
import { devilRules } from './devil/index.js';
import type { RulesetId } from './formats.js';
import { ordersRules } from './orders-draft/index.js';
import { scrubyRules } from './scruby/index.js';
import { pikeAndShotRules } from './pike-and-shot/index.js';
import { tillyRules } from './tilly/index.js';

export { isRulesetId, RULESET_IDS, type RulesetId } from './formats.js';

/**
 * The registry of playable rule sets: a closed union keyed like SCENARIO_FORMATS. The engine
 * never names a rule set; everything goes through the `Ruleset` interface.
 */
export const RULESETS: { readonly [K in RulesetId]: Ruleset<any, any, any> } = {
  'devil-rules': devilRules,
  tilly: tillyRules,
  'orders-draft': ordersRules,
  scruby: scrubyRules,
  'pike-and-shot': pikeAndShotRules,
};
