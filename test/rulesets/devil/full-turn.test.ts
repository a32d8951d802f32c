/**
 * "Turn Sequence", played: a small battle driven through every step of a turn with the real
 * engine (turn engine and combat tables) and fixed dice. The only stand-in is the dice source.
 */
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import type { ActionOutcome } from '../../../src/engine/ruleset.js';
import type { DevilAction, FireRequest } from '../../../src/rulesets/devil/actions.js';
import { executeDevil } from '../../../src/rulesets/devil/execute.js';
import { fireModifiers } from '../../../src/rulesets/devil/fire.js';
import { moralePoints } from '../../../src/rulesets/devil/morale.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { eligibleEndFire, pendingImpetuous } from '../../../src/rulesets/devil/turn-end.js';
import { resolutionSentence } from '../../../src/repl/format.js';
import { plain } from '../../../src/present/paint.js';
import { renderTerminal } from '../../../src/present/terminal.js';
import { statusView } from '../../../src/rulesets/devil/present/status.js';
import { battle, engaged, leaderOf, unitOf, withLeader, withUnit } from './turn-fixtures.js';

/** The table: the state, and every action played with the dice it needs (all of them used). */
class Table {
  constructor(public state: DevilState) {}
  play(action: DevilAction, rolls: number[] = []): ActionOutcome<DevilState> {
    const dice = handDice(rolls);
    const r = executeDevil(this.state, action, dice);
    if (!r.ok) throw new Error(`refused: ${r.error}`);
    expect(dice.unused(), `${action.kind}: unused dice`).toBe(0);
    this.state = r.value.state;
    return r.value;
  }
  refuse(action: DevilAction, rolls: number[] = []): string {
    const before = this.state;
    const r = executeDevil(this.state, action, handDice(rolls));
    if (r.ok) throw new Error(`accepted: ${action.kind}`);
    expect(this.state).toBe(before);
    return r.error;
  }
  unit(id: string) {
    return unitOf(this.state, id);
  }
}

describe('Turn Sequence: a full turn, step by step', () => {
  it('plays initiative, leaders, end-of-turn fire, impetuous charges and melees, camps and morale', () => {
    const t = new Table(battle());
    t.play({ kind: 'engage', a: 'A1', b: 'D1', why: 'the brigade and the tercio start locked in combat' });

    // 1. Initiative: Swedes 5, Imperialists 2; the Swedes choose to act first.
    t.play({ kind: 'initiative' }, [5, 2]);
    expect(t.state).toMatchObject({ step: 'initiative', initiative: 0 });
    t.play({ kind: 'first', side: 0 });
    expect(t.state).toMatchObject({ step: 'leaders', first: 0, toAct: 0 });

    // 2-4. Leaders. Wrangel rolls 6: 4 activations.
    expect(t.refuse({ kind: 'command', leader: 'DL2' }, [3])).toBe("It is the Swedes' turn to give a leader the initiative.");
    t.play({ kind: 'command', leader: 'AL2' }, [6]);
    expect(leaderOf(t.state, 'AL2').activationsLeft).toBe(4);
    // March: the commanded shot forms column (2") and uses 6" of road (4").
    t.play({ kind: 'move', unit: 'A4', mode: 'march', terrain: { road: 6 } });
    expect(t.unit('A4')).toMatchObject({ formation: 'march', acted: true });
    // Charge: hackapells into the cuirassiers' front; no defensive fire against hackapells. Dice 4 against 3.
    const charge = t.play({ kind: 'charge', unit: 'A3', target: 'D3', aspect: 'front', ground: 'open', crossedArc: false, evade: false }, [4, 3]);
    expect(charge.events.filter((e) => e.type === 'activation')).toHaveLength(1);
    expect(t.unit('A3')).toMatchObject({ acted: true, engagedWith: ['D3'], status: 'ok' });
    expect(t.unit('D3')).toMatchObject({ acted: true, engagedWith: ['A3'], status: 'disordered' });
    expect(t.refuse({ kind: 'rest', unit: 'A3' })).toBe('Finnish Hackapells have already acted this turn: they fought in a melee, and every unit involved in a melee has acted.');
    t.play({ kind: 'leader-move', leader: 'AL2' });
    expect(leaderOf(t.state, 'AL2')).toMatchObject({ moved: true, activationsLeft: 2 });
    t.play({ kind: 'done' });
    expect(t.state).toMatchObject({ activeLeader: null, toAct: 1 });
    expect(t.refuse({ kind: 'command', leader: 'AL2' }, [3])).toBe('Wrangel has already had the initiative this turn.');

    // Pappenheim (-1) rolls 4: 3 - 1 = 2 activations; his dragoons rest.
    t.play({ kind: 'command', leader: 'DL2' }, [4]);
    expect(leaderOf(t.state, 'DL2').activationsLeft).toBe(2);
    t.play({ kind: 'rest', unit: 'D5' });
    t.play({ kind: 'done' });
    // Gustav Adolf (+1) rolls 1: 1 + 1 = 2; the reiters advance through 2" of rough.
    t.play({ kind: 'command', leader: 'AL1' }, [1]);
    const advance = t.play({ kind: 'move', unit: 'A2', mode: 'advance', terrain: { rough: 2 } });
    expect(advance.results[0]?.result).toMatch(/advance\. They may move 6" in the open \(Advance 10" − rough 2" ×2 \(4"\)\)\./);
    t.play({ kind: 'done' });
    expect(t.refuse({ kind: 'next' })).toBe('Wallenstein has not had the initiative yet: command <leader> gives it.');
    // Wallenstein rolls 3 and keeps his units in hand.
    t.play({ kind: 'command', leader: 'DL1' }, [3]);
    const last = t.play({ kind: 'done' });
    expect(last.results.map((r) => r.result)).toContain('Every leader has had the initiative: next goes to end-of-turn fire.');
    expect(t.state.toAct).toBeNull();

    // 5. End-of-turn fire: only units that can fire, have not acted and are not in combat.
    t.play({ kind: 'next' });
    expect(t.state.step).toBe('end-fire');
    expect(eligibleEndFire(t.state).map((u) => u.id)).toEqual(['A5', 'D2', 'D4']);
    const gunsAtGuns: FireRequest = { kind: 'fire', units: ['D2'], target: 'A5', short: true, cover: 'none' };
    const unharmed = fireModifiers(t.state, gunsAtGuns);
    const held = t.play({ kind: 'fire', units: ['A5'], target: 'D2', short: false, cover: 'none' }, [5, 2]);
    // The result reads as sentences, the REPL's final stop included: no "(… ends.)." at the end.
    expect(held.results[0]?.result).toMatch(/ Simultaneous fire: this takes effect when the step ends\.$/);
    const printed = held.results[0] ? resolutionSentence(held.results[0], plain) : '';
    expect(printed).toMatch(/when the step ends\.$/);
    expect(printed).not.toMatch(/[.)]\.$|\.\)/);
    // The siege guns are hit, but nothing takes effect yet: they fire back at full strength.
    expect(t.unit('D2').status).toBe('ok');
    expect(t.state.pendingFire).toEqual([{ unit: 'D2', levels: 2, destroy: false }]);
    const back = t.play(gunsAtGuns, [2, 4]);
    expect(unharmed.ok).toBe(true);
    if (unharmed.ok) expect(back.results[0]?.modifiers).toEqual(unharmed.value);
    expect(t.unit('A5').status).toBe('ok');
    expect(t.refuse({ kind: 'fire', units: ['A5'], target: 'D4', short: false, cover: 'none' }, [1, 1])).toBe('Regimental Guns have already acted this turn.');
    const effect = t.play({ kind: 'next' });
    expect(effect.results[0]?.changes).toEqual([
      { unit: 'Siege Guns', from: 'OK', to: 'Demoralized' },
      { unit: 'Regimental Guns', from: 'OK', to: 'Disordered' },
    ]);
    expect(t.unit('D2').status).toBe('demoralized');
    expect(t.unit('A5').status).toBe('disordered');

    // 6. Impetuous charges and ongoing melees: both sides must act, so the order is rolled.
    expect(t.state).toMatchObject({ step: 'impetuous', toAct: null });
    expect(pendingImpetuous(t.state).map((p) => `${p.unit} ${p.reason}`)).toEqual(['A1 melee', 'D1 melee', 'D4 impetuous']);
    expect(t.refuse({ kind: 'next' })).toMatch(/Yellow Brigade and Old Tercio must still fight their ongoing melee/);
    expect(t.refuse({ kind: 'melee', unit: 'A1', target: 'D1', charging: false, aspect: 'front', ground: 'open' }, [3, 3])).toMatch(/Roll for the initiative/);
    t.play({ kind: 'initiative' }, [2, 5]);
    expect(t.state.toAct).toBe(1);
    // The Croats must charge: they ride down the disordered regimental guns.
    t.play({ kind: 'charge', unit: 'D4', target: 'A5', aspect: 'front', ground: 'open', crossedArc: false, evade: false }, [3, 4]);
    expect(t.unit('A5').status).toBe('destroyed');
    expect(t.unit('D4').acted).toBe(true);
    expect(t.state.toAct).toBe(0);
    // The Swedes fight their ongoing melee: equal scores, both lose a level and stay in contact.
    t.play({ kind: 'melee', unit: 'A1', target: 'D1', charging: false, aspect: 'front', ground: 'open' }, [3, 3]);
    expect(t.unit('A1')).toMatchObject({ status: 'disordered', acted: true, engagedWith: ['D1'] });
    expect(t.unit('D1')).toMatchObject({ status: 'disordered', acted: true, engagedWith: ['A1'] });
    expect(pendingImpetuous(t.state)).toEqual([]);
    expect(t.state.toAct).toBeNull();

    // 7. Camps and army morale: the commanded shot, in contact with nobody, loots the Imperial camp.
    t.play({ kind: 'next' });
    expect(t.state.step).toBe('morale');
    t.play({ kind: 'sack', side: 1, by: ['A4'] });
    expect(t.unit('A4')).toMatchObject({ status: 'disordered', bases: 2 });
    // Imperialists: 3 disordered/demoralized levels (1 + 2 + 1) and the camp (6) = 10; Swedes 1 + 1 + 3 = 5.
    expect(moralePoints(t.state, 1).points).toBe(10);
    expect(moralePoints(t.state, 0).points).toBe(5);
    const check = t.play({ kind: 'next' });
    expect(check.events[0]).toMatchObject({ type: 'army-check', broken: [], over: false });
    expect(check.results[0]?.result).toBe('Neither army breaks (Swedes 5/14, Imperialists 10/14).');

    // Turn 2 begins with everything reset but the combats, the statuses and the losses.
    expect(t.state).toMatchObject({ turn: 2, step: 'initiative', initiative: null, activeLeader: null, outcome: null });
    expect(t.state.units.filter((u) => u.acted)).toEqual([]);
    expect(t.state.leaders.filter((l) => l.hadInitiative || l.moved)).toEqual([]);
    expect(t.unit('A3').engagedWith).toEqual(['D3']);
    expect(t.unit('A4').formation).toBe('march');
  });
});

describe('Combat Effects and Rallying: simultaneous end-of-turn fire', () => {
  it('a fire without effect does not say it takes effect when the step ends', () => {
    const t = new Table({ ...battle(), step: 'end-fire' });
    // Regimental guns (+1) roll 1 against the siege guns' 6: no effect, nothing held back.
    const miss = t.play({ kind: 'fire', units: ['A5'], target: 'D2', short: false, cover: 'none' }, [1, 6]);
    expect(miss.results[0]?.result).toBe('No effect on Siege Guns.');
    expect(t.state.pendingFire ?? []).toEqual([]);
  });
  it('a second hit on the same target says where the hits together leave it; the events keep their words', () => {
    const t = new Table({ ...battle(), step: 'end-fire' });
    // Regimental guns (+1) 4 against the dragoons' (+1) 2: 1 level, held back.
    const first = t.play({ kind: 'fire', units: ['A5'], target: 'D5', short: false, cover: 'none' }, [4, 2]);
    expect(first.results[0]?.result).toMatch(/OK → Disordered\. Simultaneous fire: this takes effect when the step ends\.$/);
    // Commanded shot (+2, badly outnumbers) 3 against 3: 1 level more, on a unit already hit.
    const second = t.play({ kind: 'fire', units: ['A4'], target: 'D5', short: false, cover: 'none' }, [3, 3]);
    expect(second.results[0]?.result).toMatch(/ Simultaneous fire: this takes effect when the step ends, with the 1 level already waiting: OK → Demoralized\.$/);
    expect(second.events.find((e) => e.type === 'fire-pending')).toMatchObject({ text: 'Imperial Dragoons: OK → Disordered (fire by Commanded Shot): takes effect when the end-of-turn fire is over.' });
    // status <unit> says where the waiting hits will leave it.
    const detail = statusView(t.state, 'D5');
    expect(detail.ok && renderTerminal(detail.value, plain).map((l) => l.trim())).toContain('hit in the end-of-turn fire: OK → Demoralized when the step ends');
    const effect = t.play({ kind: 'next' });
    expect(effect.results[0]?.changes).toEqual([{ unit: 'Imperial Dragoons', from: 'OK', to: 'Demoralized' }]);
    const after = statusView(t.state, 'D5');
    expect(after.ok && renderTerminal(after.value, plain).join('\n')).not.toContain('end-of-turn fire');
  });
});

describe('Ongoing Combats, with the combat tables', () => {
  /** Turn 1, leaders step: Gustav Adolf is with the Yellow Brigade, locked with the Old Tercio. */
  function locked(): Table {
    const t = new Table(battle());
    t.play({ kind: 'engage', a: 'A1', b: 'D1' });
    t.play({ kind: 'engage', a: 'A2', b: 'D5' });
    t.play({ kind: 'attach', leader: 'AL1', unit: 'A1' });
    t.play({ kind: 'set-status', unit: 'A1', status: 'demoralized' });
    t.play({ kind: 'initiative' }, [5, 2]);
    t.play({ kind: 'first', side: 0 });
    return t;
  }
  it('a Regroup in combat, with the leader attached, is followed at once by a Melee he takes part in', () => {
    const t = locked();
    t.play({ kind: 'command', leader: 'AL1' }, [4]);
    // Regroup 5 + 1 (leader) + 1 (veteran) - 1 (demoralized) - 1 (in combat) = 5: one level, then the melee (6 against 1).
    const r = t.play({ kind: 'rest', unit: 'A1' }, [5, 6, 1]);
    expect(r.results.map((x) => x.action)).toEqual(['regroup', 'melee']);
    expect(r.events.map((e) => e.type)).toEqual(expect.arrayContaining(['activation', 'unit', 'leader-in-melee', 'acted']));
    expect(t.unit('A1')).toMatchObject({ status: 'disordered', acted: true });
    expect(t.unit('D1').acted).toBe(true);
    expect(leaderOf(t.state, 'AL1')).toMatchObject({ inMelee: true, activationsLeft: 3 });
    expect(t.refuse({ kind: 'leader-move', leader: 'AL1' })).toMatch(/in a melee this turn/);
  });
  it('a failed Retire is followed at once by a Melee; a successful one breaks contact', () => {
    const t = locked();
    t.play({ kind: 'command', leader: 'AL1' }, [4]);
    // Reiters (horse) leaving dragoons (foot): 1 + 1 = 2, fails; the melee follows (4 against 4).
    const failed = t.play({ kind: 'move', unit: 'A2', mode: 'retire', terrain: {} }, [1, 4, 4]);
    expect(failed.results.map((x) => x.action)).toEqual(['retire', 'melee']);
    expect(t.unit('A2').acted).toBe(true);
    expect(t.unit('D5').acted).toBe(true);
    const u = new Table(withLeader(locked().state, 'AL1', { attachedTo: null }));
    u.play({ kind: 'command', leader: 'AL1' }, [4]);
    u.play({ kind: 'move', unit: 'A2', mode: 'retire', terrain: {} }, [3]);
    expect(u.unit('A2').engagedWith).toEqual([]);
    expect(u.unit('D5').engagedWith).toEqual([]);
  });
  it('a leader caught up in an enemy melee before his initiative has one activation fewer', () => {
    const t = locked();
    t.play({ kind: 'attach', leader: 'DL1', unit: 'D1' });
    t.play({ kind: 'command', leader: 'AL1' }, [4]);
    // 6 against 1: the tercio loses, and Wallenstein, with it, survives his leader roll of 1.
    t.play({ kind: 'melee', unit: 'A1', target: 'D1', charging: false, aspect: 'front', ground: 'open' }, [6, 1, 1]);
    expect(leaderOf(t.state, 'DL1')).toMatchObject({ fate: 'alive', inMelee: true });
    expect(leaderOf(t.state, 'DL1').caughtUp).toBe(1);
    t.play({ kind: 'done' });
    const c = t.play({ kind: 'command', leader: 'DL1' }, [6]);
    expect(leaderOf(t.state, 'DL1').activationsLeft).toBe(3);
    expect(c.results[0]?.modifiers?.actor.map((m) => m.label)).toEqual(['Caught up in the struggle']);
  });
});

describe('Using the Game App: mods and odds, without rolling', () => {
  const s = withLeader(battle(), 'AL1', { attachedTo: 'A1' });
  const previewOk = (state: DevilState, a: DevilAction) => {
    const r = previewDevil(state, a);
    if (!r.ok) throw new Error(r.error);
    return r.value;
  };
  const preview = (a: DevilAction) => previewOk(s, a);
  it('command: the leader bonus itemised and the exact distribution', () => {
    const p = preview({ kind: 'command', leader: 'AL1' });
    expect(p.actorModifier).toBe(1);
    expect(p.odds?.outcomes.map((o) => o.fraction)).toEqual(['1/6', '1/3', '1/3', '1/6']);
  });
  it('initiative, regroup, retire, routed through and moves answer from the turn tables', () => {
    expect(preview({ kind: 'initiative' }).odds?.outcomes.map((o) => o.fraction)).toEqual(['1/2', '1/2']);
    const rg = previewDevil(withUnit(s, 'A4', { status: 'disordered' }), { kind: 'rest', unit: 'A4' });
    expect(rg.ok && rg.value.odds?.outcomes.map((o) => o.fraction)).toEqual(['1/3', '2/3']);
    expect(preview({ kind: 'routed', unit: 'A1' }).modifiers?.actor.map((m) => m.label)).toEqual(['Leader with unit', 'Veteran']);
    expect(preview({ kind: 'move', unit: 'A2', mode: 'advance', terrain: { rough: 1 } }).budget?.left).toBe(8);
  });
  it('fire and melee come from the combat tables, for both sides', () => {
    // A Melee is fought only by units in contact ("Melee"), so odds ask for one.
    const m = previewOk(engaged(s, 'A3', 'D3'), { kind: 'melee', unit: 'A3', target: 'D3', charging: true, aspect: 'front', ground: 'open' });
    expect(m.modifiers?.actor.length).toBeGreaterThan(0);
    expect(m.modifiers?.target.length).toBeGreaterThan(0);
    const sum = (m.odds?.outcomes ?? []).reduce((n, o) => n + o.probability, 0);
    expect(sum).toBeCloseTo(1, 12);
  });
  it('actions without dice preview no odds (odds answers "rolls no dice"; the shared answer says why they would be refused now)', () => {
    const p = previewDevil(s, { kind: 'done' });
    expect(p.ok && p.value.odds).toBeUndefined();
    expect(p.ok && p.value.notes).toBeUndefined();
  });
});
