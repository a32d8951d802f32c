import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import { executeDevil } from '../../../src/rulesets/devil/execute.js';
import { makeState } from './fixtures.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { actingUnits } from '../../../src/rulesets/devil/turn-activation.js';
import { eligibleEndFire, pendingImpetuous } from '../../../src/rulesets/devil/turn-end.js';
import { commandHolder, leaderCommands } from '../../../src/rulesets/devil/turn-leaders.js';
import { legalActions } from '../../../src/rulesets/devil/turn-legal-actions.js';
import { parseDevilCommand } from '../../../src/rulesets/devil/parse.js';
import { atLeaders, battle, commanding, engaged, leaderOf, play, refuse, unitOf, withLeader, withUnit } from './turn-fixtures.js';

const command = (s: DevilState, leader: string, face: number) => play(s, { kind: 'command', leader }, [face]);

describe('Leaders and Command Control: activations', () => {
  it('the command die gives 1-4 activations and the leader bonus is added and shown', () => {
    const r = command(atLeaders(), 'AL1', 4); // Gustav Adolf, +1: face 4 → 3, + 1
    expect(leaderOf(r.state, 'AL1').activationsLeft).toBe(4);
    expect(r.results[0]?.modifiers?.actor).toEqual([expect.objectContaining({ label: 'Leader bonus', value: 1 })]);
    expect(r.results[0]?.result).toBe('Gustav Adolf takes the initiative: rolled 4 → 3 activations, leader bonus +1 → 4 activations.');
    expect(r.results[0]?.odds?.outcomes.map((o) => `${o.label} ${o.fraction}`)).toEqual(['2 activations 1/6', '3 activations 1/3', '4 activations 1/3', '5 activations 1/6']);
  });
  it('a poor leader can be left with no activation at all, never fewer than none', () => {
    let s = play(atLeaders(), { kind: 'command', leader: 'AL2' }, [3]).state;
    s = play(s, { kind: 'done' }).state;
    const r = command(s, 'DL2', 1); // Pappenheim, -1: face 1 → 1 - 1
    expect(leaderOf(r.state, 'DL2').activationsLeft).toBe(0);
    expect(r.results[0]?.result).toBe('Pappenheim takes the initiative: rolled 1 → 1 activation, leader penalty −1 → 0 activations.');
    expect(refuse(r.state, { kind: 'rest', unit: 'D3' })).toBe('Pappenheim has no activations left.');
  });
  it('a leader caught up in an enemy melee before his initiative has one activation fewer', () => {
    const s = withLeader(atLeaders(), 'AL2', { caughtUp: 1 });
    const r = command(s, 'AL2', 6);
    expect(leaderOf(r.state, 'AL2').activationsLeft).toBe(3);
    expect(r.results[0]?.modifiers?.actor).toEqual([expect.objectContaining({ label: 'Caught up in the struggle', value: -1 })]);
  });
  it('a leader bonus and being caught up that cancel out are still said in the result, as odds says them; the event keeps its words', () => {
    const s = withLeader(atLeaders(), 'AL1', { caughtUp: 1 }); // Gustav Adolf, +1, caught up −1
    const r = command(s, 'AL1', 1);
    expect(leaderOf(r.state, 'AL1').activationsLeft).toBe(1);
    expect(r.results[0]?.result).toBe('Gustav Adolf takes the initiative: rolled 1 → 1 activation, leader bonus +1, caught up in the struggle −1 (±0) → 1 activation.');
    expect(r.events[0]?.text).toBe('Gustav Adolf takes the initiative: rolled 1 → 1 activation.');
  });
  it('each action uses one activation; when none are left the leader can activate nothing more', () => {
    let s = command(atLeaders(), 'AL2', 2).state; // 2 activations
    s = play(s, { kind: 'rest', unit: 'A3' }).state;
    expect(leaderOf(s, 'AL2').activationsLeft).toBe(1);
    s = play(s, { kind: 'rest', unit: 'A4' }).state;
    expect(refuse(s, { kind: 'rest', unit: 'A5' })).toBe('Wrangel has no activations left.');
    expect(actingUnits(s)).toEqual([]);
  });
  it('a wing leader activates only his own units; the army commander any unit of the army', () => {
    const w = command(atLeaders(), 'AL2', 6).state;
    expect(refuse(w, { kind: 'rest', unit: 'A1' })).toBe('Yellow Brigade is not under Wrangel\'s command.');
    expect(refuse(w, { kind: 'rest', unit: 'D1' })).toMatch(/enemy unit/);
    expect(leaderCommands(w, 'AL2')).toEqual(['A3', 'A4', 'A5']);
    expect(leaderCommands(w, 'AL1')).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
    const g = command(atLeaders(), 'AL1', 6).state;
    expect(play(g, { kind: 'rest', unit: 'A4' }).events.map((e) => e.type)).toEqual(['activation', 'acted']);
  });
  it('units need an activation: nothing acts without a leader holding the initiative', () => {
    expect(refuse(atLeaders(), { kind: 'rest', unit: 'A1' })).toMatch(/No leader holds the initiative/);
  });
  it('the menus offer only the leaders who may still take the initiative', () => {
    const s = play(play(atLeaders(), { kind: 'command', leader: 'AL2' }, [3]).state, { kind: 'done' }).state;
    expect(legalActions(s).map((a) => `${a.kind} ${a.leader ?? ''}`)).toEqual(['command DL1', 'command DL2']);
  });
});

describe("Leaders and Command Control: the leader's move", () => {
  it('one 24" move per turn, during his own initiative', () => {
    const s = command(atLeaders(), 'AL2', 3).state;
    expect(refuse(s, { kind: 'leader-move', leader: 'AL1' })).toMatch(/during his own initiative/);
    const r = play(s, { kind: 'leader-move', leader: 'AL2' });
    expect(leaderOf(r.state, 'AL2').moved).toBe(true);
    expect(r.results[0]?.result).toMatch(/24"/);
    expect(refuse(r.state, { kind: 'leader-move', leader: 'AL2' })).toBe('Wrangel has already made his move this turn.');
  });
  it('moving away leaves the unit he was with; he may not move after being in a melee', () => {
    const s = withLeader(command(atLeaders(), 'AL2', 3).state, 'AL2', { attachedTo: 'A3' });
    const r = play(s, { kind: 'leader-move', leader: 'AL2' });
    expect(leaderOf(r.state, 'AL2').attachedTo).toBeNull();
    expect(refuse(withLeader(s, 'AL2', { inMelee: true }), { kind: 'leader-move', leader: 'AL2' })).toMatch(/in a melee this turn/);
  });
  it('he cannot leave a unit in an ongoing combat', () => {
    const s = engaged(withLeader(command(atLeaders(), 'AL2', 3).state, 'AL2', { attachedTo: 'A3' }), 'A3', 'D3');
    expect(refuse(s, { kind: 'leader-move', leader: 'AL2' })).toMatch(/ongoing combat/);
  });
  it('attach and detach are game-master corrections', () => {
    const r = play(battle(), { kind: 'attach', leader: 'AL1', unit: 'A1' });
    expect(leaderOf(r.state, 'AL1').attachedTo).toBe('A1');
    expect(refuse(r.state, { kind: 'attach', leader: 'AL1', unit: 'D1' })).toMatch(/enemy/);
    expect(leaderOf(play(r.state, { kind: 'detach', leader: 'AL1' }).state, 'AL1').attachedTo).toBeNull();
  });
});

describe('Leaders and Command Control: fallen leaders', () => {
  it('a killed leader is not replaced; his command passes to the surviving leader named', () => {
    const r = play(battle(), { kind: 'leader-fate', leader: 'AL2', fate: 'killed', heir: 'AL1' });
    expect(leaderOf(r.state, 'AL2').fate).toBe('killed');
    expect(commandHolder(r.state, unitOf(r.state, 'A3'))?.id).toBe('AL1');
    expect(unitOf(r.state, 'A3').commander).toBe('AL2'); // kept, so that the views can say for whom
    expect(leaderOf(r.state, 'AL1').inherited).toEqual(['AL2']);
  });
  it('says whose command passes in plain English, for names ending in s too', () => {
    const s = withLeader(battle(), 'AL2', { name: 'Jacobus Johannes' });
    const r = play(s, { kind: 'leader-fate', leader: 'AL2', fate: 'killed', heir: 'AL1' });
    expect(r.events.map((e) => e.text)).toContain("Gustav Adolf now commands Jacobus Johannes' units.");
    const q = play(battle(), { kind: 'leader-fate', leader: 'AL2', fate: 'killed', heir: 'AL1' });
    expect(q.events.map((e) => e.text)).toContain("Gustav Adolf now commands Wrangel's units.");
    expect(q.results[0]?.result).toBe("Wrangel is killed. Gustav Adolf now commands Wrangel's units.");
  });
  it('with one survivor the command passes to him; with several the player names the heir later', () => {
    const one = play(battle(), { kind: 'leader-fate', leader: 'DL1', fate: 'captured' });
    expect(one.events.map((e) => e.type)).toEqual(['leader-fate', 'command-passed']);
    expect(commandHolder(one.state, unitOf(one.state, 'D1'))?.id).toBe('DL2');
    // Pappenheim, heir to the army commander, may now activate any Imperial unit.
    expect(leaderCommands(one.state, 'DL2')).toEqual(['D1', 'D2', 'D3', 'D4', 'D5']);
  });
  it('a leader killed while holding the initiative loses it, and the turn goes on', () => {
    const s = command(atLeaders(), 'AL2', 6).state;
    const r = play(s, { kind: 'leader-fate', leader: 'AL2', fate: 'killed', heir: 'AL1' });
    expect(r.state.activeLeader).toBeNull();
    expect(r.state.toAct).toBe(1);
  });
  it('a side without leaders has no activations but still fires at the end of the turn and fights', () => {
    let s = play(atLeaders(), { kind: 'leader-fate', leader: 'DL1', fate: 'killed' }).state;
    s = play(s, { kind: 'leader-fate', leader: 'DL2', fate: 'killed' }).state;
    expect(s.toAct).toBe(0);
    s = play(play(s, { kind: 'command', leader: 'AL1' }, [3]).state, { kind: 'done' }).state;
    expect(s.toAct).toBe(0); // the Swedes continue: no Imperial leader is left
    s = play(play(s, { kind: 'command', leader: 'AL2' }, [3]).state, { kind: 'done' }).state;
    expect(s.toAct).toBeNull();
    s = play(s, { kind: 'next' }).state;
    expect(eligibleEndFire(s).filter((u) => u.side === 1).map((u) => u.id)).toEqual(['D1', 'D2', 'D4', 'D5']);
    expect(pendingImpetuous(engaged(s, 'A1', 'D1')).map((p) => p.unit)).toContain('D1');
  });
});

describe('Leaders and Command Control: a leader whose unit is destroyed is left alone', () => {
  it('the result says he makes an immediate free move out of the way and may join a nearby friendly unit', () => {
    const s = withLeader(withUnit(commanding(battle(), 'DL1', 3), 'A5', { status: 'demoralized' }), 'AL2', { attachedTo: 'A5' });
    const r = executeDevil(s, { kind: 'fire', units: ['D2'], target: 'A5', short: true, cover: 'none' }, handDice([6, 1]));
    if (!r.ok) throw new Error(r.error);
    expect(unitOf(r.value.state, 'A5').status).toBe('destroyed');
    expect(leaderOf(r.value.state, 'AL2').attachedTo).toBeNull();
    expect(r.value.results.map((x) => x.result)).toContain(
      'Wrangel is left alone with Regimental Guns gone: he makes an immediate free move out of the way, which does not count as his move, and may use it to join a nearby friendly unit (attach).',
    );
  });
});

describe('Leaders and Command Control: a command awaiting an heir passes when one leader is left', () => {
  it('the army commander fell with no heir named; when the next leader falls, the last survivor takes both commands', () => {
    const s = atLeaders(
      makeState({
        attacker: [{ type: 'commanded-shot' }],
        defender: [{ name: 'Guard', type: 'guard-cuirassier' }],
        leaders: { defender: [{ name: 'Tilly', role: 'army' }, { name: 'Aldringen' }, { name: 'Werth' }] },
      }),
    );
    const first = play(s, { kind: 'leader-fate', leader: 'DL1', fate: 'killed' });
    expect(first.events.map((e) => e.type)).toEqual(['leader-fate']);
    const second = play(first.state, { kind: 'leader-fate', leader: 'DL2', fate: 'killed' });
    expect(second.events.filter((e) => e.type === 'command-passed').map((e) => (e.type === 'command-passed' ? [e.from, e.to] : []))).toEqual([
      ['DL1', 'DL3'],
      ['DL2', 'DL3'],
    ]);
    expect(leaderCommands(second.state, 'DL3')).toEqual(['D1']);
    expect(second.results.map((r) => r.result)).toContain('Werth now commands Tilly\'s units. As heir to the army commander, Werth may activate any unit of the army.');
  });
});

describe('Leaders and Command Control: a fallen heir passes his inherited command once', () => {
  const three = () =>
    atLeaders(
      makeState({
        attacker: [{ type: 'commanded-shot' }],
        defender: [{ name: 'Guard', type: 'guard-cuirassier' }, { name: 'Horse', type: 'cuirassier' }],
        leaders: { defender: [{ name: 'Tilly', role: 'army' }, { name: 'Aldringen' }, { name: 'Werth' }] },
      }),
    );
  const passes = (r: ReturnType<typeof play>) => r.events.filter((e) => e.type === 'command-passed').map((e) => (e.type === 'command-passed' ? [e.from, e.to] : []));

  it('an heir named, then killed: the last survivor takes both commands in one pass', () => {
    const first = play(three(), { kind: 'leader-fate', leader: 'DL1', fate: 'killed', heir: 'DL2' });
    const second = play(first.state, { kind: 'leader-fate', leader: 'DL2', fate: 'killed' });
    expect(passes(second)).toEqual([['DL2', 'DL3']]);
    expect(leaderOf(second.state, 'DL3').inherited).toEqual(['DL2', 'DL1']);
    expect(second.results.map((r) => r.result).filter((t) => t.includes('now commands'))).toEqual([
      "Werth now commands Aldringen's units, and those Aldringen had taken over from Tilly. As heir to the army commander, Werth may activate any unit of the army.",
    ]);
  });
  it('a chain of three: each heir falls in turn and nothing is passed twice', () => {
    const s = atLeaders(
      makeState({
        attacker: [{ type: 'commanded-shot' }],
        defender: [{ name: 'Guard', type: 'guard-cuirassier' }],
        leaders: { defender: [{ name: 'Tilly', role: 'army' }, { name: 'Aldringen' }, { name: 'Werth' }, { name: 'Isolano' }] },
      }),
    );
    const a = play(s, { kind: 'leader-fate', leader: 'DL1', fate: 'killed', heir: 'DL2' });
    const b = play(a.state, { kind: 'leader-fate', leader: 'DL2', fate: 'killed', heir: 'DL3' });
    const c = play(b.state, { kind: 'leader-fate', leader: 'DL3', fate: 'killed' });
    expect(passes(c)).toEqual([['DL3', 'DL4']]);
    expect(leaderOf(c.state, 'DL4').inherited).toEqual(['DL3', 'DL2', 'DL1']);
    expect(leaderCommands(c.state, 'DL4')).toEqual(['D1']);
  });
});

describe('Leaders and Command Control: leaders are not units', () => {
  const parsed = (s: DevilState, line: string) => {
    const r = parseDevilCommand(s, line);
    return r.ok ? 'parsed' : r.error;
  };
  it('leaders may not be targeted for fire or charges, nor meleed but through their unit: the refusal says so', () => {
    const s = command(atLeaders(), 'AL2', 6);
    for (const line of ['fire A5 at DL1', 'advfire A5 at DL2', 'charge A4 at dl2', 'melee A3 at DL1']) {
      expect(parsed(s.state, line), line).toMatch(/^DL\d is a leader \((Wallenstein|Pappenheim)\), not a unit: leaders are never the target of fire or charges/);
    }
    // A leader typed as the acting unit is told his own commands.
    expect(parsed(s.state, 'advance AL2')).toBe('AL2 is a leader (Wrangel), not a unit: his own move is "move AL2", and "attach AL2 <unit>" joins him to a unit.');
    // Any other miss is the generic one.
    expect(parsed(s.state, 'fire A5 at D9')).toMatch(/^no unit matches "D9"/);
  });
});

describe('Leaders and Command Control: an attached leader', () => {
  it('may still give activations to units he is not attached to', () => {
    const s = withLeader(command(atLeaders(), 'AL2', 3).state, 'AL2', { attachedTo: 'A3' });
    const r = play(s, { kind: 'rest', unit: 'A5' });
    expect(r.events.map((e) => e.type)).toContain('acted');
    expect(leaderOf(r.state, 'AL2').attachedTo).toBe('A3');
  });
  it('moves with his unit even after his own move, and stays with it', () => {
    let s = play(command(atLeaders(), 'AL2', 3).state, { kind: 'leader-move', leader: 'AL2' }).state;
    s = play(s, { kind: 'attach', leader: 'AL2', unit: 'A4' }).state;
    const advance = parseDevilCommand(s, 'advance A4 --leader');
    if (!advance.ok) throw new Error(advance.error);
    const r = play(s, advance.value);
    expect(leaderOf(r.state, 'AL2').attachedTo).toBe('A4');
    expect(leaderOf(r.state, 'AL2').moved).toBe(true);
  });
});

describe('Combat Effects and Rallying: Disorder and Demoralization do not stop a unit from being activated', () => {
  it('a Disordered or Demoralized unit may still move, fire, charge and regroup', () => {
    for (const status of ['disordered', 'demoralized'] as const) {
      const s = withUnit(withUnit(withUnit(command(atLeaders(), 'AL2', 4).state, 'A3', { status }), 'A4', { status }), 'A5', { status });
      for (const line of ['advance A3', 'fire A4 at D1', 'charge A3 at D4', 'rest A5']) {
        const action = parseDevilCommand(s, line);
        if (!action.ok) throw new Error(action.error);
        const r = executeDevil(s, action.value, { roll: () => 3 });
        expect(r.ok ? r.value.events.map((e) => e.type) : r.error, `${status}: ${line}`).toContain('acted');
      }
    }
  });
});
