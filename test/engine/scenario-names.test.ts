import { describe, expect, it } from 'vitest';
import { duplicateName, NameClaims, sameName, sameSideNames } from '../../src/engine/scenario-names.js';

describe('scenario names are compared as players type them', () => {
  it('clashes names that differ only in case, accents, apostrophes or spaces, and no others', () => {
    expect(sameName('Blue Brigade', 'Blüe  brigade')).toBe(true);
    expect(sameName("Ottenbach's Tercio", 'Ottenbachs Tercio')).toBe(true);
    expect(sameName('Blue Brigade', 'Blue Brigade 2')).toBe(false);
    const claims = new NameClaims<number>();
    expect(claims.claim('Swedes', 1)).toBeUndefined();
    expect(claims.claim('Swédes', 2)).toEqual({ name: 'Swedes', made: 1 });
    expect(claims.claim('Danes', 3)).toBeUndefined();
  });

  it('says why two names clash when they are not spelt alike', () => {
    expect(duplicateName('Horse', 'horse')).toBe('duplicate name "Horse"');
    expect(duplicateName('Blüe Brigade', 'Blue Brigade')).toBe('duplicate name "Blüe Brigade": players could not tell it from "Blue Brigade" (names match whatever their case, accents, apostrophes and spaces)');
    expect(sameSideNames('Swedes', 'swedes')).toBe('both sides are called "swedes"');
    expect(sameSideNames('Swedes', 'Swédes')).toMatch(/^the sides "Swedes" and "Swédes" could not be told apart/);
    expect(sameSideNames('Swedes', 'Danes')).toBeUndefined();
  });
});
