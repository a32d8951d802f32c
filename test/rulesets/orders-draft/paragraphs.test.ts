/**
 * Seed 002, sections 3 and 4: the numbered paragraphs and steps that had no test named after
 * their number (docs/rules/orders-draft.md, "Every numbered paragraph"). Each fails without its rule.
 */
import { describe, expect, it } from 'vitest';
import { commander, play, refusal, run, said, start, u } from './fixtures.js';
import type { OrdersState } from '../../../src/rulesets/orders-draft/state.js';

/** Red's Orders phase: Blue 2 holds a guard token on Blue 1. */
function guardedBlue1(): OrdersState {
  return play(play(play(start(), 'guard AC1 A2 A1', [1, 1]), 'next'), 'next');
}

describe('3 (orders): given in the Orders phase only', () => {
  it('3: an order typed in the rest of the player turn is refused, and says where orders are given', () => {
    const rest = play(start(), 'next');
    expect(rest.step).toBe('beyond');
    expect(refusal(rest, 'order AC1 A1 march', [1, 1])).toMatch(/^orders are given in the Orders phase/);
  });
});

describe('3.1.3 steps 3, 4 and 7, and the note on Stand Ready', () => {
  it('3.1.3 step 3: the orders decided are kept in the order given, and that order decides which are accepted', () => {
    const s = play(start(), 'order AC1 A1 about-face,march', [3, 3]);
    expect(u(s, 'A1').phase).toMatchObject({ declared: ['about-face', 'march'], accepted: ['about-face'] });
    const t = play(start(), 'order AC1 A1 march,about-face', [3, 3]);
    expect(u(t, 'A1').phase).toMatchObject({ accepted: ['march'] });
  });

  it('3.1.3 step 4: the result says the orders declared before the dice decide them', () => {
    expect(said(start(), 'order AC1 A1 march,about-face', [3, 3])).toMatch(/^Morse orders Blue 1: march, about-face\. 2d6 3\+3 = 6 against rating 7: 1 accepted \(march\), 1 discarded\./);
  });

  it('3.1.3 step 7: the phase goes on through every regiment until every commander is done', () => {
    let s = play(start(), 'done AC1');
    expect(s.step).toBe('orders');
    expect(commander(s, 'AC2')?.status).toBe('waiting');
    s = play(s, 'order AC2 A4 march', [1, 1]);
    expect(said(start(), 'done AC1')).not.toContain('Every Blue commander is done');
    expect(commander(s, 'AC2')?.status).toBe('done');
    expect(said(play(start(), 'done AC1'), 'order AC2 A4 march', [1, 1])).toContain('Every Blue commander is done: the Orders phase is over');
  });

  it('3.1.3 (the note): a commander need not order every unit; those he leaves stand ready', () => {
    const s = play(play(start(), 'order AC1 A1 march', [1, 1]), 'done AC1');
    expect(u(s, 'A2').phase).toBeNull();
    expect(said(play(s, 'done AC2'), 'next')).toContain('Without orders, Blue 2, Blue 3 and Blue Horse stand ready (3.1.3)');
  });
});

describe('3.2 steps 3 and 4: regiment-wide orders are declared as normal, with one penalty', () => {
  it('3.2 step 3: the orders are checked as any order is (a charge needs its target)', () => {
    expect(refusal(start(), 'regiment AC1 all charge', [1, 1])).toBe('a charge needs a target: --target <enemy unit> (3.3.3)');
  });

  it('3.2 step 4: no more units than the rating cut it by 1, more by 1 for each unit above, once', () => {
    const three = play(start(), 'regiment AC1 all march', [1, 1]);
    expect(u(three, 'A1').phase?.against).toBe(6);
    const nine = play(start({}, 9), 'regiment AC1 all march', [1, 1]);
    expect(u(nine, 'A1').phase?.against).toBe(5);
    // Said in the result, rating less the penalty.
    expect(said(start(), 'regiment AC1 all march', [1, 1])).toContain('against rating 7 - 1 regiment-wide = 6');
  });
});

describe('3.3.4 steps 1 to 4 and (b): the guard at a charge declared on its ward', () => {
  it('3.3.4 step 1: the guard rolls one d6, before the Command Roll', () => {
    const r = run(guardedBlue1(), 'order BC1 B1 charge --target A1', [4, 1, 1]);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results[0]?.result).toBe('Blue 2 steps in (d6 4): Red 1 must charge Blue 2 instead of Blue 1.');
  });

  it('3.3.4 step 2: a 1 blunders: the charge goes on as declared, and the guard cannot act until the next turn', () => {
    const s = play(guardedBlue1(), 'order BC1 B1 charge --target A1', [1, 1, 1]);
    expect(u(s, 'B1').charge).toMatchObject({ target: 'A1', redirected: false });
    const rest = play(play(s, 'charge-move B1 --distance 3', [1]), 'next');
    // Still this turn: the guard may not act (nor support); from the next turn it may.
    expect(u(rest, 'A2').stunned).toBe(true);
    expect(u(play(rest, 'next'), 'A2').stunned).toBe(false);
  });

  it('3.3.4 step 3: more than 1, the charge turns on the guard', () => {
    for (const die of [2, 6]) {
      const s = play(guardedBlue1(), 'order BC1 B1 charge --target A1', [die, 1, 1]);
      expect(u(s, 'B1').charge).toMatchObject({ target: 'A2', redirected: true });
    }
  });

  it('3.3.4 (b): a redirected charge that reaches is completed against the guard', () => {
    const s = play(guardedBlue1(), 'order BC1 B1 charge --target A1', [4, 1, 1]);
    expect(said(s, 'charge-move B1 --distance 5', [3])).toBe('Red 1 charges Blue 2: d6 3 + 2 = 5 inches against 5: contact. Close combat (section 6) is an empty heading: record its outcome with corrections.');
  });

  it('3.3.4 step 4: the token is lost either way', () => {
    for (const die of [1, 5]) expect(u(play(guardedBlue1(), 'order BC1 B1 charge --target A1', [die, 1, 1]), 'A2').guardToken).toBeNull();
  });

  it('3.3.4: guard tokens are used only in enemy Orders phases (a guard is not rolled for its own side)', () => {
    // Blue 2 guards Blue 1; Red 1 supports Red 2. In Blue's next phase Blue 1 charges Red 2, so Red 1
    // declares a charge at Blue 1, in Blue's own Orders phase: Blue 2's token may not be used there.
    let s = play(play(play(start(), 'guard AC1 A2 A1', [1, 1]), 'next'), 'next');
    s = play(play(play(s, 'support BC1 B1 B2', [1, 1]), 'next'), 'next');
    s = play(s, 'order AC1 A1 charge --target B2', [1, 1]);
    expect(u(s, 'B1').charge).toMatchObject({ target: 'A1', support: true });
    expect(refusal(s, 'guard-react B1')).toBe("Blue 2 may use its guard token only in the enemy's Orders phase (3.3.4)");
    expect(u(s, 'A2').guardToken).toBe('A1');
  });
});

describe('4 (movement): march and charge are the only moves, and both are orders', () => {
  it('4: a move typed alone says it is an order, and gives the line', () => {
    expect(refusal(start(), 'march')).toMatch(/order/);
    expect(refusal(start(), 'charge-move A1 --distance 4', [3])).toMatch(/no charge to move/);
  });
});
