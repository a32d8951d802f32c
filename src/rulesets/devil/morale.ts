/**
 * Army morale (seed 000, "Army Morale"): points toward breaking, itemised for the `morale`
 * view, and the break check at the end of each turn ("Turn Sequence" 7).
 */
import { sideAndVerb } from '../../engine/english.js';
import type { Resolution } from '../../engine/ruleset.js';
import type { DevilEvent } from './events.js';
import type { DevilState, SideIndex } from './state.js';
import { campPoints, MORALE_POINTS } from './turn-tables.js';

export interface MoraleItem {
  readonly label: string;
  /** How many units, bases, leaders or camps. */
  readonly count: number;
  /** Points each. */
  readonly each: number;
  readonly points: number;
  /** Names of what counts (units, leaders), for the view. */
  readonly who: readonly string[];
  readonly houseRule?: boolean;
}

export interface MoraleStanding {
  readonly side: SideIndex;
  readonly name: string;
  readonly points: number;
  readonly breakPoint: number;
  readonly broken: boolean;
  readonly items: readonly MoraleItem[];
}

/**
 * Each side's points: disordered units 1, demoralized 2, each base destroyed 3 (a destroyed
 * unit counts all its starting bases, and no longer its disorder), a fallen army commander
 * 6, a fallen wing commander 4, a sacked camp 6 ("suggested", overridable).
 */
export function moralePoints(state: DevilState, side: SideIndex): MoraleStanding {
  const units = state.units.filter((u) => u.side === side);
  const leaders = state.leaders.filter((l) => l.side === side && l.fate !== 'alive');
  const disordered = units.filter((u) => u.status === 'disordered');
  const demoralized = units.filter((u) => u.status === 'demoralized');
  const destroyed = units.filter((u) => u.status === 'destroyed');
  const damaged = units.filter((u) => u.status !== 'destroyed' && u.bases < u.startBases);
  const basesLost = destroyed.reduce((n, u) => n + u.startBases, 0) + damaged.reduce((n, u) => n + (u.startBases - u.bases), 0);
  const army = leaders.filter((l) => l.role === 'army');
  const wing = leaders.filter((l) => l.role === 'wing');
  const s = state.sides[side];
  const camp = campPoints(state);
  const item = (label: string, count: number, each: number, who: readonly string[], houseRule = false): MoraleItem => ({
    label,
    count,
    each,
    points: count * each,
    who,
    ...(houseRule ? { houseRule: true } : {}),
  });
  const items = [
    item('Disordered units', disordered.length, MORALE_POINTS.disordered, disordered.map((u) => u.name)),
    item('Demoralized units', demoralized.length, MORALE_POINTS.demoralized, demoralized.map((u) => u.name)),
    item('Bases destroyed', basesLost, MORALE_POINTS.base, [
      // "2 of Ottenbach's Tercio", "all 2 of Croats (destroyed)", "the only base of Forlorn Hope (destroyed)".
      ...destroyed.map((u) => `${u.startBases === 1 ? 'the only base' : `all ${u.startBases}`} of ${u.name} (destroyed)`),
      ...damaged.map((u) => `${u.startBases - u.bases} of ${u.name}`),
    ]),
    item('Army commander lost', army.length, MORALE_POINTS.armyCommander, army.map((l) => `${l.name} (${l.fate})`)),
    item('Wing commanders lost', wing.length, MORALE_POINTS.wingCommander, wing.map((l) => `${l.name} (${l.fate})`)),
    item('Camp sacked', s.campSacked ? 1 : 0, camp.value, [], camp.houseRule),
  ];
  const points = items.reduce((n, i) => n + i.points, 0);
  return { side, name: s.name, points, breakPoint: s.breakPoint, broken: points >= s.breakPoint, items };
}

/** The end-of-turn break check's finding and its words, from the state it is made in. */
function breakCheck(state: DevilState): { broken: SideIndex[]; winner: SideIndex | null; over: boolean; text: string } {
  const standings = [moralePoints(state, 0), moralePoints(state, 1)] as const;
  const broken = standings.filter((s) => s.broken).map((s) => s.side);
  const over = broken.length > 0;
  const winner: SideIndex | null = broken.length === 1 ? (broken[0] === 0 ? 1 : 0) : null;
  const tally = standings.map((s) => `${s.name} ${s.points}/${s.breakPoint}`).join(', ');
  let text: string;
  if (broken.length === 2) text = `Both armies break (${tally}): the battle is a draw.`;
  else if (over) {
    const loser = standings[broken[0] ?? 0];
    const victor = standings[winner ?? 0];
    text = `${sideAndVerb(loser.name, 'breaks')} with ${loser.points} points against a break point of ${loser.breakPoint}: ${sideAndVerb(victor.name, 'wins')} (${tally}).`;
  } else text = `Neither army breaks (${tally}).`;
  return { broken, winner, over, text };
}

/** The battle's outcome words, as the break check made in `state` words them (state never reads an event's text). */
export const outcomeWords = (state: DevilState): string => breakCheck(state).text;

/** The end-of-turn break check: the `army-check` event and its result. */
export function armyCheck(state: DevilState): { event: DevilEvent; resolution: Resolution } {
  const { broken, winner, over, text } = breakCheck(state);
  return {
    event: { type: 'army-check', broken, winner, over, text },
    resolution: { action: 'army-check', result: text, changes: [] },
  };
}
