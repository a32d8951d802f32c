/**
 * The header and prompt: the game move, its step, and each side's kill points taken (also those
 * on guns it lost), each unit's counted up to what it had (killsCounted).
 */
import { join } from '../../../present/build.js';
import type { Text } from '../../../present/model.js';
import { killsCounted } from '../roster.js';
import type { ScrubyState } from '../state.js';
import { stepDef } from '../steps.js';

export function scrubyHeader(s: ScrubyState): Text {
  const taken = s.sides.map((side, i) => `${side.name} ${s.units.filter((u) => u.side === i).reduce((n, u) => n + killsCounted(u), s.carried[i]?.kills ?? 0)}`);
  return join([`Game move ${s.turn}`, stepDef(s.step).title, `kill points taken: ${taken.join(', ')}`], ' | ');
}

export const scrubyPrompt = (s: ScrubyState): string => `M${s.turn} ${s.step}> `;
