/**
 * The live board in a real browser (headless Chromium through playwright-core) beside the
 * real REPL at a pseudo-terminal (tmux): the header, a result's dice and modifiers appearing
 * after a command, the odds shown while the players roll by hand, the undo, and the page
 * reconnecting by itself when the REPL is quit and resumed on the same port, and each side's
 * leaders for a rule set that has them (none for one that has not). The page runs
 * nothing from the battle, fetches nothing beyond its own server, and breaks no policy.
 * Skipped (with a message) only when Chromium or tmux is missing and CI does not require them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardPage, boardSnapshot } from '../../src/board/page.js';
import { boardModel } from '../../src/board/view.js';
import { type Session, startSession } from '../../src/engine/session.js';
import { parseScenarioText } from '../../src/io/scenario.js';
import { presentationFor } from '../../src/rulesets/presentations.js';
import { launchChromium, SKIP_BROWSER, warnIfNoBrowser } from '../browser.js';
import { BIN, FIRST_BATTLE, ROOT } from '../repl/helpers.js';
import { SKIP_PTY, Tmux, warnIfSkipped } from '../repl/tmux.js';

const SKIP = SKIP_PTY || SKIP_BROWSER;
warnIfNoBrowser('board-browser.test.ts');
warnIfSkipped('board-browser.test.ts');

const HOSTILE = '<img src=x onerror=alert(1)>';
const term = new Tmux('board', { capture: ['-p', '-J'] });
let browser: Browser;
let page: Page;
let port = 0;
let url = '';
const dialogs: string[] = [];
const problems: string[] = [];
const elsewhere: string[] = [];

/** A port free now, so the resumed REPL can serve on the same one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

function launch(args: string): void {
  const command = `NO_COLOR=1 TYW_HISTORY= ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} ${args}`;
  term.tmux('new-session', '-d', '-s', 'board', '-x', '160', '-y', '50', command);
}

/** Wait until the REPL's process has ended and its tmux session with it (it may close its journal a moment after its last words). */
async function sessionGone(): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    try {
      term.tmux('has-session', '-t', 'board');
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the REPL did not end after quit');
}

/** Type a line at the REPL and wait until the screen shows `until`. */
async function typeLine(line: string, until: (screen: string) => boolean, what: string): Promise<void> {
  term.type(line);
  term.keys('Enter');
  await term.waitFor(until, what);
}

/** Play a command at the REPL and wait for the board to show it as the latest result. */
async function play(line: string): Promise<void> {
  term.type(line);
  term.keys('Enter');
  await page.locator('#result .content h2', { hasText: line }).waitFor({ timeout: 20_000 });
}

const text = (selector: string) => page.locator(selector).innerText();

describe.skipIf(SKIP)('the live board in a browser', () => {
  beforeAll(async () => {
    const dir = term.start();
    const scenario = join(dir, 'hostile.yaml');
    writeFileSync(scenario, readFileSync(FIRST_BATTLE, 'utf8').replace('name: Swedes', `name: "${HOSTILE}"`));
    port = await freePort();
    launch(`play ${JSON.stringify(scenario)} --seed 7 --journal ${JSON.stringify(join(dir, 'battle.tyw.jsonl'))} --board ${port}`);
    const screen = await term.waitFor((s) => /Board: http:\/\/\S+/.test(s), 'the board URL');
    url = /Board: (http:\/\/\S+)/.exec(screen)?.[1] ?? '';
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      // While the REPL is quit and resumed, the page's attempts to reconnect are refused: expected.
      if (/ERR_CONNECTION_REFUSED/.test(message.text())) return;
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (!request.url().startsWith(`http://127.0.0.1:${port}/`)) elsewhere.push(request.url());
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('#connection', { hasText: 'live' }).waitFor({ timeout: 15_000 });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    term.stop();
  });

  it('prints the board URL on 127.0.0.1 with the port asked for', () => {
    expect(url).toBe(`http://127.0.0.1:${port}/`);
  });

  it('heads the page with turn, step and each side against its break point, and shows hostile names as text', async () => {
    expect(await text('#header')).toContain('Turn 1 | Initiative');
    expect(await page.locator('#header meter').count()).toBe(2);
    expect(await text('#header')).toContain(`${HOSTILE}\n0/13 points (break point 13)`);
    expect(await text('#result')).toContain('Nothing has been played yet.');
    expect(await page.locator('img').count()).toBe(0);
    // This rule set has no leaders in its standing: the page's leaders' section is there, hidden and empty.
    expect(await page.locator('#leaders').count()).toBe(1);
    expect(await page.locator('#leaders').isHidden()).toBe(true);
    expect(await page.locator('#leaders .content').innerHTML()).toBe('');
  });

  it("shows each side's leaders under the units for Pike & Shot", async () => {
    const loaded = parseScenarioText(readFileSync(join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), 'utf8'), 'pike-and-shot-sample.yaml');
    const session = startSession(loaded.ruleset as never, loaded.scenario, 3) as Session;
    const model = boardModel({ session, views: presentationFor(session.ruleset.id), title: 'P&S', preview: null, notice: null });
    const drawn = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await drawn.setContent(boardPage(boardSnapshot(model, '1'), { nonce: 'n', events: '/nowhere', layout: 'normal' }));
    expect(await drawn.locator('#units #leaders').innerText()).toMatch(/Imperialists[\s\S]*AL1\s+Tilly\s+with Baldiron, hex 0608\s+Active[\s\S]*Swedes[\s\S]*Horn/);
    // On a laptop-wide window the units panel shows every column without scrolling sideways.
    await drawn.setViewportSize({ width: 1100, height: 900 });
    expect(await drawn.locator('#units .content').first().evaluate((c) => c.scrollWidth - c.clientWidth)).toBe(0);
    await drawn.close();
  });

  it("shows a result's dice, each side's modifiers and the outcome as soon as the command is played", async () => {
    for (const line of ['initiative', 'first attacker', 'command AL1', 'charge A5 at D4 --no-evade', 'charge A2 at D4 --no-evade', 'fire A1 at D1']) await play(line);
    expect(await page.locator('#result .die .face').allInnerTexts()).toEqual(['3', '1']);
    // The faces line up along their tops, however many lines each caption under them takes.
    expect(await page.locator('#result .dice').first().evaluate((d) => getComputedStyle(d).alignItems)).toBe('flex-start');
    const tops = await page.locator('#result .die .face').evaluateAll((faces) => faces.map((f) => Math.round(f.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const rows = await page.locator('#result table tbody tr').allInnerTexts();
    expect(rows[0]).toMatch(/Blue Brigade\s+3\s+\+1 Veteran firer\s+4/);
    expect(rows[1]).toMatch(/Ottenbach's Tercio\s+1\s+-1 Target is a dense pike-and-shot block, \+2 Badly outnumbers the enemy\s+2/);
    expect(await text('#result')).toContain("Ottenbach's Tercio loses 1 level: OK → Disordered.");
    // The unit it changed is marked, and the header follows the morale.
    expect(await page.locator('#units tr.marked').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining("Ottenbach's Tercio")]));
    expect(await text('#header')).toContain('7/13 points (break point 13)');
    expect(await text('#feed')).toContain('typed fire A1 at D1');
    // Every column of the units, without scrolling sideways, beside the result (1200) or under it (1024).
    for (const width of [1200, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.locator('#units .content').first().evaluate((c) => c.scrollWidth - c.clientWidth), `${width} wide`).toBe(0);
      expect(await page.locator('#result .content').first().evaluate((c) => c.scrollWidth - c.clientWidth), `${width} wide`).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows the odds while the players roll by hand, then the hand roll marked as such', async () => {
    await typeLine('dice hand', (s) => s.includes('Dice: the players roll'), 'hand dice');
    expect(await page.locator('#odds').isHidden()).toBe(true);
    term.type('fire A3 at D1');
    term.keys('Enter');
    await term.waitFor((s) => /d6 shows\? $/m.test(s.trimEnd() + ' '), 'the first die question');
    await page.locator('#odds', { hasText: 'The players are rolling by hand: fire A3 at D1' }).waitFor({ timeout: 20_000 });
    expect(await text('#odds')).toMatch(/no effect\s+58\.3%\s+7\/12/);
    term.type('6');
    term.keys('Enter');
    await term.waitFor((s) => (s.match(/d6 shows\? /g) ?? []).length >= 2, 'the second die question');
    term.type('2');
    term.keys('Enter');
    await page.locator('#result .content h2', { hasText: 'fire A3 at D1' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('#odds').isHidden()).toBe(true);
    expect(await page.locator('#result .dice.by-hand .face').allInnerTexts()).toEqual(['6', '2']);
    expect(await text('#result')).toContain('rolled by hand');
  });

  it('takes a command back on undo', async () => {
    await typeLine('undo', (s) => s.includes('Undone: "fire A3 at D1"'), 'the undo');
    await page.locator('#result', { hasText: 'Undone: "fire A3 at D1".' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('#result .content h2').innerText()).toContain('fire A1 at D1');
    expect(await text('#feed')).not.toContain('typed fire A3 at D1');
  });

  it('reconnects by itself when the REPL is quit and resumed on the same port', async () => {
    const before = await page.locator('body').getAttribute('data-version');
    term.type('quit');
    term.keys('Enter');
    await sessionGone();
    await page.locator('#connection', { hasText: 'reconnecting' }).waitFor({ timeout: 20_000 });
    launch(`play --resume ${JSON.stringify(join(term.dir, 'battle.tyw.jsonl'))} --board ${port}`);
    await term.waitFor((s) => s.includes('Board: http://'), 'the resumed board');
    await page.locator('#connection', { hasText: 'live' }).waitFor({ timeout: 15_000 });
    await page.waitForFunction((old) => document.body.getAttribute('data-version') !== old, before, { timeout: 20_000 });
    expect(await page.locator('#result .content h2').innerText()).toContain('fire A1 at D1');
    expect(await text('#header')).toContain('7/13 points (break point 13)');
  });

  it('opens mid-battle on the battle as it stands, in a large-type view for a projector and a narrow one for a phone, neither wider than the screen', async () => {
    const big = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await big.goto(`${url}?view=big`);
    // A page opened mid-battle shows the battle as it stands, drawn into the page itself.
    expect(await big.locator('#result .content h2').innerText()).toContain('fire A1 at D1');
    expect(await big.locator('body').getAttribute('class')).toBe('big');
    expect(await big.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize))).toBe(24);
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(url);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await big.close();
    await phone.close();
  });

  it('ran nothing from the battle, fetched nothing elsewhere, and broke no policy', () => {
    expect(dialogs).toEqual([]);
    expect(elsewhere).toEqual([]);
    expect(problems).toEqual([]);
  });
});
