/**
 * Seed 004, 4.5 and 11.4 on the way a move takes (4.4): the enemies that may react as the move
 * leaves a hex on the way, and the leg to enter before each reaction. Of several ways as short,
 * the tool takes the one within reach of the fewest enemies (the moving player chooses his way,
 * 4.1), and says when another as short would let more react.
 */
import { capitalFirst, listWords } from '../../engine/english.js';
import { hexDistance, neighbour, SIDES, type Shifted, type Vertex } from './hexes.js';
import { inPlay } from './helpers.js';
import { heWord, isLeader, type Mover, moverVerb } from './mover.js';
import type { PsState, PsUnit } from './state.js';
import { isGun, movementReactions } from './units.js';

/** Enough ways to choose from; a move of 7 hexes has at most a few dozen shortest ways on an open field. */
const MAX_WAYS = 400;

/**
 * 4.4: the ways of exactly `length` hexes from `from` to `to`, each hex but the last passing
 * `open`, in compass order (north first, clockwise), at most MAX_WAYS of them.
 */
export function waysOf(from: string, to: string, length: number, open: (hex: string) => boolean, sh: Shifted): string[][] {
  const out: string[][] = [];
  const walk = (at: string, way: string[]): void => {
    const left = length - way.length;
    if (left === 0) {
      if (at === to) out.push(way);
      return;
    }
    for (const side of SIDES) {
      if (out.length >= MAX_WAYS) return;
      const x = neighbour(at, side, sh);
      if (x === null || x === from || way.includes(x) || hexDistance(x, to, sh) > left - 1) continue;
      if (x === to ? left !== 1 : !open(x)) continue;
      walk(x, [...way, x]);
    }
  };
  walk(from, []);
  return out;
}

/** An enemy within reach on a way: first as the move leaves `full[at]` (the hexes from its start). */
interface Reach {
  readonly unit: PsUnit;
  readonly at: number;
}

/**
 * 4.5, 11.4: the enemies that may react as the move leaves a hex on the way, its start too (the
 * hex it ends in is the reaction hint's): infantry and dragoons next to that hex and the next one,
 * cavalry within two hexes of it; artillery never (12.5).
 */
function reachesOn(s: PsState, u: Mover, full: readonly string[], lastKnown: boolean): Reach[] {
  const sh = s.rules.shifted;
  const left = full.slice(0, -1);
  const out: Reach[] = [];
  // A one-hex move is its own leg: the reaction hint for the hex it ends in speaks of it.
  if (left.length < 2) return out;
  // 4.5: each unit reacts once to a move, over all its legs.
  const reacted = s.moving?.unit === u.id ? s.moving.reactors ?? [] : [];
  for (const e of s.units) {
    if (e.side === u.side || !inPlay(e) || e.hex === null || isGun(e.type) || reacted.includes(e.id)) continue;
    const at = e.hex;
    const how = movementReactions(e.type);
    const fires = (h: string, k: number) => how.includes('fire') && hexDistance(at, h, sh) === 1 && hexDistance(at, full[k + 1] as string, sh) === 1;
    // Leaving its start, a reaction is entered after the first hex and measured from there (4.5, 11.4).
    // With its steps known, cavalry reacts to a step after it, in the hex it left (step-back.ts), the start too.
    const charges = (h: string, k: number) => how.includes('melee') && hexDistance(at, h, sh) <= 2 && (k > 0 || lastKnown || hexDistance(at, full[1] as string, sh) <= 2);
    const i = left.findIndex((h, k) => fires(h, k) || charges(h, k));
    if (i >= 0) out.push({ unit: e, at: i });
  }
  return out;
}

/** The way chosen of several as short, and what it says about reactions on it and on the others. */
export interface WayChoice {
  readonly path: readonly string[];
  /** " On the way it passes within reach of …", or '' when no enemy is within reach of it or another way as short. */
  readonly words: string;
}

/**
 * 4.1, 4.5: of the ways given (all as short), the one within reach of the fewest enemies (the
 * first in compass order of those), preferring those whose first hex `starts` accepts; its
 * reactions are named with the leg to enter first, and the enemies only other ways pass near are
 * named with such a way. `by`: name the hexes of the way chosen (a straight way says none else).
 */
export function chooseWay(s: PsState, u: Mover, from: string, ways: readonly (readonly string[])[], opts: { by: boolean; faces?: readonly Vertex[]; starts?: (hex: string) => boolean; lastKnown?: boolean }): WayChoice | null {
  const fit = opts.starts === undefined ? [] : ways.filter((w) => opts.starts?.(w[0] as string) === true);
  const pool = fit.length > 0 ? fit : ways;
  if (pool.length === 0) return null;
  const reached = pool.map((w) => reachesOn(s, u, [from, ...w], opts.lastKnown === true));
  // Fewest enemies first; of those, the fewest reactions that could come only in a hex it may not stop in (4.4).
  const score = (i: number) => {
    const full = [from, ...(pool[i] as readonly string[])];
    const r = reached[i] as Reach[];
    return r.length * 100 + r.filter((x) => stopsNot(s, u, (x.at === 0 ? full[1] : full[x.at]) as string) !== null).length;
  };
  let best = 0;
  reached.forEach((_, i) => {
    if (score(i) < score(best)) best = i;
  });
  const path = pool[best] as readonly string[];
  const mine = reached[best] as Reach[];
  // 4.5, 11.4: cavalry first within reach of the last step's hex reacts to it after the move: the reaction hint names it.
  const onWay = opts.lastKnown === true ? mine.filter((r) => r.at !== path.length - 1 || !movementReactions(r.unit.type).includes('melee')) : mine;
  const near = onWay.length === 0 ? '' : nearWords(s, u, from, path, onWay, opts.by, opts.faces);
  const others = otherWays(u, path, mine, pool, reached);
  return { path, words: `${near}${others}` };
}

const byWords = (path: readonly string[]) => (path.length > 1 ? `by ${listWords(path.slice(0, -1))}` : `straight into ${path[0]}`);

/**
 * 4.5: the enemies another way as short passes within reach of and this one does not: the moving
 * player may take that way instead, in legs.
 */
function otherWays(u: Mover, path: readonly string[], mine: readonly Reach[], pool: readonly (readonly string[])[], reached: readonly Reach[][]): string {
  const have = new Set(mine.map((r) => r.unit.id));
  const i = reached.findIndex((r) => r.some((x) => !have.has(x.unit.id)));
  if (i < 0) return '';
  const extra = (reached[i] as Reach[]).filter((x) => !have.has(x.unit.id)).map((x) => x.unit);
  const names = listWords(extra.map((e) => e.name));
  // "On the way": the hex it ends in may still be within their reach, and the reactions there are named after.
  return ` ${mine.length === 0 ? `${capitalFirst(heWord(u))} ${moverVerb(u, 'goes')} ${byWords(path)}, out of reach of ${names} on the way` : `This way passes out of reach of ${names}`}; another as short, ${byWords(pool[i] as readonly string[])}, would let ${names} react on the way: the moving player may take it, in legs (4.1, 4.5, 11.4).`;
}

/** " On the way it passes within reach of X (4.5, 11.4): to let X react, enter the move to 0509 first, then the reaction." */
function nearWords(s: PsState, u: Mover, from: string, path: readonly string[], reach: readonly Reach[], by: boolean, faces?: readonly Vertex[]): string {
  const full = [from, ...path];
  const legs = new Map<string, string[]>();
  for (const r of reach) {
    // A reaction is entered after a leg: to the hex it leaves, or, leaving its start, to the first hex it enters.
    const leg = (r.at === 0 ? full[1] : full[r.at]) as string;
    legs.set(leg, [...(legs.get(leg) ?? []), r.unit.name]);
  }
  const advice = [...legs].map(([leg, who]) => legAdvice(s, u, leg, who, faces?.[path.indexOf(leg)]));
  const way = by ? `, ${byWords(path)},` : '';
  return ` On the way${way} ${heWord(u)} ${moverVerb(u, 'passes')} within reach of ${listWords(reach.map((r) => r.unit.name))} (4.5, ${isLeader(u) ? '7.1, ' : ''}11.4): ${advice.join('; ')}.`;
}

/**
 * 4.5, 9.2: the leg to enter before a reaction, with the facing a battalion has as it enters that
 * hex (its free pivot is part of the leg); 4.4: a leg ends only where the unit may stop.
 */
function legAdvice(s: PsState, u: Mover, leg: string, who: readonly string[], face: Vertex | undefined): string {
  const held = stopsNot(s, u, leg);
  if (held !== null) return `${listWords(who)} could react only as ${heWord(u)} ${moverVerb(u, 'passes')} ${leg}, which holds ${held} (4.4): ${who.length > 1 ? 'those reactions' : 'that reaction'} cannot be entered as a leg`;
  const facing = face !== undefined && !isLeader(u) && face !== u.facing ? ` --face ${face}` : '';
  return `to let ${listWords(who)} react, enter the move to ${leg}${facing} first, then the ${who.length > 1 ? 'reactions' : 'reaction'}`;
}

/** 4.4, 12.7: the friend in `hex` that `u` may pass but not stop with, or null; 7.1: a leader may stop with any friend. */
function stopsNot(s: PsState, u: Mover, hex: string): string | null {
  if (isLeader(u)) return null;
  const friend = s.units.find((x) => inPlay(x) && x.hex === hex && x.side === u.side && x.id !== u.id && isGun(x.type) === isGun(u.type));
  return friend === undefined ? null : friend.name;
}
