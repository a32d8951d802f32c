/**
 * `help` files each Tilly command under a heading that describes it: the set-up's terrain and
 * deployment ("Game set up") are not "Turn and initiative", attaching a commander is an action of
 * his move step ("Attached commanders"), and `note` is no game-master correction.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';

const track = closeCoresAfterEach();

/** The heading each command of `help` sits under. */
function helpHeadings(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let heading = '';
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) heading = line;
    const m = /^ {2}([a-z-]+)(?:\|[a-z-]+)*\s{2,}/.exec(line);
    if (m) out.set(m[1] as string, heading);
  }
  return out;
}

describe('help groups fit the commands (Game set up, Sequence of Play)', () => {
  it('terrain and deploy under the set-up, attach and detach under the actions, note under the session', () => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'tilly-figure5.yaml'), 'utf8'), file: 'tilly.yaml', seed: 3, journal: join(dir, 'j.tyw.jsonl') });
    track({ core, dir });
    const groups = helpHeadings(runLine(core, 'help').text);
    expect(groups.get('next')).toBe('Turn and initiative');
    expect(groups.get('initiative')).toBe('Turn and initiative');
    for (const c of ['terrain', 'deploy']) expect(groups.get(c), c).toBe('Game set-up: terrain and deployment');
    for (const c of ['attach', 'detach', 'move']) expect(groups.get(c), c).toMatch(/^Actions/);
    expect(groups.get('note')).toBe('Session');
    expect(groups.get('rout')).toMatch(/^Game-master corrections/);
  });
});
