/**
 * The board beside a battle in play (`tyw play --board`): it hears the REPL's news (a command
 * played, undone or redone; odds shown; hand dice awaited), rebuilds the board from the
 * session and sends it to every page at once. The board can never harm the battle: whatever
 * goes wrong in it is said once, and the board stops while the REPL plays on.
 */
import type { Session } from '../engine/session.js';
import type { RulesetPresentation } from '../present/ruleset.js';
import type { CoreNews } from '../repl/core.js';
import { type BoardAddress, BoardServer, numberedSnapshots } from './server.js';
import { type BoardPreview, boardModel } from './view.js';

/** What the board reads of the session in play. */
export interface BoardSource {
  readonly session: Session;
  readonly views: RulesetPresentation<unknown>;
}

export class LiveBoard {
  private preview: BoardPreview | null = null;
  private notice: string | null = null;
  /** The battle just before an undo or redo, for the marks; null after any other change. */
  private since: { readonly state: unknown } | null = null;
  /** The battle as of the last change heard: what an undo or redo changed from. */
  private last: unknown;
  private failed = false;
  private readonly numbered = numberedSnapshots();

  private constructor(
    private readonly source: BoardSource,
    private readonly title: string,
    private readonly warn: (text: string) => void,
    private server: BoardServer | null = null,
  ) {
    this.last = source.session.state;
  }

  static async start(source: BoardSource, title: string, address: BoardAddress, warn: (text: string) => void): Promise<LiveBoard> {
    const live = new LiveBoard(source, title, warn);
    live.server = await BoardServer.start(address, live.snapshot());
    return live;
  }

  get url(): string {
    return this.server?.url ?? '';
  }

  /** The REPL's news: never throws. */
  hear(news: CoreNews): void {
    if (this.failed || !this.server) return;
    try {
      if (news.kind === 'changed') {
        this.preview = null;
        this.notice = news.notice ?? null;
        // Undo and redo say so in a notice; the units they changed are marked against the battle before them.
        this.since = news.notice === undefined ? null : { state: this.last };
        this.last = this.source.session.state;
      } else if (news.kind === 'preview') {
        this.preview = { title: news.title, blocks: news.blocks, awaitingDice: news.awaitingDice };
      } else {
        this.preview = null;
      }
      this.server.publish(this.snapshot());
    } catch (error) {
      this.failed = true;
      this.warn(`warning: the board stopped (${error instanceof Error ? error.message : String(error)}); the battle and its journal are unaffected`);
    }
  }

  private snapshot() {
    return this.numbered(boardModel({ session: this.source.session, views: this.source.views, title: this.title, preview: this.preview, notice: this.notice, since: this.since }));
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    await server?.close();
  }
}
