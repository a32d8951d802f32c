/**
 * A target left out where only one is possible: the tool does not ask what it already knows.
 * `melee <unit>` fights the unit it charged this game move ("THE MELEE"); `pursue <cavalry>`
 * pursues the one enemy that has lost post-melee morale ("BONUS MOVES" 2). When more than one
 * is possible, or none, the refusal says so and names them.
 */
import { err, ok, type Result } from '../../engine/result.js';
import { its, itWord, listWords, verb } from '../../engine/english.js';
import type { ScrubyAction } from './actions.js';
import { inPlay, unitById } from './roster.js';
import type { ScrubyState } from './state.js';
import { isCavalry, isGun } from './table.js';

export interface Targeted {
  readonly action: ScrubyAction;
  /** Said before the result when the target was taken, not typed; null otherwise. */
  readonly note: string | null;
}

/** The action with its one possible target filled in, or the action as typed. */
export function withImpliedTarget(state: ScrubyState, action: ScrubyAction): Result<Targeted, string> {
  const same: Result<Targeted, string> = ok({ action, note: null });
  if (action.target !== undefined || (action.command !== 'melee' && action.command !== 'pursue')) return same;
  const a = unitById(state, action.unit);
  // An unknown or departed actor, or non-cavalry pursuing: the command's own refusal says why.
  if (!a || !inPlay(a, state.options.roster)) return same;
  if (action.command === 'melee') {
    const charged = a.charge ? unitById(state, a.charge.target) : undefined;
    // Charged itself, the unit defends: the charger attacks in that melee ("CAVALRY" 1a).
    const charger = a.charge ? undefined : state.units.find((u) => u.charge?.target === a.id && inPlay(u, state.options.roster));
    if (!charged && charger) return err(`${charger.name} charged ${a.name} this game move: the charger attacks in the melee of ${its(charger)} charge, so fight it with melee ${charger.id} ("CAVALRY" 1a)`);
    if (!charged) return err(`name the enemy ${a.name} ${verb(a, 'fights')}: melee ${a.id} at <target> (${itWord(a)} ${verb(a, 'has')} no charge to fight out)`);
    return ok({ action: { ...action, target: charged.id }, note: `${a.name} ${verb(a, 'fights')} ${charged.name}, ${isGun(charged.type) ? 'which' : 'whom'} ${itWord(a)} charged` });
  }
  if (!isCavalry(a.type)) return same;
  const beaten = state.units.filter((u) => u.side !== a.side && u.defeated && inPlay(u, state.options.roster));
  const only = beaten[0];
  if (beaten.length === 1 && only) return ok({ action: { ...action, target: only.id }, note: null });
  if (beaten.length === 0) return err(`no enemy of ${a.name} has lost post-melee morale this game move, so there is nobody to pursue ("BONUS MOVES" 2)`);
  return err(`name the unit ${a.name} ${verb(a, 'pursues')}: ${listWords(beaten.map((u) => `${u.name} (${u.id})`))} have lost post-melee morale (pursue ${a.id} at ${beaten[0]?.id})`);
}
