/**
 * Seed 002: the rules the other files do not name by section (2.4, 2.6.1, 3.1.1, 3.3.1, 3.3.2,
 * the support's charge rules, the guard's turn), the designed turn of the empty section 8, and
 * the corrections that stand in for the empty sections 5 to 9.
 */
import { describe, expect, it } from 'vitest';
import { ordersRules } from '../../../src/rulesets/orders-draft/index.js';
import { ordersRules as ordersRulesTopic } from '../../../src/rulesets/orders-draft/present/rules.js';
import { ordersHelp } from '../../../src/rulesets/orders-draft/present/help.js';
import { checkOrdersScenario, ordersScenarioSchema } from '../../../src/rulesets/orders-draft/scenario.js';
import type { OrdersState } from '../../../src/rulesets/orders-draft/state.js';
import { parseThen } from '../../../src/engine/scenario-schema.js';
import { commander, play, raw, refusal, run, said, start, u } from './fixtures.js';

describe('2.4 formation: a unit that loses stands must reform', () => {
  it('the front is no wider than the stands left, and the game master is told to reform', () => {
    const out = said(start(), 'lose A1 3');
    expect(out).toBe('Blue 1 loses 3 stands: 4 → 1. It reforms 1 stand across (1 rank, 2.4).');
    const s = play(start(), 'lose A1 3');
    expect(u(s, 'A1')).toMatchObject({ stands: 1, width: 1 });
    expect(refusal(s, 'order AC1 A1 change-formation --width 2', [1, 1])).toMatch(/no valid formation \(2\.4\)/);
  });

  it('the owner chooses the new formation (--width), only when the unit must reform', () => {
    const s = play(start(), 'lose A1 2 --width 1');
    expect(u(s, 'A1')).toMatchObject({ stands: 2, width: 1 });
    expect(said(start(), 'lose A1 2 --width 1')).toBe('Blue 1 loses 2 stands: 4 → 2. It reforms 1 stand across (2 ranks, 2.4).');
    expect(refusal(start(), 'lose A1 2 --width 3')).toBe('Blue 1 would have 2 stands left: a front of 3 is no valid formation (2.4)');
    expect(refusal(start(), 'lose A1 4 --width 1')).toBe('Blue 1 would have no stands left, so it does not reform: --width is for a unit that reforms (2.4)');
    const narrow = play(start(), 'order AC1 A1 change-formation --width 2', [1, 1]);
    expect(refusal(narrow, 'lose A1 1 --width 1')).toBe('Blue 1 keeps a valid front of 2 with 3 stands, so does not reform (2.4); a new formation is an order (change-formation, 3.3.6)');
    expect(said(narrow, 'lose A1 1')).toBe('Blue 1 loses 1 stand: 4 → 3.');
  });

  it('ranks fill from the front: 4 stands 3 across make 2 ranks', () => {
    expect(said(start(), 'order AC1 A1 change-formation --width 3', [1, 1])).toContain('forms 3 stands across (2 ranks)');
  });
});

describe('2.6.1 and 3.1.1: only commanders issue orders, with their Command Rating', () => {
  it('an ordinary unit cannot give orders', () => {
    expect(run(start(), 'order A1 A2 march', [1, 1])).toMatchObject({ ok: false });
  });

  it('the roll is compared with the ordering commander\'s own rating', () => {
    expect(said(start(), 'order AC2 A4 march', [3, 2])).toContain('2d6 3+2 = 5 against rating 6: accepted.');
    expect(said(start(), 'order AC1 A1 march', [3, 2])).toContain('2d6 3+2 = 5 against rating 7: accepted.');
  });
});

describe('3.3.1 stand ready', () => {
  it('the unit does not move and holds the order for the phase', () => {
    const s = play(start(), 'order AC1 A1 stand-ready', [1, 1]);
    expect(u(s, 'A1').phase).toMatchObject({ declared: ['stand-ready'], accepted: ['stand-ready'], failed: false });
    expect(said(start(), 'order AC1 A1 stand-ready', [1, 1])).toContain('Blue 1 stands ready.');
  });
});

describe('3.3.2 march', () => {
  it('an accepted march is one full advance (4.1); each accepted march order is one more', () => {
    expect(said(start(), 'order AC1 A1 march,march', [1, 1])).toContain('Blue 1 may march twice, up to 6 inches each (4.1).');
    // Rolled 5 against 7: two points under, two orders accepted; a third is discarded.
    expect(said(start(), 'order AC1 A1 march,march,about-face', [2, 3])).toContain('2 accepted (march, march), 1 discarded');
  });
});

describe('3.3.5 support: the normal charge rules still apply', () => {
  it('a support charge the game master rules impossible is called off, and the phase goes on', () => {
    let s = play(start(), 'support AC1 A2 A1', [1, 1]);
    s = play(s, 'order AC1 A1 charge --target B2', [1, 1]);
    expect(refusal(s, 'next')).toMatch(/charges still to move/);
    s = play(s, 'cancel-charge A2 --why "no line of sight"');
    expect(u(s, 'A2').charge).toBeNull();
    s = play(s, 'charge-move A1 --distance 4', [2]);
    expect(play(s, 'next').step).toBe('beyond');
  });
});

describe('3.3.4 guard: a blundered guard cannot act until the next turn', () => {
  it('it supports no charge in the same turn, and acts again in the next', () => {
    // Guard and support go in different phases (3.3.4: guard keeps the unit in place); the token lasts until used.
    let s = play(start(), 'guard AC1 A2 A1', [1, 1]);
    s = play(play(play(play(s, 'next'), 'next'), 'next'), 'next');
    expect(s.turn).toBe(2);
    s = play(s, 'support AC1 A2 A3', [1, 1]);
    expect([u(s, 'A2').guardToken, u(s, 'A2').supports]).toEqual(['A1', 'A3']);
    s = play(play(s, 'next'), 'next');
    s = play(s, 'order BC1 B1 charge --target A1', [1, 1, 1]);
    expect(u(s, 'A2').stunned).toBe(true);
    s = play(s, 'order BC1 B2 charge --target A3', [1, 1]);
    // Not stunned, A2 would charge B2 in support of A3 (3.3.5).
    expect(u(s, 'A2').charge).toBeNull();
    s = play(play(play(s, 'cancel-charge B1'), 'cancel-charge B2'), 'next');
    s = play(s, 'next');
    expect(s.turn).toBe(3);
    expect(u(s, 'A2').stunned).toBe(false);
    expect(said(s, 'order AC1 A2 march', [1, 1])).toContain('accepted');
  });
});

describe('8 (an empty heading): the designed turn', () => {
  it('each side has its Orders phase, then the rest of its turn; the turn ends after the second side', () => {
    let s = start();
    expect([s.turn, s.side, s.step]).toEqual([1, 0, 'orders']);
    s = play(s, 'next');
    expect([s.turn, s.side, s.step]).toEqual([1, 0, 'beyond']);
    s = play(s, 'next');
    expect([s.turn, s.side, s.step]).toEqual([1, 1, 'orders']);
    s = play(play(s, 'next'), 'next');
    expect([s.turn, s.side, s.step]).toEqual([2, 0, 'orders']);
    expect(commander(s, 'AC1')?.status).toBe('waiting');
  });

  it('a new Orders phase clears the side\'s orders of the last one', () => {
    let s = play(start(), 'order AC1 A1 about-face', [1, 1]);
    s = play(play(play(play(s, 'next'), 'next'), 'next'), 'next');
    expect(u(s, 'A1')).toMatchObject({ phase: null, aboutFaced: false });
  });
});

describe('sections 5 to 9 (empty): the corrections record what the table decides', () => {
  it('disorder and steady, stands lost, a rout', () => {
    let s = play(start(), 'disorder B1 --why "volley"');
    expect(u(s, 'B1').disordered).toBe(true);
    expect(refusal(s, 'disorder B1')).toMatch(/already Disordered/);
    s = play(s, 'steady B1');
    expect(u(s, 'B1').disordered).toBe(false);
    s = play(s, 'lose B2 4');
    expect(u(s, 'B2').gone).toBe('destroyed');
    expect(refusal(s, 'lose B3 5')).toMatch(/has 4 stands: lose 1 to 4/);
    s = play(s, 'rout B3');
    expect(u(s, 'B3').gone).toBe('routed');
    expect(refusal(s, 'rout B3')).toMatch(/no longer on the table/);
  });

  it('the game master ends the battle (the text defines no victory); then nothing else is recorded', () => {
    const s = play(start(), 'end Red --why "Blue withdrew"');
    // A side's name takes no verb it might disagree with: not "Red win" (play-test finding).
    expect(s.outcome?.text).toBe('The battle ends in victory for Red (Blue withdrew).');
    expect(refusal(s, 'disorder A1')).toBe('the battle is over');
    expect(refusal(s, 'order AC1 A1 march', [1, 1])).toBe('the battle is over');
  });
});

describe('3.3 the accepted orders as one sentence', () => {
  /** The test battle with Blue's first regiment named in the plural. */
  const plural = (): OrdersState => {
    const r = raw() as { sides: { regiments: { units: { name: string }[] }[] }[] };
    const first = r.sides[0]?.regiments[0];
    first?.units.forEach((x, i) => (x.name = `Blue Pikes ${i + 1}`));
    const built = parseThen(ordersScenarioSchema(), r, checkOrdersScenario);
    if (!built.ok) throw new Error(JSON.stringify(built.error));
    return ordersRules.initialState(built.value.scenario);
  };

  it('3.3.2: after a march\'s "may", a singular unit\'s later orders take the plain verb', () => {
    expect(said(start(), 'order AC2 A4 march,charge --target B3', [1, 1])).toContain('Blue Horse may march up to 6 inches (4.1) and charge Red 3 (charge-move A4 --distance N).');
    expect(said(start(), 'order AC1 A1 march,support --support A2', [1, 1])).toContain('Blue 1 may march up to 6 inches (4.1) and support Blue 2.');
    expect(said(start(), 'order AC1 A1 march,change-formation', [1, 1])).toContain('Blue 1 may march up to 6 inches (4.1) and change formation (any valid formation, 2.4).');
    expect(said(start(), 'order AC1 A1 march,change-formation --width 2', [1, 1])).toContain('Blue 1 may march up to 6 inches (4.1) and form 2 stands across (2 ranks).');
    expect(said(start(), 'order AC1 A1 march,about-face', [1, 1])).toContain('Blue 1 may march up to 6 inches (4.1) and about-face (counts as having moved, for shooting).');
  });

  it('3.3.2: orders before the march keep the verb that agrees with the unit', () => {
    expect(said(start(), 'order AC1 A1 about-face,march', [1, 1])).toContain('Blue 1 about-faces (counts as having moved, for shooting) and may march up to 6 inches (4.1).');
    expect(said(start(), 'order AC1 A1 change-formation,march,about-face', [1, 1])).toContain('Blue 1 changes formation (any valid formation, 2.4), may march up to 6 inches (4.1) and about-face');
  });

  it('3.3.2: a plural unit reads the same after "may", and agrees before it', () => {
    expect(said(plural(), 'order AC1 A1 march,charge --target B3', [1, 1])).toContain('Blue Pikes 1 may march up to 6 inches (4.1) and charge Red 3 (charge-move A1 --distance N).');
    expect(said(plural(), 'order AC1 A1 change-formation,about-face --width 4', [1, 1])).toContain('Blue Pikes 1 form 4 stands across (1 rank) and about-face (counts as having moved, for shooting).');
  });

  it('3.3.6 and 3.3.7: one rank is "1 rank", and the unit about-faces', () => {
    expect(said(start(), 'order AC1 A2 change-formation,about-face --width 4', [1, 1])).toContain('Blue 2 forms 4 stands across (1 rank) and about-faces (counts as having moved, for shooting).');
  });
});

describe('5, 6 (empty headings) and 3.3: the book\'s words that are no command here say why (play-test finding)', () => {
  const parseRefusal = (line: string): string => {
    const r = ordersRules.parse(start(), line);
    if (r.ok) throw new Error(`${line} parsed`);
    return r.error;
  };

  it('5: "fire" says ranged combat is an empty heading and names the corrections, not "unknown command"', () => {
    for (const word of ['fire', 'shoot', 'Fire']) expect(parseRefusal(`${word} A2 B1`)).toMatch(/^ranged combat \(section 5, with 5\.1 artillery and 5\.2 missile troops\) is an empty heading, so there is no fire to roll; record what the table decides with corrections \(lose <unit> <stands>/);
  });

  it('6: "melee" says close combat is an empty heading', () => {
    expect(parseRefusal('melee A1 B1')).toMatch(/^close combat \(section 6\) is an empty heading, so there is no melee to roll; /);
  });

  it('3.3: an order typed as a command says it is an order and how to give it; a charge says how it then moves (4.2)', () => {
    // A unit of the side giving orders named after the order: the line names its commander and it.
    expect(parseRefusal('march A1')).toBe('march is an order a commander gives in the Orders phase: order AC1 A1 march (3.1.3, 3.3)');
    expect(parseRefusal('march')).toBe('march is an order a commander gives in the Orders phase: order <commander> <unit> march (3.1.3, 3.3)');
    expect(parseRefusal('charge A1 B1')).toBe('charge is an order a commander gives in the Orders phase: order AC1 A1 charge --target <enemy> (3.1.3, 3.3); once accepted, charge-move <unit> --distance N moves it (4.2)');
    expect(parseRefusal('move A1')).toMatch(/^units move by the orders a commander gives in the Orders phase: order <commander> <unit> march \(3\.3\.2, 4\.1\)/);
  });

  it('5, 6: rules fire, shoot, artillery and close-combat give where the text stops, as rules shooting does', () => {
    for (const topic of ['fire', 'shoot', 'artillery', 'missile', 'close-combat']) {
      const r = ordersRulesTopic(topic, start());
      expect(r.ok && JSON.stringify(r.value)).toContain('Sections 5 to 9');
    }
  });

  it('a word the book does not use is still an unknown command', () => {
    expect(parseRefusal('frobnicate A1')).toMatch(/^unknown command "frobnicate"/);
  });
});

describe('3.3.4: one token at a time, a new one replacing the old (play-test finding)', () => {
  it('a second guard order says the new token replaces the old one, and the unit holds only the new', () => {
    let s = play(start(), 'order AC1 A1 guard --guard A2', [1, 1]);
    for (const line of ['next', 'next', 'next', 'next']) s = play(s, line);
    expect(said(s, 'order AC1 A1 guard --guard A3', [1, 1])).toContain('Blue 1 guards Blue 3 with a guard token (it replaces its token on Blue 2, 3.3.4).');
    expect(u(play(s, 'order AC1 A1 guard --guard A3', [1, 1]), 'A1').guardToken).toBe('A3');
    // A first token, or the same ward again, replaces nothing worth saying.
    expect(said(start(), 'order AC1 A1 guard --guard A2', [1, 1])).toContain('Blue 1 guards Blue 2 with a guard token.');
    expect(said(s, 'order AC1 A1 guard --guard A2', [1, 1])).toContain('Blue 1 guards Blue 2 with a guard token.');
  });
});

describe('5 to 9 (empty headings): rules by the text\'s own section numbers say where it stops', () => {
  const text = (topic: string): string => {
    const r = ordersRulesTopic(topic, start());
    if (!r.ok) throw new Error(r.error);
    return JSON.stringify(r.value.blocks);
  };

  it('5, 5.1, 5.2, 6, 7, 8.1 and 9: each empty heading is named, with what tyw does instead', () => {
    expect(text('5')).toContain('Section 5 (Ranged Combat, with 5.1 Artillery and 5.2 Missile Troops) is a heading with nothing under it.');
    expect(text('section 5.1')).toContain('Section 5.1 (Artillery) is a heading with nothing under it.');
    expect(text('5.2')).toContain('Section 5.2 (Missile Troops)');
    expect(text('6')).toContain('Section 6 (Close Combat) is a heading');
    expect(text('7')).toContain('Section 7 (Morale and your Soldiers) is a heading');
    expect(text('8.1')).toContain('Section 8.1 (Phases of the Game and Player Turns) is a heading');
    expect(text('9.')).toContain('Section 9 (Army Building) is a heading');
    for (const n of ['5', '6', '7', '8.1', '9']) expect(text(n)).toContain('Sections 5 to 9');
    // The book's words for them lead to the same section.
    expect(text('morale')).toContain('Section 7 (Morale and your Soldiers)');
    expect(text('artillery')).toContain('Section 5.1 (Artillery)');
    expect(text('melee')).toContain('Section 6 (Close Combat)');
    expect(text('army')).toContain('Section 9 (Army Building)');
  });

  it('8: the turn is designed, and rules 8 says so; sections with rules lead to their topic (2.4, 3.3.4, 4.1)', () => {
    expect(text('8')).toContain('Section 8 is an empty heading: the text gives no turn sequence. This one is a designed choice, not the text:');
    expect(text('2.4')).toContain('A valid formation (2.4)');
    expect(text('2.3')).toContain('50 mm square for artillery and 40 mm square');
    expect(text('3.3.4')).toContain('Guard (3.3.4)');
    expect(text('3.2')).toContain('Regiment-wide orders (3.2)');
    expect(text('4.1')).toContain('March (4.1): up to 6 inches');
    expect(text('2.9.1')).toContain('Commanders (2.8, 2.9.1)');
    const none = ordersRulesTopic('10', start());
    expect(none.ok ? 'answered' : none.error).toMatch(/^no rules topic "10"; topics: sections, units, /);
  });

  it('rules sections lists every heading of the text, the empty ones marked as such', () => {
    const all = text('sections');
    for (const n of ['1, 1.1', '3.2', '4, 4.1, 4.2', '5, 5.1, 5.2', '6', '7', '8, 8.1', '9']) expect(all).toContain(`"${n}"`);
    expect(all.match(/empty heading/g)?.length).toBe(5);
  });

  it('9 and victory: the book\'s words for what it never defines are refused with the reason, and help says the same', () => {
    const parseRefusal = (line: string): string => {
      const r = ordersRules.parse(start(), line);
      return r.ok ? 'parsed' : r.error;
    };
    expect(parseRefusal('army')).toMatch(/^army building \(section 9\) is an empty heading: the scenario gives each side/);
    expect(parseRefusal('victory')).toBe('the text defines no victory: end <side>|draw ends the battle when the players agree');
    expect(ordersHelp('fire')).toEqual({ ok: true, value: ['fire (no command here)', expect.stringMatching(/^ {2}Ranged combat \(section 5, with 5\.1 artillery/)] });
    expect(ordersHelp('frobnicate').ok).toBe(false);
    // 2.8: the text's word for the leaders view points to it.
    expect(parseRefusal('commanders')).toMatch(/^the commanders' view is leaders: /);
  });
});

describe('2.8, 2.9.1 and 3.1.1: a commander named where a unit is wanted is refused as a commander', () => {
  it('lose, disorder, order and a charge\'s target say the name is a commander, not "no unit matches"', () => {
    const parseRefusal = (line: string): string => {
      const r = ordersRules.parse(start(), line);
      return r.ok ? 'parsed' : r.error;
    };
    const why = 'is a commander, not a unit: commanders give orders (3.1.1) and take no hits (2.9.1)';
    expect(parseRefusal('lose AC1 1')).toBe(`Morse (AC1) ${why}; kill AC1 records the commander's loss`);
    expect(parseRefusal('disorder Reed')).toBe(`Reed (AC2) ${why}; kill AC2 records the commander's loss`);
    expect(parseRefusal('order AC1 AC2 march')).toContain(`Reed (AC2) ${why}`);
    expect(parseRefusal('order AC1 A1 charge --target BC1')).toBe(`--target: Cross (BC1) ${why}; kill BC1 records the commander's loss`);
    // A name that is no commander either is still "no unit matches".
    expect(parseRefusal('lose Zz 1')).toBe('no unit matches "Zz"');
  });

  it('2.8: a unit named where a commander is wanted (kill, order, done) says it is a unit, and who commands it', () => {
    const parseRefusal = (line: string): string => {
      const r = ordersRules.parse(start(), line);
      return r.ok ? 'parsed' : r.error;
    };
    const why = "is a unit, not a commander: commanders are named by their regiment's id or their name (2.8)";
    expect(parseRefusal('kill A1')).toBe(`Blue 1 (A1) ${why}; Morse (AC1) commands First`);
    expect(parseRefusal('order A4 A4 march')).toBe(`Blue Horse (A4) ${why}; Reed (AC2) commands Second`);
    expect(parseRefusal('done A2')).toBe(`Blue 2 (A2) ${why}; Morse (AC1) commands First`);
    // A unit's name of several words, typed whole.
    expect(parseRefusal('kill Blue Horse')).toBe(`Blue Horse (A4) ${why}; Reed (AC2) commands Second`);
    expect(parseRefusal('order Blue Horse A4 march')).toBe(`Blue Horse (A4) ${why}; Reed (AC2) commands Second`);
    // A name that is no unit either is still "no commander matches".
    expect(parseRefusal('kill Zz')).toMatch(/^no commander matches "Zz"/);
  });
});

describe('3.3.3 and 4.2: a charge\'s target is an enemy unit', () => {
  it('a friendly target is refused with the sections that say so', () => {
    expect(refusal(start(), 'order AC1 A1 charge --target A2', [1, 1])).toBe("Blue 2 is not an enemy unit: a charge's target is an enemy (3.3.3, 4.2)");
  });
});
