/**
 * `odds` tables stay within 100 columns however long an outcome is: a long outcome wraps
 * within its column (Pike & Shot 11.7: a charge's fire and charge cells together), while
 * `--json` keeps each label whole, beginning with the CRT codes.
 */
import { describe, expect, it } from 'vitest';
import { makePaint, plain, tableWidth } from '../../src/present/paint.js';
import { terminalLines, wrapWords } from '../../src/present/terminal.js';
import { ensureBuilt, script, tempDir, tyw } from './helpers.js';
import { join } from 'node:path';

describe('odds tables fit 100 columns', () => {
  it('wraps a long outcome within its column, the chance on its first line', () => {
    const long = 'D / A D: Pappenheim\'s Horse is disordered; Finnish Horse is disordered; Pappenheim\'s Horse retreats 3; the charge is broken';
    const lines = terminalLines([{ type: 'odds', outcomes: [{ label: long, probability: 1 / 18, fraction: '1/18' }, { label: 'NE', probability: 17 / 18, fraction: '17/18' }] }], plain);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(100);
    expect(lines[2]).toMatch(/^ {2}D \/ A D: Pappenheim's Horse is disordered; .* +5\.6% +1\/18$/);
    expect(lines[3]).toMatch(/^ {4}\S/);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toContain('the charge is broken');
  });

  it('keeps to a narrower terminal\'s width, 80 columns, with the chance on each outcome\'s first line', () => {
    const long = 'D / A D: Pappenheim\'s Horse is disordered; Finnish Horse is disordered; Pappenheim\'s Horse retreats 3; the charge is broken';
    const lines = terminalLines([{ type: 'odds', outcomes: [{ label: long, probability: 1 / 18, fraction: '1/18' }, { label: 'NE', probability: 17 / 18, fraction: '17/18' }] }], makePaint(false, tableWidth(80)));
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(lines[2]).toMatch(/ +5\.6% +1\/18$/);
    expect(tableWidth(200)).toBe(100);
    expect(tableWidth(40)).toBe(60);
  });

  it('leaves a short outcome on one line', () => {
    expect(wrapWords('NE: no effect', 80)).toEqual(['NE: no effect']);
  });

  it('11.7: Pike & Shot odds of a charge fit 100 columns at a wide terminal; --json keeps the labels whole', () => {
    ensureBuilt();
    const dir = tempDir();
    const lines = ['place B3 0509', 'move A3 to 0508', 'next', 'odds charge A3 at B3'];
    const run = tyw(['play', 'scenarios/pike-and-shot-sample.yaml', '--seed', '3', '--journal', join(dir, 'j.jsonl')], script(...lines, 'quit'), { env: { COLUMNS: '150' } });
    const table = run.stdout.slice(run.stdout.indexOf('> odds charge'));
    const rows = table.split('\n').slice(1, table.split('\n').findIndex((l, i) => i > 0 && l.startsWith('>')));
    expect(rows.length).toBeGreaterThan(3);
    for (const r of rows) expect(r.length).toBeLessThanOrEqual(100);
    const json = tyw(['play', 'scenarios/pike-and-shot-sample.yaml', '--seed', '3', '--json', '--journal', join(dir, 'k.jsonl')], script(...lines, 'quit'));
    expect(json.stdout).toContain('"D / A D: Pappenheim\'s Horse is disordered; the charge is broken; Finnish Horse is disordered; Pappenheim\'s Horse retreats 3 hexes"');
  });
});
