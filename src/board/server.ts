/**
 * The live board's web server, on Node's own `http`: read-only by construction. It answers
 * GET (and HEAD) only: `/` the page, `/events` the Server-Sent Events stream that carries
 * each new snapshot, `/board.json` the snapshot itself. Every answer carries a strict
 * Content-Security-Policy. On a loopback address it also checks the Host header (so another
 * web page cannot reach it by renaming itself); on any other address every request must carry
 * the random token printed with the URL. Nothing a request says can change the battle.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { UserError } from '../engine/errors.js';
import { type BoardLayout, type BoardSnapshot, boardPage, boardSnapshot } from './page.js';
import type { BoardModel } from './view.js';

export interface BoardAddress {
  /** The address to listen on: 127.0.0.1 by default, 0.0.0.0 for phones and a projector laptop. */
  readonly host: string;
  /** 0 for a free port. */
  readonly port: number;
  /** The flags that gave the port and host, for messages: `--board` and `--board-host` unless said (`tyw board` has `--port` and `--host`). */
  readonly flags?: { readonly port: string; readonly host: string };
}

/**
 * Snapshots numbered for one server start ("a1b2c3d4.7"): the page takes any version but its
 * own, so a page reconnecting to a new start takes that start's first snapshot.
 */
export function numberedSnapshots(): (model: BoardModel) => BoardSnapshot {
  const boot = randomBytes(4).toString('hex');
  let version = 0;
  return (model) => {
    version += 1;
    return boardSnapshot(model, `${boot}.${version}`);
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** A comment line every so often keeps proxies and sleeping laptops from closing the stream. */
const KEEP_ALIVE_MS = 15_000;

export class BoardServer {
  private readonly clients = new Set<ServerResponse>();
  private snapshot: BoardSnapshot;
  private readonly keepAlive: NodeJS.Timeout;

  private constructor(
    private readonly server: Server,
    readonly address: BoardAddress,
    /** Null on a loopback address; otherwise every request must carry it. */
    readonly token: string | null,
    first: BoardSnapshot,
  ) {
    this.snapshot = first;
    this.keepAlive = setInterval(() => this.broadcast(': keep-alive\n\n'), KEEP_ALIVE_MS);
    this.keepAlive.unref();
  }

  /** Listen, or fail with a user error saying why (a port in use, an address not of this machine). */
  static async start(address: BoardAddress, first: BoardSnapshot): Promise<BoardServer> {
    const token = LOOPBACK.has(address.host) ? null : randomBytes(18).toString('base64url');
    let board: BoardServer | null = null;
    const server = createServer((request, response) => {
      try {
        board?.answer(request, response);
      } catch {
        // A bad request must not stop the board, nor the battle beside it.
        if (!response.headersSent) response.writeHead(500);
        response.end();
      }
    });
    server.on('clientError', (_error, socket) => socket.destroy());
    await new Promise<void>((resolve, reject) => {
      const failed = (error: NodeJS.ErrnoException) => reject(listenError(error, address));
      server.once('error', failed);
      server.listen(address.port, address.host, () => {
        server.off('error', failed);
        resolve();
      });
    });
    const port = (server.address() as AddressInfo).port;
    board = new BoardServer(server, { host: address.host, port }, token, first);
    // Later errors (a socket torn down) are the board's alone: never the REPL's.
    server.on('error', () => undefined);
    return board;
  }

  /** The address to open, with the token when one is needed. */
  get url(): string {
    const host = shownHost(this.address.host);
    return `http://${host.includes(':') ? `[${host}]` : host}:${this.address.port}/${this.token ? `?token=${this.token}` : ''}`;
  }

  /** Send a new snapshot to every page; pages opened later get it at once. */
  publish(snapshot: BoardSnapshot): void {
    this.snapshot = snapshot;
    this.broadcast(sseMessage(snapshot));
  }

  get connections(): number {
    return this.clients.size;
  }

  /** Stop: end every stream, close every connection. */
  async close(): Promise<void> {
    clearInterval(this.keepAlive);
    for (const client of this.clients) client.end();
    this.clients.clear();
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private broadcast(text: string): void {
    for (const client of this.clients) {
      try {
        client.write(text);
      } catch {
        this.clients.delete(client);
      }
    }
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://board.invalid');
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'The board is read-only: only GET is served.', { Allow: 'GET, HEAD' });
    if (!this.allowed(request, url)) return plain(response, 403, 'Forbidden: open the address tyw printed, with its token.');
    const token = this.token ? `?token=${encodeURIComponent(this.token)}` : '';
    switch (url.pathname) {
      case '/': {
        const nonce = randomBytes(16).toString('base64');
        const layout: BoardLayout = url.searchParams.get('view') === 'big' ? 'big' : 'normal';
        const html = boardPage(this.snapshot, { nonce, events: `/events${token}`, layout });
        response.writeHead(200, { ...SECURITY_HEADERS, 'Content-Security-Policy': policy(nonce), 'Content-Type': 'text/html; charset=utf-8' });
        response.end(request.method === 'HEAD' ? undefined : html);
        return;
      }
      case '/events':
        response.writeHead(200, { ...SECURITY_HEADERS, 'Content-Security-Policy': policy(null), 'Content-Type': 'text/event-stream; charset=utf-8', Connection: 'keep-alive' });
        if (request.method === 'HEAD') return void response.end();
        response.write(`retry: 1000\n\n${sseMessage(this.snapshot)}`);
        this.clients.add(response);
        response.on('close', () => this.clients.delete(response));
        return;
      case '/board.json':
        response.writeHead(200, { ...SECURITY_HEADERS, 'Content-Security-Policy': policy(null), 'Content-Type': 'application/json; charset=utf-8' });
        response.end(request.method === 'HEAD' ? undefined : JSON.stringify(this.snapshot));
        return;
      default:
        return plain(response, 404, 'Not found: the board is at /.');
    }
  }

  private allowed(request: IncomingMessage, url: URL): boolean {
    if (this.token === null) {
      // Loopback: only a page that names this address (not a renamed site's).
      const host = (request.headers.host ?? '').toLowerCase();
      return [`127.0.0.1:${this.address.port}`, `localhost:${this.address.port}`, `[::1]:${this.address.port}`].includes(host);
    }
    const given = Buffer.from(url.searchParams.get('token') ?? '');
    const wanted = Buffer.from(this.token);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
}

const SECURITY_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
} as const;

/** Nothing but the page's own inline style and script, and its own event stream. */
function policy(nonce: string | null): string {
  const inline = nonce ? `'nonce-${nonce}'` : "'none'";
  return `default-src 'none'; style-src ${inline}; script-src ${inline}; connect-src 'self'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...SECURITY_HEADERS, ...headers, 'Content-Security-Policy': policy(null), 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(`${text}\n`);
}

function sseMessage(snapshot: BoardSnapshot): string {
  // JSON has no raw newline, so the whole snapshot is one data line.
  return `event: board\ndata: ${JSON.stringify(snapshot)}\n\n`;
}

/** Where a page should point: this machine's address on the network when listening on all of them. */
function shownHost(host: string): string {
  if (host !== '0.0.0.0' && host !== '::') return host;
  const found = Object.values(networkInterfaces())
    .flat()
    .find((a) => a !== undefined && a.family === 'IPv4' && !a.internal);
  return found?.address ?? '127.0.0.1';
}

function listenError(error: NodeJS.ErrnoException, address: BoardAddress): Error {
  const { port, host } = address.flags ?? { port: '--board', host: '--board-host' };
  switch (error.code) {
    case 'EADDRINUSE':
      return new UserError(`${port}: port ${address.port} is in use on ${address.host}; choose another port, or leave it out for a free one`);
    case 'EACCES':
      return new UserError(`${port}: port ${address.port} needs privileges; choose a port above 1023, or leave it out for a free one`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new UserError(`${host}: ${address.host} is not an address of this machine (try 127.0.0.1 or 0.0.0.0)`);
    default:
      return new UserError(`${port}: cannot listen on ${address.host}:${address.port} (${error.code ?? error.message})`);
  }
}
