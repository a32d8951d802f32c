/**
 * What a game master meets at a real table, in a real pseudo-terminal driven through tmux:
 * pasted lines all run in order, Ctrl-D closes a menu or a question (and at the prompt
 * leaves with the resume line), undo of several commands asks first (a y or n typed ahead answers it) and redo brings them back.
 * Skipped (with a message) only when tmux is missing and CI_REQUIRE_PTY is not set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../../src/io/journal.js';
import { BIN, ROOT } from './helpers.js';
import { SKIP_PTY, Tmux, tywShell, warnIfSkipped } from './tmux.js';

warnIfSkipped('pty-table.test.ts');

const SESSION = `tyw-table-${process.pid}`;
/** The whole scrollback, wrapped lines joined. */
const term = new Tmux(SESSION, { capture: ['-p', '-J', '-S', '-200'] });
const { tmux, screen, keys, type, waitFor } = term;
const enter = (text: string) => {
  type(text);
  keys('Enter');
};
let dir: string;

const count = (s: string, re: RegExp) => (s.match(new RegExp(re.source, `${re.flags.replace('g', '')}g`)) ?? []).length;
/** The screen after the last occurrence of `marker`. */
const after = (s: string, marker: string) => s.slice(s.lastIndexOf(marker));

describe.skipIf(SKIP_PTY)('trust at the table: the REPL in a real terminal (tmux)', () => {
  beforeAll(() => {
    dir = term.start();
  });
  afterAll(() => term.stop());

  it('runs pasted lines in order, closes menus and questions on Ctrl-D, confirms undo, redoes, and leaves with the resume line', async () => {
    const journal = join(dir, 'table.tyw.jsonl');
    const done = join(dir, 'exit-code');
    const command = tywShell(ROOT, `play --seed 7 --journal ${JSON.stringify(journal)}`, done);
    tmux('new-session', '-d', '-s', SESSION, '-x', '150', '-y', '50', command);
    await waitFor((s) => /^T1 initiative>\s*$/m.test(s), 'the first prompt');

    // B2: three lines typed in one go, then three pasted from a buffer: all six run, in order.
    type('note a\nnote b\nnote c\n');
    tmux('set-buffer', '-b', 'notes', 'note d\nnote e\nnote f\n');
    tmux('paste-buffer', '-b', 'notes', '-t', SESSION);
    let s = await waitFor((x) => /^f\.$/m.test(x), 'the last pasted note');
    for (const n of ['a', 'b', 'c', 'd', 'e', 'f']) {
      expect(count(s, new RegExp(`^T1 initiative> note ${n}$`, 'm')), `note ${n} echoed once after its prompt`).toBe(1);
      expect(count(s, new RegExp(`^${n}\\.$`, 'm')), `note ${n} ran once`).toBe(1);
    }
    enter('log 6');
    s = await waitFor((x) => /^ {3}6 {2}note f$/m.test(x), 'the log of the notes');
    expect(after(s, 'log 6').match(/^ {3}\d {2}note \w$/gm)).toEqual(['   1  note a', '   2  note b', '   3  note c', '   4  note d', '   5  note e', '   6  note f']);

    // B10: Tab completes a whole word with its space, so the next word can follow at once.
    type('sta');
    keys('Tab');
    enter('A1');
    await waitFor((x) => x.includes('Blue Brigade (A1), Swedish brigade, Swedes'), 'status A1 after completing "status "');

    // B5: Ctrl-D in a menu closes the menu, not the session.
    keys('Enter');
    await waitFor((x) => x.includes('What now?'), 'the guided menu');
    keys('C-d');
    s = await waitFor((x) => /Menu closed; nothing changed\.\nT1 initiative>\s*$/.test(x.trimEnd()), 'the prompt after Ctrl-D in the menu');
    // The closed menu leaves nothing behind on the screen.
    expect(s).not.toContain('What now?');

    // B6: undo of two commands asks first; Ctrl-D at that question cancels it.
    enter('undo 2');
    await waitFor((x) => x.includes('Take back 2 commands ("note e", "note f")?'), 'the undo question');
    keys('C-d');
    s = await waitFor((x) => /Cancelled; nothing changed\.\nT1 initiative>\s*$/.test(x.trimEnd()), 'the prompt after Ctrl-D at the question');
    expect(count(s, /Take back 2 commands/), 'the cancelled question is erased').toBe(0);
    // Answered no: nothing changes either, and the question stays with its answer.
    enter('undo 2');
    await waitFor((x) => count(x, /Take back 2 commands/) === 1, 'the undo question again');
    enter('n');
    s = await waitFor((x) => count(x, /Cancelled; nothing changed\./) === 2, 'the second cancel');
    expect(s).toMatch(/✔ Take back 2 commands \("note e", "note f"\)\? No\n/);
    // Answered yes: undone, and redo brings both back with their results.
    enter('undo 2');
    await waitFor((x) => count(x, /Take back 2 commands/) === 2, 'the undo question a third time');
    enter('y');
    await waitFor((x) => x.includes('Undone: "note e", "note f".'), 'the undo');
    enter('undo');
    await waitFor((x) => x.includes('Undone: "note d".'), 'one undo, without a question');
    enter('redo 2');
    s = await waitFor((x) => x.includes('Redone: "note d", "note e".'), 'the redo');
    expect(after(s, 'Redone:')).toMatch(/^ {2}d\.$/m);
    // The question's answer typed ahead with the undo, in one go: it answers the question, and the line after it runs next.
    type('undo 2\ny\nnote h\n');
    s = await waitFor((x) => /^h\.$/m.test(x), 'the note typed after the answer');
    expect(after(s, 'Redone:')).toMatch(/Take back 2 commands \("note d", "note e"\)\? \(y\/N\) y\nUndone: "note d", "note e"\.[\s\S]*initiative> note h\nh\.$/m);

    // A line typed in the same burst as a menu's answer runs after the menu's command.
    keys('Enter');
    await waitFor((x) => count(x, /What now\?/) === 1, 'the guided menu again');
    // Its command rolls dice: the odds come first, and the roll waits for a last word.
    type('\r');
    await waitFor((x) => x.includes('Roll the dice?'), 'the odds before the roll');
    type('\rnote g\r');
    s = await waitFor((x) => /^g\.$/m.test(x), 'the note typed after the menu answer');
    expect(after(s, 'What now? roll for the initiative')).toMatch(/Roll the dice\? Yes\n.*→ \w+ win the initiative[\s\S]*\n\S+ initiative> note g\ng\.$/m);

    // Ctrl-D at the prompt leaves, and the last line says how to continue (the command on a line of its own if 150 columns are too few).
    keys('C-d');
    await waitFor(() => existsSync(done), 'the program to exit');
    expect(readFileSync(done, 'utf8').trim()).toBe('0');
    s = screen();
    expect(s).toMatch(new RegExp(`^Journal: .*table\\.tyw\\.jsonl \\(6 commands in play\\)\\. Continue with:(?: |\\n {2})node bin/tyw\\.js play --resume .*table\\.tyw\\.jsonl$`, 'm'));

    const records = readJournal(journal).records.map((r) => (r.kind === 'command' ? r.text : `${r.kind} ${'count' in r ? r.count : ''}`));
    expect(records).toEqual(['note a', 'note b', 'note c', 'note d', 'note e', 'note f', 'undo 2', 'undo 1', 'redo 2', 'undo 2', 'note h', 'initiative', 'note g']);
  });

  it('with --json at the keyboard, stdout carries JSON only: headers and echoed menu choices go to the screen', async () => {
    const session = `${SESSION}-json`;
    const journal = join(dir, 'json.tyw.jsonl');
    const stdout = join(dir, 'json.out');
    const done = join(dir, 'json-exit-code');
    const command = [
      `cd ${JSON.stringify(ROOT)}`,
      `NO_COLOR=1 TYW_HISTORY= ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} play --json --seed 7 --journal ${JSON.stringify(journal)} > ${JSON.stringify(stdout)}`,
      `echo $? > ${JSON.stringify(`${done}.part`)} && mv ${JSON.stringify(`${done}.part`)} ${JSON.stringify(done)}`,
      'sleep 30',
    ].join('; ');
    tmux('new-session', '-d', '-s', session, '-x', '120', '-y', '40', command);
    const wait = (test: (s: string) => boolean, what: string) => waitFor(test, what, 15_000, session);
    const send = (text: string) => {
      tmux('send-keys', '-t', session, '-l', text);
      tmux('send-keys', '-t', session, 'Enter');
    };
    await wait((s) => /^T1 initiative>\s*$/m.test(s), 'the first prompt');
    send('initiative');
    await wait((s) => /^T1 initiative>\s*$/m.test(s.slice(s.indexOf('initiative\n'))) && s.includes('== Turn 1 | Initiative | initiative: '), 'the initiative and its header');
    tmux('send-keys', '-t', session, 'Enter');
    await wait((s) => s.includes('won the initiative: who acts first?'), 'the guided menu');
    tmux('send-keys', '-t', session, 'Enter');
    await wait((s) => s.includes('> first '), 'the menu choice echoed');
    send('quit');
    await wait(() => existsSync(done), 'the program to exit');
    expect(readFileSync(done, 'utf8').trim()).toBe('0');
    const lines = readFileSync(stdout, 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(3); // the battle, the initiative, the menu's command
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  });
});
