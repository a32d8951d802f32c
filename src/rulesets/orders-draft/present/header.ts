/** The one-line header, the prompt and where the battle stands. */
import { brokenText, join, strong } from '../../../present/build.js';
import type { Text } from '../../../present/model.js';
import type { Where } from '../../../present/ruleset.js';
import { EMPTY_SECTIONS } from '../sections.js';
import { allDone, type OrdersState } from '../state.js';

export const ordersWhere = (s: OrdersState): Where => ({ turn: s.turn, step: s.step, over: s.outcome !== null });

export function ordersHeader(s: OrdersState): Text {
  const side = s.sides[s.side];
  const step = s.step === 'orders' ? `${side} Orders phase` : `${side}: rest of the turn (${EMPTY_SECTIONS})`;
  const parts: Text[] = [`Turn ${s.turn}`, [strong(step)]];
  if (s.step === 'orders') {
    const own = s.regiments.filter((r) => r.side === s.side);
    const active = own.find((r) => r.commander?.status === 'active');
    if (active?.commander) parts.push(`ordering: ${active.commander.name} (${active.commander.rating})`);
    const done = own.filter((r) => r.commander === null || r.commander.status === 'done').length;
    parts.push(allDone(s) ? 'every commander done' : `commanders done ${done}/${own.length}`);
  }
  if (s.outcome) parts.push([brokenText(s.outcome.text)]);
  return join(parts, ' | ');
}

export const ordersPrompt = (s: OrdersState): string => `T${s.turn} ${s.sides[s.side]} ${s.step === 'orders' ? 'orders' : 'rest'}> `;
