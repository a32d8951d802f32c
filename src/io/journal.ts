/**
 * The battle journal: append-only JSON Lines. A header line (tool version, rule set, the full
 * scenario text and its hash, the seed), then one line per command (text typed, dice, events)
 * and `undo` and `redo` lines. Every line is written and fsynced before its result is shown, so a crash
 * never loses what the user saw. Each line carries `chain`, a SHA-256 over the previous
 * line's chain and its own content, so an edited line is found and named.
 */
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, fsyncSync, ftruncateSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import type { RolledDie } from '../dice/dice.js';
import { type SourcePosition, UserError } from '../engine/errors.js';
import type { BattleEvent } from '../engine/ruleset.js';
import { describeErrno, errnoCode } from './errno.js';
import { fieldAt, jsonBreak } from './journal-json.js';
import { checkHeader, checkRecord, recordKinds } from './journal-records.js';
import { listWords } from '../engine/command-line/words.js';

/**
 * Format 2: the rules changed how commands resolve (standing orders, loss spreading after the
 * roll, result wording), so a format-1 journal would not replay to the same events.
 */
export const JOURNAL_FORMAT = 2;

export interface JournalHeader {
  readonly kind: 'header';
  readonly format: number;
  readonly tool: string;
  readonly ruleset: string;
  /** File name the scenario was loaded from, for messages only. */
  readonly scenarioName: string;
  readonly scenario: string;
  readonly scenarioHash: string;
  readonly seed: number;
  readonly started: string;
}

export interface JournalCommand {
  readonly kind: 'command';
  readonly n: number;
  readonly text: string;
  readonly hand: boolean;
  /** Chosen from the guided menus; written only then, so a typed command's record (and an older journal) has none. */
  readonly menu?: true;
  readonly rolls: readonly RolledDie[];
  readonly events: readonly BattleEvent[];
}

export interface JournalUndo {
  readonly kind: 'undo';
  readonly count: number;
}

/** Put back the next `count` commands taken back with undo (their dice and events are on their own lines). */
export interface JournalRedo {
  readonly kind: 'redo';
  readonly count: number;
}

export type JournalRecord = JournalHeader | JournalCommand | JournalUndo | JournalRedo;

/** A record as read back, with its 1-based line number. */
export type JournalLine = JournalRecord & { readonly line: number };

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

function chained(prev: string, record: JournalRecord): { line: string; chain: string } {
  const body = JSON.stringify(record);
  const chain = sha256(prev + body).slice(0, 32);
  // `chain` goes last so the body stays readable at a glance.
  return { line: `${body.slice(0, -1)},"chain":"${chain}"}\n`, chain };
}

export class JournalWriter {
  private constructor(
    private fd: number,
    private chain: string,
    /** Bytes of whole lines on disk: where a failed append is cut back to. */
    private size: number,
    readonly path: string,
  ) {}

  /**
   * Start a new journal; fails if the file exists (never overwrite a battle). If even the
   * header cannot be written, the new file is removed: nothing partial is left. `shown`: the
   * path as the user typed it, for messages.
   */
  static create(path: string, header: JournalHeader, shown: string = path): JournalWriter {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      const code = errnoCode(error);
      if (code === 'EEXIST') throw new UserError('journal already exists; use --resume to continue it, or choose another --journal', { file: shown });
      throw new UserError(`cannot create the journal (${describeErrno(error)})`, { file: shown });
    }
    const writer = new JournalWriter(fd, '', 0, path);
    try {
      writer.append(header);
    } catch (error) {
      writer.discard();
      throw error;
    }
    return writer;
  }

  /** Continue a journal that was read (readJournal, scanJournal); a torn last line is cut off first. */
  static resume(path: string, read: JournalSummary): JournalWriter {
    let fd: number;
    try {
      fd = openSync(path, 'a'); // O_APPEND: every write lands at the end
    } catch (error) {
      throw new UserError(`cannot write to the journal (${describeErrno(error)}), so it cannot be continued; tyw replay can still read it`, { file: path });
    }
    try {
      if (read.truncated) ftruncateSync(fd, read.validBytes);
    } catch (error) {
      closeSync(fd);
      throw new UserError(`cannot cut off the journal's torn last line (${describeErrno(error)}), so it cannot be continued; tyw replay can still read it`, { file: path });
    }
    return new JournalWriter(fd, read.lastChain, read.validBytes, path);
  }

  /**
   * Write one record and fsync it. If the disk is full (or the write fails in any other way),
   * the file is cut back to its last whole line and a UserError says so: the journal stays
   * exactly as it was before this record, and the caller must not act on the record.
   */
  append(record: JournalRecord): void {
    const { line, chain } = chained(this.chain, record);
    const bytes = Buffer.from(line, 'utf8');
    try {
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(this.fd, bytes, offset, bytes.length - offset, null);
      fsyncSync(this.fd);
    } catch (error) {
      this.cutBack();
      throw new UserError(`cannot write the journal (${describeErrno(error)})`, { file: this.path });
    }
    this.chain = chain;
    this.size += bytes.length;
  }

  /** After a failed append: drop whatever part of the line reached the disk. A torn line left here is dropped on resume anyway. */
  private cutBack(): void {
    try {
      ftruncateSync(this.fd, this.size);
      fsyncSync(this.fd);
    } catch {
      // the reader drops a line without its newline, so the journal still reads as before
    }
  }

  /** The chain value of the last line written. */
  get lastChain(): string {
    return this.chain;
  }

  close(): void {
    if (this.fd >= 0) closeSync(this.fd);
    this.fd = -1;
  }

  /** Close and delete a journal this process created that holds no command yet. */
  discard(): void {
    this.close();
    try {
      unlinkSync(this.path);
    } catch {
      // already gone
    }
  }
}

/** What reading a journal through tells, beyond its records. */
export interface JournalSummary {
  readonly header: JournalHeader & { line: number };
  /** Records after the header. */
  readonly count: number;
  /** The last line was cut short (as after a crash) and was ignored. */
  readonly truncated: boolean;
  /** Byte length of the whole lines. */
  readonly validBytes: number;
  readonly lastChain: string;
}

export interface ReadJournal extends JournalSummary {
  readonly records: readonly JournalLine[];
}

/**
 * The longest line a journal may hold. The header carries the whole scenario (1 MB at most,
 * which JSON's escapes could swell to 6 MB); a command line is a few kilobytes. Anything
 * longer was not written by tyw.
 */
export const MAX_JOURNAL_LINE_BYTES = 8 * 1024 * 1024;
const CHUNK_BYTES = 256 * 1024;

/** Read and check a whole journal into memory (see scanJournal). */
export function readJournal(path: string, displayName = path): ReadJournal {
  const records: JournalLine[] = [];
  const summary = scanJournal(path, displayName, (record) => void records.push(record));
  return { ...summary, records };
}

/**
 * Read and check a journal, handing each record after the header to `take` as it is read:
 * JSON shape, the hash chain, and a torn last line. It is read in chunks, line by line, and
 * keeps no record itself, so memory follows what `take` keeps (the battle), not the file. A
 * file that is not a regular file (a device, a pipe) or a line longer than any tyw writes is
 * refused at once.
 */
export function scanJournal(path: string, displayName: string, take: (record: JournalLine, header: JournalHeader & { line: number }) => void): JournalSummary {
  const fd = openJournal(path, displayName);
  try {
    const checker = new LineChecker(displayName, take);
    const chunk = Buffer.alloc(CHUNK_BYTES);
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let validBytes = 0;
    for (;;) {
      let n: number;
      try {
        n = readSync(fd, chunk, 0, chunk.length, null);
      } catch (error) {
        throw new UserError(`cannot read the journal (${describeErrno(error)})`, { file: displayName });
      }
      if (n === 0) break;
      let start = 0;
      for (let nl = chunk.indexOf(10, start); nl !== -1 && nl < n; nl = chunk.indexOf(10, start)) {
        const piece = chunk.subarray(start, nl);
        const whole = pending.length === 0 ? piece : Buffer.concat([...pending, piece]);
        if (whole.length > MAX_JOURNAL_LINE_BYTES) throw tooLong(displayName, checker.nextLine);
        checker.check(whole.toString('utf8'));
        validBytes += whole.length + 1;
        pending = [];
        pendingBytes = 0;
        start = nl + 1;
      }
      if (start < n) {
        pending.push(Buffer.from(chunk.subarray(start, n)));
        pendingBytes += n - start;
        if (pendingBytes > MAX_JOURNAL_LINE_BYTES) throw tooLong(displayName, checker.nextLine);
      }
    }
    return checker.finish(pendingBytes > 0 ? Buffer.concat(pending).toString('utf8') : undefined, validBytes);
  } finally {
    closeSync(fd);
  }
}

function tooLong(file: string, line: number): UserError {
  return new UserError(`this line is longer than ${MAX_JOURNAL_LINE_BYTES / (1024 * 1024)} MB, more than tyw ever writes; this is not a journal`, { file, line, col: 1 });
}

/** Open for reading, refusing anything that is not a regular file before reading a byte of it. */
function openJournal(path: string, file: string): number {
  if (file === '') throw new UserError('give the journal file, not an empty name');
  let fd: number;
  try {
    // O_NONBLOCK: opening a named pipe must not wait for a writer before it can be refused.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = errnoCode(error);
    throw new UserError(code === 'ENOENT' ? 'no such journal' : `cannot read the journal (${describeErrno(error)})`, { file });
  }
  let kind: 'file' | 'folder' | 'other' = 'other';
  try {
    const stat = fstatSync(fd);
    kind = stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : 'other';
  } catch {
    // unknown: refused below
  }
  if (kind !== 'file') {
    closeSync(fd);
    throw new UserError(`${kind === 'folder' ? 'this is a folder' : 'not a regular file'}; a journal is a file written by tyw play`, { file });
  }
  return fd;
}

/**
 * A first line a scenario would start with (a document start, a key such as `ruleset:`, or the
 * schema comment the bundled scenarios open with): the easy mix-up at the table.
 */
const LOOKS_LIKE_YAML = /^(---\s*$|[A-Za-z][\w-]*:(\s|$)|#\s*yaml-language-server:)/;
const SCENARIO_NOT_JOURNAL = 'this looks like a scenario, not a tyw journal: play it with tyw play; replay, report and play --resume read the journal that play writes';

/** Checks each line as it is read: JSON, the chain, the record's shape; then hands it on. */
class LineChecker {
  private chain = '';
  private header: (JournalHeader & { line: number }) | null = null;
  private count = 0;
  /** Command lines read so far, to tell a missing line from an edited one. */
  private commands = 0;
  nextLine = 1;

  constructor(
    private readonly file: string,
    private readonly hand: (record: JournalLine, header: JournalHeader & { line: number }) => void,
  ) {}

  check(text: string): void {
    const line = this.nextLine;
    this.nextLine += 1;
    // A byte-order mark (an editor's, on saving) is no part of the first line.
    const raw = line === 1 && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    // A blank line (an editor's extra newline at the end) holds no record and changes none.
    if (raw.trim() === '') return;
    // The first record (blank lines skipped) is the header.
    const first = this.header === null;
    const at = (col = 1): SourcePosition => ({ file: this.file, line, col });
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      const col = (jsonBreak(raw) ?? 0) + 1;
      if (first && LOOKS_LIKE_YAML.test(raw)) throw new UserError(SCENARIO_NOT_JOURNAL, at());
      if (first) throw new UserError(firstLineProblem(raw) ?? 'not a tyw journal: its first line is not JSON', at(col));
      throw new UserError('not a journal line (invalid JSON); the journal has been edited or damaged', at(col));
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new UserError(first ? firstLineProblem(raw) ?? 'not a tyw journal: its first line is not a JSON object' : 'not a journal line', at());
    }
    const { chain: recorded, ...record } = value as Record<string, unknown>;
    // A file tyw never wrote is told as such, not as an edited line.
    if (first) checkIsHeader(record, at());
    if (recorded === undefined) throw new UserError('this line has no "chain" checksum, which tyw writes on every line: the journal has been edited', at());
    const expected = chained(this.chain, record as unknown as JournalRecord).chain;
    if (recorded !== expected) throw new UserError(this.mismatch(record, recorded), at());
    this.chain = expected;
    if (record.kind === 'command') this.commands += 1;
    if (first) checkFormat(record, at());
    // Its checksum is right (recomputed by hand), but its number is not its place among the commands.
    if (record.kind === 'command' && typeof record.n === 'number' && record.n !== this.commands) {
      throw new UserError(`this line records command ${record.n}, but it is command ${this.commands} of the journal: lines were reordered or renumbered`, at(fieldColumn(raw, ['n'])));
    }
    // Every field's type is checked here, so nothing further on meets a record it cannot use.
    const checked = first ? checkHeader(record) : checkRecord(record);
    if (!checked.ok) throw new UserError(`not a valid journal line: ${checked.problem}`, at(fieldColumn(raw, checked.path)));
    const checkedRecord: JournalLine = { ...checked.value, line };
    if (this.header === null) {
      // checkIsHeader and checkHeader have made sure of it.
      this.header = checkedRecord as JournalHeader & { line: number };
      return;
    }
    this.count += 1;
    this.hand(checkedRecord, this.header);
  }

  /**
   * Why a line's checksum does not match. Command lines are numbered in order (`n`): one whose
   * number skips ahead shows a line missing before it, not this one edited.
   */
  private mismatch(record: Record<string, unknown>, recorded: unknown): string {
    // A header past the first line starts a journal of its own (`cat a.jsonl b.jsonl`): its chain begins afresh.
    if (record.kind === 'header' && this.header !== null) {
      const fresh = recorded === chained('', record as unknown as JournalRecord).chain;
      return fresh
        ? "this line is a second journal's header: two journals were joined into one file (replay each on its own)"
        : "this line is a journal's header, past the first line: journals were joined, or the journal has been edited";
    }
    const n = record.kind === 'command' && typeof record.n === 'number' && Number.isInteger(record.n) ? record.n : null;
    if (n !== null && n > this.commands + 1) {
      const from = this.commands + 1;
      const gap = n - from;
      const missing = gap === 1 ? `command ${from} is` : `commands ${from} ${gap === 2 ? 'and' : 'to'} ${n - 1} are`;
      return `a line is missing before this one: it records command ${n}, but ${missing} not in the journal (its checksum does not match)`;
    }
    // Only a command line carries a number: before any other line, a missing line cannot be told from an edit.
    return record.kind !== 'command' && record.kind !== 'header' ? 'this line has been edited, or a line before it is missing (its checksum does not match)' : 'this line has been edited (its checksum does not match)';
  }

  /** `tornLine`: the text after the last newline, when there is any. */
  finish(tornLine: string | undefined, validBytes: number): JournalSummary {
    const truncated = tornLine !== undefined;
    if (!this.header && truncated) {
      // A torn header still begins as every journal line does; a text file without a newline does not.
      // Only a header begins with '{': anything else was never one, torn or not.
      const problem = firstLineProblem(tornLine) ?? (tornLine.startsWith('{') ? "the journal's first line, its header, is cut short (as after a crash while it was being started): there is nothing in it to replay" : 'not a tyw journal: its first line is not JSON');
      throw new UserError(problem, { file: this.file, line: 1, col: 1 });
    }
    if (!this.header) throw new UserError('the journal is empty', { file: this.file });
    return { header: this.header, count: this.count, truncated, validBytes, lastChain: this.chain };
  }
}

/** The column where a record's wrong field starts; 1 if it cannot be found (the message matters more). */
function fieldColumn(raw: string, path: readonly PropertyKey[]): number {
  try {
    return fieldAt(raw, path) + 1;
  } catch {
    return 1;
  }
}

/**
 * A first line that is JSON, or begins with it, but is no journal's header line: a whole
 * journal as one JSON array, or its lines run together (a minifier, an editor's join).
 * Undefined when it is neither.
 */
function firstLineProblem(raw: string): string | undefined {
  // A journal saved as a pretty-printed array: its first line opens the array and the header.
  if (/^\s*\[\s*(?:\{|$)/.test(raw) && jsonBreak(raw) !== undefined) return 'not a tyw journal: it holds a JSON array, where a journal has one JSON object per line';
  const end = jsonBreak(raw);
  let value: unknown;
  try {
    value = JSON.parse(end === undefined ? raw : raw.slice(0, end));
  } catch {
    return undefined;
  }
  if (Array.isArray(value)) return 'not a tyw journal: its first line is a JSON array, where a journal has one JSON object per line';
  if (end !== undefined && typeof value === 'object' && value !== null && raw.slice(end).trimStart().startsWith('{')) return "the journal's lines are run together: a journal has one JSON object per line, each ending with a newline";
  return undefined;
}

/** What every tyw header has, whatever its format: without them the file is not a journal at all. */
const HEADER_MARKS = ['kind', 'format', 'tool'] as const;

/**
 * The first record looks like a tyw header (checked before its checksum, so a file tyw never
 * wrote is not called edited); a journal whose header was deleted starts with a later record.
 */
function checkIsHeader(record: Record<string, unknown>, where: SourcePosition): void {
  const kind = record.kind;
  if (typeof kind === 'string' && recordKinds().includes(kind)) {
    throw new UserError(`the first line is a "${kind}" record, not the journal's header: the header line has been deleted or moved`, where);
  }
  const missing = HEADER_MARKS.filter((key) => !Object.hasOwn(record, key));
  if (missing.length > 0) {
    const listed = listWords(missing.map((key) => `"${key}"`), 'or');
    throw new UserError(`not a tyw journal: its first line has no ${listed} field, which a tyw journal's header line has`, where);
  }
  if (kind !== 'header') throw new UserError('not a tyw journal: its first line\'s "kind" is not "header"', where);
}

/** The header's format, checked before its fields: an older journal says so plainly. */
function checkFormat(record: Record<string, unknown>, where: SourcePosition): void {
  if (record.format !== JOURNAL_FORMAT) {
    const older = typeof record.format === 'number' && record.format < JOURNAL_FORMAT;
    const why = older ? ': it was written by an older tyw, whose rules resolve some commands differently' : '';
    throw new UserError(`journal format ${String(record.format)} is not supported (this tyw reads format ${JOURNAL_FORMAT})${why}`, where);
  }
}
