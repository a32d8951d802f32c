/** 9.2, 4.4, 4.5: a battalion's way round, step by step, and the reactions named on a way round. */
import { describe, expect, it } from 'vitest';
import { refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

// Yellow Brigade (B1) stands in 0611 facing ne, MA 4; the Swedes move after two `next`.
const swedesMove = () => runAll(stateOf(SAMPLE), ['next', 'next']);

describe('9.2: a battalion goes round step by step', () => {
  it('9.2: each step of a way round enters a front hex of the facing the battalion has at that step', () => {
    // 0511 is a flank hex facing ne: the way by 0511 and 0510 is no battalion's way to 0609.
    const s = runAll(swedesMove(), ['place B3 0414', 'place B5 0610', 'place B2 0710']);
    expect(refusal(s, 'move B1 to 0609 --face nw')).toBe(
      "every way from 0611 to 0609 within Yellow Brigade's 4 MP is blocked by Commanded Musketeers in 0610 and Blue Brigade in 0710 (4.4); a battalion steps only into its front hexes (9.2)",
    );
  });
  it('9.2: a battalion pivots free only as it enters a front hex, toward it; else it pays 2 MP a vertex', () => {
    // To 0510 facing nw: no free pivot lets it step nw first, so it pivots in its hex (2 MP).
    const s = runAll(swedesMove(), ['place B3 0414', 'place B5 0610']);
    expect(run(s, 'move B1 to 0510 --face nw').text).toMatch(/^Yellow Brigade moves 2 hexes to 0510, 4 of 4 MP, .* It pivots 1 vertex to face nw \(2 MP in 0611\) \(9\.2\)\./);
  });
  it('9.2: a way round that turns as it goes says where it went', () => {
    const s = runAll(swedesMove(), ['place B5 0610']);
    expect(run(s, 'move B1 to 0609 --face nw').text).toMatch(/^Yellow Brigade moves 3 hexes to 0609, 3 of 4 MP, .* It goes round Commanded Musketeers in 0610, by 0711 and 0710 \(4\.4\)\..* It pivots 1 vertex to face nw, free as it enters its front hexes \(9\.2\)\./);
  });
  it('9.2: a half turn on a two-hex move costs more than the free pivots allow, and the refusal says why, not the units', () => {
    // Facing ne to sw: entering 0610 turns it to nw; 0609 is then its right front hex, so only a clockwise turn is free.
    expect(refusal(swedesMove(), 'move B1 to 0609 --face sw')).toBe(
      "Yellow Brigade cannot reach 0609 facing sw within its 4 MP: each step of a battalion enters a front hex of the facing it has then, pivoting one vertex free only toward the hex it enters, else 2 MP a vertex in its hex (9.2)",
    );
  });
  it('9.2, 4.4: a move with --hexes keeps a battalion to its front hexes too', () => {
    const s = runAll(swedesMove(), ['place B5 0610']);
    expect(refusal(s, 'move B1 to 0609')).toMatch(/a battalion steps only into its front hexes \(9\.2\)$/);
    expect(refusal(runAll(s, ['place B2 0710']), 'move B1 to 0609 --hexes 3 --face nw')).toMatch(/^every way of 3 hexes from 0611 to 0609 is blocked by Commanded Musketeers in 0610.*\(4\.4\); a battalion steps only into its front hexes \(9\.2\); no way round is open within Yellow Brigade's 4 MP$/);
  });
  it('9.2, 4.4: a blocked --hexes refusal calls an open straight way the straight way, not the way round', () => {
    // The musketeers in 0710 close the 3-hex way by 0711 and 0710; the straight way by 0610 is open.
    const text = refusal(swedesMove(), 'move B1 to 0609 --hexes 3 --face nw');
    expect(text).toMatch(/^every way of 3 hexes from 0611 to 0609 is blocked by .*; the straight way is 2 hexes: give --hexes 2, or leave --hexes out to take it$/);
    expect(text).not.toContain('way round');
  });
});

describe('4.5: reactions on a way round', () => {
  it('4.5: a reaction as the mover leaves its starting hex is named, with the leg to enter first', () => {
    // Pappenheim's Horse goes 0507, 0406, 0405, 0505: from 0507 into 0406, both next to the musketeers in 0407.
    const s = runAll(stateOf(SAMPLE), ['place A4 1501', 'place B5 0407', 'place B3 0506', 'place B4 0606']);
    const text = run(s, 'move A3 to 0505').text;
    expect(text).toMatch(/It goes round Finnish Horse in 0506, by 0406 and 0405 \(4\.4\)\. On the way it passes within reach of [^(]*Commanded Musketeers \(4\.5, 11\.4\): to let [^.]*Commanded Musketeers react, enter the move to 0406 first, then the reactions\./);
  });
});

describe('4.5, 9.2: the leg advised before a reaction on a way round', () => {
  it('4.5, 9.2: the leg a battalion enters before a reaction gives the facing it has in that hex, and it then goes on', () => {
    const s = runAll(swedesMove(), ['place B5 0610', 'place A2 0709']);
    expect(run(s, 'move B1 to 0609 --face nw').text).toContain('to let Savelli react, enter the move to 0710 --face nw first, then the reaction.');
    const after = runAll(s, ['move B1 to 0710 --face nw', ['react A2 fire B1', [1]]]);
    expect(run(after, 'move B1 to 0609 --face nw').text).toMatch(/^Yellow Brigade moves on 1 hex to 0609, 3 of 4 MP in all/);
  });
  it('4.4, 4.5: no leg is advised to a hex the mover may not stop in', () => {
    const text = run(runAll(swedesMove(), ['place B1 0509']), 'move B3 to 0506').text;
    expect(text).not.toContain('enter the move to 0509');
    expect(text).toContain('could react only as it passes 0509, which holds Yellow Brigade (4.4): those reactions cannot be entered as a leg.');
  });
});

describe('9.2, 4.4: --hexes for a battalion', () => {
  it('9.2: a --hexes way closed by the facing, not the units near, is refused for the facing', () => {
    const s = runAll(swedesMove(), ['place B1 0708', 'place BL1 0708', 'place A6 0807']);
    const text = refusal(s, 'move B1 to 0706 --hexes 2 --face se');
    expect(text).toMatch(/^Yellow Brigade cannot reach 0706 facing se by a way of exactly 2 hexes within its 4 MP: each step of a battalion enters a front hex .*\(9\.2\)$/);
    expect(text).not.toContain('Imperial Guns');
    expect(text).not.toContain('4 hexes or shorter');
  });
  it('9.2: a battalion wanders only by front steps, so --hexes longer than the way needs a front-step way of exactly that length', () => {
    expect(refusal(swedesMove(), 'move B1 to 0609 --hexes 3')).toMatch(/^Yellow Brigade cannot reach 0609 by a way of exactly 3 hexes within its 4 MP: .*\(9\.2\)$/);
    expect(refusal(swedesMove(), 'move B1 to 0609 --hexes 4')).toMatch(/^Yellow Brigade cannot reach 0609 by a way of exactly 4 hexes/);
    // Turning nw as it goes, 0711, 0710 and 0609 is such a way (the musketeers moved out of 0710).
    expect(run(runAll(swedesMove(), ['place B5 0610']), 'move B1 to 0609 --hexes 3 --face nw').text).toMatch(/^Yellow Brigade moves 3 hexes to 0609, 3 of 4 MP/);
  });
  it('9.2: a move with --hexes pays for the pivots its front-step way needs, as the same move without it does', () => {
    const want = 'Yellow Brigade moves 2 hexes to 0812, 4 of 4 MP';
    expect(run(swedesMove(), 'move B1 to 0812 --face se').text).toMatch(new RegExp(`^${want}.* \\(2 MP in 0611, 1 free as it enters its front hexes\\) \\(9\\.2\\)\\.`));
    expect(run(swedesMove(), 'move B1 to 0812 --hexes 2 --face se').text).toMatch(new RegExp(`^${want}`));
  });
});

describe('9.2: a paid pivot next to an enemy', () => {
  it('9.2: the result names the hex a paid pivot is made in', () => {
    expect(run(swedesMove(), 'move B1 to 0609 --face w').text).toContain('It pivots 2 vertices to face w (2 MP in 0609, 1 free as it enters its front hexes) (9.2).');
  });
  it('9.2: a paid pivot in the hex it ends in draws reaction after the facing changes, with no MP left', () => {
    const s = run(swedesMove(), 'move B1 to 0609 --face w');
    expect(s.text).toContain('react A1 fire B1 (fire at its pivot in 0609, 9.2)');
    expect(run(s.state, 'react A1 fire B1', [3]).text).toMatch(/^Fire by Baldiron: .*rolled 3: D\./);
  });
  it('9.2: with no MP left and no pivot paid where it stands, fire still waits for the move to go on (4.5)', () => {
    // Its pivot is paid in 0611, where it started, not in 0510.
    const s = run(runAll(swedesMove(), ['place B3 0414', 'place B5 0610']), 'move B1 to 0510 --face nw').state;
    expect(refusal(s, 'react A1 fire B1')).toMatch(/no move left .*\(4\.5\)$/);
  });
});
