/**
 * Seed 004, 6.3 and 6.4: the hexes a retreat or rout may end in, as far as the tool knows the
 * map (units' hexes; no terrain, no map edge). Used to list the ends a `retreat` without a hex
 * may take, and to say when a retreat through a friend has another way open.
 */
import { listWords as listChoices } from '../../engine/command-line/words.js';
import { counted, listWords } from '../../engine/english.js';
import { hexDistance, neighbour, shortestWay, SIDES } from './hexes.js';
import { enemyLeaderAlone, inPlay } from './helpers.js';
import type { PendingRetreat, PsState, PsUnit } from './state.js';
import { retreatLength, ROUT_LENGTH } from './units.js';

/** How many end hexes a refusal lists before it says how many more there are. */
const LISTED = 6;

/** Hexes exactly `n` steps from `hex`, on the map's numbering (no column or row 00). */
function ringOf(hex: string, n: number, s: PsState): string[] {
  let edge = [hex];
  const seen = new Set(edge);
  for (let step = 0; step < n; step += 1) {
    edge = edge.flatMap((h) => SIDES.map((side) => neighbour(h, side, s.rules.shifted))).filter((h): h is string => h !== null && !seen.has(h) && !/^00|^..00$/.test(h));
    edge = [...new Set(edge)];
    edge.forEach((h) => seen.add(h));
  }
  return edge.filter((h) => hexDistance(hex, h, s.rules.shifted) === n).sort();
}

/** A hex no unit in play stands in and no enemy leader holds alone (6.3, 7.1). */
const freeHex = (s: PsState, u: PsUnit, hex: string): boolean => !s.units.some((x) => inPlay(x) && x.hex === hex) && !enemyLeaderAlone(s, u.side, hex);

/** The enemy whose attack made the retreat, with his hex known. */
function foeOf(s: PsState, p: PendingRetreat): (PsUnit & { hex: string }) | undefined {
  const foe = p.from === null ? undefined : s.units.find((x) => x.id === p.from && inPlay(x));
  return foe && foe.hex !== null ? (foe as PsUnit & { hex: string }) : undefined;
}

/**
 * 6.3, 6.4 1: the hexes the retreat's length away, free of units, farther from the enemy that
 * caused it than the start, and reached by a way that enters no enemy's hex; farthest from that
 * enemy first. Empty when the unit's hex is unknown.
 */
export function retreatEnds(s: PsState, u: PsUnit, p: PendingRetreat): string[] {
  if (u.hex === null) return [];
  const from = u.hex;
  const length = p.rout ? ROUT_LENGTH : retreatLength(u.type);
  const foe = foeOf(s, p);
  const away = (h: string) => (foe ? hexDistance(foe.hex, h, s.rules.shifted) : 0);
  const start = away(from);
  const open = (h: string) => !s.units.some((x) => inPlay(x) && x.side !== u.side && x.hex === h) && !enemyLeaderAlone(s, u.side, h);
  return ringOf(from, length, s)
    .filter((h) => freeHex(s, u, h) && (!foe || away(h) > start) && shortestWay(from, h, length, open, s.rules.shifted) !== null)
    .sort((a, b) => away(b) - away(a));
}

/** "0513, 0613 or 0514 (and 4 more)" for a refusal; '' when there is none. */
export function endsWords(ends: readonly string[]): string {
  if (ends.length === 0) return '';
  const shown = ends.slice(0, LISTED);
  const more = ends.length - shown.length;
  return `${listChoices(shown, 'or')}${more > 0 ? ` (and ${more} more)` : ''}`;
}

/**
 * 6.3: where a unit goes through a friend, the hexes next to it, free of units and farther from
 * the enemy that caused the retreat: 6.3 allows the friend's hex only as the only way, so these
 * are named for the game master to rule out (terrain is his). Empty when hexes are unknown.
 */
export function openStepsBeside(s: PsState, u: PsUnit, p: PendingRetreat): string[] {
  const foe = foeOf(s, p);
  if (u.hex === null || !foe) return [];
  const start = hexDistance(foe.hex, u.hex, s.rules.shifted);
  return ringOf(u.hex, 1, s).filter((h) => freeHex(s, u, h) && hexDistance(foe.hex, h, s.rules.shifted) > start);
}

/** The sentence a retreat through a friend adds when other hexes seem open (6.3). */
export function otherWayWords(s: PsState, u: PsUnit, p: PendingRetreat): string {
  const steps = openStepsBeside(s, u, p);
  if (steps.length === 0) return '';
  const foe = foeOf(s, p);
  const hold = steps.length === 1 ? 'holds' : 'hold';
  return `${listWords(steps)}, next to ${u.name} and farther from ${foe?.name ?? 'the enemy'}, ${hold} no unit: 6.3 sends a unit through a friend only when no other way is open, so terrain must close ${steps.length === 1 ? 'it' : 'them'} (undo if it does not).`;
}

/** The end hexes a retreat without a hex may take, as a clause for its refusal. */
export function endsClause(s: PsState, u: PsUnit, p: PendingRetreat): string {
  const ends = retreatEnds(s, u, p);
  const length = p.rout ? ROUT_LENGTH : retreatLength(u.type);
  const enemy = foeOf(s, p)?.name ?? 'the enemy';
  if (ends.length === 0) return `; no hex ${counted(length, 'hex', 'hexes')} away is free of units and farther from ${enemy}, so see whether --through, --blocked or --off-map fits`;
  return `; free of units, ${counted(length, 'hex', 'hexes')} away and farther from ${enemy}: ${endsWords(ends)} (terrain and the map's edge are yours to check)`;
}
