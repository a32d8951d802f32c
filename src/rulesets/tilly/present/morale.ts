/**
 * `morale`: each side's units lost against the number at which it loses, the units gone, how
 * army morale is checked, and the last roll of variable army morale.
 */
import { brokenText, meter, note, present, right, strong, table } from '../../../present/build.js';
import type { Block, Cell, Presentation } from '../../../present/model.js';
import { lostUnits, onTable } from '../helpers.js';
import { losesAt, losesWithSides } from '../scenario.js';
import type { TillyState } from '../state.js';
import { hitOn } from '../units.js';
import { asJson, losers, SIDES } from './words.js';

/** With variable army morale, the roll that loses now (if the side rolls), or the losses before a 6 can. */
function rollState(need: number): Cell {
  if (need <= 1) return [brokenText('any roll loses')];
  return need <= 6 ? `a roll of ${hitOn(need)} loses` : `${need - 6} more lost before a 6 can lose`;
}

export function moraleView(s: TillyState): Presentation {
  const lost = losers(s);
  const rows = SIDES.map((i): Cell[] => {
    const side = s.sides[i];
    const n = lostUnits(s, i);
    const at = losesAt(side.originalUnits);
    const state: Cell = lost.includes(i) ? [brokenText('LOST THE BATTLE')] : s.options.variableMorale ? rollState(at - n) : n >= at ? [brokenText('at its break threshold')] : `${at - n} to go`;
    return [side.name, `${n}/${side.originalUnits}`, String(at), meter(n, Math.max(1, at), n > 0 ? { width: 20, tone: 'loss' } : { width: 20 }), state];
  });
  const blocks: Block[] = [table(['side', right('lost'), right(s.options.variableMorale ? 'loses at (1d6 + lost)' : 'loses at'), 'towards losing', ''], rows)];
  for (const i of SIDES) {
    const gone = s.units.filter((u) => u.side === i && !onTable(u));
    if (gone.length > 0) blocks.push(note([strong(s.sides[i].name), `: ${gone.map((u) => `${u.name} (${u.fate === 'casualty' ? 'casualty' : u.fate})`).join(', ')}`]));
  }
  const thresholds = losesWithSides(SIDES.map((i) => ({ name: s.sides[i].name, units: s.sides[i].originalUnits })));
  blocks.push(
    note(
      s.options.variableMorale
        ? `Variable army morale: at the end of each turn the side with most units lost rolls 1d6 and adds them; a total of half its original units or more loses (${thresholds}).`
        : `A side loses with half its original units lost or more (${thresholds}), checked in step 4.4.`,
    ),
  );
  const check = s.lastCheck;
  if (check && check.rolls.some((r) => r !== null)) {
    blocks.push(note(`Last roll: ${SIDES.filter((i) => check.rolls[i] !== null).map((i) => `${s.sides[i].name} ${check.rolls[i]} + ${check.lost[i]} lost`).join(', ')}.`));
  }
  return present('morale', blocks, {
    kind: 'morale',
    sides: SIDES.map((i) => ({
      side: s.sides[i].name,
      lost: lostUnits(s, i),
      originalUnits: s.sides[i].originalUnits,
      losesAt: losesAt(s.sides[i].originalUnits),
      lostBattle: lost.includes(i),
      units: s.units.filter((u) => u.side === i && !onTable(u)).map((u) => ({ name: u.name, fate: u.fate })),
    })),
    variableMorale: s.options.variableMorale,
    lastCheck: s.lastCheck === null ? null : asJson(s.lastCheck),
  });
}
