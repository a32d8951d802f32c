/**
 * Seed 004, 6.3 "Retreat" and 6.4 "Rout", as the game master moves them on the map: the
 * engine knows a unit must go, how far, and who pursues; the map says where. Also 11.8
 * (pursuit), 6.6 and 11.3 (advance after combat), 7.3 (leaders go with the unit).
 */
import { possessive } from '../../present/words.js';
import { counted, isPlural, its, itWord, verb } from '../../engine/english.js';
import { err, type Result } from '../../engine/result.js';
import type { RetreatRequest } from './actions.js';
import type { PsEvent } from './events.js';
import { hexDistance, normalizeHex } from './hexes.js';
import { inPlay, other, outcome, plain, type PsOutcome, unitOf } from './helpers.js';
import { fallWithUnit, followUnit } from './leaders.js';
import { captureEvents, unitsIn } from './movement.js';
import type { PsState } from './state.js';
import { isGun, retreatLength, ROUT_LENGTH } from './units.js';

export function resolveRetreat(s: PsState, req: RetreatRequest): Result<PsOutcome, string> {
  const p = s.pending.find((x) => x.unit === req.unit);
  const u = s.units.find((x) => x.id === req.unit);
  if (!u) return err('no such unit');
  if (!p) return err(`${u.name} ${verb(u, 'has')} no retreat to make${s.pending.length > 0 ? `; waiting: ${s.pending.map((x) => unitOf(s, x.unit).name).join(', ')}` : ''}`);
  const hexes = p.rout ? ROUT_LENGTH : retreatLength(u.type);
  const enemy = other(u.side);
  const events: PsEvent[] = [{ type: 'pending-done', unit: u.id, text: `${possessive(u.name)} ${p.rout ? 'rout' : 'retreat'} is made.` }];
  const words: string[] = [];
  const routFortune = (): PsEvent => ({ type: 'fow', side: enemy, delta: 1, text: `The ${s.sides[enemy].name} gain a fortune of war for the rout (6.4).` });

  if (req.blocked) {
    // 6.3: no way out but through enemies or prohibited terrain.
    events.push({ type: 'eliminated', unit: u.id, text: `${u.name} cannot retreat and is eliminated (6.3).` });
    words.push(`${u.name} cannot ${p.rout ? 'rout' : 'retreat'} and is eliminated (6.3).`);
    if (p.rout) {
      events.push(...fallWithUnit(s, u.id), routFortune());
      words.push(`The ${s.sides[enemy].name} gain a fortune of war (6.4).`);
    }
    return outcome([plain('retreat', words.join(' '), [{ unit: u.name, from: u.status, to: 'eliminated' }])], events);
  }

  if (req.through !== undefined) {
    // 6.3: through the only open hex, held by a friend: the friend is disordered, the unit routs from there.
    const f = s.units.find((x) => x.id === req.through);
    if (!f || !inPlay(f) || f.side !== u.side || f.id === u.id) return err('--through names a friendly unit in play');
    if (isGun(f.type)) return err(`${f.name} ${verb(f, 'is')} artillery: units pass through guns freely (4.4, 12.1), so this is no rout`);
    if (f.status === 'ordered') events.push({ type: 'status', unit: f.id, status: 'disordered', text: `${f.name} ${verb(f, 'is')} disordered by ${u.name} retreating through ${isPlural(f) ? 'them' : 'it'} (6.3).` });
    events.push({ type: 'moved', unit: u.id, hex: f.hex, hexes: 0, text: `${u.name} ${verb(u, 'retreats')} into ${possessive(f.name)} hex.` });
    events.push(...followUnit(s, u.id, f.hex, false));
    if (p.rout) events.push(routFortune());
    events.push({ type: 'pending', retreat: { ...p, rout: true }, text: `${u.name} ${verb(u, 'routs')} from ${possessive(f.name)} hex (6.3, 6.4).` });
    words.push(`${u.name} ${verb(u, p.rout ? 'routs' : 'retreats')} through ${f.name}${f.status === 'ordered' ? ', which is disordered' : ' (already disordered)'} and ${verb(u, 'routs')} ${ROUT_LENGTH} hexes from there (6.3): retreat ${u.id} again to finish the rout.`);
    if (p.rout) words.push(`The ${s.sides[enemy].name} gain a fortune of war (6.4).`);
    return outcome([plain('retreat', words.join(' '), [{ unit: u.name, from: p.rout ? 'routing' : 'retreating', to: 'routing' }])], events);
  }

  const to = req.to === undefined ? null : normalizeHex(req.to);
  if (req.to !== undefined && to === null) return err(`"${req.to}" is not a hex number (XXYY)`);
  if (to !== null) {
    const blocker = unitsIn(s, to).find((x) => x.id !== u.id && !isGun(x.type));
    if (blocker && blocker.side !== u.side) return err(`${to} holds the enemy ${blocker.name}: a unit cannot retreat there; if it is the only way, --blocked (6.3)`);
    if (blocker) return err(`${to} holds ${blocker.name}: retreat through it with --through ${blocker.id} if it is the only way (6.3)`);
    if (u.hex !== null && p.rout === false && hexDistance(u.hex, to, s.rules.shifted) !== hexes) {
      words.push(`(${to} is ${counted(hexDistance(u.hex, to, s.rules.shifted), 'hex', 'hexes')} away; a ${u.type} retreats ${hexes}.)`);
    }
  }
  const chaser = p.pursuer === null ? undefined : s.units.find((x) => x.id === p.pursuer && inPlay(x));
  if (req.offMap) {
    events.push({ type: 'off-map', unit: u.id, text: `${u.name} ${verb(u, 'leaves')} the map: out of play, not eliminated (6.3).` }, ...followUnit(s, u.id, null, true));
    words.push(`${u.name} ${verb(u, p.rout ? 'routs' : 'retreats')} off the map: out of play, not counted as eliminated (6.3).`);
  } else {
    events.push({ type: 'moved', unit: u.id, hex: to, hexes: 0, text: `${u.name} ${verb(u, p.rout ? 'routs' : 'retreats')} ${counted(hexes, 'hex', 'hexes')}${to ? ` to ${to}` : ''}.` }, ...followUnit(s, u.id, to, false));
    words.push(`${u.name} ${verb(u, p.rout ? 'routs' : 'retreats')} ${counted(hexes, 'hex', 'hexes')}${to ? ` to ${to}` : ''}${s.leaders.some((l) => l.with === u.id && l.fate === 'active') ? `, ${its(u)} leader with ${itWord(u) === 'they' ? 'them' : 'it'} (7.3)` : ''}.`);
    if (to !== null) for (const gun of unitsIn(s, to).filter((x) => x.side !== u.side && isGun(x.type))) events.push(...captureEvents(s, u, gun));
  }
  if (chaser) {
    // 11.8: the pursuer follows to the destination, even off the map; the enemy is eliminated and the pursuer disordered.
    if (!req.offMap) events.push({ type: 'eliminated', unit: u.id, text: `${chaser.name} ${verb(chaser, 'rides')} ${u.name} down (11.8).` });
    events.push(req.offMap ? { type: 'off-map', unit: chaser.id, text: `${chaser.name} ${verb(chaser, 'follows')} off the map and may not return (11.8).` } : { type: 'moved', unit: chaser.id, hex: to, hexes: 0, text: `${chaser.name} ${verb(chaser, 'follows')} to ${to ?? 'the destination'} (11.8).` });
    if (chaser.status === 'ordered') events.push({ type: 'status', unit: chaser.id, status: 'disordered', text: `${chaser.name} ${verb(chaser, 'is')} disordered by the pursuit (11.8).` });
    if (p.rout) events.push(...fallWithUnit(s, u.id));
    words.push(`${chaser.name} ${verb(chaser, 'pursues')}${req.offMap ? ' off the map' : ''}: ${u.name} ${verb(u, 'is')} eliminated and ${chaser.name} disordered (11.8).`);
  } else if (p.rout) {
    words.push(`The ${s.sides[enemy].name} gain a fortune of war (6.4).`);
  }
  if (p.rout) events.push(routFortune());
  if (chaser && p.rout) words.push(`The ${s.sides[enemy].name} gain a fortune of war (6.4).`);
  return outcome([plain('retreat', words.join(' '), [{ unit: u.name, from: p.rout ? 'routing' : 'retreating', to: chaser ? 'eliminated' : req.offMap ? 'off the map' : 'in place' }])], events);
}

/** 6.6, 11.3: the attacker moves into the vacated hex; cavalry may go 2 hexes, light cavalry 3. No reaction. */
export function resolveAdvance(s: PsState, req: { unit: string; to?: string }): Result<PsOutcome, string> {
  const offer = s.advance;
  const u = s.units.find((x) => x.id === req.unit);
  if (!u) return err('no such unit');
  if (!offer || offer.unit !== u.id) return err(`${u.name} may not advance: only the attacker of a melee whose defender retreated or routed (6.6)`);
  const loser = s.pending.find((p) => p.from === u.id);
  if (loser) return err(`first finish the retreat of ${unitOf(s, loser.unit).name}`);
  const to = req.to === undefined ? offer.into : normalizeHex(req.to);
  if (req.to !== undefined && to === null) return err(`"${req.to}" is not a hex number (XXYY)`);
  if (to !== null && u.hex !== null && hexDistance(u.hex, to, s.rules.shifted) > offer.hexes) return err(`${u.name} ${verb(u, 'advances')} at most ${offer.hexes} hex${offer.hexes === 1 ? '' : 'es'} (6.6, 11.3)`);
  if (to !== null && unitsIn(s, to).some((x) => x.side !== u.side && !isGun(x.type))) return err(`${to} holds an enemy: the advance goes into the vacated hex (6.6)`);
  const events: PsEvent[] = [
    { type: 'advance-offer', offer: null, text: '' },
    { type: 'moved', unit: u.id, hex: to, hexes: 0, text: `${u.name} ${verb(u, 'advances')}${to ? ` to ${to}` : ''} (6.6).` },
  ];
  if (to !== null) for (const gun of unitsIn(s, to).filter((x) => x.side !== u.side && isGun(x.type))) events.push(...captureEvents(s, u, gun));
  const extra = events.filter((e) => e.type === 'captured' || e.type === 'eliminated').map((e) => e.text);
  return outcome([plain('advance', [`${u.name} ${verb(u, 'advances')}${to ? ` to ${to}` : ' into the vacated hex'}; the advance triggers no reaction (6.6).`, ...extra].join(' '))], events);
}
