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
import { verb } from './words.js';

/** An action's answer: its events and results, or why it is refused. */
export type Outcome = Result<DevilOutcome, string>;

export const other = (side: SideIndex): SideIndex => (side === 0 ? 1 : 0);
export const unitById = (s: DevilState, id: string) => s.units.find((u) => u.id === id);
export const leaderById = (s: DevilState, id: string) => s.leaders.find((l) => l.id === id);
export const alive = (u: UnitState) => u.status !== 'destroyed';
export const living = (l: LeaderState) => l.fate === 'alive';
export const sideName = (s: DevilState, side: SideIndex) => s.sides[side].name;
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
