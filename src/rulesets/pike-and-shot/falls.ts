/**
 * Every fall of a combat's dice, walked once through the resolver the roll uses (combat.ts):
 * the odds, the dice note and the leaders' checks all read these falls.
 */
import type { Odds } from '../../engine/ruleset.js';
import { type CombatPlan, type CombatResult, resolveCombat } from './combat.js';
import { cellAt, DIE_ROLLS } from './crt.js';
import type { CombatDie } from './roll-context.js';
import type { PsState } from './state.js';
import { gcd } from '../../dice/distribution.js';

export const fraction = (n: number, d: number): string => (n === 0 ? '0' : n === d ? '1' : `${n / gcd(n, d)}/${d / gcd(n, d)}`);

export function oddsOf(counts: Map<string, number>, total: number): Odds {
  const outcomes = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([label, n]) => ({ label, probability: n / total, fraction: fraction(n, total) }));
  return { outcomes, expected: { actorLevels: 0, targetLevels: 0 } };
}

/** The falls of three dice, the most a combat reads (a melee: two fires, then the melee die, 5.4). */
export const FALLS_TOTAL = 216;

/** One fall of the dice: the combat's result, and the stage of each die it read, in order. */
export interface Fall {
  readonly result: CombatResult;
  readonly stages: readonly CombatDie['stage'][];
  /** How many of the 216 falls of three dice it stands for. */
  readonly weight: number;
  /** The dice of the roll none of whose faces can change anything: settled, so not asked by hand (combat.ts fireDie). */
  readonly settled: ReadonlySet<CombatDie['stage']>;
  /** The faces walked, one a die in order (one face standing for all that read the same cell). */
  readonly faces: readonly number[];
}

/**
 * The combat resolved for every fall of the dice, once: the odds, the dice note and the
 * leaders' checks all read these. A die matters only by the CRT cell it reads, so the faces
 * that read the same cell of the die's line and column are walked once, weighted by their
 * count: `weight` is how many of the 216 falls of three dice end the same way.
 */
export function everyFall(s: PsState, plan: CombatPlan): Fall[] {
  const out: Fall[] = [];
  const walk = (faces: readonly number[], weight: number): void => {
    const stages: CombatDie['stage'][] = [];
    let next: CombatDie | null = null;
    const settled = new Set<CombatDie['stage']>();
    const face = (_label: string, about: CombatDie): number => {
      stages.push(about.stage);
      if (stages.length > faces.length) next ??= about;
      return faces[stages.length - 1] ?? 1;
    };
    // A settled die is walked like any other (a program rolls it), and noted.
    const result = resolveCombat(s.rules.crt, plan, face, (label, about) => {
      settled.add(about.stage);
      return face(label, about);
    });
    if (next === null) {
      out.push({ result, stages, weight, settled, faces });
      return;
    }
    // The next die read: one walk per distinct cell of its column, weighted by its faces.
    const die: CombatDie = next;
    const byCell = new Map<string, number[]>();
    for (const r of DIE_ROLLS) {
      const text = cellAt(s.rules.crt[die.line], die.value, r).text;
      byCell.set(text, [...(byCell.get(text) ?? []), r]);
    }
    for (const rolls of byCell.values()) walk([...faces, rolls[0] as number], (weight / 6) * rolls.length);
  };
  walk([], FALLS_TOTAL);
  return out;
}

