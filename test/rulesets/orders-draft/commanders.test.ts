/** Seed 002, 2.5 to 2.9.1: the scenario's profile, commanders and the loss of a commander. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseThen } from '../../../src/engine/scenario-schema.js';
import { checkOrdersScenario, ordersScenarioSchema, summarizeOrders } from '../../../src/rulesets/orders-draft/scenario.js';
import { moraleCheckOdds } from '../../../src/rulesets/orders-draft/morale-check.js';
import { ordersPreview } from '../../../src/rulesets/orders-draft/present/preview.js';
import { COMMAND_HELP } from '../../../src/rulesets/orders-draft/present/help.js';
import { commander, play, raw, refusal, said, start, u } from './fixtures.js';

const check = (data: unknown) => parseThen(ordersScenarioSchema(), data, checkOrdersScenario);

describe('2.5 and 2.6: types, ranks and the profile', () => {
  it('reads attacks as melee/ranged and gives each unit an id', () => {
    const s = start();
    expect(u(s, 'A1')).toMatchObject({ name: 'Blue 1', attacks: { melee: 1, ranged: 0 }, defence: 4, stands: 4, width: 4 });
    expect(s.regiments.map((r) => r.id)).toEqual(['AC1', 'AC2', 'BC1']);
  });

  it('refuses an unknown type and a rating above 10 (3.1.3)', () => {
    const data = raw() as { sides: { regiments: { commander: { rating: number }; units: { type: string }[] }[] }[] };
    data.sides[0]!.regiments[0]!.commander.rating = 11;
    data.sides[0]!.regiments[0]!.units[0]!.type = 'musketeer';
    const r = check(data);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.message).sort()).toEqual([
      'rating must be an integer from 1 to 10, not 11','unknown unit type "musketeer" (did you mean "musketeers"?)']);
  });

  it('2.5: novice, hero and general, listed among the unit types, are refused as a unit type with the commander they belong to', () => {
    const data = raw() as { sides: { regiments: { units: { type: string }[] }[] }[] };
    data.sides[0]!.regiments[0]!.units[0]!.type = 'Hero';
    const r = check(data);
    expect(r.ok ? [] : r.error.map((e) => e.message)).toEqual(['"Hero" is a commander\'s rank, not a unit type: give it as the regiment\'s commander, { name, rank: hero, rating } (2.5, 3.1.1)']);
  });
});

describe('3.1.3, 3.2, 3.3.8 and 2.9.1: tyw check shows every reading the scenario settles', () => {
  it('each switch, on or off, and the Morale Check as the game master\'s unless rolled by house rule', () => {
    const summary = (houseRules: Record<string, unknown>) => {
      const r = check({ ...(raw() as object), houseRules });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return summarizeOrders(r.value.scenario, []);
    };
    const plain = summary({});
    expect(plain.extra).toEqual({ equalRollFails: false, regimentPenaltyStacks: false, regimentFailureGoesOn: false, rallyOneRoll: false, rallyFailureEndsCommander: false, guardMayMove: false, aboutFaceInPlace: false, orderMarkersAreTokens: false, promotedRatingAtMost: false, shortChargeDieOnly: false, guardShortHalfGap: false, supportJoinsWaiting: false, contactChargeVoid: false, moraleCheckAtMost: null });
    expect(plain.text?.extra?.moraleCheckAtMost).toBe('morale check at most: off (the game master rules each Morale Check, 2.9.1)');
    const rolled = summary({ rallyOneRoll: true, moraleCheckAtMost: 4 });
    expect(rolled.extra).toMatchObject({ rallyOneRoll: true, moraleCheckAtMost: 4 });
    expect(rolled.text?.extra?.moraleCheckAtMost).toBe('morale check at most: 4 (house rule: a d6 of 4 or less passes, 2.9.1)');
  });
});

describe('2.9.1 the loss of a commander', () => {
  it('every unit of the regiment takes a Morale Check, failures leave, then a unit is promoted no better than the fallen', () => {
    let s = play(start(), 'kill AC1');
    expect(s.regiments[0]?.moraleDue).toEqual(['A1', 'A2', 'A3']);
    expect(refusal(s, 'promote A1 --rating 5')).toMatch(/Morale Checks first/);
    expect(refusal(s, 'order AC1 A1 march', [1, 1])).toMatch(/lost its commander/);
    s = play(play(play(s, 'morale-check A1 fail'), 'morale-check A2 pass'), 'morale-check A3 pass');
    expect(u(s, 'A1').gone).toBe('fled');
    s = play(s, 'promote A2 --rating 5');
    expect(commander(s, 'AC1')).toMatchObject({ name: 'Blue 2', rank: 'general', rating: 5, status: 'waiting' });
    expect(s.regiments[0]?.moraleDue).toEqual([]);
  });

  it('the promoted rank is never better than the fallen one', () => {
    let s = play(play(start(), 'kill AC2'), 'morale-check A4 pass');
    expect(refusal(s, 'promote A4 --rating 5 --rank general')).toMatch(/rank must be no better than hero, the fallen commander.s/);
    s = play(s, 'promote A4 --rating 5');
    expect(commander(s, 'AC2')).toMatchObject({ name: 'Blue Horse', rank: 'hero', rating: 5 });
    expect(u(s, 'A4').gone).toBe('promoted');
  });

  it('2.9.1: a promoted unit is the commander unit, still on the table; a refusal says so, not that it is gone', () => {
    let s = play(play(play(play(play(start(), 'kill AC1'), 'morale-check A1 pass'), 'morale-check A2 pass'), 'morale-check A3 pass'), 'promote A2 --rating 5');
    expect(refusal(s, 'lose A2 1')).toBe('Blue 2 is now the commander unit of First, no longer one of its units (2.9.1)');
    expect(refusal(s, 'disorder A2')).toMatch(/now the commander unit of First/);
    s = play(play(s, 'next'), 'next');
    expect(refusal(s, 'order BC1 B1 charge --target A2', [1, 1])).toMatch(/^Blue 2 is now the commander unit of First/);
  });
});

describe('2.9.1 house rule moraleCheckAtMost: the Morale Check rolled (a designed test, not the text)', () => {
  const withRule = (atMost: number) => start({ moraleCheckAtMost: atMost } as unknown as Record<string, boolean>);

  it('by default the game master gives the outcome: a roll is refused', () => {
    const s = play(start(), 'kill AC1');
    expect(refusal(s, 'morale-check A1 roll', [1])).toMatch(/never defines the Morale Check.*give the outcome: pass or fail/);
    expect(ordersPreview(s, { kind: 'morale-check', unit: 'A1', passed: null }).ok).toBe(false);
  });

  it('a d6 at or under the value passes; over it fails and the unit flees the table', () => {
    let s = play(withRule(4), 'kill AC1');
    expect(said(s, 'morale-check A1 roll', [4])).toMatch(/^Blue 1 passes the Morale Check \(house rule: d6 4, 4 or less passes\)\.$/);
    s = play(s, 'morale-check A1 roll', [4]);
    expect(said(s, 'morale-check A2 roll', [5])).toMatch(/fails the Morale Check: on the table → fled \(house rule: d6 5/);
    s = play(s, 'morale-check A2 roll', [5]);
    expect(u(s, 'A1').gone).toBeNull();
    expect(u(s, 'A2').gone).toBe('fled');
    // The game master may still rule one himself.
    s = play(s, 'morale-check A3 pass');
    expect(s.regiments[0]?.moraleDue).toEqual([]);
  });

  it('passes exactly when the die is at or under the value, for every value and die', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 6 }), (atMost, die) => {
        const s = play(play(withRule(atMost), 'kill AC2'), 'morale-check A4 roll', [die]);
        expect(u(s, 'A4').gone).toBe(die <= atMost ? null : 'fled');
      }),
    );
  });

  it('2.9.1 house rule: odds before the roll, in lowest terms: at 4, 2/3 passes and 1/3 fails; the chances always add up to one', () => {
    const s = play(withRule(4), 'kill AC1');
    const preview = ordersPreview(s, { kind: 'morale-check', unit: 'A1', passed: null });
    expect(preview.ok && preview.value.odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['passes: it stays', '2/3'],
      ['fails: it flees the table', '1/3'],
    ]);
    for (let v = 1; v <= 5; v += 1) expect(moraleCheckOdds(v, 'Blue 1').reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('the scenario gives a value from 1 to 5', () => {
    for (const bad of [0, 6, 2.5]) {
      const data = raw() as { houseRules: Record<string, unknown> };
      data.houseRules = { moraleCheckAtMost: bad };
      const r = check(data);
      expect(r.ok, String(bad)).toBe(false);
      if (!r.ok) expect(r.error[0]?.message).toMatch(/moraleCheckAtMost must be an integer from 1 to 5/);
    }
    expect(withRule(3).houseRules.moraleCheckAtMost).toBe(3);
    expect(start().houseRules.moraleCheckAtMost).toBeNull();
  });
});

describe('2.9.1 a Morale Check only after the loss of a commander', () => {
  it('a unit with none due is refused in plain words ("they follow…" named the wrong thing)', () => {
    expect(refusal(start(), 'morale-check A1 pass')).toBe("Blue 1 has no Morale Check to take: one is due once, after its regiment's commander is lost (2.9.1)");
  });
});

describe('2.9.1 with 3.1.3 step 5: a commander promoted in his side\'s Orders phase takes the fallen one\'s place in it (play-test finding)', () => {
  const promoted = (s: ReturnType<typeof start>) =>
    ['morale-check A1 pass', 'morale-check A2 pass', 'morale-check A3 pass'].reduce((x, line) => play(x, line), play(s, 'kill AC1'));

  it('3.1.3 step 5: a failed Command Roll is not undone by the commander\'s loss: his successor gives no more orders this phase', () => {
    const s = promoted(play(start(), 'order AC1 A1 march', [6, 6]));
    expect(said(s, 'promote A3 --rating 7')).toContain('Like the fallen commander, it gives no more orders this phase (3.1.3).');
    const after = play(s, 'promote A3 --rating 7');
    expect(commander(after, 'AC1')?.status).toBe('done');
    expect(refusal(after, 'order AC1 A2 march', [1, 1])).toBe('Blue 3 is done for this phase (3.1.3)');
  });

  it('help promote says so', () => {
    expect((COMMAND_HELP.find((c) => c.name === 'promote')?.details ?? []).join(' ')).toContain("the new commander takes the fallen one's place: if that one was done (a failed Command Roll), so is he (3.1.3)");
  });

  it('a commander lost before he was done: his successor may still give orders this phase', () => {
    const after = play(promoted(play(start(), 'order AC1 A1 march', [1, 1])), 'promote A3 --rating 7');
    expect(commander(after, 'AC1')?.status).toBe('waiting');
  });

  it('the next Orders phase of the side starts afresh for a successor promoted later', () => {
    let s = promoted(play(start(), 'order AC1 A1 march', [6, 6]));
    for (const line of ['next', 'next', 'next', 'next']) s = play(s, line);
    expect(commander(play(s, 'promote A3 --rating 7'), 'AC1')?.status).toBe('waiting');
  });
});

describe('2.9.1 a promotion refused says the bound as a rule, and what to give', () => {
  it('2.9.1: a rating above the fallen one\'s (house rule promotedRatingAtMost) or a better rank is refused with the flag that would play', () => {
    let s = play(start({ promotedRatingAtMost: true }), 'kill AC1');
    for (const id of ['A1', 'A2', 'A3']) s = play(s, `morale-check ${id} pass`);
    expect(refusal(s, 'promote A1 --rating 9')).toBe("the new commander's rating must be no higher than 7, the fallen commander's (2.9.1, house rule promotedRatingAtMost): give --rating 7 or less");
    expect(commander(play(s, 'promote A1 --rating 7'), 'AC1')?.rating).toBe(7);
    const hero = play(play(start(), 'kill AC2'), 'morale-check A4 pass');
    expect(refusal(hero, 'promote A4 --rating 5 --rank general')).toBe("the new commander's rank must be no better than hero, the fallen commander's (2.9.1): give --rank hero or novice");
    expect(commander(play(hero, 'promote A4 --rating 5 --rank novice'), 'AC2')?.rank).toBe('novice');
  });
});
