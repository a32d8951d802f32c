/** 11.7 1: a charge counts the hexes moved in the movement phase before it, and nothing moved since. */
import { describe, expect, it } from 'vitest';
import { odds, refusal, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

/** Baldiron's melee routs the musketeers, giving the Imperialists a fortune of war (6.4). */
const fortuneWon = (moves: readonly string[]) =>
  runAll(stateOf(SAMPLE), [...moves, 'next', 'place B5 0709', ['melee A1 at B5', [1, 1, 5, 1, 1]], 'retreat B5 --off-map']);

describe('11.7 1: the charge distance', () => {
  it('11.7 1, 6.5: a fortune of war move in the combat phase does not make a charge possible', () => {
    const s = runAll(fortuneWon([]), ['fow move A3', 'move A3 to 0509']);
    expect(unit(s, 'A3').hexesMoved).toBe(0);
    expect(refusal(s, 'charge A3 at B3')).toMatch(/Pappenheim's Horse moved 0 hexes in the movement phase: a charge needs 1 to 3 \(11\.7 1\)/);
  });

  it('11.7 1, 6.5: nor does it spoil one the movement phase allowed', () => {
    const s = runAll(fortuneWon(['move A3 to 0508 --hexes 1']), ['fow move A3', 'move A3 to 0509 --hexes 3']);
    expect(unit(s, 'A3').hexesMoved).toBe(1);
    expect(() => runAll(s, [['charge A3 at B3', [1, 4, 1, 1]]])).not.toThrow();
  });

  it('11.7: a unit that may not charge at all is told so before the distance, moved or not (at a unit or a leader alone)', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'place A6 0509']);
    expect(refusal(s, 'charge A6 at B3')).toBe('Imperial Dragoons are not charge-capable cavalry (11.7)');
    expect(() => odds(s, 'charge A6 at B3')).toThrow(/^Imperial Dragoons are not charge-capable cavalry \(11\.7\)$/);
    const alone = runAll(stateOf(SAMPLE), ['place BL1 0508', 'next']);
    expect(refusal(alone, 'charge A6 at BL1 --range 1')).toBe('Imperial Dragoons are not charge-capable cavalry (11.7)');
    expect(refusal(alone, 'charge A2 at BL1 --range 1')).toBe('Savelli is not charge-capable cavalry (11.7)');
  });
});
