/** `--resume`: continue a journal exactly where it stopped; undo persists; edits are caught. */
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../../src/io/journal.js';
import { ensureBuilt, journalLines, script, tempDir, tyw } from './helpers.js';

let dir: string;
let n = 0;
const journal = () => join(dir, `r${(n += 1)}.tyw.jsonl`);

beforeAll(() => {
  ensureBuilt();
  dir = tempDir();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PART_ONE = ['initiative', 'first attacker', 'command Ekholm', 'fire A2 at D1 --short'];
const PART_TWO = ['advance A1', 'done', 'command DL2', 'fire D1 at A2'];

/** The final state as JSON: every unit's status and bases, and the leaders. */
const finalState = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .slice(-2)
    .map((l) => JSON.parse(l) as unknown);

describe('tyw play --resume', () => {
  it('continues exactly where the journal stopped', () => {
    const whole = tyw(['play', '--seed', '5', '--json', '--journal', journal()], script(...PART_ONE, ...PART_TWO, 'status', 'leaders'));
    expect(whole.code).toBe(0);

    const j = journal();
    const first = tyw(['play', '--seed', '5', '--journal', j], script(...PART_ONE));
    expect(first.code).toBe(0);
    const second = tyw(['play', '--resume', j, '--json'], script(...PART_TWO, 'status', 'leaders'));
    expect(second.stderr).toMatch(/Resumed .*: 4 commands in play/);
    expect(second.code).toBe(0);
    expect(finalState(second.stdout)).toEqual(finalState(whole.stdout));
    // One journal, both parts, still a valid chain.
    const read = readJournal(j);
    expect(read.records.filter((r) => r.kind === 'command').map((r) => (r.kind === 'command' ? r.text : ''))).toEqual([...PART_ONE, ...PART_TWO]);
  });

  it('keeps undo across a resume', () => {
    const j = journal();
    expect(tyw(['play', '--seed', '5', '--journal', j], script(...PART_ONE, 'undo 2')).code).toBe(0);
    expect(journalLines(j).at(-1)).toMatchObject({ kind: 'undo', count: 2 });
    const r = tyw(['play', '--resume', j], script('log 10'));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('first attacker');
    expect(r.stdout).not.toMatch(/\d+ {2}command Ekholm/);
  });

  it('names the edited line of a tampered journal and exits 2', () => {
    const j = journal();
    expect(tyw(['play', '--seed', '5', '--journal', j], script(...PART_ONE)).code).toBe(0);
    const lines = readFileSync(j, 'utf8').split('\n');
    lines[3] = (lines[3] ?? '').replace('command Ekholm', 'command Falk');
    writeFileSync(j, lines.join('\n'));
    const r = tyw(['play', '--resume', j], '');
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(new RegExp(`^error: .*${n}\\.tyw\\.jsonl:4:1: `));
    expect(r.stdout).toBe('');
  });

  it('drops a torn last line, says so, and carries on', () => {
    const j = journal();
    expect(tyw(['play', '--seed', '5', '--journal', j], script(...PART_ONE)).code).toBe(0);
    appendFileSync(j, '{"kind":"command","n":5,"text":"adva');
    const r = tyw(['play', '--resume', j], script('advance A1', 'log 2'));
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/cut short/);
    expect(r.stdout).toContain('advance A1');
    const read = readJournal(j);
    expect(read.truncated).toBe(false);
    expect(read.records.filter((x) => x.kind === 'command')).toHaveLength(5);
  });

  it('refuses a scenario or a seed alongside --resume', () => {
    const j = journal();
    expect(tyw(['play', '--seed', '5', '--journal', j], '').code).toBe(0);
    expect(tyw(['play', '--resume', j, '--seed', '3'], '').code).toBe(2);
    expect(tyw(['play', 'scenarios/first-battle.yaml', '--resume', j], '').code).toBe(2);
    expect(tyw(['play', '--resume', join(dir, 'none.tyw.jsonl')], '').stderr).toMatch(/no such journal/);
  });
});
