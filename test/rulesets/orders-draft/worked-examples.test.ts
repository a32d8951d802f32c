/**
 * Seed 002's worked examples, played: the formation of 7 stands 3 across (2.4), the most
 * orders a unit can take in a turn (3.1.3), and General Morse's line of successors (2.9.1);
 * and the Command Roll table of `rules command-roll` (3.1.3).
 */
import { describe, expect, it } from 'vitest';
import { parseThen } from '../../../src/engine/scenario-schema.js';
import { ordersRules } from '../../../src/rulesets/orders-draft/index.js';
import { ordersRules as ordersRulesTopic } from '../../../src/rulesets/orders-draft/present/rules.js';
import { formationText, statusView } from '../../../src/rulesets/orders-draft/present/status.js';
import { checkOrdersScenario, ordersScenarioSchema } from '../../../src/rulesets/orders-draft/scenario.js';
import type { OrdersState } from '../../../src/rulesets/orders-draft/state.js';
import { commander, play, raw, refusal, said, start, u } from './fixtures.js';

type Raw = { sides: { regiments: { name: string; commander: { name: string; rank: string; rating: number }; units: { name: string; stands: number }[] }[] }[] };

function startWith(change: (data: Raw) => void): OrdersState {
  const data = raw() as Raw;
  change(data);
  const built = parseThen(ordersScenarioSchema(), data, checkOrdersScenario);
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return ordersRules.initialState(built.value.scenario);
}

describe('2.4 worked example: 7 stands, 3 across', () => {
  it('make 2 ranks of 3 and a last, short rank of 1, and status shows them', () => {
    const s = startWith((d) => {
      d.sides[0]!.regiments[0]!.units[0]!.stands = 7;
    });
    const formed = play(s, 'order AC1 A1 change-formation --width 3', [1, 1]);
    expect(said(s, 'order AC1 A1 change-formation --width 3', [1, 1])).toContain('Blue 1 forms 3 stands across (3 ranks).');
    expect(u(formed, 'A1')).toMatchObject({ stands: 7, width: 3 });
    const shown = statusView(formed, 'A1');
    expect(shown.ok && JSON.stringify(shown.value.blocks)).toContain('"3 wide, 3 ranks (last 1)"');
    expect(formationText(7, 3)).toBe('3 wide, 3 ranks (last 1)');
    // Full ranks name no short one, and one rank is only its front.
    expect(formationText(4, 2)).toBe('2 wide, 2 ranks');
    expect(formationText(4, 4)).toBe('4 wide');
  });
});

describe('3.1.3 worked example: at most 8 orders, at rating 10 with a roll of 2', () => {
  it('a rating-10 commander rolling 2 has 8 of 9 declared orders accepted; the ninth is discarded', () => {
    const s = startWith((d) => {
      d.sides[0]!.regiments[0]!.commander.rating = 10;
    });
    const nine = Array.from({ length: 9 }, () => 'march').join(',');
    const out = said(s, `order AC1 A1 ${nine}`, [1, 1]);
    expect(out).toContain('2d6 1+1 = 2 against rating 10: 8 accepted (march, march, march, march, march, march, march, march), 1 discarded.');
    expect(u(play(s, `order AC1 A1 ${nine}`, [1, 1]), 'A1').phase?.accepted).toHaveLength(8);
  });
});

describe('2.9.1 worked example: General Morse, then Lieutenant Cross, then Lieutenant Hobbs', () => {
  it('a general falls and a hero takes over; the hero falls and the next may be a hero, never a general', () => {
    let s = startWith((d) => {
      const r = d.sides[0]!.regiments[0]!;
      r.commander = { name: 'General Morse', rank: 'general', rating: 8 };
      r.units = [
        { ...r.units[0]!, name: 'Lieutenant Cross' },
        { ...r.units[1]!, name: 'Lieutenant Hobbs' },
        { ...r.units[2]!, name: 'Blue 3' },
      ];
    });
    s = play(play(play(play(s, 'kill AC1'), 'morale-check A1 pass'), 'morale-check A2 pass'), 'morale-check A3 pass');
    s = play(s, 'promote A1 --rating 7 --rank hero');
    expect(commander(s, 'AC1')).toMatchObject({ name: 'Lieutenant Cross', rank: 'hero' });
    s = play(play(play(s, 'kill AC1'), 'morale-check A2 pass'), 'morale-check A3 pass');
    // "worse than or equal to" the one lost: Cross was a hero, so no general now.
    expect(refusal(s, 'promote A2 --rating 6 --rank general')).toMatch(/rank must be no better than hero, the fallen commander.s/);
    s = play(s, 'promote A2 --rating 6 --rank hero');
    expect(commander(s, 'AC1')).toMatchObject({ name: 'Lieutenant Hobbs', rank: 'hero', rating: 6 });
  });
});

describe('3.1.3 rules command-roll: every outcome, for every rating of the battle', () => {
  const rows = (s: OrdersState): string[][] => {
    const r = ordersRulesTopic('command-roll', s);
    if (!r.ok) throw new Error(r.error);
    const t = r.value.blocks.find((b) => b.type === 'table') as unknown as { rows: string[][] };
    return t.rows;
  };
  const value = (f: string): number => (f === '-' ? 0 : f.includes('/') ? Number(f.split('/')[0]) / Number(f.split('/')[1]) : Number(f));

  it('each row adds up to 1, with the partly accepted orders in a column of their own', () => {
    const all = rows(start());
    for (const row of all) expect(row.slice(2).reduce((n, f) => n + value(f), 0), row.join(' ')).toBeCloseTo(1, 12);
    // Rating 7, three orders: a roll of 5 or 6 accepts one or two (9 in 36).
    expect(all.find((r) => r[0] === '7' && r[1] === '3')).toEqual(['7', '3', '1/6', '1/4', '1/6', '5/12']);
  });

  it('a commander rated under 4 finds his own row', () => {
    const low = startWith((d) => {
      d.sides[0]!.regiments[1]!.commander.rating = 2;
    });
    expect(rows(low).find((r) => r[0] === '2' && r[1] === '1')).toEqual(['2', '1', '0', '-', '1/36', '35/36']);
    expect(rows(start()).some((r) => r[0] === '2')).toBe(false);
  });
});
