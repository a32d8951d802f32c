/** `odds` must say what the roll then does: a failed regiment-wide order (3.2) and a rally (3.3.8). */
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import { ordersRules } from '../../../src/rulesets/orders-draft/index.js';
import { ordersRules as ordersRulesTopic } from '../../../src/rulesets/orders-draft/present/rules.js';
import type { Preview } from '../../../src/present/ruleset.js';
import type { OrdersState } from '../../../src/rulesets/orders-draft/state.js';
import { commander, play, preview, run, start, u } from './fixtures.js';

/** The share of all four dice (Command Roll, then rally roll) after which `unit` was given march, by the real engine. */
function marchRate(s: OrdersState, line: string, unit: string): number {
  const parsed = ordersRules.parse(s, line);
  if (!parsed.ok) throw new Error(parsed.error);
  let marched = 0;
  let all = 0;
  for (let d = 0; d < 6 ** 4; d += 1) {
    const dice = [0, 1, 2, 3].map((i) => (Math.floor(d / 6 ** i) % 6) + 1);
    const r = ordersRules.execute(s, parsed.value, handDice(dice));
    if (!r.ok) throw new Error(r.error);
    all += 1;
    if (u(r.value.state, unit).phase?.accepted.includes('march')) marched += 1;
  }
  return marched / all;
}

const labels = (p: Preview): string[] => (p.odds?.outcomes ?? []).map((o) => o.label);
const failure = (p: Preview): string | undefined => labels(p).find((l) => l.startsWith('failed'));

describe('3.2 house rule regimentFailureGoesOn: odds and roll agree on who a failure leaves done', () => {
  const goesOn = start({ regimentFailureGoesOn: true });

  it('3.2: regiment all march leaves out no unit, so the odds say the commander is done, as the roll of 6,6 does', () => {
    expect(failure(preview(goesOn, 'regiment AC1 all march'))).toBe('failed (units and commander done)');
    expect(commander(play(goesOn, 'regiment AC1 all march', [6, 6]), 'AC1')?.status).toBe('done');
  });

  it('3.2: a Disordered unit left out of "all march" may still rally, so the commander goes on, in odds and roll alike', () => {
    const s = play(goesOn, 'disorder A3');
    expect(failure(preview(s, 'regiment AC1 all march'))).toBe('failed (these units done; the commander goes on)');
    expect(commander(play(s, 'regiment AC1 all march', [6, 6]), 'AC1')?.status).toBe('active');
  });

  it('3.2: a regiment-wide order of one unit says "this unit done"', () => {
    expect(failure(preview(goesOn, 'regiment AC1 A1 march'))).toBe('failed (this unit done; the commander goes on)');
    expect(commander(play(goesOn, 'regiment AC1 A1 march', [6, 6]), 'AC1')?.status).toBe('active');
  });

  it('3.2: rules regiment says the commander goes on only when a unit left out may still be ordered', () => {
    const r = ordersRulesTopic('regiment', goesOn);
    if (!r.ok) throw new Error(r.error);
    expect(JSON.stringify(r.value)).toContain('the commander may still order the units left out, if one may still be ordered; with none left, he is done too (house rule regimentFailureGoesOn).');
  });

  it('3.2, 3.1.3 step 5: whatever the line, the failure label says the commander goes on exactly when the roll leaves him active', () => {
    const states = [goesOn, play(goesOn, 'disorder A2'), play(goesOn, 'order AC1 A3 march', [1, 1]), start()];
    const lines = ['regiment AC1 all march', 'regiment AC1 A1,A2 march', 'regiment AC1 A1 march', 'order AC1 A1 march', 'regiment AC1 all rally'];
    for (const s of states) {
      for (const line of lines) {
        const rolled = run(s, line, [6, 6]);
        if (!rolled.ok) continue;
        const active = commander(rolled.value.state, 'AC1')?.status === 'active';
        expect([line, failure(preview(s, line))?.includes('the commander goes on')]).toEqual([line, active]);
      }
    }
  });
});

describe('3.3.8 rally odds are for Disordered units only', () => {
  it('3.2, 3.3.8: a regiment-wide rally titles the tables "each Disordered unit"', () => {
    const s = play(play(start(), 'disorder A2'), 'disorder A3');
    const p = preview(s, 'regiment AC1 all rally,march');
    expect((p.distributions ?? []).map((d) => d.title)).toEqual([
      'Then, if the rally is accepted, each Disordered unit takes its rally roll: 2d6 against rating 7 (3.3.8)',
      'All told, each Disordered unit',
    ]);
    expect(p.note).not.toContain('not Disordered');
  });

  it('3.3.8: the chance to march that odds give (both accepted, times the rally passing for a Disordered unit only) is the engine\'s, over every roll', () => {
    const both = (p: Preview): number => p.odds?.outcomes.find((o) => o.label.startsWith('both accepted'))?.probability ?? 0;
    const s = play(start(), 'disorder A1');
    const shaken = preview(s, 'order AC1 A1 rally,march');
    const pass = shaken.distributions?.[0]?.outcomes[0]?.probability ?? 0;
    expect(marchRate(s, 'order AC1 A1 rally,march', 'A1')).toBeCloseTo(both(shaken) * pass, 12);
  });

  it('3.3.8: a Command Roll that accepts rally and march says the march holds only if the rally passes', () => {
    const s = play(start(), 'disorder A1');
    expect(labels(preview(s, 'order AC1 A1 rally,march'))).toEqual(['both accepted; march only if the rally passes', '1 accepted (rally)', 'no order accepted', 'failed (unit and commander done)']);
    expect(labels(preview(s, 'order AC1 A1 rally,march,charge --target B1'))).toContain('all 3 accepted; march, charge only if the rally passes');
    // 3.1.3 step 5: a row of some orders accepted names them, in order of issue (play-test finding).
    expect(labels(preview(s, 'order AC1 A1 rally,march,charge --target B1'))).toContain('2 accepted (rally, march); march only if the rally passes');
    // Several units: only a Disordered unit's later orders hang on its rally.
    expect(labels(preview(play(s, 'disorder A2'), 'regiment AC1 all rally,march'))).toContain("both accepted; a Disordered unit's march only if its rally passes");
    // By house rule rallyOneRoll the Command Roll is the rally roll: nothing more to pass.
    const one = play(start({ rallyOneRoll: true }), 'disorder A1');
    expect(labels(preview(one, 'order AC1 A1 rally,march'))).toContain('both accepted');
  });
});

/** The refusal `odds` gives, by the real preview. */
function oddsRefusal(s: OrdersState, line: string): string {
  try {
    preview(s, line);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`odds ${line} was not refused`);
}

describe('3.1.2, 3.3.4, 3.3.5, 2.4: odds refuse orders the unit could never take, as the roll does (play-test finding)', () => {
  const cases: [string, string, (s: OrdersState) => OrdersState][] = [
    ['order AC1 B1 march', 'Red 1 is not in First: Morse orders only that regiment (3.1.2)', (s) => s],
    ['order AC1 A4 march', 'Blue Horse is not in First', (s) => s],
    ['regiment AC1 A1,A4 march', 'Blue Horse is not in First', (s) => s],
    ['order AC1 A1 guard --guard A4', 'not in the same regiment', (s) => s],
    ['order AC1 A1 guard --guard A1', 'cannot guard', (s) => s],
    ['order AC1 A1 support --support A4', 'not in the same regiment', (s) => s],
    ['order AC1 A1 change-formation --width 9', 'no valid formation', (s) => s],
    ['order AC1 A1 march', 'Disordered', (s) => play(s, 'disorder A1')],
    ['regiment AC2 all march', 'no unit of Second can take march now', (s) => play(s, 'disorder A4')],
    ['order AC1 A3 rally,march', 'Blue 3 is not Disordered: Rally is for a Disordered unit (3.1.2, 3.3.8)', (s) => s],
    ['regiment AC1 all rally', 'no unit of First can take rally now', (s) => s],
    ['order AC1 A1 stand-ready,march', 'stand-ready keeps the unit where it is (3.3.1), so it cannot go with march (3.3.2)', (s) => s],
    ['order AC1 A1 march,guard --guard A2', 'guard keeps the unit in its position (3.3.4), so it cannot go with march (3.3.2)', (s) => s],
  ];
  for (const [line, why, setup] of cases) {
    it(`odds ${line}: refused (${why}), as the roll is`, () => {
      const s = setup(start());
      expect(oddsRefusal(s, line)).toContain(why);
      const rolled = run(s, line, [1, 1]);
      expect(rolled.ok ? 'rolled' : rolled.error).toContain(why);
    });
  }

  it('3.1.3: odds still answer for a commander before his Orders phase, since the dice do not depend on it', () => {
    expect(labels(preview(start(), 'order BC1 B1 march'))).toContain('the order accepted');
  });

  it('3.2: a regiment-wide "all" asked ahead of the regiment\'s phase counts its units, not the orders of its last phase', () => {
    let s = start();
    for (const line of ['next', 'next']) s = play(s, line);
    s = play(s, 'regiment BC1 all march', [1, 1]);
    for (const line of ['next', 'next']) s = play(s, line);
    // Blue's Orders phase of turn 2: Red's units still carry their turn-1 orders.
    const p = preview(s, 'regiment BC1 all march');
    expect(p.target).toBe('3 units (Red 1, Red 2 and Red 3), regiment-wide');
    expect(p.modifiers.actor.map((m) => m.reason)).toEqual(['3.2: 3 units, rating 7']);
  });
});

describe('3.2: a regiment-wide order of one unit', () => {
  it('the odds say it still pays the penalty, and give the plain line that does not', () => {
    const one = preview(start(), 'regiment AC1 A1 march');
    expect(one.note).toBe('2d6 against rating 6 (7 - 1), 1 order: march; one unit ordered regiment-wide still pays the penalty (3.2): the same orders with order AC1 A1 roll against the full rating, 7');
    expect(preview(start(), 'regiment AC1 A1,A2 march').note).toBe('2d6 against rating 6 (7 - 1), 1 order: march');
    expect(preview(start(), 'order AC1 A1 march').note).toBe('2d6 against rating 7, 1 order: march');
  });
});
