/**
 * Seed 000, "Melee" (taken in flank, facing a contacted flank) and "Ongoing Combats" (a unit
 * contacted on more than one face may not Retire): the left and right flanks are two faces,
 * so the guided menus ask which flank a charge or a new melee strikes, and name it.
 */
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../../src/present/guide.js';
import { closeCore, type PlayCore, runLine } from '../../../src/repl/index.js';
import { FLANK_CHARGE_THEN_TURN_2, firstBattleCore, play } from '../../repl/helpers.js';

/** Walk a guided dialogue: answers in order (a RegExp picks the select choice whose name matches); past them, each default. */
function walk(step: GuideStep | string | null, answers: unknown[], seen: GuideStep[]): string | null {
  let s = step;
  while (s !== null && typeof s !== 'string') {
    const cur: GuideStep = s;
    seen.push(cur);
    const a = answers.shift();
    const pick = a instanceof RegExp && cur.kind === 'select' ? cur.choices.find((c) => a.test(c.name))?.value : a;
    if (cur.kind === 'confirm') s = cur.next(typeof pick === 'boolean' ? pick : cur.default);
    else if (cur.kind === 'select') s = cur.next(typeof pick === 'string' ? pick : (cur.default ?? cur.choices[0]?.value ?? ''));
    else if (cur.kind === 'checkbox') s = cur.next(Array.isArray(pick) ? (pick as string[]) : cur.checked);
    else s = cur.next(typeof pick === 'number' ? pick : cur.default);
  }
  return s;
}

function withCore(lines: readonly string[], test: (core: PlayCore) => void): void {
  const { core } = firstBattleCore(7);
  try {
    play(core, ...lines);
    test(core);
  } finally {
    closeCore(core);
  }
}

const FALK = ['initiative --rolls 6,1', 'first attacker', 'command AL3 --rolls 6'];
const faceQuestion = (seen: readonly GuideStep[]) => seen.find((s) => s.message.startsWith('Which face of'));

describe('Melee: the guided menus ask which flank a charge strikes, and name it', () => {
  it('a charge offers the left and the right flank; the line and the result name the one picked', () => {
    withCore(FALK, (core) => {
      const seen: GuideStep[] = [];
      const line = walk(core.views.guide(core.state), ['unit:A4', /^charge/, 'D1', /^left flank$/, 'open', false, false], seen);
      const face = faceQuestion(seen);
      expect(face?.kind === 'select' && face.choices.map((c) => c.name)).toEqual(['front', 'left flank', 'right flank', 'rear']);
      expect(line).toMatch(/^charge A4 at D1 --left\b/);
      const ran = runLine(core, `${line ?? ''} --rolls 3,3,3,3`);
      expect(ran.outcome.kind, ran.text).toBe('applied');
      expect(ran.text).toContain("East Gothland Reiters charge Ottenbach's Tercio in the left flank.");
      expect(ran.text).toContain("Ottenbach's Tercio is contacted on its left flank but not on its front: it may now face that flank (once per turn).");
      expect(runLine(core, 'status D1').text).toContain('engaged with East Gothland Reiters (on its left flank)');
    });
  });

  it('a melee in an ongoing combat fights the flank recorded at the charge without asking it again; the flank counts', () => {
    const lines = FLANK_CHARGE_THEN_TURN_2.map((l) => l.replace('charge A4 at D1 --flank', 'charge A4 at D1 --right'));
    withCore(lines, (core) => {
      const seen: GuideStep[] = [];
      const line = walk(core.views.guide(core.state), ['unit:A4', /^melee/], seen);
      expect(faceQuestion(seen)).toBeUndefined();
      expect(line).toBe('melee A4 at D1');
      expect(runLine(core, `mods ${line}`).text).toMatch(/Taken in flank or rear/);
    });
  });
});
