/**
 * `note <text>`: the game master writes a note in the journal, in either step of the turn and
 * after the battle, as in the other rule sets; the battle is unchanged (docs/rules/orders-draft.md, "Corrections").
 */
import { describe, expect, it } from 'vitest';
import { ordersPresentation } from '../../../src/rulesets/orders-draft/presentation.js';
import type { OrdersState } from '../../../src/rulesets/orders-draft/state.js';
import { play, run, start } from './fixtures.js';

function noted(s: OrdersState, text: string) {
  const r = run(s, `note ${text}`);
  if (!r.ok) throw new Error(r.error);
  expect(r.value.state).toEqual(s);
  expect(r.value.events).toEqual([{ type: 'note', text }]);
  expect(r.value.results.map((x) => x.result)).toEqual([text]);
}

describe('note: a note in the journal (corrections)', () => {
  it('is accepted in the Orders phase (3.1.3), the rest of the turn (sections 5 to 9) and after the battle, and changes nothing', () => {
    const orders = play(start(), 'order AC1 A1 march', [2, 3]);
    noted(orders, 'the mill burns');
    const rest = play(orders, 'next');
    noted(rest, 'Blue Horse takes fire');
    noted(play(rest, 'end draw'), 'a draw at dusk');
  });

  it('is in help and completion, with the corrections', () => {
    expect(ordersPresentation.commands.find((c) => c.name === 'note')).toMatchObject({ usage: 'note <text>' });
    expect(ordersPresentation.helpFor?.('note')).toMatchObject({ ok: true });
    expect(ordersPresentation.complete?.(start(), 'no', [])?.candidates).toContain('note');
  });
});
