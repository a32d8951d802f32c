/**
 * Replay and report of an orders-draft battle: the draft has no army morale (sections 5 to 9
 * are empty headings), so the standing counts units off the table against the side's units, and only
 * the game master's `end` decides the battle.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportCommand } from '../../../src/cli/commands/report.js';
import { memoryOutput } from '../../../src/cli/output.js';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { presentationFor } from '../../../src/rulesets/presentations.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';
import { ordersStanding } from '../../../src/rulesets/orders-draft/present/standing.js';
import { play, start } from './fixtures.js';

const track = closeCoresAfterEach();
const SCRIPT = readFileSync(join(ROOT, 'test', 'repl', 'scripts', 'orders-draft-sample-seed5.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '' && !l.startsWith('#'));

function playedSample(extra: readonly string[] = []) {
  const dir = tempDir();
  const journal = join(dir, 'od.tyw.jsonl');
  const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'orders-draft-sample.yaml'), 'utf8'), file: 'orders-draft-sample.yaml', seed: 5, journal });
  track({ core, dir });
  for (const line of [...SCRIPT, ...extra]) runLine(core, line);
  return { core, dir, journal };
}

describe('the standing of an orders-draft battle (replay, report)', () => {
  it('counts the units off the table against each side\'s units, and no army breaks by itself', () => {
    const { core } = playedSample();
    const standing = presentationFor('orders-draft').standing?.(core.state);
    expect(standing?.sides.map((s) => [s.name, s.count, s.threshold, s.broken])).toEqual([
      ['Blue', 1, 4, false],
      ['Red', 0, 5, false],
    ]);
    expect(standing?.units.find((u) => u.name === 'Blue Horse')).toMatchObject({ status: 'Fled', tone: 'gone', strength: 0 });
    expect(standing?.outcome).toBeNull();
  });

  it('tyw report writes the battle, and the game master\'s end is its outcome', async () => {
    const { dir } = playedSample(['end Red']);
    const out = memoryOutput();
    await reportCommand({ file: 'od.tyw.jsonl', cwd: dir }, out);
    const text = out.stdout.join('\n');
    // Captain Reed fell and Blue Dragoons took his place: he is still lost (2.9.1).
    expect(text).toContain('| Blue (first side) | 3 of 14 | 1: Blue Horse | 0 | Captain Reed (Horse Regiment) | 1 / 4 |');
    expect(text).toMatch(/## Outcome\n\n.*Red/);
  });
});

describe('2.9.1 the report names each commander lost, with his regiment', () => {
  it('2.9.1: Commanders lost names the man and his regiment, and keeps him once a successor is promoted', () => {
    let s = play(start(), 'kill AC1');
    const lostRow = (st: typeof s) => ordersStanding(st).sides[0]?.losses[3];
    expect(lostRow(s)).toBe('Morse (First)');
    for (const id of ['A1', 'A2', 'A3']) s = play(s, `morale-check ${id} pass`);
    s = play(s, 'promote A1 --rating 6');
    expect(lostRow(s)).toBe('Morse (First)');
    // The promoted man falls in turn: both are lost.
    s = play(s, 'kill AC1');
    expect(lostRow(s)).toBe('Morse (First), Blue 1 (First)');
    expect(ordersStanding(s).sides[0]?.json).toMatchObject({ commandersLost: [{ name: 'Morse', regiment: 'First' }, { name: 'Blue 1', regiment: 'First' }] });
    expect(ordersStanding(s).sides[1]?.losses[3]).toBe('none');
  });
});
