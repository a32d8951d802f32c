/**
 * Findings of a convention game master's three turns of the sample battle (0.6.0 play-test):
 * what the tool knew but did not say, and refusals that did not say what to type instead.
 */
import { describe, expect, it } from 'vitest';
import { commander, play, preview, refusal, run, said, start, u } from './fixtures.js';

describe('2.9.1 with 3.1.3 step 6: a successor with no unit left to order', () => {
  it('2.9.1 with 3.1.3 step 6: promoted in his side\'s Orders phase with no unit left, he is done at once, and the result says so', () => {
    // Reed's regiment is Blue Horse alone: promoted, Blue Horse is the commander unit and leaves no unit to order.
    const s = play(start(), 'kill AC2');
    const r = run(play(s, 'morale-check A4 pass'), 'promote A4 --rating 5');
    if (!r.ok) throw new Error(r.error);
    expect(commander(r.value.state, 'AC2')?.status).toBe('done');
    expect(r.value.results.map((x) => x.result).join('\n')).toContain('Second has no unit left to order, so Blue Horse gives no orders this phase (3.1.3 step 6).');
    // The recorded event keeps its earlier words, so older journals replay.
    expect(r.value.events.map((e) => e.text)).toEqual(['Blue Horse is promoted to command Second: hero, rating 5; it is now the commander unit and keeps none of its earlier rules (2.9.1).']);
  });
});

describe('3.1.3 step 6: a successor whose other units were all ordered', () => {
  it('3.1.3 step 6: promoted after the fallen commander ordered every other unit, he is done at once, not waiting', () => {
    let s = play(play(start(), 'order AC1 A1 march', [1, 1]), 'order AC1 A3 march', [1, 1]);
    s = ['kill AC1', 'morale-check A1 pass', 'morale-check A2 pass', 'morale-check A3 pass'].reduce((x, line) => play(x, line), s);
    const r = run(s, 'promote A2 --rating 5');
    if (!r.ok) throw new Error(r.error);
    expect(commander(r.value.state, 'AC1')?.status).toBe('done');
    expect(r.value.results.map((x) => x.result).join('\n')).toContain('First has no unit left to order, so Blue 2 gives no orders this phase (3.1.3 step 6).');
    // The recorded event keeps its words.
    expect(r.value.events.map((e) => e.type)).toEqual(['promoted']);
  });

  it('3.1.3 step 6: a successor with a unit still to order waits for his turn', () => {
    let s = play(start(), 'order AC1 A1 march', [1, 1]);
    s = ['kill AC1', 'morale-check A1 pass', 'morale-check A2 pass', 'morale-check A3 pass', 'promote A2 --rating 5'].reduce((x, line) => play(x, line), s);
    expect(commander(s, 'AC1')?.status).toBe('waiting');
  });
});

describe('2.9.1: a regiment that owes its Morale Checks', () => {
  it("2.9.1: the regiment's next Orders phase begins by saying the Morale Checks still due and the promotion, with the lines to type", () => {
    const s = play(play(start(), 'next'), 'kill AC1');
    const due = 'First has lost its commander: 3 Morale Checks are still due (morale-check A1 pass|fail; morale-check A2 pass|fail; morale-check A3 pass|fail), then a promotion (promote <unit> --rating N); until then it receives no orders (2.9.1).';
    // Red's phase: not First's concern.
    expect(said(s, 'next')).not.toContain('First has lost');
    const redRest = play(play(s, 'next'), 'next');
    expect(said(redRest, 'next')).toBe(`Turn 2. The Blue Orders phase begins: choose a commander (3.1.3). ${due}`);
    // The recorded event keeps its words.
    const r = run(redRest, 'next');
    expect(r.ok && r.value.events.map((e) => e.text)).toEqual(['Turn 2. The Blue Orders phase begins: choose a commander (3.1.3).']);
  });

  it('2.9.1: an order for a regiment without its commander names the checks to take', () => {
    const s = play(start(), 'kill AC1');
    expect(refusal(s, 'order AC1 A1 march', [1, 1])).toBe(
      'First has lost its commander: take the Morale Checks (morale-check A1 pass|fail; morale-check A2 pass|fail; morale-check A3 pass|fail), then promote a unit (promote <unit> --rating N) (2.9.1)',
    );
  });
});

describe("3.3.5: a supporter's charge that stands when the Command Roll refuses the charge", () => {
  it('3.3.5: the result says the support charge stands, why, and how to call it off', () => {
    const s = play(play(play(start(), 'support AC1 A2 A1', [1, 1]), 'next'), 'next');
    const failed = said(s, 'order BC1 B3 charge --target A1', [6, 6]);
    expect(failed).toContain("Blue 2's charge in support still stands: a supporter answers the declaration, not the Command Roll (3.3.5); cancel-charge A2 if you rule otherwise.");
    // An accepted charge needs no such word.
    expect(said(s, 'order BC1 B3 charge --target A1', [1, 1])).not.toContain('still stands');
  });
});

describe('3.3.5: a support accepted while its unit\'s charge waits (silent; house rule supportJoinsWaiting)', () => {
  /** Morse orders Blue 1 to charge Red 2, then Blue 2 to support Blue 1, in the same phase. */
  const supportAfter = (houseRules: Record<string, boolean> = {}) => play(start(houseRules), 'order AC1 A1 charge --target B2', [1, 1]);

  it('3.3.5: by default the supporter does not join a charge declared before its order, and the result says so', () => {
    const r = run(supportAfter(), 'order AC1 A2 support --support A1', [1, 1]);
    if (!r.ok) throw new Error(r.error);
    expect(u(r.value.state, 'A2').charge).toBeNull();
    expect(r.value.results.map((x) => x.result)).toContain(
      "Blue 1's charge at Red 2 was declared before this order, so Blue 2 does not join it: a supporter answers the charges declared after its order (3.3.5; house rule supportJoinsWaiting joins it).",
    );
    // Printed only: the recorded events are those of before.
    expect(r.value.events.map((e) => e.type)).toEqual(['command-roll', 'orders-accepted']);
  });

  it('3.3.5 house rule supportJoinsWaiting: the supporter declares a charge at the waiting charge\'s target', () => {
    const s = play(supportAfter({ supportJoinsWaiting: true }), 'order AC1 A2 support --support A1', [1, 1]);
    expect(u(s, 'A2').charge).toMatchObject({ target: 'B2', support: true });
    expect(said(supportAfter({ supportJoinsWaiting: true }), 'order AC1 A2 support --support A1', [1, 1])).toContain(
      "Blue 2, supporting Blue 1, declares a charge at Red 2, joining Blue 1's waiting charge (3.3.5, house rule supportJoinsWaiting).",
    );
  });

  it('3.3.5 house rule supportJoinsWaiting: a joined support is no charge refused by a roll, so no "still stands" line follows it', () => {
    const out = said(supportAfter({ supportJoinsWaiting: true }), 'order AC1 A2 support --support A1', [1, 1]);
    expect(out).toContain('joining');
    expect(out).not.toContain('still stands');
  });
});

describe('3.1.3 step 5: the odds name the orders a partial roll accepts', () => {
  it('3.1.3 step 5: "1 accepted (march)", in order of issue, as the result says "1 accepted (march), 1 discarded"', () => {
    const labels = preview(start(), 'order AC1 A1 march,about-face,change-formation').odds?.outcomes.map((o) => o.label);
    expect(labels).toEqual(['all 3 accepted', '2 accepted (march, about-face)', '1 accepted (march)', 'no order accepted', 'failed (unit and commander done)']);
  });
});

describe('3.1.3 step 7: done for a commander already done', () => {
  it('3.1.3 step 7: the refusal says he is done for this phase, and that next goes on once every commander is', () => {
    expect(refusal(play(start(), 'done AC1'), 'done AC1')).toBe('Morse is already done for this phase (3.1.3)');
    expect(refusal(play(play(start(), 'done AC1'), 'done AC2'), 'done AC1')).toBe('Morse is already done for this phase (3.1.3): next goes on');
  });
});
