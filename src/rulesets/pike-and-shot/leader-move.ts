/**
 * Seed 004, 7.1 "Leader Movement": a leader's own move, alone or to join a unit (`--with`). He
 * pays 1 MP a hex whatever the terrain, enters no enemy's hex, and moving alone draws reaction
 * (4.5, 11.4): his way is worked out as a unit's (ways.ts), the enemies he passes within reach
 * of named, and fire where he stands holds him to his next step (promise.ts).
 */
import { counted, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { MoveRequest } from './actions.js';
import type { PsEvent } from './events.js';
import { hexDistance, normalizeHex } from './hexes.js';
import { enemyIn, hostIn, inPlay, leaderWay, outcome, plain, type PsOutcome } from './helpers.js';
import { LEADER_REACH } from './mover.js';
import { isGun } from './units.js';
import { nextStepRefusal, promiseStarts, unkeptRefusal } from './promise.js';
import type { PsLeader, PsState, PsUnit } from './state.js';
import { activeSide, isMoveStep } from './steps.js';
import { findWay, firstStep, lastStepFrom } from './ways.js';
import { sideOwn } from './side-words.js';

/** 7.1: a lone leader's move says he may draw reaction, with a blank for the reacting unit. */
export const loneLeaderReaction = (leader: string): string => ` Alone, he may draw enemy reaction (7.1): react <unit> fire|melee|charge ${leader}.`;

/** A leader's hex: his own, else the hex of the unit he is stacked with. */
export function leaderHex(s: PsState, l: PsLeader): string | null {
  return l.hex ?? s.units.find((u) => u.id === l.with)?.hex ?? null;
}

/** 7.1: a leader's own move: to a hex, or to join a friendly unit (`--with`). */
export function moveLeader(s: PsState, l: PsLeader, req: MoveRequest): Result<PsOutcome, string> {
  const joined = req.with === undefined ? null : s.units.find((u) => u.id === req.with) ?? null;
  const barred = mayMove(s, l, joined);
  if (barred !== null) return err(barred);
  const end = destination(s, l, req, joined);
  if (!end.ok) return end;
  const { here, hex } = end.value;
  // Going with the unit whose move is under way is no move of his own (4.1): he is not alone on the way.
  const alone = !(joined && joined.id === s.moving?.unit);
  const way = alone && hex !== null ? wayOf(s, l, req, here, hex) : ok(null);
  if (!way.ok) return way;
  // 7.1: ending in a friendly unit's hex, he is stacked with it.
  const host = joined ?? hostIn(s, l.side, hex) ?? null;
  // 7.1, 12.4: a gun shields no leader: with one only, he is attacked (and reacted to) as a leader alone.
  const shield = host !== null && !isGun(host.type) ? host : null;
  const gunOnly = host !== null && shield === null ? `, a gun only: he is attacked as a leader alone (7.1, 12.4);` : ':';
  // The hexes he was given to move (--hexes) are said, as a unit's move says them.
  const count = req.hexes !== undefined ? ` ${counted(req.hexes, 'hex', 'hexes')}` : '';
  const text = `${l.name} moves${count}${hex ? ` to ${hex}` : ''}${host ? `, stacked with ${host.name}` : ''}${gunOnly} he cannot enable full movement again this phase (7.1).`;
  // 7.1: moving alone he draws reactions; ending alone, he may be attacked in the combat phase.
  const words = [text, way.value?.words ?? ''].filter((w) => w !== '').join(' ');
  const from = way.value?.from;
  const event: PsEvent = { type: 'leader-moved', leader: l.id, hex, with: host?.id ?? null, moved: true, text, ...(from !== undefined ? { from } : {}) };
  // The blank hint only where the map cannot tell: his way unknown (no hexes, or --hexes), or an
  // enemy unit off the map's numbers. Else the way's words name who may react, or no one may.
  const unplaced = s.units.some((u) => u.side !== l.side && inPlay(u) && u.hex === null);
  const hint = shield === null && (!way.value?.searched || unplaced) ? loneLeaderReaction(l.id) : '';
  return outcome([plain('move', `${words}${hint}`)], [event]);
}

/** 7.1, 4.1, 4.5: why he may not move now (his phase, a move of his already finished, fire owed by another's move), or null. */
function mayMove(s: PsState, l: PsLeader, joined: PsUnit | null): string | null {
  if (l.fate !== 'active') return `${l.name} is no longer in play`;
  if (!isMoveStep(s) || l.side !== activeSide(s)) return `${l.name} moves in ${sideOwn(s.sides[l.side].name)} movement phase (7.1)`;
  if (joined && (joined.side !== l.side || !inPlay(joined))) return `${l.name} can join only a friendly unit in play`;
  // 4.1: his move may go on while it is the last move entered, or to join the unit whose move is under way.
  if (l.moved && s.moving?.unit === l.id && s.moving.ended) return `${l.name} has already moved this phase: his move ended with his retreat (4.5)`;
  if (l.moved && s.moving?.unit !== l.id && !(joined && joined.id === s.moving?.unit)) {
    return `${l.name} has already moved this phase, and another unit or leader has moved since: a move is finished before the next begins (4.1)`;
  }
  // 4.5: fire taken on the condition that a unit's move goes on is owed first, unless he goes with that unit or the move is his own.
  return unkeptRefusal(s, `${l.name} moves`, [l.id, joined?.id]);
}

/** 7.1, 4.1: where he goes (null when the scenario has no hexes) and where he stands, every check on the hexes given made. */
function destination(s: PsState, l: PsLeader, req: MoveRequest, joined: PsUnit | null): Result<{ here: string | null; hex: string | null }, string> {
  const to = req.to === undefined ? undefined : normalizeHex(req.to);
  if (to === null) return err(`"${req.to}" is not a hex number (XXYY)`);
  if (joined && to !== undefined && joined.hex !== null && joined.hex !== to) return err(`${joined.name} ${verb(joined, 'is')} in ${joined.hex}, not ${to}: a leader stacks with a unit in his own hex (7.1)`);
  if (to === undefined && !joined && l.hex !== null) return err(`${l.name} stands in ${l.hex}: give the hex he moves to (move ${l.id} to <hex>), or the unit he joins (--with)`);
  // A move enters a hex (4.1): joining the unit he is with, or going to his own hex, moves nothing (and would spend his move, 7.1).
  const here = leaderHex(s, l);
  if (joined && l.with === joined.id && (to === undefined || to === here)) return err(`${l.name} is already with ${joined.name}${here ? ` in ${here}` : ''}: nothing to move`);
  if (!joined && to !== undefined && to === here) return err(`${l.name} is already in ${to}: a move enters at least one hex (4.1)`);
  const hex = to ?? joined?.hex ?? l.hex;
  const held = hex === null ? undefined : enemyIn(s, l.side, hex);
  if (held) return err(`${hex} holds the enemy ${held.name}: ${l.name} may not enter a hex an enemy holds, a gun or a leader included (7.1)`);
  // 7.1: 1 MP a hex whatever the terrain; a way of the hexes given must avoid the enemy.
  if (req.terrain.length > 0 || req.hexsides.length > 0) return err(`a leader pays 1 MP a hex whatever the terrain (7.1): --terrain and --hexside are for units`);
  const distance = hex !== null && l.hex !== null ? hexDistance(l.hex, hex, s.rules.shifted) : null;
  if (req.hexes !== undefined && distance !== null && req.hexes < distance) return err(`${hex} is ${counted(distance, 'hex', 'hexes')} from ${l.hex}: a move there enters at least ${distance}, not ${req.hexes} (4.1, 7.1)`);
  if (req.hexes !== undefined && hex !== null && l.hex !== null && !leaderWay(s, l.side, l.hex, hex, req.hexes)) {
    return err(`no way of ${counted(req.hexes, 'hex', 'hexes')} from ${l.hex} to ${hex} avoids the enemy: a leader never enters an enemy-occupied hex (7.1)`);
  }
  return ok({ here, hex });
}

/**
 * 7.1, 4.4, 4.5: alone, he draws reaction as a unit does, so his way is worked out as a unit's
 * (with no --hexes: the shortest way open, as he has no MA), the reactions on it named; fire where
 * he stood binds his first step. Gives the words and the hex his last step left, when known.
 */
function wayOf(s: PsState, l: PsLeader, req: MoveRequest, here: string | null, hex: string): Result<{ words: string | null; searched: boolean; from?: string }, string> {
  const found = req.hexes === undefined && here !== null ? findWay(s, l, here, hex, { least: hexDistance(here, hex, s.rules.shifted), most: LEADER_REACH }, { continues: l.moved, ...promiseStarts(s, l) }) : null;
  if (found && !found.ok) return found;
  const way = found?.value ?? null;
  const hexes = req.hexes ?? way?.hexes ?? 0;
  const broken = l.moved ? nextStepRefusal(s, l, firstStep(hex, hexes, way)) : null;
  if (broken !== null) return err(broken);
  const from = lastStepFrom(here, hex, hexes, way);
  return ok({ words: way?.words ?? null, searched: way?.path !== undefined, ...(from !== undefined ? { from } : {}) });
}
