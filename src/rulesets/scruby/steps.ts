/**
 * The game move's sequence: a designed default, since the text assumes its "basic rules"
 * give one. Move and fire (both sides; split moves and caracoles fire within their move),
 * then melees with their scatter, pursuit and bonus moves, then rallies and the end of the
 * move (reloading, scattered stands retiring, guns held for a full move captured).
 */
import type { StepDef } from '../../engine/ruleset.js';
import type { ScrubyState, StepId } from './state.js';

export interface ScrubyStepDef extends StepDef {
  readonly id: StepId;
  /** Battle commands allowed in this step (corrections, `next` and views always are). */
  readonly commands: readonly string[];
}

export const SCRUBY_STEPS: readonly ScrubyStepDef[] = [
  {
    id: 'move',
    title: 'Move and fire',
    help: 'Both sides move, form, mount or dismount, fire muskets, pistols and guns, and declare charges.',
    commands: ['advance', 'form', 'mount', 'dismount', 'fire', 'reload', 'charge', 'counter-battery', 'crew', 'capture'],
  },
  {
    id: 'melee',
    title: 'Melee',
    help: 'Charges are fought out; the loser scatters (or is pursued by cavalry); the winner may take a bonus move.',
    commands: ['melee', 'scatter', 'pursue', 'bonus', 'capture'],
  },
  {
    id: 'rally',
    title: 'Rally',
    help: 'Scattered and retiring units may try their UE to rally; guns may be reloaded; next ends the game move.',
    // A unit beaten in the melee step and not yet scattered still must scatter ("THE SCATTER RULE" 1).
    commands: ['rally', 'scatter', 'reload', 'crew', 'capture'],
  },
];

export const stepDef = (id: StepId): ScrubyStepDef => SCRUBY_STEPS.find((s) => s.id === id) ?? (SCRUBY_STEPS[0] as ScrubyStepDef);

const ANY_STEP = new Set(['next', 'set', 'note']);

/** Why `command` is not played in this step (designed default `sequence`), or null. */
export function stepRefusal(state: ScrubyState, command: string): string | null {
  if (!state.options.sequence || ANY_STEP.has(command) || stepDef(state.step).commands.includes(command)) return null;
  const where = SCRUBY_STEPS.filter((s) => s.commands.includes(command)).map((s) => s.title.toLowerCase());
  return `${command} belongs to the ${where.join(' or ')} step; this is the ${stepDef(state.step).title.toLowerCase()} step (next moves on)`;
}
