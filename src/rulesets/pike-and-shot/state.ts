/**
 * The Pike & Shot scenario as validated, and the battle state the rules engine folds events
 * into. Plain data: no classes, nothing that needs the terminal or the clock.
 */
import type { Crt } from './crt.js';
import type { Aspect, Shifted, Vertex } from './hexes.js';
import type { DisorderClass, MoveClass, TecClass, UnitType } from './units.js';

export type SideIndex = 0 | 1;

/** One side of a counter: fire, melee, movement allowance, recovery (2.4, 6.2). */
export interface Factors {
  readonly fire: number;
  readonly melee: number;
  readonly move: number;
  readonly recovery: number;
}

/**
 * 10.1–10.2: the loose shotte a tercio or battalion can detach: the LS unit's own factors,
 * and what the LS marker takes off the parent's fire and melee (either side up).
 */
export interface ShotteSpec {
  readonly fire: number;
  readonly melee: number;
  readonly move: number;
  readonly reduce: { readonly fire: number; readonly melee: number };
}

export type Status = 'ordered' | 'disordered';

export interface PsUnitSpec {
  readonly name: string;
  readonly type: UnitType;
  readonly ordered: Factors;
  /** The reverse side; null for units always disordered (their one side is `ordered`) and for guns. */
  readonly disordered: Factors | null;
  readonly status: Status;
  readonly hex: string | null;
  readonly facing: Vertex | null;
  readonly charge: boolean;
  readonly pursuit: boolean;
  /** Heavy artillery's captured side (12.6). */
  readonly captured: { readonly fire: number } | null;
  readonly shotte: ShotteSpec | null;
  /** Victory points this unit is worth eliminated (or captured, for guns), instead of the scenario's. */
  readonly points: number | null;
}

export interface PsLeaderSpec {
  readonly name: string;
  readonly fire: number;
  readonly melee: number;
  readonly hex: string | null;
  /** The unit he starts stacked with, by name. */
  readonly with: string | null;
}

export interface PsSideSpec {
  readonly name: string;
  readonly leaders: readonly PsLeaderSpec[];
  readonly units: readonly PsUnitSpec[];
}

export const PROHIBITIONS = ['artillery-fire', 'movement', 'retreat'] as const;
export type Prohibition = (typeof PROHIBITIONS)[number];

/** Movement cost on a terrain (MP to enter) or hexside (MP to cross, added), or prohibited. */
export type Cost = number | 'prohibited';

/** One line of the Terrain Effects Chart (designed keys: see docs/rules/pike-and-shot.md). */
export interface TecEntry {
  readonly move: Readonly<Partial<Record<MoveClass, Cost>>>;
  readonly disorders: readonly DisorderClass[];
  /** The classes that use their fire factor as melee factor in or into it (5.4); `true` in the file is infantry and loose shotte. */
  readonly fireAsMelee: readonly TecClass[];
  readonly blocksSight: boolean;
  readonly prohibits: readonly Prohibition[];
}

export interface Tec {
  readonly terrain: Readonly<Record<string, TecEntry>>;
  readonly hexsides: Readonly<Record<string, TecEntry>>;
}

export interface Victory {
  /** Points to the enemy for each unit eliminated. */
  readonly eliminated: number;
  /** Points to the holder, at the end, for each heavy gun it captured (and still holds). */
  readonly captured: number;
  readonly hexes: readonly { readonly hex: string; readonly points: number; readonly name: string | null }[];
  /** Events that win at once, in the folio's words; the game master declares one with `win`. */
  readonly instant: readonly string[];
}

/** What the folio supplies beyond the counters: CRT, TEC, victory, map numbering. */
export interface PsRules {
  readonly crt: Crt;
  readonly tec: Tec;
  readonly victory: Victory;
  readonly shifted: Shifted;
  readonly turns: number;
  readonly weather: string | null;
  readonly houseRules: PsHouseRules;
}

/** The scenario's choice between readings of ambiguous rules (docs/rules/pike-and-shot.md). */
export interface PsHouseRules {
  /** 7.1, 7.3: a leader falls with a unit eliminated instead of retreating (else he stays, alone). */
  readonly leaderFallsWithNoRetreat: boolean;
  /** 6.5: unplayed fortunes of war are kept for later combat phases (else they lapse after their combat). */
  readonly fortunesKept: boolean;
  /** 7.3: a recovery roll of 6 fails only when a leader helps (else it always fails). Optional: journals from before it read as false. */
  readonly sixFailsOnlyWithLeader?: boolean;
  /** 4.5, 11.4: infantry fires at cavalry entering a hex between only when it leaves a hex next to the infantry. Optional: journals from before it read as false. */
  readonly counterFireOnlyFromAdjacent?: boolean;
  /** 11.8: cavalry disordered by the melee's own results still pursues. Optional: journals from before it read as false. */
  readonly pursuitAfterMeleeDisorder?: boolean;
  /** 4.5, 7.1, 11.4: a lone leader is held to going on: cavalry melees him, and fire hits him, where he stands, on that condition (else a reaction answers the step he made). Optional: journals from before it read as false. */
  readonly leaderMeleeIfHeGoesOn?: boolean;
}

export interface PsScenario {
  readonly ruleset: 'pike-and-shot';
  readonly title: string;
  readonly firstPlayer: SideIndex;
  readonly sides: readonly [PsSideSpec, PsSideSpec];
  readonly rules: PsRules;
}

// ----------------------------------------------------------------------------- the battle

export type Fate = 'active' | 'eliminated' | 'off-map';

export interface PsUnit {
  readonly id: string;
  readonly name: string;
  /** Who owns it now: captured artillery changes hands (12.6). */
  readonly side: SideIndex;
  /** The side it began with: heavy artillery shows its captured face when another holds it. */
  readonly originalSide: SideIndex;
  readonly type: UnitType;
  readonly ordered: Factors;
  readonly disordered: Factors | null;
  readonly status: Status;
  readonly fate: Fate;
  readonly hex: string | null;
  readonly facing: Vertex | null;
  readonly charge: boolean;
  readonly pursuit: boolean;
  readonly capturedFactors: { readonly fire: number } | null;
  /** Heavy artillery showing its captured side. */
  readonly captured: boolean;
  /** Captured in this phase: it may not fire (12.6). */
  readonly capturedNow: boolean;
  /** Light cannon: the side up (12.7). */
  readonly cannon: 'firing' | 'moving';
  readonly shotte: ShotteSpec | null;
  /** The loose shotte unit this parent has out (10.2). */
  readonly loosed: string | null;
  /** The parent of a loose shotte unit created in play. */
  readonly parent: string | null;
  /** A loose shotte unit created in play: the turn and phase it was loosed in (10.2: no regaining then). */
  readonly loosedIn?: { readonly turn: number; readonly step: StepId };
  readonly points: number | null;
  /**
   * Made its own move (4.1) since the last movement phase began (either side's): its move then, or
   * a fortune of war move (6.5); it stays set through the combat phase after. Being moved otherwise
   * (a retreat, rout, pursuit, advance, or a reacting cavalry's step into the hex between, 11.4) is
   * no move of its own.
   */
  readonly moved: boolean;
  /** The hexes of its own move in its movement phase (a charge needs 1–3, 11.7 1). */
  readonly hexesMoved: number;
  /** Attacked (or tried to recover) in this combat phase: fire or melee, never both (5.0). */
  readonly attacked: boolean;
  /** How it was attacked this combat phase: by fire or melee, never both (5.2). */
  readonly defended: 'fire' | 'melee' | null;
  /** The defender it was declared against this combat phase, the only unit it may attack then (5.2). */
  readonly declaredAt?: string;
}

export interface PsLeader {
  readonly id: string;
  readonly name: string;
  readonly side: SideIndex;
  readonly fire: number;
  readonly melee: number;
  readonly hex: string | null;
  /** The unit he is stacked with. */
  readonly with: string | null;
  /** Moved this movement phase: he cannot enable full movement (7.1). */
  readonly moved: boolean;
  /** A casualty (7.4), eliminated when he cannot retreat before a melee alone (7.1), or gone off the map with his unit (7.3). */
  readonly fate: 'active' | 'casualty' | 'eliminated' | 'off-map';
}

/** A retreat or rout a combat result calls for, waiting for the game master's `retreat` (6.3, 6.4). */
export interface PendingRetreat {
  readonly unit: string;
  readonly rout: boolean;
  /** Driven off by a cavalry charge: a rout from this retreat (through a friend) eliminates it (6.4 4, 11.7 3). */
  readonly eliminate: boolean;
  /** Cavalry that pursues it (11.8), or null. */
  readonly pursuer: string | null;
  /** The enemy it retreats from, who may advance (6.6) when the combat was a melee. */
  readonly from: string | null;
  readonly melee: boolean;
  /** Before melee (5.5): no pursuit. */
  readonly beforeMelee: boolean;
  /** 6.3: the units that have reacted to this retreat; each reacts once. */
  readonly reactors?: readonly string[];
}

/** An advance after combat the attacker may make (6.6, 11.3). */
export interface AdvanceOffer {
  readonly unit: string;
  readonly into: string | null;
  readonly hexes: number;
}

export type StepId = 'weather' | 'first-move' | 'first-combat' | 'second-move' | 'second-combat' | 'end' | 'over';

export interface PsSide {
  readonly name: string;
  /** Fortunes of war held (6.5). */
  readonly fow: number;
  readonly fowSpent: number;
}

/**
 * The unit whose move was entered last this phase, so it may go on after a reaction (4.5): its
 * MP and hexes so far, the leader who enabled it at the start (7.2), and whether a retreat ended it.
 */
export interface Moving {
  readonly unit: string;
  readonly mp: number;
  readonly hexes: number;
  readonly leader: string | null;
  readonly ended: boolean;
  /** 4.5: the units that have reacted to this move; each reacts once, all against the same hex. */
  readonly reactors?: readonly string[];
  /** 9.2: the hex it stands in, when its last leg paid to pivot there: that pivot draws reaction, after the facing changes. */
  readonly pivotedIn?: string;
  /** 9.2: the paid pivots its last leg made before the hex it ends in, where the tool knows them; fire at one takes the move back there. */
  readonly earlier?: readonly EarlierPivot[];
  /** 9.2: a leg of this move paid to pivot in a hex; no step into a flank or rear hex may follow in the phase. */
  readonly pivotedInPlace?: true;
  /** 9.2: a leg of this move stepped into a flank or rear hex; no pivot in place may follow in the phase. */
  readonly steppedAside?: 'flank' | 'rear';
  /** 4.5: the hex its last step left, when the tool knows the way: fire answers that step from a unit next to both hexes. */
  readonly from?: string;
  /** 4.5, 11.4: the move's totals before its last step, when the tool knows them: cavalry reacting to that step takes the mover back to `from`. */
  readonly before?: { readonly mp: number; readonly hexes: number };
  /** 4.5: the units that fired at it where it stands on the condition that it goes on into another hex next to them. */
  readonly promised?: readonly string[];
  /** 11.4: cavalry the moving player's infantry fired at as it entered a hex between (`hex`), whose reaction that fire holds it to. */
  readonly entering?: readonly { readonly unit: string; readonly hex: string; readonly firers: readonly string[] }[];
  /** 4.5, 11.4: cavalry that fought it in the hex it stands in on the condition that it goes on out of that hex. */
  readonly exitOwed?: readonly string[];
}

/** 9.2: a paid pivot made earlier on a leg: its hex, the facing it left, and the move's MP and hexes by then. */
export interface EarlierPivot {
  readonly hex: string;
  readonly facing: Vertex;
  readonly mp: number;
  readonly hexes: number;
}

/**
 * A leader alone who has just retreated before a melee (7.1): enemy units may fire at him as he
 * leaves `from` (11.6, 7.4) until another action is entered. `reactors` have fired; each once.
 */
export interface LeaderRetreating {
  readonly leader: string;
  readonly from: string | null;
  readonly reactors?: readonly string[];
}

export interface PsState {
  readonly turn: number;
  readonly step: StepId;
  readonly firstPlayer: SideIndex;
  readonly sides: readonly [PsSide, PsSide];
  readonly units: readonly PsUnit[];
  readonly leaders: readonly PsLeader[];
  readonly pending: readonly PendingRetreat[];
  readonly advance: AdvanceOffer | null;
  /** The unit whose advance (6.6) was made since the last attack or phase, so a second is refused by name. */
  readonly advanced?: string;
  /** Units a fortune of war was played on since the last combat (6.5: one per unit per combat). */
  readonly fowPlayedOn: readonly string[];
  /** A fortune of war move granted and not yet made. */
  readonly fowMove: string | null;
  /** The unit that has just made its fortune of war move: the enemy may react to it, in the combat phase too, until the phase goes on (6.5, 4.5). */
  readonly fowMoved: string | null;
  /** The last move entered this movement phase, or null (4.1, 4.5). */
  readonly moving: Moving | null;
  /** The leader alone whose retreat before a melee may draw reaction fire now (7.1, 11.6). */
  readonly leaderRetreat?: LeaderRetreating | null;
  readonly weather: string | null;
  readonly rules: PsRules;
  readonly outcome: { readonly text: string; readonly winner: SideIndex | null } | null;
}

export type { Aspect };
