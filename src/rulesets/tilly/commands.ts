/**
 * The typed commands of Tilly's Very Bad Day, as data for the shared command-line toolkit:
 * usage, summary, example, arguments and flags. `help`, completion and the parser all read
 * this one table. Every dice-rolling command also takes `--rolls` (one value per die, in
 * the order the result and `odds` show), which the session strips before parsing.
 */
import type { CommandSpec, FlagSpec } from '../../engine/command-line.js';
import { CHANGES } from './units.js';

const why: FlagSpec = { name: 'why', kind: 'text', summary: 'the reason for a correction, journaled with it', placeholder: '"TEXT"' };
const far: FlagSpec = { name: 'far', kind: 'bool', summary: 'more than 8 TUM from its commander: roll a command check (automatic if the commander fell)' };

export interface TillyCommandSpec extends CommandSpec {
  /** The help group: turn, battle, corrections, tools. */
  readonly group: 'turn' | 'battle' | 'corrections' | 'tools';
  /** Longer explanation for `help <command>`. */
  readonly details?: readonly string[];
}

export const TILLY_COMMANDS: readonly TillyCommandSpec[] = [
  {
    name: 'next',
    group: 'turn',
    usage: 'next',
    summary: 'go to the next step of the sequence of play (applies cancellations, command morale and army morale by itself)',
    example: 'next',
    args: [],
    details: ['Refused while a step has unfinished business: charges to make, melees to fight, compulsory rally backs.', 'From step 4.3 with variable army morale, give the roll: next --rolls 3.'],
  },
  {
    name: 'move',
    group: 'battle',
    usage: 'move <unit> [--far] [--difficult] [--change wheel|about-face|oblique|turn|sideways|backwards] [--dist N] [--through <units>] [--buffer] [--zoc]',
    summary: 'move a unit in your move step (1.1 or 2.1): checks command, prints its allowance in TUM and in your units',
    example: 'move A3 --change wheel --dist 5',
    args: [{ kind: 'unit', name: 'unit' }],
    flags: [
      far,
      { name: 'difficult', kind: 'bool', summary: 'part of the move is in difficult terrain: at most 3 TUM' },
      { name: 'change', kind: 'word', placeholder: CHANGES.join('|'), summary: 'the change of direction (superior units: two, comma-separated, start and end)' },
      { name: 'dist', kind: 'number', placeholder: 'TUM', min: 0, summary: 'the distance meant, checked against the allowance' },
      { name: 'through', kind: 'units', placeholder: '<units>', summary: 'friendly units passed through (Table 4)' },
      { name: 'buffer', kind: 'bool', summary: 'yes: the move would enter an enemy buffer zone (refused)' },
      { name: 'zoc', kind: 'bool', summary: 'yes: the unit is in an enemy ZOC and the move neither stays, closes nor goes directly away (refused)' },
    ],
  },
  {
    name: 'pivot',
    group: 'battle',
    usage: 'pivot <cannons>',
    summary: 'cannons pivot on their centre in their move step, and may not shoot this turn',
    example: 'pivot D7',
    args: [{ kind: 'unit', name: 'unit', label: 'cannons' }],
  },
  {
    name: 'shoot',
    group: 'battle',
    usage: 'shoot <primary>[,<secondary>...] at <target> [--flank <units>] [--cover]',
    summary: 'shoot at one target in your shoot step (1.2 or 2.2): the first unit is primary (its resolve in dice), others 1 die; all hit on 6',
    example: 'shoot D2,D3 at A4 --rolls 1,2,6,6,6',
    args: [{ kind: 'units', name: 'units', label: 'the shooting units' }, { kind: 'literal', word: 'at' }, { kind: 'unit', name: 'target', label: 'a target' }],
    flags: [
      { name: 'flank', kind: 'units', placeholder: '<units>', summary: 'these shooters have the target to their flank (1 die; not cannons)' },
      { name: 'cover', kind: 'bool', summary: 'the target is dragoons, pike+shot or shot in difficult terrain or fortifications: -1 die per shooter' },
    ],
    details: ['Dice are rolled primary first, then each secondary in the order named; then a die for an attached commander if the target took hits.'],
  },
  {
    name: 'declare',
    group: 'battle',
    usage: 'declare <unit> at <targets> [--flank|--rear] [--far]',
    summary: 'declare a charge in step 3.1 (not after shooting, not when locked in melee)',
    example: 'declare A3 at D2 --flank',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'literal', word: 'at' }, { kind: 'units', name: 'targets', label: 'the units charged' }],
    flags: [
      { name: 'flank', kind: 'bool', summary: 'the charge strikes the target\'s flank' },
      { name: 'rear', kind: 'bool', summary: 'the charge strikes the target\'s rear' },
      far,
    ],
    exclusive: [['flank', 'rear']],
  },
  {
    name: 'declare',
    group: 'battle',
    usage: 'declare <commander> with <unit>',
    summary: 'a commander charges with, or to join, a friendly unit that charges or is locked in melee',
    example: 'declare A1 with A3',
    args: [{ kind: 'unit', name: 'unit', label: 'a commander' }, { kind: 'literal', word: 'with' }, { kind: 'unit', name: 'join', label: 'the unit he joins' }],
  },
  {
    name: 'charge',
    group: 'battle',
    usage: 'charge [<unit>] [--no-contact]',
    summary: 'make the declared charges in step 3.2, in the rule book\'s order (all of them when no unit is named)',
    example: 'charge',
    args: [{ kind: 'unit', name: 'unit', optional: true }],
    flags: [{ name: 'contact', kind: 'bool', negatable: true, summary: '--no-contact: the charge falls short (no melee)' }],
  },
  {
    name: 'pointblank',
    group: 'battle',
    usage: 'pointblank <units> at <charger> [--cover]',
    summary: 'in step 3.3, charged units that have not shot or charged shoot at their charger',
    example: 'pointblank D3 at A4 --rolls 6,2,3',
    args: [{ kind: 'units', name: 'units', label: 'the shooting units' }, { kind: 'literal', word: 'at' }, { kind: 'unit', name: 'target', label: 'the charger' }],
    flags: [{ name: 'cover', kind: 'bool', summary: 'the charger is dragoons, pike+shot or shot in difficult terrain or fortifications: -1 die' }],
  },
  {
    name: 'evade',
    group: 'battle',
    usage: 'evade <unit> [--difficult]',
    summary: 'optional rule: dragoons, shot or light horse that could shoot at point-blank range evade instead (a compulsory rally back)',
    example: 'evade D5 --difficult',
    args: [{ kind: 'unit', name: 'unit' }],
    flags: [{ name: 'difficult', kind: 'bool', summary: 'the unit starts in difficult terrain (needed by dragoons and shot; light horse need open terrain)' }],
  },
  {
    name: 'melee',
    group: 'battle',
    usage: 'melee <unit> [--primary <units>] [--assign <unit>=<enemy>,...] [--uphill <units>] [--fortified <units>] [--difficult <units>]',
    summary: 'fight the melee of a unit in step 3.4: every unit in contact with it fights; dice, to-hit and winner are worked out',
    example: 'melee A3 --rolls 4,5,2,6,1,5',
    args: [{ kind: 'unit', name: 'unit' }],
    flags: [
      { name: 'primary', kind: 'units', placeholder: '<units>', summary: 'the primary unit of a side (default: the strongest fighting to its front)' },
      { name: 'assign', kind: 'word', placeholder: '<unit>=<enemy>,...', summary: 'where a unit\'s hits go when it touches several enemies' },
      { name: 'uphill', kind: 'units', placeholder: '<units>', summary: 'these units charged uphill against infantry: -1 die' },
      { name: 'fortified', kind: 'units', placeholder: '<units>', summary: 'these units charged infantry in fortifications: -1 die' },
      { name: 'difficult', kind: 'units', placeholder: '<units>', summary: 'these horse are in difficult terrain: hit only on 6' },
    ],
    details: ['Dice order: the named unit\'s side first (primary, then secondaries), then the other side; a commander\'s die follows his unit\'s; then a casualty die for each attached commander whose unit took hits.'],
  },
  {
    name: 'rallyback',
    group: 'battle',
    usage: 'rallyback <unit> [--far] [--cancel]',
    summary: 'before step 3.5: place (or --cancel) a rally back marker; in step 3.5: rally back 3 TUM',
    example: 'rallyback A5',
    args: [{ kind: 'unit', name: 'unit' }],
    flags: [far, { name: 'cancel', kind: 'bool', summary: 'lift a voluntary rally back marker' }],
  },
  {
    name: 'rally',
    group: 'battle',
    usage: 'rally [<unit>]',
    summary: 'step 4.2: attached commanders restore 1 resolve lost to shooting or melee (all of them when no unit is named)',
    example: 'rally',
    args: [{ kind: 'unit', name: 'unit', optional: true }],
  },
  {
    name: 'heroics',
    group: 'battle',
    usage: 'heroics [<unit> [for <enemy>]]',
    summary: 'step 4.3: a unit that hit an enemy routed this turn regains 1 resolve (alone: applies every forced choice, lists the rest)',
    example: 'heroics D2 for A4',
    args: [
      { kind: 'unit', name: 'unit', optional: true },
      { kind: 'literal', word: 'for', optional: true },
      { kind: 'unit', name: 'enemy', label: 'the routed enemy', optional: true },
    ],
  },
  {
    name: 'set',
    group: 'corrections',
    usage: 'set <unit> resolve <N> [--why "…"]',
    summary: 'correct a unit\'s resolve (0 routs it)',
    example: 'set A6 resolve 2 --why "lost 2 earlier"',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'literal', word: 'resolve' }, { kind: 'int', name: 'resolve', min: 0, max: 9 }],
    flags: [why],
  },
  {
    name: 'rout',
    group: 'corrections',
    usage: 'rout <unit> [--why "…"]',
    summary: 'remove a unit from the table as routed',
    example: 'rout D9 --why "fled off the table edge"',
    args: [{ kind: 'unit', name: 'unit' }],
    flags: [why],
  },
  {
    name: 'fall',
    group: 'corrections',
    usage: 'fall <commander> [--why "…"]',
    summary: 'make a commander a casualty',
    example: 'fall A1',
    args: [{ kind: 'unit', name: 'unit', label: 'a commander' }],
    flags: [why],
  },
  {
    name: 'engage',
    group: 'corrections',
    usage: 'engage <unit> <enemy> [--on front|flank|rear] [--why "…"]',
    summary: 'put two enemy units in contact: the first with its front against the enemy\'s --on face',
    example: 'engage A3 D2 --on flank',
    args: [{ kind: 'unit', name: 'a' }, { kind: 'unit', name: 'b', label: 'an enemy' }],
    flags: [{ name: 'on', kind: 'choice', choices: ['front', 'flank', 'rear'], summary: 'the enemy\'s face touched (default front)' }, why],
  },
  {
    name: 'disengage',
    group: 'corrections',
    usage: 'disengage <unit> [<enemy>] [--why "…"]',
    summary: 'end a contact (all of the unit\'s contacts when no enemy is named)',
    example: 'disengage A3',
    args: [{ kind: 'unit', name: 'a' }, { kind: 'unit', name: 'b', optional: true }],
    flags: [why],
  },
  {
    name: 'attach',
    group: 'corrections',
    usage: 'attach <commander> <unit> [--why "…"]',
    summary: 'a commander joins a unit (in his own move step; elsewhere as a correction with --why)',
    example: 'attach A1 A3',
    args: [{ kind: 'unit', name: 'commander', label: 'a commander' }, { kind: 'unit', name: 'unit' }],
    flags: [why],
  },
  {
    name: 'detach',
    group: 'corrections',
    usage: 'detach <commander> [--why "…"]',
    summary: 'a commander leaves his unit',
    example: 'detach A1',
    args: [{ kind: 'unit', name: 'commander', label: 'a commander' }],
    flags: [why],
  },
  { name: 'note', group: 'corrections', usage: 'note <text>', summary: 'write a note in the journal', example: 'note the bridge is down', args: [{ kind: 'text', name: 'text' }] },
  {
    name: 'odds',
    group: 'tools',
    usage: 'odds <command>',
    summary: 'the exact distribution of hits (or of a check) of a shoot, pointblank, melee, move, declare or next command; rolls nothing',
    example: 'odds shoot D2,D3 at A4',
    args: [{ kind: 'text', name: 'text' }],
  },
  {
    name: 'mods',
    group: 'tools',
    usage: 'mods <command>',
    summary: 'the dice of a command, itemised; rolls nothing',
    example: 'mods melee A3',
    args: [{ kind: 'text', name: 'text' }],
  },
];
