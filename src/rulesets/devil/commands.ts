/**
 * The typed commands of While the Devil Rules, as data: each spec is the grammar, the help
 * text and the builder of one `DevilAction`. Fields the state can derive (leaders present,
 * force ratio, statuses) are left out unless a flag overrides them; the engine fills them in.
 */
import { matchChoice, type NameTable, resolveName } from '../../engine/command-line/names.js';
import type { CommandSpec, FlagSpec, ParsedCommand, Value } from '../../engine/command-line/spec.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { Aspect, Cover, DevilAction, FireTarget, FollowUpMelee, ForceRatio, Ground, MoveTerrain, Overrides } from './actions.js';
import type { DevilState, SideIndex, Status } from './state.js';
import { TROOP_ALIASES, TROOP_IDS } from './troop-ids.js';
import { verb } from './words.js';

/** The guide's questions during a charge; flags answer them in scripts, the REPL asks otherwise. */
export type ChargeQuestion = 'crossed-arc' | 'evade' | 'contact';

export interface BuildContext {
  readonly state: DevilState;
  readonly names: NameTable;
}

export interface Built {
  readonly action: DevilAction;
  /** Questions the line did not answer (charges only); their defaults are in the action. */
  readonly unanswered: readonly ChargeQuestion[];
}

export interface DevilCommandSpec extends CommandSpec {
  /** Turn walking, unit actions (these work with `odds` and `mods`), or game-master corrections. */
  readonly group: 'turn' | 'action' | 'correction';
  readonly build: (parsed: ParsedCommand<DevilCommandSpec>, context: BuildContext) => Result<Built, string>;
}

export const FORCE_RATIOS: readonly ForceRatio[] = ['badly-outnumbered', 'outnumbered', 'even', 'outnumbers', 'badly-outnumbers'];
export const COVERS: readonly Cover[] = ['none', 'soft', 'hard', 'fortified'];
export const GROUNDS: readonly Ground[] = ['open', 'rough', 'very-rough'];
/** Statuses a game master may set or a flag may assume (destroyed is reached by losses). */
export const SETTABLE_STATUSES: readonly Status[] = ['ok', 'disordered', 'demoralized'];
const ARCS = ['front', 'rear', 'flank'] as const;
const arcFlag: FlagSpec = { name: 'arc', kind: 'choice', choices: ARCS, placeholder: 'front|rear|flank', summary: 'the arc fired into (default: front)' };

/** Units, leaders and sides as the parser names them: ids, names, and `attacker`/`defender` (or A/D). */
export function devilNames(state: DevilState): NameTable {
  return {
    unit: state.units.map((u) => ({ id: u.id, name: u.name, retired: u.status === 'destroyed' })),
    leader: state.leaders.map((l) => ({ id: l.id, name: l.name, retired: l.fate !== 'alive' })),
    side: state.sides.map((s) => ({ id: s.role === 'attacker' ? 'A' : 'D', name: s.name, aliases: [s.role] })),
  };
}

// ---------------------------------------------------------------------------------------------
// Flags shared by several commands

const leaderFlag: FlagSpec = { name: 'leader', kind: 'bool', negatable: true, summary: 'a leader is with the acting unit (--no-leader: none is); default: from the state' };
const targetLeaderFlag: FlagSpec = {
  name: 'target-leader',
  kind: 'bool',
  negatable: true,
  summary: 'a leader is with the target (--no-target-leader: none is); default: from the state',
};
const ratioFlag: FlagSpec = { name: 'ratio', kind: 'choice', choices: FORCE_RATIOS, placeholder: 'RATIO', summary: `force ratio of the actor: ${FORCE_RATIOS.join(', ')}; default: counted from bases` };
const actorStatusFlag: FlagSpec = { name: 'actor-status', kind: 'choice', choices: SETTABLE_STATUSES, placeholder: 'STATUS', summary: 'treat the actor as ok, disordered or demoralized; default: its status' };
const targetStatusFlag: FlagSpec = { name: 'target-status', kind: 'choice', choices: SETTABLE_STATUSES, placeholder: 'STATUS', summary: 'treat the target as ok, disordered or demoralized; default: its status' };
const OVERRIDE_FLAGS: readonly FlagSpec[] = [leaderFlag, targetLeaderFlag, ratioFlag, actorStatusFlag, targetStatusFlag];

const whyFlag: FlagSpec = { name: 'why', kind: 'text', placeholder: '"REASON"', summary: 'why the correction is made; kept in the journal' };
const shortFlag: FlagSpec = { name: 'short', kind: 'bool', negatable: true, summary: 'at short range (default: long range)' };
const coverFlag: FlagSpec = { name: 'cover', kind: 'choice', choices: COVERS, placeholder: 'COVER', summary: `the target's cover: ${COVERS.join(', ')} (default none)` };
const basesFlag: FlagSpec = { name: 'bases', kind: 'int', min: 1, max: 99, placeholder: 'N', summary: 'bases firing, when fewer than all can (range, arc, sight)' };
const groundFlag: FlagSpec = {
  name: 'ground',
  kind: 'choice',
  choices: GROUNDS,
  placeholder: 'GROUND',
  summary: `ground of the fight: ${GROUNDS.join(', ')} (default: open for a charge, the ground its charge recorded for an ongoing combat; cheval-de-frise is rough for horse)`,
};
const flankFlag: FlagSpec = { name: 'flank', kind: 'bool', summary: "against the target's flank" };
const rearFlag: FlagSpec = { name: 'rear', kind: 'bool', summary: "against the target's rear" };
const frontFlag: FlagSpec = { name: 'front', kind: 'bool', summary: "against the target's front, even if an enemy has contacted its flank or rear" };
/** `engage`: the face of the enemy that the unit contacts. */
const engageFlankFlag: FlagSpec = { name: 'flank', kind: 'bool', summary: "the unit contacts the enemy's flank (default: its front)" };
const engageRearFlag: FlagSpec = { name: 'rear', kind: 'bool', summary: "the unit contacts the enemy's rear (default: its front)" };
const uphillFlag: FlagSpec = {
  name: 'uphill',
  kind: 'choice',
  choices: ['target', 'actor'],
  defaultValue: 'target',
  placeholder: 'target|actor',
  summary: 'who holds the higher ground; alone it means the target',
};
const obstacleFlag: FlagSpec = { name: 'obstacle', kind: 'bool', summary: 'the target defends an obstacle or a bank' };
const supportFlag: FlagSpec = { name: 'support', kind: 'units', placeholder: 'A,B', summary: "units supporting the actor" };
const targetSupportFlag: FlagSpec = { name: 'target-support', kind: 'units', placeholder: 'C,D', summary: 'units supporting the target' };

const flankedFlag: FlagSpec = {
  name: 'flanked',
  kind: 'bool',
  negatable: true,
  summary: 'the actor itself is taken in flank or rear (--no-flanked: it is not); default: from the recorded contacts',
};
const spreadFlag: FlagSpec = {
  name: 'spread',
  kind: 'word',
  placeholder: 'U=N,...|none',
  summary: 'decided beforehand: levels the loser passes to its supports, e.g. A3=1 (at most half, rounded down), or none; without it the loser chooses after the roll (spread)',
};

/** An impetuous, deployed unit activated for anything but a Charge ("Formations"). */
const noEnemyInRangeFlag: FlagSpec = {
  name: 'no-enemy-in-range',
  kind: 'bool',
  summary: 'an impetuous unit has no eligible formed enemy within charge range, so it may do something other than charge',
};
/** "Movement": a unit attacked halfway through a choke point counts as flanked. */
const chokePointFlag: FlagSpec = { name: 'choke-point', kind: 'bool', summary: 'the target is attacked halfway through a choke point (bridge, gate): it counts as flanked' };
const waiver = (flags: Readonly<Record<string, Value>>) => defined({ noEnemyInRange: bool(flags['no-enemy-in-range']) });

/** What the state cannot know about a fight: faces, ground, supports and how losses spread. */
const fightFlags: readonly FlagSpec[] = [
  frontFlag,
  flankFlag,
  rearFlag,
  flankedFlag,
  groundFlag,
  uphillFlag,
  obstacleFlag,
  supportFlag,
  targetSupportFlag,
  spreadFlag,
];

/** The melee that follows a regroup in combat or a failed retire. */
const followUpFlags: readonly FlagSpec[] = [
  ...fightFlags,
  ratioFlag,
  targetLeaderFlag,
  targetStatusFlag,
];

const moveFlags: readonly FlagSpec[] = [
  { name: 'rough', kind: 'number', min: 0, max: 1000, placeholder: 'IN', summary: 'inches of rough ground crossed' },
  { name: 'very-rough', kind: 'number', min: 0, max: 1000, placeholder: 'IN', summary: 'inches of very rough ground crossed' },
  { name: 'obstacles', kind: 'int', min: 0, max: 100, placeholder: 'N', summary: 'linear obstacles crossed (fences, hedges, walls, ditches)' },
  { name: 'choke', kind: 'int', min: 0, max: 100, placeholder: 'N', summary: 'choke points passed (bridges, gates)' },
  { name: 'road', kind: 'number', min: 0, max: 1000, placeholder: 'IN', summary: 'inches moved along a road (march formation only)' },
  { name: 'facing', kind: 'int', min: 0, max: 100, placeholder: 'N', summary: 'facing changes' },
  leaderFlag,
];

function terrainOf(flags: Readonly<Record<string, Value>>): MoveTerrain {
  return defined({
    rough: num(flags.rough),
    veryRough: num(flags['very-rough']),
    obstacles: num(flags.obstacles),
    choke: num(flags.choke),
    road: num(flags.road),
    facing: num(flags.facing),
  });
}

// ---------------------------------------------------------------------------------------------
// Reading parsed values

const text = (v: Value | undefined): string => (typeof v === 'string' ? v : '');
const list = (v: Value | undefined): readonly string[] | undefined => (Array.isArray(v) ? (v as readonly string[]) : undefined);
const num = (v: Value | undefined): number | undefined => (typeof v === 'number' ? v : undefined);
const bool = (v: Value | undefined): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

/** Copy only the values given, so absent means "derive from the state". */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function overrides(flags: Readonly<Record<string, Value>>): Overrides {
  return defined({
    leaderWithActor: bool(flags.leader),
    leaderWithTarget: bool(flags['target-leader']),
    ratio: flags.ratio as ForceRatio | undefined,
    actorStatus: flags['actor-status'] as Status | undefined,
    targetStatus: flags['target-status'] as Status | undefined,
  });
}

function sideIndex(state: DevilState, id: string): SideIndex {
  const role = id === 'A' ? 'attacker' : 'defender';
  return state.sides[0].role === role ? 0 : 1;
}

function aspect(flags: Readonly<Record<string, Value>>): Aspect {
  return flags.flank === true ? 'flank' : flags.rear === true ? 'rear' : 'front';
}

/** The aspect a melee flag gives, or nothing when none is given (the engine reads the recorded contacts). */
function givenAspect(flags: Readonly<Record<string, Value>>): Aspect | undefined {
  return flags.flank === true || flags.rear === true || flags.front === true ? aspect(flags) : undefined;
}

const why = (flags: Readonly<Record<string, Value>>) => defined({ why: flags.why === undefined ? undefined : text(flags.why) });

const plain = (action: DevilAction): Result<Built, string> => ok({ action, unanswered: [] });

/** The follow-up melee's flags, or nothing if none was given (a frontal fight in the open). */
function followUp(flags: Readonly<Record<string, Value>>, context: BuildContext): Result<{ melee?: FollowUpMelee }, string> {
  let levels: Record<string, number> | undefined;
  if (flags.spread !== undefined) {
    const s = spread(text(flags.spread), context);
    if (!s.ok) return s;
    levels = s.value;
  }
  const melee: FollowUpMelee = defined({
    aspect: givenAspect(flags),
    actorFlanked: bool(flags.flanked),
    ground: flags.ground as Ground | undefined,
    uphill: flags.uphill as 'actor' | 'target' | undefined,
    obstacle: bool(flags.obstacle),
    support: list(flags.support),
    targetSupport: list(flags['target-support']),
    spread: levels,
    ratio: flags.ratio as ForceRatio | undefined,
    leaderWithTarget: bool(flags['target-leader']),
    targetStatus: flags['target-status'] as Status | undefined,
  });
  return ok(Object.keys(melee).length > 0 ? { melee } : {});
}

/** `--type`: a troop type id (or alias, or prefix), or one of the firing units, whose type is taken. */
function firingType(value: string, units: readonly string[], context: BuildContext): Result<string, string> {
  const alias = TROOP_ALIASES[value.toLowerCase()];
  if (alias) return ok(alias);
  const type = matchChoice(value, TROOP_IDS, '--type');
  if (type.ok) return type;
  const firing = (context.names.unit ?? []).filter((u) => units.includes(u.id));
  const unit = resolveName(value, firing, 'firing unit');
  if (unit.ok) {
    const state = context.state.units.find((u) => u.id === unit.value.id);
    if (state) return ok(state.type);
  }
  return err(`--type is a troop type (such as commanded-shot) or one of the firing units, not "${value}"`);
}

/** `--spread A2=1,A3=1` (or `spread A2=1`): levels the loser passes to its supporting units; `none` passes none. */
function spread(value: string, context: BuildContext, word = '--spread'): Result<Record<string, number>, string> {
  const out: Record<string, number> = {};
  if (value.trim().toLowerCase() === 'none') return ok(out);
  for (const part of value.split(',')) {
    const eq = part.lastIndexOf('=');
    const name = eq < 0 ? '' : part.slice(0, eq).trim();
    const levels = eq < 0 ? '' : part.slice(eq + 1).trim();
    if (name === '' || !/^\d+$/.test(levels)) return err(`${word} takes unit=levels pairs, e.g. ${word} A2=1,A3=1, or none; not "${part}"`);
    const unit = resolveName(name, context.names.unit ?? [], 'unit');
    if (!unit.ok) return err(`${word}: ${unit.error}`);
    if (out[unit.value.id] !== undefined) return err(`${word}: ${unit.value.name} ${verb(unit.value, 'is')} listed twice`);
    out[unit.value.id] = Number(levels);
  }
  return ok(out);
}

// ---------------------------------------------------------------------------------------------
// The commands

const unitArg = { kind: 'unit', name: 'unit', label: 'a unit' } as const;
const targetArg = { kind: 'unit', name: 'target', label: 'a target' } as const;
const at = { kind: 'literal', word: 'at' } as const;

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
    usage: 'move <leader>',
    summary: "the leader's one 24-inch move this turn",
    example: 'move AL1',
    args: [{ kind: 'leader', name: 'leader', label: 'a leader' }],
    build: (p) => plain({ kind: 'leader-move', leader: text(p.args.leader) }),
  },

  // Actions
  {
    name: 'rest',
    aliases: ['regroup'],
    group: 'action',
    usage: 'rest|regroup <unit> [at <enemy>] [--leader] [melee flags]',
    summary: 'rest, or regroup 1 or 2 status levels; in a combat only with a leader, and a melee follows',
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
        ...defined({ leaderWithActor: bool(p.flags.leader), target: p.args.target === undefined ? undefined : text(p.args.target) }),
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
          target: p.args.target === undefined ? undefined : text(p.args.target),
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
    usage: 'charge <unit> at <target> [--flank|--rear] [--ground G] [--[no-]crossed-arc] [--[no-]evade] [--no-contact] [--then <unit>] [--choke-point] ...',
    summary: "charge: evasion, defensive and pass-through fire, fire at contact, then the melee",
    example: 'charge A5 at D1 --flank --no-crossed-arc',
    args: [unitArg, at, targetArg],
    flags: [
      flankFlag,
      rearFlag,
      groundFlag,
      { name: 'crossed-arc', kind: 'bool', negatable: true, summary: "the charger crossed the target's arc of fire (default: yes from the front, no from a flank or the rear)" },
      { name: 'evade', kind: 'bool', negatable: true, summary: 'the target evades, if its type may (default: it stands)' },
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
      supportFlag,
      targetSupportFlag,
      spreadFlag,
      uphillFlag,
      obstacleFlag,
      ...OVERRIDE_FLAGS,
    ],
    exclusive: [['flank', 'rear']],
    build: (p, c) => {
      const f = p.flags;
      let levels: Record<string, number> | undefined;
      if (f.spread !== undefined) {
        const s = spread(text(f.spread), c);
        if (!s.ok) return s;
        levels = s.value;
      }
      const side = aspect(f);
      const unanswered: ChargeQuestion[] = [];
      if (f['crossed-arc'] === undefined) unanswered.push('crossed-arc');
      const then = f.then === undefined ? undefined : text(f.then);
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
          then,
          chokePoint: bool(f['choke-point']),
          contact: bool(f.contact),
          short: bool(f.short),
          passThrough: list(f['pass-through']),
          support: list(f.support),
          targetSupport: list(f['target-support']),
          spread: levels,
          uphill: f.uphill as 'actor' | 'target' | undefined,
          obstacle: bool(f.obstacle),
        }),
        ...overrides(f),
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
      ...OVERRIDE_FLAGS,
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
        ...defined({ bases: num(p.flags.bases), arc: p.flags.arc as 'front' | 'rear' | 'flank' | undefined, firingType: type }),
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
    flags: [shortFlag, coverFlag, basesFlag, ...OVERRIDE_FLAGS, noEnemyInRangeFlag],
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
    usage: 'melee <unit> at <target> [--charging] [--front|--flank|--rear] [--choke-point] [--ground G] [--support A,B] [--target-support C,D] [--spread U=N,...]',
    summary: 'fight a melee, supports and leaders included',
    example: 'melee A4 at D4 --flank --support A5',
    args: [unitArg, at, targetArg],
    flags: [
      { name: 'charging', kind: 'bool', summary: 'the actor is charging' },
      ...fightFlags,
      chokePointFlag,
      ...OVERRIDE_FLAGS,
    ],
    exclusive: [['front', 'flank', 'rear']],
    build: (p, c) => {
      const f = p.flags;
      let levels: Record<string, number> | undefined;
      if (f.spread !== undefined) {
        const s = spread(text(f.spread), c);
        if (!s.ok) return s;
        levels = s.value;
      }
      return plain({
        kind: 'melee',
        unit: text(p.args.unit),
        target: text(p.args.target),
        charging: f.charging === true,
        ...defined({
          ground: f.ground as Ground | undefined,
          aspect: givenAspect(f),
          actorFlanked: bool(f.flanked),
          uphill: f.uphill as 'actor' | 'target' | undefined,
          obstacle: bool(f.obstacle),
          support: list(f.support),
          targetSupport: list(f['target-support']),
          spread: levels,
          chokePoint: bool(f['choke-point']),
        }),
        ...overrides(f),
      });
    },
  },
  {
    name: 'spread',
    group: 'turn',
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
    build: (p) => plain({ kind: 'face-flank', unit: text(p.args.unit), ...defined({ enemy: p.args.enemy === undefined ? undefined : text(p.args.enemy) }) }),
  },

  // Game-master corrections
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
    usage: 'engage <unit> <enemy> [--flank|--rear]',
    summary: "record two units as locked in combat, and the enemy's face the unit contacts",
    example: 'engage A2 D1',
    args: [unitArg, { kind: 'unit', name: 'enemy', label: 'the enemy unit' }],
    flags: [engageFlankFlag, engageRearFlag, whyFlag],
    exclusive: [['flank', 'rear']],
    build: (p) => plain({ kind: 'engage', a: text(p.args.unit), b: text(p.args.enemy), ...defined({ face: givenAspect(p.flags) }), ...why(p.flags) }),
  },
  {
    name: 'disengage',
    group: 'correction',
    usage: 'disengage <unit> [<enemy>]',
    summary: 'end a combat: with one enemy, or with all of them',
    example: 'disengage A2 D1',
    args: [unitArg, { kind: 'unit', name: 'enemy', label: 'the enemy unit', optional: true }],
    flags: [whyFlag],
    build: (p) => plain({ kind: 'disengage', a: text(p.args.unit), ...defined({ b: p.args.enemy === undefined ? undefined : text(p.args.enemy) }), ...why(p.flags) }),
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
        ...defined({ heir: p.flags.heir === undefined ? undefined : text(p.flags.heir) }),
        ...why(p.flags),
      }),
  },
  {
    name: 'sack',
    group: 'correction',
    usage: 'sack <side> camp [--by <unit>,...]',
    summary: "a side's camp or baggage is sacked; the looters fall into disorder",
    example: 'sack defender camp --by A2',
    args: [{ kind: 'side', name: 'side', label: 'the side whose camp falls' }, { kind: 'literal', word: 'camp', optional: true }],
    flags: [{ name: 'by', kind: 'units', placeholder: 'A,B', summary: 'the units that loot it' }, whyFlag],
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
    ...defined({ bases: num(f.bases), arc: f.arc as 'front' | 'rear' | 'flank' | undefined, ratio: f.ratio as ForceRatio | undefined, targetStatus: f['target-status'] as Status | undefined }),
  };
}
