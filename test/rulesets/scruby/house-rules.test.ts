/**
 * The other readings offered as scenario keys (docs/rules/scruby.md): the gun's miss read as a
 * threshold ("COMBAT TABLE", artillery line), and a cut column going on as one ("Column
 * Formation" 1); and the side's status showing a cut column that must re-form.
 */
import { describe, expect, it } from 'vitest';
import { newDiceState } from '../../../src/dice/dice.js';
import type { Ruleset } from '../../../src/engine/ruleset.js';
import type { Session } from '../../../src/engine/session.js';
import { makePaint } from '../../../src/present/paint.js';
import { renderTerminal } from '../../../src/present/terminal.js';
import { handProgress } from '../../../src/repl/hand.js';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { previewScruby } from '../../../src/rulesets/scruby/odds.js';
import { rulesView } from '../../../src/rulesets/scruby/present/rules.js';
import { statusView } from '../../../src/rulesets/scruby/present/status.js';
import type { ScrubyState } from '../../../src/rulesets/scruby/state.js';
import { play, refusal, run, sample, unit } from './fixtures.js';

const odds = (s: ScrubyState, line: string) => {
  const a = scrubyRules.parse(s, line);
  if (!a.ok) throw new Error(a.error);
  const p = previewScruby(s, a.value);
  if (!p.ok) throw new Error(p.error);
  return p.value.odds?.outcomes.map((o) => [o.label, o.fraction]);
};
const said = (s: ScrubyState, line: string, rolls: number[] = []) => play(s, line, rolls).results.map((r) => r.result).join(' ');
const text = (s: ScrubyState, args: string) => {
  const v = statusView(s, args);
  if (!v.ok) throw new Error(v.error);
  return renderTerminal(v.value, makePaint(false, 100, 100)).join('\n');
};

describe('COMBAT TABLE: artillery, the miss read as a threshold (gunMissOnlyOnTwo off)', () => {
  const threshold = sample({ gunMissOnlyOnTwo: false });
  it('a 1 misses as a 2 does, and a 3 hits; the reading (on) hits on the 1', () => {
    expect(play(threshold, 'fire A21 at B1 --range 30', [1]).results[0]?.kills).toEqual([{ unit: 'Red Pikes', points: 0 }]);
    expect(said(threshold, 'fire A21 at B1 --range 30', [1])).toBe('Swedish Reserve Gun 1 fires at Red Pikes: rolls 1, a miss (a 1 or 2 misses: gunMissOnlyOnTwo off)');
    expect(play(threshold, 'fire A21 at B1 --range 30', [3]).results[0]?.kills).toEqual([{ unit: 'Red Pikes', points: 10 }]);
    expect(play(sample(), 'fire A21 at B1 --range 30', [1]).results[0]?.kills).toEqual([{ unit: 'Red Pikes', points: 10 }]);
    // The reading's miss keeps its words.
    expect(said(sample(), 'fire A21 at B1 --range 30', [2])).toBe('Swedish Reserve Gun 1 fires at Red Pikes: rolls 2, a miss');
  });
  it('counter-battery fire misses on a 1 too: no hit counts against the gun', () => {
    const out = play(threshold, 'counter-battery A21 at B21 --range 30', [1]);
    expect(unit(out.state, 'B21').gunHits).toBe(0);
    expect(out.results[0]?.result).toContain('rolls 1, a miss (a 1 or 2 misses');
    expect(unit(play(sample(), 'counter-battery A21 at B21 --range 30', [1]).state, 'B21').gunHits).toBe(1);
  });
  it('odds count 4 hits in 6, and the reading 5 in 6', () => {
    expect(odds(threshold, 'fire A21 at B1 --range 30')).toEqual([['hit: 10 kill points', '2/3'], ['miss', '1/3']]);
    expect(odds(threshold, 'counter-battery A21 at B21 --range 30')).toEqual([['hit on the gun, 3 kill points on its gunners', '2/3'], ['miss', '1/3']]);
    expect(odds(sample(), 'fire A21 at B1 --range 30')).toEqual([['hit: 10 kill points', '5/6'], ['miss', '1/6']]);
  });
  it('dice by hand, mods and rules artillery say how the die is read', () => {
    const session = { ruleset: scrubyRules as unknown as Ruleset<unknown, ScrubyState, unknown>, scenario: null, seed: 1, state: threshold, dice: newDiceState(1), entries: [], before: [], undone: [] };
    const p = handProgress(session as unknown as Session, 'fire A21 at B1 --range 30', []);
    if (!p.ok || !p.value.need) throw new Error('a die is needed');
    expect(p.value.need.detail).toEqual(['a 1 or 2 misses; 3 or more hits ("COMBAT TABLE", the "2" read as a threshold: gunMissOnlyOnTwo off)']);
    const rules = (s: ScrubyState) => JSON.stringify(rulesView('artillery', s));
    expect(rules(threshold)).toContain('Artillery: one die a gun, a 1 or 2 misses');
    expect(rules(sample())).toContain('Artillery: one die a gun, a 2 misses');
    const defaults = JSON.stringify(rulesView('defaults', threshold));
    expect(defaults).toContain('guns missing only on a 2: off (gunMissOnlyOnTwo; reading of the artillery line of \\"COMBAT TABLE\\")');
  });
});

/** Yellow Pikes in a closed column, cut to 2 stands by a correction, in the next game move. */
const cutColumn = (options: Parameters<typeof sample>[0] = {}) => run(sample(options), ['form A1 --formation column', 'set A1 stands 2', 'next', 'next', 'next']);

describe('Column Formation 1: the other reading of a cut column (cutColumnReforms off)', () => {
  const goesOn = cutColumn({ cutColumnReforms: false });
  it('a column cut below 3 stands goes on as a column: it moves with its +2"', () => {
    expect(said(goesOn, 'advance A1')).toContain('Yellow Pikes move up to 5": heavy pikes, closed order: 3" ("HEAVY PIKEMEN" closed 1); +2" column ("Column Formation" 2)');
    expect(refusal(cutColumn(), 'advance A1')).toContain('Yellow Pikes are a column cut to 2 stands, too few to go on as one');
  });
  it('it charges as a column, with +1 a stand ("Column Formation" 3), and may change order as one', () => {
    const charged = run(goesOn, ['charge A1 at B1 --response none', 'next']);
    expect(said(charged, 'melee A1', [3])).toContain('column charge +1 a stand ("Column Formation" 3)');
    expect(refusal(cutColumn(), 'charge A1 at B1 --response none')).toContain('re-form first (form A1 --formation line), then charge');
    expect(refusal(goesOn, 'form A1 --order open')).toBeNull();
  });
  it('forming a new column still needs 3 stands: the minimum binds the forming under both readings', () => {
    const line = run(sample({ cutColumnReforms: false }), ['set A1 stands 2']);
    expect(refusal(line, 'form A1 --formation column')).toBe('a column of pikemen needs at least 3 stands ("Column Formation" 1); Yellow Pikes have 2');
  });
  it('status says nothing of re-forming, and the hit that cuts the column says nothing of it', () => {
    expect(text(goesOn, 'A1')).toContain('order and formation: closed, column\n');
    expect(text(goesOn, 'Swedes')).not.toContain('re-form');
    const s3 = run(sample({ cutColumnReforms: false }), ['form A1 --formation column', 'set A1 kills 30', 'next']);
    expect(said(s3, 'melee B5 at A1 --flank', [3])).not.toContain('re-form');
  });
});

describe('Column Formation 1: status <side> shows a column cut below its minimum', () => {
  const cut = cutColumn();
  it('the side table marks the column as re-forming, with a line under the table naming the command', () => {
    const side = text(cut, 'Swedes');
    expect(side).toMatch(/A1\s+Yellow Pikes\s+0\s+2\/4\s+-\s+closed column \(to re-form\)\s+good order/);
    expect(side).toContain('Yellow Pikes (A1): too few stands to go on as a column, they re-form as they next move (advance A1 --formation line, "Column Formation" 1).');
    // At an 80-column terminal the table still fits (the REPL wraps the line under it to the terminal).
    const v = statusView(cut, 'Swedes');
    if (!v.ok) throw new Error(v.error);
    const narrow = renderTerminal(v.value, makePaint(false, 80, 80));
    expect(narrow.filter((l) => l.length > 80 && !l.includes('(A1): too few'))).toEqual([]);
    expect(narrow.join('\n')).toContain('(to re-form)');
    // status <unit> says the same words.
    expect(text(cut, 'A1')).toContain('order and formation: closed, column; too few stands to go on as a column, they re-form as they next move (advance A1 --formation line, "Column Formation" 1)');
    // Whole columns and re-formed ones are plain.
    expect(text(run(sample(), ['form A1 --formation column']), 'Swedes')).toMatch(/A1\s+Yellow Pikes\s+0\s+4\/4\s+-\s+closed column\s+good order/);
    expect(text(play(cut, 'advance A1 --formation line').state, 'Swedes')).not.toContain('re-form');
  });
  it('a retiring cut column is given its retirement command; --json says the column re-forms', () => {
    const retiring = run(cut, ['set A1 retiring']);
    expect(text(retiring, 'Swedes')).toContain('(advance A1 --retire --formation line, "Column Formation" 1)');
    const v = statusView(cut, 'A1');
    expect(JSON.stringify(v.ok && v.value)).toContain('"reforms":true');
  });
});

describe('PIKEMEN 2a: pikes caught in open order, and the other reading (openPikesHalved off)', () => {
  const said = (s: ScrubyState, line: string, rolls: number[] = []) => play(s, line, rolls).results.map((r) => r.result).join(' ');
  const openPikes = (options = {}) => run(sample(options), ['form B1 --order open', 'next']);
  it('the reading: the open-order cell (heavy 2 a stand) is halved, the attacker doubles, the pikes lose outright', () => {
    const line = said(openPikes(), 'melee A1 at B1');
    expect(line).toContain('Yellow Pikes kill 48 (4 stands × 6; double: pikes caught in flank, rear or open order ("PIKEMEN" 2a))');
    expect(line).toContain('Red Pikes kill 4 (4 stands × 2; half: caught in flank, rear or open order ("PIKEMEN" 2a))');
  });
  it('off: the open-order cell is the whole half quota; the attacker still doubles and the pikes still lose', () => {
    const line = said(openPikes({ openPikesHalved: false }), 'melee A1 at B1');
    expect(line).toContain('Yellow Pikes kill 48');
    expect(line).toContain('Red Pikes kill 8 (4 stands × 2; the open-order cell is their half quota (openPikesHalved off, "PIKEMEN" 2a))');
    expect(line).toMatch(/Red Pikes lose the melee/);
  });
  it('off, pikes struck in flank are still halved: the switch is only about open order', () => {
    const s = run(sample({ openPikesHalved: false }), ['next']);
    expect(said(s, 'melee A3 at B1 --flank')).toContain('Red Pikes kill 12 (4 stands × 6; half: caught in flank, rear or open order ("PIKEMEN" 2a))');
  });
  it('tyw check and rules defaults name the switch', () => {
    const view = rulesView('defaults', sample({ openPikesHalved: false }));
    expect(JSON.stringify(view.ok && view.value)).toContain('open-order pikes halved: off (openPikesHalved; reading of \\"PIKEMEN\\" 2a)');
  });
});

describe('SWORDSMEN 2: swordsmen under the pikes in any melee, and the other reading (swordsmenInAnyMelee off)', () => {
  const line = 'melee A13 at B1 --flank --enemy-swordsmen B3';
  it('the reading: "in any melee", so swordsmen behind pikes attacked by cavalry take the high die', () => {
    const s = run(sample(), ['next']);
    expect(refusal(s, line, [1, 6, 1])).toBeNull();
  });
  it('off: the high die raises the enemy\'s pikes, so against cavalry there is none to slip under', () => {
    const s = run(sample({ swordsmenInAnyMelee: false }), ['next']);
    expect(refusal(s, line, [1, 6, 1])).toBe('swordsmen slip in under the enemy\'s pikes, and Smaland Horse has none (swordsmenInAnyMelee off, "SWORDSMEN" 2a): leave out --enemy-swordsmen');
    // Pikes against pikes still take it.
    expect(refusal(s, 'melee A1 at B1 --swordsmen A3', [5, 1, 6])).toBeNull();
  });
  it('rules defaults name the switch', () => {
    const view = rulesView('defaults', sample({ swordsmenInAnyMelee: false }));
    expect(JSON.stringify(view.ok && view.value)).toContain('swordsmen under the pikes in any melee: off (swordsmenInAnyMelee; reading of \\"SWORDSMEN\\" 2)');
  });
});
