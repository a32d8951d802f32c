/**
 * The registry of rule-set presentations: how each rule set is shown (header, views, help,
 * menus, standing), keyed like RULESETS. The REPL, replay and report find a rule set's
 * presentation here and nowhere else; adding a rule set adds one line.
 */
import type { RulesetPresentation } from '../present/ruleset.js';
import { devilPresentation } from './devil/presentation.js';
import { isRulesetId, type RulesetId } from './formats.js';
import { ordersPresentation } from './orders-draft/presentation.js';
import { scrubyPresentation } from './scruby/presentation.js';
import { pikeAndShotPresentation } from './pike-and-shot/presentation.js';
import { tillyPresentation } from './tilly/presentation.js';

export const PRESENTATIONS: { readonly [K in RulesetId]: RulesetPresentation<any> } = {
  'devil-rules': devilPresentation,
  tilly: tillyPresentation,
  'orders-draft': ordersPresentation,
  scruby: scrubyPresentation,
  'pike-and-shot': pikeAndShotPresentation,
};

/** The presentation of a rule set, by its id (from a scenario or a journal, already checked). */
export function presentationFor(rulesetId: string): RulesetPresentation<unknown> {
  if (!isRulesetId(rulesetId)) throw new Error(`unknown rule set "${rulesetId}"`);
  return PRESENTATIONS[rulesetId] as RulesetPresentation<unknown>;
}
