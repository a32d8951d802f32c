/**
 * Routed Through (seed 000, "Actions": "not a normal Action, but ... a test taken by a unit
 * when another unit routs through it"). One d6 plus modifiers: stand fast, lose 1 level or
 * lose 2 levels (designed, see docs/rules/devil-rules.md). It does not use an
 * activation and does not count as the unit's action.
 */
import { type DiceSource, rollUnlessSettled } from '../../dice/dice.js';
import type { Modifier, Odds, Resolution } from '../../engine/ruleset.js';
import { troop } from './catalogue.js';
import type { DevilEvent } from './events.js';
import { testReading } from './hand-reading.js';
import { agree, d6Plus, groupOdds, plural, sign, sumModifiers, testShown, unitChange } from './rally.js';
import type { DevilState, Status, UnitState } from './state.js';
import { loseLevels } from './status.js';
import { ROUTED, testModifier, threshold } from './turn-tables.js';
import { possessive, verb } from './words.js';

type Rules = Pick<DevilState, 'houseRules'>;

export interface RoutedContext {
  readonly leader: boolean;
  /** Status to test with (the state's, unless the game master overrides it). */
  readonly status: Status;
}

export function routedModifiers(rules: Rules, unit: Pick<UnitState, 'type' | 'formation'>, ctx: RoutedContext): Modifier[] {
  const t = troop(unit.type);
  const mods: Modifier[] = [];
  if (ctx.leader) mods.push(testModifier(rules, ROUTED.leader));
  if (t.veteran) mods.push(testModifier(rules, ROUTED.veteran));
  if (t.id === 'militia') mods.push(testModifier(rules, ROUTED.militia));
  if (ctx.status === 'disordered') mods.push(testModifier(rules, ROUTED.disordered));
  if (ctx.status === 'demoralized') mods.push(testModifier(rules, ROUTED.demoralized));
  if (t.interpenetrable) mods.push(testModifier(rules, ROUTED.fluid));
  if (unit.formation === 'march') mods.push(testModifier(rules, ROUTED.march));
  return mods;
}

/** Levels lost for a modified total: 0, 1 or 2. */
export function routedLevels(rules: Rules, total: number): number {
  if (total >= threshold(rules, ROUTED.pass).value) return 0;
  if (total >= threshold(rules, ROUTED.oneLevel).value) return 1;
  return 2;
}

export function routedOdds(rules: Rules, unit: Pick<UnitState, 'type' | 'formation'> & { readonly name?: string }, ctx: RoutedContext): Odds {
  const dist = d6Plus(sumModifiers(routedModifiers(rules, unit, ctx)));
  return groupOdds(dist, routedLabel(rules, unit), (total) => routedLevels(rules, total));
}

/** What a modified Routed Through total gives, in the words of its odds. */
export function routedLabel(rules: Rules, unit: { readonly name?: string } = {}): (total: number) => string {
  return (total) => {
    const n = routedLevels(rules, total);
    return n === 0 ? `${agree(unit, 'stands')} fast` : `${agree(unit, 'loses')} ${plural(n, 'level')}`;
  };
}

export function resolveRouted(
  state: DevilState,
  unit: UnitState,
  ctx: RoutedContext,
  dice: DiceSource,
): { resolution: Resolution; events: DevilEvent[] } {
  const modifiers = routedModifiers(state, unit, ctx);
  const total = sumModifiers(modifiers);
  const odds = routedOdds(state, unit, ctx);
  const args = [6, `${possessive(unit.name)} routed-through roll`, testReading('Routed Through', unit.name, modifiers, total, routedLabel(state, unit))] as const;
  // A roll every face of which leaves the unit the same (sure to stand fast, or a loss whose
  // end no face changes, such as a Demoralized unit one base from destruction) is settled, as
  // a Regroup's or a Retire's: a program still rolls it (seeded journals keep their dice),
  // players rolling by hand are not asked for it (null).
  const endOn = (face: number): string => {
    const after = loseLevels(unit, routedLevels(state, face + total));
    return after.status === 'destroyed' ? 'destroyed' : `${after.status}/${after.bases}`;
  };
  const sure = [2, 3, 4, 5, 6].every((face) => endOn(face) === endOn(1));
  const rolled = rollUnlessSettled(dice, sure, ...args);
  // Unasked, the fewest levels that reach the same end are the ones said: those of a 6.
  const roll = rolled ?? 6;
  const levels = routedLevels(state, roll + total);
  const base = {
    action: 'routed',
    actor: unit.name,
    modifiers: { actor: modifiers, target: [] as Modifier[] },
    actorModifier: total,
    rolls: rolled === null ? {} : { actor: roll },
    odds,
  };
  const pass = threshold(state, ROUTED.pass).value;
  const unneeded = levels === 0 ? `even a 1${sign(total)} = ${1 + total} reaches ${pass}` : `even a 6${sign(total)} = ${6 + total} falls short of ${pass}, and a lower total changes nothing`;
  const shown = rolled === null ? `no die is needed: ${unneeded}` : testShown(roll, total, `${pass} to stand fast, ${threshold(state, ROUTED.oneLevel).value} to lose only 1 level`);
  if (levels === 0) {
    return { resolution: { ...base, result: `${unit.name} ${verb(unit, 'stands')} fast as the rout passes through (${shown}).`, changes: [] }, events: [] };
  }
  const after = loseLevels(unit, levels);
  const { event, change } = unitChange(unit, after.status, after.bases, `routed through, ${plural(levels, 'level')}`);
  return {
    resolution: {
      ...base,
      result: `${unit.name} ${verb(unit, 'is')} routed through (${shown}) and ${verb(unit, 'loses')} ${plural(levels, 'level')}: ${change.from} → ${change.to}.`,
      changes: [change],
    },
    events: [event],
  };
}
