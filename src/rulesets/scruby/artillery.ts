/**
 * Seed 001, "ARTILLERY" and the table's artillery rows: one die per gun (a 2 misses), kill
 * points by gun, range band and the target's order; reloading over one or two full game
 * moves; crews that fire and retire and man any gun; counter-battery fire at half rate
 * (6 hits destroy a large gun, 4 a small one); capture after a full game move held.
 */
import type { DiceSource } from '../../dice/dice.js';
import { err, ok, type Result } from '../../engine/result.js';
import { bool, num, str, type ScrubyAction } from './actions.js';
import { actorOf, carryLosses, done, enemies, gunnersHit, type Outcome, readAgainst, squareFaceLost, targetOf, update } from './common.js';
import { killsCounted, replaceUnit, rowOf, unitById } from './roster.js';
import type { ScrubyState, ScrubyUnit, SideIndex } from './state.js';
import { bandAt, destroyedByHits, GUN_BANDS, type GunBand, GUN_MISS, hitsToDestroy, isGun, outOfRange, RELOAD_MOVES } from './table.js';
import { sideSubject, verb } from '../../engine/english.js';
import { possessive } from '../../present/words.js';

type GunType = 'large-gun' | 'small-gun';

export function gunBand(state: ScrubyState, gun: GunType, range: number): GunBand | undefined {
  return bandAt(gunBands(state, gun), range);
}

/** A gun's bands in this battle: the small gun's canister only when the scenario keeps it. */
export function gunBands(state: ScrubyState, gun: GunType): readonly GunBand[] {
  return GUN_BANDS[gun].filter((b) => state.options.smallGunCanister || !b.designed);
}

/** Why a gun cannot fire now, or null. */
export function gunReady(g: ScrubyUnit): string | null {
  if (g.destroyed) return `${g.name} ${verb(g, 'is')} destroyed`;
  if (g.crew === 0) return `${g.name} ${verb(g, 'has')} no gunners: man it with crew ${g.id} --from <gun> ("CREWS" 2)`;
  if (!g.crewAtGun) return `${possessive(g.name)} crew is not at the gun: crew ${g.id} return ("CREWS" 1)`;
  if (g.loading.loaded < 1) {
    const left = g.loading.pending[0]?.movesLeft ?? 1;
    return `${g.name} ${verb(g, 'is')} not loaded: ${left} more full game move${left === 1 ? '' : 's'} of reloading, standing still ("${g.type === 'large-gun' ? 'LARGE GUNS" 3' : 'SMALL GUNS" 2'})`;
  }
  return null;
}

/** Artillery "kill" against a unit: closed order (columns, squares, caracoles count closed) or open; a square suffers half again (designed). */
export function gunKill(band: GunBand, t: ScrubyUnit): { kill: number; factor: string } {
  const closed = t.order === 'closed' || t.formation !== 'line';
  const base = closed ? band.closed : band.open;
  if (t.formation === 'square') return { kill: base + Math.floor(base / 2), factor: `${band.label} against a square: ${base} + half again (designed, "INFANTRY SQUARES" 2)` };
  return { kill: base, factor: `${band.label}, ${closed ? 'closed' : 'open'} order: ${base}` };
}

function planGun(state: ScrubyState, g: ScrubyUnit, action: ScrubyAction): Result<GunBand, string> {
  const ready = gunReady(g);
  if (ready) return err(ready);
  if (g.heldBy && g.heldBy.side !== g.side) return err(`${g.name} ${verb(g, 'is')} held by the enemy: drive the holders off, then capture ${g.id} --release ("CAPTURING A GUN" 1)`);
  const range = num(action.flags.range);
  if (range === undefined) return err('a gun fires at a range: --range N (inches)');
  const band = gunBand(state, g.type as GunType, range);
  if (!band) return err(outOfRange(gunBands(state, g.type as GunType), range, `a ${g.type.replace('-', ' ')} fires`));
  return ok(band);
}

const unload = (g: ScrubyUnit, turn: number): ScrubyUnit => ({
  ...g,
  fired: true,
  loading: { ...g.loading, loaded: 0, pending: [{ count: 1, firedOn: turn, movesLeft: RELOAD_MOVES[g.type as GunType], still: true }] },
});

export interface GunShot {
  readonly gun: ScrubyUnit;
  readonly target: ScrubyUnit;
  readonly band: GunBand;
}

export function gunShot(state: ScrubyState, action: ScrubyAction, counter: boolean): Result<GunShot, string> {
  const unit = actorOf(state, action);
  if (!unit.ok) return unit;
  const target = targetOf(state, action);
  if (!target.ok) return target;
  const g = unit.value;
  const t = target.value;
  if (!isGun(g.type)) return err(`${g.name} ${verb(g, 'is')} not a gun: counter-battery fire is a gun's, at an enemy gun ("COUNTER BATTERY FIRE")${rowOf({ ...g, mounted: false }).fire.length > 0 ? `; troops fire at a gun's gunners with fire ${g.id} at ${t.id}` : ''}`);
  const foes = enemies(g, t);
  if (!foes.ok) return foes;
  if (counter && !isGun(t.type)) return err(`${t.name} ${verb(t, 'is')} not a gun: fire ${g.id} at ${t.id} fires at troops`);
  const band = planGun(state, g, action);
  if (!band.ok) return band;
  return ok({ gun: g, target: t, band: band.value });
}

/**
 * Does a gun's die hit? "On a "2" miss, all others are hits" ("COMBAT TABLE"): read as one face
 * (gunMissOnlyOnTwo, the reading), or, switched off, as a threshold: a 1 or a 2 misses.
 */
export const gunHits = (state: ScrubyState, roll: number): boolean => (state.options.gunMissOnlyOnTwo ? roll !== GUN_MISS : roll > GUN_MISS);

/** How a gun's die is read, in the words of the scenario's reading. */
export const gunMissWords = (state: ScrubyState): string =>
  state.options.gunMissOnlyOnTwo ? 'a 2 misses' : 'a 1 or 2 misses';

const gunReading = (state: ScrubyState): string =>
  state.options.gunMissOnlyOnTwo ? 'a 2 misses; every other face hits ("COMBAT TABLE")' : 'a 1 or 2 misses; 3 or more hits ("COMBAT TABLE", the "2" read as a threshold: gunMissOnlyOnTwo off)';

/** Said on a miss under the other reading only, so the reading's results keep their words. */
const missNote = (state: ScrubyState): string => (state.options.gunMissOnlyOnTwo ? '' : ' (a 1 or 2 misses: gunMissOnlyOnTwo off)');

export const rollGun = (state: ScrubyState, dice: DiceSource, g: ScrubyUnit): number => dice.roll(6, `gun: ${g.name}`, readAgainst(`Artillery, ${g.name}`, g.name, [gunReading(state)]));

/** Counter-battery gunner kills: half the band's open-order kill, rounded up (designed). */
export const counterKill = (band: GunBand): number => Math.ceil(band.open / 2);

export function gunFire(state: ScrubyState, action: ScrubyAction, dice: DiceSource, addKills: (s: ScrubyState, id: string, n: number) => { state: ScrubyState; text: string; said: string; events: { type: string; text: string }[] }): Result<Outcome, string> {
  const shot = gunShot(state, action, false);
  if (!shot.ok) return shot;
  const { gun: g, target: t, band } = shot.value;
  if (isGun(t.type)) return err('gun against gun is counter-battery fire: counter-battery <gun> at <gun>');
  const { kill, factor } = gunKill(band, t);
  const roll = rollGun(state, dice, g);
  let next = replaceUnit(state, unload(g, state.turn));
  const hit = gunHits(state, roll);
  let text = `${g.name} ${verb(g, 'fires')} at ${t.name}: rolls ${roll}, ${hit ? `a hit for ${kill} kill points (${factor})` : `a miss${missNote(state)}`}`;
  const events = [{ type: 'gun-fired', text }];
  if (hit) {
    const k = addKills(next, t.id, kill);
    text += `. ${k.said}${squareFaceLost(next, k.state, t.id)}`;
    next = k.state;
    events.push(...k.events);
  }
  return done(next, events, [{ action: 'fire', actor: g.name, target: t.name, rolls: { dice: [roll] }, result: text, changes: [], kills: [{ unit: t.name, points: hit ? kill : 0 }] }]);
}

export function counterBattery(state: ScrubyState, action: ScrubyAction, dice: DiceSource): Result<Outcome, string> {
  const shot = gunShot(state, action, true);
  if (!shot.ok) return shot;
  const { gun: g, target: t, band } = shot.value;
  const roll = rollGun(state, dice, g);
  let next = replaceUnit(state, unload(g, state.turn));
  const hit = gunHits(state, roll);
  let text = `${g.name} ${verb(g, 'fires')} counter-battery at ${t.name}: rolls ${roll}, ${hit ? 'a hit' : `a miss${missNote(state)}`}`;
  let points = 0;
  let said: string | undefined;
  if (hit) {
    const hits = t.gunHits + 1;
    const destroyed = hits >= hitsToDestroy(t.type);
    // "COUNTER BATTERY FIRE" 1: the gunners take half the kill; "CREWS" 1: only those at the gun.
    if (t.crewAtGun && t.crew > 0) points = counterKill(band);
    const k = gunnersHit(next, t, points, `half the ${band.label} open-order kill, rounded up`);
    next = update(k.state, t.id, (x) => ({ ...x, gunHits: hits, destroyed }));
    text += `: ${hits} of ${hitsToDestroy(t.type)} hits to destroy it${destroyed ? ', destroyed' : ''}; ${k.text}`;
    // A destroyed gun works at no capacity: its gunners left may man another gun. The event keeps its older words.
    if (destroyed && k.crew > 0) said = text.replace(/, and the gun works at full capacity$/, `; they may man another gun (crew <gun> --from ${t.id}, "CREWS" 2)`);
  }
  return done(next, [{ type: 'counter-battery', text }], [{ action: 'counter-battery', actor: g.name, target: t.name, rolls: { dice: [roll] }, result: said ?? text, changes: [], kills: [{ unit: t.name, points }] }]);
}

/** "CREWS": retire behind the pikes, return, or man another gun with these gunners. */
export function crew(state: ScrubyState, action: ScrubyAction): Result<Outcome, string> {
  const g = unitById(state, action.unit);
  if (!g || !isGun(g.type)) return err(g ? `${g.name} ${verb(g, 'is')} not a gun` : `no unit "${action.unit}"`);
  // A destroyed piece has nothing to work; its gunners may still man another gun ("CREWS" 2).
  if (g.destroyed) return err(`${g.name} ${verb(g, 'is')} destroyed: no crew works it${g.crew > 0 ? `; its gunners may man another gun (crew <gun> --from ${g.id}, "CREWS" 2)` : ''}`);
  const from = str(action.flags.from);
  if (from !== undefined) {
    const other = unitById(state, from);
    if (!other || !isGun(other.type) || other.id === g.id) return err('--from names another gun');
    // Both sides share one prompt, so neither gun is called "the enemy's".
    const of = (u: ScrubyUnit) => `${u.name} (${state.sides[u.side].name})`;
    if (other.side !== g.side) return err(`${of(other)} and ${of(g)} are on different sides: gunners man their own side's guns ("CREWS" 2)`);
    if (other.crew === 0) return err(`${other.name} ${verb(other, 'has')} no gunners to give: choose a gun that has (status ${state.sides[g.side].name} lists each gun's crew)`);
    const text = `${other.crew} gunner${other.crew === 1 ? '' : 's'} of ${other.name} ${other.crew === 1 ? 'mans' : 'man'} ${g.name} ("CREWS" 2)`;
    // Gunners who leave take nothing back: the points that hit them still count at their old gun.
    let next = update(state, other.id, (x) => ({ ...x, crew: 0, crewAtGun: false, gunnersGone: (x.gunnersGone ?? 0) + x.crew }));
    // The new crew starts a fresh count; the kill points taken stay in the side's total.
    next = { ...next, carried: carryLosses(next.carried, g.side, killsCounted(g), 0) };
    next = update(next, g.id, (x) => ({ ...x, crew: x.crew + other.crew, crewAtGun: true, kills: 0, ...(x.gunnersGone === undefined ? {} : { gunnersGone: 0 }) }));
    return done(next, [{ type: 'crew', text }], [{ action: 'crew', actor: g.name, result: text, changes: [] }]);
  }
  const what = action.what;
  if (what !== 'retire' && what !== 'return') return err('crew takes retire, return, or --from <gun>');
  if ((what === 'retire') !== g.crewAtGun) return err(`${possessive(g.name)} crew is ${g.crewAtGun ? 'already at the gun' : 'already behind the pikes'}`);
  const text = what === 'retire' ? `${possessive(g.name)} crew retires behind the pikes: the gun can neither fire nor load ("CREWS" 1)` : `${possessive(g.name)} crew returns to the gun`;
  return done(update(state, g.id, (x) => ({ ...x, crewAtGun: what === 'return' })), [{ type: 'crew', text }], [{ action: 'crew', actor: g.name, result: text, changes: [] }]);
}

/**
 * Why a destroyed gun is not captured, and what is left to do: a captured gun is "moved or
 * worked" as the captor's own ("CAPTURING A GUN" 1), and a wreck can be neither.
 */
function wreckNotTaken(g: ScrubyUnit): string {
  if (!destroyedByHits(g)) return `${g.name} ${verb(g, 'is')} no longer on the table: there is nothing to capture; hold a gun still on the table (capture <gun> --by <unit>)`;
  const crew = g.crew > 0 ? `; its gunners left may still man another gun of their side (crew <gun> --from ${g.id}, "CREWS" 2)` : '';
  return `${g.name} ${verb(g, 'is')} destroyed ("COUNTER BATTERY FIRE" 2): a wreck can be neither moved nor worked, so there is nothing to capture ("CAPTURING A GUN" 1); hold a gun still in working order (capture <gun> --by <unit>)${crew}`;
}

/** "CAPTURING A GUN": held by the enemy for one full game move, the gun is theirs. */
export function capture(state: ScrubyState, action: ScrubyAction): Result<Outcome, string> {
  const g = unitById(state, action.unit);
  if (!g || !isGun(g.type)) return err(g ? `${g.name} ${verb(g, 'is')} not a gun` : `no unit "${action.unit}"`);
  if (g.destroyed) return err(wreckNotTaken(g));
  if (bool(action.flags.release)) {
    if (!g.heldBy) return err(`${g.name} ${verb(g, 'is')} not held by the enemy: there is nothing to release`);
    const text = `${g.name} ${verb(g, 'is')} no longer held`;
    return done(update(state, g.id, (x) => ({ ...x, heldBy: null })), [{ type: 'capture', text }], [{ action: 'capture', actor: g.name, result: text, changes: [] }]);
  }
  const named = str(action.flags.by);
  const by = named === undefined ? undefined : unitById(state, named);
  if (named !== undefined && !by) return err(`no unit "${named}"`);
  if (by && by.side === g.side) return err(`${by.name} ${verb(by, 'is')} on ${possessive(g.name)} own side: choose an enemy unit to hold it`);
  // Only the holding side counts, and only the gun's enemy can hold it: --by may be left out.
  const side: SideIndex = g.side === 0 ? 1 : 0;
  if (g.heldBy?.side === side) return err(`${g.name} ${verb(g, 'is')} already held by ${sideSubject(state.sides[side].name)} since game move ${g.heldBy.since}`);
  const holder = by ? `${by.name} ${verb(by, 'holds')} ${g.name}` : `${g.name} ${verb(g, 'is')} held by ${sideSubject(state.sides[side].name)}`;
  const text = `${holder}: held through the next full game move, it is captured ("CAPTURING A GUN" 1)`;
  const next = update(state, g.id, (x) => ({ ...x, heldBy: { side, since: state.turn }, crewAtGun: false }));
  return done(next, [{ type: 'capture', text }], [{ action: 'capture', actor: g.name, result: text, changes: [] }]);
}
