/**
 * The names a scenario gives its sides, units and leaders, compared as the players will type
 * them: the name resolver ignores case, accents, apostrophes and repeated spaces (foldName), so
 * two names that differ only in those could never be told apart at the table. `tyw check`
 * refuses the second, in every rule set alike.
 */
import { foldName } from './command-line/names.js';

/** Whether players could tell the two names apart by typing them. */
export const sameName = (a: string, b: string): boolean => foldName(a) === foldName(b);

/** Each name once; `T` is what a rule set keeps of a claim to word a clash (Devil: the `count:` line that made the name). */
export class NameClaims<T = null> {
  private readonly claimed = new Map<string, { readonly name: string; readonly made: T }>();

  /** Record `name`, or return the earlier claim it clashes with (recording nothing). */
  claim(name: string, made: T): { readonly name: string; readonly made: T } | undefined {
    const key = foldName(name);
    const earlier = this.claimed.get(key);
    if (earlier) return earlier;
    this.claimed.set(key, { name, made });
    return undefined;
  }
}

/** The refusal of `name` after `earlier`: when they are not spelt alike, why they clash. */
export function duplicateName(name: string, earlier: string): string {
  if (name.toLowerCase() === earlier.toLowerCase()) return `duplicate name "${name}"`;
  return `duplicate name "${name}": players could not tell it from "${earlier}" (names match whatever their case, accents, apostrophes and spaces)`;
}

/** The refusal of two sides called alike. */
export function sameSideNames(first: string, second: string): string | undefined {
  if (!sameName(first, second)) return undefined;
  return first.toLowerCase() === second.toLowerCase() ? `both sides are called "${second}"` : `the sides "${first}" and "${second}" could not be told apart (names match whatever their case, accents, apostrophes and spaces)`;
}
