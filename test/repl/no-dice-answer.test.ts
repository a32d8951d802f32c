/**
 * The shared answer to `odds` and `mods` of an action that rolls nothing: one dry run says
 * whether the rules would refuse it now and, for a rule set whose preview asks (`whatItDoes`),
 * what it would do. Rule sets that do not ask keep their own note and never print results.
 */
import { describe, expect, it } from 'vitest';
import type { Resolution } from '../../src/engine/ruleset.js';
import { plain } from '../../src/present/paint.js';
import type { Preview } from '../../src/present/ruleset.js';
import { type DryRun, noDiceMods, noDiceOdds, type NoDicePreview } from '../../src/repl/no-dice-answer.js';
import { sentence } from '../../src/present/build.js';

const base: Preview = { modifiers: { actor: [], target: [] }, actorModifier: 0, targetModifier: 0 };
const played: DryRun = { refusal: null, results: [{ action: 'face', result: 'The tercio turns to face the brigade.', changes: [] } as Resolution] };
const refused: DryRun = { refusal: 'The tercio is not in contact with the enemy', results: [] };
const says: NoDicePreview = { ...base, whatItDoes: (results) => results.map((r) => r.result).join(' ') };
const mods = (p: Preview) => (p.note ? [sentence(p.note)] : []);

describe('odds of an action that rolls no dice', () => {
  it('a preview that asks says what the action would do, from the dry run, in the text, the JSON and mods', () => {
    expect(noDiceOdds(says, played, false, plain)).toEqual(['This action rolls no dice, so it has no odds: The tercio turns to face the brigade.']);
    expect(JSON.parse(noDiceOdds(says, played, true, plain)[0] as string).note).toBe('This action rolls no dice, so it has no odds: The tercio turns to face the brigade.');
    expect(noDiceMods(says, played, false, plain, mods)).toEqual(['The tercio turns to face the brigade.']);
  });
  it('an action the rules would refuse now says why, and nothing of what it would do', () => {
    expect(noDiceOdds(says, refused, false, plain)).toEqual(['This action rolls no dice, so it has no odds: it would be refused now (The tercio is not in contact with the enemy).']);
    expect(noDiceMods(says, refused, false, plain, mods)).toEqual(['It would be refused now (The tercio is not in contact with the enemy).']);
  });
  it('a preview that does not ask keeps its own note and never prints the results', () => {
    expect(noDiceOdds({ ...base, note: 'A move rolls nothing' }, played, false, plain)).toEqual(['This action rolls no dice, so it has no odds: A move rolls nothing.']);
    expect(noDiceOdds(base, played, false, plain)).toEqual(['This action rolls no dice, so it has no odds.']);
  });
});
