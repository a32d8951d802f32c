/** The scenario half of the orders-based draft: what `tyw check` and `tyw schema` load. */
import type { ScenarioFormat } from '../../engine/ruleset.js';
import { checkOrdersScenario, type OrdersParsed, ordersScenarioSchema, summarizeOrders } from './scenario.js';
import type { OrdersScenario } from './types.js';

export const ordersFormat: ScenarioFormat<OrdersScenario, OrdersParsed> = {
  id: 'orders-draft',
  title: 'An orders-based rules draft',
  get scenarioSchema() {
    return ordersScenarioSchema();
  },
  build: checkOrdersScenario,
  summarize: summarizeOrders,
};
