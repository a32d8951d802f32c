/**
 * The typed commands of Jack Scruby's rules, as data for the shared command-line toolkit:
 * `help`, completion and the parser read this one table. Dice-rolling commands also take
 * `--rolls` (one value per die, in the order `odds` lists them), stripped by the session.
 */
import { type CommandSpec, type FlagSpec, noteSpec } from '../../engine/command-line/spec.js';

export interface ScrubyCommandSpec extends CommandSpec {
  readonly group: 'turn' | 'battle' | 'corrections';
}

const range: FlagSpec = { name: 'range', kind: 'number', min: 0, max: 100, placeholder: 'N', summary: 'the range in inches, as measured on the table' };
const verdict: FlagSpec[] = [
  { name: 'pass', kind: 'bool', summary: 'the UE test passed (when the scenario switches ueTest off)' },
  { name: 'fail', kind: 'bool', summary: 'the UE test failed (when the scenario switches ueTest off)' },
];
const unit = { kind: 'unit', name: 'unit' } as const;
const flank: FlagSpec = { name: 'flank', kind: 'bool', summary: 'closed pikes, not in a square, are struck in flank: they kill half, the attacker double ("PIKEMEN" 2)' };
const rear: FlagSpec = { name: 'rear', kind: 'bool', summary: 'closed pikes, not in a square, are struck in the rear: they kill half, the attacker double ("PIKEMEN" 2)' };
const inSquare: FlagSpec = { name: 'in-square', kind: 'unit', placeholder: '<unit>', summary: 'the attacked gun stands in this unit\'s square, counted as part of it: while the square stands, attack the square itself, and reach the gun only through a broken face (--broken-square), cavalry with no shock and a pike column with no charge bonus (gunDefendedBySquare off: the gun fights alone in its square, and only a pike square keeps cavalry out); a charge\'s melee keeps it while that unit is still a square ("INFANTRY SQUARES" 1)' };
const brokenSquare: FlagSpec = { name: 'broken-square', kind: 'bool', summary: 'a face of the defending square is gone: cavalry may attack it, and pikes inside are caught in the rear ("INFANTRY SQUARES" 7)' };
const beforePikes: FlagSpec = { name: 'before-pikes', kind: 'bool', summary: 'the defending musketeers stand in front of a pike line: only infantry may attack, and take a volley' };
const at = { kind: 'literal', word: 'at' } as const;
const target = { kind: 'unit', name: 'target', label: 'a target' } as const;
/** `at <target>` that may be left out when only one target is possible (targets.ts). */
const optionalTarget = [{ kind: 'literal', word: 'at', optional: true }, { kind: 'unit', name: 'target', label: 'a target', optional: true }] as const;

export const SETTINGS = ['kills', 'stands', 'loaded', 'unloaded', 'ue', 'order', 'formation', 'retiring', 'rallied', 'defeated', 'scattered', 'off', 'hits', 'crew'] as const;
export type Setting = (typeof SETTINGS)[number];

export const SCRUBY_COMMANDS: readonly ScrubyCommandSpec[] = [
  { name: 'next', group: 'turn', usage: 'next', summary: 'end this step; after the rally step, end the game move (reloads, retirements, captures)', example: 'next', args: [] },
  {
    name: 'advance',
    aliases: ['move'],
    group: 'battle',
    usage: 'advance <unit> [--formation line|column|square] [--charge] [--half] [--retire]',
    summary: 'move a unit: prints its allowance with each factor ("MOVEMENT")',
    example: 'advance A1 --formation column',
    args: [unit],
    flags: [
      { name: 'formation', kind: 'choice', choices: ['line', 'column', 'square'], summary: 'change formation as it moves' },
      { name: 'charge', kind: 'bool', summary: 'a charge move: cavalry +2" (not mounted dragoons, nor a beaten unit or a retirement)' },
      { name: 'half', kind: 'bool', summary: 'half a move (dragoons mounting or dismounting)' },
      { name: 'retire', kind: 'bool', summary: 'a retirement (scattered or retiring units)' },
    ],
  },
  {
    name: 'form',
    group: 'battle',
    usage: 'form <unit> [--order closed|open] [--formation line|column|square]',
    summary: 'change order or formation (heavy pikes breaking to open order move only 3" this move)',
    example: 'form A1 --order open',
    args: [unit],
    flags: [
      { name: 'order', kind: 'choice', choices: ['closed', 'open'], summary: 'closed or open order' },
      { name: 'formation', kind: 'choice', choices: ['line', 'column', 'square'], summary: 'line, column or square' },
    ],
  },
  { name: 'mount', group: 'battle', usage: 'mount <dragoons>', summary: 'dragoons mount their horses ("DRAGOONS")', example: 'mount A19', args: [unit] },
  { name: 'dismount', group: 'battle', usage: 'dismount <dragoons>', summary: 'dragoons dismount to fight on foot ("DRAGOONS")', example: 'dismount A19', args: [unit] },
  {
    name: 'fire',
    group: 'battle',
    usage: 'fire <unit> at <target> --range N [--stands N] [--both-pistols] [--caracole] [--split advance|retire]',
    summary: 'musket, pistol or gun fire: kill points from the table; guns roll one die',
    example: 'fire A2 at B1 --range 10',
    args: [unit, at, target],
    flags: [
      range,
      { name: 'stands', kind: 'int', min: 1, max: 24, placeholder: 'N', summary: 'fire with only this many stands (hold the rest)' },
      { name: 'both-pistols', kind: 'bool', summary: 'cavalry fire both pistols: double kill, then stand one full move to reload' },
      { name: 'caracole', kind: 'bool', summary: 'caracole: every stand of a column fires' },
      { name: 'split', kind: 'choice', choices: ['advance', 'retire'], summary: 'musketeers\' split move: advance 3", fire, retire 3"; or fire, then retire 6"' },
    ],
  },
  { name: 'reload', group: 'battle', usage: 'reload <unit>', summary: 'the unit spends this move reloading (needed only when autoReload is off)', example: 'reload A2', args: [unit] },
  {
    name: 'charge',
    group: 'battle',
    usage: 'charge <unit> at <target> [--flank|--rear|--broken-square] [--in-square <unit>] [--response none|motion|volley] [--before-pikes] [--pass|--fail]',
    summary: 'a charge move; the defender may dice its UE to set itself in motion or to volley',
    details: ['At the terminal, a charge typed without --response asks how the defender answers; a script is asked nothing, the defender makes no answer, and the result says so.'],
    example: 'charge A13 at B2 --response volley',
    args: [unit, at, target],
    flags: [{ name: 'response', kind: 'choice', choices: ['none', 'motion', 'volley'], summary: 'the defender\'s answer, tried on its UE (none: it stands)' }, flank, rear, brokenSquare, inSquare, beforePikes, ...verdict],
    exclusive: [['flank', 'rear', 'broken-square']],
  },
  {
    name: 'melee',
    group: 'battle',
    usage: 'melee <unit> [at <target>] [--flank|--rear] [--swordsmen <unit>] [--enemy-swordsmen <unit>] [--unsupported] [--broken-square] [--in-square <unit>] [--before-pikes] [--stands N] [--enemy-stands N] [--winner attacker|defender|none] [--response none|motion|volley] [--pass|--fail]',
    summary: 'fight a melee: kill points from the table, then the loser\'s morale',
    details: ['Without "at <target>", a unit that charged this game move fights the unit it charged.', 'The charger attacks in the melee of its charge: the unit charged defends, and is refused as the attacker against its charger.'],
    example: 'melee A1 at B1 --swordsmen A3',
    args: [unit, ...optionalTarget],
    flags: [
      flank,
      rear,
      { name: 'swordsmen', kind: 'unit', placeholder: '<unit>', summary: 'the attacker\'s swordsmen ranked behind its pikes' },
      { name: 'enemy-swordsmen', kind: 'unit', placeholder: '<unit>', summary: 'the defender\'s swordsmen ranked behind its pikes' },
      { name: 'unsupported', kind: 'bool', summary: 'the defending musketeers are more than 6" from pikes or cavalry' },
      brokenSquare,
      inSquare,
      beforePikes,
      { name: 'stands', kind: 'int', min: 1, max: 24, placeholder: 'N', summary: 'attacking stands in the melee (default: all, a column\'s first 5)' },
      { name: 'enemy-stands', kind: 'int', min: 1, max: 24, placeholder: 'N', summary: 'defending stands in the melee (default: all)' },
      { name: 'winner', kind: 'choice', choices: ['attacker', 'defender', 'none'], summary: 'who won, when the scenario switches meleeOutcome off (or leave it open and record it with set <unit> defeated)' },
      { name: 'response', kind: 'choice', choices: ['none', 'motion', 'volley'], summary: 'the defender\'s answer to cavalry attacking without a charge, tried on its UE, when the scenario switches shockWithChargeOnly off ("CAVALRY" 1a)' },
      ...verdict,
    ],
    exclusive: [['flank', 'rear']],
  },
  { name: 'scatter', group: 'battle', usage: 'scatter <unit>', summary: 'the defeated unit rolls a die per stand: 1-2 left, 3-4 back, 5-6 right', example: 'scatter B1', args: [unit] },
  { name: 'rally', group: 'battle', usage: 'rally <unit> [--pass|--fail]', summary: 'a scattered or retiring unit tries its UE to rally, once a game move', example: 'rally B1', args: [unit], flags: verdict },
  {
    name: 'pursue',
    group: 'battle',
    usage: 'pursue <cavalry> [at <unit>] [--engaged]',
    summary: 'cavalry pursue a defeated unit: double kills, no loss, automatic defeat unless supports engage',
    details: ['Without "at <unit>", the cavalry pursue the one enemy that has lost post-melee morale this game move.'],
    example: 'pursue A13 at B2',
    args: [unit, ...optionalTarget],
    flags: [{ name: 'engaged', kind: 'bool', summary: 'support troops engage the pursuing cavalry' }],
  },
  { name: 'bonus', group: 'battle', usage: 'bonus <unit>', summary: 'the winner of a melee takes a bonus move into a new melee', example: 'bonus A1', args: [unit] },
  {
    name: 'counter-battery',
    group: 'battle',
    usage: 'counter-battery <gun> at <gun> --range N',
    summary: 'gun against gun: a hit counts towards destroying it (6 large, 4 small) and kills gunners at half rate',
    example: 'counter-battery A21 at B21 --range 30',
    args: [unit, at, target],
    flags: [range],
  },
  {
    name: 'crew',
    group: 'battle',
    usage: 'crew <gun> retire|return | crew <gun> --from <gun>',
    summary: 'gunners retire behind the pikes, return to the gun, or move to man another gun',
    example: 'crew A4 retire',
    args: [unit, { kind: 'choice', name: 'what', choices: ['retire', 'return'], optional: true }],
    flags: [{ name: 'from', kind: 'unit', placeholder: '<gun>', summary: 'take the gunners of this gun' }],
  },
  {
    name: 'capture',
    group: 'battle',
    usage: 'capture <gun> [--by <unit>] | capture <gun> --release',
    summary: 'an enemy unit holds a gun; held one full game move, it is captured',
    details: ['Without --by, the gun is held by the enemy side: only the side that holds it counts.'],
    example: 'capture B21 --by A13',
    args: [unit],
    flags: [
      { name: 'by', kind: 'unit', placeholder: '<unit>', summary: 'the unit holding the gun' },
      { name: 'release', kind: 'bool', summary: 'the gun is no longer held' },
    ],
    exclusive: [['by', 'release']],
  },
  {
    name: 'set',
    group: 'corrections',
    usage: `set <unit> ${SETTINGS.join('|')} [value] [--why "TEXT"]`,
    summary: 'record what the text leaves to the table: kill points, stands, loads, UE, order, retiring, off the table…',
    example: 'set B1 retiring --why "lost post-volley morale"',
    args: [unit, { kind: 'choice', name: 'what', choices: SETTINGS }, { kind: 'word', name: 'value', optional: true }],
    flags: [{ name: 'why', kind: 'text', placeholder: '"TEXT"', summary: 'the reason, journaled with it' }],
  },
  noteSpec('corrections'),
];
