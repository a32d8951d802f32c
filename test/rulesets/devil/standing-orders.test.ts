/**
 * Seed 000, "Turn Sequence": units start under standing orders, which they follow without an
 * activation until they are first engaged in any form of combat. The designed reading (when
 * they act, what ends them) is in docs/rules/devil-rules.md, "Standing orders".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handDice, newDiceState, seededDice } from '../../../src/dice/dice.js';
import type { ChargeRequest, DevilAction } from '../../../src/rulesets/devil/actions.js';
import { applyEvents } from '../../../src/rulesets/devil/events.js';
import { DEVIL_COMBAT, executeDevil } from '../../../src/rulesets/devil/execute.js';
import { buildDevilScenario, summarizeDevil } from '../../../src/rulesets/devil/scenario.js';
import { initialState } from '../../../src/rulesets/devil/setup.js';
import type { DevilScenario, DevilState } from '../../../src/rulesets/devil/state.js';
import { executeTurn, NO_COMBAT } from '../../../src/rulesets/devil/turn.js';
import { legalActions } from '../../../src/rulesets/devil/turn-legal-actions.js';
import { plain } from '../../../src/present/paint.js';
import { renderJson } from '../../../src/present/json.js';
import { renderTerminal, terminalText } from '../../../src/present/terminal.js';
import { devilPresentation } from '../../../src/rulesets/devil/presentation.js';
import { makeState } from './fixtures.js';
import { atLeaders, battleScenario, commanding, leaderOf, play, refuse, unitOf, withUnit } from './turn-fixtures.js';

/**
 * The turn fixtures' battle with every unit under standing orders, as a scenario starts it.
 * Swedes: Gustav Adolf (AL1: A1 Yellow Brigade, A2 Smaland Reiters), Wrangel (AL2: A3 Finnish
 * Hackapells, A4 Commanded Shot, A5 Regimental Guns). Imperialists: Wallenstein (DL1: D1 Old
 * Tercio, D2 Siege Guns), Pappenheim (DL2: D3 Pappenheim Cuirassiers, D4 Croats (impetuous), D5 Imperial Dragoons).
 */
function ordered(words?: string): DevilState {
  const sc = battleScenario();
  const scenario: DevilScenario = {
    ...sc,
    sides: sc.sides.map((side) => ({
      ...side,
      leaders: side.leaders.map((l) => ({ ...l, units: l.units.map((u) => ({ ...u, standingOrders: words ?? true })) })),
    })) as unknown as DevilScenario['sides'],
  };
  return initialState(scenario);
}

/** Run an action through the whole engine (combat tables included) with seeded dice: it must be accepted. */
function fight(s: DevilState, action: DevilAction, seed = 1): DevilState {
  const r = executeDevil(s, action, seededDice(newDiceState(seed)));
  if (!r.ok) throw new Error(`refused: ${r.error}`);
  return r.value.state;
}
const under = (s: DevilState, id: string): boolean => unitOf(s, id).standingOrders !== undefined;
const charge = (unit: string, target: string, extra: Partial<ChargeRequest> = {}): ChargeRequest => ({
  kind: 'charge',
  unit,
  target,
  aspect: 'front',
  ground: 'open',
  crossedArc: false,
  evade: false,
  ...extra,
});
const advance = (unit: string): DevilAction => ({ kind: 'move', unit, mode: 'advance', terrain: {} });

/** Every leader given the initiative in turn (each rolls a 1) and done with it, nobody acting. */
function allLeadersDone(start: DevilState): DevilState {
  let s = start;
  for (const leader of ['AL1', 'DL1', 'AL2', 'DL2']) {
    s = play(s, { kind: 'command', leader }, [1]).state;
    s = play(s, { kind: 'done' }).state;
  }
  return s;
}

describe('Turn Sequence: standing orders, acting without an activation', () => {
  it('every unit of a scenario starts under standing orders, not yet used', () => {
    const s = ordered();
    expect(s.units.every((u) => u.standingOrders?.usedThisTurn === false && u.standingOrders.words === null)).toBe(true);
  });

  it('between initiatives, a unit of the side to act acts on its standing orders: no leader, no activation', () => {
    const s = atLeaders(ordered());
    expect(s.activeLeader).toBeNull();
    const r = play(s, advance('A4'));
    expect(r.events.map((e) => e.type)).toEqual(['standing-orders-used', 'acted']);
    expect(r.results[0]?.result).toBe('Standing orders for Commanded Shot: no activation used.');
    expect(unitOf(r.state, 'A4')).toMatchObject({ acted: true, standingOrders: { usedThisTurn: true } });
  });

  it("during one of its own side's initiatives it spends none of his activations, even outside his command", () => {
    const s = commanding(atLeaders(ordered()), 'AL2', 2);
    // A1 is Gustav Adolf's, not Wrangel's: standing orders need no command.
    const r = play(s, advance('A1'));
    expect(r.events.some((e) => e.type === 'activation')).toBe(false);
    expect(leaderOf(r.state, 'AL2').activationsLeft).toBe(2);
  });

  it('never during an enemy initiative, nor between initiatives when the other side is to give one', () => {
    const s = atLeaders(ordered());
    expect(refuse(s, advance('D3'))).toBe("Units under standing orders act while their own side acts: it is the Swedes' turn.");
    const enemy = commanding(s, 'DL1', 3);
    expect(refuse(enemy, advance('A1'))).toBe('Units under standing orders act while their own side acts, not during an enemy initiative (Wallenstein holds it).');
  });

  it('a side with no leader left to give the initiative to still follows its standing orders between initiatives', () => {
    let s = atLeaders(ordered());
    s = { ...s, leaders: s.leaders.map((l) => (l.side === 1 ? { ...l, hadInitiative: true } : l)) };
    expect(s.toAct).toBe(0);
    expect(play(s, advance('D3')).events[0]?.type).toBe('standing-orders-used');
  });

  it('Turn Sequence 4: once every leader has had the initiative no side is to act, so no unit acts on its standing orders until the next turn', () => {
    const s = allLeadersDone(atLeaders(ordered()));
    expect(s.toAct).toBeNull();
    const why = 'Every leader has had the initiative this turn, so no side acts now: units follow their standing orders again next turn (next goes on to the end-of-turn fire).';
    expect(refuse(s, advance('A1'))).toBe(why);
    expect(refuse(s, advance('D3'))).toBe(why);
    expect(legalActions(s).some((a) => a.unit !== undefined)).toBe(false);
  });

  it('Leaders and Command Control: a side whose leaders have all fallen no longer charges or manoeuvres on its standing orders', () => {
    let s = atLeaders(ordered());
    s = { ...s, leaders: s.leaders.map((l) => (l.side === 1 ? { ...l, fate: 'killed' as const } : l)) };
    expect(s.toAct).toBe(0);
    expect(refuse(s, advance('D3'))).toBe(
      'The Imperialists have no leader left: their units no longer charge or manoeuvre, on standing orders or otherwise ("Leaders and Command Control"); they still defend, fire at the end of the turn and make obligatory charges.',
    );
    expect(refuse(s, charge('D3', 'A1'))).toMatch(/no leader left/);
    expect(legalActions(s).some((a) => a.unit?.startsWith('D'))).toBe(false);
  });

  it('Leaders and Command Control: house rule standing-orders.reading.without-leaders 1 keeps the standing orders of a leaderless side', () => {
    let s = atLeaders({ ...ordered(), houseRules: { 'standing-orders.reading.without-leaders': 1 } });
    s = { ...s, leaders: s.leaders.map((l) => (l.side === 1 ? { ...l, fate: 'killed' as const } : l)) };
    expect(play(s, advance('D3')).events[0]?.type).toBe('standing-orders-used');
  });

  it('only in the leaders step: the end-of-turn fire and the impetuous step keep their own rules', () => {
    const s = { ...atLeaders(ordered()), step: 'morale' as const, toAct: null };
    expect(refuse(s, advance('A1'))).toBe('Units do not act during camps and army morale.');
  });

  it('combined fire: units under standing orders fire free, the others each take an activation', () => {
    const s = commanding(atLeaders(ordered()), 'AL1', 2);
    const { standingOrders: _ended, ...a1 } = unitOf(s, 'A1');
    const mixed = { ...s, units: s.units.map((u) => (u.id === 'A1' ? a1 : u)) };
    const r = executeTurn(mixed, { kind: 'fire', units: ['A4', 'A1'], target: 'D1', short: true, cover: 'none' }, seededDice(newDiceState(3)), DEVIL_COMBAT);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.events.flatMap((e) => (e.type === 'activation' ? [e.unit] : []))).toEqual(['A1']);
    expect(r.value.events.flatMap((e) => (e.type === 'standing-orders-used' ? [e.unit] : []))).toEqual(['A4']);
    expect(leaderOf(applyEvents(mixed, r.value.events), 'AL1').activationsLeft).toBe(1);
  });

  it('a leader with no activations left still sees his side\'s units under standing orders in the menus', () => {
    const s = commanding(atLeaders(ordered()), 'AL1', 0);
    const labels = legalActions(s).map((a) => a.label);
    expect(labels).toContain('advance Commanded Shot (standing orders)');
    expect(labels.some((l) => l.includes('Old Tercio'))).toBe(false);
  });
});

describe('Turn Sequence: standing orders, once per turn', () => {
  it('a unit that has acted on its standing orders cannot act again this turn, by any action', () => {
    const s = play(atLeaders(ordered()), advance('A4')).state;
    const again: DevilAction[] = [
      advance('A4'),
      { kind: 'move', unit: 'A4', mode: 'march', terrain: {} },
      { kind: 'rest', unit: 'A4' },
      { kind: 'fire', units: ['A4'], target: 'D1', short: false, cover: 'none' },
    ];
    for (const a of again) expect(refuse(s, a)).toMatch(/Commanded Shot has already acted this turn|standing orders for Commanded Shot have already been used/);
    // Nor by spending an activation on it instead.
    expect(refuse(commanding(s, 'AL2', 3), advance('A4'))).toMatch(/already/);
    expect(legalActions(commanding(s, 'AL2', 3)).some((a) => a.unit === 'A4')).toBe(false);
  });

  it('whatever is typed in whatever order, no unit acts on its standing orders twice in a turn, nor acts twice at all', () => {
    const ids = ordered().units.map((u) => u.id);
    const leaders = ordered().leaders.map((l) => l.id);
    const step = fc.oneof(
      fc.record({ kind: fc.constantFrom('advance', 'march', 'rest'), unit: fc.constantFrom(...ids) }),
      fc.record({ kind: fc.constant('command'), unit: fc.constantFrom(...leaders) }),
      fc.record({ kind: fc.constant('done'), unit: fc.constant('') }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 200, maxLength: 200 }), (steps, rolls) => {
        let s = atLeaders(ordered());
        const dice = handDice(rolls);
        const used = new Map<string, number>();
        const acted = new Map<string, number>();
        for (const x of steps) {
          const action: DevilAction =
            x.kind === 'command'
              ? { kind: 'command', leader: x.unit }
              : x.kind === 'done'
                ? { kind: 'done' }
                : x.kind === 'rest'
                  ? { kind: 'rest', unit: x.unit }
                  : { kind: 'move', unit: x.unit, mode: x.kind as 'advance' | 'march', terrain: {} };
          const r = executeTurn(s, action, dice, NO_COMBAT);
          if (!r.ok) continue;
          for (const e of r.value.events) {
            if (e.type === 'standing-orders-used') used.set(e.unit, (used.get(e.unit) ?? 0) + 1);
            if (e.type === 'acted') acted.set(e.unit, (acted.get(e.unit) ?? 0) + 1);
          }
          s = applyEvents(s, r.value.events);
        }
        expect([...used.values()].every((n) => n === 1)).toBe(true);
        expect([...acted.values()].every((n) => n === 1)).toBe(true);
        // Every unit still under standing orders that acted did so on them, spending no activation.
        for (const [id] of acted) expect(used.get(id)).toBe(1);
      }),
      { numRuns: 100 },
    );
  });

  it('the next turn gives them back, unused', () => {
    const s = play(atLeaders(ordered()), advance('A4')).state;
    const next = applyEvents(s, [{ type: 'turn', turn: 2, text: '' }]);
    expect(unitOf(next, 'A4').standingOrders).toEqual({ words: null, usedThisTurn: false });
  });
});

describe('Turn Sequence: standing orders end at the first combat of any kind', () => {
  it('fires, and is fired on (in the leaders step)', () => {
    const s = fight(atLeaders(ordered()), { kind: 'fire', units: ['A4'], target: 'D5', short: true, cover: 'none' });
    expect(under(s, 'A4')).toBe(false);
    expect(under(s, 'D5')).toBe(false);
    expect(under(s, 'A1')).toBe(true);
  });

  it('a split fire ends them for the firer and every one of its targets', () => {
    const base = makeState({
      attacker: [{ name: 'Tercio', type: 'tercio', bases: 6, standingOrders: true }],
      defender: [
        { name: 'Red', type: 'commanded-shot', bases: 2, standingOrders: true },
        { name: 'Green', type: 'commanded-shot', bases: 1, standingOrders: true },
        { name: 'Horse', type: 'cuirassier', bases: 2, standingOrders: true },
      ],
    });
    const split: DevilAction = { kind: 'fire', units: ['A1'], target: 'D1', short: true, cover: 'none', bases: 1, split: [{ target: 'D2', short: false, cover: 'none', arc: 'rear' }] };
    const after = fight({ ...base, step: 'leaders', toAct: 0 }, split);
    expect(['A1', 'D1', 'D2', 'D3'].map((id) => under(after, id))).toEqual([false, false, false, true]);
  });

  it('the end-of-turn fire ends them for the firer and its target', () => {
    const s = fight({ ...ordered(), step: 'end-fire', toAct: null }, { kind: 'fire', units: ['D5'], target: 'A4', short: true, cover: 'none' });
    expect(under(s, 'D5')).toBe(false);
    expect(under(s, 'A4')).toBe(false);
  });

  it('advancing fire ends them for the firer and its target', () => {
    const s = fight(atLeaders(ordered()), { kind: 'advfire', unit: 'A4', target: 'D1', short: true, cover: 'none' });
    expect(under(s, 'A4')).toBe(false);
    expect(under(s, 'D1')).toBe(false);
  });

  it('charges, and is charged: the melee that follows too', () => {
    for (const seed of [1, 2, 3]) {
      const s = fight(atLeaders(ordered()), charge('A3', 'D3'), seed);
      expect(under(s, 'A3')).toBe(false);
      expect(under(s, 'D3')).toBe(false);
      expect(s.units.filter((u) => u.standingOrders === undefined).map((u) => u.id)).toEqual(['A3', 'D3']);
    }
  });

  it('Turn Sequence: a charge the target evades with no contact engages nobody, so both keep their orders (the evader has acted)', () => {
    const s = fight(atLeaders(ordered()), charge('A3', 'D4', { evade: true, contact: false }));
    expect(under(s, 'A3')).toBe(true);
    expect(under(s, 'D4')).toBe(true);
    expect(s.units.find((u) => u.id === 'D4')?.acted).toBe(true);
  });
  it('Turn Sequence: a charge that goes on to the unit an evade exposed ends the charger\'s and that unit\'s orders, not the evader\'s', () => {
    const s = fight(atLeaders(ordered()), charge('A3', 'D4', { evade: true, then: 'D2' }));
    expect(under(s, 'A3')).toBe(false);
    expect(under(s, 'D2')).toBe(false);
    expect(under(s, 'D4')).toBe(true);
  });
  it('Turn Sequence: an evade followed by contact still ends both units\' orders', () => {
    const s = fight(atLeaders(ordered()), charge('A3', 'D4', { evade: true, contact: true }));
    expect(under(s, 'A3')).toBe(false);
    expect(under(s, 'D4')).toBe(false);
  });
  it('Turn Sequence: house rule standing-orders.reading.evade-without-contact 1 ends both units\' orders on an evade without contact', () => {
    const s = fight(atLeaders({ ...ordered(), houseRules: { 'standing-orders.reading.evade-without-contact': 1 } }), charge('A3', 'D4', { evade: true, contact: false }));
    expect(under(s, 'A3')).toBe(false);
    expect(under(s, 'D4')).toBe(false);
  });

  it('defensive fire and pass-through fire: the units that fire are in combat', () => {
    const s = fight(atLeaders(ordered()), charge('A2', 'D1', { short: true, passThrough: ['D5'] }), 4);
    expect(under(s, 'A2')).toBe(false);
    expect(under(s, 'D1')).toBe(false);
    expect(under(s, 'D5')).toBe(false);
  });

  it('an impetuous charge in the impetuous step ends them', () => {
    const s = { ...ordered(), step: 'impetuous' as const, toAct: 1 as const };
    const after = fight(s, charge('D4', 'A5'));
    expect(under(after, 'D4')).toBe(false);
    expect(under(after, 'A5')).toBe(false);
  });

  it('fights a melee, with its supports', () => {
    // Engaged without losing them first: as a contact recorded some other way would leave it.
    let s = commanding(atLeaders(ordered()), 'AL1', 3);
    s = withUnit(withUnit(withUnit(s, 'A1', { engagedWith: ['D1'] }), 'A2', { engagedWith: ['D1'] }), 'D1', { engagedWith: ['A1', 'A2'] });
    const after = fight(s, { kind: 'melee', unit: 'A1', target: 'D1', charging: false, ground: 'open' });
    for (const id of ['A1', 'A2', 'D1']) expect(under(after, id)).toBe(false);
  });

  it('units the game master puts in contact are in combat', () => {
    const s = play(ordered(), { kind: 'engage', a: 'A1', b: 'D1' }).state;
    expect(under(s, 'A1')).toBe(false);
    expect(under(s, 'D1')).toBe(false);
  });

  it('moving, resting and a Routed Through test are not combat', () => {
    let s = play(atLeaders(ordered()), advance('A1')).state;
    s = play(s, { kind: 'rest', unit: 'A2' }).state;
    s = play(s, { kind: 'routed', unit: 'A3' }, [6]).state;
    expect(s.units.every((u) => u.standingOrders !== undefined)).toBe(true);
  });

  it('ended orders are gone for good: the unit then needs an activation', () => {
    const s = fight(atLeaders(ordered()), { kind: 'fire', units: ['A4'], target: 'D5', short: true, cover: 'none' });
    const next = applyEvents(s, [{ type: 'turn', turn: 2, text: '' }, { type: 'step', step: 'leaders', toAct: 0, text: '' }]);
    expect(refuse(next, advance('A4'))).toBe('No leader holds the initiative: give one the command first.');
    const r = play(commanding(next, 'AL2', 1), advance('A4'));
    expect(r.events[0]).toMatchObject({ type: 'activation', leader: 'AL2', unit: 'A4' });
  });

  it('the result says whose orders ended', () => {
    const r = executeDevil(atLeaders(ordered()), { kind: 'fire', units: ['A4'], target: 'D5', short: true, cover: 'none' }, handDice([3, 3]));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results.at(-1)?.result).toBe('Standing orders end for Commanded Shot and Imperial Dragoons (first combat): an activation is needed from now on.');
  });
});

/** A scenario as YAML would give it, with standing orders set per side or per unit. */
function raw(side0: Record<string, unknown> = {}, unit0: Record<string, unknown> = {}) {
  return {
    ruleset: 'devil-rules',
    title: 'Orders',
    sides: [
      {
        name: 'Swedes',
        role: 'attacker',
        ...side0,
        leaders: [{ name: 'Horn', role: 'army', units: [{ name: 'Blue', type: 'swedish-brigade', bases: 6, ...unit0 }, { name: 'Horse', type: 'cuirassier', bases: 2 }] }],
      },
      { name: 'Imperialists', role: 'defender', leaders: [{ name: 'Tilly', role: 'army', units: [{ name: 'Tercio', type: 'tercio', bases: 6 }] }] },
    ],
  };
}
function stateOf(data: unknown): DevilState {
  const r = buildDevilScenario(data);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return initialState(r.value.scenario);
}

describe('Turn Sequence: standing orders set by the scenario', () => {
  it('standingOrders: false on a side takes them away from all its units', () => {
    const s = stateOf(raw({ standingOrders: false }));
    expect(under(s, 'A1')).toBe(false);
    expect(under(s, 'A2')).toBe(false);
    expect(under(s, 'D1')).toBe(true);
  });

  it('standingOrders: false on a unit takes them away from that unit only', () => {
    const s = stateOf(raw({}, { standingOrders: false }));
    expect(under(s, 'A1')).toBe(false);
    expect(under(s, 'A2')).toBe(true);
  });

  it("a unit's setting overrides its side's; a side's words reach every unit", () => {
    const s = stateOf(raw({ standingOrders: 'hold the ridge' }, { standingOrders: 'hold the ford' }));
    expect(unitOf(s, 'A1').standingOrders?.words).toBe('hold the ford');
    expect(unitOf(s, 'A2').standingOrders?.words).toBe('hold the ridge');
    const none = stateOf(raw({ standingOrders: false }, { standingOrders: true }));
    expect(under(none, 'A1')).toBe(true);
    expect(under(none, 'A2')).toBe(false);
  });

  it('empty wording is refused; check counts the units under standing orders', () => {
    const bad = buildDevilScenario(raw({}, { standingOrders: '  ' }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error[0]?.message).toBe('standing orders in words must not be empty (false takes them away)');
    const r = buildDevilScenario(raw({}, { standingOrders: false }));
    if (!r.ok) throw new Error('refused');
    expect(summarizeDevil(r.value.scenario, []).sides.map((side) => side.unitsUnderStandingOrders)).toEqual([1, 1]);
  });

  it('a unit without standing orders needs an activation from the start', () => {
    let s = stateOf(raw({}, { standingOrders: false }));
    s = play(s, { kind: 'initiative' }, [5, 2]).state;
    s = play(s, { kind: 'first', side: 0 }).state;
    expect(refuse(s, advance('A1'))).toBe('No leader holds the initiative: give one the command first.');
    expect(play(s, advance('A2')).events[0]?.type).toBe('standing-orders-used');
  });
});

describe('Turn Sequence: standing orders shown by status and the header', () => {
  const status = (s: DevilState, args = '') => {
    const r = devilPresentation.views.status?.(s, args);
    if (!r?.ok) throw new Error('status refused');
    return { lines: renderTerminal(r.value, plain), json: renderJson(r.value) };
  };
  const devilHeader = (s: DevilState) => terminalText(devilPresentation.header(s), plain);

  it('status shows an orders column with their wording, and --json has them', () => {
    const s = stateOf(raw({}, { standingOrders: 'hold the ford' }));
    const view = status(s);
    expect(view.lines[1]).toMatch(/ orders$/);
    expect(view.lines.find((l) => l.includes('Blue'))).toMatch(/standing: hold the ford$/);
    expect(view.lines.find((l) => l.includes('Horse'))).toMatch(/ standing$/);
    const json = view.json as { units: { id: string; standingOrders: unknown }[] };
    expect(json.units.find((u) => u.id === 'A1')?.standingOrders).toEqual({ words: 'hold the ford', usedThisTurn: false });
  });

  it('Leaders and Command Control: with every leader of its side fallen, status says the standing orders are no longer followed', () => {
    let s = ordered('hold the ford');
    s = play(play(s, { kind: 'leader-fate', leader: 'DL1', fate: 'killed' }).state, { kind: 'leader-fate', leader: 'DL2', fate: 'killed' }).state;
    const view = status(s);
    expect(view.lines.find((l) => l.includes('Old Tercio'))).toMatch(/ standing: hold the ford \(not followed\)$/);
    expect(view.lines.find((l) => l.includes('Yellow Brigade'))).toMatch(/ standing: hold the ford$/);
    expect(status(s, 'D1').lines.at(-1)).toBe('  under standing orders (hold the ford), but no leader of its side is left: it no longer acts on them');
    const house = { ...s, houseRules: { 'standing-orders.reading.without-leaders': 1 } };
    expect(status(house).lines.find((l) => l.includes('Old Tercio'))).toMatch(/ standing: hold the ford$/);
  });

  it("a unit's own status says whether it still acts without an activation", () => {
    const s = stateOf(raw({}, { standingOrders: 'hold the ford' }));
    expect(status(s, 'A1').lines.at(-1)).toBe('  under standing orders (hold the ford): it acts without an activation, once a turn, until its first combat');
    const ended = fight(s, { kind: 'engage', a: 'A1', b: 'D1' });
    expect(status(ended, 'A1').lines.at(-1)).toBe('  no standing orders: it acts only when a leader activates it');
    expect((status(ended).json as { units: { id: string; standingOrders: unknown }[] }).units[0]?.standingOrders).toBeNull();
  });

  it('Units, Troop Types, and Base Sizes: a one-base unit\'s own status reads "1 of 1 base"', () => {
    const s = stateOf(raw({}, { name: 'Guns', type: 'light-artillery', bases: 1 }));
    expect(status(s, 'A1').lines).toContain('  status OK, 1 of 1 base, battle formation');
    expect(status(s, 'A2').lines).toContain('  status OK, 2 of 2 bases, battle formation');
  });
  it('Combat Effects and Rallying: a destroyed unit\'s own status says it is out of play, not that it waits for a leader', () => {
    const s = stateOf(raw({}, { name: 'Blue Reiters', type: 'reiter', bases: 2 }));
    const gone = { ...s, units: s.units.map((u) => (u.id === 'A1' ? { ...u, status: 'destroyed' as const, bases: 0 } : u)) };
    const lines = status(gone, 'A1').lines;
    expect(lines).toContain('  removed from play: they no longer act');
    expect(lines.join('\n')).not.toMatch(/acted this turn|standing orders/);
  });
  it('Turn Sequence: a plural unit\'s own status says "they act", not "it acts"', () => {
    const s = stateOf(raw({}, { name: 'Blue Reiters', type: 'reiter', bases: 2 }));
    expect(status(s, 'A1').lines.at(-1)).toBe('  under standing orders: they act without an activation, once a turn, until their first combat');
    const ended = fight(s, { kind: 'engage', a: 'A1', b: 'D1' });
    expect(status(ended, 'A1').lines.at(-1)).toBe('  no standing orders: they act only when a leader activates them');
    const leaderless = play(s, { kind: 'leader-fate', leader: 'AL1', fate: 'killed' }).state;
    expect(status(leaderless, 'A1').lines.at(-1)).toBe('  under standing orders, but no leader of their side is left: they no longer act on them');
  });
  it('the guided menu offers the units under standing orders, marked, next to giving a leader the initiative', () => {
    const step = devilPresentation.guide(atLeaders(ordered()));
    if (step?.kind !== 'select') throw new Error('no menu');
    const names = step.choices.map((c) => c.name);
    expect(names).toContain('Commanded Shot (A4, standing orders): rest, advance, march, retire, charge, fire, advfire');
    expect(names).toContain('give Gustav Adolf the initiative');
    // Only the side to act: the Imperialists' units wait.
    expect(names.some((n) => n.includes('Old Tercio'))).toBe(false);
    const unitMenu = step.next('unit:A4');
    if (typeof unitMenu !== 'object' || unitMenu?.kind !== 'select') throw new Error('no unit menu');
    expect(unitMenu.choices.map((c) => c.name)).toContain('advance Commanded Shot (standing orders)');
  });

  it('Turn Sequence 4: once every leader has had the initiative the header counts no units on standing orders', () => {
    const s = allLeadersDone(atLeaders(ordered()));
    expect(devilHeader(s)).not.toContain('standing orders');
  });

  it('the header counts the units that may act on standing orders now', () => {
    const s = atLeaders(ordered());
    expect(devilHeader(s)).toContain('| may act on standing orders: Swedes 5 |');
    expect(devilHeader(play(s, advance('A1')).state)).toContain('| may act on standing orders: Swedes 4 |');
    expect(devilHeader(ordered())).not.toContain('standing orders');
  });

  it('Turn Sequence 4: with one side\'s leaders all done, the header counts each side\'s units apart, the side to act first', () => {
    let s = atLeaders(ordered());
    for (const leader of ['AL1', 'DL1', 'AL2']) {
      s = play(s, { kind: 'command', leader }, [1]).state;
      s = play(s, { kind: 'done' }).state;
    }
    // The Imperialists are to give Pappenheim the initiative; the Swedes, with no leader left to
    // give it to, still act on their orders (the docs' reading), and the header says whose are whose.
    expect(devilHeader(s)).toContain('| Imperialists to act | may act on standing orders: Imperialists 5, Swedes 5 |');
    s = play(s, { kind: 'command', leader: 'DL2' }, [1]).state;
    expect(devilHeader(s)).toMatch(/may act on standing orders: Imperialists 5 \|/);
  });
});
