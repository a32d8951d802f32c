/**
 * A later play-test of the sample battle: a charge between units in base contact already,
 * what the end of an Orders phase owes, the words of the orders, and the tokens a promotion
 * or a departure leaves pointing nowhere.
 */
import { describe, expect, it } from 'vitest';
import { ordersPresentation } from '../../../src/rulesets/orders-draft/presentation.js';
import { play, refusal, run, said, start, u } from './fixtures.js';

/** Blue 1 has an accepted charge at Red 1 (the Command Roll 1+1 accepts it). */
const charging = (houseRules: Record<string, boolean> = {}) => play(start(houseRules), 'order AC1 A1 charge --target B1', [1, 1]);

describe('4.2: a charge at a unit in base contact already', () => {
  it('4.2: at --distance 0 the charge succeeds with no move and no die, and the phase can end', () => {
    const s = charging();
    const r = run(s, 'charge-move A1 --distance 0');
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results.map((x) => x.result).join('\n')).toBe(
      'Blue 1 is in base contact with Red 1 already: the charge succeeds with no move, and no die is rolled (4.2). Close combat (section 6) is an empty heading: record its outcome with corrections.',
    );
    expect(r.value.results[0]?.rolls).toBeUndefined();
    expect(r.value.events.map((e) => e.type)).toEqual(['charge-contact']);
    expect(u(r.value.state, 'A1').charge).toBeNull();
    expect(said(r.value.state, 'next')).toContain('The Blue Orders phase ends.');
  });

  it('3.3.3 house rule contactChargeVoid: at --distance 0 the charge is void, with nothing to move', () => {
    const r = run(charging({ contactChargeVoid: true }), 'charge-move A1 --distance 0');
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results.map((x) => x.result).join('\n')).toBe(
      'Blue 1 is in base contact with Red 1 already: with no move to make, the charge is void and it stands where it is (3.3.3, house rule contactChargeVoid). No die is rolled.',
    );
    expect(r.value.events.map((e) => e.type)).toEqual(['charge-cancelled']);
    expect(u(r.value.state, 'A1').charge).toBeNull();
  });

  it('4.2: next, blocked by a waiting charge, says how to settle one in base contact', () => {
    expect(refusal(charging(), 'next')).toBe(
      'charges still to move: Blue 1 (charge-move A1 --distance N), with --distance 0 for units in base contact already (4.2); or cancel-charge one the game master rules out',
    );
    expect(refusal(charging(), 'charge-move A1 --distance 101')).toBe('--distance is the distance to the target in inches, 0 (in base contact already) to 100 (4.2)');
  });
});

describe('2.9.1: the end of an Orders phase names the Morale Checks still due', () => {
  it('2.9.1: next at the end of the regiment\'s Orders phase names the checks and the promotion, with the lines to type', () => {
    const s = play(start(), 'kill AC1');
    const out = said(s, 'next');
    expect(out).toContain('The Blue Orders phase ends.');
    expect(out).toContain(
      'First has lost its commander: 3 Morale Checks are still due (morale-check A1 pass|fail; morale-check A2 pass|fail; morale-check A3 pass|fail), then a promotion (promote <unit> --rating N); until then it receives no orders (2.9.1).',
    );
    // The recorded event keeps its words, so older journals replay.
    const r = run(s, 'next');
    expect(r.ok && r.value.events.map((e) => e.text).join('')).not.toContain('First has lost');
    // A regiment with its checks taken and a successor promoted owes nothing.
    const promoted = ['morale-check A1 pass', 'morale-check A2 pass', 'morale-check A3 pass', 'promote A2 --rating 5'].reduce((x, line) => play(x, line), s);
    expect(said(promoted, 'next')).not.toContain('lost its commander');
  });
});

describe('2.9.1 and the scenario: the opening names the house rules on and the units by id', () => {
  const opening = (houseRules: Record<string, boolean> = {}): string => JSON.stringify(ordersPresentation.battle(start(houseRules), { title: 'Test' }).blocks);
  it('the opening names each house rule switched on, and none when all are off', () => {
    expect(opening()).not.toContain('House rule');
    const shown = opening({ supportJoinsWaiting: true, contactChargeVoid: true });
    expect(shown).toContain("House rule (supportJoinsWaiting): a support ordered while its unit's charge waits joins that charge (3.3.5).");
    expect(shown).toContain('House rule (contactChargeVoid): a charge at a unit in base contact already is void (3.3.3).');
    expect(shown).not.toContain('guardMayMove');
  });
  it('2.7: each regiment in the opening lists its units with their ids', () => {
    expect(opening()).toContain('AC1 First: Morse (general, rating 7); A1 Blue 1, A2 Blue 2, A3 Blue 3');
    expect(opening()).toContain('BC1 Mill: Cross (hero, rating 7); B1 Red 1, B2 Red 2, B3 Red 3');
  });
});

describe('3.3.7, 3.1.2 and 3.1.3: the words of the orders', () => {
  it('3.3.7: several about-faces are said once, with how many, and the event keeps its words', () => {
    const r = run(start(), 'order AC1 A2 about-face,about-face', [1, 1]);
    if (!r.ok) throw new Error(r.error);
    const shown = r.value.results.map((x) => x.result).join('\n');
    expect(shown).toContain('Blue 2 about-faces twice, up to 180 degrees each (counts as having moved, for shooting).');
    expect(shown.match(/counts as having moved/g)).toHaveLength(1);
    // The recorded event keeps its words, so older journals replay.
    expect(r.value.events.find((e) => e.type === 'orders-accepted')?.text).toBe(
      'Blue 2 about-faces (counts as having moved, for shooting) and about-faces (counts as having moved, for shooting).',
    );
    expect(said(start(), 'order AC1 A2 march,about-face', [1, 1])).toContain('Blue 2 may march up to 6 inches (4.1) and about-face (counts as having moved, for shooting).');
  });

  it('3.1.3: an order typed as a command with a unit of the side giving orders gives the whole order line', () => {
    expect(refusal(start(), 'march A1')).toBe('march is an order a commander gives in the Orders phase: order AC1 A1 march (3.1.3, 3.3)');
    expect(refusal(start(), 'about-face Blue Horse')).toContain('order AC2 A4 about-face');
    // An enemy named is likelier the target: the template then.
    expect(refusal(start(), 'charge B2')).toContain('order <commander> <unit> charge --target <enemy>');
    expect(refusal(start(), 'march')).toContain('order <commander> <unit> march');
  });
});

describe('2.9.1 with 3.3.4 and 3.3.5: tokens and supports pointing at a unit no longer there to guard', () => {
  /** Blue 1 guards Blue 2 and Blue 3 supports it; Morse is then killed. */
  const guarded = () => {
    let s = play(start(), 'order AC1 A1 guard --guard A2', [1, 1]);
    s = play(s, 'order AC1 A3 support --support A2', [1, 1]);
    return play(s, 'kill AC1');
  };

  it('2.9.1: promoting the guarded unit ends the guard token and the support pointing at it, and the result says so', () => {
    const s = ['morale-check A1 pass', 'morale-check A2 pass', 'morale-check A3 pass'].reduce((x, line) => play(x, line), guarded());
    const r = run(s, 'promote A2 --rating 5');
    if (!r.ok) throw new Error(r.error);
    expect(u(r.value.state, 'A1').guardToken).toBeNull();
    expect(u(r.value.state, 'A3').supports).toBeNull();
    expect(r.value.results.map((x) => x.result).join('\n')).toContain(
      'Blue 1 loses its guard token on Blue 2 and Blue 3 no longer supports it: no charge is made at a commander, so none is guarded or supported (2.8, 2.9.1).',
    );
    // The recorded event keeps its words, so older journals replay.
    expect(r.value.events.map((e) => e.text).join('')).not.toContain('guard token');
  });

  it('3.3.4, 3.3.5: a ward that flees, routs or is destroyed takes its guard tokens and supports with it', () => {
    const fled = run(guarded(), 'morale-check A2 fail');
    if (!fled.ok) throw new Error(fled.error);
    expect(u(fled.value.state, 'A1').guardToken).toBeNull();
    expect(fled.value.results.map((x) => x.result).join('\n')).toContain('Blue 1 loses its guard token on Blue 2 and Blue 3 no longer supports it: Blue 2 has left the table (3.3.4, 3.3.5).');
    const base = play(play(start(), 'order AC1 A1 guard --guard A2', [1, 1]), 'order AC1 A3 support --support A2', [1, 1]);
    for (const line of ['rout A2', 'lose A2 4']) {
      const r = run(base, line);
      if (!r.ok) throw new Error(r.error);
      expect(u(r.value.state, 'A1').guardToken).toBeNull();
      expect(u(r.value.state, 'A3').supports).toBeNull();
      expect(r.value.results.map((x) => x.result).join('\n')).toContain('Blue 2 has left the table (3.3.4, 3.3.5).');
    }
    // A unit that keeps some stands keeps its guards.
    expect(u(play(base, 'lose A2 1'), 'A1').guardToken).toBe('A2');
  });
});

describe('3.1.3 step 5: a roll equal to the rating', () => {
  it('3.1.3 step 5: the result says the unit stands ready and the commander may still order his other units; the event keeps its words', () => {
    // Morse's rating is 7: 3+4 accepts nothing and is no failure.
    const r = run(start(), 'order AC1 A1 march', [3, 4]);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results.map((x) => x.result).join('\n')).toBe(
      'Morse orders Blue 1: march. 2d6 3+4 = 7 against rating 7: equal to the rating, so no order is accepted (but it is no failure). Blue 1 receives no orders and stands ready (3.1.3); Morse may still order the other units of First.',
    );
    expect(r.value.events.map((e) => e.text)).toEqual(['Morse orders Blue 1: march. 2d6 3+4 = 7 against rating 7: equal to the rating, so no order is accepted (but it is no failure).']);
    // Regiment-wide, with no unit left: the step 6 line says he is done instead.
    expect(said(start(), 'regiment AC1 all march', [3, 3])).toContain('(but it is no failure). They receive no orders and stand ready (3.1.3).\nMorse has no unit left to order: done for this phase.');
  });
});
