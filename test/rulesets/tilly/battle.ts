/** Test helpers: build a Tilly battle from a scenario object and drive it through runCommand. */
import { expect } from 'vitest';
import { type Entry, runCommand, type Session, startSession } from '../../../src/engine/session.js';
import { tillyRules } from '../../../src/rulesets/tilly/index.js';
import { buildTillyScenario } from '../../../src/rulesets/tilly/scenario.js';
import type { TillyScenario, TillyState, TillyUnit } from '../../../src/rulesets/tilly/state.js';
import { SHOOTING_EXAMPLE } from './fixtures.js';

export type Battle = Session<TillyState>;

export function scenarioOf(raw: unknown): TillyScenario {
  const built = buildTillyScenario(raw);
  if (!built.ok) throw new Error(built.error.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  return built.value.scenario;
}

export function battleOf(raw: unknown, seed = 1): Battle {
  return startSession(tillyRules as never, scenarioOf(raw), seed) as Battle;
}

/** Run one command that must be accepted; returns the new battle and the journal entry. */
export function run(b: Battle, line: string): { battle: Battle; entry: Entry } {
  const r = runCommand(b, line);
  if (!r.ok) throw new Error(`"${line}" refused: ${r.error}`);
  return { battle: r.value.session, entry: r.value.entry };
}

/** Run several commands that must all be accepted. */
export function runAll(b: Battle, lines: readonly string[]): Battle {
  return lines.reduce((acc, line) => run(acc, line).battle, b);
}

/** The refusal of a command that must be refused. */
export function refusal(b: Battle, line: string): string {
  const r = runCommand(b, line);
  expect(r.ok, `"${line}" should be refused`).toBe(false);
  return r.ok ? '' : r.error;
}

export function unit(b: Battle, name: string): TillyUnit {
  const u = b.state.units.find((x) => x.name === name || x.id === name);
  if (!u) throw new Error(`no unit ${name}`);
  return u;
}

/** Advance with `next` until the step is reached. */
export function nextUntil(b: Battle, step: TillyState['step']): Battle {
  let cur = b;
  for (let i = 0; i < 20 && cur.state.step !== step; i += 1) cur = run(cur, 'next').battle;
  expect(cur.state.step).toBe(step);
  return cur;
}

/**
 * Seed 003, charge example (B): the French horse charge the Spanish pike+shot (which has shot)
 * and the Spanish shot side by side; the shot's point-blank volley misses. At step 3.4.
 */
export function chargeExampleB(): Battle {
  let b = nextUntil(battleOf(SHOOTING_EXAMPLE), 'defender-shoot');
  b = run(b, 'shoot "Spanish Pike+shot" at "French Pike+shot" --rolls 1,1,1,1').battle;
  b = nextUntil(runAll(nextUntil(b, 'declare'), ['declare "French Horse" at "Spanish Pike+shot","Spanish Shot"', 'next', 'charge']), 'point-blank');
  return nextUntil(run(b, 'pointblank "Spanish Shot" at "French Horse" --rolls 1,1,1').battle, 'melee');
}

export { ARMIES, SHOOTING_EXAMPLE } from './fixtures.js';
