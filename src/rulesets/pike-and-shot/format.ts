/** The scenario half of the rule set: what `tyw check` and `tyw schema` load. */
import type { ScenarioFormat } from '../../engine/ruleset.js';
import { checkPsScenario, summarizePs } from './scenario.js';
import { type PsParsed, psScenarioSchema } from './scenario-schema.js';
import type { PsScenario } from './state.js';

export const pikeAndShotFormat: ScenarioFormat<PsScenario, PsParsed> = {
  id: 'pike-and-shot',
  title: 'Pike & Shot',
  get scenarioSchema() {
    return psScenarioSchema();
  },
  build: checkPsScenario,
  summarize: summarizePs,
};
