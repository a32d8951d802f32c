/**
 * `status <name>` when the name finds nothing: one wording in every rule set. It names the kinds
 * status looked for and what it takes, with the battle's own first unit and sides as examples,
 * unless the name resolver already suggests a near miss ("did you mean D1?"). Refusals that are
 * not a miss (an ambiguous or too short name) are left as the resolver words them.
 */
import { readNoMatch } from '../engine/command-line/names.js';
import { listWords } from '../engine/command-line/words.js';
import { clipped } from '../engine/english.js';

export interface StatusTakes {
  /** The kinds status finds, as the rule set calls them: ['unit', 'leader', 'side']. */
  readonly kinds: readonly string[];
  readonly sides: readonly [string, string];
  /** The unit named as an example: the first of the battle. */
  readonly example?: { readonly id: string; readonly name: string };
  /** What the sides may also be called by ("A or D"). */
  readonly sideIds?: string;
  /** A last word where status sends some names elsewhere ("leaders lists the leaders"). */
  readonly more?: string;
}

/** `error`: the name resolver's refusal of `typed`; a miss is reworded, anything else kept. */
export function statusRefusal(error: string, typed: string, takes: StatusTakes): string {
  const miss = readNoMatch(error);
  if (!miss) return error;
  return statusMiss(typed, miss.hint === undefined ? undefined : `(did you mean ${miss.hint}?)`, takes);
}

/** Nothing is called `typed`: the near miss if there is one ("(did you mean D1?)"), else what status takes. */
export function statusMiss(typed: string, suggestion: string | undefined, takes: StatusTakes): string {
  const said = `no ${listWords(takes.kinds)} matches "${clipped(typed.trim())}"`;
  if (suggestion) return `${said} ${suggestion}`;
  const example = takes.example ? `, e.g. ${takes.example.id} or ${takes.example.name}` : '';
  const others = takes.kinds.filter((k) => k !== 'unit' && k !== 'side').map((k) => `a ${k}`);
  const sides = `a side (${takes.sides[0]} or ${takes.sides[1]}${takes.sideIds ? `; ${takes.sideIds}` : ''})`;
  const what = [`a unit (its id or name${example})`, ...others, sides];
  return `${said}: status takes ${what.join(', ')}, or nothing to show every unit${takes.more ? `; ${takes.more}` : ''}`;
}
