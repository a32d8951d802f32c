/**
 * 3.1.3: `done` ends a commander's orders for the phase. Without a commander it applies to the
 * one giving orders (the header's "ordering"), and never to one who has given none.
 */
import { describe, expect, it } from 'vitest';
import { ordersHeader } from '../../../src/rulesets/orders-draft/present/header.js';
import { COMMAND_HELP } from '../../../src/rulesets/orders-draft/present/help.js';
import { play, refusal, said, start } from './fixtures.js';

const status = (s: ReturnType<typeof start>, id: string) => s.regiments.find((r) => r.id === id)?.commander?.status;

describe('3.1.3: done without a commander', () => {
  it('applies to the commander giving orders, the one the header names', () => {
    const s = play(start(), 'order AC1 A1 march', [2, 3]);
    expect(JSON.stringify(ordersHeader(s))).toContain('ordering: Morse');
    expect(said(s, 'done')).toContain('Morse gives no more orders this phase');
    const after = play(s, 'done');
    expect(status(after, 'AC1')).toBe('done');
    expect(status(after, 'AC2')).toBe('waiting');
  });

  it('never ends a commander who has given no orders: a second done is refused, naming the command', () => {
    const s = play(play(start(), 'order AC1 A1 march', [2, 3]), 'done');
    expect(refusal(s, 'done')).toBe("no commander is giving orders yet: to end Reed's orders, type done AC2");
    expect(said(s, 'done AC2')).toContain('Every Blue commander is done');
  });

  it('is refused, naming them, while several commanders may still be chosen and none is ordering', () => {
    expect(refusal(start(), 'done')).toBe('no commander is giving orders yet: say which one is done, done AC1 (Morse) or done AC2 (Reed)');
    expect(refusal(play(play(start(), 'done AC1'), 'done AC2'), 'done')).toBe('every Blue commander is already done (next goes on)');
  });

  it('3.3.3: when the last commander is done with a charge still to move, the end of the phase says to move it first', () => {
    const s = play(play(start(), 'order AC1 A1 charge --target B1', [2, 3]), 'done');
    expect(said(s, 'done AC2')).toContain('the Orders phase is over; move the declared charge first (charge-move A1 --distance N), then next goes on.');
    expect(refusal(play(s, 'done AC2'), 'next')).toMatch(/^charges still to move: /);
  });

  it('done <commander> still works, for any commander of the side, and help shows the commander as optional', () => {
    const s = play(start(), 'order AC1 A1 march', [2, 3]);
    expect(status(play(s, 'done AC2'), 'AC2')).toBe('done');
    expect(COMMAND_HELP.find((c) => c.name === 'done')?.usage).toBe('done [<commander>]');
  });

  it('3.1.3: help done says what the command does: the one giving orders, and never "the only one not done yet"', () => {
    const details = (COMMAND_HELP.find((c) => c.name === 'done')?.details ?? []).join(' ');
    expect(details).not.toContain('the only one of the side not done yet');
    expect(details).toContain('Before any commander gives orders, name him');
  });
});
