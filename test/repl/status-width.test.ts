/**
 * Every rule set's opening roster (what `play` prints before the first prompt) and `status`, at
 * a 60-column terminal: no line is wider than the window, so the terminal folds none of them.
 * Prose is fitted as at the keyboard (fit-prose.ts); tables fit themselves or are stacked.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitProse } from '../../src/present/fit-prose.js';
import { renderTerminal } from '../../src/present/terminal.js';
import { visibleLength } from '../../src/present/terminal-table.js';
import { closeCore, coreFromText, runLine } from '../../src/repl/index.js';
import { ROOT, tempDir } from './helpers.js';

const SCENARIOS = readdirSync(join(ROOT, 'scenarios')).filter((f) => f.endsWith('.yaml'));

function opened(file: string, width: number) {
  const text = readFileSync(join(ROOT, 'scenarios', file), 'utf8');
  const dir = tempDir();
  const core = coreFromText({ text, file: `scenarios/${file}`, seed: 3, journal: join(dir, 'w.tyw.jsonl'), width });
  const roster = renderTerminal(core.views.battle(core.session.state, core.session.scenario), core.paint).join('\n');
  const status = runLine(core, 'status').text;
  closeCore(core);
  rmSync(dir, { recursive: true, force: true });
  return { roster, status };
}

const tooWide = (text: string, width: number) =>
  fitProse(text, width)
    .split('\n')
    .filter((l) => visibleLength(l) > width);

describe('the opening roster and status at a 60-column terminal', () => {
  it('has every sample scenario (one rule set each at least)', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(5);
  });

  for (const file of SCENARIOS) {
    it(`${file}: no line of the opening roster or of status is wider than 60 columns, and every unit is still named`, () => {
      const { roster, status } = opened(file, 60);
      expect(tooWide(roster, 60)).toEqual([]);
      expect(tooWide(status, 60)).toEqual([]);
      // Nothing is cut: the ids of the 100-column status are all there at 60.
      const ids = (s: string) => [...s.matchAll(/^ *([A-Z]\d+)\b/gm)].map((m) => m[1]);
      const wide = opened(file, 100).status;
      expect(ids(wide).length).toBeGreaterThan(0);
      expect(ids(status)).toEqual(ids(wide));
    });
  }
});

describe('Devil status: both sides drawn alike', () => {
  it('lech-1632.yaml: at a width where one side\'s table cannot fit, both sides are stacked; wider, both are tables', () => {
    const rules = (text: string) => (text.match(/─{10,}/g) ?? []).length;
    const narrow = opened('lech-1632.yaml', 76).status;
    expect(rules(narrow)).toBe(0);
    for (const id of ['A1', 'A15', 'D1', 'D10']) expect(narrow).toMatch(new RegExp(`^  ${id} +\\S`, 'm'));
    expect(rules(opened('lech-1632.yaml', 80).status)).toBe(2);
  });
});
