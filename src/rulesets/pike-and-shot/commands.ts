/**
 * The typed commands of Pike & Shot, as data for the shared command-line toolkit: usage,
 * summary, example, arguments and flags. `help`, completion and the parser read this one
 * table. Dice-rolling commands also take `--rolls` (one value per die, in the order the
 * result lists them: combat dice first, then a leader casualty check's first die, and its second after a 5 or 6, 7.4).
 */
import { type CommandSpec, type FlagSpec, noteSpec } from '../../engine/command-line/spec.js';
import { VERTICES } from './hexes.js';

export interface PsCommandSpec extends CommandSpec {
  readonly group: 'turn' | 'battle' | 'corrections' | 'tools';
}

const ASPECTS = ['front', 'flank', 'rear'] as const;
const why: FlagSpec = { name: 'why', kind: 'text', summary: 'the reason for a correction, journaled with it', placeholder: '"TEXT"' };
const winWhy: FlagSpec = { ...why, summary: 'the event that gives the victory, said in the result and journaled with it' };
const to = [{ kind: 'literal', word: 'to', optional: true }, { kind: 'word', name: 'hex', label: 'a hex (XXYY)', optional: true }] as const;
const GROUND: readonly FlagSpec[] = [
  { name: 'range', kind: 'int', min: 1, max: 99, placeholder: 'N', summary: 'hexes to the target (computed from hexes when both units have one)' },
  { name: 'terrain', kind: 'word', placeholder: 'NAME', summary: "the target's hex terrain, a TEC name" },
  { name: 'hexside', kind: 'word', placeholder: 'NAME', summary: 'the hexside between the units, a TEC name' },
  { name: 'on', kind: 'choice', choices: ASPECTS, summary: "where the attacker stands for a defending battalion (9.3, 9.4)" },
  { name: 'into', kind: 'choice', choices: ASPECTS, summary: 'where the target lies for an attacking battalion (9.3, 9.4)' },
];
const leaderRetreat: FlagSpec = { name: 'retreat', kind: 'word', placeholder: 'HEX', summary: 'a leader alone attacked in melee retreats 3 hexes to HEX before it; off-map, or blocked if he cannot (eliminated) (7.1)' };
const counterFireFlag: FlagSpec = { name: 'counter-fire', kind: 'units', placeholder: 'UNITS', summary: 'the moving player\'s infantry (commas, no spaces) fires first at the cavalry as it enters the hex between, before its melee (11.4)' };
const noCounterFireFlag: FlagSpec = { name: 'no-counter-fire', kind: 'bool', summary: 'the moving player\'s infantry does not fire at the cavalry entering the hex between (11.4)' };
const COUNTER_FIRE_DETAIL =
  'Cavalry reacting through a hex between that the moving player\'s infantry may fire at as it enters (11.4) needs --counter-fire or --no-counter-fire: at the terminal, a line with neither is asked; in a script it is refused, naming both.';
const pursue: FlagSpec = { name: 'pursue', kind: 'bool', negatable: true, summary: 'pursuit-capable cavalry follows a fleeing enemy (the default; --no-pursue holds it, on both sides of this melee, 11.8)' };

const meleeEvade: FlagSpec = { name: 'evade', kind: 'bool', negatable: true, summary: 'the defender retreats before melee where it may (5.5, 10.6, 11.6, 11.11); --no-evade: it stands' };
const MELEE_EVADE_DETAIL =
  'A defender that may retreat before the melee (loose shotte from tercios and battalions, 10.6; cavalry from infantry, 11.6; dragoons from anything but cavalry, 11.11) and is given neither --evade nor --no-evade is asked at the terminal; in a script it stands.';

export const PS_COMMANDS: readonly PsCommandSpec[] = [
  { name: 'next', group: 'turn', usage: 'next', summary: 'go to the next phase of the turn (3.1); after the last turn, the victory tally', example: 'next', args: [] },
  {
    name: 'weather',
    group: 'turn',
    usage: 'weather <text>',
    summary: 'record the weather check in the weather phase (3.1 I)',
    example: 'weather clear',
    args: [{ kind: 'text', name: 'text', label: 'the weather' }],
  },
  {
    name: 'move',
    group: 'battle',
    usage: 'move <unit|leader> [to <hex>] [--hexes N] [--terrain a,b] [--hexside x] [--leader L] [--face V] [--into A] [--with U]',
    summary: 'move a unit or leader in your movement phase: MP against the TEC, the leader restriction, other units (4.0, 7.1)',
    example: 'move A4 to 0409 --terrain woods',
    args: [{ kind: 'unit', name: 'unit' }, ...to],
    flags: [
      { name: 'hexes', kind: 'int', min: 0, max: 99, placeholder: 'N', summary: 'hexes moved (default: the way to the hex, straight or round the units in the way, 4.4; else the terrain listed); never fewer than the hexes to the destination (4.1)' },
      { name: 'terrain', kind: 'word', placeholder: 'a,b,…', summary: 'the terrain of each hex entered, in order (TEC names); unnamed hexes are clear' },
      { name: 'hexside', kind: 'word', placeholder: 'a,b,…', summary: 'hexside features crossed (TEC names)' },
      { name: 'leader', kind: 'unit', placeholder: 'L', summary: 'a leader who has not moved, stacked with or next to the unit (7.2)' },
      { name: 'face', kind: 'choice', choices: VERTICES, summary: "a battalion's new facing: 2 MP a vertex in place, one free a front hex entered (9.1, 9.2)" },
      { name: 'into', kind: 'choice', choices: ASPECTS, summary: "where a battalion's step goes when its hexes do not say: front (default), or flank or rear, its whole move (9.2)" },
      { name: 'with', kind: 'unit', placeholder: 'U', summary: 'a leader joins this unit (7.1)' },
    ],
    details: [
      'Tercios and battalions move one hex, cuirassiers and harquebusiers three, unless a leader who has not moved starts with or next to them (4.3, 7.2).',
      'With no --hexes, a move to a hex whose straight way a unit holds takes the shortest way round within the MP left, and says which way it went (4.4); --hexes N gives another length.',
      'A battalion steps into a flank or rear hex with all its MA, one hex, no pivot; it pivots at 2 MP a vertex, or one vertex free for each front hex entered (9.2): move B1 --hexes 0 --face nw.',
      "A unit's move leaves its stacked leaders in its hex, as a leader moves by his own move (7.1). To take one along, move him next with --with: move AL2 --with A3; having moved, he enables no full move again this phase (7.1, 7.2). After a move from the menus, the menus offer it.",
    ],
  },
  {
    name: 'loose',
    group: 'battle',
    usage: 'loose <tercio|battalion> [to <hex>]',
    summary: 'at the start of its move, a tercio or battalion detaches its loose shotte into an empty adjacent hex (10.2)',
    example: 'loose A2 to 0809',
    args: [{ kind: 'unit', name: 'unit' }, ...to],
  },
  {
    name: 'regain',
    group: 'battle',
    usage: 'regain <tercio|battalion> [--from U]',
    summary: 'at the start of its move, the parent takes its adjacent loose shotte back, or with --from another adjacent loose shotte of its side (10.2)',
    example: 'regain A2',
    args: [{ kind: 'unit', name: 'unit' }],
    flags: [{ name: 'from', kind: 'unit', placeholder: 'U', summary: 'another loose shotte of the side rejoins this parent; its own parent keeps its LS marker (10.2 player note)' }],
  },
  {
    name: 'flip',
    group: 'battle',
    usage: 'flip <light cannon> firing|moving [--terrain NAME]',
    summary: 'at the start of the movement phase, a light cannon shows its firing or moving side (12.7)',
    example: 'flip B6 moving',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'choice', name: 'face', choices: ['firing', 'moving'], label: 'firing or moving' }],
    flags: [{ name: 'terrain', kind: 'word', placeholder: 'NAME', summary: "the cannon's hex terrain (no firing side where infantry is disordered)" }],
  },
  {
    name: 'fire',
    group: 'battle',
    usage: 'fire <unit> at <target> [--range N] [--hill] [--terrain T] [--hexside H] [--from-terrain T] [--[no-]blocked] [--[no-]back] [--evade] [--on A] [--into A]',
    summary: 'a fire attack in your combat phase (5.3; artillery 12.2): one die on the CRT; at a leader alone, only his casualty check (7.1, 7.4)',
    example: 'fire A7 at B5 --hill',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'literal', word: 'at' }, { kind: 'unit', name: 'target', label: 'a target' }],
    flags: [
      ...GROUND,
      { name: 'hill', kind: 'bool', summary: 'the artillery is on a hill: +1 strength (12.2)' },
      { name: 'from-terrain', kind: 'word', placeholder: 'NAME', summary: "the firing artillery's hex terrain, a TEC name: fire out of it may be prohibited (12.3)" },
      { name: 'blocked', kind: 'bool', negatable: true, summary: "the line of sight (12.3) or a skirmisher's hex between (10.5) is blocked: refused; --no-blocked: clear, whatever the hexes show" },
      { name: 'back', kind: 'bool', negatable: true, summary: 'the target fires back, simultaneously (5.5, 11.5); --no-back: it takes the fire' },
      { name: 'evade', kind: 'bool', summary: 'cavalry target retreats 3 hexes before the fire (11.5)' },
    ],
    exclusive: [['back', 'evade']],
    details: [
      'A target that may answer the fire (fire back, 5.5; cavalry may instead retreat 3 hexes, 11.5) and is given none of --back, --no-back or --evade is asked at the terminal; in a script it takes the fire, and the result says so.',
    ],
  },
  {
    name: 'melee',
    group: 'battle',
    usage: 'melee <unit> at <target> [--range N] [--terrain T] [--hexside H] [--on A] [--into A] [--[no-]evade] [--no-pursue] [--retreat HEX]',
    summary: 'a melee in your combat phase (5.4): exchange of fire, then the differential on the Melee line; a leader alone retreats before it, no dice (--retreat, 7.1)',
    example: 'melee A1 at B5',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'literal', word: 'at' }, { kind: 'unit', name: 'target', label: 'a target' }],
    flags: [...GROUND, meleeEvade, pursue, leaderRetreat],
    details: [MELEE_EVADE_DETAIL],
  },
  {
    name: 'charge',
    group: 'battle',
    usage: 'charge <cavalry> at <target> [--range N] [--terrain T] [--hexside H] [--on A] [--into A] [--[no-]evade] [--no-pursue] [--retreat HEX]',
    summary: 'a cavalry charge (11.7): moved 1–3 hexes before, does not fire, the Charge line; disordered after',
    example: 'charge A3 at B3',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'literal', word: 'at' }, { kind: 'unit', name: 'target', label: 'a target' }],
    flags: [...GROUND, meleeEvade, pursue, leaderRetreat],
    details: [MELEE_EVADE_DETAIL],
  },
  {
    name: 'react',
    group: 'battle',
    usage: 'react <unit> fire|melee|charge <target> [--range N] [--terrain T] [--hexside H] [--on A] [--into A] [--to HEX] [--counter-fire UNITS | --no-counter-fire] [--no-pursue] [--retreat HEX]',
    summary: 'react to an enemy unit or leader alone moving (4.5, 7.1, 11.4), a fortune of war move (6.5), or a retreat (6.3): infantry fires, cavalry melees or charges; fire at a leader is his casualty check (7.4)',
    example: 'react B4 melee A5',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'choice', name: 'reaction', choices: ['fire', 'melee', 'charge'], label: 'fire, melee or charge' }, { kind: 'unit', name: 'target', label: 'the moving unit or leader' }],
    flags: [...GROUND, { name: 'to', kind: 'word', placeholder: 'HEX', summary: 'cavalry reacting two hexes away moves into this hex first; the moving player\'s infantry fires at such cavalry entering this hex (11.4)' }, counterFireFlag, noCounterFireFlag, pursue, leaderRetreat],
    details: [COUNTER_FIRE_DETAIL],
  },
  {
    name: 'declare',
    group: 'battle',
    usage: 'declare <units> at <target>',
    summary: 'before the first attack on a defender this combat phase, name every unit to attack it (5.2): each then attacks it alone, and only it',
    example: 'declare A1,A2 at B2',
    args: [{ kind: 'units', name: 'units' }, { kind: 'literal', word: 'at' }, { kind: 'unit', name: 'target', label: 'a target' }],
    flags: [],
  },
  {
    name: 'recover',
    group: 'battle',
    usage: 'recover <unit> [--adjacent]',
    summary: 'instead of attacking, a disordered unit away from the enemy rolls its recovery factor or less (6.2)',
    example: 'recover A4',
    args: [{ kind: 'unit', name: 'unit' }],
    flags: [{ name: 'adjacent', kind: 'bool', summary: 'yes: an enemy is adjacent (refused, 6.2)' }],
  },
  {
    name: 'fow',
    group: 'battle',
    usage: 'fow recover|move|react <unit> [fire|melee|charge <target>] [--range N] [--terrain T] [--hexside H] [--on A] [--into A] [--no-pursue] [--retreat HEX]',
    summary: 'play a fortune of war after a combat: a recovery, a move or a reaction (6.5)',
    example: 'fow recover A5',
    args: [
      { kind: 'choice', name: 'use', choices: ['recover', 'move', 'react'], label: 'recover, move or react' },
      { kind: 'unit', name: 'unit' },
      { kind: 'choice', name: 'reaction', choices: ['fire', 'melee', 'charge'], label: 'fire, melee or charge', optional: true },
      { kind: 'unit', name: 'target', label: 'the enemy', optional: true },
    ],
    flags: [...GROUND, pursue, leaderRetreat],
  },
  {
    name: 'retreat',
    group: 'battle',
    usage: 'retreat <unit> [to <hex>] [--through <friend>] [--blocked] [--off-map]',
    summary: 'make a retreat or rout a result called for (6.3, 6.4): where it goes, through a friend, blocked, or off the map',
    example: 'retreat B3 to 0513',
    args: [{ kind: 'unit', name: 'unit' }, ...to],
    flags: [
      { name: 'through', kind: 'unit', placeholder: 'FRIEND', summary: 'the only way is through this friend next to the unit: it is disordered and the unit routs (6.3)' },
      { name: 'blocked', kind: 'bool', summary: 'no way out but enemies or prohibited terrain: eliminated (6.3)' },
      { name: 'off-map', kind: 'bool', summary: 'the retreat leaves the map: out of play, not eliminated (6.3)' },
    ],
    exclusive: [['through', 'blocked', 'off-map']],
    details: [
      'A retreat moves its full length (infantry 1, loose shotte 2, cavalry 3); its way may wind, so it may end fewer hexes from where it began. A rout ends 5 hexes from where it began (6.3, 6.4).',
      'Where the hexes are known, the end may not be nearer the enemy that caused it than the start, and a friend passed through must be next to the unit.',
    ],
  },
  {
    name: 'advance',
    group: 'battle',
    usage: 'advance <unit> [to <hex>]',
    summary: 'after a melee the defender left, the attacker advances (6.6; cavalry 2 hexes, light cavalry 3, 11.3)',
    example: 'advance A1',
    args: [{ kind: 'unit', name: 'unit' }, ...to],
  },
  {
    name: 'capture',
    group: 'battle',
    usage: 'capture <unit> <gun>',
    summary: 'the unit enters an enemy gun\'s hex: heavy artillery changes sides, light cannon are eliminated (12.6, 12.7)',
    example: 'capture A3 B6',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'unit', name: 'gun', label: 'a gun' }],
  },
  {
    name: 'win',
    group: 'turn',
    usage: 'win <side> [--why "event"]',
    summary: 'declare an instant victory the folio allows (3.0)',
    example: 'win Swedes --why "Tilly eliminated"',
    args: [{ kind: 'side', name: 'side' }],
    flags: [winWhy],
  },
  {
    name: 'set',
    group: 'corrections',
    usage: 'set <unit> ordered|disordered [--why "…"]',
    summary: 'correct a unit\'s side up',
    example: 'set A3 ordered --why "misread die"',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'choice', name: 'status', choices: ['ordered', 'disordered'], label: 'ordered or disordered' }],
    flags: [why],
  },
  { name: 'eliminate', group: 'corrections', usage: 'eliminate <unit> [--why "…"]', summary: 'remove a unit as eliminated', example: 'eliminate B2', args: [{ kind: 'unit', name: 'unit' }], flags: [why] },
  {
    name: 'place',
    group: 'corrections',
    usage: 'place <unit|leader> <hex> [--why "…"]',
    summary: 'put a unit or leader in a hex without moving it',
    example: 'place A3 0612',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'word', name: 'hex', label: 'a hex (XXYY)' }],
    flags: [why],
  },
  noteSpec('tools'),
];
