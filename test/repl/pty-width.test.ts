/**
 * The opening roster and `status` at a 60-column terminal, in a real pseudo-terminal driven
 * through tmux: the terminal folds none of their lines (tables too wide even with their cells
 * wrapped are stacked, a record per unit). Refusals and y/N questions break between words,
 * narrower still. Skipped (with a message) only when tmux is missing
 * and CI_REQUIRE_PTY is not set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from './helpers.js';
import { SKIP_PTY, Tmux, tywShell, unwrapped, warnIfSkipped } from './tmux.js';

warnIfSkipped('pty-width.test.ts');

const SESSION = `tyw-width-${process.pid}`;
/** Lines the terminal itself wrapped come back joined (-J): a line over 60 columns here is one it folded. */
const term = new Tmux(SESSION, { capture: ['-p', '-J', '-S', '-400'] });
const { tmux } = term;
let dir: string;

/** Play `scenario` at 60 columns, type status, and return the whole screen once the prompt is back. */
async function statusAt60(scenario: string, prompt: RegExp): Promise<string> {
  const short = scenario.slice(0, 5);
  const session = `${SESSION}-${short}`;
  const done = join(dir, `${short}-exit-code`);
  const command = [
    // Run in the test's folder with a short journal name: the journal's path, a word that cannot break, fits the window.
    `cd ${JSON.stringify(dir)}`,
    `NO_COLOR=1 TYW_HISTORY= ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} play ${JSON.stringify(join(ROOT, 'scenarios', scenario))} --seed 3 --journal ${short}.jsonl`,
    `echo $? > ${JSON.stringify(`${done}.part`)} && mv ${JSON.stringify(`${done}.part`)} ${JSON.stringify(done)}`,
    'sleep 30',
  ].join('; ');
  tmux('new-session', '-d', '-s', session, '-x', '60', '-y', '50', command);
  const wait = (test: (x: string) => boolean, what: string) => term.waitFor(test, what, 15_000, session);
  const count = (s: string) => (s.match(new RegExp(prompt.source, 'gm')) ?? []).length;
  await wait((x) => count(x) === 1, 'the first prompt');
  tmux('send-keys', '-t', session, '-l', 'status');
  tmux('send-keys', '-t', session, 'Enter');
  const s = await wait((x) => count(x) === 2, 'status');
  tmux('send-keys', '-t', session, '-l', 'quit');
  tmux('send-keys', '-t', session, 'Enter');
  await wait(() => existsSync(done), 'the program to exit');
  expect(readFileSync(done, 'utf8').trim()).toBe('0');
  return s;
}

describe.skipIf(SKIP_PTY)('the roster and status fit a 60-column terminal (tmux)', () => {
  beforeAll(() => {
    dir = term.start();
  });
  afterAll(() => term.stop());

  it('Pike & Shot: the opening roster and status fold no line, and stack each unit as a record', async () => {
    const s = await statusAt60('pike-and-shot-sample.yaml', /^T1 first-move>/);
    expect(s.split('\n').filter((l) => l.length > 60)).toEqual([]);
    // The roster names each unit with its factors; status with its side up and hex.
    expect(s).toMatch(/^ {2}A4 {2}Cronberg's Harquebusiers\n {6}type: Harquebusiers; ordered: 2\/4\/6\/3;$/m);
    expect(s).toMatch(/^ {2}A4 {2}Cronberg's Harquebusiers\n {6}type: Harquebusiers; side up: ordered; hex: 0407;$/m);
  });

  it('While the Devil Rules: the opening roster wraps within its cells and status is stacked, no line folded', async () => {
    const s = await statusAt60('first-battle.yaml', /^T1 initiative>/);
    expect(s.split('\n').filter((l) => l.length > 60)).toEqual([]);
    expect(s).toMatch(/^ {2}A1 {2}Blue Brigade\n {6}type: Swedish brigade; bases: 6\/6; status: OK;$/m);
  });

  it('a refusal at 44 columns and undo\'s y/N question break between words, later lines two in', async () => {
    const session = `${SESSION}-narrow`;
    const done = join(dir, 'narrow-exit-code');
    const command = tywShell(dir, 'play --seed 3 --journal narrow.jsonl', done);
    tmux('new-session', '-d', '-s', session, '-x', '44', '-y', '50', command);
    const wait = (test: (x: string) => boolean, what: string) => term.waitFor(test, what, 15_000, session);
    const enter = (text: string) => {
      tmux('send-keys', '-t', session, '-l', text);
      tmux('send-keys', '-t', session, 'Enter');
    };
    await wait((x) => /^T1 initiative>/m.test(x), 'the first prompt');
    enter('command AL1');
    let s = await wait((x) => x.includes('refused:') && /not during\s+initiative\./.test(x), 'the refusal');
    const refusal = s.slice(s.indexOf('refused:'), s.indexOf('initiative.', s.indexOf('refused:')) + 'initiative.'.length).split('\n');
    expect(refusal.length).toBeGreaterThan(1);
    expect(refusal.filter((l) => l.length > 44)).toEqual([]);
    expect(refusal.slice(1).every((l) => /^ {2}\S/.test(l))).toBe(true);
    expect(unwrapped(refusal.join('\n'))).toBe('refused: Leaders are given the initiative in the leaders step, not during initiative.');
    enter('initiative');
    enter('first attacker');
    enter('undo 2');
    s = await wait((x) => x.includes('(y/N)'), 'the question');
    const question = s.slice(s.lastIndexOf('? Take back'));
    expect(question).toMatch(/^\? Take back 2 commands\n {2}\("initiative", "first attacker"\)\? \(y\/N\)/);
    expect(question.split('\n').filter((l) => l.length > 44)).toEqual([]);
    enter('n');
    enter('quit');
    await wait(() => existsSync(done), 'the program to exit');
    expect(readFileSync(done, 'utf8').trim()).toBe('0');
  });
});
