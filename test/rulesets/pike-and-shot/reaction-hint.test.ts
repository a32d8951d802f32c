/** 4.5, 11.4: a move's result names the enemy units that may react to it, with the command each would type. */
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import { refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

describe('the reactions a move opens', () => {
  it('4.5, 11.4: cavalry one or two hexes away and infantry next to the mover are named, each with its command', () => {
    const r = run(stateOf(SAMPLE), 'move A1 to 0609');
    // 4.5, 11.4: Finnish Horse reacts to the step out of 0608, two hexes away, by 0509 or by 0609, which Baldiron is taken back from.
    expect(r.text).toMatch(/Finnish Horse and Commanded Musketeers may react \(4\.5, 11\.4\): react B3 melee\|charge A1 --to 0509\|0609 \(in 0608, as A1 exits it, 4\.5\); react B5 fire A1 \(fire if A1 goes on from 0609 into another hex next to B5, 4\.5\)\. All reactions to one move are fought against the same hex \(4\.5\): the first reaction fought fixes it \(0608 or 0609\); after it, the others are fought against A1 in that hex, or not at all\. As Finnish Horse enters the hex between/);
  });

  it('4.5, 4.3, 11.4: a mover with no move left never exits the hex it ends in: cavalry reacts only to the step it made, in the hex it left', () => {
    // Savelli, with no leader, moves one hex at most (4.3, 7.2): that hex is as far as it goes.
    const r = run(stateOf(SAMPLE), 'move A2 to 0809');
    expect(r.text).toMatch(/Smaland Horse may react \(4\.5, 11\.4\): react B4 melee\|charge A2 --to 0909\|0809 \(in 0808, as A2 exits it, 4\.5\)\. As Smaland Horse enters the hex between/);
    expect(refusal(r.state, 'react B4 melee A2')).toBe('name the hex Smaland Horse moves into: --to 0909 or --to 0809 (11.4); Savelli is taken back to 0808 for this reaction, the hex it exits (4.5, 11.4)');
    // Smaland Horse in 0910 is two hexes from 0808: no hex next to 0910 and 0809 serves a melee against Savelli where it stands.
    expect(refusal(r.state, 'react B4 charge A2 --to 1009')).toMatch(/^1009 is not next to Savelli/);
    expect(refusal(r.state, 'react B5 fire A2')).toBe('Savelli has no move left (1 hex at most without a leader, 4.3): infantry fire answers a move that goes on from a hex next to the firer into another (4.5)');
  });

  it('11.4, 11.7: cavalry two hexes away is offered the hexes between, and a charge only while ordered', () => {
    // 11.4: Savelli, next to 0909, may fire at the cavalry entering it (named after the reactions).
    expect(run(stateOf(SAMPLE), 'move A5 to 1008').text).toMatch(/Smaland Horse may react \(4\.5, 11\.4\): react B4 melee\|charge A5 --to 0909\|1009 \(in 1008, if A5 goes on out of it, 4\.5\)\. As Smaland Horse enters/);
    const disordered = runAll(stateOf(SAMPLE), ['set B4 disordered --why shaken']);
    expect(run(disordered, 'move A5 to 1008').text).toMatch(/react B4 melee A5 --to 0909\|1009 \(in 1008, if A5 goes on out of it, 4\.5\)\. As/);
  });

  it('6.5: a fortune of war move names its reactions too', () => {
    const s = runAll(stateOf(SAMPLE), ['place B5 0609', 'place AL2 0608', 'next', ['fire A1 at B5', [6]], 'retreat B5 to 0614', 'fow move A5']);
    const r = run(s, 'move A5 to 1008').text;
    expect(r).toMatch(/Smaland Horse may react \(6\.5, 4\.5, 11\.4\): react B4 melee/);
    // The hint names who may react, so the fortune's general "the enemy may react" goes.
    expect(r).not.toMatch(/The enemy may react/);
  });

  it('4.5: a move no enemy can answer says nothing of reactions', () => {
    expect(run(stateOf(SAMPLE), 'move A4 to 0406').text).not.toMatch(/may react/);
  });

  it('4.5: the words are the result\'s only: the events, and so the journal, are those of the move alone', () => {
    const s = stateOf(SAMPLE);
    const action = parsePsCommand(s, 'move A1 to 0609');
    const r = action.ok ? executePs(s, action.value, handDice([])) : null;
    expect(r?.ok && r.value.results.map((x) => x.result).join(' ')).toMatch(/may react/);
    expect(r?.ok && r.value.events.some((e) => /may react/.test(e.text))).toBe(false);
    const moved = run(s, 'move A1 to 0609');
    expect(moved.state.moving?.unit).toBe('A1');
    // The named reaction is one the rules accept at once.
    expect(() => run(moved.state, 'react B5 fire A1', [1])).not.toThrow();
  });

  it('4.5: once another unit moves, the first move is over: the hint names the new mover only', () => {
    const after = runAll(stateOf(SAMPLE), ['move A2 to 0809']);
    const r = run(after, 'move A1 to 0609');
    expect(r.text).toMatch(/may react \(4\.5, 11\.4\): react B3 melee\|charge A1 --to 0509\|0609 \(in 0608, as A1 exits it, 4\.5\); react B5 fire A1 \(fire if A1 goes on from 0609 into another hex next to B5, 4\.5\)\. All reactions to one move are fought against the same hex \(4\.5\): the first reaction fought fixes it \(0608 or 0609\); after it, the others are fought against A1 in that hex, or not at all\. As Finnish Horse enters the hex between/);
    expect(r.text).not.toMatch(/ A2\b/);
  });
});
