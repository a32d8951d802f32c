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
    expect(() => run(s, 'react B3 melee A3 --to 0509 --no-counter-fire', [1, 1, 1, 1, 1])).not.toThrow();
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
    // The Finnish Horse (0510) retreat 3 hexes; the only 3-hex way to 0513 runs through 0511 and 0512, and the harquebusiers hold 0512.
    const s = runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', 'place A4 0512', 'next', ['melee A3 at B3 --no-pursue', [1, 1, 5, 1, 1, 1, 1]]]);
    expect(refusal(s, 'retreat B3 to 0513')).toMatch(/no way of 3 hexes from 0510 to 0513 avoids the enemy: a retreat never enters an enemy-occupied hex \(6\.3\)/);
    expect(() => run(s, 'retreat B3 to 0612')).not.toThrow();
  });
});

describe('round 2: ways, leaders and legs', () => {
  it('7.4, 11.8: a leader the retreating unit takes up where it ends falls with it when the pursuer rides it down', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'place A3 0610', 'place BL2 0612', 'set B1 disordered', ['melee A3 at B1', [2, 1, 5, 1, 1]]]);
    const r = run(s, 'retreat B1 to 0612');
    expect(r.text).toMatch(/Horn falls with the unit ridden down/);
    expect(r.state.leaders.find((l) => l.id === 'BL2')?.fate).toBe('casualty');
  });
  it('10.3: cavalry does not move through friendly loose shotte: it goes round', () => {
    const s = runAll(stateOf(SAMPLE), ['loose A1 to 0708', 'place A4 0706']);
    expect(refusal(s, 'move A4 to 0709 --hexes 3')).toMatch(/blocked by Baldiron Shotte in 0708 /);
    // The way round is 4 hexes, one more than the harquebusiers move with no leader (4.3).
    expect(refusal(s, 'move A4 to 0709')).toMatch(/they move at most 3 hexes \(4\.3, 7\.2\); the way round the units in the way is 4 hexes \(4\.4\)$/);
  });
  it('6.3, 12.6: a retreat\'s way does not pass through an enemy gun\'s hex', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'place A4 0705', 'place B4 0706', 'set B4 disordered', ['fire A4 at B4', [6]]]);
    expect(refusal(s, 'retreat B4 to 0709')).toMatch(/no way of 3 hexes from 0706 to 0709 avoids the enemy/);
  });
  it('7.1: a leader alone retreats before a melee by a way that avoids the enemy', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'place BL2 0709', 'place A5 0708', 'place A2 0711']);
    expect(refusal(s, 'melee A5 at BL2 --retreat 0712')).toMatch(/no way of 3 hexes or fewer from 0709 to 0712 avoids the enemy/);
  });
  it('7.1: a leader does not enter an enemy gun\'s hex, and takes no terrain flags', () => {
    expect(refusal(stateOf(SAMPLE), 'move AL1 to 0712')).toMatch(/0712 holds the enemy Regimental Guns: Tilly may not enter a hex an enemy holds, a gun or a leader included \(7\.1\)/);
    expect(refusal(stateOf(SAMPLE), 'move AL1 to 0609 --terrain woods')).toMatch(/a leader pays 1 MP a hex whatever the terrain \(7\.1\)/);
  });
  it('4.5: a leader driven back by a reaction ends his move', () => {
    const s = runAll(stateOf(SAMPLE), ['move AL1 to 0609', ['react B3 melee AL1 --retreat 0507', []]]);
    expect(refusal(s, 'move AL1 to 0606')).toMatch(/Tilly has already moved this phase: his move ended with his retreat \(4\.5\)/);
  });
  it('4.1, 10.2: loosing shotte begins another unit\'s move and finishes the one under way', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0508', 'loose A1 to 0708']);
    expect(refusal(s, 'move A3 to 0509')).toMatch(/another unit or leader has moved since|and .* moved since/);
  });
  it('6.6, 6.5: an attacker moved by a fortune of war no longer advances from its combat', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'place A1 0610', 'set B1 disordered', ['melee A1 at B1', [1, 1, 6, 1, 1]], 'retreat B1 to 0616']);
    expect(s.advance).toMatchObject({ unit: 'A1' });
    const moved = runAll(s, ['fow move A1', 'move A1 to 0711']);
    expect(moved.advance).toBeNull();
  });
});

describe('6.6, 7.1: an advance\'s way', () => {
  it('6.6, 7.1: a light cavalry advance does not pass a lone enemy leader on its way', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'place A5 0610', 'place BL2 0612', 'set B1 disordered', ['melee A5 at B1', [2, 1, 6, 1, 1]], 'retreat B1 to 0512']);
    expect(refusal(s, 'advance A5 to 0613')).toMatch(/no way on from 0611 to 0613 avoids the enemy/);
  });
});

describe('guided menus: a fortune of war move that goes on', () => {
  it('6.5, 4.5: after an enemy reaction, the menus offer the fortune of war move to go on', async () => {
    const { movers } = await import('../../../src/rulesets/pike-and-shot/present/guide-move.js');
    const s = runAll(stateOf(SAMPLE), ['place A2 0709', 'next', ['fire A2 at B5', [6]], 'retreat B5 to 0715', 'fow move A4', 'move A4 to 0408', ['react B3 melee A4 --to 0509 --no-counter-fire', [2, 1, 2]]]);
    expect(movers(s).map((u) => u.id)).toEqual(['A4']);
  });
  it('7.1: a leader does not enter a hex an enemy leader holds', () => {
    const s = runAll(stateOf(SAMPLE), ['move AL1 to 0609', 'next', 'next']);
    expect(refusal(s, 'move BL1 to 0609')).toMatch(/0609 holds the enemy Tilly: Gustavus Adolphus may not enter a hex an enemy holds/);
  });
});

describe('4.5: each unit reacts once to a move', () => {
  it('4.5: the same unit does not react twice to one move, even over its legs; another unit may', () => {
    // Baldiron moves next to the musketeers (0710) and the Finnish Horse (0510 is two hexes off).
    const s = runAll(stateOf(SAMPLE), ['move A1 to 0609', ['react B5 fire A1', [1, 1, 1]]]);
    expect(refusal(s, 'react B5 fire A1')).toMatch(/Commanded Musketeers have already reacted to Baldiron's move: each unit reacts once to a move, all reactions against the same hex \(4\.5\)/);
    expect(s.moving?.reactors).toEqual(['B5']);
  });
});

describe('7.1: a leader\'s move of too few hexes', () => {
  it('4.1, 7.1: --hexes below the distance is refused for what it is, not blamed on the enemy', () => {
    expect(refusal(stateOf(SAMPLE), 'move AL2 to 0608 --hexes 1')).toMatch(/0608 is 2 hexes from 0507: a move there enters at least 2, not 1 \(4\.1, 7\.1\)/);
  });
});

describe('round 3: corrections and no-op moves', () => {
  it('4.4, 7.1: place into a forbidden position is said, not refused (a correction passes through it)', () => {
    expect(run(stateOf(SAMPLE), 'place B2 0608').text).toMatch(/Note: 0608 also holds the enemy Baldiron, which the rules never allow/);
    expect(run(stateOf(SAMPLE), 'place BL1 0608').text).toMatch(/Note: 0608 also holds the enemy Baldiron; a leader and an enemy never share a hex \(7\.1\)/);
  });
  it('9.2: a pivot in place to the facing it has is no move', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next']);
    expect(refusal(s, 'move B1 --hexes 0 --face ne')).toMatch(/Yellow Brigade already faces ne: a pivot in place turns to another vertex \(9\.2\)/);
  });
  it('12.7: a light cannon is not flipped to the side it shows', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next']);
    expect(refusal(s, 'flip B6 firing')).toMatch(/Regimental Guns already show their firing side \(12\.7\)/);
  });
});

describe('6.3: each unit reacts once to a retreat', () => {
  it('6.3: a second reaction by the same unit against the same retreat is refused', () => {
    const s = runAll(stateOf(SAMPLE), ['place A5 0709', 'place B1 0710', 'next', 'next', 'next', ['melee B1 at A5', [6, 1]], ['react B1 fire A5', [1]]]);
    expect(refusal(s, 'react B1 fire A5')).toMatch(/Yellow Brigade has already reacted to Isolani's Croats' retreat: each unit reacts once to it \(6\.3\)/);
  });
});

describe('round 3: move wording', () => {
  it('9.2: a pivot in place reads as one, not as a move of 0 hexes', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next']);
    expect(run(s, 'move B1 --hexes 0 --face nw').text).toMatch(/^Yellow Brigade pivots in place, \d of 4 MP/);
  });
});
