/** Tilly's Very Bad Day (seed 003) as one rule-set module. */
import type { Ruleset } from '../../engine/ruleset.js';
import type { TillyAction } from './actions.js';
import { executeTilly } from './execute.js';
import { parseTillyCommand } from './parse.js';
import { tillyFormat } from './format.js';
import { initialState } from './setup.js';
import type { TillyScenario, TillyState } from './state.js';
import { TILLY_STEPS } from './steps.js';

export const tillyRules: Ruleset<TillyScenario, TillyState, TillyAction> = {
  ...tillyFormat,
  initialState,
  steps: TILLY_STEPS,
  parse: parseTillyCommand,
  execute: executeTilly,
};
