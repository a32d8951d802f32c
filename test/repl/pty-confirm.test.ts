/**
 * A y/N question at a real terminal (tmux): it never takes a command typed ahead as its
 * answer, and a wrong answer is cleared after the message, so the next keys start afresh.
 * Skipped (with a message) only when tmux is missing and CI_REQUIRE_PTY is not set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../../src/io/journal.js';
import { ROOT } from './helpers.js';
import { SKIP_PTY, Tmux, tywShell, warnIfSkipped } from './tmux.js';

warnIfSkipped('pty-confirm.test.ts');

const SESSION = `tyw-confirm-${process.pid}`;
const term = new Tmux(SESSION, { capture: ['-p', '-J', '-S', '-200'] });
const { tmux, keys, type, waitFor } = term;
const enter = (text: string) => {
  type(text);
  keys('Enter');
};
const count = (s: string, re: RegExp) => (s.match(new RegExp(re.source, `${re.flags.replace('g', '')}g`)) ?? []).length;

describe.skipIf(SKIP_PTY)('a y/N question never eats commands (tmux)', () => {
  beforeAll(() => {
    term.start();
  });
  afterAll(() => term.stop());

  it('undo N with lines typed in the same burst: not done, and the lines run; a wrong answer is cleared; a command typed at the question runs', async () => {
    const journal = join(term.dir, 'confirm.tyw.jsonl');
    const done = join(term.dir, 'exit-code');
    tmux('new-session', '-d', '-s', SESSION, '-x', '150', '-y', '50', tywShell(ROOT, `play --seed 7 --journal ${JSON.stringify(journal)}`, done));
    await waitFor((s) => /^T1 initiative>\s*$/m.test(s), 'the first prompt');
    type('note a\nnote b\nnote c\n');
    await waitFor((x) => /^c\.$/m.test(x), 'the notes');

    // Pasted with the command: the lines after it are commands, so the question is not asked.
    tmux('set-buffer', '-b', 'burst', 'undo 2\nnote d\nnote e\n');
    tmux('paste-buffer', '-b', 'burst', '-t', SESSION);
    let s = await waitFor((x) => /^e\.$/m.test(x), 'the notes pasted after the undo');
    expect(s).toContain('Not done: "undo 2" asks first, and "note d" typed after it is a command, not an answer.');
    expect(count(s, /Take back/)).toBe(0);
    expect(s).toMatch(/^T1 initiative> note d\nd\.\nT1 initiative> note e\ne\.$/m);

    // A wrong answer: the message, and the line is cleared, so "y" alone answers next.
    enter('undo 2');
    await waitFor((x) => x.includes('Take back 2 commands ("note d", "note e")? (y/N)'), 'the undo question');
    enter('maybe');
    await waitFor((x) => x.includes('Answer y or n (Enter for no).'), 'the message for a wrong answer');
    s = await waitFor((x) => /\(y\/N\)\s*$/m.test(x.trimEnd()) || /\(y\/N\) $/m.test(x), 'the cleared line');
    expect(s.split('\n').filter((l) => l.includes('(y/N) maybe'))).toEqual([]);
    enter('y');
    await waitFor((x) => x.includes('Undone: "note d", "note e".'), 'the undo after the wrong answer');

    // A command typed at the question runs as a command; the question is answered no.
    enter('undo 2');
    await waitFor((x) => x.includes('Take back 2 commands ("note b", "note c")? (y/N)'), 'the second undo question');
    enter('redo 2');
    s = await waitFor((x) => x.includes('Redone: "note d", "note e".'), 'the redo typed at the question');
    expect(s).toContain('Not done: "undo 2" asks first, and "redo 2" typed after it is a command, not an answer.');

    // An empty line pasted after it is Enter: the default, no; it opens no menu.
    tmux('set-buffer', '-b', 'enter', 'undo 2\n\n');
    tmux('paste-buffer', '-b', 'enter', '-t', SESSION);
    s = await waitFor((x) => count(x, /Cancelled; nothing changed\./) === 1 && /^T1 initiative>\s*$/m.test(x.split('Cancelled')[1] ?? ''), 'the undo answered by Enter');
    expect(s).not.toContain('What now?');
    // An empty line pasted before a command is no call for the menus: the command runs.
    tmux('set-buffer', '-b', 'lead', '\nnote f\n');
    tmux('paste-buffer', '-b', 'lead', '-t', SESSION);
    s = await waitFor((x) => /^f\.$/m.test(x), 'the note pasted after an empty line');
    expect(s).not.toContain('What now?');

    enter('quit');
    await waitFor(() => existsSync(done), 'the program to exit');
    expect(readFileSync(done, 'utf8').trim()).toBe('0');
    const records = readJournal(journal).records.map((r) => (r.kind === 'command' ? r.text : `${r.kind} ${'count' in r ? r.count : ''}`));
    expect(records).toEqual(['note a', 'note b', 'note c', 'note d', 'note e', 'undo 2', 'redo 2', 'note f']);
  });
});
