/**
 * `tyw schema`: the JSON Schema (draft 2020-12) of the scenario format, one branch per rule
 * set, chosen by `ruleset`. Editors use it for completion and help while writing YAML:
 * start a scenario with `# yaml-language-server: $schema=<path to scenario.schema.json>`.
 */
import * as z from 'zod/mini';
import { RULESET_IDS, SCENARIO_FORMATS as RULESETS } from '../../rulesets/formats.js';
import type { Output } from '../output.js';

export const JSON_SCHEMA_DRAFT = 'https://json-schema.org/draft/2020-12/schema';

/** The schema as a plain object; `docs/scenario.schema.json` is this, pretty-printed. */
export function scenarioJsonSchema(): Record<string, unknown> {
  const branches = RULESET_IDS.map((id) => {
    const ruleset = RULESETS[id];
    const { $schema: _drop, ...branch } = z.toJSONSchema(ruleset.scenarioSchema, { target: 'draft-2020-12', io: 'input' }) as Record<
      string,
      unknown
    >;
    return { title: `${ruleset.title} scenario`, ...branch };
  });
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: 'tyw scenario',
    description:
      "An order of battle for tyw: the rule set, a title and two sides with their forces, in the rule set's own format (leaders and units, commands, brigades or regiments; Pike & Shot adds the folio's CRT and TEC). Check a file with `tyw check <file>`.",
    type: 'object',
    required: ['ruleset'],
    properties: {
      ruleset: { description: 'Which rule set the scenario is for.', enum: [...RULESET_IDS] },
    },
    oneOf: branches,
  };
}

/** The text `tyw schema` prints (and the committed docs/scenario.schema.json holds). */
export function scenarioJsonSchemaText(): string {
  return JSON.stringify(scenarioJsonSchema(), null, 2);
}

export function schemaCommand(out: Output): void {
  out.out(scenarioJsonSchemaText());
}
