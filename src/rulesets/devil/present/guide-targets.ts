/**
 * The guided menus' choices of a target: the enemies a unit may charge, fire at or fight now
 * (offering only what the engine accepts), and the flags a face and a ground add to a line.
 */
import type { GuideStep } from '../../../present/guide.js';
import { CATALOGUE } from '../catalogue.js';
import { COVERS, GROUNDS } from '../command-flags.js';
import type { DevilState, UnitState } from '../state.js';
import { STATUS_WORDS } from '../status.js';
import { isFormed, mustChargeWhenActivated, NO_ENEMY_IN_RANGE_FLAG } from '../impetuous.js';
import { accepted } from './fight-questions.js';
import { typeName } from './lookups.js';

/** The left and right flanks are two faces (a unit contacted on both may not Retire), so the menus name which. */
const ASPECTS = ['front', 'left', 'right', 'rear'] as const;
/** The faces of a unit an enemy may fight: the front alone for a unit without flanks. */
export const aspectsFor = (t: UnitState) => (CATALOGUE[t.type].noFlanks ? (['front'] as const) : ASPECTS);
/** A face as a menu names it: "left flank", "rear". */
export const aspectName = (a: string): string => (a === 'left' || a === 'right' ? `${a} flank` : a);

/** Whether some face and ground make this charge or melee legal (`ground`/`aspect` fix one). */
export function fightPossible(s: DevilState, kind: 'charge' | 'melee', u: UnitState, t: UnitState, aspect?: string, ground?: string): boolean {
  // An impetuous unit may charge a swarm when no formed enemy is in range: the charge's questions ask.
  const swarm = kind === 'charge' && s.step === 'leaders' && mustChargeWhenActivated(u) && !isFormed(t);
  const extras = kind === 'charge' ? [swarm ? ` --no-evade ${NO_ENEMY_IN_RANGE_FLAG}` : ' --no-evade'] : [''];
  for (const a of aspect ? [aspect] : aspectsFor(t)) {
    for (const g of ground ? [ground] : GROUNDS) {
      if (extras.some((extra) => accepted(s, `${kind} ${u.id} at ${t.id}${kind === 'melee' ? ` --${a}` : aspectFlag(a)}${groundFlag(g)}${extra}`))) return true;
    }
  }
  return false;
}

/** The enemies this unit may charge, fire at or fight now (`first`: stop at the first one). */
export function targetsFor(s: DevilState, u: UnitState, kind: string, first = false): UnitState[] {
  const enemies = enemiesOf(s, u);
  const engaged = enemies.filter((e) => u.engagedWith.includes(e.id));
  const pool = kind === 'melee' && engaged.length > 0 ? engaged : enemies;
  const ok = (t: UnitState) => (kind === 'melee' || kind === 'charge' ? fightPossible(s, kind, u, t) : accepted(s, `${kind} ${u.id} at ${t.id}`));
  if (first) {
    const found = pool.find(ok);
    return found ? [found] : [];
  }
  return pool.filter(ok);
}

export const enemiesOf = (s: DevilState, u: UnitState): UnitState[] => s.units.filter((x) => x.side !== u.side && x.status !== 'destroyed');
export const unitChoice = (u: UnitState) => ({ name: `${u.name} (${u.id}, ${typeName(u)}, ${STATUS_WORDS[u.status]})`, value: u.id });

export const COVER_CHOICES = COVERS.map((c) => ({ name: c, value: c }));
export const aspectFlag = (a: string) => (a === 'front' ? '' : ` --${a}`);
export const groundFlag = (g: string) => (g === 'open' ? '' : ` --ground ${g}`);

/** Which enemy the action is aimed at, among those it may be aimed at now; null when none. */
export function targetStep(s: DevilState, u: UnitState, kind: string, message: string, next: (target: string) => GuideStep | string | null): GuideStep | string | null {
  const list = targetsFor(s, u, kind);
  if (list.length === 0) return null;
  return { kind: 'select', message, choices: list.map(unitChoice), ...(list[0] ? { default: list[0].id } : {}), next };
}
