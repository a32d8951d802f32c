import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { troop } from '../../../src/rulesets/devil/catalogue.js';
import { validateHouseRules } from '../../../src/rulesets/devil/house-rules.js';
import { movementBudget } from '../../../src/rulesets/devil/movement.js';
import type { Formation } from '../../../src/rulesets/devil/state.js';
import { LEADER_MOVE, MOVE_MODES, MOVEMENT } from '../../../src/rulesets/devil/turn-tables.js';
import { legalActions } from '../../../src/rulesets/devil/turn-legal-actions.js';
import { TROOP_IDS, type TroopId } from '../../../src/rulesets/devil/troop-ids.js';
import { atLeaders, battle, commanding, engaged, play, refuse, unitOf, withUnit } from './turn-fixtures.js';

const rules = { houseRules: {} };
const u = (type: TroopId, formation: Formation = 'battle') => ({ name: type, type, formation });

describe('Movement: base allowances (designed table)', () => {
  it('gives every troop type that moves a positive Advance, March and Retire, a Charge only to those that may charge, heavy guns none', () => {
    const immobile: readonly TroopId[] = ['heavy-artillery'];
    // Medium guns are limbered to move: they cannot pull back out of a fight (Retire 0).
    const noRetire: readonly TroopId[] = ['medium-artillery', 'heavy-artillery'];
    for (const t of TROOP_IDS) {
      const a = MOVEMENT[t];
      for (const m of MOVE_MODES) expect(Number.isInteger(a[m]), `${t} ${m}`).toBe(true);
      expect(a.advance > 0, `${t} advance`).toBe(!immobile.includes(t));
      expect(a.march > 0, `${t} march`).toBe(!immobile.includes(t));
      expect(a.retire > 0, `${t} retire`).toBe(!noRetire.includes(t));
      // "Artillery ... may not Charge" ("Charges"): a charge allowance exactly for the rest.
      expect(a.charge > 0, `${t} charge`).toBe(troop(t).category !== 'artillery');
      // No move outruns the leader's 24" ("Leaders and Command Control").
      for (const m of MOVE_MODES) expect(a[m], `${t} ${m}`).toBeLessThanOrEqual(LEADER_MOVE);
    }
    expect(MOVEMENT['heavy-artillery']).toEqual({ advance: 0, march: 0, charge: 0, retire: 0 });
  });
  it('makes horse faster than foot and tercios the slowest formed foot', () => {
    expect(MOVEMENT.cuirassier.advance).toBeGreaterThan(MOVEMENT['dutch-battalion'].advance);
    expect(MOVEMENT.tercio.advance).toBeLessThan(MOVEMENT['dutch-battalion'].advance);
    expect(MOVEMENT['irregular-light-horse'].advance).toBeGreaterThan(MOVEMENT.reiter.advance);
    expect(MOVEMENT['guard-cuirassier'].charge).toBeGreaterThan(MOVEMENT.cuirassier.charge);
  });
  it('a March goes further than an Advance for every type that moves', () => {
    for (const t of TROOP_IDS) if (t !== 'heavy-artillery') expect(MOVEMENT[t].march).toBeGreaterThan(MOVEMENT[t].advance);
  });
  it('leaders move 24 inches', () => expect(LEADER_MOVE).toBe(24));
  it('a house rule overrides an allowance and is flagged', () => {
    const b = movementBudget({ houseRules: { 'move.tercio.advance': 5 } }, u('tercio'), 'advance', {});
    expect(b.base.inches).toBe(5);
    expect(b.base.houseRule).toBe(true);
  });
});

describe('Movement: the factor table', () => {
  it('a facing change costs 3", except for forlorn hopes and dragoons', () => {
    expect(movementBudget(rules, u('dutch-battalion'), 'advance', { facing: 1 }).left).toBe(3);
    expect(movementBudget(rules, u('forlorn-hope'), 'advance', { facing: 2 }).left).toBe(8);
    expect(movementBudget(rules, u('dragoons'), 'advance', { facing: 1 }).left).toBe(12);
    expect(movementBudget(rules, u('irregular-light-horse'), 'advance', { facing: 1 }).left).toBe(11);
  });
  it('rough ground costs 2" per inch, full speed for forlorn hopes, dragoons and irregular light horse', () => {
    expect(movementBudget(rules, u('cuirassier'), 'advance', { rough: 3 }).left).toBe(2);
    expect(movementBudget(rules, u('forlorn-hope'), 'advance', { rough: 3 }).left).toBe(5);
    expect(movementBudget(rules, u('dragoons'), 'advance', { rough: 3 }).left).toBe(9);
    expect(movementBudget(rules, u('irregular-light-horse'), 'advance', { rough: 3 }).left).toBe(11);
  });
  it('very rough ground costs 3" per inch, 2" for forlorn hopes, 4" for all other mounted, impassable for medium guns', () => {
    expect(movementBudget(rules, u('dutch-battalion'), 'advance', { veryRough: 2 }).left).toBe(0);
    expect(movementBudget(rules, u('forlorn-hope'), 'advance', { veryRough: 2 }).left).toBe(4);
    expect(movementBudget(rules, u('dragoons'), 'advance', { veryRough: 2 }).left).toBe(4);
    expect(movementBudget(rules, u('reiter'), 'advance', { veryRough: 2 }).left).toBe(2);
    expect(movementBudget(rules, u('light-artillery'), 'advance', { veryRough: 1 }).left).toBe(1);
    const guns = movementBudget(rules, u('medium-artillery'), 'advance', { veryRough: 0.5 });
    expect(guns.legal).toBe(false);
    expect(guns.problems.join(' ')).toMatch(/impassable for medium artillery/);
  });
  it('a linear obstacle costs 2" to cross and stops medium guns', () => {
    expect(movementBudget(rules, u('commanded-shot'), 'advance', { obstacles: 2 }).left).toBe(2);
    expect(movementBudget(rules, u('medium-artillery'), 'advance', { obstacles: 1 }).problems.join(' ')).toMatch(/impassable/);
  });
  it('a choke point costs 3" plus the distance moved through it', () => {
    expect(movementBudget(rules, u('reiter'), 'advance', { choke: 1 }).left).toBe(7);
  });
  it('roads cost 1" for every 1.5" moved, only in march formation', () => {
    expect(movementBudget(rules, u('dutch-battalion', 'march'), 'march', { road: 9 }).left).toBe(4);
    expect(movementBudget(rules, u('dutch-battalion', 'march'), 'march', { road: 15 }).legal).toBe(true);
    expect(movementBudget(rules, u('dutch-battalion', 'march'), 'march', { road: 15.5 }).legal).toBe(false);
    expect(movementBudget(rules, u('dutch-battalion'), 'advance', { road: 6 }).left).toBe(0);
  });
  it('factors add up and a move beyond the allowance is refused with the count', () => {
    const b = movementBudget(rules, u('cuirassier'), 'advance', { facing: 1, rough: 2, obstacles: 1 });
    expect(b.spent).toBe(9);
    expect(b.legal).toBe(false);
    expect(b.problems[0]).toMatch(/needs 9" but cuirassier has only 8"/);
  });
  it('more rough, very rough or obstacles never leave more ground (monotone)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TROOP_IDS), fc.nat(6), fc.nat(6), fc.nat(3), fc.nat(2), (t, r, v, o, extra) => {
        const a = movementBudget(rules, u(t), 'advance', { rough: r, veryRough: v, obstacles: o });
        const b = movementBudget(rules, u(t), 'advance', { rough: r + extra, veryRough: v, obstacles: o });
        return b.left <= a.left && b.spent >= a.spent;
      }),
    );
  });
});

describe('Movement: formation changes, retire and heavy guns', () => {
  it('forming column is paid by the March; deploying by the next other move', () => {
    const into = movementBudget(rules, u('dutch-battalion'), 'march', {});
    expect(into.formation).toEqual({ from: 'battle', to: 'march' });
    expect(into.left).toBe(6);
    const out = movementBudget(rules, u('dutch-battalion', 'march'), 'advance', {});
    expect(out.formation).toEqual({ from: 'march', to: 'battle' });
    expect(out.left).toBe(2);
    expect(movementBudget(rules, u('dutch-battalion', 'march'), 'march', {}).formation).toBeNull();
    expect(movementBudget(rules, u('forlorn-hope'), 'march', {}).left).toBe(12);
  });
  it('a Retire moves straight back: no facing changes, not from a column', () => {
    expect(movementBudget(rules, u('reiter'), 'retire', { facing: 1 }).legal).toBe(false);
    expect(movementBudget(rules, u('reiter', 'march'), 'retire', {}).legal).toBe(false);
    expect(movementBudget(rules, u('reiter'), 'retire', { rough: 2 }).left).toBe(6);
    expect(movementBudget(rules, u('reiter'), 'retire', {}).notes.join(' ')).toMatch(/45°/);
  });
  it('heavy cannon cannot move except to change facing', () => {
    const pivot = movementBudget(rules, u('heavy-artillery'), 'advance', { facing: 1 });
    expect(pivot.legal).toBe(true);
    expect(pivot.spent).toBe(0);
    expect(pivot.text).toBe('1 facing change, at no cost; heavy guns cannot otherwise move.');
    const refused = (mode: 'advance' | 'march' | 'retire' | 'charge', terrain: Parameters<typeof movementBudget>[3]) => {
      const b = movementBudget(rules, u('heavy-artillery'), mode, terrain);
      expect(b.legal, `${mode} ${JSON.stringify(terrain)}`).toBe(false);
      return b.problems.join(' ');
    };
    // Any distance, even with a facing change, is refused in plain words.
    expect(refused('advance', { rough: 1 })).toBe('heavy-artillery cannot move: heavy artillery only pivots in place to change its facing. Give the facing changes alone (--facing N).');
    expect(refused('advance', { facing: 1, road: 2 })).toMatch(/cannot move: heavy artillery only pivots in place/);
    expect(refused('advance', { obstacles: 1 })).toMatch(/only pivots in place/);
    expect(refused('advance', {})).toBe('heavy-artillery can only pivot in place: say how many facing changes it makes (--facing N).');
    expect(refused('march', {})).toBe('heavy-artillery cannot march: heavy artillery never moves, it only pivots in place to change its facing (advance with --facing).');
    expect(refused('retire', {})).toMatch(/^heavy-artillery cannot retire: heavy artillery never moves/);
    expect(refused('charge', {})).toMatch(/cannot charge: artillery may not charge/);
  });
  it('no house rule gives heavy cannon an allowance: the guide states it, it is not designed', () => {
    expect(validateHouseRules({ 'move.heavy-artillery.advance': 4 })[0]?.message).toMatch(/^house rule "move.heavy-artillery.advance" cannot be set: the rule book lets heavy artillery only pivot in place/);
    const b = movementBudget({ houseRules: { 'move.heavy-artillery.advance': 4 } }, u('heavy-artillery'), 'advance', { rough: 1 });
    expect(b.legal).toBe(false);
    expect(b.base.inches).toBe(0);
  });
  it('artillery and columns may not charge', () => {
    expect(movementBudget(rules, u('light-artillery'), 'charge', {}).legal).toBe(false);
    expect(movementBudget(rules, u('cuirassier', 'march'), 'charge', {}).legal).toBe(false);
    expect(movementBudget(rules, u('cuirassier'), 'charge', {}).legal).toBe(true);
  });
});

describe('Movement: moves through the engine', () => {
  it('a March forms column (formation event) and uses the activation', () => {
    const s = commanding(atLeaders(), 'AL2', 2);
    const r = play(s, { kind: 'move', unit: 'A4', mode: 'march', terrain: { road: 6 } });
    expect(r.events.map((e) => e.type)).toEqual(['activation', 'formation', 'acted']);
    expect(unitOf(r.state, 'A4').formation).toBe('march');
    expect(r.results[0]?.result).toMatch(/marches/);
  });
  it('a unit in march column is told in plain lower-case words what it may still do ("Movement")', () => {
    const s = commanding(withUnit(atLeaders(), 'A2', { formation: 'march' }), 'AL1', 3);
    const said = 'Smaland Reiters are in march column: they may only march, advance to deploy, rest or regroup, fight a melee, or be routed through.';
    expect(refuse(s, { kind: 'move', unit: 'A2', mode: 'retire', terrain: {} })).toBe(said);
    expect(refuse(s, { kind: 'fire', units: ['A2'], target: 'D3', short: true, cover: 'none' })).toBe(said);
    expect(refuse(s, { kind: 'fire', units: ['A1', 'A2'], target: 'D3', short: true, cover: 'none' })).toBe(said);
    expect(movementBudget(s, unitOf(s, 'A2'), 'retire', {}).problems).toContain(said);
  });
  it('a unit in march column may only march, rest or regroup, fight a melee or be routed through; an advance deploys it', () => {
    const s = commanding(withUnit(atLeaders(), 'A2', { formation: 'march' }), 'AL1', 3);
    expect(refuse(s, { kind: 'charge', unit: 'A2', target: 'D3', aspect: 'front', ground: 'open', crossedArc: false, evade: false })).toMatch(/march column/);
    expect(refuse(s, { kind: 'move', unit: 'A2', mode: 'retire', terrain: {} })).toMatch(/march column/);
    const r = play(s, { kind: 'move', unit: 'A2', mode: 'advance', terrain: {} });
    expect(unitOf(r.state, 'A2').formation).toBe('battle');
    expect(r.events.find((e) => e.type === 'formation')?.text).toMatch(/deploy into battle formation/);
  });
  it('a move beyond the allowance is refused and changes nothing', () => {
    const s = commanding(atLeaders(), 'AL1', 2);
    expect(refuse(s, { kind: 'move', unit: 'A1', mode: 'advance', terrain: { veryRough: 2 } })).toMatch(/needs 6"/);
  });
  it('units in an ongoing combat may not Advance or March', () => {
    const s = commanding(engaged(atLeaders(), 'A2', 'D3'), 'AL1', 2);
    expect(refuse(s, { kind: 'move', unit: 'A2', mode: 'advance', terrain: {} })).toMatch(/ongoing combat/);
  });
  it('heavy guns pivot through the engine', () => {
    const s = commanding({ ...battle(), step: 'leaders' }, 'DL1', 2);
    const r = play(s, { kind: 'move', unit: 'D2', mode: 'advance', terrain: { facing: 1 } });
    expect(unitOf(r.state, 'D2').acted).toBe(true);
    expect(r.results[0]?.result).toBe('Siege Guns pivot in place. 1 facing change, at no cost; heavy guns cannot otherwise move.');
    // The guided menus offer it as what it is: a pivot, never a march or a retire.
    const offered = legalActions(s).filter((a) => a.unit === 'D2' && a.kind === 'move');
    expect(offered.map((a) => [a.mode, a.label])).toEqual([['advance', 'pivot Siege Guns']]);
  });
  it('heavy guns given any distance, a March or a Retire are refused with the reason, and nothing changes', () => {
    const s = commanding({ ...battle(), step: 'leaders' }, 'DL1', 2);
    expect(refuse(s, { kind: 'move', unit: 'D2', mode: 'advance', terrain: { rough: 2 } })).toBe(
      'Siege Guns cannot move: heavy artillery only pivots in place to change its facing. Give the facing changes alone (--facing N).',
    );
    expect(refuse(s, { kind: 'move', unit: 'D2', mode: 'advance', terrain: {} })).toBe('Siege Guns can only pivot in place: say how many facing changes they make (--facing N).');
    expect(refuse(s, { kind: 'move', unit: 'D2', mode: 'march', terrain: {} })).toMatch(/^Siege Guns cannot march: heavy artillery never moves/);
    expect(refuse(s, { kind: 'move', unit: 'D2', mode: 'retire', terrain: {} })).toMatch(/^Siege Guns cannot retire: heavy artillery never moves/);
    expect(refuse(engaged(s, 'D2', 'A2'), { kind: 'move', unit: 'D2', mode: 'retire', terrain: {} })).toMatch(/^Siege Guns cannot retire/);
  });
});

describe('Movement: a move reads as one sentence', () => {
  it('"advances. It may move 4" in the open.", never a fragment after a full stop', () => {
    const r = play(commanding(atLeaders(), 'AL1', 2), { kind: 'move', unit: 'A1', mode: 'advance', terrain: {} });
    expect(r.results[0]?.result).toMatch(/^\S.* advances?\. (?:It|They) may move \d+(?:\.\d+)?" in the open\.$/);
    const rough = play(commanding(atLeaders(), 'AL1', 2), { kind: 'move', unit: 'A1', mode: 'advance', terrain: { rough: 1 } });
    expect(rough.results[0]?.result).toMatch(/\. (?:It|They) may move \d+(?:\.\d+)?" in the open \(Advance \d+" − rough [^)]*\)\)\.$/);
  });
});
