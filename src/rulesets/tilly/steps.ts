/**
 * Seed 003, "Sequence of Play", as data: four phases and their steps. The walker shows and
 * enforces them in order; each step names who acts in it and which commands it allows, so
 * menus and refusals come from one table.
 */
import type { StepDef } from '../../engine/ruleset.js';
import type { TillyStepId } from './state.js';

/** Who acts in a step: a role, both sides, or nobody (the step applies itself). */
export type StepActor = 'attacker' | 'defender' | 'both' | 'none';

export interface TillyStepDef extends StepDef {
  readonly id: TillyStepId;
  /** "Step 1.1. Attacker Move" */
  readonly number: string;
  readonly phase: string;
  /** The seed's section heading the step rests on. */
  readonly section: string;
  readonly actor: StepActor;
  /** Battle commands (besides `next`, GM corrections and views) allowed in this step. */
  readonly commands: readonly string[];
}

/** Commands allowed in every step: game-master corrections and no-roll previews. */
export const ALWAYS = ['next', 'set', 'rout', 'fall', 'engage', 'disengage', 'attach', 'detach', 'note', 'odds', 'mods'] as const;

export const TILLY_STEPS: readonly TillyStepDef[] = [
  {
    id: 'setup',
    number: '',
    phase: 'Game set up',
    section: 'Game set up',
    title: 'Set-up',
    help: 'Before turn 1: the initiative roll makes one side the attacker, the defender places the terrain, then the commands deploy alternately (the defender first) and the cannons last (the attacker first).',
    actor: 'both',
    commands: ['initiative', 'terrain', 'deploy'],
  },
  {
    id: 'attacker-move',
    number: '1.1',
    phase: 'Phase 1. Attacker',
    section: 'Step 1.1. Attacker Move',
    title: 'Attacker move',
    help: 'The attacker moves units in command (within 8 TUM of their commander, or by a command check); cannons may pivot instead of shooting.',
    actor: 'attacker',
    commands: ['move', 'pivot', 'rallyback'],
  },
  {
    id: 'defender-shoot',
    number: '1.2',
    phase: 'Phase 1. Attacker',
    section: 'Step 1.2. Defender Shoot',
    title: 'Defender shoot',
    help: 'The defender shoots, target by target: the primary unit rolls its resolve, secondary and flank shooters one die; all hit on 6.',
    actor: 'defender',
    commands: ['shoot', 'rallyback'],
  },
  {
    id: 'defender-move',
    number: '2.1',
    phase: 'Phase 2. Defender',
    section: 'Phase 2. Defender',
    title: 'Defender move',
    help: 'The defender moves, as in step 1.1.',
    actor: 'defender',
    commands: ['move', 'pivot', 'rallyback'],
  },
  {
    id: 'attacker-shoot',
    number: '2.2',
    phase: 'Phase 2. Defender',
    section: 'Phase 2. Defender',
    title: 'Attacker shoot',
    help: 'The attacker shoots, as in step 1.2.',
    actor: 'attacker',
    commands: ['shoot', 'rallyback'],
  },
  {
    id: 'declare',
    number: '3.1',
    phase: 'Phase 3. Close combat',
    section: 'Step 3.1. Declare Charge',
    title: 'Declare charges',
    help: 'Both sides declare charges: units that did not shoot, are not locked in melee and can reach an enemy; front before flank; commanders charge to join a unit.',
    actor: 'both',
    commands: ['declare', 'rallyback'],
  },
  {
    id: 'charge',
    number: '3.2',
    phase: 'Phase 3. Close combat',
    section: 'Step 3.2. Charge',
    title: 'Charge',
    help: 'Cancelled charges are removed; the rest move in order: attacker cavalry, defender cavalry, attacker infantry, defender infantry, attacker then defender commanders.',
    actor: 'both',
    commands: ['charge', 'rallyback'],
  },
  {
    id: 'point-blank',
    number: '3.3',
    phase: 'Phase 3. Close combat',
    section: 'Step 3.3. Point Blank Shooting',
    title: 'Point-blank shooting',
    help: 'Charged units that have not shot or charged may shoot at their chargers (or, with the optional rule, evade).',
    actor: 'both',
    commands: ['pointblank', 'evade', 'rallyback'],
  },
  {
    id: 'melee',
    number: '3.4',
    phase: 'Phase 3. Close combat',
    section: 'Step 3.4. Melee',
    title: 'Melee',
    help: 'Every melee is fought, the sides alternating the choice, starting with the side with most units charging (the attacker on a tie).',
    actor: 'both',
    commands: ['melee'],
  },
  {
    id: 'rally-back',
    number: '3.5',
    phase: 'Phase 3. Close combat',
    section: 'Step 3.5 Rally back',
    title: 'Rally back',
    help: 'Horse and light horse that lost a melee, and units that evaded, must rally back up to 3 TUM; other horse and light horse that did not win or draw may.',
    actor: 'both',
    commands: ['rallyback'],
  },
  {
    id: 'command-morale',
    number: '4.1',
    phase: 'Phase 4. Morale',
    section: 'Step 4.1. Command Morale',
    title: 'Command morale',
    help: 'Every surviving unit of a command whose commander fell this turn loses 1 resolve (applied on entering the step).',
    actor: 'none',
    commands: [],
  },
  {
    id: 'rally',
    number: '4.2',
    phase: 'Phase 4. Morale',
    section: 'Step 4.2. Unit Rally',
    title: 'Unit rally',
    help: 'An attached commander restores 1 resolve lost to shooting or melee.',
    actor: 'both',
    commands: ['rally'],
  },
  {
    id: 'heroics',
    number: '4.3',
    phase: 'Phase 4. Morale',
    section: 'Step 4.3. Unit Heroics',
    title: 'Unit heroics',
    help: 'For each enemy routed this turn, one unit that hit it (a melee winner first) regains 1 resolve.',
    actor: 'both',
    commands: ['heroics'],
  },
  {
    id: 'army-morale',
    number: '4.4',
    phase: 'Phase 4. Morale',
    section: 'Step 4.4. Army Morale',
    title: 'Army morale',
    help: 'A side that has lost ½ or more of its original units loses (checked on entering the step); `next` starts the next turn.',
    actor: 'none',
    commands: [],
  },
  {
    id: 'over',
    number: '',
    phase: 'Battle over',
    section: 'Step 4.4. Army Morale',
    title: 'Battle over',
    help: 'A side has lost the battle (or both: a draw).',
    actor: 'none',
    commands: [],
  },
];

export function stepDef(id: TillyStepId): TillyStepDef {
  const def = TILLY_STEPS.find((s) => s.id === id);
  if (!def) throw new Error(`unknown step ${id}`);
  return def;
}

/** The step after `id` in the same turn, or null after army morale (a new turn starts). */
export function stepAfter(id: TillyStepId): TillyStepId | null {
  const i = TILLY_STEPS.findIndex((s) => s.id === id);
  const next = TILLY_STEPS[i + 1];
  return next && next.id !== 'over' ? next.id : null;
}

export const isMoveStep = (id: TillyStepId): boolean => id === 'attacker-move' || id === 'defender-move';
export const isShootStep = (id: TillyStepId): boolean => id === 'defender-shoot' || id === 'attacker-shoot';

/** "Step 1.1 Attacker move" for messages. */
export const stepWords = (id: TillyStepId): string => {
  const d = stepDef(id);
  return d.number ? `step ${d.number} ${d.title.toLowerCase()}` : d.title.toLowerCase();
};
