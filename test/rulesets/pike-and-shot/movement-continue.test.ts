/**
 * Seed 004, 4.1 and 4.5: a move a reaction interrupts goes on; 7.1, 7.2: where a leader stacks and
 * whom he enables; 9.2: a battalion's forward move; 4.4, 7.1: an enemy leader's hex; 12.1: heavy guns.
 */
import { describe, expect, it } from 'vitest';
import { movers } from '../../../src/rulesets/pike-and-shot/present/guide-move.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

/** Pappenheim's Horse (A3, 0507, enabled by Pappenheim) moves 3 hexes to 0609; the Commanded Musketeers (B5, 0710) fire at it. */
function reactedTo(roll: number): PsState {
  return run(run(stateOf(SAMPLE), 'move A3 to 0609').state, 'react B5 fire A3', [roll]).state;
}

describe('4.5 a move interrupted by a reaction continues', () => {
  it('4.5: after a reaction that does not make it retreat, the mover goes on from the hex it was leaving', () => {
    const r = run(reactedTo(1), 'move A3 to 0709');
    expect(r.text).toMatch(/^Pappenheim's Horse moves on 1 hex to 0709, 4 of 6 MP in all \(4\.5: its move continues\), enabled by Pappenheim \(7\.2\)\./);
    expect(unit(r.state, 'A3')).toMatchObject({ hex: '0709', moved: true });
  });

  it('4.5, 11.7: the hexes moved are the whole move, for a charge that needs 1 to 3', () => {
    const s = run(reactedTo(1), 'move A3 to 0709').state;
    expect(unit(s, 'A3').hexesMoved).toBe(4);
    expect(s.moving).toMatchObject({ unit: 'A3', mp: 4, hexes: 4, leader: 'AL2', ended: false });
  });

  it('4.5, 4.2: the legs together spend no more than the MA', () => {
    expect(refusal(reactedTo(1), 'move A3 to 0709 --hexes 4')).toMatch(/Pappenheim's Horse needs 4 MP to go on and has 3 of its 6 left \(4\.2, 4\.5\)/);
  });

  it('4.5: a reaction that makes it retreat ends its move', () => {
    const s = reactedTo(6);
    expect(refusal(s, 'move A3 to 0709')).toMatch(/first finish the retreats/);
    const after = run(s, 'retreat A3 to 0606').state;
    expect(refusal(after, 'move A3 to 0605')).toBe("Pappenheim's Horse has already moved this phase: its move has ended (a retreat, rout, pursuit or advance ends it, 4.5)");
  });

  it("4.1: once another unit has moved, the first unit's move is finished", () => {
    // It goes on into 0709 first, as the fire at it requires (4.5).
    const s = runAll(reactedTo(1), ['move A3 to 0709', 'move A4 to 0405']);
    expect(refusal(s, 'move A3 to 0708')).toBe(
      "Pappenheim's Horse has already moved this phase, and Cronberg's Harquebusiers have moved since: a unit's move is finished before the next begins (4.1)",
    );
  });

  it("4.1, 11.4: a cavalry reactor's move into the hex between is not a move that finishes the mover's", () => {
    const s = run(run(stateOf(SAMPLE), 'move A4 to 0508').state, 'react B3 charge A4 --no-counter-fire', [1, 1]).state;
    expect(unit(s, 'B3').hex).toBe('0509');
    expect(run(s, 'move A4 to 0408').text).toMatch(/Cronberg's Harquebusiers move on 1 hex to 0408, 2 of 6 MP in all/);
  });

  it('4.5: the guided menus offer the unit whose move may go on, and not once another has moved', () => {
    const s = run(reactedTo(1), 'move A3 to 0709').state;
    expect(movers(s).map((u) => u.id)).toContain('A3');
    expect(movers(run(s, 'move A4 to 0405').state).map((u) => u.id)).not.toContain('A3');
  });

  it('4.1: a new movement phase clears the move in progress', () => {
    const s = runAll(reactedTo(1), ['move A3 to 0709', 'next']);
    expect(s.moving).toBeNull();
  });

  it('7.2, 4.5: the leader who enables a move is decided at its start and carries over', () => {
    // Pappenheim next to Cronberg (0407) at the start: the move may go on past three hexes.
    const led = runAll(stateOf(SAMPLE), ['move A4 to 0405']);
    expect(run(led, 'move A4 to 0403').text).toMatch(/Cronberg.s Harquebusiers move on 2 hexes to 0403, 4 of 6 MP in all \(4\.5: their move continues\), enabled by Pappenheim \(7\.2\)/);
    // Pappenheim away at the start: three hexes at most in all, and no leader named later.
    const unled = runAll(stateOf(SAMPLE), ['place AL2 1207', 'move A4 to 0405']);
    expect(refusal(unled, 'move A4 to 0403')).toBe("Cronberg's Harquebusiers' move began with no leader enabling them: they move at most 3 hexes in all, 2 already (4.3, 4.5, 7.2)");
    expect(refusal(unled, 'move A4 to 0403 --leader AL2')).toMatch(/a leader enables a move from its start \(7\.2\): Cronberg's Harquebusiers' move began with no leader enabling it/);
  });
});

describe('7.1 a leader stacks with a unit in his own hex', () => {
  it('7.1: --with names a unit in the hex he moves to, or takes him to its hex', () => {
    expect(refusal(stateOf(SAMPLE), 'move AL1 to 0709 --with A4')).toBe("Cronberg's Harquebusiers are in 0407, not 0709: a leader stacks with a unit in his own hex (7.1)");
    const s = run(stateOf(SAMPLE), 'move AL1 --with A4').state;
    expect(s.leaders.find((l) => l.id === 'AL1')).toMatchObject({ hex: '0407', with: 'A4' });
    expect(run(stateOf(SAMPLE), 'move AL1 to 0407 --with A4').text).toMatch(/Tilly moves to 0407, stacked with Cronberg's Harquebusiers/);
  });
});

describe('7.2 a named leader must be with the unit or next to it', () => {
  it('7.2: --leader names a leader stacked with the unit or in the hex next to it', () => {
    expect(refusal(stateOf(SAMPLE), 'move A2 to 0806 --leader AL1')).toMatch(/^Tilly in 0608 is not stacked with Savelli in 0808 nor next to it: .*\(7\.2\)$/);
    const s = runAll(stateOf(SAMPLE), ['place AL1 0708']);
    expect(run(s, 'move A2 to 0806 --leader AL1').text).toMatch(/Savelli moves 2 hexes to 0806, 2 of 3 MP, enabled by Tilly \(7\.2\)/);
  });
});

describe('9.2 a battalion moving several hexes moves forward', () => {
  const phaseIV = () => runAll(stateOf(SAMPLE), ['next', 'next']);

  it('9.2: a move of several hexes into its flank or rear is refused', () => {
    const s = phaseIV();
    expect(refusal(s, 'move B1 to 0613 --hexes 2')).toBe(
      '0613 is not ahead of Yellow Brigade (facing ne): a battalion moves forward into its front hexes; a move into a flank or rear hex is one hex for its whole MA; --face turns it first, 2 MP a vertex in place or one free for each front hex entered (9.2)',
    );
    expect(refusal(s, 'move B1 to 0411')).toMatch(/0411 is not ahead of Yellow Brigade \(facing ne\)/);
    expect(run(s, 'move B1 to 0609').text).toMatch(/Yellow Brigade moves 2 hexes to 0609/);
  });

  it('9.2: pivots before or on the way turn its front', () => {
    const s = phaseIV();
    expect(run(s, 'move B1 to 0713 --hexes 2 --face se').text).toMatch(/Yellow Brigade moves 2 hexes to 0713/);
    expect(refusal(s, 'move B1 to 0713 --hexes 2 --face e')).toMatch(/0713 is not ahead of Yellow Brigade/);
    // A facing given already: the refusal does not tell it to give one.
    expect(refusal(s, 'move B1 to 0713 --hexes 2 --face e')).not.toContain('--face turns it');
    // 9.2: with --hexes too, the way is step by step, as without it.
    expect(refusal(s, 'move B1 to 0613 --hexes 2 --face se')).toMatch(/^Yellow Brigade cannot reach 0613 facing se by a way of exactly 2 hexes within its 4 MP: .*\(9\.2\)$/);
  });
});

describe('4.4, 7.1 an enemy leader alone', () => {
  it("7.1: a unit does not move into a lone enemy leader's hex; it attacks him", () => {
    const s = runAll(stateOf(SAMPLE), ['move AL1 to 0609', 'next', 'next']);
    expect(refusal(s, 'move B1 to 0609')).toMatch(/^0609 holds the enemy leader Tilly alone: .*attack him.*\(4\.4, 7\.1\)$/);
  });
});

describe('12.1 heavy artillery', () => {
  it('12.1: heavy artillery cannot move, in any phase', () => {
    expect(refusal(stateOf(SAMPLE), 'move B7 to 0912')).toBe('heavy artillery cannot move (12.1)');
  });
});

describe('4.2, 4.5, 7.1: moves in legs, worded right', () => {
  it('4.5: a move that has spent its whole MA cannot go on, said without a negative count', () => {
    // Pappenheim's Horse moves 6 hexes, its whole MA; nothing is left for another leg.
    const s = run(stateOf(SAMPLE), 'move A3 --hexes 6').state;
    expect(refusal(s, 'move A3 --hexes 1')).toMatch(/has spent 6 MP, all its MA of 6 on the side it now shows: its move cannot go on \(4\.2, 4\.5\)/);
  });
  it('7.1: --with belongs to a leader\'s move, not a unit\'s', () => {
    expect(refusal(stateOf(SAMPLE), 'move A1 to 0607 --with A2')).toMatch(/--with is for a leader's move, to stack him with a unit \(7\.1\)/);
  });
  it('4.3, 4.5: a free mover\'s next leg reads with one aside', () => {
    const s = run(stateOf(SAMPLE), 'move A5 --hexes 1').state;
    expect(run(s, 'move A5 --hexes 1').text).toMatch(/Isolani's Croats move on 1 hex, 2 of 7 MP in all \(4\.5: their move continues; they move freely, 7\.2, 11\.10\)\./);
  });
});

describe('6.5, 4.5: a fortune of war move in legs', () => {
  it('6.5, 4.5: a fortune of war move goes on after an enemy reaction, as any move does', () => {
    // Savelli's fire routs the musketeers: a fortune of war for the Imperialists, spent on a move of the harquebusiers.
    const s = runAll(stateOf(SAMPLE), ['place A2 0709', 'next', ['fire A2 at B5', [6]], 'retreat B5 to 0715', 'fow move A4', 'move A4 to 0408', ['react B3 melee A4 --to 0509 --no-counter-fire', [2, 1, 2]]]);
    const r = run(s, 'move A4 to 0407');
    expect(r.text).toMatch(/Cronberg's Harquebusiers move on 1 hex to 0407, 2 of 6 MP in all \(4\.5: their move continues\)/);
  });
  it('6.5, 4.1: once the phase goes on with an attack, the fortune of war move is over', () => {
    const s = runAll(stateOf(SAMPLE), ['place A2 0709', 'next', 'declare A1,A2 at B5', ['fire A2 at B5', [6]], 'retreat B5 to 0715', 'fow move A4', 'move A4 to 0408', ['fire A1 at B5 --range 1', [1]]]);
    expect(refusal(s, 'move A4 to 0407')).toMatch(/units move in a movement phase/);
  });
});
