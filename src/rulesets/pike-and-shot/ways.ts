/**
 * Seed 004, 4.4: the way a move takes. Enemy units, an enemy leader alone and, for formed
 * infantry, friendly infantry and cavalry close a hex (10.3: loose shotte closes it to
 * cavalry). A move to a hex with no count of hexes takes the straight way when it is open,
 * else the shortest way round within the MP it has; `--hexes N` overrides and is checked.
 */
import { capitalFirst, counted, its, itWord, listWords, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import { possessive } from '../../present/words.js';
import { facingsOnTheWay } from './battalion.js';
import { FRONT_SIDES, hexDistance, shortestPath, shortestWay, type Side, SIDES, type Vertex } from './hexes.js';
import { enemyLeaderAlone, inPlay } from './helpers.js';
import type { PsState, PsUnit } from './state.js';
import { isCavalry, isFormedInfantry, isGun, movementReactions } from './units.js';

/**
 * 4.4, 7.1: what closes a hex on the way: an enemy unit (a gun too: entering its hex captures
 * it, so a move that takes a gun ends there), an enemy leader alone, and for a tercio or
 * battalion a friendly infantry or cavalry unit. Terrain is the game master's (the scenario
 * gives no map of it).
 */
function closedBy(s: PsState, u: PsUnit, hex: string): string | null {
  const enemy = s.units.find((x) => inPlay(x) && x.hex === hex && x.side !== u.side);
  if (enemy) return enemy.name;
  const alone = enemyLeaderAlone(s, u.side, hex);
  if (alone) return `the enemy leader ${alone.name}`;
  const friends = s.units.filter((x) => inPlay(x) && x.hex === hex && x.side === u.side && x.id !== u.id && !isGun(x.type));
  // 4.4: tercios and battalions pass no friend; 10.3: no infantry or cavalry passes loose shotte.
  const friend = isFormedInfantry(u.type) ? friends[0] : isCavalry(u.type) ? friends.find((x) => x.type === 'loose-shotte') : undefined;
  return friend ? friend.name : null;
}

const openFor = (s: PsState, u: PsUnit) => (hex: string) => closedBy(s, u, hex) === null;

/** 4.4: the fewest hexes a way for `u` from `from` to `to` enters, up to `limit`, or null. */
export function wayLength(s: PsState, u: PsUnit, from: string, to: string, limit: number): number | null {
  return shortestWay(from, to, limit, openFor(s, u), s.rules.shifted);
}

/** The closed hexes that could lie on a way of `hexes` from `from` to `to`, with who closes them. */
function inTheWay(s: PsState, u: PsUnit, from: string, to: string, hexes: number): [string, string][] {
  const sh = s.rules.shifted;
  const held = new Set<string>();
  for (const x of s.units) if (inPlay(x) && x.hex !== null && x.id !== u.id && x.hex !== to) held.add(x.hex);
  for (const l of s.leaders) if (l.fate === 'active' && l.hex !== null && l.hex !== to) held.add(l.hex);
  const out: [string, string][] = [];
  for (const hex of held) {
    if (hexDistance(from, hex, sh) + hexDistance(hex, to, sh) > hexes) continue;
    const who = closedBy(s, u, hex);
    if (who !== null) out.push([hex, who]);
  }
  return out;
}

/** The most units a refusal names: the nearest few say enough (4.4). */
const NAMED = 3;

/**
 * "blocked by Cronberg's Harquebusiers in 0609, Finnish Horse in 0510 and 2 more units (4.4)":
 * the closed hexes nearest the straight way first (the shortest detour through them, then the
 * nearest to the start), so the unit on the straight way leads.
 */
function blockedWords(s: PsState, u: PsUnit, from: string, to: string, closed: [string, string][]): string {
  const sh = s.rules.shifted;
  const detour = (hex: string) => hexDistance(from, hex, sh) + hexDistance(hex, to, sh);
  const near = [...closed].sort(([a], [b]) => detour(a) - detour(b) || hexDistance(from, a, sh) - hexDistance(from, b, sh) || a.localeCompare(b));
  const named = near.slice(0, NAMED).map(([hex, who]) => `${who} in ${hex}`);
  const more = near.length - named.length;
  const names = more > 0 ? [...named, counted(more, 'more unit', 'more units')] : named;
  return `blocked by ${listWords(names)} (4.4${isCavalry(u.type) ? ', 10.3' : ''})`;
}

/**
 * 4.4: a move of `hexes` (given with --hexes) from `from` to `to` needs a way that long entering
 * no closed hex. Only hexes on some way that short can close it, so the search runs only when one of them is held.
 */
export function wayRefusal(s: PsState, u: PsUnit, from: string, to: string, hexes: number, most: number): string | null {
  const closed = inTheWay(s, u, from, to, hexes);
  if (closed.length === 0) return null;
  const open = openFor(s, u);
  if (shortestWay(from, to, hexes, open, s.rules.shifted) !== null) return null;
  const limit = Math.max(hexes, most);
  const round = shortestWay(from, to, limit, open, s.rules.shifted);
  const then = round === null ? `no way round is ${counted(limit, 'hex', 'hexes')} or shorter` : `the way round is ${counted(round, 'hex', 'hexes')}: give --hexes ${round}, or leave --hexes out to take it`;
  return `every way of ${counted(hexes, 'hex', 'hexes')} from ${from} to ${to} is ${blockedWords(s, u, from, to, closed)}; ${then}`;
}

/**
 * 4.4: the closed hexes that close the ways round within `most`: those whose opening alone would
 * let the unit through; when no one alone would, every closed hex on a way that short.
 */
function closingWays(s: PsState, u: PsUnit, from: string, to: string, most: number, sides: readonly Side[]): [string, string][] {
  const closed = inTheWay(s, u, from, to, most);
  const open = openFor(s, u);
  const alone = closed.filter(([hex]) => shortestPath(from, to, most, (h) => h === hex || open(h), s.rules.shifted, sides) !== null);
  return alone.length > 0 ? alone : closed;
}

/** The way a move takes when no --hexes says: its length, and words when it is not the straight way. */
export interface Way {
  readonly hexes: number;
  /** "It goes round Pappenheim's Horse in 0507, by 0409, 0408, 0407 and 0406 (4.4)." */
  readonly words: string | null;
}

/**
 * 4.4: the way from `from` to `to` of at least `least` hexes (the distance, or the hexes
 * --terrain names): the straight one when open, else the shortest way round of at most `most`
 * (the MP the unit has left, each hex 1 MP at least, 4.2), else a refusal. `continues`: a later leg
 * (4.5). A battalion steps only into its front hexes, those of the facings it turns through (its
 * new `face`, 9.2), unless it steps `into` a flank or rear hex.
 */
export function findWay(s: PsState, u: PsUnit, from: string, to: string, hexes: { least: number; most: number }, move: { continues: boolean; face?: Vertex; into?: string }): Result<Way, string> {
  const { least, most } = hexes;
  const closed = inTheWay(s, u, from, to, least);
  if (closed.length === 0) return ok({ hexes: least, words: null });
  const open = openFor(s, u);
  if (shortestWay(from, to, least, open, s.rules.shifted) !== null) return ok({ hexes: least, words: null });
  const ahead = move.into === undefined ? forward(u, move.face) : null;
  const path = shortestPath(from, to, Math.max(least, most), open, s.rules.shifted, ahead ?? SIDES);
  const within = move.continues ? `the ${most} MP ${u.name} ${verb(u, 'has')} left` : `${possessive(u.name)} ${most} MP`;
  const front = ahead === null ? '' : `; a battalion steps only into ${its(u)} front hexes (9.2)`;
  if (path === null) return err(`every way from ${from} to ${to} within ${within} is ${blockedWords(s, u, from, to, closingWays(s, u, from, to, most, ahead ?? SIDES))}${front}`);
  const by = path.length > 1 ? `, by ${listWords(path.slice(0, -1))}` : '';
  const round = `${capitalFirst(itWord(u))} ${verb(u, 'goes')} round ${listWords(closed.map(([hex, who]) => `${who} in ${hex}`))}${by} (4.4).`;
  const near = reactorsOnTheWay(s, u, path);
  const react = near.length === 0 ? '' : ` On the way ${itWord(u)} ${verb(u, 'passes')} within reach of ${listWords(near)}: for a reaction there, enter the move up to the hex ${itWord(u)} ${verb(u, 'leaves')}, then the reaction (4.5, 11.4).`;
  return ok({ hexes: path.length, words: `${round}${react}` });
}

/** 9.2: the hexsides a battalion's steps cross, the front ones of each facing it shows on the way; null for other units. */
function forward(u: PsUnit, face: Vertex | undefined): Side[] | null {
  if (u.type !== 'battalion' || u.facing === null) return null;
  const fronts = new Set(facingsOnTheWay(u.facing, face).flatMap((v) => FRONT_SIDES[v]));
  return SIDES.filter((side) => fronts.has(side));
}

/**
 * 4.5, 11.4: enemies that may react to the move at a hex it leaves on the way (the hex it ends
 * in is the reaction hint's): infantry and dragoons next to that hex and the next one, cavalry
 * within two hexes of it. The reaction's own checks come when it is entered.
 */
function reactorsOnTheWay(s: PsState, u: PsUnit, path: readonly string[]): string[] {
  const sh = s.rules.shifted;
  const left = path.slice(0, -1);
  const names: string[] = [];
  for (const e of s.units) {
    if (e.side === u.side || !inPlay(e) || e.hex === null || isGun(e.type)) continue;
    const at = e.hex;
    const how = movementReactions(e.type);
    const fires = how.includes('fire') && left.some((h, i) => hexDistance(at, h, sh) === 1 && hexDistance(at, path[i + 1] as string, sh) === 1);
    const melees = how.includes('melee') && left.some((h) => hexDistance(at, h, sh) <= 2);
    if (fires || melees) names.push(e.name);
  }
  return names;
}
