/**
 * The combat table of seed 001 ("COMBAT TABLE"), as this rule set reads it, with the
 * designed values for what the table leaves blank (docs/rules/scruby.md says which is which).
 * The table's layout is garbled in the text: each row here is the reading that agrees with
 * the prose of "MOVEMENT", "MUSKET AND PISTOL FIRE" and "THE MELEE".
 */

export const UNIT_TYPES = [
  'musketeer',
  'heavy-pike',
  'light-pike',
  'swordsman',
  'long-swordsman',
  'heavy-cavalry',
  'light-cavalry',
  'reiter',
  'cavalry-musketeer',
  'dragoon',
  'large-gun',
  'small-gun',
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export type Order = 'closed' | 'open';
export type Formation = 'line' | 'column' | 'square';
export type Arm = 'pike' | 'musket';
export type Branch = 'infantry' | 'cavalry' | 'dragoons' | 'artillery';

/** A fire band: kill points per firing stand from `min` to `max` inches. */
export interface FireBand {
  readonly min: number;
  readonly max: number;
  readonly armoured: number;
  readonly unarmoured: number;
}

export interface TypeRow {
  readonly name: string;
  readonly branch: Branch;
  /** Figures on a stand ("WAR GAME ORGANIZATION"): 5 foot, 4 heavy and 3 light horse. */
  readonly figures: number;
  /** "Point Value per Stand"; guns are designed (the text gives them none). */
  readonly points: number;
  /** Musket or pistol fire by range; empty for those that do not fire small arms. */
  readonly fire: readonly FireBand[];
  /** "In Melee Kill", per stand, by order. */
  readonly melee: { readonly closed: number; readonly open: number };
  /** "Unit Efficiency per Stand", by order. */
  readonly efficiency: { readonly closed: number; readonly open: number };
  /** Armoured unless the scenario says otherwise ("Besides the range... body armor"). */
  readonly armoured: boolean;
  readonly stands: number;
}

const band = (min: number, max: number, armoured: number, unarmoured = armoured): FireBand => ({ min, max, armoured, unarmoured });
const same = (n: number) => ({ closed: n, open: n });

/** Musket fire: 6 at 1–12"; at 13–18" 3 against armoured and 4 against unarmoured targets. */
export const MUSKET: readonly FireBand[] = [band(1, 12, 6), band(13, 18, 3, 4)];
/** Pistols of heavy cavalry (and, designed, light cavalry): 3 at 1–6", 2 at 7–12". */
export const PISTOL: readonly FireBand[] = [band(1, 6, 3), band(7, 12, 2)];
/** Reiters: 4 at 1–12". */
export const REITER_PISTOL: readonly FireBand[] = [band(1, 12, 4)];

export const TABLE: Readonly<Record<UnitType, TypeRow>> = {
  musketeer: { name: 'Musketeers', branch: 'infantry', figures: 5, points: 30, fire: MUSKET, melee: same(1), efficiency: same(4), armoured: false, stands: 4 },
  'heavy-pike': { name: 'Heavy pikemen', branch: 'infantry', figures: 5, points: 30, fire: [], melee: { closed: 6, open: 2 }, efficiency: { closed: 5, open: 3 }, armoured: true, stands: 4 },
  'light-pike': { name: 'Light pikemen', branch: 'infantry', figures: 5, points: 30, fire: [], melee: { closed: 4, open: 1 }, efficiency: { closed: 4, open: 2 }, armoured: false, stands: 4 },
  swordsman: { name: 'Swordsmen', branch: 'infantry', figures: 5, points: 30, fire: [], melee: same(4), efficiency: { closed: 4, open: 2 }, armoured: false, stands: 2 },
  // Designed: the text makes them "super-elite close-in fighting" troops, but gives no row.
  'long-swordsman': { name: 'Long swordsmen', branch: 'infantry', figures: 5, points: 30, fire: [], melee: same(6), efficiency: { closed: 5, open: 3 }, armoured: false, stands: 4 },
  'heavy-cavalry': { name: 'Heavy cavalry', branch: 'cavalry', figures: 4, points: 20, fire: PISTOL, melee: same(6), efficiency: same(5), armoured: true, stands: 2 },
  'light-cavalry': { name: 'Light cavalry', branch: 'cavalry', figures: 3, points: 20, fire: PISTOL, melee: same(3), efficiency: same(4), armoured: false, stands: 2 },
  reiter: { name: 'Reiters', branch: 'cavalry', figures: 3, points: 20, fire: REITER_PISTOL, melee: same(2), efficiency: same(3), armoured: true, stands: 2 },
  // Designed: musket ranges, light cavalry's melee and UE.
  'cavalry-musketeer': { name: 'Cavalry musketeers', branch: 'cavalry', figures: 3, points: 20, fire: MUSKET, melee: same(3), efficiency: same(4), armoured: false, stands: 2 },
  // Dragoons fight as the infantry of their arm (see dragoonRow); this row is the mounted stand.
  dragoon: { name: 'Dragoons', branch: 'dragoons', figures: 4, points: 30, fire: MUSKET, melee: same(1), efficiency: same(4), armoured: false, stands: 2 },
  'large-gun': { name: 'Large gun', branch: 'artillery', figures: 4, points: 60, fire: [], melee: same(0), efficiency: same(4), armoured: false, stands: 1 },
  'small-gun': { name: 'Small gun', branch: 'artillery', figures: 3, points: 40, fire: [], melee: same(0), efficiency: same(4), armoured: false, stands: 1 },
};

/** Dismounted dragoons "have all the prerogatives of light troops" ("DRAGOONS"). */
export function footRowOf(type: UnitType, arm: Arm | null): UnitType {
  if (type !== 'dragoon') return type;
  return arm === 'pike' ? 'light-pike' : 'musketeer';
}

export const isGun = (type: UnitType): boolean => type === 'large-gun' || type === 'small-gun';
export const isCavalry = (type: UnitType): boolean => TABLE[type].branch === 'cavalry';
export const isPike = (type: UnitType): boolean => type === 'heavy-pike' || type === 'light-pike';

/**
 * The band a measured range falls in. The book's bands are whole inches; a distance counts as
 * the inch it reaches into (rounded up), so 12.5" is in 13–18" (docs/rules/scruby.md, "Ranges").
 */
export function bandAt<B extends { readonly min: number; readonly max: number }>(bands: readonly B[], range: number): B | undefined {
  if (!(range > 0)) return undefined;
  const inch = Math.ceil(range);
  return bands.find((x) => inch >= x.min && inch <= x.max);
}

/** Why `range` is in no band: too close (under the first band) or too far. */
export function outOfRange(bands: readonly { readonly min: number; readonly max: number }[], range: number, who: string): string {
  const first = bands[0]?.min ?? 1;
  const last = bands.at(-1)?.max ?? 0;
  if (Math.ceil(range) < first) {
    const contact = range <= 0 ? '; troops in contact fight a melee' : '';
    return `${range}" is too close: ${who} from ${first}" ("COMBAT TABLE")${contact}`;
  }
  return `${range}" is out of range: ${who} up to ${last}" ("COMBAT TABLE")`;
}

/** The range as said in a result: a fraction names the band it counts in. */
export function rangeWords(range: number, band: { readonly min: number; readonly max: number } | undefined): string {
  return Number.isInteger(range) || !band ? `${range}"` : `${range}", in the ${band.min}–${band.max}" band`;
}

/** Fire kill points per stand at `range` inches, or null out of range. */
export function fireKill(bands: readonly FireBand[], range: number, armouredTarget: boolean): number | null {
  const b = bandAt(bands, range);
  if (!b) return null;
  return armouredTarget ? b.armoured : b.unarmoured;
}

/** Artillery ("COMBAT TABLE", Artillery): kill points per hit by gun, range band and target order. */
export interface GunBand {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly closed: number;
  readonly open: number;
  /** Designed: not in the text. */
  readonly designed?: boolean;
}

export const GUN_BANDS: Readonly<Record<'large-gun' | 'small-gun', readonly GunBand[]>> = {
  'large-gun': [
    { label: 'canister', min: 1, max: 19, closed: 15, open: 7 },
    { label: 'long', min: 20, max: 36, closed: 10, open: 5 },
    { label: 'extreme', min: 37, max: 48, closed: 6, open: 2 },
  ],
  'small-gun': [
    { label: 'canister', min: 1, max: 12, closed: 10, open: 5, designed: true },
    { label: 'long', min: 13, max: 24, closed: 6, open: 3 },
    { label: 'extreme', min: 25, max: 36, closed: 4, open: 2 },
  ],
};

/** One die per gun; a 2 misses, every other face hits ("Artillery"). */
export const GUN_MISS = 2;
/** "COUNTER BATTERY FIRE": hits that destroy a gun. */
export const HITS_TO_DESTROY: Readonly<Record<'large-gun' | 'small-gun', number>> = { 'large-gun': 6, 'small-gun': 4 };
/** Hits that destroy a unit's gun ("COUNTER BATTERY FIRE" 2); Infinity for a unit that is no gun. */
export const hitsToDestroy = (type: string): number => (type === 'large-gun' || type === 'small-gun' ? HITS_TO_DESTROY[type] : Number.POSITIVE_INFINITY);
/** A gun destroyed by counter-battery fire: its hits reached the text's count. */
export const destroyedByHits = (u: { readonly type: string; readonly gunHits: number }): boolean => u.gunHits >= hitsToDestroy(u.type);
/** "ARTILLERY": full game moves to reload after firing. */
export const RELOAD_MOVES: Readonly<Record<'large-gun' | 'small-gun', number>> = { 'large-gun': 2, 'small-gun': 1 };
/** "COMBAT TABLE": the usual crews, 4 for a large gun and 3 for a small one. */
export const CREW: Readonly<Record<'large-gun' | 'small-gun', number>> = { 'large-gun': 4, 'small-gun': 3 };
/** Designed: a gunner falls for every 6 kill points, like a foot figure (30 points / 5). */
export const KILLS_PER_GUNNER = 6;

/** "CAVALRY" 1: shock power per stand for catching enemy troops motionless. */
export const SHOCK: Readonly<Partial<Record<UnitType, number>>> = { 'heavy-cavalry': 4, 'light-cavalry': 2, reiter: 2, 'cavalry-musketeer': 2 };
/** Only charging cavalry have shock power; a charge by foot neither has nor loses it. */
export const hasShock = (type: UnitType): boolean => SHOCK[type] !== undefined;
/** "Column Formation" 3: a charging column adds 1 kill point per stand. */
export const COLUMN_CHARGE_BONUS = 1;
/** "Column Formation" 1: only the first five stands of a column count in melee. */
export const COLUMN_MELEE_STANDS = 5;
/** "Column Formation" 1: a column needs three stands; "INFANTRY SQUARES": a square two. */
export const MIN_COLUMN = 3;
/**
 * Why a unit of `type` (its fighting row) with `stands` may not form a column, or null. The
 * 3-stand minimum sits under the pikemen; other foot need 2 (designed: the text's swordsmen
 * are 2 stands and have a column move); cavalry form a column of their troop ("Caracole").
 */
export function columnRefusal(type: UnitType, stands: number): string | null {
  if (isPike(type)) return stands < MIN_COLUMN ? `a column of pikemen needs at least ${MIN_COLUMN} stands ("Column Formation" 1)` : null;
  if (isCavalry(type)) return null;
  return stands < 2 ? 'a column needs at least 2 stands (designed)' : null;
}
export const MIN_SQUARE = 2;
/** "MUSKETEERS" (melee) 2 and "Pursuit by Cavalry": support range, inches. */
export const SUPPORT_RANGE = 6;
