/**
 * Journal records are checked field by field when read: a forged journal (with a correct
 * chain, so only the types are wrong) is a one-line exit 2 naming its line, in every command
 * that reads journals, never an internal error.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UserError } from '../../src/engine/errors.js';
import { type JournalHeader, JournalWriter, readJournal, sha256 } from '../../src/io/journal.js';
import { ensureBuilt, FIRST_BATTLE, script, tyw } from '../repl/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'tyw-records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

const scenario = readFileSync(FIRST_BATTLE, 'utf8');
const header: JournalHeader = {
  kind: 'header',
  format: 2,
  tool: 'tyw test',
  ruleset: 'devil-rules',
  scenarioName: 'first-battle.yaml',
  scenario,
  scenarioHash: sha256(scenario),
  seed: 5,
  started: '2026-01-01T00:00:00.000Z',
};
const note = { kind: 'command', n: 1, text: 'note all quiet', hand: false, rolls: [], events: [{ type: 'note', text: 'all quiet' }] };

/** A journal whose chain is correct (as a forger would make it), holding these raw records. */
function forged(head: object, ...records: object[]): string {
  const path = join(dir, `f${(n += 1)}.tyw.jsonl`);
  const w = JournalWriter.create(path, head as never);
  for (const r of records) w.append(r as never);
  w.close();
  return path;
}

function problemOf(path: string): string {
  try {
    readJournal(path, 'j.jsonl');
  } catch (e) {
    if (e instanceof UserError) return e.format();
    throw e;
  }
  throw new Error('expected a UserError');
}

describe('journal records are type-checked when read', () => {
  // The line and the text at the column named: where the wrong field's key (or list element) starts.
  const cases: [string, () => string, string, number, string | null][] = [
    ['a header seed that is not a whole number', () => forged({ ...header, seed: 1.5 }), '"seed" should be a whole number', 1, '"seed"'],
    ['a header seed carrying markup', () => forged({ ...header, seed: '<img src=x onerror=alert(1)>' }), '"seed" should be a whole number', 1, '"seed"'],
    ['a negative header seed', () => forged({ ...header, seed: -1 }), '"seed" is out of range', 1, '"seed"'],
    ['a numeric header scenario', () => forged({ ...header, scenario: 42 }), '"scenario" should be text', 1, '"scenario":42'],
    ['a header without its hash', () => forged({ ...header, scenarioHash: undefined }), '"scenarioHash" is missing', 1, null],
    ['a numeric command text', () => forged(header, note, { ...note, n: 2, text: 7 }), '"text" should be text', 3, '"text":7'],
    ['rolls that are not a list', () => forged(header, { ...note, rolls: 'nope' }), '"rolls" should be a list', 2, '"rolls"'],
    ['a die without its value', () => forged(header, { ...note, rolls: [{ sides: 6, label: 'x' }] }), '"rolls.0.value" is missing', 2, '{"sides"'],
    ['an event whose text is a number', () => forged(header, { ...note, events: [{ type: 'note', text: 1 }] }), '"events.0.text" should be text', 2, '"text":1'],
    ['a "menu" mark that is not true or false', () => forged(header, { ...note, menu: 'yes' }), '"menu" should be true or false', 2, '"menu"'],
    ['an undo of no commands', () => forged(header, note, { kind: 'undo', count: 0 }), '"count" is out of range', 3, '"count"'],
    ['an unknown record kind', () => forged(header, { kind: 'constructor' }), 'unknown journal record "constructor"', 2, '"kind"'],
    ['a record without a kind', () => forged(header, { text: 'x' }), 'unknown journal record "undefined"', 2, null],
  ];
  for (const [name, make, problem, line, at] of cases) {
    it(`refuses ${name}, naming its line and the column of the field`, () => {
      const path = make();
      const text = readFileSync(path, 'utf8').split('\n')[line - 1] ?? '';
      const col = at === null ? 1 : text.indexOf(at) + 1;
      expect(col).toBeGreaterThan(at === null ? 0 : 1);
      expect(problemOf(path)).toBe(`error: j.jsonl:${line}:${col}: not a valid journal line: ${problem}`);
    });
  }

  it('reads a well-formed journal as before', () => {
    const read = readJournal(forged(header, note, { kind: 'undo', count: 1 }));
    expect(read.header.seed).toBe(5);
    expect(read.records.map((r) => r.kind)).toEqual(['command', 'undo']);
  });

  it('reads a command chosen from the menus ("menu": true) and one without the mark alike', () => {
    const read = readJournal(forged(header, note, { ...note, n: 2, menu: true }));
    expect(read.records.map((r) => (r.kind === 'command' ? r.menu : r.kind))).toEqual([undefined, true]);
  });
});

describe('a forged journal through the real CLI', () => {
  const runs: [string, (j: string) => string[]][] = [
    ['replay', (j) => ['replay', j]],
    ['report', (j) => ['report', j]],
    ['report --format html', (j) => ['report', j, '--format', 'html']],
    ['play --resume', (j) => ['play', '--resume', j]],
  ];
  const journals: [string, () => string, RegExp][] = [
    ['"rolls": "nope"', () => forged(header, { ...note, rolls: 'nope' }), /:2:\d+: not a valid journal line: "rolls" should be a list\n$/],
    ['a numeric text', () => forged(header, { ...note, text: 12 }), /:2:\d+: not a valid journal line: "text" should be text\n$/],
    ['a numeric header scenario', () => forged({ ...header, scenario: 3 }), /:1:\d+: not a valid journal line: "scenario" should be text\n$/],
    ['a header seed with markup', () => forged({ ...header, seed: '<img src=x onerror=alert(1)>' }), /:1:\d+: not a valid journal line: "seed" should be a whole number\n$/],
  ];
  for (const [what, make, message] of journals) {
    it(`exits 2 with one line on ${what}, and the journal is untouched`, () => {
      ensureBuilt();
      const j = make();
      const before = readFileSync(j, 'utf8');
      for (const [name, args] of runs) {
        const r = tyw(args(j), script('note more'));
        expect(r.code, name).toBe(2);
        expect(r.stderr, name).toMatch(/^error: [^\n]*\n$/);
        expect(r.stderr, name).toMatch(message);
        expect(r.stdout, name).toBe('');
      }
      expect(readFileSync(j, 'utf8')).toBe(before);
    });
  }

  it('exits 2 naming the line for a record that is not JSON at all', () => {
    const j = forged(header, note);
    writeFileSync(j, `${readFileSync(j, 'utf8')}[1,2]\n`);
    const r = tyw(['replay', j], '');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/:3:1: not a journal line\n$/);
  });
});
