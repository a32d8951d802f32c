/**
 * The board's server over real HTTP: read-only (GET and HEAD only), a strict
 * Content-Security-Policy whose nonce is the inline style's and script's, the Host check on
 * loopback, the token off loopback, the event stream (the current board at once, then each
 * new one), and a clean stop that ends every stream.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { BoardSnapshot } from '../../src/board/page.js';
import { BoardServer } from '../../src/board/server.js';
import { UserError } from '../../src/engine/errors.js';

const snapshot = (version: string, result = '<p>Nothing has been played yet.</p>'): BoardSnapshot => ({
  version,
  title: 'A <b>bold</b> battle',
  sections: { header: '<p>Turn 1</p>', result, odds: '', units: '<table></table>', leaders: '', feed: '' },
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request, with any method and Host header (fetch may not set Host). */
function ask(url: string, options: { method?: string; host?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = request({ hostname: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, method: options.method ?? 'GET', headers: options.host ? { Host: options.host } : {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Read an event stream until `count` board events have come; then drop it. */
function events(url: string, count: number): Promise<BoardSnapshot[]> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const got: BoardSnapshot[] = [];
    const req = request({ hostname: u.hostname, port: u.port, path: `${u.pathname}${u.search}` }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        buffer += d;
        for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
          const message = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const data = /^data: (.*)$/m.exec(message);
          if (/^event: board$/m.test(message) && data) got.push(JSON.parse(data[1] as string) as BoardSnapshot);
          if (got.length === count) {
            req.destroy();
            resolve(got);
          }
        }
      });
      res.on('end', () => resolve(got));
    });
    req.on('error', (e) => (got.length === count ? resolve(got) : reject(e)));
    req.end();
  });
}

const servers: BoardServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(host = '127.0.0.1', port = 0): Promise<BoardServer> {
  const server = await BoardServer.start({ host, port }, snapshot('a.1'));
  servers.push(server);
  return server;
}

describe('the board server', () => {
  it('serves the page with the board drawn in, under a policy that allows only its own nonce', async () => {
    const server = await serve();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await ask(server.url);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.body.match(/<script/g)).toHaveLength(1);
    expect(page.body).toContain('<title>A &lt;b&gt;bold&lt;/b&gt; battle — tyw board</title>');
    expect(page.body).toContain('<p>Nothing has been played yet.</p>');
    expect(page.body).toContain('data-version="a.1"');
    expect(page.body).not.toMatch(/(src|href)="http/);
    // Each page has its own nonce.
    const again = await ask(server.url);
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce);
    expect((await ask(`${server.url}?view=big`)).body).toContain('<body class="big"');
  });

  it('answers GET and HEAD only: the board can change nothing', async () => {
    const server = await serve();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await ask(server.url, { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
    const head = await ask(server.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await ask(`${server.url}nothing`)).status).toBe(404);
  });

  it('on loopback, refuses a request that names another host (a page renamed to reach it)', async () => {
    const server = await serve();
    const port = server.address.port;
    expect((await ask(server.url, { host: 'evil.example' })).status).toBe(403);
    expect((await ask(server.url, { host: `evil.example:${port}` })).status).toBe(403);
    expect((await ask(server.url, { host: `localhost:${port}` })).status).toBe(200);
  });

  it('off loopback, refuses every request without the token printed in the URL', async () => {
    const server = await serve('0.0.0.0');
    expect(server.token).toMatch(/^[\w-]{24}$/);
    expect(server.url).toContain(`?token=${server.token}`);
    const base = `http://127.0.0.1:${server.address.port}/`;
    expect((await ask(base)).status).toBe(403);
    expect((await ask(`${base}?token=wrong`)).status).toBe(403);
    expect((await ask(`${base}events`)).status).toBe(403);
    expect((await ask(`${base}board.json`)).status).toBe(403);
    const page = await ask(`${base}?token=${server.token}`);
    expect(page.status).toBe(200);
    // The page's own stream carries the token.
    expect(page.body).toContain(`data-events="/events?token=${server.token}"`);
    expect((await ask(`${base}board.json?token=${server.token}`)).status).toBe(200);
  });

  it('streams the board at once, then each new one, to every page', async () => {
    const server = await serve();
    const first = events(`${server.url}events`, 2);
    const second = events(`${server.url}events`, 2);
    for (let i = 0; i < 100 && server.connections < 2; i += 1) await new Promise((r) => setTimeout(r, 20));
    server.publish(snapshot('a.2', '<p>fire A1 at D1</p>'));
    for (const got of [await first, await second]) {
      expect(got.map((s) => s.version)).toEqual(['a.1', 'a.2']);
      expect(got[1]?.sections.result).toBe('<p>fire A1 at D1</p>');
    }
    // A page opened later gets the latest at once.
    expect((await events(`${server.url}events`, 1))[0]?.version).toBe('a.2');
    expect(JSON.parse((await ask(`${server.url}board.json`)).body).version).toBe('a.2');
  });

  it('stops cleanly, ending every stream', async () => {
    const server = await serve();
    const stream = events(`${server.url}events`, 5);
    for (let i = 0; i < 100 && server.connections < 1; i += 1) await new Promise((r) => setTimeout(r, 20));
    await server.close();
    servers.pop();
    expect((await stream).map((s) => s.version)).toEqual(['a.1']);
    await expect(ask(server.url)).rejects.toThrow();
  });

  it('says plainly when the port is taken or the address is not this machine', async () => {
    const server = await serve();
    await expect(BoardServer.start({ host: '127.0.0.1', port: server.address.port }, snapshot('b'))).rejects.toThrow(
      new UserError(`--board: port ${server.address.port} is in use on 127.0.0.1; choose another port, or leave it out for a free one`),
    );
    await expect(BoardServer.start({ host: '203.0.113.9', port: 0 }, snapshot('b'))).rejects.toThrow(/--board-host: 203\.0\.113\.9 is not an address of this machine/);
  });
});
