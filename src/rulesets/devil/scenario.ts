/**
 * The While the Devil Rules order of battle: the YAML shape (zod, also exported as JSON
 * Schema by `tyw schema`), the checks beyond the shape, and the summary `tyw check` prints.
 *
 * Sources: seed 000, "Units, Troop Types, and Base Sizes" (troop types and their usual
 * number of bases) and "Army Morale" (how a side's break point is worked out).
 */
import { validateHouseRules } from './house-rules.js';
// zod's mini API: the same checks as the classic one, but far cheaper to build at start-up.
import * as z from 'zod/mini';
import { err, ok, type Result } from '../../engine/result.js';
import type { CheckSummary, ScenarioIssue } from '../../engine/ruleset.js';
import { described, lazy, nameSchema, parseThen, titleSchema, twoSides, withDefault } from '../../engine/scenario-schema.js';
import { didYouMean } from '../../engine/suggest.js';
import { NameClaims } from '../../engine/scenario-names.js';
import type { DevilLeaderSpec, DevilScenario, DevilSideSpec, DevilUnitSpec, Rating } from './state.js';
import { MAX_BASES, TROOP_ALIASES, TROOP_IDS, type TroopId, USUAL_BASES } from './troop-ids.js';

/** More copies than this from one `count:` line is surely a typo. */
export const MAX_COUNT = 20;
/** A stated break point above this is surely a typo. */
export const MAX_BREAK_POINT = 999;
/** The longest wording of standing orders. */
export const MAX_ORDERS = 120;

/** Troop types a scenario may name: the ids plus the other names players use. */
export const TROOP_TYPE_NAMES: readonly string[] = [...TROOP_IDS, ...Object.keys(TROOP_ALIASES)];

/** An integer in a range; wrong numbers get one plain message naming the range. */
function intIn(key: string, min: number, max: number) {
  return z
    .int({
      error: (iss) => {
        if (typeof iss.input !== 'number') return undefined; // "expected a number, got …" from the loader
        const value = Number.isFinite(iss.input) ? String(iss.input) : 'infinite';
        return `${key} must be an integer from ${min} to ${max}, not ${value}`;
      },
    })
    .check(z.gte(min), z.lte(max));
}

/** The YAML shape of a While the Devil Rules scenario. */
function makeDevilScenarioSchema() {
  const troopTypeSchema = described(
    z.enum(TROOP_TYPE_NAMES as [string, ...string[]], {
      error: (iss) =>
        iss.code === 'invalid_value' && (typeof iss.input === 'string' || typeof iss.input === 'number')
          ? `unknown troop type "${String(iss.input)}"${didYouMean(String(iss.input), TROOP_TYPE_NAMES) || ` (one of: ${TROOP_IDS.join(', ')})`}`
          : undefined,
    }),
    'Troop type, from the rule book\'s list of troop types (e.g. tercio, swedish-brigade, cuirassier, hackapell, commanded-shot, light-artillery). "lancers" means guard-cuirassier.',
  );

  /** Seed 000, "Turn Sequence": false takes standing orders away, a text words them. */
  const ordersSchema = () =>
    z.union([
      z.boolean(),
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'standing orders in words must not be empty (false takes them away)'),
          z.maxLength(MAX_ORDERS, `standing orders are too long (at most ${MAX_ORDERS} characters)`),
        ),
    ]);

  const unitSchema = described(
    z.strictObject({
      name: nameSchema('unit', 'The unit\'s name, unique in the battle. With `count`, copies are numbered: "Name 1", "Name 2"…'),
      type: troopTypeSchema,
      bases: described(
        intIn('bases', 1, MAX_BASES),
        `Number of bases (1 to ${MAX_BASES}). Outside the usual size of the type, \`tyw check\` warns.`,
      ),
      count: withDefault(
        intIn('count', 1, MAX_COUNT),
        1,
        `How many identical units this line stands for (1 to ${MAX_COUNT}); they are numbered "Name 1", "Name 2"…`,
      ),
      impetuous: withDefault(
        z.boolean(),
        false,
        'Impetuous: when deployed, the unit must charge a formed enemy in reach (rule book, "Formations"). Set by the scenario.',
      ),
      missiles: withDefault(
        z.boolean(),
        false,
        'Militia with firearms, or eastern reiters with bows or firearms. Ignored (with a warning) for other types.',
      ),
      formation: withDefault(
        z.enum(['battle', 'march']),
        'battle',
        'Formation at the start: battle (deployed) or march (a column one base wide).',
      ),
      standingOrders: described(
        z.optional(ordersSchema()),
        'Standing orders for this unit, overriding its side\'s: false (none: it needs an activation from the start), true, or their wording, e.g. "hold the ford". It follows them without an activation, once a turn, until its first combat (rule book, "Turn Sequence").',
      ),
      plural: described(
        z.optional(z.boolean()),
        'Whether the name is plural in sentences ("the Finns charge"); by default read from its last word.',
      ),
    }),
    'One unit (or `count` identical units).',
  );

  const leaderSchema = described(
    z.strictObject({
      name: nameSchema('leader', 'The leader\'s name, unique in the battle.'),
      role: withDefault(
        z.enum(['army', 'wing']),
        'wing',
        'army: the overall commander (at most one per side); wing: a wing or battle commander.',
      ),
      bonus: withDefault(
        intIn('bonus', -2, 2),
        0,
        'Added to the activations the leader gets with the initiative: +1 for a good leader, +2 for an outstanding one, down to -2 for a poor one.',
      ),
      units: withDefault(
        z.array(unitSchema).check(z.maxLength(100)),
        [],
        'The units under this leader. May be empty for an army commander.',
      ),
    }),
    'A leader and the units he commands.',
  );

  const sideSchema = described(
    z.strictObject({
      name: nameSchema('side', 'The side\'s name, e.g. "Swedes".'),
      role: described(z.enum(['attacker', 'defender']), 'One side attacks, the other defends.'),
      rating: withDefault(
        z.enum(['good', 'average', 'poor']),
        'average',
        'Army quality: the break point is the bases ×1.5 for good and ×0.75 for poor, rounded up.',
      ),
      breakPoint: described(
        z.optional(intIn('breakPoint', 1, MAX_BREAK_POINT)),
        'The break point the scenario states. If it differs from the computed one, `tyw check` warns and this one is used.',
      ),
      camp: withDefault(
        z.boolean(),
        false,
        'The side has a camp or baggage train: it counts as one base towards the break point.',
      ),
      standingOrders: withDefault(
        ordersSchema(),
        true,
        'Standing orders for every unit of the side (a unit may override them): true, false (none: units need an activation from the start), or their wording, e.g. "hold the line". A unit follows them without an activation, once a turn, until its first combat (rule book, "Turn Sequence").',
      ),
      leaders: described(
        z.array(leaderSchema).check(z.minLength(1, 'a side needs at least one leader'), z.maxLength(50)),
        'The side\'s leaders, each with his units.',
      ),
    }),
    'One of the two sides.',
  );

  const houseRuleKey = z.string().check(z.regex(/^[a-z0-9.-]+$/));

  return described(
    z.strictObject({
      ruleset: described(z.literal('devil-rules'), 'The rule set: devil-rules is While the Devil Rules.'),
      title: titleSchema(),
      houseRules: withDefault(
        z.record(houseRuleKey, z.number({ error: (iss) => `a house rule is a whole number, not ${JSON.stringify(iss.input)}` }), {
          error: (iss) =>
            iss.code === 'invalid_key'
              ? `house rule key "${String(iss.input)}" may only use lower-case letters, digits, "." and "-"`
              : undefined,
        }),
        {},
        'Overrides of designed table values: key → whole number. Keys and ranges are listed in docs/rules/devil-rules.md.',
      ),
      sides: twoSides(sideSchema),
    }),
    'A While the Devil Rules scenario (order of battle).',
  );
}

/** The schema, built on first use: a battle needs only its own rule set's. */
export const devilScenarioSchema = lazy(makeDevilScenarioSchema);

type Schema = ReturnType<typeof makeDevilScenarioSchema>;

export type DevilScenarioInput = z.input<Schema>;
/** A scenario as the schema gives it: defaults applied, before the rule set's checks. */
export type DevilParsed = z.output<Schema>;
type Parsed = DevilParsed;
type ParsedSide = Parsed['sides'][number];

/** Seed 000, "Army Morale": all bases (+1 for a camp), ×1.5 good, ×0.75 poor, rounded up. */
export function computeBreakPoint(bases: number, camp: boolean, rating: Rating): number {
  const n = bases + (camp ? 1 : 0);
  switch (rating) {
    case 'good':
      return Math.ceil((n * 3) / 2);
    case 'poor':
      return Math.ceil((n * 3) / 4);
    case 'average':
      return n;
  }
}

const troopId = (name: string): TroopId => TROOP_ALIASES[name] ?? (name as TroopId);

/** "cuirassier units usually have 2 bases", "tercio units usually have 6 to 8 bases". */
function usualBasesText(type: TroopId): string {
  const [lo, hi] = USUAL_BASES[type];
  const n = lo === hi ? `${lo}` : `${lo} to ${hi}`;
  return `${type} units usually have ${n} base${hi === 1 ? '' : 's'}`;
}

/** Types for which `missiles:` means something (seed 000, "Fire"). */
const MISSILE_TYPES: readonly TroopId[] = ['militia', 'reiter'];

/** Parse raw scenario data (defaults not yet applied) and check it. */
export function buildDevilScenario(raw: unknown): Result<{ scenario: DevilScenario; warnings: ScenarioIssue[] }, ScenarioIssue[]> {
  return parseThen(devilScenarioSchema(), raw, checkDevilScenario);
}

/** The checks beyond the schema, on the schema's output: roles, commanders, names, sizes, break points. */
export function checkDevilScenario(data: Parsed): Result<{ scenario: DevilScenario; warnings: ScenarioIssue[] }, ScenarioIssue[]> {
  const issues: ScenarioIssue[] = [...validateHouseRules(data.houseRules)];
  const warnings: ScenarioIssue[] = [];

  const [first, second] = data.sides as [ParsedSide, ParsedSide];
  if (first.role === second.role) {
    const other = first.role === 'attacker' ? 'defender' : 'attacker';
    issues.push({ path: ['sides', 1, 'role'], message: `both sides are ${first.role}s: one must be the ${other}` });
  }
  /** Each name with the `count` expansion that made it, if any (so "Horse 2" of a count clashes too). */
  type Expansion = { readonly name: string; readonly count: number } | null;
  const names = new NameClaims<Expansion>(issues);
  names.sides(first.name, second.name);
  const claim = (name: string, path: (string | number)[], expansion: Expansion = null) =>
    names.claim(name, path, expansion, (earlier) => {
      const from = expansion ?? earlier;
      return from ? ` (count: ${from.count} names the units "${from.name} 1" ${from.count === 2 ? 'and' : 'to'} "${from.name} ${from.count}")` : '';
    });

  const sides = data.sides.map((side, si): DevilSideSpec => {
    const sidePath = ['sides', si];
    let armyLeader: string | undefined;
    let bases = 0;
    let units = 0;
    const leaders = side.leaders.map((leader, li): DevilLeaderSpec => {
      const leaderPath = [...sidePath, 'leaders', li];
      claim(leader.name, [...leaderPath, 'name']);
      if (leader.role === 'army') {
        if (armyLeader === undefined) armyLeader = leader.name;
        else
          issues.push({
            path: [...leaderPath, 'role'],
            message: `side "${side.name}" already has an army commander ("${armyLeader}"); make "${leader.name}" a wing leader`,
          });
      } else if (leader.units.length === 0) {
        warnings.push({ path: [...leaderPath, 'name'], message: `wing leader "${leader.name}" commands no units` });
      }
      const specs: DevilUnitSpec[] = [];
      leader.units.forEach((unit, ui) => {
        const unitPath = [...leaderPath, 'units', ui];
        const type = troopId(unit.type);
        const [lo, hi] = USUAL_BASES[type];
        if (unit.bases < lo || unit.bases > hi) {
          warnings.push({ path: [...unitPath, 'bases'], message: `${usualBasesText(type)}, not ${unit.bases}` });
        }
        let missiles = unit.missiles;
        if (missiles && !MISSILE_TYPES.includes(type)) {
          warnings.push({ path: [...unitPath, 'missiles'], message: `missiles only matters for militia and reiter units; ignored for ${type}` });
          missiles = false;
        }
        let formation = unit.formation;
        if (formation === 'march' && type === 'heavy-artillery') {
          warnings.push({
            path: [...unitPath, 'formation'],
            message: 'heavy-artillery only pivots in place, so it never forms a march column; it starts in battle formation',
          });
          formation = 'battle';
        }
        for (let k = 1; k <= unit.count; k++) {
          const name = unit.count === 1 ? unit.name : `${unit.name} ${k}`;
          claim(name, [...unitPath, 'name'], unit.count === 1 ? null : { name: unit.name, count: unit.count });
          specs.push({ name, type, bases: unit.bases, impetuous: unit.impetuous, missiles, formation, standingOrders: unit.standingOrders ?? side.standingOrders, ...(unit.plural === undefined ? {} : { plural: unit.plural }) });
          bases += unit.bases;
          units += 1;
        }
      });
      return { name: leader.name, role: leader.role, bonus: leader.bonus, units: specs };
    });
    if (units === 0) issues.push({ path: [...sidePath, 'leaders'], message: `side "${side.name}" has no units` });

    const computed = computeBreakPoint(bases, side.camp, side.rating);
    const stated = side.breakPoint ?? null;
    if (stated !== null && stated !== computed) {
      warnings.push({
        path: [...sidePath, 'breakPoint'],
        message: `stated break point ${stated} differs from the computed ${computed}; using ${stated}`,
      });
    }
    return {
      name: side.name,
      role: side.role,
      rating: side.rating,
      camp: side.camp,
      breakPoint: stated ?? computed,
      computedBreakPoint: computed,
      statedBreakPoint: stated,
      leaders,
    };
  });

  if (issues.length > 0) return err(issues);
  return ok({
    scenario: {
      ruleset: 'devil-rules',
      title: data.title,
      sides: sides as unknown as readonly [DevilSideSpec, DevilSideSpec],
      houseRules: { ...data.houseRules },
    },
    warnings,
  });
}

/** What `tyw check` shows, per side: keys in this order are the JSON fields. */
export function summarizeDevil(scenario: DevilScenario, warnings: readonly string[]): CheckSummary {
  return {
    ruleset: scenario.ruleset,
    title: scenario.title,
    sides: scenario.sides.map((side) => {
      const units = side.leaders.flatMap((l) => l.units);
      return {
        name: side.name,
        role: side.role,
        rating: side.rating,
        units: units.length,
        leaders: side.leaders.length,
        bases: units.reduce((sum, u) => sum + u.bases, 0),
        computedBreakPoint: side.computedBreakPoint,
        breakPoint: side.breakPoint,
        unitsUnderStandingOrders: units.filter((u) => u.standingOrders !== false).length,
      };
    }),
    warnings: [...warnings],
  };
}
