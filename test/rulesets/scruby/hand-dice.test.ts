/**
 * Dice rolled by hand on Jack Scruby's rules: what the dice typed so far have settled (a
 * charge move, a side's kill points) is shown before the next die is asked, through the
 * REPL's own mechanism (results settled between hand dice are printed as the result prints them).
 */
import { describe, expect, it } from 'vitest';
import { newDiceState } from '../../../src/dice/dice.js';
import type { Ruleset } from '../../../src/engine/ruleset.js';
import type { Session } from '../../../src/engine/session.js';
import { handDiePrompt, handProgress, readHandValues } from '../../../src/repl/hand.js';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { previewScruby } from '../../../src/rulesets/scruby/odds.js';
import type { ScrubyState } from '../../../src/rulesets/scruby/state.js';
import { play, run, sample } from './fixtures.js';

/** A session on a given battle state, as the REPL holds it. */
function sessionAt(state: ScrubyState): Session<ScrubyState> {
  return { ruleset: scrubyRules as unknown as Ruleset<unknown, ScrubyState, unknown>, scenario: null, seed: 1, state, dice: newDiceState(1), entries: [], before: [], undone: [] };
}

/** The results shown once `values` are typed, and the die asked next. */
function progress(state: ScrubyState, line: string, values: number[]): { known: string[]; next: string | null } {
  const p = handProgress(sessionAt(state) as unknown as Session, line, values);
  if (!p.ok) throw new Error(p.error);
  return { known: p.value.known.map((r) => r.result), next: p.value.need?.stage ?? null };
}

describe('THE MELEE: dice rolled by hand', () => {
  it('SWORDSMEN 2: both sides\' kill points are shown once the high die is in, before the loser\'s morale die', () => {
    const s = run(sample(), ['next']);
    const line = 'melee A1 at B1 --swordsmen A3';
    expect(progress(s, line, [])).toEqual({ known: [], next: 'Swordsmen: high die, Yellow Pikes' });
    const after = progress(s, line, [5, 1]);
    expect(after.next).toBe('UE test (post-melee morale), Red Pikes');
    expect(after.known).toEqual([
      'High die 5 against 1: Yellow Pikes win it, their swordsmen slip under the pikes for 16 (double) ("SWORDSMEN" 2).',
      'Yellow Pikes kill 40 (4 stands × 6; swordsmen under the pikes +16); Red Pikes kill 24 (4 stands × 6). Red Pikes take 40 kill points (40 kill points in all; 3 stands, 14 figures left): 1 stand gone. Yellow Pikes take 24 kill points (24 kill points in all; 4 stands, 16 figures left).',
    ]);
    // The same results, in the same order, as the roll with every die: the last one is the outcome.
    const all = play(s, line, [5, 1, 6]).results.map((r) => r.result);
    expect(all.slice(0, 2)).toEqual(after.known);
    expect(all[2]).toBe('Red Pikes roll 6 against UE 5: fail (post-melee morale). Red Pikes lose the melee and their post-melee morale: scatter them (scatter B1), or pursue them with cavalry (pursue <cavalry> at B1).');
  });

  it('SWORDSMEN 1: the swordsmen\'s test against closed pikes is shown before the loser\'s morale die', () => {
    const s = run(sample(), ['next']);
    const after = progress(s, 'melee A3 at B1', [2]);
    expect(after.known).toEqual(['Yellow Swordsmen roll 2 against UE 4: pass (swordsmen attacking closed pikes).', expect.stringMatching(/^Yellow Swordsmen kill 8 \(2 stands × 4\); Red Pikes kill 24/)]);
    expect(after.next).toBe('UE test (post-melee morale), Yellow Swordsmen');
  });
});

describe('CAVALRY 1a: a charge with dice rolled by hand', () => {
  it('the charge move is shown before the defender\'s UE die for its answer', () => {
    const s = sample();
    const line = 'charge A13 at B13 --response motion';
    const before = progress(s, line, []);
    expect(before.next).toBe('UE test (set in motion), Pappenheim Cuirassiers');
    expect(before.known).toEqual(['Smaland Horse charges Pappenheim Cuirassiers: up to 14" (heavy cavalry: 12" ("HEAVY CAVALRY" 1); +2" charge ("HEAVY CAVALRY" 2))']);
    const all = play(s, line, [6]).results.map((r) => r.result);
    expect(all[0]).toBe(before.known[0]);
    expect(all[1]).toBe('Pappenheim Cuirassiers roll 6 against UE 5: fail (set in motion): caught motionless, Smaland Horse keeps its shock power ("CAVALRY" 1a–1b)');
  });
});

describe('THE SCATTER RULE 1: dice rolled by hand', () => {
  it('1: one die a stand, thrown together: the first question takes them all on one line, in stand order', () => {
    const s = play(run(sample(), ['next']), 'melee A13 at B2 --unsupported').state;
    const p = handProgress(sessionAt(s) as unknown as Session, 'scatter B2', []);
    if (!p.ok || !p.value.need) throw new Error('a die is needed');
    expect(handDiePrompt(p.value.need)).toBe('Scatter, Red Musketeers: 4 d6 show? ');
    expect(readHandValues('1 3 5 6', p.value.need)).toEqual({ ok: true, value: [1, 3, 5, 6] });
    const second = handProgress(sessionAt(s) as unknown as Session, 'scatter B2', [1]);
    if (!second.ok || !second.value.need) throw new Error('a die is needed');
    expect(handDiePrompt(second.value.need)).toBe('Scatter, Red Musketeers, die 2 of 4: d6 shows? ');
    expect(second.value.need.detail).toContain('the dice are read in stand order, from stand 2 of 4');
    expect(play(s, 'scatter B2', [1, 3, 5, 6]).results[0]?.result).toContain('stand 1 to the left (1), stand 2 straight back (3), stand 3 to the right (5), stand 4 to the right (6)');
  });
});

describe('SWORDSMEN 2: the high die rolled by hand', () => {
  it('says how it is read with "its" agreeing with the side, not with a plural unit\'s name', () => {
    const s = run(sample(), ['next']);
    const before = progress(s, 'melee A1 at B1 --swordsmen A3', []);
    expect(before.next).toBe('Swordsmen: high die, Yellow Pikes');
    const p = previewScruby(s, (() => { const a = scrubyRules.parse(s, 'melee A1 at B1 --swordsmen A3'); if (!a.ok) throw new Error(a.error); return a.value; })());
    expect(p.ok && p.value.shaping.dice[0]).toBe('Swordsmen: high die, Yellow Pikes: the side with the higher die gets its swordsmen in under the enemy pikes; a tie lets nobody in ("SWORDSMEN" 2)');
  });
});

describe('CAVALRY 1a, the other reading: a melee\'s answer with dice rolled by hand', () => {
  it('the defender\'s answer is shown once its die is in, with the kills, before the loser\'s morale die', () => {
    const s = run(sample({ shockWithChargeOnly: false }), ['next']);
    const line = 'melee A13 at B13 --response motion';
    expect(progress(s, line, [])).toEqual({ known: [], next: 'UE test (set in motion), Pappenheim Cuirassiers' });
    const after = progress(s, line, [6]);
    expect(after.next).toBe('UE test (post-melee morale), Pappenheim Cuirassiers');
    expect(after.known).toEqual([
      'Pappenheim Cuirassiers roll 6 against UE 5: fail (set in motion): caught motionless, Smaland Horse keeps its shock power ("CAVALRY" 1a–1b).',
      expect.stringMatching(/^Smaland Horse kills 20 \(2 stands × 6; shock \+4 a stand, without a charge/),
    ]);
  });
});
