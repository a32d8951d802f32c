import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseNumbered, counted, isPeopleAdjective, isPlural, its, listWords, pluralVerb, sideAndVerb, sideSubject, unitList, verb } from '../../src/engine/english.js';

describe('isPlural: a unit name is plural by its last word', () => {
  it.each(['Reiters', 'Finns', 'Croats', 'Field Guns', 'Commanded Musketeers', "Tott's Cuirassiers", 'East Gothland Reiters', 'Småland Reiters', 'Imperial Dragoons', 'Scots Swordsmen', 'Red Pikemen', 'Spearmen', 'Yellow Horsemen'])(
    '%s is plural',
    (name) => expect(isPlural(name)).toBe(true),
  );
  it.each(['Levy', 'Yellow Brigade', 'Tercio', "Ottenbach's Tercio", 'Finnish Horse', 'Forlorn Hope', "Tilly's Guard", 'Bavarian Levy', 'Blue Regiment', 'Corps', 'The Omen', 'A Specimen'])(
    '%s is singular',
    (name) => expect(isPlural(name)).toBe(false),
  );
  it('looks past a number: "Cuirassiers 2" and "Regimental Guns 1" are plural, "Tercio 3" is not', () => {
    expect(isPlural("Tott's Cuirassiers 2")).toBe(true);
    expect(isPlural('Regimental Guns 1')).toBe(true);
    expect(isPlural('Tercio 3')).toBe(false);
  });
  it('several units named together are plural: "Regimental Guns 1 and 2", "Levy and Finns"', () => {
    expect(isPlural(unitList(['Regimental Guns 1', 'Regimental Guns 2']))).toBe(true);
    expect(isPlural('Levy and Bavarian Levy')).toBe(true);
  });
  it('looks past a note in brackets: "Imperial Dragoons (march)"', () => {
    expect(isPlural('Imperial Dragoons (march)')).toBe(true);
  });
  it("a scenario's plural: key settles it either way", () => {
    expect(isPlural({ name: 'Finnish Horse', plural: true })).toBe(true);
    expect(isPlural({ name: 'Corps of Guns', plural: false })).toBe(false);
    expect(isPlural({ name: 'Croats' })).toBe(true);
  });
});

describe('verb: the verb agrees with the unit name', () => {
  it('turns third-person singular verbs plural', () => {
    expect(['charges', 'is', 'has', 'does', 'evades', 'loses', 'passes', 'carries', 'reaches', 'stays', 'may', 'cannot'].map(pluralVerb)).toEqual([
      'charge',
      'are',
      'have',
      'do',
      'evade',
      'lose',
      'pass',
      'carry',
      'reach',
      'stay',
      'may',
      'cannot',
    ]);
  });
  it('keeps the words after the verb: "is not" → "are not", "has acted" → "have acted"', () => {
    expect(pluralVerb('is not')).toBe('are not');
    expect(pluralVerb('has acted')).toBe('have acted');
  });
  it('reads "the Finns charge", "Levy charges", "Do the Croats evade?"', () => {
    expect(`the Finns ${verb('Finns', 'charges')}`).toBe('the Finns charge');
    expect(`Levy ${verb('Levy', 'charges')}`).toBe('Levy charges');
    expect(`East Gothland Reiters ${verb('East Gothland Reiters', 'charges')}`).toBe('East Gothland Reiters charge');
    expect(`${verb('Croats', 'Does')} the Croats evade?`).toBe('Do the Croats evade?');
    expect(its('Croats')).toBe('their');
    expect(its('Levy')).toBe('its');
  });
});

describe('lists of units', () => {
  it('joins "a", "a and b", "a, b and c"', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['Levy'])).toBe('Levy');
    expect(listWords(['Levy', 'Finns'])).toBe('Levy and Finns');
    expect(listWords(['Levy', 'Finns', 'Croats'])).toBe('Levy, Finns and Croats');
  });
  it('collapses numbered units of one name: "Regimental Guns 1, 2 and 3"', () => {
    expect(unitList(['Regimental Guns 1', 'Regimental Guns 2', 'Regimental Guns 3'])).toBe('Regimental Guns 1, 2 and 3');
    expect(collapseNumbered(['Field Guns 1', 'Croats', 'Field Guns 2'])).toEqual(['Field Guns 1 and 2', 'Croats']);
    expect(unitList(['Field Guns 1', 'Field Guns 2', 'Croats'])).toBe('Field Guns 1 and 2, and Croats');
    expect(unitList(['Croats', 'Levy'])).toBe('Croats and Levy');
  });
  it('names every unit once, whatever the list', () => {
    const name = fc.oneof(fc.constantFrom('Levy', 'Croats', 'Finns'), fc.tuple(fc.constantFrom('Field Guns', 'Reiters'), fc.integer({ min: 1, max: 9 })).map(([n, k]) => `${n} ${k}`));
    fc.assert(
      fc.property(fc.uniqueArray(name, { maxLength: 8 }), (names) => {
        const text = unitList(names);
        for (const n of names) {
          const m = /^(.*) (\d)$/.exec(n);
          if (m) expect(text).toMatch(new RegExp(`${m[1]} [^A-Z]*\\b${m[2]}\\b`));
          else expect(text).toContain(n);
        }
      }),
    );
  });
});

describe('counted: a count with its noun', () => {
  it('is singular for one only', () => {
    expect([0, 1, 2].map((n) => counted(n, 'hex', 'hexes'))).toEqual(['0 hexes', '1 hex', '2 hexes']);
    expect(counted(1, 'stand')).toBe('1 stand');
    expect(counted(3, 'stand')).toBe('3 stands');
  });
});

describe('side names', () => {
  it('take the verb of their noun: peoples plural, countries, colours and bodies of troops singular', () => {
    expect(sideAndVerb('Swedes', 'wins')).toBe('Swedes win');
    expect(sideAndVerb('Imperialists', 'acts')).toBe('Imperialists act');
    expect(sideAndVerb('French', 'shoots')).toBe('French shoot');
    expect(sideAndVerb('Sweden', 'wins')).toBe('Sweden wins');
    expect(sideAndVerb('The League', 'acts')).toBe('The League acts');
    expect(sideAndVerb('Army of Flanders', 'chooses')).toBe('Army of Flanders chooses');
    expect(sideAndVerb('Red', 'wins')).toBe('Red wins');
  });

  it('take "the" when they name a people or a body of troops, not a country or a colour; a name with its own "The" keeps it in lower case', () => {
    expect(sideSubject('Swedes')).toBe('the Swedes');
    expect(sideSubject('French')).toBe('the French');
    expect(sideSubject('Catholic League')).toBe('the Catholic League');
    expect(sideSubject('Army of Flanders')).toBe('the Army of Flanders');
    expect(sideSubject('Sweden')).toBe('Sweden');
    expect(sideSubject('France')).toBe('France');
    expect(sideSubject('Red')).toBe('Red');
    expect(sideSubject('The League')).toBe('the League');
    expect(sideSubject("Tilly's Army")).toBe("Tilly's Army");
    expect(sideSubject('Munich')).toBe('Munich');
    expect(sideSubject('Spanish')).toBe('the Spanish');
    expect(sideAndVerb('Zurich', 'wins')).toBe('Zurich wins');
    expect(sideAndVerb('Dutch', 'wins')).toBe('Dutch win');
  });
});

describe('isPeopleAdjective: a side named by its people\'s adjective', () => {
  it.each([['French', true], ['Swedish', true], ['the Dutch', true], ['Swiss of the Valais', true], ['Swedes', false], ['Red', false], ['France', false], ['Catholic League', false]])('%s: %s', (name, expected) => {
    expect(isPeopleAdjective(name)).toBe(expected);
  });
});
