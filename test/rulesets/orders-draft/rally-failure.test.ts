/** Seed 002, 3.3.8 with 3.1.3 step 5: whether a failed rally roll ends the commander, in both readings. */
import { describe, expect, it } from 'vitest';
import { parseThen } from '../../../src/engine/scenario-schema.js';
import { checkOrdersScenario, ordersScenarioSchema, summarizeOrders } from '../../../src/rulesets/orders-draft/scenario.js';
import { ordersRules as ordersRulesTopic } from '../../../src/rulesets/orders-draft/present/rules.js';
import { ordersGuide } from '../../../src/rulesets/orders-draft/present/guide.js';
import type { GuideStep } from '../../../src/present/guide.js';
import { commander, play, preview, raw, said, start, u } from './fixtures.js';

const ENDS = { rallyFailureEndsCommander: true };

type Select = Extract<GuideStep, { kind: 'select' }>;
/** The guided menu's words for Rally, offered to Blue 1 when Disordered. */
function menuRally(houseRules: Record<string, boolean>): string | undefined {
  const s = play(start(houseRules), 'disorder A1');
  const choose = (step: GuideStep | string | null, name: string) => {
    const sel = step as Select;
    const c = sel.choices.find((x) => x.name.startsWith(name));
    if (!c) throw new Error(`no choice ${name}`);
    return sel.next(c.value);
  };
  const orders = choose(choose(ordersGuide(s), 'orders from Morse'), 'Blue 1') as Select;
  return orders.choices.find((c) => c.value === 'rally')?.name;
}

/** The rally roll's outcomes in `odds`, as label and fraction. */
const rallyRollOdds = (s: Parameters<typeof preview>[0], line: string) =>
  (preview(s, line).distributions ?? []).find((d) => d.title.includes('rally roll'))?.outcomes.map((o) => [o.label, o.fraction]);

describe('3.3.8 with 3.1.3 step 5: a failed rally roll and the commander', () => {
  it('3.3.8 with 3.1.3 step 5 (default reading): a failed rally roll keeps the unit Disordered, and the commander goes on', () => {
    const s = play(start(), 'disorder A1');
    // Command Roll 1+1 accepts rally,march at rating 7; the rally roll 4+4 = 8 fails.
    const after = play(s, 'order AC1 A1 rally,march', [1, 1, 4, 4]);
    expect(u(after, 'A1').disordered).toBe(true);
    expect(commander(after, 'AC1')?.status).toBe('active');
    expect(said(s, 'order AC1 A1 rally,march', [1, 1, 4, 4])).not.toContain('done for this phase');
    expect(rallyRollOdds(s, 'order AC1 A1 rally,march')).toEqual([
      ['passes: no longer Disordered', '7/12'],
      ['fails: still Disordered; the orders after it are discarded', '5/12'],
    ]);
  });

  it('3.3.8 with 3.1.3 step 5, house rule rallyFailureEndsCommander: a failed rally roll ends the commander too', () => {
    const s = play(start(ENDS), 'disorder A1');
    const after = play(s, 'order AC1 A1 rally,march', [1, 1, 4, 4]);
    expect(u(after, 'A1')).toMatchObject({ disordered: true, phase: { accepted: ['rally'] } });
    expect(commander(after, 'AC1')?.status).toBe('done');
    const text = said(s, 'order AC1 A1 rally,march', [1, 1, 4, 4]);
    expect(text).toContain("Blue 1's rally roll: 2d6 4+4 = 8 against rating 7: failed, still Disordered; march discarded (3.3.8).");
    expect(text).toContain('Morse is done for this phase: the rally roll failed (3.1.3 step 5 with 3.3.8, house rule rallyFailureEndsCommander); 2 units of First are left without orders');
    // The odds say it before the roll; the chances themselves do not change.
    expect(rallyRollOdds(s, 'order AC1 A1 rally,march')).toEqual([
      ['passes: no longer Disordered', '7/12'],
      ['fails: still Disordered; the orders after it are discarded; commander done', '5/12'],
    ]);
    // A passed rally leaves him giving orders, as before.
    expect(commander(play(s, 'order AC1 A1 rally', [1, 1, 3, 3]), 'AC1')?.status).toBe('active');
    expect(JSON.stringify(ordersRulesTopic('list', s))).toContain('the commander is done (house rule rallyFailureEndsCommander)');
  });

  it('3.2 with 3.3.8, house rule rallyFailureEndsCommander: every Disordered unit of a regiment-wide rally still rolls, then the commander is done', () => {
    const s = play(play(start(ENDS), 'disorder A1'), 'disorder A2');
    // Two units at rating 7, penalty 1: 1+1 accepts; A1 fails its rally (6+6), A2 passes (3+3).
    const after = play(s, 'regiment AC1 all rally', [1, 1, 6, 6, 3, 3]);
    expect(u(after, 'A1').disordered).toBe(true);
    expect(u(after, 'A2').disordered).toBe(false);
    expect(commander(after, 'AC1')?.status).toBe('done');
    expect(said(s, 'regiment AC1 all rally', [1, 1, 6, 6, 3, 3])).toContain('Morse is done for this phase: a rally roll failed');
  });

  it('3.3.8 house rules: the guided menu says what a failed rally does, in each reading', () => {
    expect(menuRally({})).toBe('rally: a Command Roll; passed, no longer Disordered; failed, the orders after it are discarded (3.3.8)');
    expect(menuRally(ENDS)).toContain('failed, the orders after it are discarded and the commander is done (house rule rallyFailureEndsCommander, 3.3.8)');
    // With one roll there is no rally roll to pass or fail: the menu says so rather than promise a second roll.
    expect(menuRally({ rallyOneRoll: true })).toBe('rally: accepted, no longer Disordered; the Command Roll is its roll (house rule rallyOneRoll, 3.3.8)');
  });

  it('3.3.8 house rules: tyw check lists the switch, and warns that it does nothing with rallyOneRoll', () => {
    const checked = (houseRules: Record<string, boolean>) => {
      const r = parseThen(ordersScenarioSchema(), raw(houseRules), checkOrdersScenario);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return r.value;
    };
    expect(summarizeOrders(checked(ENDS).scenario, []).extra).toMatchObject(ENDS);
    expect(checked(ENDS).warnings).toEqual([]);
    expect(checked({ ...ENDS, rallyOneRoll: true }).warnings.map((w) => w.message)).toEqual([
      'rallyFailureEndsCommander does nothing with rallyOneRoll: the Command Roll is then the rally roll, and its failure already ends the commander (sections 3.1.3, 3.3.8)',
    ]);
  });
});
