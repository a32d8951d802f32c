/**
 * Seed 004, 3.1 "The Game Turn", as data: six phases a turn. The weather phase is there only
 * when the scenario gives a weather check. Each step names who acts in it and which commands
 * it allows, so refusals come from one table.
 */
import type { StepDef } from '../../engine/ruleset.js';
import type { PsState, SideIndex, StepId } from './state.js';

export interface PsStepDef extends StepDef {
  readonly id: StepId;
  /** The phase's number in 3.1: "I" to "VI". */
  readonly number: string;
  /** The first or second player acts, or nobody. */
  readonly player: 'first' | 'second' | null;
  readonly kind: 'weather' | 'move' | 'combat' | 'end' | 'over';
}

export const PS_STEPS: readonly PsStepDef[] = [
  { id: 'weather', number: 'I', title: 'Weather', help: 'Check the weather as the folio says (3.1 I): record it with weather "…".', player: null, kind: 'weather' },
  {
    id: 'first-move',
    number: 'II',
    title: 'First player movement',
    help: "The first player moves his units (4.0); the second player's eligible units react (4.5).",
    player: 'first',
    kind: 'move',
  },
  {
    id: 'first-combat',
    number: 'III',
    title: 'First player combat',
    help: "The first player's units fire, melee, charge or recover (5.0, 6.2); the second player's units may react (5.5).",
    player: 'first',
    kind: 'combat',
  },
  {
    id: 'second-move',
    number: 'IV',
    title: 'Second player movement',
    help: "The second player moves his units (4.0); the first player's eligible units react (4.5).",
    player: 'second',
    kind: 'move',
  },
  {
    id: 'second-combat',
    number: 'V',
    title: 'Second player combat',
    help: "The second player's units fire, melee, charge or recover (5.0, 6.2); the first player's units may react (5.5).",
    player: 'second',
    kind: 'combat',
  },
  {
    id: 'end',
    number: 'VI',
    title: 'Game turn marker',
    help: 'Advance the game turn marker; after the last turn the winner is worked out from the victory conditions (3.1 VI).',
    player: null,
    kind: 'end',
  },
  { id: 'over', number: '', title: 'Battle over', help: 'The last turn is over (or an instant victory was declared).', player: null, kind: 'over' },
];

export function stepDef(id: StepId): PsStepDef {
  return PS_STEPS.find((s) => s.id === id) as PsStepDef;
}

/** The side that acts in this step (the phasing player), or null. */
export function activeSide(s: Pick<PsState, 'step' | 'firstPlayer'>): SideIndex | null {
  const p = stepDef(s.step).player;
  if (p === null) return null;
  return p === 'first' ? s.firstPlayer : s.firstPlayer === 0 ? 1 : 0;
}

export const isMoveStep = (s: Pick<PsState, 'step'>): boolean => stepDef(s.step).kind === 'move';
export const isCombatStep = (s: Pick<PsState, 'step'>): boolean => stepDef(s.step).kind === 'combat';

/** "phase III, first player combat" for messages. */
export const stepWords = (id: StepId): string => {
  const d = stepDef(id);
  return d.number ? `phase ${d.number} (${d.title.toLowerCase()})` : d.title.toLowerCase();
};
