import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { complete, completionFragment } from '../../../src/engine/command-line/complete.js';
import { parseCommand } from '../../../src/engine/command-line/parse.js';
import { closestFlag } from '../../../src/engine/command-line/words.js';
import { names, specs } from './fixtures.js';

describe('parseCommand', () => {
  const parse = (line: string) => parseCommand(specs, line, names);
  it.each<[string, Record<string, unknown>, Record<string, unknown>?]>([
    ['charge A2 at D1', { unit: 'A2', target: 'D1' }],
    ['CHARGE a2 AT d1', { unit: 'A2', target: 'D1' }],
    ["charge Tott's Cuirassiers 1 at Blue Regiment", { unit: 'A2', target: 'D1' }],
    ["charge 'Tott's Cuirassiers 2' at \"Old Blue\"", { unit: 'A3', target: 'D2' }],
    ['charge cuirassiers 2 at old', { unit: 'A3', target: 'D2' }],
    ['charge A2 at D1 --flank --ground rough', { unit: 'A2', target: 'D1' }, { flank: true, ground: 'rough' }],
    ['charge A2 at D1 --ground=v', { unit: 'A2', target: 'D1' }, { ground: 'very-rough' }],
    ['charge A2 at D1 --no-crossed-arc', { unit: 'A2', target: 'D1' }, { 'crossed-arc': false }],
    ['charge A2 at D1 --crossed-arc=no', { unit: 'A2', target: 'D1' }, { 'crossed-arc': false }],
    ['charge --flank A2 at D1', { unit: 'A2', target: 'D1' }, { flank: true }],
    ['charge A2 at D1 --uphill', { unit: 'A2', target: 'D1' }, { uphill: 'target' }],
    ['charge A2 at D1 --uphill actor', { unit: 'A2', target: 'D1' }, { uphill: 'actor' }],
    ['charge A2 at D1 --uphill --flank', { unit: 'A2', target: 'D1' }, { uphill: 'target', flank: true }],
    ['charge A2 at D1 --support A1,A3', { unit: 'A2', target: 'D1' }, { support: ['A1', 'A3'] }],
    ['charge A2 at D1 --support A1, A3 --flank', { unit: 'A2', target: 'D1' }, { support: ['A1', 'A3'], flank: true }],
    ['charge A2 at D1 --support "Yellow Brigade",A3', { unit: 'A2', target: 'D1' }, { support: ['A1', 'A3'] }],
    ['charge A2 at D1 --bases 2 --rough 1.5', { unit: 'A2', target: 'D1' }, { bases: 2, rough: 1.5 }],
    ['charge A2 at D1 --heir Horn', { unit: 'A2', target: 'D1' }, { heir: 'AL1' }],
    ['charge A2 at D1 --heir Gustav Horn --flank', { unit: 'A2', target: 'D1' }, { heir: 'AL1', flank: true }],
    ['charge A2 at D1 --why "the dice fell off the table"', { unit: 'A2', target: 'D1' }, { why: 'the dice fell off the table' }],
    ['charge A2 at D1 --why misread the roll --flank', { unit: 'A2', target: 'D1' }, { why: 'misread the roll', flank: true }],
    ['fire A1,A2 at D1', { units: ['A1', 'A2'], target: 'D1' }],
    ['fire A1 , A2 at D1', { units: ['A1', 'A2'], target: 'D1' }],
    ["fire Yellow Brigade, Tott's Cuirassiers 1 at Old Blue", { units: ['A1', 'A2'], target: 'D2' }],
    ['fire "Yellow Brigade","Old Blue" at D1', { units: ['A1', 'D2'], target: 'D1' }],
    ['engage A2 D1', { a: 'A2', b: 'D1' }],
    ["engage Blue Regiment Tott's Cuirassiers 2", { a: 'D1', b: 'A3' }],
    ['set A1 status dis', { unit: 'A1', status: 'disordered' }],
    ['set A1 status Demoralized', { unit: 'A1', status: 'demoralized' }],
    ['set A1 bases 2', { unit: 'A1', bases: 2 }],
    ['rest A1', { unit: 'A1' }],
    ['regroup A1 at D1', { unit: 'A1', target: 'D1' }],
    ['first attacker', { side: 'A' }],
    ['first imp', { side: 'D' }],
    ['first d', { side: 'D' }],
    ['command Gustav', { leader: 'AL1' }],
    ['command dl1', { leader: 'DL1' }],
    ['sack defender camp', { side: 'D' }],
    ['sack Swedes', { side: 'A' }],
    ['note the bridge is "down" --really', { text: 'the bridge is "down" --really' }],
    ['note "quoted whole"', { text: 'quoted whole' }],
    ['note an "unclosed quote', { text: 'an "unclosed quote' }],
    ['note "unclosed from the start', { text: '"unclosed from the start' }],
    ['note "abc', { text: '"abc' }],
    ['done', {}],
  ])('%j', (line, args, flags = {}) => {
    const r = parse(line);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.args).toEqual(args);
    expect(r.value.flags).toEqual(flags);
  });

  it('keeps the alias that was typed', () => {
    const r = parse('regroup A1');
    expect(r.ok && [r.value.spec.name, r.value.word]).toEqual(['rest', 'regroup']);
  });

  it.each([
    ['', 'type a command (help lists them)'],
    ['chrage A2 at D1', 'unknown command "chrage"; did you mean charge? (help lists them)'],
    // A pasted line of any length is quoted cut short, so the refusal stays one readable line.
    ['x'.repeat(100_000), `unknown command "${'x'.repeat(79)}…" (help lists them)`],
    ['--flank', 'a command starts with its name, not with --flank (help lists them)'],
    ['charge A2', 'charge needs a target: charge <unit> at <target>'],
    ['charge', 'charge needs a unit: charge <unit> at <target>'],
    // A left-out keyword or a flag typed without its dashes: the line that would parse, when one does.
    ['charge A2 D1', 'charge needs "at" before a target (did you mean "charge A2 at D1"?)'],
    ['charge A2 on D1', 'charge needs "at" before a target: charge <unit> at <target>'],
    ['charge A2 at D1 flank', 'unexpected "flank" (did you mean "charge A2 at D1 --flank"?)'],
    ['charge Tott at D1', `"Tott" could be Tott's Cuirassiers 1 (A2) or Tott's Cuirassiers 2 (A3)`],
    ['charge A2 at Zebra', 'no unit matches "Zebra"'],
    ['charge A2 at D1 --flank --rear', '--flank and --rear cannot be given together'],
    ['charge A2 at D1 --flnk', 'charge has no --flnk flag; did you mean --flank? (help charge lists them)'],
    ['charge A2 at D1 --cross', 'charge has no --cross flag; did you mean --crossed-arc? (help charge lists them)'],
    ['charge A2 at D1 --gro', 'charge has no --gro flag; did you mean --ground? (help charge lists them)'],
    ['charge A2 at D1 --r', 'charge has no --r flag (help charge lists them)'],
    ['charge A2 at D1 --flank --flank', '--flank is given twice'],
    ['charge A2 at D1 --ground', '--ground needs a value: --ground open|rough|very-rough'],
    ['charge A2 at D1 --ground swamp', '--ground is open, rough or very-rough, not "swamp"'],
    ['charge A2 at D1 --bases two', '--bases takes a whole number, not "two"'],
    ['charge A2 at D1 --bases 0', '--bases must be at least 1, not 0'],
    ['charge A2 at D1 --bases 2.5', '--bases takes a whole number, not "2.5"'],
    ['charge A2 at D1 --rough -1', '--rough must be at least 0, not -1'],
    ['charge A2 at D1 --flank=maybe', '--flank takes no value (or yes/no), not "maybe"'],
    ['charge A2 at D1 --no-ground', '--no-ground is not a flag: --ground takes a value'],
    ['charge A2 at D1 --no-flank', '--no-flank is not a flag: leave out --flank instead'],
    ['charge A2 at D1 --support A1,,A3', '--support: a list of units has an empty entry: separate names with single commas'],
    ['charge "Blue Reg at D1', 'a quote is not closed: add the closing quote after "Blue Reg at D1"'],
    ['fire A1,A1 at D1', 'Yellow Brigade is listed twice'],
    ['fire A2,A2 at D1', "Tott's Cuirassiers 1 are listed twice"],
    ['set A1 status great', 'status is ok, disordered or demoralized, not "great"'],
    ['set A1 status d', '"d" could be disordered or demoralized (status)'],
    ['set A1 bases -1', 'bases must be at least 0, not -1'],
    ['set A1 colour red', 'set needs "status" or "bases" here: set <unit> status S, or set <unit> bases N'],
    ['rest A1 D1', 'unexpected "D1" (did you mean "rest A1 at D1"?)'],
    // An optional keyword given without what follows it is a slip, not the keyword left out.
    ['rest A1 at', 'rest needs a target after "at": rest|regroup <unit> [at <enemy>]'],
    ['charge A2 at', 'charge needs a target after "at": charge <unit> at <target>'],
    ['charge A2 at --flank', 'charge needs a target after "at": charge <unit> at <target>'],
    ['cahrge A2 at D1', 'unknown command "cahrge"; did you mean charge? (help lists them)'],
    ['done now', 'unexpected "now": usage is done'],
    ['done --flank', 'done takes no flags (--flank): usage is done'],
    ['note', 'note needs a text: note <text>'],
    ['first Danes', 'no side matches "Danes": the sides are Swedes (attacker, A) and Imperialists (defender, D)'],
  ])('%j is refused: %s', (line, message) => {
    const r = parse(line);
    expect(r.ok ? `parsed: ${JSON.stringify(r.value.args)}` : r.error).toBe(message);
  });

  it('never throws, whatever the line (random strings)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (line) => {
        const r = parseCommand(specs, line, names);
        expect(typeof r.ok).toBe('boolean');
        expect(Array.isArray(complete(specs, line, names))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on lines built from the grammar\'s own pieces', () => {
    const piece = fc.constantFrom(
      'charge', 'fire', 'set', 'rest', 'note', 'first', 'sack', 'engage', 'at', 'camp', 'status', 'bases',
      'A1', 'A2', 'd1', "Tott's", 'Cuirassiers', '1', 'Blue', '"', "'", ',', '=', '--flank', '--rear', '--ground', '--support',
      '--no-crossed-arc', '--uphill', '--why', '--bases', '--', '-', '\u201c', 'rough', 'ok', '-3', '2.5', '',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.array(fc.constantFrom(' ', '', '  ', ','), { maxLength: 12 }), (pieces, gaps) => {
        const line = pieces.map((p, i) => p + (gaps[i] ?? ' ')).join('');
        const r = parseCommand(specs, line, names);
        expect(typeof r.ok).toBe('boolean');
        if (!r.ok) expect(r.error.length).toBeGreaterThan(0);
        for (const c of complete(specs, line, names)) expect(c.startsWith(completionFragment(line))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('closestFlag: the flag a mistyped or shortened one means', () => {
  it('a typo first, else the shortest flag it begins, when only one is that short', () => {
    expect(closestFlag('hexs', ['hexes', 'hexside'])).toBe('hexes');
    expect(closestFlag('hex', ['hexes', 'hexside', 'terrain'])).toBe('hexes');
    expect(closestFlag('ter', ['hexes', 'hexside', 'terrain'])).toBe('terrain');
    expect(closestFlag('fo', ['formed', 'former'])).toBeUndefined();
    expect(closestFlag('h', ['hexes'])).toBeUndefined();
    expect(closestFlag('zzz', ['hexes'])).toBeUndefined();
  });
});

describe('a name argument or flag with its own noun', () => {
  const commander = { name: 'command', usage: 'command <commander>', summary: 'command', example: 'command Horn', args: [{ kind: 'leader' as const, name: 'commander', noun: 'commander' }], flags: [{ name: 'heir', kind: 'leader' as const, summary: 'heir', noun: 'commander' }] };
  const parse = (line: string) => parseCommand([commander], line, names);

  it('is found in the table of its kind, and refused in its own word', () => {
    expect(parse('command Horn').ok).toBe(true);
    expect(parse('command Zz')).toMatchObject({ ok: false, error: expect.stringMatching(/^no commander matches "Zz"/) });
    expect(parse('command Horn --heir Zz')).toMatchObject({ ok: false, error: expect.stringMatching(/no commander matches "Zz"/) });
  });

  it('without a noun, the refusal names the kind', () => {
    expect(parseCommand(specs, 'command Zz', names)).toMatchObject({ ok: false, error: expect.stringMatching(/^no leader matches "Zz"/) });
  });
});

describe('a misspelt name of several words, without quotes', () => {
  const parse = (line: string) => parseCommand(specs, line, names);

  it('gets its near miss, not "unexpected" for the word after a start that resolves', () => {
    // "Yellow" alone names Yellow Brigade; "Brigde" would be left over.
    expect(parse('engage D1 Yellow Brigde')).toMatchObject({ ok: false, error: expect.stringMatching(/^no unit matches "Yellow Brigde" \(did you mean Yellow Brigade\?\)/) });
  });

  it('gets its near miss, not the ambiguity of its first word', () => {
    expect(parse("charge Tott's Cuirasiers 1 at D1")).toMatchObject({ ok: false, error: expect.stringMatching(/^no unit matches "Tott's Cuirasiers 1" \(did you mean /) });
  });

  it('a name followed by a stray word is still told as the stray word', () => {
    expect(parse('command Gustav Horn please')).toMatchObject({ ok: false, error: expect.stringMatching(/^unexpected "please"/) });
  });
});

describe('an optional argument left out before its keyword', () => {
  const shoot = { name: 'shoot', usage: 'shoot [<units>] [at <target>]', summary: 'shoot', example: 'shoot A1 at D1', args: [{ kind: 'units' as const, name: 'units', optional: true }, { kind: 'literal' as const, word: 'at', optional: true }, { kind: 'unit' as const, name: 'target', optional: true }] };
  const parse = (line: string) => parseCommand([shoot], line, names);

  it('takes the keyword as the keyword, not as a name', () => {
    expect(parse('shoot at D1')).toMatchObject({ ok: true, value: { args: { target: 'D1' } } });
    expect(parse('shoot A1 at D1')).toMatchObject({ ok: true, value: { args: { units: ['A1'], target: 'D1' } } });
    expect(parse('shoot')).toMatchObject({ ok: true });
  });
});

describe('a refusal quotes at most 80 characters of what was typed', () => {
  it('clips a long unexpected word, a long number and a long unclosed quote', () => {
    const long = 'a'.repeat(500);
    for (const line of [`done ${long}`, `note "${long}`, `fire A2 at D1 --range ${'x'.repeat(500)}`]) {
      const r = parseCommand(specs, line, names);
      if (r.ok) continue;
      expect(r.error.length, r.error).toBeLessThan(300);
    }
    const r = parseCommand(specs, `done ${long}`, names);
    expect(r.ok ? 'parsed' : r.error).toMatch(/^unexpected "a{79}…"/);
  });
});
