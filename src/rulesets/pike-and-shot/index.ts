/** Pike & Shot (seed 004) as one rule-set module: the folio's CRT and TEC come from the scenario. */
import type { Ruleset } from '../../engine/ruleset.js';
import type { PsAction } from './actions.js';
import { executePs } from './execute.js';
import { pikeAndShotFormat } from './format.js';
import { parsePsCommand } from './parse.js';
import { initialState } from './setup.js';
import type { PsScenario, PsState } from './state.js';
import { PS_STEPS } from './steps.js';

export const pikeAndShotRules: Ruleset<PsScenario, PsState, PsAction> = {
  ...pikeAndShotFormat,
  initialState,
  steps: PS_STEPS,
  parse: parsePsCommand,
  execute: executePs,
};
