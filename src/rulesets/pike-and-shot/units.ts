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

/**
 * The TEC's unit classes for `disorders` and `fireAsMelee` (4.2, 5.4, 6.2, 11.10, 11.11): each
 * names exactly the types listed, in both keys. `cavalry` is heavy and light cavalry together.
 */
export const TEC_CLASSES = ['infantry', 'loose-shotte', 'cavalry', 'heavy-cavalry', 'light-cavalry', 'dragoons'] as const;
export type TecClass = (typeof TEC_CLASSES)[number];
export const TEC_CLASS_TYPES: Readonly<Record<TecClass, readonly UnitType[]>> = {
  infantry: ['tercio', 'battalion'],
  'loose-shotte': ['loose-shotte'],
  cavalry: ['cuirassier', 'harquebusier', 'light-cavalry'],
  'heavy-cavalry': ['cuirassier', 'harquebusier'],
  'light-cavalry': ['light-cavalry'],
  dragoons: ['dragoons'],
};
/** What each class covers, in words (for `rules tec`). */
export const TEC_CLASS_WORDS: Readonly<Record<TecClass, string>> = {
  infantry: 'tercios and battalions',
  'loose-shotte': 'loose shotte',
  cavalry: 'cuirassiers, harquebusiers and light cavalry',
  'heavy-cavalry': 'cuirassiers and harquebusiers',
  'light-cavalry': 'light cavalry',
  dragoons: 'dragoons',
};
/** `disorders` leaves out loose shotte and dragoons: they are always disordered (10.4, 11.11). */
export const DISORDER_CLASSES = ['infantry', 'cavalry', 'heavy-cavalry', 'light-cavalry'] as const satisfies readonly TecClass[];
export type DisorderClass = (typeof DISORDER_CLASSES)[number];
/** `fireAsMelee: true`: infantry in 4.5's sense (tercios, battalions, loose shotte), as before the list form. */
export const FIRE_AS_MELEE_TRUE: readonly TecClass[] = ['infantry', 'loose-shotte'];

/** Whether a TEC list of classes names this type. */
export const namesType = (classes: readonly TecClass[], t: UnitType): boolean => classes.some((c) => TEC_CLASS_TYPES[c].includes(t));

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

/** Where the book frees a unit from the leader limit: 4.3 names loose shotte, dragoons and light cannon; light cavalry is 7.2 and 11.10. */
export function freeMoveCite(t: UnitType): string {
  if (t === 'light-cavalry') return '7.2, 11.10';
  if (t === 'loose-shotte') return '4.3, 10.3';
  if (t === 'dragoons') return '4.3, 11.11';
  if (t === 'light-cannon') return '4.3, 12.7';
  return '4.3';
}

/** 4.5, 11.4, 11.9, 11.11, 12.5: how a unit may react to enemy movement. */
export function movementReactions(t: UnitType): readonly ('fire' | 'melee' | 'charge')[] {
  if (isInfantry(t) || t === 'dragoons') return ['fire'];
  if (t === 'harquebusier') return ['fire', 'melee', 'charge'];
  if (t === 'cuirassier' || t === 'light-cavalry') return ['melee', 'charge'];
  return [];
}

/**
 * The kind of unit a type's movement reaction rule speaks of, in words that take the right
 * verb, and where the book says it (4.5, 11.4, 11.9, 11.10, 11.11, 12.5).
 */
export function reactionKind(t: UnitType): { readonly name: string; readonly plural: boolean; readonly cite: string } {
  if (isInfantry(t)) return { name: 'infantry', plural: false, cite: '4.5' };
  if (t === 'harquebusier') return { name: 'harquebusiers', plural: true, cite: '11.9, 4.5' };
  if (t === 'cuirassier') return { name: 'cuirassiers', plural: true, cite: '4.5, 11.4' };
  if (t === 'light-cavalry') return { name: 'light cavalry', plural: true, cite: '11.10, 11.4' };
  if (t === 'dragoons') return { name: 'dragoons', plural: true, cite: '11.11, 4.5' };
  return { name: 'artillery', plural: false, cite: '12.5' };
}
