/**
 * The presentation of a rule set that has none of its own yet: the header and prompt from
 * the turn and step every state carries, the battle from the rule set's `check` summary, and
 * typed commands through its parser. Status tables, menus and previews need its own.
 */
import { err } from '../engine/result.js';
import type { Ruleset } from '../engine/ruleset.js';
import { brokenText, heading, join, present, sentence, space, table } from './build.js';
import type { Json } from './model.js';
import type { RulesetPresentation } from './ruleset.js';
import { completeWord } from './complete.js';
import { keyWords } from './words.js';

interface Shape {
  readonly turn?: unknown;
  readonly step?: unknown;
  readonly outcome?: { readonly text?: unknown } | null;
}

export function genericPresentation(ruleset: Ruleset<unknown, unknown, unknown>): RulesetPresentation<unknown> {
  const where = (state: unknown) => {
    const s = (state ?? {}) as Shape;
    return { turn: typeof s.turn === 'number' ? s.turn : 0, step: typeof s.step === 'string' ? s.step : '', over: s.outcome != null };
  };
  const stepTitle = (id: string) => ruleset.steps.find((d) => d.id === id)?.title ?? id;
  const unavailable = (what: string) => err(`${what} is not available for ${ruleset.title} yet`);
  return {
    rulesetId: ruleset.id,
    where,
    header(state) {
      const w = where(state);
      const outcome = (state as Shape | null)?.outcome;
      return join([`Turn ${w.turn}`, stepTitle(w.step), ...(outcome && typeof outcome.text === 'string' ? [[brokenText(outcome.text)]] : [])], ' | ');
    },
    prompt: (state) => {
      const w = where(state);
      return `T${w.turn} ${w.step}> `;
    },
    battle(_state, scenario) {
      const summary = ruleset.summarize(scenario, []);
      const keys = [...new Set(summary.sides.flatMap((s) => Object.keys(s)))];
      const rows = summary.sides.map((s) => keys.map((k) => String(s[k] ?? '')));
      const data = { kind: 'battle', ruleset: ruleset.id, title: summary.title, sides: summary.sides } as unknown as Json;
      return present('battle', [heading(summary.title), sentence(ruleset.title), space, table(keys.map(keyWords), rows)], data);
    },
    views: Object.fromEntries(['status', 'morale', 'leaders'].map((name) => [name, () => unavailable(`"${name}"`)])),
    rules: () => unavailable('rules'),
    ruleTopics: [],
    preview: () => unavailable('odds and mods'),
    parseAction: (state, text) => ruleset.parse(state, text),
    commands: [],
    helpFor: (word) => unavailable(`help for "${word}"`),
    complete: (_state, line, words) => (/\s/.test(line.trim()) ? { candidates: [], word: '' } : completeWord(line, words)),
    names: () => [],
    guide: () => null,
    questions: () => null,
  };
}
