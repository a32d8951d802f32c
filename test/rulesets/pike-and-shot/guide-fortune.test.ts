/** 6.5: the fortune of war menus say whose fortune it is, and a move played by one goes on into the move. */
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../../src/present/guide.js';
import { fortuneStep } from '../../../src/rulesets/pike-and-shot/present/guide-combat.js';
import { pikeAndShotPresentation } from '../../../src/rulesets/pike-and-shot/presentation.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { run, runAll, SAMPLE, stateOf } from './fixtures.js';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeCore, coreFromText, runLine } from '../../../src/repl/index.js';

const holding = (s: PsState, fows: readonly [number, number]): PsState => ({ ...s, sides: [{ ...s.sides[0], fow: fows[0] }, { ...s.sides[1], fow: fows[1] }] });
const select = (step: GuideStep | string | null) => {
  if (step === null || typeof step === 'string' || step.kind !== 'select') throw new Error(`no select: ${String(step)}`);
  return step;
};

describe('6.5: fortunes of war in the guided menus', () => {
  it("6.5: in the Swedes' combat phase the menu says it is the Imperialists' fortune of war", () => {
    const s = holding(runAll(stateOf(SAMPLE), ['next', 'next', 'next']), [1, 0]);
    expect(select(fortuneStep(s)).message).toBe("The Imperialists' fortune of war: for what? (6.5)");
  });
  it('6.5: when both sides hold one, the menu asks whose first', () => {
    const s = holding(runAll(stateOf(SAMPLE), ['next']), [1, 2]);
    const whose = select(fortuneStep(s));
    expect(whose.message).toBe('Whose fortune of war? (6.5)');
    expect(whose.choices.map((c) => c.name)).toEqual(["the Imperialists' (1 held)", "the Swedes' (2 held)"]);
    expect(select(whose.next('1')).message).toBe("The Swedes' fortune of war: for what? (6.5)");
  });
  it('6.5: a fortune of war move played goes on into that unit\'s move, whose lines the engine accepts', () => {
    const held = holding(run(stateOf(SAMPLE), 'next').state, [1, 0]);
    const after = run(held, 'fow move A3').state;
    const follow = pikeAndShotPresentation.followUp?.(held, after) ?? null;
    expect(follow?.hint).toBe("Pappenheim's Horse's fortune of war move comes next (6.5).");
    const where = select(follow?.step ?? null);
    expect(where.message).toBe("Pappenheim's Horse moves where? (stop where an enemy reacts; the move goes on after, 4.5)");
    expect(where.choices.map((c) => c.value)).toContain('move A3 to 0609');
    expect(run(after, 'move A3 to 0609').text).toMatch(/Pappenheim's Horse moves \d hexes to 0609/);
    // Said once: the next command does not ask again.
    expect(pikeAndShotPresentation.followUp?.(after, after) ?? null).toBeNull();
  });

  it('6.5: after a typed fow move the REPL gives the hint only and leaves the prompt to the player; after the menus it goes on into the move', () => {
    const core = coreFromText({ text: readFileSync(SAMPLE, 'utf8'), file: 'battle.yaml', seed: 3, journal: join(mkdtempSync(join(tmpdir(), 'tyw-fow-')), 'j.jsonl') });
    try {
      // Phase III with an Imperial fortune of war: a Swedish rout gives one (6.4, 6.5).
      const held = holding(run(stateOf(SAMPLE), 'next').state, [1, 0]);
      (core as unknown as { session: { state: PsState } }).session = { ...core.session, state: held } as never;
      expect(runLine(core, 'fow move A3').text).toContain("Pappenheim's Horse's fortune of war move comes next (6.5).");
      expect(core.takeFollowUp(false)).toBeNull();
      runLine(core, 'undo');
      runLine(core, 'fow move A3');
      expect(core.takeFollowUp(true)?.kind).toBe('select');
    } finally {
      closeCore(core);
    }
  });
});
