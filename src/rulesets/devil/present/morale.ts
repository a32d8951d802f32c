/**
 * `morale`: each army's points towards breaking against its break point ("Army Morale"),
 * and what they are made of.
 */
import { brokenText, meter, note, present, strong, table } from '../../../present/build.js';
import type { Block, Cell, Json, Presentation } from '../../../present/model.js';
import { moralePoints } from '../morale.js';
import type { DevilState } from '../state.js';
import { SIDES } from './lookups.js';

export function moraleView(s: DevilState): Presentation {
  const standings = SIDES.map((i) => moralePoints(s, i));
  const rows: Cell[][] = standings.map((m) => {
    const side = s.sides[m.side];
    const state: Cell = side.broken ? [brokenText('BROKEN')] : m.points >= m.breakPoint ? [brokenText(m.points > m.breakPoint ? 'past its break point' : 'at its break point')] : `${m.breakPoint - m.points} to go`;
    // A break point of 0 would divide by nothing: the bar is then full at one point.
    const towards = meter(m.points, Math.max(1, m.breakPoint), m.points > 0 ? { tone: 'loss' } : {});
    return [side.name, `${m.points}/${m.breakPoint}`, towards, state];
  });
  const blocks: Block[] = [table(['side', 'points', 'towards breaking', ''], rows)];
  for (const m of standings) {
    const items = m.items.filter((it) => it.points > 0);
    if (items.length === 0) continue;
    blocks.push(note([strong(m.name), `: ${items.map((it) => `${it.label} ${it.count}×${it.each} = ${it.points}${it.who.length ? ` (${it.who.join(', ')})` : ''}`).join('; ')}`]));
  }
  const data = {
    kind: 'morale',
    sides: standings.map((m) => ({ side: m.name, points: m.points, breakPoint: m.breakPoint, broken: s.sides[m.side].broken, items: m.items })),
  };
  return present('morale', blocks, data as unknown as Json);
}
