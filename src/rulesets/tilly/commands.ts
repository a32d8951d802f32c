/**
 * The typed commands of Tilly's Very Bad Day, as data for the shared command-line toolkit:
 * usage, summary, example, arguments and flags. `help`, completion and the parser all read
 * this one table. Every dice-rolling command also takes `--rolls` (one value per die, in
 * the order the result and `odds` show), which the session strips before parsing.
 */
import { flagUsage } from '../../engine/command-line/help.js';
import { type CommandSpec, type FlagSpec, noteSpec } from '../../engine/command-line/spec.js';
import { TERRAIN_KINDS } from './game-setup.js';
import { CHANGES } from './units.js';

const why: FlagSpec = { name: 'why', kind: 'text', summary: 'the reason for a correction, journaled with it', placeholder: '"…"' };
const far: FlagSpec = { name: 'far', kind: 'bool', summary: 'more than 8 TUM from its commander: roll a command check (automatic if the commander fell; a commander never rolls one)' };

/** The game master's answers on lines of fire (geometry.ts): each "yes" refuses the shot with its rule. */
const SIGHT_FLAGS: readonly FlagSpec[] = [
  { name: 'blocked', kind: 'bool', summary: 'yes: blocking terrain, friends or enemy are in the way, or a gap under 2 TUM (refused, "Shooting criteria")' },
  { name: 'not-closest', kind: 'bool', summary: 'yes: another possible target is closer (refused, "Shoot front before flank")' },
  { name: 'enemy-front', kind: 'units', placeholder: '<units>', summary: 'name these shooters, not the enemy: they have an enemy in range to their front, so may not shoot to a flank (unless also named in --friends-front)' },
  { name: 'friends-front', kind: 'units', placeholder: '<units>', summary: 'name these shooters, not the friends: they have friends in range to their front, so may not shoot to their front (but may to a flank)' },
  { name: 'blocked-flank', kind: 'units', placeholder: '<units>', summary: 'name these flank shooters, not the friends: they have friends on the flank the target is on, which blocks shooting to it' },
];

/**
 * A usage line with every flag the parser takes, drawn from the flags themselves, so that the
 * usage line and the Flags list of `help <command>` never disagree (each game-master question
 * shows in both). Flags in `exclusive` share one bracket: `[--flank|--rear]`; a negatable flag
 * whose default is on shows as its "no" form.
 */
export function usageWith(head: string, flags: readonly FlagSpec[], exclusive: readonly (readonly string[])[] = []): string {
  const done = new Set<string>();
  const parts: string[] = [];
  const shown = (f: FlagSpec): string => (f.kind === 'bool' && f.negatable ? `--no-${f.name}` : flagUsage(f));
  for (const f of flags) {
    if (done.has(f.name)) continue;
    const group = exclusive.find((g) => g.includes(f.name));
    const members = group ? flags.filter((x) => group.includes(x.name)) : [f];
    for (const m of members) done.add(m.name);
    parts.push(`[${members.map(shown).join('|')}]`);
  }
  return [head, ...parts].join(' ');
}

export interface TillyCommandSpec extends CommandSpec {
  /** The help group: turn, setup (terrain and deployment), battle, corrections, session (note), tools. */
  readonly group: 'turn' | 'setup' | 'battle' | 'corrections' | 'session' | 'tools';
  /** Longer explanation for `help <command>`. */
}

/** The specs with their usage heads; `TILLY_COMMANDS` adds the flags to each usage line. */
const SPECS: readonly TillyCommandSpec[] = [
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
    usage: 'move <unit>',
    summary: 'move a unit in your move step (1.1 or 2.1): checks command, prints its allowance in TUM and in your units',
    example: 'move A3 --change wheel --dist 5',
    args: [{ kind: 'unit', name: 'unit' }],
    flags: [
      far,
      { name: 'check', kind: 'bool', summary: 'roll only the command check now; if it passes, give the move in a second line (no second check)' },
      { name: 'difficult', kind: 'bool', summary: 'part of the move is in difficult terrain: at most 3 TUM' },
      { name: 'change', kind: 'word', placeholder: CHANGES.join('|'), summary: 'the change of direction (superior units: two, comma-separated, start and end; commanders turn freely and need none)' },
      { name: 'dist', kind: 'number', placeholder: 'TUM', min: 0, summary: 'the distance meant, checked against the allowance' },
      { name: 'through', kind: 'units', placeholder: '<units>', summary: 'friendly units passed through (Table 4)' },
      { name: 'push', kind: 'units', placeholder: '<commanders>', summary: 'unattached enemy commanders in the way, moved aside (not a move: they cannot attach)' },
      { name: 'buffer', kind: 'bool', summary: 'yes: the move would enter an enemy buffer zone (refused)' },
      { name: 'zoc', kind: 'bool', summary: 'yes: the unit, a commander too (not under house rule commandersIgnoreZoc), is in an enemy ZOC and the move neither stays, closes nor goes directly away (refused)' },
    ],
    details: ['An attached commander moves with his unit; once it has moved, that was his move this step, even if he then leaves it (house rule commanderMovesAfterUnit lets him move on). Moving on his own, he leaves it. One who joins a unit after it moved keeps his move.'],
  },
  {
    name: 'initiative',
    group: 'turn',
    usage: 'initiative',
    summary: 'at the set-up, when the scenario gives no roles: each side rolls a die, the higher attacks; ties are rolled again',
    example: 'initiative --rolls 5,2',
    args: [],
  },
  {
    name: 'terrain',
    group: 'setup',
    usage: `terrain ${TERRAIN_KINDS.join('|')}`,
    summary: 'at the set-up, tick off a terrain feature the defender places (the limits per kind and per table are checked)',
    example: 'terrain hill',
    args: [{ kind: 'choice', name: 'feature', choices: TERRAIN_KINDS, label: 'a terrain feature' }],
  },
  {
    name: 'deploy',
    group: 'setup',
    usage: 'deploy <unit>|all',
    summary: 'at the set-up, tick off the command of a unit (or a cannon) as deployed, in the book\'s order; all ticks off the rest',
    example: 'deploy D1',
    args: [{ kind: 'word', name: 'unit', optional: true, label: 'a unit of the command, a cannon, or all' }],
    details: ['Commands deploy one at a time, alternating sides, the defender first; cannons come last, one at a time, alternating, the attacker first. Pike+shot deploy in the friendly centre zone.', 'deploy all ticks off what is left in that order.'],
  },
  {
    name: 'face',
    group: 'battle',
    usage: 'face <unit> [toward <enemy>]',
    summary: 'in its move step, a unit locked in melee since an earlier turn turns to face an enemy on its flank or rear, if there is space',
    example: 'face A3 toward D7',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'literal', word: 'toward', optional: true }, { kind: 'unit', name: 'enemy', label: 'the enemy to face', optional: true }],
    flags: [{ name: 'far', kind: 'bool', summary: 'only under house rule facingIsMove: more than 8 TUM from its commander, so it rolls a command check first' }],
    details: [
      '"Fighting to flank or rear": on the following turns a unit can change facing to fight at full strength. The game master judges the space; the other contacts turn with it (a quarter turn takes the front to a flank).',
      'Turning where it stands is no move: no command check, and an attached commander keeps his move. House rule facingIsMove makes it a move: out of command it checks first, and the commander rides with it.',
      'Dice rolled by hand, only under house rule facingIsMove when the unit checks command: add --rolls with one value per die of the check, one die per point of resolve (e.g. --rolls 6,2,1).',
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
    usage: 'shoot <primary>[,<secondary>...] at <target>',
    summary: 'shoot at one target in your shoot step (1.2 or 2.2): the first unit is primary (its resolve in dice), others 1 die; all hit on 6',
    example: 'shoot D2,D3 at A4 --rolls 1,2,6,6,6',
    args: [{ kind: 'units', name: 'units', label: 'the shooting units' }, { kind: 'literal', word: 'at' }, { kind: 'unit', name: 'target', label: 'a target' }],
    flags: [
      { name: 'flank', kind: 'units', placeholder: '<units>', summary: 'these shooters have the target to their flank (1 die; not cannons)' },
      { name: 'cover', kind: 'bool', summary: 'the target is dragoons, pike+shot or shot in difficult terrain or fortifications: -1 die per shooter' },
      ...SIGHT_FLAGS,
    ],
    details: ['Dice are rolled primary first, then each secondary in the order named; then a die for an attached commander if the target took hits.'],
  },
  {
    name: 'declare',
    group: 'battle',
    usage: 'declare <unit> at <targets>',
    summary: 'declare a charge in step 3.1 (not after shooting, not when locked in melee)',
    example: 'declare A3 at D2 --flank',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'literal', word: 'at' }, { kind: 'units', name: 'targets', label: 'the units charged' }],
    flags: [
      { name: 'flank', kind: 'bool', summary: 'the charge strikes the target\'s flank' },
      { name: 'rear', kind: 'bool', summary: 'the charge strikes the target\'s rear' },
      far,
      { name: 'out-of-reach', kind: 'bool', summary: 'yes: it cannot contact the target with a 3 TUM charge (refused, "Charging criteria")' },
      { name: 'more-than-wheel', kind: 'bool', summary: 'yes: reaching the target needs more than a wheel at the start (refused)' },
      { name: 'enemy-ahead', kind: 'bool', summary: 'yes: another enemy is within charge reach to its front, so it must charge that one (refused, "Charge front before flank")' },
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
    usage: 'charge [<unit>]',
    summary: 'make the declared charges in step 3.2, in the rule book\'s order (all of them when no unit is named)',
    example: 'charge',
    args: [{ kind: 'unit', name: 'unit', optional: true }],
    flags: [{ name: 'contact', kind: 'bool', negatable: true, summary: '--no-contact: the charge falls short (no melee)' }],
  },
  {
    name: 'pointblank',
    group: 'battle',
    usage: 'pointblank [<units>] [at <charger>]',
    summary: 'in step 3.3, charged units that have not shot or charged shoot at their charger',
    example: 'pointblank D3 at A4 --rolls 6,2,3',
    args: [
      { kind: 'units', name: 'units', label: 'the shooting units', optional: true },
      { kind: 'literal', word: 'at', optional: true },
      { kind: 'unit', name: 'target', label: 'the charger', optional: true },
    ],
    details: [
      'With one charger left to shoot at, at <charger> may be left out; a bare pointblank is the one open line, every unit that may shoot at that charger.',
      // "Otherwise the normal shooting rules apply": "Shoot front before flank" too; the charger in contact is always the closest target.
      'The normal shooting rules apply: a unit charged in the flank with an enemy in range to its front (--enemy-front), or friends on that flank (--blocked-flank), may not shoot at it.',
    ],
    flags: [{ name: 'cover', kind: 'bool', summary: 'the charger is dragoons, pike+shot or shot in difficult terrain or fortifications: -1 die' }, ...SIGHT_FLAGS.filter((f) => f.name !== 'not-closest')],
  },
  {
    name: 'evade',
    group: 'battle',
    usage: 'evade <unit>',
    summary: 'optional rule: dragoons, shot or light horse that could shoot at point-blank range evade instead (a compulsory rally back)',
    example: 'evade D5 --difficult',
    args: [{ kind: 'unit', name: 'unit' }],
    flags: [
      { name: 'difficult', kind: 'bool', summary: 'the unit starts in difficult terrain (needed by dragoons and shot; light horse need open terrain)' },
      { name: 'blocked', kind: 'bool', summary: 'yes: its way back is blocked, so the evade cannot get it out of contact with all enemy (refused, "Optional Rule: Evade")' },
      // The evader must have been eligible to shoot at point-blank range: pointblank's answers,
      // each naming the evader itself (any other unit is refused, so a misread flag cannot pass).
      { name: 'enemy-front', kind: 'units', placeholder: '<evader>', summary: 'name the evader itself, not the enemy: charged in the flank, it has an enemy in range to its front, so could not shoot at the charger (refused, unless also named in --friends-front)' },
      { name: 'friends-front', kind: 'units', placeholder: '<evader>', summary: 'name the evader itself: it has friends in range to its front, so it could shoot to the flank after all' },
      { name: 'blocked-flank', kind: 'units', placeholder: '<evader>', summary: 'name the evader itself: it has friends on the flank the charger struck, so could not shoot at it (refused)' },
    ],
  },
  {
    name: 'melee',
    group: 'battle',
    usage: 'melee <unit>',
    summary: 'fight the melee of a unit in step 3.4: every unit in contact with it fights; dice, to-hit and winner are worked out',
    example: 'melee A3 --rolls 4,5,2,6,1,5',
    args: [{ kind: 'unit', name: 'unit' }],
    flags: [
      { name: 'primary', kind: 'word', placeholder: '<unit>|<enemy>=<unit>,...', summary: 'the primary unit against each enemy fought by several (D6=A2); a bare unit is primary against all it fights; default: the strongest fighting to its front' },
      { name: 'assign', kind: 'word', placeholder: '<unit>=<enemy>,...', summary: 'put all of a unit\'s hits on one enemy, instead of dividing them after the roll' },
      { name: 'uphill', kind: 'units', placeholder: '<units>', summary: 'these units charged uphill against infantry: -1 die' },
      { name: 'fortified', kind: 'units', placeholder: '<units>', summary: 'these units charged infantry in fortifications: -1 die' },
      { name: 'difficult', kind: 'units', placeholder: '<units>', summary: 'these horse are in difficult terrain: hit only on 6' },
    ],
    details: [
      'Dice order: the named unit\'s side first (primaries, then secondaries), then the other side; a commander\'s die follows his unit\'s; then a casualty die for each attached commander whose unit took hits.',
      'Against each enemy fought by several units, one of them is primary (its resolve in dice), the others secondary (1 die). A unit primary against any enemy it fights rolls in full.',
      'A unit in melee with several enemies divides its hits after the roll: the melee waits for a divide line (divide A3 D6=2,D7=1), unless --assign put them all on one enemy.',
    ],
  },
  {
    name: 'divide',
    group: 'battle',
    usage: 'divide <unit> <enemy>=<hits>[,<enemy>=<hits>...]',
    summary: 'divide the melee hits of a unit fighting several enemies, after the roll; the last division settles the melee',
    example: 'divide A3 D6=2,D7=1',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'text', name: 'split', label: '<enemy>=<hits>,...' }],
    details: ['Every hit the unit scored is placed; a die that hits only on some enemies (a horse\'s 4 against pike+shot\'s front) may only go to those. Casualty dice for attached commanders are rolled once the last unit has divided.'],
  },
  {
    name: 'rallyback',
    group: 'battle',
    usage: 'rallyback <unit>',
    summary: 'before step 3.5: place (or --cancel) a rally back marker; in step 3.5: rally back up to 3 TUM',
    example: 'rallyback A5',
    details: ['A unit out of command checks command first. If it fails it stays where it is; still in contact (a loser, or an evader with its charger), it is locked in melee.'],
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
    usage: 'set <unit> resolve <N>',
    summary: 'correct a unit\'s resolve (0 routs it)',
    example: 'set A6 resolve 2 --why "lost 2 earlier"',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'literal', word: 'resolve' }, { kind: 'int', name: 'resolve', min: 0, max: 9 }],
    flags: [why],
  },
  {
    name: 'rout',
    group: 'corrections',
    usage: 'rout <unit>',
    summary: 'remove a unit from the table as routed',
    example: 'rout D9 --why "fled off the table edge"',
    args: [{ kind: 'unit', name: 'unit' }],
    flags: [why],
  },
  {
    name: 'fall',
    group: 'corrections',
    usage: 'fall <commander>',
    summary: 'make a commander a casualty',
    example: 'fall A1',
    args: [{ kind: 'unit', name: 'unit', label: 'a commander' }],
    flags: [why],
  },
  {
    name: 'engage',
    group: 'corrections',
    usage: 'engage <unit> <enemy>',
    summary: 'put two enemy units in contact: the first with its front against the enemy\'s --on face',
    example: 'engage A3 D2 --on flank',
    args: [{ kind: 'unit', name: 'a' }, { kind: 'unit', name: 'b', label: 'an enemy' }],
    flags: [{ name: 'on', kind: 'choice', choices: ['front', 'flank', 'rear'], summary: 'the enemy\'s face touched (default front)' }, why],
  },
  {
    name: 'disengage',
    group: 'corrections',
    usage: 'disengage <unit> [<enemy>]',
    summary: 'end a contact (all of the unit\'s contacts when no enemy is named)',
    example: 'disengage A3',
    args: [{ kind: 'unit', name: 'a' }, { kind: 'unit', name: 'b', optional: true }],
    flags: [why],
  },
  {
    name: 'attach',
    group: 'battle',
    usage: 'attach <commander> [to] <unit>',
    summary: 'a commander joins a unit (in his own move step; elsewhere as a correction with --why)',
    example: 'attach A1 to A3',
    args: [{ kind: 'unit', name: 'commander', label: 'a commander' }, { kind: 'literal', word: 'to', optional: true }, { kind: 'unit', name: 'unit' }],
    flags: [why],
  },
  {
    name: 'detach',
    group: 'battle',
    usage: 'detach <commander>',
    summary: 'a commander leaves his unit (in his own move step; elsewhere as a correction with --why)',
    example: 'detach A1',
    args: [{ kind: 'unit', name: 'commander', label: 'a commander' }],
    flags: [why],
  },
  noteSpec('session'),
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

export const TILLY_COMMANDS: readonly TillyCommandSpec[] = SPECS.map((s) => (s.flags && s.flags.length > 0 ? { ...s, usage: usageWith(s.usage, s.flags, s.exclusive ?? []) } : s));
