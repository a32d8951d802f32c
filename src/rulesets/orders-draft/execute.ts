/** Apply a parsed action to the battle: the one entry point the session calls. */
import type { DiceSource } from '../../dice/dice.js';
import type { Result } from '../../engine/result.js';
import type { ActionOutcome } from '../../engine/ruleset.js';
import type { OrdersAction } from './actions.js';
import { guardReact } from './charges.js';
import { correct } from './corrections.js';
import { issueOrders } from './orders.js';
import { event, outcome, resolution } from './outcome.js';
import type { OrdersState } from './state.js';
import { chargeMove, done, next } from './turn.js';

export function executeOrders(state: OrdersState, action: OrdersAction, dice: DiceSource): Result<ActionOutcome<OrdersState>, string> {
  switch (action.kind) {
    case 'order':
      return issueOrders(state, action, dice);
    case 'charge-move':
      return chargeMove(state, action, dice);
    case 'done':
      return done(state, action.commander);
    case 'guard-react':
      return guardReact(state, action, dice);
    case 'next':
      return next(state);
    case 'note':
      return outcome(state, [resolution('Note', action.text)], [event('note', action.text)]);
    default:
      return correct(state, action, dice);
  }
}
