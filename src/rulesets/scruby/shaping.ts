/**
 * What shapes an action outside its dice, for `mods`: the text adds nothing to its dice, but
 * shock power, a column's charge, pikes caught in flank, unsupported musketeers, both pistols
 * and the like add or take kill points. Each side's kill points, item by item, from the same
 * plans the roll uses (melee.ts, fire.ts, artillery.ts); then every die the action may roll
 * and how it is read. `odds` counts the roll itself, so both agree.
 */
import type { DiceSource, RollContext } from '../../dice/dice.js';
import { its, verb } from '../../engine/english.js';
import { bool, str, type ScrubyAction } from './actions.js';
import { gunKill, gunShot, counterKill } from './artillery.js';
import { update } from './common.js';
import { shockWithoutCharge } from './answer.js';
import { possessive } from '../../present/words.js';
import { executeScruby } from './execute.js';
import { planFire } from './fire.js';
import { type KillItem, lapsedSquare, planMelee, withChargeFace } from './melee.js';
import { rowOf, standsLeft, unitById } from './roster.js';
import type { ScrubyState, ScrubyUnit } from './state.js';
import { hitsToDestroy, isGun } from './table.js';

/** One side's kill points: "Smaland Horse kills 20", then the items that make them. */
export interface KillSide {
  readonly head: string;
  readonly items: readonly KillItem[];
}

export interface Shaping {
  readonly sides: readonly KillSide[];
  /** Said after the sides: what the kill points do not show (mounted dragoons annihilated). */
  readonly notes: readonly string[];
  /** Each die the action may roll, in order, with how it is read. */
  readonly dice: readonly string[];
}

const points = (n: number) => `${n} kill point${n === 1 ? '' : 's'}`;

/** What shapes `action` (its target already filled in), from the plans its roll uses. */
export function shapingOf(state: ScrubyState, action: ScrubyAction): Shaping {
  const a = unitById(state, action.unit);
  const t = action.target === undefined ? undefined : unitById(state, action.target);
  const dice = action.command === 'scatter' ? [] : diceRead(state, action);
  const none = { sides: [], notes: [], dice };
  if (!a || !t) return none;
  switch (action.command) {
    case 'melee': {
      const m = meleeSides(state, a, t, withChargeFace(state, a, t, action));
      const lapsed = lapsedSquare(state, a, t, action);
      return { ...m, notes: lapsed && m.sides.length > 0 ? [`${lapsed}.`, ...m.notes] : m.notes, dice };
    }
    case 'charge':
      return { ...chargeSides(state, a, t, action), dice };
    case 'fire':
      return { sides: isGun(a.type) ? gunSide(state, action) : fireSide(state, a, t, action, ''), notes: [], dice };
    case 'counter-battery':
      return { sides: counterSide(state, action), notes: [], dice };
    case 'pursue':
      return { sides: bool(action.flags.engaged) ? [] : pursuitSide(state, a), notes: [], dice };
    default:
      return none;
  }
}

function meleeSides(state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit, action: ScrubyAction): Omit<Shaping, 'dice'> {
  const plan = planMelee(state, a, d, action);
  if (!plan.ok) return { sides: [], notes: [] };
  const p = plan.value;
  // The swordsmen's double kill hangs on the high die ("SWORDSMEN" 2): shown with its condition.
  const side = (u: ScrubyUnit, total: number, items: readonly KillItem[], swordsmen: number): KillSide => {
    const high = swordsmen > 0 ? [{ text: `swordsmen under the pikes, double, if ${u.name} ${verb(u, 'wins')} the high die ("SWORDSMEN" 2)`, kills: swordsmen }] : [];
    return { head: `${u.name} ${verb(u, 'kills')} ${total}${swordsmen > 0 ? `, or ${total + swordsmen} with ${its(u)} swordsmen` : ''}`, items: [...items, ...high] };
  };
  const notes = p.annihilate ? [`${d.name}, mounted, ${verb(d, 'is')} annihilated by cavalry: no kill points are counted (designed, "DRAGOONS")`] : [];
  // shockWithChargeOnly off: the defender's answer to an attack without a charge ("CAVALRY" 1a).
  const response = shockWithoutCharge(state, a, d) ? str(action.flags.response) : undefined;
  if (response === 'motion') notes.push(`If ${d.name} ${verb(d, 'is')} set in motion, ${a.name} ${verb(a, 'loses')} ${its(a)} shock power ("CAVALRY" 1b).`);
  if (response === 'volley') notes.push(`If ${possessive(d.name)} UE test passes, ${d.name} ${verb(d, 'volleys')} at 1" first; the shock power stands ("CAVALRY" 1b).`);
  return { sides: [side(a, p.attackerKills, p.items.attacker, p.swordsmen?.[0] ?? 0), side(d, p.defenderKills, p.items.defender, p.swordsmen?.[1] ?? 0)], notes };
}

/** A charge: what it gives the melee that follows (shock, a column's bonus), and the defender's volley. */
function chargeSides(state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit, action: ScrubyAction): Omit<Shaping, 'dice'> {
  const face = bool(action.flags.flank) ? 'flank' : bool(action.flags.rear) ? 'rear' : bool(action.flags['broken-square']) ? 'broken-square' : undefined;
  const charged = update(state, a.id, (x) => ({ ...x, charge: { target: d.id, shock: true, ...(face ? { face } : {}) } }));
  const plan = planMelee(charged, unitById(charged, a.id) as ScrubyUnit, d, action);
  const given = plan.ok ? plan.value.items.attacker.filter((i) => i.charge) : [];
  const sides: KillSide[] = [];
  if (given.length > 0) {
    const sum = given.reduce((n, i) => n + i.kills, 0);
    const motion = str(action.flags.response) === 'motion' ? `, unless ${d.name} ${verb(d, 'is')} set in motion` : '';
    sides.push({ head: `${a.name} ${verb(a, 'adds')} ${sum} to ${its(a)} kill in the melee that follows${motion}`, items: given });
  }
  const response = str(action.flags.response);
  if (response === 'volley' || bool(action.flags['before-pikes'])) sides.push(...fireSide(state, d, a, { command: 'fire', unit: d.id, target: a.id, flags: { range: 1 } }, response === 'volley' ? ` if ${its(d)} UE test passes` : ', without a test'));
  return { sides, notes: [] };
}

/** Musket or pistol fire: the table's kill, and what doubles it. */
function fireSide(state: ScrubyState, u: ScrubyUnit, t: ScrubyUnit, action: ScrubyAction, when: string): KillSide[] {
  const plan = planFire(state, u, t, action);
  if (!plan.ok) return [];
  const p = plan.value;
  const base = p.stands * p.perStand;
  // The first factor is the stands times the table's kill; "both pistols" doubles it; the rest are notes.
  const items = p.factors.map((text, i) => ({ text, kills: i === 0 ? base : /^both pistols/.test(text) ? base : 0 }));
  return [{ head: `${u.name} ${verb(u, 'kills')} ${p.kills}${when}`, items }];
}

/** A pursuit: the cavalry's melee kill doubled, in the back, with no loss ("BONUS MOVES" 2). */
function pursuitSide(state: ScrubyState, c: ScrubyUnit): KillSide[] {
  const stands = standsLeft(c, state.options.roster);
  const kill = rowOf(c).melee[c.order];
  return [{ head: `${c.name} ${verb(c, 'kills')} ${2 * stands * kill}, and ${verb(c, 'takes')} no loss`, items: [{ text: `${stands} stand${stands === 1 ? '' : 's'} × ${kill}`, kills: stands * kill }, { text: 'double, in the back ("BONUS MOVES" 2)', kills: stands * kill }] }];
}

function gunSide(state: ScrubyState, action: ScrubyAction): KillSide[] {
  const shot = gunShot(state, action, false);
  if (!shot.ok || isGun(shot.value.target.type)) return [];
  const { kill, factor } = gunKill(shot.value.band, shot.value.target);
  return [{ head: `${shot.value.gun.name} ${verb(shot.value.gun, 'kills')} ${kill} on a hit`, items: [{ text: factor, kills: kill }] }];
}

function counterSide(state: ScrubyState, action: ScrubyAction): KillSide[] {
  const shot = gunShot(state, action, true);
  if (!shot.ok) return [];
  const { gun: g, target: t, band } = shot.value;
  const n = t.crewAtGun && t.crew > 0 ? counterKill(band) : 0;
  const of = hitsToDestroy(t.type);
  const gunners = n > 0 ? `half the ${band.label} open-order kill, rounded up (designed, "COUNTER BATTERY FIRE" 1)` : 'nobody is at the gun to be hit ("CREWS" 1)';
  return [{ head: `${g.name}, on a hit: 1 of the ${of} hits that destroy ${t.name}, and ${points(n)} on ${its(t)} gunners`, items: [{ text: gunners, kills: n }] }];
}

/** Thrown by dice that have run out of values: the walk then tries every face. */
export class NeedDie extends Error {
  constructor(readonly sides: number) {
    super('need a die');
  }
}

/** Every die the action may roll, in the order first met, with how it is read ("UE test (rally), Red Pikes: 5 or less passes"). */
function diceRead(state: ScrubyState, action: ScrubyAction): string[] {
  const seen = new Map<string, string>();
  const say = (label: string, about?: RollContext) => {
    const key = about?.stage ?? label;
    if (!seen.has(key)) seen.set(key, `${key}: ${about?.detail?.join('; ') ?? 'a d6'}`);
  };
  const walk = (values: number[]) => {
    let i = 0;
    const dice: DiceSource = {
      roll(sides, label, about) {
        say(label, about);
        const v = values[i];
        if (v === undefined) throw new NeedDie(sides);
        i += 1;
        return v;
      },
    };
    try {
      executeScruby(state, action, dice);
    } catch (e) {
      if (!(e instanceof NeedDie) || values.length >= 6) throw e;
      for (let v = 1; v <= e.sides; v += 1) walk([...values, v]);
    }
  };
  walk([]);
  return [...seen.values()];
}
