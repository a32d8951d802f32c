/** The scenario half of the rule set: what `tyw check` and `tyw schema` load. */
import type { ScenarioFormat } from '../../engine/ruleset.js';
import { checkDevilScenario, type DevilParsed, devilScenarioSchema, summarizeDevil } from './scenario.js';
import type { DevilScenario } from './state.js';

export const devilFormat: ScenarioFormat<DevilScenario, DevilParsed> = {
  id: 'devil-rules',
  title: 'While the Devil Rules',
  get scenarioSchema() {
    return devilScenarioSchema();
  },
  build: checkDevilScenario,
  summarize: summarizeDevil,
};
