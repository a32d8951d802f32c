/**
 * Seed 004, 7.1 and 12.4: a leader whose only company is a gun is attacked as a leader alone, so
 * moving into a friendly gun's hex he may draw reaction; the menu and the move's result say so.
 */
import { describe, expect, it } from 'vitest';
import { leaderHexLines } from '../../../src/rulesets/pike-and-shot/present/guide-move.js';
import { reactionHint } from '../../../src/rulesets/pike-and-shot/reaction-hint.js';
import { refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

describe('7.1, 12.4: a leader with a gun only', () => {
  it("7.1, 12.4: the leader-to-hex menu says a leader joining only a gun may draw reaction, as a leader alone", () => {
    const s = stateOf(SAMPLE);
    const tilly = s.leaders.find((l) => l.id === 'AL1')!;
    const line = leaderHexLines(s, tilly).find((c) => c.value === 'move AL1 to 0707');
    expect(line?.name).toBe('to 0707 (2 hexes): stacked with Imperial Guns, a gun only: as a leader alone he may draw reaction (7.1, 12.4)');
  });
  it("7.1, 12.4: a leader's move into a gun's hex, his way unknown, says he may draw reaction as a leader alone", () => {
    const text = run(stateOf(SAMPLE), 'move AL1 to 0707 --hexes 3').text;
    expect(text).toMatch(/^Tilly moves 3 hexes to 0707, stacked with Imperial Guns, a gun only: he is attacked as a leader alone \(7\.1, 12\.4\); he cannot enable full movement again this phase \(7\.1\)\./);
    expect(text).toMatch(/Alone, he may draw enemy reaction \(7\.1\): react <unit> fire\|melee\|charge AL1\.$/);
  });
});

describe('7.1, 4.5: a leader whose step ends stacked with a friendly unit', () => {
  it('7.1, 4.5: he is alone no longer where he stands: fire answers only the step he made alone, and finds him as he stepped', () => {
    // Savelli stands in 0709; Tilly goes 0608 → 0609 (alone, next to the musketeers in 0710), then on into Savelli's hex.
    const s = runAll(stateOf(SAMPLE), ['place A2 0709', 'move AL1 to 0609', 'move AL1 to 0709']);
    const hint = reactionHint(s, 'AL1') ?? '';
    expect(hint).toMatch(/react B5 fire AL1 \(fire at his step from 0609 into 0709, 4\.5\)/);
    expect(run(s, 'react B5 fire AL1', [2, 3]).text).toMatch(/^Commanded Musketeers fire at Tilly, a leader alone as he stepped from 0609 into 0709: /);
    // Fire where he now stands, with no step of his to answer, is fire at Savelli's hex: no reaction to him.
    const straight = runAll(stateOf(SAMPLE), ['place A2 0709', 'move AL1 to 0709']);
    expect(reactionHint(straight, 'AL1') ?? '').not.toMatch(/react B5 fire/);
    // Without the firer's hex, the step is taken on the game master's word (4.5), as for a unit.
    const unplaced = runAll(stateOf(SAMPLE), ['place A2 0709', 'move AL1 to 0609', 'move AL1 to 0709']);
    const noHex = { ...unplaced, units: unplaced.units.map((u) => (u.id === 'B5' ? { ...u, hex: null } : u)) };
    expect(run(noHex, 'react B5 fire AL1', [2, 3]).text).toMatch(/^Commanded Musketeers fire at Tilly/);
    expect(refusal(straight, 'react B5 fire AL1')).toBe('Tilly ended his step stacked with Savelli, so he is alone no longer: fire answers only the step he made alone, from a hex next to Commanded Musketeers into another (7.1, 4.5)');
  });
});
