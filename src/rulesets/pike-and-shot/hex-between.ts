/** Seed 004, 11.4: the empty hex between cavalry reacting two hexes away and the unit it reacts to. */
import { itWord, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import { enemyLeaderAlone } from './helpers.js';
import { hexDistance, neighbour, normalizeHex, SIDES } from './hexes.js';
import { unitsIn } from './movement.js';
import type { PsState, PsUnit } from './state.js';

/** A unit or a leader, where it stands. */
export type Placed = Pick<PsUnit, 'name' | 'hex'>;


/**
 * 11.4: the hex cavalry moves into to react two hexes away: `--to` or, when the hexes leave one
 * choice, that one. It must be next to both units and unoccupied (which also keeps 4.4's
 * stacking). Null when neither the flag nor the hexes say.
 */
export function hexBetween(s: PsState, a: PsUnit, t: Placed | null, given: string | undefined): Result<string | null, string> {
  const sh = s.rules.shifted;
  const to = given === undefined ? undefined : normalizeHex(given);
  if (to === null) return err(`"${given}" is not a hex number (XXYY)`);
  const nextTo = (h: string, u: Placed | null) => u === null || u.hex === null || hexDistance(h, u.hex, sh) === 1;
  if (to !== undefined) {
    if (!nextTo(to, a)) return err(`${to} is not next to ${a.name}: cavalry reacting two hexes away moves one hex, into the hex between (11.4)`);
    if (t && !nextTo(to, t)) return err(`${to} is not next to ${t.name}${t.hex ? ` in ${t.hex}` : ''}: the cavalry moves into the hex between ${itWord(a)} and the moving unit (11.4)`);
    const there = unitsIn(s, to)[0] ?? enemyLeaderAlone(s, a.side, to);
    if (there) return err(`${to} holds ${there.name}: the hex between must be unoccupied (11.4, 4.4)`);
    return ok(to);
  }
  if (a.hex === null || t === null || t.hex === null) return ok(null);
  const free = freeHexesBetween(s, a, t);
  if (free.length === 1) return ok(free[0] as string);
  if (free.length === 0) return err(`no unoccupied hex lies between ${a.name} and ${t.name}: no reaction two hexes away (11.4)`);
  return err(`name the hex ${a.name} ${verb(a, 'moves')} into: --to ${free.join(' or --to ')} (11.4)`);
}

/** 11.4: the unoccupied hexes next to both the cavalry and its target, the ones it may move into to react. */
export function freeHexesBetween(s: PsState, a: PsUnit, t: Placed): string[] {
  const sh = s.rules.shifted;
  if (a.hex === null || t.hex === null) return [];
  const around = SIDES.map((side) => neighbour(a.hex as string, side, sh)).filter((h): h is string => h !== null && hexDistance(h, t.hex as string, sh) === 1);
  return around.filter((h) => unitsIn(s, h).length === 0 && !enemyLeaderAlone(s, a.side, h));
}
