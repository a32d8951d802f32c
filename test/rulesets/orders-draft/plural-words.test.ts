/** Plural unit names take plural verbs in the corrections' results and the guided questions (2.1 names; "Blue Halberds"). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';

const track = closeCoresAfterEach();

function sample() {
  const dir = tempDir();
  const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'orders-draft-sample.yaml'), 'utf8'), file: 'orders.yaml', seed: 5, journal: join(dir, 'j.tyw.jsonl') });
  track({ core, dir });
  return core;
}

describe('plural unit names in the orders draft', () => {
  it('lose: "Blue Halberds lose 3 stands: 3 → 0, and are gone"', () => {
    expect(runLine(sample(), 'lose A3 3').text).toMatch(/^Blue Halberds lose 3 stands: 3 → 0, and are gone\./);
  });
});
