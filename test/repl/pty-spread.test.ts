/**
 * Seed 000, "Combat Effects and Rallying", in a real pseudo-terminal (tmux): after a melee roll
 * that leaves the loser a choice, the REPL asks at once where the levels go, and the answer is
 * played and journaled as `spread`. Skipped (with a message) only when tmux is missing and
 * CI_REQUIRE_PTY is not set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../../src/io/journal.js';
import { BIN, ROOT } from './helpers.js';
import { lastLine, SKIP_PTY, Tmux, unwrapped, warnIfSkipped } from './tmux.js';

warnIfSkipped('pty-spread.test.ts');

const SESSION = `tyw-pty-spread-${process.pid}`;
const term = new Tmux(SESSION, { capture: ['-p', '-J'], waitMs: 20_000 });
const { tmux, keys, type, waitFor } = term;
let dir: string;

/** With seed 7 Ottenbach's Tercio (D1) loses the melee by 5, 2 levels, with Mill Dragoons (D3) supporting it. */
const TO_THE_MELEE = ['initiative', 'first attacker', 'command AL1', 'routed A2', 'routed A2', 'engage A1 D1', 'engage A1 D3'];

describe.skipIf(SKIP_PTY)('Combat Effects and Rallying: the spread question in a real terminal (tmux)', () => {
  beforeAll(() => {
    dir = term.start();
  });
  afterAll(() => term.stop());

  it('asks after the roll where the lost levels go, and plays the answer as spread', async () => {
    const journal = join(dir, 'spread.tyw.jsonl');
    const done = join(dir, 'exit-code');
    const command = [
      `cd ${JSON.stringify(ROOT)}`,
      `NO_COLOR=1 TYW_HISTORY=${JSON.stringify(join(dir, 'history'))} ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} play --seed 7 --journal ${JSON.stringify(journal)}`,
      // Written whole, then renamed: the test never reads a file the shell has only created.
      `echo $? > ${JSON.stringify(`${done}.part`)} && mv ${JSON.stringify(`${done}.part`)} ${JSON.stringify(done)}`,
      'sleep 30',
    ].join('; ');
    tmux('new-session', '-d', '-s', SESSION, '-x', '160', '-y', '50', command);
    await waitFor((s) => /^T1 initiative>\s*$/m.test(s), 'the first prompt');
    for (const line of TO_THE_MELEE) {
      type(line);
      await waitFor((s) => lastLine(s).endsWith(line), `"${line}" to be typed`);
      keys('Enter');
      await waitFor((s) => /^T1 [^>]*>$/.test(lastLine(s)), `"${line}" to be played`);
    }
    type('melee A1 at D1');
    keys('Enter');
    const asked = await waitFor((s) => s.includes('pass 1 to a supporting unit?'), 'the spread question');
    // The roll is on the screen before the question, and nothing has been taken yet.
    expect(unwrapped(asked)).toContain("Ottenbach's Tercio lost by 5 (2 levels):");
    expect(asked).toContain('Pass it with spread D3=1, or keep both');
    expect(asked).toContain('pass 1 to Mill Dragoons (D3)');
    expect(asked).toContain("keep both on Ottenbach's Tercio");
    // The cursor starts on "keep both"; go up to the supporting unit.
    keys('Up');
    keys('Enter');
    await waitFor((s) => s.includes('> spread D3=1') && s.includes('Passed on to a supporting unit: Mill Dragoons lose 1 level'), 'the spread to be played');

    type('quit');
    keys('Enter');
    await waitFor(() => existsSync(done), 'the program to exit');
    expect(readFileSync(done, 'utf8').trim()).toBe('0');
    const texts = readJournal(journal).records.map((r) => (r.kind === 'command' ? r.text : r.kind));
    expect(texts.slice(-2)).toEqual(['melee A1 at D1', 'spread D3=1']);
  }, 120_000);
});
