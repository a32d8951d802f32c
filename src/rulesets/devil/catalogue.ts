/**
 * The troop catalogue of While the Devil Rules (seed 000, "Units, Troop Types, and Base
 * Sizes", "Formations", "Fire", "Charges"). What the guide states is recorded here as data;
 * the designed numbers (movement, modifiers) live in their own tables.
 */
import { designed } from './house-rules.js';
import type { DevilState } from './state.js';
import { type Category, type TroopId, USUAL_BASES } from './troop-ids.js';

export type { Category } from './troop-ids.js';

/** "Fire": never; only when charging or being charged (pistols); always; or when the scenario arms them. */
export type FireAbility = 'never' | 'charges' | 'always' | 'scenario';

export type RangeBandId = 'musket' | 'carbine' | 'pistol' | 'light-gun' | 'medium-gun' | 'heavy-gun';

export interface RangeBand {
  readonly id: RangeBandId;
  readonly label: string;
  /** Inches; null for pistols, which fire only in charges. */
  readonly short: number | null;
  readonly max: number | null;
}

/** Seed 000, "Fire", the range table. */
export const RANGE_BANDS: Readonly<Record<RangeBandId, RangeBand>> = {
  musket: { id: 'musket', label: 'musket', short: 6, max: 12 },
  carbine: { id: 'carbine', label: 'carbine or bow', short: 3, max: 6 },
  pistol: { id: 'pistol', label: 'pistol (charges only)', short: null, max: null },
  'light-gun': { id: 'light-gun', label: 'light artillery', short: 6, max: 18 },
  'medium-gun': { id: 'medium-gun', label: 'medium artillery', short: 9, max: 24 },
  'heavy-gun': { id: 'heavy-gun', label: 'heavy artillery', short: 12, max: 36 },
};

/**
 * An arc of fire. `left` and `right` are the two flank arcs, told apart where the guide does
 * ("Formations": a Dutch battalion fires one base "to either flank"; a Swedish brigade fires into
 * one arc a turn); `flank` is a flank whose side was not said.
 */
export type Arc = 'front' | 'rear' | 'flank' | 'left' | 'right';
/** The arcs whose base limits the catalogue gives: both flanks have the flank's. */
export type BaseArc = 'front' | 'rear' | 'flank';
export const baseArc = (arc: Arc): BaseArc => (arc === 'left' || arc === 'right' ? 'flank' : arc);
/** "left flank", "flank", "rear": an arc as a noun ("its left flank arc"). */
export const arcName = (arc: Arc): string => (arc === 'left' || arc === 'right' ? `${arc} flank` : arc);
/** "into the left flank", "into a flank", "to the rear". */
export const arcWords = (arc: Arc): string => (arc === 'flank' ? 'into a flank' : arc === 'left' || arc === 'right' ? `into the ${arc} flank` : `to the ${arc}`);
/**
 * The same arc, for the Swedish brigade's one arc a turn: the same arc, or a flank whose side
 * was not said and any flank (it may be either).
 */
export const sameArc = (a: Arc, b: Arc): boolean => a === b || (baseArc(a) === 'flank' && baseArc(b) === 'flank' && (a === 'flank' || b === 'flank'));

/**
 * How many bases may fire into each arc. `'rank'` means the whole front rank of a
 * one-deep line, i.e. every base of the unit. 0 means no fire into that arc.
 */
export type ArcBases = Readonly<Record<BaseArc, number | 'rank'>>;

export interface TroopType {
  readonly id: TroopId;
  readonly name: string;
  readonly category: Category;
  readonly usualBases: readonly [number, number];
  readonly fire: FireAbility;
  /** The weapon used when the unit fires; for `scenario` types, the weapon the scenario grants. */
  readonly band: RangeBandId | null;
  readonly arcs: ArcBases;
  /** Swedish brigade: may fire into one arc only per turn. */
  readonly oneArcPerTurn: boolean;
  /** May evade a charge (seed 000, "Charges"). */
  readonly evades: boolean;
  /** May make an Advancing Fire (seed 000, "Fire", "Advancing Fire"). */
  readonly advancingFire: boolean | 'scenario';
  /** Friendly units may pass through it and it through them ("Movement"). */
  readonly interpenetrable: boolean;
  /** Mounted for movement (dragoons are, "Units, Troop Types"). */
  readonly mounted: boolean;
  readonly veteran: boolean;
  /** Has pikes: protects its front against horse ("Formations", "Design Notes"). */
  readonly pikes: boolean;
  /** Charges at the gallop without firing: no defensive fire against its frontal charge. */
  readonly impetus: boolean;
  /** Has no flanks or rear ("Dragoons and Forlorn Hopes ... do not have flanks or rear"). */
  readonly noFlanks: boolean;
}

const NO_FIRE: ArcBases = { front: 0, rear: 0, flank: 0 };
const LINE: ArcBases = { front: 'rank', rear: 0, flank: 0 };

const base: Pick<TroopType, BaseKeys> = {
  fire: 'never',
  band: null,
  arcs: NO_FIRE,
  oneArcPerTurn: false,
  evades: false,
  advancingFire: false,
  interpenetrable: false,
  mounted: false,
  veteran: false,
  pikes: false,
  impetus: false,
  noFlanks: false,
};

type BaseKeys = 'fire' | 'band' | 'arcs' | 'oneArcPerTurn' | 'evades' | 'advancingFire' | 'interpenetrable' | 'mounted' | 'veteran' | 'pikes' | 'impetus' | 'noFlanks';
type Spec = Omit<TroopType, 'id' | 'usualBases' | BaseKeys> & Partial<Pick<TroopType, BaseKeys>>;

const dutch: Spec = {
  name: 'Dutch battalion',
  category: 'pike-and-shot',
  fire: 'always',
  band: 'musket',
  arcs: { front: 2, rear: 2, flank: 1 }, // "two bases to front or rear, but only one base to either flank"
  pikes: true,
};
const tercio: Spec = {
  name: 'Tercio',
  category: 'pike-and-shot',
  fire: 'always',
  band: 'musket',
  arcs: { front: 2, rear: 2, flank: 2 }, // "No more than two bases ... in any direction"
  pikes: true,
};
const formedHorse = { category: 'formed-horse', mounted: true } as const;
const artillery = { category: 'artillery', fire: 'always', arcs: LINE } as const;

const SPECS: Readonly<Record<TroopId, Spec>> = {
  'dutch-battalion': dutch,
  'veteran-dutch-battalion': { ...dutch, name: 'Veteran Dutch battalion', veteran: true },
  tercio,
  'veteran-tercio': { ...tercio, name: 'Veteran tercio', veteran: true },
  'swedish-brigade': {
    name: 'Swedish brigade',
    category: 'pike-and-shot',
    fire: 'always',
    band: 'musket',
    arcs: { front: 3, rear: 2, flank: 2 }, // "3 bases ... front arc, and two bases to the rear and side arcs"
    oneArcPerTurn: true,
    pikes: true,
    veteran: true, // "Always assumed to be very well-drilled ('veteran') troops"
  },
  'commanded-shot': { name: 'Commanded shot', category: 'foot-line', fire: 'always', band: 'musket', arcs: LINE, advancingFire: true },
  streltsy: { name: 'Streltsy', category: 'foot-line', fire: 'always', band: 'musket', arcs: LINE, advancingFire: true },
  'sword-and-buckler': { name: 'Sword and bucklermen', category: 'foot-line' },
  militia: { name: 'Militia/levy', category: 'foot-line', fire: 'scenario', band: 'musket', arcs: LINE, advancingFire: 'scenario' },
  'forlorn-hope': {
    name: 'Forlorn hope',
    category: 'skirmisher',
    fire: 'always',
    band: 'musket',
    arcs: { front: 'rank', rear: 'rank', flank: 'rank' }, // no flanks or rear: any direction is its front
    evades: true,
    advancingFire: true,
    interpenetrable: true,
    noFlanks: true,
  },
  dragoons: {
    name: 'Dragoons',
    category: 'skirmisher',
    fire: 'always',
    band: 'musket',
    arcs: { front: 'rank', rear: 'rank', flank: 'rank' },
    evades: true,
    advancingFire: true,
    interpenetrable: true,
    mounted: true, // "Considered mounted for movement purposes"
    noFlanks: true,
  },
  'guard-cuirassier': { ...formedHorse, name: 'Guard cuirassiers/lancers', impetus: true },
  cuirassier: { ...formedHorse, name: 'Cuirassiers', fire: 'charges', band: 'pistol', arcs: LINE },
  harquebusier: { ...formedHorse, name: 'Harquebusiers', fire: 'always', band: 'carbine', arcs: LINE, advancingFire: true },
  reiter: { ...formedHorse, name: 'Reiters', fire: 'charges', band: 'pistol', arcs: LINE, advancingFire: 'scenario' },
  hackapell: { ...formedHorse, name: 'Finnish hackapells', impetus: true },
  'irregular-light-horse': {
    name: 'Irregular light horse',
    category: 'irregular-horse',
    fire: 'always',
    band: 'carbine',
    arcs: LINE,
    evades: true,
    advancingFire: true,
    interpenetrable: true,
    mounted: true,
  },
  'light-artillery': { ...artillery, name: 'Light artillery', band: 'light-gun' },
  'medium-artillery': { ...artillery, name: 'Medium artillery', band: 'medium-gun' },
  'heavy-artillery': { ...artillery, name: 'Heavy artillery', band: 'heavy-gun' },
};

export const CATALOGUE: Readonly<Record<TroopId, TroopType>> = Object.fromEntries(
  (Object.keys(SPECS) as TroopId[]).map((id) => [id, { ...base, ...SPECS[id], id, usualBases: USUAL_BASES[id] }]),
) as Record<TroopId, TroopType>;

export const troop = (id: TroopId): TroopType => CATALOGUE[id];

/** Is the unit horse for the purposes of pikes, axes and impetus? Dragoons fight on foot. */
export const isHorse = (t: TroopType): boolean => t.category === 'formed-horse' || t.category === 'irregular-horse';

/**
 * Can this unit fire now? `missiles` is the scenario key: militia with firearms, eastern
 * reiters with bows or firearms ("Fire").
 */
export function canFire(t: TroopType, missiles: boolean, charging: boolean): boolean {
  switch (t.fire) {
    case 'always':
      return true;
    case 'scenario':
      return missiles;
    case 'charges':
      return charging || (t.id === 'reiter' && missiles);
    case 'never':
      return false;
  }
}

/** The weapon a unit uses; armed eastern reiters use bows/carbines at 3"/6". */
export function weaponBand(t: TroopType, missiles: boolean, charging: boolean): RangeBand | null {
  if (t.id === 'reiter' && missiles && !charging) return RANGE_BANDS.carbine;
  return t.band ? RANGE_BANDS[t.band] : null;
}

/** Bases that may fire into an arc, given the unit's current bases. */
export function firingBases(t: TroopType, bases: number, arc: Arc): number {
  const n = t.arcs[baseArc(arc)];
  return n === 'rank' ? bases : Math.min(n, bases);
}

/** House rule for who the "formed musketeers" of "Advancing Fire" are (combat-tables.ts, FIRE_READINGS). */
export const ADVANCING_PIKE_AND_SHOT_KEY = 'fire.reading.advancing-pike-and-shot';

/**
 * The types "Advancing Fire" lists: musketeers in lines, forlorn hopes, dragoons, harquebusiers,
 * irregular light horse, and reiters or levies only when armed by scenario; pike-and-shot
 * formations only under the house rule that counts their shot as formed musketeers (so the
 * rules in force are a required argument).
 */
export function canAdvanceFire(unit: { readonly type: TroopId; readonly missiles: boolean }, rules: Pick<DevilState, 'houseRules'>): boolean {
  const t = troop(unit.type);
  if (t.category === 'pike-and-shot') return designed(rules, ADVANCING_PIKE_AND_SHOT_KEY, 0).value === 1;
  return t.advancingFire === true || (t.advancingFire === 'scenario' && unit.missiles);
}
