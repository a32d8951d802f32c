import { describe, expect, it } from 'vitest';
import type { DevilAction } from '../../../src/rulesets/devil/actions.js';
import type { DevilEvent } from '../../../src/rulesets/devil/events.js';
import { applyEvents } from '../../../src/rulesets/devil/events.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { nextBlocker } from '../../../src/rulesets/devil/turn.js';
import { eligibleEndFire, pendingImpetuous } from '../../../src/rulesets/devil/turn-end.js';
import { legalActions } from '../../../src/rulesets/devil/turn-legal-actions.js';
import { atLeaders, battle, engaged, leaderOf, play, refuse, unitOf, withUnit } from './turn-fixtures.js';

/** Give a leader the initiative and end it at once (command die, then done). */
function pass(s: DevilState, leader: string, face = 3): DevilState {
  const c = play(s, { kind: 'command', leader }, [face]).state;
  return play(c, { kind: 'done' }).state;
}

describe('Turn Sequence 1: initiative', () => {
  it('the roll identifies a side, which then chooses who goes first', () => {
    const r = play(battle(), { kind: 'initiative' }, [2, 6]);
    expect(r.state.initiative).toBe(1);
    expect(r.results[0]).toMatchObject({ action: 'initiative', rolls: { actor: 2, target: 6 } });
    expect(r.results[0]?.odds?.outcomes.map((o) => o.fraction)).toEqual(['1/2', '1/2']);
    const f = play(r.state, { kind: 'first', side: 0 });
    expect(f.state).toMatchObject({ step: 'leaders', first: 0, toAct: 0 });
  });
  it('ties are rolled again, and the result names the tied rolls as hand dice would', () => {
    const r = play(battle(), { kind: 'initiative' }, [4, 4, 3, 3, 1, 2]);
    expect(r.state.initiative).toBe(1);
    expect(r.results[0]?.result).toMatch(/\(1 against 2 after ties at 4 and 3 rolled again\)\.$/);
    expect(play(battle(), { kind: 'initiative' }, [1, 1, 4, 6]).results[0]?.result).toMatch(/\(4 against 6 after a tie at 1 rolled again\)\.$/);
  });
  it('is rolled once, at the start of the turn; nothing else happens before it', () => {
    const r = play(battle(), { kind: 'initiative' }, [5, 2]).state;
    expect(refuse(r, { kind: 'initiative' }, [1, 2])).toMatch(/already been rolled/);
    expect(refuse(battle(), { kind: 'first', side: 0 })).toMatch(/Roll for the initiative first/);
    expect(refuse(battle(), { kind: 'next' })).toMatch(/Roll for the initiative first/);
    expect(refuse(r, { kind: 'next' })).toMatch(/choose who acts first/);
    expect(refuse(battle(), { kind: 'command', leader: 'AL1' }, [3])).toMatch(/leaders step/);
    expect(refuse(atLeaders(), { kind: 'initiative' }, [1, 2])).toMatch(/start of the turn/);
  });
  it('Turn Sequence: a refused next names the command that goes on (initiative, first <side>)', () => {
    const r = play(battle(), { kind: 'initiative' }, [5, 2]).state;
    expect(refuse(battle(), { kind: 'next' })).toBe('Roll for the initiative first: type initiative.');
    expect(refuse(r, { kind: 'next' })).toMatch(/: they choose who acts first \(first \S.*, or first \S.*\)\.$/);
  });
  it('Turn Sequence 1: a refusal before the initiative is settled names the command that goes on, in the same words as next', () => {
    const fire: DevilAction = { kind: 'fire', units: ['A1'], target: 'D1', short: false, cover: 'none' };
    expect(refuse(battle(), { kind: 'first', side: 0 })).toBe('Roll for the initiative first: type initiative.');
    expect(refuse(battle(), fire, [3, 3])).toBe('Units do not act during initiative. Roll for the initiative first: type initiative.');
    const rolled = play(battle(), { kind: 'initiative' }, [5, 2]).state;
    expect(refuse(rolled, fire, [3, 3])).toBe(`Units do not act during initiative. ${nextBlocker(rolled)}`);
    expect(nextBlocker(rolled)).toMatch(/\(first \S.*, or first \S.*\)\.$/);
  });
  it('a refusal changes nothing', () => {
    const s = atLeaders();
    const copy = structuredClone(s);
    refuse(s, { kind: 'command', leader: 'DL1' }, [3]);
    expect(s).toEqual(copy);
  });
});

describe('Turn Sequence 2-4: leaders take the initiative in turn', () => {
  it('the side acting first gives one leader the initiative; the other side is refused', () => {
    const s = atLeaders();
    expect(refuse(s, { kind: 'command', leader: 'DL1' }, [3])).toBe("It is the Swedes' turn to give a leader the initiative.");
    const r = play(s, { kind: 'command', leader: 'AL2' }, [3]);
    expect(r.state.activeLeader).toBe('AL2');
    expect(leaderOf(r.state, 'AL2')).toMatchObject({ hadInitiative: true, activationsLeft: 2 });
    expect(refuse(r.state, { kind: 'command', leader: 'AL1' }, [3])).toMatch(/Wrangel holds the initiative/);
  });
  it('when a leader is done the initiative passes to the other side, and back', () => {
    let s = pass(atLeaders(), 'AL2');
    expect(s.toAct).toBe(1);
    s = pass(s, 'DL2');
    expect(s.toAct).toBe(0);
    expect(refuse(s, { kind: 'command', leader: 'AL2' }, [3])).toBe('Wrangel has already had the initiative this turn.');
  });
  it('if the other side has no leader left to act, the same side continues', () => {
    // Swedes, Imperialists, Swedes: the Swedes are out, so the Imperialists act twice running.
    let v = pass(atLeaders(), 'AL1');
    v = pass(v, 'DL1');
    v = pass(v, 'AL2');
    expect(v.toAct).toBe(1);
    const x = play(play(v, { kind: 'command', leader: 'DL2' }, [3]).state, { kind: 'done' });
    expect(x.state.toAct).toBeNull();
    // A side whose turn it is, but who has nobody left (here after a fall), is skipped.
    const y = play(pass(atLeaders(), 'AL1'), { kind: 'leader-fate', leader: 'AL2', fate: 'killed', heir: 'AL1' });
    const z = play(play(y.state, { kind: 'command', leader: 'DL1' }, [3]).state, { kind: 'done' });
    expect(z.state.toAct).toBe(1);
    expect(z.results.map((r) => r.result)).toContain('The Swedes have no leader left to act: the Imperialists continue.');
  });
  it('next waits until every living leader has had the initiative, and says who is missing', () => {
    let s = pass(atLeaders(), 'AL1');
    expect(refuse(s, { kind: 'next' })).toBe('Wrangel, Wallenstein and Pappenheim have not had the initiative yet: command <leader> gives it.');
    s = pass(pass(pass(s, 'DL1'), 'AL2'), 'DL2');
    expect(nextBlocker(s)).toBeNull();
    const active = play(atLeaders(), { kind: 'command', leader: 'AL2' }, [3]).state;
    expect(refuse(active, { kind: 'next' })).toMatch(/Wrangel still holds the initiative/);
  });
  it('each unit acts once per turn', () => {
    const s = play(atLeaders(), { kind: 'command', leader: 'AL2' }, [6]).state;
    const r = play(s, { kind: 'rest', unit: 'A4' });
    expect(unitOf(r.state, 'A4').acted).toBe(true);
    expect(refuse(r.state, { kind: 'rest', unit: 'A4' })).toBe('Commanded Shot has already acted this turn.');
  });
});

function allDone(): DevilState {
  return pass(pass(pass(pass(atLeaders(), 'AL1'), 'DL1'), 'AL2'), 'DL2');
}

describe('Turn Sequence 5: end-of-turn fire', () => {
  it('lists units that can fire and have not acted; pistol horse, columns and units in combat cannot', () => {
    let s = allDone();
    s = withUnit(s, 'A4', { acted: true });
    s = withUnit(s, 'D5', { formation: 'march' });
    s = engaged(s, 'A1', 'D1');
    const r = play(s, { kind: 'next' });
    expect(r.state.step).toBe('end-fire');
    const ids = eligibleEndFire(r.state).map((u) => u.id);
    expect(ids).toEqual(['A5', 'D2', 'D4']);
    expect(r.results[0]?.result).toMatch(/May fire: Regimental Guns, Siege Guns and Croats/);
    expect(legalActions(r.state).filter((a) => a.kind === 'fire').map((a) => a.unit)).toEqual(ids);
  });
  it('armed eastern reiters fire at the end of the turn; unarmed ones do not', () => {
    const s = { ...battle(), step: 'end-fire' as const };
    expect(eligibleEndFire(s).some((u) => u.id === 'A2')).toBe(false);
    expect(eligibleEndFire(withUnit(s, 'A2', { missiles: true })).some((u) => u.id === 'A2')).toBe(true);
  });
  it('fire is simultaneous: held hits take effect together when the step ends', () => {
    const held: DevilEvent[] = [
      { type: 'fire-pending', unit: 'D1', levels: 1, destroy: false, text: '' },
      { type: 'fire-pending', unit: 'D1', levels: 2, destroy: false, text: '' },
      { type: 'fire-pending', unit: 'A4', levels: 1, destroy: false, text: '' },
    ];
    const s = applyEvents({ ...allDone(), step: 'end-fire', toAct: null }, held);
    expect(unitOf(s, 'D1').status).toBe('ok'); // nothing applied yet
    const r = play(s, { kind: 'next' });
    expect(unitOf(r.state, 'D1')).toMatchObject({ status: 'demoralized', bases: 5 });
    expect(unitOf(r.state, 'A4').status).toBe('disordered');
    expect(r.state.pendingFire).toEqual([]);
    expect(r.results[0]?.result).toMatch(/End-of-turn fire takes effect/);
    expect(r.state.step).toBe('impetuous');
  });
  it('only fire is allowed in this step', () => {
    const s = { ...allDone(), step: 'end-fire' as const };
    expect(refuse(s, { kind: 'move', unit: 'A4', mode: 'advance', terrain: {} })).toMatch(/Only fire/);
  });
});

describe('Turn Sequence 6: impetuous charges and ongoing melees', () => {
  it('lists deployed impetuous units and units in ongoing melees that have not acted', () => {
    let s = engaged(battle(), 'A1', 'D1');
    s = withUnit(s, 'A1', { acted: true });
    expect(pendingImpetuous(s)).toEqual([
      { unit: 'D1', name: 'Old Tercio', side: 1, reason: 'melee' },
      { unit: 'D4', name: 'Croats', side: 1, reason: 'impetuous' },
    ]);
    expect(pendingImpetuous(withUnit(s, 'D4', { formation: 'march' })).map((p) => p.unit)).toEqual(['D1']);
  });
  it('with units on both sides the order is rolled for, and then the sides alternate', () => {
    const s = engaged({ ...allDone(), step: 'end-fire' }, 'A2', 'D3');
    const r = play(s, { kind: 'next' });
    expect(r.state).toMatchObject({ step: 'impetuous', toAct: null });
    expect(legalActions(r.state).map((a) => a.kind)).toContain('initiative');
    expect(refuse(r.state, { kind: 'next' })).toMatch(/Smaland Reiters and Pappenheim Cuirassiers must still fight their ongoing melee/);
    const o = play(r.state, { kind: 'initiative' }, [1, 4]);
    expect(o.state.toAct).toBe(1);
    expect(legalActions(o.state).filter((a) => a.unit).map((a) => `${a.kind} ${a.unit}`)).toEqual(['melee D3', 'charge D4']);
  });
  it('with only one side to act no roll is needed', () => {
    const s = { ...allDone(), step: 'end-fire' as const };
    const r = play(s, { kind: 'next' });
    expect(r.state.toAct).toBe(1);
    expect(refuse(r.state, { kind: 'initiative' }, [1, 2])).toMatch(/No initiative is needed/);
  });
  it('a correction that leaves the side to act with nothing to do passes the turn on', () => {
    const s = engaged({ ...allDone(), step: 'impetuous' as const, toAct: 1 as const }, 'A2', 'D3');
    const r = play(s, { kind: 'set-status', unit: 'D3', status: 'destroyed' });
    // The Croats (side 1) still must charge; the reiters are free again.
    expect(r.state.toAct).toBe(1);
    const q = play(r.state, { kind: 'set-status', unit: 'D4', status: 'destroyed' });
    expect(q.state.toAct).toBeNull();
    expect(nextBlocker(q.state)).toBeNull();
  });
  it('first <side> is refused here with the reason for this step: the order is rolled for, not chosen', () => {
    const s = engaged({ ...allDone(), step: 'end-fire' }, 'A2', 'D3');
    const r = play(s, { kind: 'next' }).state;
    expect(refuse(r, { kind: 'first', side: 0 })).toBe(
      'Nobody chooses who goes first in the impetuous charges and melees: roll the initiative: its winner charges or fights first, then the sides alternate.',
    );
    const o = play(r, { kind: 'initiative' }, [1, 4]).state;
    expect(refuse(o, { kind: 'first', side: 0 })).toBe('Nobody chooses who goes first in the impetuous charges and melees: the Imperialists charge or fight next, and the sides alternate.');
    const lone = play({ ...allDone(), step: 'end-fire' as const }, { kind: 'next' }).state;
    expect(refuse({ ...lone, toAct: null }, { kind: 'first', side: 0 })).toMatch(/: only the Imperialists have units that must charge or fight\.$/);
  });
  it('first <side> in the other steps says why in that step\'s words', () => {
    expect(refuse(allDone(), { kind: 'first', side: 1 })).toBe(
      'Who acts first is chosen once a turn, right after the initiative roll (the Swedes acted first this turn). In the leaders step the sides take turns giving a leader the initiative.',
    );
    expect(refuse({ ...allDone(), step: 'end-fire' }, { kind: 'first', side: 1 })).toMatch(/^Nobody acts first in the end-of-turn fire: it is simultaneous/);
    expect(refuse({ ...allDone(), step: 'morale' }, { kind: 'first', side: 1 })).toMatch(/^Nobody acts first in the camps and army morale step/);
  });
  it('an impetuous unit that found no enemy in reach does not hold up the turn', () => {
    const s = { ...allDone(), step: 'impetuous' as const, toAct: 1 as const };
    const r = play(s, { kind: 'next' });
    expect(r.state.step).toBe('morale');
    expect(r.results[0]?.result).toMatch(/Croats had no eligible enemy within charge range/);
  });
});

describe('Turn Sequence 7: camps, army break check and the next turn', () => {
  it('walks end-of-turn fire, impetuous, morale, then a fresh turn with everything reset', () => {
    const active = play(atLeaders(), { kind: 'command', leader: 'AL1' }, [6]).state;
    let s = play(active, { kind: 'rest', unit: 'A1' }).state;
    s = play(s, { kind: 'done' }).state;
    s = pass(pass(pass(s, 'DL1'), 'AL2'), 'DL2');
    s = play(s, { kind: 'next' }).state;
    expect(s.step).toBe('end-fire');
    s = play(s, { kind: 'next' }).state;
    expect(s).toMatchObject({ step: 'impetuous', toAct: 1 });
    s = play(s, { kind: 'next' }).state;
    expect(s.step).toBe('morale');
    const r = play(s, { kind: 'next' });
    expect(r.events.map((e) => e.type)).toEqual(['army-check', 'turn', 'step']);
    expect(r.state).toMatchObject({ turn: 2, step: 'initiative', initiative: null, first: null, toAct: null, activeLeader: null });
    expect(r.state.units.every((u) => !u.acted)).toBe(true);
    expect(r.state.leaders.every((l) => !l.hadInitiative && !l.moved && l.caughtUp === 0)).toBe(true);
  });
  it('the camps step opens with each camp still standing and, when enemy units are free of contact, the sack command', () => {
    const into = (st: DevilState) => play({ ...st, step: 'impetuous', toAct: null }, { kind: 'next' }).results[0]?.result ?? '';
    const both = into(withUnit(allDone(), 'D4', { acted: true }));
    expect(both).toBe(
      'Turn 1: Camps and army morale. ' +
        'The camp of the Swedes stands: if a unit of the Imperialists that is not itself in contact with the enemy touches it, record the sack with sack attacker camp --by <units>. ' +
        'The camp of the Imperialists stands: if a unit of the Swedes that is not itself in contact with the enemy touches it, record the sack with sack defender camp --by <units>.',
    );
    // The step's event keeps the words journals recorded before 0.6.0, so they still replay.
    const event = play({ ...withUnit(allDone(), 'D4', { acted: true }), step: 'impetuous', toAct: null }, { kind: 'next' }).events[0]?.text;
    expect(event).toContain('if a unit of the Swedes not itself in contact with the enemy touches it, give sack defender camp --by <units>.');
    // A sacked camp is not listed; a camp whose enemies are all in contact only stands.
    const sacked = applyEvents(withUnit(allDone(), 'D4', { acted: true }), [{ type: 'camp-sacked', side: 1, text: '' }]);
    expect(into(sacked)).not.toContain('camp of the Imperialists');
    let locked = withUnit(allDone(), 'D4', { acted: true });
    for (const [a, d] of [['A1', 'D1'], ['A2', 'D2'], ['A3', 'D3'], ['A4', 'D4'], ['A5', 'D5']] as const) locked = engaged(withUnit(locked, a, { acted: true }), a, d);
    locked = { ...locked, units: locked.units.map((u) => ({ ...u, acted: true })) };
    expect(into(locked)).toContain('The camp of the Imperialists stands.');
    expect(into(locked)).not.toContain('sack defender camp');
  });
  it('next is refused in the initiative step and moves on everywhere else only when allowed', () => {
    expect(nextBlocker(battle())).not.toBeNull();
    expect(nextBlocker({ ...battle(), step: 'morale' })).toBeNull();
    expect(nextBlocker({ ...battle(), step: 'end-fire' })).toBeNull();
  });
});
