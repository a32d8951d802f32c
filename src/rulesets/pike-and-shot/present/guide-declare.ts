/**
 * The guided menu of 5.2's declarations: a defender that two or more units may attack (or that
 * has units declared against it already), then the units declared against it, all ticked to
 * begin with. Each line passes a dry run of the engine, as every other menu's.
 */
import { listWords, verb } from '../../../engine/english.js';
import type { GuideStep } from '../../../present/guide.js';
import type { PsState, PsUnit } from '../state.js';
import { activeSide, isCombatStep } from '../steps.js';
import { fightTargets, fireTargets } from './guide-combat.js';
import { accepted, type Next, selectOf, unitChoice, unitLabel, unitsOnSide } from './guide-common.js';

interface Declarable {
  readonly target: PsUnit;
  /** The units not yet declared that may attack it now and may be declared against it. */
  readonly units: readonly PsUnit[];
  /** The units already declared against it. */
  readonly declared: readonly PsUnit[];
}

/** Each unit's possible targets now: fire, melee or charge, as their own menus offer them. */
function attackable(s: PsState, u: PsUnit): Set<string> {
  return new Set([...fireTargets(s, u), ...fightTargets(s, u, 'melee'), ...fightTargets(s, u, 'charge')].map((t) => t.id));
}

/** 5.2: the defenders worth a declaration: two attackers or more, counting those declared already. */
export function declarables(s: PsState): Declarable[] {
  const side = activeSide(s);
  if (!isCombatStep(s) || side === null) return [];
  const own = unitsOnSide(s, side);
  // What each could attack were nothing declared yet: a declaration shuts out the undeclared (5.2).
  const undeclared: PsState = { ...s, units: s.units.map(({ declaredAt: _, ...u }) => u) };
  const free = own.filter((u) => !u.attacked && u.declaredAt === undefined).map((u) => ({ u, targets: attackable(undeclared, u) }));
  const defenders = s.units.filter((t) => t.side !== side && t.defended === null && free.some((f) => f.targets.has(t.id)));
  return defenders
    .map((t) => ({
      target: t,
      units: free.filter((f) => f.targets.has(t.id) && accepted(s, `declare ${f.u.id} at ${t.id}`)).map((f) => f.u),
      declared: own.filter((u) => u.declaredAt === t.id && !u.attacked),
    }))
    .filter((d) => d.units.length > 0 && d.units.length + d.declared.length >= 2);
}

export function declareStep(s: PsState, open: readonly Declarable[]): Next {
  const choices = open.map((d) => ({ name: unitLabel(d.target), value: d.target.id }));
  return selectOf('Which defender are attacks declared against? (5.2)', choices, (tid) => {
    const d = open.find((x) => x.target.id === tid);
    if (!d) return null;
    const already = d.declared.length > 0 ? ` ${listWords(d.declared.map((u) => u.name))} already ${d.declared.length === 1 ? verb(d.declared[0]!, 'is') : 'are'}.` : '';
    return unitsStep(s, d, `Which units are declared against ${d.target.name}? Each attacks alone, and only that unit this phase (5.2).${already} Space ticks, Enter goes on.`);
  });
}

/** The units to declare; with none ticked the question is asked again (a declaration names one at least). */
function unitsStep(s: PsState, d: Declarable, message: string): GuideStep {
  return {
    kind: 'checkbox',
    message,
    choices: d.units.map(unitChoice),
    checked: d.units.map((u) => u.id),
    next: (ids) => {
      const line = `declare ${ids.join(',')} at ${d.target.id}`;
      if (ids.length === 0) return unitsStep(s, d, `Tick one unit at least. ${message.replace(/^Tick one unit at least\. /, '')}`);
      return accepted(s, line) ? line : null;
    },
  };
}
