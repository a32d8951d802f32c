/**
 * Seed 001, what a melee may not take: faces that mean nothing ("PIKEMEN" 2, "INFANTRY
 * SQUARES" 7), swordsmen who cannot take part ("SWORDSMEN" 2), a rally in the move of the
 * scatter ("THE SCATTER RULE" 1), and the other reading of "DRAGOONS" 4 as a scenario switch.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { writeFileSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { GuideStep } from '../../../src/present/guide.js';
import { meleeStep } from '../../../src/rulesets/scruby/present/guide-fight.js';
import { scrubyGuide } from '../../../src/rulesets/scruby/present/guide.js';
import { rulesView } from '../../../src/rulesets/scruby/present/rules.js';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { previewScruby } from '../../../src/rulesets/scruby/odds.js';
import { summarizeScruby } from '../../../src/rulesets/scruby/scenario.js';
import { ensureBuilt, ROOT, tempDir } from '../../repl/helpers.js';
import { play, refusal, run, sample, unit } from './fixtures.js';

type Next = GuideStep | string | null;
const names = (step: Next): string[] => (step !== null && typeof step !== 'string' && step.kind === 'select' ? step.choices.map((c) => c.name) : []);
const pick = (step: Next, value: string): Next => (step !== null && typeof step === 'object' && step.kind === 'select' ? step.next(value) : null);

describe('PIKEMEN 2: flank and rear mean something only against pikes', () => {
  it('2: --flank or --rear on a charge or melee against a unit that is not pikes is refused, naming the rule', () => {
    const s = sample();
    expect(refusal(s, 'charge A13 at B2 --flank')).toBe('--flank means nothing against Red Musketeers: the text gives flank and rear a meaning only for pikemen ("PIKEMEN" 2)');
    expect(refusal(s, 'charge A13 at B13 --rear')).toBe('--rear means nothing against Pappenheim Cuirassiers: the text gives flank and rear a meaning only for pikemen ("PIKEMEN" 2)');
    expect(refusal(run(s, ['next']), 'melee A3 at B2 --rear')).toContain('--rear means nothing against Red Musketeers');
    // Closed pikes keep both faces.
    expect(refusal(s, 'charge A13 at B1 --flank')).toBeNull();
  });
  it('2a: pikes in open order are caught whatever the face, so a face is refused', () => {
    const s = run(sample(), ['form B1 --order open']);
    expect(refusal(s, 'charge A13 at B1 --flank')).toBe('Red Pikes are in open order and caught whatever the face: leave out --flank ("PIKEMEN" 2a)');
    expect(refusal(s, 'charge A13 at B1')).toBeNull();
  });
  it('INFANTRY SQUARES 7: a square has no flank or rear, and --broken-square needs a square', () => {
    const square = run(sample(), ['form B1 --formation square', 'next']);
    expect(refusal(square, 'melee A1 at B1 --flank', [1])).toContain('Red Pikes are in a square, whose faces all front outward: --flank means nothing');
    // Before, a broken square was taken against pikes in line and doubled the attacker's kill.
    expect(refusal(run(sample(), ['next']), 'melee A1 at B1 --broken-square', [1])).toBe('--broken-square is for a square with a face swept away; Red Pikes are not in a square ("INFANTRY SQUARES" 7)');
  });
});

describe('SWORDSMEN 2: only swordsmen who can take part', () => {
  it('2: scattered swordsmen are refused behind the pikes, and the menus do not list them', () => {
    let s = run(sample(), ['next']);
    s = play(s, 'melee A3 at B2 --unsupported').state;
    // Red Swordsmen lose to Yellow Pikes and scatter.
    s = play(s, 'melee A1 at B3', [6]).state;
    s = play(s, 'scatter B3', [1, 2]).state;
    expect(unit(s, 'B3').scattered).not.toBeNull();
    expect(refusal(s, 'melee A5 at B1 --enemy-swordsmen B3', [1, 1, 1])).toBe('Red Swordsmen are scattered and cannot take part until rallied ("THE SCATTER RULE", "MORALE")');
    // Blue Pikes attack Red Pikes: the face, then the Swedes' swordsmen, then the Imperialists'.
    const front = pick(meleeStep(s, unit(s, 'A5')), 'B1');
    const ours = pick(front, '');
    const theirs = pick(ours, '');
    expect(names(ours)).toEqual(['no swordsmen', 'Yellow Swordsmen (A3)', 'Blue Swordsmen (A7)', 'Green Swordsmen (A11)']);
    expect(names(theirs)).toEqual(['no swordsmen', 'White Swordsmen (B7)', 'Black Swordsmen (B11)']);
  });
});

describe('THE SCATTER RULE 1: no rally in the game move of the scatter', () => {
  it('1: a unit scattered this game move retires now; rally is refused and not offered until the next game move', () => {
    let s = run(sample(), ['next']);
    s = play(s, 'melee A13 at B2 --unsupported').state;
    s = run(s, [['scatter B2', [1, 3, 5, 6]], 'next']);
    expect(refusal(s, 'rally B2', [1])).toBe('Red Musketeers scattered this game move: the stands retire now as a defeated unit, and may try to rally from the next game move on ("THE SCATTER RULE" 1)');
    expect(names(scrubyGuide(s)).some((n) => n.startsWith('rally'))).toBe(false);
    s = run(s, ['next', 'next', 'next']);
    expect(refusal(s, 'rally B2', [1])).toBeNull();
    expect(names(scrubyGuide(s)).some((n) => n.startsWith('rally'))).toBe(true);
  });
  it('1: a unit that lost post-melee morale scatters first: rally says so', () => {
    const s = play(run(sample(), ['next']), 'melee A13 at B2 --unsupported').state;
    expect(refusal(run(s, ['next']), 'rally B2', [1])).toContain('Red Musketeers lost post-melee morale and have not scattered yet: scatter B2');
  });
});

describe('DRAGOONS 4: the other reading as a scenario switch', () => {
  it('4: with dragoonMusketeersAttackGuns off, dismounted dragoon musketeers may not melee a gun; the pikes still may', () => {
    const s = run(sample({ dragoonMusketeersAttackGuns: false }), ['dismount A19', 'dismount A20', 'next']);
    expect(refusal(s, 'melee A19 at B4')).toBe(
      'musketeers are not allowed to attack in melee ("MUSKETEERS" 1); the scenario reads "DRAGOONS" 4 by rule 5 (dragoonMusketeersAttackGuns off): dragoon musketeers attack artillery by fire',
    );
    expect(refusal(s, 'melee A20 at B4')).toBeNull();
    expect(meleeStep(s, unit(s, 'A19'))).toBeNull();
    // On (the default), the reading of 4 lets them attack the gun.
    expect(refusal(run(sample(), ['dismount A19', 'next']), 'melee A19 at B4')).toBeNull();
  });
  it('4: tyw check and rules defaults say whether the switch is on', () => {
    const off = sample({ dragoonMusketeersAttackGuns: false });
    expect(summarizeScruby({ ruleset: 'scruby', title: 't', options: off.options, sides: [{ name: 'A', brigades: [], units: [] }, { name: 'B', brigades: [], units: [] }] }, []).extra).toEqual({ defaults: 'dragoon musketeers attacking guns off; roster system, rolled UE tests, melee outcome, game move sequence, automatic reloading, small-gun canister, shock only with a charge, guns missing only on a 2, cut columns re-forming, open-order pikes halved, swordsmen under the pikes in any melee and guns defended by their square on' });
    const view = rulesView('defaults', off);
    expect(JSON.stringify(view.ok && view.value)).toContain('dragoon musketeers attacking guns: off (dragoonMusketeersAttackGuns; reading of \\"DRAGOONS\\" 4)');
  });
  it('4: the switch is in the JSON schema, and docs/scenario.schema.json is the schema the tool prints', () => {
    ensureBuilt();
    const printed = execFileSync(process.execPath, [join(ROOT, 'bin', 'tyw.js'), 'schema'], { encoding: 'utf8' });
    expect(printed).toContain('"dragoonMusketeersAttackGuns"');
    expect(JSON.parse(printed)).toEqual(JSON.parse(readFileSync(join(ROOT, 'docs', 'scenario.schema.json'), 'utf8')));
    // tyw check says the switch is off, and refuses a value that is not true or false.
    const dir = tempDir('tyw-scruby-switch-');
    const check = (value: string): string => {
      const file = join(dir, `${value}.yaml`);
      writeFileSync(file, readFileSync(join(ROOT, 'scenarios', 'scruby-sample.yaml'), 'utf8').replace('ruleset: scruby', `ruleset: scruby\ndefaults: { dragoonMusketeersAttackGuns: ${value} }`));
      try {
        return execFileSync(process.execPath, [join(ROOT, 'bin', 'tyw.js'), 'check', file], { encoding: 'utf8', stdio: 'pipe' });
      } catch (e) {
        return String((e as { stderr?: string }).stderr ?? '');
      }
    };
    expect(check('false')).toContain('dragoon musketeers attacking guns off;');
    expect(check('maybe')).toMatch(/maybe\.yaml:\d+:\d+: expected true or false, got "maybe"/);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('THE SCATTER RULE: odds agree with the roll', () => {
  it('odds scatter on a unit that has not lost post-melee morale is refused as the scatter is', () => {
    const s = run(sample(), ['next']);
    const action = scrubyRules.parse(s, 'scatter B3');
    if (!action.ok) throw new Error(action.error);
    const odds = previewScruby(s, action.value);
    expect(odds.ok ? null : odds.error).toBe(refusal(s, 'scatter B3', [1, 1]));
    expect(odds.ok ? null : odds.error).toContain('Red Swordsmen have not lost post-melee morale');
  });
});

describe('THE SCATTER RULE 1: the loser must scatter', () => {
  it('1: leaving the melee step names a defeated unit not yet scattered; it may still scatter in the rally step', () => {
    const s = play(run(sample(), ['next']), 'melee A13 at B2 --unsupported').state;
    const left = play(s, 'next');
    expect(left.results.map((r) => r.result).join(' ')).toContain('Red Musketeers lost post-melee morale and have not scattered: scatter B2 ("THE SCATTER RULE" 1).');
    expect(refusal(left.state, 'scatter B2', [1, 2, 3, 4])).toBeNull();
    // Left unscattered to the end of the game move, the unit is not said to retire "again".
    const end = play(left.state, 'next');
    const ended = end.results.map((r) => r.result).join(' ');
    expect(ended).toContain('Red Musketeers (defeated, never scattered) retire until rallied.');
    expect(ended).not.toContain('Red Musketeers retire again');
    // The journal's event keeps its words, so journals written before still replay.
    expect(end.events.map((e) => e.text)).toContain('Red Musketeers retire again until rallied');
  });
  it('1: a loser that passed its post-melee morale is told it held its ground, not that the scatter never follows fire', () => {
    // Smaland Horse's charge beats Red Swordsmen on kills (20 to 8); their morale die of 3 passes (UE 4).
    const held = play(run(sample(), ['charge A13 at B3', 'next']), 'melee A13', [3]).state;
    expect(unit(held, 'B3').defeated).toBe(false);
    expect(refusal(held, 'scatter B3')).toBe('Red Swordsmen have not lost post-melee morale: a unit that holds its ground or draws does not scatter; only the loser of post-melee morale does ("THE SCATTER RULE" 1)');
    // A unit that has fought no melee keeps the other reason.
    expect(refusal(held, 'scatter B2')).toContain('never fire');
  });
});

describe('INFANTRY SQUARES 7: a face swept away by fire', () => {
  it('7: fire that takes a stand from a square says the square is broken unless a stand takes its place', () => {
    const s = run(sample(), ['form A1 --formation square']);
    const gun = play(s, 'fire B4 at A1 --range 15', [4]).results.map((r) => r.result).join(' ');
    expect(gun).not.toContain('swept away');
    const after = run(s, ['set A1 kills 24']);
    const out = play(after, 'fire B2 at A1 --range 10').results.map((r) => r.result).join(' ');
    expect(out).toContain('1 stand gone. A face of Yellow Pikes\' square is swept away: with no stand to take its place the square is broken, and cavalry may attack it (--broken-square, "INFANTRY SQUARES" 7)');
    // A line losing a stand is not told of squares.
    expect(play(run(sample(), ['set A1 kills 24']), 'fire B2 at A1 --range 10').results.map((r) => r.result).join(' ')).not.toContain('square');
  });
});

describe('THE MELEE: the gun charged', () => {
  it('melee without "at" after a charge on a gun names the gun with "which", not "whom"', () => {
    const s = run(sample(), ['advance A19 --half', 'dismount A19', 'charge A19 at B4', 'next']);
    expect(play(s, 'melee A19').results[0]?.result).toMatch(/^Swedish Dragoon Muskets fight Red Gun, which they charged\. /);
  });
});

describe('THE SCATTER RULE 1: one rally a game move', () => {
  it('1: a unit that fails its rally retires this game move and tries its UE again in the next, not twice in one', () => {
    const t = run(sample(), ['set B2 retiring', 'next', 'next']);
    const failed = play(t, 'rally B2', [6]).state;
    expect(unit(failed, 'B2').retiring).toBe(true);
    expect(refusal(failed, 'rally B2', [1])).toBe('Red Musketeers failed their rally this game move and retire: they may try their UE again next game move ("THE SCATTER RULE" 1)');
    // The next game move brings a new try.
    const later = run(failed, ['next', 'next', 'next']);
    expect(unit(play(later, 'rally B2', [1]).state, 'B2').retiring).toBe(false);
    // A correction records a state, not when it came about: set retiring again gives a new try.
    expect(refusal(run(failed, ['set B2 retiring']), 'rally B2', [1])).toBeNull();
  });
});
