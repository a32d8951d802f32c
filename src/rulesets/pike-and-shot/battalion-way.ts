/**
 * Seed 004, 9.2: a battalion's way, step by step. Each step enters a front hex of the facing it
 * has then; entering its left front hex it may pivot one vertex counter-clockwise as it enters,
 * its right front hex one clockwise, free; in a hex it may pivot at 2 MP a vertex. The way found
 * costs the fewest MP (each hex 1 MP at least, 4.2), then the fewest hexes.
 */
import { FRONT_SIDES, hexDistance, neighbour, rotate, type Shifted, type Vertex } from './hexes.js';
import { PIVOT_COST } from './battalion.js';

export interface BattalionWay {
  /** The hexes entered, in order, the goal last. */
  readonly path: string[];
  /** The facing it has as it enters each hex of `path` (a free pivot made), before any paid pivot there. */
  readonly faces: Vertex[];
  /** Pivots made in a hex (2 MP each). */
  readonly paid: number;
  /** The hexes it pays to pivot in (2 MP a vertex), in order, each once. */
  readonly paidIn: string[];
  /** For each hex of `paidIn`: the facing its paid pivots there end with, and the MP (each hex 1) and hexes the way has spent by then. */
  readonly stops: PivotStop[];
}

/** 9.2: where a way's paid pivots in one hex leave the battalion (a reaction to them comes there, after the facing changes). */
export interface PivotStop {
  readonly hex: string;
  readonly face: Vertex;
  readonly mp: number;
  readonly hexes: number;
}

const ccw = (v: Vertex) => rotate(v, 1);
const cw = (v: Vertex) => rotate(v, -1);

interface Node {
  readonly hex: string;
  readonly face: Vertex;
  readonly mp: number;
  readonly hexes: number;
  readonly paid: number;
  readonly back: Node | null;
}

/**
 * 9.2: the cheapest way from `from` facing `facing` to `to` facing `face`, entering at most
 * `hexes` hexes and spending at most `mp`, every hex on the way but the last passing `open`; null when none.
 */
export function battalionWay(from: string, facing: Vertex, to: string, face: Vertex, limits: { hexes: number; mp: number; exact?: boolean }, open: (hex: string) => boolean, shifted: Shifted): BattalionWay | null {
  const seen = new Set<string>();
  // An exact count of hexes (--hexes) tells apart ways of other lengths through the same hex.
  const key = (x: Node) => `${x.hex}|${x.face}${limits.exact ? `|${x.hexes}` : ''}`;
  const buckets: Node[][] = Array.from({ length: limits.mp + 1 }, () => []);
  buckets[0]?.push({ hex: from, face: facing, mp: 0, hexes: 0, paid: 0, back: null });
  for (let mp = 0; mp <= limits.mp; mp += 1) {
    // Fewest hexes first among ways of the same MP.
    const bucket = (buckets[mp] ?? []).sort((a, b) => a.hexes - b.hexes);
    for (const n of bucket) {
      if (seen.has(key(n))) continue;
      seen.add(key(n));
      if (n.hex === to && n.face === face && n.hexes > 0 && (!limits.exact || n.hexes === limits.hexes)) return wayOf(n);
      for (const next of steps(n, to, limits.hexes, open, shifted, limits.exact === true)) if (next.mp <= limits.mp && !seen.has(key(next))) buckets[next.mp]?.push(next);
    }
  }
  return null;
}

function steps(n: Node, to: string, most: number, open: (hex: string) => boolean, shifted: Shifted, exact: boolean): Node[] {
  const out: Node[] = [];
  const [left, right] = FRONT_SIDES[n.face];
  // The goal is where the way ends: it goes no further from there, but may pivot in it; a way of an exact length may pass it.
  if (n.hex !== to || n.hexes === 0 || (exact && n.hexes < most)) {
    for (const [side, turned] of [[left, ccw(n.face)], [right, cw(n.face)]] as const) {
      const x = neighbour(n.hex, side, shifted);
      if (x === null || (x !== to && !open(x)) || hexDistance(x, to, shifted) > most - n.hexes - 1) continue;
      const base = { hex: x, mp: n.mp + 1, hexes: n.hexes + 1, paid: n.paid, back: n };
      out.push({ ...base, face: n.face }, { ...base, face: turned });
    }
  }
  for (const turned of [ccw(n.face), cw(n.face)]) out.push({ hex: n.hex, face: turned, mp: n.mp + PIVOT_COST, hexes: n.hexes, paid: n.paid + 1, back: n });
  return out;
}

function wayOf(last: Node): BattalionWay {
  const path: string[] = [];
  const faces: Vertex[] = [];
  const paidIn: string[] = [];
  const stops: PivotStop[] = [];
  for (let n: Node | null = last; n !== null && n.back !== null; n = n.back) {
    if (n.hex === n.back.hex) {
      // Walking back, the first pivot met in a hex is the last made there.
      if (paidIn[0] !== n.hex) {
        paidIn.unshift(n.hex);
        stops.unshift({ hex: n.hex, face: n.face, mp: n.mp, hexes: n.hexes });
      }
      continue;
    }
    path.unshift(n.hex);
    faces.unshift(n.face);
  }
  return { path, faces, paid: last.paid, paidIn, stops };
}
