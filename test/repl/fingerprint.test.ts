/**
 * The journal's fingerprint (the start of its last chain value) is printed at `save`, at
 * `quit`, by `replay` and by `report`, and is the same everywhere for the same journal.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../../src/io/fingerprint.js';
import { readJournal } from '../../src/io/journal.js';
import { ensureBuilt, script, tempDir, tyw } from './helpers.js';

let dir: string;
beforeAll(() => {
  ensureBuilt();
  dir = tempDir();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FP = /Journal fingerprint: ([0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4})/g;
const printed = (text: string): string[] => [...text.matchAll(FP)].map((m) => m[1] ?? '');

describe('journal fingerprint', () => {
  it('is the same at save, at quit, in replay (text and JSON) and in report, and changes with each new line', () => {
    const j = join(dir, 'fp.tyw.jsonl');
    const played = tyw(['play', '--seed', '5', '--journal', j], script('initiative', 'first attacker', 'save', 'quit'));
    expect(played.code).toBe(0);
    const expected = fingerprint(readJournal(j).lastChain);
    expect(printed(played.stdout)).toEqual([expected]); // save
    expect(printed(played.stderr)).toEqual([expected]); // quit
    expect(printed(tyw(['replay', j], '').stdout)).toEqual([expected]);
    expect((JSON.parse(tyw(['replay', j, '--json'], '').stdout) as { fingerprint: string }).fingerprint).toBe(expected);
    expect(printed(tyw(['report', j], '').stderr)).toEqual([expected]);
    // play --json's save gives it too.
    const json = tyw(['play', '--resume', j, '--json'], script('save'));
    const saved = json.stdout.split('\n').filter((l) => l.includes('"kind":"save"')).map((l) => JSON.parse(l) as { fingerprint: string; continueWith: string });
    expect(saved).toEqual([expect.objectContaining({ fingerprint: expected, continueWith: expect.stringContaining('--resume') })]);

    const resumed = tyw(['play', '--resume', j], script('command Ekholm'));
    const after = fingerprint(readJournal(j).lastChain);
    expect(after).not.toBe(expected);
    expect(printed(resumed.stderr)).toEqual([after]);
  });

  it('is not printed before a new journal has any line', () => {
    const r = tyw(['play', '--seed', '5', '--journal', join(dir, 'empty.tyw.jsonl')], script('save'));
    expect(r.code).toBe(0);
    expect(`${r.stdout}${r.stderr}`).not.toContain('fingerprint');
  });

  it('reads as three groups of four hex digits', () => {
    expect(fingerprint('0123456789abcdef0123456789abcdef')).toBe('0123-4567-89ab');
  });
});
