/** Tab at the keyboard: one whole word completes with the space after it; several stay as they are. */
import { describe, expect, it } from 'vitest';
import { withTrailingSpace } from '../../src/present/complete.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { coreFromText } from '../../src/repl/index.js';
import { closeCoresAfterEach, firstBattleCore, ROOT, tempDir } from './helpers.js';

const track = closeCoresAfterEach();

describe('Tab completion', () => {
  it('adds a space after a single complete word, name or flag', () => {
    const { core } = track(firstBattleCore());
    expect(core.tabComplete('mor')).toEqual([['morale '], 'mor']);
    expect(core.tabComplete('status Ott')).toEqual([["Ottenbach's Tercio "], 'Ott']);
    expect(core.tabComplete('status "Ott')).toEqual([['"Ottenbach\'s Tercio" '], '"Ott']);
    expect(core.tabComplete('help und')).toEqual([['undo '], 'und']);
    expect(core.tabComplete('re')[0]).toEqual(expect.arrayContaining(['redo']));
    // Several candidates: readline inserts what they share, with no space.
    const [several] = core.tabComplete('mo');
    expect(several.length).toBeGreaterThan(1);
    for (const c of several) expect(c).not.toMatch(/\s$/);
  });

  it('completes a name with spaces the same way after a view and after a command', () => {
    const { core } = track(firstBattleCore());
    expect(core.tabComplete('status Ott')).toEqual(core.tabComplete('charge Ott'));
    // And the completed line is read as the same unit.
    expect(core.tabComplete('status Ott')[0][0]).toBe("Ottenbach's Tercio ");
  });

  it('after status offers only names the view answers for (Pike & Shot shows units, not leaders)', () => {
    const file = join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml');
    const dir = tempDir('tyw-tab-');
    const { core } = track({ core: coreFromText({ text: readFileSync(file, 'utf8'), file, seed: 1, journal: join(dir, 'b.jsonl') }), dir });
    expect(core.tabComplete('status Ho')[0]).toEqual([]);
    expect(core.tabComplete('status Fin')[0]).toEqual(['Finnish Horse ']);
  });

  it('adds no space where the word goes on', () => {
    expect(withTrailingSpace(['A1,'])).toEqual(['A1,']);
    expect(withTrailingSpace(['--dist='])).toEqual(['--dist=']);
    expect(withTrailingSpace(['x '])).toEqual(['x ']);
    expect(withTrailingSpace([])).toEqual([]);
    expect(withTrailingSpace(['a', 'b'])).toEqual(['a', 'b']);
  });
});
