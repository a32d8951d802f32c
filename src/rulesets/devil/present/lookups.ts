/**
 * Small lookups the views of a While the Devil Rules battle share: a unit or leader by id,
 * a unit's type name and bases as every view counts them, the fallen leaders still without
 * an heir. Everything here reads DevilState; nothing changes it.
 */
import { CATALOGUE } from '../catalogue.js';
import type { DevilState, LeaderState, SideIndex, UnitState } from '../state.js';
import { DEVIL_STEPS } from '../steps.js';
import { commandHolder, commandPassed } from '../turn-leaders.js';

export const SIDES: readonly SideIndex[] = [0, 1];

export const stepTitle = (s: DevilState): string => DEVIL_STEPS.find((d) => d.id === s.step)?.title ?? s.step;
export const leaderById = (s: DevilState, id: string | null): LeaderState | undefined => (id ? s.leaders.find((l) => l.id === id) : undefined);
export const unitById = (s: DevilState, id: string): UnitState | undefined => s.units.find((u) => u.id === id);
export const unitName = (s: DevilState, id: string): string => unitById(s, id)?.name ?? id;
export const typeName = (u: UnitState): string => CATALOGUE[u.type]?.name ?? u.type;

/**
 * Bases left as every view counts them: a destroyed unit counts all its bases as destroyed
 * (as army morale does), so it shows 0 of its start, as replay and report do.
 */
export const basesLeft = (u: UnitState): number => (u.status === 'destroyed' ? 0 : u.bases);

/** A leader's bonus after his role: ", +1", ", -1", or nothing. */
export const bonusWords = (b: number): string => (b === 0 ? '' : b > 0 ? `, +${b}` : `, ${b}`);

/** Fallen leaders whose command waits for the game master to name an heir (several survivors). */
export function heirless(s: DevilState): LeaderState[] {
  return s.leaders.filter((l) => {
    if (l.fate === 'alive') return false;
    if (commandPassed(s, l.id)) return false;
    return s.leaders.filter((x) => x.side === l.side && x.fate === 'alive').length > 1;
  });
}

/**
 * Who commands a unit now ("Leaders and Command Control": a fallen leader's command passes to a
 * survivor): its own leader, or the heir who took over (for whom), or the fallen leader still
 * waiting for one.
 */
export function commandWords(s: DevilState, u: UnitState): string {
  const own = leaderById(s, u.commander);
  const holder = commandHolder(s, u);
  if (!own || !holder) return u.commander;
  if (holder.fate === 'alive') return holder === own ? own.name : `${holder.name} (for ${own.name}, ${own.fate})`;
  return s.leaders.some((l) => l.side === holder.side && l.fate === 'alive') ? `${holder.name} (${holder.fate}, no heir yet)` : `${holder.name} (${holder.fate}, no leader left)`;
}
