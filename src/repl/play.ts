/**
 * A play session from start to end: open (or resume) the battle, say where the journal is,
 * print the battle, then run the terminal loop or the script on stdin.
 */
import type { Output } from '../cli/output.js';
import { resumeLines, shellWord } from '../cli/resume-hint.js';
import { isUserError, UserError } from '../engine/errors.js';
import { counted } from '../engine/english.js';
import { PlayCore } from './core.js';
import { runInteractive, type TerminalStreams } from './interactive.js';
import { resumedDice } from './resume-dice.js';
import { type Opened, openBattle } from './open.js';
import { renderJson } from '../present/json.js';
import { fitProse } from '../present/fit-prose.js';
import { makePaint, type Measure, tableWidth } from '../present/paint.js';
import { renderTerminal } from '../present/terminal.js';
import { presentationFor } from '../rulesets/presentations.js';
import { runScript } from './script.js';
import type { LiveBoard } from '../board/live.js';
import type { BoardAddress } from '../board/server.js';

export type PlayStreams = TerminalStreams & {
  /** stdout's width when it is a terminal (undefined for a file or a pipe): a script's output fits it. */
  readonly stdoutColumns?: () => number | undefined;
};

export interface PlaySettings {
  readonly file?: string;
  readonly seed?: string;
  readonly hand: boolean;
  readonly journal?: string;
  readonly resume?: string;
  readonly json: boolean;
  readonly cwd: string;
  readonly historyFile: string | null;
  /** The command that continues a journal, as this session was started (`node bin/tyw.js play --resume`). */
  readonly resumeWith?: string;
  /** Serve the live board (`--board`) on this address while the battle is played. */
  readonly board?: BoardAddress;
}

const positive = (n: number | undefined): number | undefined => (n !== undefined && n > 0 ? n : undefined);

export function coreFor(opened: Opened, settings: { json: boolean; hand: boolean; color: boolean; interactive: boolean; resumeWith?: string; width?: Measure; fit?: Measure }): PlayCore {
  return new PlayCore({
    session: opened.session,
    journal: opened.writer,
    views: presentationFor(opened.session.ruleset.id),
    paint: makePaint(settings.color && !settings.json, settings.width, settings.fit),
    json: settings.json,
    dice: settings.hand ? 'hand' : 'app',
    interactive: settings.interactive,
    commandsInJournal: opened.commandsInJournal,
    ...(settings.resumeWith ? { resumeWith: settings.resumeWith } : {}),
    journalShown: opened.journalShown,
  });
}

/**
 * When a result cannot be printed (stdout on a full disk), the error says what the journal
 * holds: each command was journaled before its result was printed.
 */
function sayingWhatIsKept(out: Output, kept: () => string): Output {
  return {
    get color() {
      return out.color;
    },
    out: (text) => {
      try {
        out.out(text);
      } catch (error) {
        if (isUserError(error)) throw new UserError(`${error.message}; ${kept()}`, error.where);
        throw error;
      }
    },
    err: (text) => out.err(text),
  };
}

/** At a terminal, prose wider than the window breaks between words (fit-prose.ts); `errFit` is stderr's window. */
function fittingProse(out: Output, fit: () => number | undefined, errFit: () => number | undefined): Output {
  return {
    get color() {
      return out.color;
    },
    out: (text) => out.out(fitProse(text, fit())),
    // Messages (refusals, notices) hold no odds table or help to be cut again: fitted down to 30 columns.
    err: (text) => out.err(fitProse(text, errFit(), 30)),
  };
}

export async function playBattle(settings: PlaySettings, streams: PlayStreams, printed: Output): Promise<void> {
  const opened = await openBattle(settings);
  const interactive = streams.input.isTTY === true;
  // Read at each use, so a resized window gets tables and prose of its new width. A script
  // fits stdout when it is a terminal, and its notes stderr's; to a file or a pipe, nothing changes.
  const columns = () => (interactive ? (streams.output as { columns?: number }).columns : streams.stdoutColumns?.());
  const fit = interactive || positive(columns()) !== undefined ? () => positive(columns()) : undefined;
  const errFit = interactive ? fit : () => printed.errColumns;
  const shown = (fit || errFit?.() !== undefined) && !settings.json ? fittingProse(printed, fit ?? (() => undefined), errFit ?? (() => undefined)) : printed;
  const out = sayingWhatIsKept(shown, () =>
    opened.writer.written
      ? `every command played is in the journal: continue with: ${settings.resumeWith ?? 'tyw play --resume'} ${shellWord(opened.journalShown)}`
      : 'nothing had been played, so no journal was written',
  );
  let board: LiveBoard | null = null;
  try {
    // A terminal narrower than 100 columns gets odds tables that fit it, and any table wider
    // than the terminal wraps within its cells.
    const width = fit ? () => tableWidth(columns()) : undefined;
    // Resumed: the flag, or at the keyboard the journal's last roll, says who rolls.
    const dice = opened.resumed ? resumedDice(opened.session.entries, settings.hand, interactive) : null;
    const core = coreFor(opened, { json: settings.json, hand: dice?.hand ?? settings.hand, color: out.color, interactive, ...(settings.resumeWith ? { resumeWith: settings.resumeWith } : {}), ...(width ? { width } : {}), ...(fit ? { fit } : {}) });
    const paint = core.paint;
    if (settings.board) {
      // Loaded only when asked for: a session without a board never loads the HTTP server.
      // Started before anything is said, so a board that cannot start is the one line printed.
      const { LiveBoard } = await import('../board/live.js');
      board = await LiveBoard.start(core, opened.title, settings.board, (text) => out.err(paint.warn(text)));
      const live = board;
      core.onNews = (news) => live.hear(news);
    }
    for (const w of opened.warnings) out.err(paint.warn(`warning: ${w}`));
    if (opened.resumed) {
      out.err(`Resumed ${opened.journalShown}: ${counted(opened.resumed.commands, 'command')} in play, rebuilt and checked (seed ${opened.session.seed}).`);
      if (dice) out.err(dice.line);
      if (opened.resumed.truncated) out.err(paint.warn('The last line of the journal was cut short (as after a crash) and was dropped; everything before it is restored.'));
    } else {
      out.err(`Journal: ${opened.journalShown} (seed ${opened.session.seed}), written from the first command that changes the battle.`);
    }
    if (board) {
      // A line to copy from stays whole (printed, not fitted): the terminal's own folding copies as one line.
      printed.err(`Board: ${board.url} (read-only; add ${board.url.includes('?') ? '&' : '?'}view=big for a projector)`);
    }
    const state = opened.session.state;
    if (opened.resumed) {
      const status = Object.hasOwn(core.views.views, 'status') ? core.views.views.status?.(state, '') : undefined;
      // As the battle line of a new session, it says where the battle stands (over, too).
      if (settings.json) out.out(JSON.stringify({ ...(status?.ok ? (renderJson(status.value) as object) : { kind: 'status' }), ...core.views.where(state) }));
      else {
        out.out(paint.bold(opened.title));
        if (status?.ok) for (const l of renderTerminal(status.value, paint)) out.out(l);
      }
    } else {
      const battle = core.views.battle(state, opened.session.scenario);
      // Every rule set's battle line says where the battle stands, as each result line does.
      if (settings.json) out.out(JSON.stringify({ ...(renderJson(battle) as object), ...core.views.where(state) }));
      else for (const l of renderTerminal(battle, paint)) out.out(l);
    }
    const last = { header: '' };
    const closing = () => {
      if (opened.writer.written) {
        // The command to copy stays whole (printed, not fitted), on its own line when the whole is too wide.
        const head = `Journal: ${opened.journalShown} (${counted(core.session.entries.length, 'command')} in play).`;
        for (const line of resumeLines(head, core.continueWith(opened.journalShown), errFit?.())) printed.err(line);
        if (opened.writer.fingerprint) out.err(`Journal fingerprint: ${opened.writer.fingerprint} (compare it with the other players' at the end)`);
      } else {
        out.err(`Nothing was played, so no journal was written (${opened.journalShown} was not created).`);
      }
    };
    if (interactive) {
      // However the session at the keyboard ends, it says where the battle is and how to go on.
      try {
        await runInteractive(core, streams, out, last, { historyFile: settings.historyFile });
      } finally {
        closing();
      }
    } else {
      if (!settings.json) {
        last.header = core.header();
        out.out(paint.dim(`== ${last.header}`));
      }
      // A script stopped by a refused line says too where the journal is and how to go on.
      try {
        await runScript(core, streams.input, out, last, streams.stop);
      } finally {
        closing();
      }
    }
  } finally {
    await board?.close();
    opened.writer.close();
  }
}
