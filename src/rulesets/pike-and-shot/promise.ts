/**
 * Seed 004, 4.5: infantry fires at a unit that moves from a hex next to it directly into another
 * next to it, in the hex being exited. Entered with the move stopped in that hex, the fire is
 * taken on the condition that the move goes on into another hex next to the firer; this file
 * holds the move to it: its next step must enter such a hex, and nothing that ends the move
 * (another unit's or leader's move, the end of the phase) comes first. 7.1: a leader moving alone
 * is held so too.
 */
import { listWords, them } from '../../engine/english.js';
import { possessive } from '../../present/words.js';
import { enemyLeaderAlone, inPlay } from './helpers.js';
import { heWord, himWord, hisWord, isLeader, type Mover, moverVerb } from './mover.js';
import { heldRefusal, heldStepRefusal } from './entry-hold.js';
import { keepOrUndo, moverUnderWay } from './move-under-way.js';
import { hexDistance, neighbour, SIDES } from './hexes.js';
import type { PsState, PsUnit } from './state.js';

/** The move whose fire waits on its next step, with the units that fired and the mover (a unit, or a leader alone, 7.1); null when none waits. */
function waiting(s: PsState): { mover: Mover; firers: PsUnit[] } | null {
  const promised = s.moving?.promised ?? [];
  // A retreat or rout called for (6.3) ends the move (4.5), and so does a leader's fall (7.4): nothing is owed then.
  const mover = promised.length === 0 ? null : moverUnderWay(s);
  if (mover === null) return null;
  const firers = s.units.filter((u) => promised.includes(u.id) && inPlay(u) && u.hex !== null);
  return firers.length === 0 ? null : { mover, firers };
}

/** 4.5: whether `hex` is next to every one of these firers. */
export const nextToAll = (s: PsState, firers: readonly Pick<PsUnit, 'hex'>[], hex: string): boolean =>
  firers.every((f) => f.hex !== null && hexDistance(f.hex, hex, s.rules.shifted) === 1);

/** 4.4, 4.5, 7.1: the hexes next to `mover` and to every firer that no enemy holds: where its next step may go. */
export function stepsOpen(s: PsState, mover: Mover, firers: readonly Pick<PsUnit, 'hex'>[]): string[] {
  if (mover.hex === null) return [];
  const held = (h: string) => s.units.some((x) => inPlay(x) && x.hex === h && x.side !== mover.side) || enemyLeaderAlone(s, mover.side, h) !== undefined;
  return SIDES.map((side) => neighbour(mover.hex as string, side, s.rules.shifted)).filter((h): h is string => h !== null && nextToAll(s, firers, h) && !held(h));
}

/** The units that fired on the condition that `u`'s move goes on, when its move is the one waiting. */
export function promisedFirers(s: PsState, u: Pick<PsUnit, 'id'>): PsUnit[] {
  const w = waiting(s);
  return w !== null && w.mover.id === u.id ? w.firers : [];
}

/** "Commanded Musketeers fired at Baldiron in 0609 on the condition that it goes on into another hex next to them (4.5)" */
function firedWords(w: { mover: Mover; firers: PsUnit[] }): string {
  const { mover, firers } = w;
  const they = firers.length > 1 ? 'them' : them(firers[0] as PsUnit);
  return `${listWords(firers.map((f) => f.name))} fired at ${mover.name} in ${mover.hex} on the condition that ${heWord(mover)} ${moverVerb(mover, 'goes')} on into another hex next to ${they} (4.5)`;
}

/** 9.2: only a battalion pivots. */
const isBattalion = (u: Mover): boolean => !isLeader(u) && u.type === 'battalion';

/** "0709 or 0809" */
const either = (hexes: readonly string[]): string => (hexes.length < 2 ? hexes.join('') : `${hexes.slice(0, -1).join(', ')} or ${hexes.at(-1)}`);

/**
 * 4.5: the refusal of the mover's next leg when its first step does not enter a hex next to
 * every unit that fired on that condition; `first` is that step's hex (its own for a pivot in
 * place), null when the tool does not know the way (a winding way of the game master's, or no hex given).
 */
export function nextStepRefusal(s: PsState, u: Mover, first: string | null): string | null {
  // 11.4: a cavalry reaction that holds the move comes first.
  const held = heldStepRefusal(s, u, first);
  if (held !== null) return held;
  const w = waiting(s);
  if (w === null || w.mover.id !== u.id) return null;
  const open = stepsOpen(s, u, w.firers);
  // 9.2: a battalion's pivot in place is no step; the free pivot of the step itself turns it as it goes. Only a battalion pivots.
  const into = `${hisWord(u)} next step must enter ${open.length > 0 ? either(open) : 'such a hex'}`;
  if (first === u.hex && isBattalion(u)) return `${firedWords(w)}: a pivot in place is no step; ${into} (a pivot with it is free toward the hex it enters, 9.2), or type undo to take that reaction back`;
  if (first === u.hex) return `${firedWords(w)}: a move to ${u.hex} is no step; ${into}, or type undo to take that reaction back`;
  if (first === null || nextToAll(s, w.firers, first)) return null;
  const where = open.length > 0 ? `${hisWord(u)} next step must enter ${either(open)}, or type undo to take that reaction back` : `no such hex is open to ${himWord(u)}: type undo to take that reaction back`;
  return `${firedWords(w)}: ${first} is not next to ${w.firers.length > 1 ? 'them all' : them(w.firers[0] as PsUnit)}; ${where}`;
}

/**
 * 4.1, 4.5: the refusal of anything that would end the waiting move (`what`: "Savelli moves",
 * "the phase ends") before it goes on as the fire required; `except`: the movers whose move this is not.
 */
export function unkeptRefusal(s: PsState, what: string, except: readonly (string | undefined)[] = []): string | null {
  const held = heldRefusal(s, what, except);
  if (held !== null) return held;
  const w = waiting(s);
  if (w === null || except.includes(w.mover.id)) return null;
  const open = stepsOpen(s, w.mover, w.firers);
  const goOn = keepOrUndo(s, w.mover, open.length > 0 ? `move ${w.mover.id} to ${either(open)} first, or type undo to take that reaction back` : `no such hex is open to ${himWord(w.mover)}, so type undo to take that reaction back`);
  return `${possessive(w.mover.name)} move must go on before ${what}: ${firedWords(w)}; ${goOn}`;
}

/** 4.5: fire taken on the condition that the mover goes on: a way whose first step keeps it, when one does. */
export function promiseStarts(s: PsState, m: Mover): { starts?: (hex: string) => boolean } {
  const firers = promisedFirers(s, m);
  return firers.length > 0 ? { starts: (hex: string) => nextToAll(s, firers, hex) } : {};
}
