/**
 * Exact odds for Tilly's dice pools (seed 003, "Shooting dice", "Melee dice"): every die
 * hits on a fixed score, so the hits of a roll are a sum of binomials with different
 * thresholds, computed exactly by `Distribution.hitsOnPools`.
 */
import { Distribution } from '../../dice/distribution.js';
import type { Modifier, Odds, OddsOutcome } from '../../engine/ruleset.js';
import { plural } from './helpers.js';
import { hitOn } from './units.js';

/** Some dice of one unit that hit on the same score. */
export interface Pool {
  /** The unit whose hit these dice count for (a commander's die counts for his unit). */
  readonly unit: string;
  /** "Spanish Pike+shot" or "Gassion (attached commander)". */
  readonly label: string;
  readonly count: number;
  /** The lowest score that hits. */
  readonly toHit: number;
  /** How the count and score were reached, itemised. */
  readonly items: readonly Modifier[];
  /** Each enemy's score, when they differ: "4+ on Spanish Shot, 5+ on Spanish Pike+shot". */
  readonly scores?: string;
}

/** The score a pool hits on, in words: "6", "5+", or each enemy's when they differ. */
export const scoreWords = (p: Pool): string => p.scores ?? hitOn(p.toHit);

export const poolDice = (pools: readonly Pool[]): number => pools.reduce((n, p) => n + p.count, 0);

/** The exact distribution of hits of some pools. */
export const hitsOf = (pools: readonly Pool[]): Distribution => Distribution.hitsOnPools(pools.map((p) => [p.count, p.toHit] as const));

/** P(hit) of one die as a fraction: "1/6", "1/3", "1/2". */
export const perDie = (toHit: number): string => Distribution.hit(7 - toHit).fraction((v) => v === 1);

/**
 * Outcomes of a shooting roll against a target of `resolve`: "no hit", "1 hit"… and one
 * merged "N+ hits: routs" line (hits past the last resolve point are lost).
 */
export function shootingOdds(pools: readonly Pool[], resolve: number): Odds {
  const d = hitsOf(pools);
  const outcomes: OddsOutcome[] = [];
  const max = poolDice(pools);
  for (let k = 0; k <= Math.min(max, resolve); k += 1) {
    const routs = k >= resolve;
    const pred = routs ? (v: number) => v >= k : (v: number) => v === k;
    const label = routs ? `${k === max ? k : `${k}+`} ${k === 1 ? 'hit' : 'hits'}: routs` : k === 0 ? 'no hit' : plural(k, 'hit');
    outcomes.push({ label, probability: d.probability(pred), fraction: d.fraction(pred) });
  }
  return { outcomes, expected: { actorLevels: 0, targetLevels: d.expected((v) => Math.min(v, resolve)) } };
}

/**
 * Outcomes of a melee between two sides: who scores more hits. `actorResolve` and
 * `targetResolve` cap the expected resolve lost on each side.
 */
export function meleeOdds(actorPools: readonly Pool[], targetPools: readonly Pool[], actorName: string, targetName: string, actorResolve: number, targetResolve: number): Odds {
  const a = hitsOf(actorPools);
  const b = hitsOf(targetPools);
  const diff = a.minus(b);
  const outcomes: OddsOutcome[] = [
    { label: `${actorName} score more hits`, probability: diff.probability((v) => v > 0), fraction: diff.fraction((v) => v > 0) },
    { label: 'equal hits', probability: diff.probability((v) => v === 0), fraction: diff.fraction((v) => v === 0) },
    { label: `${targetName} score more hits`, probability: diff.probability((v) => v < 0), fraction: diff.fraction((v) => v < 0) },
  ];
  return {
    // A side that rolls no dice (an enemy to its rear) cannot score more hits: no line at 0.0%.
    outcomes: outcomes.filter((o) => o.probability > 0),
    expected: {
      actorLevels: b.expected((v) => Math.min(v, actorResolve)),
      targetLevels: a.expected((v) => Math.min(v, targetResolve)),
    },
  };
}

/** The full table of hits of some pools, for `odds` detail: [{hits, probability, fraction}]. */
export function hitsTable(pools: readonly Pool[]): { hits: number; probability: number; fraction: string }[] {
  return hitsOf(pools)
    .entries()
    .map((e) => ({ hits: e.value, probability: e.probability, fraction: e.fraction }));
}

/** A command check of `resolve` dice passes on any 6: 1 - (5/6)^resolve. */
export function commandCheckOdds(resolve: number): Odds {
  const d = Distribution.hitsOnPools([[resolve, 6]]);
  return {
    outcomes: [
      { label: 'in command (any 6)', probability: d.probability((v) => v > 0), fraction: d.fraction((v) => v > 0) },
      { label: 'out of command', probability: d.probability((v) => v === 0), fraction: d.fraction((v) => v === 0) },
    ],
    expected: { actorLevels: 0, targetLevels: 0 },
  };
}

/** A single d6 that succeeds on `from` or more. */
export function d6AtLeast(from: number, yes: string, no: string): Odds {
  const d = Distribution.die(6);
  return {
    outcomes: [
      { label: yes, probability: d.probability((v) => v >= from), fraction: d.fraction((v) => v >= from) },
      { label: no, probability: d.probability((v) => v < from), fraction: d.fraction((v) => v < from) },
    ],
    expected: { actorLevels: 0, targetLevels: 0 },
  };
}
