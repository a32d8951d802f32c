/**
 * Seed 004, 4.4: the way a move takes. Enemy units, an enemy leader alone and, for formed
 * infantry, friendly infantry and cavalry close a hex (10.3: loose shotte closes it to
 * cavalry). A move to a hex with no count of hexes takes the straight way when it is open,
 * else the shortest way round within the MP it has; `--hexes N` overrides and is checked.
 * 7.1: a leader moving alone takes his way as a unit does, past friends, round the enemy.
 */
import { capitalFirst, counted, its, itWord, listWords, them, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import { possessive } from '../../present/words.js';
import { notAhead } from './battalion.js';
import { battalionWay, type PivotStop } from './battalion-way.js';
import { hexDistance, shortestPath, shortestWay, type Vertex } from './hexes.js';
import { chooseWay, waysOf } from './way-reactions.js';
import { enemyLeaderAlone, inPlay } from './helpers.js';
import { heWord, isLeader, type Mover, moverVerb } from './mover.js';
import type { PsState, PsUnit } from './state.js';
import { isCavalry, isFormedInfantry, isGun } from './units.js';

/**
 * 4.4, 7.1: what closes a hex on the way: an enemy unit (a gun too: entering its hex captures
 * it, so a move that takes a gun ends there), an enemy leader alone, and for a tercio or
 * battalion a friendly infantry or cavalry unit. Terrain is the game master's (the scenario
 * gives no map of it). 7.1: a leader passes friends freely, and shares no hex with an enemy leader.
 */
function closedBy(s: PsState, u: Mover, hex: string): string | null {
  const enemy = s.units.find((x) => inPlay(x) && x.hex === hex && x.side !== u.side);
  if (enemy) return enemy.name;
  if (isLeader(u)) {
    const other = s.leaders.find((l) => l.fate === 'active' && l.hex === hex && l.side !== u.side);
    return other ? `the enemy leader ${other.name}` : null;
  }
  const alone = enemyLeaderAlone(s, u.side, hex);
  if (alone) return `the enemy leader ${alone.name}`;
  const friends = s.units.filter((x) => inPlay(x) && x.hex === hex && x.side === u.side && x.id !== u.id && !isGun(x.type));
  // 4.4: tercios and battalions pass no friend; 10.3: no infantry or cavalry passes loose shotte.
  const friend = isFormedInfantry(u.type) ? friends[0] : isCavalry(u.type) ? friends.find((x) => x.type === 'loose-shotte') : undefined;
  return friend ? friend.name : null;
}

const openFor = (s: PsState, u: Mover) => (hex: string) => closedBy(s, u, hex) === null;

/** 4.4: the fewest hexes a way for `u` from `from` to `to` enters, up to `limit`, or null. */
export function wayLength(s: PsState, u: PsUnit, from: string, to: string, limit: number): number | null {
  // 9.2: a battalion keeping its facing steps only into its front hexes, as its move does.
  const facing = battalionFacing(s, u, from, to);
  if (facing !== null) return battalionWay(from, facing, to, facing, { hexes: limit, mp: limit }, openFor(s, u), s.rules.shifted)?.path.length ?? null;
  return shortestWay(from, to, limit, openFor(s, u), s.rules.shifted);
}

/** The closed hexes that could lie on a way of `hexes` from `from` to `to`, with who closes them. */
function inTheWay(s: PsState, u: Mover, from: string, to: string, hexes: number): [string, string][] {
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
function blockedWords(s: PsState, u: Mover, from: string, to: string, closed: [string, string][]): string {
  const sh = s.rules.shifted;
  const detour = (hex: string) => hexDistance(from, hex, sh) + hexDistance(hex, to, sh);
  const near = [...closed].sort(([a], [b]) => detour(a) - detour(b) || hexDistance(from, a, sh) - hexDistance(from, b, sh) || a.localeCompare(b));
  const named = near.slice(0, NAMED).map(([hex, who]) => `${who} in ${hex}`);
  const more = near.length - named.length;
  const names = more > 0 ? [...named, counted(more, 'more unit', 'more units')] : named;
  return `blocked by ${listWords(names)} (${isLeader(u) ? '7.1' : `4.4${isCavalry(u.type) ? ', 10.3' : ''}`})`;
}

/**
 * 12.1, 12.6: an enemy gun on the way stops no one, but the move that enters its hex takes it:
 * the reading ends the leg there, so the refusal says how to go on (4.5).
 */
function gunWords(s: PsState, u: Mover, closed: readonly [string, string][]): string {
  const enemyGun = (hex: string) => s.units.find((x) => inPlay(x) && x.hex === hex && x.side !== u.side && isGun(x.type));
  // 7.1: a leader never enters an enemy's hex, a gun's included: he captures nothing.
  for (const [hex, name] of isLeader(u) ? [] : closed) {
    const gun = enemyGun(hex);
    if (gun !== undefined) return `; units may move through guns (12.1), but entering ${possessive(name)} hex takes ${them(gun)} and ends the leg there (12.6): enter the move to ${hex} first, then go on in a second leg (4.5)`;
  }
  return '';
}

/**
 * 4.4: a move of `hexes` (given with --hexes) from `from` to `to` needs a way that long entering
 * no closed hex. Only hexes on some way that short can close it, so the search runs only when one of them is held.
 * A battalion's way worked out step by step (battalionHexesWay) is checked there instead.
 */
export function wayRefusal(s: PsState, u: PsUnit, from: string, to: string, hexes: number, most: number): string | null {
  const closed = inTheWay(s, u, from, to, hexes);
  if (closed.length === 0) return null;
  const open = openFor(s, u);
  if (shortestWay(from, to, hexes, open, s.rules.shifted) !== null) return null;
  const round = shortestWay(from, to, Math.max(hexes, most), open, s.rules.shifted);
  return `every way of ${counted(hexes, 'hex', 'hexes')} from ${from} to ${to} is ${blockedWords(s, u, from, to, closed)}; ${roundAdvice(u, hexes, most, round)}${gunWords(s, u, closed)}`;
}

/** The open way a refusal offers instead: "the way round", or "the straight way" when it is as long as the distance (9.2: a battalion's --hexes may be longer than an open straight way). */
const roundAdvice = (u: PsUnit, hexes: number, most: number, round: number | null, straight?: number) => {
  if (round !== null) return `the ${round === straight ? 'straight way' : 'way round'} is ${counted(round, 'hex', 'hexes')}: give --hexes ${round}, or leave --hexes out to take it`;
  return hexes >= most ? `no way round is ${counted(hexes, 'hex', 'hexes')} or shorter` : `no way round is open within ${possessive(u.name)} ${most} MP`;
};

/**
 * 9.2: a battalion wanders only by front steps, so a way of exactly `hexes` must exist, each step
 * into a front hex; the units are blamed only when an open field would have such a way.
 */
function battalionRefusal(s: PsState, u: PsUnit, from: string, to: string, hexes: number, most: number, f: { facing: Vertex; face: Vertex }): string | null {
  const sh = s.rules.shifted;
  const exact = (o: (hex: string) => boolean) => battalionWay(from, f.facing, to, f.face, { hexes, mp: most, exact: true }, o, sh);
  return exact(openFor(s, u)) !== null ? null : noBattalionWay(s, u, from, to, hexes, most, f);
}

/** 9.2: why a battalion has no way of exactly `hexes` front steps: the units in the way, or the steps themselves. */
function noBattalionWay(s: PsState, u: PsUnit, from: string, to: string, hexes: number, most: number, f: { facing: Vertex; face: Vertex }): string {
  const sh = s.rules.shifted;
  if (battalionWay(from, f.facing, to, f.face, { hexes, mp: most, exact: true }, () => true, sh) === null) {
    return `${u.name} cannot reach ${to}${f.face !== f.facing ? ` facing ${f.face}` : ''} by a way of exactly ${counted(hexes, 'hex', 'hexes')} within ${its(u)} ${most} MP: each step of a battalion enters a front hex of the facing it has then, pivoting one vertex free only toward the hex it enters, else 2 MP a vertex in its hex (9.2)`;
  }
  const closed = inTheWay(s, u, from, to, hexes);
  const round = battalionWay(from, f.facing, to, f.face, { hexes: most, mp: most }, openFor(s, u), sh)?.path.length ?? null;
  return `every way of ${counted(hexes, 'hex', 'hexes')} from ${from} to ${to} is ${blockedWords(s, u, from, to, closed)}; a battalion steps only into ${its(u)} front hexes (9.2); ${roundAdvice(u, hexes, most, round, hexDistance(from, to, sh))}${gunWords(s, u, closed)}`;
}

/**
 * 9.2: with --hexes, a battalion's way of exactly that many front steps, for the pivots it pays
 * (so the MP charged are the way's); null for a move not worked out step by step.
 */
export function battalionHexesWay(s: PsState, u: PsUnit, from: string, to: string, hexes: number, most: number, move: { face?: Vertex; into?: string }): Result<Way, string> | null {
  if (move.into !== undefined || u.type !== 'battalion' || u.facing === null || hexes < 2) return null;
  const face = move.face ?? u.facing;
  const found = battalionWay(from, u.facing, to, face, { hexes, mp: most, exact: true }, openFor(s, u), s.rules.shifted);
  if (found !== null) {
    // 4.5, 11.4: the way is the one worked out, so the reactions on it are named as for any way found.
    const reactions = chooseWay(s, u, from, [found.path], { by: true, faces: found.faces })?.words.trim() ?? '';
    return ok({ hexes, words: reactions || null, pivots: { paid: found.paid, paidIn: found.paidIn, stops: found.stops }, path: found.path });
  }
  const behind = notAhead(s, u, { to, ...(move.face ? { face: move.face } : {}) }, hexes);
  if (behind !== null) return err(behind);
  return err(noBattalionWay(s, u, from, to, hexes, most, { facing: u.facing, face }));
}

/**
 * 4.4: the closed hexes that close the ways round within `most`: those whose opening alone would
 * let the unit through; when no one alone would, every closed hex on a way that short.
 */
function closingWays(s: PsState, u: Mover, from: string, to: string, most: number, reaches: (open: (hex: string) => boolean) => boolean): [string, string][] {
  const closed = inTheWay(s, u, from, to, most);
  const open = openFor(s, u);
  const alone = closed.filter(([hex]) => reaches((h) => h === hex || open(h)));
  return alone.length > 0 ? alone : closed;
}

/** The way a move takes when no --hexes says: its length, and words when it is not the straight way. */
export interface Way {
  readonly hexes: number;
  /** "It goes round Pappenheim's Horse in 0507, by 0409, 0408, 0407 and 0406 (4.4)." */
  readonly words: string | null;
  /** 4.4: the way goes round units in the straight way (its words say so), not merely naming reactions on it. */
  readonly round?: true;
  /** 9.2: a battalion's paid pivots on the way (battalionCost works out the free ones), and where each hex's leave it. */
  readonly pivots?: { readonly paid: number; readonly paidIn: readonly string[]; readonly stops: readonly PivotStop[] };
  /** The hexes the way enters, the last its end, when the tool knows the way (4.5: the hex its last step leaves). */
  readonly path?: readonly string[];
}

/** A move's flags as the way finders take them; `starts`: a first hex the way should take when it can (4.5: a promise to go on). */
export interface WayFlags {
  readonly continues: boolean;
  readonly face?: Vertex;
  readonly into?: string;
  readonly starts?: (hex: string) => boolean;
  /** 4.5, 11.4: no terrain named, so each hex costs 1 MP and the tool knows the leg's last step. */
  readonly clear?: boolean;
}

/**
 * 4.4: the way from `from` to `to` of at least `least` hexes (the distance, or the hexes
 * --terrain names): the straight one when open, else the shortest way round of at most `most`
 * (the MP the unit has left, each hex 1 MP at least, 4.2), else a refusal. `continues`: a later leg
 * (4.5). A battalion steps only into its front hexes, those of the facings it turns through (its
 * new `face`, 9.2), unless it steps `into` a flank or rear hex.
 */
export function findWay(s: PsState, u: Mover, from: string, to: string, hexes: { least: number; most: number }, move: WayFlags): Result<Way, string> {
  const { least, most } = hexes;
  const facing = move.into === undefined ? battalionFacing(s, u, from, to) : null;
  if (facing !== null && !isLeader(u)) return findBattalionWay(s, u, from, to, hexes, { ...move, facing });
  const sh = s.rules.shifted;
  // The straight way is the distance: a --terrain list as long as a way round takes that way, and says so.
  const straight = hexDistance(from, to, sh);
  const closed = inTheWay(s, u, from, to, straight);
  const open = openFor(s, u);
  const starts = { ...(move.starts === undefined ? {} : { starts: move.starts }), lastKnown: move.clear === true && !isLeader(u) };
  if (closed.length === 0 || shortestWay(from, to, straight, open, sh) !== null) {
    // A longer list is a winding way of the game master's: only its length is known.
    if (least > straight) return ok({ hexes: least, words: null });
    const chosen = chooseWay(s, u, from, waysOf(from, to, straight, open, sh), { by: true, ...starts });
    return ok({ hexes: least, words: chosen?.words.trim() || null, ...(chosen ? { path: chosen.path } : {}) });
  }
  const path = shortestPath(from, to, Math.max(least, most), open, sh);
  const within = withinWords(u, most, move.continues);
  if (path === null) {
    const closing = closingWays(s, u, from, to, most, (o) => shortestPath(from, to, most, o, sh) !== null);
    // Beyond its MP even by the straight way: no unit is to blame, and the MP check says so (4.2).
    if (closing.length === 0) return ok({ hexes: least, words: null });
    return err(`every way from ${from} to ${to}${within} is ${blockedWords(s, u, from, to, closing)}${gunWords(s, u, closing)}`);
  }
  // A list longer than the way round is a winding way of the game master's: only its length is known.
  if (path.length < least) return ok({ hexes: least, words: null });
  const chosen = chooseWay(s, u, from, waysOf(from, to, path.length, open, sh), { by: false, ...starts });
  const way = chosen?.path ?? path;
  return ok({ hexes: way.length, words: roundWords(u, closed, way, chosen?.words ?? ''), round: true, path: way });
}

/** " within Baldiron's 3 MP"; 7.1: nothing for a leader, who has no MA (`LEADER_REACH`). */
const withinWords = (u: Mover, most: number, continues: boolean) => (isLeader(u) ? '' : ` within ${continues ? `the ${most} MP ${u.name} ${verb(u, 'has')} left` : `${possessive(u.name)} ${most} MP`}`);

/** "It goes round X in 0610, by 0511 and 0510 (4.4)." and the reactions on the way. */
function roundWords(u: Mover, closed: [string, string][], path: readonly string[], reactions: string): string {
  const by = path.length > 1 ? `, by ${listWords(path.slice(0, -1))}` : '';
  return `${capitalFirst(heWord(u))} ${moverVerb(u, 'goes')} round ${listWords(closed.map(([hex, who]) => `${who} in ${hex}`))}${by} (4.4${isLeader(u) ? ', 7.1' : ''}).${reactions}`;
}

/** 9.2: the facing of a battalion whose move of two hexes or more is worked out step by step; null for any other move. */
function battalionFacing(s: PsState, u: Mover, from: string, to: string): Vertex | null {
  if (isLeader(u) || u.type !== 'battalion' || u.facing === null) return null;
  return hexDistance(from, to, s.rules.shifted) >= 2 ? u.facing : null;
}

/**
 * 9.2: a battalion's way, each step into a front hex of the facing it has then, pivoting free only
 * as 9.2 lets it (one vertex toward the front hex it enters), else 2 MP a vertex in a hex.
 */
function findBattalionWay(s: PsState, u: PsUnit, from: string, to: string, hexes: { least: number; most: number }, move: WayFlags & { facing: Vertex }): Result<Way, string> {
  const { least, most } = hexes;
  const sh = s.rules.shifted;
  const open = openFor(s, u);
  const face = move.face ?? move.facing;
  const search = (o: (hex: string) => boolean) => battalionWay(from, move.facing, to, face, { hexes: Math.max(least, most), mp: most }, o, sh);
  const found = search(open);
  if (found === null) {
    const behind = notAhead(s, u, { to, ...(move.face ? { face: move.face } : {}) }, least);
    if (behind !== null) return err(behind);
    // Units are to blame only when an open field would let it through.
    const closed = search(() => true) === null ? [] : closingWays(s, u, from, to, most, (o) => search(o) !== null);
    if (closed.length > 0) return err(`every way from ${from} to ${to}${withinWords(u, most, move.continues)} is ${blockedWords(s, u, from, to, closed)}; a battalion steps only into ${its(u)} front hexes (9.2)${gunWords(s, u, closed)}`);
    return err(`${u.name} cannot reach ${to}${move.face ? ` facing ${face}` : ''} within ${move.continues ? `the ${most} MP ${itWord(u)} ${verb(u, 'has')} left` : `${its(u)} ${most} MP`}: each step of a battalion enters a front hex of the facing it has then, pivoting one vertex free only toward the hex it enters, else 2 MP a vertex in its hex (9.2)`);
  }
  const pivots = { paid: found.paid, paidIn: found.paidIn, stops: found.stops };
  const straight = hexDistance(from, to, sh);
  if (found.path.length < least) {
    // 9.2: a longer way (hexes --terrain names) is a battalion's only by front steps, that many exactly.
    const refused = battalionRefusal(s, u, from, to, least, most, { facing: move.facing, face });
    return refused === null ? ok({ hexes: least, words: null }) : err(refused);
  }
  // 9.2: the facings choose the way, so it is the one worked out, the reactions on it named.
  const path = found.path;
  const straightWay = found.path.length <= straight;
  const reactions = chooseWay(s, u, from, [path], { by: straightWay, faces: found.faces })?.words ?? '';
  if (straightWay) return ok({ hexes: least, words: reactions.trim() || null, pivots, path });
  const closed = inTheWay(s, u, from, to, straight);
  if (closed.length > 0) return ok({ hexes: path.length, words: roundWords(u, closed, path, reactions), round: true, pivots, path });
  const by = path.length > 1 ? `, by ${listWords(path.slice(0, -1))}` : '';
  return ok({ hexes: path.length, words: `${capitalFirst(itWord(u))} ${verb(u, 'takes')} ${path.length} hexes${by}, stepping only into ${its(u)} front hexes (9.2).${reactions}`, pivots, path });
}

/** 4.5: the hex a leg's first step enters, when the tool knows it: its end for one hex, else the way's first. */
export const firstStep = (to: string | undefined, hexes: number, way: Way | null): string | null => (to !== undefined && hexes === 1 ? to : way?.path?.[0] ?? null);

/** 4.5: the hex a leg's last step leaves, when the tool knows it: its start for one hex, else the way's last but one. */
export const lastStepFrom = (start: string | null, to: string | undefined, hexes: number, way: Way | null): string | undefined =>
  start === null || to === undefined || hexes === 0 ? undefined : hexes === 1 ? start : way?.path?.length === hexes ? way.path.at(-2) : undefined;
