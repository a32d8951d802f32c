/**
 * Seed 004, 7.1 with 4.4, 4.5 and 11.4: a leader moving alone draws reaction as a unit does, so
 * his way is worked out, the enemies he passes within reach of are named with the leg to enter,
 * and fire where he stands (house rule leaderMeleeIfHeGoesOn) holds him to going on into another
 * hex next to the firer.
 */
import { describe, expect, it } from 'vitest';
import { reactionHint } from '../../../src/rulesets/pike-and-shot/reaction-hint.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { goesOn, odds, refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

const leader = (s: PsState, id: string) => s.leaders.find((l) => l.id === id)!;

/** Under the house rule, Tilly (AL1) leaves Baldiron in 0608 for 0709, next to the Commanded Musketeers (B5, 0710), who fire at him there (5+1: unhurt). */
const firedOn = (): PsState => runAll(stateOf(SAMPLE, goesOn), ['move AL1 to 0709', ['react B5 fire AL1', [5, 1]]]);

const WAITS = 'Commanded Musketeers fired at Tilly in 0709 on the condition that he goes on into another hex next to them (4.5)';

describe('7.1, 4.4, 4.5: the way of a leader moving alone', () => {
  it('7.1, 4.5, 11.4: a leader moving alone is told the enemies he passes within reach of, with the leg to enter', () => {
    expect(run(stateOf(SAMPLE), 'move AL1 to 0809').text).toMatch(
      /^Tilly moves to 0809: he cannot enable full movement again this phase \(7\.1\)\. On the way, by 0709, he passes within reach of Finnish Horse, Smaland Horse and Commanded Musketeers \(4\.5, 7\.1, 11\.4\): to let Finnish Horse, Smaland Horse and Commanded Musketeers react, enter the move to 0709 first, then the reactions\./,
    );
  });
  it('7.1, 4.4: a leader passes friends freely but goes round the enemy, and the result says which way', () => {
    const s = runAll(stateOf(SAMPLE), ['place B1 0709', 'place B2 0708', 'place B3 0608', 'place B4 0609', 'place B5 0710']);
    // 0707 holds the Imperial Guns and 0808 Savelli, both his side's: he passes them.
    expect(run(s, 'move AL1 to 0809').text).toMatch(/He goes round Finnish Horse in 0608 and Yellow Brigade in 0709, by 0607, 0707, 0807 and 0808 \(4\.4, 7\.1\)\. On the way he passes within reach of /);
  });
  it('7.1, 4.4: a leader with no MA goes round the enemy however far he goes, across the whole map', () => {
    // His straight way to the far corner is closed at 0709 and 0609: the way round is over 99 hexes.
    const s = runAll(stateOf(SAMPLE), ['place B5 0709', 'place B3 0609']);
    const text = run(s, 'move AL1 to 9999').text;
    expect(text).toMatch(/He goes round .*Commanded Musketeers in 0709.* by 0708, /);
    expect(text).not.toMatch(/<unit>/);
  });
  it('7.1, 4.4: a leader whose every way the enemy closes is refused, naming who closes it', () => {
    const s = runAll(stateOf(SAMPLE), ['place A2 0305', 'place B1 0808', 'place B2 0909', 'place B3 0810', 'place B6 0709']);
    expect(refusal(s, 'move AL1 to 0809')).toBe('every way from 0608 to 0809 is blocked by Regimental Guns in 0709, Commanded Musketeers in 0710, Yellow Brigade in 0808 and 3 more units (7.1)');
    expect(leader(s, 'AL1').moved).toBe(false);
  });
  it('7.1, 4.5: fire at the step he has just made is offered as such, and holds nothing', () => {
    const s = run(stateOf(SAMPLE), 'move AL1 to 0809').state;
    expect(reactionHint(s, 'AL1')).toMatch(/react B5 fire AL1 \(fire at his step from 0709 into 0809, 4\.5\)/);
    const fired = run(s, 'react B5 fire AL1', [5, 1]);
    expect(fired.text).not.toMatch(/next step must/);
    expect(unit(run(fired.state, 'move A2 to 0708').state, 'A2').hex).toBe('0708');
  });
  it('7.1, 4.5: a unit that has reacted to his move is not offered on his later leg, nor taken again: each reacts once to a move', () => {
    const s = run(firedOn(), 'move AL1 to 0809').state;
    expect(reactionHint(s, 'AL1') ?? '').not.toMatch(/react B5/);
    expect(refusal(s, 'react B5 fire AL1')).toBe("Commanded Musketeers have already reacted to Tilly's move: each unit reacts once to a move (4.5)");
  });
});

describe('house rule leaderMeleeIfHeGoesOn (7.1, 4.5): fire at a leader where he stands holds him to his next step', () => {
  it('7.1, 4.5: the fire result says which step it waits on', () => {
    expect(run(run(stateOf(SAMPLE, goesOn), 'move AL1 to 0709').state, 'react B5 fire AL1', [5, 1]).text).toMatch(
      /Tilly is unhurt \(rolled 5\+1 = 6; he falls on 11 or 12, 7\.4; his hex was fired on\)\. Tilly's next step must enter a hex next to Commanded Musketeers \(0809 or 0609\), as this fire answers that step \(4\.5\)\.$/,
    );
  });
  it("7.1, 4.5, 7.4: another unit's or leader's move, or the end of the phase, is refused until he goes on (or falls to that fire, or retreats before a melee)", () => {
    const s = firedOn();
    expect(refusal(s, 'move A2 to 0708')).toBe(`Tilly's move must go on before Savelli moves: ${WAITS}; move AL1 to 0809 or 0609 first, or type undo to take that reaction back`);
    expect(refusal(s, 'move AL2 to 0607')).toBe(`Tilly's move must go on before Pappenheim moves: ${WAITS}; move AL1 to 0809 or 0609 first, or type undo to take that reaction back`);
    expect(refusal(s, 'next')).toBe(`Tilly's move must go on before the phase ends: ${WAITS}; move AL1 to 0809 or 0609 first, or type undo to take that reaction back`);
    const on = run(s, 'move AL1 to 0609').state;
    expect(unit(run(on, 'move A2 to 0708').state, 'A2').hex).toBe('0708');
    const fallen = runAll(stateOf(SAMPLE, goesOn), ['move AL1 to 0709', ['react B5 fire AL1', [6, 6]]]);
    expect(leader(fallen, 'AL1').fate).toBe('casualty');
    expect(unit(run(fallen, 'move A2 to 0708').state, 'A2').hex).toBe('0708');
    const driven = run(s, 'react B3 charge AL1 --retreat 0808 --no-counter-fire').state;
    expect(unit(run(driven, 'move A2 to 0708').state, 'A2').hex).toBe('0708');
  });
  it('7.1, 4.5: his next step must enter a hex next to the firer, whether he goes alone or to join a unit', () => {
    expect(refusal(firedOn(), 'move AL1 to 0608')).toBe(`${WAITS}: 0608 is not next to them; his next step must enter 0809 or 0609, or type undo to take that reaction back`);
    expect(refusal(firedOn(), 'move AL1 --with A2')).toBe(`${WAITS}: 0808 is not next to them; his next step must enter 0809 or 0609, or type undo to take that reaction back`);
  });
  it('7.1, 4.1, 4.5: of his ways as short, the tool takes one whose first step keeps the condition', () => {
    // Not fired on, Tilly goes on from 0709 to 0909 by Savelli's 0808, first in compass order and out of the musketeers' reach.
    expect(run(run(stateOf(SAMPLE), 'move AL1 to 0709').state, 'move AL1 to 0909').text).toMatch(/by 0808, he passes within reach of Smaland Horse/);
    expect(run(firedOn(), 'move AL1 to 0909').text).toMatch(/by 0809, he passes within reach of Smaland Horse/);
  });
  it('7.1, 4.5: such fire is refused, and not offered, when no hex next to him and the firer is open to him', () => {
    const s = runAll(stateOf(SAMPLE, goesOn), ['place B3 0809', 'place B4 0609', 'move AL1 to 0709']);
    expect(reactionHint(s, 'AL1') ?? '').not.toMatch(/react B5 fire/);
    const why = 'no hex next to both Tilly in 0709 and Commanded Musketeers is open to him: infantry fire answers a move that goes on from a hex next to the firer into another (4.5, 7.1)';
    expect(refusal(s, 'react B5 fire AL1')).toBe(why);
    // odds read the same plan as the roll, so they refuse it too.
    expect(() => odds(s, 'react B5 fire AL1')).toThrow(why);
  });
});
