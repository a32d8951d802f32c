/** `tyw roll 2d6+1 d6`: roll dice, print each value and the total. */
import { newDiceState, seededDice } from '../../dice/dice.js';
import { type DiceTerm, parseTerm, rollTerms } from '../../dice/notation.js';
import { UserError } from '../../engine/errors.js';
import type { Output } from '../output.js';

export interface RollOptions {
  readonly terms: readonly string[];
  readonly seed?: string;
  readonly json: boolean;
  /** Seed used when none is given; the CLI passes a fresh one. */
  readonly defaultSeed?: number;
}

export function parseSeed(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d{1,10}$/.test(text) || Number(text) > 0xffffffff) throw new UserError(`--seed takes a whole number from 0 to 4294967295, not "${text}"`);
  return Number(text);
}

/** The largest modifier or plain number a term may hold, either way: beyond it a total loses its digits. */
export const MAX_MODIFIER = 1_000_000;

/** Each modifier of a term (and a plain number) within MAX_MODIFIER, or a refusal naming the term. */
function modifierRefusal(text: string): string | null {
  const numbers = text.match(/^[+-]?\d+$/) ? [text] : (text.match(/[+-]\d+/g) ?? []);
  const sum = numbers.reduce((n, x) => n + Number(x), 0);
  if (numbers.some((x) => Math.abs(Number(x)) > MAX_MODIFIER) || Math.abs(sum) > MAX_MODIFIER) {
    return `"${text}": a modifier (or plain number) is at most ${MAX_MODIFIER.toLocaleString('en')} either way`;
  }
  return null;
}

export function rollCommand(options: RollOptions, out: Output): void {
  const terms: DiceTerm[] = [];
  for (const text of options.terms.flatMap((t) => t.split(/\s+/)).filter(Boolean)) {
    const parsed = parseTerm(text);
    if (!parsed.ok) throw new UserError(parsed.error);
    const tooBig = modifierRefusal(text.trim());
    if (tooBig) throw new UserError(tooBig);
    terms.push(parsed.value);
  }
  if (terms.length === 0) throw new UserError('give at least one dice term, e.g. tyw roll 2d6+1');
  const seed = parseSeed(options.seed, options.defaultSeed ?? Math.floor(Math.random() * 0x100000000));
  const { rolled, total } = rollTerms(terms, seededDice(newDiceState(seed)));
  if (options.json) {
    out.out(JSON.stringify({ seed, terms: rolled.map((r) => ({ term: r.term.text, values: r.values, modifier: r.term.modifier, total: r.total })), total }));
    return;
  }
  for (const r of rolled) {
    const mod = r.term.modifier === 0 ? '' : r.term.modifier > 0 ? ` +${r.term.modifier}` : ` ${r.term.modifier}`;
    out.out(r.term.count === 0 ? `${r.term.text}: ${r.total}` : `${r.term.text}: ${r.values.join(' ')}${mod} = ${r.total}`);
  }
  if (rolled.length > 1) out.out(`total: ${total}`);
  out.err(options.seed === undefined ? `seed ${seed} (--seed ${seed} rolls these dice again)` : `seed ${seed}`);
}
