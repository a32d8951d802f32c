import { describe, expect, it } from 'vitest';
import type { ScenarioIssue } from '../../src/engine/ruleset.js';
import { duplicateName, NameClaims, sameName, sameSideNames } from '../../src/engine/scenario-names.js';

describe('scenario names are compared as players type them', () => {
  it('clashes names that differ only in case, accents, apostrophes or spaces, and no others', () => {
    expect(sameName('Blue Brigade', 'Blüe  brigade')).toBe(true);
    expect(sameName("Ottenbach's Tercio", 'Ottenbachs Tercio')).toBe(true);
    expect(sameName('Blue Brigade', 'Blue Brigade 2')).toBe(false);
    const issues: ScenarioIssue[] = [];
    const claims = new NameClaims<number>(issues);
    claims.claim('Swedes', ['units', 0], 1);
    claims.claim('Swédes', ['units', 1], 2, (earlier) => ` (the first was claim ${earlier})`);
    claims.claim('Danes', ['units', 2], 3);
    claims.sides('Danes', 'DANES');
    expect(issues).toEqual([
      { path: ['units', 1], message: 'duplicate name "Swédes": players could not tell it from "Swedes" (names match whatever their case, accents, quotes, apostrophes and spaces) (the first was claim 1)' },
      { path: ['sides', 1, 'name'], message: 'both sides are called "DANES"' },
    ]);
  });

  it('refuses a name of only quotes, accents or spaces, which no typed name could find', () => {
    const issues: ScenarioIssue[] = [];
    const claims = new NameClaims(issues);
    claims.sides('"', 'Danes');
    claims.claim("'", ['units', 0]);
    claims.claim('\u0301\u0301', ['units', 1]);
    claims.claim("'t Hooft", ['units', 2]);
    expect(issues).toEqual([
      { path: ['sides', 0, 'name'], message: 'a name needs a letter or a digit' },
      { path: ['units', 0], message: 'a name needs a letter or a digit' },
      { path: ['units', 1], message: 'a name needs a letter or a digit' },
    ]);
  });

  it('says why two names clash when they are not spelt alike', () => {
    expect(duplicateName('Horse', 'horse')).toBe('duplicate name "Horse"');
    expect(duplicateName('Blüe Brigade', 'Blue Brigade')).toBe('duplicate name "Blüe Brigade": players could not tell it from "Blue Brigade" (names match whatever their case, accents, quotes, apostrophes and spaces)');
    expect(sameSideNames('Swedes', 'swedes')).toBe('both sides are called "swedes"');
    expect(sameSideNames('Swedes', 'Swédes')).toMatch(/^the sides "Swedes" and "Swédes" could not be told apart/);
    expect(sameSideNames('Swedes', 'Danes')).toBeUndefined();
    // A name that holds double quotes is shown in curly ones, not nested in more straight quotes.
    expect(duplicateName('Blue "Brigade"', 'Blue Brigade')).toBe('duplicate name \u201cBlue "Brigade"\u201d: players could not tell it from "Blue Brigade" (names match whatever their case, accents, quotes, apostrophes and spaces)');
    expect(sameSideNames('Les "Gris"', 'Les Gris')).toMatch(/^the sides \u201cLes "Gris"\u201d and "Les Gris" could not/);
  });
});
