/**
 * `help` lists every command of every rule set, whatever group it files it under, and lists
 * the REPL's own views (status, morale, leaders) only for a rule set that has them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../src/repl/index.js';
import { STARTUP_HINT } from '../../src/repl/interactive.js';
import { presentationFor } from '../../src/rulesets/presentations.js';
import { closeCoresAfterEach, ROOT, tempDir } from './helpers.js';

const track = closeCoresAfterEach();
const SAMPLES: readonly [string, string][] = [
  ['devil-rules', 'first-battle.yaml'],
  ['tilly', 'tilly-figure5.yaml'],
  ['scruby', 'scruby-sample.yaml'],
  ['orders-draft', 'orders-draft-sample.yaml'],
  ['pike-and-shot', 'pike-and-shot-sample.yaml'],
];

describe('help', () => {
  it.each(SAMPLES)('%s: lists every command of the rule set, and only the views it has', (id, file) => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', file), 'utf8'), file, seed: 1, journal: join(dir, 'j.tyw.jsonl') });
    track({ core, dir });
    const listed = runLine(core, 'help')
      .text.split('\n')
      .filter((l) => /^ {2}\S/.test(l))
      .map((l) => l.trim().split(/\s+/)[0]?.split('|')[0]);
    const presentation = presentationFor(id);
    for (const c of presentation.commands) expect(listed, c.name).toContain(c.name);
    for (const view of ['status', 'morale', 'leaders']) {
      expect(listed.includes(view), view).toBe(Object.hasOwn(presentation.views, view));
    }
  });

  it.each(SAMPLES)('%s: help and help <command> fit a 100-column terminal, long lines wrapped', (_id, file) => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', file), 'utf8'), file, seed: 1, journal: join(dir, 'j.tyw.jsonl') });
    track({ core, dir });
    const names = runLine(core, 'help').text.split('\n').filter((l) => /^ {2}\S/.test(l)).map((l) => l.trim().split(/\s+/)[0]?.split('|')[0] ?? '');
    for (const topic of ['', ...names]) {
      for (const line of runLine(core, `help ${topic}`).text.split('\n')) expect(line.length, `help ${topic}: ${line}`).toBeLessThanOrEqual(100);
    }
  });

  it.each(SAMPLES)('%s: at an 80-column terminal, help and help <command> wrap to 80', (_id, file) => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', file), 'utf8'), file, seed: 1, journal: join(dir, 'j.tyw.jsonl'), width: 80 });
    track({ core, dir });
    const names = runLine(core, 'help').text.split('\n').filter((l) => /^ {2}\S/.test(l)).map((l) => l.trim().split(/\s+/)[0]?.split('|')[0] ?? '');
    const longest = Math.max(...['', ...names].flatMap((topic) => runLine(core, `help ${topic}`).text.split('\n').map((l) => l.length)));
    expect(longest).toBeLessThanOrEqual(80);
    expect(longest).toBeGreaterThan(70);
  });

  it.each(SAMPLES)('%s: at an 80-column terminal, a flag explanation has room: the flag column is capped, and no word is lost', (_id, file) => {
    const dir = tempDir();
    const text = readFileSync(join(ROOT, 'scenarios', file), 'utf8');
    const core = coreFromText({ text, file, seed: 1, journal: join(dir, 'j.tyw.jsonl'), width: 80 });
    const wide = coreFromText({ text, file, seed: 1, journal: join(dir, 'w.tyw.jsonl'), width: 1000 });
    track({ core, dir });
    track({ core: wide, dir });
    const names = runLine(core, 'help').text.split('\n').filter((l) => /^ {2}\S/.test(l)).map((l) => l.trim().split(/\s+/)[0]?.split('|')[0] ?? '');
    for (const topic of names) {
      const lines = runLine(core, `help ${topic}`).text.split('\n');
      // An explanation line under a flag starts within 4 + 26 columns, so it has 50 or more to fill.
      for (const line of lines.filter((l) => /^ {4}\S/.test(l) || /^ {5,}\S/.test(l))) expect(/^ */.exec(line)?.[0].length ?? 0, `help ${topic}: ${line}`).toBeLessThanOrEqual(30);
      // A usage line's long list of choices breaks after a "|": read it whole.
      const words = (t: string) => t.replace(/\|\s+/g, '|').split(/\s+/).filter((w) => w !== '');
      expect(words(lines.join(' ')), `help ${topic}`).toEqual(words(runLine(wide, `help ${topic}`).text));
    }
  });

  it("tilly: help move's flags keep their explanations beside a column of 26, a longer flag on a line of its own", () => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'tilly-figure5.yaml'), 'utf8'), file: 'tilly.yaml', seed: 1, journal: join(dir, 'j.tyw.jsonl'), width: 80 });
    track({ core, dir });
    const lines = runLine(core, 'help move').text.split('\n');
    expect(lines).toContain('    --dist TUM                the distance meant, checked against the allowance');
    const change = lines.findIndex((l) => l.startsWith('    --change '));
    expect(lines[change + 1]).toMatch(/^ {30}the change of direction/);
  });

  it('pike-and-shot: wrapped help says every word of the unwrapped help, a wrapped summary hanging under its column', () => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), 'utf8'), file: 'ps.yaml', seed: 1, journal: join(dir, 'j.tyw.jsonl') });
    track({ core, dir });
    const words = (text: string) => text.split(/\s+/).filter((w) => w !== '').join(' ');
    for (const topic of ['move', 'react', 'regain']) {
      const own = presentationFor('pike-and-shot').helpFor(topic);
      const shown = runLine(core, `help ${topic}`).text.replace(/ {2}Dice rolled by hand:[\s\S]*?--rolls 4,3\)\.\n/, '');
      expect(own.ok && words(shown)).toBe(own.ok && words(own.value.join(' ')));
    }
    const list = runLine(core, 'help').text.split('\n');
    const react = list.findIndex((l) => /^ {2}react /.test(l));
    expect(list[react + 1]).toMatch(/^ {13}\S/);
  });

  it.each(SAMPLES)('%s: odds and mods give an example in this rule set\'s own commands, in help and in the refusal of a bare "odds"', (id, file) => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', file), 'utf8'), file, seed: 1, journal: join(dir, 'j.tyw.jsonl') });
    track({ core, dir });
    const own = new Set(presentationFor(id).commands.map((c) => c.name));
    for (const word of ['odds', 'mods']) {
      const example = /Example: (.*)$/m.exec(runLine(core, `help ${word}`).text)?.[1] ?? '';
      expect(example.split(' ')[0]).toBe(word);
      expect(own.has(example.split(' ')[1] ?? ''), `${word}: ${example}`).toBe(true);
      expect(runLine(core, word).text).toContain(`e.g. ${example}`);
    }
  });

  it('the hint at the keyboard\'s start fits a 100-column terminal', () => {
    expect(STARTUP_HINT.length).toBeLessThanOrEqual(100);
    expect(STARTUP_HINT).toMatch(/help lists them, Tab completes.*guided menus.*quit/);
  });
});
