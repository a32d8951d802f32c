/** Seed 004, 6.5 (fortunes of war): what may be moved, when an unplayed fortune lapses, the eligible reactor, the one leader of a recovery. */
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import { applyEvents, type PsEvent } from '../../../src/rulesets/pike-and-shot/events.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import { plain } from '../../../src/present/paint.js';
import { terminalText } from '../../../src/present/terminal.js';
import { psBattle } from '../../../src/rulesets/pike-and-shot/present/battle.js';
import { psHeader } from '../../../src/rulesets/pike-and-shot/present/views.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { odds, refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

/** Baldiron, with Pappenheim, routs the Commanded Musketeers: the Imperialists hold two fortunes (DD AF, then the rout). */
const routedOut = (edit?: (t: string) => string) => runAll(stateOf(SAMPLE, edit), ['place B5 0609', 'place AL2 0608', 'next', ['fire A1 at B5', [6]], 'retreat B5 to 0614']);
const kept = (t: string) => t.replace(/^ruleset: pike-and-shot$/m, 'ruleset: pike-and-shot\nhouseRules: { fortunesKept: true }');
const withFortunes = (s: PsState, side: 0 | 1, n: number): PsState => ({ ...s, sides: s.sides.map((x, i) => (i === side ? { ...x, fow: n } : x)) as unknown as PsState['sides'] });

describe('6.5 fortunes of war: a move is played only on a unit that may move', () => {
  it('12.1, 6.5: fow move is refused on heavy artillery, and no fortune is spent', () => {
    const s = routedOut();
    expect(s.sides[0].fow).toBe(2);
    expect(refusal(s, 'fow move A7')).toMatch(/Imperial Guns are heavy artillery, which never moves \(12\.1\).*none is spent/);
    expect(() => odds(s, 'fow move A7')).toThrow(/never moves \(12\.1\)/);
  });
  it('12.7, 6.5: fow move is refused on a light cannon on its firing side', () => {
    // The Imperial Guns' fire at the Yellow Brigade gives the Swedes a fortune (DF).
    const s = runAll(stateOf(SAMPLE), ['place B5 0609', 'place B1 0711', 'next', ['fire A7 at B1', [1]]]);
    expect(s.sides[1].fow).toBe(1);
    expect(refusal(s, 'fow move B6')).toMatch(/Regimental Guns are on their firing side and cannot move this turn \(12\.7\)/);
    expect(s.sides[1].fow).toBe(1);
  });
  it('12.7, 6.5: a light cannon on its moving side may still be moved by a fortune of war', () => {
    const s = withFortunes(runAll(stateOf(SAMPLE), ['next', 'next', 'flip B6 moving', 'next']), 1, 1);
    expect(run(s, 'fow move B6').state.fowMove).toBe('B6');
  });
});

describe('6.5 fortunes of war: played right after their combat, else they lapse', () => {
  it('6.5: the next attack lets unplayed fortunes lapse, and says so naming the side', () => {
    const r = run(routedOut(), 'fire A2 at B2 --range 1', [3]);
    expect(r.text).toMatch(/^The Imperialists' 2 fortunes of war lapse unplayed \(6\.5\)\./);
    expect(r.state.sides[0]).toMatchObject({ fow: 0, fowSpent: 0 });
  });
  it('6.5: next lets a single unplayed fortune lapse', () => {
    const s = run(routedOut(), 'fow move A4').state;
    const r = run(s, 'next');
    expect(r.text).toMatch(/^The Imperialists' fortune of war lapses unplayed \(6\.5\)\. Phase IV/);
    expect(r.state.sides[0]).toMatchObject({ fow: 0, fowSpent: 1 });
  });
  it('6.5: corrections, notes, the retreat, the fortune move itself and reactions to it keep the window open', () => {
    const s = runAll(routedOut(), ['note the rout', 'set A2 disordered', 'place A5 1006', 'fow move A4', 'move A4 --hexes 1']);
    expect(s.sides[0].fow).toBe(1);
    expect(run(s, 'fow recover A2', [1]).state.sides[0]).toMatchObject({ fow: 0, fowSpent: 2 });
  });
  it('6.5: the odds of an action that ends the window say beforehand that the fortunes held will lapse', () => {
    const s = routedOut();
    expect((odds(s, 'fire A7 at B2 --range 3') as { after?: string }).after).toBe("Rolling this lets unplayed fortunes lapse first: The Imperialists' 2 fortunes of war lapse unplayed (6.5).");
    expect((odds(runAll(s, ['set A2 disordered']), 'fow recover A2') as { after?: string }).after ?? '').not.toMatch(/lapse/);
  });
  it('6.5: a recovery (another action of the phase) ends the window too', () => {
    const s = runAll(routedOut(), ['set A3 disordered']);
    expect(run(s, 'recover A3', [6]).text).toMatch(/^The Imperialists' 2 fortunes of war lapse unplayed/);
  });
  it('6.5: a refused action lets nothing lapse: the refusal is the action\'s own, and the fortunes are still there to play', () => {
    const s = runAll(routedOut(), ['set A2 disordered']);
    expect(refusal(s, 'fire A7 at B7 --range 9')).not.toMatch(/lapse/);
    expect(run(s, 'fow recover A2', [1]).text).not.toMatch(/lapse/);
  });
  it('6.5: the lapse is an event, so folding the events again gives the same state (replay, undo)', () => {
    let s = routedOut();
    const start = s;
    const events: PsEvent[] = [];
    for (const line of ['fire A2 at B2 --range 1', 'next']) {
      const a = parsePsCommand(s, line);
      if (!a.ok) throw new Error(a.error);
      const r = executePs(s, a.value, handDice([3]));
      if (!r.ok) throw new Error(r.error);
      events.push(...(r.value.events as PsEvent[]));
      s = r.value.state;
    }
    expect(events.some((e) => e.type === 'fow-lapsed')).toBe(true);
    expect(applyEvents(start, events)).toEqual(s);
  });
  it('6.5, house rule fortunesKept: unplayed fortunes are kept into later combat phases', () => {
    const s = runAll(routedOut(kept), [['fire A2 at B2 --range 1', [3]], 'next', 'next']);
    expect(s.step).toBe('second-combat');
    expect(s.sides[0].fow).toBe(2);
    expect(run(run(s, 'set A2 disordered').state, 'fow recover A2', [1]).state.sides[0].fow).toBe(1);
  });
  it('6.5, house rule fortunesKept: the opening names it, and only when the scenario turns it on', () => {
    expect(JSON.stringify(psBattle(stateOf(SAMPLE, kept), 'x'))).toMatch(/House rule: unplayed fortunes of war are kept/);
    expect(JSON.stringify(psBattle(stateOf(SAMPLE), 'x'))).not.toMatch(/fortunes of war are kept/);
  });
});

describe('6.5 fortunes of war: a reaction by an eligible unit', () => {
  it('6.5: a fow react the unit\'s type cannot make is refused, saying eligible means able by its type', () => {
    const s = routedOut();
    expect(refusal(s, 'fow react A3 fire B3 --range 1')).toMatch(/cannot react by fire: .*a fortune of war reaction is one the unit's type may make \(6\.5\)/);
  });
});

describe('6.5, 7.3 leaders in a recovery', () => {
  /** Gustavus Adolphus (melee 3) joins Horn (melee 2) with the disordered Finnish Horse (recovery 3), in the Swedes' combat phase. */
  const twoLeaders = () => {
    const s = runAll(stateOf(SAMPLE), ['place BL1 0510', 'set B3 disordered', 'next', 'next', 'next']);
    return withFortunes(s, 1, 1);
  };
  it('6.5: a fortune of war recovery counts one stacked leader, the highest melee factor, and names him', () => {
    const s = twoLeaders();
    expect(s.leaders.filter((l) => l.with === 'B3').map((l) => l.name)).toEqual(['Gustavus Adolphus', 'Horn']);
    const p = odds(s, 'fow recover B3');
    expect(p.actorModifier).toBe(6);
    expect(p.modifiers.actor.map((m) => m.label)).toEqual(['recovery factor', 'leader Gustavus Adolphus']);
    const r = run(s, 'fow recover B3', [6]);
    expect(r.text).toMatch(/needs 6 or less \(a 6 always fails, 7\.3; of the stacked leaders only Gustavus Adolphus contributes, 6\.5\)/);
  });
  it('7.3: an ordinary recovery counts every stacked leader', () => {
    const s = twoLeaders();
    expect(odds(s, 'recover B3').actorModifier).toBe(8);
    const r = run(s, 'recover B3', [6]);
    expect(r.text).toMatch(/needs 8 or less/);
    // A 6 always fails (6.2, 7.3), however many leaders add to the factor.
    expect(unit(r.state, 'B3').status).toBe('disordered');
  });
});

describe('7.3 a recovery roll of 6, and the house rule sixFailsOnlyWithLeader', () => {
  /** Smaland Horse, recovery 6 here, disordered in the Swedes' combat phase with no leader stacked. */
  const steady = (t: string) => t.replace(/(name: Smaland Horse, .*?recovery: )3/, '$16');
  const alone = (edit: (t: string) => string = (t) => t) => runAll(stateOf(SAMPLE, (t) => edit(steady(t))), ['set B4 disordered', 'next', 'next', 'next']);
  const sixOnlyWithLeader = (t: string) => t.replace(/^ruleset: pike-and-shot$/m, 'ruleset: pike-and-shot\nhouseRules: { sixFailsOnlyWithLeader: true }');

  it('7.3: by tyw\'s reading a 6 fails without a leader too, and odds agree', () => {
    const s = alone();
    expect(odds(s, 'recover B4').odds?.outcomes.map((o) => [o.label, o.probability])).toEqual([
      ['Smaland Horse recovers', 5 / 6],
      ['Smaland Horse stays disordered', 1 / 6],
    ]);
    const r = run(s, 'recover B4', [6]);
    expect(r.text).toMatch(/needs 6 or less \(a 6 always fails, tyw's reading of 7\.3, without a leader too\), rolled 6: stays disordered/);
    expect(unit(r.state, 'B4').status).toBe('disordered');
  });

  it('7.3, house rule sixFailsOnlyWithLeader: without a leader a 6 recovers, odds agree, and the opening names the rule', () => {
    const s = alone(sixOnlyWithLeader);
    expect(odds(s, 'recover B4').odds?.outcomes.map((o) => [o.label, o.probability])).toEqual([['Smaland Horse recovers', 1]]);
    const r = run(s, 'recover B4', [6]);
    expect(r.text).toMatch(/no leader helps, so a 6 may succeed: house rule sixFailsOnlyWithLeader\), rolled 6: recovers/);
    expect(unit(r.state, 'B4').status).toBe('ordered');
    expect(JSON.stringify(psBattle(stateOf(SAMPLE, sixOnlyWithLeader), 'x'))).toMatch(/House rule: a recovery roll of 6 fails only when a stacked leader helps/);
    expect(JSON.stringify(psBattle(stateOf(SAMPLE), 'x'))).not.toMatch(/recovery roll of 6/);
  });

  it('7.3, house rule sixFailsOnlyWithLeader: with a leader stacked a 6 still fails', () => {
    const s = runAll(stateOf(SAMPLE, sixOnlyWithLeader), ['set B3 disordered', 'next', 'next', 'next']);
    const r = run(s, 'recover B3', [6]);
    expect(unit(r.state, 'B3').status).toBe('disordered');
  });
});

describe('6.5 fortunes of war held: the header says so', () => {
  const headerText = (s: PsState) => terminalText(psHeader(s), plain);
  it('6.5: while a fortune is held, the header says the next action lets it lapse; under fortunesKept it does not', () => {
    expect(headerText(routedOut())).toMatch(/fortunes of war: Imperialists 2, Swedes 0 \(play them now: the next attack, recovery or next lets them lapse, 6\.5\)$/);
    // One held: "it". While the rout still waits, the fortune cannot be played yet: no warning.
    const one = runAll(stateOf(SAMPLE), ['place B5 0609', 'place B1 0711', 'next', ['fire A7 at B1', [1]]]);
    expect(headerText(one)).toMatch(/Swedes 1 \(play it now: the next attack, recovery or next lets it lapse, 6\.5\)$/);
    const waiting = runAll(stateOf(SAMPLE), ['place B5 0609', 'place AL2 0608', 'next', ['fire A1 at B5', [6]]]);
    expect(waiting.pending).toHaveLength(1);
    expect(headerText(waiting)).not.toMatch(/lapse/);
    expect(headerText(routedOut(kept))).toMatch(/fortunes of war: Imperialists 2, Swedes 0$/);
    expect(headerText(stateOf(SAMPLE))).not.toMatch(/lapse/);
  });
});
