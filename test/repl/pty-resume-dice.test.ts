/**
 * Resumed at the keyboard (tmux), a journal whose players were rolling by hand goes on by
 * hand, and the first lines say so and how to change it.
 * Skipped (with a message) only when tmux is missing and CI_REQUIRE_PTY is not set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, script, tyw } from './helpers.js';
import { SKIP_PTY, Tmux, tywShell, warnIfSkipped } from './tmux.js';

warnIfSkipped('pty-resume-dice.test.ts');

const SESSION = `tyw-resume-dice-${process.pid}`;
const term = new Tmux(SESSION, { capture: ['-p', '-J', '-S', '-200'] });
const { tmux, keys, type, waitFor } = term;

describe.skipIf(SKIP_PTY)('resuming says who rolls (tmux)', () => {
  beforeAll(() => {
    term.start();
  });
  afterAll(() => term.stop());

  it('a journal played by hand resumes by hand, and says so', async () => {
    const journal = join(term.dir, 'hand.tyw.jsonl');
    expect(tyw(['play', '--seed', '5', '--journal', journal], script('initiative', 'first attacker', 'command Ekholm', 'fire A2 at D1 --short', 'dice hand', 'advance A1')).code).toBe(0);
    const done = join(term.dir, 'exit-code');
    tmux('new-session', '-d', '-s', SESSION, '-x', '120', '-y', '50', tywShell(ROOT, `play --resume ${JSON.stringify(journal)}`, done));
    const s = await waitFor((x) => /^T1 [^\n]*> *$/m.test(x), 'the first prompt');
    expect(s).toMatch(/Resumed .*: 5 commands in play, rebuilt and checked \(seed 5\)\.\nDice: the players roll by hand, as at the end of the journal; "dice app" lets tyw roll them\.\n/);
    type('dice');
    keys('Enter');
    await waitFor((x) => x.includes('Dice: players roll by hand.'), 'the dice mode');
    type('quit');
    keys('Enter');
    await waitFor(() => existsSync(done), 'the program to exit');
    expect(readFileSync(done, 'utf8').trim()).toBe('0');
    expect(term.screen()).toMatch(/play --resume \S*hand\.tyw\.jsonl --hand$/m);
  });
});
