/**
 * Seed 000, "Turn Sequence": standing orders. Every unit starts under the orders the scenario
 * gives it and follows them without an activation until it is first engaged in combat of any
 * kind; from then on it needs its commander's activation. The designed reading (when such a
 * unit acts, what ends the orders) is in docs/rules/devil-rules.md, "Standing orders".
 */
import type { DevilAction } from './actions.js';
import type { DevilEvent } from './events.js';
import type { DevilState, UnitState } from './state.js';
import { alive, sideIts, TheSideVerb, theSides } from './turn-lookups.js';
import { evadeWithoutContactEndsOrders, standingOrdersOutliveLeaders } from './turn-tables.js';
import { listWords, verb, alreadyActed } from './words.js';
import { capitalFirst } from '../../engine/english.js';

/** "standing orders for Yellow Brigade" or "standing orders for Yellow Brigade (hold the ford)". */
export function ordersFor(u: UnitState): string {
  const words = u.standingOrders?.words;
  return `standing orders for ${u.name}${words ? ` (${words})` : ''}`;
}

/** "Leaders and Command Control": a side with no leader left no longer follows its standing orders (unless a house rule keeps them). */
export function leaderlessOrders(state: DevilState, side: UnitState['side']): boolean {
  return !state.leaders.some((l) => l.side === side && l.fate === 'alive') && !standingOrdersOutliveLeaders(state);
}

/**
 * Why the unit may not act on its standing orders now, or null when it may. They are followed
 * in the leaders step while the unit's own side acts: during the initiative of any of its side's
 * leaders, or between initiatives when its side is to give the next one (or has no leader left
 * to give one to); never during an enemy initiative. Once every leader has had the initiative
 * no side is to act, so none may.
 */
export function standingOrdersForbid(state: DevilState, u: UnitState): string | null {
  if (!u.standingOrders) return `The standing orders for ${u.name} have ended: an activation is needed.`;
  if (u.standingOrders.usedThisTurn) return `The ${ordersFor(u)} have already been used this turn (once a turn).`;
  if (u.acted) return alreadyActed(u);
  if (state.step !== 'leaders') return 'Units follow their standing orders in the leaders step.';
  // "Leaders and Command Control": with no leader left, no proactive charges or manoeuvring.
  if (leaderlessOrders(state, u.side)) {
    return `${TheSideVerb(state, u.side, 'has')} no leader left: ${sideIts(state, u.side)} units no longer charge or manoeuvre, on standing orders or otherwise ("Leaders and Command Control"); they still defend, fire at the end of the turn and make obligatory charges.`;
  }
  const active = state.activeLeader ? state.leaders.find((l) => l.id === state.activeLeader) : undefined;
  // "Turn Sequence" 4: once every leader has had the initiative no side acts; step 5 comes next.
  if (!active && state.toAct === null && state.leaders.some((l) => l.fate === 'alive')) {
    return 'Every leader has had the initiative this turn, so no side acts now: units follow their standing orders again next turn (next goes on to the end-of-turn fire).';
  }
  if (active && active.side !== u.side) {
    return `Units under standing orders act while their own side acts, not during an enemy initiative (${active.name} holds it).`;
  }
  // Between initiatives: the side whose turn it is to give one, or a side with no leader left to give one to.
  const leaderLeft = state.leaders.some((l) => l.side === u.side && l.fate === 'alive' && !l.hadInitiative);
  if (!active && state.toAct !== null && state.toAct !== u.side && leaderLeft) {
    return `Units under standing orders act while their own side acts: it is ${theSides(state, state.toAct)} turn.`;
  }
  return null;
}

/** The units that may act on their standing orders now. */
export function standingOrdersReady(state: DevilState): UnitState[] {
  return state.units.filter((u) => alive(u) && u.standingOrders !== undefined && standingOrdersForbid(state, u) === null);
}

/**
 * In the leaders step, split the acting units: those under standing orders act without an
 * activation (each marked as having used its orders this turn); the rest need one.
 * A refusal when a unit under standing orders may not act now.
 */
export function standingOrdersActors(
  state: DevilState,
  units: readonly UnitState[],
): { ok: true; events: DevilEvent[]; needActivation: UnitState[] } | { ok: false; error: string } {
  const events: DevilEvent[] = [];
  const needActivation: UnitState[] = [];
  for (const u of units) {
    if (!u.standingOrders) {
      needActivation.push(u);
      continue;
    }
    const why = standingOrdersForbid(state, u);
    if (why) return { ok: false, error: why };
    events.push({ type: 'standing-orders-used', unit: u.id, text: `${capitalFirst(ordersFor(u))}: no activation used.` });
  }
  return { ok: true, events, needActivation };
}

/** Units named in events that show a unit taking part in a fight: losses, contact, marked as acted by the fight. */
function fightingUnits(events: readonly DevilEvent[]): string[] {
  const ids: string[] = [];
  for (const e of events) {
    if (e.type === 'acted' || e.type === 'unit' || e.type === 'fire-pending') ids.push(e.unit);
    else if (e.type === 'engaged') ids.push(e.a, e.b);
    else if (e.type === 'melee-fought') ids.push(...e.units);
  }
  return ids;
}

/**
 * The units an accepted action drew into combat ("engaged in any form of combat"): firers and
 * their target (also in the end-of-turn fire), charger and charged (an evader only once contact or
 * fire reaches it; defensive and pass-through fire, the melee that follows, impetuous charges), everyone in a melee with their
 * supports, and units the game master puts in contact. A Regroup or Retire in an ongoing combat
 * counts when a melee follows it. Moves, rests, Routed Through tests and sacks are not combat.
 */
export function drawnIntoCombat(before: DevilState, action: DevilAction, events: readonly DevilEvent[]): string[] {
  switch (action.kind) {
    case 'fire':
      return [...action.units, action.target, ...(action.split ?? []).map((t) => t.target)];
    case 'advfire':
      return [action.unit, action.target];
    case 'charge':
      // An evade with no contact: no fire and no melee reach the evader, so it was not engaged, nor
      // the charger unless it went on to the unit the evade exposed (a house rule says otherwise).
      if (action.evade && !action.contact && !evadeWithoutContactEndsOrders(before)) {
        // (Its own `acted` event marks the evade, not a combat.)
        return action.then === undefined ? [] : [action.unit, action.then, ...(action.support ?? []), ...fightingUnits(events)].filter((id) => id !== action.target);
      }
      return [action.unit, action.target, ...(action.support ?? []), ...fightingUnits(events)];
    case 'melee':
      return [action.unit, action.target, ...(action.support ?? []), ...(action.targetSupport ?? []), ...fightingUnits(events)];
    case 'rest':
    case 'move': {
      const u = before.units.find((x) => x.id === action.unit);
      return u && u.engagedWith.length > 0 ? [action.unit, ...fightingUnits(events)] : [];
    }
    case 'engage':
      return [action.a, action.b];
    default:
      return [];
  }
}

/** The events that end the standing orders of every living unit an action drew into combat. */
export function endStandingOrders(before: DevilState, action: DevilAction, events: readonly DevilEvent[], after: DevilState): DevilEvent[] {
  const ids = new Set(drawnIntoCombat(before, action, events));
  return after.units
    .filter((u) => ids.has(u.id) && alive(u) && u.standingOrders !== undefined)
    .map((u) => ({ type: 'standing-orders-ended', unit: u.id, text: `Standing orders end for ${u.name} (first combat): an activation is needed from now on.` }));
}

/** One sentence for the results: whose standing orders ended, or null. */
export function endedSentence(state: DevilState, ended: readonly DevilEvent[]): string | null {
  const names = ended.flatMap((e) => (e.type === 'standing-orders-ended' ? [state.units.find((u) => u.id === e.unit)?.name ?? e.unit] : []));
  if (names.length === 0) return null;
  return `Standing orders end for ${listWords(names)} (first combat): an activation is needed from now on.`;
}

