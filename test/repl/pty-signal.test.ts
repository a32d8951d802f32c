/**
 * A session ended by a signal in a real pseudo-terminal (tmux): a kill while a guided menu is
 * open ends the session as quit does, with its closing lines, the journal's lock released and
 * the exit code a shell gives a killed process. Skipped (with a message) only when tmux is
 * missing and CI_REQUIRE_PTY is not set.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../../src/io/journal.js';
import { ROOT } from './helpers.js';
import { SKIP_PTY, Tmux, tywShell, unwrapped, warnIfSkipped } from './tmux.js';

warnIfSkipped('pty-signal.test.ts');

const SESSION = `tyw-signal-${process.pid}`;
const term = new Tmux(SESSION, { capture: ['-p', '-J', '-S', '-200'] });
const { tmux, keys, type, waitFor } = term;

describe.skipIf(SKIP_PTY)('a session ended by a signal (tmux)', () => {
  let dir: string;
  beforeAll(() => {
    dir = term.start();
  });
  afterAll(() => term.stop());

  it('SIGTERM in an open menu closes the menu, prints the closing lines, releases the lock and exits 143', async () => {
    const journal = join(dir, 'killed.tyw.jsonl');
    const done = join(dir, 'exit-code');
    const command = tywShell(ROOT, `play --seed 7 --journal ${JSON.stringify(journal)}`, done);
    tmux('new-session', '-d', '-s', SESSION, '-x', '120', '-y', '40', command);
    await waitFor((s) => /^T1 initiative>\s*$/m.test(s), 'the first prompt');
    type('initiative');
    keys('Enter');
    await waitFor((s) => /^T1 initiative>\s*$/m.test(s.split('the initiative').at(-1) ?? ''), 'the initiative result');
    keys('Enter');
    await waitFor((s) => s.includes('won the initiative: who acts first?'), 'the guided menu');
    expect(existsSync(`${journal}.lock`)).toBe(true);

    // The shell's child is tyw: the signal goes to it alone, and the shell writes its exit code.
    const shell = tmux('display-message', '-p', '-t', SESSION, '#{pane_pid}').trim();
    const pid = Number(execFileSync('pgrep', ['-P', shell], { encoding: 'utf8' }).trim().split('\n')[0]);
    process.kill(pid, 'SIGTERM');
    const s = await waitFor((x) => existsSync(done) && x.includes('Journal fingerprint'), 'the end of the session');
    // The menu erased itself; what follows the prompt that opened it is the end of the session.
    const end = unwrapped(s.slice(s.lastIndexOf('T1 initiative>')));
    expect(end).toContain('Menu closed; nothing changed.');
    expect(end).toMatch(/Journal: \S+killed\.tyw\.jsonl \(1 command in play\)\. Continue with:/);
    expect(readFileSync(done, 'utf8').trim()).toBe('143');
    expect(existsSync(`${journal}.lock`)).toBe(false);
    expect(readJournal(journal).records.filter((r) => r.kind === 'command').map((r) => (r.kind === 'command' ? r.text : ''))).toEqual(['initiative']);
  });
});
