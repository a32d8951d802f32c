/**
 * 7.1: a unit's move leaves its stacked leaders in its hex. After a guided move the menus offer
 * to take each along (`move <leader> --with <unit>`); after a typed one the hint names that line;
 * `help move` says it.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../../src/present/guide.js';
import { closeCore, coreFromText, runLine } from '../../../src/repl/index.js';
import { pikeAndShotPresentation } from '../../../src/rulesets/pike-and-shot/presentation.js';
import { run, runAll, SAMPLE, stateOf } from './fixtures.js';

const followUp = pikeAndShotPresentation.followUp!;
const HINT = "To take Pappenheim along with Pappenheim's Horse: move AL2 --with A3; having moved, he enables no full move again this phase (7.1, 7.2).";

describe('7.1: a leader left behind by his unit\'s move may be taken along', () => {
  it('7.1: after the move, the follow-up asks whether he goes with the unit, and its line stacks him with it', () => {
    const before = stateOf(SAMPLE);
    const after = run(before, 'move A3 to 0509').state;
    const follow = followUp(before, after);
    expect(follow?.hint).toBe(HINT);
    expect(follow?.menusOnly).toBe(true);
    const step = follow?.step as Extract<GuideStep, { kind: 'confirm' }>;
    expect(step.kind).toBe('confirm');
    expect(step.message).toBe("Does Pappenheim go with Pappenheim's Horse to 0509? Having moved, he enables no full move again this phase (7.1, 7.2).");
    expect(step.default).toBe(false);
    expect(step.next(false)).toBeNull();
    expect(step.next(true)).toBe('move AL2 --with A3');
    const along = run(after, 'move AL2 --with A3').state;
    expect(along.leaders.find((l) => l.id === 'AL2')?.with).toBe('A3');
    // Said once: the next command does not offer it again.
    expect(followUp(after, after)).toBeNull();
    expect(followUp(after, along)).toBeNull();
  });

  it('7.1: a leader placed elsewhere was not left behind by a move: no offer to take him along', () => {
    // Tilly (with Baldiron in 0608) placed with the Imperial Guns in 0707: Baldiron has not moved.
    const before = stateOf(SAMPLE);
    expect(followUp(before, run(before, 'place AL1 0707').state)).toBeNull();
  });

  it('7.1: two leaders left behind are offered one at a time, and staying is a choice', () => {
    const before = runAll(stateOf(SAMPLE), [['place AL1 0507', []]]);
    const follow = followUp(before, run(before, 'move A3 to 0509').state);
    const step = follow?.step as Extract<GuideStep, { kind: 'select' }>;
    expect(step.kind).toBe('select');
    expect(step.choices.map((c) => c.value)).toEqual(['move AL1 --with A3', 'move AL2 --with A3', '']);
    expect(step.next('')).toBeNull();
  });

  it('7.1: a leader who may not move now (a fortune of war move in the combat phase) is not offered', () => {
    const s = run(stateOf(SAMPLE), 'next').state;
    const held = { ...s, sides: [{ ...s.sides[0], fow: 1 }, s.sides[1]] as typeof s.sides };
    const played = run(held, 'fow move A3').state;
    expect(followUp(played, run(played, 'move A3 to 0609').state)).toBeNull();
  });

  it('7.1: after a typed move the REPL gives the hint and leaves the prompt to the player; after the menus it asks', () => {
    const core = coreFromText({ text: readFileSync(SAMPLE, 'utf8'), file: 'battle.yaml', seed: 3, journal: join(mkdtempSync(join(tmpdir(), 'tyw-along-')), 'j.jsonl') });
    try {
      expect(runLine(core, 'move A3 to 0509').text).toContain(HINT);
      expect(core.takeFollowUp(false)).toBeNull();
      runLine(core, 'undo');
      runLine(core, 'move A3 to 0509');
      expect(core.takeFollowUp(true)?.kind).toBe('confirm');
    } finally {
      closeCore(core);
    }
  });

  it('7.1: help move gives the typed line that takes him along', () => {
    const help = pikeAndShotPresentation.helpFor?.('move');
    expect(help?.ok && help.value.join(' ')).toContain('move AL2 --with A3');
  });
});
