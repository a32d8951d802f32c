/** Seed 002, sections 3.1 to 3.3: issuing orders, the Command Roll, regiment-wide orders, each order. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandOdds, commandOutcome, regimentPenalty } from '../../../src/rulesets/orders-draft/command-roll.js';
import { ordersRules } from '../../../src/rulesets/orders-draft/index.js';
import { ordersGuide } from '../../../src/rulesets/orders-draft/present/guide.js';
import { ordersPreview } from '../../../src/rulesets/orders-draft/present/preview.js';
import { commander, play, raw, refusal, run, said, start, u } from './fixtures.js';
import { parseThen } from '../../../src/engine/scenario-schema.js';
import { checkOrdersScenario, ordersScenarioSchema } from '../../../src/rulesets/orders-draft/scenario.js';
import { ordersRules as rulesTopic } from '../../../src/rulesets/orders-draft/present/rules.js';
import type { OrdersScenario } from '../../../src/rulesets/orders-draft/types.js';

/** The test battle with some units renamed (plural names take plural verbs). */
function renamed(names: Readonly<Record<string, string>>): OrdersScenario {
  const text = JSON.stringify(raw()).replace(/"name":"([^"]*)"/g, (whole, name: string) => (Object.hasOwn(names, name) ? `"name":${JSON.stringify(names[name])}` : whole));
  const built = parseThen(ordersScenarioSchema(), JSON.parse(text), checkOrdersScenario);
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return built.value.scenario;
}

const RAW = { equalRollFails: false };

describe('3.1.3 the Command Roll', () => {
  it('over the rating fails: that unit and that commander are done for the phase', () => {
    const s = play(start(), 'order AC1 A1 march', [4, 4]);
    expect(u(s, 'A1').phase).toMatchObject({ failed: true, accepted: [] });
    expect(commander(s, 'AC1')?.status).toBe('done');
    expect(refusal(s, 'order AC1 A2 march', [1, 1])).toBe('Morse is done for this phase (3.1.3)');
  });

  it('each point under the rating accepts one order, in order of issue; the excess is discarded', () => {
    const s = play(start(), 'order AC1 A1 march,about-face,change-formation', [3, 2]);
    expect(u(s, 'A1').phase).toMatchObject({ failed: false, accepted: ['march', 'about-face'], declared: ['march', 'about-face', 'change-formation'] });
    expect(commander(s, 'AC1')?.status).toBe('active');
  });

  it('equal to the rating accepts no order, and is no failure (the reading of the gap)', () => {
    const s = play(start(), 'order AC1 A1 march', [3, 4]);
    expect(u(s, 'A1').phase).toMatchObject({ failed: false, accepted: [] });
    expect(commander(s, 'AC1')?.status).toBe('active');
  });

  it('equal to the rating fails under the house rule equalRollFails', () => {
    const s = play(start({ equalRollFails: true }), 'order AC1 A1 march', [3, 4]);
    expect(u(s, 'A1').phase?.failed).toBe(true);
    expect(commander(s, 'AC1')?.status).toBe('done');
  });

  it('3.1.3: odds for two orders at rating 7, in lowest terms: 5/18 both, 5/36 one, 1/6 none, 5/12 failed', () => {
    expect(commandOdds(7, 2, RAW).map((o) => [o.label, o.fraction])).toEqual([
      ['both accepted', '5/18'],
      ['1 accepted', '5/36'],
      ['no order accepted', '1/6'],
      ['failed (unit and commander done)', '5/12'],
    ]);
  });

  it('the odds of every outcome add up to one and match the rule, for every rating and count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 8 }), fc.boolean(), (rating, k, equalRollFails) => {
        const odds = commandOdds(rating, k, { equalRollFails });
        expect(odds.reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 12);
        const failed = odds.find((o) => o.label.startsWith('failed'))?.probability ?? 0;
        let ways = 0;
        for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) if (commandOutcome(a + b, rating, k, { equalRollFails }).failed) ways += 1;
        expect(failed).toBeCloseTo(ways / 36, 12);
      }),
    );
  });

  it('step 1: choosing another commander finishes the one before', () => {
    let s = play(start(), 'order AC1 A1 march', [1, 1]);
    s = play(s, 'order AC2 A4 march', [1, 1]);
    expect(commander(s, 'AC1')?.status).toBe('done');
  });

  it('3.1.3 steps 1 and 7: choosing another commander says how many of the first one\'s units are left without orders, and names them', () => {
    const s = play(start(), 'order AC1 A1 march', [1, 1]);
    expect(said(s, 'order AC2 A4 march', [1, 1])).toContain(
      'Morse is done for this phase, one commander at a time (3.1.3 steps 1 and 7); 2 units of First are left without orders and stand ready (Blue 2 and Blue 3). Reed now gives orders.',
    );
    const one = play(s, 'order AC1 A2 march', [1, 1]);
    expect(said(one, 'order AC2 A4 march', [1, 1])).toContain('1 unit of First is left without orders and stands ready (Blue 3). Reed now gives orders.');
    // The recorded event keeps its words, so older journals replay.
    const r = run(s, 'order AC2 A4 march', [1, 1]);
    expect(r.ok && r.value.events.find((e) => e.type === 'commander-done')?.text).toBe('Morse is done for this phase.');
  });

  it('3.1.3: next with nothing ordered names every unit that stands ready, and every commander who gives no more orders', () => {
    expect(said(start(), 'next')).toMatch(/^The Blue Orders phase ends\. Morse and Reed give no more orders\. Without orders, Blue 1, Blue 2, Blue 3 and Blue Horse stand ready \(3\.1\.3\)\. /);
  });

  it('step 2: a unit receives orders once a phase, and only from its own commander (3.1.2)', () => {
    const s = play(start(), 'order AC1 A1 march', [1, 1]);
    expect(refusal(s, 'order AC1 A1 march', [1, 1])).toMatch(/already received its orders/);
    expect(refusal(start(), 'order AC2 A1 march', [1, 1])).toMatch(/not in Second/);
  });

  it('step 6: a commander with no unit left to order is done; the phase ends when every commander is done', () => {
    let s = play(start({}, 1), 'order AC1 A1 march', [1, 1]);
    expect(commander(s, 'AC1')?.status).toBe('done');
    const out = said(s, 'order AC2 A2 march', [1, 1]);
    expect(out).toContain('Every Blue commander is done');
    s = play(s, 'order AC2 A2 march', [1, 1]);
    s = play(s, 'next');
    expect(s.step).toBe('beyond');
  });

  it('units without orders stand ready when the phase ends', () => {
    expect(said(start(), 'next')).toContain('Without orders, Blue 1, Blue 2, Blue 3 and Blue Horse stand ready (3.1.3)');
  });
});

describe('3.1.2 Disordered units receive only Rally', () => {
  it('refuses any other order to a Disordered unit', () => {
    const s = play(start(), 'disorder A1');
    expect(refusal(s, 'order AC1 A1 march', [1, 1])).toBe('Blue 1 is Disordered: it may receive Rally, and other orders only after it (3.1.2, 3.3.8): put Rally first (order AC1 A1 rally,march)');
    // Regiment-wide, the unit may be left out instead (3.2 step 2).
    expect(refusal(s, 'regiment AC1 A1,A2 march', [1, 1])).toBe('Blue 1 is Disordered: it may receive Rally, and other orders only after it (3.1.2, 3.3.8): leave Blue 1 out (3.2 step 2) and give it Rally first alone (order AC1 A1 rally,march)');
  });
});

describe('3.2 regiment-wide orders', () => {
  it('a penalty of 1 when the units are no more than the rating; one per unit above otherwise', () => {
    expect(regimentPenalty(3, 7, { regimentPenaltyStacks: false })).toBe(1);
    expect(regimentPenalty(7, 7, { regimentPenaltyStacks: false })).toBe(1);
    expect(regimentPenalty(9, 7, { regimentPenaltyStacks: false })).toBe(2);
    expect(regimentPenalty(9, 7, { regimentPenaltyStacks: true })).toBe(3);
  });

  it('one roll for every declared unit, against the rating less the penalty', () => {
    const s = play(start(), 'regiment AC1 all march', [2, 3]);
    for (const id of ['A1', 'A2', 'A3']) expect(u(s, id).phase).toMatchObject({ against: 6, roll: 5, accepted: ['march'], regimentWide: true });
  });

  it('the commander may then order the rest singly', () => {
    const s = play(start(), 'regiment AC1 A1,A2 march', [2, 3]);
    expect(u(s, 'A3').phase).toBeNull();
    expect(play(s, 'order AC1 A3 march', [1, 1]).units.find((x) => x.id === 'A3')?.phase?.accepted).toEqual(['march']);
  });

  it('above the rating, the penalty is one per unit above', () => {
    const s = play(start({}, 9), 'regiment AC1 all march', [1, 1]);
    expect(u(s, 'A1').phase?.against).toBe(5);
  });
});

describe('3.3.3 charge', () => {
  it('needs an enemy target, and may be given only once', () => {
    expect(refusal(start(), 'order AC1 A1 charge', [1, 1])).toMatch(/needs a target/);
    expect(refusal(start(), 'order AC1 A1 charge --target A2', [1, 1])).toMatch(/not an enemy/);
    expect(refusal(start(), 'order AC1 A1 charge,charge --target B1', [1, 1])).toMatch(/only once/);
  });

  it('3.3.3: an accepted charge is told as a sentence, the verb agreeing with a plural name: "Blue Halberds charge Red Pikes"', () => {
    const named = ordersRules.initialState(renamed({ 'Blue 1': 'Blue Halberds', 'Red 1': 'Red Pikes' }));
    const text = said(named, 'order AC1 A1 charge --target B1', [1, 1]);
    expect(text).toContain('Blue Halberds charge Red Pikes (charge-move A1 --distance N).');
    expect(text).not.toMatch(/^Blue Halberds: /m);
    expect(said(start(), 'order AC1 A1 charge --target B1', [1, 1])).toContain('Blue 1 charges Red 1 (charge-move A1 --distance N).');
  });

  it('3.3.1, 3.3.6: several orders make one sentence, each verb agreeing with the name', () => {
    const named = ordersRules.initialState(renamed({ 'Blue 1': 'Blue Halberds' }));
    expect(said(named, 'order AC1 A1 stand-ready,change-formation', [1, 1])).toContain('Blue Halberds stand ready and change formation (any valid formation, 2.4).');
  });

  it('4.2: the target must be in the front arc and in sight', () => {
    expect(refusal(start(), 'order AC1 A1 charge --target B1 --out-of-arc', [1, 1])).toMatch(/front arc/);
    expect(refusal(start(), 'order AC1 A1 charge --target B1 --no-sight', [1, 1])).toMatch(/line of sight/);
  });
});

describe('3.1.3 one unit\'s orders are one list, separated by commas', () => {
  it('3.1.3: orders separated by spaces are refused with the list they meant, not the usage', () => {
    expect(refusal(start(), 'order AC1 A2 stand-ready about-face')).toBe('separate orders with commas: stand-ready,about-face');
    expect(refusal(start(), 'order AC1 A2 march about-face change-formation --width 2')).toBe('separate orders with commas: march,about-face,change-formation');
    expect(refusal(start(), 'order AC1 A2 stand-ready, about-face')).toBe('separate orders with commas and no spaces: stand-ready,about-face');
    expect(refusal(start(), 'regiment AC1 all march about-face')).toBe('separate orders with commas: march,about-face');
    expect(refusal(start(), 'regiment AC1 A1,A2 march about-face')).toBe('separate orders with commas: march,about-face');
    // A stray word that is no order keeps the usage.
    expect(refusal(start(), 'order AC1 A2 march A3')).toMatch(/^unexpected "A3": usage is order/);
    // Written with commas, the list is read as one.
    expect(u(play(start(), 'order AC1 A2 march,about-face', [1, 1]), 'A2').phase?.accepted).toEqual(['march', 'about-face']);
  });
});

describe('3.3.1 stand ready', () => {
  it('3.3.1: stand-ready keeps the unit where it is, so it is refused with an order that moves it, before any roll', () => {
    const no = (o: string, why: string) => `stand-ready keeps the unit where it is (3.3.1), so it cannot go with ${o} (${why}): give one or the other`;
    expect(refusal(start(), 'order AC1 A1 stand-ready,march', [6, 6])).toBe(no('march', '3.3.2'));
    expect(refusal(start(), 'order AC1 A1 march,stand-ready', [6, 6])).toBe(no('march', '3.3.2'));
    expect(refusal(start(), 'regiment AC1 all march,stand-ready', [6, 6])).toBe(no('march', '3.3.2'));
    expect(refusal(start(), 'order AC1 A1 stand-ready,charge --target B1', [6, 6])).toBe(no('charge', '3.3.3'));
    expect(refusal(start(), 'order AC1 A1 stand-ready,support --support A2', [6, 6])).toBe(no('support', 'its charge, 3.3.5'));
    expect(refusal(start(), 'order AC1 A1 about-face,stand-ready', [6, 6])).toBe(`${no('about-face', 'counted as a move, 3.3.7')} (the house rule aboutFaceInPlace allows both)`);
    // Orders that leave the unit in place go with it.
    expect(u(play(start(), 'order AC1 A1 stand-ready,guard --guard A2', [1, 1]), 'A1').phase?.accepted).toEqual(['stand-ready', 'guard']);
    // Nothing was rolled: the commander is still waiting.
    const r = run(start(), 'order AC1 A1 stand-ready,march', [6, 6]);
    expect(r.ok).toBe(false);
  });
});

describe('3.3.4 guard keeps the unit in its position', () => {
  it('3.3.4: guard is refused with an order that moves the unit, in any order of issue, before any roll', () => {
    const no = (o: string, why: string) => `guard keeps the unit in its position (3.3.4), so it cannot go with ${o} (${why}): give one or the other (the house rule guardMayMove allows both)`;
    expect(refusal(start(), 'order AC1 A1 march,guard --guard A2', [1, 1])).toBe(no('march', '3.3.2'));
    expect(refusal(start(), 'order AC1 A1 guard,march --guard A2', [1, 1])).toBe(no('march', '3.3.2'));
    expect(refusal(start(), 'regiment AC1 A1,A2 guard,march --guard A3', [1, 1])).toBe(no('march', '3.3.2'));
    expect(refusal(start(), 'order AC1 A1 guard,charge --guard A2 --target B1', [1, 1])).toBe(no('charge', '3.3.3'));
    expect(refusal(start(), 'order AC1 A1 guard,support --guard A2 --support A3', [1, 1])).toBe(no('support', 'its charge, 3.3.5'));
    expect(refusal(start(), 'order AC1 A1 about-face,guard --guard A2', [1, 1])).toBe(no('about-face', 'counted as a move, 3.3.7').replace('guardMayMove', 'guardMayMove or aboutFaceInPlace'));
    // Orders that leave the unit in place go with it.
    expect(u(play(start(), 'order AC1 A1 guard,change-formation --guard A2 --width 2', [1, 1]), 'A1').phase?.accepted).toEqual(['guard', 'change-formation']);
    expect(u(play(start(), 'order AC1 A1 guard,stand-ready --guard A2', [1, 1]), 'A1').phase?.accepted).toEqual(['guard', 'stand-ready']);
    // Nothing was rolled: the commander is still waiting.
    expect(run(start(), 'order AC1 A1 march,guard --guard A2', [1, 1]).ok).toBe(false);
    expect(start().regiments[0]?.commander?.status).toBe('waiting');
  });
});

describe('3.3.4 house rule guardMayMove', () => {
  it('3.3.4: with guardMayMove, guard goes with an order that moves the unit; stand-ready still does not (3.3.1)', () => {
    const free = () => start({ guardMayMove: true });
    let s = play(free(), 'order AC1 A1 march,guard --guard A2', [1, 1]);
    expect(u(s, 'A1').phase?.accepted).toEqual(['march', 'guard']);
    expect(u(s, 'A1').guardToken).toBe('A2');
    expect(said(free(), 'order AC1 A1 march,guard --guard A2', [1, 1])).toMatch(/Blue 1 may march up to 6 inches \(4\.1\) and guard Blue 2 with a guard token\./);
    s = play(free(), 'order AC1 A1 guard,charge --guard A2 --target B1', [1, 1]);
    expect(u(s, 'A1')).toMatchObject({ guardToken: 'A2', charge: { target: 'B1' } });
    expect(u(play(free(), 'order AC1 A1 guard,support --guard A2 --support A3', [1, 1]), 'A1')).toMatchObject({ guardToken: 'A2', supports: 'A3' });
    expect(u(play(free(), 'regiment AC1 A1,A2 about-face,guard --guard A3', [1, 1]), 'A2').guardToken).toBe('A3');
    // Stand Ready's "does not move" is not the guard's: still refused.
    expect(refusal(free(), 'order AC1 A1 stand-ready,march', [1, 1])).toMatch(/^stand-ready keeps the unit where it is \(3\.3\.1\), so it cannot go with march \(3\.3\.2\): give one or the other$/);
    // Off by default: the same line is refused.
    expect(run(start(), 'order AC1 A1 march,guard --guard A2', [1, 1]).ok).toBe(false);
  });
});

describe('3.3.4 guard', () => {
  const guarded = () => {
    let s = play(start(), 'guard AC1 A2 A1', [1, 1]);
    s = play(s, 'next');
    return play(s, 'next');
  };

  it('designates a unit of the same regiment within 4 inches, and gains one guard token', () => {
    expect(refusal(start(), 'guard AC1 A2 A4', [1, 1])).toMatch(/not in the same regiment/);
    expect(refusal(start(), 'guard AC1 A2 A1 --too-far', [1, 1])).toMatch(/within 4 inches/);
    expect(u(guarded(), 'A2').guardToken).toBe('A1');
  });

  it('a 1 blunders: the charge goes on, the guard cannot act until the next turn, and the token is spent', () => {
    const s = play(guarded(), 'order BC1 B1 charge --target A1', [1, 1, 1]);
    expect(u(s, 'B1').charge).toMatchObject({ target: 'A1', redirected: false });
    expect(u(s, 'A2')).toMatchObject({ guardToken: null, stunned: true });
  });

  it('otherwise the charge turns on the guard; short, it moves half the distance rolled', () => {
    let s = play(guarded(), 'order BC1 B1 charge --target A1', [2, 1, 1]);
    expect(u(s, 'B1').charge).toMatchObject({ target: 'A2', redirected: true });
    expect(u(s, 'A2').guardToken).toBeNull();
    expect(said(s, 'charge-move B1 --distance 9', [4])).toContain('moves 3 inches towards the guard');
    s = play(s, 'charge-move B1 --distance 9', [4]);
    expect(u(s, 'B1').charge).toBeNull();
  });

  it('a guard that cannot see the charger does not react (step 5)', () => {
    const s = play(guarded(), 'order BC1 B1 charge --target A1 --guard-unseen', [1, 1]);
    expect(u(s, 'A2').guardToken).toBe('A1');
  });

  it('only one token: a new one replaces the old', () => {
    let s = play(start({}, 3), 'guard AC1 A2 A1', [1, 1]);
    s = play(play(play(play(s, 'next'), 'next'), 'next'), 'next');
    s = play(s, 'guard AC1 A2 A3', [1, 1]);
    expect(u(s, 'A2').guardToken).toBe('A3');
  });
});

describe('3.3.5 support', () => {
  it('the supporter charges with the supported unit, at its target', () => {
    let s = play(start(), 'support AC1 A2 A1', [1, 1]);
    s = play(s, 'order AC1 A1 charge --target B2', [1, 1]);
    expect(u(s, 'A2').charge).toMatchObject({ target: 'B2', support: true });
  });

  it('the supporter charges whoever charges the supported unit', () => {
    let s = play(start(), 'support AC1 A2 A1', [1, 1]);
    s = play(play(s, 'next'), 'next');
    s = play(s, 'order BC1 B3 charge --target A1', [1, 1]);
    expect(u(s, 'A2').charge).toMatchObject({ target: 'B3', support: true });
    expect(refusal(s, 'next')).toMatch(/charges still to move/);
  });
});

describe('3.3.6 change formation (2.4)', () => {
  it('takes a front no wider than the unit', () => {
    expect(u(play(start(), 'order AC1 A1 change-formation --width 2', [1, 1]), 'A1').width).toBe(2);
    expect(refusal(start(), 'order AC1 A1 change-formation --width 5', [1, 1])).toMatch(/no valid formation/);
  });
});

describe('3.3.7 about face', () => {
  it('counts as having moved, for shooting', () => {
    expect(u(play(start(), 'order AC1 A1 about-face', [1, 1]), 'A1').aboutFaced).toBe(true);
  });
});

describe('3.3.8 rally', () => {
  it('a Command Roll: passed, the unit is no longer Disordered', () => {
    const s = play(play(start(), 'disorder A1'), 'rally AC1 A1', [1, 1, 3, 4]);
    expect(u(s, 'A1').disordered).toBe(false);
  });

  it('failed, it stays Disordered and receives nothing else this phase', () => {
    const s = play(play(start(), 'disorder A1'), 'rally AC1 A1', [1, 1, 4, 4]);
    expect(u(s, 'A1').disordered).toBe(true);
    expect(refusal(s, 'rally AC1 A1', [1, 1, 1, 1])).toMatch(/already received/);
  });
});

describe('4.1 march and 4.2 charge', () => {
  it('march: one advance of up to 6 inches', () => {
    expect(said(start(), 'order AC1 A1 march', [1, 1])).toContain('may march up to 6 inches (4.1)');
  });

  it('charge: d6+2 inches; reaching the target is contact, short it moves the distance rolled', () => {
    const s = play(start(), 'order AC1 A1 charge --target B1', [1, 1]);
    expect(said(s, 'charge-move A1 --distance 6', [4])).toContain('d6 4 + 2 = 6 inches against 6: contact');
    expect(said(s, 'charge-move A1 --distance 7', [4])).toContain('short; it moves 6 inches forward (4.2)');
  });

  it('4.2: a short charge says who moves, with the verb agreeing ("they move"); the event keeps its earlier words', () => {
    const s = play(ordersRules.initialState(renamed({ 'Blue 1': 'Blue Pikes' })), 'order AC1 A1 charge --target B1', [1, 1]);
    const r = run(s, 'charge-move A1 --distance 7', [4]);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results.map((x) => x.result).join('\n')).toContain('Blue Pikes charge Red 1: d6 4 + 2 = 6 inches against 7: short; they move 6 inches forward (4.2).');
    expect(r.value.events.map((e) => e.text)).toEqual(['Blue Pikes charge Red 1: d6 4 + 2 = 6 inches against 7: short; move 6 inches forward (4.2).']);
  });
});

describe('3.3.7 house rule aboutFaceInPlace', () => {
  it('3.3.7: with aboutFaceInPlace, about-face turns in place and goes with stand-ready and guard; march still does not', () => {
    const inPlace = () => start({ aboutFaceInPlace: true });
    expect(refusal(start(), 'order AC1 A1 stand-ready,about-face', [1, 1])).toBe(
      'stand-ready keeps the unit where it is (3.3.1), so it cannot go with about-face (counted as a move, 3.3.7): give one or the other (the house rule aboutFaceInPlace allows both)',
    );
    expect(u(play(inPlace(), 'order AC1 A1 stand-ready,about-face', [1, 1]), 'A1')).toMatchObject({ aboutFaced: true, phase: { accepted: ['stand-ready', 'about-face'] } });
    expect(u(play(inPlace(), 'order AC1 A1 about-face,guard --guard A2', [1, 1]), 'A1')).toMatchObject({ aboutFaced: true, guardToken: 'A2' });
    expect(refusal(inPlace(), 'order AC1 A1 guard,march --guard A2', [1, 1])).toMatch(/^guard keeps the unit in its position \(3\.3\.4\), so it cannot go with march \(3\.3\.2\)/);
    expect(refusal(inPlace(), 'order AC1 A1 stand-ready,about-face,march', [1, 1])).toMatch(/^stand-ready keeps the unit where it is \(3\.3\.1\), so it cannot go with march/);
  });
});

describe('3.3.7 with 3.3.4: the refusal names only a switch that would let the orders go', () => {
  it('3.3.7: guard,about-face,march names guardMayMove alone, since aboutFaceInPlace still leaves march beside guard', () => {
    const line = 'order AC1 A1 guard,about-face,march --guard A2';
    const why = refusal(start(), line, [1, 1]);
    expect(why).toBe('guard keeps the unit in its position (3.3.4), so it cannot go with about-face (counted as a move, 3.3.7): give one or the other (the house rule guardMayMove allows these orders together)');
    // What the refusal promises holds: guardMayMove plays the line, aboutFaceInPlace does not.
    expect(u(play(start({ guardMayMove: true }), line, [1, 1]), 'A1').phase?.accepted).toEqual(['guard', 'about-face', 'march']);
    expect(run(start({ aboutFaceInPlace: true }), line, [1, 1]).ok).toBe(false);
    // stand-ready beside guard, about-face and march: no one switch frees it, so none is named.
    expect(refusal(start(), 'order AC1 A1 stand-ready,about-face,march', [1, 1])).toMatch(/give one or the other$/);
    expect(refusal(start({ guardMayMove: true }), 'order AC1 A1 stand-ready,guard,about-face --guard A2', [1, 1])).toMatch(/\(the house rule aboutFaceInPlace allows these orders together\)$/);
    // A pair freed by either switch still names both.
    expect(refusal(start(), 'order AC1 A1 about-face,guard --guard A2', [1, 1])).toMatch(/\(the house rule guardMayMove or aboutFaceInPlace allows both\)$/);
  });
});

describe('3.3.4 house rule orderMarkersAreTokens', () => {
  /** Blue 2 guards Blue 1 in turn 1; then turn 2's Blue Orders phase. */
  const nextTurn = (houseRules: Record<string, boolean>) => {
    let s = play(start(houseRules), 'guard AC1 A2 A1', [1, 1]);
    for (let i = 0; i < 4; i += 1) s = play(s, 'next');
    return s;
  };

  it('3.3.4: with orderMarkersAreTokens, orders declared for a guard replace its guard token, before the roll; by default it keeps it', () => {
    expect(u(play(nextTurn({}), 'order AC1 A2 march', [1, 1]), 'A2').guardToken).toBe('A1');
    const s = nextTurn({ orderMarkersAreTokens: true });
    expect(said(s, 'order AC1 A2 march', [1, 1])).toContain("Blue 2's guard token on Blue 1 is replaced by the marker of its new orders (one token at a time, 3.1.3 step 4 and 3.3.4; house rule orderMarkersAreTokens).");
    expect(u(play(s, 'order AC1 A2 march', [1, 1]), 'A2').guardToken).toBeNull();
    // The marker is placed at the declaration: a failed roll still took the token.
    expect(u(play(s, 'order AC1 A2 march', [6, 6]), 'A2').guardToken).toBeNull();
    // A new guard order gives a new token, once accepted.
    expect(u(play(s, 'order AC1 A2 guard --guard A3', [1, 1]), 'A2').guardToken).toBe('A3');
    // Units not ordered keep theirs.
    expect(u(play(s, 'order AC1 A3 march', [1, 1]), 'A2').guardToken).toBe('A1');
  });
});

describe('3.3.4, 3.3.7 and 4.2: rules topics say which reading is in force', () => {
  const topic = (name: string, s: ReturnType<typeof start>) => {
    const r = rulesTopic(name, s);
    if (!r.ok) throw new Error(r.error);
    return JSON.stringify(r.value);
  };

  it('3.3.4, 3.3.7 and 4.2: rules guard, list and charge follow the switches, and name them when off', () => {
    const all = start({ guardMayMove: true, aboutFaceInPlace: true, orderMarkersAreTokens: true, shortChargeDieOnly: true, guardShortHalfGap: true });
    expect(topic('guard', start())).toContain('The guard stays where it is');
    expect(topic('guard', start())).toContain('(house rule orderMarkersAreTokens: they are)');
    expect(topic('guard', all)).toContain('it may also march, charge, support or about-face (house rule guardMayMove)');
    expect(topic('guard', all)).toContain('new orders declared for a guard replace its guard token (house rule orderMarkersAreTokens)');
    expect(topic('list', start())).toContain('so refused with stand-ready and guard (the house rule aboutFaceInPlace allows them)');
    expect(topic('list', all)).toContain('so it goes with stand-ready and guard (house rule aboutFaceInPlace, 3.3.7)');
    expect(topic('charge', start())).toContain('house rule shortChargeDieOnly: the d6 alone');
    expect(topic('charge', all)).toContain('it moves half the distance to the guard (3.3.4, house rule guardShortHalfGap)');
  });
});

describe('4.2 and 3.3.4 (a) house rules for a charge that falls short', () => {
  /** Red 1 charges Blue 1, guarded by Blue 2: a guard d6 of 2 turns it on the guard, unless none guards. */
  const charging = (houseRules: Record<string, boolean>, guard: boolean) => {
    let s = start(houseRules);
    s = guard ? play(s, 'guard AC1 A2 A1', [1, 1]) : s;
    s = play(play(s, 'next'), 'next');
    return play(s, 'order BC1 B1 charge --target A1', guard ? [2, 1, 1] : [1, 1]);
  };

  it('4.2: with shortChargeDieOnly, a charge that falls short moves the d6 alone; by default d6+2', () => {
    expect(said(charging({}, false), 'charge-move B1 --distance 7', [4])).toContain('short; it moves 6 inches forward (4.2).');
    expect(said(charging({ shortChargeDieOnly: true }, false), 'charge-move B1 --distance 7', [4])).toContain('short; it moves 4 inches forward (the d6 alone: house rule shortChargeDieOnly, 4.2).');
    // Reaching is still d6+2 either way.
    expect(said(charging({ shortChargeDieOnly: true }, false), 'charge-move B1 --distance 6', [4])).toContain('d6 4 + 2 = 6 inches against 6: contact');
    // Turned on a guard, half of the d6.
    expect(said(charging({ shortChargeDieOnly: true }, true), 'charge-move B1 --distance 9', [4])).toContain('short; it moves 2 inches towards the guard (half the d6: house rule shortChargeDieOnly, 3.3.4).');
  });

  it('3.3.4 (a): with guardShortHalfGap, a charge turned on a guard that falls short moves half the distance to the guard', () => {
    expect(said(charging({}, true), 'charge-move B1 --distance 9', [4])).toContain('short; it moves 3 inches towards the guard (half, 3.3.4).');
    expect(said(charging({ guardShortHalfGap: true }, true), 'charge-move B1 --distance 9', [4])).toContain('short; it moves 4.5 inches towards the guard (half the distance to it: house rule guardShortHalfGap, 3.3.4).');
    // A charge no guard turned is not halved.
    expect(said(charging({ guardShortHalfGap: true }, false), 'charge-move B1 --distance 9', [4])).toContain('short; it moves 6 inches forward (4.2).');
  });
});

describe('4.2 a charge needs a target: one gone from the table is not charged', () => {
  it('charge-move is refused, by odds as by the roll, and says to call the charge off', () => {
    const s = play(play(start(), 'order AC1 A1 charge --target B1', [1, 1]), 'rout B1');
    expect(refusal(s, 'charge-move A1 --distance 5', [4])).toBe('Red 1 is no longer on the table, so Blue 1\'s charge has no target (4.2): call it off with cancel-charge A1');
    const parsed = ordersRules.parse(s, 'charge-move A1 --distance 5');
    expect(parsed.ok && ordersPreview(s, parsed.value)).toMatchObject({ ok: false, error: expect.stringMatching(/no target \(4.2\)/) });
    expect(u(play(s, 'cancel-charge A1'), 'A1').charge).toBeNull();
  });

  it('the guided menus offer to call it off, not to move it', () => {
    const s = play(play(start(), 'order AC1 A1 charge --target B1', [1, 1]), 'rout B1');
    const menu = ordersGuide(s);
    if (menu === null || typeof menu === 'string' || menu.kind !== 'select') throw new Error('no menu');
    const names = menu.choices.map((c) => c.name);
    expect(names.some((n) => n.startsWith('charge-move: Blue 1'))).toBe(false);
    const offer = menu.choices.find((c) => c.name.startsWith("cancel-charge: Blue 1's target, Red 1, is gone (4.2)"));
    expect(offer).toBeDefined();
    const line = menu.next(offer?.value ?? '');
    expect(line).toBe('cancel-charge A1 --why "its target left the table"');
    expect(u(play(s, line as string), 'A1').charge).toBeNull();
  });
});

describe('sections 5 to 9: where the text stops', () => {
  it('the rest of the turn says the sections are empty, and orders are refused there', () => {
    const s = play(start(), 'next');
    expect(refusal(s, 'order AC1 A1 march', [1, 1])).toMatch(/where sections 5 to 7 .* would go, and sections 5 to 9 are empty headings/);
  });

  it('parses every order word and refuses an unknown one', () => {
    expect(run(start(), 'order AC1 A1 volley', [1, 1])).toMatchObject({ ok: false });
  });
});
