/** The guided menus' last question about a melee: which engaged units support each side. */
import type { GuideStep } from '../../../present/guide.js';
import type { DevilState, UnitState } from '../state.js';
import { accepted } from './fight-questions.js';
import { unitChoice } from './guide-targets.js';
import { unitById } from './lookups.js';

/**
 * A melee's supporting units: the actor's friends also engaged with the target, and the
 * target's friends also engaged with the actor (the engine's default), ticked to begin with.
 */
export function meleeSupports(s: DevilState, u: UnitState, targetId: string, base: string): GuideStep | string {
  const t = unitById(s, targetId);
  if (!t) return base;
  const engagedWith = (enemy: UnitState, side: UnitState) =>
    enemy.engagedWith.map((id) => unitById(s, id)).filter((x): x is UnitState => x !== undefined && x.id !== side.id && x.side === side.side && x.status !== 'destroyed');
  const own = engagedWith(t, u);
  const theirs = engagedWith(u, t);
  const flag = (name: string, all: readonly UnitState[], ids: readonly string[]) => {
    const kept = all.filter((x) => ids.includes(x.id)).map((x) => x.id);
    // All of them is the engine's default: no flag needed. None at all needs the grammar to say so.
    if (kept.length === all.length) return '';
    if (kept.length === 0) return accepted(s, `${base} --no-${name}`) ? ` --no-${name}` : '';
    return ` --${name} ${kept.join(',')}`;
  };
  const askTheirs = (line: string): GuideStep | string => {
    if (theirs.length === 0) return line;
    return {
      kind: 'checkbox',
      message: `Which units support ${t.name}? (also engaged with ${u.name})`,
      choices: theirs.map(unitChoice),
      checked: theirs.map((x) => x.id),
      next: (ids) => {
        const full = `${line}${flag('target-support', theirs, ids)}`;
        return accepted(s, full) ? full : line;
      },
    };
  };
  if (own.length === 0) return askTheirs(base);
  return {
    kind: 'checkbox',
    message: `Which units support ${u.name}? (also engaged with ${t.name})`,
    choices: own.map(unitChoice),
    checked: own.map((x) => x.id),
    next: (ids) => {
      const full = `${base}${flag('support', own, ids)}`;
      return askTheirs(accepted(s, full) ? full : base);
    },
  };
}
