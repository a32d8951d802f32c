/**
 * 4.5, 11.4: after a unit's move, the enemy units that may react to it now, with the command
 * each would type. The game master need not look for them on the map: the hexes say.
 */
import { listWords } from '../../engine/english.js';
import { inPlay } from './helpers.js';
import { reactPlan } from './reactions.js';
import type { PsState } from './state.js';
import { isMoveStep } from './steps.js';
import { isGun, movementReactions } from './units.js';

/** "Smaland Horse may react (4.5, 11.4): react B4 melee|charge A5.", or null when no unit may. */
export function reactionHint(s: PsState, mover: string): string | null {
  const t = s.units.find((u) => u.id === mover);
  if (!t || t.hex === null || !isMoveStep(s) || s.moving?.unit !== mover || s.moving.ended) return null;
  const open: { name: string; command: string }[] = [];
  for (const e of s.units) {
    if (e.side === t.side || !inPlay(e) || isGun(e.type) || e.hex === null) continue;
    let to = '';
    const hows = movementReactions(e.type).filter((how) => {
      const plan = reactPlan(s, { kind: 'react', unit: e.id, how, target: t.id, pursue: false });
      // 11.4: two hexes away with more than one hex between, the refusal asks which: still open.
      const choices = plan.ok ? [] : [...plan.error.matchAll(/--to (\d{4})/g)].map((m) => m[1]);
      if (choices.length > 0) to = ` --to ${choices.join('|')}`;
      return plan.ok || choices.length > 0;
    });
    if (hows.length > 0) open.push({ name: e.name, command: `react ${e.id} ${hows.join('|')} ${t.id}${to}` });
  }
  if (open.length === 0) return null;
  const who = listWords(open.map((o) => o.name));
  return `${who} may react (4.5, 11.4): ${open.map((o) => o.command).join('; ')}.`;
}
