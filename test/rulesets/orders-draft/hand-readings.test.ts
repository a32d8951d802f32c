/**
 * Dice rolled by hand: a die read against a number (the guard's d6, 3.3.4; a charge's d6+2,
 * 4.2; a Morale Check by house rule, 2.9.1) comes with how it is read and the chances `odds`
 * gives, so the players see them before they roll.
 */
import { describe, expect, it } from 'vitest';
import type { DiceSource, RollContext } from '../../../src/dice/dice.js';
import { ordersRules } from '../../../src/rulesets/orders-draft/index.js';
import { ordersPreview } from '../../../src/rulesets/orders-draft/present/preview.js';
import type { OrdersState } from '../../../src/rulesets/orders-draft/state.js';
import { play, start } from './fixtures.js';

/** Plays `line` with these dice and returns what each die said of itself. */
function readings(s: OrdersState, line: string, values: number[]): { label: string; about?: RollContext }[] {
  const seen: { label: string; about?: RollContext }[] = [];
  const dice: DiceSource = {
    roll(_sides, label, about) {
      seen.push(about ? { label, about } : { label });
      return values.shift() ?? 1;
    },
  };
  const parsed = ordersRules.parse(s, line);
  if (!parsed.ok) throw new Error(parsed.error);
  const r = ordersRules.execute(s, parsed.value, dice);
  if (!r.ok) throw new Error(r.error);
  return seen;
}

/** The chances `odds` gives for `line`, as "label: fraction", first table (or the named one). */
function oddsLines(s: OrdersState, line: string, title?: string): string[] {
  const parsed = ordersRules.parse(s, line);
  if (!parsed.ok) throw new Error(parsed.error);
  const p = ordersPreview(s, parsed.value);
  if (!p.ok) throw new Error(p.error);
  const outcomes = title === undefined ? (p.value.odds?.outcomes ?? []) : (p.value.distributions ?? []).find((d) => d.title.startsWith(title))?.outcomes ?? [];
  return outcomes.map((o) => `${o.label}: ${o.fraction}`);
}

describe('hand dice: a die read against a number shows its chances first, as odds gives them', () => {
  it("3.3.4: the guard's d6", () => {
    const s = play(play(play(start(), 'guard AC1 A2 A1', [1, 1]), 'next'), 'next');
    const guard = readings(s, 'order BC1 B1 charge --target A1', [4, 1, 1]).find((r) => r.label === 'guard: Blue 2');
    expect(guard?.about?.stage).toBe("Blue 2's guard roll");
    expect(guard?.about?.detail?.[0]).toBe('Blue 2 guards Blue 1 against Red 1: a d6, a 1 blunders (3.3.4)');
    expect(guard?.about?.detail?.slice(1)).toEqual(oddsLines(s, 'order BC1 B1 charge --target A1', 'First, Blue 2'));
  });

  it("4.2: a charge's d6+2", () => {
    const s = play(start(), 'order AC1 A1 charge --target B1', [1, 1]);
    const die = readings(s, 'charge-move A1 --distance 5', [3])[0];
    expect(die?.about?.stage).toBe("Blue 1's charge");
    expect(die?.about?.detail).toEqual(['Blue 1 charges Red 1: d6+2 inches against 5 (4.2)', ...oddsLines(s, 'charge-move A1 --distance 5')]);
    expect(die?.about?.detail).toContain('reaches the target: 2/3');
  });

  it("3.3.4 (a) with 4.2: by hand, a charge turned on a guard names the guard and says a short charge moves half (play-test finding)", () => {
    const guarded = play(play(play(start(), 'guard AC1 A2 A1', [1, 1]), 'next'), 'next');
    const s = play(guarded, 'order BC1 B1 charge --target A1', [4, 1, 1]);
    const die = readings(s, 'charge-move B1 --distance 5', [3])[0];
    expect(die?.about?.detail?.[0]).toBe('Red 1 charges Blue 2: d6+2 inches against 5 (4.2); short, it moves half the distance towards the guard (3.3.4 (a))');
  });

  it('2.9.1 house rule moraleCheckAtMost: the Morale Check', () => {
    const s = play(start({ moraleCheckAtMost: 4 } as unknown as Record<string, boolean>), 'kill AC1');
    const die = readings(s, 'morale-check A1 roll', [2])[0];
    expect(die?.about?.detail).toEqual(['house rule, not the text (2.9.1): a d6 of 4 or less passes', ...oddsLines(s, 'morale-check A1 roll')]);
  });
});

describe('3.3.4 with 3.1.3: after a guard\'s d6, the Command Roll\'s dice read alone (play-test finding)', () => {
  // By hand, the whole line's mods would come after the guard's roll and show it as still to come.
  const guarded = () => play(play(play(play(start(), 'guard AC1 A2 A1', [1, 1]), 'next'), 'next'), 'disorder B1');

  it('the Command Roll and the rally roll carry their own readings, with the chances odds gives', () => {
    const s = guarded();
    const line = 'order BC1 B1 rally,charge --target A1';
    const seen = readings(s, line, [1, 2, 2, 3, 3]);
    const command = seen.filter((r) => r.label === "Cross' command roll");
    expect(command).toHaveLength(2);
    expect(command[0]?.about?.detail).toEqual(['Cross orders Red 1: 2d6 against rating 7, 2 orders: rally, charge (3.1.3)', ...oddsLines(s, line)]);
    const rally = seen.filter((r) => r.label === "Red 1's rally roll");
    expect(rally[0]?.about?.detail).toEqual(['2d6 against rating 7 (3.3.8)', ...oddsLines(s, line, 'Then, if the rally is accepted')]);
  });

  it('without a guard\'s d6 the Command Roll keeps no reading of its own: the line\'s mods come before it, as before', () => {
    const seen = readings(start(), 'order AC1 A1 march', [1, 1]);
    expect(seen.map((r) => r.about)).toEqual([undefined, undefined]);
  });
});
