/** Jack Scruby's Thirty Years War rules (seed 001) as one rule-set module. */
import { err } from '../../engine/result.js';
import type { Ruleset } from '../../engine/ruleset.js';
import { scrubyFormat } from './format.js';
import { initialState } from './setup.js';
import type { ScrubyScenario, ScrubyState } from './state.js';
import { SCRUBY_STEPS } from './steps.js';

export const scrubyRules: Ruleset<ScrubyScenario, ScrubyState, never> = {
  ...scrubyFormat,
  initialState,
  steps: SCRUBY_STEPS,
  parse: () => err('no commands yet'),
  execute: () => err('no commands yet'),
};
