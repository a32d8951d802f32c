/** 4.1, 4.5: a reaction answers the move under way; 7.1, 6.3, 11.4: no unit ends in a lone enemy leader's hex. */
import { describe, expect, it } from 'vitest';
import { refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

describe('4.1, 4.5: a reaction comes while the unit moves', () => {
  it('4.5: once another unit has moved, the first unit\'s move is finished and draws no reaction', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0508', 'move A4 to 0408']);
    expect(refusal(s, 'react B3 melee A3 --to 0509')).toMatch(/Pappenheim's Horse's move is finished: a reaction comes while the unit moves, before another unit or leader moves \(4\.1, 4\.5\)/);
  });
  it('4.1, 7.1: a leader moving with the unit under way does not finish its move', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0508', 'move AL2 to 0508 --with A3']);
    expect(() => run(s, 'react B3 melee A3 --to 0509', [1, 1, 1, 1, 1])).not.toThrow();
  });
});

describe('7.1: a lone enemy leader\'s hex is not entered', () => {
  it('6.3, 7.1: a retreat does not end in a lone enemy leader\'s hex', () => {
    const s = runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', 'place AL1 0513', 'next', ['melee A3 at B3 --no-pursue', [2, 1, 5, 1, 1, 1, 1]]]);
    expect(refusal(s, 'retreat B3 to 0513')).toMatch(/0513 holds the enemy leader Tilly: a unit does not retreat into his hex \(6\.3, 7\.1\)/);
  });
  it('11.4, 7.1: the hex between is not unoccupied when a lone enemy leader stands in it', () => {
    const s = runAll(stateOf(SAMPLE), ['place AL1 0509', 'move A3 to 0508']);
    expect(refusal(s, 'react B3 melee A3 --to 0509')).toMatch(/0509 holds Tilly: the hex between must be unoccupied \(11\.4, 4\.4\)/);
  });
});

describe('7.1, 12.6: an enemy leader with a gun only', () => {
  it('7.1, 12.6: a unit does not enter, nor capture, a gun an enemy leader stands with; he is attacked first', () => {
    const s = runAll(stateOf(SAMPLE), ['place BL1 0913', 'place A2 0912']);
    expect(refusal(s, 'move A2 to 0913')).toMatch(/0913 holds the enemy leader Gustavus Adolphus alone/);
    expect(refusal(s, 'capture A2 B7')).toMatch(/Gustavus Adolphus stands with Swedish Heavy Guns: a unit does not enter an enemy leader's hex; attack him first \(7\.1, 12\.6\)/);
  });
});

describe('4.1, 7.1: a leader\'s move is one move too', () => {
  it('4.1: a leader moves again only while his move is the last one entered', () => {
    const s = run(stateOf(SAMPLE), 'move AL2 to 0506').state;
    expect(() => run(s, 'move AL2 to 0505')).not.toThrow();
    const later = run(s, 'move A4 to 0408').state;
    expect(refusal(later, 'move AL2 to 0505')).toMatch(/Pappenheim has already moved this phase, and another unit or leader has moved since: a move is finished before the next begins \(4\.1\)/);
  });
  it('4.1, 4.5: a leader who moved alone draws no reaction once another unit has moved', () => {
    const s = runAll(stateOf(SAMPLE), ['move AL2 to 0508', 'move A4 to 0408']);
    expect(refusal(s, 'react B3 melee AL2 --to 0509 --retreat 0506')).toMatch(/Pappenheim's move is finished/);
  });
  it('4.1, 7.1: a leader may join, again, the unit whose move is under way', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0508', 'move AL2 to 0508 --with A3', 'move A3 to 0409']);
    expect(() => run(s, 'move AL2 to 0409 --with A3')).not.toThrow();
  });
});

describe('6.3: a retreat\'s way', () => {
  it('6.3: a retreat never passes through an enemy-occupied hex on its way', () => {
    // The Finnish Horse (0510) retreat 3; the only 3-hex way to 0513 runs through 0511 and 0512, and the harquebusiers hold 0512.
    const s = runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', 'place A4 0512', 'next', ['melee A3 at B3 --no-pursue', [1, 1, 5, 1, 1, 1, 1]]]);
    expect(refusal(s, 'retreat B3 to 0513')).toMatch(/no way of 3 hexes from 0510 to 0513 avoids the enemy: a retreat never enters an enemy-occupied hex \(6\.3\)/);
    expect(() => run(s, 'retreat B3 to 0612')).not.toThrow();
  });
});
