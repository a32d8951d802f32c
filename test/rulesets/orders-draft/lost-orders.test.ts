/** Seed 002, 3.1.3: at the keyboard, a typed line that would leave units without orders asks first. */
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../../src/present/guide.js';
import { ordersQuestions } from '../../../src/rulesets/orders-draft/present/guide.js';
import { play, start } from './fixtures.js';

type Confirm = Extract<GuideStep, { kind: 'confirm' }>;

describe('3.1.3: orders lost to a typed line are asked about first', () => {
  it('3.1.3 steps 1 and 7: ordering with another commander asks first while the one giving orders could still order units', () => {
    const s = play(start(), 'order AC1 A1 march', [1, 1]);
    const q = ordersQuestions(s, 'order AC2 A4 march') as Confirm;
    expect(q.kind).toBe('confirm');
    expect(q.message).toBe("Morse could still order Blue 2 and Blue 3; ordering with Reed ends Morse's orders for this phase, and those units stand ready (3.1.3). Go on?");
    expect(q.default).toBe(false);
    // Yes runs the line as typed; no cancels it.
    expect(q.next(true)).toBe('');
    expect(q.next(false)).toBeNull();
    // A regiment-wide order with the other commander asks the same.
    expect((ordersQuestions(s, 'regiment AC2 all march') as Confirm).message).toMatch(/^Morse could still order Blue 2 and Blue 3;/);
    // Nothing is lost: the same commander, no one giving orders yet, or a line refused anyway.
    expect(ordersQuestions(s, 'order AC1 A2 march')).toBeNull();
    expect(ordersQuestions(start(), 'order AC2 A4 march')).toBeNull();
    expect(ordersQuestions(s, 'order AC2 A1 march')).toBeNull();
    // One unit left reads in the singular.
    const one = play(s, 'order AC1 A2 march', [1, 1]);
    expect((ordersQuestions(one, 'order AC2 A4 march') as Confirm).message).toBe("Morse could still order Blue 3; ordering with Reed ends Morse's orders for this phase, and that unit stands ready (3.1.3). Go on?");
  });

  it('3.1.3 (a unit without orders stands ready): next asks first while a commander could still order units', () => {
    const q = ordersQuestions(start(), 'next') as Confirm;
    expect(q.message).toBe('Morse and Reed could still order Blue 1, Blue 2, Blue 3 and Blue Horse; next ends the Blue Orders phase, and those 4 units stand ready (3.1.3). End it?');
    expect(q.default).toBe(false);
    expect(q.next(false)).toBeNull();
    // Every commander done (Morse's roll failed, Reed said done): nothing is lost, so next is not asked about.
    const done = play(play(start(), 'order AC1 A1 march', [6, 6]), 'done AC2');
    expect(ordersQuestions(done, 'next')).toBeNull();
    // Only Reed left, with his one unit.
    const reed = play(start(), 'order AC1 A1 march', [6, 6]);
    expect((ordersQuestions(reed, 'next') as Confirm).message).toBe('Reed could still order Blue Horse; next ends the Blue Orders phase, and that unit stands ready (3.1.3). End it?');
    // The rest of the turn: next loses no orders.
    expect(ordersQuestions(play(done, 'next'), 'next')).toBeNull();
  });

  it('3.1.3 with 3.3.4 step 5: a switch of commander to a charge at a guarded unit asks to go on, then whether the guard sees', () => {
    // Red guards Red 1 with Red 2; Blue, in turn 2, orders with Morse, then charges Red 1 with Reed's horse.
    let s = play(play(start(), 'next'), 'next');
    s = play(s, 'order BC1 B2 guard --guard B1', [1, 1]);
    s = play(play(s, 'next'), 'next');
    s = play(s, 'order AC1 A1 march', [1, 1]);
    const q = ordersQuestions(s, 'order AC2 A4 charge --target B1') as Confirm;
    expect(q.message).toMatch(/^Morse could still order Blue 2 and Blue 3;/);
    const sight = q.next(true) as Confirm;
    expect(sight.message).toMatch(/^Red 2 guards Red 1: can it see Blue Horse\?/);
    expect(q.next(false)).toBeNull();
  });
});
