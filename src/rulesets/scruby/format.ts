/** The scenario half of the rule set: what `tyw check` and `tyw schema` load. */
import type { ScenarioFormat } from '../../engine/ruleset.js';
import { checkScrubyScenario, type ScrubyParsed, scrubyScenarioSchema, summarizeScruby } from './scenario.js';
import type { ScrubyScenario } from './state.js';

export const scrubyFormat: ScenarioFormat<ScrubyScenario, ScrubyParsed> = {
  id: 'scruby',
  title: "Jack Scruby's Thirty Years War rules",
  get scenarioSchema() {
    return scrubyScenarioSchema();
  },
  build: checkScrubyScenario,
  summarize: summarizeScruby,
};
