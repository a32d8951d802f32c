/**
 * What a damaged journal, or a file that is not one, is told as: one `error: file:line:col: …`
 * line. A line that is not JSON is named at the column where its JSON breaks (a record of the
 * wrong shape at its field: journal-records.test.ts); an edited line or one refused on replay at
 * column 1. A first line that is not a tyw header at all says so, rather
 * than calling a file tyw never wrote "edited"; a real line whose checksum fails keeps saying that.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUserError } from '../../src/engine/errors.js';
import { JournalWriter, readJournal } from '../../src/io/journal.js';
import { rebuildJournal } from '../../src/io/rebuild.js';
import { TEST_HEADER } from './journal-fixtures.js';

const note = (n: number) => ({ kind: 'command' as const, n, text: `note ${n}`, hand: false, rolls: [], events: [{ type: 'note', text: `${n}` }] });

/** The lines of a valid three-note journal, for a test to damage. */
function validLines(): string[] {
  const path = join(mkdtempSync(join(tmpdir(), 'tyw-errors-')), 'valid.tyw.jsonl');
  const w = JournalWriter.create(path, TEST_HEADER);
  for (const n of [1, 2, 3]) w.append(note(n));
  w.close();
  return readFileSync(path, 'utf8').trimEnd().split('\n');
}

/** The one line a journal of these lines is refused with, read as `j.jsonl`. */
function refusal(lines: readonly string[], read: (path: string) => unknown = (path) => readJournal(path, 'j.jsonl')): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tyw-errors-')), 'j.jsonl');
  writeFileSync(path, `${lines.join('\n')}\n`);
  try {
    read(path);
  } catch (error) {
    if (isUserError(error)) return error.format();
    throw error;
  }
  throw new Error('expected a UserError');
}

describe('journal errors name the line and the column', () => {
  it('a line cut short in the middle of the journal is named at the column where its JSON stops', () => {
    const lines = validLines();
    const cut = (lines[2] as string).slice(0, 40);
    lines[2] = cut;
    expect(refusal(lines)).toBe(`error: j.jsonl:3:${cut.length + 1}: not a journal line (invalid JSON); the journal has been edited or damaged`);
  });

  it('a stray character typed into a line is named at its column', () => {
    const lines = validLines();
    const line = lines[1] as string;
    const at = line.indexOf('"hand"');
    lines[1] = `${line.slice(0, at)}x${line.slice(at)}`;
    expect(refusal(lines)).toBe(`error: j.jsonl:2:${at + 1}: not a journal line (invalid JSON); the journal has been edited or damaged`);
  });

  it('a deleted command line is told as a line missing before the next, which records a later command', () => {
    const lines = validLines();
    expect(refusal(lines.filter((_, i) => i !== 2))).toBe('error: j.jsonl:3:1: a line is missing before this one: it records command 3, but command 2 is not in the journal (its checksum does not match)');
    expect(refusal(lines.filter((_, i) => i !== 1 && i !== 2))).toBe('error: j.jsonl:2:1: a line is missing before this one: it records command 3, but commands 1 and 2 are not in the journal (its checksum does not match)');
  });

  it('a checksum mismatch on an undo line says it was edited or a line before it is missing: only command lines are numbered', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'tyw-errors-')), 'undo.tyw.jsonl');
    const w = JournalWriter.create(path, TEST_HEADER);
    for (const n of [1, 2]) w.append(note(n));
    w.append({ kind: 'undo', count: 1 });
    w.close();
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    expect(refusal(lines.filter((_, i) => i !== 2))).toBe('error: j.jsonl:3:1: this line has been edited, or a line before it is missing (its checksum does not match)');
  });

  it('two journals joined into one file (cat a b > m) are named as such at the second header', () => {
    const lines = validLines();
    expect(refusal([...lines, ...lines])).toBe(`error: j.jsonl:${lines.length + 1}:1: this line is a second journal's header: two journals were joined into one file (replay each on its own)`);
    const header = lines[0] as string;
    expect(refusal([...lines, header.replace('"chain":"', '"chain":"0')])).toMatch(/past the first line: journals were joined, or the journal has been edited$/);
  });

  it('an edited line, a line that is not a record and a refused replay are named at column 1', () => {
    const lines = validLines();
    expect(refusal(lines.map((l, i) => (i === 2 ? l.replace('note 2', 'note 9') : l)))).toBe('error: j.jsonl:3:1: this line has been edited (its checksum does not match)');
    expect(refusal([...lines, '[1,2]'])).toBe('error: j.jsonl:5:1: not a journal line');
    const forged = join(mkdtempSync(join(tmpdir(), 'tyw-errors-')), 'forged.jsonl');
    JournalWriter.create(forged, { ...TEST_HEADER, scenarioHash: '0' }).close();
    expect(refusal(readFileSync(forged, 'utf8').trimEnd().split('\n'), (path) => rebuildJournal(path, 'j.jsonl'))).toBe(
      'error: j.jsonl:1:1: the scenario in the header has been edited (its hash does not match)',
    );
  });
});

describe('a line forged with its checksum recomputed is still refused', () => {
  /** A journal written by tyw's own writer (so every checksum is right) from these records. */
  function forged(records: readonly object[]): string[] {
    const path = join(mkdtempSync(join(tmpdir(), 'tyw-errors-')), 'forged.tyw.jsonl');
    const w = JournalWriter.create(path, TEST_HEADER);
    for (const r of records) w.append(r as never);
    w.close();
    return readFileSync(path, 'utf8').trimEnd().split('\n');
  }

  it('a command renumbered, or two commands swapped, is named at its number', () => {
    const renumbered = forged([note(1), note(9)]);
    expect(refusal(renumbered)).toBe(`error: j.jsonl:3:${(renumbered[2] ?? '').indexOf('"n"') + 1}: this line records command 9, but it is command 2 of the journal: lines were reordered or renumbered`);
    expect(refusal(forged([note(2), note(1)]))).toMatch(/^error: j\.jsonl:2:\d+: this line records command 2, but it is command 1 of the journal/);
  });

  it('a field tyw never writes is named at its key', () => {
    const lines = forged([note(1), { ...note(2), extra: 1 }]);
    expect(refusal(lines)).toBe(`error: j.jsonl:3:${(lines[2] ?? '').indexOf('"extra"') + 1}: not a valid journal line: "extra" is not a field tyw writes in this record`);
  });
});

describe('a file that is not a tyw journal says so', () => {
  const rest = () => validLines().slice(1);

  it('a first line that is not JSON', () => {
    expect(refusal(['# my battle notes', ...rest()])).toBe('error: j.jsonl:1:1: not a tyw journal: its first line is not JSON');
  });

  it('a scenario given for a journal says what it is and what reads it', () => {
    const said = 'this looks like a scenario, not a tyw journal: play it with tyw play; replay, report and play --resume read the journal that play writes';
    expect(refusal(['ruleset: devil-rules', 'title: x'])).toBe(`error: j.jsonl:1:1: ${said}`);
    expect(refusal(['---', 'ruleset: tilly'])).toBe(`error: j.jsonl:1:1: ${said}`);
    expect(refusal(['# yaml-language-server: $schema=../docs/scenario.schema.json', 'ruleset: tilly'])).toBe(`error: j.jsonl:1:1: ${said}`);
  });

  it('a first line that is a JSON array, not an object', () => {
    expect(refusal(['["kind","header"]', ...rest()])).toBe('error: j.jsonl:1:1: not a tyw journal: its first line is a JSON array, where a journal has one JSON object per line');
  });

  it('a JSON Lines file some other program wrote', () => {
    expect(refusal(['{"level":"info","msg":"started"}', '{"level":"info","msg":"done"}'])).toBe(
      'error: j.jsonl:1:1: not a tyw journal: its first line has no "kind", "format" or "tool" field, which a tyw journal\'s header line has',
    );
  });

  it('a header edited into nonsense: its tool field gone', () => {
    const [head = '', ...others] = validLines();
    expect(refusal([head.replace(/"tool":"[^"]*",/, ''), ...others])).toBe(
      'error: j.jsonl:1:1: not a tyw journal: its first line has no "tool" field, which a tyw journal\'s header line has',
    );
  });

  it('a first line of another kind than "header"', () => {
    expect(refusal(['{"kind":"save","format":2,"tool":"other"}'])).toBe('error: j.jsonl:1:1: not a tyw journal: its first line\'s "kind" is not "header"');
  });

  it('a journal whose header line was deleted starts with a command', () => {
    expect(refusal(rest())).toBe('error: j.jsonl:1:1: the first line is a "command" record, not the journal\'s header: the header line has been deleted or moved');
  });

  it('a real header whose seed was changed is still an edited line', () => {
    const [head = '', ...others] = validLines();
    expect(refusal([head.replace('"seed":5', '"seed":6'), ...others])).toBe('error: j.jsonl:1:1: this line has been edited (its checksum does not match)');
  });

  it('a line without its checksum says so', () => {
    const lines = validLines();
    lines[3] = (lines[3] as string).replace(/,"chain":"[0-9a-f]+"/, '');
    expect(refusal(lines)).toBe('error: j.jsonl:4:1: this line has no "chain" checksum, which tyw writes on every line: the journal has been edited');
  });
});
