/**
 * Words found wrong or unclear while playing the sample with the book open (seed 004): each
 * test names the section the words rest on.
 */
import { describe, expect, it } from 'vitest';
import { odds, refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

describe('moving freely, with the section that frees each type', () => {
  it('7.2, 11.10: light cavalry moves freely by 7.2 and 11.10, not 4.3, which does not name it', () => {
    expect(run(stateOf(SAMPLE), 'move A5 to 0909').text).toContain('(they move freely, 7.2, 11.10)');
  });
  it('4.3, 10.3, 11.11: loose shotte and dragoons cite 4.3 and their own section', () => {
    expect(run(stateOf(SAMPLE), 'move A6 to 0908').text).toContain('(they move freely, 4.3, 11.11)');
    const swedes = runAll(stateOf(SAMPLE), ['next', 'next']);
    expect(run(swedes, 'move B5 to 0610').text).toContain('(they move freely, 4.3, 10.3)');
  });
});

describe('6.3, 6.4: retreats and routs say their length in hexes', () => {
  it('6.3: "retreat 2 hexes", "retreats 1 hex"; 6.4: "rout 5 hexes", not a bare number', () => {
    // Baldiron fires from 0609 at the Commanded Musketeers (0710), always disordered: column 3, a 4 gives D, a 6 DD.
    const s = runAll(stateOf(SAMPLE), ['move A1 to 0609', 'next']);
    expect(run(s, 'fire A1 at B5', [4]).text).toContain('D: Commanded Musketeers retreat 2 hexes.');
    expect(run(s, 'fire A1 at B5', [6]).text).toContain('DD: Commanded Musketeers rout 5 hexes.');
    const back = runAll(stateOf(SAMPLE), ['place B3 0609', 'set A1 disordered', 'next']);
    expect(run(back, 'fire A1 at B3 --back', [1, 6, 1]).text).toContain('D: Baldiron retreats 1 hex.');
  });
});

describe('11.8: the result of a melee says the pursuit it calls for, as odds do', () => {
  it('11.8: a pursuing winner: the result says the loser is eliminated at the end of its retreat, and the pursuer disordered', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'place A5 0909', 'next']);
    expect(run(s, 'melee B4 at A5', [1, 1, 6]).text).toContain(
      'DD: Isolani\'s Croats are disordered and retreat 3 hexes. Smaland Horse pursues (11.8): at the end of their retreat, Isolani\'s Croats are eliminated and Smaland Horse is disordered.',
    );
  });
  it('11.7, 11.8: a charge broken and routed: the defender that pursues is named too', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'move B3 to 0509', 'place A3 0508', 'next']);
    expect(run(s, 'charge B3 at A3', [5, 1]).text).toContain("AA: Finnish Horse routs 5 hexes. Pappenheim's Horse pursues (11.8): at the end of its rout, Finnish Horse is eliminated and Pappenheim's Horse is disordered.");
  });
});

describe('7.3, 12.2: a leader with a gun adds nothing to its fire, and mods say so', () => {
  it('7.3, 12.2: Tilly in the guns\' hex is a shown term of 0, with why', () => {
    const s = runAll(stateOf(SAMPLE), ['place AL1 0707', 'next']);
    const o = odds(s, 'fire A7 at B1 --range 3');
    expect(o.head).toBe('Imperial Guns vs Yellow Brigade: fire strength 2 = 5 (fire) − 3 (range) + 0 (leader Tilly)');
    expect(o.modifiers?.actor).toContainEqual(expect.objectContaining({ label: 'leader Tilly', value: 0, reason: 'leaders cannot influence artillery fire (7.3, 12.2)' }));
  });
});

describe('6.4 3: the result of a rout says the fortune of war it brings once made, as odds do', () => {
  it('6.4 3: "The Imperialists gain a fortune of war once the rout is made (6.4)." after the DD, given with the rout', () => {
    const s = runAll(stateOf(SAMPLE), ['move A1 to 0609', 'next']);
    const fired = run(s, 'fire A1 at B5', [6]);
    expect(fired.text).toContain('DD: Commanded Musketeers rout 5 hexes. The Imperialists gain a fortune of war once the rout is made (6.4).');
    expect(fired.state.sides[0].fow).toBe(0);
    expect(run(fired.state, 'retreat B5 to 0715').state.sides[0].fow).toBe(1);
  });
});

describe('5.2: declare names its units with commas', () => {
  it('5.2: "declare A1 A7 at B5" is refused with the line to type, not "no unit matches"', () => {
    const s = runAll(stateOf(SAMPLE), ['move A1 to 0609', 'next']);
    expect(refusal(s, 'declare A1 A7 at B5')).toBe('name the units with commas, no spaces: declare A1,A7 at B5 (5.2)');
    expect(run(s, 'declare A1,A7 at B5').text).toMatch(/^Baldiron and Imperial Guns are declared against Commanded Musketeers/);
  });
});

describe('6.5, 4.5: a fortune of war move says whether the enemy may react to it', () => {
  it('6.5, 11.4: no enemy able to react (the Finnish Horse, next to Baldiron, cannot react two hexes away): the result says so', () => {
    const s = runAll(stateOf(SAMPLE), ['move A1 to 0609', 'next', ['fire A1 at B5', [6]], 'retreat B5 to 0715', 'fow move A3']);
    const r = run(s, 'move A3 to 0508');
    expect(r.text).toContain('No enemy unit may react to this move where the units stand (6.5, 4.5).');
    expect(r.text).not.toContain('The enemy may react');
  });
});
