/**
 * The movement phase's guided menus (seed 004, 4.0, 7.1, 9.1–9.2, 10.2, 12.7): where a unit
 * goes (the hexes the engine accepts, or how far when the unit has no hex), the terrain of
 * each hex entered and the hexsides crossed as the map shows them, a battalion's facing; a
 * leader joining a unit or moving to a hex; loosing and regaining shotte; flipping a light cannon; capturing a gun.
 */
import { counted, its, them, verb } from '../../../engine/english.js';
import type { GuideChoice, GuideStep } from '../../../present/guide.js';
import { possessive } from '../../../present/words.js';
import { factorsOf, hostIn, inPlay, moveGoesOn } from '../helpers.js';
import { wayLength } from '../ways.js';
import { aspectOf, sideToward, VERTICES } from '../hexes.js';
import type { PsLeader, PsState, PsUnit } from '../state.js';
import { activeSide, isMoveStep } from '../steps.js';
import { isGun } from '../units.js';
import { accepted, distance, enemiesOf, hexesAround, type Next, selectOf, selectUnit, unitsOnSide } from './guide-common.js';

/** The most hexes a move could cover: the MA, clear terrain costing 1 a hex. */
const reach = (u: PsUnit): number => Math.max(0, factorsOf(u).move);

/** The hexes a move to `to` enters: the straight way, or the shortest way round (4.4). */
const movedHexes = (s: PsState, u: PsUnit, to: string): number => (u.hex === null ? 0 : (wayLength(s, u, u.hex, to, reach(u)) ?? distance(s, u.hex, to)));

/** 9.2: 'flank' or 'rear' when a battalion's one-hex step to `to` goes into such a hex (all its MA), else null. */
function sideStep(s: PsState, u: PsUnit, to: string): 'flank' | 'rear' | null {
  if (u.type !== 'battalion' || u.facing === null || u.hex === null) return null;
  const side = sideToward(u.hex, to, s.rules.shifted);
  const aspect = side === null ? 'front' : aspectOf(u.facing, side);
  return aspect === 'front' ? null : aspect;
}

/** Destinations the engine accepts, as move lines: by hex when the unit has one, else by distance. */
export function moveLines(s: PsState, u: PsUnit): GuideChoice[] {
  const out: GuideChoice[] = [];
  // 9.2: a pivot in place; the facing is asked next, so any facing it may turn to will do here.
  const pivots = u.type === 'battalion' && VERTICES.some((v) => v !== u.facing && accepted(s, `move ${u.id} --hexes 0 --face ${v}`));
  if (pivots) out.push({ name: `stay in ${its(u)} hex (change facing only, 9.2)`, value: `move ${u.id} --hexes 0` });
  if (u.hex !== null) {
    for (const h of hexesAround(s, u.hex, reach(u))) {
      const line = `move ${u.id} to ${h}`;
      if (!accepted(s, line)) continue;
      // 4.4: where the straight way is held, the move takes the shortest way round: say how long.
      const straight = distance(s, u.hex, h);
      const hexes = movedHexes(s, u, h);
      const aside = sideStep(s, u, h);
      const name = aside ? `to ${h} (1 hex into a ${aside} hex: all ${its(u)} MA, 9.2)` : hexes > straight ? `to ${h} (${hexes} hexes, round the units in the way, 4.4)` : `to ${h} (${counted(straight, 'hex', 'hexes')})`;
      out.push({ name, value: line });
    }
    return out;
  }
  if (u.type === 'battalion') {
    // 9.2: a step into a flank or rear hex, its whole move.
    for (const aspect of ['flank', 'rear'] as const) {
      const line = `move ${u.id} --hexes 1 --into ${aspect}`;
      if (accepted(s, line)) out.push({ name: `1 hex into a ${aspect} hex (all ${its(u)} MA, 9.2)`, value: line });
    }
  }
  const leaders = s.leaders.filter((l) => l.fate === 'active' && l.side === u.side && !l.moved);
  for (let n = 1; n <= reach(u); n += 1) {
    const line = `move ${u.id} --hexes ${n}`;
    if (accepted(s, line)) out.push({ name: counted(n, 'hex', 'hexes'), value: line });
    else {
      // 7.2: beyond the unled limit only with a leader who starts with it or next to it.
      for (const l of leaders) {
        const led = `${line} --leader ${l.id}`;
        if (accepted(s, led)) out.push({ name: `${n} hexes, led by ${l.name} (stacked with ${them(u)} or next to ${them(u)}, 7.2)`, value: led });
      }
    }
  }
  return out;
}

/** Units that may move now: the phasing player's that have not moved (or whose move may go on, 4.5), or the one a fortune of war lets move. */
export function movers(s: PsState): PsUnit[] {
  const side = activeSide(s);
  const normal = isMoveStep(s) && side !== null ? unitsOnSide(s, side).filter((u) => !u.moved || moveGoesOn(s, u.id)) : [];
  // 6.5, 4.5: the fortune of war move to make, or the one that may go on after an enemy reaction.
  const fortuneUnit = s.fowMove ?? (!isMoveStep(s) && s.fowMoved !== null && moveGoesOn(s, s.fowMoved) ? s.fowMoved : null);
  const fortune = fortuneUnit === null ? [] : s.units.filter((u) => u.id === fortuneUnit && inPlay(u));
  return [...fortune, ...normal.filter((u) => u.id !== fortuneUnit)].filter((u) => moveLines(s, u).length > 0);
}

export function moveStep(s: PsState, u: PsUnit): Next {
  const lines = moveLines(s, u);
  // 4.5: a reaction comes in the hex the mover leaves, so a move is entered up to there, then goes on.
  return selectOf(`${u.name} ${verb(u, 'moves')} where? (stop where an enemy reacts; the move goes on after, 4.5)`, lines, (line) => {
    const given = /--hexes (\d+)/.exec(line)?.[1];
    const hexes = given === undefined && line.includes(' to ') && u.hex !== null ? movedHexes(s, u, line.split(' to ')[1]?.split(' ')[0] as string) : Number(given ?? 0);
    return terrainStep(s, u, line, hexes);
  });
}

/** The map's terrain for each hex entered, asked only when the TEC has more than clear ground. */
function terrainStep(s: PsState, u: PsUnit, base: string, hexes: number): Next {
  const names = Object.keys(s.rules.tec.terrain).filter((n) => n !== 'clear');
  const sides = Object.keys(s.rules.tec.hexsides);
  if (hexes === 0 || (names.length === 0 && sides.length === 0)) return facingStep(s, u, base);
  return {
    kind: 'confirm',
    message: `${verb(u, 'Does')} ${u.name} enter any hex other than clear, or cross ${sides.length > 0 ? `a ${sides.join(' or ')}` : 'a hexside feature'}?`,
    default: false,
    next: (yes) => (yes ? perHex(s, u, base, hexes, []) : facingStep(s, u, base)),
  };
}

function perHex(s: PsState, u: PsUnit, base: string, hexes: number, chosen: readonly string[]): Next {
  const all = Object.keys(s.rules.tec.terrain);
  // Hexes not named are taken as clear: without a clear line in the TEC, only hexsides are asked.
  if (chosen.length === hexes || !Object.hasOwn(s.rules.tec.terrain, 'clear')) return hexsideStep(s, u, chosen.length > 0 ? `${base} --terrain ${chosen.join(',')}` : base, hexes, []);
  const rest = Array.from({ length: hexes - chosen.length - 1 }, () => 'clear');
  // The rest taken as clear: a terrain refused now is refused whatever follows.
  const fits = all.filter((t) => accepted(s, `${base} --terrain ${[...chosen, t, ...rest].join(',')}`));
  return selectOf(`Hex ${chosen.length + 1} of ${hexes} that ${u.name} ${verb(u, 'enters')}: what terrain?`, fits.map((t) => ({ name: t, value: t })), (t) => perHex(s, u, base, hexes, [...chosen, t]));
}

function hexsideStep(s: PsState, u: PsUnit, base: string, hexes: number, crossed: readonly string[]): Next {
  const line = crossed.length > 0 ? `${base} --hexside ${crossed.join(',')}` : base;
  const names = Object.keys(s.rules.tec.hexsides).filter((h) => accepted(s, `${base} --hexside ${[...crossed, h].join(',')}`));
  if (names.length === 0 || crossed.length >= hexes) return facingStep(s, u, line);
  return selectOf(
    crossed.length === 0 ? `Does ${u.name} cross a hexside feature?` : `Another hexside feature crossed?`,
    [{ name: crossed.length === 0 ? 'none' : 'no more', value: '' }, ...names.map((h) => ({ name: h, value: h }))],
    (h) => (h === '' ? facingStep(s, u, line) : hexsideStep(s, u, base, hexes, [...crossed, h])),
  );
}

/** 9.1–9.2: a battalion's facing at the end of its move. */
function facingStep(s: PsState, u: PsUnit, line: string): Next {
  if (u.type !== 'battalion') return line;
  const faces = VERTICES.filter((v) => v !== u.facing && accepted(s, `${line} --face ${v}`));
  if (faces.length === 0) return accepted(s, line) ? line : null;
  const keep = accepted(s, line) ? [{ name: u.facing ? `keep facing ${u.facing}` : 'no facing recorded', value: '' }] : [];
  return selectOf(`Which vertex ${verb(u, 'does')} ${u.name} face after the move? (9.1, 9.2)`, [...keep, ...faces.map((v) => ({ name: `face ${v}`, value: v }))], (v) => (v === '' ? line : `${line} --face ${v}`));
}

/** 7.1: a leader who has not moved joins a friendly unit. */
export function leaderLines(s: PsState): GuideChoice[] {
  const side = activeSide(s);
  if (!isMoveStep(s) || side === null) return [];
  const out: GuideChoice[] = [];
  for (const l of s.leaders.filter((x) => x.side === side && x.fate === 'active' && !x.moved)) {
    for (const u of unitsOnSide(s, side).filter((x) => x.id !== l.with)) {
      const line = `move ${l.id} --with ${u.id}`;
      if (accepted(s, line)) out.push({ name: `${l.name} joins ${u.name}${u.hex ? ` in ${u.hex}` : ''}`, value: line });
    }
  }
  return out;
}

/**
 * 7.1: the book prints no MA for a leader (1 MP a hex). *Reading:* the menu offers hexes
 * within the largest MA among his side's units in play; a farther hex is typed.
 */
const leaderReach = (s: PsState, l: PsLeader): number => Math.max(1, ...unitsOnSide(s, l.side).map((u) => factorsOf(u).move));

/** Leaders of the phasing side in a known hex who have not moved, or whose move may go on (4.1, 4.5: the last entered, held fire's next step included). */
export function walkingLeaders(s: PsState): PsLeader[] {
  const side = activeSide(s);
  if (!isMoveStep(s) || side === null) return [];
  return s.leaders.filter((l) => l.side === side && l.fate === 'active' && (!l.moved || moveGoesOn(s, l.id)) && l.hex !== null && hexesAround(s, l.hex, leaderReach(s, l)).some((h) => accepted(s, `move ${l.id} to ${h}`)));
}

/** 7.1: a leader moves to a hex the engine accepts, nearest first, alone or stacked with a friend there. */
export function leaderHexLines(s: PsState, l: PsLeader): GuideChoice[] {
  if (l.hex === null) return [];
  const from = l.hex;
  const out: GuideChoice[] = [];
  for (const h of hexesAround(s, from, leaderReach(s, l))) {
    const line = `move ${l.id} to ${h}`;
    if (!accepted(s, line)) continue;
    const d = distance(s, from, h);
    const host = hostIn(s, l.side, h);
    // 7.1, 12.4: a gun shields no leader: with one only, he is attacked as a leader alone.
    const where = !host ? 'alone, he may draw reaction' : isGun(host.type) ? `stacked with ${host.name}, a gun only: as a leader alone he may draw reaction (7.1, 12.4)` : `stacked with ${host.name}`;
    out.push({ name: `to ${h} (${counted(d, 'hex', 'hexes')}): ${where}`, value: line });
  }
  return out;
}

export const leaderHexStep = (s: PsState): Next => {
  const leaders = walkingLeaders(s);
  return selectOf('Which leader moves?', leaders.map((l) => ({ name: `${l.name} (${l.id}, ${l.hex})`, value: l.id })), (id) => {
    const l = leaders.find((x) => x.id === id) as PsLeader;
    return selectOf(`${l.name} moves where? (7.1: 1 MP a hex, not into an enemy's hex)`, leaderHexLines(s, l), (line) => line);
  });
};

/** 10.2: loose shotte into an empty adjacent hex (any, when the parent has no hex). */
export function looseLines(s: PsState): GuideChoice[] {
  const side = activeSide(s);
  if (!isMoveStep(s) || side === null) return [];
  const out: GuideChoice[] = [];
  for (const p of unitsOnSide(s, side).filter((u) => u.shotte !== null && u.loosed === null)) {
    if (p.hex === null) {
      if (accepted(s, `loose ${p.id}`)) out.push({ name: `${p.name} ${verb(p, 'looses')} ${its(p)} shotte`, value: `loose ${p.id}` });
      continue;
    }
    for (const h of hexesAround(s, p.hex, 1)) {
      if (accepted(s, `loose ${p.id} to ${h}`)) out.push({ name: `${p.name} ${verb(p, 'looses')} ${its(p)} shotte into ${h}`, value: `loose ${p.id} to ${h}` });
    }
  }
  return out;
}

export function regainLines(s: PsState): GuideChoice[] {
  const side = activeSide(s);
  if (!isMoveStep(s) || side === null) return [];
  return unitsOnSide(s, side)
    .filter((p) => p.loosed !== null && accepted(s, `regain ${p.id}`))
    .map((p) => ({ name: `${p.name} ${verb(p, 'regains')} ${its(p)} shotte`, value: `regain ${p.id}` }));
}

/** 12.7: each light cannon to its firing or moving side. */
export function flipLines(s: PsState): GuideChoice[] {
  const side = activeSide(s);
  if (!isMoveStep(s) || side === null) return [];
  return unitsOnSide(s, side)
    .filter((g) => g.type === 'light-cannon')
    .flatMap((g) => (['firing', 'moving'] as const).filter((f) => f !== g.cannon && accepted(s, `flip ${g.id} ${f}`)).map((f) => ({ name: `${g.name} to ${its(g)} ${f} side`, value: `flip ${g.id} ${f}` })));
}

/**
 * 12.6, 12.7: a unit next to an enemy gun enters its hex (when hexes are unknown, any enemy
 * gun: the game master sees the map).
 */
export function captureLines(s: PsState): GuideChoice[] {
  const side = activeSide(s);
  if (!isMoveStep(s) || side === null) return [];
  const out: GuideChoice[] = [];
  for (const u of unitsOnSide(s, side).filter((x) => !isGun(x.type) && !x.moved)) {
    for (const g of enemiesOf(s, u).filter((x) => isGun(x.type))) {
      if (u.hex !== null && g.hex !== null && distance(s, u.hex, g.hex) > 1) continue;
      if (accepted(s, `capture ${u.id} ${g.id}`)) out.push({ name: `${u.name} ${verb(u, 'enters')} ${possessive(g.name)} hex`, value: `capture ${u.id} ${g.id}` });
    }
  }
  return out;
}

export const moveUnitStep = (s: PsState): Next => selectUnit('Which unit moves?', movers(s), (id) => moveStep(s, s.units.find((u) => u.id === id) as PsUnit));

/** A leader a unit's move left behind (7.1), and the line that takes him along. */
interface LeftLeader {
  readonly leader: PsLeader;
  readonly unit: PsUnit;
  readonly line: string;
}

/** 7.1: the leaders stacked with a unit before a command and left in their hex by its move, whom `move L --with U` may take along now. */
function leftBehind(before: PsState, after: PsState): LeftLeader[] {
  const out: LeftLeader[] = [];
  for (const l of after.leaders.filter((x) => x.fate === 'active' && x.hex !== null)) {
    const was = before.leaders.find((x) => x.id === l.id)?.with ?? null;
    const u = after.units.find((x) => x.id === was && inPlay(x));
    if (!u || l.with === u.id || u.hex === l.hex) continue;
    // Left behind only by the unit's own going: the leader still where it stood (a leader placed elsewhere was not left).
    const from = before.units.find((x) => x.id === u.id)?.hex ?? null;
    if (from === null || from === u.hex || l.hex !== from) continue;
    const line = `move ${l.id} --with ${u.id}`;
    if (accepted(after, line)) out.push({ leader: l, unit: u, line });
  }
  return out;
}

/**
 * 7.1: a unit's move leaves its stacked leaders behind (a leader moves by his own move). After a
 * guided move, the menus offer to take each along at once; after a typed one, the hint names the
 * line. *Reading:* having moved, he enables no full move again this phase (7.1, 7.2), so the
 * default is that he stays.
 */
export function leaderLeftFollowUp(before: PsState, after: PsState): { readonly hint: string; readonly step: GuideStep; readonly menusOnly: true } | null {
  const left = leftBehind(before, after);
  const first = left[0];
  if (first === undefined) return null;
  const cost = 'having moved, he enables no full move again this phase (7.1, 7.2)';
  const hint = `${left.map((x) => `To take ${x.leader.name} along with ${x.unit.name}: ${x.line}`).join('. ')}; ${cost}.`;
  if (left.length === 1) {
    const where = first.unit.hex ? ` to ${first.unit.hex}` : '';
    const step: GuideStep = { kind: 'confirm', message: `${verb(first.leader, 'Does')} ${first.leader.name} go with ${first.unit.name}${where}? ${cost[0]?.toUpperCase()}${cost.slice(1)}.`, default: false, next: (yes) => (yes ? first.line : null) };
    return { hint, step, menusOnly: true };
  }
  const choices = [...left.map((x) => ({ name: `${x.leader.name} goes with ${x.unit.name}`, value: x.line })), { name: 'they stay', value: '' }];
  return { hint, step: { kind: 'select', message: `Which leader goes with ${first.unit.name}? The others may follow: move <leader> --with <unit>. ${cost[0]?.toUpperCase()}${cost.slice(1)}.`, choices, default: '', next: (line) => (line === '' ? null : line) }, menusOnly: true };
}
