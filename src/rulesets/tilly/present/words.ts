/**
 * The small pieces of English every Tilly view shares: dice, halves, the
 * step in words, who lost, and the rules' "8 TUM" in the battle's own unit of length.
 */
import type { Json } from '../../../present/model.js';
import { lostUnits, sideName } from '../helpers.js';
import { counted, sideAndVerb } from '../../../engine/english.js';
import { losesAt } from '../scenario.js';
import type { SideIndex, TillyState, TillyUnit } from '../state.js';
import { stepDef } from '../steps.js';
import { tumWords } from '../distance.js';

export const SIDES: readonly SideIndex[] = [0, 1];

export const dice = (n: number): string => counted(n, 'die', 'dice');

/** A unit's command and its commander. */
export const commandOf = (s: TillyState, u: TillyUnit) => s.commands.find((c) => c.id === u.command);

/** The sides that lost the battle (both in a draw); none while it goes on. */
export function losers(s: TillyState): SideIndex[] {
  if (!s.outcome) return [];
  return s.outcome.winner === null ? [0, 1] : [s.outcome.winner === 0 ? 1 : 0];
}

/** Units lost and the count at which the side loses: "French 3/12". */
export const lostWords = (s: TillyState, side: SideIndex): string => `${sideName(s, side)} ${lostUnits(s, side)}/${losesAt(s.sides[side].originalUnits)}`;

export function outcomeWords(s: TillyState): string {
  if (!s.outcome) return '';
  return s.outcome.winner === null ? 'a draw: both armies lose' : sideAndVerb(sideName(s, s.outcome.winner), 'wins');
}

/** The step with its number: "1.1 Attacker move". */
export const stepWords = (s: TillyState): string => {
  const d = stepDef(s.step);
  return d.number ? `${d.number} ${d.title}` : d.title;
};

/** "8 TUM" in the rules' static text, with the length in this battle's unit: "8 TUM (320mm)". */
export function withLengths(s: TillyState, text: string): string {
  return text.replace(/\b(\d+(?:\.\d+)?) TUM\b(?! \()/g, (_, n: string) => tumWords(Number(n), s.baseWidth));
}

/**
 * The engine's tables and records as `--json` data. They are plain data (strings, numbers,
 * null, and an unlimited range as Infinity, which JSON writes as null), but typed as
 * interfaces, which TypeScript does not take for JSON.
 */
export const asJson = <T extends object>(table: T): Json => table as unknown as Json;
