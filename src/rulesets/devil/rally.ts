/**
 * Rest/Regroup (seed 000, "Actions": Rest/Regroup; "Ongoing Combats"; "Combat Effects and
 * Rallying"), plus the small d6-test machinery that Regroup, Retire and Routed Through share:
 * one d6 plus itemised modifiers, read against designed thresholds, with exact odds.
 */
import { type DiceSource, type RollContext, rollUnlessSettled } from '../../dice/dice.js';
import { Distribution } from '../../dice/distribution.js';
import type { Change, Modifier, Odds, OddsOutcome, Resolution } from '../../engine/ruleset.js';
import { troop } from './catalogue.js';
import { testReading } from './hand-reading.js';
import type { DevilEvent } from './events.js';
import type { DevilState, Status, UnitState } from './state.js';
import { gainLevels, STATUS_WORDS } from './status.js';
import { strengthChange } from './results.js';
import { REGROUP, testModifier, threshold } from './turn-tables.js';
import { its, itWord, possessive, verb } from './words.js';

// ---------------------------------------------------------------------------------------
// Shared d6-test machinery

export const sumModifiers = (mods: readonly Modifier[]): number => mods.reduce((n, m) => n + m.value, 0);

/**
 * What a die is rolled for, so that players rolling real dice see the stage, the side and
 * its itemised modifiers at the moment they roll: `dice.roll(6, label, rollFor(...))`.
 */
export function rollFor(stage: string, side: string, modifiers: readonly Modifier[], net = sumModifiers(modifiers)): RollContext {
  return { stage, side, modifiers: modifiers.map((m) => ({ label: m.label, value: m.value })), net };
}

/** The modified total of one d6: exact, six equally likely values. */
export const d6Plus = (modifier: number): Distribution => Distribution.die(6).shift(modifier);

/** Outcomes of a d6 test, grouped by label in first-seen order, with exact fractions. */
export function groupOdds(dist: Distribution, label: (total: number) => string, levels: (total: number) => number): Odds {
  const order: string[] = [];
  const byLabel = new Map<string, Set<number>>();
  for (const { value } of dist.entries()) {
    const l = label(value);
    if (!byLabel.has(l)) {
      byLabel.set(l, new Set());
      order.push(l);
    }
    byLabel.get(l)?.add(value);
  }
  const outcomes: OddsOutcome[] = order.map((l) => {
    const values = byLabel.get(l) ?? new Set<number>();
    return { label: l, probability: dist.probability((v) => values.has(v)), fraction: dist.fraction((v) => values.has(v)) };
  });
  return { outcomes, expected: { actorLevels: dist.expected(levels), targetLevels: 0 } };
}

/** "Demoralized" or "Demoralized (2/3 bases)" when bases have been lost. */
export function describe(status: Status, bases: number, startBases: number): string {
  if (status === 'destroyed') return STATUS_WORDS.destroyed;
  return bases < startBases ? `${STATUS_WORDS[status]} (${bases}/${startBases} bases)` : STATUS_WORDS[status];
}

/** A status/bases change of one unit: the event and the Change line of the result. */
export function unitChange(unit: UnitState, to: Status, basesTo: number, why: string): { event: DevilEvent; change: Change } {
  const from = describe(unit.status, unit.bases, unit.startBases);
  const toText = describe(to, basesTo, unit.startBases);
  return {
    event: {
      type: 'unit',
      unit: unit.id,
      from: unit.status,
      to,
      basesFrom: unit.bases,
      basesTo,
      text: `${unit.name}: ${from} → ${toText} (${why}).`,
    },
    // The result names bases only when they change; the event keeps its words for replays.
    change: strengthChange(unit, unit, { status: to, bases: basesTo }),
  };
}

/**
 * A test's outcome in words that agree with the unit's name ("stand fast" for Commanded
 * Musketeers); a unit given without a name (tables, properties) reads as singular.
 */
export const agree = (unit: { readonly name?: string }, singular: string): string => (unit.name === undefined ? singular : verb(unit.name, singular));

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

// ---------------------------------------------------------------------------------------
// Regroup

export interface RegroupContext {
  /** A leader is attached to the unit ("Leader with Actor"). */
  readonly leader: boolean;
  /** The unit is in an ongoing combat (only allowed with a leader; a Melee follows). */
  readonly inCombat: boolean;
}

type Rules = Pick<DevilState, 'houseRules'>;

/** The itemised Regroup modifiers of a unit. */
export function regroupModifiers(rules: Rules, unit: Pick<UnitState, 'type' | 'status'>, ctx: RegroupContext): Modifier[] {
  const t = troop(unit.type);
  const mods: Modifier[] = [];
  if (ctx.leader) mods.push(testModifier(rules, REGROUP.leader));
  if (t.veteran) mods.push(testModifier(rules, REGROUP.veteran));
  if (t.id === 'militia') mods.push(testModifier(rules, REGROUP.militia));
  if (unit.status === 'demoralized') mods.push(testModifier(rules, REGROUP.demoralized));
  if (ctx.inCombat) mods.push(testModifier(rules, REGROUP.inCombat));
  return mods;
}

/** Levels regained for a modified total: 0, 1 or 2. */
export function regroupLevels(rules: Rules, total: number): number {
  if (total >= threshold(rules, REGROUP.twoLevels).value) return 2;
  if (total >= threshold(rules, REGROUP.oneLevel).value) return 1;
  return 0;
}

/** Does the unit need to roll at all? An OK unit simply rests. */
export const needsRegroup = (status: Status): boolean => status === 'disordered' || status === 'demoralized';

/**
 * Exact odds of a Regroup, grouped by the status reached. `actorLevels` is the expected
 * change in levels lost: negative, since levels are regained.
 */
export function regroupOdds(rules: Rules, unit: Pick<UnitState, 'type' | 'status'> & { readonly name?: string }, ctx: RegroupContext): Odds {
  if (!needsRegroup(unit.status)) {
    return { outcomes: [{ label: `${agree(unit, 'rests')}, ${STATUS_WORDS[unit.status]}`, probability: 1, fraction: '1' }], expected: { actorLevels: 0, targetLevels: 0 } };
  }
  const dist = d6Plus(sumModifiers(regroupModifiers(rules, unit, ctx)));
  const reached = (total: number) => gainLevels(unit.status, regroupLevels(rules, total));
  const gained = (total: number) => ladder(unit.status) - ladder(reached(total));
  return groupOdds(dist, regroupLabel(rules, unit), (total) => -gained(total));
}

/** What a modified Regroup total gives, in the words of its odds: "Disordered → OK", "fails: stays Disordered". */
export function regroupLabel(rules: Rules, unit: Pick<UnitState, 'status'> & { readonly name?: string }): (total: number) => string {
  return (total) => {
    const to = gainLevels(unit.status, regroupLevels(rules, total));
    return to === unit.status ? `${agree(unit, 'fails')}: ${agree(unit, 'stays')} ${STATUS_WORDS[unit.status]}` : `${STATUS_WORDS[unit.status]} → ${STATUS_WORDS[to]}`;
  };
}

const ladder = (s: Status): number => (s === 'ok' ? 0 : s === 'disordered' ? 1 : s === 'demoralized' ? 2 : 3);

/** Probability that a Regroup raises the unit at least one level. */
export function regroupSuccess(rules: Rules, unit: Pick<UnitState, 'type' | 'status'>, ctx: RegroupContext): number {
  if (!needsRegroup(unit.status)) return 0;
  const oneLevel = threshold(rules, REGROUP.oneLevel).value;
  return d6Plus(sumModifiers(regroupModifiers(rules, unit, ctx))).probability((v) => v >= oneLevel);
}

/**
 * An OK unit out of combat that rests: played, its action is spent (the words journals keep);
 * in `odds` nothing is spent yet, so the same fact is said as what resting would cost.
 */
export function restWords(unit: Pick<UnitState, 'name'>, when: 'played' | 'odds'): string {
  return when === 'played'
    ? `${unit.name} ${verb(unit, 'rests')}: ${itWord(unit)} ${verb(unit, 'is')} already OK, so there is nothing to regroup (${its(unit)} action is spent).`
    : `${unit.name} ${verb(unit, 'is')} already OK, so there is nothing to regroup (resting would spend ${its(unit)} action).`;
}

/** Roll a Regroup (or note a Rest): the resolution and the status event, if any. */
export function resolveRegroup(
  state: DevilState,
  unit: UnitState,
  ctx: RegroupContext,
  dice: DiceSource,
): { resolution: Resolution; events: DevilEvent[] } {
  if (!needsRegroup(unit.status)) {
    // "Rest/Regroup": resting is a legal action, but say so, as the player may have meant another unit.
    const text = ctx.inCombat ? `${unit.name} ${verb(unit, 'holds')} ${its(unit)} ground (already OK).` : restWords(unit, 'played');
    return {
      resolution: { action: 'rest', actor: unit.name, result: text, changes: [] },
      events: [],
    };
  }
  const modifiers = regroupModifiers(state, unit, ctx);
  const total = sumModifiers(modifiers);
  const odds = regroupOdds(state, unit, ctx);
  const args = [6, `${possessive(unit.name)} regroup roll`, testReading('Regroup', unit.name, modifiers, total, regroupLabel(state, unit))] as const;
  // A roll whose every face leaves the unit at the same status is settled: a program still
  // rolls it (seeded journals unchanged), players rolling by hand are not asked for it (null).
  const statusOn = (face: number) => gainLevels(unit.status, regroupLevels(state, face + total));
  const sure = [2, 3, 4, 5, 6].every((face) => statusOn(face) === statusOn(1));
  const rolled = rollUnlessSettled(dice, sure, ...args);
  const roll = rolled ?? 1;
  const levels = regroupLevels(state, roll + total);
  const to = gainLevels(unit.status, levels);
  const base = {
    action: 'regroup',
    actor: unit.name,
    modifiers: { actor: modifiers, target: [] as Modifier[] },
    actorModifier: total,
    rolls: rolled === null ? {} : { actor: roll },
    odds,
  };
  const oneLevel = threshold(state, REGROUP.oneLevel).value;
  const twoLevels = threshold(state, REGROUP.twoLevels).value;
  const unneeded = to === unit.status ? `even a 6${sign(total)} = ${6 + total} falls short of ${oneLevel}` : `even a 1${sign(total)} = ${1 + total} is enough`;
  // Only a Demoralized unit has two levels to regain: a Disordered one is told only what it needs.
  const needs = unit.status === 'demoralized' ? `${oneLevel}, ${twoLevels} for two levels` : String(oneLevel);
  const shown = rolled === null ? `no die is needed: ${unneeded}` : testShown(roll, total, needs);
  if (to === unit.status) {
    return {
      resolution: { ...base, result: `${unit.name} ${verb(unit, 'fails')} to regroup (${shown}) and ${verb(unit, 'stays')} ${STATUS_WORDS[unit.status]}.`, changes: [] },
      events: [],
    };
  }
  const { event, change } = unitChange(unit, to, unit.bases, `regrouped ${plural(levels, 'level')}`);
  return {
    resolution: {
      ...base,
      result: `${unit.name} ${verb(unit, 'regroups')} (${shown}): ${STATUS_WORDS[unit.status]} → ${STATUS_WORDS[to]}.`,
      changes: [change],
    },
    events: [event],
  };
}

/** A test's roll in words, with what it needed: "rolled 1, +0 = 1, needs 4". */
export function testShown(roll: number, total: number, needs: string): string {
  return `rolled ${roll}, ${total < 0 ? '−' : '+'}${Math.abs(total)} = ${roll + total}, needs ${needs}`;
}

export const sign = (n: number): string => (n === 0 ? '' : n > 0 ? ` + ${n}` : ` − ${-n}`);
