/**
 * What every part of the turn engine looks up (units, leaders, sides and steps by id, with
 * the refusal when one is missing) and the shape of its answers: events plus itemised results.
 */
import type { Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { DevilOutcome } from './actions.js';
import type { DevilEvent } from './events.js';
import type { DevilState, DevilStepId, LeaderState, SideIndex, UnitState } from './state.js';
import { DEVIL_STEPS } from './steps.js';
import { capitalFirst, its, itWord, type Named, possessive, sideAndVerb, sideIsPlural, sideSubject } from '../../engine/english.js';
import { verb } from './words.js';

/** An action's answer: its events and results, or why it is refused. */
export type Outcome = Result<DevilOutcome, string>;

export const other = (side: SideIndex): SideIndex => (side === 0 ? 1 : 0);
export const unitById = (s: DevilState, id: string) => s.units.find((u) => u.id === id);
export const leaderById = (s: DevilState, id: string) => s.leaders.find((l) => l.id === id);
export const alive = (u: UnitState) => u.status !== 'destroyed';
export const living = (l: LeaderState) => l.fate === 'alive';
export const sideName = (s: DevilState, side: SideIndex) => s.sides[side].name;
/** A side as english.ts words agree with it: its name, and whether that name is plural ("Swedes", not "Sweden"). */
const sideNamed = (s: DevilState, side: SideIndex): Named => ({ name: sideName(s, side), plural: sideIsPlural(sideName(s, side)) });
/** A side inside a sentence: "the Swedes", "Sweden", "the League". */
export const theSide = (s: DevilState, side: SideIndex): string => sideSubject(sideName(s, side));
/** The verb alone, agreeing with a side: "fight" for the Swedes, "fights" for Sweden. */
export const sideAgrees = (s: DevilState, side: SideIndex, singular: string): string => verb(sideNamed(s, side), singular);
/** A side and its verb inside a sentence: "the Swedes act", "Sweden acts" (`singular`: the verb as for one). */
export const theSideVerb = (s: DevilState, side: SideIndex, singular: string): string => `${theSide(s, side)} ${sideAgrees(s, side, singular)}`;
/** The same at the start of a sentence: "The Swedes act", "Sweden acts". */
export const TheSideVerb = (s: DevilState, side: SideIndex, singular: string): string => capitalFirst(theSideVerb(s, side, singular));
/** A side's bare name and its verb, as in a headline: "Swedes win", "Sweden wins". */
export const sideVerb = (s: DevilState, side: SideIndex, singular: string): string => sideAndVerb(sideName(s, side), singular);
/** A side's possessive inside a sentence: "the Swedes'", "Sweden's". */
export const theSides = (s: DevilState, side: SideIndex): string => possessive(theSide(s, side));
/** "their" or "its" for a side. */
export const sideIts = (s: DevilState, side: SideIndex): string => its(sideNamed(s, side));
/** "they" or "it" for a side. */
export const sideThey = (s: DevilState, side: SideIndex): string => itWord(sideNamed(s, side));
export const stepTitle = (id: DevilStepId) => DEVIL_STEPS.find((d) => d.id === id)?.title ?? id;

export function getUnit(s: DevilState, id: string): Result<UnitState, string> {
  const u = unitById(s, id);
  return u ? ok(u) : err(`There is no unit ${id}.`);
}
export function getLiveUnit(s: DevilState, id: string): Result<UnitState, string> {
  const u = unitById(s, id);
  if (!u) return err(`There is no unit ${id}.`);
  return alive(u) ? ok(u) : err(`${u.name} ${verb(u, 'has')} been destroyed.`);
}
export function getLeader(s: DevilState, id: string): Result<LeaderState, string> {
  const l = leaderById(s, id);
  return l ? ok(l) : err(`There is no leader ${id}.`);
}

export const result = (action: string, text: string, extra: Partial<Resolution> = {}): Resolution => ({ action, result: text, changes: [], ...extra });
export const done = (events: DevilEvent[], results: Resolution[]): Outcome => ok({ events, results });
