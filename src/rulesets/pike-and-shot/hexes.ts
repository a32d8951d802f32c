/**
 * Hex arithmetic on the folio maps' four-digit XXYY numbers (seed 004, 2.2): column XX, row
 * YY, hexes with flat tops in vertical columns, rows numbered downwards. Every other column
 * sits half a hex lower; the scenario says which (`shiftedColumns: even | odd`). Range and
 * adjacency come from here when both units carry hexes; a flag overrides.
 */

export type Shifted = 'even' | 'odd';

/** "0612" (or 612 as YAML reads it unquoted) as four digits, or null. */
export function normalizeHex(raw: string | number): string | null {
  const text = String(raw).trim();
  if (!/^\d{3,4}$/.test(text)) return null;
  const hex = text.padStart(4, '0');
  // Columns and rows number from 01: "6" or "0006" names no hex.
  return hex.startsWith('00') || hex.endsWith('00') ? null : hex;
}

/** Cube coordinates of an XXYY hex: x = column, z as the column's offset requires. */
function cube(hex: string, shifted: Shifted): { x: number; y: number; z: number } {
  const col = Number(hex.slice(0, 2));
  const row = Number(hex.slice(2, 4));
  const odd = col & 1;
  // odd-q (odd columns lower): z = row - (col - odd) / 2; even-q (even columns lower): z = row - (col + odd) / 2.
  const z = shifted === 'odd' ? row - (col - odd) / 2 : row - (col + odd) / 2;
  const x = col;
  return { x, y: -x - z, z };
}

/** Hexes from one to the other: the target's hex counted, the firer's not (12.2). */
export function hexDistance(a: string, b: string, shifted: Shifted): number {
  const p = cube(a, shifted);
  const o = cube(b, shifted);
  return Math.max(Math.abs(p.x - o.x), Math.abs(p.y - o.y), Math.abs(p.z - o.z));
}

/**
 * The six hexsides of a flat-topped hex, by compass, with their cube steps. Rows grow
 * downwards, so north is z - 1.
 */
export const SIDES = ['n', 'ne', 'se', 's', 'sw', 'nw'] as const;
export type Side = (typeof SIDES)[number];
const STEP: Readonly<Record<Side, readonly [number, number]>> = {
  n: [0, -1],
  ne: [1, -1],
  se: [1, 0],
  s: [0, 1],
  sw: [-1, 1],
  nw: [-1, 0],
};

/** The side of `from` that `to` lies across, when they are adjacent. */
export function sideToward(from: string, to: string, shifted: Shifted): Side | null {
  const a = cube(from, shifted);
  const b = cube(to, shifted);
  for (const s of SIDES) {
    const [dx, dz] = STEP[s];
    if (a.x + dx === b.x && a.z + dz === b.z) return s;
  }
  return null;
}

/**
 * The hexsides whose directions span the way from one hex to another: one when it lies straight
 * along a hexside direction, else the two neighbouring directions it lies between (empty for the same hex).
 */
export function sidesToward(from: string, to: string, shifted: Shifted): Side[] {
  const a = cube(from, shifted);
  const b = cube(to, shifted);
  const dx = b.x - a.x;
  const dz = b.z - a.z;
  if (dx === 0 && dz === 0) return [];
  for (let i = 0; i < SIDES.length; i += 1) {
    const p = SIDES[i] as Side;
    const q = SIDES[(i + 1) % SIDES.length] as Side;
    const [px, pz] = STEP[p];
    const [qx, qz] = STEP[q];
    // Solve m·p + n·q = (dx, dz); the way lies between p and q when both are non-negative.
    const det = px * qz - pz * qx;
    const m = (dx * qz - dz * qx) / det;
    const n = (px * dz - pz * dx) / det;
    if (m >= 0 && n >= 0) return n === 0 ? [p] : m === 0 ? [q] : [p, q];
  }
  return [];
}

/**
 * 9.1: a battalion faces a vertex, so two hexes are its front, two its flanks and two its
 * rear. Vertices of a flat-topped hex, by compass: e, ne, nw, w, sw, se.
 */
export const VERTICES = ['e', 'ne', 'nw', 'w', 'sw', 'se'] as const;
export type Vertex = (typeof VERTICES)[number];

/** The vertex `k` steps counter-clockwise from `v` (clockwise when `k` is negative). */
export const rotate = (v: Vertex, k: number): Vertex => VERTICES[(((VERTICES.indexOf(v) + k) % 6) + 6) % 6] as Vertex;

/** The two hexsides meeting at each vertex, going round clockwise from north: the left front, then the right. */
export const FRONT_SIDES: Readonly<Record<Vertex, readonly [Side, Side]>> = {
  ne: ['n', 'ne'],
  e: ['ne', 'se'],
  se: ['se', 's'],
  sw: ['s', 'sw'],
  w: ['sw', 'nw'],
  nw: ['nw', 'n'],
};

export type Aspect = 'front' | 'flank' | 'rear';

/** Where a hexside lies for a battalion facing `vertex`. */
export function aspectOf(vertex: Vertex, side: Side): Aspect {
  const i = SIDES.indexOf(side);
  const [f1, f2] = FRONT_SIDES[vertex];
  const a = SIDES.indexOf(f1);
  const b = SIDES.indexOf(f2);
  if (i === a || i === b) return 'front';
  // The hexsides next to the front ones are flanks; the two left are the rear.
  const ring = (k: number) => ((k % 6) + 6) % 6;
  if (i === ring(a - 1) || i === ring(b + 1)) return 'flank';
  return 'rear';
}

/** The hex across `side` of `hex`, or null off the 0101–9999 numbering. */
export function neighbour(hex: string, side: Side, shifted: Shifted): string | null {
  const c = cube(hex, shifted);
  const [dx, dz] = STEP[side];
  const x = c.x + dx;
  const z = c.z + dz;
  const odd = x & 1;
  const row = shifted === 'odd' ? z + (x - odd) / 2 : z + (x + odd) / 2;
  if (x < 0 || x > 99 || row < 0 || row > 99) return null;
  return `${String(x).padStart(2, '0')}${String(row).padStart(2, '0')}`;
}

/** The XXYY number of cube coordinates (x = column), or null off the 0101–9999 numbering. */
function hexAt(x: number, z: number, shifted: Shifted): string | null {
  const odd = x & 1;
  const row = shifted === 'odd' ? z + (x - odd) / 2 : z + (x + odd) / 2;
  if (x < 0 || x > 99 || row < 0 || row > 99) return null;
  return `${String(x).padStart(2, '0')}${String(row).padStart(2, '0')}`;
}

function roundCube(x: number, y: number, z: number): { x: number; z: number } {
  let rx = Math.round(x);
  const ry = Math.round(y);
  let rz = Math.round(z);
  const dx = Math.abs(rx - x);
  const dy = Math.abs(ry - y);
  const dz = Math.abs(rz - z);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (dy <= dz) rz = -rx - ry;
  return { x: rx, z: rz };
}

/**
 * 12.3: the hexes a line of sight from the centre of `a` to the centre of `b` crosses, one
 * entry per step: one hex, or the two hexes on either side when the line runs along a hexside.
 */
export function sightLine(a: string, b: string, shifted: Shifted): string[][] {
  const p = cube(a, shifted);
  const q = cube(b, shifted);
  const n = hexDistance(a, b, shifted);
  const out: string[][] = [];
  const E = 1e-6;
  for (let i = 1; i < n; i += 1) {
    const t = i / n;
    const at = (e: number) => roundCube(p.x + (q.x - p.x) * t + e, p.y + (q.y - p.y) * t + e, p.z + (q.z - p.z) * t - 2 * e);
    const one = at(E);
    const two = at(-E);
    const hexes = [hexAt(one.x, one.z, shifted), ...(one.x !== two.x || one.z !== two.z ? [hexAt(two.x, two.z, shifted)] : [])].filter((h): h is string => h !== null);
    out.push(hexes);
  }
  return out;
}

/**
 * 4.4: the fewest hexes a way from `from` to `to` enters, every hex on the way but the last
 * passing `open`, searched breadth first up to `limit`; null when none is that short.
 */
export function shortestWay(from: string, to: string, limit: number, open: (hex: string) => boolean, shifted: Shifted): number | null {
  return shortestPath(from, to, limit, open, shifted)?.length ?? null;
}

/**
 * 4.4: the hexes a shortest such way enters, in order, `to` last (empty for the same hex); null
 * when none is `limit` or shorter. Neighbours are tried in compass order, so the way is always the
 * same.
 */
export function shortestPath(from: string, to: string, limit: number, open: (hex: string) => boolean, shifted: Shifted): string[] | null {
  if (from === to) return [];
  const cameFrom = new Map<string, string>([[from, '']]);
  const back = (last: string): string[] => {
    const way: string[] = [];
    for (let h = last; h !== from; h = cameFrom.get(h) as string) way.unshift(h);
    return way;
  };
  let ring = [from];
  for (let n = 1; n <= limit && ring.length > 0; n += 1) {
    const next: string[] = [];
    for (const h of ring) {
      for (const side of SIDES) {
        const x = neighbour(h, side, shifted);
        if (x === null || cameFrom.has(x)) continue;
        cameFrom.set(x, h);
        if (x === to) return back(x);
        // Only hexes from which the goal is still within reach are worth going on from.
        if (open(x) && hexDistance(x, to, shifted) <= limit - n) next.push(x);
      }
    }
    ring = next;
  }
  return null;
}
