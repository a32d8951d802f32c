/**
 * Dice notation for `tyw roll`: terms like `2d6+1`, `d6`, `3d6-2`, `d10`, or a plain number.
 * Each argument is one term; `d6 d6` rolls two separate d6 and totals them.
 */
import { Distribution } from './distribution.js';
import type { DiceSource } from './dice.js';
import { err, ok, type Result } from '../engine/result.js';

export interface DiceTerm {
  readonly text: string;
  readonly count: number;
  readonly sides: number;
  readonly modifier: number;
}

export const MAX_DICE = 100;
export const MAX_SIDES = 1000;

const TERM = /^([+-]?\d*)[dD](\d+)((?:[+-]\d+)*)$|^([+-]?\d+)$/;

export function parseTerm(text: string): Result<DiceTerm, string> {
  const m = TERM.exec(text.trim());
  if (!m) return err(`"${text}" is not dice notation (try 2d6+1, d6 or 3d6-2)`);
  if (m[4] !== undefined) return ok({ text, count: 0, sides: 0, modifier: Number(m[4]) });
  const countText = m[1] ?? '';
  if (countText.startsWith('-')) return err(`"${text}": the number of dice cannot be negative`);
  const count = countText === '' || countText === '+' ? 1 : Number(countText);
  const sides = Number(m[2]);
  const modifier = (m[3] ?? '').match(/[+-]\d+/g)?.reduce((a, b) => a + Number(b), 0) ?? 0;
  if (count < 1 || count > MAX_DICE) return err(`"${text}": roll 1 to ${MAX_DICE} dice at a time`);
  if (sides < 2 || sides > MAX_SIDES) return err(`"${text}": dice have 2 to ${MAX_SIDES} sides`);
  return ok({ text, count, sides, modifier });
}

export interface RolledTerm {
  readonly term: DiceTerm;
  readonly values: readonly number[];
  readonly total: number;
}

export function rollTerms(terms: readonly DiceTerm[], dice: DiceSource): { rolled: RolledTerm[]; total: number } {
  const rolled = terms.map((term) => {
    const values = Array.from({ length: term.count }, () => dice.roll(term.sides, term.text));
    return { term, values, total: values.reduce((a, b) => a + b, 0) + term.modifier };
  });
  return { rolled, total: rolled.reduce((a, r) => a + r.total, 0) };
}

/** The exact distribution of the sum of all terms. */
export function termsDistribution(terms: readonly DiceTerm[]): Distribution {
  return terms.reduce((d, t) => d.plus(Distribution.dice(t.count, t.sides).shift(t.modifier)), Distribution.constant(0));
}
