/**
 * The Scruby scenario (validated) and battle state. The state holds the game master's
 * bookkeeping that seed 001 makes slow at the table: kill points per unit, who is loaded
 * and who is reloading, guns' hits and crews, scattered stands and captured guns.
 */
import type { Arm, Formation, Order, UnitType } from './table.js';

export type SideIndex = 0 | 1;

export interface ScrubyUnitSpec {
  readonly name: string;
  readonly type: UnitType;
  readonly brigade: string | null;
  readonly stands: number;
  readonly arm: Arm | null;
  readonly armoured: boolean;
  /** The UE per stand from the table, or the scenario's override. */
  readonly efficiency: number | null;
  readonly order: Order;
  readonly formation: Formation;
  /** Gunners (guns only). */
  readonly crew: number;
  /** The scenario's word on whether the name is plural (`plural:`); otherwise read from the name. */
  readonly plural?: boolean;
}

export interface ScrubySideSpec {
  readonly name: string;
  readonly brigades: readonly string[];
  readonly units: readonly ScrubyUnitSpec[];
}

/**
 * The designed defaults for the "basic rules" the text assumes but leaves out; each can be
 * switched off in the scenario (docs/rules/scruby.md, "Designed defaults").
 */
export interface ScrubyOptions {
  /** Kill points take figures and stands off (the Roster System). */
  readonly roster: boolean;
  /** UE tests are rolled (d6 at or under UE); off, the game master gives --pass or --fail. */
  readonly ueTest: boolean;
  /** Melee winner and post-melee morale decided by the tool; off, the game master gives --winner. */
  readonly meleeOutcome: boolean;
  /** The game move's steps are enforced; off, any command in any step. */
  readonly sequence: boolean;
  /** Units reload by themselves in every move they may; off, only those given `reload`. */
  readonly autoReload: boolean;
  /** Small guns fire canister at 1–12" (designed: the text gives the small gun no canister row). */
  readonly smallGunCanister: boolean;
  /** Dismounted dragoon musketeers may attack a gun in melee (reading of "DRAGOONS" 4); off, 5 binds and they never attack. */
  readonly dragoonMusketeersAttackGuns: boolean;
  /** Shock power comes with a charge (reading of "CAVALRY" 1a); off, attacking cavalry always have it, bonus moves too. */
  readonly shockWithChargeOnly: boolean;
  /** A gun misses on a 2 only (reading of the table's "On a "2" miss"); off, a 2 is a threshold and a 1 misses too. */
  readonly gunMissOnlyOnTwo: boolean;
  /** A column cut below its minimum re-forms as it next moves (reading of "Column Formation" 1); off, the minimum binds only the forming. */
  readonly cutColumnReforms: boolean;
  /** Pikes caught in open order kill half the table's open-order cell (reading of "PIKEMEN" 2a); off, the open cell is the whole half quota. */
  readonly openPikesHalved: boolean;
  /** Swordsmen behind pikes take the high die in any melee (reading of "SWORDSMEN" 2); off, only against pikes, whose pikes are raised. */
  readonly swordsmenInAnyMelee: boolean;
  /** A gun counted as part of a square is reached only through it while it stands (reading of "INFANTRY SQUARES" 1); off, the gun is attacked alone. */
  readonly gunDefendedBySquare: boolean;
}

/** Each switch in words, for `tyw check` and `rules defaults`: what is on or off, not the scenario's key. */
export const SWITCH_WORDS: Readonly<Record<keyof ScrubyOptions, string>> = {
  roster: 'roster system',
  ueTest: 'rolled UE tests',
  meleeOutcome: 'melee outcome',
  sequence: 'game move sequence',
  autoReload: 'automatic reloading',
  smallGunCanister: 'small-gun canister',
  dragoonMusketeersAttackGuns: 'dragoon musketeers attacking guns',
  shockWithChargeOnly: 'shock only with a charge',
  gunMissOnlyOnTwo: 'guns missing only on a 2',
  cutColumnReforms: 'cut columns re-forming',
  openPikesHalved: 'open-order pikes halved',
  swordsmenInAnyMelee: 'swordsmen under the pikes in any melee',
  gunDefendedBySquare: 'guns defended by their square',
};

export interface ScrubyScenario {
  readonly ruleset: 'scruby';
  readonly title: string;
  readonly options: ScrubyOptions;
  readonly sides: readonly [ScrubySideSpec, ScrubySideSpec];
}

/** Loads fired and not yet back: `count` loads, reloaded after `movesLeft` full game moves. */
export interface Pending {
  readonly count: number;
  /** The game move it fired in: that move never counts towards reloading. */
  readonly firedOn: number;
  readonly movesLeft: number;
  /** The reload needs the unit to stand still (guns, cavalry who fired both pistols). */
  readonly still: boolean;
}

/** Where a unit's muskets, pistols or gun stand. */
export interface Loading {
  /** Loads ready: musket stands, pistols a stand (cavalry, 0–2), or 1 for a loaded gun. */
  readonly loaded: number;
  readonly pending: readonly Pending[];
  /** Declared with `reload` this move (needed when autoReload is off). */
  readonly reloading: boolean;
  /** Stands that fired this move, and pistols a stand they used (a caracole may fire in parts). */
  readonly firedStands: number;
  readonly pistolsThisMove: number;
}

export type Direction = 'left' | 'back' | 'right';

export interface ScrubyUnit {
  readonly id: string;
  readonly name: string;
  readonly side: SideIndex;
  readonly brigade: string | null;
  readonly type: UnitType;
  /** The scenario's word on whether the name is plural; otherwise read from the name ("Rote Pikeniere"). */
  readonly plural?: boolean;
  readonly arm: Arm | null;
  readonly armoured: boolean;
  readonly efficiency: number | null;
  readonly order: Order;
  readonly formation: Formation;
  /** Stands at the start. */
  readonly startStands: number;
  /** Kill points taken (the roster). */
  readonly kills: number;
  /** Stands the game master took off or put back by hand (roster off, or a correction). */
  readonly standsAdjust: number;
  readonly loading: Loading;
  /** Dragoons: on their horses. */
  readonly mounted: boolean;
  /** This move: moved (and how far as a share of its allowance), fired, mounted or dismounted. */
  readonly moved: 'none' | 'half' | 'full';
  readonly fired: boolean;
  /** The move was a split move: a musketeers' split or a cavalry caracole ("MUSKETEERS" 3, "CAVALRY" 3a). */
  readonly splitMove: boolean;
  readonly mountedThisMove: boolean;
  readonly dismountedThisMove: boolean;
  /** Breaking from closed to open order this move (heavy pikes move 3" while they do). */
  readonly breakingOrder: boolean;
  /** Formed closed order this move: pikes may not charge in it until a later move ("HEAVY PIKEMEN" open order 2). */
  readonly formedClosed: boolean;
  /** Scattered stands' directions, retiring each move until rallied; null when in good order. */
  readonly scattered: readonly Direction[] | null;
  /** Scattered by the scatter rule in this game move: it retires now, and rallies in a later move ("THE SCATTER RULE" 1). */
  readonly scatteredThisMove: boolean;
  /** Tried its UE to rally this game move and failed: one try a game move ("THE SCATTER RULE" 1). */
  readonly rallyFailed: boolean;
  /** Lost post-volley morale: retires, no offensive action until rallied ("MORALE"). */
  readonly retiring: boolean;
  /** Guns: gunners left, gunners at the gun, counter-battery hits, and who holds it. */
  readonly crew: number;
  /** Gunners shot down at this gun: the figures it lost (its crew changes as gunners move between guns). */
  readonly gunnersLost: number;
  /** Gunners who left this gun to man another ("CREWS" 2): its kill points still count up to them. */
  readonly gunnersGone?: number;
  readonly crewAtGun: boolean;
  readonly gunHits: number;
  readonly heldBy: { readonly side: SideIndex; readonly since: number } | null;
  readonly destroyed: boolean;
  /** Taken off the table by `set <unit> off`: lowered hits never bring such a gun back. */
  readonly takenOff?: true;
  /** This move's melee: a charge made (and whether the defender's answer cancelled its shock), defeated and awaiting scatter or pursuit, bonus moves taken. */
  readonly charge: null | { readonly target: string; readonly shock: boolean; readonly face?: 'flank' | 'rear' | 'broken-square'; readonly square?: string };
  /** The enemy it beat in its last melee, until a bonus move spends the win; null when that melee was not won. */
  readonly beat: string | null;
  readonly defeated: boolean;
  /** The cavalry that pursued it this move: the pursuit took the place of the scatter ("BONUS MOVES" 2). */
  readonly pursuedBy: string | null;
  readonly bonusMoves: number;
  /** Melees it attacked in during its bonus moves, and the losers whose wins its bonus moves spent ("two beautiful choices"). */
  readonly bonusMelees: number;
  readonly bonusOver: readonly string[];
  /** This move's melees: fought in either role, and the enemies fought (a pair fights once a game move). */
  readonly melees: number;
  readonly foughtWith: readonly string[];
}

export type StepId = 'move' | 'melee' | 'rally';

export interface ScrubyState {
  readonly ruleset: 'scruby';
  readonly title: string;
  readonly options: ScrubyOptions;
  readonly sides: readonly [{ readonly name: string }, { readonly name: string }];
  readonly units: readonly ScrubyUnit[];
  /** The game move (turn), from 1. */
  readonly turn: number;
  readonly step: StepId;
  readonly outcome: null | { readonly text: string };
  /**
   * Losses that stay with a side after the gun that took them changed hands ("CAPTURING A GUN"
   * 1): its kill points, the gunners who fell at it and the gunners taken with it.
   */
  readonly carried: readonly [CarriedLosses, CarriedLosses];
}

export interface CarriedLosses {
  readonly kills: number;
  readonly figures: number;
}
