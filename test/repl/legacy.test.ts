/**
 * The registry of presentations, and the transitional adapter that shows the views still
 * printing lines through it: the same lines with and without colour, and the same JSON.
 */
import { describe, expect, it } from 'vitest';
import { renderJson } from '../../src/present/json.js';
import { makePaint, plain } from '../../src/present/paint.js';
import { renderTerminal, terminalText } from '../../src/present/terminal.js';
import { devilViews } from '../../src/repl/views/devil.js';
import { legacyPresentation } from '../../src/repl/views/legacy.js';
import { RULESET_IDS } from '../../src/rulesets/index.js';
import { PRESENTATIONS, presentationFor } from '../../src/rulesets/presentations.js';
import { closeCoresAfterEach, firstBattleCore, play } from './helpers.js';

const track = closeCoresAfterEach();
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

describe('the legacy adapter (transitional)', () => {
  const { core } = track(firstBattleCore(7));
  play(core, 'initiative', 'first attacker');
  const state = core.state as Parameters<typeof devilViews.where>[0];
  const presentation = legacyPresentation(devilViews);

  it('shows a view as the same lines, with and without colour, and the same JSON', () => {
    for (const [word, args] of [['status', ''], ['status', 'A1'], ['morale', ''], ['leaders', '']] as const) {
      const before = devilViews.views[word]?.(state, args, plain);
      const after = presentation.views[word]?.(state, args);
      if (!before?.ok || !after?.ok) throw new Error(`${word} ${args}`);
      expect(renderTerminal(after.value, plain)).toEqual(before.value.lines);
      const painted = devilViews.views[word]?.(state, args, colour);
      expect(renderTerminal(after.value, colour)).toEqual(painted?.ok ? painted.value.lines : []);
      expect(JSON.stringify(renderJson(after.value))).toBe(JSON.stringify(before.value.json));
    }
  });

  it('passes a refusal through unchanged', () => {
    expect(presentation.views.status?.(state, 'nobody at all')).toEqual(devilViews.views.status?.(state, 'nobody at all', plain));
  });

  it('shows the header and the rules the same way', () => {
    expect(terminalText(presentation.header(state), plain)).toBe(devilViews.header(state, plain));
    expect(terminalText(presentation.header(state), colour)).toBe(devilViews.header(state, colour));
    const rules = presentation.rules('morale', state);
    const before = devilViews.rules('morale', plain, state);
    if (!rules.ok || !before.ok) throw new Error('rules morale');
    expect(renderTerminal(rules.value, plain)).toEqual(before.value.lines);
  });
});
