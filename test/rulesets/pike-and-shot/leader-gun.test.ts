/**
 * Seed 004, 7.1 and 12.4: a leader whose only company is a gun is attacked as a leader alone, so
 * moving into a friendly gun's hex he may draw reaction; the menu and the move's result say so.
 */
import { describe, expect, it } from 'vitest';
import { leaderHexLines } from '../../../src/rulesets/pike-and-shot/present/guide-move.js';
import { run, SAMPLE, stateOf } from './fixtures.js';

describe('7.1, 12.4: a leader with a gun only', () => {
  it("7.1, 12.4: the leader-to-hex menu says a leader joining only a gun may draw reaction, as a leader alone", () => {
    const s = stateOf(SAMPLE);
    const tilly = s.leaders.find((l) => l.id === 'AL1')!;
    const line = leaderHexLines(s, tilly).find((c) => c.value === 'move AL1 to 0707');
    expect(line?.name).toBe('to 0707 (2 hexes): stacked with Imperial Guns, a gun only: as a leader alone he may draw reaction (7.1, 12.4)');
  });
  it("7.1, 12.4: a leader's move into a gun's hex, his way unknown, says he may draw reaction as a leader alone", () => {
    const text = run(stateOf(SAMPLE), 'move AL1 to 0707 --hexes 3').text;
    expect(text).toMatch(/^Tilly moves to 0707, stacked with Imperial Guns, a gun only: he is attacked as a leader alone \(7\.1, 12\.4\); he cannot enable full movement again this phase \(7\.1\)\./);
    expect(text).toMatch(/Alone, he may draw enemy reaction \(7\.1\): react <unit> fire\|melee\|charge AL1\.$/);
  });
});
