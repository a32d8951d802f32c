import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moralePoints } from '../../../src/rulesets/devil/morale.js';
import type { Status } from '../../../src/rulesets/devil/state.js';
import { gainLevels, isDestroyedBy, LADDER, loseLevels } from '../../../src/rulesets/devil/status.js';
import { applyLossTo } from '../../../src/rulesets/devil/results.js';
import { battle, withUnit } from './turn-fixtures.js';

const unit = (status: Status, bases: number, startBases = bases) => ({ status, bases, startBases });

describe('Combat Effects and Rallying: the status ladder', () => {
  it('OK → Disordered → Demoralized, one level at a time', () => {
    expect(loseLevels(unit('ok', 3), 1)).toEqual({ status: 'disordered', bases: 3 });
    expect(loseLevels(unit('disordered', 3), 1)).toEqual({ status: 'demoralized', bases: 3 });
  });
  it('an OK unit that goes down two levels is Demoralized, with no base lost', () => {
    expect(loseLevels(unit('ok', 6), 2)).toEqual({ status: 'demoralized', bases: 6 });
  });
  it('each level beyond Demoralized costs a base; a Demoralized unit losing two levels loses two bases', () => {
    expect(loseLevels(unit('demoralized', 6), 1)).toEqual({ status: 'demoralized', bases: 5 });
    expect(loseLevels(unit('demoralized', 6), 2)).toEqual({ status: 'demoralized', bases: 4 });
    expect(loseLevels(unit('ok', 8), 4)).toEqual({ status: 'demoralized', bases: 6 });
  });
  it('a unit must be Demoralized before it loses bases, even after earlier base losses', () => {
    expect(loseLevels(unit('ok', 5, 6), 1)).toEqual({ status: 'disordered', bases: 5 });
  });
  it('a unit that has lost half or more of its starting bases is destroyed', () => {
    expect(loseLevels(unit('demoralized', 2), 1).status).toBe('destroyed');
    expect(loseLevels(unit('demoralized', 3), 1)).toEqual({ status: 'demoralized', bases: 2 });
    expect(loseLevels(unit('demoralized', 3), 2).status).toBe('destroyed');
    expect(loseLevels(unit('demoralized', 4, 6), 1).status).toBe('destroyed');
    expect(isDestroyedBy(6, 3)).toBe(true);
    expect(isDestroyedBy(6, 4)).toBe(false);
    expect(isDestroyedBy(1, 0)).toBe(true);
  });
  it('a difference of 8 or more destroys outright', () => {
    expect(loseLevels(unit('ok', 6), 0, true).status).toBe('destroyed');
  });
  it('Regroup raises a unit one or two levels, never above OK; base losses stay', () => {
    expect(gainLevels('demoralized', 1)).toBe('disordered');
    expect(gainLevels('demoralized', 2)).toBe('ok');
    expect(gainLevels('disordered', 2)).toBe('ok');
    expect(gainLevels('destroyed', 2)).toBe('destroyed');
  });
  it('losses never improve a unit, and losing a then b levels equals losing a + b at once', () => {
    // The second half is what makes simultaneous end-of-turn fire order-free.
    const arb = fc
      .record({ start: fc.integer({ min: 1, max: 8 }), lost: fc.nat(8), status: fc.constantFrom<Status>(...LADDER) })
      .filter((x) => x.lost < x.start && !isDestroyedBy(x.start, x.start - x.lost))
      .map((x) => unit(x.status, x.start - x.lost, x.start));
    fc.assert(
      fc.property(arb, fc.nat(6), fc.nat(6), (u, a, b) => {
        const once = loseLevels(u, a + b);
        const first = loseLevels(u, a);
        const twice = loseLevels({ ...u, ...first }, b);
        const rank = (s: Status) => (s === 'destroyed' ? 3 : LADDER.indexOf(s));
        // Same status; same bases unless destroyed (a destroyed unit counts all its bases anyway).
        expect(twice.status).toBe(once.status);
        if (once.status !== 'destroyed') expect(twice.bases).toBe(once.bases);
        expect(once.bases).toBeLessThanOrEqual(u.bases);
        expect(rank(once.status)).toBeGreaterThanOrEqual(rank(u.status));
        expect(once.status === 'destroyed').toBe(isDestroyedBy(u.startBases, u.bases - Math.max(0, a + b - (2 - LADDER.indexOf(u.status)))));
      }),
    );
  });
  it('a destroyed unit counts all its starting bases for morale, and no longer its disorder', () => {
    const s = withUnit(battle(), 'A1', { status: 'destroyed', bases: 3 });
    const m = moralePoints(s, 0);
    expect(m.points).toBe(6 * 3);
    expect(m.items.find((i) => i.label === 'Disordered units')?.count).toBe(0);
    expect(m.items.find((i) => i.label === 'Bases destroyed')?.count).toBe(6);
  });
});

describe('Combat Effects and Rallying: a loss of several levels says each step, so Demoralized is never seen skipped', () => {
  const s = battle();
  const a1 = s.units.find((u) => u.id === 'A1');
  if (!a1) throw new Error('no A1');
  const two = { ...a1, name: 'Croats', plural: true, bases: 2, startBases: 2 };
  it('Disordered losing 2 levels goes to Demoralized, then loses a base (half lost: destroyed)', () => {
    expect(applyLossTo(two, 'disordered', 2, 'test').predicate).toBe('lose 2 levels (to Demoralized, then 1 base): Disordered → Destroyed (1 of 2 bases lost: half or more, "Combat Effects and Rallying").');
  });
  it('OK losing 3 levels goes through both steps first', () => {
    expect(applyLossTo(two, 'ok', 3, 'test').predicate).toBe('lose 3 levels (to Disordered, then Demoralized, then 1 base): OK → Destroyed (1 of 2 bases lost: half or more, "Combat Effects and Rallying").');
  });
  it('a loss that only moves down the ladder needs no steps; the recorded event keeps its words', () => {
    const x = applyLossTo(two, 'ok', 2, 'test');
    expect(x.predicate).toBe('lose 2 levels: OK → Demoralized.');
    expect(applyLossTo(two, 'disordered', 2, 'test').event.text).toBe('Croats: Disordered → Destroyed (test).');
  });
});
