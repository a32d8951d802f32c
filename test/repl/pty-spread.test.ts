/**
 * Seed 000, "Combat Effects and Rallying", in a real pseudo-terminal (tmux): after a melee roll
 * that leaves the loser a choice, the REPL asks at once where the levels go, and the answer is
 * played and journaled as `spread`. Skipped (with a message) only when tmux is missing and
 * CI_REQUIRE_PTY is not set.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../../src/io/journal.js';
import { BIN, ensureBuilt, ROOT, tempDir } from './helpers.js';

const hasTmux = spawnSync('tmux', ['-V'], { encoding: 'utf8' }).status === 0;
const required = process.env.CI_REQUIRE_PTY !== undefined && process.env.CI_REQUIRE_PTY !== '' && process.env.CI_REQUIRE_PTY !== '0';
if (!hasTmux && !required) console.warn('pty-spread.test.ts: skipped, tmux is not installed (set CI_REQUIRE_PTY=1 to make this a failure)');

const SESSION = `tyw-pty-spread-${process.pid}`;
let dir: string;
const tmux = (...args: string[]) => execFileSync('tmux', ['-S', join(dir, 'tmux.sock'), ...args], { encoding: 'utf8' });
const keys = (...k: string[]) => tmux('send-keys', '-t', SESSION, ...k);
const type = (text: string) => tmux('send-keys', '-t', SESSION, '-l', text);

async function waitFor(test: (s: string) => boolean, what: string, ms = 20_000): Promise<string> {
  const deadline = Date.now() + ms;
  let last = '';
  for (;;) {
    try {
      last = tmux('capture-pane', '-p', '-J', '-t', SESSION);
    } catch {
      last = '';
    }
    if (test(last)) return last;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; the screen shows:\n${last}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const lastLine = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '')
    .at(-1) ?? '';

/** With seed 7 Ottenbach's Tercio (D1) loses the melee by 5, 2 levels, with Mill Dragoons (D3) supporting it. */
const TO_THE_MELEE = ['initiative', 'first attacker', 'command AL1', 'routed A2', 'routed A2', 'engage A1 D1', 'engage A1 D3'];

describe.skipIf(!hasTmux && !required)('Combat Effects and Rallying: the spread question in a real terminal (tmux)', () => {
  beforeAll(() => {
    if (!hasTmux) throw new Error('tmux is required for the pseudo-terminal test (CI_REQUIRE_PTY is set) but is not installed');
    ensureBuilt();
    dir = tempDir();
  });
  afterAll(() => {
    try {
      tmux('kill-server');
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('asks after the roll where the lost levels go, and plays the answer as spread', async () => {
    const journal = join(dir, 'spread.tyw.jsonl');
    const done = join(dir, 'exit-code');
    const command = [
      `cd ${JSON.stringify(ROOT)}`,
      `NO_COLOR=1 TYW_HISTORY=${JSON.stringify(join(dir, 'history'))} ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} play --seed 7 --journal ${JSON.stringify(journal)}`,
      `echo $? > ${JSON.stringify(done)}`,
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
    expect(asked).toContain("Ottenbach's Tercio lost by 5 (2 levels):");
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
