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
