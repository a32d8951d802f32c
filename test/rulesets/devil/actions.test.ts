import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/dice/dice.js';
import { applyEvents } from '../../../src/rulesets/devil/events.js';
import { executeTurn, NO_COMBAT } from '../../../src/rulesets/devil/turn.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import { regroupOdds } from '../../../src/rulesets/devil/rally.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { unitActionKinds } from '../../../src/rulesets/devil/turn-activation.js';
import { atLeaders, battle, commanding, engaged, leaderOf, play, refuse, unitOf, withLeader, withUnit } from './turn-fixtures.js';

/** Wrangel (AL2) holds the initiative with 3 activations. */
const wrangel = (s: DevilState = atLeaders()): DevilState => commanding(s, 'AL2', 3);

describe('Actions: Rest/Regroup', () => {
  it('an OK unit rests: no die, but it uses its activation and its action, and the result says so', () => {
    const r = play(wrangel(), { kind: 'rest', unit: 'A4' });
    // A regroup typed for the wrong unit must not pass unnoticed: the result says there was nothing to regroup.
    expect(r.results[0]?.result).toBe('Commanded Shot rests: it is already OK, so there is nothing to regroup (its action is spent).');
    expect(unitOf(r.state, 'A4').acted).toBe(true);
    expect(leaderOf(r.state, 'AL2').activationsLeft).toBe(2);
  });
  it('a successful Regroup raises a Disordered unit to OK', () => {
    const s = wrangel(withUnit(atLeaders(), 'A4', { status: 'disordered' }));
    const r = play(s, { kind: 'rest', unit: 'A4' }, [3]);
    expect(unitOf(r.state, 'A4').status).toBe('ok');
    expect(r.results[0]?.changes).toEqual([{ unit: 'Commanded Shot', from: 'Disordered', to: 'OK' }]);
    const f = play(s, { kind: 'rest', unit: 'A4' }, [2]);
    expect(unitOf(f.state, 'A4')).toMatchObject({ status: 'disordered', acted: true });
    expect(f.results[0]?.result).toMatch(/fails to regroup/);
  });
  it('a Demoralized unit rises one level, or two (to OK) on a high enough roll', () => {
    const s = wrangel(withUnit(atLeaders(), 'A4', { status: 'demoralized' }));
    expect(unitOf(play(s, { kind: 'rest', unit: 'A4' }, [5]).state, 'A4').status).toBe('disordered'); // 5 - 1
    expect(unitOf(play(s, { kind: 'rest', unit: 'A4' }, [3]).state, 'A4').status).toBe('demoralized'); // 3 - 1
    const led = withLeader(s, 'AL2', { attachedTo: 'A4' });
    const r = play(led, { kind: 'rest', unit: 'A4' }, [6]); // 6 + 1 - 1
    expect(unitOf(r.state, 'A4').status).toBe('ok');
    expect(r.results[0]?.modifiers?.actor.map((m) => m.label)).toEqual(['Leader with unit', 'Demoralized']);
  });
  it('a failed Regroup of a Disordered unit names only the one level it can regain; a Demoralized one hears of two', () => {
    const s = wrangel(withUnit(atLeaders(), 'A4', { status: 'disordered' }));
    expect(play(s, { kind: 'rest', unit: 'A4' }, [2]).results[0]?.result).toBe('Commanded Shot fails to regroup (rolled 2, +0 = 2, needs 3) and stays Disordered.');
    const d = wrangel(withUnit(atLeaders(), 'A4', { status: 'demoralized' }));
    expect(play(d, { kind: 'rest', unit: 'A4' }, [3]).results[0]?.result).toMatch(/fails to regroup \(rolled 3, −1 = 2, needs 3, 6 for two levels\)/);
  });
  it('regrouping keeps base losses: a unit with losses can be OK again', () => {
    const s = wrangel(withUnit(atLeaders(), 'A3', { status: 'disordered', bases: 1, startBases: 3 }));
    expect(unitOf(play(s, { kind: 'rest', unit: 'A3' }, [6]).state, 'A3')).toMatchObject({ status: 'ok', bases: 1 });
  });
  it('shows the exact odds before rolling', () => {
    const o = regroupOdds({ houseRules: {} }, { type: 'commanded-shot', status: 'disordered' }, { leader: false, inCombat: false });
    expect(o.outcomes.map((x) => `${x.label}: ${x.fraction}`)).toEqual(['fails: stays Disordered: 1/3', 'Disordered → OK: 2/3']);
  });
  it('in an ongoing combat a Regroup needs the activating leader attached', () => {
    const s = wrangel(engaged(atLeaders(), 'A3', 'D3'));
    expect(refuse(s, { kind: 'rest', unit: 'A3' })).toMatch(/only with the activating leader, Wrangel \(AL2\), attached\. Once Wrangel is with Finnish Hackapells, "attach AL2 A3" records it\.$/);
    expect(unitActionKinds(s, 'A3')).toEqual(['melee', 'retire']);
    const led = withLeader(s, 'AL2', { attachedTo: 'A3' });
    expect(unitActionKinds(led, 'A3')).toEqual(['rest', 'melee', 'retire']);
  });
  it('Ongoing Combats: the leader attached must be the activating one; odds refuse it alike (house rule regroup.reading.any-leader-in-combat 1: any leader)', () => {
    // Gustav Adolf (AL1, army commander) activates; Wrangel (AL2) stands with the engaged unit.
    const s = withLeader(commanding(engaged(withUnit(atLeaders(), 'A3', { status: 'disordered' }), 'A3', 'D3'), 'AL1', 3), 'AL2', { attachedTo: 'A3' });
    expect(refuse(s, { kind: 'rest', unit: 'A3' })).toBe(
      'Finnish Hackapells are in an ongoing combat: they may regroup only with the activating leader, Gustav Adolf (AL1), attached. Wrangel is attached but is not the activating leader (house rule regroup.reading.any-leader-in-combat 1 lets any attached leader do). Once Gustav Adolf is with Finnish Hackapells, "attach AL1 A3" records it.',
    );
    expect(unitActionKinds(s, 'A3')).toEqual(['melee', 'retire']);
    const odds = previewDevil(s, { kind: 'rest', unit: 'A3' });
    expect(odds.ok ? 'odds' : odds.error).toMatch(/only with the activating leader, Gustav Adolf \(AL1\), attached \(--leader gives the odds as if one were\)\. Wrangel is attached/);
    // Planned ahead, with no leader holding the initiative, the leader attached is taken as the activating one.
    const ahead = { ...s, activeLeader: null };
    expect(previewDevil(ahead, { kind: 'rest', unit: 'A3' }).ok).toBe(true);
    const house = { ...s, houseRules: { 'regroup.reading.any-leader-in-combat': 1 } };
    expect(unitActionKinds(house, 'A3')).toEqual(['rest', 'melee', 'retire']);
    expect(previewDevil(house, { kind: 'rest', unit: 'A3' }).ok).toBe(true);
    expect(refuse(house, { kind: 'rest', unit: 'A3' }, [6])).toMatch(/Melee is resolved by the combat tables/);
    expect(refuse(withLeader(house, 'AL2', { attachedTo: null }), { kind: 'rest', unit: 'A3' })).toBe('Finnish Hackapells are in an ongoing combat: they may regroup only with a leader attached. Once Gustav Adolf is with Finnish Hackapells, "attach AL1 A3" records it.');
  });
  it('in an ongoing combat the Regroup is followed at once by a Melee, whatever its result', () => {
    // The turn engine alone has no combat tables: the follow-up Melee is asked for, so the
    // whole action is refused and nothing changes. full-turn.test.ts plays it for real.
    const s = withLeader(wrangel(engaged(withUnit(atLeaders(), 'A3', { status: 'disordered' }), 'A3', 'D3')), 'AL2', { attachedTo: 'A3' });
    expect(refuse(s, { kind: 'rest', unit: 'A3' }, [6])).toMatch(/Melee is resolved by the combat tables/);
    expect(refuse(s, { kind: 'rest', unit: 'A3' }, [1])).toMatch(/Melee is resolved by the combat tables/);
  });
  it('with several enemies in contact the player names the one to fight', () => {
    const s = withLeader(wrangel(engaged(engaged(atLeaders(), 'A3', 'D3'), 'A3', 'D4')), 'AL2', { attachedTo: 'A3' });
    expect(refuse(s, { kind: 'rest', unit: 'A3' })).toBe('Finnish Hackapells are engaged with Pappenheim Cuirassiers and Croats: name the one to fight.');
  });
});

describe('Actions: units in an ongoing combat', () => {
  it('may only fight their melee, retire, or regroup with a leader', () => {
    const s = wrangel(engaged(atLeaders(), 'A4', 'D1'));
    expect(refuse(s, { kind: 'move', unit: 'A4', mode: 'march', terrain: {} })).toBe('Commanded Shot is in an ongoing combat: it may only fight its melee, retire, or regroup with the activating leader attached.');
    expect(refuse(s, { kind: 'fire', units: ['A4'], target: 'D1', short: true, cover: 'none' })).toBe('Commanded Shot is in a melee and cannot fire: it may only fight its melee, retire, or regroup with the activating leader attached.');
  });
  it('in the end-of-turn fire a unit in a melee is told only that it cannot fire: nothing else may be done in that step', () => {
    const s: DevilState = { ...engaged(atLeaders(), 'A4', 'D1'), step: 'end-fire', activeLeader: null, toAct: null };
    expect(refuse(s, { kind: 'fire', units: ['A4'], target: 'D1', short: true, cover: 'none' })).toBe('Commanded Shot is in a melee and cannot fire.');
    const odds = previewDevil(s, { kind: 'fire', units: ['A4'], target: 'D1', short: true, cover: 'none' });
    expect(odds.ok ? 'answered' : odds.error).toBe('Commanded Shot is in a melee and cannot fire.');
  });
});

describe('Ongoing Combats: Retire', () => {
  const s = wrangel(engaged(atLeaders(), 'A3', 'D1')); // hackapells against the tercio
  it('a successful Retire breaks contact and moves the unit; no Melee is fought', () => {
    const r = play(s, { kind: 'move', unit: 'A3', mode: 'retire', terrain: {} }, [3]); // 3 + 1 (horse leaving foot)
    expect(unitOf(r.state, 'A3').engagedWith).toEqual([]);
    expect(unitOf(r.state, 'D1').engagedWith).toEqual([]);
    expect(r.results.map((x) => x.action)).toEqual(['retire', 'retire']);
    expect(r.results[0]?.modifiers?.actor.map((m) => `${m.label} ${m.value}`)).toEqual(['Horse leaving foot 1']);
    expect(r.results[1]?.result).toMatch(/retire\. They may move 10" in the open\./);
  });
  it('a failed Retire is followed at once by a Melee', () => {
    expect(refuse(s, { kind: 'move', unit: 'A3', mode: 'retire', terrain: {} }, [2])).toMatch(/Melee is resolved by the combat tables/);
  });
  it('a unit contacted on two faces may not Retire', () => {
    expect(refuse(s, { kind: 'move', unit: 'A3', mode: 'retire', terrain: {}, twoFaces: true })).toBe('Finnish Hackapells are contacted on two faces and may not retire.');
  });
  it('exact odds: foot leaving horse find it harder than horse leaving foot', () => {
    const foot = wrangel(engaged(atLeaders(), 'A4', 'D3'));
    const horse = play(s, { kind: 'move', unit: 'A3', mode: 'retire', terrain: {} }, [6]).results[0]?.odds;
    const shot = play(foot, { kind: 'move', unit: 'A4', mode: 'retire', terrain: {} }, [6]).results[0]?.odds;
    // The labels agree with the unit's name: Finnish Hackapells "fail", Commanded Shot "fails".
    expect(horse?.outcomes[0]).toMatchObject({ label: 'fail: the melee follows at once', fraction: '1/3' });
    expect(shot?.outcomes[0]).toMatchObject({ label: 'fails: the melee follows at once', fraction: '2/3' });
  });
  it('a Retire away from combat is a plain move straight back, with no test', () => {
    const r = play(wrangel(), { kind: 'move', unit: 'A4', mode: 'retire', terrain: {} });
    expect(r.results[0]?.rolls).toBeUndefined();
  });
});

describe('Actions: Routed Through', () => {
  it('is a test, not an action: no activation, the unit may still act', () => {
    const r = play(wrangel(), { kind: 'routed', unit: 'A4' }, [6]);
    expect(r.results[0]?.result).toMatch(/stands fast/);
    expect(unitOf(r.state, 'A4').acted).toBe(false);
    expect(leaderOf(r.state, 'AL2').activationsLeft).toBe(3);
    expect(r.events).toEqual([]);
  });
  it('stands fast, loses one level or loses two levels by the modified roll', () => {
    const s = atLeaders();
    expect(unitOf(play(s, { kind: 'routed', unit: 'A1' }, [3]).state, 'A1').status).toBe('ok'); // 3 + 1 veteran
    expect(unitOf(play(s, { kind: 'routed', unit: 'A4' }, [3]).state, 'A4').status).toBe('disordered');
    expect(unitOf(play(s, { kind: 'routed', unit: 'A4' }, [1]).state, 'A4').status).toBe('demoralized');
    const dem = withUnit(s, 'A4', { status: 'demoralized' });
    expect(unitOf(play(dem, { kind: 'routed', unit: 'A4' }, [1]).state, 'A4').status).toBe('destroyed'); // 2 bases: loses both → destroyed
  });
  it('open-order troops let a rout through easily; columns and the disordered suffer', () => {
    const s = atLeaders();
    const odds = (id: string, st: DevilState = s) => play(st, { kind: 'routed', unit: id }, [6]).results[0]?.odds?.outcomes.map((o) => `${o.label} ${o.fraction}`);
    // Dragoons "lose" and "stand fast"; Commanded Shot "loses" and "stands fast".
    expect(odds('D5')).toEqual(['lose 1 level 1/6', 'stand fast 5/6']);
    expect(odds('A4')).toEqual(['loses 2 levels 1/6', 'loses 1 level 1/3', 'stands fast 1/2']);
    expect(odds('A4', withUnit(s, 'A4', { formation: 'march', status: 'disordered' }))).toEqual(['loses 2 levels 1/2', 'loses 1 level 1/3', 'stands fast 1/6']);
  });
  it('cannot happen before the turn has begun', () => {
    expect(refuse(battle(), { kind: 'routed', unit: 'A4' }, [6])).toMatch(/before the initiative/);
  });
});

describe('Melee: facing a flank', () => {
  it('a unit in contact may face its flank once per turn', () => {
    const s = applyEvents(engaged(atLeaders(), 'D3', 'A4', 'flank'), [{ type: 'melee-fought', units: ['A4', 'D3'], text: '' }]);
    const r = play(s, { kind: 'face-flank', unit: 'A4' });
    expect(unitOf(r.state, 'A4').facedFlank).toBe(true);
    expect(refuse(r.state, { kind: 'face-flank', unit: 'A4' })).toMatch(/already faced a flank/);
    expect(refuse(atLeaders(), { kind: 'face-flank', unit: 'A4' })).toMatch(/not in contact/);
  });
});

describe('Ongoing Combats: a Retire roll no face of which changes the answer is not asked for by hand', () => {
  const retire = { kind: 'move', unit: 'A3', mode: 'retire', terrain: {} } as const;
  it('sure to break contact (house rule retire.success 2: even a 1 + 1 reaches it): no die', () => {
    const s = wrangel(engaged({ ...atLeaders(), houseRules: { 'retire.success': 2 } }, 'A3', 'D1'));
    const r = play(s, retire, []);
    expect(r.results[0]?.result).toBe('Finnish Hackapells break contact and retire (no die is needed: even a 1 + 1 = 2 reaches 2).');
    expect(r.results[0]?.rolls).toEqual({});
    expect(unitOf(r.state, 'A3').engagedWith).toEqual([]);
  });
  it('sure to fail (house rule retire.success 8): no die, and the melee follows', () => {
    const s = wrangel(engaged({ ...atLeaders(), houseRules: { 'retire.success': 8 } }, 'A3', 'D1'));
    expect(refuse(s, retire, [])).toMatch(/Melee is resolved by the combat tables/);
  });
  it('as designed (needs 4), the die is asked for', () => {
    const s = wrangel(engaged(atLeaders(), 'A3', 'D1'));
    expect(() => play(s, retire, [])).toThrow(/retire roll needs a die roll/);
  });
});

describe('Rest/Regroup: a Regroup roll every face of which leaves the unit at the same status is not asked for by hand', () => {
  it('a Disordered unit that any face returns to OK (house rule regroup.one-level 1): no die', () => {
    const s = wrangel(withUnit({ ...atLeaders(), houseRules: { 'regroup.one-level': 1 } }, 'A4', { status: 'disordered' }));
    const r = play(s, { kind: 'rest', unit: 'A4' }, []);
    expect(unitOf(r.state, 'A4').status).toBe('ok');
    expect(r.results[0]?.result).toBe('Commanded Shot regroups (no die is needed: even a 1 = 1 is enough): Disordered → OK.');
  });
  it('one that no face can raise (house rules regroup.one-level 7, regroup.two-levels 8): no die, and it stays', () => {
    const s = wrangel(withUnit({ ...atLeaders(), houseRules: { 'regroup.one-level': 7, 'regroup.two-levels': 8 } }, 'A4', { status: 'disordered' }));
    expect(play(s, { kind: 'rest', unit: 'A4' }, []).results[0]?.result).toBe('Commanded Shot fails to regroup (no die is needed: even a 6 = 6 falls short of 7) and stays Disordered.');
  });
});

describe('Actions: Routed Through — a roll every face of which ends the same is not asked for by hand', () => {
  const routed = { kind: 'routed', unit: 'D5' } as const;
  it('dragoons with their leader attached stand fast on any face (1 + 1 leader + 2 open order = 4): no die', () => {
    const s = withLeader(atLeaders(), 'DL2', { attachedTo: 'D5' });
    const r = play(s, routed, []);
    expect(r.results[0]?.result).toBe('Imperial Dragoons stand fast as the rout passes through (no die is needed: even a 1 + 3 = 4 reaches 4).');
    expect(r.results[0]?.rolls).toEqual({});
    expect(r.events).toEqual([]);
  });
  it('a Demoralized 2-base column one base from destruction: even a 6 loses a level, and any loss destroys it, so no die', () => {
    // Commanded Shot, Demoralized (−2) in march column (−1), with 2 bases: 6 − 3 = 3 loses 1 level (a base: half lost), a 1 loses 2.
    const s = withUnit(atLeaders(), 'A4', { status: 'demoralized', formation: 'march' });
    const r = play(s, { kind: 'routed', unit: 'A4' }, []);
    expect(r.results[0]?.result).toBe(
      'Commanded Shot is routed through (no die is needed: even a 6 − 3 = 3 falls short of 4, and a lower total changes nothing) and loses 1 level: Demoralized → Destroyed (1 of 2 bases lost: half or more, "Combat Effects and Rallying").',
    );
    expect(unitOf(r.state, 'A4').status).toBe('destroyed');
  });
  it('a roll whose faces still differ is asked for as before', () => {
    expect(() => play(atLeaders(), routed, [])).toThrow(/routed-through roll needs a die roll/);
  });
  it('a program still rolls the settled die, so seeded journals keep their dice', () => {
    const s = withLeader(atLeaders(), 'DL2', { attachedTo: 'D5' });
    const d = seededDice({ seed: 3 });
    const r = executeTurn(s, routed, d, NO_COMBAT);
    expect(r.ok).toBe(true);
    expect(d.rolled.map((x) => x.label)).toEqual(["Imperial Dragoons' routed-through roll"]);
  });
});
