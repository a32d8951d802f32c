/**
 * The keys a scenario's `houseRules:` map may set, and the values each accepts (inclusive).
 * Scenario files name these keys, so they belong to the scenario format: `tyw check`
 * validates them without loading the tables. Each key names one row of combat-tables.ts or
 * turn-tables.ts, and a test holds the two lists to each other.
 */
import { CATEGORIES, TROOP_IDS, type TroopId } from './troop-ids.js';

export type Range = readonly [number, number];

/** Modifiers, as on the combat tables: a house rule may move a row up to six either way. */
const MODIFIER_RANGE: Range = [-6, 6];
/** Thresholds of the turn's tests (regroup, retire, routed): what a d6 plus modifiers can reach. */
const THRESHOLD_RANGE: Range = [-4, 12];

/** Troop types without a fire row of their own: they never fire, or only pistols at contact. */
const NO_FIRER_ROW: readonly TroopId[] = ['sword-and-buckler', 'guard-cuirassier', 'hackapell', 'cuirassier'];
const MOVE_MODES = ['advance', 'march', 'charge', 'retire'] as const;

const each = (prefix: string, names: readonly string[]): string[] => names.map((name) => `${prefix}.${name}`);

/** Families of keys with the range they share. */
const FAMILIES: readonly (readonly [readonly string[], Range])[] = [
  // Combat tables: fire.
  [each('fire.firer', TROOP_IDS.filter((t) => !NO_FIRER_ROW.includes(t))), MODIFIER_RANGE],
  [each('fire.target', [...CATEGORIES, 'veteran']), MODIFIER_RANGE],
  [each('fire.cover', ['soft', 'hard', 'fortified']), MODIFIER_RANGE],
  [each('fire', ['short', 'disordered', 'demoralized', 'leader', 'veteran', 'advancing', 'pistols']), MODIFIER_RANGE],
  [each('fire.ratio', ['outnumbers', 'badly-outnumbers']), MODIFIER_RANGE],
  // Combat tables: melee.
  [each('melee.type', TROOP_IDS), MODIFIER_RANGE],
  [each('melee.pikes', ['front', 'flank.dutch-battalion', 'flank.swedish-brigade', 'flank.tercio']), MODIFIER_RANGE],
  [[...each('melee.ground.rough', CATEGORIES), ...each('melee.ground.very-rough', CATEGORIES)], MODIFIER_RANGE],
  [
    each('melee', ['axes', 'charging', 'charging.impetus', 'demoralized', 'disordered', 'flanked', 'irregular.formed-front', 'leader', 'obstacle', 'uphill', 'veteran']),
    MODIFIER_RANGE,
  ],
  [each('melee.ratio', ['outnumbers', 'badly-outnumbers']), MODIFIER_RANGE],
  // Readings of ambiguous sentences in "Charges": 0 is the tool's reading, 1 the other.
  [each('charge.reading', ['evade-after-acting', 'evade-horsemen', 'fire-exception-target', 'harquebusier-any-contact', 'impetuous-any-enemy', 'pass-through-devastating']), [0, 1]],
  // Who the "formed musketeers" of "Advancing Fire" are: 0 is the tool's reading, 1 the other.
  [['fire.reading.advancing-pike-and-shot', 'fire.reading.split-any-base'], [0, 1]],
  // Which side a melee difference of 8 or more destroys: 0 is the tool's reading, 1 the other.
  [['melee.reading.eight-target-only'], [0, 1]],
  // Leader risk: a d6 plus levels lost, and the levels a destroyed unit counts.
  [['leader.falls-on'], [2, 12]],
  [['leader.destroyed-levels'], [1, 6]],
  // Turn tables. Heavy artillery only pivots ("Movement"): its allowances are stated, not designed.
  [TROOP_IDS.filter((t) => t !== 'heavy-artillery').flatMap((t) => each(`move.${t}`, MOVE_MODES)), [0, 36]],
  [each('formation', CATEGORIES), [0, 12]],
  [each('initiative', ['attacker', 'defender']), MODIFIER_RANGE],
  [each('command', ['face-1', 'face-2', 'face-3', 'face-4', 'face-5', 'face-6']), [0, 6]],
  [['command.minimum'], [0, 4]],
  [each('regroup', ['demoralized', 'in-combat', 'leader', 'militia', 'veteran']), MODIFIER_RANGE],
  [each('regroup', ['one-level', 'two-levels']), THRESHOLD_RANGE],
  [each('retire', ['demoralized', 'disordered', 'fluid', 'foot-from-horse', 'horse-from-foot', 'leader', 'militia', 'veteran']), MODIFIER_RANGE],
  [['retire.success'], THRESHOLD_RANGE],
  [each('routed', ['demoralized', 'disordered', 'fluid', 'leader', 'march', 'militia', 'veteran']), MODIFIER_RANGE],
  [each('routed', ['one-level', 'pass']), THRESHOLD_RANGE],
  [['morale.camp'], [0, 30]],
  // Whether a side with no leader left still follows its standing orders: 0 no (ours), 1 yes.
  [['standing-orders.reading.without-leaders'], [0, 1]],
  // Whether a charge evaded without contact ends the standing orders of charger and evader: 0 no (ours), 1 yes.
  [['standing-orders.reading.evade-without-contact'], [0, 1]],
  // Which leaders a melee costs an activation: 0 every attached leader (ours), 1 the enemy's only.
  [['leader.reading.caught-up-enemy-only'], [0, 1]],
  // Which leader a Regroup in combat needs attached: 0 the activating one (ours), 1 any.
  [['regroup.reading.any-leader-in-combat'], [0, 1]],
];

let ranges: ReadonlyMap<string, Range> | undefined;
let keys: readonly string[] | undefined;

/** Every house-rule key with its range. */
export function houseRuleRanges(): ReadonlyMap<string, Range> {
  ranges ??= new Map(FAMILIES.flatMap(([names, range]) => names.map((name): [string, Range] => [name, range])));
  return ranges;
}

/** Every key a house rule may override, sorted. */
export function houseRuleKeys(): readonly string[] {
  keys ??= [...houseRuleRanges().keys()].sort();
  return keys;
}
