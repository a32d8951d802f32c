/**
 * Seed 000, "Ongoing Combats": a unit in one ongoing combat fights it again; `melee <unit>`
 * without `at` names that enemy, which the state already knows.
 */
import { listWords, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { DevilState } from './state.js';

/** `melee <unit>` without `at`: the one enemy the unit is engaged with, else what to name. */
export function engagedEnemy(state: DevilState, unitId: string): Result<string, string> {
  const u = state.units.find((x) => x.id === unitId);
  if (!u) return err(`melee needs a target: melee ${unitId} at <target>`);
  const foes = state.units.filter((x) => u.engagedWith.includes(x.id) && x.status !== 'destroyed');
  if (foes.length === 1) return ok(foes[0]!.id);
  if (foes.length === 0) return err(`${u.name} ${verb(u, 'is')} engaged with no enemy: name the target, melee ${u.id} at <target>`);
  return err(`${u.name} ${verb(u, 'is')} engaged with ${listWords(foes.map((f) => `${f.name} (${f.id})`))}: say which, e.g. melee ${u.id} at ${foes[0]!.id}`);
}
