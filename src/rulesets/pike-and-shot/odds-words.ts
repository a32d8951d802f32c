/**
 * The words `odds` and `mods` open with: the two units and the value the combat reads, and each
 * side's total in the same words.
 */
import { its, verb } from '../../engine/english.js';
import { type CombatPlan, differentialItems } from './combat.js';
import { factorSum, lineValue } from './roll-context.js';
import type { PsUnit } from './state.js';

/**
 * `odds`' first line: "Baldiron vs Finnish Horse: fire factor 4 = 3 (fire) + 1 (leader Tilly)",
 * "Smaland Horse vs Savelli: differential -1 = 4 (melee) − 5 (Savelli's melee)", from the
 * sides showing now (the melee die reads them after the exchange of fire, 5.4).
 */
export function headLine(p: CombatPlan, a: PsUnit, t: PsUnit): string {
  if (p.kind === 'fire') {
    const back = p.back ? `; ${t.name} ${verb(t, 'fires')} back, ${lineValue(p.back.line, p.back.value, p.back.items)}` : '';
    return `${a.name} vs ${t.name}: ${lineValue(p.fire.line, p.fire.value, p.fire.items)}${back}`;
  }
  const am = p.attackerMelee[a.status];
  const dm = p.defenderMelee[t.status];
  return `${a.name} vs ${t.name}: ${factorSum('differential', am.value - dm.value, differentialItems(am.items, t.name, dm.items))}`;
}

/**
 * `mods`' words for each side's total, as the head names it: "fire factor 4", "fire strength 2",
 * "melee factor 6"; a target that does not fire back counts no factor of its own (5.3, 12.2).
 */
export function sideWords(p: CombatPlan, a: PsUnit, t: PsUnit): { actor: string; target: string } {
  if (p.kind === 'fire') {
    const target = p.back ? `${lineValue(p.back.line, p.back.value, [])}, firing back (5.5)` : `takes the fire; no factor of ${its(t)} own counts`;
    return { actor: lineValue(p.fire.line, p.fire.value, []), target };
  }
  return { actor: factorSum('melee factor', p.attackerMelee[a.status].value, []), target: factorSum('melee factor', p.defenderMelee[t.status].value, []) };
}

