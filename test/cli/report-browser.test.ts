/**
 * The HTML report in a real browser (headless Chromium through playwright-core): the turn
 * headings, "(so far)" on an unfinished last turn, the stage labels of charges, and hostile
 * text from the scenario and the journal shown as text, running nothing and fetching nothing.
 * Skipped (with a message) only when no Chromium is installed and CI_REQUIRE_BROWSER is not set.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, SKIP_BROWSER, warnIfNoBrowser } from '../browser.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, FIRST_BATTLE, ROOT, tempDir, tyw } from '../repl/helpers.js';

warnIfNoBrowser('report-browser.test.ts');

const HOSTILE_SIDE = '<img src=x onerror=alert(1)>';
const HOSTILE_NOTE = '<script>window.pwned = true; alert(2)</script>';

let dir: string;
let browser: Browser;
let page: Page;
/** Dialogs (alert, confirm) the page opened: a script from the report would open one. */
const dialogs: string[] = [];
/** Every request beyond the report file itself. */
const requests: string[] = [];

describe.skipIf(SKIP_BROWSER)('the HTML report in a browser', () => {
  beforeAll(async () => {
    ensureBuilt();
    dir = tempDir('tyw-report-browser-');
    const scenario = join(dir, 'hostile.yaml');
    writeFileSync(scenario, readFileSync(FIRST_BATTLE, 'utf8').replace('name: Swedes', `name: "${HOSTILE_SIDE}"`));
    // The regression battle up to the middle of turn 2: charges with defensive fire, fire at contact and melee.
    const moves = readFileSync(join(ROOT, 'test/repl/scripts/first-battle-seed7.txt'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.startsWith('#'))
      .slice(0, 36);
    const journal = join(dir, 'battle.tyw.jsonl');
    const played = tyw(['play', scenario, '--seed', '7', '--journal', journal], `${[...moves.slice(0, 2), `note ${HOSTILE_NOTE}`, ...moves.slice(2)].join('\n')}\n`);
    if (played.code !== 0) throw new Error(`the battle script failed:\n${played.stderr}`);
    const report = join(dir, 'report.html');
    const made = tyw(['report', journal, '--format', 'html', '--out', report], '');
    if (made.code !== 0) throw new Error(`tyw report failed:\n${made.stderr}`);

    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1200, height: 1600 } });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const url = pathToFileURL(report).href;
    page.on('request', (request) => {
      if (request.url() !== url) requests.push(request.url());
    });
    await page.goto(url, { waitUntil: 'load' });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('heads each turn, and marks the unfinished last one "(so far)"', async () => {
    const headings = await page.locator('section.turn > h3').allInnerTexts();
    expect(headings).toEqual(['Turn 1', 'Turn 2 (so far)']);
    expect(await page.locator('svg text', { hasText: '(so far)' }).allTextContents()).toEqual(['2 (so far)']);
  });

  it('tells each command in sentences, with the typed command beneath in small type', async () => {
    const first = page.locator('ol.story > li').first();
    expect(await first.locator('p.said').innerText()).toMatch(/initiative/i);
    expect(await first.locator('p.typed').innerText()).toBe('typed initiative');
    const saidSize = await first.locator('p.said').evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    const typedSize = await first.locator('p.typed').evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(typedSize).toBeLessThan(saidSize * 0.9);
  });

  it('labels the stages of a charge', async () => {
    const known = ['Charge', 'Evade', 'Halt', 'Defensive fire', 'Pass-through fire', 'Fire at contact', 'Pistols at contact', 'Carbines at contact', 'Melee'];
    const stages = await page.locator('.stage').allTextContents();
    for (const stage of stages) expect(known).toContain(stage);
    expect(stages).toEqual(expect.arrayContaining(['Charge', 'Defensive fire', 'Melee']));
    expect(stages.some((s) => s.endsWith('at contact'))).toBe(true);
    // A charge is told stage by stage: the declaration first, the melee last.
    const charge = page.locator('ol.story > li', { has: page.locator('.stage', { hasText: 'Defensive fire' }) }).first();
    const inCharge = await charge.locator('.stage').allTextContents();
    expect(inCharge[0]).toBe('Charge');
    expect(inCharge.indexOf('Defensive fire')).toBeGreaterThan(0);
    expect(await charge.locator('p.typed').innerText()).toMatch(/^typed charge /);
  });

  it('shows a hostile side name and note as text, and runs and fetches nothing', async () => {
    expect(await page.locator('h1').innerText()).toMatch(/^After-action report: /);
    const story = await page.locator('ol.story').first().innerText();
    expect(story).toContain(HOSTILE_SIDE);
    expect(story).toContain(HOSTILE_NOTE);
    const finalHeadings = await page.locator('h2:has-text("Final state") ~ h3').allInnerTexts();
    expect(finalHeadings[0]).toMatch(new RegExp(`^${HOSTILE_SIDE.replace(/[()]/g, '\\$&')}: \\d+ of \\d+ points`));
    expect(await page.locator('img, script, iframe, object, embed').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(requests).toEqual([]);
  });
});
