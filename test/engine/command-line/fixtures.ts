/** A small rule set's names and command specs, shared by the command-line toolkit's tests. */
import type { NameTable } from '../../../src/engine/command-line/names.js';
import type { CommandSpec } from '../../../src/engine/command-line/spec.js';

export const names: NameTable = {
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

export const specs: CommandSpec[] = [
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
