// Placeholder until the turn engine lands (issue 3): refuses every action.
import type { DiceSource } from '../../dice/dice.js';
import type { ActionOutcome } from '../../engine/ruleset.js';
import { err, type Result } from '../../engine/result.js';
import type { DevilAction } from './actions.js';
import type { DevilState } from './state.js';

export function executeDevil(_state: DevilState, action: DevilAction, _dice: DiceSource): Result<ActionOutcome<DevilState>, string> {
  return err(`${action.kind} is not available yet`);
}
