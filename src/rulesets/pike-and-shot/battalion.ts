/**
 * Seed 004, 9.2 "Battalion Movement": a battalion moves freely into its front hexes; a step
 * into a flank or rear hex is its whole move (all its MA, one hex, no pivot that phase); it
 * pivots in its hex at 2 MP a vertex, or one vertex free for each front hex entered, turning
 * the way it goes (counter-clockwise into the left front hex, clockwise into the right).
 */
import { isPlural, its, listWords, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import { type Aspect, aspectOf, FRONT_SIDES, type Side, sidesToward, sideToward, rotate, VERTICES, type Vertex } from './hexes.js';
import type { PsState, PsUnit } from './state.js';

export const PIVOT_COST = 2;

export interface BattalionCost {
  /** MP the move costs: the terrain's, or the whole MA for a flank or rear step, plus paid pivots. */
  readonly mp: number;
  /** Where the hex entered lies (front when it turns in place or the map is not known). */
  readonly into: Aspect | null;
  readonly pivots: number;
  readonly paidPivots: number;
  readonly words: string | null;
  /** 9.2: its paid pivots are made in its hex, before a one-hex step the new facing makes a front step. */
  readonly first?: true;
}

/** Vertices turned from one facing to another, and which way: VERTICES run counter-clockwise. */
export function turn(from: Vertex, to: Vertex): { vertices: number; way: 'ccw' | 'cw' | 'either' | null } {
  const d = (VERTICES.indexOf(to) - VERTICES.indexOf(from) + 6) % 6;
  if (d === 0) return { vertices: 0, way: null };
  if (d === 3) return { vertices: 3, way: 'either' };
  return d < 3 ? { vertices: d, way: 'ccw' } : { vertices: 6 - d, way: 'cw' };
}

/** Where the hex a battalion steps into lies: the flag, else its facing and the hexes of a one-hex move, else front. */
function stepAspect(s: PsState, u: PsUnit, to: string | undefined, hexes: number, given: Aspect | undefined): Aspect | null {
  if (hexes === 0) return null;
  if (given) return given;
  if (u.facing === null || u.hex === null || to === undefined) return 'front';
  const side = sideToward(u.hex, to, s.rules.shifted);
  return side ? aspectOf(u.facing, side) : 'front';
}

/** The facings a battalion shows while it turns from one to another: both ends, and those between the way it turns (either way for three). */
function facingsOnTheWay(from: Vertex, to: Vertex | undefined): Vertex[] {
  if (to === undefined) return [from];
  const t = turn(from, to);
  const out: Vertex[] = [from];
  for (let k = 1; k <= t.vertices; k += 1) {
    if (t.way === 'ccw' || t.way === 'either') out.push(rotate(from, k));
    if (t.way === 'cw' || t.way === 'either') out.push(rotate(from, -k));
  }
  return out;
}

/**
 * 9.2: a forward move of several hexes steps each time into a front hex, so it ends inside the cone
 * its front directions span; pivots on the way (or before it) widen that to the fronts of the
 * facings it turns through. A refusal, or null when the hexes are not known or it is ahead.
 */
export function notAhead(s: PsState, u: PsUnit, req: { readonly to?: string; readonly face?: Vertex; readonly into?: Aspect }, hexes: number): string | null {
  if (hexes <= 1 || req.into !== undefined || u.facing === null || u.hex === null || req.to === undefined) return null;
  const fronts = new Set<Side>(facingsOnTheWay(u.facing, req.face).flatMap((v) => FRONT_SIDES[v]));
  const way = sidesToward(u.hex, req.to, s.rules.shifted);
  if (way.every((side) => fronts.has(side))) return null;
  // 9.2: the way to turn it, when the command names no new facing.
  const turnIt = req.face === undefined ? '; --face turns it first, 2 MP a vertex in place or one free for each front hex entered' : '';
  return `${req.to} is not ahead of ${u.name} (facing ${u.facing}): a battalion moves forward into ${its(u)} front hexes; a move into a flank or rear hex is one hex for ${its(u)} whole MA${turnIt} (9.2)`;
}

/**
 * 9.2: a one-hex step into a flank or rear hex that the new facing makes a front hex is a pivot
 * in the hex (paid) and then a step to the front; true only when the hexes show it.
 */
function pivotFirst(s: PsState, u: PsUnit, req: { readonly to?: string; readonly face?: Vertex; readonly into?: Aspect }, hexes: number, vertices: number): true | null {
  if (vertices === 0 || req.face === undefined || req.into !== undefined || hexes !== 1) return null;
  if (u.facing === null || u.hex === null || req.to === undefined) return null;
  const side = sideToward(u.hex, req.to, s.rules.shifted);
  if (side === null || aspectOf(u.facing, side) === 'front') return null;
  return aspectOf(req.face, side) === 'front' ? true : null;
}

/** The pivots a move pays for, or its whole cost when a reading settles it (a pivot before a one-hex step). */
type Pivots = { readonly paid: number } | { readonly cost: BattalionCost };

type CostRequest = { readonly to?: string; readonly face?: Vertex; readonly into?: Aspect; readonly paid?: number; readonly paidIn?: readonly string[] };

export function battalionCost(s: PsState, u: PsUnit, req: CostRequest, hexes: number, terrainMp: number, ma: number): Result<BattalionCost, string> {
  const turned = req.face !== undefined && u.facing !== null ? turn(u.facing, req.face) : { vertices: 0, way: null };
  // A way worked out step by step (9.2) says itself which pivots it pays for; any other move's are read from its hexes and flags.
  const read = req.paid !== undefined ? ok<Pivots>({ paid: req.paid }) : readPivots(s, u, req, hexes, turned, terrainMp);
  if (!read.ok) return read;
  if ('cost' in read.value) return ok(read.value.cost);
  const into = stepAspect(s, u, req.to, hexes, req.into);
  if (into === 'flank' || into === 'rear') {
    if (hexes > 1) return err(`${u.name} ${verb(u, 'moves')} into a ${into} hex: that is its whole move, one hex (9.2)`);
    if (turned.vertices > 0) return err(`${u.name} cannot pivot in the phase it ${verb(u, 'moves')} into a ${into} hex (9.2)`);
    if (terrainMp > ma) return err(`${u.name} ${verb(u, 'needs')} ${terrainMp} MP for this move and ${verb(u, 'has')} ${ma} (4.2)`);
    return ok({ mp: ma, into, pivots: 0, paidPivots: 0, words: `A step into a ${into} hex takes all ${ma} MP (9.2).` });
  }
  const paid = read.value.paid;
  const free = Math.max(0, turned.vertices - paid);
  const mp = terrainMp + paid * PIVOT_COST;
  const words =
    turned.vertices === 0
      ? null
      : `${isPlural(u) ? 'They pivot' : 'It pivots'} ${turned.vertices} ${turned.vertices === 1 ? 'vertex' : 'vertices'} to face ${req.face}${paid > 0 ? ` (${paid * PIVOT_COST} MP${paidWhere(req.paidIn)}${free > 0 ? `, ${free} free as it enters its front hexes` : ''})` : ', free as it enters its front hexes'} (9.2).`;
  return ok({ mp, into, pivots: turned.vertices, paidPivots: paid, words });
}

/**
 * 9.2: the pivots of a move whose way is not worked out: a pivot in the hex before a one-hex
 * step it makes a front step, a refusal when the hex is not ahead, else those the free pivots leave.
 */
function readPivots(s: PsState, u: PsUnit, req: CostRequest, hexes: number, turned: ReturnType<typeof turn>, terrainMp: number): Result<Pivots, string> {
  if (pivotFirst(s, u, req, hexes, turned.vertices) !== null) {
    const mp = terrainMp + turned.vertices * PIVOT_COST;
    const words = `${isPlural(u) ? 'They pivot' : 'It pivots'} ${turned.vertices} ${turned.vertices === 1 ? 'vertex' : 'vertices'} in ${its(u)} hex to face ${req.face} (${turned.vertices * PIVOT_COST} MP), then ${verb(u, 'steps')} into ${its(u)} new front hex (9.2).`;
    return ok({ cost: { mp, into: 'front', pivots: turned.vertices, paidPivots: turned.vertices, words, first: true } });
  }
  const behind = notAhead(s, u, req, hexes);
  if (behind !== null) return err(behind);
  const into = stepAspect(s, u, req.to, hexes, req.into);
  return ok({ paid: turned.vertices - freePivots(s, u, req, hexes, turned, into) });
}

/** 9.2: the vertices turned free: one toward the front hex a one-hex move with both hexes known enters, else one a front hex entered (the path is the game master's). */
function freePivots(s: PsState, u: PsUnit, req: CostRequest, hexes: number, turned: ReturnType<typeof turn>, into: Aspect | null): number {
  if (turned.vertices === 0 || into !== 'front') return 0;
  const known = u.facing !== null && u.hex !== null && req.to !== undefined && hexes === 1 && req.into === undefined;
  if (!known) return Math.min(turned.vertices, hexes);
  const side = sideToward(u.hex as string, req.to as string, s.rules.shifted);
  const [left, right] = FRONT_SIDES[u.facing as Vertex];
  const way = side === left ? 'ccw' : side === right ? 'cw' : null;
  return way !== null && (turned.way === way || turned.way === 'either') ? 1 : 0;
}

/** 9.2: where a way worked out step by step pays for its pivots: " in 0609" (a paid pivot next to an enemy draws reaction). */
const paidWhere = (hexes: readonly string[] | undefined) => (hexes === undefined || hexes.length === 0 ? '' : ` in ${listWords(hexes)}`);
