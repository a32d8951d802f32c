/**
 * The CRT lines a combat reads, as `odds` and `mods` say them to players rolling by hand
 * (seed 004, 5.3, 5.4, 7.3, 9.3, 9.4, 10.5, 11.7): a sentence a die, in order, with why the
 * line, its column, and for a melee's exchange of fire the fire factor as a sum. The melee
 * die's other columns, where the exchange of fire disorders a side first, are read from the
 * resolver's own results, so they are exactly the ones the roll may read.
 */
import { itWord, verb } from '../../engine/english.js';
import type { Modifier } from '../../engine/ruleset.js';
import { type CombatPlan, type CombatResult, type FireSpec, meleeLine } from './combat.js';
import { type CrtLineId, LINE_TITLE } from './crt.js';
import { unitOf } from './helpers.js';
import { columnOf, lineCited, lineValue } from './roll-context.js';
import type { PsState, PsUnit } from './state.js';

/** One CRT line the combat reads: its sentence, and the terms of an exchange of fire no head sums up (5.4). */
export interface CombatLine {
  readonly text: string;
  readonly items: readonly Modifier[];
}

const SETTLED = 'No face of this die changes anything: "any" in the odds, not asked by hand.';

const onLine = (line: CrtLineId, why: string | undefined) => `on the ${lineCited(line, why)}`;

/** 5.4: why a unit of a melee rolls no fire die: a charger never fires (11.7 2), nor a unit with no fire factor (5.3). */
const holdsFire = (u: PsUnit, charger: boolean): string =>
  charger ? `${u.name} ${verb(u, 'does')} not fire, as ${itWord(u)} ${verb(u, 'charges')} (11.7 2).` : `${u.name} ${verb(u, 'does')} not fire: ${itWord(u)} ${verb(u, 'has')} no fire factor (5.3, 5.4).`;

/** The melee die as one result read it: its line and column, and the units the exchange of fire disordered before it. */
interface MeleeRead {
  readonly disordered: readonly string[];
  readonly line: CrtLineId;
  readonly column: string;
}

/** 5.4, 11.7: each other way the melee die is read, once, by the units the exchange of fire disorders first (attacker first). */
function otherReads(p: Extract<CombatPlan, { kind: 'melee' }>, results: readonly CombatResult[]): MeleeRead[] {
  const seen = new Map<string, MeleeRead>();
  for (const r of results) {
    const k = r.stages.findIndex((st) => !st.fire);
    const die = r.stages[k];
    if (die === undefined) continue;
    const hit = new Set(r.consequences.filter((c) => c.stage < k && c.disorder && c.ignored === null).map((c) => c.unit));
    const disordered = [p.attacker, p.defender].filter((f) => hit.has(f.id)).map((f) => f.name);
    if (disordered.length > 0 && !seen.has(disordered.join('+'))) seen.set(disordered.join('+'), { disordered, line: die.line, column: die.column });
  }
  return [...seen.values()].sort((a, b) => a.disordered.length - b.disordered.length || (a.disordered[0] === p.attacker.name ? -1 : 1));
}

/**
 * The melee die's sentences: "Baldiron melees on the Melee line (5.4), column +1.", then, when the
 * exchange of fire may change it, "If the exchange of fire disorders Baldiron, column -1; …", or
 * for a charge the Melee line when the defender's fire breaks it (11.7). Two short sentences, so
 * each fits a table's width.
 */
function meleeWords(s: PsState, p: Extract<CombatPlan, { kind: 'melee' }>, results: readonly CombatResult[]): string[] {
  const a = unitOf(s, p.attacker.id);
  const m = meleeLine(p, p.charge);
  const column = `column ${columnOf(s.rules.crt, m.line, p.attackerMelee[a.status].value - p.defenderMelee[unitOf(s, p.defender.id).status].value)}`;
  // A read like the one now says nothing new; "both" stays beside a single one, so neither is misread as both.
  const all = otherReads(p, results);
  const differs = all.filter((r) => r.line !== m.line || `column ${r.column}` !== column);
  const both = all.find((r) => r.disordered.length > 1);
  const reads = differs.some((r) => r.disordered.length === 1) && both && !differs.includes(both) ? [...differs, both] : differs;
  const at = (r: MeleeRead) => `column ${r.column}${r.line !== m.line ? ` on the ${LINE_TITLE[r.line]} line` : ''}`;
  const alts =
    reads.length === 0
      ? []
      : p.charge
        ? [`If the defender's fire disorders ${itWord(a)}, the charge is broken: ${reads.map(at).join(', ')} (11.7).`]
        : [`If the exchange of fire disorders ${reads.map((r) => `${r.disordered.length > 1 ? 'both' : r.disordered[0]}, ${at(r)}`).join('; ')}.`];
  if (!p.charge) return [`${a.name} ${verb(a, 'melees')} ${onLine(m.line, m.why)}, ${column}.`, ...alts];
  if (m.why) return [`${a.name} ${verb(a, 'charges')} on the Charge line, broken or not, ${m.why}, ${column}.`, ...alts];
  return [`${a.name} ${verb(a, 'charges')} on the Charge line (11.7), ${column}.`, ...alts];
}

/**
 * Each CRT line the combat reads, why (9.3, 9.4: a battalion's flank or rear switches them)
 * and its column, a sentence a die, in order. The head sums a fire's value or the melee's
 * differential; a melee's exchange of fire has no head, so each fire's sentence sums its own
 * (5.4, 7.3) and carries its terms for `mods`. `results`: the combat over every fall of the dice.
 */
export function combatLines(s: PsState, p: CombatPlan, results: readonly CombatResult[]): CombatLine[] {
  const melee = p.kind === 'melee';
  // 5.4, 6.1: a settled die (no face changes anything) says so, as its code in the odds reads "any";
  // only when it is settled in every fall that rolls it (the exchange of fire may decide it).
  const settled = (roller: string, fire: boolean) => {
    const dice = results.flatMap((r) => r.stages.filter((st) => st.noDie === undefined && st.fire === fire && st.roller === roller));
    return dice.length > 0 && dice.every((st) => st.settled) ? ` ${SETTLED}` : '';
  };
  const fires = (id: string, spec: FireSpec | null, back = false): CombatLine[] => {
    const u = unitOf(s, id);
    if (!spec) return melee ? [{ text: holdsFire(u, p.kind === 'melee' && p.charge && id === p.attacker.id), items: [] }] : [];
    const at = `${u.name} ${verb(u, 'fires')}${back ? ' back' : ''} ${onLine(spec.line, spec.why)}, column ${columnOf(s.rules.crt, spec.line, spec.value)}`;
    return [{ text: `${melee ? `${at}: ${lineValue(spec.line, spec.value, spec.items)}.` : `${at}.`}${settled(u.name, true)}`, items: melee ? spec.items : [] }];
  };
  if (p.kind === 'fire') return [...fires(p.firer.id, p.fire), ...fires(p.target.id, p.back, true)];
  const words = meleeWords(s, p, results);
  const last = settled(p.attacker.name, false);
  return [...fires(p.attacker.id, p.attackerFire), ...fires(p.defender.id, p.defenderFire), ...words.map((text, i) => ({ text: i === 0 ? `${text}${last}` : text, items: [] }))];
}
