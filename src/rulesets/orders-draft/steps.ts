/** The steps of a player turn as this tool walks them (section 8 is empty: docs/rules/orders-draft.md). */
import type { StepDef } from '../../engine/ruleset.js';

export const ORDERS_STEPS: readonly StepDef[] = [
  { id: 'orders', title: 'Orders phase', help: 'Each commander in turn gives orders to the units of his regiment, with a Command Roll (3.1.3).' },
  { id: 'beyond', title: 'Rest of the turn', help: 'Sections 5 to 8 (ranged and close combat, morale, the game turn) are empty headings: record what happens with corrections.' },
];
