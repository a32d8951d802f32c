/**
 * The requests the Tilly's Very Bad Day engine answers: one per step of seed 003's
 * "Sequence of Play", plus the game master's corrections and the no-roll previews. Units are
 * named by id. What the table shows and the tool cannot see (distances, arcs, terrain) comes
 * as the game master's yes/no answers: flags that default to the common case.
 */
import type { TerrainKind } from './game-setup.js';
import type { ChargeReach, ShootingSight } from './geometry.js';
import type { Aspect } from './state.js';
import type { ChangeOfDirection } from './units.js';

export interface MoveRequest {
  readonly kind: 'move';
  readonly unit: string;
  /** More than 8 TUM from its commander: a command check is needed. */
  readonly far: boolean;
  /** Roll only the command check now; the move, if it passes, is a second line. */
  readonly check?: boolean;
  /** Any part of the move in difficult terrain: at most 3 TUM. */
  readonly difficult: boolean;
  /** Changes of direction: one (two for superior units: start and end). */
  readonly changes: readonly ChangeOfDirection[];
  /** The distance the player means to move, in TUM, checked against the allowance. */
  readonly distance?: number;
  /** Friendly units passed through (Table 4). */
  readonly through: readonly string[];
  /** Unattached enemy commanders in the way, moved aside ("Commander movement"). */
  readonly push?: readonly string[];
  /** The GM's answers: would the move enter an enemy buffer zone / break a zone of control? */
  readonly buffer: boolean;
  readonly zoc: boolean;
}

export interface ShootRequest {
  readonly kind: 'shoot';
  /** The first unit is the primary shooter; the others are secondary. */
  readonly units: readonly string[];
  readonly target: string;
  /** Shooters whose target is to their flank (1 die; cannons may not). */
  readonly flank: readonly string[];
  /** The target is dragoons, pike+shot or shot in difficult terrain or fortifications: -1 die each. */
  readonly cover: boolean;
  /** Step 3.3: shooting at a charger at point-blank range. */
  readonly pointBlank: boolean;
  /** The game master's answers on what the tool cannot see (geometry.ts); absent means no. */
  readonly sight?: ShootingSight;
}

export interface DeclareRequest {
  readonly kind: 'declare';
  readonly unit: string;
  /** Enemy units charged, or for a commander the friendly unit he charges to join. */
  readonly targets: readonly string[];
  readonly aspect: Aspect;
  readonly far: boolean;
  /** The game master's answers on what the tool cannot see (geometry.ts); absent means no. */
  readonly reach?: ChargeReach;
}

export interface MeleeRequest {
  readonly kind: 'melee';
  /** Any unit of the melee: the whole group in contact with it fights. */
  readonly unit: string;
  /** Units chosen as primary against every enemy they fight ("Primary and secondary melee units"). */
  readonly primary: readonly string[];
  /** The primary chosen against one enemy: enemy id -> friend id. Default: the strongest. */
  readonly primaryFor: Readonly<Record<string, string>>;
  /** All of a unit's hits go to one enemy: unit id -> enemy id. Otherwise a unit touching several divides them after the roll. */
  readonly assign: Readonly<Record<string, string>>;
  /** Units that charged uphill against infantry (-1 die). */
  readonly uphill: readonly string[];
  /** Units that charged infantry in fortifications (-1 die). */
  readonly fortified: readonly string[];
  /** Horse in difficult terrain (hit only on 6). */
  readonly difficult: readonly string[];
}

export type TillyAction =
  | { readonly kind: 'next' }
  | MoveRequest
  | { readonly kind: 'pivot'; readonly unit: string }
  // The game set-up ("Game set up"): before turn 1.
  | { readonly kind: 'initiative' }
  | { readonly kind: 'terrain'; readonly feature: TerrainKind }
  /** Deploy the command of a unit, or a cannon; null: everything left, in order. */
  | { readonly kind: 'deploy'; readonly unit: string | null }
  /** A unit locked in melee turns to fight an enemy on its flank or rear ("Fighting to flank or rear"). */
  | { readonly kind: 'face'; readonly unit: string; readonly enemy: string | null; readonly far?: boolean }
  | ShootRequest
  | DeclareRequest
  | { readonly kind: 'charge'; readonly unit: string | null; readonly contact: boolean }
  | {
      readonly kind: 'evade';
      readonly unit: string;
      readonly difficult: boolean;
      readonly blocked?: boolean;
      /** "Shoot front before flank" answers, as for `pointblank`: the evader could not have shot at a flank charger. */
      readonly sight?: ShootingSight;
    }
  | MeleeRequest
  /** Divide a unit's melee hits among its enemies, after the roll ("Melee dice"). */
  | { readonly kind: 'divide'; readonly unit: string; readonly split: readonly { readonly enemy: string; readonly hits: number }[] }
  | { readonly kind: 'rallyback'; readonly unit: string; readonly far: boolean; readonly cancel: boolean }
  | { readonly kind: 'rally'; readonly unit: string | null }
  | { readonly kind: 'heroics'; readonly unit: string | null; readonly enemy: string | null }
  // Game-master corrections: always allowed, always journaled.
  | { readonly kind: 'set-resolve'; readonly unit: string; readonly resolve: number; readonly why?: string }
  | { readonly kind: 'rout'; readonly unit: string; readonly why?: string }
  | { readonly kind: 'fall'; readonly unit: string; readonly why?: string }
  | { readonly kind: 'engage'; readonly a: string; readonly b: string; readonly aspectA: Aspect; readonly aspectB: Aspect; readonly why?: string }
  | { readonly kind: 'disengage'; readonly a: string; readonly b: string | null; readonly why?: string }
  | { readonly kind: 'attach'; readonly commander: string; readonly unit: string; readonly why?: string }
  | { readonly kind: 'detach'; readonly commander: string; readonly why?: string }
  | { readonly kind: 'note'; readonly text: string }
  // Previews: the dice and exact odds of an action, changing nothing and rolling nothing.
  | { readonly kind: 'odds'; readonly action: TillyAction }
  | { readonly kind: 'mods'; readonly action: TillyAction };

export type TillyActionKind = TillyAction['kind'];
