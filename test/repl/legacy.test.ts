/**
 * The registry of presentations, and the transitional adapter that shows the views still
 * printing lines through it: the same lines with and without colour, and the same JSON.
 */
import { describe, expect, it } from 'vitest';
import { err, ok } from '../../src/engine/result.js';
import { renderJson } from '../../src/present/json.js';
import { makePaint, type Paint, plain } from '../../src/present/paint.js';
import { renderTerminal, terminalText } from '../../src/present/terminal.js';
import { legacyPresentation } from '../../src/repl/views/legacy.js';
import type { RulesetViews } from '../../src/repl/views/types.js';
import { RULESET_IDS } from '../../src/rulesets/index.js';
import { PRESENTATIONS, presentationFor } from '../../src/rulesets/presentations.js';

const colour = makePaint(true);

describe('the presentation registry', () => {
  it('has one presentation per rule set, under its own id', () => {
    expect(Object.keys(PRESENTATIONS).sort()).toEqual([...RULESET_IDS].sort());
    for (const id of RULESET_IDS) expect(presentationFor(id).rulesetId).toBe(id);
  });

  it('refuses an id that is no rule set, including an inherited property name', () => {
    expect(() => presentationFor('no-such-rules')).toThrow(/unknown rule set/);
    expect(() => presentationFor('__proto__')).toThrow(/unknown rule set/);
  });
});

/** A small view set that still prints lines, as a not-yet-converted rule set's do. */
interface Tally {
  readonly lost: number;
}
const morale = (s: Tally, paint: Paint) => ({
  lines: [paint.bold('Morale'), `  lost ${s.lost > 0 ? paint.loss(String(s.lost)) : '0'}`],
  json: { kind: 'morale', lost: s.lost },
});
const views: RulesetViews<Tally> = {
  rulesetId: 'tally',
  where: () => ({ turn: 1, step: 'only', over: false }),
  header: (s, paint) => `Turn 1 | ${paint.warn(`lost ${s.lost}`)}`,
  prompt: () => 'T1> ',
  battle: (_s, _sc, paint) => ({ lines: [paint.bold('A battle')], json: { kind: 'battle' } }),
  views: {
    morale: (s, _args, paint) => ok(morale(s, paint)),
    status: (_s, args) => (args === '' ? ok({ lines: ['all well'], json: { kind: 'status' } }) : err(`no unit "${args}"`)),
  },
  rules: (topic, paint) => (topic === 'turn' ? ok({ lines: [paint.bold('one step')], json: { kind: 'rules', topic } }) : err('no such topic')),
  ruleTopics: ['turn'],
  preview: () => err('nothing rolls'),
  parseAction: () => err('nothing rolls'),
  commands: [],
  helpFor: () => err('no help'),
  complete: () => ({ candidates: [], word: '' }),
  names: () => [],
  guide: () => null,
  questions: () => null,
};

describe('the legacy adapter (transitional)', () => {
  const state: Tally = { lost: 3 };
  const presentation = legacyPresentation(views);

  it('shows a view as the same lines, with and without colour, and the same JSON', () => {
    for (const [word, args] of [['morale', ''], ['status', '']] as const) {
      const before = views.views[word]?.(state, args, plain);
      const after = presentation.views[word]?.(state, args);
      if (!before?.ok || !after?.ok) throw new Error(`${word} ${args}`);
      expect(renderTerminal(after.value, plain)).toEqual(before.value.lines);
      const painted = views.views[word]?.(state, args, colour);
      expect(renderTerminal(after.value, colour)).toEqual(painted?.ok ? painted.value.lines : []);
      expect(JSON.stringify(renderJson(after.value))).toBe(JSON.stringify(before.value.json));
    }
    // The painted lines differ from the plain ones: the colour is drawn, not dropped.
    const shown = presentation.views.morale?.(state, '');
    if (!shown?.ok) throw new Error('morale');
    expect(renderTerminal(shown.value, colour)[1]).toBe(`  lost ${colour.loss('3')}`);
  });

  it('passes a refusal through unchanged', () => {
    expect(presentation.views.status?.(state, 'nobody at all')).toEqual(views.views.status?.(state, 'nobody at all', plain));
  });

  it('shows the header and the rules the same way', () => {
    expect(terminalText(presentation.header(state), plain)).toBe(views.header(state, plain));
    expect(terminalText(presentation.header(state), colour)).toBe(views.header(state, colour));
    const rules = presentation.rules('turn', state);
    const before = views.rules('turn', plain, state);
    if (!rules.ok || !before.ok) throw new Error('rules turn');
    expect(renderTerminal(rules.value, plain)).toEqual(before.value.lines);
  });
});
