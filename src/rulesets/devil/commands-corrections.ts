/**
 * The game master's corrections in While the Devil Rules: typed commands that set the state
 * straight (statuses, bases, contacts, leaders, camps, notes) rather than play a rule. Kept
 * apart from the turn and action commands in commands.ts; the same spec shape (command-spec.ts).
 */
import { engageFlankFlag, engageRearFlag, defined, givenFace, leftFlag, list, num, optionalText, rightFlag, SETTABLE_STATUSES, text, why, whyFlag } from './command-flags.js';
import { type DevilCommandSpec, plain, sideIndex, unitArg } from './command-spec.js';
import type { Status } from './state.js';

export const CORRECTION_COMMANDS: readonly DevilCommandSpec[] = [
  {
    name: 'set',
    group: 'correction',
    usage: 'set <unit> status ok|disordered|demoralized',
    summary: "correct a unit's status or bases",
    example: 'set D1 status disordered --why "missed a fire result"',
    args: [unitArg, { kind: 'literal', word: 'status' }, { kind: 'choice', name: 'status', label: 'a status (ok, disordered, demoralized)', choices: SETTABLE_STATUSES }],
    flags: [whyFlag],
    build: (p) => plain({ kind: 'set-status', unit: text(p.args.unit), status: text(p.args.status) as Status, ...why(p.flags) }),
  },
  {
    name: 'set',
    group: 'correction',
    usage: 'set <unit> bases N',
    summary: "correct a unit's status or bases",
    example: 'set D1 bases 5',
    args: [unitArg, { kind: 'literal', word: 'bases' }, { kind: 'int', name: 'bases', label: 'a number of bases', min: 0, max: 99 }],
    flags: [whyFlag],
    build: (p) => plain({ kind: 'set-bases', unit: text(p.args.unit), bases: num(p.args.bases) ?? 0, ...why(p.flags) }),
  },
  {
    name: 'engage',
    group: 'correction',
    usage: 'engage <unit> <enemy> [--flank|--left|--right|--rear]',
    summary: "record two units as locked in combat, and the enemy's face the unit contacts",
    example: 'engage A2 D1',
    args: [unitArg, { kind: 'unit', name: 'enemy', label: 'the enemy unit' }],
    flags: [engageFlankFlag, { ...leftFlag, summary: "the unit contacts the enemy's left flank" }, { ...rightFlag, summary: "the unit contacts the enemy's right flank" }, engageRearFlag, whyFlag],
    exclusive: [['flank', 'rear'], ['left', 'right', 'rear']],
    build: (p) => plain({ kind: 'engage', a: text(p.args.unit), b: text(p.args.enemy), ...defined({ face: givenFace(p.flags) }), ...why(p.flags) }),
  },
  {
    name: 'disengage',
    group: 'correction',
    usage: 'disengage <unit> [<enemy>]',
    summary: 'end a combat: with one enemy, or with all of them',
    example: 'disengage A2 D1',
    args: [unitArg, { kind: 'unit', name: 'enemy', label: 'the enemy unit', optional: true }],
    flags: [whyFlag],
    build: (p) => plain({ kind: 'disengage', a: text(p.args.unit), ...defined({ b: optionalText(p.args.enemy) }), ...why(p.flags) }),
  },
  {
    name: 'attach',
    group: 'correction',
    usage: 'attach <leader> [to] <unit>',
    summary: 'a leader takes personal command of a unit',
    example: 'attach AL1 to A1',
    args: [{ kind: 'leader', name: 'leader', label: 'a leader' }, { kind: 'literal', word: 'to', optional: true }, unitArg],
    flags: [whyFlag],
    build: (p) => plain({ kind: 'attach', leader: text(p.args.leader), unit: text(p.args.unit), ...why(p.flags) }),
  },
  {
    name: 'detach',
    group: 'correction',
    usage: 'detach <leader>',
    summary: 'a leader leaves the unit he is with',
    example: 'detach AL1',
    args: [{ kind: 'leader', name: 'leader', label: 'a leader' }],
    flags: [whyFlag],
    build: (p) => plain({ kind: 'detach', leader: text(p.args.leader), ...why(p.flags) }),
  },
  {
    name: 'kill',
    aliases: ['capture'],
    group: 'correction',
    usage: 'kill|capture <leader> [--heir <leader>]',
    summary: 'a leader falls; his command passes to the heir',
    example: 'capture DL2 --heir DL1',
    args: [{ kind: 'leader', name: 'leader', label: 'a leader' }],
    flags: [{ name: 'heir', kind: 'leader', placeholder: 'LEADER', summary: 'the surviving leader who takes over his command' }, whyFlag],
    build: (p) =>
      plain({
        kind: 'leader-fate',
        leader: text(p.args.leader),
        fate: p.word === 'capture' ? 'captured' : 'killed',
        ...defined({ heir: optionalText(p.flags.heir) }),
        ...why(p.flags),
      }),
  },
  {
    name: 'sack',
    group: 'correction',
    usage: 'sack <side> camp --by <unit>,...',
    summary: "a side's camp or baggage is sacked; the looters fall into disorder",
    example: 'sack defender camp --by A2',
    args: [{ kind: 'side', name: 'side', label: 'the side whose camp falls' }, { kind: 'literal', word: 'camp', optional: true }],
    flags: [{ name: 'by', kind: 'units', placeholder: 'A,B', summary: 'the units that loot it (required)' }, whyFlag],
    build: (p, c) => plain({ kind: 'sack', side: sideIndex(c.state, text(p.args.side)), ...defined({ by: list(p.flags.by) }), ...why(p.flags) }),
  },
  {
    name: 'note',
    group: 'correction',
    usage: 'note <text>',
    summary: 'write a note in the journal and the log',
    example: 'note the bridge is down',
    args: [{ kind: 'text', name: 'text', label: 'some text' }],
    build: (p) => plain({ kind: 'note', text: text(p.args.text) }),
  },
];
