/** The basic rules seed 001 assumes ("WAR GAME ORGANIZATION": the Roster System and UE; "MORALE"; "THE MELEE"), as designed defaults that a scenario switches off. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesView } from '../../../src/rulesets/scruby/present/rules.js';
import { parse as parseYaml } from 'yaml';
import { checkJson, checkText } from '../../../src/cli/commands/check.js';
import { buildScrubyScenario, summarizeScruby } from '../../../src/rulesets/scruby/scenario.js';
import type { ScrubyOptions } from '../../../src/rulesets/scruby/state.js';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { previewScruby } from '../../../src/rulesets/scruby/odds.js';
import { figuresLeft, standsLeft } from '../../../src/rulesets/scruby/roster.js';
import { play, refusal, run, sample, unit } from './fixtures.js';

describe('the roster', () => {
  it('a figure for every stand value ÷ figures, a stand for every full stand value', () => {
    const t = run(sample(), ['set B1 kills 35']);
    expect(standsLeft(unit(t, 'B1'))).toBe(3);
    expect(figuresLeft(unit(t, 'B1'))).toBe(20 - 5);
    const horse = run(sample(), ['set B13 kills 21']);
    expect([standsLeft(unit(horse, 'B13')), figuresLeft(unit(horse, 'B13'))]).toEqual([1, 8 - 4]);
  });
  it('a second hit reads its kill points apart from the running total, which says "in all"', () => {
    const once = play(sample(), 'fire A2 at B1 --range 10');
    expect(once.results.map((r) => r.result).join(' ')).toContain('Red Pikes take 24 kill points (24 kill points in all; 4 stands, 16 figures left)');
    const twice = play(once.state, 'fire A6 at B1 --range 15');
    expect(twice.results.map((r) => r.result).join(' ')).toContain('Red Pikes take 12 kill points (36 kill points in all; 3 stands, 14 figures left): 1 stand gone');
  });
  it('off: kill points are totalled, stands come off only by correction', () => {
    const t = run(sample({ roster: false }), ['set B1 kills 90']);
    expect(standsLeft(unit(t, 'B1'), false)).toBe(4);
    expect(standsLeft(unit(run(t, ['set B1 stands 2']), 'B1'), false)).toBe(2);
  });
});

describe('the UE test', () => {
  it('a d6 at or under the UE passes; a square adds 1', () => {
    const s = run(sample(), ['set B1 retiring', 'next', 'next']);
    expect(unit(play(s, 'rally B1', [5]).state, 'B1').retiring).toBe(false);
    expect(unit(play(s, 'rally B1', [6]).state, 'B1').retiring).toBe(true);
  });
  it('rolled by hand, the players are told how the die is read, not "no modifiers": the text adds none', () => {
    const s = run(sample(), ['set B1 retiring', 'next', 'next']);
    const action = scrubyRules.parse(s, 'rally B1');
    if (!action.ok) throw new Error(action.error);
    const seen: unknown[] = [];
    scrubyRules.execute(s, action.value, { roll: (_sides, _label, about) => (seen.push(about), 1) });
    expect(seen).toEqual([{ stage: 'UE test (rally), Red Pikes', side: 'Red Pikes', modifiers: [], net: 0, detail: ['5 or less passes (UE 5); 6 or more fails'] }]);
  });
  it('off: the game master gives --pass or --fail', () => {
    const s = run(sample({ ueTest: false }), ['set B1 retiring', 'next', 'next']);
    expect(refusal(s, 'rally B1')).toContain('--pass or --fail');
    expect(unit(play(s, 'rally B1 --pass').state, 'B1').retiring).toBe(false);
  });
});

describe('melee outcome and post-melee morale', () => {
  it('more kills wins; the loser tests its UE and, failing, is defeated', () => {
    const s = run(sample(), ['next']);
    expect(unit(play(s, 'melee A1 at B5', [6]).state, 'B5').defeated).toBe(false); // equal kills: no winner
    const t = run(sample(), ['form B5 --order open', 'next']);
    expect(unit(play(t, 'melee A1 at B5').state, 'B5').defeated).toBe(true); // open pikes lose automatically
  });
  it('on: the loser\'s morale die is rolled by the tool, shown with the result and counted in odds', () => {
    const s = run(sample(), ['next']);
    // Pappenheim Cuirassiers kill 12 against Smaland Horse's 6 (one stand engaged): Smaland Horse tests UE 5.
    const lost = play(s, 'melee B13 at A13 --enemy-stands 1', [6]);
    expect(lost.results.flatMap((r) => r.rolls?.dice ?? [])).toEqual([6]);
    expect(lost.results.map((r) => r.result).join(' ')).toContain('Smaland Horse rolls 6 against UE 5: fails (post-melee morale)');
    expect(unit(lost.state, 'A13').defeated).toBe(true);
    expect(unit(play(s, 'melee B13 at A13 --enemy-stands 1', [5]).state, 'A13').defeated).toBe(false);
    const a = scrubyRules.parse(s, 'melee B13 at A13 --enemy-stands 1');
    if (!a.ok) throw new Error(a.error);
    const p = previewScruby(s, a.value);
    if (!p.ok) throw new Error(p.error);
    expect(p.value.odds?.outcomes.map((o) => [o.label.split(' (')[0], o.fraction])).toEqual([
      ['Pappenheim Cuirassiers win, Smaland Horse holds', '5/6'],
      ['Smaland Horse loses morale', '1/6'],
    ]);
  });
  it('off: the game master names the winner, or leaves the outcome to a correction', () => {
    const s = run(sample({ meleeOutcome: false }), ['next']);
    expect(unit(play(s, 'melee A1 at B1 --winner attacker').state, 'B1').defeated).toBe(true);
    const open = play(s, 'melee A1 at B1');
    expect(open.results[0]?.rolls).toBeUndefined();
    expect(open.results.map((r) => r.result).join(' ')).toContain("The scenario leaves the melee's outcome to the game master: record a loser's post-melee morale with set <unit> defeated");
    expect(unit(open.state, 'B1').defeated).toBe(false);
    expect(refusal(open.state, 'scatter B1')).toContain('Red Pikes have not lost post-melee morale');
    const recorded = play(open.state, 'set B1 defeated --why "our own morale rules"');
    expect(recorded.results.map((r) => r.result).join(' ')).toBe('Correction: Red Pikes lost post-melee morale: scatter or pursue them (our own morale rules)');
    expect(play(recorded.state, 'scatter B1', [1, 2, 3, 4]).results.map((r) => r.result).join(' ')).toContain('Red Pikes scatter');
  });
});

describe("a game move's sequence", () => {
  it('move and fire, melee, rally; commands only in their step; off, anywhere', () => {
    expect(refusal(sample(), 'melee A1 at B1')).toContain('belongs to the melee step');
    // A command of another step is told its step first, even with its words astray ("did you mean" would not help).
    const melee = run(sample(), ['next']);
    expect(refusal(melee, 'fire A2 B3')).toBe('fire belongs to the move and fire step; this is the melee step (next moves on)');
    expect(refusal(melee, 'move A2')).toBe('advance belongs to the move and fire step; this is the melee step (next moves on)');
    expect(refusal(sample(), 'fire A2 B3')).toContain('did you mean "fire A2 at B3"');
    expect(refusal(sample({ sequence: false }), 'fire A2 B3')).toContain('did you mean "fire A2 at B3"');
    expect(refusal(sample({ sequence: false }), 'melee A1 at B1', [1])).toBeNull();
    const t = run(sample(), ['next', 'next', 'next']);
    expect([t.turn, t.step]).toEqual([2, 'move']);
  });
});

describe('Designed defaults in tyw check', () => {
  const summary = (options: Partial<ScrubyOptions>) => {
    const raw = parseYaml(readFileSync(resolve(import.meta.dirname, '../../../scenarios/scruby-sample.yaml'), 'utf8'));
    const built = buildScrubyScenario({ ...raw, defaults: options });
    if (!built.ok) throw new Error(JSON.stringify(built.error));
    return summarizeScruby(built.value.scenario, []);
  };
  it('says in words which defaults are on, not as a JSON object', async () => {
    const all = await checkText(summary({}), 'Scruby', false);
    expect(all.join('\n')).not.toContain('{"roster"');
    expect(summary({ ueTest: false, autoReload: false, smallGunCanister: false, dragoonMusketeersAttackGuns: false, shockWithChargeOnly: false, sequence: false, meleeOutcome: false, roster: false, gunMissOnlyOnTwo: false, cutColumnReforms: false, openPikesHalved: false, swordsmenInAnyMelee: false, gunDefendedBySquare: false }).extra).toEqual({
      defaults: 'all off (roster system, rolled UE tests, melee outcome, game move sequence, automatic reloading, small-gun canister, dragoon musketeers attacking guns, shock only with a charge, guns missing only on a 2, cut columns re-forming, open-order pikes halved, swordsmen under the pikes in any melee, guns defended by their square)',
    });
  });
  it('names every switch in words, not its scenario key, and says whether it is on; --json gives the same words', async () => {
    const words = 'all on (roster system, rolled UE tests, melee outcome, game move sequence, automatic reloading, small-gun canister, dragoon musketeers attacking guns, shock only with a charge, guns missing only on a 2, cut columns re-forming, open-order pikes halved, swordsmen under the pikes in any melee, guns defended by their square)';
    expect(await checkText(summary({}), 'Scruby', false)).toContain(`defaults: ${words}`);
    expect(checkJson(summary({})).defaults).toBe(words);
    const two = 'rolled UE tests and automatic reloading off; roster system, melee outcome, game move sequence, small-gun canister, dragoon musketeers attacking guns, shock only with a charge, guns missing only on a 2, cut columns re-forming, open-order pikes halved, swordsmen under the pikes in any melee and guns defended by their square on';
    expect(summary({ ueTest: false, autoReload: false }).extra).toEqual({ defaults: two });
    expect(checkJson(summary({ ueTest: false, autoReload: false })).defaults).toBe(two);
    expect(JSON.stringify(summary({ ueTest: false }).extra)).not.toMatch(/ueTest|autoReload|[a-z][A-Z]/);
    // rules defaults says the same words, each with the scenario key that switches it.
    const view = rulesView('defaults', sample({ ueTest: false }));
    const text = JSON.stringify(view.ok && view.value);
    expect(text).toContain('rolled UE tests: off (ueTest; pass on a d6 at or under the UE)');
    expect(text).toContain('roster system: on (roster)');
  });
});

describe('COMBAT TABLE: the rules view marks what the tool designs', () => {
  it('light cavalry fire, long swordsmen, cavalry musketeers and dragoons are marked designed or read, not shown as the table\'s own', () => {
    const view = rulesView('table', sample());
    if (!view.ok) throw new Error(view.error);
    const text = JSON.stringify(view.value);
    expect(text).toContain('1-6\\": 3; 7-12\\": 2 (designed)');
    expect(text).toContain('light cavalry fire as heavy cavalry');
    expect(text).toContain('Long swordsmen (designed)');
    expect(text).toContain('Cavalry musketeers (designed)');
    expect(text).toContain('Dragoons fight on foot as musketeers or light pikemen, by their arm');
    expect(text).not.toMatch(/"Dragoons","1-12/);
  });
  it('MOVEMENT: the note on movement says where the allowances are, in a plain sentence', () => {
    const view = rulesView('table', sample());
    if (!view.ok) throw new Error(view.error);
    expect(JSON.stringify(view.value)).toContain("Movement: advance <unit> prints the unit's allowance, factor by factor (\\\"MOVEMENT\\\").");
  });
});


describe('Designed defaults: verdicts the tool would overrule', () => {
  it('ueTest on: --pass and --fail are refused, not dropped; meleeOutcome on: --winner is refused', () => {
    const s = run(sample(), ['next']);
    expect(refusal(s, 'melee A3 at B1 --pass', [1, 1])).toBe('the scenario rolls UE tests (ueTest on): --pass and --fail are for a scenario that switches them off');
    expect(refusal(s, 'melee A1 at B1 --winner attacker')).toBe('the scenario decides the melee (meleeOutcome on): --winner is for a scenario that switches it off');
    expect(refusal(sample(), 'charge A13 at B13 --response motion --fail', [1])).toContain('(ueTest on)');
  });
  it('THE MELEE: more stands than the unit has left are refused, not capped', () => {
    const s = run(sample(), ['next']);
    expect(refusal(s, 'melee A1 at B1 --enemy-stands 9')).toBe('Red Pikes have 4 stands left: --enemy-stands 4 at most');
    expect(refusal(s, 'melee A13 at B2 --stands 3')).toBe('Smaland Horse has 2 stands left: --stands 2 at most');
  });
});

describe('meleeOutcome off in odds', () => {
  it('odds of a melee with no --winner say the outcome is left to the game master, not "no winner"', () => {
    const s = run(sample({ meleeOutcome: false }), ['next']);
    const a = scrubyRules.parse(s, 'melee A13 at B3');
    if (!a.ok) throw new Error(a.error);
    const p = previewScruby(s, a.value);
    expect(p.ok && p.value.note).toBe('This melee rolls no dice: outcome left to the game master (Smaland Horse kills 12, Red Swordsmen kill 8).');
  });
});
