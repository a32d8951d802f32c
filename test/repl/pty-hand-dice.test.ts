/**
 * Dice the players give, in a real terminal (tmux): a die's question at 40 columns breaks
 * between words, its later line two in, room left for the answer; values typed with --rolls
 * get the odds first, as a roll by tyw does.
 * Skipped (with a message) only when tmux is missing and CI_REQUIRE_PTY is not set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';
import { SKIP_PTY, Tmux, tywShell, warnIfSkipped } from './tmux.js';

warnIfSkipped('pty-hand-dice.test.ts');

const SESSION = `tyw-hand-dice-${process.pid}`;
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

  it('values typed with --rolls get their odds first, as a roll by tyw does', async () => {
    const session = `${SESSION}-rolls`;
    const done = join(term.dir, 'rolls-exit-code');
    tmux('new-session', '-d', '-s', session, '-x', '100', '-y', '50', tywShell(ROOT, `play --seed 7 --journal ${JSON.stringify(join(term.dir, 'r.tyw.jsonl'))}`, done));
    const wait = (test: (s: string) => boolean, what: string) => waitFor(test, what, 15_000, session);
    await wait((s) => /^T1 initiative>\s*$/m.test(s), 'the first prompt');
    type('initiative --rolls 6,1', session);
    tmux('send-keys', '-t', session, 'Enter');
    const s = await wait((x) => x.includes('Swedes win the initiative (6 against 1)'), 'the initiative');
    const after = s.slice(s.indexOf('> initiative --rolls 6,1'));
    const odds = after.search(/\d+\.\d%/);
    expect(odds).toBeGreaterThan(0);
    expect(odds).toBeLessThan(after.indexOf('Swedes (d6 6 = 6) vs'));
    type('quit', session);
    tmux('send-keys', '-t', session, 'Enter');
    await waitFor(() => existsSync(done), 'the program to exit');
  });
});
