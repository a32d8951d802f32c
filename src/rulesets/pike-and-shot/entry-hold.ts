/**
 * Seed 004, 4.5 and 11.4: two holds a cavalry reaction puts on the move under way.
 * - The moving player's infantry fires at cavalry as it enters the hex between, before its melee.
 *   Typed first, that fire is taken on the cavalry's move into that hex: the cavalry is then held to
 *   its reaction through that hex before anything else is entered (unless the fire drove it back).
 * - Cavalry that fights the mover in the hex it stands in does so as the mover exits that hex: the
 *   move is then held to go on out of it, as fire on that condition holds it (promise.ts).
 */
import { its, itWord, listWords, verb } from '../../engine/english.js';
import { possessive } from '../../present/words.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { ReactRequest } from './actions.js';
import type { PsEvent } from './events.js';
import { inPlay } from './helpers.js';
import { normalizeHex } from './hexes.js';
import { keepOrUndo, moverUnderWay, noMoveLeft } from './move-under-way.js';
import { isLeader, type Mover } from './mover.js';
import type { PsState, PsUnit } from './state.js';
import { isMoveStep } from './steps.js';

/** 11.4: the cavalry fired at as it entered a hex between and still owing its reaction there, with the hex and the firers. */
export function owedEntries(s: PsState): { cavalry: PsUnit; hex: string; firers: PsUnit[]; mover: Mover }[] {
  const m = moverUnderWay(s);
  if (m === null) return [];
  return (s.moving?.entering ?? []).flatMap((x) => {
    const c = s.units.find((u) => u.id === x.unit);
    // Driven back or destroyed by the fire, it never entered: the entry is dropped (events.ts), and skipped while its retreat waits (11.4, 6.3).
    if (c === undefined || !inPlay(c) || c.hex === null || s.pending.some((p) => p.unit === c.id)) return [];
    return [{ cavalry: c, hex: x.hex, firers: s.units.filter((u) => x.firers.includes(u.id)), mover: m }];
  });
}

/**
 * 11.4: cavalry fired on as it entered a hex between is held to its reaction through that hex:
 * its melee or charge against the mover. Null when it is not held (a fortune of war's reaction,
 * 6.5, is no such reaction); else the refusal, or the request through that hex.
 */
export function heldReaction(s: PsState, req: ReactRequest, fromFortune: boolean): Result<ReactRequest, string> | null {
  const owed = fromFortune ? undefined : owedEntries(s).find((x) => x.cavalry.id === req.unit);
  if (owed === undefined) return null;
  const c = owed.cavalry;
  const fired = `${c.name} was fired on as ${itWord(c)} entered ${owed.hex} (11.4)`;
  if (req.how === 'fire' || req.target !== owed.mover.id) return err(`${fired}: ${its(c)} reaction is ${its(c)} melee or charge through that hex: ${owedCommand(owed)}`);
  if (req.to !== undefined && normalizeHex(req.to) !== owed.hex) return err(`${fired}: ${its(c)} reaction goes through that hex, not ${req.to}: ${owedCommand(owed)}`);
  return ok(req.to === undefined ? { ...req, to: owed.hex } : req);
}

/** 11.4: the mark of infantry fire at cavalry entering a hex between, which holds it to its reaction through that hex. */
export const entryMark = (req: ReactRequest): PsEvent => ({ type: 'reacted', unit: req.unit, against: 'entry', target: req.target, hex: normalizeHex(req.to ?? '') ?? req.to ?? '', text: '' });

/** "Baldiron fired at Finnish Horse as it entered 0509 to react to Cronberg's Harquebusiers (11.4)" */
function firedWords(x: ReturnType<typeof owedEntries>[number]): string {
  const c = x.cavalry;
  return `${listWords(x.firers.map((f) => f.name))} fired at ${c.name} as ${itWord(c)} entered ${x.hex} to react to ${x.mover.name} (11.4)`;
}

/** "react B3 melee|charge A4 --to 0509" */
export const owedCommand = (x: { cavalry: PsUnit; hex: string; mover: Mover }, hows: readonly string[] = x.cavalry.charge && x.cavalry.status === 'ordered' ? ['melee', 'charge'] : ['melee']): string => `react ${x.cavalry.id} ${hows.join('|')} ${x.mover.id} --to ${x.hex}`;

/** 4.5, 11.4: the cavalry that fought the mover in the hex it stands in, on the condition that it goes on out of it. */
function owedExit(s: PsState): { mover: PsUnit; cavalry: PsUnit[] } | null {
  const u = moverUnderWay(s);
  const m = u === null || isLeader(u) ? null : u;
  const ids = s.moving?.exitOwed ?? [];
  // 11.8: a mover the result sends in pursuit leaves the hex by that result, not by its move: it owes nothing.
  if (m === null || ids.length === 0 || s.pending.some((p) => p.pursuer === m.id)) return null;
  return { mover: m, cavalry: s.units.filter((u) => ids.includes(u.id)) };
}

/** 4.5, 11.4: whether a melee reaction is fought where the mover stands, as it exits that hex (not with it taken back to the hex its last step left). */
export const foughtAsItExits = (s: PsState, req: ReactRequest, pre: readonly PsEvent[]): boolean =>
  req.how !== 'fire' && isMoveStep(s) && !pre.some((e) => e.type === 'step-back') && s.moving?.unit === req.target && !s.pending.some((p) => p.unit === req.target);

/** "Finnish Horse fought Pappenheim's Horse in 0508 on the condition that it goes on out of that hex (4.5, 11.4)" */
const heldWords = (x: { mover: PsUnit; cavalry: PsUnit[] }): string =>
  `${listWords(x.cavalry.map((c) => c.name))} fought ${x.mover.name} in ${x.mover.hex} on the condition that ${itWord(x.mover)} ${verb(x.mover, 'goes')} on out of that hex (4.5, 11.4)`;

/**
 * 4.1, 4.5, 11.4: the refusal of anything that would end the move under way (`what`: "Savelli
 * moves", "the phase ends") while a cavalry reaction it drew holds it; `except`: the movers whose
 * own move this is (they go on), for the exit hold only.
 */
export function heldRefusal(s: PsState, what: string, except: readonly (string | undefined)[] = []): string | null {
  const entry = owedEntries(s)[0];
  if (entry !== undefined) return `${possessive(entry.cavalry.name)} reaction must come before ${what}: ${firedWords(entry)}; ${owedCommand(entry)}, or type undo to take that fire back`;
  const exit = owedExit(s);
  if (exit === null || except.includes(exit.mover.id)) return null;
  const goOn = keepOrUndo(s, exit.mover, `move ${exit.mover.id} on first, or type undo to take that reaction back`);
  return `${possessive(exit.mover.name)} move must go on out of ${exit.mover.hex} before ${what}: ${heldWords(exit)}; ${goOn}`;
}

/** 4.5, 11.4: the refusal of the mover's next leg while a hold stands; `first` is its first step's hex (its own for a pivot in place). */
export function heldStepRefusal(s: PsState, u: Mover, first: string | null): string | null {
  const entry = owedEntries(s).find((x) => x.mover.id === u.id);
  if (entry !== undefined) return `${possessive(entry.cavalry.name)} reaction comes before ${possessive(u.name)} next step: ${firedWords(entry)}; ${owedCommand(entry)}, or type undo to take that fire back`;
  const exit = owedExit(s);
  if (exit === null || exit.mover.id !== u.id || first !== u.hex) return null;
  // 9.2: only a battalion pivots; any other unit's move to its own hex is simply no step.
  const none = exit.mover.type === 'battalion' ? 'a pivot in place is no step out of it (9.2)' : `a move to ${u.hex} is no step out of it`;
  return `${heldWords(exit)}: ${none}; ${its(exit.mover)} next step must leave ${u.hex}, or type undo to take that reaction back`;
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
  const why = noMoveLeft(after, u);
  if (why !== null) return `${u.name} now ${verb(u, 'has')} no move left (${why}) to go on out of ${u.hex}, as this melee requires: undo this reaction (4.5, 11.4).`;
  return `${possessive(u.name)} move must now go on out of ${u.hex}: this melee was fought there as ${itWord(u)} left it (4.5, 11.4).`;
}
