/**
 * Where a While the Devil Rules battle stands, as plain data for `replay` and `report`:
 * each side's morale points against its break point (from the engine's own count, so the
 * numbers are the ones the break check used), its losses, and every unit's status and bases.
 */
import { troop } from './catalogue.js';
import { moralePoints } from './morale.js';
import type { DevilState, SideIndex, Status } from './state.js';
import { STATUS_WORDS } from './status.js';

export interface UnitSummary {
  readonly id: string;
  readonly name: string;
  readonly side: SideIndex;
  /** Troop type, as the catalogue names it ("Swedish brigade"). */
  readonly type: string;
  readonly bases: number;
  readonly startBases: number;
  readonly status: Status;
  /** "OK", "Disordered", "Demoralized", "Destroyed". */
  readonly statusWord: string;
  /** Names of the enemies it is locked in combat with. */
  readonly engagedWith: readonly string[];
}

export interface SideLosses {
  /** Bases lost, a destroyed unit counting all its starting bases (as army morale counts them). */
  readonly basesLost: number;
  readonly startBases: number;
  readonly unitsDestroyed: readonly string[];
  readonly unitsDisordered: number;
  readonly unitsDemoralized: number;
  /** "Name (killed)" or "Name (captured)". */
  readonly leadersLost: readonly string[];
  readonly campSacked: boolean;
}

export interface SideSummary {
  readonly side: SideIndex;
  readonly name: string;
  readonly role: 'attacker' | 'defender';
  readonly points: number;
  readonly breakPoint: number;
  /** Declared broken by an end-of-turn army check. */
  readonly broken: boolean;
  /** Its points have reached the break point (the check at the end of the turn will break it). */
  readonly atBreakPoint: boolean;
  readonly losses: SideLosses;
}

export interface BattleSummary {
  readonly turn: number;
  readonly step: string;
  readonly over: boolean;
  /** The decision in one sentence, once an army has broken. */
  readonly outcome: string | null;
  readonly sides: readonly SideSummary[];
  readonly units: readonly UnitSummary[];
}

const STEP_TITLES: Readonly<Record<DevilState['step'], string>> = {
  initiative: 'Initiative',
  leaders: 'Leaders',
  'end-fire': 'End-of-turn fire',
  impetuous: 'Impetuous charges and melees',
  morale: 'Camps and army morale',
  over: 'Battle over',
};

export function summarizeDevilState(state: DevilState): BattleSummary {
  const nameOf = new Map(state.units.map((u) => [u.id, u.name]));
  const units: UnitSummary[] = state.units.map((u) => ({
    id: u.id,
    name: u.name,
    side: u.side,
    type: troop(u.type).name,
    bases: u.status === 'destroyed' ? 0 : u.bases,
    startBases: u.startBases,
    status: u.status,
    statusWord: STATUS_WORDS[u.status],
    engagedWith: u.engagedWith.map((id) => nameOf.get(id) ?? id),
  }));
  const sides = ([0, 1] as const).map((side): SideSummary => {
    const standing = moralePoints(state, side);
    const own = state.units.filter((u) => u.side === side);
    const s = state.sides[side];
    return {
      side,
      name: s.name,
      role: s.role,
      points: standing.points,
      breakPoint: standing.breakPoint,
      broken: s.broken,
      atBreakPoint: standing.points >= standing.breakPoint,
      losses: {
        basesLost: own.reduce((n, u) => n + (u.status === 'destroyed' ? u.startBases : Math.max(0, u.startBases - u.bases)), 0),
        startBases: own.reduce((n, u) => n + u.startBases, 0),
        unitsDestroyed: own.filter((u) => u.status === 'destroyed').map((u) => u.name),
        unitsDisordered: own.filter((u) => u.status === 'disordered').length,
        unitsDemoralized: own.filter((u) => u.status === 'demoralized').length,
        leadersLost: state.leaders.filter((l) => l.side === side && l.fate !== 'alive').map((l) => `${l.name} (${l.fate})`),
        campSacked: s.campSacked,
      },
    };
  });
  return {
    turn: state.turn,
    step: STEP_TITLES[state.step] ?? state.step,
    over: state.outcome !== null,
    outcome: state.outcome?.text ?? null,
    sides,
    units,
  };
}
