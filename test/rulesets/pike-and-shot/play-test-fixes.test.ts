/**
 * Seed 004: game masters' play-test findings, each under the section it rests on: a unit
 * named once in an odds row (6.1, 11.7), a second advance refused by name (6.6), the enemy
 * that bars a reaction two hexes away named (11.4), and results that say nothing twice (5.4, 5.5).
 */
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { odds, refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

const labels = (s: PsState, line: string) => odds(s, line).odds!.outcomes.map((o) => o.label);
/** Savelli, enabled by Tilly next to it (4.3), moved next to Smaland Horse, which may melee or charge it as a reaction. */
const reached = () => runAll(stateOf(SAMPLE), ['place AL1 0807', 'move A2 to 0809']);

describe('6.1, 11.7: an odds row names a unit once', () => {
  it('6.1: disordered by the fire, driven back by the melee die: "is disordered and retreats", as a DD reads', () => {
    const l = labels(reached(), 'react B4 melee A2 --to 0909 --no-counter-fire');
    expect(l.some((x) => x.includes('Smaland Horse is disordered and retreats 3 hexes'))).toBe(true);
    expect(l.some((x) => /Smaland Horse is disordered; Smaland Horse retreats/.test(x))).toBe(false);
  });

  it('11.7: with the broken charge between, the charger is still named once', () => {
    const l = labels(reached(), 'react B4 charge A2 --to 0909 --no-counter-fire');
    expect(l).toContain('D / A: Smaland Horse is disordered, breaking the charge, and retreats 3 hexes');
    expect(l.some((x) => /the charge is broken; Smaland Horse retreats/.test(x))).toBe(false);
  });
});

describe('6.6: a second advance', () => {
  it('6.6: once made, another advance by the same unit is refused saying it has advanced', () => {
    const s = runAll(stateOf(SAMPLE), ['place A1 0709', 'next', ['melee A1 at B5', [1, 1, 4, 1, 1]], 'retreat B5 to 0715', 'advance A1']);
    expect(refusal(s, 'advance A1 to 0710')).toBe('Baldiron has already advanced (6.6)');
    expect(refusal(s, 'advance A2')).toMatch(/^Savelli may not advance: only the attacker/);
  });
});

describe('11.4: cavalry next to an enemy does not react two hexes away', () => {
  it('11.4: the refusal names the enemy next to it, and its hex', () => {
    const s = runAll(stateOf(SAMPLE), ['place A4 0511', 'move A3 to 0508']);
    expect(refusal(s, 'react B3 charge A3')).toBe("Finnish Horse is next to the enemy Cronberg's Harquebusiers (A4 in 0511): it cannot react two hexes away (11.4)");
  });
});

describe('5.4, 5.5: a result with nothing to say says it once', () => {
  /** The Infantry & Cavalry Fire line made all NE: no fire on it changes anything. */
  const calm = (t: string) => t.replace(/(infantry-cavalry-fire:[\s\S]*?rolls:\n)((?: {6}\d: \[.*\]\n){6})/, (_m, head: string) => `${head}${[1, 2, 3, 4, 5, 6].map((n) => `      ${n}: [NE, NE, NE, NE, NE, NE]\n`).join('')}`);
  function played(s: PsState, line: string, dice: readonly number[]): string {
    const a = parsePsCommand(s, line);
    if (!a.ok) throw new Error(a.error);
    const r = executePs(s, a.value, handDice(dice));
    if (!r.ok) throw new Error(r.error);
    return r.value.results.map((x) => x.result).join(' ');
  }

  it('5.4: a melee whose last die is left unrolled, as nothing there changes anything, ends without "No effect."', () => {
    // The Melee line's column <=-3 reads NE or a D the ordered Yellow Brigade ignores against cavalry (6.1, 11.3).
    const onlyD = (t: string) => t.replace('1: [AA, AA, AA, A, A, NE, NE]', '1: [NE, AA, AA, A, A, NE, NE]').replace('2: [AA, AA, A, A, NE, NE, D]', '2: [D, AA, A, A, NE, NE, D]').replace('3: [AA, A, A, A D, D, D, D]', '3: [NE, A, A, A D, D, D, D]').replace('4: [A, A, A D, D, D, DD, DD]', '4: [D, A, A D, D, D, DD, DD]').replace('5: [A, A D, D, D, DD, DD, DD AF]', '5: [NE, A D, D, D, DD, DD, DD AF]').replace('6: [A D, D, D, DD, DD, DD AF, DD AF]', '6: [D, D, D, DD, DD, DD AF, DD AF]');
    // The defender's fire (column 5) misses on a 1, so the combat has no effect at all.
    const miss = (t: string) => onlyD(t).replace('1: [NE, NE, NE, NE, D, D]', '1: [NE, NE, NE, NE, NE, D]');
    const s = runAll(stateOf(SAMPLE, miss), ['place A4 0610', 'next']);
    const text = played(s, 'melee A4 at B1', [1, 1]);
    expect(text).toContain('Yellow Brigade: Infantry & Cavalry Fire line (5.3), column 5 (5), rolled 1: NE.');
    expect(text).toContain('no die is rolled, as no result there changes anything');
    expect(text).toMatch(/Melee by Cronberg's Harquebusiers: Melee line \(5\.4\), column \S+ \(-?\d+\): no die is rolled/);
    expect(text).not.toContain('No effect.');
  });

  it('5.5: a fire and its fire back whose dice are both settled read "any: no effect", one "any"', () => {
    const s = runAll(stateOf(SAMPLE, calm), ['place A4 0610', 'next']);
    const l = labels(s, 'fire A4 at B1 --back');
    expect(l).toEqual(['any: no effect']);
  });
});
