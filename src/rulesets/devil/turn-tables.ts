/**
 * The designed tables of the turn engine, as data: movement allowances, the formation
 * change, initiative, command, Regroup, Retire, Routed Through and the camp's morale
 * value. The guide (seed 000) states the rules but never prints these numbers; each row
 * is documented in docs/rules/devil-rules.md with its reasoning and the passage it
 * rests on. Every designed value has a stable key a scenario may override under
 * `houseRules:`; what the guide states outright (the terrain factors, the leader's 24",
 * the morale points) is kept as plain constants.
 */
import type { Modifier } from '../../engine/ruleset.js';
import { type Category, troop } from './catalogue.js';
import { designed, modifier, type TableValue } from './house-rules.js';
import type { DevilState } from './state.js';
import { TROOP_IDS, type TroopId } from './troop-ids.js';

type Rules = Pick<DevilState, 'houseRules'>;

// ---------------------------------------------------------------------------------------
// Movement ("Movement")

export type MoveMode = 'advance' | 'march' | 'charge' | 'retire';
export const MOVE_MODES: readonly MoveMode[] = ['advance', 'march', 'charge', 'retire'];

type Allowance = Readonly<Record<MoveMode, number>>;
const a = (advance: number, march: number, charge: number, retire: number): Allowance => ({ advance, march, charge, retire });

/**
 * Base inches in open ground per troop type and move. Designed: foot pike-and-shot slow
 * (tercios slowest), foot lines a little quicker, horse fast (gallopers charge furthest),
 * skirmishers nimble, guns slow, heavy guns pivot only.
 */
export const MOVEMENT: Readonly<Record<TroopId, Allowance>> = {
  'dutch-battalion': a(6, 10, 6, 4),
  'veteran-dutch-battalion': a(6, 10, 6, 4),
  tercio: a(4, 8, 4, 3),
  'veteran-tercio': a(4, 8, 4, 3),
  'swedish-brigade': a(5, 10, 5, 4),
  'commanded-shot': a(6, 10, 6, 4),
  streltsy: a(6, 10, 6, 4),
  'sword-and-buckler': a(6, 10, 6, 4),
  militia: a(5, 9, 5, 3),
  'forlorn-hope': a(8, 12, 6, 8),
  dragoons: a(12, 18, 6, 12),
  'guard-cuirassier': a(8, 14, 14, 8),
  cuirassier: a(8, 14, 10, 8),
  harquebusier: a(10, 16, 10, 10),
  reiter: a(10, 16, 10, 10),
  hackapell: a(10, 16, 14, 10),
  'irregular-light-horse': a(14, 20, 14, 14),
  'light-artillery': a(4, 8, 0, 2),
  'medium-artillery': a(2, 6, 0, 0),
  'heavy-artillery': a(0, 0, 0, 0),
};

export const moveKey = (type: TroopId, mode: MoveMode): string => `move.${type}.${mode}`;

/** The base allowance of a type for a move, house rules applied. */
export function moveInches(rules: Rules, type: TroopId, mode: MoveMode): TableValue {
  return designed(rules, moveKey(type, mode), MOVEMENT[type][mode]);
}

/** "Leaders always also have a 24-inch base move each turn" ("Leaders and Command Control"): stated, not designed. */
export const LEADER_MOVE = 24;

/**
 * Inches a change into column (on a March) or out of it (on any other move) costs, per
 * category. Designed: the guide charges it but gives no figure ("Movement", "Formation Changes").
 */
export const FORMATION_CHANGE: Readonly<Record<Category, number>> = {
  'pike-and-shot': 4,
  'foot-line': 2,
  'formed-horse': 2,
  skirmisher: 0,
  'irregular-horse': 0,
  artillery: 2,
};
export const formationKey = (category: Category): string => `formation.${category}`;
export function formationCost(rules: Rules, type: TroopId): TableValue {
  const category = troop(type).category;
  return designed(rules, formationKey(category), FORMATION_CHANGE[category]);
}

/**
 * The factor table of "Movement", exactly as the guide prints it (inches of allowance
 * used). Stated, not designed, so not overridable.
 */
export const TERRAIN_FACTORS = {
  facing: 3,
  /** per inch moved */
  rough: 2,
  veryRough: 3,
  veryRoughForlornHope: 2,
  veryRoughMounted: 4,
  obstacle: 2,
  choke: 3,
  /** inches of allowance per inch of road moved in march formation: 1 for every 1.5 */
  road: 2 / 3,
} as const;

// ---------------------------------------------------------------------------------------
// Initiative ("Turn Sequence" 1 and 6)

/**
 * Each side rolls a d6 with its modifier (0 for both unless a house rule says otherwise);
 * the higher wins and ties are rolled again, so the odds are a / (a + d).
 */
export const INITIATIVE = { attacker: 0, defender: 0 } as const;
export function initiativeModifier(rules: Rules, role: 'attacker' | 'defender'): Modifier {
  return modifier(rules, `initiative.${role}`, `${role === 'attacker' ? 'Attacker' : 'Defender'}`, INITIATIVE[role], 'initiative modifier by scenario ("Turn Sequence")');
}
/** Ties re-rolled at most this many times before the roll is refused (only rigged dice tie so often). */
export const INITIATIVE_MAX_TIES = 100;

// ---------------------------------------------------------------------------------------
// Command ("Turn Sequence" 2, "Leaders and Command Control")

/** Activations per face of the command d6: 1 → 1, 2-3 → 2, 4-5 → 3, 6 → 4 (mean 2.5). */
export const COMMAND_FACES: readonly number[] = [1, 2, 2, 3, 3, 4];
export const commandFaceKey = (face: number): string => `command.face-${face}`;
export function commandActivations(rules: Rules, face: number): TableValue {
  return designed(rules, commandFaceKey(face), COMMAND_FACES[face - 1] ?? 0);
}
/** Never fewer activations than this after the bonus and the caught-up ones. */
export const COMMAND_MINIMUM = 0;
export function commandMinimum(rules: Rules): TableValue {
  return designed(rules, 'command.minimum', COMMAND_MINIMUM);
}

// ---------------------------------------------------------------------------------------
// Regroup, Retire, Routed Through: d6 + modifiers against thresholds ("Actions")

export interface TestRow {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  readonly reason: string;
}

const row = (key: string, label: string, value: number, reason: string): TestRow => ({ key, label, value, reason });

export const REGROUP = {
  leader: row('regroup.leader', 'Leader with unit', 1, 'a leader helps rallying ("Leaders and Command Control")'),
  veteran: row('regroup.veteran', 'Veteran', 1, 'veteran troops rally more readily'),
  militia: row('regroup.militia', 'Militia/levy', -1, 'poorly trained ("Units, Troop Types")'),
  demoralized: row('regroup.demoralized', 'Demoralized', -1, '"it may take more than one action" ("Combat Effects and Rallying")'),
  inCombat: row('regroup.in-combat', 'In an ongoing combat', -1, 'rallying under the enemy\'s blades ("Ongoing Combats")'),
  /** Modified total at or above which the unit regains 1 level, and 2 levels. */
  oneLevel: row('regroup.one-level', 'Total for +1 level', 3, ''),
  twoLevels: row('regroup.two-levels', 'Total for +2 levels', 6, ''),
} as const;

export const RETIRE = {
  leader: row('retire.leader', 'Leader with unit', 1, 'a leader steadies the withdrawal'),
  veteran: row('retire.veteran', 'Veteran', 1, 'drilled troops break contact in order'),
  militia: row('retire.militia', 'Militia/levy', -1, 'poorly trained ("Units, Troop Types")'),
  disordered: row('retire.disordered', 'Disordered', -1, 'a unit in disarray pulls back badly'),
  demoralized: row('retire.demoralized', 'Demoralized', -2, 'close to panic'),
  fluid: row('retire.fluid', 'No regular formation', 1, 'forlorn hopes, dragoons and irregular horse are fluid ("Movement")'),
  horseFromFoot: row('retire.horse-from-foot', 'Horse leaving foot', 1, 'horse outpaces foot'),
  footFromHorse: row('retire.foot-from-horse', 'Foot leaving horse', -1, 'foot cannot outrun horse'),
  success: row('retire.success', 'Total to break contact', 4, ''),
} as const;

export const ROUTED = {
  leader: row('routed.leader', 'Leader with unit', 1, '"Leader with Actor" box ("Actions", Routed Through)'),
  veteran: row('routed.veteran', 'Veteran', 1, 'veterans are not easily swept away'),
  militia: row('routed.militia', 'Militia/levy', -1, 'poorly trained ("Units, Troop Types")'),
  disordered: row('routed.disordered', 'Disordered', -1, '"Actor is Disordered/Demoralized" box ("Actions")'),
  demoralized: row('routed.demoralized', 'Demoralized', -2, '"Actor is Disordered/Demoralized" box ("Actions")'),
  fluid: row('routed.fluid', 'Open order', 2, 'units that friends "freely interpenetrate" ("Movement")'),
  march: row('routed.march', 'In march column', -1, 'a column is overrun along its length'),
  /** Modified total at or above which the unit is unshaken; at or above oneLevel it loses 1 level, below it 2. */
  pass: row('routed.pass', 'Total to stand fast', 4, ''),
  oneLevel: row('routed.one-level', 'Total to lose only 1 level', 2, ''),
} as const;

export function testModifier(rules: Rules, r: TestRow): Modifier {
  return modifier(rules, r.key, r.label, r.value, r.reason);
}
export function threshold(rules: Rules, r: TestRow): TableValue {
  return designed(rules, r.key, r.value);
}

// ---------------------------------------------------------------------------------------
// Army morale ("Army Morale")

/** Points toward breaking, as the guide lists them; the camp's 6 is only "suggested", so it is overridable. */
export const MORALE_POINTS = { disordered: 1, demoralized: 2, base: 3, armyCommander: 6, wingCommander: 4, camp: 6 } as const;
export function campPoints(rules: Rules): TableValue {
  return designed(rules, 'morale.camp', MORALE_POINTS.camp);
}

// ---------------------------------------------------------------------------------------
// Standing orders without leaders ("Leaders and Command Control")

/**
 * With every leader of a side fallen, "proactive charges and maneuvering are no longer
 * possible". A reading, not a number: 0 (ours) stops the side's standing orders too; 1 lets
 * its units go on following them, as orders that need no leader.
 */
export const STANDING_ORDERS_WITHOUT_LEADERS = { key: 'standing-orders.reading.without-leaders', value: 0 } as const;
export function standingOrdersOutliveLeaders(rules: Rules): boolean {
  return designed(rules, STANDING_ORDERS_WITHOUT_LEADERS.key, STANDING_ORDERS_WITHOUT_LEADERS.value).value === 1;
}

/**
 * "Turn Sequence": standing orders hold "until the unit is engaged in any form of combat". A
 * charge the target evades, with no contact and no fire, engaged nobody: "Charges" calls a
 * charge "a mechanism for initiating a combat", and the book says "engaged" of units in
 * combat. 0 (ours) keeps both units' orders then; 1 ends them, as being charged at all.
 */
export const EVADE_ENDS_ORDERS = { key: 'standing-orders.reading.evade-without-contact', value: 0 } as const;
export function evadeWithoutContactEndsOrders(rules: Rules): boolean {
  return designed(rules, EVADE_ENDS_ORDERS.key, EVADE_ENDS_ORDERS.value).value === 1;
}

// ---------------------------------------------------------------------------------------
// Which leaders a melee costs an activation ("Leaders and Command Control", "Melee")

/**
 * "Melee": every leader attached to a unit in the combat counts as having spent an activation,
 * if he has not yet activated. "Leaders and Command Control" speaks only of a leader caught up
 * by an enemy Melee action. 0 (ours) reads the two together as the wider rule; 1 the narrower:
 * only leaders of the side that did not make the Melee action spend one.
 */
export const CAUGHT_UP_ENEMY_ONLY = { key: 'leader.reading.caught-up-enemy-only', value: 0 } as const;
export function caughtUpByEnemyOnly(rules: Rules): boolean {
  return designed(rules, CAUGHT_UP_ENEMY_ONLY.key, CAUGHT_UP_ENEMY_ONLY.value).value === 1;
}

// ---------------------------------------------------------------------------------------
// Which leader a Regroup in combat needs ("Ongoing Combats", "Actions")

/**
 * "Ongoing Combats": a Regroup in combat "requires the activating Leader to be attached";
 * "Actions" asks only that the unit "have a Leader with them". 0 (ours) reads the narrower,
 * later sentence: the leader who activates it; 1: any leader attached to the unit.
 */
export const REGROUP_ANY_LEADER = { key: 'regroup.reading.any-leader-in-combat', value: 0 } as const;
export function regroupWithAnyLeader(rules: Rules): boolean {
  return designed(rules, REGROUP_ANY_LEADER.key, REGROUP_ANY_LEADER.value).value === 1;
}

// ---------------------------------------------------------------------------------------

export const TURN_TABLE_KEYS: readonly string[] = [
  // Heavy artillery's allowances are stated (it only pivots in place, "Movement"), not designed.
  ...TROOP_IDS.filter((t) => t !== 'heavy-artillery').flatMap((t) => MOVE_MODES.map((m) => moveKey(t, m))),
  ...(Object.keys(FORMATION_CHANGE) as Category[]).map(formationKey),
  'initiative.attacker',
  'initiative.defender',
  ...COMMAND_FACES.map((_, i) => commandFaceKey(i + 1)),
  'command.minimum',
  ...Object.values(REGROUP).map((r) => r.key),
  ...Object.values(RETIRE).map((r) => r.key),
  ...Object.values(ROUTED).map((r) => r.key),
  'morale.camp',
  STANDING_ORDERS_WITHOUT_LEADERS.key,
  EVADE_ENDS_ORDERS.key,
  CAUGHT_UP_ENEMY_ONLY.key,
  REGROUP_ANY_LEADER.key,
];
