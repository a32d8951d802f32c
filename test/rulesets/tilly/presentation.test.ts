/**
 * Tilly's Very Bad Day describes rather than draws: its presentation lives in its own folder,
 * imports nothing impure and nothing from the REPL or the CLI, and answers with blocks of the
 * model that every renderer draws (the terminal's lines are checked by the golden transcripts).
 */
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../src/present/html.js';
import type { Presentation } from '../../../src/present/model.js';
import { tillyPresentation } from '../../../src/rulesets/tilly/presentation.js';
import { ARMIES, battleOf, run } from './battle.js';

// Its imports (engine, dice, the model side of src/present, its own folder) are checked for
// every rule set by test/architecture/import-rules.test.ts.

describe('every view answers with blocks of the model', () => {
  const noRoles = structuredClone(ARMIES) as { sides: { role?: string }[] };
  for (const side of noRoles.sides) delete side.role;
  const setup = battleOf(noRoles);
  const battle = run(battleOf(ARMIES), 'move A2').battle;
  const answers = (): [string, Presentation][] => {
    const out: [string, Presentation][] = [['battle', tillyPresentation.battle(battle.state, battle.scenario)]];
    const add = (what: string, r: { ok: true; value: Presentation } | { ok: false; error: string } | undefined) => {
      if (!r?.ok) throw new Error(`${what}: ${r ? r.error : 'no such view'}`);
      out.push([what, r.value]);
    };
    for (const [word, view] of Object.entries(tillyPresentation.views)) add(word, view(word === 'setup' ? setup.state : battle.state, ''));
    add('status A2', tillyPresentation.views.status?.(battle.state, 'A2'));
    for (const topic of ['', ...tillyPresentation.ruleTopics]) add(`rules ${topic}`, tillyPresentation.rules(topic, battle.state));
    return out;
  };

  it('each answers with blocks, and has its --json kind and data', () => {
    for (const [what, p] of answers()) {
      expect(p.blocks.length, what).toBeGreaterThan(0);
      expect((p.data as { kind?: string } | undefined)?.kind, what).toBe(p.kind);
    }
  });

  it('the HTML renderer draws each, with its tables and headings', () => {
    const status = answers().find(([what]) => what === 'status')?.[1];
    if (!status) throw new Error('no status');
    const html = renderHtml(status);
    expect(html).toContain('<table>');
    expect(html).toContain('A2');
    for (const [, p] of answers()) expect(renderHtml(p)).toMatch(/^<section/);
  });
});

describe('status <unit|side>: a name that matches nothing', () => {
  it('the refusal names all that status takes: a unit, a commander (a unit in Tilly) or a side', () => {
    const b = battleOf(ARMIES);
    const r = tillyPresentation.views.status?.(b.state, 'Zz');
    expect(r?.ok ? '' : r?.error).toBe('no unit, commander or side matches "Zz": status takes a unit (its id or name, e.g. A2 or Swedish Horse 1), a commander, a side (Swedes or Imperialists; A or D), or nothing to show every unit');
  });
});

describe('Optional Rule: Unit Quality, in status', () => {
  it('the quality column and word show only with the optional rule on (as the battle table does)', () => {
    const text = (raw: unknown, arg: string): string => {
      const r = tillyPresentation.views.status?.(battleOf(raw).state, arg);
      return JSON.stringify(r?.ok ? r.value.blocks : r?.error);
    };
    expect(text(ARMIES, 'Swedes')).toContain('"quality"');
    expect(text(ARMIES, 'Swedes')).toContain('superior');
    expect(text(ARMIES, 'Blue Brigade')).toContain('Pike+shot, ordinary, Swedes');
    const off = { ...ARMIES, quality: false };
    expect(text(off, 'Swedes')).not.toContain('"quality"');
    expect(text(off, 'Swedes')).not.toContain('ordinary');
    expect(text(off, 'Blue Brigade')).toContain('Pike+shot, Swedes');
  });
});
