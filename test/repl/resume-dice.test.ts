/** After `--resume`, the first lines say who rolls the dice; at the keyboard, the journal's last mode goes on. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entry } from '../../src/engine/session.js';
import { lastRollByHand, resumedDice } from '../../src/repl/resume-dice.js';
import { ensureBuilt, script, tempDir, tyw } from './helpers.js';

const entry = (text: string, hand: boolean, dice: number): Entry => ({ text, hand, rolls: Array.from({ length: dice }, () => ({ sides: 6, value: 3, label: 'd' })), events: [], results: [] }) as unknown as Entry;

describe('who rolls after a resume', () => {
  it('the last command played with dice, or by hand, decides; values given with --rolls say nothing', () => {
    expect(lastRollByHand([])).toBeUndefined();
    expect(lastRollByHand([entry('first attacker', false, 0)])).toBeUndefined();
    expect(lastRollByHand([entry('initiative', false, 1), entry('advance A1', true, 0)])).toBe(true);
    expect(lastRollByHand([entry('advance A1', true, 0), entry('fire A2 at D1', false, 2)])).toBe(false);
    expect(lastRollByHand([entry('initiative', false, 1), entry('fire A2 at D1 --rolls 4,5', true, 2)])).toBe(false);
  });

  it('--hand wins; at the keyboard the journal\'s last mode goes on; a script keeps tyw rolling and says so', () => {
    const byHand = [entry('initiative', true, 1)];
    expect(resumedDice(byHand, false, true)).toEqual({ hand: true, line: 'Dice: the players roll by hand, as at the end of the journal; "dice app" lets tyw roll them.' });
    expect(resumedDice(byHand, false, false).hand).toBe(false);
    expect(resumedDice([entry('initiative', false, 1)], true, false).hand).toBe(true);
    expect(resumedDice([entry('initiative', false, 1)], false, true)).toEqual({ hand: false, line: 'Dice: tyw rolls; "dice hand" lets the players roll them.' });
  });

  describe('in a script', () => {
    let dir: string;
    beforeAll(() => {
      ensureBuilt();
      dir = tempDir();
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('the banner says who rolls and how to change it', () => {
      const j = join(dir, 'hand.tyw.jsonl');
      expect(tyw(['play', '--seed', '5', '--journal', j], script('initiative', 'first attacker', 'command Ekholm', 'fire A2 at D1 --short', 'dice hand', 'advance A1')).code).toBe(0);
      const again = tyw(['play', '--resume', j], script('status'));
      expect(again.code).toBe(0);
      expect(again.stderr).toMatch(/Resumed .*: 5 commands in play, rebuilt and checked \(seed 5\)\.\nDice: tyw rolls, though the players rolled by hand at the end of the journal \("dice hand" or --hand to go on so\)\.\n/);
      const flagged = tyw(['play', '--resume', j, '--hand'], script('status'));
      expect(flagged.stderr).toContain('Dice: the players roll by hand (--hand); "dice app" lets tyw roll them.');
    });
  });
});
