import type { Ground } from './actions.js';
import type { Arc } from './catalogue.js';
import type { TroopId } from './troop-ids.js';

/** Seed 000, "Combat Effects and Rallying": the status ladder, best first. */
export type Status = 'ok' | 'disordered' | 'demoralized' | 'destroyed';
export type SideIndex = 0 | 1;
export type Rating = 'good' | 'average' | 'poor';
export type Formation = 'battle' | 'march';
/**
 * A face of a unit: where an enemy contacts it ("Melee": flank contact includes the sides, the rear
 * and the rear corners). `left` and `right` are its two flanks, which are two faces ("Ongoing
 * Combats": contacted "to front and flank, to rear and flank, etc."); `flank` is a flank whose side
 * was not said (older journals, `--flank` alone).
 */
export type Face = 'front' | 'flank' | 'left' | 'right' | 'rear';

/** A validated While the Devil Rules scenario (after `count` expansion). */
export interface DevilScenario {
  readonly ruleset: 'devil-rules';
  readonly title: string;
  readonly sides: readonly [DevilSideSpec, DevilSideSpec];
  /** Overrides of designed table values, validated (see houseRules in docs/rules/devil-rules.md). */
  readonly houseRules: Readonly<Record<string, number>>;
}

export interface DevilSideSpec {
  readonly name: string;
  readonly role: 'attacker' | 'defender';
  readonly rating: Rating;
  readonly camp: boolean;
  /** The break point in force: the stated one if given, else the computed one. */
  readonly breakPoint: number;
  readonly computedBreakPoint: number;
  readonly statedBreakPoint: number | null;
  readonly leaders: readonly DevilLeaderSpec[];
}

export interface DevilLeaderSpec {
  readonly name: string;
  readonly role: 'army' | 'wing';
  readonly bonus: number;
  readonly units: readonly DevilUnitSpec[];
}

export interface DevilUnitSpec {
  readonly name: string;
  readonly type: TroopId;
  readonly bases: number;
  readonly impetuous: boolean;
  readonly missiles: boolean;
  readonly formation: Formation;
  /**
   * Seed 000, "Turn Sequence": the unit's standing orders at the start. false: none (it needs
   * an activation from the start); true: standing orders without words; text: their wording.
   * Absent: true (every unit starts under standing orders).
   */
  readonly standingOrders?: boolean | string;
  /** The scenario's word on whether the name is plural (`plural:`); otherwise read from the name. */
  readonly plural?: boolean;
}

/**
 * Standing orders a unit still follows ("Turn Sequence"): it acts without an activation,
 * once a turn, until it is first engaged in combat of any kind.
 */
export interface StandingOrders {
  /** The scenario's wording, if it gave one. */
  readonly words: string | null;
  /** Has already acted on its standing orders this turn. */
  readonly usedThisTurn: boolean;
}

/** A reaction that uses a unit's action for the turn (charge responses). */
export type Reaction = 'defensive fire' | 'pass-through fire' | 'evaded a charge';

/** Live state of one unit. `id` is the short id `status` shows, e.g. "A3". */
export interface UnitState {
  readonly id: string;
  readonly name: string;
  readonly side: SideIndex;
  readonly type: TroopId;
  readonly startBases: number;
  readonly bases: number;
  readonly status: Status;
  readonly formation: Formation;
  readonly impetuous: boolean;
  readonly missiles: boolean;
  /** Whether the name is plural, when the scenario says so (see english.ts, `isPlural`). */
  readonly plural?: boolean;
  /** The leader (by id) whose command the unit belongs to; it stays when he falls (see commandHolder). */
  readonly commander: string;
  readonly acted: boolean;
  /** Units (ids) in an ongoing combat with this one. */
  readonly engagedWith: readonly string[];
  /**
   * The face of this unit each enemy in `engagedWith` contacts (enemy id -> face), as the
   * charge, the melee or the game master recorded it. An enemy missing here contacts the front.
   * Optional, so older journals and states read as frontal contacts.
   */
  readonly contacts?: Readonly<Record<string, Face>>;
  /**
   * The ground each combat in `engagedWith` is fought on (enemy id -> ground), as the charge that
   * made contact or the last melee recorded it. A later melee defaults to it; missing reads as open.
   */
  readonly grounds?: Readonly<Record<string, Ground>>;
  /** "may only be done once per turn": facing a contacted flank after a melee. */
  readonly facedFlank: boolean;
  /** Has been in a melee this turn (actor, target or supporting): only then may it face a contacted flank ("Melee"). */
  readonly fought?: boolean;
  /** What used its action this turn when that was a reaction (defensive or pass-through fire, an evade), for the refusal's reason. */
  readonly actedFor?: Reaction;
  /** Swedish brigade: the one arc it has fired into this turn, if any. */
  readonly firedArc: Arc | null;
  /** Present while the unit is still under standing orders; absent once they have ended (or it never had any). */
  readonly standingOrders?: StandingOrders;
}

export type LeaderFate = 'alive' | 'killed' | 'captured';

export interface LeaderState {
  readonly id: string;
  readonly name: string;
  readonly side: SideIndex;
  readonly role: 'army' | 'wing';
  readonly bonus: number;
  readonly fate: LeaderFate;
  /** Unit id the leader is attached to, if any. */
  readonly attachedTo: string | null;
  /** Has been given the initiative this turn. */
  readonly hadInitiative: boolean;
  /** Activations left in his current initiative (null when not active). */
  readonly activationsLeft: number | null;
  /** Activations used up in advance by being "caught up in the struggle" this turn. */
  readonly caughtUp: number;
  /** Has made his one 24" move this turn. */
  readonly moved: boolean;
  /** Involved in a melee this turn: may no longer move. */
  readonly inMelee: boolean;
  /** Leader ids whose commands passed to this one after they fell. */
  readonly inherited: readonly string[];
}

export interface SideState {
  readonly name: string;
  readonly role: 'attacker' | 'defender';
  readonly rating: Rating;
  readonly breakPoint: number;
  readonly camp: boolean;
  readonly campSacked: boolean;
  readonly broken: boolean;
}

/** Turn steps, seed 000 "Turn Sequence" (see steps.ts). */
export type DevilStepId = 'initiative' | 'leaders' | 'end-fire' | 'impetuous' | 'morale' | 'over';

export interface DevilState {
  readonly turn: number;
  readonly step: DevilStepId;
  /** Side that won the initiative roll this turn, and the side that acts first. */
  readonly initiative: SideIndex | null;
  readonly first: SideIndex | null;
  /** Side whose turn it is to give a leader the initiative (step "leaders") or to act (step "impetuous"). */
  readonly toAct: SideIndex | null;
  /** Leader id holding the initiative now. */
  readonly activeLeader: string | null;
  readonly sides: readonly [SideState, SideState];
  readonly units: readonly UnitState[];
  readonly leaders: readonly LeaderState[];
  readonly houseRules: Readonly<Record<string, number>>;
  /** Result of the last army break check: null while the battle goes on. */
  readonly outcome: null | { readonly winner: SideIndex | null; readonly text: string };
  /**
   * End-of-turn fire is simultaneous ("Combat Effects and Rallying"): its hits wait here
   * until the step ends, then take effect together. Absent or empty otherwise.
   */
  readonly pendingFire?: readonly PendingHit[];
  /** A melee loss waiting for the loser's choice of spread; absent otherwise. */
  readonly heldMelee?: HeldMelee;
}

/**
 * A melee whose loser may pass levels to its supporting units and has not yet said how
 * ("Combat Effects and Rallying": the choice follows the roll). The fight as it was decided,
 * by unit ids, and its two dice: `spread` (or the next command) takes the loss from here.
 */
export interface HeldMelee {
  readonly actor: string;
  readonly target: string;
  readonly support: readonly string[];
  readonly targetSupport: readonly string[];
  readonly charging: boolean;
  readonly aspect: 'front' | 'flank' | 'rear';
  readonly actorFlanked: boolean;
  readonly ground: 'open' | 'rough' | 'very-rough';
  readonly uphill: 'none' | 'actor' | 'target';
  readonly obstacle: boolean;
  readonly actorStatus: Status;
  readonly targetStatus: Status;
  readonly actorLeader: boolean;
  readonly targetLeader: boolean;
  readonly ratio: 'badly-outnumbered' | 'outnumbered' | 'even' | 'outnumbers' | 'badly-outnumbers';
  readonly contact?: { readonly actor: Face; readonly target: Face };
  readonly actorDie: number;
  readonly targetDie: number;
}

/** One end-of-turn fire result waiting to take effect: levels lost, or destruction. */
export interface PendingHit {
  readonly unit: string;
  readonly levels: number;
  readonly destroy: boolean;
}
