/**
 * Loading a scenario to play it: read and validate it (read-scenario.ts), then attach the
 * rule set that plays it. `tyw check` uses read-scenario.ts alone and never loads an engine.
 */
import type { Ruleset } from '../engine/ruleset.js';
import { RULESETS } from '../rulesets/index.js';
import { type ReadScenario, readScenarioFile, readScenarioText } from './read-scenario.js';

export { describeValue, locate, MAX_ALIAS_COUNT, MAX_NESTING, MAX_SCENARIO_BYTES, MAX_TOKENS } from './read-scenario.js';

export interface LoadedScenarioFile extends ReadScenario {
  readonly ruleset: Ruleset;
}

const withRuleset = (read: ReadScenario): LoadedScenarioFile => ({ ...read, ruleset: RULESETS[read.rulesetId] as Ruleset });

/** Read, check and validate a scenario file. `displayName` is how messages name it. */
export async function loadScenarioFile(path: string, displayName: string = path): Promise<LoadedScenarioFile> {
  return withRuleset(await readScenarioFile(path, displayName));
}

/** Check and validate scenario text; `file` names it in messages. */
export function parseScenarioText(text: string, file: string, options: { readonly oneLine?: boolean } = {}): LoadedScenarioFile {
  return withRuleset(readScenarioText(text, file, options));
}
