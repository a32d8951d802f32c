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
    expect(text).toContain('| Blue (first side) | 3 of 14 | 1: Blue Horse | 0 | none | 1 / 4 |');
    expect(text).toMatch(/## Outcome\n\n.*Red/);
  });
});
