/**
 * Seed 004, 4.5: infantry fire answers a move from a hex next to the firer directly into another.
 * Fire at the step just made holds nothing; fire where the move stands holds it to going on.
 */
import { describe, expect, it } from 'vitest';
import { previewPs } from '../../../src/rulesets/pike-and-shot/odds.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import { reactionHint } from '../../../src/rulesets/pike-and-shot/reaction-hint.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

/** Baldiron (A1) moves to 0609, next to the Commanded Musketeers (B5, 0710), who fire at it there (a roll of 1: no effect). */
const firedOn = (): PsState => runAll(stateOf(SAMPLE), ['move A1 to 0609', ['react B5 fire A1', [1]]]);

const WAITS = 'Commanded Musketeers fired at Baldiron in 0609 on the condition that it goes on into another hex next to them (4.5)';

describe('4.5: fire on the condition that the move goes on', () => {
  it('4.5: the fire result says which step it waits on', () => {
    const s = run(stateOf(SAMPLE), 'move A1 to 0609').state;
    expect(run(s, 'react B5 fire A1', [1]).text).toMatch(/Baldiron's next step must enter a hex next to Commanded Musketeers \(0709 or 0610\), as this fire answers that step \(4\.5\)\.$/);
  });
  it("4.5: another unit's move is refused while the mover has not gone on, and allowed once it has", () => {
    const s = firedOn();
    expect(refusal(s, 'move A2 to 0809')).toBe(`Baldiron's move must go on before Savelli moves: ${WAITS}; move A1 to 0709 or 0610 first, or type undo to take that reaction back`);
    const on = run(s, 'move A1 to 0709').state;
    expect(unit(run(on, 'move A2 to 0809').state, 'A2').hex).toBe('0809');
  });
  it('4.5, 7.1: a leader moving, or the phase ending, is refused too', () => {
    const s = firedOn();
    expect(refusal(s, 'move AL1 to 0607')).toBe(`Baldiron's move must go on before Tilly moves: ${WAITS}; move A1 to 0709 or 0610 first, or type undo to take that reaction back`);
    expect(refusal(s, 'next')).toBe(`Baldiron's move must go on before the phase ends: ${WAITS}; move A1 to 0709 or 0610 first, or type undo to take that reaction back`);
  });
  it("4.5: the mover's next step must enter a hex next to the firer", () => {
    expect(refusal(firedOn(), 'move A1 to 0509')).toBe(`${WAITS}: 0509 is not next to them; its next step must enter 0709 or 0610, or type undo to take that reaction back`);
  });
  it('4.5: such fire is refused, and not offered, when no hex next to the firer is open to the mover', () => {
    const s = runAll(stateOf(SAMPLE), ['place B4 0709', 'place B3 0610', 'move A1 to 0609']);
    expect(reactionHint(s, 'A1') ?? '').not.toMatch(/react B5 fire/);
    expect(refusal(s, 'react B5 fire A1')).toBe('no hex next to both Baldiron in 0609 and Commanded Musketeers is open to it: infantry fire answers a move that goes on from a hex next to the firer into another (4.5)');
  });
  it('4.5: a second unit firing on that condition needs a hex next to both firers', () => {
    const s = runAll(stateOf(SAMPLE), ['place B3 0610', 'place B2 0510', 'move A1 to 0609', ['react B5 fire A1', [1]]]);
    expect(refusal(s, 'react B2 fire A1')).toBe('no hex next to both Baldiron in 0609 and Blue Brigade is also next to Commanded Musketeers, who fired on that condition already, and is open to it: infantry fire answers a move that goes on from a hex next to the firer into another (4.5)');
  });
  it('4.5, 4.2: when the fire leaves the mover no move to go on with, the refusal says to undo that reaction', () => {
    // Disordered, Baldiron moves 1 (an edited counter): the D result leaves it 1 of 1 MP spent.
    const slow = stateOf(SAMPLE, (text) => text.replace('disordered: { fire: 2, melee: 3, move: 3, recovery: 3 }', 'disordered: { fire: 2, melee: 3, move: 1, recovery: 3 }'));
    const fired = run(run(slow, 'move A1 to 0609').state, 'react B5 fire A1', [5]);
    expect(fired.text).toMatch(/Baldiron now has no move left \(1 of 1 MP spent\) for the step this fire answers: undo this reaction \(4\.5\)\.$/);
    const s = fired.state;
    expect(unit(s, 'A1').status).toBe('disordered');
    expect(refusal(s, 'move A2 to 0809')).toBe(`Baldiron's move must go on before Savelli moves: ${WAITS}; it has no move left (1 of 1 MP spent), so type undo to take that reaction back`);
  });
  it('4.5, 9.2: a tercio fired on so is told a move to its own hex is no step, not a pivot (a battalion rule)', () => {
    expect(refusal(firedOn(), 'move A1 to 0609')).toBe(`${WAITS}: a move to 0609 is no step; its next step must enter 0709 or 0610, or type undo to take that reaction back`);
  });
  it('4.5, 9.2: a battalion fired on so may not pivot in place first: a pivot is no step', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'move B1 to 0609', ['react A1 fire B1', [1]]]);
    expect(refusal(s, 'move B1 --hexes 0 --face nw')).toBe(
      'Baldiron fired at Yellow Brigade in 0609 on the condition that it goes on into another hex next to it (4.5): a pivot in place is no step; its next step must enter 0709 or 0509 (a pivot with it is free toward the hex it enters, 9.2), or type undo to take that reaction back',
    );
    expect(unit(run(s, 'move B1 to 0709').state, 'B1').hex).toBe('0709');
  });
  it('4.5, 6.3: a retreat the fire calls for ends the move, and nothing is owed', () => {
    const s = runAll(stateOf(SAMPLE), ['move A1 to 0609', ['react B5 fire A1', [6]]]);
    const retreat = s.pending.find((p) => p.unit === 'A1');
    expect(retreat).toBeDefined();
    const after = run(s, 'retreat A1 to 0608').state;
    expect(unit(run(after, 'move A2 to 0809').state, 'A2').hex).toBe('0809');
  });
});

describe('4.5: fire at the step just made', () => {
  it('4.5: after a step from one hex next to the firer into another, the hint offers fire at that step, and it holds nothing', () => {
    const s = runAll(stateOf(SAMPLE), ['move A1 to 0609', 'move A1 to 0709']);
    expect(reactionHint(s, 'A1')).toMatch(/react B5 fire A1 \(fire at its step from 0609 into 0709, 4\.5\)/);
    const fired = run(s, 'react B5 fire A1', [1]);
    expect(fired.text).not.toMatch(/next step must/);
    expect(unit(run(fired.state, 'move A2 to 0809').state, 'A2').hex).toBe('0809');
  });
  it('4.5: the step of a unit with a plural name is "their step"', () => {
    // Isolani's Croats step from 0709 into 0809, both next to the musketeers in 0710.
    const s = runAll(stateOf(SAMPLE), ['place A5 0709', 'move A5 to 0809']);
    expect(reactionHint(s, 'A5')).toMatch(/react B5 fire A5 \(fire at their step from 0709 into 0809, 4\.5\)/);
  });
  it('4.5, 4.3: a unit with no move left may still be fired at for the step it made, in odds and roll alike', () => {
    // Savelli, with no leader, moves one hex (4.3): from 0609 into 0709, both next to the musketeers in 0710.
    const s = runAll(stateOf(SAMPLE), ['place A2 0609', 'move A2 to 0709']);
    expect(reactionHint(s, 'A2')).toMatch(/react B5 fire A2 \(fire at its step from 0609 into 0709, 4\.5\)/);
    const action = parsePsCommand(s, 'react B5 fire A2');
    expect(action.ok && previewPs(s, action.value).ok).toBe(true);
    expect(run(s, 'react B5 fire A2', [1]).text).toMatch(/^Fire by Commanded Musketeers/);
  });
  it('4.5: a step that did not leave a hex next to the firer still needs the move to go on', () => {
    // Savelli from 0808 into 0809, next to the musketeers only at its end, with no move left: no fire.
    const s = run(stateOf(SAMPLE), 'move A2 to 0809').state;
    expect(refusal(s, 'react B5 fire A2')).toMatch(/^Savelli has no move left/);
  });
});

describe('4.5: fire on the condition that the move goes on fixes the hex of the reactions to it', () => {
  it('4.5: the hint says the first reaction fixes the hex, and after the fire the cavalry reacts where the mover stands, not a step back', () => {
    const s = run(stateOf(SAMPLE), 'move A1 to 0609').state;
    expect(reactionHint(s, 'A1')).toContain('All reactions to one move are fought against the same hex (4.5): the first reaction fought fixes it (0608 or 0609)');
    expect(reactionHint(firedOn(), 'A1')).toContain('react B3 melee|charge A1 (in 0609, if A1 goes on out of it, 4.5)');
    const r = run(firedOn(), 'react B3 melee A1', [1, 1, 3]);
    expect(r.text).not.toContain('taken back');
    expect(unit(r.state, 'A1').hex).toBe('0609');
  });
});

