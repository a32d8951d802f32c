/**
 * A new battle's journal, created on the first command that is journaled rather than when
 * the battle opens: a session that plays nothing (`tyw play < /dev/null`, a look and quit)
 * leaves no file behind. The path is still chosen, checked and printed at the start, and each
 * record is still written and fsynced before its result is shown.
 */
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { UserError } from '../engine/errors.js';
import { type JournalHeader, type JournalRecord, JournalWriter } from '../io/journal.js';
import type { JournalLock } from '../io/journal-lock.js';
import { describeErrno } from '../io/errno.js';
import { fingerprint } from '../io/fingerprint.js';
import type { JournalSink } from './core.js';

export interface ClosableJournal extends JournalSink {
  close(): void;
  /** Whether the file exists yet (a new journal is created on its first command). */
  readonly written: boolean;
  readonly fingerprint: string | null;
}

export class LazyJournal implements ClosableJournal {
  private writer: JournalWriter | null = null;

  /** Checks now what creating it later needs: the file must not exist, its folder must be writable. `shown`: the path as the user gave it, for messages. */
  constructor(
    readonly path: string,
    private readonly header: JournalHeader,
    private readonly shown: string = path,
  ) {
    if (existsSync(path)) {
      const stat = statSync(path);
      if (stat.isDirectory()) throw new UserError('this is a folder; give --journal a file name, such as battle.tyw.jsonl', { file: shown });
      if (!stat.isFile()) throw new UserError('not a regular file; give --journal a file name, such as battle.tyw.jsonl', { file: shown });
      throw new UserError('journal already exists; use --resume to continue it, or choose another --journal', { file: shown });
    }
    const folder = dirname(path);
    try {
      if (!statSync(folder).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
      accessSync(folder, constants.W_OK);
    } catch (error) {
      throw new UserError(`cannot create the journal (${describeErrno(error)})`, { file: shown });
    }
  }

  get written(): boolean {
    return this.writer !== null;
  }

  get fingerprint(): string | null {
    return this.writer ? fingerprint(this.writer.lastChain) : null;
  }

  append(record: JournalRecord): void {
    if (this.writer) {
      this.writer.append(record);
      return;
    }
    const writer = JournalWriter.create(this.path, this.header, this.shown);
    try {
      writer.append(record);
    } catch (error) {
      // No command reached the disk: leave no file, as if nothing had been played.
      writer.discard();
      throw error;
    }
    this.writer = writer;
  }

  close(): void {
    this.writer?.close();
  }
}

/** A journal that already exists (resumed): written by definition. */
export function existingJournal(writer: JournalWriter): ClosableJournal {
  return {
    path: writer.path,
    written: true,
    get fingerprint() {
      return fingerprint(writer.lastChain);
    },
    append: (record) => writer.append(record),
    close: () => writer.close(),
  };
}

/** The journal with its lock: closing it releases the lock too. */
export function lockedJournal(journal: ClosableJournal, lock: JournalLock): ClosableJournal {
  return {
    path: journal.path,
    get written() {
      return journal.written;
    },
    get fingerprint() {
      return journal.fingerprint ?? null;
    },
    append: (record) => journal.append(record),
    close: () => {
      try {
        journal.close();
      } finally {
        lock.release();
      }
    },
  };
}
