/**
 * `tyw board <journal> [--port N] [--host H]`: serve the live board of a journal, read-only,
 * following it as it grows (a battle played in another process), until Ctrl-C. Also the
 * parsing of `--board [port]` and `--board-host` for `tyw play`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { JournalBoard } from '../../board/follow.js';
import type { BoardAddress } from '../../board/server.js';
import { UserError } from '../../engine/errors.js';
import { shownPath } from '../../repl/open.js';
import type { Output } from '../output.js';
import { fittedErr } from './message-fit.js';

/** `--board [port]` and `--board-host <host>` as an address; undefined when no board is asked for. */
export function boardAddress(port: string | boolean | undefined, host: string | undefined, flag = '--board'): BoardAddress | undefined {
  if (port === undefined && host === undefined) return undefined;
  return { host: boardHost(host), port: port === undefined || port === true || port === false ? 0 : boardPort(port, flag) };
}

function boardPort(text: string, flag: string): number {
  const free = flag === '--board' ? '0 or nothing, for a free one' : `0 or leave ${flag} out, for a free one`;
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535) {
    // `play --board battle.yaml`: the optional port took the scenario.
    const misplaced = flag === '--board' && /[/\\]|\.ya?ml$/i.test(text) ? `; the scenario goes before --board` : '';
    throw new UserError(`${flag} takes a port number up to 65535 (${free}), not "${text}"${misplaced}`);
  }
  return Number(text);
}

function boardHost(host: string | undefined, flag = '--board-host'): string {
  if (host === undefined) return '127.0.0.1';
  const trimmed = host.trim();
  if (trimmed === '' || /[\s/?#@]/.test(trimmed)) throw new UserError(`${flag} takes an address such as 127.0.0.1 or 0.0.0.0, not "${host}"`);
  return trimmed;
}

export interface BoardOptions {
  readonly file: string;
  readonly port?: string;
  readonly host?: string;
  readonly cwd: string;
  /** Resolves when the board should stop (Ctrl-C); tests pass their own. */
  readonly until: Promise<void>;
}

export async function boardCommand(options: BoardOptions, out: Output): Promise<void> {
  const address: BoardAddress = {
    host: boardHost(options.host, '--host'),
    port: options.port === undefined ? 0 : boardPort(options.port, '--port'),
    flags: { port: '--port', host: '--host' },
  };
  const path = resolve(options.cwd, options.file);
  const shown = shownPath(options.cwd, path);
  // A journal is written from the first command that changes the battle: say so, for a board opened too soon.
  if (!existsSync(path)) {
    throw new UserError('no such journal (tyw writes it from the first command that changes the battle: start the board after that command, or play with --board)', { file: options.file });
  }
  const board = await JournalBoard.start(path, options.file, address, (text) => fittedErr(out, text));
  try {
    fittedErr(out, `Board of ${shown}: ${board.url} (read-only, following the journal; add ${board.url.includes('?') ? '&' : '?'}view=big for a projector; Ctrl-C stops)`);
    await options.until;
  } finally {
    await board.close();
  }
}
