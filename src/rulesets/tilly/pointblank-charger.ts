/**
 * Seed 003, "Step 3.3. Point Blank Shooting": a unit shoots only at a unit that charged it, so
 * when one charger is left to shoot at, `at <charger>` may be left out (as `charge` with no
 * unit makes every declared charge); a bare `pointblank` is the one open line, all its
 * shooters together ("Shooting order": all shooting at one target happens at once).
 */
import { err, ok, type Result } from '../../engine/result.js';
import { type Named, unitList, verb } from '../../engine/english.js';
import { onTable, unitOf } from './helpers.js';
import { planShooting } from './shooting.js';
import type { TillyState } from './state.js';
import { stepDef } from './steps.js';

export interface PointBlankPair {
  readonly shooter: string;
  readonly charger: string;
}

const open = (s: TillyState, units: readonly string[], charger: string): boolean =>
  planShooting(s, { kind: 'shoot', units: [...units], target: charger, flank: [], cover: false, pointBlank: true }).ok;

/** The chargers that made contact with a unit this turn. */
const chargersOf = (s: TillyState, id: string): string[] => s.units.filter((c) => onTable(c) && c.charged?.contact && c.charged.targets.includes(id)).map((c) => c.id);

/** Every unit that may shoot at point-blank range now, with its charger, in the order of the units. */
export function pointBlankPairs(s: TillyState): PointBlankPair[] {
  if (s.step !== 'point-blank') return [];
  const out: PointBlankPair[] = [];
  for (const charger of s.units.filter((c) => onTable(c) && c.charged?.contact)) {
    for (const id of charger.charged?.targets ?? []) {
      if (onTable(unitOf(s, id)) && open(s, [id], charger.id)) out.push({ shooter: id, charger: charger.id });
    }
  }
  return out;
}

/** The open lines, one per charger with all its shooters. */
export function pointBlankLines(pairs: readonly PointBlankPair[]): string[] {
  const byCharger = new Map<string, string[]>();
  for (const p of pairs) byCharger.set(p.charger, [...(byCharger.get(p.charger) ?? []), p.shooter]);
  return [...byCharger].map(([charger, shooters]) => `pointblank ${shooters.join(',')} at ${charger}`);
}

/** The shooters and charger a `pointblank` line without `at <charger>` stands for, or why it needs one. */
export function pointBlankDefault(s: TillyState, units: readonly string[]): Result<{ units: string[]; target: string }, string> {
  // Named shooters find their charger in any step, so `odds pointblank D3` works before 3.3 too.
  if (units.length === 0) {
    if (s.step !== 'point-blank') return err(`point-blank shooting happens in step 3.3, not in ${stepDef(s.step).title.toLowerCase()}`);
    const pairs = pointBlankPairs(s);
    const lines = pointBlankLines(pairs);
    const [only] = pairs;
    if (!only) return err('no unit may shoot at point-blank range now');
    if (lines.length > 1) return err(`pointblank needs the shooters and their charger: ${lines.join('; ')}`);
    return ok({ units: pairs.map((p) => p.shooter), target: only.charger });
  }
  const names = unitList(units.map((id) => unitOf(s, id).name));
  // Several units are one plural subject ("A and B were"); one unit agrees as its name (or its scenario) says.
  const subject: Named = units.length > 1 ? names : unitOf(s, units[0] as string);
  const were = verb(subject, 'was');
  const common = chargersOf(s, units[0] as string).filter((c) => units.every((id) => chargersOf(s, id).includes(c)));
  if (common.length === 0) return err(`${names} ${were} not charged by ${units.length > 1 ? 'the same unit' : 'any unit'} this turn: pointblank shoots only at a charger`);
  const openNow = common.filter((c) => open(s, units, c));
  // One charger left to shoot at; with none open, the only charger (the refusal then says why).
  const chosen = openNow.length === 1 ? openNow[0] : openNow.length === 0 && common.length === 1 ? common[0] : undefined;
  if (chosen !== undefined) return ok({ units: [...units], target: chosen });
  const options = (openNow.length > 0 ? openNow : common).map((c) => unitOf(s, c).name);
  return err(`${names} ${were} charged by ${unitList(options)}: name the one to shoot at (pointblank ${units.join(',')} at ${(openNow[0] ?? common[0]) as string})`);
}
