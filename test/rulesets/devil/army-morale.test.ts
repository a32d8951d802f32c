import { describe, expect, it } from 'vitest';
import { armyCheck, moralePoints } from '../../../src/rulesets/devil/morale.js';
import { applyEvents } from '../../../src/rulesets/devil/events.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { makeState } from './fixtures.js';
import { battle, play, refuse, withLeader, withUnit } from './turn-fixtures.js';

const points = (s: DevilState, side: 0 | 1 = 0) => moralePoints(s, side).points;
const atMorale = (s: DevilState): DevilState => ({ ...s, step: 'morale', initiative: 0, first: 0 });

describe('Army Morale: points toward breaking', () => {
  it('a fresh army has none', () => {
    expect(points(battle())).toBe(0);
    expect(moralePoints(battle(), 1).breakPoint).toBe(14);
  });
  it('disordered 1, demoralized 2, each base destroyed 3', () => {
    let s = withUnit(battle(), 'A1', { status: 'disordered' });
    expect(points(s)).toBe(1);
    s = withUnit(s, 'A2', { status: 'demoralized' });
    expect(points(s)).toBe(3);
    s = withUnit(s, 'A1', { status: 'disordered', bases: 5 });
    expect(points(s)).toBe(6);
  });
  it('a destroyed unit counts every starting base and no longer its status', () => {
    const s = withUnit(battle(), 'A3', { status: 'destroyed', bases: 1 });
    expect(points(s)).toBe(2 * 3);
  });
  it('a fallen army commander 6, a fallen wing commander 4, killed or captured alike', () => {
    expect(points(withLeader(battle(), 'AL1', { fate: 'killed' }))).toBe(6);
    expect(points(withLeader(battle(), 'AL2', { fate: 'captured' }))).toBe(4);
  });
  it('a sacked camp 6, overridable as a house rule', () => {
    const s = battle();
    const sacked = { ...s, sides: [{ ...s.sides[0], campSacked: true }, s.sides[1]] as const };
    expect(points(sacked)).toBe(6);
    const house = { ...sacked, houseRules: { 'morale.camp': 4 } };
    expect(points(house)).toBe(4);
    expect(moralePoints(house, 0).items.find((i) => i.label === 'Camp sacked')?.houseRule).toBe(true);
  });
  it('an army is broken when its points equal or exceed its break point', () => {
    const at = withUnit(withLeader(battle(), 'AL1', { fate: 'killed' }), 'A2', { status: 'destroyed', bases: 1 }); // 6 + 6
    expect(points(at)).toBe(12);
    expect(moralePoints(at, 0).broken).toBe(false);
    const over = withUnit(at, 'A4', { status: 'demoralized' }); // 14
    expect(moralePoints(over, 0).broken).toBe(true);
  });
});

describe('Army Morale: the check at the end of the turn', () => {
  const broken = (s: DevilState, side: 0 | 1): DevilState => withUnit(s, side === 0 ? 'A1' : 'D1', { status: 'destroyed', bases: 0 }); // 18 points
  it('neither side broken: the battle goes on to the next turn', () => {
    const r = play(atMorale(battle()), { kind: 'next' });
    expect(r.events.map((e) => e.type)).toEqual(['army-check', 'turn', 'step']);
    expect(r.state.turn).toBe(2);
    expect(r.state.step).toBe('initiative');
    expect(r.state.outcome).toBeNull();
  });
  it('one side broken: the other wins and the battle is over', () => {
    const r = play(atMorale(broken(battle(), 1)), { kind: 'next' });
    expect(r.state.step).toBe('over');
    expect(r.state.outcome?.winner).toBe(0);
    expect(r.state.sides[1].broken).toBe(true);
    expect(r.results[0]?.result).toMatch(/Imperialists break with 18 points against a break point of 14: Swedes win/);
    expect(refuse(r.state, { kind: 'initiative' })).toMatch(/battle is over/);
    expect(play(r.state, { kind: 'note', text: 'the field is quiet' }).events).toHaveLength(1);
  });
  it('both sides broken in the same turn: a draw', () => {
    const c = armyCheck(broken(broken(battle(), 0), 1));
    expect(c.event).toMatchObject({ type: 'army-check', broken: [0, 1], winner: null, over: true });
    expect(c.resolution.result).toMatch(/draw/);
  });
  it('the check is only made when the morale step ends', () => {
    const s = { ...broken(battle(), 1), step: 'impetuous' as const };
    const r = play(s, { kind: 'next' });
    expect(r.state.step).toBe('morale');
    expect(r.state.outcome).toBeNull();
  });
});

describe('Army Morale: the morale view names the bases lost with their unit', () => {
  it('"2 of Old Tercio", "all 2 of Smaland Reiters (destroyed)", and a sacked camp without "(camp)"', () => {
    const s = applyEvents(withUnit(withUnit(battle(), 'D1', { bases: 4 }), 'A2', { bases: 0, status: 'destroyed' }), [{ type: 'camp-sacked', side: 1, text: '' }]);
    expect(moralePoints(s, 1).items.find((i) => i.label === 'Bases destroyed')?.who).toEqual(['2 of Old Tercio']);
    expect(moralePoints(s, 0).items.find((i) => i.label === 'Bases destroyed')?.who).toEqual(['all 2 of Smaland Reiters (destroyed)']);
    expect(moralePoints(s, 1).items.find((i) => i.label === 'Camp sacked')?.who).toEqual([]);
  });
  it('Army Morale: a destroyed one-base unit reads "the only base of Forlorn Hope (destroyed)", not "all 1 of"', () => {
    const s = makeState({ attacker: [{ name: 'Forlorn Hope', type: 'forlorn-hope', bases: 1, lost: 1, status: 'destroyed' }], defender: [{ type: 'tercio', bases: 6 }] });
    const item = moralePoints(s, 0).items.find((i) => i.label === 'Bases destroyed');
    expect(item?.who).toEqual(['the only base of Forlorn Hope (destroyed)']);
    expect(item?.points).toBe(3);
  });
});
