/**
 * Seed 001, "THE MELEE" and "MUSKET AND PISTOL FIRE" in `mods`: the text adds nothing to its
 * dice, but shock power, a column's charge, pikes caught in flank, unsupported musketeers and
 * both pistols add or take kill points. `mods` shows them item by item, and `odds` agrees.
 */
import { describe, expect, it } from 'vitest';
import { plain } from '../../../src/present/paint.js';
import { terminalLines } from '../../../src/present/terminal.js';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { previewScruby, type ScrubyPreview } from '../../../src/rulesets/scruby/odds.js';
import { scrubyMods } from '../../../src/rulesets/scruby/present/mods.js';
import { SCRUBY_HELP, scrubyHelp } from '../../../src/rulesets/scruby/present/help.js';
import { rulesView } from '../../../src/rulesets/scruby/present/rules.js';
import { handDice } from '../../../src/dice/dice.js';
import type { ScrubyState } from '../../../src/rulesets/scruby/state.js';
import { run, sample } from './fixtures.js';

function preview(s: ScrubyState, line: string): ScrubyPreview {
  const a = scrubyRules.parse(s, line);
  if (!a.ok) throw new Error(a.error);
  const p = previewScruby(s, a.value);
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

const mods = (s: ScrubyState, line: string) => terminalLines(scrubyMods(preview(s, line)), plain).join('\n');

describe('INFANTRY SQUARES 1 in mods: a charge\'s square that is no longer one', () => {
  it('mods melee counts the gun alone and says why', () => {
    const s = run(sample({ gunDefendedBySquare: false }), ['form B2 --formation square', 'charge A13 at B4 --in-square B2 --response none', 'set B2 formation line', 'next']);
    const text = mods(s, 'melee A13');
    expect(text).toMatch(/\+8 +shock \+4 a stand \("CAVALRY" 1\)/);
    expect(text).toContain('Red Musketeers are no longer in a square: Red Gun is no longer counted as part of it and fights on its own ("INFANTRY SQUARES" 1).');
  });
});

describe('CAVALRY 1 (shock power) in mods', () => {
  const charged = run(sample(), ['charge A13 at B3', 'next']);
  it('mods melee shows the shock among the kills, not "no modifiers"', () => {
    const text = mods(charged, 'melee A13');
    expect(text).not.toContain('no modifiers');
    expect(text).toContain('Smaland Horse kills 20');
    expect(text).toMatch(/\+8 +shock \+4 a stand \("CAVALRY" 1\)/);
    expect(text).toContain('Red Swordsmen kill 8');
    expect(text).toContain('UE test (post-melee morale), Red Swordsmen: 4 or less passes (UE 4)');
  });
  it('odds give the same kill points as mods', () => {
    const p = preview(charged, 'melee A13');
    expect(p.shaping.sides.map((s) => s.head)).toEqual(['Smaland Horse kills 20', 'Red Swordsmen kill 8']);
    for (const o of p.odds?.outcomes ?? []) expect(o.label).toContain('Smaland Horse kills 20, Red Swordsmen kill 8');
  });
  it('1b: a defender set in motion leaves a shock row of 0, saying why', () => {
    const s = run(sample(), [['charge A13 at B13 --response motion', [1]], 'next']);
    expect(mods(s, 'melee A13')).toMatch(/±0 +no shock: the defender was set in motion \("CAVALRY" 1b\)/);
  });
  it('mods charge shows the shock the charge carries into its melee, and the volley answer', () => {
    const text = mods(sample(), 'charge A13 at B2 --response volley');
    expect(text).toContain('Smaland Horse adds 8 to its kill in the melee that follows');
    expect(text).toContain('Red Musketeers kill 24 if their UE test passes');
    expect(text).toContain('UE test (volley), Red Musketeers: 4 or less passes (UE 4)');
  });
  it('mods --json gives the same in lines, with no die modifiers', () => {
    const p = preview(charged, 'melee A13');
    expect(p.modifiers).toEqual({ actor: [], target: [] });
    expect(p.lines[0]).toBe('Smaland Horse kills 20: 12 for 2 stands × 6; +8 for shock +4 a stand ("CAVALRY" 1)');
  });
});

describe('PIKEMEN 2a and MUSKETEERS 2 in mods', () => {
  const s = run(sample(), ['next']);
  it('pikes caught in the flank: the double and the half are rows of their own', () => {
    const text = mods(s, 'melee A13 at B1 --flank');
    expect(text).toMatch(/\+12 +double: pikes caught in flank/);
    expect(text).toMatch(/-12 +half: caught in flank/);
    expect(text).toContain('This melee rolls no dice: Red Pikes lose morale (Smaland Horse kills 24, Red Pikes kill 12)');
  });
  it('unsupported musketeers kill nothing, and mods says why', () => {
    expect(mods(s, 'melee A1 at B2 --unsupported')).toMatch(/-4 +unsupported musketeers/);
  });
  it('SWORDSMEN 2: the swordsmen under the pikes are shown with the high die they hang on', () => {
    const text = mods(s, 'melee A1 at B1 --swordsmen A3 --enemy-swordsmen B3');
    expect(text).toContain('Yellow Pikes kill 24, or 40 with their swordsmen');
    expect(text).toMatch(/\+16 +swordsmen under the pikes, double, if Red Pikes win the high die/);
  });
});

describe('CAVALRY 2 (both pistols) in mods', () => {
  it('the double is a row, and the rest of a caracole fired with both pistols says it doubles too', () => {
    expect(mods(sample(), 'fire A13 at B1 --range 5 --both-pistols')).toMatch(/\+6 +both pistols: double kill/);
    const s = run(sample(), ['form A13 --formation column', 'fire A13 at B1 --range 5 --both-pistols --caracole --stands 1']);
    const rest = preview(s, 'fire A13 at B2 --range 5 --caracole --stands 1');
    expect(rest.note).toContain('both pistols: double kill');
  });
});

describe('THE MELEE: a game master weighs a melee before the melee step', () => {
  it('odds and mods of a melee in the move and fire step are taken as if in the melee step, and say so', () => {
    const p = preview(sample(), 'melee A13 at B3');
    expect(p.note).toBe('As if in the melee step, with the units as they stand now.');
    expect(p.odds?.outcomes.map((o) => o.fraction)).toEqual(['2/3', '1/3']);
    // Cavalry that have not charged are told there is no shock without a charge ("CAVALRY" 1).
    expect(mods(sample(), 'melee A13 at B3')).toContain('no shock: Smaland Horse did not charge Red Swordsmen this game move ("CAVALRY" 1)');
  });
  it('the roll itself is still refused outside its step', () => {
    const a = scrubyRules.parse(sample(), 'melee A13 at B3');
    if (!a.ok) throw new Error(a.error);
    const out = scrubyRules.execute(sample(), a.value, handDice([1]));
    expect(out.ok ? null : out.error).toContain('melee belongs to the melee step');
  });
});

describe('THE MELEE in rules and help', () => {
  it('rules melee lists what shapes the kill points, each with its rule', () => {
    const v = rulesView('melee', sample());
    if (!v.ok) throw new Error(v.error);
    const text = terminalLines(v.value.blocks, plain).join('\n');
    expect(text).toMatch(/"CAVALRY" 1 +cavalry charge +shock: heavy \+4 a stand, light and reiters \+2/);
    expect(text).toMatch(/"PIKEMEN" 2a +pikes caught in flank, rear +they kill half, the attacker double/);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(100);
  });
  it('PIKEMEN 2a and SWORDSMEN 2: rules melee words the open-order pikes and the swordsmen by the battle\'s switches', () => {
    const words = (o: Parameters<typeof sample>[0]) => {
      const v = rulesView('melee', sample(o));
      if (!v.ok) throw new Error(v.error);
      return terminalLines(v.value.blocks, plain).join('\n');
    };
    const on = words({});
    expect(on).toMatch(/swordsmen behind pikes +high die: the winner's swordsmen kill double\n +in any melee +against cavalry and swordsmen too/);
    expect(on).not.toContain(' off)');
    const off = words({ openPikesHalved: false, swordsmenInAnyMelee: false });
    expect(off).toMatch(/in open order alone they kill their\n +open cell whole \(openPikesHalved off\)/);
    expect(off).toMatch(/against pikes only +a foe without pikes gives no high die\n +\(swordsmenInAnyMelee off\)/);
    expect(off).not.toContain('in any melee');
    expect(Math.max(...off.split('\n').map((l) => l.length))).toBeLessThanOrEqual(100);
  });
  it('help mods says what mods shows here, not "itemised modifiers"', () => {
    const h = scrubyHelp('mods');
    expect(h.ok && h.value.join('\n')).toContain('what shapes each side\'s kill points');
    expect(SCRUBY_HELP.find((c) => c.name === 'mods')?.summary).not.toContain('modifiers');
  });
});

describe('DRAGOONS: mounted dragoons caught by cavalry, in odds and mods', () => {
  it('odds say they are annihilated, not "kills 0"; mods say no kill points are counted', () => {
    const s = run(sample(), ['next']);
    const p = preview(s, 'melee A13 at B19');
    expect(p.note).toBe('This melee rolls no dice: Imperial Dragoon Muskets are annihilated by cavalry.');
    expect(mods(s, 'melee A13 at B19')).toContain('Imperial Dragoon Muskets, mounted, are annihilated by cavalry: no kill points are counted (designed, "DRAGOONS")');
  });
});

describe('BONUS MOVES 2 (pursuit by cavalry) in odds and mods', () => {
  it('a pursuit rolls no dice; mods shows its double kill and odds the same kill points', () => {
    const s = run(sample(), ['next', ['melee A13 at B2 --unsupported', []]]);
    expect(mods(s, 'pursue A14')).toMatch(/Ostgota Horse kills 24, and takes no loss[\s\S]*12 +2 stands × 6[\s\S]*\+12 +double, in the back \("BONUS MOVES" 2\)/);
    expect(preview(s, 'pursue A14').note).toBe('This pursuit rolls no dice: Red Musketeers take 24 kill points in the back, and the pursuers none ("BONUS MOVES" 2).');
  });
});

describe('Using odds on a command that rolls no dice', () => {
  it('answers with no odds for a move or a change of formation, which roll nothing, rather than refusing', () => {
    for (const line of ['advance A1', 'form A1 --order open']) {
      const p = preview(sample(), line);
      expect(p.odds, line).toBeUndefined();
      expect(p.actor).toBe('Yellow Pikes');
    }
  });
});
