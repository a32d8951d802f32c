/** The presentation of a rule set with none of its own: header, battle and typed commands from the `Ruleset` alone. */
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../src/engine/ruleset.js';
import { genericPresentation } from '../../src/present/generic.js';
import { renderJson } from '../../src/present/json.js';
import { makePaint, plain } from '../../src/present/paint.js';
import { renderTerminal, terminalText } from '../../src/present/terminal.js';
import { RULESETS } from '../../src/rulesets/index.js';

const devil = RULESETS['devil-rules'] as Ruleset<unknown, unknown, unknown>;
const generic = genericPresentation(devil);

describe('the generic presentation', () => {
  it('heads with the turn and the step, and a decided battle in bold red', () => {
    expect(terminalText(generic.header({ turn: 2, step: 'leaders' }), plain)).toBe('Turn 2 | Leaders');
    const colour = makePaint(true);
    expect(terminalText(generic.header({ turn: 3, step: 'over', outcome: { text: 'Swedes win' } }), colour)).toContain(colour.broken('Swedes win'));
  });

  it('says what it cannot show yet, and refuses nothing it can parse', () => {
    const status = generic.views.status?.({}, '');
    expect(status?.ok).toBe(false);
    if (status && !status.ok) expect(status.error).toBe(`"status" is not available for ${devil.title} yet`);
  });

  it('shows a battle from the rule set summary as a table, and its JSON as before', () => {
    const fake = { ...devil, summarize: () => ({ ruleset: devil.id, title: 'A <test>', sides: [{ name: 'Swedes', units: 3 }, { name: 'Imperialists', units: 4 }], warnings: [] }) } as Ruleset<unknown, unknown, unknown>;
    const battle = genericPresentation(fake).battle({}, {});
    expect(renderTerminal(battle, plain)).toEqual(['A <test>', devil.title, '', '  name          units', `  ${'─'.repeat(19)}`, '  Swedes        3', '  Imperialists  4']);
    expect(renderJson(battle)).toEqual({ kind: 'battle', ruleset: devil.id, title: 'A <test>', sides: [{ name: 'Swedes', units: 3 }, { name: 'Imperialists', units: 4 }] });
  });
});
