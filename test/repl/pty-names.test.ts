/**
 * A name with two spaces in it ("Jean  t'Serclaes") at a 60-column terminal, in a real
 * pseudo-terminal driven through tmux: the lines that hold it break between words like any
 * other, so the terminal never folds a word in two. Skipped (with a message) only when tmux
 * is missing and CI_REQUIRE_PTY is not set.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';
import { SKIP_PTY, Tmux, tywShell, warnIfSkipped } from './tmux.js';

warnIfSkipped('pty-names.test.ts');

const SESSION = `tyw-names-${process.pid}`;
/** Lines the terminal itself wrapped come back joined (-J): a line over 60 columns here is one it folded. */
const term = new Tmux(SESSION, { capture: ['-p', '-J', '-S', '-200'] });
const { tmux, type, keys, waitFor } = term;

describe.skipIf(SKIP_PTY)('a name with two spaces wraps like any other (tmux, 60 columns)', () => {
  beforeAll(() => {
    term.start();
  });
  afterAll(() => term.stop());

  it('the roster and a move result break between words, later lines hanging in', async () => {
    const sample = readFileSync(join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), 'utf8');
    const scenario = join(term.dir, 'names.yaml');
    writeFileSync(scenario, sample.replace('name: Tilly,', `name: "Jean  t'Serclaes",`));
    const done = join(term.dir, 'exit-code');
    tmux('new-session', '-d', '-s', SESSION, '-x', '60', '-y', '50', tywShell(ROOT, `play ${JSON.stringify(scenario)} --seed 5 --journal ${JSON.stringify(join(term.dir, 'names.jsonl'))}`, done));
    await waitFor((s) => /^T1 first-move>\s*$/m.test(s), 'the first prompt');
    type(`move "jean t'serclaes" to 0607`);
    keys('Enter');
    const s = await waitFor((x) => /moves to 0607/.test(x) && /^T1 first-move>\s*$/m.test(x), 'the move');
    const lines = s.split('\n');
    expect(lines.filter((l) => l.length > 60 && !l.startsWith('T1 first-move>'))).toEqual([]);
    expect(lines).toContain("  leader AL1: Jean  t'Serclaes, fire 1, melee 2, with");
    expect(lines).toContain("Jean  t'Serclaes moves to 0607: he cannot enable full");
    expect(lines).toContain('  movement again this phase (7.1).');
    type('quit');
    keys('Enter');
    await waitFor(() => existsSync(done), 'the program to exit');
    expect(readFileSync(done, 'utf8').trim()).toBe('0');
  });
});
