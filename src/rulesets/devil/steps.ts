/** Seed 000, "Turn Sequence", as data: the walker shows and enforces these steps in order. */
import type { StepDef } from '../../engine/ruleset.js';
import type { DevilStepId } from './state.js';

export const DEVIL_STEPS: readonly (StepDef & { readonly id: DevilStepId })[] = [
  { id: 'initiative', title: 'Initiative', help: 'Roll for the initiative; the winner chooses who acts first.' },
  { id: 'leaders', title: 'Leaders', help: 'Sides alternate giving one leader at a time the initiative; his activations move, fire, charge, fight or rally units.' },
  { id: 'end-fire', title: 'End-of-turn fire', help: 'Units able to fire that have not acted may fire; all of it is simultaneous.' },
  { id: 'impetuous', title: 'Impetuous charges and melees', help: 'Impetuous units must charge and ongoing melees are fought, the sides alternating by initiative.' },
  { id: 'morale', title: 'Camps and army morale', help: 'Camps in contact are sacked; each army\'s points are checked against its break point.' },
  { id: 'over', title: 'Battle over', help: 'An army has broken; the battle is decided.' },
];
