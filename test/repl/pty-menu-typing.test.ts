/**
 * Typing a command while the first guided menu is open (an Enter pressed by mistake), in a
 * real terminal (tmux): a letter does not pick a choice; it closes the menu and starts the
 * typed line, so the command runs as typed. Arrows, Enter and digits still pick.
 * Skipped (with a message) only when tmux is missing and CI_REQUIRE_PTY is not set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../../src/io/journal.js';
import { ROOT } from './helpers.js';
import { SKIP_PTY, Tmux, tywShell, warnIfSkipped } from './tmux.js';

warnIfSkipped('pty-menu-typing.test.ts');

const SESSION = `tyw-menu-typing-${process.pid}`;
const term = new Tmux(SESSION, { capture: ['-p', '-J', '-S', '-200'] });
const { tmux, keys, type, waitFor } = term;
const count = (s: string, re: RegExp) => (s.match(new RegExp(re.source, `${re.flags.replace('g', '')}g`)) ?? []).length;

describe.skipIf(SKIP_PTY)('typing at the first menu (tmux)', () => {
  beforeAll(() => {
    term.start();
  });
  afterAll(() => term.stop());

  it('a typed command closes the menu and runs; the menu still takes its keys', async () => {
    const journal = join(term.dir, 'typing.tyw.jsonl');
    const done = join(term.dir, 'exit-code');
    tmux('new-session', '-d', '-s', SESSION, '-x', '120', '-y', '50', tywShell(ROOT, `play --seed 7 --journal ${JSON.stringify(journal)}`, done));
    await waitFor((s) => /^T1 initiative>\s*$/m.test(s), 'the first prompt');

    // Keys typed one at a time: the first closes the menu, the rest follow at the prompt.
    keys('Enter');
    await waitFor((x) => count(x, /What now\?/) === 1, 'the guided menu');
    type('n');
    await waitFor((x) => /^T1 initiative> n$/m.test(x), 'the typed key at the prompt');
    type('ote one');
    keys('Enter');
    let s = await waitFor((x) => /^one\.$/m.test(x), 'the note');
    expect(s).not.toContain('What now?');

    // Pasted whole with its Enter, and a second line: both run, in order.
    keys('Enter');
    await waitFor((x) => /What now\?/.test(x), 'the guided menu again');
    tmux('set-buffer', '-b', 'cmds', 'note two\nnote three\n');
    tmux('paste-buffer', '-b', 'cmds', '-t', SESSION);
    s = await waitFor((x) => /^three\.$/m.test(x), 'the pasted notes');
    expect(s).toMatch(/^T1 initiative> note two\ntwo\.\nT1 initiative> note three\nthree\.$/m);

    // The menu still answers Enter: the first choice is picked.
    keys('Enter');
    await waitFor((x) => /What now\?/.test(x), 'the guided menu a third time');
    keys('Enter');
    await waitFor((x) => x.includes('Roll the dice?'), 'the odds before the roll');
    keys('Escape');
    await waitFor((x) => x.includes('Nothing rolled; nothing changed.'), 'the roll declined');

    type('quit');
    keys('Enter');
    await waitFor(() => existsSync(done), 'the program to exit');
    expect(readFileSync(done, 'utf8').trim()).toBe('0');
    expect(readJournal(journal).records.filter((r) => r.kind === 'command').map((r) => r.kind === 'command' && r.text)).toEqual(['note one', 'note two', 'note three']);
  });
});
