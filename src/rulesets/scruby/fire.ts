/**
 * Seed 001, "MUSKET AND PISTOL FIRE": musketeers fire and reload in the next move; caracole
 * fire with every stand of a column; split moves; cavalry's one pistol a move, or both at
 * double kill and a motionless move to reload. Guns go to artillery.ts.
 */
import { err, type Result } from '../../engine/result.js';
import { bool, num, str, type ScrubyAction } from './actions.js';
import { addKills, done, opponents, type Outcome, squareFaceLost, update } from './common.js';
import { loadedNow, rowOf, standsLeft, usesPistols } from './roster.js';
import type { ScrubyState, ScrubyUnit } from './state.js';
import { bandAt, fireKill, isCavalry, isGun, outOfRange, rangeWords } from './table.js';
import { itWord, verb } from '../../engine/english.js';

export interface FirePlan {
  readonly stands: number;
  readonly perStand: number;
  readonly double: boolean;
  readonly kills: number;
  readonly pistols: number;
  readonly factors: readonly string[];
}

/** Who fires and what they kill, or why they may not: shared by `fire` and its preview. */
export function planFire(state: ScrubyState, u: ScrubyUnit, t: ScrubyUnit, action: ScrubyAction): Result<FirePlan, string> {
  const range = num(action.flags.range);
  if (range === undefined) return err('fire needs the range: --range N (inches)');
  // Dragoon pikes have no firearms mounted or not: "dismount first" would not help them.
  if (u.type === 'dragoon' && u.mounted && u.arm === 'musket') return err('dragoons fight on foot: dismount them first ("DRAGOONS")');
  const row = rowOf({ ...u, mounted: false });
  if (row.fire.length === 0) return err(`${u.name} ${verb(u, 'has')} no firearms ("COMBAT TABLE")`);
  const perStand = fireKill(row.fire, range, t.armoured);
  if (perStand === null) return err(outOfRange(row.fire, range, `${row.name.toLowerCase()} fire`));
  const caracole = bool(action.flags.caracole);
  const split = str(action.flags.split);
  const pistols = usesPistols(u);
  const factors: string[] = [];
  if (caracole && u.formation !== 'column') return err(`a caracole is fired from a column ("MUSKET AND PISTOL FIRE"); ${u.name} ${verb(u, 'is')} in ${u.formation}`);
  if (split !== undefined) {
    if (pistols || u.type === 'cavalry-musketeer') return err('split moves are the musketeers\' ("MUSKETEERS" 3); cavalry use --caracole');
    if (u.moved !== 'none') return err(`${u.name} ${verb(u, 'has')} moved this game move, so cannot make a split move ("MUSKETEERS" 3)`);
  }
  const stands = standsLeft(u, state.options.roster);
  const firstFire = u.loading.firedStands === 0;
  if (caracole && isCavalry(u.type) && firstFire && u.moved !== 'none') return err(`${u.name} ${verb(u, 'has')} moved this game move, and a cavalry caracole is a split move (half a move forward and half back): fire without --caracole ("CAVALRY" 3a)`);
  // Cavalry fire one pistol (or both) a game move ("CAVALRY" 1–2); musketeers one volley ("MUSKETEERS" 1).
  if (!firstFire && !caracole) return err(`${u.name} ${verb(u, 'has')} fired this game move (${pistols ? '"CAVALRY" 1' : '"MUSKETEERS" 1'})`);
  const both = bool(action.flags['both-pistols']);
  if (both && !pistols) return err('only pistol-armed cavalry fire both pistols ("CAVALRY" 2)');
  let available: number;
  let pistolsUsed = 0;
  if (pistols) {
    pistolsUsed = firstFire ? (both ? 2 : 1) : u.loading.pistolsThisMove;
    if (firstFire && loadedNow(u, state.options.roster) < pistolsUsed) {
      const n = loadedNow(u, state.options.roster);
      return err(`${u.name} ${n === 0 ? `${verb(u, 'has')} no pistol loaded: ${itWord(u)} must stand still a full game move to reload ("CAVALRY" 2)` : `${verb(u, 'has')} one pistol loaded, not two ("CAVALRY" 2)`}`);
    }
    available = stands - u.loading.firedStands;
  } else {
    available = loadedNow(u, state.options.roster);
    if (available === 0) return err(`${u.name} ${verb(u, 'is')} not loaded: ${itWord(u)} ${verb(u, 'reloads')} in the game move after ${itWord(u)} ${verb(u, 'fires')} ("MUSKETEERS" 1)`);
  }
  const asked = num(action.flags.stands);
  let firing: number;
  if (asked !== undefined) firing = asked;
  else if (u.formation === 'column' && !caracole) {
    firing = 1;
    factors.push('a column fires with its front stand (designed)');
  } else if (u.formation === 'square') {
    // One face fires, with those of its stands still loaded ("MUSKETEERS" 1): never a refusal for stands not asked.
    const face = Math.ceil(stands / 2);
    firing = Math.min(face, available);
    factors.push(`a square fires with one face, half its stands (designed)${firing < face ? `, ${firing} of the face's ${face} loaded ("MUSKETEERS" 1)` : ''}`);
  } else firing = available;
  if (firing > available) return err(`${u.name} ${verb(u, 'has')} ${available} stand${available === 1 ? '' : 's'} ${pistols ? 'left to fire' : 'loaded'}, not ${firing}`);
  if (caracole) factors.push(`caracole: ${caracoleWords(firing, stands, available - firing, firstFire)} (${isCavalry(u.type) ? '"CAVALRY" 3' : '"MUSKETEERS" 2'})`);
  if (split === 'advance') factors.push('split move: advance 3", fire, retire 3" ("MUSKETEERS" 3a)');
  if (split === 'retire') factors.push('fire and retire 6" ("MUSKETEERS" 3b)');
  const band = bandAt(row.fire, range);
  factors.unshift(`${firing} stand${firing === 1 ? '' : 's'} × ${perStand} at ${rangeWords(range, band)}${band && band.armoured !== band.unarmoured ? `${Number.isInteger(range) ? '' : ','} against ${t.armoured ? 'armoured' : 'unarmoured'}` : ''}`);
  // The rest of a caracole fired with both pistols doubles too, though the line does not repeat the flag.
  const double = both || pistolsUsed === 2;
  if (double) factors.push('both pistols: double kill ("CAVALRY" 2)');
  return { ok: true, value: { stands: firing, perStand, double, kills: firing * perStand * (double ? 2 : 1), pistols: pistolsUsed, factors } };
}

/** Which of a caracoling column's stands fire: all, or a part, as `--stands` says. */
export function caracoleWords(firing: number, stands: number, rest: number, first: boolean): string {
  const fires = firing === 1 ? 'fires' : 'fire';
  if (first && rest === 0 && firing === stands) return 'every stand of the column fires';
  const part = rest === 0 && !first ? `the last${firing === 1 ? '' : ` ${firing}`} of the column's ${stands} stands ${fires}` : `${firing}${first ? '' : ' more'} of the column's ${stands} stand${stands === 1 ? '' : 's'} ${fires}`;
  return rest > 0 ? `${part}, ${rest} left to fire this game move` : part;
}

/**
 * The loads a shot spends: musket stands, or the pistols of a cavalry unit's first fire this
 * move; they come back after a game move, the cavalry who fired both only standing still.
 */
export function spendLoads(x: ScrubyUnit, p: FirePlan, turn: number, roster: boolean): ScrubyUnit {
  const l = x.loading;
  const pistols = usesPistols(x);
  const used = pistols ? (l.firedStands === 0 ? p.pistols : 0) : p.stands;
  return {
    ...x,
    fired: true,
    loading: {
      ...l,
      loaded: loadedNow(x, roster) - used,
      pending: used > 0 ? [...l.pending, { count: used, firedOn: turn, movesLeft: 1, still: pistols && p.pistols === 2 }] : l.pending,
      firedStands: l.firedStands + p.stands,
      pistolsThisMove: pistols ? p.pistols : 0,
    },
  };
}

export function fire(state: ScrubyState, action: ScrubyAction): Result<Outcome, string> {
  const pair = opponents(state, action);
  if (!pair.ok) return pair;
  const { actor: u, target: t } = pair.value;
  if (isGun(t.type) && isGun(u.type)) return err('gun against gun is counter-battery fire: counter-battery <gun> at <gun>');
  const plan = planFire(state, u, t, action);
  if (!plan.ok) return plan;
  const p = plan.value;
  // A split move, or a cavalry caracole (half forward, half back), is the unit's move.
  const split = str(action.flags.split) !== undefined || (bool(action.flags.caracole) && isCavalry(u.type));
  let next = update(state, u.id, (x) => ({ ...spendLoads(x, p, state.turn, state.options.roster), ...(split ? { moved: 'full' as const, splitMove: true } : {}) }));
  const hit = addKills(next, t.id, p.kills);
  const face = squareFaceLost(next, hit.state, t.id);
  next = hit.state;
  const result = `${u.name} ${verb(u, 'fires')} at ${t.name}: ${p.kills} kill point${p.kills === 1 ? '' : 's'} (${p.factors.join('; ')}). ${hit.said}${face}`;
  return done(next, [{ type: 'fired', text: `${u.name} ${verb(u, 'fires')} at ${t.name}` }, ...hit.events], [{ action: 'fire', actor: u.name, target: t.name, result, changes: [], kills: [{ unit: t.name, points: p.kills }] }]);
}
