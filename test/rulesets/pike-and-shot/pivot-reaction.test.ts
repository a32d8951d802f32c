/** 9.2, 4.5: a paid pivot made earlier on a leg than the hex it ends in draws fire there, the move taken back to it. */
import { describe, expect, it } from 'vitest';
import { earlierPivots } from '../../../src/rulesets/pike-and-shot/pivot-reaction.js';
import { odds, refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

// Yellow Brigade (B1) stands in 0611 facing ne, MA 4; the Swedes move after two `next`. Baldiron
// (A1) in 0612 is next to 0611 but not to 0510; Finnish Horse and Horn leave 0510, the
// musketeers 0710. To 0510 facing nw, B1 pivots in 0611 first (2 MP), then steps twice.
const ready = () => runAll(stateOf(SAMPLE), ['next', 'next', 'place B3 0414', 'place BL2 0414', 'place B5 0610', 'place A1 0612']);
const moved = () => run(ready(), 'move B1 to 0510 --face nw');

describe('9.2, 4.5: fire at a paid pivot made in the starting hex', () => {
  it('9.2, 4.5: the reaction hint offers fire at the pivot in the starting hex, though no MP are left', () => {
    const { text } = moved();
    expect(text).toContain('It pivots 1 vertex to face nw (2 MP in 0611) (9.2).');
    expect(text).toContain('Baldiron may react (4.5, 11.4): react A1 fire B1 (fire at its pivot in 0611, 9.2).');
  });
  it('9.2, 4.5: fire at an earlier pivot takes the move back to its hex, facing as it pivoted, with the MP spent by then', () => {
    const r = run(moved().state, 'react A1 fire B1', [1, 1, 1]);
    expect(r.text).toMatch(/^The fire comes at Yellow Brigade's pivot in 0611, after the facing changed \(9\.2\): Yellow Brigade is taken back there, facing nw, 2 of 4 MP spent; unless it retreats, its move goes on from there \(move B1 to 0510, 4\.5\)\. Gustavus Adolphus, in 0611, is stacked with Yellow Brigade now \(7\.1\)\. Fire by Baldiron: .*rolled 1: NE\./);
    // 7.1: back in the hex the move left him in, he is stacked with it again, as after a pivot in place.
    expect(r.state.leaders.find((l) => l.id === 'BL1')?.with).toBe('B1');
    expect(unit(r.state, 'B1')).toMatchObject({ hex: '0611', facing: 'nw' });
    expect(r.state.moving).toMatchObject({ unit: 'B1', mp: 2, hexes: 0, pivotedIn: '0611' });
  });
  it('9.2, 4.5: odds and roll of fire at an earlier pivot are those of the same pivot entered as a leg of its own', () => {
    const asLeg = run(ready(), 'move B1 --hexes 0 --face nw').state;
    const { note: backNote, caveat: backCaveat, ...backOdds } = odds(moved().state, 'react A1 fire B1');
    const { note: legNote, caveat: legCaveat, ...legOdds } = odds(asLeg, 'react A1 fire B1');
    expect(backOdds).toEqual(legOdds);
    // Under odds' table too, the move goes back first.
    expect(backCaveat).toBe([`The fire comes at Yellow Brigade's pivot in 0611, after the facing changed (9.2): Yellow Brigade is taken back there, facing nw, 2 of 4 MP spent; unless it retreats, its move goes on from there (move B1 to 0510, 4.5). Gustavus Adolphus, in 0611, is stacked with Yellow Brigade now (7.1).`, legCaveat].filter((c) => c !== undefined).join(' '));
    // The note says first that the move goes back, as the roll does.
    expect(backNote).toBe(`The fire comes at Yellow Brigade's pivot in 0611, after the facing changed (9.2): Yellow Brigade is taken back there, facing nw, 2 of 4 MP spent; unless it retreats, its move goes on from there (move B1 to 0510, 4.5). Gustavus Adolphus, in 0611, is stacked with Yellow Brigade now (7.1). ${legNote}`);
    const back = run(moved().state, 'react A1 fire B1', [5, 2, 3]);
    const leg = run(asLeg, 'react A1 fire B1', [5, 2, 3]);
    expect(back.text.replace(/^The fire comes at [^)]*\)[^)]*\)\. Gustavus Adolphus, in 0611, is stacked with Yellow Brigade now \(7\.1\)\. /, '')).toBe(leg.text);
    expect(back.state.units).toEqual(leg.state.units);
    expect(back.state.leaders).toEqual(leg.state.leaders);
  });
  it('9.2, 4.5, 6.3: a retreat from fire at an earlier pivot starts in the hex of the pivot', () => {
    const s = run(moved().state, 'react A1 fire B1', [6, 1, 1]).state;
    expect(s.pending.map((p) => p.unit)).toEqual(['B1']);
    // 0410 is next to 0510, where the leg ended, and two hexes from 0611.
    expect(refusal(s, 'retreat B1 to 0410')).toMatch(/^0410 is 2 hexes from 0611: Yellow Brigade retreats 1 hex \(6\.3\)$/);
    expect(unit(run(s, 'retreat B1 to 0511').state, 'B1').hex).toBe('0511');
  });
  it('9.2, 4.5: a move not retreated goes on from the hex of the pivot', () => {
    const s = run(moved().state, 'react A1 fire B1', [1, 1, 1]).state;
    expect(run(s, 'move B1 to 0510 --face nw').text).toMatch(/^Yellow Brigade moves on 2 hexes to 0510, 4 of 4 MP in all/);
  });
  it('9.2, 4.5: a one-hex step made after a pivot in its hex draws fire at that pivot', () => {
    const { state, text } = run(ready(), 'move B1 to 0511 --face nw');
    expect(text).toContain('react A1 fire B1 (fire at its pivot in 0611, 9.2)');
    expect(run(state, 'react A1 fire B1', [1, 1, 1]).text).toMatch(/^The fire comes at Yellow Brigade's pivot in 0611, .*facing nw, 2 of 4 MP spent; .*\(move B1 to 0511, 4\.5\)\./);
  });
  it('4.5, 9.2: once a reaction has come against the hex it stands in, an earlier pivot draws no more (all reactions against one hex)', () => {
    const s = runAll(moved().state, ['place A4 0410', ['react A4 fire B1', [1]]]);
    expect(refusal(s, 'react A1 fire B1')).toMatch(/no move left .*\(4\.5\)$/);
  });
  it('9.2: a leg that took up a leader where it ends is not taken back: fire at its earlier pivot waits for a leg of its own (4.5)', () => {
    // Horn stays alone in 0510, so Yellow Brigade is stacked with him there.
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'place B3 0414', 'place B5 0610', 'place A1 0612', 'move B1 to 0510 --face nw']);
    expect(refusal(s, 'react A1 fire B1')).toMatch(/no move left .*\(4\.5\)$/);
  });
});

describe('9.2: the earlier pivots a leg records', () => {
  const stops = [
    { hex: '0611', face: 'nw' as const, mp: 2, hexes: 0 },
    { hex: '0610', face: 'w' as const, mp: 5, hexes: 1 },
    { hex: '0510', face: 'sw' as const, mp: 8, hexes: 2 },
  ];
  const b1 = () => unit(ready(), 'B1');
  it('9.2: a pivot on the way counts the MP and hexes of the move so far; the one where the leg ends is not earlier', () => {
    expect(earlierPivots(b1(), { to: '0510', so: { mp: 1, hexes: 1 }, stops, first: undefined, named: false, changed: false })).toEqual([
      { hex: '0611', facing: 'nw', mp: 3, hexes: 1 },
      { hex: '0610', facing: 'w', mp: 6, hexes: 2 },
    ]);
  });
  it('9.2: with terrain named only a pivot in the starting hex has known MP; a leg that changed more records none', () => {
    expect(earlierPivots(b1(), { to: '0510', so: null, stops, first: undefined, named: true, changed: false })).toEqual([{ hex: '0611', facing: 'nw', mp: 2, hexes: 0 }]);
    expect(earlierPivots(b1(), { to: '0510', so: null, stops, first: undefined, named: false, changed: true })).toEqual([]);
  });
});
