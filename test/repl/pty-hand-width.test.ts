/**
 * A hand-rolled die's question at a narrow terminal (tmux, 40 columns): broken between words,
 * its later line two in, room left for the answer; the terminal never cuts a word in two.
 * Skipped (with a message) only when tmux is missing and CI_REQUIRE_PTY is not set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';
import { SKIP_PTY, Tmux, tywShell, warnIfSkipped } from './tmux.js';

warnIfSkipped('pty-hand-width.test.ts');

const SESSION = `tyw-hand-width-${process.pid}`;
const term = new Tmux(SESSION);
const { tmux, keys, type, waitFor } = term;
const enter = (text: string) => {
  type(text);
  keys('Enter');
};

describe.skipIf(SKIP_PTY)('a die question fits a narrow terminal (tmux, 40 columns)', () => {
  beforeAll(() => {
    term.start();
  });
  afterAll(() => term.stop());

  it('breaks the question between words', async () => {
    const done = join(term.dir, 'exit-code');
    tmux('new-session', '-d', '-s', SESSION, '-x', '40', '-y', '50', tywShell(ROOT, `play --seed 7 --hand --journal ${JSON.stringify(join(term.dir, 'h.tyw.jsonl'))}`, done));
    await waitFor((s) => /^T1 initiative>\s*$/m.test(s), 'the first prompt');
    enter('initiative');
    await waitFor((s) => /Initiative, Swedes: d6 shows\?\s*$/m.test(s), 'the first initiative die');
    enter('6');
    await waitFor((s) => /Initiative, Imperialists: d6\n {2}shows\?\s*$/m.test(s), 'the second initiative die, its question broken');
    enter('1');
    await waitFor((s) => s.includes('win the initiative'), 'the initiative');
    enter('first attacker');
    await waitFor((s) => /^T1 leaders>\s*$/m.test(s), 'the leaders step');
    enter('command AL3');
    const s = await waitFor((x) => /shows\?\s*$/.test(x), 'the command die');
    expect(s).toMatch(/^Command, Rittmeister Anders\n {2}Falk: d6 shows\? *$/m);
    enter('6');
    await waitFor((x) => /^T1 leaders Falk:4>\s*$/m.test(x), 'Falk with the initiative');
    enter('quit');
    await waitFor(() => existsSync(done), 'the program to exit');
    expect(readFileSync(done, 'utf8').trim()).toBe('0');
  });
});
