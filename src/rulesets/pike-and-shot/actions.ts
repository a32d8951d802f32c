/**
 * The requests the Pike & Shot engine answers, units and leaders named by id. What the map
 * shows and the tool cannot see (range, terrain, hexsides, line of sight, where a retreat
 * goes) comes as the game master's flags; hexes compute range and adjacency when both units
 * carry them, and a flag overrides.
 */
import type { Aspect, Vertex } from './hexes.js';
import type { DeclareRequest } from './declare.js';

/** The map as the game master reads it for one combat. */
export interface Ground {
  /** Hexes from firer to target (12.2); computed from hexes when absent. */
  readonly range?: number;
  /** The defender's hex terrain, a TEC name. */
  readonly terrain?: string;
  /** The hexside between the units, a TEC name. */
  readonly hexside?: string;
  /** Where the attacker stands for a defending battalion (9.3, 9.4). */
  readonly on?: Aspect;
  /** Where the target lies for an attacking battalion (9.3, 9.4). */
  readonly into?: Aspect;
}

export interface FireRequest extends Ground {
  readonly kind: 'fire';
  readonly unit: string;
  readonly target: string;
  /** Artillery on a hill (12.2 3). */
  readonly hill: boolean;
  /** The firing gun's hex terrain, a TEC name: it may prohibit artillery fire out of it (12.3). */
  readonly fromTerrain?: string;
  /** The line of sight is blocked (12.3): refused. */
  readonly blocked: boolean;
  /** The game master says the line of sight (or the skirmisher's hex between) is clear, whatever the hexes show (--no-blocked). */
  readonly clear?: boolean;
  /** The target fires back, simultaneously (5.5, 11.5). */
  readonly back: boolean;
  /** Cavalry fired on retreats 3 hexes before the fire (11.5). */
  readonly evade: boolean;
  /** --no-back: the target takes the fire, neither firing back nor retreating (its answer given, 5.5, 11.5). */
  readonly takes?: boolean;
}

export interface MeleeRequest extends Ground {
  readonly kind: 'melee' | 'charge';
  readonly unit: string;
  readonly target: string;
  /** The defender retreats before melee (5.5, 10.6, 11.6, 11.11). */
  readonly evade: boolean;
  /** --no-evade: the defender stands (its answer given, 5.5). */
  readonly stands?: boolean;
  /** Pursuit-capable cavalry follows a fleeing enemy (11.8); --no-pursue holds it. */
  readonly pursue: boolean;
  /** A leader alone attacked retreats before the melee: a hex, "off-map" or "blocked" (7.1). */
  readonly retreat?: string;
}

/** Who is reacting, and how (4.5, 11.4, 6.3). */
export interface ReactRequest extends Ground {
  readonly kind: 'react';
  readonly unit: string;
  readonly how: 'fire' | 'melee' | 'charge';
  readonly target: string;
  /** Cavalry reacting two hexes away moves into the hex between first (11.4). */
  readonly to?: string;
  readonly pursue: boolean;
  /** A leader alone reacted against in melee retreats before it: a hex, "off-map" or "blocked" (7.1). */
  readonly retreat?: string;
  /** 11.4: the moving player's infantry that fires at the cavalry entering the hex between, played first (--counter-fire). */
  readonly counterFire?: readonly string[];
  /** 11.4: the moving player gives that fire up (--no-counter-fire). */
  readonly noCounterFire?: boolean;
}

export interface MoveRequest {
  readonly kind: 'move';
  /** A unit or a leader. */
  readonly unit: string;
  readonly to?: string;
  /** Hexes moved; from the terrain list or the hexes when absent. */
  readonly hexes?: number;
  /** The terrain of each hex entered, in order (TEC names). */
  readonly terrain: readonly string[];
  /** Hexside features crossed. */
  readonly hexsides: readonly string[];
  /** A friendly leader the game master says is stacked with or next to the unit (7.2). */
  readonly leader?: string;
  /** A battalion's new facing (9.1, 9.2). */
  readonly face?: Vertex;
  /** Where the hex a battalion steps into lies, when the hexes do not say (9.2). */
  readonly into?: Aspect;
  /** For a leader: the unit he joins. */
  readonly with?: string;
}

export interface RetreatRequest {
  readonly kind: 'retreat';
  readonly unit: string;
  readonly to?: string;
  /** The only way out is through this friend: he is disordered and the unit routs (6.3). */
  readonly through?: string;
  /** No way out but prohibited terrain or enemies: eliminated (6.3). */
  readonly blocked: boolean;
  readonly offMap: boolean;
}

export type FowUse = { readonly use: 'recover'; readonly unit: string } | { readonly use: 'move'; readonly unit: string } | { readonly use: 'react'; readonly react: ReactRequest };

export type PsAction =
  | { readonly kind: 'next' }
  | { readonly kind: 'weather'; readonly text: string }
  | MoveRequest
  | { readonly kind: 'loose'; readonly unit: string; readonly to?: string }
  | { readonly kind: 'regain'; readonly unit: string; readonly from?: string }
  | { readonly kind: 'flip'; readonly unit: string; readonly face: 'firing' | 'moving'; readonly terrain?: string }
  | FireRequest
  | MeleeRequest
  | ReactRequest
  | { readonly kind: 'recover'; readonly unit: string; readonly adjacent: boolean }
  | DeclareRequest
  | ({ readonly kind: 'fow' } & FowUse)
  | RetreatRequest
  | { readonly kind: 'advance'; readonly unit: string; readonly to?: string }
  | { readonly kind: 'capture'; readonly unit: string; readonly gun: string }
  | { readonly kind: 'win'; readonly side: 0 | 1; readonly why?: string }
  // Game-master corrections: always allowed, always journaled.
  | { readonly kind: 'set'; readonly unit: string; readonly status: 'ordered' | 'disordered'; readonly why?: string }
  | { readonly kind: 'eliminate'; readonly unit: string; readonly why?: string }
  | { readonly kind: 'place'; readonly unit: string; readonly hex: string; readonly why?: string }
  | { readonly kind: 'note'; readonly text: string };

export type PsActionKind = PsAction['kind'];
