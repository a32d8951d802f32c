/**
 * What the battle looks like, as plain data for whatever presents it: each unit's side up,
 * hex, what it did this phase and its loose-shotte link; each side's fortunes of war and
 * victory tally; the CRT as grids and the TEC as rows. No wording for a screen here.
 */
import { CRT_LINES, crtGrid, LINE_TITLE } from './crt.js';
import { factorsOf } from './helpers.js';
import type { PsState, PsUnit } from './state.js';
import { costFor } from './tec.js';
import { stepDef } from './steps.js';
import { MOVE_CLASSES, TYPE_NAME } from './units.js';
import { tally } from './victory.js';

/** The side up as `status` shows it: a gun's front or captured side (12.6), a light cannon's firing or moving one (12.7), else ordered or disordered. */
export function sideUp(u: PsUnit): string {
  if (u.type === 'artillery') return u.captured ? 'captured' : 'front';
  return u.type === 'light-cannon' ? u.cannon : u.status;
}

export function describeUnits(s: PsState) {
  return s.units.map((u) => {
    const f = factorsOf(u);
    return {
      id: u.id,
      name: u.name,
      side: s.sides[u.side].name,
      type: TYPE_NAME[u.type],
      up: sideUp(u),
      fate: u.fate,
      hex: u.hex,
      facing: u.facing,
      fire: f.fire,
      melee: f.melee,
      move: f.move,
      // 4.1: its own move only (state.ts): a retreat, advance or a reaction's step is none.
      moved: u.moved,
      hexesMoved: u.hexesMoved,
      attacked: u.attacked,
      defended: u.defended,
      declaredAt: u.declaredAt ?? null,
      shotte: u.loosed ?? u.parent,
      leaders: s.leaders.filter((l) => l.fate === 'active' && l.with === u.id).map((l) => l.name),
      pending: pendingOf(s, u),
    };
  });
}

/** The retreat or rout waiting for the unit (6.3, 6.4), or null: a rout if any of its pending moves is one. */
export function pendingOf(s: PsState, u: PsUnit): 'rout' | 'retreat' | null {
  const p = s.pending.filter((x) => x.unit === u.id);
  return p.some((x) => x.rout) ? 'rout' : p.length > 0 ? 'retreat' : null;
}

export function describeSides(s: PsState) {
  return s.sides.map((side, i) => ({ name: side.name, player: i === s.firstPlayer ? 'first' : 'second', fow: side.fow, fowSpent: side.fowSpent, ...tally(s, i as 0 | 1) }));
}

export function describeStep(s: PsState) {
  const d = stepDef(s.step);
  return { turn: s.turn, of: s.rules.turns, step: s.step, phase: d.number, title: d.title, weather: s.weather, outcome: s.outcome?.text ?? null };
}

export function describeCrt(s: PsState) {
  return CRT_LINES.map((id) => ({ id, title: LINE_TITLE[id], ...crtGrid(s.rules.crt[id]) }));
}

export function describeTec(s: PsState) {
  const row = (kind: 'terrain' | 'hexside', name: string, e: PsState['rules']['tec']['terrain'][string]) => ({
    kind,
    name,
    move: Object.fromEntries(MOVE_CLASSES.map((c) => [c, e.move[c] ?? null])),
    // What each class pays, the TEC's fall-backs and a prohibition applied (a hex 1 MP, a hexside 0 when the TEC is silent).
    cost: Object.fromEntries(MOVE_CLASSES.map((c) => [c, costFor(e, c, kind === 'terrain' ? 1 : 0)])),
    disorders: e.disorders,
    fireAsMelee: e.fireAsMelee,
    blocksSight: e.blocksSight,
    prohibits: e.prohibits,
  });
  return [
    ...Object.entries(s.rules.tec.terrain).map(([n, e]) => row('terrain', n, e)),
    ...Object.entries(s.rules.tec.hexsides).map(([n, e]) => row('hexside', n, e)),
  ];
}
