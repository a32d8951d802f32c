/**
 * The orders-based draft's order of battle: the YAML shape (zod, exported by `tyw schema`),
 * the checks beyond the shape, and what `tyw check` prints (one line per regiment).
 *
 * Sources (seed 002): 2.4 (formation), 2.5 (types and ranks), 2.6 (the profile), 2.6.1 (the
 * Command Rating), 2.7 (the regiment), 3.1.3 (a rating of at most 10).
 */
import * as z from 'zod/mini';
import { its, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { CheckSummary, ScenarioIssue } from '../../engine/ruleset.js';
import { described, lazy, nameSchema, titleSchema, twoSides, withDefault } from '../../engine/scenario-schema.js';
import { NameClaims } from '../../engine/scenario-names.js';
import { suggest } from '../../engine/suggest.js';
import { MAX_RATING, MAX_STANDS, type OrdersScenario, RANKS, type RegimentSpec, type SideSpec, UNIT_TYPES, type UnitSpec, type UnitType, type Rank } from './types.js';

const PAIR = /^\s*(\d{1,2})\s*\/\s*(\d{1,2})\s*$/;

function choiceSchema<T extends string>(choices: readonly [T, ...T[]], what: string) {
  return z.enum(choices, {
    error: (iss) => {
      if (iss.code !== 'invalid_value' || (typeof iss.input !== 'string' && typeof iss.input !== 'number')) return undefined;
      // 2.5 lists novice, hero and general among the unit types; here they are a commander's rank.
      if (what === 'unit type' && (RANKS as readonly string[]).includes(String(iss.input).toLowerCase())) {
        return `"${String(iss.input)}" is a commander's rank, not a unit type: give it as the regiment's commander, { name, rank: ${String(iss.input).toLowerCase()}, rating } (2.5, 3.1.1)`;
      }
      const hint = suggest(String(iss.input), choices);
      return `unknown ${what} "${String(iss.input)}"${hint ? ` (did you mean "${hint}"?)` : ` (one of: ${choices.join(', ')})`}`;
    },
  });
}

function intSchema(what: string, min: number, max: number) {
  return z
    .int({ error: (iss) => (typeof iss.input === 'number' || typeof iss.input === 'string' ? `${what} must be an integer from ${min} to ${max}, not ${JSON.stringify(iss.input)}` : undefined) })
    .check(z.gte(min, { error: (iss) => `${what} must be an integer from ${min} to ${max}, not ${String(iss.input)}` }), z.lte(max, { error: (iss) => `${what} must be an integer from ${min} to ${max}, not ${String(iss.input)}` }));
}

/** "1/2": two whole numbers with a slash, as section 2.6 writes them. */
function pairSchema(what: string, example: string) {
  const help = `${what} is two whole numbers with a slash, e.g. "${example}"`;
  return z.string({ error: (iss) => (iss.input === undefined ? undefined : help) }).check(z.regex(PAIR, help));
}

function makeOrdersScenarioSchema() {
  const unitSchema = described(
    z.strictObject({
      name: nameSchema('unit', "The unit's name, unique in the battle."),
      type: described(choiceSchema(UNIT_TYPES, 'unit type'), `Section 2.5: ${UNIT_TYPES.join(', ')}.`),
      stands: described(intSchema('stands', 1, MAX_STANDS), 'Section 2.3: how many stands (bases) the unit has.'),
      attacks: described(pairSchema('attacks', '1/2'), 'Section 2.6: attack dice per stand, melee/ranged, e.g. "1/2".'),
      defence: described(intSchema('defence', 1, 12), 'Section 2.6: the defence value.'),
      size: z.optional(described(pairSchema('size', '2/6'), 'Section 2.6: the purchase minimum and maximum of stands, e.g. "2/6".')),
      width: z.optional(described(intSchema('width', 1, MAX_STANDS), 'Section 2.4: stands across the front rank; default every stand (one rank).')),
    }),
    'One unit and its profile (section 2.6).',
  );
  const commanderSchema = described(
    z.strictObject({
      name: nameSchema('commander', "The commander's name."),
      rank: described(choiceSchema(RANKS, 'rank'), 'Section 2.5: novice, hero or general.'),
      rating: described(intSchema('rating', 1, MAX_RATING), `Section 2.6.1: the Command Rating, 1 to ${MAX_RATING} (the text sets no values per rank).`),
    }),
    'The regiment\'s commander (section 2.8).',
  );
  const regimentSchema = described(
    z.strictObject({
      name: nameSchema('regiment', "The regiment's name."),
      commander: commanderSchema,
      units: described(z.array(unitSchema).check(z.minLength(1, 'a regiment needs at least one unit'), z.maxLength(40)), 'The units under the commander (section 2.7).'),
    }),
    'A regiment: one commander and his units (section 2.7).',
  );
  const sideSchema = described(
    z.strictObject({
      name: nameSchema('side', "The side's name."),
      regiments: described(z.array(regimentSchema).check(z.minLength(1, 'a side needs at least one regiment'), z.maxLength(20)), "The side's regiments."),
    }),
    'One of the two sides; the first listed gives its orders first.',
  );
  return described(
    z.strictObject({
      ruleset: described(z.literal('orders-draft'), 'The rule set: orders-draft is the orders-based rules draft.'),
      title: titleSchema(),
      houseRules: withDefault(
        z.strictObject({
          equalRollFails: withDefault(z.boolean(), false, 'Section 3.1.3: a Command Roll equal to the rating fails (default: it accepts no order but is no failure).'),
          regimentPenaltyStacks: withDefault(z.boolean(), false, 'Section 3.2: the penalty of 1 also applies above the rating (default: 1, or 1 per unit above).'),
          regimentFailureGoesOn: withDefault(
            z.boolean(),
            false,
            'Section 3.2: after a failed regiment-wide roll the commander may still order the units left out (default: he is done, as after any failed Command Roll).',
          ),
          rallyOneRoll: withDefault(z.boolean(), false, 'Section 3.3.8: the Command Roll that issues Rally is its roll, so an accepted rally rallies (default: the unit then takes a second Command Roll).'),
          rallyFailureEndsCommander: withDefault(
            z.boolean(),
            false,
            'Sections 3.3.8 and 3.1.3 step 5: a failed rally roll also ends the commander for the phase (default: the unit stays Disordered and the commander goes on).',
          ),
          guardMayMove: withDefault(
            z.boolean(),
            false,
            'Section 3.3.4: Guard may go with march, charge, support or about-face, its "does not move" saying only what the guard order itself does (default: refused with them, as the unit stays in its position).',
          ),
          aboutFaceInPlace: withDefault(
            z.boolean(),
            false,
            'Section 3.3.7: About Face turns the unit in place, a move for shooting only, so it goes with Stand Ready and Guard (default: it counts as a move, refused with them).',
          ),
          orderMarkersAreTokens: withDefault(
            z.boolean(),
            false,
            'Sections 3.1.3 step 4 and 3.3.4: the markers of declared orders are tokens, and a unit holds one token at a time, so a guard given new orders loses its guard token (default: only guard tokens are tokens, and one lasts until used or replaced by another).',
          ),
          promotedRatingAtMost: withDefault(
            z.boolean(),
            false,
            'Section 2.9.1: the promoted commander\'s rating is no higher than the fallen one\'s, "quality" read as the rating too (default: only his rank is bounded; the game master gives any rating).',
          ),
          shortChargeDieOnly: withDefault(
            z.boolean(),
            false,
            'Section 4.2: a charge that falls short moves the d6 alone, "the distance indicated by the die roll" (default: the whole charge distance, d6+2).',
          ),
          guardShortHalfGap: withDefault(
            z.boolean(),
            false,
            'Section 3.3.4 (a): a charge turned on a guard that falls short moves half the distance to the guard (default: half the distance rolled).',
          ),
          supportJoinsWaiting: withDefault(
            z.boolean(),
            false,
            'Section 3.3.5: a Support order accepted while the supported unit\'s ordered charge waits to move joins that charge, read as the unit still "declaring" it (default: the supporter answers only declarations made after its order).',
          ),
          contactChargeVoid: withDefault(
            z.boolean(),
            false,
            'Sections 3.3.3 and 4.2: a charge at a unit in base contact already (charge-move --distance 0) is void, a charge being a movement with nothing left to move (default: it succeeds with no move and no die).',
          ),
          moraleCheckAtMost: withDefault(
            z.nullable(intSchema('moraleCheckAtMost', 1, 5)),
            null,
            'Section 2.9.1, a house rule (the text never defines the Morale Check): roll it, passing on a d6 at or under this value; 4 is suggested (default: null, the game master gives each outcome).',
          ),
        }),
        { equalRollFails: false, regimentPenaltyStacks: false, regimentFailureGoesOn: false, rallyOneRoll: false, rallyFailureEndsCommander: false, guardMayMove: false, aboutFaceInPlace: false, orderMarkersAreTokens: false, promotedRatingAtMost: false, shortChargeDieOnly: false, guardShortHalfGap: false, supportJoinsWaiting: false, contactChargeVoid: false, moraleCheckAtMost: null },
        'The readings the text leaves open (docs/rules/orders-draft.md).',
      ),
      sides: twoSides(sideSchema),
    }),
    'An orders-based draft scenario (order of battle).',
  );
}

export const ordersScenarioSchema = lazy(makeOrdersScenarioSchema);
export type OrdersParsed = z.output<ReturnType<typeof makeOrdersScenarioSchema>>;

const pair = (text: string): { a: number; b: number } => {
  const m = PAIR.exec(text);
  return { a: Number(m?.[1] ?? 0), b: Number(m?.[2] ?? 0) };
};

/** The checks beyond the shape: unique names, size limits in order, widths that fit. */
export function checkOrdersScenario(data: OrdersParsed): Result<{ scenario: OrdersScenario; warnings: ScenarioIssue[] }, ScenarioIssue[]> {
  const issues: ScenarioIssue[] = [];
  const warnings: ScenarioIssue[] = [];
  const names = new NameClaims(issues);
  const claim = (name: string, path: (string | number)[]) => names.claim(name, path);
  const [first, second] = data.sides;
  if (first && second) names.sides(first.name, second.name);
  const sides = data.sides.map((side, si): SideSpec => {
    claim(side.name, ['sides', si, 'name']);
    const regiments = side.regiments.map((regiment, ri): RegimentSpec => {
      const rPath = ['sides', si, 'regiments', ri];
      claim(regiment.commander.name, [...rPath, 'commander', 'name']);
      const units = regiment.units.map((unit, ui): UnitSpec => {
        const uPath = [...rPath, 'units', ui];
        claim(unit.name, [...uPath, 'name']);
        const attacks = pair(unit.attacks);
        const size = unit.size === undefined ? undefined : pair(unit.size);
        if (size && size.a > size.b) issues.push({ path: [...uPath, 'size'], message: `size gives a minimum of ${size.a} above its maximum of ${size.b}` });
        else if (size && (unit.stands < size.a || unit.stands > size.b)) {
          warnings.push({ path: [...uPath, 'stands'], message: `${unit.name} ${verb(unit.name, 'has')} ${unit.stands} stands, outside ${its(unit.name)} purchase size ${size.a} to ${size.b} (section 2.6)` });
        }
        if (unit.width !== undefined && unit.width > unit.stands) issues.push({ path: [...uPath, 'width'], message: `width ${unit.width} is more than the unit's ${unit.stands} stands (section 2.4)` });
        return {
          name: unit.name,
          type: unit.type as UnitType,
          stands: unit.stands,
          attacks: { melee: attacks.a, ranged: attacks.b },
          defence: unit.defence,
          ...(size ? { size: { min: size.a, max: size.b } } : {}),
          width: unit.width ?? unit.stands,
        };
      });
      return { name: regiment.name, commander: { name: regiment.commander.name, rank: regiment.commander.rank as Rank, rating: regiment.commander.rating }, units };
    });
    return { name: side.name, regiments };
  });
  if (issues.length > 0) return err(issues);
  // With rallyOneRoll there is no rally roll to fail (3.3.8), so the other switch would do nothing unseen.
  if (data.houseRules.rallyOneRoll && data.houseRules.rallyFailureEndsCommander) {
    warnings.push({ path: ['houseRules', 'rallyFailureEndsCommander'], message: 'rallyFailureEndsCommander does nothing with rallyOneRoll: the Command Roll is then the rally roll, and its failure already ends the commander (sections 3.1.3, 3.3.8)' });
  }
  return ok({ scenario: { ruleset: 'orders-draft', title: data.title, houseRules: { ...data.houseRules }, sides: sides as unknown as readonly [SideSpec, SideSpec] }, warnings });
}

/** "First Regiment: Colonel Morse, general 8, 2 units". */
export function regimentLine(r: RegimentSpec): string {
  return `${r.name}: ${r.commander.name}, ${r.commander.rank} ${r.commander.rating}, ${r.units.length} unit${r.units.length === 1 ? '' : 's'}`;
}

/** 2.9.1: the Morale Check is the game master's unless the house rule rolls it. */
const moraleCheckWords = (atMost: number | null): string =>
  atMost === null ? 'morale check at most: off (the game master rules each Morale Check, 2.9.1)' : `morale check at most: ${atMost} (house rule: a d6 of ${atMost} or less passes, 2.9.1)`;

/** What `tyw check` shows per side: the counts, then a line per regiment (a list in JSON). */
export function summarizeOrders(scenario: OrdersScenario, warnings: readonly string[]): CheckSummary {
  return {
    ruleset: scenario.ruleset,
    title: scenario.title,
    sides: scenario.sides.map((side) => ({
      name: side.name,
      regiments: side.regiments.length,
      units: side.regiments.reduce((n, r) => n + r.units.length, 0),
      regimentList: side.regiments.map(regimentLine),
    })),
    warnings: [...warnings],
    // Every switch, on or off, so the game master sees all the readings the scenario settles.
    extra: {
      equalRollFails: scenario.houseRules.equalRollFails,
      regimentPenaltyStacks: scenario.houseRules.regimentPenaltyStacks,
      regimentFailureGoesOn: scenario.houseRules.regimentFailureGoesOn,
      rallyOneRoll: scenario.houseRules.rallyOneRoll,
      rallyFailureEndsCommander: scenario.houseRules.rallyFailureEndsCommander,
      guardMayMove: scenario.houseRules.guardMayMove,
      aboutFaceInPlace: scenario.houseRules.aboutFaceInPlace,
      orderMarkersAreTokens: scenario.houseRules.orderMarkersAreTokens,
      promotedRatingAtMost: scenario.houseRules.promotedRatingAtMost,
      shortChargeDieOnly: scenario.houseRules.shortChargeDieOnly,
      guardShortHalfGap: scenario.houseRules.guardShortHalfGap,
      supportJoinsWaiting: scenario.houseRules.supportJoinsWaiting,
      contactChargeVoid: scenario.houseRules.contactChargeVoid,
      moraleCheckAtMost: scenario.houseRules.moraleCheckAtMost,
    },
    text: { extra: { moraleCheckAtMost: moraleCheckWords(scenario.houseRules.moraleCheckAtMost) } },
  };
}
