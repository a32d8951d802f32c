/**
 * Seed 004, 4.5 and 11.4: two holds a cavalry reaction puts on the move under way.
 * - The moving player's infantry fires at cavalry as it enters the hex between, before its melee.
 *   Typed first, that fire is taken on the cavalry's move into that hex: the cavalry is then held to
 *   its reaction through that hex before anything else is entered (unless the fire drove it back).
 * - Cavalry that fights the mover in the hex it stands in does so as the mover exits that hex: the
 *   move is then held to go on out of it, as fire on that condition holds it (promise.ts).
 */
import { counted, its, itWord, listWords, verb } from '../../engine/english.js';
import { possessive } from '../../present/words.js';
import { factorsOf, inPlay } from './helpers.js';
import type { Mover } from './mover.js';
import type { PsState, PsUnit } from './state.js';
import { unledLimit } from './units.js';

/** The unit whose move is under way, when a retreat has not ended it and it is in play. */
function mover(s: PsState): PsUnit | null {
  const m = s.moving;
  if (m === null || m.ended) return null;
  const u = s.units.find((x) => x.id === m.unit);
  return u !== undefined && inPlay(u) && u.hex !== null && !s.pending.some((p) => p.unit === u.id) ? u : null;
}

/** 7.1: the unit, or the leader moving alone, whose move is under way (a leader's ends with his fall or retreat). */
function anyMover(s: PsState): Mover | null {
  const m = s.moving;
  if (m === null || m.ended) return null;
  const l = s.leaders.find((x) => x.id === m.unit);
  return l === undefined ? mover(s) : l.fate === 'active' && l.hex !== null ? l : null;
}

/** 11.4: the cavalry fired at as it entered a hex between and still owing its reaction there, with the hex and the firers. */
export function owedEntries(s: PsState): { cavalry: PsUnit; hex: string; firers: PsUnit[]; mover: Mover }[] {
  const m = anyMover(s);
  if (m === null) return [];
  return (s.moving?.entering ?? []).flatMap((x) => {
    const c = s.units.find((u) => u.id === x.unit);
    // Driven back or destroyed by the fire, it never entered: the entry is dropped (events.ts), and skipped while its retreat waits (11.4, 6.3).
    if (c === undefined || !inPlay(c) || c.hex === null || s.pending.some((p) => p.unit === c.id)) return [];
    return [{ cavalry: c, hex: x.hex, firers: s.units.filter((u) => x.firers.includes(u.id)), mover: m }];
  });
}

/** 11.4: the hold on cavalry `c` (the hex its reaction must go through), or null. */
export const entryOf = (s: PsState, c: string): string | null => owedEntries(s).find((x) => x.cavalry.id === c)?.hex ?? null;

/** "Baldiron fired at Finnish Horse as it entered 0509 (11.4)" */
function firedWords(x: ReturnType<typeof owedEntries>[number]): string {
  const c = x.cavalry;
  return `${listWords(x.firers.map((f) => f.name))} fired at ${c.name} as ${itWord(c)} ${verb(c, 'enters')} ${x.hex} to react to ${x.mover.name} (11.4)`;
}

/** "react B3 melee|charge A4 --to 0509" */
export const owedCommand = (x: { cavalry: PsUnit; hex: string; mover: Mover }, hows: readonly string[] = x.cavalry.charge && x.cavalry.status === 'ordered' ? ['melee', 'charge'] : ['melee']): string => `react ${x.cavalry.id} ${hows.join('|')} ${x.mover.id} --to ${x.hex}`;

/** 4.2, 4.3: why the mover cannot go on (its MP spent), or null. */
function stuck(s: PsState, u: PsUnit): string | null {
  const m = s.moving;
  if (m === null) return null;
  const ma = factorsOf(u).move;
  if (m.mp >= ma) return `${m.mp} of ${ma} MP spent`;
  const limit = unledLimit(u.type);
  return limit !== null && m.leader === null && m.hexes >= limit ? `${counted(limit, 'hex', 'hexes')} at most without a leader, 4.3` : null;
}

/** 4.5, 11.4: the cavalry that fought the mover in the hex it stands in, on the condition that it goes on out of it. */
function owedExit(s: PsState): { mover: PsUnit; cavalry: PsUnit[] } | null {
  const m = mover(s);
  const ids = s.moving?.exitOwed ?? [];
  // 11.8: a mover the result sends in pursuit leaves the hex by that result, not by its move: it owes nothing.
  if (m === null || ids.length === 0 || s.pending.some((p) => p.pursuer === m.id)) return null;
  return { mover: m, cavalry: s.units.filter((u) => ids.includes(u.id)) };
}

/** "Finnish Horse fought Pappenheim's Horse in 0508 as it was to go on out of that hex (4.5, 11.4)" */
const heldWords = (x: { mover: PsUnit; cavalry: PsUnit[] }): string =>
  `${listWords(x.cavalry.map((c) => c.name))} fought ${x.mover.name} in ${x.mover.hex} on the condition that ${itWord(x.mover)} ${verb(x.mover, 'goes')} on out of that hex (4.5, 11.4)`;

/**
 * 4.1, 4.5, 11.4: the refusal of anything that would end the move under way (`what`: "Savelli
 * moves", "the phase ends") while a cavalry reaction it drew holds it; `except`: the movers whose
 * own move this is (they go on), for the exit hold only.
 */
export function heldRefusal(s: PsState, what: string, except: readonly (string | undefined)[] = []): string | null {
  const entry = owedEntries(s)[0];
  if (entry !== undefined) return `${possessive(entry.cavalry.name)} reaction must come before ${what}: ${firedWords(entry)}; ${owedCommand(entry)}, or undo that fire`;
  const exit = owedExit(s);
  if (exit === null || except.includes(exit.mover.id)) return null;
  const why = stuck(s, exit.mover);
  const goOn = why !== null ? `${itWord(exit.mover)} ${verb(exit.mover, 'has')} no move left (${why}), so undo that reaction` : `move ${exit.mover.id} on first, or undo that reaction`;
  return `${possessive(exit.mover.name)} move must go on out of ${exit.mover.hex} before ${what}: ${heldWords(exit)}; ${goOn}`;
}

/** 4.5, 11.4: the refusal of the mover's next leg while a hold stands; `first` is its first step's hex (its own for a pivot in place). */
export function heldStepRefusal(s: PsState, u: Mover, first: string | null): string | null {
  const entry = owedEntries(s).find((x) => x.mover.id === u.id);
  if (entry !== undefined) return `${possessive(entry.cavalry.name)} reaction comes before ${possessive(u.name)} next step: ${firedWords(entry)}; ${owedCommand(entry)}, or undo that fire`;
  const exit = owedExit(s);
  if (exit === null || exit.mover.id !== u.id || first !== u.hex) return null;
  return `${heldWords(exit)}: a pivot in place is no step out of it (9.2); ${its(exit.mover)} next step must leave ${u.hex}, or undo that reaction`;
}

/**
 * 11.4: after infantry fire at cavalry entering a hex between, what the cavalry owes ("Finnish
 * Horse must now make its reaction through 0509 …"); '' when the fire drove it back.
 */
export function entryWords(after: PsState, cavalry: string, accepts: (how: 'melee' | 'charge', to: string) => boolean): string {
  const x = owedEntries(after).find((e) => e.cavalry.id === cavalry);
  if (x === undefined) return '';
  const c = x.cavalry;
  const hows = (['melee', 'charge'] as const).filter((h) => accepts(h, x.hex));
  if (hows.length === 0) return `${c.name} now ${verb(c, 'has')} no reaction open through ${x.hex}, which this fire answers: undo this fire (11.4).`;
  return `${c.name} must now make ${its(c)} reaction through ${x.hex}, before anything else is entered, as this fire answers ${its(c)} move into it (11.4): ${owedCommand(x, hows)}.`;
}

/** 4.5, 11.4: after a melee where the mover stands, what the move owes; '' when the result ended it. */
export function exitWords(after: PsState, unit: string): string {
  const x = owedExit(after);
  if (x === null || x.mover.id !== unit) return '';
  const u = x.mover;
  const why = stuck(after, u);
  if (why !== null) return `${u.name} now ${verb(u, 'has')} no move left (${why}) to go on out of ${u.hex}, as this melee requires: undo this reaction (4.5, 11.4).`;
  return `${possessive(u.name)} move must now go on out of ${u.hex}, as this melee is fought as ${itWord(u)} ${verb(u, 'exits')} it (4.5, 11.4).`;
}
