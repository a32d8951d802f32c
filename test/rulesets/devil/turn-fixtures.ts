/**
 * Test states for the turn engine: a small hand-built battle (Swedes against Imperialists)
 * turned into a state by `initialState`, and helpers to drive the engine with dice given
 * by hand. The only stand-in is the dice source.
 */
import { expect } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import type { DevilAction, DevilOutcome } from '../../../src/rulesets/devil/actions.js';
import { applyEvents } from '../../../src/rulesets/devil/events.js';
import { initialState } from '../../../src/rulesets/devil/setup.js';
import type { DevilLeaderSpec, DevilScenario, DevilState, DevilUnitSpec, Face, LeaderState, UnitState } from '../../../src/rulesets/devil/state.js';
import { executeTurn, NO_COMBAT } from '../../../src/rulesets/devil/turn.js';
import type { TroopId } from '../../../src/rulesets/devil/troop-ids.js';

const unit = (name: string, type: TroopId, bases: number, extra: Partial<DevilUnitSpec> = {}): DevilUnitSpec => ({
  name,
  type,
  bases,
  impetuous: false,
  missiles: false,
  formation: 'battle',
  // Units here need activations, as after their first combat; the standing-orders tests give them orders.
  standingOrders: false,
  ...extra,
});
const leader = (name: string, role: 'army' | 'wing', bonus: number, units: DevilUnitSpec[]): DevilLeaderSpec => ({ name, role, bonus, units });

/**
 * Swedes (attacker, side 0): Gustav Adolf (army, +1) with A1 Yellow Brigade and A2 Smaland
 * Reiters; Wrangel (wing, 0) with A3 Finnish Hackapells, A4 Commanded Shot, A5 Regimental Guns.
 * Imperialists (defender, side 1): Wallenstein (army, 0) with D1 Old Tercio and D2 Siege Guns;
 * Pappenheim (wing, -1) with D3 Pappenheim Cuirassiers, D4 Croats (impetuous), D5 Dragoons.
 */
export function battleScenario(houseRules: Record<string, number> = {}): DevilScenario {
  return {
    ruleset: 'devil-rules',
    title: 'A skirmish before Lützen',
    houseRules,
    sides: [
      {
        name: 'Swedes',
        role: 'attacker',
        rating: 'average',
        camp: true,
        breakPoint: 14,
        computedBreakPoint: 14,
        statedBreakPoint: null,
        leaders: [
          leader('Gustav Adolf', 'army', 1, [unit('Yellow Brigade', 'swedish-brigade', 6), unit('Smaland Reiters', 'reiter', 2)]),
          leader('Wrangel', 'wing', 0, [unit('Finnish Hackapells', 'hackapell', 2), unit('Commanded Shot', 'commanded-shot', 2), unit('Regimental Guns', 'light-artillery', 1)]),
        ],
      },
      {
        name: 'Imperialists',
        role: 'defender',
        rating: 'average',
        camp: true,
        breakPoint: 14,
        computedBreakPoint: 14,
        statedBreakPoint: null,
        leaders: [
          leader('Wallenstein', 'army', 0, [unit('Old Tercio', 'veteran-tercio', 6), unit('Siege Guns', 'heavy-artillery', 1)]),
          leader('Pappenheim', 'wing', -1, [unit('Pappenheim Cuirassiers', 'cuirassier', 2), unit('Croats', 'irregular-light-horse', 3, { impetuous: true }), unit('Imperial Dragoons', 'dragoons', 1)]),
        ],
      },
    ],
  };
}

export const battle = (houseRules: Record<string, number> = {}): DevilState => initialState(battleScenario(houseRules));

/** Run one action through the turn engine with these dice; it must be accepted, and every die must be used. */
export function play(state: DevilState, action: DevilAction, rolls: readonly number[] = []): DevilOutcome & { state: DevilState } {
  const dice = handDice(rolls);
  const r = executeTurn(state, action, dice, NO_COMBAT);
  if (!r.ok) throw new Error(`refused: ${r.error}`);
  expect(dice.unused()).toBe(0);
  return { ...r.value, state: applyEvents(state, r.value.events) };
}

/** Run an action that must be refused; returns the reason. */
export function refuse(state: DevilState, action: DevilAction, rolls: readonly number[] = []): string {
  const r = executeTurn(state, action, handDice(rolls), NO_COMBAT);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(r.value.results.map((x) => x.result))}`);
  return r.error;
}

export const unitOf = (s: DevilState, id: string): UnitState => {
  const u = s.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
};
export const leaderOf = (s: DevilState, id: string): LeaderState => {
  const l = s.leaders.find((x) => x.id === id);
  if (!l) throw new Error(`no leader ${id}`);
  return l;
};

/** A copy of the state with some units changed (for setting up a situation directly). */
export function withUnit(s: DevilState, id: string, patch: Partial<UnitState>): DevilState {
  unitOf(s, id);
  return { ...s, units: s.units.map((u) => (u.id === id ? { ...u, ...patch } : u)) };
}
export function withLeader(s: DevilState, id: string, patch: Partial<LeaderState>): DevilState {
  leaderOf(s, id);
  return { ...s, leaders: s.leaders.map((l) => (l.id === id ? { ...l, ...patch } : l)) };
}
/** Two units in an ongoing combat; `face`: the face of `b` that `a` contacts (front when absent). */
export function engaged(s: DevilState, a: string, b: string, face?: Face): DevilState {
  return applyEvents(s, [{ type: 'engaged', a, b, ...(face ? { faceA: 'front' as const, faceB: face } : {}), text: '' }]);
}

/**
 * Walk a fresh battle to the leaders step: initiative rolled (Swedes 5 against 2) and the
 * Swedes chose to act first.
 */
export function atLeaders(s: DevilState = battle()): DevilState {
  const a = play(s, { kind: 'initiative' }, [5, 2]).state;
  return play(a, { kind: 'first', side: 0 }).state;
}

/** A state in the leaders step with this leader holding the initiative and `n` activations. */
export function commanding(s: DevilState, leaderId: string, n: number): DevilState {
  const l = leaderOf(s, leaderId);
  return { ...withLeader(s, leaderId, { hadInitiative: true, activationsLeft: n }), step: 'leaders', toAct: l.side, activeLeader: leaderId };
}
