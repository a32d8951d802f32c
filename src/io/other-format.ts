/**
 * The other-format guess: a file whose keys fit one other rule set's scenario format alone
 * (a Scruby file labelled tilly, or one with no ruleset key) names that rule set.
 */
import type { ScenarioFormat } from '../engine/ruleset.js';
import { RULESET_IDS, SCENARIO_FORMATS, type RulesetId } from '../rulesets/formats.js';
import { checkSchema } from './schema-messages.js';

/** The scenario format of a rule set, as the loader uses it (each rule set's is typed to its own scenario). */
export const formatOf = (id: RulesetId): ScenarioFormat => SCENARIO_FORMATS[id] as unknown as ScenarioFormat;

const unknownKeys = (problems: readonly { readonly message: string; readonly atKey: boolean }[]): number =>
  problems.filter((p) => p.atKey && p.message.startsWith('unknown key')).length;

/** The one other rule set whose format knows every key of a file its own rule set (if named) finds unknown keys in (a scruby file labelled tilly). */
export function otherFormat(id: RulesetId | undefined, data: unknown, problems: readonly { readonly message: string; readonly atKey: boolean }[]): ScenarioFormat | undefined {
  if (id !== undefined && unknownKeys(problems) === 0) return undefined;
  // Only a format that alone knows every key: a file of a title and little else fits them all.
  const fitting = RULESET_IDS.filter((other) => {
    if (other === id) return false;
    const checked = checkSchema(formatOf(other).scenarioSchema, { ...(data as object), ruleset: other });
    return checked.ok || unknownKeys(checked.problems) === 0;
  });
  return fitting.length === 1 ? formatOf(fitting[0] as RulesetId) : undefined;
}
