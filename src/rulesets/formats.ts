import type { ScenarioFormat } from '../engine/ruleset.js';
import { devilFormat } from './devil/format.js';
import { ordersFormat } from './orders-draft/format.js';
import { scrubyFormat } from './scruby/format.js';
import { pikeAndShotFormat } from './pike-and-shot/format.js';
import { tillyFormat } from './tilly/format.js';

/**
 * The closed list of rule sets, by their scenario half (as chessops lists its variants).
 * `tyw check` and `tyw schema` need only this; `src/rulesets/index.ts` adds the engines.
 * Adding a rule set means a folder under src/rulesets and one line here and there.
 */
export const SCENARIO_FORMATS = {
  'devil-rules': devilFormat,
  tilly: tillyFormat,
  'orders-draft': ordersFormat,
  scruby: scrubyFormat,
  'pike-and-shot': pikeAndShotFormat,
} as const satisfies Record<string, ScenarioFormat<any>>;

export type RulesetId = keyof typeof SCENARIO_FORMATS;

export const RULESET_IDS = Object.keys(SCENARIO_FORMATS) as RulesetId[];

export function isRulesetId(id: string): id is RulesetId {
  return Object.hasOwn(SCENARIO_FORMATS, id);
}
