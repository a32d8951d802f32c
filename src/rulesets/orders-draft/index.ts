/** The orders-based rules draft (seed 002) as one rule-set module. */
import type { Ruleset } from '../../engine/ruleset.js';
import type { OrdersAction } from './actions.js';
import { executeOrders } from './execute.js';
import { ordersFormat } from './format.js';
import { parseOrdersCommand } from './parse.js';
import { initialState, type OrdersState } from './state.js';
import { ORDERS_STEPS } from './steps.js';
import type { OrdersScenario } from './types.js';

export const ordersRules: Ruleset<OrdersScenario, OrdersState, OrdersAction> = {
  ...ordersFormat,
  initialState,
  steps: ORDERS_STEPS,
  parse: parseOrdersCommand,
  execute: executeOrders,
};
