/**
 * The browser tests' Chromium: Debian's, or the one TYW_CHROMIUM names (playwright's own
 * downloads are never used). A test file is skipped with a message when there is none, unless
 * CI_REQUIRE_BROWSER is set, as `.ci/run` does: then a missing browser is a failure.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = [process.env.TYW_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p !== undefined && p !== '' && existsSync(p));
export const BROWSER_REQUIRED = process.env.CI_REQUIRE_BROWSER !== undefined && process.env.CI_REQUIRE_BROWSER !== '' && process.env.CI_REQUIRE_BROWSER !== '0';
/** Skip the file's browser tests: no Chromium, and CI does not ask for them. */
export const SKIP_BROWSER = CHROMIUM === undefined && !BROWSER_REQUIRED;

export function warnIfNoBrowser(file: string): void {
  if (SKIP_BROWSER) console.warn(`${file}: skipped, no Chromium found (install chromium, or set CI_REQUIRE_BROWSER=1 to make this a failure)`);
}

/** Headless Chromium, quiet: no network of its own, no first-run work. */
export async function launchChromium(): Promise<Browser> {
  if (CHROMIUM === undefined) throw new Error('Chromium is required for the browser tests (CI_REQUIRE_BROWSER is set) but none is installed');
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
