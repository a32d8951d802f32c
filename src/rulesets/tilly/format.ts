/** The scenario half of the rule set: what `tyw check` and `tyw schema` load. */
import type { ScenarioFormat } from '../../engine/ruleset.js';
import { checkTillyScenario, type TillyParsed, tillyScenarioSchema, summarizeTilly } from './scenario.js';
import type { TillyScenario } from './state.js';

export const tillyFormat: ScenarioFormat<TillyScenario, TillyParsed> = {
  id: 'tilly',
  title: "Tilly's Very Bad Day",
  get scenarioSchema() {
    return tillyScenarioSchema();
  },
  build: checkTillyScenario,
  summarize: summarizeTilly,
};
