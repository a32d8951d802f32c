/**
 * Prose at an 80-column terminal, in a real pseudo-terminal driven through tmux: a result
 * wider than the window breaks between words, so the terminal never folds a word in two.
 * Skipped (with a message) only when tmux is missing and CI_REQUIRE_PTY is not set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from './helpers.js';
import { SKIP_PTY, Tmux, unwrapped, warnIfSkipped } from './tmux.js';

warnIfSkipped('pty-prose.test.ts');

const SESSION = `tyw-prose-${process.pid}`;
/** Lines the terminal itself wrapped come back joined (-J): a line over 80 columns here is one it folded. */
const term = new Tmux(SESSION, { capture: ['-p', '-J', '-S', '-200'] });
const { tmux, type, keys, waitFor } = term;
let dir: string;

describe.skipIf(SKIP_PTY)('prose fits the terminal (tmux, 80 columns)', () => {
  beforeAll(() => {
    dir = term.start();
  });
  afterAll(() => term.stop());

  it('3.1: the phase line and a refusal break between words, later lines hanging two columns in; the command to resume with gets a line of its own', async () => {
    const journal = join(dir, 'prose.tyw.jsonl');
    const done = join(dir, 'exit-code');
    const command = [
      `cd ${JSON.stringify(ROOT)}`,
      `NO_COLOR=1 TYW_HISTORY= ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} play scenarios/pike-and-shot-sample.yaml --seed 5 --journal ${JSON.stringify(journal)}`,
      `echo $? > ${JSON.stringify(`${done}.part`)} && mv ${JSON.stringify(`${done}.part`)} ${JSON.stringify(done)}`,
      'sleep 30',
    ].join('; ');
    tmux('new-session', '-d', '-s', SESSION, '-x', '80', '-y', '50', command);
    await waitFor((s) => /^T1 first-move>\s*$/m.test(s), 'the first prompt');
    type('next');
    keys('Enter');
    await waitFor((x) => /^T1 first-combat>\s*$/m.test(x), 'the combat phase');
    type('fire A1 at B5');
    keys('Enter');
    const s = await waitFor((x) => x.includes('refused:') && /^T1 first-combat>\s*$/m.test(x), 'the refusal');
    const lines = s.split('\n');
    expect(lines.filter((l) => l.length > 80)).toEqual([]);
    expect(lines).toContain('  or recover (5.0, 6.2); the second player\'s units may react (5.5). Fortunes of');
    expect(unwrapped(s)).toContain("Phase III: first player combat. The first player's units fire, melee, charge or recover (5.0, 6.2); the second player's units may react (5.5).");
    expect(unwrapped(s)).toContain('refused: Baldiron cannot fire at Commanded Musketeers at a range of 2 hexes: only loose shotte and dragoons fire that far, by skirmishing (10.5, 11.11); fire at an enemy unit next to it instead (5.3)');
    type('quit');
    keys('Enter');
    await waitFor(() => existsSync(done), 'the program to exit');
    expect(readFileSync(done, 'utf8').trim()).toBe('0');
    // Too wide for 80 columns: the command to copy goes whole on a line of its own, two spaces in.
    const end = term.screen();
    expect(end).toMatch(/^Journal: \S*prose\.tyw\.jsonl \(1 command in play\)\.(?: |\n)Continue with:\n {2}node bin\/tyw\.js play --resume \S*prose\.tyw\.jsonl$/m);
    expect(end.split('\n').filter((l) => l.length > 80 && !l.startsWith('T1 first-combat> fire'))).toEqual([]);
  });

  it('4.0: a guided menu breaks its question and long choices between words at the window\'s edge', async () => {
    const session = `${SESSION}-menu`;
    const done = join(dir, 'menu-exit-code');
    const command = [
      `cd ${JSON.stringify(ROOT)}`,
      `NO_COLOR=1 TYW_HISTORY= ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} play scenarios/pike-and-shot-sample.yaml --seed 5 --journal ${JSON.stringify(join(dir, 'menu.tyw.jsonl'))}`,
      `echo $? > ${JSON.stringify(`${done}.part`)} && mv ${JSON.stringify(`${done}.part`)} ${JSON.stringify(done)}`,
      'sleep 30',
    ].join('; ');
    tmux('new-session', '-d', '-s', session, '-x', '60', '-y', '50', command);
    const wait = (test: (x: string) => boolean, what: string) => term.waitFor(test, what, 15_000, session);
    await wait((x) => /^T1 first-move>\s*$/m.test(x), 'the first prompt');
    tmux('send-keys', '-t', session, 'Enter');
    await wait((x) => x.includes('what now?') && x.includes('move a unit (4.0)'), 'the first menu');
    tmux('send-keys', '-t', session, 'Enter');
    const s = await wait((x) => x.includes('Which unit moves?') && x.includes('Isolani'), 'the units to move');
    // The menu, from the prompt it opened at (the opening's tables above fit themselves: pty-width.test.ts).
    const menu = s.slice(s.lastIndexOf('T1 first-move>'));
    expect(menu.split('\n').filter((l) => l.length > 60)).toEqual([]);
    expect(menu).toMatch(/^\S Turn 1, phase II \(first player movement, the\n {2}Imperialists\): what now\? move a unit \(4\.0\)$/m);
    expect(menu).toMatch(/^ {2}Cronberg's Harquebusiers \(A4, harquebusiers, ordered,\n {2}0407\)$/m);
    tmux('send-keys', '-t', session, 'C-c');
    await wait((x) => /Menu closed; nothing changed\./.test(x), 'the menu closed');
    tmux('send-keys', '-t', session, '-l', 'quit');
    tmux('send-keys', '-t', session, 'Enter');
    await wait(() => existsSync(done), 'the program to exit');
    expect(readFileSync(done, 'utf8').trim()).toBe('0');
  });
});
