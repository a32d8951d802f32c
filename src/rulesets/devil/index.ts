/** While the Devil Rules (seed 000) as one rule-set module. */
import type { Ruleset } from '../../engine/ruleset.js';
import type { DevilAction } from './actions.js';
import { executeDevil } from './execute.js';
import { parseDevilCommand } from './parse.js';
import { devilFormat } from './format.js';
import { initialState } from './setup.js';
import type { DevilScenario, DevilState } from './state.js';
import { DEVIL_STEPS } from './steps.js';

export const devilRules: Ruleset<DevilScenario, DevilState, DevilAction> = {
  ...devilFormat,
  initialState,
  steps: DEVIL_STEPS,
  parse: parseDevilCommand,
  execute: executeDevil,
};
