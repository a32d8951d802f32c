/**
 * The odds shown before a roll, checked against a brute-force count: every sequence of four
 * d6 is played through the rule set, and the battle states it leads to are counted. Each
 * distinct state must be one outcome of the odds, with the same chance ("THE MELEE",
 * "CAVALRY" 1, "SWORDSMEN" 1-2, "Artillery", "COUNTER BATTERY FIRE", "THE SCATTER RULE").
 */
import { describe, expect, it } from 'vitest';
import type { DiceSource } from '../../../src/dice/dice.js';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { executeScruby } from '../../../src/rulesets/scruby/execute.js';
import { previewScruby } from '../../../src/rulesets/scruby/odds.js';
import type { ScrubyState } from '../../../src/rulesets/scruby/state.js';
import { run, sample } from './fixtures.js';

const DICE = 4;

/** What a player can see change: each unit's kill points, standing and state. */
function signature(before: ScrubyState, after: ScrubyState): string {
  return JSON.stringify(
    after.units
      .map((u, i) => {
        const b = before.units[i];
        const keys = ['kills', 'defeated', 'destroyed', 'scattered', 'retiring', 'beat', 'gunHits', 'crew'] as const;
        const changed = keys.filter((k) => JSON.stringify(u[k]) !== JSON.stringify(b?.[k])).map((k) => [k, u[k]]);
        // A charge's answer: its shock kept or cancelled.
        if (JSON.stringify(u.charge) !== JSON.stringify(b?.charge)) changed.push(['charge', JSON.stringify(u.charge)]);
        return changed.length > 0 ? [u.id, changed] : null;
      })
      .filter((x) => x !== null),
  );
}

/** Thrown by the dice when a sequence runs out: the enumeration then branches on the next die. */
class NeedMore extends Error {}

/**
 * Every sequence of up to DICE d6, played: the chance of each distinct state. The sequences are
 * walked as a tree, branching only on dice the command rolls, so a command that rolls one die
 * is played 6 times, not 6^DICE: the same counts as every full sequence, each leaf weighing
 * 6^-(its dice), as the dice it does not roll cannot change its state.
 */
function bruteForce(state: ScrubyState, line: string): number[] {
  const action = scrubyRules.parse(state, line);
  if (!action.ok) throw new Error(action.error);
  const counts = new Map<string, number>();
  const walk = (faces: readonly number[]): void => {
    let i = 0;
    const dice: DiceSource = {
      roll: () => {
        const v = faces[i];
        if (v === undefined) {
          if (faces.length >= DICE) throw new Error('more dice than the brute force throws');
          throw new NeedMore();
        }
        i += 1;
        return v;
      },
    };
    let r: ReturnType<typeof executeScruby>;
    try {
      r = executeScruby(state, action.value, dice);
    } catch (e) {
      if (!(e instanceof NeedMore)) throw e;
      for (let f = 1; f <= 6; f += 1) walk([...faces, f]);
      return;
    }
    if (!r.ok) throw new Error(r.error);
    // Every die given was rolled: a leaf of the tree.
    if (i !== faces.length) throw new Error(`${line}: a die of the sequence was not rolled`);
    const key = signature(state, r.value.state);
    counts.set(key, (counts.get(key) ?? 0) + 6 ** (DICE - faces.length));
  };
  walk([]);
  const total = 6 ** DICE;
  expect([...counts.values()].reduce((a, b) => a + b, 0), `${line}: the leaves cover every sequence`).toBe(total);
  return [...counts.values()].map((c) => c / total).sort((a, b) => a - b);
}

function shown(state: ScrubyState, line: string): number[] {
  const action = scrubyRules.parse(state, line);
  if (!action.ok) throw new Error(action.error);
  const p = previewScruby(state, action.value);
  if (!p.ok) throw new Error(p.error);
  return (p.value.odds?.outcomes ?? []).map((o) => o.probability).sort((a, b) => a - b);
}

function expectExact(state: ScrubyState, line: string): void {
  const brute = bruteForce(state, line);
  const odds = shown(state, line);
  expect(odds.length, `${line}: one outcome of the odds for each distinct result`).toBe(brute.length);
  odds.forEach((p, i) => expect(p, line).toBeCloseTo(brute[i] as number, 12));
}

describe('odds: exact against a brute-force count', () => {
  const meleeStep = run(sample(), ['next']);
  it('Artillery and COUNTER BATTERY FIRE: one die a gun', () => {
    expectExact(sample(), 'fire A21 at B1 --range 30');
    expectExact(sample(), 'counter-battery A21 at B21 --range 30');
  });
  it('CAVALRY 1a: the defender\'s answer to a charge', () => {
    expectExact(sample(), 'charge A14 at B14 --response motion');
    expectExact(sample(), 'charge A14 at B2 --response volley');
  });
  it('THE MELEE: the loser\'s post-melee morale', () => {
    expectExact(meleeStep, 'melee A3 at B3');
    expectExact(meleeStep, 'melee A1 at B1');
  });
  it('SWORDSMEN 1 and 2: the test against closed pikes, and the high die behind the pikes', () => {
    expectExact(meleeStep, 'melee A3 at B1');
    expectExact(meleeStep, 'melee A1 at B1 --swordsmen A3 --enemy-swordsmen B3');
  });
  it('THE MELEE: a winner destroyed in its melee, whose loser still tests its morale', () => {
    const s = run(sample(), ['set A13 kills 39', 'charge A13 at B3 --response none', 'next']);
    expectExact(s, 'melee A13');
  });
  it('CAVALRY 1a, the other reading: the defender\'s answer in a melee without a charge, then the loser\'s morale', () => {
    const s = run(sample({ shockWithChargeOnly: false }), ['next']);
    expectExact(s, 'melee A14 at B2 --response volley');
    expectExact(s, 'melee A14 at B14 --response motion');
  });
  it('THE SCATTER RULE 1: a rally on the UE, a square adding 1 ("INFANTRY SQUARES" 2)', () => {
    const s = run(sample(), ['set B2 retiring', 'set B6 retiring', 'set B6 formation square', 'next', 'next']);
    expectExact(s, 'rally B2');
    expectExact(s, 'rally B6');
  });
  it('THE SCATTER RULE 1: a third each way for every stand', () => {
    const s = run(sample(), ['next', ['melee A1 at B1 --flank', []]]);
    const action = scrubyRules.parse(s, 'scatter B1');
    if (!action.ok) throw new Error(action.error);
    const p = previewScruby(s, action.value);
    if (!p.ok) throw new Error(p.error);
    // Brute force over one stand's die: faces 1-2, 3-4 and 5-6.
    const dirs = [1, 2, 3, 4, 5, 6].map((f) => {
      const r = executeScruby(s, action.value, { roll: () => f });
      if (!r.ok) throw new Error(r.error);
      return r.value.state.units.find((u) => u.id === 'B1')?.scattered?.[0];
    });
    for (const [label, dir] of [['left', 'left'], ['straight back', 'back'], ['right', 'right']] as const) {
      expect(p.value.odds?.outcomes.find((o) => o.label === label)?.probability).toBeCloseTo(dirs.filter((d) => d === dir).length / 6, 12);
    }
  });
});

describe('THE MELEE: odds of a melee whose winner is destroyed', () => {
  it('name the loser\'s morale die with the destruction, and give no "expected levels" (the text has none)', async () => {
    const { scrubyOdds } = await import('../../../src/rulesets/scruby/present/odds.js');
    const s = run(sample(), ['set A13 kills 39', 'charge A13 at B3 --response none', 'next']);
    const action = scrubyRules.parse(s, 'melee A13');
    if (!action.ok) throw new Error(action.error);
    const p = previewScruby(s, action.value);
    if (!p.ok) throw new Error(p.error);
    expect(p.value.odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['Smaland Horse is destroyed; Red Swordsmen hold (Smaland Horse kills 10, Red Swordsmen kill 8)', '2/3'],
      ['Smaland Horse is destroyed; Red Swordsmen lose morale (Smaland Horse kills 10, Red Swordsmen kill 8)', '1/3'],
    ]);
    expect(JSON.stringify(scrubyOdds(p.value, p.value.odds as NonNullable<typeof p.value.odds>))).not.toContain('levels');
  });
});

describe('COUNTER BATTERY FIRE 2: odds of the hit that destroys a gun', () => {
  it('2: say the hit destroys it, with the gunners\' kill points', () => {
    const s = run(sample(), ['set B4 hits 3']);
    const action = scrubyRules.parse(s, 'counter-battery A21 at B4 --range 30');
    if (!action.ok) throw new Error(action.error);
    const p = previewScruby(s, action.value);
    if (!p.ok) throw new Error(p.error);
    expect(p.value.odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['hit destroys the gun, 3 kill points on its gunners', '5/6'],
      ['miss', '1/6'],
    ]);
  });
});
