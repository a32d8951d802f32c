/** Seed 002 read against the tool: rules the audit found missing, wrong or misleading, by section. */
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import { ordersRules } from '../../../src/rulesets/orders-draft/index.js';
import { ORDERS_COMMANDS } from '../../../src/rulesets/orders-draft/commands.js';
import { ordersHeader } from '../../../src/rulesets/orders-draft/present/header.js';
import { COMMAND_HELP } from '../../../src/rulesets/orders-draft/present/help.js';
import { ordersStanding } from '../../../src/rulesets/orders-draft/present/standing.js';
import { ORDERS_STEPS } from '../../../src/rulesets/orders-draft/steps.js';
import { ordersPreview } from '../../../src/rulesets/orders-draft/present/preview.js';
import { ordersRules as ordersRulesTopic } from '../../../src/rulesets/orders-draft/present/rules.js';
import { statusView } from '../../../src/rulesets/orders-draft/present/status.js';
import type { OrdersState } from '../../../src/rulesets/orders-draft/state.js';
import { commander, play, refusal, said, start, u } from './fixtures.js';

/** Every way the dice can fall, `n` dice of six sides. */
function allDice(n: number): number[][] {
  if (n === 0) return [[]];
  return allDice(n - 1).flatMap((rest) => [1, 2, 3, 4, 5, 6].map((d) => [d, ...rest]));
}

/** The fraction of all dice for which `line` leaves the unit no longer Disordered, by playing the real engine. */
function rallyRate(s: OrdersState, line: string, unit: string): number {
  const parsed = ordersRules.parse(s, line);
  if (!parsed.ok) throw new Error(parsed.error);
  let rallied = 0;
  const rolls = allDice(4);
  for (const dice of rolls) {
    const r = ordersRules.execute(s, parsed.value, handDice([...dice]));
    if (!r.ok) throw new Error(r.error);
    if (!u(r.value.state, unit).disordered) rallied += 1;
  }
  return rallied / rolls.length;
}

describe('3.3.8 rally: the odds cover the rally roll as well', () => {
  it('3.3.8: odds of a rally at rating 7 give the rally roll (7/12 passes) and the chance all told (35/144), as the engine does', () => {
    const s = play(start(), 'disorder A1');
    const p = ordersPreview(s, (ordersRules.parse(s, 'rally AC1 A1') as { value: unknown }).value);
    if (!p.ok) throw new Error(p.error);
    const dists = (p.value.distributions ?? []).map((d) => [d.title, d.outcomes.map((o) => [o.label, o.fraction])]);
    expect(dists).toEqual([
      ['Then, if the rally is accepted, Blue 1 takes the rally roll: 2d6 against rating 7 (3.3.8)', [['passes: no longer Disordered', '7/12'], ['fails: still Disordered', '5/12']]],
      ['All told, Blue 1', [['rallies', '35/144'], ['stays Disordered', '109/144']]],
    ]);
    expect(rallyRate(s, 'rally AC1 A1', 'A1')).toBeCloseTo(35 / 144, 12);
  });

  it('3.3.8: with equalRollFails the rally roll fails on 7 too, and the odds say so', () => {
    const s = play(start({ equalRollFails: true }), 'disorder A1');
    const p = ordersPreview(s, (ordersRules.parse(s, 'rally AC1 A1') as { value: unknown }).value);
    if (!p.ok) throw new Error(p.error);
    const allTold = p.value.distributions?.[1]?.outcomes[0];
    expect(allTold?.fraction).toBe('25/144');
    expect(rallyRate(s, 'rally AC1 A1', 'A1')).toBeCloseTo(25 / 144, 12);
  });
});

describe('3.3.8 rally, then other orders', () => {
  it('3.3.8: a Disordered unit ordered rally,march marches only if the rally passes', () => {
    const s = play(start(), 'disorder A1');
    const passed = play(s, 'order AC1 A1 rally,march', [1, 1, 3, 4]);
    expect(u(passed, 'A1')).toMatchObject({ disordered: false, phase: { accepted: ['rally', 'march'] } });
    expect(said(s, 'order AC1 A1 rally,march', [1, 1, 3, 4])).toContain('Blue 1 may march up to 6 inches (4.1).');

    const failed = play(s, 'order AC1 A1 rally,march', [1, 1, 4, 4]);
    expect(u(failed, 'A1')).toMatchObject({ disordered: true, phase: { accepted: ['rally'], declared: ['rally', 'march'] } });
    const text = said(s, 'order AC1 A1 rally,march', [1, 1, 4, 4]);
    expect(text).toContain("Blue 1's rally roll: 2d6 4+4 = 8 against rating 7: failed, still Disordered; march discarded (3.3.8).");
    expect(text).not.toContain('may march');
  });

  it('3.1.2, 3.3.8: Rally is refused to a unit not Disordered, before any roll (play-test finding: a failed roll would end the commander for nothing)', () => {
    const why = 'Blue 1 is not Disordered: Rally is for a Disordered unit (3.1.2, 3.3.8)';
    expect(refusal(start(), 'order AC1 A1 rally', [6, 6])).toBe(why);
    expect(refusal(start(), 'order AC1 A1 rally,march', [1, 1])).toBe(why);
    expect(refusal(start(), 'rally AC1 A1', [6, 6])).toBe(why);
    expect(refusal(start({ rallyOneRoll: true }), 'order AC1 A1 rally', [1, 1])).toBe(why);
    // Named in a regiment-wide order, the refusal says to leave it out (3.2 step 2); "all" leaves it out itself.
    expect(refusal(play(start(), 'disorder A2'), 'regiment AC1 A1,A2 rally', [1, 1])).toBe(`${why}; a regiment-wide order names only units that can take it (3.2 step 2): leave out those not Disordered`);
    expect(refusal(start(), 'regiment AC1 all rally', [1, 1])).toBe('no unit of First can take rally now');
    // odds refuse it the same way.
    const parsed = ordersRules.parse(start(), 'order AC1 A1 rally');
    expect(parsed.ok && ordersPreview(start(), parsed.value)).toEqual({ ok: false, error: why });
  });

  it('3.3.8 with 3.1.3 step 5: a failed rally roll keeps the unit Disordered but does not end the commander, whose issuing roll passed', () => {
    const s = play(start(), 'disorder A1');
    // Command Roll 1+1 = 2 accepts the rally; the rally roll 4+4 = 8 fails at rating 7.
    const failed = play(s, 'order AC1 A1 rally', [1, 1, 4, 4]);
    expect(u(failed, 'A1').disordered).toBe(true);
    expect(commander(failed, 'AC1')?.status).toBe('active');
    expect(said(s, 'order AC1 A1 rally', [1, 1, 4, 4])).not.toContain('done for this phase');
    // He goes on to his next unit; the game master who reads the failure as 3.1.3's ends him with done.
    expect(said(failed, 'order AC1 A2 march', [1, 1])).toContain('Blue 2 may march up to 6 inches (4.1).');
    expect(commander(play(failed, 'done AC1'), 'AC1')?.status).toBe('done');
    // help rally says so.
    expect(ORDERS_COMMANDS.find((c) => c.name === 'rally')?.details?.join(' ')).toContain('A failed rally roll does not end the commander');
  });

  it('3.1.2, 3.3.8: a Disordered unit must take Rally first; an order before it is refused', () => {
    const s = play(start(), 'disorder A1');
    expect(refusal(s, 'order AC1 A1 march,rally', [1, 1])).toBe('Blue 1 is Disordered: it may receive Rally, and other orders only after it (3.1.2, 3.3.8): put Rally first (order AC1 A1 rally,march)');
    expect(refusal(s, 'order AC1 A1 march', [1, 1])).toBe('Blue 1 is Disordered: it may receive Rally, and other orders only after it (3.1.2, 3.3.8): put Rally first (order AC1 A1 rally,march)');
  });

  it('3.2, 3.3.8: a regiment-wide rally,march means by "all" the Disordered units, each marching only if it rallies', () => {
    const s = play(play(start(), 'disorder A2'), 'disorder A3');
    // Two units at rating 7: penalty 1, against 6; a roll of 2 accepts both orders. A2 rallies (3+3), A3 does not (6+6).
    const after = play(s, 'regiment AC1 all rally,march', [1, 1, 3, 3, 6, 6]);
    expect(u(after, 'A1').phase).toBeNull();
    expect(u(after, 'A2')).toMatchObject({ disordered: false, phase: { accepted: ['rally', 'march'] } });
    expect(u(after, 'A3')).toMatchObject({ disordered: true, phase: { accepted: ['rally'] } });
    expect(commander(after, 'AC1')?.status).toBe('active');
  });
});

describe('8 (empty): the turn is a designed choice, and the tool says so', () => {
  const text = (topic: string): string => {
    const r = ordersRulesTopic(topic, start());
    if (!r.ok) throw new Error(r.error);
    return JSON.stringify(r.value);
  };

  it('8: rules turn gives the designed turn and says the text has none', () => {
    const shown = text('turn');
    expect(shown).toContain('Section 8 is an empty heading');
    expect(shown).toContain("the first side's Orders phase, then the rest of its player turn");
    expect(shown).toContain('a designed choice, not the text');
  });

  it('5 to 8: the rest of a player turn is where sections 5 to 7 would go; 8 is the turn itself (rules turn, next, a refused order)', () => {
    expect(text('turn')).toContain('where sections 5 to 7 (ranged combat, close combat, morale) would go');
    expect(text('turn')).not.toContain('5 to 8 would go');
    const next = said(start(), 'next');
    expect(next).toContain('The rest of the player turn is where sections 5 to 7 (ranged combat, close combat, morale) would go');
    expect(refusal(play(start(), 'next'), 'order AC1 A1 march', [1, 1])).toContain('the rest of the player turn is where sections 5 to 7');
  });

  it('5 to 9 are empty headings, said the same way in the header, help, the steps, next, a refusal, the guide and replay', () => {
    const rest = play(start(), 'next');
    const said5to9 = /sections 5 to 9 are empty headings/;
    expect(JSON.stringify(ordersHeader(rest))).toContain('rest of the turn (sections 5 to 9 are empty headings)');
    expect(COMMAND_HELP.find((c) => c.name === 'lose')?.group).toMatch(said5to9);
    expect(ORDERS_STEPS.find((st) => st.id === 'beyond')?.help).toMatch(said5to9);
    expect(ORDERS_COMMANDS.find((c) => c.name === 'next')?.details?.join(' ')).toMatch(said5to9);
    expect(said(start(), 'next')).toMatch(said5to9);
    expect(refusal(rest, 'order AC1 A1 march', [1, 1])).toMatch(said5to9);
    expect(ordersStanding(rest).terms.heading).toMatch(said5to9);
    // No other way of saying it is left: "5-7", "5-9", "5 to 8".
    const everywhere = JSON.stringify([ordersHeader(rest), COMMAND_HELP, ORDERS_STEPS, ORDERS_COMMANDS, ordersStanding(rest).terms, text('turn'), text('missing')]);
    expect(everywhere).not.toMatch(/5-[0-9]|5 to 8|sections 5 to 7, which/);
  });

  it('5 to 9: the note on where the text stops no longer says the tool invents nothing, since the turn is designed', () => {
    expect(text('missing')).not.toContain('does not invent them');
    expect(text('missing')).toContain('rules turn');
  });
});

describe('3.2 after a failed regiment-wide order', () => {
  it('3.2: by default a failed regiment-wide roll ends the commander, as any failed Command Roll (3.1.3 step 5)', () => {
    const s = play(start(), 'regiment AC1 A1,A2 march', [6, 6]);
    expect(refusal(s, 'order AC1 A3 march', [1, 1])).toBe('Morse is done for this phase (3.1.3)');
  });

  it('3.2 house rule regimentFailureGoesOn: the commander "can always still" order the units left out; the units involved are done', () => {
    const s = play(start({ regimentFailureGoesOn: true }), 'regiment AC1 A1,A2 march', [6, 6]);
    expect(said(start({ regimentFailureGoesOn: true }), 'regiment AC1 A1,A2 march', [6, 6])).toContain(
      'failed. 2 units (Blue 1 and Blue 2) receive no orders and stand ready (3.1.3); Morse may still order the units left out (3.2, house rule regimentFailureGoesOn).',
    );
    expect(refusal(s, 'order AC1 A1 march', [1, 1])).toMatch(/already received orders that failed/);
    expect(u(play(s, 'order AC1 A3 march', [1, 1]), 'A3').phase?.accepted).toEqual(['march']);
    // A single unit's failure still ends him (3.1.3 step 5).
    const single = play(start({ regimentFailureGoesOn: true }), 'order AC1 A1 march', [6, 6]);
    expect(refusal(single, 'order AC1 A3 march', [1, 1])).toBe('Morse is done for this phase (3.1.3)');
  });

  it('3.2: the odds of a regiment-wide order say "units and commander done" on a failure, as the roll does', () => {
    const s = start();
    const p = ordersPreview(s, (ordersRules.parse(s, 'regiment AC1 A1,A2 march') as { value: unknown }).value);
    if (!p.ok) throw new Error(p.error);
    expect(p.value.odds?.outcomes.map((o) => o.label)).toContain('failed (units and commander done)');
  });

  it('3.2 house rule regimentFailureGoesOn: the odds say who is done on a failure', () => {
    const s = start({ regimentFailureGoesOn: true });
    const p = ordersPreview(s, (ordersRules.parse(s, 'regiment AC1 A1,A2 march') as { value: unknown }).value);
    if (!p.ok) throw new Error(p.error);
    expect(p.value.odds?.outcomes.map((o) => o.label)).toContain('failed (these units done; the commander goes on)');
  });
});

describe('3.1.3 a unit without orders defaults to Stand Ready, once its commander is done', () => {
  const column = (s: OrdersState, id: string): string => {
    const r = statusView(s, id);
    if (!r.ok) throw new Error(r.error);
    return JSON.stringify(r.value);
  };

  it('3.1.3: status says "not ordered yet" while the commander may still order the unit, and "stand ready" once he is done', () => {
    const s = play(start(), 'order AC1 A1 march', [1, 1]);
    expect(column(s, 'A2')).toContain('not ordered yet');
    expect(column(s, 'A2')).not.toContain('stand ready');
    const done = play(s, 'done AC1');
    expect(column(done, 'A2')).toContain('stand ready');
    expect(column(play(s, 'next'), 'A2')).toContain('stand ready');
  });
});

describe('2.9.1 the promoted commander is no better than the fallen one', () => {
  it('2.9.1: the text bounds the rank ("type, or quality"), not the rating: a rating above the fallen commander\'s is accepted without a word, a better rank refused', () => {
    let s = play(start(), 'kill AC1');
    for (const id of ['A1', 'A2', 'A3']) s = play(s, `morale-check ${id} pass`);
    const text = said(s, 'promote A1 --rating 9');
    expect(text).toContain('rating 9');
    expect(text).not.toMatch(/above the fallen|no better/);
    expect(commander(play(s, 'promote A1 --rating 9'), 'AC1')?.rating).toBe(9);
    const hero = play(play(start(), 'kill AC2'), 'morale-check A4 pass');
    expect(refusal(hero, 'promote A4 --rating 5 --rank general')).toMatch(/^the new commander's rank must be no better than hero/);
  });
});

describe('3.2 "all" means the units that may take these orders', () => {
  it('3.2, 3.3.4, 3.3.5: regiment all guard (or support) takes in every unit but the one guarded (or supported)', () => {
    const guarded = play(start(), 'regiment AC1 all guard --guard A3', [1, 1]);
    expect([u(guarded, 'A1').guardToken, u(guarded, 'A2').guardToken, u(guarded, 'A3').phase]).toEqual(['A3', 'A3', null]);
    const supported = play(start(), 'regiment AC1 all support --support A1', [1, 1]);
    expect([u(supported, 'A1').phase, u(supported, 'A2').supports, u(supported, 'A3').supports]).toEqual([null, 'A1', 'A1']);
  });
});

describe('3.3.8 house rule rallyOneRoll: the Command Roll that issues Rally is its roll', () => {
  it('3.3.8 house rule rallyOneRoll: an accepted rally rallies, without a second roll; the odds agree with the engine (5/12 at rating 7)', () => {
    const s = play(start({ rallyOneRoll: true }), 'disorder A1');
    const after = play(s, 'order AC1 A1 rally,march', [1, 1]);
    expect(u(after, 'A1')).toMatchObject({ disordered: false, phase: { accepted: ['rally', 'march'] } });
    expect(said(s, 'rally AC1 A1', [3, 3])).toContain('Blue 1 rallies: the Command Roll accepted the order, and is its rally roll (house rule rallyOneRoll): Disordered → OK.');
    // Two dice only: a second roll would ask for more and throw.
    const p = ordersPreview(s, (ordersRules.parse(s, 'rally AC1 A1') as { value: unknown }).value);
    if (!p.ok) throw new Error(p.error);
    expect(p.value.distributions?.map((d) => [d.title, d.outcomes.map((o) => [o.label, o.fraction])])).toEqual([
      ['All told, Blue 1 (house rule rallyOneRoll: the Command Roll is the rally roll)', [['rallies', '5/12'], ['stays Disordered', '7/12']]],
    ]);
    expect(rallyRate(s, 'rally AC1 A1', 'A1')).toBeCloseTo(5 / 12, 12);
  });
});

describe('2.9.1 and 3.3.5: a unit off the table holds nothing in status (play-test finding)', () => {
  const view = (s: OrdersState): string => {
    const r = statusView(s, '');
    if (!r.ok) throw new Error(r.error);
    return JSON.stringify(r.value);
  };

  it('a supporter that fled its Morale Check no longer shows "supports …"; one still on the table does', () => {
    const s = play(start(), 'order AC1 A2 support --support A1', [1, 1]);
    expect(view(s)).toContain('supports Blue 1');
    const fled = ['morale-check A1 pass', 'morale-check A2 fail', 'morale-check A3 pass'].reduce((x, line) => play(x, line), play(s, 'kill AC1'));
    expect(u(fled, 'A2').gone).toBe('fled');
    expect(view(fled)).not.toContain('supports Blue 1');
  });
});
