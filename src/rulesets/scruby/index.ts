/** Jack Scruby's Thirty Years War rules (seed 001) as one rule-set module. */
import type { Ruleset } from '../../engine/ruleset.js';
import type { ScrubyAction } from './actions.js';
import { executeScruby } from './execute.js';
import { scrubyFormat } from './format.js';
import { parseScruby } from './parse.js';
import { initialState } from './setup.js';
import type { ScrubyScenario, ScrubyState } from './state.js';
import { SCRUBY_STEPS } from './steps.js';

export const scrubyRules: Ruleset<ScrubyScenario, ScrubyState, ScrubyAction> = {
  ...scrubyFormat,
  initialState,
  steps: SCRUBY_STEPS,
  parse: parseScruby,
  execute: executeScruby,
};
