/**
 * Two rules of "Leaders and Command Control" the turn engine applies: a leader stays with a
 * unit in an ongoing combat, and a fallen leader's command passes to a survivor, said in a
 * sentence.
 */
import type { DevilState, LeaderState } from './state.js';
import { listWords, possessive, verb } from './words.js';

const unitById = (s: DevilState, id: string) => s.units.find((u) => u.id === id);
const leaderById = (s: DevilState, id: string) => s.leaders.find((l) => l.id === id);

/**
 * "Leaders and Command Control": a leader may detach at any time, unless his unit is in an
 * ongoing combat. Why he may not leave his unit now, naming the fix when the record is wrong, or null.
 */
export function leaderHeldInCombat(state: DevilState, l: LeaderState): string | null {
  const u = l.attachedTo ? unitById(state, l.attachedTo) : undefined;
  if (!u || u.engagedWith.length === 0) return null;
  const enemies = listWords(u.engagedWith.map((id) => unitById(state, id)?.name ?? id));
  return `${l.name} may not leave ${u.name} while it is in an ongoing combat ("Leaders and Command Control"). If ${u.name} ${verb(u, 'is')} no longer in contact with ${enemies}, record that first: disengage ${u.id}.`;
}

/**
 * The sentence that says who now commands a fallen leader's units ("Leaders and Command
 * Control": his command passes to a single surviving leader), e.g. "Banér now commands Horn's units."
 */
export function commandPassedText(state: DevilState, fallen: LeaderState, heir: LeaderState): string {
  const inherited = fallen.inherited.map((id) => leaderById(state, id)?.name ?? id);
  const also = inherited.length > 0 ? `, and those ${fallen.name} had taken over from ${listWords(inherited)}` : '';
  const army = fallen.role === 'army' || fallen.inherited.some((id) => leaderById(state, id)?.role === 'army');
  const whole = army && heir.role !== 'army' ? ` As heir to the army commander, ${heir.name} may activate any unit of the army.` : '';
  return `${heir.name} now commands ${possessive(fallen.name)} units${also}.${whole}`;
}
