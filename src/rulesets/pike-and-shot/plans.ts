/**
 * From a typed combat to its plan (combat.ts): which line of the CRT, which value, itemised,
 * and whether the units may fight at all. Seed 004: 5.3 (fire), 5.4 (melee), 7.3 (leaders),
 * 9.3–9.4 (battalions), 10.5 (skirmishing), 11.7 (charge), 12.2–12.3 (artillery), TEC.
 */
import { possessive } from '../../present/words.js';
import { counted, isPlural, its, itWord, them, verb } from '../../engine/english.js';
import type { Modifier } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { FireRequest, Ground, MeleeRequest } from './actions.js';
import type { Fighter, FirePlan, FireSpec, MeleePlan } from './combat.js';
import { type Aspect, aspectOf, hexDistance, sideToward, sightLine } from './hexes.js';
import { adjacentEnemies, distanceBetween, factorsOf, inPlay, stackedLeaders } from './helpers.js';
import type { PsState, PsUnit, Status } from './state.js';
import { isCombatStep } from './steps.js';
import { groundEntries, terrainEntry } from './tec.js';
import { alwaysDisordered, isGun, mayChargeOrPursue, namesType, type TecClass, TYPE_NAME, type UnitType } from './units.js';

const fighter = (u: PsUnit, pursue = true): Fighter => ({ id: u.id, name: u.name, type: u.type, status: u.status, side: u.side, pursuit: u.pursuit && pursue });

/** The factors as they would be with `status` showing. */
const factorsAs = (u: PsUnit, status: Status) => factorsOf({ ...u, status });

/** Where the target lies for a battalion `u` (9.3, 9.4): the flag, else its facing and the hexes, else front. */
export function aspectFor(s: PsState, u: PsUnit, other: PsUnit, given: Aspect | undefined): Aspect {
  if (given) return given;
  if (u.type !== 'battalion' || u.facing === null || u.hex === null || other.hex === null) return 'front';
  const side = sideToward(u.hex, other.hex, s.rules.shifted);
  return side ? aspectOf(u.facing, side) : 'front';
}

/**
 * 9.1: only a battalion faces a vertex and so has flank and rear hexes; a tercio has no special
 * rules (8.0), nor do the other units. `--on` (the defender's side) and `--into` (the attacker's)
 * naming a flank or rear of any other unit, or of a leader alone, would be dropped unseen: refused.
 */
export function facingFlags(a: PsUnit, target: { readonly name: string; readonly type?: UnitType }, g: Ground): Result<true, string> {
  const none = (who: { readonly name: string }, kind: string, flag: 'on' | 'into', aspect: Aspect) =>
    err(`${who.name} (${kind}) ${verb(who, 'has')} no ${aspect} hexes: only a battalion faces a vertex and has flank and rear hexes (9.1), so --${flag} ${aspect} means nothing here (9.3, 9.4); drop it`);
  if (g.into !== undefined && g.into !== 'front' && a.type !== 'battalion') return none(a, TYPE_NAME[a.type].toLowerCase(), 'into', g.into);
  if (g.on !== undefined && g.on !== 'front' && target.type !== 'battalion') return none(target, target.type ? TYPE_NAME[target.type].toLowerCase() : 'a leader alone', 'on', g.on);
  return ok(true);
}

/** Both units in play, on opposite sides. */
export function opponents(s: PsState, attackerId: string, targetId: string): Result<{ a: PsUnit; t: PsUnit }, string> {
  const a = s.units.find((u) => u.id === attackerId);
  const t = s.units.find((u) => u.id === targetId);
  if (!a || !t) return err('no such unit');
  if (!inPlay(a)) return err(`${a.name} ${verb(a, 'is')} no longer in play`);
  if (!inPlay(t)) return err(`${t.name} ${verb(t, 'is')} no longer in play`);
  if (a.id === t.id) return err(`${a.name} cannot attack ${isPlural(a) ? 'themselves' : 'itself'}`);
  if (a.side === t.side) return err(`${t.name} ${verb(t, 'is')} a friend of ${a.name}`);
  return ok({ a, t });
}

/** The range between the units: the flag, else the hexes, else `fallback`. */
export function rangeOf(s: PsState, a: PsUnit, t: PsUnit, g: Ground, fallback: number | null): number | null {
  return g.range ?? distanceBetween(s, a, t) ?? fallback;
}

/** Each stacked leader's factor, as a modifier (7.3). */
export function leaderItems(s: PsState, u: PsUnit, key: 'fire' | 'melee'): Modifier[] {
  return stackedLeaders(s, u).map((l) => ({ label: `leader ${l.name}`, value: l[key], reason: `stacked leader's ${key} factor (7.3)` }));
}

const sum = (items: readonly Modifier[]): number => items.reduce((n, m) => n + m.value, 0);

/** The game master's word on the line of sight (`--blocked`, `--no-blocked`), else the hexes decide. */
export type Sight = 'blocked' | 'clear' | 'computed';
const sightOf = (req: FireRequest): Sight => (req.blocked ? 'blocked' : req.clear ? 'clear' : 'computed');

/** A unit, or a leader alone (7.1), as a target: what sight and skirmishing need of it. */
export type TargetPlace = Pick<PsUnit, 'id' | 'name' | 'hex'>;

const occupant = (s: PsState, hex: string, except: readonly TargetPlace[]): PsUnit | undefined =>
  s.units.find((x) => inPlay(x) && x.hex === hex && !except.some((e) => e.id === x.id));

/**
 * 10.5: skirmishing needs the hex between unoccupied and clear, and the skirmisher next to
 * no other enemy. The enemies next to it come from its hex whenever it has one (`--range`
 * and `--no-blocked` speak only of the distance and the hex between); occupation of the hex
 * between comes from the hexes when both units have one; its terrain is the game master's
 * (`--blocked`). *Reading:* when the two units are two hexes apart along a hexside (two
 * hexes between), one open hex is enough.
 */
export function skirmishGround(s: PsState, u: PsUnit, t: TargetPlace, sight: Sight): Result<true, string> {
  if (sight === 'blocked') return err(`the hex between ${u.name} and ${t.name} is not clear and empty: no skirmishing (10.5)`);
  const others = adjacentEnemies(s, u).filter((e) => e.id !== t.id);
  if (others.length > 0) return err(`${u.name} ${verb(u, 'is')} next to ${others.map((e) => e.name).join(' and ')}: a unit next to another enemy does not skirmish (10.5)`);
  if (sight === 'clear' || u.hex === null || t.hex === null || hexDistance(u.hex, t.hex, s.rules.shifted) !== 2) return ok(true);
  const between = sightLine(u.hex, t.hex, s.rules.shifted)[0] ?? [];
  const held = between.map((h) => occupant(s, h, [u, t]));
  if (between.length > 0 && held.every((x) => x !== undefined)) {
    return err(`${(held[0] as PsUnit).name} in ${between[0]} ${verb(held[0] as PsUnit, 'stands')} between ${u.name} and ${t.name}: skirmishing needs the hex between empty (10.5)`);
  }
  return ok(true);
}

/**
 * 12.3: units in the line of sight block it only next to the gun or the target; a step along a
 * hexside is blocked only when both hexes are. Terrain is the game master's (`--blocked`).
 */
export function unitInSight(s: PsState, g: PsUnit, t: TargetPlace): { unit: PsUnit; hex: string; words: string } | null {
  if (g.hex === null || t.hex === null) return null;
  const near = (h: string) => hexDistance(h, g.hex as string, s.rules.shifted) === 1 || hexDistance(h, t.hex as string, s.rules.shifted) === 1;
  for (const step of sightLine(g.hex, t.hex, s.rules.shifted)) {
    const blockers = step.map((h) => ({ hex: h, unit: near(h) ? occupant(s, h, [g, t]) : undefined }));
    if (blockers.every((b) => b.unit !== undefined)) {
      const [first, second] = blockers as { hex: string; unit: PsUnit }[];
      return { unit: first?.unit as PsUnit, hex: first?.hex as string, words: blockWords(first as { hex: string; unit: PsUnit }, second) };
    }
  }
  return null;
}

/** "Baldiron in 0806 blocks it"; along a hexside both units block it, and both are named (12.3). */
function blockWords(a: { readonly hex: string; readonly unit: PsUnit }, b?: { readonly hex: string; readonly unit: PsUnit }): string {
  if (b === undefined) return `${a.unit.name} in ${a.hex} ${verb(a.unit, 'blocks')} it`;
  return `${a.unit.name} in ${a.hex} and ${b.unit.name} in ${b.hex} block it, on both sides of the hexside it runs along`;
}

/** Why a fire is on the Reduced Fire line: a melee's attacker (5.4), or skirmishing at two hexes (10.5). */
const MELEE_FIRE_WHY = 'as the attacker in a melee (5.4)';
const SKIRMISH_WHY = 'at two hexes (10.5)';

/** A unit's fire at a target `range` hexes off, on its line (not artillery); `back`: the target's fire back (--back). */
function unitFire(s: PsState, u: PsUnit, t: PsUnit, range: number, into: Aspect, melee: boolean, sight: Sight = 'computed', back = false): Result<FireSpec, string> {
  const ff = factorsOf(u).fire;
  if (ff <= 0) return err(`${u.name} ${verb(u, 'has')} no fire factor (5.3)`);
  const items: Modifier[] = [{ label: 'fire factor', value: ff, reason: `${possessive(u.name)} fire factor, ${u.status} side${u.loosed ? ', shotte loose (10.2)' : ''}` }, ...leaderItems(s, u, 'fire')];
  // 5.4, 10.5: the line's reason rides with the fire, so the hand die, `odds` and the result all say it.
  if (melee) return ok({ line: 'reduced-fire', value: sum(items), items, byArtillery: false, why: MELEE_FIRE_WHY });
  if (range === 2) {
    // The range said as a range, not as "two hexes" (read as two targets), with what to type instead.
    const instead = back ? 'drop --back' : `fire at an enemy unit next to ${itWord(u)} instead (5.3)`;
    if (u.type !== 'loose-shotte' && u.type !== 'dragoons') return err(`${u.name} cannot fire at ${t.name} at a range of 2 hexes: only loose shotte and dragoons fire that far, by skirmishing (10.5, 11.11); ${instead}`);
    const clear = skirmishGround(s, u, t, sight);
    if (!clear.ok) return clear;
    return ok({ line: 'reduced-fire', value: sum(items), items, byArtillery: false, why: SKIRMISH_WHY });
  }
  if (range !== 1) return err(`${t.name} ${verb(t, 'is')} ${range} hexes from ${u.name}: infantry and cavalry fire at adjacent units (5.3), loose shotte and dragoons at two hexes (10.5)`);
  // 9.3: a battalion fires into its flank or rear hexes on the Reduced Fire line.
  if (u.type === 'battalion' && into !== 'front') return ok({ line: 'reduced-fire', value: sum(items), items, byArtillery: false, why: `as ${t.name} ${verb(t, 'stands')} in ${its(u)} ${into} (9.3)` });
  return ok({ line: 'infantry-cavalry-fire', value: sum(items), items, byArtillery: false });
}

/** 12.3: terrain in the gun's hex (`--from-terrain`) or the target's (`--terrain`) may prohibit artillery fire out of or into it. */
export function gunGround(s: PsState, g: { readonly terrain?: string; readonly fromTerrain?: string }): Result<true, string> {
  for (const [name, way] of [[g.fromTerrain, 'out of'], [g.terrain, 'into']] as const) {
    if (name === undefined) continue;
    const t = terrainEntry(s.rules.tec, name);
    if (!t.ok) return t;
    if (t.value.prohibits.includes('artillery-fire')) return err(`the TEC prohibits artillery fire ${way} ${name} (12.3)`);
  }
  return ok(true);
}

/** `--from-terrain` names a firing gun's hex (12.3): no other firer's terrain prohibits its fire. */
export function fromTerrainOnlyForGuns(u: PsUnit, req: { readonly fromTerrain?: string }): Result<true, string> {
  if (req.fromTerrain === undefined || isGun(u.type)) return ok(true);
  return err(`--from-terrain is the firing artillery's hex (12.3); ${u.name} ${verb(u, 'is')} not artillery: drop it`);
}

/** 12.2: fire strength = fire factor − range, +1 on a hill; zero or less cannot fire. */
function gunFire(s: PsState, u: PsUnit, t: PsUnit, req: FireRequest): Result<FireSpec, string> {
  if (u.capturedNow) return err(`${u.name} ${verb(u, 'was')} captured this phase and may not fire (12.6)`);
  if (u.type === 'light-cannon' && u.cannon === 'moving') return err(`${u.name} ${verb(u, 'is')} on ${its(u)} moving side and may not fire this phase (12.7)`);
  if (req.blocked) return err(`${u.name} ${verb(u, 'has')} no line of sight to ${t.name} (12.3)`);
  const range = rangeOf(s, u, t, req, null);
  if (range === null) return err(`give the range: fire ${u.id} at ${t.id} --range N (12.2), or hexes for both units`);
  const inSight = req.clear ? null : unitInSight(s, u, t);
  if (inSight) return err(`${u.name} ${verb(u, 'has')} no line of sight to ${t.name}: ${inSight.words} (12.3; --no-blocked if the map says otherwise)`);
  const ground = gunGround(s, req);
  if (!ground.ok) return ground;
  const ff = factorsOf(u).fire;
  if (ff - range <= 0) return err(`${possessive(u.name)} fire strength at range ${range} is ${ff - range}: zero or less cannot fire (12.2)`);
  const items: Modifier[] = [
    { label: 'fire factor', value: ff, reason: u.captured ? `${possessive(u.name)} fire factor, captured side (12.6)` : `${possessive(u.name)} fire factor` },
    { label: 'range', value: -range, reason: `${counted(range, 'hex', 'hexes')} (12.2)` },
    ...(req.hill ? [{ label: 'hill', value: 1, reason: 'artillery on a hill (12.2)' }] : []),
    // 7.3, 12.2: a leader in the gun's hex adds nothing; shown, as a player with the book may look for him.
    ...s.leaders
      .filter((l) => l.fate === 'active' && l.side === u.side && (l.with === u.id || (u.hex !== null && l.hex === u.hex)))
      .map((l) => ({ label: `leader ${l.name}`, value: 0, shown: true, reason: 'leaders cannot influence artillery fire (7.3, 12.2)' })),
  ];
  return ok({ line: 'artillery-fire', value: sum(items), items, byArtillery: true });
}

/** 6.4 2: the unit is routing (a rout waits for it), so a reaction's D or DD eliminates it. */
const routing = (s: PsState, u: PsUnit): boolean => s.pending.some((p) => p.unit === u.id && p.rout);

export function firePlan(s: PsState, req: FireRequest): Result<FirePlan, string> {
  const pair = opponents(s, req.unit, req.target);
  if (!pair.ok) return pair;
  const { a, t } = pair.value;
  const fromGun = fromTerrainOnlyForGuns(a, req);
  if (!fromGun.ok) return fromGun;
  const facing = facingFlags(a, t, req);
  if (!facing.ok) return facing;
  const range = rangeOf(s, a, t, req, 1) ?? 1;
  const into = aspectFor(s, a, t, req.into);
  const fire = isGun(a.type) ? gunFire(s, a, t, req) : unitFire(s, a, t, range, into, false, sightOf(req));
  if (!fire.ok) return fire;
  // 9.3: --on sets only the line of a battalion's fire back; with no fire back it would be dropped unseen.
  if (!req.back && req.on !== undefined && req.on !== 'front') return err(`--on ${req.on} says where ${a.name} ${verb(a, 'stands')} for ${possessive(t.name)} fire back (9.3), and ${t.name} ${verb(t, 'does')} not fire back here: give --back, or drop --on`);
  let back: FireSpec | null = null;
  if (req.back) {
    if (fire.value.byArtillery) return err(`units fired on by artillery may not react (12.2): drop --back`);
    if (isGun(t.type)) return err('artillery never reacts (12.5)');
    const b = unitFire(s, t, a, range, aspectFor(s, t, a, req.on), false, sightOf(req), true);
    if (!b.ok) return b;
    back = b.value;
  }
  return ok({ kind: 'fire', firer: fighter(a), target: fighter(t), fire: fire.value, back, targetRouting: routing(s, t), fortunes: isCombatStep(s) });
}

/** 5.4, TEC: the ground's classes fight with their fire factor, a zero one included. */
function meleeFactors(s: PsState, u: PsUnit, fireAsMelee: readonly TecClass[]) {
  const at = (status: Status) => {
    const f = factorsAs(u, alwaysDisordered(u.type) ? u.status : status);
    const useFire = namesType(fireAsMelee, u.type);
    const items: Modifier[] = [
      { label: useFire ? 'fire factor as melee' : 'melee factor', value: useFire ? f.fire : f.melee, ...(useFire ? { shown: true } : {}), reason: `${useFire ? `${possessive(u.name)} fire factor used as ${its(u)} melee factor in this terrain (5.4, TEC)` : `${possessive(u.name)} melee factor`}, ${status} side${u.loosed ? ', shotte loose (10.2)' : ''}` },
      ...leaderItems(s, u, 'melee'),
    ];
    return { value: sum(items), items };
  };
  return { ordered: at('ordered'), disordered: at('disordered') };
}

/** 11.7, 6.2: the unit itself may charge (charge-capable cavalry, ordered), whatever it did before. */
export function chargeAbility(a: PsUnit): Result<true, string> {
  if (!mayChargeOrPursue(a.type) || !a.charge) return err(`${a.name} ${verb(a, 'is')} not charge-capable cavalry (11.7)`);
  if (a.status === 'disordered') return err(`${a.name} ${verb(a, 'is')} disordered: disordered cavalry never charges (6.2, 11.7)`);
  return ok(true);
}

export function meleePlan(s: PsState, req: MeleeRequest): Result<MeleePlan, string> {
  const pair = opponents(s, req.unit, req.target);
  if (!pair.ok) return pair;
  const { a, t } = pair.value;
  if (isGun(a.type)) return err('artillery has no melee factor and cannot melee (12.4)');
  if (isGun(t.type)) return err(`${t.name} ${verb(t, 'is')} artillery: enter ${its(t)} hex to ${t.type === 'artillery' ? 'capture' : 'eliminate'} ${them(t)} (capture ${a.id} ${t.id}; 12.6, 12.7)`);
  if (factorsOf(a).melee <= 0) return err(`${a.name} ${verb(a, 'has')} no melee factor (5.4)`);
  const range = rangeOf(s, a, t, req, 1);
  if (range !== 1) return err(`${t.name} ${verb(t, 'is')} ${range} hexes from ${a.name}: melee is against an adjacent unit (5.4)`);
  const facing = facingFlags(a, t, req);
  if (!facing.ok) return facing;
  const into = aspectFor(s, a, t, req.into);
  if (a.type === 'battalion' && into !== 'front') return err(`${a.name} ${verb(a, 'is')} a battalion: ${itWord(a)} ${verb(a, 'melees')} only into ${its(a)} front hexes, not ${its(a)} ${into} (9.4)`);
  const charge = req.kind === 'charge';
  if (charge) {
    const able = chargeAbility(a);
    if (!able.ok) return able;
  }
  const ground = groundEntries(s, req);
  if (!ground.ok) return ground;
  const fireAsMelee = ground.value.flatMap((e) => e.fireAsMelee);
  const on = aspectFor(s, t, a, req.on);
  const aFire = !charge && factorsOf(a).fire > 0 ? unitFire(s, a, t, 1, 'front', true) : null;
  const dFire = factorsOf(t).fire > 0 ? unitFire(s, t, a, 1, on, false) : null;
  if (aFire && !aFire.ok) return aFire;
  if (dFire && !dFire.ok) return dFire;
  return ok({
    kind: 'melee',
    attacker: fighter(a, req.pursue),
    defender: fighter(t, req.pursue),
    charge,
    attackerFire: aFire ? aFire.value : null,
    defenderFire: dFire ? dFire.value : null,
    attackerMelee: meleeFactors(s, a, fireAsMelee),
    defenderMelee: meleeFactors(s, t, fireAsMelee),
    flankOfBattalion: t.type === 'battalion' && on !== 'front',
    ...(t.type === 'battalion' && on !== 'front' ? { flankWhy: `as ${itWord(a)} ${verb(a, 'attacks')} ${t.name} from the ${on} (9.4)` } : {}),
    targetRouting: routing(s, t),
    fortunes: isCombatStep(s),
  });
}
