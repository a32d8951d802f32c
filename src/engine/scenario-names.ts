/**
 * The names a scenario gives its sides, units and leaders, compared as the players will type
 * them: the name resolver ignores case, accents, quotes, apostrophes and spaces (nameKey), so
 * two names that differ only in those could never be told apart at the table. `tyw check`
 * refuses the second, in every rule set alike.
 */
import { nameKey } from './command-line/names.js';
import type { ScenarioIssue } from './ruleset.js';

/** Whether players could tell the two names apart by typing them. */
export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

/** A name of only quotes, accents or spaces folds to nothing: no typed name could find it. */
const NO_LETTER = 'a name needs a letter or a digit';

const WHY = '(names match whatever their case, accents, quotes, apostrophes and spaces)';

/** A name in a message: in double quotes, or in curly ones when it holds a double quote itself (Blue "Brigade"). */
const shown = (name: string): string => (name.includes('"') ? `\u201c${name}\u201d` : `"${name}"`);

/** The refusal of `name` after `earlier`: when they are not spelt alike, why they clash. */
export function duplicateName(name: string, earlier: string): string {
  if (name.toLowerCase() === earlier.toLowerCase()) return `duplicate name ${shown(name)}`;
  return `duplicate name ${shown(name)}: players could not tell it from ${shown(earlier)} ${WHY}`;
}

/** The refusal of two sides called alike, or undefined. */
export function sameSideNames(first: string, second: string): string | undefined {
  if (!sameName(first, second)) return undefined;
  return first.toLowerCase() === second.toLowerCase() ? `both sides are called ${shown(second)}` : `the sides ${shown(first)} and ${shown(second)} could not be told apart ${WHY}`;
}

/**
 * Each name of a scenario once, its clashes added to the rule set's issues. `T` is what a rule
 * set keeps of a claim to word a clash (the Devil Rules: the `count:` line that made the name).
 */
export class NameClaims<T = null> {
  private readonly claimed = new Map<string, { readonly name: string; readonly made: T | undefined }>();

  constructor(private readonly issues: ScenarioIssue[]) {}

  /** The two sides' names, refused at the second when players could not tell them apart. */
  sides(first: string, second: string): void {
    [first, second].forEach((name, i) => {
      if (nameKey(name) === '') this.issues.push({ path: ['sides', i, 'name'], message: NO_LETTER });
    });
    const problem = sameSideNames(first, second);
    if (problem) this.issues.push({ path: ['sides', 1, 'name'], message: problem });
  }

  /** Record `name`, or refuse it at `path`; `note` adds how the clash came about, from the earlier claim's `made`. */
  claim(name: string, path: readonly (string | number)[], made?: T, note: (earlier: T | undefined) => string = () => ''): void {
    const key = nameKey(name);
    if (key === '') {
      this.issues.push({ path, message: NO_LETTER });
      return;
    }
    const earlier = this.claimed.get(key);
    if (!earlier) {
      this.claimed.set(key, { name, made });
      return;
    }
    this.issues.push({ path, message: `${duplicateName(name, earlier.name)}${note(earlier.made)}` });
  }
}
