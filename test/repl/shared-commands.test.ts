/** Commands every rule set has, answered alike: `note` writes to the journal and refuses an empty note in the same words; `dice` says the same everywhere. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../src/repl/index.js';
import { closeCoresAfterEach, ensureBuilt, ROOT, tempDir, tyw } from './helpers.js';

const track = closeCoresAfterEach();
const SCENARIOS = ['first-battle', 'tilly-figure5', 'scruby-sample', 'orders-draft-sample', 'pike-and-shot-sample'];

describe('note in every rule set', () => {
  for (const name of SCENARIOS) {
    it(`${name}: a note is played, and an empty one refused in the same words`, () => {
      const file = join(ROOT, 'scenarios', `${name}.yaml`);
      const dir = tempDir('tyw-note-');
      const { core } = track({ core: coreFromText({ text: readFileSync(file, 'utf8'), file, seed: 1, journal: join(dir, 'b.jsonl') }), dir });
      expect(runLine(core, 'note').text).toBe('refused: note needs some text: note <text>');
      expect(runLine(core, 'note the bridge is down').outcome.kind).toBe('applied');
    });
  }
});

describe('dice hand in every rule set', () => {
  for (const name of SCENARIOS) {
    it(`${name}: says what tyw gives before each die, not "modifiers" a rule set may not have`, () => {
      const file = join(ROOT, 'scenarios', `${name}.yaml`);
      const dir = tempDir('tyw-dice-');
      const { core } = track({ core: coreFromText({ text: readFileSync(file, 'utf8'), file, seed: 1, journal: join(dir, 'b.jsonl') }), dir });
      expect(runLine(core, 'dice hand').text).toBe('Dice: the players roll from now on; tyw says what each die is for and how it reads, then asks for it (scripts give --rolls).');
      expect(runLine(core, 'dice app').text).toBe('Dice: tyw rolls from now on.');
    });
  }
});

describe('play --json in every rule set', () => {
  for (const name of SCENARIOS) {
    it(`${name}: the first line is the battle, with where it stands (turn, step, over)`, () => {
      ensureBuilt();
      const dir = tempDir('tyw-battle-json-');
      const r = tyw(['play', join(ROOT, 'scenarios', `${name}.yaml`), '--seed', '1', '--json', '--journal', join(dir, 'b.jsonl')], '');
      expect(r.code, r.stderr).toBe(0);
      const first = JSON.parse(r.stdout.split('\n')[0] ?? '') as Record<string, unknown>;
      expect(first).toMatchObject({ kind: 'battle', turn: 1, over: false });
      expect(typeof first.step).toBe('string');
      expect(Array.isArray(first.sides)).toBe(true);
      // Each side an object with its name; its units listed, but for Scruby's counts.
      for (const side of first.sides as Record<string, unknown>[]) {
        expect(typeof side.name).toBe('string');
        if (name !== 'scruby-sample') expect(Array.isArray(side.units)).toBe(true);
      }
    });

    it(`${name}: a resumed session's first line is its status, with where it stands (turn, step, over)`, () => {
      ensureBuilt();
      const dir = tempDir('tyw-resume-json-');
      const journal = join(dir, 'b.jsonl');
      expect(tyw(['play', join(ROOT, 'scenarios', `${name}.yaml`), '--seed', '1', '--journal', journal], 'note the first line\n').code).toBe(0);
      const r = tyw(['play', '--resume', journal, '--json'], '');
      expect(r.code, r.stderr).toBe(0);
      const first = JSON.parse(r.stdout.split('\n')[0] ?? '') as Record<string, unknown>;
      expect(first).toMatchObject({ kind: 'status', turn: 1, over: false });
      expect(typeof first.step).toBe('string');
    });
  }
});

describe('words JavaScript objects carry, typed as commands, in every rule set', () => {
  const WORDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
  for (const name of SCENARIOS) {
    it(`${name}: are refused as unknown words, never looked up on a prototype`, () => {
      const file = join(ROOT, 'scenarios', `${name}.yaml`);
      const dir = tempDir('tyw-proto-');
      const { core } = track({ core: coreFromText({ text: readFileSync(file, 'utf8'), file, seed: 1, journal: join(dir, 'b.jsonl') }), dir });
      for (const word of WORDS) {
        for (const line of [word, `odds ${word}`, `mods ${word}`, `help ${word}`, `status ${word}`, `rules ${word}`]) {
          const said = runLine(core, line);
          expect(said.outcome.kind, line).toBe('refused');
          expect(said.text, line).not.toMatch(/native code|\[object|function|undefined/);
        }
      }
    });
  }
});

describe('odds of an action that rolls nothing, in the rule sets with such actions', () => {
  const CASES: readonly [string, readonly string[], string, RegExp][] = [
    ['scruby-sample', ['advance A1'], 'advance A1', /: it would be refused now \(Yellow Pikes have already moved this game move\)\.$/],
    ['pike-and-shot-sample', ['next', 'next'], 'move A1 to 0101', /: it would be refused now \(Baldiron belongs to the Imperialists: it moves in their movement phase\)\.$/],
    ['tilly-figure5', [], 'pivot A2', /: it would be refused now \(only cannons pivot/],
  ];
  for (const [name, before, line, said] of CASES) {
    it(`${name}: say the rules would refuse "${line}" now, as an answer (a script goes on)`, () => {
      const file = join(ROOT, 'scenarios', `${name}.yaml`);
      const dir = tempDir('tyw-nodice-');
      const { core } = track({ core: coreFromText({ text: readFileSync(file, 'utf8'), file, seed: 3, journal: join(dir, 'b.jsonl') }), dir });
      for (const l of before) expect(runLine(core, l).outcome.kind, l).toBe('applied');
      const odds = runLine(core, `odds ${line}`);
      expect(odds.outcome.kind).toBe('view');
      expect(odds.text).toMatch(/^This action rolls no dice, so it has no odds/);
      expect(odds.text).toMatch(said);
      expect(runLine(core, line).outcome.kind).toBe('refused');
    });
  }
});
