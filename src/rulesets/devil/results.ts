/**
 * The two result tables of seed 000, "Combat Effects and Rallying" → "Calculating Fire and
 * Combat Outcomes Using Dice", exactly as the guide gives them, and the exact odds of an
 * opposed roll read through them.
 *
 * Each side rolls 1d6 and adds its net modifier; the difference (actor − target) is looked
 * up:
 *
 * | difference        | Fire              | Melee                                   |
 * |-------------------|-------------------|-----------------------------------------|
 * | 0                 | no effect         | both sides lose 1 level                 |
 * | 1–3 (either way)  | 1 level           | the side that scored lower loses 1      |
 * | 4–5               | 2 levels          | … 2 levels                              |
 * | 6–7               | 3 levels          | … 3 levels                              |
 * | 8 or more         | target destroyed  | the side that scored lower is destroyed |
 * | actor lower (Fire)| no effect         | (as above, mirrored)                    |
 *
 * Advancing Fire reads the same Fire table ("Advancing Fire" names no other): only its
 * die is worse (combat-tables.ts, `fire.advancing`).
 *
 * Melee, 8 or more: the guide's sentence ends "automatic destruction of the target unit",
 * the same words as the Fire sentence, where only the target can suffer. Every other band
 * of the melee sentence is about "the side which scored lower", and the table is
 * otherwise symmetric: so when the ACTOR scores 8 or more below the target, the actor is
 * destroyed. Reading it literally (the target destroyed although it won) would reward
 * losing; capping the actor at 3 levels would make charging a far stronger enemy free of
 * the one catastrophe every other band allows. See docs/rules/devil-rules.md.
 */
import { Distribution } from '../../dice/distribution.js';
import type { Change, Odds, OddsOutcome } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { DevilEvent } from './events.js';
import type { DevilState, LeaderState, Status, UnitState } from './state.js';
import { type LevelLoss, loseLevels, STATUS_WORDS } from './status.js';
import { itWord, verb } from './words.js';

/** A loss from a result table: 1–3 status levels, or outright destruction. */
export type Loss = 1 | 2 | 3 | 'destroyed';

export type FireOutcome = { readonly kind: 'none' } | { readonly kind: 'hit'; readonly loss: Loss };

export type MeleeOutcome =
  | { readonly kind: 'both' }
  | { readonly kind: 'loser'; readonly loser: 'actor' | 'target'; readonly loss: Loss };

/** The guide's bands, shared by both tables: what a winning margin of `margin` (≥ 1) inflicts. */
export function lossFor(margin: number): Loss {
  if (margin <= 3) return 1;
  if (margin <= 5) return 2;
  if (margin <= 7) return 3;
  return 'destroyed';
}

/** Fire: equal, or the target higher, is no effect. */
export function fireOutcome(difference: number): FireOutcome {
  return difference <= 0 ? { kind: 'none' } : { kind: 'hit', loss: lossFor(difference) };
}

/**
 * Melee: equal rolls cost both sides a level; otherwise the lower side loses. With
 * `actorDestroyable` false (house rule `melee.reading.eight-target-only` 1) the 8+ band destroys
 * only the target, and an actor 8 or more below loses 3 levels.
 */
export function meleeOutcome(difference: number, actorDestroyable = true): MeleeOutcome {
  if (difference === 0) return { kind: 'both' };
  if (difference > 0) return { kind: 'loser', loser: 'target', loss: lossFor(difference) };
  const loss = lossFor(-difference);
  return { kind: 'loser', loser: 'actor', loss: loss === 'destroyed' && !actorDestroyable ? 3 : loss };
}

/** d6 − d6: the opposed roll before modifiers (36 equally likely pairs). Computed once. */
export const OPPOSED: Distribution = Distribution.die(6).minus(Distribution.die(6));

/** The exact distribution of the difference (actor total − target total). */
export const differenceDistribution = (actorModifier: number, targetModifier: number): Distribution => OPPOSED.shift(actorModifier - targetModifier);

type Strength = Pick<UnitState, 'status' | 'bases' | 'startBases'>;

/**
 * Status levels a unit can still lose before it is destroyed: its remaining ladder steps
 * plus the bases it can lose before half are gone. An OK 2-base unit has 3 (Disordered,
 * Demoralized, then its first base lost destroys it); an OK 6-base tercio has 5.
 */
export function levelsToDestroy(unit: Strength): number {
  if (unit.status === 'destroyed') return 0;
  for (let k = 1; k <= 64; k += 1) if (loseLevels(unit, k).status === 'destroyed') return k;
  return 64;
}

/**
 * The convention for expected levels: the status levels the unit actually loses. A loss of
 * more levels than it has left destroys it, and destruction (by levels or by the 8+ band)
 * counts as the levels it had left. So expectations compare like with like, never count
 * levels a destroyed unit could not lose, and rise with every improvement of the roll.
 */
export function levelsLost(unit: Strength, loss: Loss | 0): number {
  const left = levelsToDestroy(unit);
  if (loss === 'destroyed') return left;
  return Math.min(loss, left);
}

/** The state after a loss, through the status ladder of "Combat Effects and Rallying". */
export function applyLoss(unit: Strength, loss: Loss): LevelLoss {
  return loss === 'destroyed' ? loseLevels(unit, 0, true) : loseLevels(unit, loss);
}

/**
 * What a loss does, in words: "loses 2 levels", or "destroyed" for any loss that destroys
 * the unit (by levels or by the 8+ band: the same end, so odds show it as one row).
 */
export function lossWords(unit: Strength & { readonly name?: string; readonly plural?: boolean }, loss: Loss): string {
  if (loss === 'destroyed' || applyLoss(unit, loss).status === 'destroyed') return 'destroyed';
  return levelWords(unit, loss);
}

/** "loses 2 levels" (or "lose", for a plural name), whatever they leave. */
export const levelWords = (unit: { readonly name?: string; readonly plural?: boolean }, levels: number): string =>
  `${verb({ name: unit.name ?? '', plural: unit.plural }, 'loses')} ${levels} level${levels === 1 ? '' : 's'}`;

/** "1 level", "2 levels". */
export const levelsText = (levels: number): string => `${levels} level${levels === 1 ? '' : 's'}`;

function collect(dist: Distribution, list: readonly { label: string; test: (d: number) => boolean }[]): OddsOutcome[] {
  // Groups with the same label (two bands that both destroy) become one row, in first place.
  const groups: { label: string; test: (d: number) => boolean }[] = [];
  for (const g of list) {
    const same = groups.findIndex((x) => x.label === g.label);
    if (same < 0) groups.push(g);
    else {
      const was = groups[same] as { label: string; test: (d: number) => boolean };
      groups[same] = { label: g.label, test: (d) => was.test(d) || g.test(d) };
    }
  }
  const out: OddsOutcome[] = [];
  for (const g of groups) {
    const probability = dist.probability(g.test);
    if (probability > 0) out.push({ label: g.label, probability, fraction: dist.fraction(g.test) });
  }
  return out;
}

const LOSSES: readonly Loss[] = [1, 2, 3, 'destroyed'];
const inBand = (margin: number, loss: Loss): boolean => margin >= 1 && lossFor(margin) === loss;

/**
 * Exact odds of a Fire through the Fire table: each band with its probability, and the
 * expected levels lost by the target (the firer loses none).
 */
export function fireTableOdds(net: number, target: Strength & { readonly name: string }): Odds {
  const dist = OPPOSED.shift(net);
  const groups = fireGroups(target);
  const targetLevels = dist.expected((d) => {
    const o = fireOutcome(d);
    return o.kind === 'none' ? 0 : levelsLost(target, o.loss);
  });
  return { outcomes: collect(dist, groups), expected: { actorLevels: 0, targetLevels } };
}

type Group = { readonly label: string; readonly test: (d: number) => boolean };

/** The Fire table's rows for a target, by modified difference, as its odds label them. */
function fireGroups(target: Strength & { readonly name: string }): Group[] {
  // End-of-turn fire: hits already waiting destroy the target, so no roll of this fire changes anything.
  if (target.status === 'destroyed') return [{ label: `no further effect: ${target.name} ${verb(target, 'is')} already destroyed by the hits waiting`, test: () => true }];
  return [
    { label: 'no effect', test: (d: number) => d <= 0 },
    ...LOSSES.map((loss) => ({ label: `${target.name} ${lossWords(target, loss)}`, test: (d: number) => inBand(d, loss) })),
  ];
}

/** The odds' label of one modified difference (what a die typed by hand gives, in the words of `odds`). */
const labelOf = (groups: readonly Group[], d: number): string => groups.find((g) => g.test(d))?.label ?? '';

/** What one modified difference of a Fire gives, in the words of its odds. */
export const fireLabel = (target: Strength & { readonly name: string }, d: number): string => labelOf(fireGroups(target), d);

/** What the main unit of a losing side keeps of a table loss after passing up to `wanted` levels to its supports (as the melee resolves it). */
export function keptLoss(loss: Loss, wanted: number): Loss {
  if (loss === 'destroyed') return loss;
  return (loss - Math.min(wanted, Math.floor(loss / 2))) as Loss;
}

/** A table loss in words, "destroyed" only if what the main unit keeps of it (after a spread) destroys it. */
export function keptWords(unit: Strength & { readonly name?: string; readonly plural?: boolean }, loss: Loss, kept: Loss): string {
  if (loss === 'destroyed' || applyLoss(unit, kept).status === 'destroyed') return 'destroyed';
  return levelWords(unit, loss);
}

/**
 * The melee's tie in the words of its odds: both sides lose 1 level, and the label says when
 * that level destroys one of them (a Demoralized unit that has lost bases), so a game master
 * reading the odds is not told of a level where the table removes the unit.
 */
export function tieWords(actor: Strength & { readonly name: string }, target: Strength & { readonly name: string }): string {
  const gone = [actor, target].filter((u) => applyLoss(u, 1).status === 'destroyed');
  const tie = 'both sides lose 1 level';
  if (gone.length === 2) return `${tie}: both destroyed`;
  return gone[0] ? `${tie}: ${gone[0].name} destroyed` : tie;
}

/** Levels each side wants to pass to its supporting units if it loses (`--spread`). */
export interface SpreadWanted {
  readonly actor: number;
  readonly target: number;
}

/**
 * Exact odds of a Melee through the Melee table, best for the actor first, and the
 * expected levels each side's main unit loses. A side that loses 2 or 3 levels passes up to
 * what it wants (`wanted`) to its supports; each row is labelled by what the main unit keeps.
 */
export function meleeTableOdds(
  net: number,
  actor: Strength & { readonly name: string },
  target: Strength & { readonly name: string },
  actorDestroyable = true,
  wanted: SpreadWanted = { actor: 0, target: 0 },
): Odds {
  const dist = OPPOSED.shift(net);
  const groups = meleeGroups(actor, target, actorDestroyable, wanted);
  const lost = (side: 'actor' | 'target') => (d: number) => {
    const o = meleeOutcome(d, actorDestroyable);
    const unit = side === 'actor' ? actor : target;
    if (o.kind === 'both') return levelsLost(unit, 1);
    return o.loser === side ? levelsLost(unit, keptLoss(o.loss, wanted[side])) : 0;
  };
  return { outcomes: collect(dist, groups), expected: { actorLevels: dist.expected(lost('actor')), targetLevels: dist.expected(lost('target')) } };
}

/** The Melee table's rows, by modified difference, as its odds label them (what the main unit keeps). */
function meleeGroups(actor: Strength & { readonly name: string }, target: Strength & { readonly name: string }, actorDestroyable: boolean, wanted: SpreadWanted): Group[] {
  const actorLoss = (d: number): Loss | 0 => {
    const o = meleeOutcome(d, actorDestroyable);
    return o.kind === 'loser' && o.loser === 'actor' ? o.loss : 0;
  };
  const words = (side: 'actor' | 'target', loss: Loss) => keptWords(side === 'actor' ? actor : target, loss, keptLoss(loss, wanted[side]));
  return [
    ...[...LOSSES].reverse().map((loss) => ({ label: `${target.name} ${words('target', loss)}`, test: (d: number) => inBand(d, loss) })),
    { label: tieWords(actor, target), test: (d: number) => d === 0 },
    ...LOSSES.map((loss) => ({ label: `${actor.name} ${words('actor', loss)}`, test: (d: number) => d < 0 && actorLoss(d) === loss })),
  ];
}

/** What one modified difference of a Melee gives, in the words of its odds. */
export const meleeLabel = (
  actor: Strength & { readonly name: string },
  target: Strength & { readonly name: string },
  actorDestroyable: boolean,
  wanted: SpreadWanted,
  d: number,
): string => labelOf(meleeGroups(actor, target, actorDestroyable, wanted), d);

/** Probability that a fire inflicts at least `levels` table levels (destruction counts as more than 3). */
export function fireAtLeast(net: number, levels: 1 | 2 | 3 | 4): number {
  const threshold = levels === 1 ? 1 : levels === 2 ? 4 : levels === 3 ? 6 : 8;
  return OPPOSED.shift(net).probability((d) => d >= threshold);
}

/** "Demoralized 2/3 bases" when bases have been lost; the plain status word otherwise. */
export function describeStrength(status: Status, bases: number, startBases: number): string {
  const word = status === 'ok' ? 'OK' : status === 'disordered' ? 'Disordered' : status === 'demoralized' ? 'Demoralized' : 'Destroyed';
  if (status === 'destroyed') return word;
  return bases < startBases ? `${word} ${bases}/${startBases} bases` : word;
}

/** "all 6 bases" or "5 of 6 bases". */
const basesWords = (bases: number, startBases: number): string => (bases === startBases ? `all ${bases} bases` : `${bases} of ${startBases} bases`);

/**
 * A change of status and bases in the words of a result. The bases are named only when they
 * change and the unit survives, so a base lost at the same status shows ("Demoralized, all 6
 * bases → Demoralized, 5 of 6 bases"). Events keep `describeStrength`'s words ("Demoralized →
 * Demoralized 5/6 bases"): a replay compares them with those journals recorded.
 */
export function strengthChange(unit: { readonly name: string; readonly startBases: number }, from: { status: Status; bases: number }, to: { status: Status; bases: number }): Change {
  const word = (x: Status): string => STATUS_WORDS[x];
  // Destroyed with bases still standing: half or more lost ("Units, Troop Types, and Base Sizes").
  if (to.status === 'destroyed' && from.bases !== to.bases && to.bases > 0) {
    // The bases lost, not those left: "1 of 2 bases" alone read as the loss.
    const before = from.bases === unit.startBases ? word(from.status) : `${word(from.status)}, ${basesWords(from.bases, unit.startBases)}`;
    const lost = unit.startBases - to.bases;
    return { unit: unit.name, from: before, to: `Destroyed (${lost} of ${unit.startBases} bases lost: half or more, "Combat Effects and Rallying")` };
  }
  if (from.bases === to.bases || to.status === 'destroyed') return { unit: unit.name, from: word(from.status), to: word(to.status) };
  return { unit: unit.name, from: `${word(from.status)}, ${basesWords(from.bases, unit.startBases)}`, to: `${word(to.status)}, ${basesWords(to.bases, unit.startBases)}` };
}

/**
 * "Unit Status": each level lost goes one step down the ladder (OK, Disordered, Demoralized),
 * then costs a base. When bases go, the steps are said, so none seems skipped:
 * " (to Demoralized, then 1 base)". Nothing when the loss only moves down the ladder.
 */
function stepsWords(from: Status, basesBefore: number, basesAfter: number, levels: number): string {
  if (levels < 2 || basesAfter === basesBefore || from === 'destroyed') return '';
  const ladder: Status[] = ['ok', 'disordered', 'demoralized'];
  const statuses = ladder.slice(ladder.indexOf(from) + 1).slice(0, levels).map((x) => STATUS_WORDS[x]);
  const bases = levels - statuses.length;
  const baseWords = `${bases} base${bases === 1 ? '' : 's'}`;
  return statuses.length === 0 ? '' : ` (to ${statuses.join(', then ')}, then ${baseWords})`;
}

/** One unit's loss, as the event that changes the state, the Change line and a sentence. */
export interface AppliedLoss {
  readonly event: DevilEvent;
  readonly change: Change;
  readonly after: LevelLoss;
  /** "Tercio loses 1 level: OK → Disordered." */
  readonly sentence: string;
  /** The same without the unit's name: "loses 1 level: OK → Disordered." */
  readonly predicate: string;
}

/**
 * Apply `loss` to `unit`, whose status for this action is `status` (a game master's
 * override, or the recorded one). `why` ends up in the event text.
 */
export function applyLossTo(unit: UnitState, status: Status, loss: Loss, why: string): AppliedLoss {
  const before = { status, bases: unit.bases, startBases: unit.startBases };
  const after = applyLoss(before, loss);
  const from = describeStrength(status, unit.bases, unit.startBases);
  const to = describeStrength(after.status, after.bases, unit.startBases);
  const change = strengthChange(unit, { status, bases: unit.bases }, after);
  const what = loss === 'destroyed' ? `${verb(unit, 'is')} destroyed` : `${verb(unit, 'loses')} ${loss} level${loss === 1 ? '' : 's'}${stepsWords(status, unit.bases, after.bases, loss)}`;
  const predicate = `${what}: ${change.from} → ${change.to}.`;
  const sentence = `${unit.name} ${predicate}`;
  return {
    predicate,
    event: { type: 'unit', unit: unit.id, from: status, to: after.status, basesFrom: unit.bases, basesTo: after.bases, text: `${unit.name}: ${from} → ${to} (${why}).` },
    change,
    after,
    sentence,
  };
}

// ---------------------------------------------------------------------------------------
// Looking units and leaders up, shared by the fire, melee and charge resolvers

/** A living unit by id, or the plain reason it cannot take part. */
export function livingUnit(state: Pick<DevilState, 'units'>, id: string): Result<UnitState, string> {
  const unit = state.units.find((u) => u.id === id);
  if (!unit) return err(`There is no unit "${id}".`);
  if (unit.status === 'destroyed') return err(`${unit.name} ${verb(unit, 'has')} been destroyed.`);
  return ok(unit);
}

/**
 * The two living units of an opposed action, or why they cannot be: an action against itself
 * ("cannot charge itself") or against its own side.
 */
export function opposedPair(state: Pick<DevilState, 'units'>, unit: string, target: string, verbWord: string): Result<readonly [UnitState, UnitState], string> {
  const actor = livingUnit(state, unit);
  if (!actor.ok) return actor;
  const other = livingUnit(state, target);
  if (!other.ok) return other;
  const a = actor.value;
  const t = other.value;
  if (a.id === t.id) return err(`${a.name} cannot ${verbWord} ${itWord(a) === 'it' ? 'itself' : 'themselves'}.`);
  if (a.side === t.side) return err(`${t.name} ${verb(t, 'is')} on the same side as ${a.name}: choose an enemy unit.`);
  return ok([a, t] as const);
}

/** Living leaders attached to a unit ("Leader with Actor/Target" derived from the state). */
export function attachedLeaders(state: Pick<DevilState, 'leaders'>, unitId: string): LeaderState[] {
  return state.leaders.filter((l) => l.fate === 'alive' && l.attachedTo === unitId);
}

export const hasLeader = (state: Pick<DevilState, 'leaders'>, unitId: string): boolean => attachedLeaders(state, unitId).length > 0;
