/**
 * What the tool cannot see on the table, asked of the game master: lines of fire, the
 * closest target, front before flank, and whether a charge can reach. Each answer that makes
 * an action illegal refuses it with the rule in a few words; the guided menus ask these before
 * any die is rolled, and typed commands take them as flags (all default to "no").
 */
import type { TillyState, TillyUnit } from './state.js';
import { its, itWord, verb } from '../../engine/english.js';
import { unitOf } from './helpers.js';

/** `shoot`/`pointblank`: the answers about lines of fire (seed 003, "Shooting criteria", "Shoot front before flank"). */
export interface ShootingSight {
  /** The target is beyond blocking terrain, friends or enemy, or a gap under 2 TUM. */
  readonly blocked: boolean;
  /** Another possible target is closer. */
  readonly notClosest: boolean;
  /** Shooters with an enemy in range to their front (so they may not shoot to a flank). */
  readonly enemyFront: readonly string[];
  /** Shooters with friends in range to their front (so they may not shoot to their front). */
  readonly friendsFront: readonly string[];
  /** Shooters with friends on the flank the target is on (so they may not shoot to that flank). */
  readonly friendsFlank: readonly string[];
}

/** `declare`: the answers about the charge's path (seed 003, "Charging criteria", "Charge front before flank"). */
export interface ChargeReach {
  /** It cannot contact the target by charging: 3 TUM, a wheel at the start at most. */
  readonly outOfReach: boolean;
  /** Reaching the target needs a change of direction other than a wheel at the start. */
  readonly moreThanWheel: boolean;
  /** Another enemy is within charge reach straight ahead: it must charge that one. */
  readonly enemyAhead: boolean;
}

/** Each answer naming units, with its flag and what the named unit must have (for the refusal of a misread flag). */
const NAMED: readonly { readonly key: 'enemyFront' | 'friendsFront' | 'friendsFlank'; readonly flag: string; readonly has: string }[] = [
  { key: 'enemyFront', flag: 'enemy-front', has: 'an enemy in range to its front' },
  { key: 'friendsFront', flag: 'friends-front', has: 'friends in range to its front' },
  { key: 'friendsFlank', flag: 'blocked-flank', has: 'friends on the flank its target is on' },
];

/**
 * The answers name the shooters (or the evader) they are about, never the enemy or the
 * friends in the way: a flag naming any other unit is refused, not ignored, so a misread flag
 * cannot let an illegal volley or evade through. `evading` words it for `evade`.
 */
export function sightNamesRefusal(s: TillyState, sight: ShootingSight | undefined, actors: readonly TillyUnit[], evading = false): string | null {
  if (!sight) return null;
  for (const { key, flag, has } of NAMED) {
    const stray = sight[key].find((id) => !actors.some((u) => u.id === id));
    if (stray === undefined) continue;
    const t = unitOf(s, stray);
    const ids = actors.map((u) => u.id).join(',');
    const what = key === 'friendsFlank' && evading ? 'friends on the flank its charger struck' : has;
    const who = evading ? `not the evading unit: name the evader itself (${ids})` : `which ${verb(t, 'is')} not shooting: name the shooter itself (${ids})`;
    return `--${flag} names ${t.name} (${t.id}), ${who} when it has ${what}, not the units around it`;
  }
  return null;
}

/** Why the answers forbid this shooting, or null. `flank` are the shooters with the target to their flank. */
export function sightRefusal(s: TillyState, sight: ShootingSight | undefined, shooters: readonly TillyUnit[], target: TillyUnit, flank: readonly string[], pointBlank = false): string | null {
  if (!sight) return null;
  if (sight.blocked) return `${target.name} cannot be shot at: the line of fire is blocked by terrain, friends or enemy, or passes a gap under 2 TUM ("Shooting criteria")`;
  if (sight.notClosest) return `${target.name} ${verb(target, 'is')} not the closest possible target: shoot at the closest ("Shoot front before flank")`;
  // "If the unit has no enemy in range to front, or is prevented from shooting to front because
  // of friends, then it can shoot at enemy to flank": friends ahead free it to shoot to a flank
  // (the Imperial pike+shot of the shooting example).
  const mustFront = shooters.find((u) => flank.includes(u.id) && sight.enemyFront.includes(u.id) && !sight.friendsFront.includes(u.id));
  // At point-blank range the charger is the only target, so the unit does not shoot at all.
  const ahead = pointBlank ? `may not shoot to ${its(mustFront ?? target)} flank, even at point-blank range` : `must shoot straight ahead, not to ${its(mustFront ?? target)} flank`;
  if (mustFront) return `${mustFront.name} ${verb(mustFront, 'has')} an enemy in range to ${its(mustFront)} front, so ${itWord(mustFront)} ${ahead} ("Shoot front before flank")`;
  const masked = shooters.find((u) => !flank.includes(u.id) && sight.friendsFront.includes(u.id));
  if (masked) return `${masked.name} ${verb(masked, 'has')} friends in range to ${its(masked)} front, so ${itWord(masked)} cannot shoot to ${its(masked)} front ("Shoot front before flank")`;
  const flanked = shooters.find((u) => flank.includes(u.id) && sight.friendsFlank.includes(u.id));
  if (flanked) return `${flanked.name} ${verb(flanked, 'has')} friends on the flank ${target.name} ${verb(target, 'is')} on, so ${itWord(flanked)} cannot shoot to that flank ("Shoot front before flank")`;
  void s;
  return null;
}

/** Why the answers forbid this charge declaration, or null. */
export function reachRefusal(u: TillyUnit, targets: readonly TillyUnit[], reach: ChargeReach | undefined): string | null {
  if (!reach) return null;
  const names = targets.map((t) => t.name).join(' and ');
  if (reach.outOfReach) return `${u.name} cannot contact ${names} by charging (3 TUM, with at most a wheel at the start) ("Charging criteria")`;
  if (reach.moreThanWheel) return `a wheel at the start is the only change of direction in a charge: ${u.name} cannot charge ${names} ("Change of direction")`;
  if (reach.enemyAhead) return `${u.name} ${verb(u, 'has')} an enemy within charge reach to ${its(u)} front, so ${itWord(u)} must charge straight ahead, not ${names} ("Charge front before flank")`;
  return null;
}

export const anySight = (x: ShootingSight): boolean => x.blocked || x.notClosest || x.enemyFront.length > 0 || x.friendsFront.length > 0 || x.friendsFlank.length > 0;
export const anyReach = (x: ChargeReach): boolean => x.outOfReach || x.moreThanWheel || x.enemyAhead;
