/**
 * Troop type ids: kebab-case names of the types in seed 000, "Units, Troop Types, and
 * Base Sizes". The full catalogue (categories, ranges, movement) is in catalogue.ts; this
 * file holds only what a scenario loader needs, so `tyw check` stays light.
 */
export const TROOP_IDS = [
  'dutch-battalion',
  'veteran-dutch-battalion',
  'tercio',
  'veteran-tercio',
  'swedish-brigade',
  'commanded-shot',
  'streltsy',
  'sword-and-buckler',
  'militia',
  'forlorn-hope',
  'dragoons',
  'guard-cuirassier',
  'cuirassier',
  'harquebusier',
  'reiter',
  'hackapell',
  'irregular-light-horse',
  'light-artillery',
  'medium-artillery',
  'heavy-artillery',
] as const;

export type TroopId = (typeof TROOP_IDS)[number];

/** How a troop type fights and moves (the catalogue gives each type one): seed 000, "Formations". */
export const CATEGORIES = ['pike-and-shot', 'foot-line', 'skirmisher', 'formed-horse', 'irregular-horse', 'artillery'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Other names players use for the same type ("Guard Cuirassier/Lancers" is one type). */
export const TROOP_ALIASES: Readonly<Record<string, TroopId>> = {
  lancers: 'guard-cuirassier',
};

/** A base count outside 1..MAX_BASES cannot be a unit of this game. */
export const MAX_BASES = 12;

/**
 * The usual number of bases per unit, from the type descriptions in "Units, Troop Types,
 * and Base Sizes" and "Formations". Outside this range `check` warns but accepts.
 */
export const USUAL_BASES: Readonly<Record<TroopId, readonly [number, number]>> = {
  'dutch-battalion': [3, 3], // "Represented by 3 bases (one pike, two musketeers)"
  'veteran-dutch-battalion': [3, 3],
  tercio: [6, 8], // deep/extended tercio 6 bases, large tercio 8
  'veteran-tercio': [6, 8],
  'swedish-brigade': [6, 8], // "6 - 8 bases"
  'commanded-shot': [1, 3], // "Represented by 1 - 3 bases"
  streltsy: [1, 3],
  'sword-and-buckler': [1, 3],
  militia: [1, 4], // "(1 - 4 bases)"
  'forlorn-hope': [1, 1], // "a single 'base'"
  dragoons: [1, 1],
  'guard-cuirassier': [2, 2], // "represented by a pair of bases"
  cuirassier: [2, 2],
  harquebusier: [2, 2],
  reiter: [2, 2],
  hackapell: [2, 2],
  'irregular-light-horse': [2, 3], // "Units are of 2 or 3 bases"
  'light-artillery': [1, 3], // "Usually deployed as single bases, but may be organized in multi-base units"
  'medium-artillery': [1, 3],
  'heavy-artillery': [1, 3],
};
