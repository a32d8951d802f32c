/** The bundled sample as a battle state, and a way to play lines on it with given dice. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { handDice } from '../../../src/dice/dice.js';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { buildScrubyScenario } from '../../../src/rulesets/scruby/scenario.js';
import type { ScrubyOptions, ScrubyState, ScrubyUnit } from '../../../src/rulesets/scruby/state.js';

const ROOT = resolve(import.meta.dirname, '../../..');

export function sample(options: Partial<ScrubyOptions> = {}, sideNames?: readonly [string, string]): ScrubyState {
  const raw = parseYaml(readFileSync(resolve(ROOT, 'scenarios/scruby-sample.yaml'), 'utf8'));
  // A copy of the sample whose sides are renamed ("Sweden", "the Catholic League").
  if (sideNames) raw.sides = raw.sides.map((side: { name: string }, i: number) => ({ ...side, name: sideNames[i] }));
  const built = buildScrubyScenario({ ...raw, defaults: options });
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return scrubyRules.initialState(built.value.scenario);
}

/** Play one line; throws on a refusal so a test says which line failed. */
export function play(state: ScrubyState, line: string, rolls: number[] = []) {
  const action = scrubyRules.parse(state, line);
  if (!action.ok) throw new Error(`${line}: ${action.error}`);
  const out = scrubyRules.execute(state, action.value, handDice(rolls));
  if (!out.ok) throw new Error(`${line}: ${out.error}`);
  return out.value;
}

/** The refusal a line gets, or null if it is played. */
export function refusal(state: ScrubyState, line: string, rolls: number[] = []): string | null {
  const action = scrubyRules.parse(state, line);
  if (!action.ok) return action.error;
  const out = scrubyRules.execute(state, action.value, handDice(rolls));
  return out.ok ? null : out.error;
}

export const unit = (s: ScrubyState, id: string): ScrubyUnit => s.units.find((u) => u.id === id) as ScrubyUnit;

/** Play several lines in order. */
export function run(state: ScrubyState, lines: readonly (string | [string, number[]])[]): ScrubyState {
  let s = state;
  for (const l of lines) s = typeof l === 'string' ? play(s, l).state : play(s, l[0], l[1]).state;
  return s;
}
