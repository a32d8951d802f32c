/** Seed 004, 5.2–5.5 (combat), 6.1 (results and their exceptions), 6.2 (recovery), 7.3–7.4 (leaders in combat). */
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { previewPs } from '../../../src/rulesets/pike-and-shot/odds.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import { attackerResult, defenderResult } from '../../../src/rulesets/pike-and-shot/results.js';
import { plain } from '../../../src/present/paint.js';
import { resolutionSentence } from '../../../src/repl/format.js';
import { changesOf, refusal, run, runAll, SAMPLE, SMALL, stateOf, unit } from './fixtures.js';

/** The sample at the Imperial combat phase. */
const combat = () => run(stateOf(SAMPLE), 'next').state;
const tercio = { id: 'x', name: 'Walloons', type: 'tercio' as const, status: 'ordered' as const };

describe('5.3 fire combat', () => {
  it('the fire factor and a stacked leader find the column; one die gives the result', () => {
    const r = run(combat(), 'fire A1 at B5 --range 1', [4]);
    expect(r.text).toMatch(/Infantry & Cavalry Fire line \(5\.3\), column 4 \(4\), rolled 4: D/);
    expect(unit(r.state, 'B5').status).toBe('disordered');
    expect(r.state.pending).toMatchObject([{ unit: 'B5', rout: false }]);
  });

  it('a unit with no fire factor cannot fire; infantry fires only at adjacent units', () => {
    expect(refusal(combat(), 'fire A1 at B1')).toMatch(/3 hexes from Baldiron/);
  });
});

describe('5.2 defending units', () => {
  it('5.0: a unit cannot attack itself, and says so in those words', () => {
    const s = run(stateOf(SAMPLE), 'next').state;
    expect(refusal(s, 'melee A1 at A1')).toBe('Baldiron cannot attack itself');
    expect(refusal(s, 'fire A6 at A6 --range 1')).toBe('Imperial Dragoons cannot attack themselves');
  });

  it('a unit attacked by fire may not be attacked by melee in the same phase', () => {
    const s = run(combat(), 'fire A1 at B5 --range 1', [1]).state;
    expect(refusal(s, 'melee A2 at B5 --range 1')).toMatch(/not by melee too \(5\.2\)/);
  });

  it('each unit attacks once a phase (5.0)', () => {
    const s = run(combat(), 'fire A1 at B5 --range 1', [1]).state;
    expect(refusal(s, 'fire A1 at B5 --range 1')).toMatch(/already attacked/);
  });
});

describe('5.4 melee combat', () => {
  it('exchanges fire first (the attacker on the Reduced Fire line), then rolls the differential', () => {
    const r = run(combat(), 'melee A2 at B5 --range 1', [1, 1, 3]);
    expect(r.text).toMatch(/Exchange of fire \(attacker\) by Savelli: Reduced Fire line, as the attacker in a melee \(5\.4\), column 3 \(3\), rolled 1: NE/);
    expect(r.text).toMatch(/Exchange of fire \(defender\) by Commanded Musketeers: Infantry & Cavalry Fire line/);
    expect(r.text).toMatch(/Melee by Savelli: Melee line \(5\.4\), column >=\+3 \(4\), rolled 3: D/);
  });

  it('a retreat in the exchange of fire ends the melee', () => {
    const r = run(combat(), 'melee A2 at B5 --range 1', [6, 1]);
    expect(r.text).toMatch(/the melee ends/);
    expect(r.state.advance).toMatchObject({ unit: 'A2' });
  });

  it('the TEC can make infantry use its fire factor as its melee factor', () => {
    const r = run(combat(), 'melee A2 at B5 --range 1 --terrain woods', [1, 1, 3]);
    expect(r.text).toMatch(/Melee line \(5\.4\), column 0 \(0\)/);
  });
});

describe('5.5 combat reaction', () => {
  it('reaction fire to a fire attack is simultaneous', () => {
    const r = run(combat(), 'fire A1 at B5 --range 1 --back', [4, 6, 1, 1]);
    expect(r.text).toMatch(/Fire back by Commanded Musketeers/);
    expect(unit(r.state, 'A1').status).toBe('disordered');
  });

  it('loose shotte may retreat before melee from a tercio, and the tercio may advance (10.6)', () => {
    const r = run(combat(), 'melee A2 at B5 --range 1 --evade');
    expect(r.state.pending).toMatchObject([{ unit: 'B5', beforeMelee: true, pursuer: null }]);
    expect(r.state.advance).toMatchObject({ unit: 'A2', hexes: 1 });
  });
});

describe('6.1 the results', () => {
  const inMelee = { melee: true, enemyType: 'cuirassier' as const, byArtillery: false, charge: false };
  it('firing units ignore A and AA', () => {
    expect(attackerResult(tercio, 'AA', { ...inMelee, firing: true }).ignored).toMatch(/firing units ignore it/);
  });
  it('ordered tercios and battalions ignore A attacking cavalry in melee, and D attacked by cavalry', () => {
    expect(attackerResult(tercio, 'A', { ...inMelee, firing: false }).ignored).toMatch(/attacking cavalry/);
    expect(defenderResult(tercio, 'D', inMelee).ignored).toMatch(/against cavalry/);
    expect(defenderResult({ ...tercio, status: 'disordered' }, 'D', inMelee).retreat).toBe(true);
    expect(defenderResult(tercio, 'DD', inMelee).retreat).toBe(true);
  });
  it('loose shotte and dragoons ignore D from artillery', () => {
    const ctx = { melee: false, enemyType: 'artillery' as const, byArtillery: true, charge: false };
    expect(defenderResult({ ...tercio, type: 'loose-shotte', status: 'disordered' }, 'D', ctx).ignored).toMatch(/from artillery/);
    expect(defenderResult({ ...tercio, type: 'dragoons', status: 'disordered' }, 'D', ctx).ignored).toMatch(/11\.11/);
    expect(defenderResult({ ...tercio, type: 'dragoons', status: 'disordered' }, 'DD', ctx).rout).toBe(true);
  });
  it('a disordered unit retreats on A or D, routs on AA or DD', () => {
    const ctx = { melee: true, enemyType: 'tercio' as const, byArtillery: false, charge: false };
    expect(defenderResult({ ...tercio, status: 'disordered' }, 'DD', ctx)).toMatchObject({ rout: true, retreat: false });
    expect(attackerResult({ ...tercio, status: 'disordered' }, 'A', { ...ctx, firing: false })).toMatchObject({ retreat: true });
  });
  it('6.1: a unit disordered by the exchange of fire and routed by the melee roll goes ordered → disordered with the exchange, then disordered → routing with the melee die (5.4)', () => {
    const s = runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', 'next']);
    const action = parsePsCommand(s, 'melee A3 at B3');
    if (!action.ok) throw new Error(action.error);
    // The Finnish Horse's fire (5) disorders Pappenheim's Horse; the melee roll (1) is AA: it routs.
    const r = executePs(s, action.value, handDice([1, 5, 1, 1, 1, 1, 1]));
    if (!r.ok) throw new Error(r.error);
    // The exchange of fire and the melee die are results of their own (5.4): each says its step.
    expect(r.value.results[0]?.changes).toEqual([{ unit: "Pappenheim's Horse", from: 'ordered', to: 'disordered' }]);
    expect(r.value.results[1]?.changes).toEqual([{ unit: "Pappenheim's Horse", from: 'disordered', to: 'routing' }]);
  });
  it('M() applies in melee only, the defender first; AF and DF give fortunes of war', () => {
    // The small scenario's melee line: differential 0, roll 3 is M(A D).
    const s = runAll(stateOf(SMALL), ['weather dry', 'next', 'next', 'set B1 disordered', 'set A2 disordered']);
    const r = run(s, 'melee B1 at A2 --range 1', [1, 3]);
    expect(r.text).toMatch(/Melee line \(5\.4\), column 0 \(0\), rolled 3: M\(A D\)\. D: Croats retreat 3 hexes\. A: Green Brigade retreats 1 hex/);
    // Fire ignores M(): the same code on a fire line would do nothing; DF gives the target's side a fortune.
    const fow = run(runAll(stateOf(SMALL), ['weather dry', 'next', 'next']), 'fire B4 at A1 --range 1', [6, 1, 1]);
    expect(fow.text).toMatch(/rolled 6: DD DF/);
    expect(fow.state.sides[0].fow).toBe(1);
  });
});

describe('6.2 disorder and recovery', () => {
  const disordered = () => run(combat(), 'set A2 disordered').state;
  it('rolls at or under the recovery factor, away from the enemy', () => {
    expect(run(disordered(), 'recover A2', [3]).text).toMatch(/needs 3 or less.*rolled 3: recovers/);
    expect(run(disordered(), 'recover A2', [4]).text).toMatch(/stays disordered/);
    expect(refusal(disordered(), 'recover A2 --adjacent')).toMatch(/away from the enemy/);
  });
  it('a stacked leader adds his melee factor; a 6 always fails (7.3)', () => {
    const s = run(combat(), 'set A1 disordered').state;
    expect(run(s, 'recover A1', [5]).text).toMatch(/needs 5 or less/);
    const high = run(combat(), 'set A3 disordered').state;
    expect(run(high, 'recover A3', [6]).text).toMatch(/rolled 6: stays disordered/);
  });
  it('10.4, 11.11: loose shotte and dragoons never recover, said with the verb agreeing with a plural name', () => {
    expect(refusal(run(stateOf(SAMPLE), 'next').state, 'recover A6')).toMatch(/Imperial Dragoons are always disordered and never recover \(11\.11\)$/);
    // Each cites its own section: loose shotte 10.4, dragoons 11.11.
    expect(refusal(runAll(stateOf(SAMPLE), ['next', 'next', 'next']), 'recover B5')).toMatch(/Commanded Musketeers are always disordered and never recover \(10\.4\)$/);
  });
});

describe('7.4 leader casualties', () => {
  it('a leader whose hex is fired on rolls two dice: 11 or 12 and he falls', () => {
    const s = run(run(stateOf(SAMPLE), 'next').state, 'fire A7 at B1 --range 4', [1, 6, 5]).state;
    expect(s.leaders.find((l) => l.id === 'BL1')?.fate).toBe('casualty');
    const t = run(run(stateOf(SAMPLE), 'next').state, 'fire A7 at B1 --range 4', [1, 6, 4]).state;
    expect(t.leaders.find((l) => l.id === 'BL1')?.fate).toBe('active');
  });
});

describe('6.4 attacks on a routing unit', () => {
  /** Commanded Musketeers routed by Baldiron's fire (DD on a disordered unit), Cronberg's Harquebusiers next to them. */
  const routing = () => run(runAll(stateOf(SAMPLE), ['place A1 0709', 'place AL1 0709', 'place A4 0810', 'next']), 'fire A1 at B5', [5]).state;
  it('6.4: a melee reaction against a routing unit eliminates it on D or DD, and never shortens the rout', () => {
    const s = routing();
    expect(s.pending).toMatchObject([{ unit: 'B5', rout: true }]);
    const r = run(s, 'react A4 melee B5', [1, 1, 2]);
    expect(r.text).toMatch(/rolled 2: D\. D: Commanded Musketeers are caught routing and eliminated \(6\.4\)/);
    expect(r.text).not.toMatch(/retreat 2/);
    expect(unit(r.state, 'B5').fate).toBe('eliminated');
    expect(r.state.pending).toEqual([]);
    // The rout's fortune of war still goes to the Imperialists (6.4 3).
    expect(r.state.sides[0].fow).toBe(1);
  });
  it('6.4, 10.4: a loose shotte caught routing reads "routing → eliminated" in the changes line, not "disordered → eliminated"', () => {
    // As the session, the log, replay and the report print it.
    const s = routing();
    const action = parsePsCommand(s, 'react A4 melee B5');
    const r = action.ok ? executePs(s, action.value, handDice([1, 1, 2])) : action;
    const printed = r.ok ? r.value.results.map((x) => resolutionSentence(x, plain)).join(' ') : r.error;
    expect(printed).toMatch(/Commanded Musketeers: routing → eliminated\.$/);
    expect(printed).not.toMatch(/disordered → eliminated/);
    expect(changesOf(routing(), 'react A4 melee B5', [1, 1, 2])).toContainEqual({ unit: 'Commanded Musketeers', from: 'routing', to: 'eliminated' });
  });
  it('6.4: a routing unit eliminated by the game master reads "routing → eliminated" too', () => {
    expect(changesOf(routing(), 'eliminate B5')).toEqual([{ unit: 'Commanded Musketeers', from: 'routing', to: 'eliminated' }]);
  });
  it('6.4: a melee reaction that leaves the routing unit unharmed leaves its rout waiting', () => {
    const r = run(routing(), 'react A4 melee B5', [1, 1, 1]);
    expect(r.text).toMatch(/rolled 1: NE\. No effect/);
    expect(r.state.pending).toMatchObject([{ unit: 'B5', rout: true }]);
  });
});

describe('6.5 fortunes of war come from combat phases', () => {
  it('6.5: an AF or DF in a movement-phase reaction gives no fortune of war', () => {
    // The Smaland Horse react to Isolani's Croats: the exchange of fire rolls M(DF).
    const s = run(stateOf(SAMPLE), 'move A5 to 1008').state;
    const r = run(s, 'react B4 melee A5 --to 0909 --no-counter-fire', [1, 1, 1]);
    expect(r.text).toMatch(/rolled 1: M\(DF\)/);
    expect(r.text).not.toMatch(/gain a fortune of war/);
    expect(r.state.sides.map((x) => x.fow)).toEqual([0, 0]);
  });
  it('6.5: an AF or DF withheld outside a combat phase is said in the result and in the odds', () => {
    const s = run(stateOf(SAMPLE), 'move A5 to 1008').state;
    const r = run(s, 'react B4 melee A5 --to 0909 --no-counter-fire', [1, 1, 1]);
    expect(r.text).toMatch(/The Imperialists gain no fortune of war outside a combat phase \(6\.5\)\./);
    const action = parsePsCommand(s, 'react B4 melee A5 --to 0909 --no-counter-fire');
    if (!action.ok) throw new Error(action.error);
    const odds = previewPs(s, action.value);
    if (!odds.ok) throw new Error(odds.error);
    expect(JSON.stringify(odds.value)).toMatch(/no fortune of war to the Imperialists outside a combat phase/);
  });
});

