/**
 * While the Devil Rules describes rather than draws: its presentation lives in its own folder,
 * imports nothing impure and nothing from the REPL or the CLI, and answers with blocks that
 * every renderer draws (the terminal's lines are checked by the golden transcripts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../src/present/html.js';
import type { Block, Presentation } from '../../../src/present/model.js';
import { plain } from '../../../src/present/paint.js';
import { renderTerminal } from '../../../src/present/terminal.js';
import { devilPresentation } from '../../../src/rulesets/devil/presentation.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { battle, battleScenario, withLeader, withUnit } from './turn-fixtures.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const FOLDER = join(ROOT, 'src', 'rulesets', 'devil');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

const importsOf = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b(?:[^'";]*?\bfrom)?\s*['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');

describe('the rule set is one folder, and pure', () => {
  // docs/architecture.md, "Folders, and what may import what": the engine, the dice, the
  // model side of src/present, its own folder, and the one package it reads scenarios with.
  const MODEL_SIDE = new Set(['model', 'build', 'words', 'preview', 'guide', 'standing', 'ruleset', 'complete', 'generic'].map((f) => `src/present/${f}.js`));
  const allowed = (target: string): boolean =>
    /^src\/(?:engine|dice|rulesets\/devil)\//.test(target) || MODEL_SIDE.has(target) || target === 'zod/mini';

  it('no file of it imports the REPL, the CLI, files, a renderer or the clock', () => {
    const files = sources(FOLDER);
    expect(files.some((f) => f.includes(join('devil', 'present')))).toBe(true);
    const bad: string[] = [];
    for (const file of files) {
      for (const spec of importsOf(file)) {
        const target = spec.startsWith('.') ? relative(ROOT, resolve(file, '..', spec)).split(sep).join('/') : spec;
        if (!allowed(target)) bad.push(`${relative(ROOT, file)}: ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

const blocksOf = (r: { ok: true; value: Presentation } | { ok: false; error: string } | undefined): readonly Block[] => {
  if (!r?.ok) throw new Error(r ? r.error : 'no such view');
  return r.value.blocks;
};

describe('its views are blocks of the presentation model', () => {
  // One unit destroyed, one disordered, a wing commander killed: losses of every kind.
  const s: DevilState = withLeader(withUnit(withUnit(battle(), 'D1', { status: 'destroyed' }), 'A1', { status: 'disordered' }), 'DL2', { fate: 'killed' });

  it('answer status, morale, leaders, the battle and every rules topic without a painted line', () => {
    const answers = [
      ...['status', 'morale', 'leaders'].map((w) => blocksOf(devilPresentation.views[w]?.(s, ''))),
      blocksOf(devilPresentation.views.status?.(s, 'A1')),
      devilPresentation.battle(s, battleScenario()).blocks,
      ...devilPresentation.ruleTopics.map((t) => blocksOf(devilPresentation.rules(t, s))),
    ];
    for (const blocks of answers) {
      expect(blocks.length).toBeGreaterThan(0);
      // No colour sequence inside the words: a renderer decides how they look.
      expect(JSON.stringify(blocks)).not.toMatch(/\\u001b/);
    }
  });

  it('draw morale for the web as a meter in the loss tone, and a destroyed unit as a strong loss', () => {
    const morale = devilPresentation.views.morale?.(s, '');
    if (!morale?.ok) throw new Error('morale');
    expect(renderHtml(morale.value)).toMatch(/<meter class="loss" min="0" max="\d+" value="\d+">/);
    const status = devilPresentation.views.status?.(s, 'defender');
    if (!status?.ok) throw new Error('status');
    const destroyed = status.value.blocks.flatMap((b) => (b.type === 'table' ? b.rows : [])).find((row) => row[0] === 'D1');
    expect(destroyed?.[4]).toEqual([{ text: 'Destroyed', tone: 'loss', strong: true }]);
    expect(renderHtml(status.value)).toContain('<span class="loss">');
  });

  it('name a killed leader as a loss in leaders, and keep the --json fields', () => {
    const leaders = devilPresentation.views.leaders?.(s, '');
    if (!leaders?.ok) throw new Error('leaders');
    const row = leaders.value.blocks.flatMap((b) => (b.type === 'table' ? b.rows : [])).find((r) => r[0] === 'DL2');
    expect(row?.at(-1)).toEqual([{ text: 'killed', tone: 'loss' }]);
    expect(leaders.value.kind).toBe('leaders');
    expect((leaders.value.data as { leaders: { id: string; fate: string }[] }).leaders.find((l) => l.id === 'DL2')?.fate).toBe('killed');
    expect(renderTerminal(leaders.value, plain).find((l) => l.includes('DL2'))).toMatch(/killed$/);
  });
});
