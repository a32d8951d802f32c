/** The Pike & Shot scenarios as states, and a way to play commands with given dice. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type DiceSource, handDice, type RollContext } from '../../../src/dice/dice.js';
import { UserError } from '../../../src/engine/errors.js';
import { readScenarioText } from '../../../src/io/read-scenario.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { previewPs } from '../../../src/rulesets/pike-and-shot/odds.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import type { Change } from '../../../src/engine/ruleset.js';
import { initialState } from '../../../src/rulesets/pike-and-shot/setup.js';
import type { PsScenario, PsState } from '../../../src/rulesets/pike-and-shot/state.js';

const ROOT = resolve(import.meta.dirname, '../../..');
export const SAMPLE = join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml');
export const SMALL = join(ROOT, 'test', 'fixtures', 'pike-and-shot', 'small.yaml');

export function scenarioOf(path: string, edit: (text: string) => string = (t) => t): PsScenario {
  return readScenarioText(edit(readFileSync(path, 'utf8')), 'battle.yaml').scenario as PsScenario;
}
export const stateOf = (path: string, edit?: (text: string) => string): PsState => initialState(scenarioOf(path, edit));

/**
 * Execute with these dice by hand. Lists written before settled dice give both dice of every
 * casualty check (7.4), as journals before 0.6.0 did: such a list is read that way when that
 * uses every value.
 */
function executeWith(s: PsState, action: Parameters<typeof executePs>[1], dice: readonly number[]): ReturnType<typeof executePs> {
  const src = handDice(dice);
  const r = executePs(s, action, src);
  if (!r.ok || src.unused() === 0) return r;
  const carrying = handDice(dice, true);
  const again = executePs(s, action, carrying);
  return again.ok && carrying.unused() === 0 ? again : r;
}

/** Apply one typed command with these dice; throws on a refusal, so a test says what it expects. */
export function run(s: PsState, line: string, dice: readonly number[] = []): { state: PsState; text: string } {
  const action = parsePsCommand(s, line);
  if (!action.ok) throw new Error(`${line}: ${action.error}`);
  const r = executeWith(s, action.value, dice);
  if (!r.ok) throw new Error(`${line}: ${r.error}`);
  return { state: r.value.state, text: r.value.results.map((x) => x.result).join(' ') };
}

/** The refusal a command gets. */
export function refusal(s: PsState, line: string): string {
  const action = parsePsCommand(s, line);
  if (!action.ok) return action.error;
  const r = executePs(s, action.value, handDice([]));
  if (r.ok) throw new Error(`${line} was not refused`);
  return r.error;
}

/** Run several commands (each `[line, dice?]`). */
export function runAll(s: PsState, lines: readonly (string | readonly [string, readonly number[]])[]): PsState {
  return lines.reduce((st, l) => (typeof l === 'string' ? run(st, l) : run(st, l[0], l[1])).state, s);
}

export const unit = (s: PsState, id: string) => s.units.find((u) => u.id === id)!;

/** The changes line of a command with these dice, every result's changes in order. */
export function changesOf(s: PsState, line: string, dice: readonly number[] = []): readonly Change[] {
  const action = parsePsCommand(s, line);
  if (!action.ok) throw new Error(`${line}: ${action.error}`);
  const r = executeWith(s, action.value, dice);
  if (!r.ok) throw new Error(`${line}: ${r.error}`);
  return r.value.results.flatMap((x) => x.changes);
}

/** The exact odds and modifiers `odds` and `mods` show for a typed action (a refusal throws). */
export function odds(s: PsState, line: string) {
  const a = parsePsCommand(s, line);
  if (!a.ok) throw new Error(a.error);
  const p = previewPs(s, a.value);
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

/** What `tyw check` prints for a scenario's text: each problem on its own line, at file:line:col. */
export function problems(text: string): string[] {
  try {
    readScenarioText(text, 'battle.yaml');
  } catch (e) {
    if (e instanceof UserError) return e.format().split('\n');
    throw e;
  }
  return [];
}

/**
 * The dice a command asks, with what each is for, rolled with these values. `settled`: a hand
 * source that asks no settled die (a casualty check's second die after a first of 1 to 4, 7.4).
 */
export function askedDice(s: PsState, line: string, values: readonly number[], settled = false): { label: string; about: RollContext | undefined }[] {
  const action = parsePsCommand(s, line);
  if (!action.ok) throw new Error(action.error);
  const inner = handDice(values);
  const seen: { label: string; about: RollContext | undefined }[] = [];
  const dice: DiceSource = {
    roll: (sides, label, about) => (seen.push({ label, about }), inner.roll(sides, label, about)),
    ...(settled ? { settled: (sides: number, label: string, about?: RollContext, hints?: Parameters<NonNullable<DiceSource['settled']>>[3]) => inner.settled?.(sides, label, about, hints) ?? null } : {}),
  };
  const r = executePs(s, action.value, dice);
  if (!r.ok) throw new Error(r.error);
  return seen;
}

/** What each die a command asks is for (askedDice without the labels). */
export const asked = (s: PsState, line: string, values: readonly number[]): (RollContext | undefined)[] => askedDice(s, line, values).map((d) => d.about);

/** The refusal `odds` gives, which must be the action's own. */
export function oddsRefusal(s: PsState, line: string): string {
  const a = parsePsCommand(s, line);
  if (!a.ok) throw new Error(a.error);
  const p = previewPs(s, a.value);
  if (p.ok) throw new Error(`odds ${line} were not refused`);
  return p.error;
}

/** House rule leaderMeleeIfHeGoesOn (4.5, 7.1): cavalry meets a lone leader where he stands, on the condition that he goes on, so cavalry out of reach of his last step's hex still reacts. */
export const goesOn = (text: string): string => text.replace(/^ruleset: pike-and-shot$/m, 'ruleset: pike-and-shot\nhouseRules: { leaderMeleeIfHeGoesOn: true }');
