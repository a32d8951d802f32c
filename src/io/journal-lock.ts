/**
 * One writer per journal: `play` and `--resume` hold `<journal>.lock` while they run. The lock
 * file is created whole and exclusively (written to a private file, then hard-linked into
 * place, which fails if a lock exists), and holds the owner's pid and host. A lock whose
 * process no longer exists on this host is stale (left by a crash) and is taken over with a
 * note; any other lock refuses the second process.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { UserError } from '../engine/errors.js';
import { describeErrno } from './errno.js';

export interface LockOwner {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
}

export interface JournalLock {
  readonly path: string;
  /** Set when a stale lock was taken over: the sentence to show the user. */
  readonly note: string | null;
  release(): void;
}

export const lockPathOf = (journal: string): string => `${journal}.lock`;

const codeOf = (error: unknown): string => (error as NodeJS.ErrnoException).code ?? 'unknown error';

/** Does a process with this pid exist here? EPERM means it exists but belongs to someone else. */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return codeOf(error) === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner> | null;
    if (value && Number.isSafeInteger(value.pid) && typeof value.host === 'string') {
      return { pid: value.pid as number, host: value.host, since: typeof value.since === 'string' ? value.since : '?' };
    }
  } catch {
    // unreadable or not JSON: treated as a lock we cannot judge
  }
  return null;
}

/** Create the lock file whole, or return false if one exists. */
function tryCreate(path: string, owner: LockOwner, shown: string): boolean {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    const fd = openSync(temp, 'wx');
    try {
      writeSync(fd, `${JSON.stringify(owner)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    linkSync(temp, path);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    throw new UserError(`cannot lock the journal (${describeErrno(error)}): tyw needs to write ${shown}.lock next to it (for a new battle, --journal names a file in a folder you can write)`, { file: shown });
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // never created
    }
  }
}

/**
 * Take the lock on `journal` (which need not exist yet), or refuse with a UserError naming
 * the process that holds it. `shown` is the journal's path as the user typed it.
 */
export function lockJournal(journal: string, shown = journal): JournalLock {
  const path = lockPathOf(journal);
  const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  let note: string | null = null;
  // Twice at most: once as found, once after taking over a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(path, owner, shown)) return held(path, owner, note);
    const holder = readOwner(path);
    if (!holder) {
      throw new UserError(`the journal is locked, but its lock file cannot be read; if no tyw is using this journal, delete ${shown}.lock`, { file: shown });
    }
    const here = holder.host === owner.host;
    if (!here || processExists(holder.pid)) {
      const where = here ? '' : ` on ${holder.host}`;
      throw new UserError(`the journal is in use by process ${holder.pid}${where} (since ${holder.since}); if that process is gone, delete ${shown}.lock`, { file: shown });
    }
    // Stale: left by a process that ended without releasing it (a crash or kill).
    try {
      unlinkSync(path);
    } catch (error) {
      if (codeOf(error) !== 'ENOENT') throw new UserError(`cannot take over the stale lock (${codeOf(error)})`, { file: `${shown}.lock` });
    }
    note = `took over the journal's lock from process ${holder.pid}, which is no longer running`;
  }
  throw new UserError('the journal is being locked by another process at the same moment; try again', { file: shown });
}

function held(path: string, owner: LockOwner, note: string | null): JournalLock {
  let released = false;
  // An exit on the way (a closed pipe, process.exit) still releases it; a kill leaves it stale.
  const onExit = () => lock.release();
  const lock: JournalLock = {
    path,
    note,
    release() {
      if (released) return;
      released = true;
      process.removeListener('exit', onExit);
      // Only our own lock: never remove one another process has since taken over.
      if (readOwner(path)?.pid !== owner.pid) return;
      try {
        unlinkSync(path);
      } catch {
        // already gone
      }
    },
  };
  process.once('exit', onExit);
  return lock;
}
