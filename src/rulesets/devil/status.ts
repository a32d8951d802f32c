/**
 * Seed 000, "Combat Effects and Rallying": the status ladder and base losses.
 * OK -> Disordered -> Demoralized; each further level costs a base; a unit that has lost
 * half or more of its starting bases is destroyed.
 */
import type { Status, UnitState } from './state.js';

export const LADDER: readonly Status[] = ['ok', 'disordered', 'demoralized'];

export const STATUS_WORDS: Readonly<Record<Status, string>> = {
  ok: 'OK',
  disordered: 'Disordered',
  demoralized: 'Demoralized',
  destroyed: 'Destroyed',
};

export interface LevelLoss {
  readonly status: Status;
  readonly bases: number;
}

/**
 * Apply `levels` lost (or, with `destroy`, outright destruction) to a unit's status and bases.
 * Levels first walk down the ladder; once Demoralized, each further level costs one base.
 */
export function loseLevels(unit: Pick<UnitState, 'status' | 'bases' | 'startBases'>, levels: number, destroy = false): LevelLoss {
  if (unit.status === 'destroyed') return { status: 'destroyed', bases: unit.bases };
  if (destroy) return { status: 'destroyed', bases: 0 };
  let index = LADDER.indexOf(unit.status);
  let bases = unit.bases;
  for (let i = 0; i < levels; i += 1) {
    if (index < LADDER.length - 1) index += 1;
    else bases -= 1;
  }
  if (isDestroyedBy(unit.startBases, bases)) return { status: 'destroyed', bases: Math.max(bases, 0) };
  return { status: LADDER[index] ?? 'demoralized', bases };
}

/** "Any time a unit has lost a full half or more of its starting number of bases, it is immediately destroyed." */
export function isDestroyedBy(startBases: number, bases: number): boolean {
  return (startBases - bases) * 2 >= startBases;
}

/** Regroup: raise the status by `levels` (never above OK, never revives the destroyed). */
export function gainLevels(status: Status, levels: number): Status {
  if (status === 'destroyed') return status;
  const index = Math.max(0, LADDER.indexOf(status) - levels);
  return LADDER[index] ?? 'ok';
}
