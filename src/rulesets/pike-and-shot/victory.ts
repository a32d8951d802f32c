/**
 * Seed 004, 3.0 and 3.1 VI: at the end of the last turn the winner is worked out from the
 * folio's victory conditions, which the scenario gives as `victory`: points for enemy units
 * eliminated, for guns captured and held, for hexes held; an instant victory is declared.
 */
import type { PsState, SideIndex } from './state.js';
import { SideDoes } from './side-words.js';

export interface Tally {
  readonly eliminated: number;
  readonly captured: number;
  readonly hexes: number;
  readonly total: number;
}

/** A side's points now. Hexes count for the side with a combat unit in them (guns do not hold ground). */
export function tally(s: PsState, side: SideIndex): Tally {
  const v = s.rules.victory;
  const eliminated = s.units.filter((u) => u.originalSide !== side && u.fate === 'eliminated').reduce((n, u) => n + (u.points ?? v.eliminated), 0);
  const captured = s.units.filter((u) => u.type === 'artillery' && u.fate === 'active' && u.originalSide !== side && u.side === side).reduce((n, u) => n + (u.points ?? v.captured), 0);
  const hexes = v.hexes
    .filter((h) => s.units.some((u) => u.fate === 'active' && u.side === side && u.type !== 'artillery' && u.type !== 'light-cannon' && u.hex === h.hex))
    .reduce((n, h) => n + h.points, 0);
  return { eliminated, captured, hexes, total: eliminated + captured + hexes };
}

export function verdict(s: PsState): { text: string; winner: SideIndex | null } {
  const [a, b] = [tally(s, 0), tally(s, 1)];
  const [na, nb] = [s.sides[0].name, s.sides[1].name];
  const score = `${na} ${a.total}, ${nb} ${b.total}`;
  if (a.total === b.total) return { text: `The battle is drawn on points (${score}).`, winner: null };
  const winner: SideIndex = a.total > b.total ? 0 : 1;
  return { text: `${SideDoes(s.sides[winner].name, 'wins')} on points (${score}).`, winner };
}
