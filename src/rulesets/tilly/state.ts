/**
 * The Tilly's Very Bad Day scenario (validated) and battle state. Seed 003, "Markers", lists
 * what a player tracks at the table; the state tracks the same things: resolve and its
 * starting value, shooting markers, charge declarations, rally-back markers, rout markers,
 * commander-casualty markers, locked melees, and which unit hit which enemy this turn.
 */
import type { TillySetup } from './game-setup.js';
import type { PendingDivision } from './melee-hits.js';
import type { Quality, UnitType } from './units.js';

export type SideIndex = 0 | 1;
export type Role = 'attacker' | 'defender';
/** Where an enemy is relative to a unit (seed 003, "Unit facing and position"). */
export type Aspect = 'front' | 'flank' | 'rear';
export type LengthUnit = 'mm' | 'cm' | 'in';

export interface BaseWidth {
  readonly value: number;
  readonly unit: LengthUnit;
}

export interface TillyUnitSpec {
  readonly name: string;
  readonly type: UnitType;
  readonly quality: Quality;
}

export interface TillyCommandSpec {
  readonly name: string;
  /** The commander is also one of `units` (type `commander`); this is his name. */
  readonly commander: string;
  readonly units: readonly TillyUnitSpec[];
}

export interface TillySideSpec {
  readonly name: string;
  readonly role: Role;
  readonly commands: readonly TillyCommandSpec[];
}

export interface TillyOptions {
  /** "Optional Rule: Unit Quality". */
  readonly quality: boolean;
  /** "Optional Rule: Variable Army Morale". */
  readonly variableMorale: boolean;
  /** "Optional Rule: Evade". */
  readonly evade: boolean;
  /** The other readings of places the book leaves open (docs/rules/tilly.md); absent in older journals. */
  readonly houseRules?: TillyHouseRules;
}

export interface TillyHouseRules {
  /**
   * "Step 4.2. Unit Rally" recovers resolve "weakened during the game (melee, shooting)": read
   * as any loss during the game, a command-morale loss is an ordinary one, which rally and
   * heroics may recover (default: no).
   */
  readonly commandMoraleRecoverable: boolean;
  /**
   * "Cannons in melee" sits under Step 3.4: read as happening there, cannons a charge contacts
   * stay until their melee is fought, so in step 3.3 they may shoot at point-blank range at a
   * charger to their front (default: no, they are eliminated at contact in step 3.2).
   */
  readonly cannonsFallAtMelee?: boolean;
  /**
   * "Commander movement" and "Movement allowance": read as a commander's ride with his unit
   * being no move of his own, an attached commander may still move after his unit has moved
   * (default: no, the ride was his move for the step).
   */
  readonly commanderMovesAfterUnit?: boolean;
  /**
   * "Zones of Control (ZOC)": read as the threat of an enemy's front, which a commander (never
   * shot at nor attacked in melee) does not feel, commanders ignore enemy ZOCs (default: no,
   * they are bound like any unit).
   */
  readonly commandersIgnoreZoc?: boolean;
  /**
   * "Commander charges": read as the only way a commander charges, one attached to a unit that
   * charges stays behind unless he declared a charge with it (default: he goes with it).
   */
  readonly commanderChargesOnlyIfDeclared?: boolean;
  /**
   * "Fighting to flank or rear", "Locked in melee": read as a move, a change of facing in melee
   * needs the unit in command, and an attached commander rides with it (default: no move).
   */
  readonly facingIsMove?: boolean;
  /**
   * "Step 3.5 Rally back" gives no order: read as each side making its compulsory rally backs
   * (lost melees, evades) before its voluntary ones (default: any order).
   */
  readonly compulsoryRallyBackFirst?: boolean;
}

/** A validated Tilly's Very Bad Day scenario (after `count` expansion). */
export interface TillyScenario {
  readonly ruleset: 'tilly';
  readonly title: string;
  readonly baseWidth: BaseWidth;
  readonly options: TillyOptions;
  readonly sides: readonly [TillySideSpec, TillySideSpec];
  /** Play begins with the game set-up ("Game set up"): asked for, or needed for the initiative. */
  readonly setup: boolean;
  /** No side was given a role: the initiative roll at the set-up decides the attacker. */
  readonly rollInitiative: boolean;
}

/** How a unit left the table. */
export type Fate = 'active' | 'routed' | 'eliminated' | 'casualty';
/** How a unit was routed: only shooting and melee leave a rout marker (seed 003, "Step 4.3"). */
export type RoutCause = 'shooting' | 'melee' | 'command-morale' | 'gm';
export type MeleeResult = 'won' | 'lost' | 'drew';

export interface ChargeDeclaration {
  /**
   * The enemy units charged (a charge may strike two side by side, seed 003 "Charge
   * examples" (B)), or for a commander the one friendly unit he charges to join.
   */
  readonly targets: readonly string[];
  /** The face of the targets the charge strikes (commanders: 'front'). */
  readonly aspect: Aspect;
  /** Why the declaration was cancelled (seed 003, "Cancel charges"), or null. */
  readonly cancelled: string | null;
}

/** A charge made this turn. */
export interface ChargeMade {
  readonly targets: readonly string[];
  readonly aspect: Aspect;
  readonly contact: boolean;
  /** Met an enemy charging it halfway ("Mutually charging units meet half way"). */
  readonly mutual: boolean;
}

/** Live state of one unit (commanders are units too: Table 1). `id` is the short id, e.g. "A3". */
export interface TillyUnit {
  readonly id: string;
  readonly name: string;
  readonly side: SideIndex;
  /** Id of the command (e.g. "A-1") the unit belongs to. */
  readonly command: string;
  readonly type: UnitType;
  readonly quality: Quality;
  readonly startResolve: number;
  readonly resolve: number;
  /** Resolve lost to shooting and melee and not yet recovered: the most rally and heroics may restore. */
  readonly wounds: number;
  readonly fate: Fate;
  readonly routCause: RoutCause | null;
  /** Shooting marker: shot (or, for cannons, pivoted) this turn. */
  readonly shot: boolean;
  /** Cannons only: pivoted this turn (so may not shoot). */
  readonly pivoted: boolean;
  /** Has moved (or failed its command check) in the current move step. */
  readonly moved: boolean;
  /** Passed a command check ahead of its move this step (`move --check`). Absent otherwise. */
  readonly checked?: boolean;
  /** Failed its command check to move (or, under facingIsMove, to change facing) this step: it went nowhere. Absent otherwise. */
  readonly moveCheckFailed?: true;
  /** Failed its command check to charge in this step 3.1: it cannot charge this step. Absent otherwise. */
  readonly chargeCheckFailed?: true;
  readonly charge: ChargeDeclaration | null;
  /** The charge it made this turn, if any. */
  readonly charged: ChargeMade | null;
  /** Rally-back marker: compulsory or chosen. */
  readonly rallyBack: 'must' | 'may' | null;
  /** Step 3.5 done for this unit: rallied back, stayed after a failed check, or stayed as its marker was lifted. Absent otherwise. */
  readonly rallyBackDone?: 'back' | 'stayed' | 'lifted';
  /** Rout marker (seed 003, "Step 4.3. Unit Heroics"): routed this turn by shooting or melee, not yet rewarded. */
  readonly routMarker: boolean;
  /** Commanders: the unit they are attached to. */
  readonly attachedTo: string | null;
  /** Commanders: the unit they were attached to when it moved this step (their ride). Absent otherwise. */
  readonly rode?: string;
  /** Commanders: fell this turn, command morale not yet applied. */
  readonly casualtyMarker: boolean;
  /** Result of its melee this turn. */
  readonly meleeResult: MeleeResult | null;
  /** Fought in the current melee step. */
  readonly fought: boolean;
  readonly evaded: boolean;
  /** Rallied by its commander this turn. */
  readonly rallied: boolean;
}

/** Two enemy units in base contact. `aspectA` is where b stands relative to a, and vice versa. */
export interface Contact {
  readonly a: string;
  readonly b: string;
  readonly aspectA: Aspect;
  readonly aspectB: Aspect;
  /** The unit whose charge made this contact this turn, if any. */
  readonly chargedBy: string | null;
}

/** One unit's hits on one enemy this turn (seed 003, "Primary and secondary shooting units": "only those that hit can benefit from unit heroics"). */
export interface HitRecord {
  readonly by: string;
  readonly on: string;
  readonly how: 'shooting' | 'melee';
  readonly hits: number;
}

export interface TillyCommand {
  readonly id: string;
  readonly name: string;
  readonly side: SideIndex;
  readonly commander: string;
}

export interface TillySide {
  readonly name: string;
  readonly role: Role;
  /** Units at the start, commanders included (seed 003, "Step 4.4. Army Morale"). */
  readonly originalUnits: number;
}

/** Seed 003, "Sequence of Play", as step ids (see steps.ts). */
export type TillyStepId =
  | 'setup'
  | 'attacker-move'
  | 'defender-shoot'
  | 'defender-move'
  | 'attacker-shoot'
  | 'declare'
  | 'charge'
  | 'point-blank'
  | 'melee'
  | 'rally-back'
  | 'command-morale'
  | 'rally'
  | 'heroics'
  | 'army-morale'
  | 'over';

export interface ArmyMoraleCheck {
  readonly lost: readonly [number, number];
  /** Variable army morale rolls, per side (null: did not roll). */
  readonly rolls: readonly [number | null, number | null];
  readonly losers: readonly SideIndex[];
}

export interface TillyState {
  readonly turn: number;
  readonly step: TillyStepId;
  readonly attacker: SideIndex;
  readonly sides: readonly [TillySide, TillySide];
  readonly commands: readonly TillyCommand[];
  readonly units: readonly TillyUnit[];
  readonly contacts: readonly Contact[];
  readonly hits: readonly HitRecord[];
  /** Enemy commanders moved out of a unit's way this step ("Commander movement"): they may not attach. */
  readonly pushedAside?: readonly string[];
  /** Targets already shot at in the current shooting step ("Shooting order"). */
  readonly shotAt: readonly string[];
  /** Whose turn it is to choose a melee (seed 003, "Choosing which melee to fight"). */
  readonly meleeChooser: SideIndex | null;
  readonly options: TillyOptions;
  readonly baseWidth: BaseWidth;
  /** The game set-up still under way before turn 1, or null. */
  readonly setup: TillySetup | null;
  /** A melee rolled whose hits some units must still divide among their enemies ("Melee dice"). */
  readonly pendingDivision: PendingDivision | null;
  /** The last army-morale check, for the header. */
  readonly lastCheck: ArmyMoraleCheck | null;
  /** How the battle ended; its words come from `lastCheck` (`battleOverWords`). */
  readonly outcome: null | { readonly winner: SideIndex | null };
}
