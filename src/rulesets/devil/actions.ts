/**
 * The requests the While the Devil Rules engine answers: one per action of seed 000
 * ("Actions", "Turn Sequence") plus the game master's corrections. The REPL turns typed
 * text into these; units and leaders are named by id. Optional fields that the state can
 * derive (leaders present, force ratio, statuses) are overrides: absent means "derive".
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Resolution } from '../../engine/ruleset.js';
import type { Result } from '../../engine/result.js';
import type { Arc } from './catalogue.js';
import type { DevilEvent } from './events.js';
import type { DevilState, Face, SideIndex, Status } from './state.js';

export type Cover = 'none' | 'soft' | 'hard' | 'fortified';
/** Ground for a melee, seed 000 "Melee" and "Movement" (cheval-de-frise counts as rough for mounted). */
export type Ground = 'open' | 'rough' | 'very-rough';
export type Aspect = 'front' | 'flank' | 'rear';
export type ForceRatio = 'badly-outnumbered' | 'outnumbered' | 'even' | 'outnumbers' | 'badly-outnumbers';

/** Overrides a game master may give instead of what the state says. */
export interface Overrides {
  readonly leaderWithActor?: boolean;
  readonly leaderWithTarget?: boolean;
  readonly ratio?: ForceRatio;
  readonly actorStatus?: Status;
  readonly targetStatus?: Status;
}

/** Terrain crossed by a move, counted in inches (seed 000, "Movement", the factor table). */
export interface MoveTerrain {
  readonly rough?: number;
  readonly veryRough?: number;
  readonly obstacles?: number;
  readonly choke?: number;
  readonly road?: number;
  readonly facing?: number;
}

/**
 * An impetuous, deployed unit must charge when activated with an eligible formed enemy in
 * charge range ("Formations"); any other action needs the game master to say there is none.
 */
export interface ImpetuousWaiver {
  readonly noEnemyInRange?: boolean;
}

export interface FireRequest extends Overrides, ImpetuousWaiver {
  readonly kind: 'fire';
  /** One unit, or several combining their fire on one target ("Fire"). */
  readonly units: readonly string[];
  readonly target: string;
  readonly short: boolean;
  readonly cover: Cover;
  /** Firing bases, when fewer than all that could fire are in range/arc/sight. */
  readonly bases?: number;
  readonly arc?: Arc;
  /** For combined fire with a tie of types: which unit's type fires. */
  readonly firingType?: string;
  /**
   * Split fire ("Fire": a Fire action may have several targets): the further targets of the
   * same action, each its own calculation. The fields above describe the first target.
   */
  readonly split?: readonly FireTarget[];
}

/** One further target of a split fire, with what differs from target to target. */
export interface FireTarget {
  readonly target: string;
  readonly short: boolean;
  readonly cover: Cover;
  /** Bases firing at this target; absent: what is left in its arc. */
  readonly bases?: number;
  readonly arc?: Arc;
  readonly ratio?: ForceRatio;
  readonly targetStatus?: Status;
}

export interface AdvancingFireRequest extends Overrides, ImpetuousWaiver {
  readonly kind: 'advfire';
  readonly unit: string;
  readonly target: string;
  readonly short: boolean;
  readonly cover: Cover;
  readonly bases?: number;
}

export interface MeleeRequest extends Overrides {
  readonly kind: 'melee';
  readonly unit: string;
  readonly target: string;
  readonly charging: boolean;
  /**
   * Which face of the target the actor fights (flank/rear: "Taken in Flank/Rear"). Absent: from
   * the state, flank or rear if any enemy has contacted the target there, else front.
   */
  readonly aspect?: Aspect;
  /** With a flank aspect: which flank, recorded as the contact's face (the two flanks are two faces). */
  readonly flankSide?: 'left' | 'right';
  /** The actor itself taken in flank or rear by a supporting enemy. Absent: from the recorded contacts. */
  readonly actorFlanked?: boolean;
  /** Absent: the ground recorded for this combat (by the charge that began it), else open. */
  readonly ground?: Ground;
  readonly uphill?: 'none' | 'actor' | 'target';
  /** Target defends an obstacle or bank. */
  readonly obstacle?: boolean;
  readonly support?: readonly string[];
  readonly targetSupport?: readonly string[];
  /** How the loser spreads its levels onto supporting units: unit id -> levels. */
  readonly spread?: Readonly<Record<string, number>>;
  /** The target is attacked halfway through a choke point: it counts as flanked ("Movement"). */
  readonly chokePoint?: boolean;
}

export interface ChargeRequest extends Overrides, ImpetuousWaiver {
  readonly kind: 'charge';
  readonly unit: string;
  readonly target: string;
  readonly aspect: Aspect;
  /** With a flank aspect: which flank of the target, recorded as the contact's face. */
  readonly flankSide?: 'left' | 'right';
  readonly ground: Ground;
  readonly uphill?: 'none' | 'actor' | 'target';
  readonly obstacle?: boolean;
  /**
   * The target's cover against the charger's fire at contact, "conducted like regular fire"
   * ("Charges"; "Actions": the Charge fills in the Cover/Ground list). Left out: none, or soft
   * behind an obstacle it defends.
   */
  readonly cover?: Cover;
  /** Did the charger cross the target's arc of fire? (guide's question) */
  readonly crossedArc: boolean;
  /** Does an eligible target evade? (guide's question) */
  readonly evade: boolean;
  /** After an evade: did the charger still make contact? */
  readonly contact?: boolean;
  /**
   * After an evade: the unit the evade exposed, which the charger contacts with its remaining
   * movement instead ("Charges"). It may neither evade nor give defensive fire, and it is the
   * target of the fire at contact and of the melee.
   */
  readonly then?: string;
  /** The unit contacted is halfway through a choke point: it counts as flanked ("Movement"). */
  readonly chokePoint?: boolean;
  /**
   * `odds` and `mods` only: the guide's questions the typed line left open, whose defaults the
   * odds then assume (and say so). Never journaled: a charge played asks them or takes them.
   */
  readonly assumed?: readonly ('crossed-arc' | 'evade' | 'contact')[];
  /** Range band of the defensive fire. */
  readonly short?: boolean;
  /** Other units giving pass-through fire (must be within short range, not yet acted). */
  readonly passThrough?: readonly string[];
  /**
   * The arc of each pass-through firer that the charge crossed (unit id -> arc); a firer not
   * listed fires from its front. "Charges": the charger crosses "the arc of fire" of the unit,
   * and pike-and-shot units fire from any side ("Formations").
   */
  readonly passThroughArcs?: Readonly<Record<string, Arc>>;
  readonly support?: readonly string[];
  readonly targetSupport?: readonly string[];
  /** How the loser of the melee that follows spreads its levels onto supporting units (as in MeleeRequest). */
  readonly spread?: Readonly<Record<string, number>>;
}

/**
 * The melee that follows a Regroup in an ongoing combat or a failed Retire ("Ongoing
 * Combats"): what the state cannot know. Absent fields are read from the state (recorded faces and ground) as for a Melee.
 */
export type FollowUpMelee = Partial<
  Pick<MeleeRequest, 'aspect' | 'actorFlanked' | 'ground' | 'uphill' | 'obstacle' | 'support' | 'targetSupport' | 'spread' | 'ratio' | 'leaderWithTarget' | 'targetStatus'>
>;

export type DevilAction =
  | { readonly kind: 'initiative' }
  | { readonly kind: 'first'; readonly side: SideIndex }
  | { readonly kind: 'command'; readonly leader: string }
  | { readonly kind: 'done' }
  | { readonly kind: 'next' }
  | ({ readonly kind: 'rest'; readonly unit: string; readonly leaderWithActor?: boolean; readonly target?: string; readonly melee?: FollowUpMelee } & ImpetuousWaiver)
  | ({
      readonly kind: 'move';
      readonly unit: string;
      readonly mode: 'advance' | 'march' | 'retire';
      readonly terrain: MoveTerrain;
      readonly leaderWithActor?: boolean;
      /** Retire out of combat: the enemy fought if the retire fails (needed when engaged with several). */
      readonly target?: string;
      /** Retire out of combat: the unit is contacted on two faces, so it may not retire. */
      readonly twoFaces?: boolean;
      readonly melee?: FollowUpMelee;
    } & ImpetuousWaiver)
  | { readonly kind: 'leader-move'; readonly leader: string }
  | ChargeRequest
  | FireRequest
  | AdvancingFireRequest
  | MeleeRequest
  | { readonly kind: 'routed'; readonly unit: string; readonly leaderWithActor?: boolean; readonly actorStatus?: Status }
  /** After a melee roll: the levels the loser passes to its supporting units (unit id -> levels; empty keeps them all). */
  | { readonly kind: 'spread'; readonly levels: Readonly<Record<string, number>> }
  /** `enemy`: which contact to face, when it is on a flank or the rear; absent, the first such contact. */
  | { readonly kind: 'face-flank'; readonly unit: string; readonly enemy?: string }
  // Game-master corrections: always allowed, always journaled.
  | { readonly kind: 'set-status'; readonly unit: string; readonly status: Status; readonly why?: string }
  | { readonly kind: 'set-bases'; readonly unit: string; readonly bases: number; readonly why?: string }
  /** `face`: the face of `b` that `a` contacts (front when absent); `a` contacts with its front. */
  | { readonly kind: 'engage'; readonly a: string; readonly b: string; readonly face?: Face; readonly why?: string }
  | { readonly kind: 'disengage'; readonly a: string; readonly b?: string; readonly why?: string }
  | { readonly kind: 'attach'; readonly leader: string; readonly unit: string; readonly why?: string }
  | { readonly kind: 'detach'; readonly leader: string; readonly why?: string }
  | { readonly kind: 'leader-fate'; readonly leader: string; readonly fate: 'killed' | 'captured'; readonly heir?: string; readonly why?: string }
  | { readonly kind: 'sack'; readonly side: SideIndex; readonly by?: readonly string[]; readonly why?: string }
  | { readonly kind: 'note'; readonly text: string };

/** What a resolver answers: itemised results plus the events that change the state. */
export interface DevilOutcome {
  readonly results: readonly Resolution[];
  readonly events: readonly DevilEvent[];
}

/** Every resolver has this shape: pure, `(state, request, dice) -> outcome | refusal`. */
export type Resolver<R> = (state: DevilState, request: R, dice: DiceSource) => Result<DevilOutcome, string>;

/** The combat resolvers (fire.ts, melee.ts, charge.ts), handed in by execute.ts. */
export interface CombatResolvers {
  readonly fire: Resolver<FireRequest>;
  readonly advancingFire: Resolver<AdvancingFireRequest>;
  readonly melee: Resolver<MeleeRequest>;
  readonly charge: Resolver<ChargeRequest>;
  /** Takes a held melee loss, passing the levels given to the loser's supports (spread.ts). */
  readonly spread: Resolver<Readonly<Record<string, number>>>;
}
