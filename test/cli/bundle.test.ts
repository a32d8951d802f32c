/**
 * The bundles in dist/ (built once by the global setup): what `tyw check` loads, and the
 * assumptions the build's adjustments rest on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const bundle = (name: string) => readFileSync(`${DIST}${name}`, 'latin1');

describe('the bundles', () => {
  it('are ASCII, as bin/tyw.js reads them as latin1', () => {
    const files = ['main.js', ...readdirSync(`${DIST}commands`).map((f) => `commands/${f}`)];
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) expect(readFileSync(`${DIST}${file}`).every((byte) => byte <= 0x7f), file).toBe(true);
  });

  it('keep the rules engine and the designed tables out of tyw check', () => {
    const check = bundle('commands/check.js');
    const play = bundle('commands/play.js');
    // A reason from the combat tables and the rules engine's charge sequence.
    for (const marker of ['Musket fire from the shot sleeves', 'fire.firer.dutch-battalion']) {
      expect(play).toContain(marker);
      expect(check).not.toContain(marker);
    }
    expect(check).toContain('fire.firer'); // the house-rule keys, which check validates
  });

  it('keep child_process out of start-up: commander gets it on first use', () => {
    const main = bundle('main.js');
    expect(main.match(/require\("(node:)?child_process"\)/g)?.length).toBe(1);
    expect(/new Proxy\(\{\},\{get:[^}]*require\("node:child_process"\)/.test(main)).toBe(true);
  });
});

describe('the width cli-table3 is given', () => {
  // The build answers string-width's question itself for these characters: one column each.
  const stringWidth = createRequire(import.meta.url)('string-width') as (text: string) => number;
  it('is one column for each printable ASCII and box-drawing character and the ellipsis, as string-width says', () => {
    expect(stringWidth('\u2026')).toBe(1);
    for (let code = 0x20; code <= 0x7e; code += 1) expect(stringWidth(String.fromCharCode(code)), code.toString(16)).toBe(1);
    for (let code = 0x2500; code <= 0x257f; code += 1) expect(stringWidth(String.fromCharCode(code)), code.toString(16)).toBe(1);
  });
});
