/**
 * Split fire (seed 000, "Fire"; "Formations"): one Fire action with several targets. Each
 * target is its own calculation with the bases given to it; how many bases may fire into
 * each arc is the unit's limit for the whole action, not per target (a tercio never fires
 * more than two bases in one direction, a Dutch battalion two to the front or rear and one
 * to a flank, a Swedish brigade three to the front and two elsewhere, and into one arc per
 * turn only). This module shares the bases out; fire.ts plans and rolls each calculation.
 */
import type { Odds } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import { add, frac, mul, num, ONE, parseFraction, type Q, q, ZERO } from '../../dice/fraction.js';
import type { FireRequest, FireTarget } from './actions.js';
import { type Arc, arcName, arcWords, baseArc, firingBases, sameArc, troop } from './catalogue.js';
import { FIRE_READINGS } from './combat-tables.js';
import { designed } from './house-rules.js';
import type { DevilState, UnitState } from './state.js';
import { its } from './words.js';

/**
 * Every target of a Fire action, in the order the dice roll: the first, then the split.
 * Who fires at whom, for anything that must know it (journal, reports, standing orders).
 */
export function fireTargets(req: FireRequest): readonly FireTarget[] {
  const first: FireTarget = {
    target: req.target,
    short: req.short,
    cover: req.cover,
    ...(req.bases === undefined ? {} : { bases: req.bases }),
    ...(req.arc === undefined ? {} : { arc: req.arc }),
    ...(req.ratio === undefined ? {} : { ratio: req.ratio }),
    ...(req.targetStatus === undefined ? {} : { targetStatus: req.targetStatus }),
  };
  return [first, ...(req.split ?? [])];
}

const basesWord = (n: number): string => `${n} base${n === 1 ? '' : 's'}`;

/**
 * Share a split fire's bases among its targets: each target's bases, given or what is left
 * in its arc, within the arc's limit for the whole action and the unit's bases in all. Only
 * one target per arc may leave its bases out. Returns the bases per target, in order.
 */
export function shareSplitFire(unit: UnitState, targets: readonly FireTarget[], rules: Pick<DevilState, 'houseRules'>): Result<number[], string> {
  const t = troop(unit.type);
  const names = new Set<string>();
  for (const target of targets) {
    if (names.has(target.target)) return err(`A target is named twice: all fire on one target is one calculation ("Fire").`);
    names.add(target.target);
  }
  // A flank whose side was not said may be either: with one among the targets, every flank is one arc.
  const unsaid = targets.some((x) => x.arc === 'flank');
  const arcOf = (target: FireTarget): Arc => {
    const arc = target.arc ?? 'front';
    return unsaid && baseArc(arc) === 'flank' ? 'flank' : arc;
  };
  if (t.oneArcPerTurn) {
    const arcs = [...new Set(targets.map(arcOf))];
    if (arcs.some((a) => !sameArc(a, arcs[0] ?? a))) return err(`A Swedish brigade fires into one arc per turn: ${unit.name} may not split ${its(unit)} fire between the ${arcs.map(arcName).join(' and ')} arcs.`);
  }
  const bases: number[] = targets.map(() => 0);
  for (const arc of new Set(targets.map(arcOf))) {
    const limit = firingBases(t, unit.bases, arc);
    const here = targets.map((target, i) => ({ target, i })).filter((x) => arcOf(x.target) === arc);
    const open = here.filter((x) => x.target.bases === undefined);
    const given = here.reduce((n, x) => n + (x.target.bases ?? 0), 0);
    const can = `${unit.name} can fire ${basesWord(limit)} ${arcWords(arc)} in one action`;
    if (given > limit) return err(`${can}, not ${given}: give each target its --bases within that.`);
    if (open.length > 1) return err(`${can}: give --bases for each target ${arcWords(arc)} but one, which takes the rest.`);
    for (const x of here) bases[x.i] = x.target.bases ?? limit - given;
    if (open.length === 1 && limit - given < 1) return err(`${can}, all given to the other targets: none is left for the last one.`);
  }
  const all = bases.reduce((n, b) => n + b, 0);
  if (all > unit.bases) return err(`Only ${basesWord(unit.bases)} of ${unit.name} can fire in one action, not ${all}: each base fires once.`);
  const reading = FIRE_READINGS.splitAnyBase;
  const shot = designed(rules, reading.key, reading.value).value === 1 ? null : shotBases(unit);
  if (shot !== null && all > shot) {
    return err(`Only ${basesWord(shot)} of ${unit.name} can fire in one action, not ${all}: only ${its(unit)} shot bases fire, each once, and the pikes do not ("Formations").`);
  }
  return ok(bases);
}

/**
 * The shot bases of a pike-and-shot formation, which alone fire ("Formations": "the musketeers
 * shooting, the pikemen engaging in melee"; a tercio fires "1 base with each of its shot bases"):
 * a Dutch battalion has one pike base, a Swedish brigade three, a tercio four shot castles. Bases
 * lost may have been either, so no more than the bases left. Null for other types.
 */
export function shotBases(unit: Pick<UnitState, 'type' | 'bases' | 'startBases'>): number | null {
  const t = troop(unit.type);
  if (t.category !== 'pike-and-shot') return null;
  const pikes = t.id === 'swedish-brigade' ? 3 : t.id === 'dutch-battalion' || t.id === 'veteran-dutch-battalion' ? 1 : unit.startBases - 4;
  const atStart = unit.startBases - Math.max(0, pikes);
  return Math.max(1, Math.min(atStart, unit.bases));
}

/**
 * The odds of a whole split fire: how many targets suffer anything (the calculations are
 * independent), and the levels expected over all of them.
 */
export function splitFireOdds(each: readonly Odds[]): Odds {
  // counts[k]: the chance that exactly k targets are hurt so far.
  let counts: Q[] = [ONE];
  for (const odds of each) {
    const none = odds.outcomes.filter((o) => o.label === 'no effect').reduce<Q>((p, o) => add(p, parseFraction(o.fraction)), ZERO);
    const hurt = add(ONE, mul(q(-1n, 1n), none));
    const next: Q[] = counts.map(() => ZERO).concat([ZERO]);
    counts.forEach((p, k) => {
      next[k] = add(next[k] ?? ZERO, mul(p, none));
      next[k + 1] = add(next[k + 1] ?? ZERO, mul(p, hurt));
    });
    counts = next;
  }
  const label = (k: number) => (k === 0 ? 'no effect on any target' : k === each.length ? (k === 2 ? 'both targets hurt' : `all ${k} targets hurt`) : `${k} of ${each.length} targets hurt`);
  const outcomes = counts.map((p, k) => ({ label: label(k), probability: num(p), fraction: frac(p) })).filter((o) => o.fraction !== '0');
  const targetLevels = each.reduce((n, o) => n + o.expected.targetLevels, 0);
  return { outcomes, expected: { actorLevels: 0, targetLevels } };
}
