/**
 * The Scruby order of battle: the YAML shape (zod, exported by `tyw schema`), the checks
 * beyond the shape, and the summary `tyw check` prints (stands, units and points per side).
 *
 * Sources (seed 001): "WAR GAME ORGANIZATION" (brigades, stands, dragoons, guns and crews)
 * and "COMBAT TABLE" (point value per stand; guns' values are designed).
 */
import * as z from 'zod/mini';
import { err, ok, type Result } from '../../engine/result.js';
import type { CheckSummary, ScenarioIssue } from '../../engine/ruleset.js';
import { described, lazy, nameSchema, parseThen, titleSchema, twoSides, withDefault } from '../../engine/scenario-schema.js';
import { listWords } from '../../engine/english.js';
import { didYouMean } from '../../engine/suggest.js';
import { NameClaims } from '../../engine/scenario-names.js';
import { type ScrubyOptions, type ScrubyScenario, type ScrubySideSpec, type ScrubyUnitSpec, SWITCH_WORDS } from './state.js';
import { columnRefusal, CREW, isGun, isPike, MIN_COLUMN, MIN_SQUARE, TABLE, UNIT_TYPES, type UnitType } from './table.js';

export const MAX_STANDS = 24;

function makeScrubyScenarioSchema() {
  const typeSchema = z.enum(UNIT_TYPES, {
    error: (iss) =>
      iss.code === 'invalid_value' && (typeof iss.input === 'string' || typeof iss.input === 'number')
        ? `unknown unit type "${String(iss.input)}"${didYouMean(String(iss.input), UNIT_TYPES) || ` (one of: ${UNIT_TYPES.join(', ')})`}`
        : undefined,
  });
  const choice = <T extends readonly [string, ...string[]]>(what: string, values: T) =>
    z.enum(values, {
      error: (iss) =>
        iss.code === 'invalid_value' && (typeof iss.input === 'string' || typeof iss.input === 'number')
          ? `unknown ${what} "${String(iss.input)}"${didYouMean(String(iss.input), values) || ` (one of: ${values.join(', ')})`}`
          : undefined,
    });
  const count = (what: string, max: number) =>
    z
      .int({ error: (iss) => (typeof iss.input === 'number' ? `${what} must be an integer from 1 to ${max}, not ${String(iss.input)}` : undefined) })
      .check(z.gte(1), z.lte(max));

  const unitSchema = described(
    z.strictObject({
      name: nameSchema('unit', "The unit's name, unique in the battle."),
      type: described(typeSchema, `Unit type: ${UNIT_TYPES.join(', ')}.`),
      stands: z.optional(described(count('stands', MAX_STANDS), 'Moving stands (guns are one stand). Default: 4 foot, 2 horse or dragoons.')),
      arm: z.optional(described(choice('arm', ['pike', 'musket'] as const), 'Dragoons only: whether they fight on foot as pikemen or musketeers.')),
      armoured: z.optional(described(z.boolean(), 'Body armour, for musket fire at 13–18". Default: heavy pikes, heavy cavalry and reiters are armoured.')),
      efficiency: z.optional(described(count('efficiency', 6), 'Unit Efficiency per stand, overriding the table (as for mercenaries of another quality).')),
      order: z.optional(described(choice('order', ['closed', 'open'] as const), 'closed (stands touching, the default) or open (an inch apart).')),
      formation: z.optional(described(choice('formation', ['line', 'column', 'square'] as const), 'line (the default), column or square.')),
      crew: z.optional(described(count('crew', 12), 'Guns only: gunners (default 4 for a large gun, 3 for a small one).')),
      plural: z.optional(described(z.boolean(), 'Whether the name is plural in sentences ("Rote Pikeniere win"); by default read from its last word.')),
    }),
    'One unit: a number of moving stands of one type.',
  );

  const unitsSchema = z.array(unitSchema).check(z.maxLength(60));
  const brigadeSchema = described(
    z.strictObject({
      name: nameSchema('brigade', 'The brigade\'s name, e.g. "Yellow Brigade".'),
      units: described(unitsSchema.check(z.minLength(1, 'a brigade needs units')), 'The brigade\'s units.'),
    }),
    'A brigade: pikes, musketeers, swordsmen and its small gun.',
  );
  const sideSchema = described(
    z.strictObject({
      name: nameSchema('side', 'The side\'s name, e.g. "Swedes".'),
      brigades: z.optional(described(z.array(brigadeSchema).check(z.maxLength(20)), 'The side\'s brigades.')),
      units: z.optional(described(unitsSchema, 'Units outside the brigades: cavalry, reserve guns, dragoons.')),
    }),
    'One of the two sides.',
  );
  const flag = (value: boolean, text: string) => withDefault(z.boolean(), value, text);
  const defaultsSchema = described(
    z.strictObject({
      roster: flag(true, 'Kill points take figures and stands off (the Roster System, designed). false: the game master takes stands off with corrections.'),
      ueTest: flag(true, 'Roll UE tests (pass on a d6 at or under the UE, designed). false: give --pass or --fail.'),
      meleeOutcome: flag(true, 'The side that kills more wins a melee; the loser tests its UE (designed). false: give --winner.'),
      sequence: flag(true, 'Enforce the game move\'s steps: move and fire, melee, rally (designed). false: any command at any step.'),
      autoReload: flag(true, 'Units reload by themselves whenever they may. false: only units given `reload`.'),
      smallGunCanister: flag(true, 'Small guns fire canister at 1–12" (10 closed, 5 open: designed). false: no fire under 13".'),
      dragoonMusketeersAttackGuns: flag(true, 'DRAGOONS 4: dismounted dragoon musketeers may attack a gun in melee (the reading). false: DRAGOONS 5 binds, and they attack guns only by fire, as musketeers never attack.'),
      shockWithChargeOnly: flag(true, 'CAVALRY 1a: shock power comes with a charge, which gives the defender its dice to be set in motion or to volley (the reading). false: attacking cavalry always have shock power, in a melee without a charge and on a bonus move too, and the defender dices its answer to them (melee --response).'),
      gunMissOnlyOnTwo: flag(true, 'COMBAT TABLE, artillery: a gun misses only on a 2, and every other face, the 1 too, hits (the reading: 5 in 6). false: the "2" is a threshold, so a 1 or a 2 misses (4 in 6 hit).'),
      cutColumnReforms: flag(true, 'Column Formation 1: a column cut below its least stands (3 for pikes, 2 for other foot) is no column, and re-forms as it next moves (the reading). false: the least stands bind only the forming, and a cut column goes on as a column (+2" move, a pike column\'s charge +1 a stand).'),
      openPikesHalved: flag(true, 'PIKEMEN 2a: pikes caught in open order kill half the table\'s open-order cell (the reading: heavy pikes 1 a stand, light pikes 0). false: the open-order cell is the whole of their half quota (heavy 2, light 1); the attacker still doubles and the pikes still lose morale.'),
      swordsmenInAnyMelee: flag(true, 'SWORDSMEN 2: swordsmen ranked behind pikes take the high die "in any melee" (the reading), against cavalry or swordsmen too. false: only against pikes, since the high die "raised" the enemy\'s pikes for the swordsmen to slip under.'),
      gunDefendedBySquare: flag(true, 'INFANTRY SQUARES 1: a gun counted as part of a square is reached only through that square while it stands: attack the square itself, or the gun through a face swept away (--broken-square) (the reading). false: the gun may be attacked in its square and fights alone; the square only takes the cavalry\'s shock and, for pikes, keeps cavalry out.'),
    }),
    'The designed defaults for the basic rules the text leaves to your own; each can be switched off.',
  );

  return described(
    z.strictObject({
      ruleset: described(z.literal('scruby'), "The rule set: scruby is Jack Scruby's Thirty Years War rules."),
      title: titleSchema(),
      defaults: z.optional(defaultsSchema),
      sides: twoSides(sideSchema),
    }),
    "A Jack Scruby's Thirty Years War scenario (order of battle).",
  );
}

export const scrubyScenarioSchema = lazy(makeScrubyScenarioSchema);
type Schema = ReturnType<typeof makeScrubyScenarioSchema>;
export type ScrubyParsed = z.output<Schema>;
type UnitInput = NonNullable<ScrubyParsed['sides'][number]['units']>[number];

export const DEFAULT_OPTIONS: ScrubyOptions = { roster: true, ueTest: true, meleeOutcome: true, sequence: true, autoReload: true, smallGunCanister: true, dragoonMusketeersAttackGuns: true, shockWithChargeOnly: true, gunMissOnlyOnTwo: true, cutColumnReforms: true, openPikesHalved: true, swordsmenInAnyMelee: true, gunDefendedBySquare: true };

export function buildScrubyScenario(raw: unknown): Result<{ scenario: ScrubyScenario; warnings: ScenarioIssue[] }, ScenarioIssue[]> {
  return parseThen(scrubyScenarioSchema(), raw, checkScrubyScenario);
}

/** One unit line's checks: dragoons' arm, guns' crew and stands, formations' least stands. */
function unitSpec(unit: UnitInput, brigade: string | null, path: (string | number)[], issues: ScenarioIssue[]): ScrubyUnitSpec {
  const type: UnitType = unit.type;
  const row = TABLE[type];
  const gun = isGun(type);
  if (type === 'dragoon' && unit.arm === undefined) issues.push({ path: [...path, 'type'], message: `dragoons "${unit.name}" need an arm: pike or musket` });
  if (type !== 'dragoon' && unit.arm !== undefined) issues.push({ path: [...path, 'arm'], message: `only dragoons take an arm; ${row.name.toLowerCase()} do not` });
  if (!gun && unit.crew !== undefined) issues.push({ path: [...path, 'crew'], message: `only guns have a crew; ${row.name.toLowerCase()} do not` });
  if (gun && unit.stands !== undefined && unit.stands !== 1) issues.push({ path: [...path, 'stands'], message: `a gun is one stand, not ${unit.stands}` });
  if (gun && (unit.formation !== undefined || unit.order !== undefined)) {
    issues.push({ path: [...path, unit.formation !== undefined ? 'formation' : 'order'], message: 'a gun has no order or formation' });
  }
  const stands = gun ? 1 : (unit.stands ?? row.stands);
  const formation = unit.formation ?? 'line';
  const column = formation === 'column' ? columnRefusal(type, stands) : null;
  // Pikes keep the check's words of earlier versions; other foot get the designed minimum's.
  const words = isPike(type) ? `a column needs at least ${MIN_COLUMN} stands ("Column Formation")` : column;
  if (column) issues.push({ path: [...path, 'formation'], message: `${words}; "${unit.name}" has ${stands}` });
  if (formation === 'square' && stands < MIN_SQUARE) issues.push({ path: [...path, 'formation'], message: `a square needs at least ${MIN_SQUARE} stands ("INFANTRY SQUARES")` });
  if (formation === 'square' && row.branch !== 'infantry' && !(type === 'dragoon')) issues.push({ path: [...path, 'formation'], message: `only infantry form squares ("INFANTRY SQUARES"), not ${row.name.toLowerCase()}` });
  return {
    name: unit.name,
    type,
    brigade,
    stands,
    arm: unit.arm ?? null,
    armoured: unit.armoured ?? row.armoured,
    efficiency: unit.efficiency ?? null,
    order: unit.order ?? 'closed',
    formation,
    crew: gun ? (unit.crew ?? CREW[type as 'large-gun' | 'small-gun']) : 0,
    ...(unit.plural === undefined ? {} : { plural: unit.plural }),
  };
}

export function checkScrubyScenario(data: ScrubyParsed): Result<{ scenario: ScrubyScenario; warnings: ScenarioIssue[] }, ScenarioIssue[]> {
  const issues: ScenarioIssue[] = [];
  const warnings: ScenarioIssue[] = [];
  const [first, second] = data.sides as [ScrubyParsed['sides'][number], ScrubyParsed['sides'][number]];
  const names = new NameClaims(issues);
  names.sides(first.name, second.name);
  const claim = (name: string, path: (string | number)[]) => names.claim(name, path);
  const sides = data.sides.map((side, si): ScrubySideSpec => {
    const units: ScrubyUnitSpec[] = [];
    const brigades = side.brigades ?? [];
    brigades.forEach((brigade, bi) => {
      brigade.units.forEach((unit, ui) => {
        const path = ['sides', si, 'brigades', bi, 'units', ui];
        claim(unit.name, [...path, 'name']);
        units.push(unitSpec(unit, brigade.name, path, issues));
      });
      const guns = brigade.units.filter((u) => u.type === 'large-gun').length;
      if (guns > 0) warnings.push({ path: ['sides', si, 'brigades', bi, 'name'], message: `brigade "${brigade.name}" has a large gun: large guns are reserve artillery, usually outside the brigades ("WAR GAME ORGANIZATION")` });
    });
    (side.units ?? []).forEach((unit, ui) => {
      const path = ['sides', si, 'units', ui];
      claim(unit.name, [...path, 'name']);
      units.push(unitSpec(unit, null, path, issues));
    });
    if (units.length === 0) issues.push({ path: ['sides', si, 'name'], message: `side "${side.name}" has no units` });
    return { name: side.name, brigades: brigades.map((b) => b.name), units };
  });
  if (issues.length > 0) return err(issues);
  return ok({
    scenario: { ruleset: 'scruby', title: data.title, options: { ...DEFAULT_OPTIONS, ...(data.defaults ?? {}) }, sides: sides as unknown as readonly [ScrubySideSpec, ScrubySideSpec] },
    warnings,
  });
}

/** Points of a unit: the table's value per stand; guns their designed value. */
export const unitPoints = (u: Pick<ScrubyUnitSpec, 'type' | 'stands'>): number => TABLE[u.type].points * u.stands;
export const sidePoints = (side: ScrubySideSpec): number => side.units.reduce((n, u) => n + unitPoints(u), 0);

export function summarizeScruby(scenario: ScrubyScenario, warnings: readonly string[]): CheckSummary {
  return {
    ruleset: scenario.ruleset,
    title: scenario.title,
    sides: scenario.sides.map((side) => {
      const count = (branch: string) => side.units.filter((u) => TABLE[u.type].branch === branch);
      const stands = (us: readonly ScrubyUnitSpec[]) => us.reduce((n, u) => n + u.stands, 0);
      return {
        name: side.name,
        brigades: side.brigades.length,
        units: side.units.length,
        stands: stands(side.units.filter((u) => !isGun(u.type))),
        infantryStands: stands(count('infantry')),
        cavalryStands: stands(count('cavalry')),
        dragoonStands: stands(count('dragoons')),
        guns: count('artillery').length,
        points: sidePoints(side),
      };
    }),
    warnings: [...warnings],
    extra: { defaults: defaultsWords(scenario.options) },
  };
}

/**
 * The designed defaults in words for `tyw check`, every switch named: "all on (roster system,
 * rolled UE tests, …)", or "rolled UE tests off; roster system, … on".
 */
export function defaultsWords(options: ScrubyOptions): string {
  const keys = Object.keys(SWITCH_WORDS) as (keyof ScrubyOptions)[];
  const words = (on: boolean) => keys.filter((key) => options[key] === on).map((key) => SWITCH_WORDS[key]);
  const [on, off] = [words(true), words(false)];
  if (off.length === 0) return `all on (${on.join(', ')})`;
  if (on.length === 0) return `all off (${off.join(', ')})`;
  return `${listWords(off)} off; ${listWords(on)} on`;
}
