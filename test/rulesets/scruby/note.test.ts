/**
 * `note <text>`: the game master writes a note in the journal, at any step, as in the other
 * rule sets; the battle is unchanged (docs/rules/scruby.md, "Corrections").
 */
import { describe, expect, it } from 'vitest';
import { makePaint } from '../../../src/present/paint.js';
import { renderTerminal } from '../../../src/present/terminal.js';
import { scrubyPresentation } from '../../../src/rulesets/scruby/presentation.js';
import { statusView } from '../../../src/rulesets/scruby/present/status.js';
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

describe('Corrections: set reads as a sentence', () => {
  it('the verb agrees with the unit, and one stand or kill point is singular; the journal keeps its words', () => {
    const said = (s: ReturnType<typeof sample>, line: string): string | undefined => play(s, line).results[0]?.result;
    const s = sample();
    expect(said(s, 'set A1 stands 1')).toBe('Correction: Yellow Pikes have 1 stand');
    expect(said(s, 'set A1 kills 1')).toBe('Correction: Yellow Pikes have 1 kill point');
    expect(said(s, 'set A13 formation column')).toBe('Correction: Smaland Horse is in column');
    expect(said(s, 'set A1 formation square')).toBe('Correction: Yellow Pikes are in a square');
    expect(said(s, 'set A1 order open')).toBe('Correction: Yellow Pikes are in open order');
    expect(said(s, 'set A3 retiring --why "post-volley morale"')).toBe('Correction: Yellow Swordsmen are retiring until rallied (post-volley morale)');
    expect(said(run(s, ['set A3 retiring']), 'set A3 rallied')).toBe('Correction: Yellow Swordsmen have rallied');
    expect(said(s, 'set B4 hits 1')).toBe('Correction: Red Gun has 1 hit');
    // The journal's event keeps the words written before, so older journals replay.
    expect(play(s, 'set A1 stands 1').events[0]?.text).toBe('Correction: Yellow Pikes 1 stands');
  });
});

describe('Corrections and THE SCATTER RULE 1: a unit scattered by a correction has no ways to list', () => {
  it('THE SCATTER RULE 1: status says "scattered", and the end of the game move says it retires, with no empty list', () => {
    const s = run(sample(), ['set B5 scattered', 'next', 'next']);
    const v = statusView(s, 'B5');
    if (!v.ok) throw new Error(v.error);
    expect(renderTerminal(v.value, makePaint(false, 100, 100)).join('\n')).toMatch(/state: scattered$/m);
    const end = play(s, 'next');
    const text = end.results.map((r) => r.result).join(' ');
    expect(text).toContain('White Pikes (scattered) retire again until rallied');
    expect(text).not.toContain('scattered: )');
    // The journal's event keeps its words, so older journals replay.
    expect(end.events.map((e) => e.text)).toContain('White Pikes (scattered: ) retire again until rallied');
  });
});
