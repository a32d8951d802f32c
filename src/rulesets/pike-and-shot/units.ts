/**
 * The unit types of seed 004 (2.4, 8.0–12.0) and what each type does differently: its
 * movement class on the TEC, retreat length, advance, the leader restriction on movement,
 * which results it ignores and how it reacts.
 */

export const UNIT_TYPES = [
  'tercio',
  'battalion',
  'loose-shotte',
  'cuirassier',
  'harquebusier',
  'light-cavalry',
  'dragoons',
  'artillery',
  'light-cannon',
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const TYPE_NAME: Readonly<Record<UnitType, string>> = {
  tercio: 'Tercio',
  battalion: 'Battalion',
  'loose-shotte': 'Loose shotte',
  cuirassier: 'Cuirassiers',
  harquebusier: 'Harquebusiers',
  'light-cavalry': 'Light cavalry',
  dragoons: 'Dragoons',
  artillery: 'Artillery',
  'light-cannon': 'Light cannon',
};

/** Tercios and battalions: "infantry" in 4.3, 6.1 and 11.3. */
export const isFormedInfantry = (t: UnitType): boolean => t === 'tercio' || t === 'battalion';
/** Infantry in 4.5's sense: tercios, battalions and loose shotte. */
export const isInfantry = (t: UnitType): boolean => isFormedInfantry(t) || t === 'loose-shotte';
/** The four cavalry types of 11.1, dragoons included. */
export const isCavalry = (t: UnitType): boolean => t === 'cuirassier' || t === 'harquebusier' || t === 'light-cavalry' || t === 'dragoons';
export const isGun = (t: UnitType): boolean => t === 'artillery' || t === 'light-cannon';
/** Loose shotte and dragoons have no ordered side (2.5, 10.4, 11.11). */
export const alwaysDisordered = (t: UnitType): boolean => t === 'loose-shotte' || t === 'dragoons';
/** Cavalry that may be charge- or pursuit-capable (11.7, 11.8): not dragoons. */
export const mayChargeOrPursue = (t: UnitType): boolean => t === 'cuirassier' || t === 'harquebusier' || t === 'light-cavalry';

/** The TEC's movement classes: a type not given on a terrain falls back on the next one. */
export const MOVE_CLASSES = ['infantry', 'loose-shotte', 'cavalry', 'light-cavalry', 'dragoons'] as const;
export type MoveClass = (typeof MOVE_CLASSES)[number];
export const MOVE_FALLBACK: Readonly<Record<MoveClass, MoveClass | null>> = {
  infantry: null,
  cavalry: null,
  'loose-shotte': 'infantry',
  'light-cavalry': 'cavalry',
  dragoons: 'cavalry',
};

/** A type's movement class; light cannon use infantry costs (12.7). */
export function moveClass(t: UnitType): MoveClass {
  switch (t) {
    case 'loose-shotte':
      return 'loose-shotte';
    case 'cuirassier':
    case 'harquebusier':
      return 'cavalry';
    case 'light-cavalry':
      return 'light-cavalry';
    case 'dragoons':
      return 'dragoons';
    default:
      return 'infantry';
  }
}

/** The TEC's `disorders` classes (4.2, 6.2): which units a terrain disorders. */
export const DISORDER_CLASSES = ['infantry', 'cavalry'] as const;
export type DisorderClass = (typeof DISORDER_CLASSES)[number];
export function disorderClass(t: UnitType): DisorderClass | null {
  if (isFormedInfantry(t)) return 'infantry';
  if (isCavalry(t) && t !== 'dragoons') return 'cavalry';
  return null;
}

/** 6.3, 10.4, 11.3, 11.11: hexes of a retreat; a rout is always 5 (6.4). */
export function retreatLength(t: UnitType): number {
  if (t === 'loose-shotte') return 2;
  if (isCavalry(t)) return 3;
  return 1;
}
export const ROUT_LENGTH = 5;

/** 6.6, 11.3, 11.10: hexes of an advance after combat. */
export function advanceLength(t: UnitType): number {
  if (t === 'light-cavalry') return 3;
  if (isCavalry(t)) return 2;
  return 1;
}

/**
 * 4.3, 7.2: the most hexes a unit moves without an eligible leader; null when it moves
 * freely (loose shotte, dragoons, light cavalry, light cannon).
 */
export function unledLimit(t: UnitType): number | null {
  if (isFormedInfantry(t)) return 1;
  if (t === 'cuirassier' || t === 'harquebusier') return 3;
  return null;
}

/** 4.5, 11.4, 11.9, 11.11, 12.5: how a unit may react to enemy movement. */
export function movementReactions(t: UnitType): readonly ('fire' | 'melee' | 'charge')[] {
  if (isInfantry(t) || t === 'dragoons') return ['fire'];
  if (t === 'harquebusier') return ['fire', 'melee', 'charge'];
  if (t === 'cuirassier' || t === 'light-cavalry') return ['melee', 'charge'];
  return [];
}
