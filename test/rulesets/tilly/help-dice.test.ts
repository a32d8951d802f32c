/**
 * `help <command>` says how to type dice rolled by hand for every command that can roll them:
 * `face` rolls a command check under house rule facingIsMove ("Fighting to flank or rear",
 * "Command check"), and `initiative` rolls a die a side ("Initiative"). The REPL adds the
 * --rolls line only for the rule set's dice commands.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';

const track = closeCoresAfterEach();

function helpOf(word: string): string {
  const dir = tempDir();
  const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'tilly-figure5.yaml'), 'utf8'), file: 'tilly.yaml', seed: 3, journal: join(dir, 'j.tyw.jsonl') });
  track({ core, dir });
  return runLine(core, `help ${word}`).text;
}

describe('Fighting to flank or rear: help face explains --rolls, for house rule facingIsMove only', () => {
  it('help face has a line on dice rolled by hand that names the house rule', () => {
    const text = helpOf('face').replace(/\s+/g, ' ');
    expect(text).toMatch(/Dice rolled by hand[^.]*only under house rule facingIsMove[^.]*--rolls/);
    // The REPL's generic line would say dice apply always: it is not added as well.
    expect(text).not.toContain('in the order tyw asks for them and mods lists them');
  });
});

describe('Initiative: help initiative explains --rolls', () => {
  it('help initiative has the line on dice rolled by hand', () => {
    expect(helpOf('initiative').replace(/\s+/g, ' ')).toContain('Dice rolled by hand: add --rolls');
  });
});
