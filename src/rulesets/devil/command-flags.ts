/**
 * The flags of the While the Devil Rules commands, and how their parsed values are read into
 * the fields of a `DevilAction`. A flag left out stays out of the action, so the engine
 * derives that field from the state.
 */
import { matchChoice, type NameTable, resolveName } from '../../engine/command-line/names.js';
import type { FlagSpec, Value } from '../../engine/command-line/spec.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { Aspect, Cover, FollowUpMelee, ForceRatio, Ground, MoveTerrain, Overrides } from './actions.js';
import type { Arc } from './catalogue.js';
import type { DevilState, Face, Status } from './state.js';
import { TROOP_ALIASES, TROOP_IDS } from './troop-ids.js';
import { verb } from './words.js';

/** What a command's builder reads besides the line: the state, and its names for the parser. */
export interface BuildContext {
  readonly state: DevilState;
  readonly names: NameTable;
}

type Flags = Readonly<Record<string, Value>>;

// ---------------------------------------------------------------------------------------------
// Flags shared by several commands, and their choices

export const FORCE_RATIOS: readonly ForceRatio[] = ['badly-outnumbered', 'outnumbered', 'even', 'outnumbers', 'badly-outnumbers'];
export const COVERS: readonly Cover[] = ['none', 'soft', 'hard', 'fortified'];
export const GROUNDS: readonly Ground[] = ['open', 'rough', 'very-rough'];
/** Statuses a game master may set or a flag may assume (destroyed is reached by losses). */
export const SETTABLE_STATUSES: readonly Status[] = ['ok', 'disordered', 'demoralized'];
const ARCS = ['front', 'rear', 'flank', 'left', 'right'] as const;
export const arcFlag: FlagSpec = { name: 'arc', kind: 'choice', choices: ARCS, placeholder: 'front|rear|flank|left|right', summary: 'the arc fired into: front, rear, flank, or the left or right flank (default: front)' };

export const leaderFlag: FlagSpec = { name: 'leader', kind: 'bool', negatable: true, summary: 'a leader is with the acting unit (--no-leader: none is); default: from the state' };
export const targetLeaderFlag: FlagSpec = {
  name: 'target-leader',
  kind: 'bool',
  negatable: true,
  summary: 'a leader is with the target (--no-target-leader: none is); default: from the state',
};
export const ratioFlag: FlagSpec = { name: 'ratio', kind: 'choice', choices: FORCE_RATIOS, placeholder: 'RATIO', summary: `force ratio of the actor: ${FORCE_RATIOS.join(', ')}; default: counted from bases` };
export const actorStatusFlag: FlagSpec = { name: 'actor-status', kind: 'choice', choices: SETTABLE_STATUSES, placeholder: 'STATUS', summary: 'treat the actor as ok, disordered or demoralized; default: its status' };
export const targetStatusFlag: FlagSpec = { name: 'target-status', kind: 'choice', choices: SETTABLE_STATUSES, placeholder: 'STATUS', summary: 'treat the target as ok, disordered or demoralized; default: its status' };
export const OVERRIDE_FLAGS: readonly FlagSpec[] = [leaderFlag, targetLeaderFlag, ratioFlag, actorStatusFlag, targetStatusFlag];
/**
 * Fire and Advancing Fire: the guide lists no "Leader with Target" box for them ("Actions"), and a
 * leader risks his life only in a melee, so `--target-leader` changes nothing there. It is still
 * read, so lines typed before (journals replay their text) still parse.
 */
export const FIRE_OVERRIDE_FLAGS: readonly FlagSpec[] = [
  leaderFlag,
  { ...targetLeaderFlag, summary: 'changes nothing in a fire: only the firer\'s leader counts ("Actions"); still read in older lines' },
  ratioFlag,
  actorStatusFlag,
  targetStatusFlag,
];

export const whyFlag: FlagSpec = { name: 'why', kind: 'text', placeholder: '"REASON"', summary: 'why the correction is made; kept in the journal' };
export const shortFlag: FlagSpec = { name: 'short', kind: 'bool', negatable: true, summary: 'at short range (default: long range)' };
export const coverFlag: FlagSpec = { name: 'cover', kind: 'choice', choices: COVERS, placeholder: 'COVER', summary: `the target's cover: ${COVERS.join(', ')} (default none)` };
export const basesFlag: FlagSpec = { name: 'bases', kind: 'int', min: 1, max: 99, placeholder: 'N', summary: 'bases firing, when fewer than all can (range, arc, sight)' };
export const groundFlag: FlagSpec = {
  name: 'ground',
  kind: 'choice',
  choices: GROUNDS,
  placeholder: 'GROUND',
  summary: `ground of the fight: ${GROUNDS.join(', ')} (default: open for a charge, the ground its charge recorded for an ongoing combat; cheval-de-frise is rough for horse)`,
};
export const flankFlag: FlagSpec = { name: 'flank', kind: 'bool', summary: "against the target's flank" };
export const rearFlag: FlagSpec = { name: 'rear', kind: 'bool', summary: "against the target's rear" };
/** Which flank ("Ongoing Combats": the two flanks are two faces); each implies --flank. */
export const leftFlag: FlagSpec = { name: 'left', kind: 'bool', summary: "against the target's left flank (implies --flank)" };
export const rightFlag: FlagSpec = { name: 'right', kind: 'bool', summary: "against the target's right flank (implies --flank)" };
/** The groups of face flags that exclude each other: one face, and a named flank is neither front nor rear. */
export const FACE_EXCLUSIVE: readonly (readonly string[])[] = [['front', 'flank', 'rear'], ['front', 'rear', 'left', 'right']];
export const frontFlag: FlagSpec = { name: 'front', kind: 'bool', summary: "against the target's front, even if an enemy has contacted its flank or rear" };
/** `engage`: the face of the enemy that the unit contacts. */
export const engageFlankFlag: FlagSpec = { name: 'flank', kind: 'bool', summary: "the unit contacts the enemy's flank (default: its front)" };
export const engageRearFlag: FlagSpec = { name: 'rear', kind: 'bool', summary: "the unit contacts the enemy's rear (default: its front)" };
export const uphillFlag: FlagSpec = {
  name: 'uphill',
  kind: 'choice',
  choices: ['target', 'actor'],
  defaultValue: 'target',
  placeholder: 'target|actor',
  summary: 'who holds the higher ground; alone it means the target',
};
export const obstacleFlag: FlagSpec = { name: 'obstacle', kind: 'bool', summary: 'the target defends an obstacle or a bank' };
export const supportFlag: FlagSpec = { name: 'support', kind: 'units', placeholder: 'A,B', summary: "units supporting the actor" };
export const targetSupportFlag: FlagSpec = { name: 'target-support', kind: 'units', placeholder: 'C,D', summary: 'units supporting the target' };

export const flankedFlag: FlagSpec = {
  name: 'flanked',
  kind: 'bool',
  negatable: true,
  summary: 'the actor itself is taken in flank or rear (--no-flanked: it is not); default: from the recorded contacts',
};
export const spreadFlag: FlagSpec = {
  name: 'spread',
  kind: 'word',
  placeholder: 'U=N,...|none',
  summary: 'decided beforehand: levels the loser passes to its supports, e.g. A3=1 (at most half, rounded down), or none; without it the loser chooses after the roll (spread)',
};

/** An impetuous, deployed unit activated for anything but a Charge ("Formations"). */
export const noEnemyInRangeFlag: FlagSpec = {
  name: 'no-enemy-in-range',
  kind: 'bool',
  summary: 'an impetuous unit has no eligible formed enemy within charge range, so it may do something other than charge',
};
/** "Movement": a unit attacked halfway through a choke point counts as flanked. */
export const chokePointFlag: FlagSpec = { name: 'choke-point', kind: 'bool', summary: 'the target is attacked halfway through a choke point (bridge, gate): it counts as flanked' };
export const waiver = (flags: Flags) => defined({ noEnemyInRange: bool(flags['no-enemy-in-range']) });

/** What the state cannot know about a fight: faces, ground, supports and how losses spread. */
export const fightFlags: readonly FlagSpec[] = [
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
export const followUpFlags: readonly FlagSpec[] = [
  ...fightFlags,
  ratioFlag,
  targetLeaderFlag,
  targetStatusFlag,
];

export const moveFlags: readonly FlagSpec[] = [
  { name: 'rough', kind: 'number', min: 0, max: 1000, placeholder: 'IN', summary: 'inches of rough ground crossed' },
  { name: 'very-rough', kind: 'number', min: 0, max: 1000, placeholder: 'IN', summary: 'inches of very rough ground crossed' },
  { name: 'obstacles', kind: 'int', min: 0, max: 100, placeholder: 'N', summary: 'linear obstacles crossed (fences, hedges, walls, ditches)' },
  { name: 'choke', kind: 'int', min: 0, max: 100, placeholder: 'N', summary: 'choke points passed (bridges, gates)' },
  { name: 'road', kind: 'number', min: 0, max: 1000, placeholder: 'IN', summary: 'inches moved along a road (march formation only)' },
  { name: 'facing', kind: 'int', min: 0, max: 100, placeholder: 'N', summary: 'facing changes' },
  leaderFlag,
];

export function terrainOf(flags: Flags): MoveTerrain {
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

export const text = (v: Value | undefined): string => (typeof v === 'string' ? v : '');
export const list = (v: Value | undefined): readonly string[] | undefined => (Array.isArray(v) ? (v as readonly string[]) : undefined);
export const num = (v: Value | undefined): number | undefined => (typeof v === 'number' ? v : undefined);
export const bool = (v: Value | undefined): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
export const optionalText = (v: Value | undefined): string | undefined => (v === undefined ? undefined : text(v));

/** Copy only the values given, so absent means "derive from the state". */
export function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

export function overrides(flags: Flags): Overrides {
  return defined({
    leaderWithActor: bool(flags.leader),
    leaderWithTarget: bool(flags['target-leader']),
    ratio: flags.ratio as ForceRatio | undefined,
    actorStatus: flags['actor-status'] as Status | undefined,
    targetStatus: flags['target-status'] as Status | undefined,
  });
}

export function aspect(flags: Flags): Aspect {
  return flags.flank === true || flankSide(flags) !== undefined ? 'flank' : flags.rear === true ? 'rear' : 'front';
}

/** `--left` or `--right`: which flank, when said. */
export function flankSide(flags: Flags): 'left' | 'right' | undefined {
  return flags.left === true ? 'left' : flags.right === true ? 'right' : undefined;
}

/** The aspect a melee flag gives, or nothing when none is given (the engine reads the recorded contacts). */
export function givenAspect(flags: Flags): Aspect | undefined {
  return flags.flank === true || flags.rear === true || flags.front === true || flankSide(flags) !== undefined ? aspect(flags) : undefined;
}

/** `engage`: the face recorded, a named flank included; nothing when no flag is given (its front). */
export function givenFace(flags: Flags): Face | undefined {
  return flankSide(flags) ?? givenAspect(flags);
}

export const why = (flags: Flags) => defined({ why: optionalText(flags.why) });

/** The follow-up melee's flags, or nothing if none was given (a frontal fight in the open). */
export function followUp(flags: Flags, context: BuildContext): Result<{ melee?: FollowUpMelee }, string> {
  const levels = givenSpread(flags, context);
  if (!levels.ok) return levels;
  const melee: FollowUpMelee = defined({
    aspect: givenAspect(flags),
    actorFlanked: bool(flags.flanked),
    ground: flags.ground as Ground | undefined,
    uphill: flags.uphill as 'actor' | 'target' | undefined,
    obstacle: bool(flags.obstacle),
    support: list(flags.support),
    targetSupport: list(flags['target-support']),
    spread: levels.value,
    ratio: flags.ratio as ForceRatio | undefined,
    leaderWithTarget: bool(flags['target-leader']),
    targetStatus: flags['target-status'] as Status | undefined,
  });
  return ok(Object.keys(melee).length > 0 ? { melee } : {});
}

/** `--type`: a troop type id (or alias, or prefix), or one of the firing units, whose type is taken. */
export function firingType(value: string, units: readonly string[], context: BuildContext): Result<string, string> {
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

/** `--pass-through-arc D2=flank,D3=rear`: the arc of each pass-through firer that the charge crossed. */
export const passThroughArcFlag: FlagSpec = {
  name: 'pass-through-arc',
  kind: 'word',
  placeholder: 'U=front|rear|flank|left|right,...',
  summary: 'the arc of a pass-through firer the charge crossed, e.g. D2=flank (default: its front)',
};

/** `--pass-through-arc`, read when given: unit id -> arc. */
export function givenPassThroughArcs(flags: Flags, context: BuildContext): Result<Record<string, Arc> | undefined, string> {
  if (flags['pass-through-arc'] === undefined) return ok(undefined);
  const out: Record<string, Arc> = {};
  for (const part of text(flags['pass-through-arc']).split(',')) {
    const eq = part.lastIndexOf('=');
    const name = eq < 0 ? '' : part.slice(0, eq).trim();
    const arc = eq < 0 ? '' : part.slice(eq + 1).trim().toLowerCase();
    if (name === '' || !(ARCS as readonly string[]).includes(arc)) return err(`--pass-through-arc takes unit=arc pairs (front, rear, flank, left or right), e.g. --pass-through-arc D2=flank; not "${part}"`);
    const unit = resolveName(name, context.names.unit ?? [], 'unit');
    if (!unit.ok) return err(`--pass-through-arc: ${unit.error}`);
    if (out[unit.value.id] !== undefined) return err(`--pass-through-arc: ${unit.value.name} ${verb(unit.value, 'is')} listed twice`);
    out[unit.value.id] = arc as Arc;
  }
  return ok(out);
}

/** `--spread`, read when given. */
export function givenSpread(flags: Flags, context: BuildContext): Result<Record<string, number> | undefined, string> {
  return flags.spread === undefined ? ok(undefined) : spread(text(flags.spread), context);
}

/** `--spread A2=1,A3=1` (or `spread A2=1`): levels the loser passes to its supporting units; `none` passes none. */
export function spread(value: string, context: BuildContext, word = '--spread'): Result<Record<string, number>, string> {
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
