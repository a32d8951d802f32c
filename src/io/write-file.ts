/**
 * Writing an output file (a report, anything tyw writes other than a new journal) so that
 * nothing is ever lost: the text goes to a temporary file in the same folder, is fsynced and
 * then renamed over the target in one step. A full disk or any other failure leaves the old
 * file untouched and no partial file. A journal is never overwritten (it may be a battle's only
 * record), and any other existing file only with `force`.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, fsyncSync, lstatSync, openSync, readSync, realpathSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UserError } from '../engine/errors.js';
import { describeErrno as why, errnoCode as codeOf } from './errno.js';

export interface WriteFileOptions {
  /** Replace an existing file (never a journal). */
  readonly force?: boolean;
  /** The path as the user typed it, for messages. */
  readonly shown?: string;
}

/** A journal starts with its header record, whose first key is `kind` (see journal.ts). */
const JOURNAL_START = /^\s*\{\s*"kind"\s*:\s*"header"/;

function startsLikeJournal(path: string): boolean {
  let fd: number | null = null;
  try {
    fd = openSync(path, 'r');
    const head = Buffer.alloc(256);
    const n = readSync(fd, head, 0, head.length, 0);
    return JOURNAL_START.test(head.subarray(0, n).toString('utf8'));
  } catch {
    return false;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/**
 * Where the text will go (the real file behind a symbolic link), or a UserError if it must not
 * be written. Call it before long work, so a refusal comes at once; writeFileSafely calls it again.
 */
export function checkOutputTarget(path: string, options: WriteFileOptions = {}): string {
  const shown = options.shown ?? path;
  let stat: ReturnType<typeof lstatSync>;
  try {
    stat = lstatSync(path);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return path;
    throw new UserError(`cannot write here (${why(error)})`, { file: shown });
  }
  let target = path;
  if (stat.isSymbolicLink()) {
    try {
      target = realpathSync(path);
      stat = statSync(target);
    } catch {
      // a dangling link: the new file replaces the link itself
      return path;
    }
  }
  if (stat.isDirectory()) throw new UserError('this is a folder: give the name of a file to write', { file: shown });
  if (!stat.isFile()) throw new UserError('this is not a regular file; tyw writes only regular files', { file: shown });
  if (startsLikeJournal(target)) throw new UserError('is a battle journal; tyw never overwrites a journal, so choose another file', { file: shown });
  if (options.force !== true) throw new UserError('already exists; use --force to replace it', { file: shown });
  return target;
}

/** Write `text` to `path` all or nothing (see above). */
export function writeFileSafely(path: string, text: string, options: WriteFileOptions = {}): void {
  const shown = options.shown ?? path;
  const target = checkOutputTarget(path, options);
  const folder = dirname(target);
  const temp = join(folder, `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  let mode: number | null = null;
  try {
    mode = statSync(target).mode & 0o7777;
  } catch {
    // a new file: the usual mode
  }
  let stage = 'write';
  try {
    const fd = openSync(temp, 'wx', 0o666);
    try {
      const bytes = Buffer.from(text, 'utf8');
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (mode !== null) chmodSync(temp, mode);
    stage = 'replace';
    renameSync(temp, target);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // never created, or already renamed
    }
    const left = mode === null ? 'nothing was written' : 'the old file is untouched';
    throw new UserError(`cannot ${stage} the file (${why(error)}); ${left}`, { file: shown });
  }
  syncFolder(folder);
}

/** Make the rename itself durable; some systems cannot open a folder for this, which is fine. */
function syncFolder(folder: string): void {
  try {
    const fd = openSync(folder, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // not supported here
  }
}
