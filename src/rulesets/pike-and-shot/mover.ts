/**
 * Seed 004, 4.0 and 7.1: what moves hex by hex and draws reaction: a unit, or a leader moving
 * alone (7.1). The way finders (4.4), the reactions named on the way (4.5, 11.4) and the fire
 * held to the next step (4.5) read a mover, so a leader's move is worked out as a unit's.
 */
import { its, itWord, them, verb } from '../../engine/english.js';
import type { PsLeader, PsUnit } from './state.js';

export type Mover = PsUnit | PsLeader;

/** A leader has no unit type: he is no combat unit (7.1). */
export const isLeader = (m: Mover): m is PsLeader => !('type' in m);

/** "he" for a leader, else "it" or "they". */
export const heWord = (m: Mover): string => (isLeader(m) ? 'he' : itWord(m));

/** "his" for a leader, else "its" or "their". */
export const hisWord = (m: Mover): string => (isLeader(m) ? 'his' : its(m));

/** "him" for a leader, else "it" or "them". */
export const himWord = (m: Mover): string => (isLeader(m) ? 'him' : them(m));

/** The verb for a mover: a leader is one man, whatever his name. */
export const moverVerb = (m: Mover, singular: string): string => (isLeader(m) ? singular : verb(m, singular));

/**
 * 7.1: *reading:* the book prices a leader's hexes (1 MP each, whatever the terrain) but prints
 * no movement allowance for him, so his way is the shortest one open, however long; this bound
 * only keeps the search on the map (hex numbers run to 99 a side, so no two hexes are 150 apart).
 */
export const LEADER_REACH = 200;
