/**
 * The battle journal: append-only JSON Lines. A header line (tool version, rule set, the full
 * scenario text and its hash, the seed), then one line per command (text typed, dice, events)
 * and `undo` and `redo` lines. Every line is written and fsynced before its result is shown, so a crash
 * never loses what the user saw. Each line carries `chain`, a SHA-256 over the previous
 * line's chain and its own content, so an edited line is found and named.
 */
import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import type { RolledDie } from '../dice/dice.js';
import { UserError } from '../engine/errors.js';
import type { BattleEvent } from '../engine/ruleset.js';
import { checkHeader, checkRecord } from './journal-records.js';

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
    readonly path: string,
  ) {}

  /** Start a new journal; fails if the file exists (never overwrite a battle). */
  static create(path: string, header: JournalHeader): JournalWriter {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') throw new UserError('journal already exists; use --resume to continue it, or choose another --journal', { file: path });
      throw new UserError(`cannot create the journal (${code ?? 'unknown error'})`, { file: path });
    }
    const writer = new JournalWriter(fd, '', path);
    writer.append(header);
    return writer;
  }

  /** Continue a journal that was read with `readJournal`; a torn last line is cut off first. */
  static resume(path: string, read: ReadJournal): JournalWriter {
    let fd: number;
    try {
      fd = openSync(path, 'a'); // O_APPEND: every write lands at the end
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
      throw new UserError(`cannot write to the journal (${code}), so it cannot be continued; tyw replay can still read it`, { file: path });
    }
    if (read.truncated) ftruncateSync(fd, read.validBytes);
    const writer = new JournalWriter(fd, read.lastChain, path);
    return writer;
  }

  append(record: JournalRecord): void {
    const { line, chain } = chained(this.chain, record);
    const bytes = Buffer.from(line, 'utf8');
    let offset = 0;
    while (offset < bytes.length) offset += writeSync(this.fd, bytes, offset, bytes.length - offset, null);
    fsyncSync(this.fd);
    this.chain = chain;
  }

  /** The chain value of the last line written. */
  get lastChain(): string {
    return this.chain;
  }

  close(): void {
    if (this.fd >= 0) closeSync(this.fd);
    this.fd = -1;
  }
}

export interface ReadJournal {
  readonly header: JournalHeader & { line: number };
  readonly records: readonly JournalLine[];
  /** The last line was cut short (as after a crash) and was ignored. */
  readonly truncated: boolean;
  /** Byte length of the whole lines. */
  readonly validBytes: number;
  readonly lastChain: string;
}

/** Read and check a journal: JSON shape, the hash chain, and a torn last line. */
export function readJournal(path: string, displayName = path): ReadJournal {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UserError(code === 'ENOENT' ? 'no such journal' : `cannot read the journal (${code ?? 'unknown error'})`, { file: displayName });
  }
  const endsWhole = text.endsWith('\n');
  const parts = text.split('\n');
  const tail = parts.pop() ?? '';
  const truncated = !endsWhole && tail.length > 0;
  const validBytes = Buffer.byteLength(text, 'utf8') - (truncated ? Buffer.byteLength(tail, 'utf8') : 0);

  let chain = '';
  const records: JournalLine[] = [];
  parts.forEach((raw, i) => {
    const line = i + 1;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new UserError('not a journal line (invalid JSON); the journal has been edited or damaged', { file: displayName, line });
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new UserError('not a journal line', { file: displayName, line });
    }
    const { chain: recorded, ...record } = value as Record<string, unknown>;
    const expected = chained(chain, record as unknown as JournalRecord).chain;
    if (recorded !== expected) {
      throw new UserError('this line has been edited (its checksum does not match)', { file: displayName, line });
    }
    chain = expected;
    if (i === 0) checkFormat(record, displayName);
    // Every field's type is checked here, so nothing further on meets a record it cannot use.
    const checked = i === 0 ? checkHeader(record) : checkRecord(record);
    if (!checked.ok) throw new UserError(`not a valid journal line: ${checked.problem}`, { file: displayName, line });
    records.push({ ...checked.value, line });
  });
  const header = records[0];
  if (!header || header.kind !== 'header') throw new UserError('the journal is empty', { file: displayName });
  return { header, records: records.slice(1), truncated, validBytes, lastChain: chain };
}

/** The header's kind and format, checked before its fields: an older journal says so plainly. */
function checkFormat(record: Record<string, unknown>, file: string): void {
  if (record.kind !== 'header') throw new UserError('the first line is not a journal header', { file, line: 1 });
  if (record.format !== JOURNAL_FORMAT) {
    const older = typeof record.format === 'number' && record.format < JOURNAL_FORMAT;
    const why = older ? ': it was written by an older tyw, whose rules resolve some commands differently' : '';
    throw new UserError(`journal format ${String(record.format)} is not supported (this tyw reads format ${JOURNAL_FORMAT})${why}`, { file, line: 1 });
  }
}
