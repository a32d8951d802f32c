/**
 * `tyw board <journal>` in a real browser (headless Chromium through playwright-core): when
 * another battle's journal takes the followed one's place, an open page says so and takes that
 * battle's title, in its heading and its tab, as text: a hostile title is shown, never run.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JournalBoard } from '../../src/board/follow.js';
import { launchChromium, SKIP_BROWSER, warnIfNoBrowser } from '../browser.js';
import { ensureBuilt, ROOT, script, tempDir, tyw } from '../repl/helpers.js';

warnIfNoBrowser('board-follow-browser.test.ts');

const HOSTILE = '<img src=x onerror=alert(1)>';
let dir: string;
let browser: Browser;

describe.skipIf(SKIP_BROWSER)('the board of a journal in a browser', () => {
  beforeAll(async () => {
    ensureBuilt();
    dir = tempDir('tyw-board-follow-');
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a journal replaced by another battle's: the open page says so and takes its title, heading and tab, as text", async () => {
    const followed = join(dir, 'd2.jsonl');
    const other = join(dir, 'tilly.jsonl');
    const scenario = join(dir, 'hostile-tilly.yaml');
    writeFileSync(scenario, readFileSync(join(ROOT, 'scenarios', 'tilly-figure5.yaml'), 'utf8').replace(/^title: .*$/m, `title: "${HOSTILE} Tilly"`));
    expect(tyw(['play', '--seed', '7', '--journal', followed], script('initiative')).code).toBe(0);
    const made = tyw(['play', scenario, '--seed', '3', '--journal', other], script('note a Tilly battle'));
    expect(made.code, made.stderr).toBe(0);
    const warned: string[] = [];
    const board = await JournalBoard.start(followed, 'd2.jsonl', { host: '127.0.0.1', port: 0 }, (t) => warned.push(t));
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    try {
      await page.goto(board.url);
      await page.locator('#connection', { hasText: 'live' }).waitFor({ timeout: 15_000 });
      expect(await page.locator('h1 #title').innerText()).toBe('The Fight at Eichenried Mill, autumn 1631');
      renameSync(other, followed);
      await page.locator('h1 #title', { hasText: 'Tilly' }).waitFor({ timeout: 20_000 });
      expect(await page.locator('h1 #title').innerText()).toBe(`${HOSTILE} Tilly`);
      expect(await page.title()).toBe(`${HOSTILE} Tilly — tyw board`);
      expect(await page.locator('#result').innerText()).toContain(`The journal now holds another battle: ${HOSTILE} Tilly. The board follows it.`);
      expect(await page.locator('img').count()).toBe(0);
      expect(dialogs).toEqual([]);
      expect(warned).toEqual([`note: d2.jsonl now holds another battle (${HOSTILE} Tilly); the board follows it`]);
    } finally {
      await page.close();
      await board.close();
    }
  }, 60_000);
});
