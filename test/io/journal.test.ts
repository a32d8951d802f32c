import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/engine/errors.js';
import { JournalWriter, readJournal } from '../../src/io/journal.js';
import { TEST_HEADER } from './journal-fixtures.js';

const header = TEST_HEADER;

function journalWith(lines: number): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tyw-journal-')), 'battle.tyw.jsonl');
  const w = JournalWriter.create(path, header);
  for (let i = 1; i <= lines; i += 1) {
    w.append({ kind: 'command', n: i, text: `note line ${i}`, hand: false, rolls: [{ sides: 6, value: i % 6 || 6, label: 'x' }], events: [{ type: 'note', text: `line ${i}` }] });
  }
  w.append({ kind: 'undo', count: 1 });
  w.close();
  return path;
}

function failure(f: () => unknown): UserError {
  try {
    f();
  } catch (e) {
    if (e instanceof UserError) return e;
    throw e;
  }
  throw new Error('expected a UserError');
}

describe('the journal', () => {
  it('round-trips: header, commands and undo come back in order with line numbers', () => {
    const path = journalWith(3);
    const read = readJournal(path);
    expect(read.header.seed).toBe(5);
    expect(read.header.scenario).toBe(header.scenario);
    expect(read.records.map((r) => r.kind)).toEqual(['command', 'command', 'command', 'undo']);
    expect(read.records.map((r) => r.line)).toEqual([2, 3, 4, 5]);
    expect(read.truncated).toBe(false);
    // each line is one JSON object ending in a newline
    const text = readFileSync(path, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    for (const line of text.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('never overwrites an existing journal', () => {
    const path = journalWith(1);
    expect(failure(() => JournalWriter.create(path, header)).message).toMatch(/already exists/);
    // A journal that appears after the start-up check is named as the user typed it, not by its full path.
    expect(failure(() => JournalWriter.create(path, header, 'battle.tyw.jsonl')).format()).toBe('error: battle.tyw.jsonl: journal already exists; use --resume to continue it, or choose another --journal');
  });

  it('a journal whose last line is torn (a crash) loads up to its last whole line', () => {
    const path = journalWith(2);
    appendFileSync(path, '{"kind":"command","n":3,"text":"note half');
    const read = readJournal(path);
    expect(read.truncated).toBe(true);
    expect(read.records).toHaveLength(3);
    // resuming cuts the torn tail and appends cleanly after the last whole line
    const w = JournalWriter.resume(path, read);
    w.append({ kind: 'command', n: 3, text: 'note again', hand: false, rolls: [], events: [] });
    w.close();
    const again = readJournal(path);
    expect(again.truncated).toBe(false);
    expect(again.records.at(-1)).toMatchObject({ kind: 'command', text: 'note again', line: 5 });
  });

  it('an edited line is named: changing a die', () => {
    const path = journalWith(3);
    const lines = readFileSync(path, 'utf8').split('\n');
    lines[2] = (lines[2] ?? '').replace('"value":2', '"value":5');
    writeFileSync(path, lines.join('\n'));
    const e = failure(() => readJournal(path, 'battle.tyw.jsonl'));
    expect(e.format()).toBe('error: battle.tyw.jsonl:3:1: this line has been edited (its checksum does not match)');
  });

  it('an edited line is named: a deleted line breaks the chain at the next one', () => {
    const path = journalWith(3);
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.splice(2, 1);
    writeFileSync(path, lines.join('\n'));
    expect(failure(() => readJournal(path, 'j')).where).toMatchObject({ line: 3 });
  });

  it('an edited header is named at line 1, and garbage is reported as such', () => {
    const path = journalWith(1);
    const lines = readFileSync(path, 'utf8').split('\n');
    writeFileSync(path, [(lines[0] ?? '').replace('"seed":5', '"seed":6'), ...lines.slice(1)].join('\n'));
    expect(failure(() => readJournal(path, 'j')).where).toMatchObject({ line: 1 });
    writeFileSync(path, 'hello\n');
    expect(failure(() => readJournal(path, 'j')).format()).toBe('error: j:1:1: not a tyw journal: its first line is not JSON');
  });

  it('a journal of the older format 1 is refused with the reason, at its header line', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'tyw-journal-')), 'old.tyw.jsonl');
    JournalWriter.create(path, { ...header, format: 1 }).close();
    const e = failure(() => readJournal(path, 'old.tyw.jsonl'));
    expect(e.format()).toBe(
      'error: old.tyw.jsonl:1:1: journal format 1 is not supported (this tyw reads format 2): it was written by an older tyw, whose rules resolve some commands differently',
    );
  });

  it('a missing journal is a user error, not a crash', () => {
    expect(failure(() => readJournal('/nonexistent/j.jsonl', 'j.jsonl')).format()).toBe('error: j.jsonl: no such journal');
  });
});
