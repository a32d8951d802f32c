import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CommandSpec,
  complete,
  completionFragment,
  formatHelp,
  type Named,
  type NameTable,
  parseCommand,
  resolveName,
  tokenize,
  type Token,
} from '../../src/engine/command-line.js';

const names: NameTable = {
  unit: [
    { id: 'A1', name: 'Yellow Brigade' },
    { id: 'A2', name: "Tott's Cuirassiers 1" },
    { id: 'A3', name: "Tott's Cuirassiers 2" },
    { id: 'A4', name: 'Kürassiere Pappenheim' },
    { id: 'D1', name: 'Blue Regiment' },
    { id: 'D2', name: 'Old Blue' },
    { id: 'D3', name: 'Croats', retired: true },
    { id: 'D4', name: 'Croat Horse' },
  ],
  leader: [
    { id: 'AL1', name: 'Gustav Horn' },
    { id: 'DL1', name: 'Wrangel' },
  ],
  side: [
    { id: 'A', name: 'Swedes', aliases: ['attacker'] },
    { id: 'D', name: 'Imperialists', aliases: ['defender'] },
  ],
};

const specs: CommandSpec[] = [
  {
    name: 'charge',
    usage: 'charge <unit> at <target>',
    summary: 'charge a unit',
    example: 'charge A2 at D1',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'literal', word: 'at' }, { kind: 'unit', name: 'target', label: 'a target' }],
    flags: [
      { name: 'flank', kind: 'bool', summary: 'flank' },
      { name: 'rear', kind: 'bool', summary: 'rear' },
      { name: 'crossed-arc', kind: 'bool', negatable: true, summary: 'crossed the arc' },
      { name: 'ground', kind: 'choice', choices: ['open', 'rough', 'very-rough'], summary: 'ground' },
      { name: 'uphill', kind: 'choice', choices: ['target', 'actor'], defaultValue: 'target', summary: 'uphill' },
      { name: 'support', kind: 'units', summary: 'supports' },
      { name: 'bases', kind: 'int', min: 1, max: 12, summary: 'bases' },
      { name: 'rough', kind: 'number', min: 0, summary: 'inches' },
      { name: 'heir', kind: 'leader', summary: 'heir' },
      { name: 'why', kind: 'text', summary: 'why' },
    ],
    exclusive: [['flank', 'rear']],
  },
  {
    name: 'fire',
    usage: 'fire <unit>[,<unit>...] at <target>',
    summary: 'fire',
    example: 'fire A1,A2 at D1',
    args: [{ kind: 'units', name: 'units' }, { kind: 'literal', word: 'at' }, { kind: 'unit', name: 'target' }],
  },
  { name: 'engage', usage: 'engage <unit> <enemy>', summary: 'engage', example: 'engage A2 D1', args: [{ kind: 'unit', name: 'a' }, { kind: 'unit', name: 'b' }] },
  {
    name: 'set',
    usage: 'set <unit> status S',
    summary: 'set',
    example: 'set A1 status ok',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'literal', word: 'status' }, { kind: 'choice', name: 'status', choices: ['ok', 'disordered', 'demoralized'] }],
  },
  {
    name: 'set',
    usage: 'set <unit> bases N',
    summary: 'set',
    example: 'set A1 bases 2',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'literal', word: 'bases' }, { kind: 'int', name: 'bases', min: 0 }],
  },
  {
    name: 'rest',
    aliases: ['regroup'],
    usage: 'rest|regroup <unit> [at <enemy>]',
    summary: 'rest',
    example: 'rest A1',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'literal', word: 'at', optional: true }, { kind: 'unit', name: 'target', optional: true }],
  },
  { name: 'first', usage: 'first <side>', summary: 'first', example: 'first A', args: [{ kind: 'side', name: 'side' }] },
  { name: 'command', usage: 'command <leader>', summary: 'command', example: 'command Horn', args: [{ kind: 'leader', name: 'leader' }] },
  { name: 'sack', usage: 'sack <side> camp', summary: 'sack', example: 'sack D camp', args: [{ kind: 'side', name: 'side' }, { kind: 'literal', word: 'camp', optional: true }] },
  { name: 'note', usage: 'note <text>', summary: 'note', example: 'note hello', args: [{ kind: 'text', name: 'text' }] },
  { name: 'done', usage: 'done', summary: 'done', example: 'done', args: [] },
];

const words = (tokens: Token[]) => tokens.map((t) => (t.kind === 'flag' ? `--${t.name}${t.value === null ? '' : `=${t.value}`}` : t.text));

describe('tokenize', () => {
  it.each([
    ['charge A2 at D1', ['charge', 'A2', 'at', 'D1']],
    ['  spaced   out  ', ['spaced', 'out']],
    ['charge "Blue Regiment" at D1', ['charge', 'Blue Regiment', 'at', 'D1']],
    ["charge 'Tott's Cuirassiers 1' at D1", ['charge', "Tott's Cuirassiers 1", 'at', 'D1']],
    ["charge Tott's at D1", ['charge', "Tott's", 'at', 'D1']],
    ['fire A1,A2 at D1', ['fire', 'A1,A2', 'at', 'D1']],
    ['x --flank', ['x', '--flank']],
    ['x --Ground=Rough', ['x', '--ground=Rough']],
    ['x --why="bad luck"', ['x', '--why=bad luck']],
    ['x --rough 2', ['x', '--rough', '2']],
    ['x \u201ccurly quotes\u201d', ['x', 'curly quotes']],
    ['x -5', ['x', '-5']],
    ['', []],
  ])('%j', (line, expected) => {
    expect(words(tokenize(line))).toEqual(expected);
  });

  it('splits comma lists into pieces, keeping quoted names whole', () => {
    const [token] = tokenize('A1,"Blue Regiment",D2');
    expect(token?.kind === 'word' && token.pieces).toEqual([
      { text: 'A1', quoted: false },
      { text: 'Blue Regiment', quoted: true },
      { text: 'D2', quoted: false },
    ]);
  });

  it('marks an unclosed quote instead of failing', () => {
    const tokens = tokenize('charge "Blue Reg');
    expect(tokens[1]).toMatchObject({ kind: 'word', text: 'Blue Reg', open: true });
  });

  it('records where each token is in the line', () => {
    const line = 'fire  "Old Blue" at D1';
    const t = tokenize(line)[1] as Token;
    expect(line.slice(t.start, t.end)).toBe('"Old Blue"');
  });
});

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
    ['Tott', `"Tott" could be Tott's Cuirassiers 1 or Tott's Cuirassiers 2`],
    ['cuir', `"cuir" could be Tott's Cuirassiers 1 or Tott's Cuirassiers 2`],
    ['Zebra', 'no unit matches "Zebra"'],
    ['Yelow Brigade', 'no unit matches "Yelow Brigade" (did you mean Yellow Brigade?)'],
    ['', 'name a unit'],
  ])('%j is refused: %s', (query, message) => {
    const r = resolveName(query, units, 'unit');
    expect(r.ok ? null : r.error).toBe(message);
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
    ['--flank', 'a command starts with its name, not with --flank (help lists them)'],
    ['charge A2', 'charge needs a target: charge <unit> at <target>'],
    ['charge', 'charge needs a unit: charge <unit> at <target>'],
    ['charge A2 D1', 'charge needs "at" before a target: charge <unit> at <target>'],
    ['charge Tott at D1', `"Tott" could be Tott's Cuirassiers 1 or Tott's Cuirassiers 2`],
    ['charge A2 at Zebra', 'no unit matches "Zebra"'],
    ['charge A2 at D1 --flank --rear', '--flank and --rear cannot be given together'],
    ['charge A2 at D1 --flnk', 'charge has no --flnk flag; did you mean --flank? (help charge lists them)'],
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
    ['set A1 status great', 'status is ok, disordered or demoralized, not "great"'],
    ['set A1 status d', '"d" could be disordered or demoralized (status)'],
    ['set A1 bases -1', 'bases must be at least 0, not -1'],
    ['set A1 colour red', 'set needs "status" or "bases" here: set <unit> status S, or set <unit> bases N'],
    ['rest A1 D1', 'unexpected "D1": usage is rest|regroup <unit> [at <enemy>]'],
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

describe('complete', () => {
  const c = (line: string) => complete(specs, line, names);
  it.each<[string, string[]]>([
    ['', ['charge', 'command', 'done', 'engage', 'fire', 'first', 'note', 'regroup', 'rest', 'sack', 'set']],
    ['ch', ['charge']],
    ['c', ['charge', 'command']],
    ['charge T', ["Tott's Cuirassiers 1", "Tott's Cuirassiers 2"]],
    ["charge Tott's C", ['Cuirassiers 1', 'Cuirassiers 2']],
    ['charge cu', ['cuirassiers 1', 'cuirassiers 2']],
    ['charge "Tot', ['"Tott\'s Cuirassiers 1"', '"Tott\'s Cuirassiers 2"']],
    ['charge A2 ', ['at']],
    ['charge A2 a', ['at']],
    ['charge A2 at D1 --g', ['--ground']],
    ['charge A2 at D1 --n', ['--no-crossed-arc']],
    ['charge A2 at D1 --ground ', ['open', 'rough', 'very-rough']],
    ['charge A2 at D1 --ground=r', ['--ground=rough']],
    ['charge A2 at D1 --support A1,Y', ['A1,Yellow Brigade']],
    ['charge A2 at D1 --heir ', ['Gustav Horn', 'Wrangel']],
    ['fire A1,O', ['A1,Old Blue']],
    ['first ', ['attacker', 'defender', 'Imperialists', 'Swedes']],
    ['first A', ['A', 'Attacker']],
    ['first a', ['a', 'attacker']],
    ['set A1 ', ['bases', 'status']],
    ['set A1 status ', ['demoralized', 'disordered', 'ok']],
    ['sack D ', ['camp']],
    ['done ', []],
    ['note some', []],
    ['zzz ', []],
  ])('%j → %j', (line, expected) => {
    expect(c(line)).toEqual(expected);
  });

  it('offers the flags once a command is complete, without those already given', () => {
    const flags = c('charge A2 at D1 --flank ');
    expect(flags).toContain('--ground');
    expect(flags).toContain('--no-crossed-arc');
    expect(flags).not.toContain('--flank');
  });

  it('leaves units out of play out of completion', () => {
    expect(c('charge A2 at Cro')).toEqual(['Croat Horse']);
  });

  it('takes extra words and flags from the caller', () => {
    expect(complete(specs, 'he', names, { words: ['help'] })).toEqual(['help']);
    expect(complete(specs, 'charge A2 at D1 --r', names, { flags: ['--rolls'] })).toEqual(['--rear', '--rolls', '--rough']);
  });

  it.each([
    ['charge A2', 'A2'],
    ['charge A2 ', ''],
    ['charge "Blue Reg', '"Blue Reg'],
    ['', ''],
  ])('the fragment of %j is %j', (line, fragment) => {
    expect(completionFragment(line)).toBe(fragment);
  });
});

describe('formatHelp', () => {
  it('lists every command once, with its aliases', () => {
    const r = formatHelp(specs);
    expect(r.ok && r.value.filter((l) => l.startsWith('set')).length).toBe(1);
    expect(r.ok && r.value.some((l) => l.startsWith('rest|regroup'))).toBe(true);
  });

  it('explains one command: usage, flags and example', () => {
    const r = formatHelp(specs, 'charge');
    if (!r.ok) throw new Error(r.error);
    expect(r.value[0]).toBe('charge <unit> at <target>');
    expect(r.value.join('\n')).toMatch(/--\[no-\]crossed-arc\s+crossed the arc/);
    expect(r.value.join('\n')).toMatch(/--uphill \[target\|actor\]/);
    expect(r.value.at(-1)).toBe('  Example: charge A2 at D1');
  });

  it('shows every form of a command with several', () => {
    const r = formatHelp(specs, 'set');
    expect(r.ok && r.value.slice(0, 2)).toEqual(['set <unit> status S', 'set <unit> bases N']);
  });

  it('refuses an unknown command with a suggestion', () => {
    const r = formatHelp(specs, 'chrage');
    expect(r.ok ? null : r.error).toBe('no command "chrage"; did you mean charge?');
  });
});
