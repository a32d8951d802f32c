/**
 * The one-shot commands and a play script at a 60-column terminal, in a real pseudo-terminal
 * driven through tmux: the terminal folds none of their lines (captured with -J, a line it
 * folded comes back whole, so wider than 60). Skipped (with a message) only when tmux is
 * missing and CI_REQUIRE_PTY is not set.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_BATTLE, ROOT, script, tyw } from '../repl/helpers.js';
import { SKIP_PTY, Tmux, tywShell, warnIfSkipped } from '../repl/tmux.js';

warnIfSkipped('pty-narrow.test.ts');

const SESSION = `tyw-narrow-${process.pid}`;
const term = new Tmux(SESSION, { capture: ['-p', '-J', '-S', '-2000'] });
let dir: string;
let runs = 0;

/** What `tyw <args>` (already quoted) shows in a window `columns` wide, once it has exited 0. */
async function shown(args: string, columns = 60): Promise<string> {
  runs += 1;
  const session = `${SESSION}-${runs}`;
  const done = join(dir, `exit-${runs}`);
  term.tmux('new-session', '-d', '-s', session, '-x', String(columns), '-y', '50', tywShell(dir, args, done));
  await term.waitFor(() => existsSync(done), `tyw ${args} to exit`, 30_000, session);
  expect(readFileSync(done, 'utf8').trim(), args).toBe('0');
  return term.screen(session);
}

const folded = (screen: string, columns = 60) => screen.split('\n').filter((l) => l.trimEnd().length > columns);
const q = (path: string) => JSON.stringify(path);

describe.skipIf(SKIP_PTY)('one-shot commands and scripts fit a 60-column terminal (tmux)', () => {
  beforeAll(() => {
    dir = term.start();
  });
  afterAll(() => term.stop());

  it('replay: the units are stacked a record each, Pike & Shot\'s leaders too; at 100 columns, rows as ever', async () => {
    for (const [name, scenario] of [
      ['fb', FIRST_BATTLE],
      ['ps', join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml')],
    ] as const) {
      const made = tyw(['play', scenario, '--seed', '3', '--journal', join(dir, `${name}.jsonl`)], script(name === 'fb' ? 'initiative' : 'next'));
      expect(made.code, made.stderr).toBe(0);
      const s = await shown(`replay ${name}.jsonl`);
      expect(folded(s)).toEqual([]);
      expect(s).toContain('Journal fingerprint:');
      if (name === 'fb') {
        expect(s).toMatch(/^ {4}A1 {2}Blue Brigade\n {8}type: Swedish brigade; bases: 6\/6; status: OK$/m);
        expect(await shown(`replay ${name}.jsonl`, 100)).toMatch(/^ {4}A1 {3}Blue Brigade {2,}Swedish brigade {2,}6\/6 {2}OK$/m);
      }
    }
  }, 60_000);

  it('check: each side\'s table wraps its cells, the title breaks between words', async () => {
    const orders = await shown(`check ${q(join(ROOT, 'scenarios', 'orders-draft-sample.yaml'))}`);
    expect(folded(orders)).toEqual([]);
    expect(orders).toMatch(/│ regiment list │ First Regiment: Colonel Morse, general +│\n│ +│ {3}8, 3 units +│/);
    const tilly = await shown(`check ${q(join(ROOT, 'scenarios', 'tilly-figure5.yaml'))}`);
    expect(folded(tilly)).toEqual([]);
    expect(tilly).toMatch(/^Figure 5: a cavalry-heavy army against an infantry-heavy\n {2}army$/m);
  }, 60_000);

  it('command-line help wraps its descriptions, for tyw, play and report', async () => {
    const main = await shown('--help');
    expect(folded(main)).toEqual([]);
    expect(main).toMatch(/^ {2}check \[options\] <scenario> {4}validate a scenario and\n {32}print its sides, units and\n {32}break points$/m);
    for (const command of ['play', 'report']) expect(folded(await shown(`${command} --help`)), command).toEqual([]);
    // Narrower, a description goes under its term.
    const narrow = await shown('--help', 44);
    expect(folded(narrow, 44)).toEqual([]);
    expect(narrow).toMatch(/^ {2}check \[options\] <scenario>\n {6}validate a scenario and print its\n/m);
  }, 60_000);

  it('a play script wraps its output and its notes at a terminal, and leaves a pipe\'s as they were', async () => {
    const commands = join(dir, 'commands.txt');
    writeFileSync(commands, script('status', 'rules', 'help', 'help charge', 'initiative', 'morale', 'quit'));
    const s = await shown(`play --seed 3 --journal sc.jsonl < ${q(commands)}`);
    // The command to copy goes whole on a line of its own: its length is the checkout's path.
    const resume = /^ {2}node \S+\/bin\/tyw\.js play --resume \.\/sc\.jsonl$/;
    expect(folded(s).filter((l) => !resume.test(l.trimEnd()))).toEqual([]);
    expect(s).toMatch(/^Journal: \.\/sc\.jsonl \(seed 3\), written from the first\n {2}command that changes the battle\.$/m);
    expect(s).toMatch(/^ {2}A1 {2}Blue Brigade\n {6}type: Swedish brigade; bases: 6\/6; status: OK;$/m);
    const piped = tyw(['play', '--seed', '3', '--journal', join(dir, 'piped.jsonl')], readFileSync(commands, 'utf8'), { env: { COLUMNS: '60' } });
    expect(piped.code).toBe(0);
    expect(piped.stderr).toContain('Journal: ');
    expect(piped.stderr.split('\n').some((l) => l.length > 60)).toBe(true);
    expect(piped.stdout.split('\n').some((l) => l.length > 60)).toBe(true);
  }, 60_000);
});
