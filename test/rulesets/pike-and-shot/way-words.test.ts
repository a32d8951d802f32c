/** 12.1, 4.3, 4.4, 7.1, 5.4: what a move or a melee says about the way, the leaders and its end. */
import { describe, expect, it } from 'vitest';
import { refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

describe('words on the way', () => {
  it('12.1, 12.6: a refusal for an enemy gun on the way says units move through guns and how to go on', () => {
    const s = runAll(stateOf(SAMPLE), ['place B7 0607']);
    expect(refusal(s, 'move A1 to 0605')).toBe(
      "every way from 0608 to 0605 within Baldiron's 3 MP is blocked by Swedish Heavy Guns in 0607 (4.4); units may move through guns (12.1), but entering Swedish Heavy Guns' hex takes them and ends the leg there (12.6): enter the move to 0607 first, then go on in a second leg (4.5)",
    );
    const taken = run(s, 'move A1 to 0607').state;
    expect(run(taken, 'move A1 to 0605').text).toMatch(/^Baldiron moves on 2 hexes to 0605/);
  });
  it("4.3, 4.5: a later leg refused for the leaderless limit gives the way round's length, as a first leg does", () => {
    const s = runAll(stateOf(SAMPLE), ['place AL2 0102', 'place B5 0505', 'move A3 to 0506']);
    expect(refusal(s, 'move A3 to 0504')).toBe(
      "Pappenheim's Horse's move began with no leader enabling it: it moves at most 3 hexes in all, 1 already (4.3, 4.5, 7.2); the way round the units in the way is 3 hexes (4.4)",
    );
  });
  it('4.4: a --terrain list as long as the way round takes that way and says so', () => {
    const s = runAll(stateOf(SAMPLE), ['place A2 0607']);
    expect(run(s, 'move A1 to 0606 --terrain clear,clear,clear').text).toMatch(/^Baldiron moves 3 hexes to 0606, 3 of 3 MP, enabled by Tilly \(7\.2\)\. It goes round Savelli in 0607, by \d{4} and \d{4} \(4\.4\)\./);
  });
  it("7.1: a move into a lone friendly leader's hex says he is stacked with it now", () => {
    const s = runAll(stateOf(SAMPLE), ['place AL2 0607']);
    expect(run(s, 'move A1 to 0607').text).toMatch(/Pappenheim, in 0607, is stacked with Baldiron now \(7\.1\)\./);
  });
  it('5.4, 6.4: a routing unit caught in the exchange of fire is eliminated: the melee ends, and no one is said to retreat', () => {
    const s = runAll(stateOf(SAMPLE), ['place B1 0609', 'place BL1 0609', 'set A1 disordered', 'next', 'next', 'next', ['fire B1 at A1', [4, 1, 1]]]);
    const text = run(s, 'react B3 melee A1 --to 0509', [6, 1]).text;
    expect(text).toMatch(/Baldiron is caught routing and eliminated \(6\.4\)\. Exchange of fire \(defender\) by Baldiron: Infantry & Cavalry Fire line \(5\.3\), [^.]*rolled 1: NE\. The melee ends \(5\.4\)\./);
    expect(text).not.toMatch(/retreats: the melee ends/);
  });
});

describe('7.1: a leader a move stacks with', () => {
  it('7.1: after a leader who stays behind, the one joined is named with his hex and the unit, not "there ... it"', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'place BL2 0609']);
    expect(run(s, 'move B1 to 0609').text).toContain('Gustavus Adolphus stays in 0611. Horn, in 0609, is stacked with Yellow Brigade now (7.1).');
  });
});
