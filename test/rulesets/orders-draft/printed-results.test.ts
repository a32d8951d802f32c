/** Seed 002: results as the game master reads them at the prompt, each said once. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';

const track = closeCoresAfterEach();

function sample() {
  const dir = tempDir();
  const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'orders-draft-sample.yaml'), 'utf8'), file: 'orders.yaml', seed: 3, journal: join(dir, 'j.tyw.jsonl') });
  track({ core, dir });
  return core;
}

describe('2.1, 2.3: a unit that loses its last stands', () => {
  it('2.1, 2.3: the loss is said once: "4 → 0, and are gone", not again as "4 → destroyed"', () => {
    const text = runLine(sample(), 'lose A1 4').text;
    expect(text).toContain('Blue Pikes lose 4 stands: 4 → 0, and are gone.');
    expect(text).not.toContain('destroyed');
    expect(text.match(/→/g)).toHaveLength(1);
  });
});
