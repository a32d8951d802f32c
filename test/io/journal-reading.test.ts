/**
 * Bounded reading: a journal is read in chunks, line by line. Lines that straddle chunks read
 * back whole, a torn tail is dropped, and what is not a journal (a device, a pipe, a folder, a
 * line longer than tyw ever writes) is refused at once with one line.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/engine/errors.js';
import { JournalWriter, MAX_JOURNAL_LINE_BYTES, readJournal } from '../../src/io/journal.js';
import { TEST_HEADER } from './journal-fixtures.js';

const header = TEST_HEADER;

const folder = () => mkdtempSync(join(tmpdir(), 'tyw-reading-'));

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof UserError) return e.format();
    throw e;
  }
  throw new Error('expected a UserError');
}

/** A journal of notes of varied lengths (some far longer than a read chunk), with multi-byte text. */
function journalOfNotes(path: string, lengths: readonly number[]): string[] {
  const w = JournalWriter.create(path, header);
  const texts = lengths.map((n, i) => `note ${i} ${'Äö€'.repeat(Math.ceil(n / 3)).slice(0, n)}`);
  texts.forEach((text, i) => w.append({ kind: 'command', n: i + 1, text, hand: false, rolls: [], events: [{ type: 'note', text }] }));
  w.close();
  return texts;
}

describe('a journal read in chunks', () => {
  it('reads lines that straddle chunk boundaries whole, multi-byte characters included', () => {
    const path = join(folder(), 'long.tyw.jsonl');
    const texts = journalOfNotes(path, [10, 300_000, 5, 700_000, 131_071, 1]);
    const read = readJournal(path);
    expect(read.records.map((r) => (r.kind === 'command' ? r.text : ''))).toEqual(texts);
    expect(read.truncated).toBe(false);
    expect(read.validBytes).toBe(statSync(path).size);
  });

  it('drops a torn last line that spans chunks, and counts only the whole lines', () => {
    const path = join(folder(), 'torn.tyw.jsonl');
    journalOfNotes(path, [100, 200]);
    const whole = statSync(path).size;
    appendFileSync(path, `{"kind":"command","n":3,"text":"${'x'.repeat(600_000)}`);
    const read = readJournal(path);
    expect(read.truncated).toBe(true);
    expect(read.validBytes).toBe(whole);
    expect(read.records).toHaveLength(2);
  });
});

describe('a journal with blank lines', () => {
  it('reads past a blank line an editor added at the end, and still names later lines by their number', () => {
    const path = join(folder(), 'blank.tyw.jsonl');
    const texts = journalOfNotes(path, [10, 20]);
    appendFileSync(path, '\n  \n');
    const read = readJournal(path);
    expect(read.records.map((r) => (r.kind === 'command' ? r.text : ''))).toEqual(texts);
    expect(read.truncated).toBe(false);
    expect(read.validBytes).toBe(statSync(path).size);
    appendFileSync(path, 'not json\n');
    expect(refusal(() => readJournal(path))).toMatch(/:6:2: not a journal line \(invalid JSON\)/);
  });

  it('reads a blank line before the header too: the first record is the header, at its own line', () => {
    const path = join(folder(), 'lead.tyw.jsonl');
    const texts = journalOfNotes(path, [10]);
    writeFileSync(path, `\n${readFileSync(path, 'utf8')}`);
    const read = readJournal(path);
    expect(read.header.line).toBe(2);
    expect(read.records.map((r) => (r.kind === 'command' ? r.text : ''))).toEqual(texts);
  });

  it('reads a journal an editor saved with a byte-order mark, and counts its bytes', () => {
    const path = join(folder(), 'bom.tyw.jsonl');
    const texts = journalOfNotes(path, [10, 30]);
    writeFileSync(path, `\ufeff${readFileSync(path, 'utf8')}`);
    const read = readJournal(path);
    expect(read.records.map((r) => (r.kind === 'command' ? r.text : ''))).toEqual(texts);
    expect(read.validBytes).toBe(statSync(path).size);
  });
});

describe('a journal whose header line is cut short', () => {
  it('is refused as such at line 1, not called empty', () => {
    const path = join(folder(), 'torn-header.tyw.jsonl');
    writeSync(openSync(path, 'w'), '{"kind":"header","format":');
    expect(refusal(() => readJournal(path))).toBe(`error: ${path}:1:1: the journal's first line, its header, is cut short (as after a crash while it was being started): there is nothing in it to replay`);
  });

  it('a text or binary file without a newline is not a journal, not a torn one', () => {
    for (const [name, content] of [['hello.txt', 'hello'], ['blob.bin', '\u0000\u0001\u00ff']] as const) {
      const path = join(folder(), name);
      writeSync(openSync(path, 'w'), content);
      expect(refusal(() => readJournal(path))).toBe(`error: ${path}:1:1: not a tyw journal: its first line is not JSON`);
    }
  });
});

describe('a whole journal on one line', () => {
  function oneLine(name: string, toOneLine: (lines: string[]) => string, newline: boolean): string {
    const file = join(folder(), name);
    journalOfNotes(file, [10, 20]);
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    writeFileSync(file, toOneLine(lines) + (newline ? '\n' : ''));
    return file;
  }
  const asArray = (lines: string[]) => JSON.stringify(lines.map((l) => JSON.parse(l) as unknown));
  const runTogether = (lines: string[]) => lines.join(' ');

  it.each([true, false])('as one JSON array (newline at the end: %s) is named as such', (newline) => {
    const path = oneLine('array.tyw.jsonl', asArray, newline);
    expect(refusal(() => readJournal(path))).toBe(`error: ${path}:1:1: not a tyw journal: its first line is a JSON array, where a journal has one JSON object per line`);
  });

  it('with its lines run together is named as such, not as a header cut short', () => {
    const torn = oneLine('joined.tyw.jsonl', runTogether, false);
    expect(refusal(() => readJournal(torn))).toBe(`error: ${torn}:1:1: the journal's lines are run together: a journal has one JSON object per line, each ending with a newline`);
    const whole = oneLine('joined-nl.tyw.jsonl', runTogether, true);
    expect(refusal(() => readJournal(whole))).toMatch(/:1:\d+: the journal's lines are run together: a journal has one JSON object per line/);
  });

  it('pretty-printed as an array is named as such; a line that only begins with "[" is no torn header', () => {
    const dir = folder();
    for (const [name, text] of [['open.tyw.jsonl', '[\n  {"kind":"header"},\n'], ['inline.tyw.jsonl', '[{"kind":"header"},\n{"x":1}]\n']] as const) {
      writeFileSync(join(dir, name), text);
      expect(refusal(() => readJournal(join(dir, name)))).toMatch(/:1:\d+: not a tyw journal: it holds a JSON array, where a journal has one JSON object per line$/);
    }
    writeFileSync(join(dir, 'bracket.tyw.jsonl'), '[not json');
    expect(refusal(() => readJournal(join(dir, 'bracket.tyw.jsonl')))).toMatch(/:1:1: not a tyw journal: its first line is not JSON$/);
  });

  it('a header followed by other text is still told as not JSON', () => {
    const path = join(folder(), 'tail.tyw.jsonl');
    writeFileSync(path, '{"kind":"header"} and some words\n');
    expect(refusal(() => readJournal(path))).toBe(`error: ${path}:1:19: not a tyw journal: its first line is not JSON`);
  });
});

describe('what is not a journal is refused at once', () => {
  it.each([['/dev/zero'], ['/dev/urandom'], ['/dev/null']])('%s: not a regular file', (device) => {
    expect(refusal(() => readJournal(device))).toBe(`error: ${device}: not a regular file; a journal is a file written by tyw play`);
  });

  it('a folder', () => {
    const dir = folder();
    expect(refusal(() => readJournal(dir, 'battles'))).toBe('error: battles: this is a folder; a journal is a file written by tyw play');
  });

  it('a named pipe, without waiting for a writer', () => {
    const fifo = join(folder(), 'pipe.tyw.jsonl');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    expect(refusal(() => readJournal(fifo, 'pipe.tyw.jsonl'))).toBe('error: pipe.tyw.jsonl: not a regular file; a journal is a file written by tyw play');
  });

  it('a line longer than tyw ever writes, named by its number, without reading the rest', () => {
    const path = join(folder(), 'huge.tyw.jsonl');
    journalOfNotes(path, [10]);
    const fd = openSync(path, 'a');
    const block = Buffer.alloc(1024 * 1024, 0x61);
    for (let written = 0; written <= MAX_JOURNAL_LINE_BYTES; written += block.length) writeSync(fd, block);
    writeSync(fd, '\n');
    closeSync(fd);
    expect(refusal(() => readJournal(path, 'huge.tyw.jsonl'))).toBe('error: huge.tyw.jsonl:3:1: this line is longer than 8 MB, more than tyw ever writes; this is not a journal');
  });

  it('an over-long torn tail too', () => {
    const path = join(folder(), 'tail.tyw.jsonl');
    journalOfNotes(path, [10]);
    appendFileSync(path, 'b'.repeat(MAX_JOURNAL_LINE_BYTES + 10));
    expect(refusal(() => readJournal(path, 'tail.tyw.jsonl'))).toMatch(/^error: tail\.tyw\.jsonl:3:1: this line is longer than 8 MB/);
  });

  it('the CLI says the same in one line with exit 2, for replay, report and --resume', () => {
    const dir = folder();
    mkdirSync(join(dir, 'a-folder'));
    const bin = join(import.meta.dirname, '../../bin/tyw.js');
    for (const args of [['replay', '/dev/zero'], ['report', '/dev/urandom'], ['play', '--resume', 'a-folder']]) {
      const r = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr.trim().split('\n').at(-1)).toMatch(/^error: .*: (?:not a regular file|this is a folder); a journal is a file written by tyw play$/);
    }
  });

  it('an empty name, and a --journal that is no file to write, each said as it is', () => {
    const dir = folder();
    mkdirSync(join(dir, 'a-folder'));
    const bin = join(import.meta.dirname, '../../bin/tyw.js');
    const said = (...args: string[]) => {
      const r = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8', input: '', env: { ...process.env, NO_COLOR: '1' } });
      expect(r.status, r.stderr).toBe(2);
      return r.stderr.trim().split('\n').at(-1);
    };
    expect(said('replay', '')).toBe('error: give the journal file, not an empty name');
    expect(said('check', '')).toBe('error: give the scenario file, not an empty name');
    expect(said('play', '--journal', '')).toBe('error: --journal takes a file name, such as battle.tyw.jsonl, not ""');
    expect(said('play', '--journal', 'a-folder')).toMatch(/^error: .*a-folder: this is a folder; give --journal a file name, such as battle\.tyw\.jsonl$/);
    expect(said('play', '--journal', '/dev/null')).toBe('error: /dev/null: not a regular file; give --journal a file name, such as battle.tyw.jsonl');
    expect(said('play', '--journal', 'no-such-folder/x.jsonl')).toMatch(/^error: .*no-such-folder\/x\.jsonl: cannot create the journal \(the folder does not exist, ENOENT\)$/);
  });
});
