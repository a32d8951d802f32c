/**
 * Seed 000, "Combat Effects and Rallying": losses passed to supporting units, chosen by the
 * loser after the roll (`spread`); the occupying move after destroying the target, a kill by
 * pistols at contact included; and "Calculating Fire and Combat Outcomes Using Dice": which
 * side a melee difference of 8 or more destroys (house rule `melee.reading.eight-target-only`).
 */
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import type { ChargeRequest, MeleeRequest } from '../../../src/rulesets/devil/actions.js';
import { resolveCharge } from '../../../src/rulesets/devil/charge.js';
import { applyEvents } from '../../../src/rulesets/devil/events.js';
import { executeDevil } from '../../../src/rulesets/devil/execute.js';
import { meleeOdds } from '../../../src/rulesets/devil/melee.js';
import { resolveMelee } from '../../../src/rulesets/devil/melee-resolve.js';
import { meleeOutcome } from '../../../src/rulesets/devil/results.js';
import { NOTHING_TO_SPREAD, resolveSpread, spreadChoice } from '../../../src/rulesets/devil/spread.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { dice, makeState, unit } from './fixtures.js';

const melee = (extra: Partial<MeleeRequest> = {}): MeleeRequest => ({ kind: 'melee', unit: 'A1', target: 'D1', charging: false, aspect: 'front', ground: 'open', ...extra });

function fight(state: DevilState, req: MeleeRequest, ...rolls: number[]) {
  const d = dice(...rolls);
  const r = resolveMelee(state, req, d);
  if (!r.ok) throw new Error(r.error);
  expect(d.unused()).toBe(0);
  return { ...r.value, text: r.value.results.map((x) => x.result).join(' '), after: applyEvents(state, r.value.events) };
}
function spread(state: DevilState, levels: Record<string, number>, ...rolls: number[]) {
  const d = dice(...rolls);
  const r = resolveSpread(state, levels, d);
  if (!r.ok) throw new Error(r.error);
  expect(d.unused()).toBe(0);
  const [res] = r.value.results;
  return { ...r.value, res, text: res?.result ?? '', after: applyEvents(state, r.value.events) };
}
function spreadRefusal(state: DevilState, levels: Record<string, number>): string {
  const d = handDice([]);
  const r = resolveSpread(state, levels, d);
  if (r.ok) throw new Error('accepted');
  expect(d.rolled).toEqual([]);
  return r.error;
}

describe('Combat Effects and Rallying: the loser chooses its spread after the roll', () => {
  // Blue −1 (type); Red −1 (type) +1 (outnumbers, 4 bases to 3): 6 − 1 − (1 + 0)… a difference of 4: Red loses 2 levels.
  const s = makeState({
    attacker: [{ name: 'Blue', type: 'commanded-shot', bases: 3 }],
    defender: [{ name: 'Red', type: 'commanded-shot', bases: 3 }, { name: 'Green', type: 'commanded-shot', bases: 1 }, { name: 'Far', type: 'streltsy' }],
  });
  const req = melee({ targetSupport: ['D2'] });

  it('a loser of 2 or 3 levels with a supporting unit takes nothing yet: the loss waits for its choice', () => {
    const r = fight(s, req, 6, 1);
    expect(r.text).toMatch(/^Red lost by 4 \(2 levels\): the loss waits for its side's choice, as it may pass 1 level to its supporting unit, Green\./);
    expect(r.events.filter((e) => e.type === 'unit')).toEqual([]);
    expect(r.events.map((e) => e.type)).toEqual(['acted', 'acted', 'melee-held']);
    expect(r.results[0]?.rolls).toEqual({ actor: 6, target: 1 });
    expect(unit(r.after, 'D1').status).toBe('ok');
    expect(spreadChoice(r.after)).toMatchObject({ levels: 2, most: 1, loser: { id: 'D1' } });
    expect(spreadChoice(r.after)?.supports.map((u) => u.id)).toEqual(['D2']);
  });
  it('Combat Effects and Rallying: a plural loser\'s waiting loss reads "their side", while the event keeps the words journals recorded', () => {
    const plural = makeState({
      attacker: [{ name: 'Blue', type: 'commanded-shot', bases: 3 }],
      defender: [{ name: 'Red Musketeers', type: 'commanded-shot', bases: 3 }, { name: 'Green', type: 'commanded-shot', bases: 1 }, { name: 'Far', type: 'streltsy' }],
    });
    const r = fight(plural, req, 6, 1);
    expect(r.text).toMatch(/^Red Musketeers lost by 4 \(2 levels\): the loss waits for their side's choice, as they may pass 1 level to their supporting unit, Green\./);
    const event = r.events.find((e) => e.type === 'melee-held') as { text: string } | undefined;
    expect(event?.text).toBe("Red Musketeers lost by 4 (2 levels): the loss waits for its side's choice, as it may pass 1 level to its supporting unit, Green.");
  });
  it('spread passes 1 level to the supporting unit, the Target keeping at least as many', () => {
    const held = fight(s, req, 6, 1).after;
    const r = spread(held, { D2: 1 });
    expect(r.res?.action).toBe('spread');
    expect(r.res?.changes).toEqual([
      { unit: 'Red', from: 'OK', to: 'Disordered' },
      { unit: 'Green', from: 'OK', to: 'Disordered' },
    ]);
    expect(r.text).toMatch(/Passed on to a supporting unit: Green loses 1 level/);
    expect(r.after.heldMelee).toBeUndefined();
    expect(r.after.units.find((u) => u.id === 'D1')?.engagedWith).toEqual(['A1']);
  });
  it('Combat Effects and Rallying: spread none keeps the whole loss on the loser, said once and in order', () => {
    const r = spread(fight(s, req, 6, 1).after, {});
    expect(r.text).toMatch(/^Red lost by 4\. Nothing passed on: Red takes all 2 levels: OK → Demoralized\./);
    expect(r.text.match(/2 levels/g)).toHaveLength(1);
    expect(r.res?.changes).toEqual([{ unit: 'Red', from: 'OK', to: 'Demoralized' }]);
  });
  it('refuses an illegal split, or a spread with no loss waiting, and changes nothing', () => {
    const held = fight(s, req, 6, 1).after;
    expect(spreadRefusal(held, { D3: 1 })).toBe('Levels may be passed only to a unit supporting Red in this melee (Green D2); Far is not one.');
    expect(spreadRefusal(held, { A1: 1 })).toMatch(/Blue is not one/);
    const dragoons = { ...held, units: held.units.map((u) => (u.id === 'D3' ? { ...u, name: 'Far Dragoons' } : u)) };
    expect(spreadRefusal(dragoons, { D3: 1 })).toMatch(/; Far Dragoons are not one\.$/);
    expect(spreadRefusal(held, { D2: 2 })).toBe('Red lost 2 levels: its side may pass at most half, rounded down, to supporting units, that is 1 level, not 2.');
    // Terminal English: a plural loser's side is "their side".
    const reds = { ...held, units: held.units.map((u) => (u.id === 'D1' ? { ...u, name: 'Red Croats' } : u)) };
    expect(spreadRefusal(reds, { D2: 2 })).toBe('Red Croats lost 2 levels: their side may pass at most half, rounded down, to supporting units, that is 1 level, not 2.');
    expect(spreadRefusal(s, { D2: 1 })).toBe(NOTHING_TO_SPREAD);
    // One level lost, or a win: nothing is held, so nothing can be spread.
    expect(spreadRefusal(fight(s, req, 4, 2).after, { D2: 1 })).toBe(NOTHING_TO_SPREAD);
  });
  it('a choice made beforehand (--spread, or --spread none) holds nothing', () => {
    expect(fight(s, melee({ targetSupport: ['D2'], spread: { D2: 1 } }), 6, 1).after.heldMelee).toBeUndefined();
    const none = fight(s, melee({ targetSupport: ['D2'], spread: {} }), 6, 1);
    expect(none.after.heldMelee).toBeUndefined();
    expect(none.results[0]?.changes).toEqual([{ unit: 'Red', from: 'OK', to: 'Demoralized' }]);
  });
  it('passing a level can save the loser from destruction', () => {
    // Red Demoralized (−2): 5 − 1 − (1 − 1) = 4... Blue −1, Red −1 +1 −2 = −2: 5 − 1 + 2 = 6 − 1 = 5, 2 levels.
    const t = makeState({
      attacker: [{ name: 'Blue', type: 'commanded-shot', bases: 3 }],
      defender: [{ name: 'Red', type: 'commanded-shot', bases: 3, status: 'demoralized' }, { name: 'Green', type: 'commanded-shot', bases: 1 }],
    });
    const held = fight(t, req, 5, 1).after;
    const kept = spread(held, {});
    expect(unit(kept.after, 'D1').status).toBe('destroyed');
    expect(kept.text).toMatch(/Blue may move forward to occupy the space Red held/);
    const passed = spread(held, { D2: 1 });
    expect(unit(passed.after, 'D1')).toMatchObject({ status: 'demoralized', bases: 2 });
    expect(passed.events).toContainEqual(expect.objectContaining({ type: 'engaged', a: 'A1', b: 'D1' }));
  });
  it("leaders roll after the choice, for the levels their unit actually took: a supporting unit's leader only if a level was passed to it", () => {
    const t = makeState({
      attacker: [{ name: 'Blue', type: 'commanded-shot', bases: 3 }],
      defender: [{ name: 'Red', type: 'commanded-shot', bases: 3 }, { name: 'Green', type: 'commanded-shot', bases: 1 }],
      leaders: { defender: [{ name: 'Tilly', attachedTo: 'D2' }] },
    });
    const held = fight(t, req, 6, 1);
    // In the melee at once; his roll waits.
    expect(held.events.map((e) => e.type)).toEqual(['leader-in-melee', 'caught-up', 'acted', 'acted', 'melee-held']);
    const passed = spread(held.after, { D2: 1 }, 6);
    expect(passed.text).toMatch(/Tilly is killed \(leader roll 6 \+ 1 level ≥ 7\)/);
    expect(passed.events.filter((e) => e.type === 'leader-in-melee')).toEqual([]); // not twice
    const kept = spread(held.after, {});
    expect(kept.text).not.toMatch(/Tilly/);
  });
  it('any other command first takes the held loss whole, in the same entry', () => {
    const held = fight(s, req, 6, 1).after;
    const r = executeDevil(held, { kind: 'note', text: 'the smoke clears' }, handDice([]));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.events.map((e) => e.type)).toEqual(['unit', 'melee-fought', 'melee-settled', 'engaged', 'note']);
    expect(r.value.results.map((x) => x.action)).toEqual(['spread', 'note']);
    expect(r.value.results[0]?.result).toMatch(/^Red lost by 4\. Nothing passed on: Red takes all 2 levels: OK → Demoralized\./);
    expect(unit(r.value.state, 'D1').status).toBe('demoralized');
    expect(r.value.state.heldMelee).toBeUndefined();
    // A refused command leaves the loss held.
    expect(executeDevil(held, { kind: 'note', text: ' ' }, handDice([])).ok).toBe(false);
  });
});

const charge = (extra: Partial<ChargeRequest> = {}): ChargeRequest => ({ kind: 'charge', unit: 'A1', target: 'D1', aspect: 'front', ground: 'open', crossedArc: false, evade: false, ...extra });

describe("Combat Effects and Rallying: a charge's melee may spread its losses too", () => {
  // Hackapells +2 (charging, impetus) against a tercio's front +4 (type, pikes against horse, outnumbers): 1 + 2 − (6 + 4) = −7, 3 levels.
  const s = makeState({
    attacker: [{ name: 'Hackapells', type: 'hackapell' }, { name: 'Friends', type: 'hackapell' }],
    defender: [{ name: 'Tercio', type: 'tercio', bases: 6 }],
  });
  it('the charger that loses chooses after the roll', () => {
    const d = dice(1, 6);
    const r = resolveCharge(s, charge({ support: ['A2'] }), d);
    if (!r.ok) throw new Error(r.error);
    expect(d.unused()).toBe(0);
    const held = applyEvents(s, r.value.events);
    expect(spreadChoice(held)).toMatchObject({ levels: 3, most: 1, loser: { id: 'A1' } });
    const passed = spread(held, { A2: 1 });
    expect(passed.res?.changes).toEqual([
      { unit: 'Hackapells', from: 'OK', to: 'Demoralized' },
      { unit: 'Friends', from: 'OK', to: 'Disordered' },
    ]);
  });
  it('or decides beforehand with --spread', () => {
    const d = dice(1, 6);
    const r = resolveCharge(s, charge({ support: ['A2'], spread: { A2: 1 } }), d);
    if (!r.ok) throw new Error(r.error);
    expect(applyEvents(s, r.value.events).heldMelee).toBeUndefined();
    expect(r.value.results.at(-1)?.changes.map((c) => c.unit)).toEqual(['Hackapells', 'Friends']);
  });
});

describe('Combat Effects and Rallying: occupying the space of a destroyed target', () => {
  it('a charger whose pistols at contact destroy the target must move forward into its space', () => {
    // Cuirassiers' pistols +2 against a 2-base demoralized commanded shot: 6 + 2 − 1 = 7 or more destroys it.
    const s = makeState({ attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }], defender: [{ name: 'Shot', type: 'commanded-shot', bases: 2, status: 'demoralized' }] });
    const d = dice(6, 1);
    const r = resolveCharge(s, charge(), d);
    if (!r.ok) throw new Error(r.error);
    const contact = r.value.results.find((x) => x.action === 'contact-fire');
    expect(contact?.result).toMatch(/Shot is destroyed before the melee\. Cuirassiers charged and destroyed their enemy: they must move forward to occupy the space Shot held, unless another enemy is still in contact with them\./);
    expect(r.value.results.map((x) => x.action)).not.toContain('melee');
  });
  it('after a melee: must when the actor charged, may otherwise', () => {
    const s = makeState({ attacker: [{ name: 'Guards', type: 'guard-cuirassier' }], defender: [{ name: 'Shot', type: 'commanded-shot', status: 'demoralized' }] });
    // Demoralized shot against guard cuirassiers is destroyed on every pair of dice: none is asked for.
    expect(fight(s, melee({ charging: true })).text).toMatch(/Guards charged and destroyed their enemy: they must move forward/);
    expect(fight(s, melee()).text).toMatch(/Guards may move forward to occupy the space Shot held/);
  });
});

describe('Calculating Fire and Combat Outcomes Using Dice: which side a melee difference of 8 or more destroys', () => {
  const s = makeState({ attacker: [{ name: 'Levy', type: 'militia', bases: 6 }], defender: [{ name: 'Guards', type: 'guard-cuirassier', bases: 3 }] });
  const eightBelow = () => melee({ ratio: 'even' }); // Levy −2 against Guards +1: 1 − 2 − (6 + 1) = −8
  it('ours: the side that scored 8 or more lower is destroyed, actor or target', () => {
    expect(meleeOutcome(-8)).toEqual({ kind: 'loser', loser: 'actor', loss: 'destroyed' });
    expect(unit(fight(s, eightBelow(), 1, 6).after, 'A1').status).toBe('destroyed');
  });
  it('house rule melee.reading.eight-target-only 1: only the Target is destroyed by that band; the actor loses 3 levels', () => {
    expect(meleeOutcome(-8, false)).toEqual({ kind: 'loser', loser: 'actor', loss: 3 });
    expect(meleeOutcome(8, false)).toEqual({ kind: 'loser', loser: 'target', loss: 'destroyed' });
    const house = { ...s, houseRules: { 'melee.reading.eight-target-only': 1 } };
    const r = fight(house, eightBelow(), 1, 6);
    expect(r.results[0]?.difference).toBeLessThanOrEqual(-8);
    expect(r.results[0]?.changes).toEqual([{ unit: 'Levy', from: 'OK, all 6 bases', to: 'Demoralized, 5 of 6 bases' }]);
    const odds = meleeOdds(house, eightBelow());
    const labels = odds.ok ? odds.value.outcomes.map((o) => o.label) : [];
    expect(labels.some((l) => l.startsWith('Levy destroyed'))).toBe(false);
    const ours = meleeOdds(s, eightBelow());
    expect(ours.ok && ours.value.outcomes.some((o) => o.label.startsWith('Levy destroyed'))).toBe(true);
  });
});
