/**
 * Opening a battle for play: a new one from a scenario file (a journal is always created,
 * never overwritten), or one continued from its journal exactly where it stopped.
 */
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '../engine/errors.js';
import { type Session, startSession } from '../engine/session.js';
import { JOURNAL_FORMAT, JournalWriter, sha256 } from '../io/journal.js';
import { lockJournal } from '../io/journal-lock.js';
import { rebuildJournal } from '../io/rebuild.js';
import { loadScenarioFile } from '../io/scenario.js';
import { VERSION } from '../version.js';
import { type ClosableJournal, existingJournal, LazyJournal, lockedJournal } from './journal-file.js';

export const DEFAULT_SCENARIO = 'first-battle.yaml';

/** The bundled scenarios folder: found upwards from this module, in the sources and in the bundle alike. */
export function bundledScenario(name = DEFAULT_SCENARIO): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = join(dir, 'scenarios', name);
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new UserError(`the bundled scenario ${name} is missing; give a scenario file`);
}

export interface OpenOptions {
  readonly file?: string;
  readonly seed?: string;
  readonly journal?: string;
  readonly resume?: string;
  readonly cwd: string;
  /** For tests: a fixed clock for the default journal name and header. */
  readonly now?: Date;
}

export interface Opened {
  readonly session: Session;
  /** A new battle's journal is created on its first command (see journal-file.ts). */
  readonly writer: ClosableJournal;
  /** The path as the user should type it (relative to cwd when inside it). */
  readonly journalShown: string;
  readonly title: string;
  readonly resumed: null | { readonly commands: number; readonly records: number; readonly truncated: boolean };
  /** Scenario warnings, `file:line:col: message`. */
  readonly warnings: readonly string[];
  /** Command records already in the journal. */
  readonly commandsInJournal: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) => `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;

/** A scenario's file name, for the journal; "battle" for one read from a pipe (`<(…)` is /dev/fd/63). */
export function scenarioFileName(path: string): string {
  return /^\/(dev|proc)\//.test(path) ? 'battle' : basename(path);
}

/** `./<scenario-name>-<timestamp>.tyw.jsonl`, with -2, -3... if that name is taken. */
export function defaultJournalPath(cwd: string, scenarioFile: string, now: Date): string {
  const name = scenarioFileName(scenarioFile).replace(/\.(ya?ml)$/i, '').replace(/[^\p{L}\p{N}_.-]+/gu, '-') || 'battle';
  const base = join(cwd, `${name}-${stamp(now)}`);
  for (let i = 1; ; i += 1) {
    const path = i === 1 ? `${base}.tyw.jsonl` : `${base}-${i}.tyw.jsonl`;
    if (!existsSync(path)) return path;
  }
}

export function shownPath(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? (rel.includes('/') ? rel : `./${rel}`) : path;
}

export function parseSeed(text: string | undefined): number {
  if (text === undefined) return randomInt(0, 0x100000000);
  if (!/^\d{1,10}$/.test(text) || Number(text) > 0xffffffff) throw new UserError(`--seed takes a whole number from 0 to 4294967295, not "${text}"`);
  return Number(text);
}

export async function openBattle(options: OpenOptions): Promise<Opened> {
  if (options.resume !== undefined) return resumeBattle(options);
  if (options.journal?.trim() === '') throw new UserError('--journal takes a file name, such as battle.tyw.jsonl, not ""');
  const shownFile = options.file ?? join('scenarios', DEFAULT_SCENARIO);
  const path = options.file !== undefined ? resolve(options.cwd, options.file) : bundledScenario();
  const loaded = await loadScenarioFile(path, shownFile);
  const seed = parseSeed(options.seed);
  const now = options.now ?? new Date();
  const journalPath = options.journal !== undefined ? resolve(options.cwd, options.journal) : defaultJournalPath(options.cwd, path, now);
  const journalShown = shownPath(options.cwd, journalPath);
  const lazy = new LazyJournal(journalPath, {
    kind: 'header',
    format: JOURNAL_FORMAT,
    tool: `tyw ${VERSION}`,
    ruleset: loaded.rulesetId,
    scenarioName: scenarioFileName(path),
    scenario: loaded.text,
    scenarioHash: sha256(loaded.text),
    seed,
    started: now.toISOString(),
  }, options.journal ?? journalShown);
  // Locked from the start, though the file is created on the first command: two sessions
  // given the same --journal must not both play.
  const lock = lockJournal(journalPath, journalShown);
  const writer = lockedJournal(lazy, lock);
  try {
    const session = startSession(loaded.ruleset as never, loaded.scenario, seed) as Session;
    return {
      session,
      writer,
      journalShown,
      title: titleOf(loaded.scenario),
      resumed: null,
      warnings: [...loaded.warnings, ...(lock.note ? [lock.note] : [])],
      commandsInJournal: 0,
    };
  } catch (error) {
    writer.close();
    throw error;
  }
}

function resumeBattle(options: OpenOptions): Opened {
  const resumePath = options.resume ?? '';
  if (options.file !== undefined) throw new UserError('--resume takes the scenario from the journal; leave out the scenario file');
  if (options.seed !== undefined) throw new UserError('--resume takes the seed from the journal; leave out --seed');
  if (options.journal !== undefined) throw new UserError('--resume continues the journal it names; leave out --journal');
  const path = resolve(options.cwd, resumePath);
  // Lock before reading, so what is read is what this process appends to.
  const lock = lockJournal(path, resumePath);
  try {
    let commands = 0;
    const rebuilt = rebuildJournal(path, resumePath, (record) => {
      if (record.kind === 'command') commands += 1;
    });
    const read = rebuilt.journal;
    const writer = lockedJournal(existingJournal(JournalWriter.resume(path, read)), lock);
    return {
      session: rebuilt.session,
      writer,
      journalShown: shownPath(options.cwd, path),
      title: titleOf(rebuilt.session.scenario),
      resumed: { commands: rebuilt.session.entries.length, records: read.count, truncated: read.truncated },
      warnings: lock.note ? [lock.note] : [],
      commandsInJournal: commands,
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export function titleOf(scenario: unknown): string {
  const t = (scenario as { title?: unknown } | null)?.title;
  return typeof t === 'string' ? t : 'the battle';
}
