/**
 * The typed commands of While the Devil Rules, as data: each spec is the grammar, the help
 * text and the builder of one `DevilAction`. Fields the state can derive (leaders present,
 * force ratio, statuses) are left out unless a flag overrides them; the engine fills them in.
 * The flags and how their values are read are in command-flags.ts; what a spec is, and the
 * pieces the specs share, in command-spec.ts; the corrections in commands-corrections.ts.
 */
import type { CommandSpec, ParsedCommand } from '../../engine/command-line/spec.js';
import { err, ok } from '../../engine/result.js';
import type { Cover, DevilAction, FireTarget, ForceRatio, Ground } from './actions.js';
import type { Arc } from './catalogue.js';
import {
  actorStatusFlag, arcFlag, aspect, basesFlag, bool, chokePointFlag, coverFlag, COVERS, defined,
  fightFlags, firingType, flankFlag, followUp, followUpFlags, flankSide, FACE_EXCLUSIVE, givenAspect, givenPassThroughArcs, leftFlag, rightFlag, givenSpread, passThroughArcFlag, groundFlag, leaderFlag, list, moveFlags, noEnemyInRangeFlag,
  num, obstacleFlag, optionalText, FIRE_OVERRIDE_FLAGS, OVERRIDE_FLAGS, overrides, ratioFlag, rearFlag, shortFlag, spread, spreadFlag, supportFlag,
  targetStatusFlag, targetSupportFlag, terrainOf, text, uphillFlag, waiver,
} from './command-flags.js';
import { at, type ChargeQuestion, type DevilCommandSpec, plain, sideIndex, targetArg, unitArg } from './command-spec.js';
import { CORRECTION_COMMANDS } from './commands-corrections.js';
import { engagedEnemy } from './engaged-enemy.js';
import type { Status } from './state.js';

/**
 * Every example is a legal action on the bundled first battle (scenarios/first-battle.yaml:
 * A1 Blue Brigade, A2 Commanded Musketeers, A3 Regimental Guns, A4 East Gothland Reiters,
 * A5 Finnish Horse; D1 Ottenbach's Tercio, D2 Field Guns, D3 Mill Dragoons, D4 Weiden's
 * Cuirassiers, D5 Croats), in a situation where the command makes sense; the tests play each.
 */
export const DEVIL_COMMANDS: readonly DevilCommandSpec[] = [
  // Turn and initiative
  {
    name: 'initiative',
    group: 'turn',
    usage: 'initiative',
    summary: 'roll for the initiative',
    example: 'initiative',
    args: [],
    build: () => plain({ kind: 'initiative' }),
  },
  {
    name: 'first',
    group: 'turn',
    usage: 'first <side>',
    summary: 'the side holding the initiative says who acts first',
    example: 'first attacker',
    args: [{ kind: 'side', name: 'side', label: 'a side (its name, attacker/defender, or A/D)' }],
    build: (p, c) => plain({ kind: 'first', side: sideIndex(c.state, text(p.args.side)) }),
  },
  {
    name: 'command',
    group: 'turn',
    usage: 'command <leader>',
    summary: "give the initiative to a leader: roll his activations, his bonus added",
    example: 'command AL1',
    args: [{ kind: 'leader', name: 'leader', label: 'a leader' }],
    build: (p) => plain({ kind: 'command', leader: text(p.args.leader) }),
  },
  {
    name: 'done',
    group: 'turn',
    usage: 'done',
    summary: "end the active leader's initiative",
    example: 'done',
    args: [],
    build: () => plain({ kind: 'done' }),
  },
  {
    name: 'next',
    group: 'turn',
    usage: 'next',
    summary: 'go on to the next step of the turn',
    example: 'next',
    args: [],
    build: () => plain({ kind: 'next' }),
  },
  {
    name: 'move',
    group: 'turn',
    // "Leaders and Command Control": a leader's own move, listed in help with the actions.
    helpGroup: 'action',
    usage: 'move [leader]',
    summary: "the leader's one 24-inch move this turn (the leader holding the initiative by default)",
    example: 'move AL1',
    args: [{ kind: 'leader', name: 'leader', label: 'a leader', optional: true }],
    build: (p, c) => {
      // Only the leader holding the initiative may move, so he is the one meant when none is named.
      const leader = optionalText(p.args.leader) ?? c.state.activeLeader;
      if (!leader) return err('move needs a leader: move <leader> (no leader holds the initiative now).');
      return plain({ kind: 'leader-move', leader });
    },
  },

  // Actions
  {
    name: 'rest',
    aliases: ['regroup'],
    group: 'action',
    usage: 'rest|regroup <unit> [at <enemy>] [--leader] [melee flags]',
    summary: 'rest, or regroup 1 or 2 status levels; in a combat only with the activating leader attached, and a melee follows',
    // "Ongoing Combats" names the activating leader; "Actions" reads as any leader with the unit.
    details: ['House rule regroup.reading.any-leader-in-combat 1: any leader attached to the unit will do ("Actions").'],
    example: 'regroup A1 --leader',
    args: [unitArg, { kind: 'literal', word: 'at', optional: true }, { kind: 'unit', name: 'target', label: 'the enemy to fight', optional: true }],
    flags: [leaderFlag, ...followUpFlags, noEnemyInRangeFlag],
    exclusive: [['front', 'flank', 'rear']],
    build: (p, c) => {
      const melee = followUp(p.flags, c);
      if (!melee.ok) return melee;
      return plain({
        kind: 'rest',
        unit: text(p.args.unit),
        ...defined({ leaderWithActor: bool(p.flags.leader), target: optionalText(p.args.target) }),
        ...melee.value,
        ...waiver(p.flags),
      });
    },
  },
  {
    name: 'advance',
    aliases: ['march'],
    group: 'action',
    usage: 'advance|march <unit> [--rough IN] [--very-rough IN] [--obstacles N] [--choke N] [--road IN] [--facing N]',
    summary: 'move a unit (march: in column) and print its movement budget',
    example: 'advance A4 --rough 2 --facing 1',
    args: [unitArg],
    flags: [...moveFlags, noEnemyInRangeFlag],
    build: (p) =>
      plain({
        kind: 'move',
        unit: text(p.args.unit),
        mode: p.word === 'march' ? 'march' : 'advance',
        terrain: terrainOf(p.flags),
        ...defined({ leaderWithActor: bool(p.flags.leader) }),
        ...waiver(p.flags),
      }),
  },
  {
    name: 'retire',
    group: 'action',
    usage: 'retire <unit> [at <enemy>] [--two-faces] [terrain flags] [melee flags]',
    summary: 'move back, or pull out of a combat (a melee follows at once if that fails)',
    example: 'retire A2 at D1 --rough 2',
    args: [unitArg, { kind: 'literal', word: 'at', optional: true }, { kind: 'unit', name: 'target', label: 'the enemy fought if the retire fails', optional: true }],
    flags: [...moveFlags, { name: 'two-faces', kind: 'bool', summary: 'the unit is contacted on two faces, so it may not retire' }, ...followUpFlags, noEnemyInRangeFlag],
    exclusive: [['front', 'flank', 'rear']],
    build: (p, c) => {
      const melee = followUp(p.flags, c);
      if (!melee.ok) return melee;
      return plain({
        kind: 'move',
        unit: text(p.args.unit),
        mode: 'retire',
        terrain: terrainOf(p.flags),
        ...defined({
          leaderWithActor: bool(p.flags.leader),
          target: optionalText(p.args.target),
          twoFaces: bool(p.flags['two-faces']),
        }),
        ...melee.value,
        ...waiver(p.flags),
      });
    },
  },
  {
    name: 'charge',
    group: 'action',
    usage: 'charge <unit> at <target> [--flank|--left|--right|--rear] [--ground G] [--[no-]crossed-arc] [--[no-]evade] [--no-contact] [--then <unit>] [--choke-point] ...',
    summary: "charge: evasion, defensive and pass-through fire, fire at contact, then the melee",
    example: 'charge A5 at D1 --flank --no-crossed-arc',
    args: [unitArg, at, targetArg],
    flags: [
      flankFlag,
      leftFlag,
      rightFlag,
      rearFlag,
      groundFlag,
      { name: 'crossed-arc', kind: 'bool', negatable: true, summary: "the charger crossed the target's arc of fire (left out, tyw asks at the keyboard; Enter or a script takes yes from the front, no from a flank or the rear)" },
      { name: 'evade', kind: 'bool', negatable: true, summary: 'the target evades, if its type may (left out, tyw asks at the keyboard; Enter or a script: it stands)' },
      { name: 'contact', kind: 'bool', negatable: true, summary: 'after an evade, the charger still makes contact (--no-contact: it does not)' },
      {
        name: 'then',
        kind: 'unit',
        placeholder: 'UNIT',
        summary: 'after an evade, the charger goes on to contact this unit, which the evade exposed (it may neither evade nor fire); implies --evade',
      },
      chokePointFlag,
      { name: 'short', kind: 'bool', negatable: true, summary: 'defensive fire is at short range' },
      { name: 'pass-through', kind: 'units', placeholder: 'A,B', summary: 'other units giving pass-through fire (within short range, not yet acted)' },
      passThroughArcFlag,
      supportFlag,
      targetSupportFlag,
      spreadFlag,
      uphillFlag,
      obstacleFlag,
      { ...coverFlag, summary: `the target's cover against the fire at contact: ${COVERS.join(', ')} (default none; soft behind a defended obstacle)` },
      ...OVERRIDE_FLAGS,
      noEnemyInRangeFlag,
    ],
    exclusive: [['flank', 'rear'], ['left', 'right', 'rear']],
    build: (p, c) => {
      const f = p.flags;
      const levels = givenSpread(f, c);
      if (!levels.ok) return levels;
      const arcs = givenPassThroughArcs(f, c);
      if (!arcs.ok) return arcs;
      const side = aspect(f);
      const unanswered: ChargeQuestion[] = [];
      if (f['crossed-arc'] === undefined) unanswered.push('crossed-arc');
      const then = optionalText(f.then);
      if (then !== undefined && f.evade === false) return err('--then names the unit an evade exposed: it cannot go with --no-evade');
      if (then !== undefined && f.contact === true) return err('--then names the unit contacted after the target evaded: it cannot go with --contact, which says the charger caught the evading target');
      const evade = then !== undefined ? true : bool(f.evade);
      if (evade === undefined) unanswered.push('evade');
      if (evade === true && f.contact === undefined && then === undefined) unanswered.push('contact');
      const action: DevilAction = {
        kind: 'charge',
        unit: text(p.args.unit),
        target: text(p.args.target),
        aspect: side,
        ground: (f.ground as Ground | undefined) ?? 'open',
        crossedArc: bool(f['crossed-arc']) ?? side === 'front',
        evade: evade ?? false,
        ...defined({
          flankSide: flankSide(f),
          then,
          chokePoint: bool(f['choke-point']),
          contact: bool(f.contact),
          short: bool(f.short),
          passThrough: list(f['pass-through']),
          passThroughArcs: arcs.value,
          support: list(f.support),
          targetSupport: list(f['target-support']),
          spread: levels.value,
          uphill: f.uphill as 'actor' | 'target' | undefined,
          obstacle: bool(f.obstacle),
          cover: f.cover as Cover | undefined,
        }),
        ...overrides(f),
        ...waiver(f),
      };
      return ok({ action, unanswered });
    },
  },
  {
    name: 'fire',
    group: 'action',
    usage: 'fire <unit>[,<unit>...] at <target> [--short] [--cover C] [--bases N] [--arc A] [--type T] [at <target> [flags]]...',
    summary: 'fire, alone or combined on one target; one unit splits its fire with another "at <target>" and its own flags per target',
    example: 'fire A1,A2 at D1 --short --cover soft',
    args: [{ kind: 'units', name: 'units', label: 'a firing unit' }, at, targetArg],
    flags: [
      shortFlag,
      coverFlag,
      basesFlag,
      arcFlag,
      { name: 'type', kind: 'word', placeholder: 'TYPE', summary: "combined fire with a tie of types: the troop type (or the unit) whose fire counts" },
      ...FIRE_OVERRIDE_FLAGS,
      noEnemyInRangeFlag,
    ],
    build: (p, c) => {
      const units = list(p.args.units) ?? [];
      let type: string | undefined;
      if (p.flags.type !== undefined) {
        const t = firingType(text(p.flags.type), units, c);
        if (!t.ok) return t;
        type = t.value;
      }
      return plain({
        kind: 'fire',
        units,
        target: text(p.args.target),
        short: p.flags.short === true,
        cover: (p.flags.cover as Cover | undefined) ?? 'none',
        ...defined({ bases: num(p.flags.bases), arc: p.flags.arc as Arc | undefined, firingType: type }),
        ...overrides(p.flags),
        ...waiver(p.flags),
      });
    },
  },
  {
    name: 'advfire',
    group: 'action',
    usage: 'advfire <unit> at <target> [--short] [--cover C] [--bases N]',
    summary: 'advancing fire: move, then a much weaker fire',
    example: 'advfire A2 at D3 --cover hard',
    args: [unitArg, at, targetArg],
    flags: [shortFlag, coverFlag, basesFlag, ...FIRE_OVERRIDE_FLAGS, noEnemyInRangeFlag],
    build: (p) =>
      plain({
        kind: 'advfire',
        unit: text(p.args.unit),
        target: text(p.args.target),
        short: p.flags.short === true,
        cover: (p.flags.cover as Cover | undefined) ?? 'none',
        ...defined({ bases: num(p.flags.bases) }),
        ...overrides(p.flags),
        ...waiver(p.flags),
      }),
  },
  {
    name: 'melee',
    group: 'action',
    usage: 'melee <unit> [at <target>] [--charging] [--front|--flank|--left|--right|--rear] [--choke-point] [--ground G] [--support A,B] [--target-support C,D] [--spread U=N,...]',
    summary: 'fight a melee, supports and leaders included (without "at", the one enemy the unit is engaged with)',
    example: 'melee A4 at D4 --flank --support A5',
    args: [unitArg, { ...at, optional: true }, { ...targetArg, optional: true }],
    flags: [
      { name: 'charging', kind: 'bool', summary: 'the actor is charging' },
      ...fightFlags,
      leftFlag,
      rightFlag,
      chokePointFlag,
      ...OVERRIDE_FLAGS,
    ],
    exclusive: FACE_EXCLUSIVE,
    build: (p, c) => {
      const f = p.flags;
      const levels = givenSpread(f, c);
      if (!levels.ok) return levels;
      const target = p.args.target === undefined ? engagedEnemy(c.state, text(p.args.unit)) : ok(text(p.args.target));
      if (!target.ok) return target;
      return plain({
        kind: 'melee',
        unit: text(p.args.unit),
        target: target.value,
        charging: f.charging === true,
        ...defined({
          ground: f.ground as Ground | undefined,
          aspect: givenAspect(f),
          flankSide: flankSide(f),
          actorFlanked: bool(f.flanked),
          uphill: f.uphill as 'actor' | 'target' | undefined,
          obstacle: bool(f.obstacle),
          support: list(f.support),
          targetSupport: list(f['target-support']),
          spread: levels.value,
          chokePoint: bool(f['choke-point']),
        }),
        ...overrides(f),
      });
    },
  },
  {
    name: 'spread',
    group: 'turn',
    // The loser's choice after a melee ("Combat Effects and Rallying"), listed in help with the actions.
    helpGroup: 'action',
    usage: 'spread <unit>=<levels>[,...]|none',
    summary: 'right after a melee roll: the levels the loser passes to its supporting units (at most half, rounded down), or none',
    example: 'spread D3=1',
    args: [{ kind: 'word', name: 'levels', label: 'unit=levels pairs, e.g. D3=1, or none' }],
    build: (p, c) => {
      const levels = spread(text(p.args.levels), c, 'spread');
      if (!levels.ok) return levels;
      return plain({ kind: 'spread', levels: levels.value });
    },
  },
  {
    name: 'routed',
    group: 'action',
    usage: 'routed <unit> [--leader] [--actor-status S]',
    summary: 'a unit that friends rout through tests its nerve',
    example: 'routed A4',
    args: [unitArg],
    flags: [leaderFlag, actorStatusFlag],
    build: (p) =>
      plain({
        kind: 'routed',
        unit: text(p.args.unit),
        ...defined({ leaderWithActor: bool(p.flags.leader), actorStatus: p.flags['actor-status'] as Status | undefined }),
      }),
  },
  {
    name: 'face',
    aliases: ['face-flank'],
    group: 'action',
    usage: 'face <unit> [toward <enemy>]',
    summary: 'after a melee, a unit contacted only on its flanks or rear faces one enemy (once per turn); toward names the enemy it faces',
    example: 'face D1 toward A1',
    args: [unitArg, { kind: 'literal', word: 'toward', optional: true }, { kind: 'unit', name: 'enemy', label: 'the enemy to face', optional: true }],
    build: (p) => plain({ kind: 'face-flank', unit: text(p.args.unit), ...defined({ enemy: optionalText(p.args.enemy) }) }),
  },

  // Game-master corrections
  ...CORRECTION_COMMANDS,
];

/**
 * A further target of a split fire: `at <target>` and the flags that differ per target, as
 * typed after the first target (`fire A1 at D2 --bases 2 at D3 --bases 1 --arc rear`).
 * parse.ts cuts a fire line at each further `at` and reads each piece with this spec.
 */
export const FIRE_TARGET_SPEC: CommandSpec = {
  name: 'at',
  usage: 'at <target> [--short] [--cover C] [--bases N] [--arc A] [--ratio R] [--target-status S]',
  summary: 'a further target of a split fire',
  example: 'fire A1 at D2 --bases 2 at D3 --bases 1',
  args: [targetArg],
  flags: [shortFlag, coverFlag, { ...basesFlag, summary: 'bases firing at this target (default: what is left in its arc)' }, arcFlag, ratioFlag, targetStatusFlag],
};

/** One further target of a split fire, from its parsed piece. */
export function fireTargetOf(parsed: ParsedCommand): FireTarget {
  const f = parsed.flags;
  return {
    target: text(parsed.args.target),
    short: f.short === true,
    cover: (f.cover as Cover | undefined) ?? 'none',
    ...defined({ bases: num(f.bases), arc: f.arc as Arc | undefined, ratio: f.ratio as ForceRatio | undefined, targetStatus: f['target-status'] as Status | undefined }),
  };
}
