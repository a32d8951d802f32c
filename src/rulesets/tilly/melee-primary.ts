/**
 * Seed 003, "Primary and secondary melee units": when several friends are in melee with one
 * enemy unit, the player chooses one of them as primary against it; the others are secondary
 * against it. A connected melee can therefore have several primaries per side, one for each
 * enemy unit. How a unit's dice follow from that is a reading, written down in
 * docs/rules/tilly.md: a unit rolls its full dice when it is primary against at least one of
 * the enemies it fights, and one die only when it is secondary against all of them.
 */
import { err, ok, type Result } from '../../engine/result.js';
import { enemiesInContact, unitOf } from './helpers.js';
import type { TillyState, TillyUnit } from './state.js';
import { its, itWord, verb } from '../../engine/english.js';

/** The players' choices: a bare unit is primary against every enemy it fights; `E=U` against E only. */
export interface PrimaryChoices {
  readonly primary: readonly string[];
  readonly primaryFor: Readonly<Record<string, string>>;
}

/** Against each enemy unit (by id): the friend chosen or given as its primary, and whether a player chose it. */
export type Primaries = ReadonlyMap<string, { readonly unit: string; readonly chosen: boolean }>;

const fighters = (s: TillyState, enemy: TillyUnit, group: ReadonlySet<string>): TillyUnit[] =>
  enemiesInContact(s, enemy.id)
    .map((c) => unitOf(s, c.enemy))
    .filter((u) => group.has(u.id) && u.type !== 'cannons' && u.type !== 'commander');

/** Default when the players do not say: the strongest fighting only to its front, else the strongest. */
function strongest(s: TillyState, units: readonly TillyUnit[]): TillyUnit | undefined {
  const frontOnly = units.filter((u) => enemiesInContact(s, u.id).every((c) => c.aspect === 'front'));
  const pool = frontOnly.length > 0 ? frontOnly : units;
  return pool.reduce<TillyUnit | undefined>((best, u) => (!best || u.resolve > best.resolve ? u : best), undefined);
}

/** The primary against each enemy unit of a melee group, checking the players' choices. */
export function primariesOf(s: TillyState, group: readonly TillyUnit[], choices: PrimaryChoices): Result<Primaries, string> {
  const ids = new Set(group.map((u) => u.id));
  const out = new Map<string, { unit: string; chosen: boolean }>();
  for (const [enemyId, friendId] of Object.entries(choices.primaryFor)) {
    const enemy = unitOf(s, enemyId);
    if (!ids.has(enemyId)) return err(`${enemy.name} ${verb(enemy, 'is')} not in this melee`);
    const friend = unitOf(s, friendId);
    if (friend.side === enemy.side) return err(`--primary ${enemyId}=${friendId}: ${friend.name} and ${enemy.name} are on the same side (write <enemy>=<friend>)`);
    if (!fighters(s, enemy, ids).some((u) => u.id === friendId)) return err(`${friend.name} ${verb(friend, 'is')} not in melee with ${enemy.name}, so ${itWord(friend)} cannot be ${its(enemy)} primary`);
  }
  for (const id of choices.primary) {
    if (!ids.has(id)) return err(`${unitOf(s, id).name} ${verb(unitOf(s, id), 'is')} not in this melee`);
  }
  for (const enemy of group) {
    const friends = fighters(s, enemy, ids);
    if (friends.length === 0) continue;
    const named = choices.primaryFor[enemy.id];
    if (named !== undefined && Object.hasOwn(choices.primaryFor, enemy.id)) {
      out.set(enemy.id, { unit: named, chosen: true });
      continue;
    }
    const bare = friends.filter((u) => choices.primary.includes(u.id));
    if (bare.length > 1) {
      return err(`${bare.map((u) => u.name).join(' and ')} are both in melee with ${enemy.name}: choose one primary against it, e.g. --primary ${enemy.id}=${bare[0]?.id ?? ''}`);
    }
    const pick = bare[0] ?? (friends.length === 1 ? friends[0] : strongest(s, friends));
    if (pick) out.set(enemy.id, { unit: pick.id, chosen: bare.length === 1 || friends.length === 1 });
  }
  return ok(out);
}

/** The enemies a unit is primary against, and those it is secondary against. */
export function roleOf(primaries: Primaries, s: TillyState, u: TillyUnit): { primaryAgainst: string[]; secondaryAgainst: string[] } {
  const primaryAgainst: string[] = [];
  const secondaryAgainst: string[] = [];
  for (const c of enemiesInContact(s, u.id)) {
    const p = primaries.get(c.enemy);
    if (!p) continue;
    (p.unit === u.id ? primaryAgainst : secondaryAgainst).push(c.enemy);
  }
  return { primaryAgainst, secondaryAgainst };
}

/** Enemies fought by more than one friend of theirs: the ones a player may choose a primary against. */
export function contestedEnemies(s: TillyState, group: readonly TillyUnit[]): { enemy: TillyUnit; friends: TillyUnit[] }[] {
  const ids = new Set(group.map((u) => u.id));
  return group.map((enemy) => ({ enemy, friends: fighters(s, enemy, ids) })).filter((x) => x.friends.length > 1);
}
