/**
 * Seed 004, 7.1, 11.4, 11.6: a typed melee or charge reaction on a leader alone asks where he
 * retreats: the hexes nearest first, then by number, and, when the moving player's infantry
 * fires first at the cavalry, the question says its answer counts only if the charge goes ahead.
 */
import { describe, expect, it } from 'vitest';
import { psQuestions } from '../../../src/rulesets/pike-and-shot/present/questions.js';
import { leaderRetreatStep } from '../../../src/rulesets/pike-and-shot/present/guide-leader.js';
import type { GuideStep } from '../../../src/present/guide.js';
import { runAll, SAMPLE, stateOf } from './fixtures.js';

/** Pappenheim (AL2) moves alone from 0507 to 0508, then 0408: the Finnish Horse (B3, 0510) may charge him through 0509, which Baldiron (A1, 0608) may fire into (11.4). */
const pappenheim = () => runAll(stateOf(SAMPLE), ['move AL2 to 0508', 'move AL2 to 0408']);

function retreatAsked(line: string, first: string): Extract<GuideStep, { kind: 'select' }> {
  const q = psQuestions(pappenheim(), line);
  if (q?.kind !== 'select') throw new Error('no counter-fire question');
  const then = q.next(first);
  if (typeof then !== 'object' || then === null || then.kind !== 'select') throw new Error('no retreat question');
  return then;
}

describe('7.1, 11.6: where a leader alone retreats before a cavalry reaction', () => {
  it('7.1: the hexes are offered nearest first, then by number', () => {
    const q = retreatAsked('react B3 charge AL2 --to 0509', '--no-counter-fire');
    const far = q.choices.map((c) => /^to (\d{4}) \((\d) hex/.exec(c.name)).filter((m) => m !== null).map((m) => [Number(m[2] ?? 0), m[1] ?? ''] as const);
    expect(far.length).toBeGreaterThan(3);
    const sorted = [...far].sort((x, y) => x[0] - y[0] || x[1].localeCompare(y[1]));
    expect(far).toEqual(sorted);
    expect(q.message).toBe('Pappenheim retreats before Finnish Horse up to 3 hexes: where? (7.1, 11.6)');
  });
  it('11.4: with the infantry firing first, the question says its answer counts only if the charge goes ahead', () => {
    const q = retreatAsked('react B3 charge AL2 --to 0509', '--counter-fire A1');
    expect(q.message).toBe("Pappenheim retreats before Finnish Horse up to 3 hexes: where? It counts only if Finnish Horse's charge goes ahead after Baldiron's fire (7.1, 11.4, 11.6)");
  });
  it('11.4: the menus ask it in the same words after their fire-first choice', () => {
    const s = pappenheim();
    const b3 = s.units.find((u) => u.id === 'B3')!;
    const al2 = s.leaders.find((l) => l.id === 'AL2')!;
    const step = leaderRetreatStep(s, b3, al2, 'react B3 charge AL2 --to 0509 --counter-fire A1', 'react B3 charge AL2 --to 0509 --no-counter-fire');
    expect(typeof step === 'object' && step !== null && step.kind === 'select' ? step.message : step).toBe(
      "Pappenheim retreats before Finnish Horse up to 3 hexes: where? It counts only if Finnish Horse's charge goes ahead after Baldiron's fire (7.1, 11.4, 11.6)",
    );
  });
});
