/**
 * The loaded Pike & Shot battle, as shown when a game opens: the title, the turns and the first
 * player, then each side with its leaders and its counters, both faces, so that every id the
 * commands take is on the screen. (Resumed, it shows the counters as they stand.)
 */
import { counted } from '../../../engine/english.js';
import { heading, note, present, sentence, space, strong, table } from '../../../present/build.js';
import type { Block, Json, Presentation } from '../../../present/model.js';
import type { Factors, PsState, PsUnit, SideIndex } from '../state.js';
import { alwaysDisordered, TYPE_NAME } from '../units.js';
import { leaderPlace } from './standing.js';
import { sideDoes } from '../side-words.js';

const SIDES = [0, 1] as const satisfies readonly SideIndex[];

/** "3/6/3/3": fire, melee, movement allowance, recovery, as the counter prints them; "-" for a unit that never recovers (6.2). */
const face = (u: PsUnit, f: Factors): string => `${f.fire}/${f.melee}/${f.move}/${alwaysDisordered(u.type) ? '-' : f.recovery}`;

/** A counter's faces in words a glance reads: heavy guns print only their fire (12.x), loose shotte and dragoons one face (10.1, 11.11). */
function faces(u: PsUnit): [string, string] {
  if (u.type === 'artillery') return [`fire ${u.ordered.fire}`, u.capturedFactors ? `captured: fire ${u.capturedFactors.fire}` : ''];
  // A light cannon's two sides are its firing and moving sides (12.7), not ordered and disordered: see `can`.
  if (u.type === 'light-cannon') return [`${u.ordered.fire}/-/${u.ordered.move}/-`, ''];
  return [face(u, u.ordered), u.disordered ? face(u, u.disordered) : alwaysDisordered(u.type) ? 'one face' : ''];
}

/** What the counter may do beyond its type: charge (11.7), pursue (11.8), loose shotte (10.2); a light cannon fire or move, by the side up (12.7). */
const abilities = (u: PsUnit): string =>
  [u.charge ? 'charge' : '', u.pursuit ? 'pursue' : '', u.shotte ? 'loose shotte' : '', u.type === 'light-cannon' ? 'fire or move' : ''].filter((t) => t !== '').join(', ');

export function psBattle(s: PsState, title: string): Presentation {
  const first = s.sides[s.firstPlayer].name;
  const blocks: Block[] = [heading(title), sentence('Pike & Shot'), sentence(`${counted(s.rules.turns, 'turn', 'turns')}; ${sideDoes(first, 'is')} the first player.`), space];
  for (const i of SIDES) {
    const units = s.units.filter((u) => u.originalSide === i);
    const leaders = s.leaders.filter((l) => l.side === i);
    blocks.push(sentence([strong(s.sides[i].name), `: ${i === s.firstPlayer ? 'first' : 'second'} player, ${counted(units.length, 'unit', 'units')}, ${counted(leaders.length, 'leader', 'leaders')}`]));
    // One line a leader, so a long name never pushes the line past a laptop terminal.
    for (const l of leaders) {
      const at = leaderPlace(s, l);
      const place = at.unit ? `with ${at.unit}` : at.hex ? `hex ${at.hex}` : l.fate === 'active' ? 'placed by the game master' : l.fate;
      blocks.push(note(`leader ${l.id}: ${l.name}, fire ${l.fire}, melee ${l.melee}, ${place}`));
    }
    const rows = units.map((u) => [u.id, u.name, TYPE_NAME[u.type], ...faces(u), [u.hex, u.facing ? `facing ${u.facing}` : null].filter((x) => x !== null).join(', '), abilities(u)]);
    blocks.push(table(['id', 'unit', 'type', 'ordered', 'disordered', 'hex', 'can'], rows), space);
  }
  if (!s.rules.houseRules.leaderFallsWithNoRetreat) blocks.push(sentence('House rule: a leader stays in the hex of a unit eliminated instead of retreating (7.4 read as routs only).'));
  if (s.rules.houseRules.fortunesKept) blocks.push(sentence('House rule: unplayed fortunes of war are kept for later combat phases instead of lapsing after their combat (6.5).'));
  if (s.rules.houseRules.counterFireOnlyFromAdjacent) blocks.push(sentence('House rule: the moving player\'s infantry fires at cavalry entering a hex between only when it leaves a hex next to that infantry (4.5 read with 11.4).'));
  if (s.rules.houseRules.pursuitAfterMeleeDisorder) blocks.push(sentence('House rule: pursuit-capable cavalry disordered by the melee still pursues (11.8 read without 6.2).'));
  if (s.rules.houseRules.leaderMeleeIfHeGoesOn) blocks.push(sentence('House rule: a leader moving alone is held to going on, as a unit is: cavalry meets him where he stands, on the condition that he goes on out of that hex, and fire at him there waits on his next step (4.5, 7.1).'));
  if (s.rules.houseRules.sixFailsOnlyWithLeader) blocks.push(sentence('House rule: a recovery roll of 6 fails only when a stacked leader helps (7.3 read as the leader\'s rule).'));
  blocks.push(sentence('Factors read fire/melee/movement/recovery, as the counters print them.'), sentence('Type status for the units as they stand, and rules crt or rules tec for the tables.'));
  const data = {
    kind: 'battle',
    ruleset: 'pike-and-shot',
    title,
    turn: s.turn,
    step: s.step,
    turns: s.rules.turns,
    firstPlayer: first,
    sides: SIDES.map((i) => ({
      name: s.sides[i].name,
      player: i === s.firstPlayer ? 'first' : 'second',
      leaders: s.leaders.filter((l) => l.side === i).map((l) => ({ id: l.id, name: l.name, fire: l.fire, melee: l.melee, with: l.with, hex: l.hex })),
      units: s.units
        .filter((u) => u.originalSide === i)
        .map((u) => ({ id: u.id, name: u.name, type: u.type, ordered: u.ordered, disordered: u.disordered, captured: u.capturedFactors, hex: u.hex, charge: u.charge, pursuit: u.pursuit, shotte: u.shotte })),
    })),
  };
  return present('battle', blocks, data as unknown as Json);
}
