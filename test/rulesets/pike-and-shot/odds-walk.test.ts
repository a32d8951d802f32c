/**
 * Exact odds (5.3, 5.4, 11.7): the walk over the CRT cells each die can read gives the same
 * chances as every one of the 216 falls of three dice resolved one by one.
 */
import { describe, expect, it } from 'vitest';
import { planAttack } from '../../../src/rulesets/pike-and-shot/attacks.js';
import { outcomeLabel, resolveCombat } from '../../../src/rulesets/pike-and-shot/combat.js';
import { combatOdds } from '../../../src/rulesets/pike-and-shot/odds.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { runAll, SAMPLE, stateOf } from './fixtures.js';

function bruteForce(s: PsState, line: string): Map<string, number> {
  const a = parsePsCommand(s, line);
  if (!a.ok || (a.value.kind !== 'fire' && a.value.kind !== 'melee' && a.value.kind !== 'charge')) throw new Error(line);
  const p = planAttack(s, a.value as never);
  if (!p.ok || p.value.kind !== 'fight') throw new Error(`${line}: no combat`);
  const counts = new Map<string, number>();
  for (let n = 0; n < 216; n += 1) {
    const faces = [(n % 6) + 1, (Math.floor(n / 6) % 6) + 1, Math.floor(n / 36) + 1];
    let i = 0;
    const label = outcomeLabel(resolveCombat(s.rules.crt, p.value.plan, () => faces[i++] ?? 1), [s.sides[0].name, s.sides[1].name]);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return counts;
}

function walked(s: PsState, line: string): Map<string, number> {
  const a = parsePsCommand(s, line);
  if (!a.ok) throw new Error(line);
  const p = planAttack(s, a.value as never);
  if (!p.ok || p.value.kind !== 'fight') throw new Error(`${line}: no combat`);
  return new Map(combatOdds(s, p.value.plan).outcomes.map((o) => [o.label, Math.round(o.probability * 216)]));
}

describe('exact odds: the walk over cells equals the 216 falls', () => {
  const combat = runAll(stateOf(SAMPLE), ['move A3 to 0509', 'move A1 to 0609', 'move AL1 --with A1', 'next']);
  const disordered = runAll(combat, ['set B1 disordered', 'set A1 disordered']);
  for (const [name, s, line] of [
    ['5.3 fire', combat, 'fire A1 at B5 --range 1'],
    ['5.5 fire with fire back', combat, 'fire A1 at B1 --range 1 --back'],
    ['12.2 artillery fire', combat, 'fire A7 at B5'],
    ['5.4 melee', combat, 'melee A1 at B1 --range 1 --terrain woods'],
    ['5.4 melee of disordered units', disordered, 'melee A1 at B1 --range 1'],
    ['11.7 charge', combat, 'charge A3 at B3'],
  ] as const) {
    it(`${name}: ${line}`, () => {
      expect(walked(s, line)).toEqual(bruteForce(s, line));
    });
  }
});
