/**
 * The roster (designed default `roster`, docs/rules/scruby.md): kill points add up per unit;
 * a figure falls for every stand value ÷ figures a stand, a stand for every full stand value.
 * Also the unit's UE, row and loads, read from the table.
 */
import type { Pending, ScrubyOptions, ScrubyState, ScrubyUnit } from './state.js';
import { columnRefusal, footRowOf, isCavalry, isGun, KILLS_PER_GUNNER, TABLE, type TypeRow, type UnitType } from './table.js';
import { isPlural, itWord, verb } from '../../engine/english.js';

/** The table row a unit fights by: dismounted dragoons by their arm's row. */
export function rowType(u: Pick<ScrubyUnit, 'type' | 'arm' | 'mounted'>): UnitType {
  return u.type === 'dragoon' && !u.mounted ? footRowOf(u.type, u.arm) : u.type;
}
export const rowOf = (u: Pick<ScrubyUnit, 'type' | 'arm' | 'mounted'>): TypeRow => TABLE[rowType(u)];

/** Figures the kill points have taken, a figure for every stand value ÷ figures a stand, never more than the unit had. */
function figuresByKills(u: ScrubyUnit): number {
  const row = TABLE[u.type];
  return Math.min(u.startStands * row.figures, Math.floor((u.kills * row.figures) / row.points));
}

export function standsLeft(u: ScrubyUnit, roster = true): number {
  if (u.destroyed) return 0;
  const lost = roster && !isGun(u.type) ? Math.floor(u.kills / TABLE[u.type].points) : 0;
  return Math.max(0, Math.min(u.startStands, u.startStands - lost + u.standsAdjust));
}

export function figuresLeft(u: ScrubyUnit, roster = true): number {
  if (isGun(u.type)) return u.crew;
  const stands = standsLeft(u, roster);
  if (stands === 0) return 0;
  const figures = TABLE[u.type].figures;
  if (!roster) return stands * figures;
  return Math.max(0, Math.min(stands * figures, u.startStands * figures - figuresByKills(u)));
}

/**
 * Figures lost: all the unit began with but those left, so a unit annihilated, taken off the
 * table or cut down by hand loses its figures, and kill points beyond its last stand take none
 * it did not have. A gun's are the gunners who fell at it (common.ts), wherever its crew went.
 */
export function figuresLost(u: ScrubyUnit, roster = true): number {
  if (isGun(u.type)) return u.gunnersLost;
  return u.startStands * TABLE[u.type].figures - figuresLeft(u, roster);
}

/**
 * Kill points that count: a unit loses no more than it has, so those beyond its last stand
 * (its stands' value, with any given back by hand) count for nothing, and a gun's beyond its
 * last gunner (6 a gunner, common.ts): those at it, fallen or gone to man another gun. Shown only: the state keeps every point, as the
 * journal's words do ("47 kill points in all"), so journals replay.
 */
export function killsCounted(u: ScrubyUnit): number {
  if (isGun(u.type)) return Math.min(u.kills, (u.crew + u.gunnersLost + (u.gunnersGone ?? 0)) * KILLS_PER_GUNNER);
  return Math.min(u.kills, (u.startStands + Math.max(0, u.standsAdjust)) * TABLE[u.type].points);
}

/** What decides whether a cut column goes on: the roster (stands left) and the scenario's reading. */
export type ColumnOptions = Pick<ScrubyOptions, 'roster' | 'cutColumnReforms'>;

/**
 * Why a column cut below its minimum may not go on as one (designed: the text sets the minimum
 * for forming a column, "Column Formation" 1, and is silent on one that falls below it;
 * docs/rules/scruby.md). Null when `u` is no such column.
 */
export function cutColumn(u: ScrubyUnit, options: ColumnOptions): string | null {
  const stands = standsLeft(u, options.roster);
  // The other reading (cutColumnReforms off): the least stands bind only the forming.
  if (u.formation !== 'column' || stands === 0 || !options.cutColumnReforms) return null;
  const column = columnRefusal(rowType(u), stands);
  return column === null ? null : `${u.name} ${verb(u, 'is')} a column cut to ${stands} stand${stands === 1 ? '' : 's'}, too few to go on as one: ${column}`;
}

/** "too few stands to go on as a column, it re-forms as it next moves": said after the hit that cuts it, and by `status`. */
export const reformsWords = (u: ScrubyUnit): string => `too few stands to go on as a column, ${itWord(u)} re-form${isPlural(u) ? '' : 's'} as ${itWord(u)} next ${isPlural(u) ? 'move' : 'moves'}`;

export const inPlay = (u: ScrubyUnit, roster = true): boolean => !u.destroyed && standsLeft(u, roster) > 0;

/** UE per stand: the scenario's override or the table's by order; a square adds 1 ("INFANTRY SQUARES" 2). */
export function efficiencyOf(u: ScrubyUnit): number {
  const base = u.efficiency ?? rowOf(u).efficiency[u.order];
  return Math.min(6, base + (u.formation === 'square' ? 1 : 0));
}

/** Cavalry carry pistols (two a stand); cavalry musketeers load as foot. */
export const usesPistols = (u: Pick<ScrubyUnit, 'type'>): boolean => isCavalry(u.type) && u.type !== 'cavalry-musketeer';

/** How many loads a unit holds when full: stands (muskets), 2 pistols, or 1 (a gun). */
export function fullLoad(u: ScrubyUnit, roster = true): number {
  if (isGun(u.type)) return 1;
  if (usesPistols(u)) return 2;
  return standsLeft(u, roster);
}

/** Loads ready now: never more than the stands left can hold. */
export const loadedNow = (u: ScrubyUnit, roster = true): number => Math.min(u.loading.loaded, fullLoad(u, roster));

/**
 * Loads out now: a musket stand lost while reloading takes its load with it (designed, the
 * book is silent): the stands left keep theirs loaded first, then the loads due back soonest.
 */
export function pendingNow(u: ScrubyUnit, roster = true): readonly Pending[] {
  if (isGun(u.type) || usesPistols(u)) return u.loading.pending;
  let room = fullLoad(u, roster) - loadedNow(u, roster);
  return u.loading.pending.flatMap((p) => {
    const count = Math.min(p.count, room);
    room -= count;
    return count === 0 ? [] : [count === p.count ? p : { ...p, count }];
  });
}

export function unitById(state: ScrubyState, id: string): ScrubyUnit | undefined {
  return state.units.find((u) => u.id === id);
}

export function replaceUnit(state: ScrubyState, unit: ScrubyUnit): ScrubyState {
  return { ...state, units: state.units.map((u) => (u.id === unit.id ? unit : u)) };
}

/** "12 kill points; 4 stands, 18 figures left"; `total` labels the kill points as a running total ("in all"). */
export function rosterLine(u: ScrubyUnit, roster = true, total = false): string {
  if (isGun(u.type)) return `${u.crew} gunner${u.crew === 1 ? '' : 's'}, ${u.gunHits} hit${u.gunHits === 1 ? '' : 's'}`;
  const stands = standsLeft(u, roster);
  const figures = figuresLeft(u, roster);
  return `${u.kills} kill point${u.kills === 1 ? '' : 's'}${total ? ' in all' : ''}; ${stands} stand${stands === 1 ? '' : 's'}, ${figures} figure${figures === 1 ? '' : 's'} left`;
}
