/**
 * Table 1 of Tilly's Very Bad Day (seed 003, "Units", "Table 1: Unit Types" and its notes),
 * the unit categories the rules name ("Units"), and unit quality ("Optional Rule: Unit
 * Quality"). Everything here is data or a one-line reading of it; the resolvers look up
 * these tables and never repeat a number.
 */

import { tumWords } from './distance.js';
import type { BaseWidth } from './state.js';

export const UNIT_TYPES = ['commander', 'horse', 'light-horse', 'dragoons', 'pike-and-shot', 'shot', 'rabble', 'cannons'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const QUALITIES = ['superior', 'ordinary', 'inferior', 'rabble'] as const;
export type Quality = (typeof QUALITIES)[number];

/**
 * How a type fights and moves, seed 003 "Units": horse and light horse are cavalry and fight
 * mounted; pike+shot, shot and rabble are infantry; dragoons move like cavalry but fight on
 * foot; commanders and cannons are their own kinds.
 */
export type Category = 'commander' | 'cavalry' | 'infantry' | 'dragoons' | 'cannons';

/** Melee to-hit: a fixed score, or horse's "depends on the context" (Table 1, note 2). */
export type MeleeToHit = number | 'horse';

export interface UnitTypeRow {
  readonly id: UnitType;
  /** As Table 1 names it. */
  readonly name: string;
  readonly category: Category;
  /** Move in TUM in open terrain; 0 for cannons, which only pivot. */
  readonly move: number;
  /** Table 1 note 1: at most 3 TUM in difficult terrain, when charging and in a rally back. */
  readonly note1: boolean;
  /** Shooting range in TUM; `Infinity` for cannons ("Unlimited"); null if it cannot shoot. */
  readonly range: number | null;
  /** Shooting to-hit: the lowest score that hits; null if it cannot shoot. */
  readonly shootToHit: number | null;
  /** Melee to-hit; null for cannons, which do not fight in melee. */
  readonly meleeToHit: MeleeToHit | null;
  /** Starting resolve of an ordinary unit. */
  readonly resolve: number;
}

/** Seed 003, "Table 1: Unit Types", exactly. */
export const TABLE_1: Readonly<Record<UnitType, UnitTypeRow>> = {
  commander: { id: 'commander', name: 'Commander', category: 'commander', move: 8, note1: true, range: null, shootToHit: null, meleeToHit: 4, resolve: 1 },
  horse: { id: 'horse', name: 'Horse', category: 'cavalry', move: 6, note1: true, range: 2, shootToHit: 6, meleeToHit: 'horse', resolve: 3 },
  'light-horse': { id: 'light-horse', name: 'Light horse', category: 'cavalry', move: 8, note1: true, range: 2, shootToHit: 6, meleeToHit: 6, resolve: 2 },
  dragoons: { id: 'dragoons', name: 'Dragoons', category: 'dragoons', move: 6, note1: true, range: 4, shootToHit: 6, meleeToHit: 6, resolve: 2 },
  'pike-and-shot': { id: 'pike-and-shot', name: 'Pike+shot', category: 'infantry', move: 3, note1: false, range: 4, shootToHit: 6, meleeToHit: 5, resolve: 4 },
  shot: { id: 'shot', name: 'Shot', category: 'infantry', move: 3, note1: false, range: 4, shootToHit: 6, meleeToHit: 6, resolve: 3 },
  rabble: { id: 'rabble', name: 'Rabble', category: 'infantry', move: 3, note1: false, range: null, shootToHit: null, meleeToHit: 6, resolve: 1 },
  cannons: { id: 'cannons', name: 'Cannons', category: 'cannons', move: 0, note1: false, range: Number.POSITIVE_INFINITY, shootToHit: 6, meleeToHit: null, resolve: 2 },
};

/** A to-hit score in words, as every view and roll gives it: "6", "5+", "4+". */
export const hitOn = (score: number): string => (score === 6 ? '6' : `${score}+`);

/** Table 1 note 1 and "Movement allowance": the cap in difficult terrain, in a charge and in a rally back. */
export const RESTRICTED_MOVE = 3;
/** "Being 'in command'": within 8 TUM of the command's commander. */
export const COMMAND_RADIUS = 8;
/** "Zones of Control (ZOC)": 3 TUM directly in front of every non-commander unit. */
export const ZOC_DEPTH = 3;
/** "Command check": each die of the check hits on a 6. */
export const COMMAND_CHECK_HIT = 6;
/** "Commander in melee": an attached commander's extra die hits on 4, 5 or 6. */
export const COMMANDER_MELEE_HIT = 4;
/** "Commander casualties": a 6 fells an attached commander, 5-6 if the unit routed. */
export const COMMANDER_FALLS = { hit: 6, routed: 5 } as const;

/**
 * Seed 003, "Melee dice" and Table 1 note 2: horse hit on 6 in difficult terrain; on 4-6
 * when charging the flank or rear of pike+shot, or charging any other unit; 5-6 otherwise
 * (including charging the front of pike+shot).
 */
export type HorseContext = 'difficult' | 'charging-flank-of-pike' | 'charging-other' | 'charging-front-of-pike' | 'other';

export const HORSE_MELEE_HIT: Readonly<Record<HorseContext, number>> = {
  difficult: 6,
  'charging-flank-of-pike': 4,
  'charging-other': 4,
  'charging-front-of-pike': 5,
  other: 5,
};

export const HORSE_CONTEXT_WORDS: Readonly<Record<HorseContext, string>> = {
  difficult: 'in difficult terrain',
  'charging-flank-of-pike': 'charging the flank or rear of pike+shot',
  'charging-other': 'charging a unit other than pike+shot',
  'charging-front-of-pike': 'charging the front of pike+shot',
  other: 'not charging',
};

export interface QualityRow {
  readonly id: Quality;
  /** Change to the type's resolve; rabble quality sets resolve to 1 ("only have 1 resolve"). */
  readonly resolveDelta: number;
  readonly points: number;
  /** Changes of direction in a move step (see changeAllowed). */
  readonly changes: string;
}

/** Seed 003, "Optional Rule: Unit Quality". */
export const QUALITY_TABLE: Readonly<Record<Quality, QualityRow>> = {
  superior: { id: 'superior', resolveDelta: 1, points: 4, changes: 'two changes of direction in a move step: one at the start, one at the end' },
  ordinary: { id: 'ordinary', resolveDelta: 0, points: 3, changes: 'one change of direction at the start of the move' },
  inferior: { id: 'inferior', resolveDelta: -1, points: 2, changes: 'no oblique, sideways or backwards; a turn or about face replaces the whole move' },
  rabble: { id: 'rabble', resolveDelta: 0, points: 1, changes: 'wheel only' },
};

/** The starting resolve of a unit of this type and quality (never below 1). */
export function startingResolve(type: UnitType, quality: Quality): number {
  if (quality === 'rabble') return 1;
  return Math.max(1, TABLE_1[type].resolve + QUALITY_TABLE[quality].resolveDelta);
}

export const pointsOf = (quality: Quality): number => QUALITY_TABLE[quality].points;

/** Types that are always of one quality: commanders and cannons are ordinary, rabble is rabble. */
export const FIXED_QUALITY: Partial<Readonly<Record<UnitType, Quality>>> = {
  commander: 'ordinary',
  cannons: 'ordinary',
  rabble: 'rabble',
};

export const isCavalry = (t: UnitType): boolean => TABLE_1[t].category === 'cavalry';
/** "Cancel charges" rule 2 and "Conduct charges": pike+shot, shot, rabble and dragoons. */
export const isChargeInfantry = (t: UnitType): boolean => t === 'pike-and-shot' || t === 'shot' || t === 'rabble' || t === 'dragoons';
/**
 * "Infantry defending difficult terrain" and "Infantry defending uphill or fortifications":
 * the dice penalty protects dragoons, pike+shot and shot (rabble is not named).
 */
export const isDefendingInfantry = (t: UnitType): boolean => t === 'pike-and-shot' || t === 'shot' || t === 'dragoons';
/** "Shooting marker": cannons, horse, light horse, dragoons, shot and pike+shot can shoot. */
export const canShoot = (t: UnitType): boolean => TABLE_1[t].range !== null;
/** "Step 3.5 Rally back": horse and light horse can rally back. */
export const canRallyBack = (t: UnitType): boolean => t === 'horse' || t === 'light-horse';
/** "Optional Rule: Evade": dragoons, shot and light horse. */
export const canEvade = (t: UnitType): boolean => t === 'dragoons' || t === 'shot' || t === 'light-horse';

/** The six changes of direction of "Change of direction" (Figure 8). */
export const CHANGES = ['wheel', 'about-face', 'oblique', 'turn', 'sideways', 'backwards'] as const;
export type ChangeOfDirection = (typeof CHANGES)[number];

/** Changes that replace the whole move ("Turn", "Sideways", "Backwards"). */
export const REPLACES_MOVE: readonly ChangeOfDirection[] = ['turn', 'sideways', 'backwards'];

/**
 * Whether a unit may make this change of direction, seed 003 "Change of direction" and
 * "Optional Rule: Unit Quality". Returns null if allowed, else the reason.
 */
export function changeRefusal(type: UnitType, quality: Quality, change: ChangeOfDirection, charging: boolean): string | null {
  if (type === 'commander') return null; // "Commander movement": any changes of direction
  if (type === 'cannons') return 'cannons cannot move; they may only pivot';
  if (charging && change !== 'wheel') return 'a wheel is the only change of direction allowed in a charge';
  if (type === 'rabble' || quality === 'rabble') return change === 'wheel' ? null : 'rabble may only wheel';
  if (quality === 'inferior' && (change === 'oblique' || change === 'sideways' || change === 'backwards')) {
    return 'inferior units cannot move oblique, sideways or backwards';
  }
  return null;
}

/** Inferior units: a turn or about face replaces the entire movement. */
export function replacesMove(quality: Quality, change: ChangeOfDirection): boolean {
  if (REPLACES_MOVE.includes(change)) return true;
  return quality === 'inferior' && (change === 'turn' || change === 'about-face');
}

/** Table 4: allowable interpenetration. `straight` is a straight forward or backwards move. */
export function interpenetrationRefusal(mover: UnitType, through: UnitType, straight: boolean): string | null {
  if (mover === 'commander' || through === 'commander' || through === 'cannons') return null;
  const cav = (t: UnitType) => t === 'horse' || t === 'light-horse';
  const allowed =
    (cav(mover) && cav(through)) || ((cav(mover) || mover === 'dragoons') && through === 'shot') || (mover === 'shot' && (cav(through) || through === 'dragoons'));
  if (!allowed) return `${TABLE_1[mover].name} may not pass through ${TABLE_1[through].name} (Table 4)`;
  if (!straight) return 'the interpenetration must happen in a straight forward or backwards move (Table 4)';
  return null;
}

/** Seed 003, "Shooting range": the range in words, in TUM and (given the base width) in the players' unit. */
export function rangeWords(t: UnitType, base?: BaseWidth): string {
  const r = TABLE_1[t].range;
  if (r === null) return 'cannot shoot';
  if (r === Number.POSITIVE_INFINITY) return 'unlimited';
  return base ? tumWords(r, base) : `${r} TUM`;
}
