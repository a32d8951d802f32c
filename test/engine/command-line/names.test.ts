import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Named, nameKey, noMatch, readNoMatch, resolveName, typeable } from '../../../src/engine/command-line/names.js';
import { tokenize } from '../../../src/engine/command-line/tokens.js';
import { sameName } from '../../../src/engine/scenario-names.js';
import { names } from './fixtures.js';

describe('resolveName', () => {
  const units = names.unit ?? [];
  it.each([
    ['A2', 'A2', 'by id'],
    ['a2', 'A2', 'by id, any case'],
    ['Yellow Brigade', 'A1', 'full name'],
    ['yel', 'A1', 'prefix'],
    ["tott's cuirassiers 2", 'A3', 'full name, any case'],
    ['totts cuirassiers 2', 'A3', 'apostrophes do not matter'],
    ['cuirassiers 2', 'A3', 'prefix of a later word'],
    ['Blue', 'D1', 'a prefix of the name beats a prefix of a later word'],
    ['old', 'D2', 'prefix'],
    ['kurassiere', 'A4', 'accents do not matter'],
    ['Pappenheim', 'A4', 'a later word'],
    ['croat', 'D4', 'a unit out of play gives way to one in play'],
    ['Croats', 'D3', 'but its full name still finds it'],
  ])('%j → %s (%s)', (query, id) => {
    const r = resolveName(query, units, 'unit');
    expect(r.ok && r.value.id).toBe(id);
  });

  it.each([
    ['Tott', `"Tott" could be Tott's Cuirassiers 1 (A2) or Tott's Cuirassiers 2 (A3)`],
    ['cuir', `"cuir" could be Tott's Cuirassiers 1 (A2) or Tott's Cuirassiers 2 (A3)`],
    ['Zebra', 'no unit matches "Zebra"'],
    ['Yelow Brigade', 'no unit matches "Yelow Brigade" (did you mean Yellow Brigade?)'],
    ['', 'name a unit'],
    // One letter names nothing by a prefix: "Y" would find Yellow Brigade, but a side's ids share letters too.
    ['Y', '"Y" is too short to name a unit: give its id or more of its name'],
    // A letter that starts no name or id says there is none, not that it is too short.
    ['Q', 'no unit matches "Q"'],
    // A pasted name of any length is quoted cut short.
    ['Z'.repeat(3000), `no unit matches "${'Z'.repeat(79)}…"`],
  ])('%j is refused: %s', (query, message) => {
    const r = resolveName(query, units, 'unit');
    expect(r.ok ? null : r.error).toBe(message);
  });

  it('a name that is another\'s id is refused as ambiguous, not resolved to either in silence', () => {
    const clash: Named[] = [
      { id: 'A1', name: 'D1' },
      { id: 'D1', name: "Ottenbach's Tercio" },
    ];
    const r = resolveName('D1', clash, 'unit');
    expect(r.ok ? null : r.error).toBe(`"D1" is the id of Ottenbach's Tercio and the name of A1: give the id of the one you mean`);
    expect(resolveName('A1', clash, 'unit')).toEqual({ ok: true, value: clash[0] });
  });

  it('the start of some ids names those, not a look-alike name ("AL" for AL1 and AL2)', () => {
    const leaders: Named[] = [
      { id: 'AL1', name: 'Tilly' },
      { id: 'AL2', name: 'Pappenheim' },
      { id: 'BL1', name: 'Horn' },
      { id: 'BL2', name: 'Blue Colonel' },
    ];
    const refused = (q: string) => {
      const r = resolveName(q, leaders, 'leader');
      return r.ok ? null : r.error;
    };
    expect(refused('AL')).toBe('"AL" could be Tilly (AL1) or Pappenheim (AL2)');
    // A name that starts so still wins: "bl" is the Blue Colonel.
    expect(refused('bl')).toBeNull();
  });

  describe('did you mean: the closest name, accents folded; never a neighbouring id', () => {
    const smaland: Named[] = [
      { id: 'A1', name: 'Småland Reiters 1' },
      { id: 'A2', name: 'Småland Reiters 2' },
      { id: 'A3', name: 'Östergötland Foot' },
      { id: 'D9', name: 'Croats' },
    ];
    it.each([
      ['Smaland Reiter 2', 'no unit matches "Smaland Reiter 2" (did you mean Småland Reiters 2?)'],
      ['smaland reiters 3', 'no unit matches "smaland reiters 3" (did you mean Småland Reiters 1?)'],
      ['Ostergotland Fot', 'no unit matches "Ostergotland Fot" (did you mean Östergötland Foot?)'],
      ['Smalnd', 'no unit matches "Smalnd" (did you mean Småland Reiters 1?)'],
      ['D99', 'no unit matches "D99"'],
      ['A12', 'no unit matches "A12"'],
      ['Hussars', 'no unit matches "Hussars"'],
    ])('%j → %s', (query, message) => {
      const r = resolveName(query, smaland, 'unit');
      expect(r.ok ? null : r.error).toBe(message);
    });
  });

  it('lists all candidates when there are few', () => {
    const r = resolveName('Danes', names.side ?? [], 'side');
    expect(r.ok ? null : r.error).toBe('no side matches "Danes": the sides are Swedes (attacker, A) and Imperialists (defender, D)');
  });
});

describe('noMatch and readNoMatch', () => {
  it('every miss the resolver words is read back with its near miss or list, and nothing else is', () => {
    const units = names.unit ?? [];
    const refusals = ['Yelow Brigade', 'zz', 'q', 'Blue "Gate"'].map((q) => resolveName(q, units, 'unit'));
    const read = refusals.map((r) => (r.ok ? undefined : readNoMatch(r.error)));
    expect(read[0]).toEqual({ what: 'unit', typed: 'Yelow Brigade', hint: 'Yellow Brigade' });
    expect(read[1]?.typed).toBe('zz');
    expect(read[3]?.typed).toBe('Blue "Gate"');
    const few = resolveName('zz', units.slice(0, 2), 'unit');
    expect(few.ok ? undefined : readNoMatch(few.error)?.list).toMatch(/^the units are /);
    const ambiguous = resolveName('cuirassiers', units, 'unit');
    expect(ambiguous.ok ? 'resolved' : readNoMatch(ambiguous.error)).toBeUndefined();
  });

  it('round-trips any name typed, quotes and brackets included', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '' && s.trim().length <= 40), fc.option(fc.string({ minLength: 1 }), { nil: undefined }), (typed, hint) => {
        const read = readNoMatch(noMatch('unit or leader', typed, hint === undefined ? {} : { hint }));
        expect(read?.what).toBe('unit or leader');
        if (!typed.includes('"')) expect(read?.typed).toBe(typed.trim());
        if (hint !== undefined && !typed.includes('"')) expect(read?.hint).toBe(hint);
      }),
    );
  });
});

describe('resolveName: names that fold to the same letters', () => {
  const twins: Named[] = [
    { id: 'A1', name: 'Blue Brigade' },
    { id: 'A2', name: 'Blüe Brigade' },
  ];
  it('finds the one spelt exactly as typed, and calls a folded spelling ambiguous', () => {
    expect(resolveName('Blüe Brigade', twins, 'unit')).toEqual({ ok: true, value: twins[1] });
    expect(resolveName('blue brigade', twins, 'unit')).toEqual({ ok: true, value: twins[0] });
    const folded = resolveName('Blúe Brigade', twins, 'unit');
    expect(folded.ok ? folded.value : folded.error).toBe('"Blúe Brigade" could be Blue Brigade (A1) or Blüe Brigade (A2)');
  });
});

describe('resolveName: one folding for quotes, apostrophes and spaces, as check compares names', () => {
  const units: Named[] = [
    { id: 'A1', name: 'Les "Gris"' },
    { id: 'A2', name: "Régiment d'Enghien" },
    { id: 'A3', name: 'Régiment de Mercy' },
    { id: 'A4', name: "Soldiers' Own \"Red\"" },
  ];
  const found = (q: string) => {
    const r = resolveName(q, units, 'unit');
    return r.ok ? r.value.id : r.error;
  };
  it.each([
    ['Les Gris', 'A1'],
    ['les gris', 'A1'],
    ['Regiment d Enghien', 'A2'],
    ['regiment denghien', 'A2'],
    ['Regiment d Eng', 'A2'],
    ['Régiment de  Mercy', 'A3'],
    ['RegimentdeMercy', 'A3'],
  ])('%j finds %s', (q, id) => {
    expect(found(q)).toBe(id);
  });

  it('suggests a name with double quotes in a form the command line takes back', () => {
    expect(found('Les Grus')).toBe(`no unit matches "Les Grus" (did you mean 'Les "Gris"'?)`);
    expect(typeable('Les "Gris"')).toBe(`'Les "Gris"'`);
    expect(typeable('Plain Name')).toBe('Plain Name');
    // A word that starts with an apostrophe, or with "-", would open a quote or read as a flag.
    expect(typeable("'t Hooft")).toBe(`"'t Hooft"`);
    expect(typeable('--fast')).toBe('"--fast"');
    expect(typeable("'t \\ \"Gris\"")).toBe(`"'t \\\\ \\"Gris\\""`);
    const hooft = [{ id: 'A1', name: "'t Hooft" }, { id: 'A2', name: 'Blue' }, { id: 'A3', name: 'Red' }, { id: 'A4', name: 'Green' }];
    expect(resolveName("'t Hoft", hooft, 'unit')).toEqual({ ok: false, error: `no unit matches "'t Hoft" (did you mean "'t Hooft"?)` });
    for (const u of units.filter((x) => x.name.includes('"'))) {
      const [token] = tokenize(typeable(u.name));
      expect(token?.kind === 'word' && token.text).toBe(u.name);
    }
  });

  it('names that check accepts as different stay different when typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        // check refuses a name that folds to nothing (scenario-names.ts), so it never gets here.
        fc.pre(nameKey(a) !== '' && nameKey(b) !== '');
        // A name check accepts beside another is one its full spelling, typed back, finds alone.
        if (sameName(a, b)) return;
        const tokens = tokenize(typeable(a));
        expect(tokens.every((t) => t.kind === 'word' && !t.open)).toBe(true);
        const typed = tokens.map((t) => (t.kind === 'word' ? t.text : '')).join(' ');
        const r = resolveName(typed, [{ id: 'X1', name: a }, { id: 'X2', name: b }], 'unit');
        if (nameKey(a) === 'x1' || nameKey(a) === 'x2') return;
        expect(r.ok && r.value.id).toBe('X1');
      }),
      { examples: [["'t Hooft", "'t Hoft"], ['--fast', 'fast'], ['a -b', 'ab c'], ["x,'y", 'xz']] },
    );
    expect(sameName('Pikes', 'Pi kes')).toBe(true);
    expect(sameName('Régiment de  Mercy', 'Regiment de Mercy')).toBe(true);
    expect(sameName('Les "Gris"', 'Les Gris')).toBe(true);
  });
});
