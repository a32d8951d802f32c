/**
 * "Ongoing Combats": a failed Retire is followed at once by a Melee, so the odds shown before
 * a Retire open the failure out into that Melee's outcomes, exactly. A Regroup in combat is
 * followed by a Melee whatever it achieves: its odds open every result out the same way.
 */
import { describe, expect, it } from 'vitest';
import { meleeOdds } from '../../../src/rulesets/devil/melee.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import { regroupOdds } from '../../../src/rulesets/devil/rally.js';
import { unitActionKinds } from '../../../src/rulesets/devil/turn-activation.js';
import { makeState } from './fixtures.js';
import { atLeaders, commanding, engaged, refuse, unitOf, withUnit } from './turn-fixtures.js';

describe('Ongoing Combats: the odds of a Retire', () => {
  const state = engaged(atLeaders(), 'A3', 'D3');

  it('chain the Melee that follows a failure, and sum to 1', () => {
    const preview = previewDevil(state, { kind: 'move', unit: 'A3', mode: 'retire', terrain: {} });
    if (!preview.ok) throw new Error(preview.error);
    const outcomes = preview.value.odds?.outcomes ?? [];
    // Finnish Hackapells "break contact" or "fail": the labels agree with the unit's name.
    const success = outcomes.filter((o) => o.label.startsWith('break contact'));
    const failures = outcomes.filter((o) => o.label.startsWith('fail, then the melee: '));
    expect(success).toHaveLength(1);
    expect(failures.length).toBeGreaterThan(1);
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);

    // Each failure outcome is P(fail) times the plain Melee's chance of that outcome.
    const melee = meleeOdds(state, { kind: 'melee', unit: 'A3', target: 'D3', charging: false, ground: 'open' });
    if (!melee.ok) throw new Error(melee.error);
    const pFail = 1 - (success[0]?.probability ?? 0);
    for (const m of melee.value.outcomes) {
      const chained = failures.find((o) => o.label === `fail, then the melee: ${m.label}`);
      expect(chained?.probability).toBeCloseTo(pFail * m.probability, 12);
    }
    expect(preview.value.odds?.expected.actorLevels).toBeCloseTo(pFail * melee.value.expected.actorLevels, 12);
  });

  it('a unit not in combat only gets its movement budget', () => {
    const preview = previewDevil(atLeaders(), { kind: 'move', unit: 'A3', mode: 'retire', terrain: {} });
    expect(preview.ok && preview.value.odds).toBeFalsy();
  });
});

describe('Ongoing Combats: the odds of a Regroup in combat', () => {
  // A Regroup in an ongoing combat is followed by a Melee whether it succeeds or fails.
  const state = withUnit(engaged(atLeaders(), 'A3', 'D3'), 'A3', { status: 'demoralized' });

  it('open every Regroup result out into the Melee fought from the status it reaches, and sum to 1', () => {
    const preview = previewDevil(state, { kind: 'rest', unit: 'A3', leaderWithActor: true });
    if (!preview.ok) throw new Error(preview.error);
    const outcomes = preview.value.odds?.outcomes ?? [];
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
    const regroup = regroupOdds(state, unitOf(state, 'A3'), { leader: true, inCombat: true });
    for (const r of regroup.outcomes) {
      const to = r.label.startsWith('fail') ? 'demoralized' : r.label.endsWith('OK') ? 'ok' : 'disordered';
      const first = r.label.startsWith('fail') ? 'fail: stay Demoralized' : r.label;
      const melee = meleeOdds(withUnit(state, 'A3', { status: to }), { kind: 'melee', unit: 'A3', target: 'D3', charging: false, leaderWithActor: true });
      if (!melee.ok) throw new Error(melee.error);
      for (const m of melee.value.outcomes) {
        const chained = outcomes.find((o) => o.label === `${first}, then the melee: ${m.label}`);
        expect(chained?.probability, `${first}, then ${m.label}`).toBeCloseTo(r.probability * m.probability, 12);
      }
    }
  });

  it('a unit not in combat only gets its Regroup odds', () => {
    const free = withUnit(atLeaders(), 'A3', { status: 'demoralized' });
    const preview = previewDevil(free, { kind: 'rest', unit: 'A3' });
    expect(preview.ok && preview.value.odds?.outcomes.every((o) => !o.label.includes('Melee'))).toBe(true);
  });
});

describe('Ongoing Combats: guns whose Retire allowance is 0" cannot pull out of a melee', () => {
  const guns = makeState({ attacker: [{ name: 'Field Guns', type: 'medium-artillery' }], defender: [{ name: 'Horse', type: 'cuirassier' }] });
  const state = engaged(commanding({ ...guns, step: 'leaders' }, 'AL1', 3), 'A1', 'D1');
  const retire = { kind: 'move', unit: 'A1', mode: 'retire', terrain: {} } as const;
  const why = 'Field Guns cannot pull out of the melee: their Retire allowance is 0" (move.medium-artillery.retire). Fight the melee instead: melee A1.';
  it('the Retire is refused, its odds too, the refusal names the Melee to fight instead, and the menus offer only the Melee', () => {
    expect(refuse(state, retire)).toBe(why);
    const p = previewDevil(state, retire);
    expect(!p.ok && p.error).toBe(why);
    expect(unitActionKinds(state, 'A1')).toEqual(['melee']);
  });
  it('a house rule that gives them a Retire allowance lets them try', () => {
    const house = { ...state, houseRules: { 'move.medium-artillery.retire': 1 } };
    expect(unitActionKinds(house, 'A1')).toEqual(['melee', 'retire']);
    expect(previewDevil(house, retire).ok).toBe(true);
  });
});
