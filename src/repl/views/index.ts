/**
 * The REPL's views per rule set, by rule set id: a new rule set adds its own file and one
 * line here. `tyw replay` and `tyw report` find a battle's standing through the same table.
 */
import type { Ruleset } from '../../engine/ruleset.js';
import { RULESETS } from '../../rulesets/index.js';
import { devilViews } from './devil.js';
import { genericViews } from './generic.js';
import { tillyViews } from './tilly.js';
import type { RulesetViews } from './types.js';

const VIEWS: Readonly<Record<string, RulesetViews<any>>> = {
  'devil-rules': devilViews,
  tilly: tillyViews,
};

/** The views of a rule set: its own file, or the generic ones (typed commands only). */
export function viewsFor(rulesetId: string): RulesetViews<unknown> {
  const views = VIEWS[rulesetId];
  if (views) return views as RulesetViews<unknown>;
  const ruleset = (RULESETS as Readonly<Record<string, Ruleset<any, any, any>>>)[rulesetId];
  if (!ruleset) throw new Error(`unknown rule set "${rulesetId}"`);
  return genericViews(ruleset as Ruleset<unknown, unknown, unknown>);
}
