/** The steps of a player turn as this tool walks them (section 8 is empty: docs/rules/orders-draft.md). */
import { capitalFirst } from '../../engine/english.js';
import type { StepDef } from '../../engine/ruleset.js';
import { EMPTY_SECTIONS, REST_OF_TURN } from './sections.js';

export const ORDERS_STEPS: readonly StepDef[] = [
  { id: 'orders', title: 'Orders phase', help: 'Each commander in turn gives orders to the units of his regiment, with a Command Roll (3.1.3).' },
  { id: 'beyond', title: 'Rest of the turn', help: `${capitalFirst(REST_OF_TURN)}; ${EMPTY_SECTIONS}: record what happens with corrections.` },
];
