/** What the players see before an orders-draft roll: `mods`, which hand dice show before the first die. */
import { describe, expect, it } from 'vitest';
import { ordersPresentation } from '../../../src/rulesets/orders-draft/presentation.js';
import { play, start } from './fixtures.js';

const text = (blocks: readonly unknown[]): string => JSON.stringify(blocks);

describe('3.1.3 and 3.2: the Command Roll described before the dice', () => {
  it('gives the roll in words, the regiment-wide penalty, and the exact chances', () => {
    const s = start();
    const single = ordersPresentation.parseAction(s, 'order AC1 A1 march,charge --target B1');
    if (!single.ok) throw new Error(single.error);
    const p = ordersPresentation.preview(s, single.value);
    if (!p.ok) throw new Error(p.error);
    const shown = text(ordersPresentation.mods?.(p.value) ?? []);
    expect(shown).toContain('2d6 against rating 7, 2 orders: march, charge');
    expect(shown).toContain('The chances, before the roll:');
    for (const f of ['10/36', '5/36', '6/36', '15/36']) expect(shown).toContain(f);
    expect(shown).not.toContain('regiment-wide');

    const wide = ordersPresentation.parseAction(s, 'regiment AC1 all march');
    if (!wide.ok) throw new Error(wide.error);
    const q = ordersPresentation.preview(s, wide.value);
    if (!q.ok) throw new Error(q.error);
    expect(text(ordersPresentation.mods?.(q.value) ?? [])).toMatch(/"-1".*"regiment-wide".*"3\.2: 3 units, rating 7"/);
  });

  it('2.9.1 house rule moraleCheckAtMost: the Morale Check\'s chances, marked as a house rule', () => {
    const s = play(start({ moraleCheckAtMost: 4 } as unknown as Record<string, boolean>), 'kill AC1');
    const a = ordersPresentation.parseAction(s, 'morale-check A1 roll');
    if (!a.ok) throw new Error(a.error);
    const p = ordersPresentation.preview(s, a.value);
    if (!p.ok) throw new Error(p.error);
    const shown = text(ordersPresentation.mods?.(p.value) ?? []);
    expect(shown).toContain('Morale Check by house rule, not the text (2.9.1): a d6 of 4 or less passes');
    expect(shown).toContain('4/6');
  });
});
