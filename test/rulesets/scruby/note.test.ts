/**
 * `note <text>`: the game master writes a note in the journal, at any step, as in the other
 * rule sets; the battle is unchanged (docs/rules/scruby.md, "Corrections").
 */
import { describe, expect, it } from 'vitest';
import { scrubyPresentation } from '../../../src/rulesets/scruby/presentation.js';
import { play, run, sample } from './fixtures.js';

describe('note: a note in the journal (Corrections)', () => {
  it('is accepted in every step of the sequence and leaves the battle as it was', () => {
    let s = sample();
    for (const step of ['move', 'melee', 'rally']) {
      expect(s.step).toBe(step);
      const out = play(s, 'note the bridge is down');
      expect(out.state).toEqual(s);
      expect(out.events).toEqual([{ type: 'note', text: 'the bridge is down' }]);
      expect(out.results.map((r) => r.result)).toEqual(['the bridge is down']);
      s = run(s, ['next']);
    }
  });

  it('is in help and completion, with the corrections', () => {
    const help = scrubyPresentation.commands.find((c) => c.name === 'note');
    expect(help).toMatchObject({ usage: 'note <text>', group: 'game-master corrections (each may take --why "…")' });
    expect(scrubyPresentation.helpFor?.('note')).toMatchObject({ ok: true });
    const s = sample();
    expect(scrubyPresentation.complete?.(s, 'no', [])?.candidates).toContain('note');
  });
});
