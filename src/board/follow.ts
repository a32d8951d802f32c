/**
 * The board of a journal (`tyw board <journal>`): a finished battle, or one being played in
 * another process. The journal is rebuilt, every roll checked, and rebuilt again whenever it
 * grows or changes; the pages follow. A journal caught half-written (its last line cut short)
 * shows everything before that line; one that stops making sense keeps the last good board and
 * says why once. Odds are not in a journal, so this board shows results only.
 */
import { type FSWatcher, statSync, watch } from 'node:fs';
import { isUserError } from '../engine/errors.js';
import type { Session } from '../engine/session.js';
import { rebuildJournal } from '../io/rebuild.js';
import { presentationFor } from '../rulesets/presentations.js';
import type { BoardSnapshot } from './page.js';
import { type BoardAddress, BoardServer, numberedSnapshots } from './server.js';
import { boardModel } from './view.js';
import { titleOf } from '../repl/open.js';
import type { JournalLine } from '../io/journal.js';
import { takenBack as takenBackWords } from '../present/words.js';

/** How often the journal's size and time are checked, besides the file system's own notices. */
const POLL_MS = 250;

export class JournalBoard {
  private readonly numbered = numberedSnapshots();
  private seen = '';
  private watcher: FSWatcher | null = null;
  private poll: NodeJS.Timeout | null = null;
  private problem: string | null = null;
  /** The battle as last read, shown again with the problem while the journal cannot be read. */
  private good: Session | null = null;
  /** Which battle the journal holds (its header): a file replaced by another battle's is said. */
  private battle = '';

  private constructor(
    private readonly path: string,
    private readonly shown: string,
    private readonly warn: (text: string) => void,
    private server: BoardServer | null = null,
  ) {}

  /** Read the journal (a user error if it is not one), then serve it and follow it. */
  static async start(path: string, shown: string, address: BoardAddress, warn: (text: string) => void): Promise<JournalBoard> {
    const first = JournalBoard.read(path, shown);
    const board = new JournalBoard(path, shown, warn);
    board.seen = board.stamp();
    board.good = first.session;
    board.battle = first.battle;
    board.server = await BoardServer.start(address, board.snapshot(first));
    board.follow();
    return board;
  }

  get url(): string {
    return this.server?.url ?? '';
  }

  private static read(path: string, shown: string): Read {
    let last: JournalLine | null = null;
    const rebuilt = rebuildJournal(path, shown, (record) => {
      last = record;
    });
    const h = rebuilt.journal.header;
    return { session: rebuilt.session, battle: JSON.stringify([h.ruleset, h.scenarioHash, h.seed, h.started]), ...takenBack(rebuilt.session, last) };
  }

  private stamp(): string {
    try {
      const s = statSync(this.path);
      return `${s.size}:${s.mtimeMs}`;
    } catch {
      return 'gone';
    }
  }

  private follow(): void {
    const check = () => this.check();
    try {
      this.watcher = watch(this.path, { persistent: false }, check);
      this.watcher.on('error', () => undefined);
    } catch {
      // Some file systems give no notices: the poll below still follows.
    }
    this.poll = setInterval(check, POLL_MS);
  }

  /** Rebuild when the journal has changed; keep the last good board if it cannot be read. */
  private check(): void {
    const server = this.server;
    if (!server) return;
    const stamp = this.stamp();
    if (stamp === this.seen) return;
    this.seen = stamp;
    try {
      let read = JournalBoard.read(this.path, this.shown);
      this.problem = null;
      this.good = read.session;
      if (read.battle !== this.battle) {
        // Another battle's journal in its place (a file moved or copied over it): said, lest the viewers take it for the same battle.
        this.battle = read.battle;
        const title = titleOf(read.session.scenario);
        this.warn(`note: ${this.shown} now holds another battle (${title}); the board follows it`);
        read = { ...read, notice: `The journal now holds another battle: ${title}. The board follows it.`, since: null };
      }
      server.publish(this.snapshot(read));
    } catch (error) {
      // Never the process's end: a bad journal is said once, a fault in the board likewise.
      // The problem with its place, without the "error: " a refusal starts with: this is a warning.
      const said = isUserError(error) ? error.format().replace(/^error: /, '') : `internal error: ${error instanceof Error ? error.message : String(error)}`;
      if (said === this.problem) return;
      this.warn(`warning: the board keeps its last good state: ${said}`);
      this.problem = said;
      // The viewers are told too: the page would otherwise look live while it no longer follows.
      if (this.good) server.publish(this.snapshot({ session: this.good, notice: `The journal cannot be read now, so this is the battle as last read (${said}).`, since: null }));
    }
  }

  private snapshot({ session, notice, since }: Omit<Read, 'battle'>): BoardSnapshot {
    // The title from the battle as read now: a journal replaced by another battle's shows that battle's.
    return this.numbered(boardModel({ session, views: presentationFor(session.ruleset.id), title: titleOf(session.scenario), preview: null, notice, since }));
  }

  async close(): Promise<void> {
    this.watcher?.close();
    if (this.poll) clearInterval(this.poll);
    const server = this.server;
    this.server = null;
    await server?.close();
  }
}

/** The battle as read: its session, a word on an undo or redo it ends with, and the battle just before that. */
interface Read {
  readonly session: Session;
  /** The journal's header, which tells one battle from another. */
  readonly battle: string;
  readonly notice: string | null;
  readonly since: { readonly state: unknown } | null;
}

/**
 * When the journal ends with undo or redo, what it took back or put back, as the REPL's board
 * says it, and the battle just before it, so the board marks the units it changed back.
 */
function takenBack(session: Session, last: JournalLine | null): Omit<Read, 'session' | 'battle'> {
  if (last?.kind === 'undo') {
    const taken = session.undone.slice(0, last.count);
    const latest = taken.at(-1);
    return { notice: takenBackWords('undo', taken.map((u) => u.entry.text)), since: latest ? { state: latest.after.state } : null };
  }
  if (last?.kind === 'redo') {
    const first = session.before[session.entries.length - last.count];
    return { notice: takenBackWords('redo', session.entries.slice(-last.count).map((e) => e.text)), since: first ? { state: first.state } : null };
  }
  return { notice: null, since: null };
}
