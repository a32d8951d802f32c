/** A small battle of the orders-based draft, and a way to play lines on it with given dice. */
import { handDice } from '../../../src/dice/dice.js';
import type { Result } from '../../../src/engine/result.js';
import type { ActionOutcome } from '../../../src/engine/ruleset.js';
import { ordersRules } from '../../../src/rulesets/orders-draft/index.js';
import { parseThen } from '../../../src/engine/scenario-schema.js';
import { checkOrdersScenario, ordersScenarioSchema } from '../../../src/rulesets/orders-draft/scenario.js';
import type { OrdersState } from '../../../src/rulesets/orders-draft/state.js';
import type { OrdersScenario } from '../../../src/rulesets/orders-draft/types.js';
import { ordersPreview } from '../../../src/rulesets/orders-draft/present/preview.js';
import type { Preview } from '../../../src/present/ruleset.js';

export const unit = (name: string, type = 'pikemen') => ({ name, type, stands: 4, attacks: '1/0', defence: 4 });

export function raw(houseRules: Record<string, boolean> = {}, blueUnits = 3): unknown {
  return {
    ruleset: 'orders-draft',
    title: 'Test',
    houseRules,
    sides: [
      {
        name: 'Blue',
        regiments: [
          { name: 'First', commander: { name: 'Morse', rank: 'general', rating: 7 }, units: Array.from({ length: blueUnits }, (_, i) => unit(`Blue ${i + 1}`)) },
          { name: 'Second', commander: { name: 'Reed', rank: 'hero', rating: 6 }, units: [unit('Blue Horse', 'cavalry')] },
        ],
      },
      { name: 'Red', regiments: [{ name: 'Mill', commander: { name: 'Cross', rank: 'hero', rating: 7 }, units: [unit('Red 1'), unit('Red 2'), unit('Red 3')] }] },
    ],
  };
}

export function scenario(houseRules: Record<string, boolean> = {}, blueUnits = 3): OrdersScenario {
  const built = parseThen(ordersScenarioSchema(), raw(houseRules, blueUnits), checkOrdersScenario);
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return built.value.scenario;
}

export const start = (houseRules: Record<string, boolean> = {}, blueUnits = 3): OrdersState => ordersRules.initialState(scenario(houseRules, blueUnits));

export function run(s: OrdersState, line: string, dice: number[] = []): Result<ActionOutcome<OrdersState>, string> {
  const parsed = ordersRules.parse(s, line);
  if (!parsed.ok) return parsed;
  return ordersRules.execute(s, parsed.value, handDice(dice));
}

/** Play a line that must succeed. */
export function play(s: OrdersState, line: string, dice: number[] = []): OrdersState {
  const r = run(s, line, dice);
  if (!r.ok) throw new Error(`${line}: ${r.error}`);
  return r.value.state;
}

export const said = (s: OrdersState, line: string, dice: number[] = []): string => {
  const r = run(s, line, dice);
  if (!r.ok) throw new Error(`${line}: ${r.error}`);
  return r.value.results.map((x) => x.result).join('\n');
};

export const refusal = (s: OrdersState, line: string, dice: number[] = []): string => {
  const r = run(s, line, dice);
  if (r.ok) throw new Error(`${line} was not refused`);
  return r.error;
};

export const u = (s: OrdersState, id: string) => s.units.find((x) => x.id === id)!;
export const commander = (s: OrdersState, id: string) => s.regiments.find((r) => r.id === id)!.commander;

/** The odds and modifiers `odds <line>` shows, or a thrown refusal. */
export function preview(s: OrdersState, line: string): Preview {
  const parsed = ordersRules.parse(s, line);
  if (!parsed.ok) throw new Error(parsed.error);
  const p = ordersPreview(s, parsed.value);
  if (!p.ok) throw new Error(p.error);
  return p.value;
}
