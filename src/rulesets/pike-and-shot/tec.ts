/**
 * Reading the scenario's Terrain Effects Chart (seed 004, 2.2, 4.2): terrain and hexside
 * features by the names the game master types after --terrain and --hexside.
 */
import { err, ok, type Result } from '../../engine/result.js';
import type { Cost, PsState, Tec, TecEntry } from './state.js';
import { MOVE_FALLBACK, type MoveClass } from './units.js';

export function terrainEntry(tec: Tec, name: string): Result<TecEntry, string> {
  const key = name.trim().toLowerCase();
  if (Object.hasOwn(tec.terrain, key)) return ok(tec.terrain[key] as TecEntry);
  return err(`unknown terrain "${name}" (the TEC has: ${Object.keys(tec.terrain).join(', ')})`);
}

export function hexsideEntry(tec: Tec, name: string): Result<TecEntry, string> {
  const key = name.trim().toLowerCase();
  if (Object.hasOwn(tec.hexsides, key)) return ok(tec.hexsides[key] as TecEntry);
  const known = Object.keys(tec.hexsides);
  return err(`unknown hexside "${name}" (the TEC has: ${known.length > 0 ? known.join(', ') : 'no hexside features'})`);
}

/** The cost for a class, falling back as the TEC keys say (loose shotte on infantry, light cavalry and dragoons on cavalry). */
export function costFor(entry: TecEntry, cls: MoveClass, fallback: number): Cost {
  if (entry.prohibits.includes('movement')) return 'prohibited';
  let c: MoveClass | null = cls;
  while (c !== null) {
    const v = entry.move[c];
    if (v !== undefined) return v;
    c = MOVE_FALLBACK[c];
  }
  return fallback;
}

/** The TEC entries a combat's flags name: the defender's hex and the hexside between. */
export function groundEntries(s: PsState, g: { terrain?: string; hexside?: string }): Result<TecEntry[], string> {
  const out: TecEntry[] = [];
  if (g.terrain !== undefined) {
    const t = terrainEntry(s.rules.tec, g.terrain);
    if (!t.ok) return t;
    out.push(t.value);
  }
  if (g.hexside !== undefined) {
    const h = hexsideEntry(s.rules.tec, g.hexside);
    if (!h.ok) return h;
    out.push(h.value);
  }
  return ok(out);
}
