/** The REPL's views per rule set: a second rule set adds its own file and one line here. */
import type { RulesetViews } from './types.js';
import { devilViews } from './devil.js';

const VIEWS: Readonly<Record<string, RulesetViews<any>>> = {
  'devil-rules': devilViews,
};

export function viewsFor(rulesetId: string): RulesetViews<unknown> {
  const views = VIEWS[rulesetId];
  if (!views) throw new Error(`no REPL views for rule set "${rulesetId}"`);
  return views as RulesetViews<unknown>;
}
