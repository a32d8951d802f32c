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

describe('plural unit names in orders and their odds (3.3)', () => {
  it('3.3.4: an accepted order is a sentence, not a label: "Blue Halberds guard Blue Pikes with a guard token."', () => {
    const text = runLine(sample(), 'guard AC1 A3 A1 --rolls 3,3').text;
    expect(text).toContain('\nBlue Halberds guard Blue Pikes with a guard token.');
    expect(text).not.toMatch(/^Blue Halberds: /m);
  });

  it('3.3.3, 3.3.4: "Red Pikes charge Blue Halberds (…)" once the guard steps in, and the odds say "First, Blue Halberds guard Blue Pikes"', () => {
    const core = sample();
    for (const line of ['guard AC1 A3 A1 --rolls 3,3', 'next', 'next']) runLine(core, line);
    expect(runLine(core, 'odds order BC1 B1 charge --target A1').text).toContain('First, Blue Halberds guard Blue Pikes\n');
    expect(runLine(core, 'order BC1 B1 charge --target A1 --rolls 4,2,3').text).toContain('\nRed Pikes charge Blue Halberds (charge-move B1 --distance N).');
  });
});
