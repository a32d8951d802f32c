/**
 * Seed 000, "Combat (Charges and Melee)" → "Melee" and "Ongoing Combats"; "Using the Game
 * App" (the worked example); "Combat Effects and Rallying" (spreading losses, occupying);
 * "Leaders and Command Control" (leaders in a melee, caught up, killed or captured).
 */
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import type { Modifier } from '../../../src/engine/ruleset.js';
import type { MeleeRequest } from '../../../src/rulesets/devil/actions.js';
import { applyEvents } from '../../../src/rulesets/devil/events.js';
import { meleeModifiers, meleeOdds } from '../../../src/rulesets/devil/melee.js';
import { resolveMelee } from '../../../src/rulesets/devil/melee-resolve.js';
import type { DevilState, Face } from '../../../src/rulesets/devil/state.js';
import { dice, makeState, unit } from './fixtures.js';

const melee = (extra: Partial<MeleeRequest> = {}): MeleeRequest => ({ kind: 'melee', unit: 'A1', target: 'D1', charging: false, aspect: 'front', ground: 'open', ...extra });
const rows = (mods: readonly Modifier[]) => mods.map((m) => [m.label, m.value]);
const sum = (mods: readonly Modifier[]) => mods.reduce((n, m) => n + m.value, 0);
function mods(state: DevilState, req: MeleeRequest) {
  const r = meleeModifiers(state, req);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
function resolve(state: DevilState, req: MeleeRequest, ...rolls: number[]) {
  const d = dice(...rolls);
  const r = resolveMelee(state, req, d);
  if (!r.ok) throw new Error(r.error);
  expect(d.unused()).toBe(0);
  const res = r.value.results[0];
  if (!res) throw new Error('no result');
  return { ...r.value, res, after: applyEvents(state, r.value.events) };
}
function refusal(state: DevilState, req: MeleeRequest): string {
  const d = handDice([]);
  const r = resolveMelee(state, req, d);
  if (r.ok) throw new Error('accepted');
  expect(d.rolled).toEqual([]);
  return r.error;
}

describe('Using the Game App: the worked example', () => {
  it('cuirassiers (2 bases) charging the flank of a Dutch battalion (3 bases), open level ground, both OK, no leaders: +1 each', () => {
    const s = makeState({ attacker: [{ name: 'Cuirassiers', type: 'cuirassier', bases: 2 }], defender: [{ name: 'Dutch battalion', type: 'dutch-battalion', bases: 3 }] });
    const m = mods(s, melee({ charging: true, aspect: 'flank' }));
    expect(sum(m.actor)).toBe(1);
    expect(sum(m.target)).toBe(1);
    expect(rows(m.actor)).toEqual([
      ['Cuirassiers', 0],
      ['Charging', 1],
    ]);
    expect(rows(m.target)).toEqual([
      ['Dutch battalion', 1],
      ['Taken in flank or rear', -2],
      ['Pikes cover the flank (Dutch battalion)', 1],
      ['Outnumbers the enemy', 1],
    ]);
    // "the cuirassiers have gotten lucky ... they will lose a Status Level": a win for the actor is a 5/12 chance.
    const o = meleeOdds(s, melee({ charging: true, aspect: 'flank' }));
    const p = o.ok ? o.value.outcomes.filter((x) => x.label.startsWith('Dutch battalion')).reduce((n, x) => n + x.probability, 0) : 0;
    expect(p).toBeCloseTo(15 / 36, 12);
  });
});

describe('Melee: the modifiers', () => {
  it('pikes against horse: +2 to the front, and only a tercio guards its flank as well (+2; battalion and brigade +1)', () => {
    for (const [type, flank] of [
      ['tercio', 2],
      ['dutch-battalion', 1],
      ['swedish-brigade', 1],
    ] as const) {
      const s = makeState({ attacker: [{ type: 'reiter' }], defender: [{ type, bases: 6 }] });
      expect(mods(s, melee()).target.find((m) => m.label === 'Pikes against horse')?.value).toBe(2);
      expect(mods(s, melee({ aspect: 'flank' })).target.find((m) => m.label.startsWith('Pikes cover the flank'))?.value).toBe(flank);
      expect(mods(s, melee({ aspect: 'rear' })).target.find((m) => m.label.startsWith('Pikes cover the flank'))?.value).toBe(flank);
    }
    const foot = makeState({ attacker: [{ type: 'sword-and-buckler' }], defender: [{ type: 'tercio', bases: 6 }] });
    expect(mods(foot, melee()).target.map((m) => m.label)).not.toContain('Pikes against horse');
  });
  it('streltsy axes: +1 against horse, frontally only — less than pikes', () => {
    const s = makeState({ attacker: [{ type: 'cuirassier' }], defender: [{ type: 'streltsy' }] });
    expect(mods(s, melee()).target.find((m) => m.label === 'Axes against horse')?.value).toBe(1);
    expect(mods(s, melee({ aspect: 'flank' })).target.map((m) => m.label)).not.toContain('Axes against horse');
    const foot = makeState({ attacker: [{ type: 'commanded-shot' }], defender: [{ type: 'streltsy' }] });
    expect(mods(foot, melee()).target.map((m) => m.label)).not.toContain('Axes against horse');
  });
  it('impetus: lancers/guard cuirassiers and hackapells get +1 more when charging, and only then', () => {
    for (const type of ['guard-cuirassier', 'hackapell'] as const) {
      const s = makeState({ attacker: [{ type }], defender: [{ type: 'commanded-shot' }] });
      expect(mods(s, melee({ charging: true })).actor.find((m) => m.label.startsWith('Impetus'))?.value).toBe(1);
      expect(mods(s, melee()).actor.map((m) => m.label)).not.toContain('Impetus (charging at the gallop)');
    }
    const c = makeState({ attacker: [{ type: 'cuirassier' }], defender: [{ type: 'commanded-shot' }] });
    expect(mods(c, melee({ charging: true })).actor.map((m) => m.label)).not.toContain('Impetus (charging at the gallop)');
  });
  it('irregular horse against a formed front −3, but not when they take it in flank or rear', () => {
    const s = makeState({ attacker: [{ type: 'irregular-light-horse' }], defender: [{ type: 'militia', bases: 2 }, { type: 'forlorn-hope' }] });
    expect(mods(s, melee()).actor.find((m) => m.label === 'Irregular horse against a formed front')?.value).toBe(-3);
    expect(mods(s, melee({ aspect: 'flank' })).actor.map((m) => m.label)).not.toContain('Irregular horse against a formed front');
    expect(mods(s, melee({ target: 'D2' })).actor.map((m) => m.label)).not.toContain('Irregular horse against a formed front');
  });
  it('ground by category: rough costs formed horse and pike blocks 1, very rough 2; skirmishers nothing', () => {
    const s = makeState({ attacker: [{ type: 'cuirassier' }, { type: 'forlorn-hope' }], defender: [{ type: 'tercio', bases: 6 }] });
    expect(mods(s, melee({ ground: 'rough' })).actor.find((m) => m.label.startsWith('Rough'))?.value).toBe(-1);
    expect(mods(s, melee({ ground: 'rough' })).target.find((m) => m.label.startsWith('Rough'))?.value).toBe(-1);
    expect(mods(s, melee({ ground: 'very-rough' })).actor.find((m) => m.label.startsWith('Very rough'))?.value).toBe(-2);
    expect(mods(s, melee({ unit: 'A2', ground: 'very-rough' })).actor.map((m) => m.label).filter((l) => l.includes('ough'))).toEqual([]);
  });
  it('chevaux-de-frise: the game master sets rough ground for mounted troops charging their users frontally', () => {
    const s = makeState({ attacker: [{ type: 'cuirassier' }], defender: [{ type: 'commanded-shot', bases: 2 }] });
    expect(sum(mods(s, melee({ charging: true, ground: 'rough' })).actor)).toBe(sum(mods(s, melee({ charging: true })).actor) - 1);
  });
  it('uphill +1 to the higher side; an obstacle or bank +1 to the defender', () => {
    const s = makeState({ attacker: [{ type: 'commanded-shot' }], defender: [{ type: 'commanded-shot' }] });
    expect(mods(s, melee({ uphill: 'target' })).target.find((m) => m.label === 'Uphill of the enemy')?.value).toBe(1);
    expect(mods(s, melee({ uphill: 'actor' })).actor.find((m) => m.label === 'Uphill of the enemy')?.value).toBe(1);
    expect(mods(s, melee({ obstacle: true })).target.find((m) => m.label === 'Defending an obstacle or bank')?.value).toBe(1);
  });
  it('statuses, leaders and veterans on both sides, from the state unless overridden', () => {
    const s = makeState({
      attacker: [{ type: 'veteran-tercio', bases: 6, status: 'disordered' }],
      defender: [{ type: 'tercio', bases: 6, status: 'demoralized' }],
      leaders: { defender: [{ name: 'Tilly', attachedTo: 'D1' }] },
    });
    const m = mods(s, melee());
    expect(rows(m.actor)).toEqual([
      ['Veteran tercio', 1],
      ['Veteran', 1],
      ['Disordered', -1],
    ]);
    expect(rows(m.target)).toEqual([
      ['Tercio', 1],
      ['Demoralized', -2],
      ['Leader with the unit', 1],
    ]);
    const o = mods(s, melee({ actorStatus: 'ok', leaderWithActor: true, leaderWithTarget: false }));
    expect(rows(o.actor)).toEqual([
      ['Veteran tercio', 1],
      ['Veteran', 1],
      ['Leader with the unit', 1],
    ]);
  });
  it('supporting units change only the force ratio and flanks', () => {
    const s = makeState({ attacker: [{ type: 'cuirassier' }, { type: 'cuirassier' }], defender: [{ type: 'commanded-shot', bases: 2 }] });
    const alone = mods(s, melee());
    const supported = mods(s, melee({ support: ['A2'] }));
    expect(rows(supported.actor)).toEqual([...rows(alone.actor), ['Badly outnumbers the enemy', 2]]);
    expect(rows(mods(s, melee({ actorFlanked: true })).actor)).toContainEqual(['Taken in flank or rear', -2]);
  });
  it('without --support, the supporting units are the rest of the engagement, and the force ratio counts all their bases', () => {
    // Blue (A1) and Yellow (A2) are both engaged with the Red tercio (D1); Red is also engaged
    // with Blue only, and Green (D2) is engaged with Blue: it supports Red against Blue.
    const s = makeState({
      attacker: [{ name: 'Blue', type: 'commanded-shot', bases: 2, engagedWith: ['D1', 'D2'] }, { name: 'Yellow', type: 'commanded-shot', bases: 3, engagedWith: ['D1'] }, { name: 'Far', type: 'cuirassier' }],
      defender: [{ name: 'Red', type: 'commanded-shot', bases: 2 }, { name: 'Green', type: 'commanded-shot', bases: 3 }],
    });
    const r = resolve(s, melee(), 3, 3);
    // 2 + 3 against 2 + 3: even, no ratio row on either side.
    expect(r.res.modifiers?.actor.map((m) => m.label)).not.toContain('Outnumbers the enemy');
    expect(r.res.modifiers?.target.map((m) => m.label)).not.toContain('Outnumbers the enemy');
    expect(r.res.result).toContain('Supporting Blue: Yellow, also engaged with Red.');
    expect(r.res.result).toContain('Supporting Red: Green, also engaged with Blue.');
    expect(r.events.filter((e) => e.type === 'acted').map((e) => (e as { unit: string }).unit)).toEqual(['D1', 'A2', 'D2']);
    // Flags override: naming the supports (or none) replaces the default.
    const named = mods(s, melee({ support: [], targetSupport: [] }));
    expect(rows(named.actor)).toEqual(rows(mods(makeState({ attacker: [{ type: 'commanded-shot', bases: 2 }], defender: [{ type: 'commanded-shot', bases: 2 }] }), melee()).actor));
    expect(rows(mods(s, melee({ targetSupport: [] })).actor)).toContainEqual(['Badly outnumbers the enemy', 2]);
    // Far is not in the combat, so it never supports by default.
    expect(resolve(s, melee({ unit: 'A2' }), 3, 3).res.result).not.toContain('Far');
  });
  it('forlorn hopes and dragoons have no flanks: a flank attack is frontal, and the result says so', () => {
    const s = makeState({ attacker: [{ type: 'cuirassier' }], defender: [{ type: 'dragoons' }] });
    expect(rows(mods(s, melee({ aspect: 'flank' })).target)).toEqual(rows(mods(s, melee()).target));
    expect(resolve(s, melee({ aspect: 'flank' }), 3, 3).res.result).toMatch(/no flanks or rear: fought as a frontal melee/);
  });
});

describe('Melee: results through the Melee table', () => {
  const s = makeState({ attacker: [{ name: 'Blue', type: 'commanded-shot', bases: 2 }], defender: [{ name: 'Red', type: 'commanded-shot', bases: 2 }] });

  it('equal scores: both lose a level, and the combat goes on', () => {
    const r = resolve(s, melee(), 4, 4);
    expect(r.res.difference).toBe(0);
    expect(r.res.changes).toEqual([
      { unit: 'Blue', from: 'OK', to: 'Disordered' },
      { unit: 'Red', from: 'OK', to: 'Disordered' },
    ]);
    expect(r.res.result).toMatch(/^Equal scores: both sides lose 1 level\./);
    expect(unit(r.after, 'A1').engagedWith).toEqual(['D1']);
    expect(unit(r.after, 'D1').engagedWith).toEqual(['A1']);
  });
  it('the lower side loses 1, 2 or 3 levels', () => {
    expect(resolve(s, melee(), 6, 2).res.changes).toEqual([{ unit: 'Red', from: 'OK', to: 'Demoralized' }]);
    expect(resolve(s, melee(), 1, 6).res.changes).toEqual([{ unit: 'Blue', from: 'OK', to: 'Demoralized' }]);
    // Said once: the margin, then the levels and the status change.
    expect(resolve(s, melee(), 1, 3).res.result).toMatch(/^Blue lost by 2 and loses 1 level: OK → Disordered\./);
  });
  it('losing by 8 or more destroys the side that scored lower — the actor too', () => {
    const t = makeState({ attacker: [{ name: 'Levy', type: 'militia', bases: 4, status: 'demoralized' }], defender: [{ name: 'Old Tercio', type: 'veteran-tercio', bases: 6 }] });
    // Levy: −2 type −2 demoralized = −4; tercio +1 +1 veteran +1 outnumbers = +3: 1−4 − (6+3) = −12.
    // (By hand the tercio's die would be settled after a 1: Levy is destroyed on every face. A
    // program rolls it, and the margin is said.)
    const d = dice(1, 6);
    const rolled = resolveMelee(t, melee(), { roll: d.roll });
    if (!rolled.ok) throw new Error(rolled.error);
    const r = { ...rolled.value, res: rolled.value.results[0] ?? { result: '', difference: 0 }, after: applyEvents(t, rolled.value.events) };
    expect(r.res.difference).toBe(-12);
    expect(r.res.result).toMatch(/^Levy lost by 12 and is destroyed: Demoralized → Destroyed\./);
    expect(unit(r.after, 'A1').status).toBe('destroyed');
    expect(r.events.some((e) => e.type === 'engaged')).toBe(false);
  });
  it('a charger that destroys its enemy must occupy its space; otherwise it may', () => {
    const t = makeState({ attacker: [{ name: 'Horse', type: 'guard-cuirassier' }], defender: [{ name: 'Guns', type: 'light-artillery', status: 'demoralized' }] });
    // Demoralized guns against guard cuirassiers are destroyed on every pair of dice: none is asked for.
    expect(resolve(t, melee({ charging: true })).res.result).toMatch(/charged and destroyed its enemy: it must move forward to occupy the space Guns held, unless another enemy is still in contact/);
    expect(resolve(t, melee()).res.result).toMatch(/Horse may move forward to occupy the space Guns held/);
  });
  it('a unit taken in a flank may face it after the melee, once per turn', () => {
    const t = makeState({ attacker: [{ type: 'commanded-shot' }], defender: [{ name: 'Red', type: 'commanded-shot', bases: 3 }, { name: 'Faced', type: 'commanded-shot', bases: 3, facedFlank: true }] });
    expect(resolve(t, melee({ aspect: 'flank' }), 1, 1).res.result).toMatch(/Red is contacted on a flank but not on its front: it may now face that flank \(once per turn\)\./);
    expect(resolve(t, melee({ target: 'D2', aspect: 'flank' }), 1, 1).res.result).not.toMatch(/face that flank/);
  });
  it('Melee: only a unit whose recorded contacts leave its front free may face the flank', () => {
    const faces = (st: DevilState, contacts: Record<string, Record<string, Face>>): DevilState => ({
      ...st,
      units: st.units.map((u) => (contacts[u.id] ? { ...u, contacts: contacts[u.id] } : u)),
    });
    // Red is taken in flank by Blue while Green, recorded on its front, holds it there.
    const held = faces(
      makeState({
        attacker: [{ name: 'Blue', type: 'commanded-shot' }, { name: 'Green', type: 'commanded-shot', engagedWith: ['D1'] }],
        defender: [{ name: 'Red', type: 'commanded-shot', bases: 3, engagedWith: ['A2'] }],
      }),
      { D1: { A2: 'front' }, A2: { D1: 'front' } },
    );
    expect(resolve(held, melee({ aspect: 'flank' }), 1, 1).res.result).not.toMatch(/face that flank/);
    // Blue is flanked by White, but fights Red on its own front: no facing for it either.
    const actor = faces(
      makeState({
        attacker: [{ name: 'Blue', type: 'commanded-shot', engagedWith: ['D1', 'D2'] }],
        defender: [{ name: 'Red', type: 'commanded-shot', bases: 3, engagedWith: ['A1'] }, { name: 'White', type: 'commanded-shot', engagedWith: ['A1'] }],
      }),
      { A1: { D1: 'front', D2: 'flank' } },
    );
    expect(resolve(actor, melee(), 1, 1).res.result).not.toMatch(/face that flank/);
    // Without Red on its front, Blue flanked by White may.
    const free = faces(actor, { A1: { D1: 'flank', D2: 'flank' } });
    expect(resolve(free, melee(), 1, 1).res.result).toMatch(/Blue is contacted on a flank but not on its front: it may now face that flank/);
  });
  it('marks the target and every supporting unit as acted, but not the actor (the turn engine does)', () => {
    const t = makeState({ attacker: [{ type: 'cuirassier' }, { type: 'reiter' }], defender: [{ type: 'dutch-battalion' }, { type: 'commanded-shot' }] });
    const r = resolve(t, melee({ support: ['A2'], targetSupport: ['D2'] }), 3, 3);
    const acted = r.events.filter((e) => e.type === 'acted').map((e) => (e.type === 'acted' ? e.unit : ''));
    expect(acted.sort()).toEqual(['A2', 'D1', 'D2']);
  });
  it('notes a melee between units not recorded as engaged', () => {
    expect(resolve(s, melee(), 3, 3).res.result).toMatch(/were not recorded as engaged/);
    const e = makeState({ attacker: [{ type: 'commanded-shot', engagedWith: ['D1'] }], defender: [{ type: 'commanded-shot' }] });
    expect(resolve(e, melee(), 3, 3).res.result).not.toMatch(/not recorded/);
  });
});

describe('Combat Effects and Rallying: the loser may pass up to half its levels to supporting units', () => {
  const s = makeState({
    attacker: [{ name: 'Blue', type: 'commanded-shot', bases: 3 }],
    defender: [{ name: 'Red', type: 'commanded-shot', bases: 3 }, { name: 'Green', type: 'commanded-shot', bases: 1 }, { name: 'Far', type: 'streltsy' }],
  });
  const req = melee({ targetSupport: ['D2'], spread: { D2: 1 } });

  it('two levels lost: one may go to a supporting unit, the target keeps at least as many', () => {
    // Blue −1 type; Red −1 type +1 outnumbers (4 : 3): 6−1 − (1+0) = 4: two levels.
    const r = resolve(s, req, 6, 1);
    expect(r.res.changes).toEqual([
      { unit: 'Red', from: 'OK', to: 'Disordered' },
      { unit: 'Green', from: 'OK', to: 'Disordered' },
    ]);
    expect(r.res.result).toMatch(/Passed on to a supporting unit: Green loses 1 level/);
  });
  it('one level lost: half rounded down is nothing, so nothing passes', () => {
    const r = resolve(s, req, 4, 2);
    expect(r.res.changes).toEqual([{ unit: 'Red', from: 'OK', to: 'Disordered' }]);
    expect(r.res.result).toMatch(/cannot be passed on: half, rounded down, is 0/);
  });
  it('the spread applies only to the side that loses', () => {
    const r = resolve(s, req, 1, 6);
    expect(r.res.changes.map((c) => c.unit)).toEqual(['Blue']);
  });
  it('refuses an illegal spread before rolling', () => {
    expect(refusal(s, melee({ spread: { D2: 1 } }))).toMatch(/only to supporting units; Green is not one/);
    expect(refusal(s, melee({ targetSupport: ['D2', 'D3'], spread: { D2: 1, D3: 1 } }))).toMatch(/at most half its levels, rounded down/);
    expect(refusal(s, melee({ targetSupport: ['D2'], spread: { D2: 2 } }))).toMatch(/never more than 1/);
    expect(refusal(s, melee({ targetSupport: ['D2'], spread: { D2: -1 } }))).toMatch(/whole number of 0 or more/);
    expect(refusal(s, melee({ targetSupport: ['D2'], spread: { D1: 1 } }))).toMatch(/Red is not one/);
  });
});

describe('Leaders and Command Control: leaders in a melee', () => {
  const s = makeState({
    attacker: [{ name: 'Blue', type: 'commanded-shot', bases: 2 }],
    defender: [{ name: 'Red', type: 'commanded-shot', bases: 2 }, { name: 'Green', type: 'commanded-shot', bases: 2 }],
    leaders: { attacker: [{ name: 'Banér', attachedTo: 'A1' }], defender: [{ name: 'Tilly', attachedTo: 'D1' }, { name: 'Aldringen', attachedTo: 'D2', hadInitiative: true }] },
    activeLeader: 'AL1',
  });

  it('attached leaders are in the melee; an enemy leader without the initiative is caught up and uses an activation', () => {
    // Blue 0; Red 0 +2 (badly outnumbers, 4 : 2): 4 − (2+2) = 0, both lose 1; Banér and Tilly roll.
    const r = resolve(s, melee({ targetSupport: ['D2'] }), 4, 2, 1, 1);
    const types = r.events.map((e) => [e.type, 'leader' in e ? e.leader : '']);
    expect(types).toContainEqual(['leader-in-melee', 'AL1']);
    expect(types).toContainEqual(['leader-in-melee', 'DL1']);
    expect(types).toContainEqual(['leader-in-melee', 'DL2']);
    expect(types).toContainEqual(['caught-up', 'DL1']);
    expect(types).not.toContainEqual(['caught-up', 'AL1']); // he holds the initiative
    expect(types).not.toContainEqual(['caught-up', 'DL2']); // he has had his initiative
    expect(r.after.leaders.find((l) => l.id === 'DL1')?.caughtUp).toBe(1);
    expect(r.after.leaders.every((l) => l.inMelee)).toBe(true);
  });
  it('a leader whose unit loses levels rolls d6 + levels: 7 or more and he falls — killed, or captured if his unit is destroyed', () => {
    // Blue −1 +1 leader = 0, Red the same: 6 − 1 = 5, Red loses 2 levels and Tilly rolls.
    const killed = resolve(s, melee(), 6, 1, 5);
    expect(killed.events).toContainEqual({ type: 'leader-fate', leader: 'DL1', fate: 'killed', text: 'Tilly is killed in the melee.' });
    expect(killed.res.result).toMatch(/Tilly is killed \(leader roll 5 \+ 2 levels ≥ 7\)\./);
    const lucky = resolve(s, melee(), 6, 1, 4);
    expect(lucky.events.some((e) => e.type === 'leader-fate')).toBe(false);
    expect(lucky.res.result).toMatch(/Tilly survives/);
    const t = makeState({
      attacker: [{ type: 'guard-cuirassier' }],
      defender: [{ name: 'Red', type: 'commanded-shot', status: 'demoralized' }],
      leaders: { defender: [{ name: 'Tilly', attachedTo: 'D1' }] },
    });
    // Red is destroyed on every pair of melee dice (none is asked); destroyed counts 4: 3 + 4 ≥ 7.
    const captured = resolve(t, melee({ charging: true }), 3);
    expect(captured.events).toContainEqual(expect.objectContaining({ type: 'leader-fate', leader: 'DL1', fate: 'captured' }));
    expect(captured.after.leaders.find((l) => l.id === 'DL1')?.fate).toBe('captured');
  });
  it('rolls the actor\'s die, the target\'s, then the leaders\' dice, labelled', () => {
    const d = dice(6, 1, 2);
    resolveMelee(s, melee(), d);
    expect(d.rolled.map((x) => x.label)).toEqual(['Blue in the melee', 'Red in the melee', "Tilly's casualty roll"]);
  });
  it('gives each leader\'s exact chance of falling before the roll', () => {
    const o = meleeOdds(s, melee());
    if (!o.ok) throw new Error(o.error);
    // Even fight (0 each): Red loses 1 level on 12/36 (wins by 1–3) + 6/36 (ties), 2 levels on 3/36;
    // Tilly then falls on a 6, or on 5+: 18/36 · 1/6 + 3/36 · 2/6 = 1/9.
    const tilly = o.value.leaderRisk.find((x) => x.name === 'Tilly');
    expect(tilly?.fraction).toBe('1/9');
    expect(tilly?.probability).toBeCloseTo(1 / 9, 12);
  });
  it('the game master\'s "no leader" keeps the leader out of it', () => {
    const r = resolve(s, melee({ leaderWithTarget: false }), 6, 1);
    expect(r.events.some((e) => 'leader' in e && e.leader === 'DL1')).toBe(false);
  });
  it('a leader house rule changes the threshold', () => {
    const h = makeState({
      attacker: [{ type: 'commanded-shot' }],
      defender: [{ name: 'Red', type: 'commanded-shot' }],
      leaders: { defender: [{ name: 'Tilly', attachedTo: 'D1' }] },
      houseRules: { 'leader.falls-on': 8 },
    });
    // 5 + 2 levels falls on the book's 7, not on 8.
    expect(resolve(h, melee(), 6, 1, 5).events.some((e) => e.type === 'leader-fate')).toBe(false);
  });
});

describe('Melee: refusals change nothing', () => {
  const s = makeState({ attacker: [{ name: 'Blue', type: 'commanded-shot' }, { name: 'Blue 2', type: 'commanded-shot' }], defender: [{ name: 'Red', type: 'commanded-shot' }, { name: 'Gone', type: 'tercio', bases: 6, status: 'destroyed' }] });
  it('unknown, destroyed, same side, itself', () => {
    expect(refusal(s, melee({ target: 'D9' }))).toBe('There is no unit "D9".');
    expect(refusal(s, melee({ target: 'D2' }))).toBe('Gone has been destroyed.');
    expect(refusal(s, melee({ target: 'A2' }))).toBe('Blue 2 is on the same side as Blue: choose an enemy unit.');
    expect(refusal(s, melee({ target: 'A1' }))).toBe('Blue cannot fight itself.');
  });
  it('supporting units on the wrong side or named twice', () => {
    const t = makeState({ attacker: [{ name: 'Blue', type: 'commanded-shot' }], defender: [{ name: 'Red', type: 'commanded-shot' }, { name: 'Red 2', type: 'commanded-shot' }] });
    expect(refusal(t, melee({ support: ['D2'] }))).toBe('Red 2 cannot support Blue: it is on the other side.');
    expect(refusal(t, melee({ targetSupport: ['A1'] }))).toMatch(/named twice/);
    expect(refusal(s, melee({ support: ['A2', 'A2'] }))).toMatch(/named twice/);
    expect(refusal(s, melee({ support: ['A1'] }))).toMatch(/named twice/);
  });
  it('Terminal English: a plural unit on the wrong side is "they are", not "it is"', () => {
    const t = makeState({ attacker: [{ name: 'Blue', type: 'commanded-shot' }], defender: [{ name: 'Red', type: 'commanded-shot' }, { name: 'Croats', type: 'irregular-light-horse' }] });
    expect(refusal(t, melee({ support: ['D2'] }))).toBe('Croats cannot support Blue: they are on the other side.');
  });
  it('nonsense fields and a "destroyed" status override', () => {
    expect(refusal(s, melee({ aspect: 'side' as never }))).toMatch(/front, flank or rear/);
    expect(refusal(s, melee({ ground: 'swamp' as never }))).toMatch(/open, rough or very-rough/);
    expect(refusal(s, melee({ actorStatus: 'destroyed' }))).toMatch(/cannot be destroyed/);
  });
});
