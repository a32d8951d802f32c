/** Exact odds (preview) of Pike & Shot rolls: 5.3 fire, 5.4 melee (exchange of fire and melee roll together), 6.2 recovery, 7.4 casualty checks. */
import { describe, expect, it } from 'vitest';
import { modifierList } from '../../../src/present/words.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { odds, oddsRefusal, refusal, run, runAll, SAMPLE, SMALL, stateOf } from './fixtures.js';

const total = (o: readonly { probability: number }[]) => o.reduce((n, x) => n + x.probability, 0);

describe('odds', () => {
  it('5.3: one outcome per distinct CRT result, labelled with the code as the CRT writes it', () => {
    const p = odds(run(stateOf(SAMPLE), 'next').state, 'fire A1 at B5 --range 1');
    const labels = p.odds!.outcomes.map((o) => o.label);
    expect(labels).toContain('NE: no effect');
    // 6.4 3: the rout's fortune of war is part of the outcome.
    expect(labels.find((l) => l.startsWith('DD: '))).toBe('DD: Commanded Musketeers rout 5 hexes; a fortune of war to the Imperialists once the rout is made');
    expect(p.odds!.outcomes.find((o) => o.label.startsWith('D: '))?.fraction).toBe('1/2');
    expect(total(p.odds!.outcomes)).toBeCloseTo(1, 12);
  });

  it('5.4, 11.7: odds whose outcomes read several dice name the CRT line of each code, in order; one die needs no such heading', () => {
    const melee = odds(runAll(stateOf(SAMPLE), ['place A2 0809', 'next']), 'melee A2 at B4') as { heading?: string };
    expect(melee.heading).toBe("attacker's fire / defender's fire / melee: outcome");
    const charge = odds(runAll(stateOf(SAMPLE), ['move A3 to 0509', 'next']), 'charge A3 at B3') as { heading?: string };
    expect(charge.heading).toBe("defender's fire / charge or melee: outcome");
    expect((odds(run(stateOf(SAMPLE), 'next').state, 'fire A1 at B5 --range 1') as { heading?: string }).heading).toBeUndefined();
  });

  it('5.4: a melee combines the exchange of fire and the melee roll exactly', () => {
    const p = odds(run(stateOf(SAMPLE), 'next').state, 'melee A2 at B5 --range 1');
    expect(total(p.odds!.outcomes)).toBeCloseTo(1, 12);
    expect(p.odds!.outcomes.some((o) => /the melee ends/.test(o.label))).toBe(true);
    expect(p.odds!.outcomes.some((o) => / \/ .* \/ /.test(o.label))).toBe(true);
  });

  it('10.4: a D that loose shotte ignore from artillery is labelled with the code and why it does nothing', () => {
    // Four hexes off, column <=1: its DF still counts, so the die is rolled and the D is labelled.
    const p = odds(runAll(stateOf(SAMPLE), ['place B5 0711', 'next']), 'fire A7 at B5');
    expect(p.odds!.outcomes.map((o) => o.label)).toContain('D: no effect (Commanded Musketeers ignore D from artillery fire (6.1, 10.4))');
  });

  it('6.1, 11.3: a result ignored twice in one melee says its reason once', () => {
    // A DD on 1 in the Reduced Fire line's column 2, so that Pappenheim's Horse's fire is a die that counts (not settled, 5.4).
    const withDd = (t: string) => t.replace('1: [M(DF), NE, NE, NE, NE]', '1: [M(DF), DD, NE, NE, NE]');
    const labels = odds(run(stateOf(SAMPLE, withDd), 'next').state, 'melee A3 at B2 --range 1').odds!.outcomes.map((o) => o.label);
    expect(labels).toContain('D / NE / D: no effect (Blue Brigade ignores D: ordered infantry in melee against cavalry (6.1, 11.3))');
  });

  it('7.4: each leader check is 1/12, most likely outcome first as in every table of odds', () => {
    const p = odds(run(stateOf(SAMPLE), 'next').state, 'fire A7 at B1 --range 3');
    expect(p.distributions[0]?.outcomes.map((o) => o.fraction)).toEqual(['11/12', '1/12']);
  });

  it('6.2: recovery odds, a 6 always failing', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'set A1 disordered']);
    expect(odds(s, 'recover A1').odds!.outcomes.find((o) => /recovers/.test(o.label))?.fraction).toBe('5/6');
  });

  it('no table is built in: another scenario\'s CRT gives other odds', () => {
    const a = odds(runAll(stateOf(SAMPLE), ['next', 'set A1 disordered']), 'fire A1 at B5 --range 1').odds!.outcomes.map((o) => `${o.label} ${o.fraction}`);
    const small = runAll(stateOf(SMALL), ['weather dry', 'next', 'next']);
    const b = odds(small, 'fire B1 at A1 --range 1').odds!.outcomes.map((o) => `${o.label} ${o.fraction}`);
    expect(b).not.toEqual(a);
    expect(b).toEqual(['D: Walloons are disordered 1/2', 'DD: Walloons are disordered and retreat 1 hex 1/3', 'NE: no effect 1/6']);
  });

  it('7.3: the modifiers name the factor and each stacked leader, so the line before a roll reads as arithmetic', () => {
    const p = odds(run(stateOf(SAMPLE), 'next').state, 'fire A1 at B5 --range 1');
    expect(p.modifiers.actor.map((m) => [m.label, m.value])).toEqual([
      ['fire factor', 3],
      ['leader Tilly', 1],
    ]);
    expect(p.modifiers.actor[0]?.reason).toBe("Baldiron's fire factor, ordered side");
    expect(modifierList(p.modifiers.actor, p.actorModifier)).toBe('(+4: fire factor +3, leader Tilly +1)');
  });

  it('6.4: the odds of a reaction against a routing unit say what the roll does: D and DD eliminate it', () => {
    const s = run(runAll(stateOf(SAMPLE), ['place A1 0709', 'place AL1 0709', 'place A4 0810', 'next']), 'fire A1 at B5', [5]).state;
    for (const line of ['react A4 fire B5', 'react A4 melee B5']) {
      const labels = odds(s, line).odds!.outcomes.map((o) => o.label);
      expect(labels.some((l) => /Commanded Musketeers are caught routing and eliminated \(6\.4\)/.test(l))).toBe(true);
      expect(labels.some((l) => /Commanded Musketeers (are disordered|retreat|rout 5 hexes)/.test(l))).toBe(false);
    }
  });

  it('5.4, TEC: a melee reaction\'s odds use its --terrain like the roll (fire as melee in a village)', () => {
    const s = runAll(stateOf(SAMPLE), ['place A3 0610', 'place AL2 0610', 'next', 'next', 'move B1 --hexes 1', 'move BL1 --with B1']);
    const p = odds(s, 'react A3 melee B1 --terrain village');
    expect(p.modifiers.target.map((m) => [m.label, m.value])).toEqual([
      ['fire factor as melee', 4],
      ['leader Gustavus Adolphus', 3],
    ]);
    expect(p.targetModifier).toBe(7);
    // The roll uses the same 7: the horse, disordered by the exchange of fire, melees at 5 (-2; -3 without the village).
    const r = run(s, 'react A3 melee B1 --terrain village', [1, 1, 1, 1, 1, 1, 1]);
    expect(r.text).toMatch(/Melee by Pappenheim's Horse: Melee line \(5\.4\), column -2 \(-2\)/);
  });

  it('11.4, 6.5: the odds of a reaction refuse what the reaction refuses, and a fortune of war reaction has odds', () => {
    expect(() => odds(stateOf(SAMPLE), 'react B5 fire A1 --range 1')).toThrow(/has not moved this phase/);
    const s = run(runAll(stateOf(SAMPLE), ['place A1 0709', 'place AL1 0709', 'next']), 'melee A1 at B5', [1, 1, 4, 1, 1]).state;
    const fow = run(s, 'retreat B5 to 0715').state;
    expect(total(odds(fow, 'fow react A1 fire B5 --range 1').odds!.outcomes)).toBeCloseTo(1, 12);
  });
});

describe('odds refuse what the action refuses, with the same words', () => {
  const same = (s: PsState, line: string, why: RegExp) => {
    expect(oddsRefusal(s, line)).toMatch(why);
    expect(oddsRefusal(s, line)).toBe(refusal(s, line));
  };
  it('11.7: a charge by cavalry that did not move 1 to 3 hexes', () => {
    same(runAll(stateOf(SAMPLE), ['place A3 0512', 'next']), 'charge A3 at B1', /a charge needs 1 to 3 \(11\.7 1\)/);
  });
  it('5.2: a melee on a unit already attacked by fire this phase', () => {
    const s = run(run(stateOf(SAMPLE), 'next').state, 'fire A1 at B5 --range 1', [1]).state;
    same(s, 'melee A2 at B5 --range 1', /attacked by fire this phase: not by melee too \(5\.2\)/);
  });
  it('5.0, 6.2: a recovery in phase VI, or by a unit that has attacked (odds in phase II are as if in phase III: odds-as-if.test.ts)', () => {
    same(runAll(stateOf(SAMPLE), ['next', 'next', 'next', 'next']), 'recover A1', /recover in its own combat phase, not in phase VI/);
    const s = run(run(stateOf(SAMPLE), 'next').state, 'fire A1 at B5 --range 1', [1]).state;
    same(s, 'fire A1 at B2 --range 1', /already attacked/);
    same(s, 'recover A1', /already attacked/);
  });
  it('6.3: while a retreat waits, odds give an attack as rolled after it, with every other check the roll makes', () => {
    // Baldiron's DD routs the Commanded Musketeers: their rout waits.
    const s = run(run(stateOf(SAMPLE), 'next').state, 'fire A1 at B5 --range 1', [5]).state;
    const after = run(s, 'retreat B5 --off-map').state;
    expect(refusal(s, 'fire A3 at B3 --range 1')).toMatch(/first finish the retreats that wait/);
    // --no-back: the target's answer said, so the odds say only what this test is about (11.5).
    const waiting = odds(s, 'fire A3 at B3 --range 1 --no-back');
    const then = odds(after, 'fire A3 at B3 --range 1 --no-back');
    expect(waiting.odds).toEqual(then.odds);
    expect(waiting.modifiers).toEqual(then.modifiers);
    expect(waiting.distributions).toEqual(then.distributions);
    expect(waiting.after).toBe('Rolled only after the retreat that waits, retreat B5 (Commanded Musketeers); the units are taken where they stand now (6.3).');
    expect(waiting.note).toMatch(/^Rolled only after the retreat that waits.*Dice: the fire die/);
    // Once the rout is made its fortune is held, and this attack would let it lapse (6.5).
    expect(then.after).toBe("Rolling this lets unplayed fortunes lapse first: The Imperialists' fortune of war lapses unplayed (6.5).");
    // The other checks stand: a unit that has attacked, the other side's attack.
    expect(oddsRefusal(s, 'fire A1 at B2 --range 1')).toBe(refusal(after, 'fire A1 at B2 --range 1'));
    expect(oddsRefusal(s, 'fire B3 at A3 --range 1')).toBe(refusal(after, 'fire B3 at A3 --range 1'));
    // A move rolls nothing: no odds, an answer rather than a refusal (a script goes on).
    expect(odds(s, 'move A1').odds).toBeUndefined();
    // An action by or against the unit still to retreat waits for where it ends.
    expect(oddsRefusal(s, 'fire A2 at B5 --range 1')).toBe('first finish the retreats that wait: retreat B5 (Commanded Musketeers); the odds of an action by or against a unit still to retreat wait for where it ends (6.3)');
  });
  it('10.6, 11.6: --evade where the target may not retreat before the melee', () => {
    same(runAll(stateOf(SAMPLE), ['place A3 0711', 'next']), 'melee A3 at B5 --evade', /may not retreat before/);
  });
  it('6.5: a fortune of war reaction with no fortune of war to play', () => {
    same(run(stateOf(SAMPLE), 'next').state, 'fow react A1 fire B5 --range 1', /no fortune of war to play \(6\.5\)/);
  });
});

describe('odds of a retreat before the attack', () => {
  it('5.5, 10.6: loose shotte retreating before a tercio\'s melee is one certain outcome, no dice', () => {
    const s = runAll(stateOf(SAMPLE), ['place A2 0711', 'next']);
    const p = odds(s, 'melee A2 at B5 --evade');
    expect(p.odds!.outcomes).toEqual([{ label: 'Commanded Musketeers retreat 2 hexes before the melee (5.5); Savelli may then advance into the vacated hex, 0710 (6.6)', probability: 1, fraction: '1' }]);
    expect(p.distributions).toEqual([]);
    expect(run(s, 'melee A2 at B5 --evade').state.pending).toMatchObject([{ unit: 'B5', beforeMelee: true }]);
  });
  it('11.5: cavalry retreating before fire is one certain outcome', () => {
    const p = odds(run(stateOf(SAMPLE), 'next').state, 'fire A1 at B3 --range 1 --evade');
    expect(p.odds!.outcomes.map((o) => [o.label, o.fraction])).toEqual([["Finnish Horse retreats 3 hexes before Baldiron's fire (11.5)", '1']]);
  });
});

describe('odds of a melee at a leader alone', () => {
  it('7.1: odds of a melee at a leader alone need no --retreat: he retreats before it, or is eliminated if he cannot; the roll still asks where', () => {
    const s = runAll(stateOf(SAMPLE), ['place AL1 0609', 'next', 'next', 'next']);
    const p = odds(s, 'melee B3 at AL1');
    expect(p.odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['Tilly retreats 3 hexes before the melee (--retreat HEX), or is eliminated if he cannot (--retreat blocked) (7.1, 11.6)', '1'],
    ]);
    expect(odds(s, 'melee B3 at AL1 --retreat 0509').odds?.outcomes[0]?.label).toBe('Tilly retreats 1 hex to 0509 before the melee (7.1, 11.6)');
    expect(refusal(s, 'melee B3 at AL1')).toMatch(/say where Tilly retreats before the melee/);
  });
});
