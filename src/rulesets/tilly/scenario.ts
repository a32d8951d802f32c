/**
 * The Tilly's Very Bad Day order of battle: the YAML shape (zod, exported as JSON Schema by
 * `tyw schema`), the checks beyond the shape, the army-list checks and the summary `tyw
 * check` prints.
 *
 * Sources (seed 003): "Base Width and Tilly Unit of Measure (TUM)", "Units", "Optional Rule:
 * Unit Quality", "Army Lists", "Commands", "Step 4.4. Army Morale".
 */
// zod's mini API: the same checks as the classic one, but far cheaper to build at start-up.
import * as z from 'zod/mini';
import { err, ok, type Result } from '../../engine/result.js';
import type { CheckSummary, ScenarioIssue } from '../../engine/ruleset.js';
import { described, lazy, nameSchema, parseThen, titleSchema, twoSides, withDefault } from '../../engine/scenario-schema.js';
import { formatLength, parseLength } from './distance.js';
import type { Role, TillyCommandSpec, TillyOptions, TillyScenario, TillySideSpec, TillyUnitSpec } from './state.js';
import { didYouMean, suggest } from '../../engine/suggest.js';
import { NameClaims } from '../../engine/scenario-names.js';
import { plural } from './helpers.js';
import { namedSideSays } from './side-words.js';
import { FIXED_QUALITY, pointsOf, QUALITIES, type Quality, TABLE_1, UNIT_TYPES, type UnitType } from './units.js';

export const MAX_COUNT = 30;

/** Other spellings players use for the unit types. */
export const TYPE_ALIASES: Readonly<Record<string, UnitType>> = {
  'pike+shot': 'pike-and-shot',
  'pike-shot': 'pike-and-shot',
  cannon: 'cannons',
  general: 'commander',
};

const TYPE_NAMES: readonly string[] = [...UNIT_TYPES, ...Object.keys(TYPE_ALIASES)];

/** ` (did you mean "cannons"?)`: the closest type or other spelling (shared helper: swapped letters count as one edit), named by its type. */
function typeHint(word: string): string {
  const hit = suggest(word, TYPE_NAMES);
  return hit === undefined ? '' : ` (did you mean "${TYPE_ALIASES[hit] ?? hit}"?)`;
}

/** The YAML shape of a Tilly's Very Bad Day scenario. */
function makeTillyScenarioSchema() {
  const typeSchema = z.enum(TYPE_NAMES as [string, ...string[]], {
    error: (iss) =>
      iss.code === 'invalid_value' && (typeof iss.input === 'string' || typeof iss.input === 'number')
        ? `unknown unit type "${String(iss.input)}"${typeHint(String(iss.input)) || ` (one of: ${UNIT_TYPES.join(', ')})`}`
        : undefined,
  });

  const qualitySchema = z.enum(QUALITIES, {
    error: (iss) =>
      iss.code === 'invalid_value' && typeof iss.input === 'string'
        ? `unknown quality "${iss.input}"${didYouMean(iss.input, QUALITIES) || ` (one of: ${QUALITIES.join(', ')})`}`
        : undefined,
  });

  const countSchema = z
    .int({
      error: (iss) => (typeof iss.input === 'number' ? `count must be an integer from 1 to ${MAX_COUNT}, not ${String(iss.input)}` : undefined),
    })
    .check(z.gte(1), z.lte(MAX_COUNT));

  const unitSchema = described(
    z.strictObject({
      name: nameSchema('unit', 'The unit\'s name, unique in the battle. With `count`, copies are numbered: "Name 1", "Name 2"…'),
      type: described(typeSchema, 'Unit type (Table 1): commander, horse, light-horse, dragoons, pike-and-shot, shot, rabble or cannons.'),
      quality: described(
        z.optional(qualitySchema),
        'superior, ordinary (the default), inferior or rabble; used when `quality: true`. Commanders and cannons are always ordinary, rabble always rabble.',
      ),
      count: withDefault(countSchema, 1, `How many identical units this line stands for (1 to ${MAX_COUNT}).`),
    }),
    'One unit (a stand), or `count` identical ones.',
  );

  const commandSchema = described(
    z.strictObject({
      name: nameSchema('command', 'The command\'s name, e.g. "Right wing", "Centre", "Reserve".'),
      units: described(
        z.array(unitSchema).check(z.minLength(1, 'a command needs units, its commander included'), z.maxLength(40)),
        'The units of the command, its one commander (type: commander) included.',
      ),
    }),
    'A command (wing or battle): one commander and his units.',
  );

  const sideSchema = described(
    z.strictObject({
      name: nameSchema('side', 'The side\'s name, e.g. "French".'),
      role: z.optional(
        described(
          z.enum(['attacker', 'defender']),
          "The attacker moves first in each turn. Leave both roles out and tyw rolls the book's initiative at the set-up.",
        ),
      ),
      commands: described(
        z.array(commandSchema).check(z.minLength(1, 'a side needs at least one command'), z.maxLength(20)),
        'The side\'s commands.',
      ),
    }),
    'One of the two sides.',
  );

  const BASE_WIDTH_HELP = 'baseWidth must be a length such as 80mm, 4cm or 1.5in';

  return described(
    z.strictObject({
      ruleset: described(z.literal('tilly'), 'The rule set: tilly is Tilly\'s Very Bad Day.'),
      title: titleSchema(),
      baseWidth: withDefault(
        z
          .string({ error: (iss) => (iss.input === undefined ? undefined : BASE_WIDTH_HELP) })
          .check(z.regex(/^\s*\d+(\.\d+)?\s*(mm|cm|in|")\s*$/, BASE_WIDTH_HELP)),
        '40mm',
        'The width of an infantry or cavalry base, e.g. 80mm; a TUM is half of it. Distances are shown in TUM and in this unit.',
      ),
      quality: withDefault(z.boolean(), false, 'Use the optional unit-quality rule (resolve ±1, points).'),
      variableMorale: withDefault(z.boolean(), false, 'Use the optional variable army morale rule.'),
      evade: withDefault(z.boolean(), false, 'Use the optional evade rule.'),
      houseRules: withDefault(
        z.strictObject({
          commandMoraleRecoverable: withDefault(
            z.boolean(),
            false,
            '"Step 4.1. Command Morale", "Step 4.2. Unit Rally": resolve lost to command morale is an ordinary loss, which rally and heroics may recover, reading "weakened during the game" as any loss (default: only losses to shooting or melee can be recovered).',
          ),
          cannonsFallAtMelee: withDefault(
            z.boolean(),
            false,
            '"Cannons in melee" (under Step 3.4): cannons a charge contacts are eliminated when their melee is fought, so in step 3.3 they may first shoot at point-blank range at a charger to their front (default: eliminated at contact, in step 3.2).',
          ),
          commanderMovesAfterUnit: withDefault(
            z.boolean(),
            false,
            '"Commander movement", "Movement allowance": an attached commander whose unit has moved this step may still make a move of his own, reading his ride with the unit as no move of his (default: the ride was his move for the step).',
          ),
          commandersIgnoreZoc: withDefault(
            z.boolean(),
            false,
            '"Zones of Control (ZOC)": commanders move through enemy zones of control freely, reading a ZOC as the threat of an enemy\'s front, which a commander (never shot at nor attacked in melee) does not feel (default: commanders are bound like any unit).',
          ),
          commanderChargesOnlyIfDeclared: withDefault(
            z.boolean(),
            false,
            '"Commander charges": a commander attached to a unit that charges stays behind, and leaves it, unless he declared a charge with it, reading a commander\'s charge "with a unit they are attached to already" as the only way he charges (default: he goes with it, as with its move).',
          ),
          facingIsMove: withDefault(
            z.boolean(),
            false,
            '"Fighting to flank or rear", "Locked in melee": a unit locked in melee that changes facing makes a move, so it must be in command (out of command it rolls its check first, face --far) and an attached commander rides with it, which is his move (default: turning where it stands is no move, needs no check, and the commander keeps his move).',
          ),
          compulsoryRallyBackFirst: withDefault(
            z.boolean(),
            false,
            '"Step 3.5 Rally back": each side makes its compulsory rally backs (units that lost a melee or evaded) before its voluntary ones, a voluntary rallyback being refused while one is left (default: any order, as the book gives none).',
          ),
        }),
        { commandMoraleRecoverable: false, cannonsFallAtMelee: false, commanderMovesAfterUnit: false, commandersIgnoreZoc: false, commanderChargesOnlyIfDeclared: false, facingIsMove: false, compulsoryRallyBackFirst: false },
        'The readings the book leaves open (docs/rules/tilly.md).',
      ),
      setup: withDefault(
        z.boolean(),
        false,
        "Begin play with the game set-up (table and zones, terrain, deployment order). It is on by itself when no side is given a role, for the initiative roll.",
      ),
      historical: withDefault(
        z.boolean(),
        false,
        'A historical scenario: the sides may have different numbers of units (otherwise tyw check warns, as the Army Lists ask for equal numbers).',
      ),
      sides: twoSides(sideSchema),
    }),
    'A Tilly\'s Very Bad Day scenario (order of battle).',
  );
}

/** The schema, built on first use: a battle needs only its own rule set's. */
export const tillyScenarioSchema = lazy(makeTillyScenarioSchema);

type Schema = ReturnType<typeof makeTillyScenarioSchema>;

export type TillyScenarioInput = z.input<Schema>;
/** A scenario as the schema gives it: defaults applied, before the rule set's checks. */
export type TillyParsed = z.output<Schema>;
type Parsed = TillyParsed;

const typeId = (name: string): UnitType => TYPE_ALIASES[name] ?? (name as UnitType);

/** Parse raw scenario data (defaults not yet applied) and check it. */
export function buildTillyScenario(raw: unknown): Result<{ scenario: TillyScenario; warnings: ScenarioIssue[] }, ScenarioIssue[]> {
  return parseThen(tillyScenarioSchema(), raw, checkTillyScenario);
}

/** The checks beyond the schema, on the schema's output: roles, one commander per command, unique names, quality. */
export function checkTillyScenario(data: Parsed): Result<{ scenario: TillyScenario; warnings: ScenarioIssue[] }, ScenarioIssue[]> {
  const issues: ScenarioIssue[] = [];
  const warnings: ScenarioIssue[] = [];
  const options: TillyOptions = { quality: data.quality, variableMorale: data.variableMorale, evade: data.evade, houseRules: { ...data.houseRules } };

  const baseWidth = parseLength(data.baseWidth);
  if (baseWidth === null) issues.push({ path: ['baseWidth'], message: `baseWidth must be more than zero, not ${data.baseWidth.trim()}` });

  const [first, second] = data.sides as [Parsed['sides'][number], Parsed['sides'][number]];
  if (first.role !== undefined && first.role === second.role) {
    const other = first.role === 'attacker' ? 'defender' : 'attacker';
    issues.push({ path: ['sides', 1, 'role'], message: `both sides are ${first.role}s: one must be the ${other}` });
  }
  // One role gives the other; none leaves the attacker to the initiative roll ("Initiative").
  const rollInitiative = first.role === undefined && second.role === undefined;
  const firstRole: Role = first.role ?? (second.role === 'attacker' ? 'defender' : 'attacker');
  const names = new NameClaims(issues);
  names.sides(first.name, second.name);

  const claim = (name: string, path: (string | number)[], note = '') => names.claim(name, path, null, () => note);

  const sides = data.sides.map((side, si): TillySideSpec => {
    const commands = side.commands.map((command, ci): TillyCommandSpec => {
      const cPath = ['sides', si, 'commands', ci];
      const units: TillyUnitSpec[] = [];
      const commanders: string[] = [];
      command.units.forEach((unit, ui) => {
        const uPath = [...cPath, 'units', ui];
        const type = typeId(unit.type);
        const fixed = FIXED_QUALITY[type];
        let quality: Quality = unit.quality ?? fixed ?? 'ordinary';
        if (fixed !== undefined && unit.quality !== undefined && unit.quality !== fixed) {
          const why = type === 'rabble' ? 'rabble are always of rabble quality' : type === 'cannons' ? 'cannons are always ordinary' : 'commanders are always ordinary';
          issues.push({ path: [...uPath, 'quality'], message: `${why}, not ${unit.quality}` });
        }
        if (!options.quality && quality !== 'ordinary' && fixed === undefined) {
          warnings.push({ path: [...uPath, 'quality'], message: `quality ${quality} is ignored: the scenario does not use unit quality (quality: true)` });
          quality = 'ordinary';
        }
        if (type === 'commander' && unit.count > 1) {
          issues.push({ path: [...uPath, 'count'], message: 'a command has one commander: list each commander in his own command' });
        }
        for (let k = 1; k <= unit.count; k += 1) {
          const name = unit.count === 1 ? unit.name : `${unit.name} ${k}`;
          const note = unit.count === 1 ? '' : ` (count: ${unit.count} numbers the copies "${unit.name} 1" to "${unit.name} ${unit.count}")`;
          claim(name, [...uPath, 'name'], note);
          units.push({ name, type, quality });
          if (type === 'commander') commanders.push(name);
        }
      });
      if (commanders.length === 0) {
        issues.push({ path: [...cPath, 'units'], message: `command "${command.name}" has no commander: add a unit of type commander` });
      } else if (commanders.length > 1) {
        issues.push({ path: [...cPath, 'units'], message: `command "${command.name}" has ${commanders.length} commanders (${commanders.join(', ')}); each command has exactly one` });
      }
      return { name: command.name, commander: commanders[0] ?? '', units };
    });
    return { name: side.name, role: si === 0 ? firstRole : firstRole === 'attacker' ? 'defender' : 'attacker', commands };
  });

  if (issues.length > 0) return err(issues);
  sides.forEach((side, si) => warnings.push(...armyListIssues(side, options).map((w) => ({ ...w, path: ['sides', si, ...w.path] }))));
  const [a, b] = sides.map((side) => sideUnits(side).length) as [number, number];
  if (a !== b && !data.historical) {
    warnings.push({
      path: ['sides'],
      message: `the sides differ in size (${first.name}: ${plural(a, 'unit')}, ${second.name}: ${plural(b, 'unit')}); unless playing a scenario both sides get the same number ("Army Lists"): say historical: true for a historical one`,
    });
  }
  return ok({
    scenario: {
      ruleset: 'tilly',
      title: data.title,
      baseWidth: baseWidth ?? { value: 40, unit: 'mm' },
      options,
      sides: sides as unknown as readonly [TillySideSpec, TillySideSpec],
      setup: data.setup || rollInitiative,
      rollInitiative,
    },
    warnings,
  });
}

// ---------------------------------------------------------------------------------------
// Army lists

/** Seed 003, "Army Lists": an army of 15 to 30 units. */
export const ARMY_UNITS = { min: 15, max: 30 } as const;
/** Seed 003, "Commands": 3 to 8 units, the commander included. */
export const COMMAND_UNITS = { min: 3, max: 8 } as const;
/** Seed 003, "Optional Rule: Unit Quality": 45 to 90 points. */
export const ARMY_POINTS = { min: 45, max: 90 } as const;
/** Seed 003, "Army Lists": the most of each type an army may have. */
export const TYPE_LIMITS: Readonly<Partial<Record<UnitType, number>>> = {
  cannons: 4,
  dragoons: 2,
  shot: 2,
  rabble: 2,
  'light-horse': 2,
};
/** Seed 003, "Army Lists": "up to four Superior units, if using the Optional Rule: Unit Quality". */
export const MAX_SUPERIOR = 4;

export const sideUnits = (side: TillySideSpec): TillyUnitSpec[] => side.commands.flatMap((c) => c.units);

/** Points of a side: superior 4, ordinary 3, inferior 2, rabble 1; commanders and cannons are ordinary. */
export const sidePoints = (side: TillySideSpec): number => sideUnits(side).reduce((n, u) => n + pointsOf(u.quality), 0);

/**
 * Seed 003, "Step 4.4. Army Morale": a side loses with at least ½ of its original units lost,
 * so at the least whole number of lost units ≥ ½ of its units (13 of 25, 12 of 24).
 */
export const losesAt = (units: number): number => Math.ceil(units / 2);
/** When a side loses, in whole units as `check` and `play` both say it: "13 or more". */
export const losesWith = (units: number): string => `${losesAt(units)} or more`;
/** Every side's threshold in one clause: "French 12 or more of 24, Imperialists 13 or more of 25". */
/**
 * How a side loses, after "loses": "with 13 or more units lost", or under "Optional Rule:
 * Variable Army Morale", where the roll decides, "when 1d6 + its units lost come to 13 or more".
 */
export const losesWords = (units: number, variableMorale: boolean, lost = 'its units lost'): string =>
  variableMorale ? `when 1d6 + ${lost} come to ${losesWith(units)}` : `with ${losesWith(units)} units lost`;
export const losesWithSides = (sides: readonly { readonly name: string; readonly units: number }[]): string =>
  sides.map((s) => `${s.name} ${losesWith(s.units)} of ${s.units}`).join(', ');

/**
 * The army-list checks of seed 003 ("Army Lists", "Commands", "Optional Rule: Unit
 * Quality"). A scenario may depart from the lists ("Unless playing a scenario…"), so these
 * are warnings, each naming the rule it rests on. Paths are relative to the side.
 */
export function armyListIssues(side: TillySideSpec, options: Pick<TillyOptions, 'quality'>): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  const units = sideUnits(side);
  if (units.length < ARMY_UNITS.min || units.length > ARMY_UNITS.max) {
    out.push({ path: ['commands'], message: `${namedSideSays(side.name, 'has')} ${plural(units.length, 'unit')}; an army list has ${ARMY_UNITS.min} to ${ARMY_UNITS.max} ("Army Lists")` });
  }
  side.commands.forEach((command, ci) => {
    const n = command.units.length;
    if (n < COMMAND_UNITS.min || n > COMMAND_UNITS.max) {
      out.push({
        path: ['commands', ci, 'units'],
        message: `command "${command.name}" has ${plural(n, 'unit')}; a command has ${COMMAND_UNITS.min} to ${COMMAND_UNITS.max}, its commander included ("Commands")`,
      });
    }
  });
  // A unit of rabble quality counts as rabble, and only as rabble ("Rabble units are, well, rabble").
  const listedAs = (u: TillyUnitSpec): UnitType => (u.quality === 'rabble' ? 'rabble' : u.type);
  for (const [type, max] of Object.entries(TYPE_LIMITS) as [UnitType, number][]) {
    const n = units.filter((u) => listedAs(u) === type).length;
    if (n > max) out.push({ path: ['commands'], message: `${namedSideSays(side.name, 'has')} ${n} ${TABLE_1[type].name.toLowerCase()}; an army list allows at most ${max} ("Army Lists")` });
  }
  const missing = (['pike-and-shot', 'horse'] as const).filter((type) => !units.some((u) => listedAs(u) === type));
  if (missing.length > 0) {
    // The list names light horse apart from horse ("Can have up to two light horse"): they do not fill the horse.
    const light = missing.includes('horse') && units.some((u) => listedAs(u) === 'light-horse') ? ', and light horse do not count: the list allows them apart, at most two' : '';
    out.push({
      path: ['commands'],
      message: `${namedSideSays(side.name, 'has')} no ${missing.map((t) => TABLE_1[t].name.toLowerCase()).join(' and no ')}; an army must have pike+shot and horse to fill up its numbers${light} ("Army Lists")`,
    });
  }
  if (options.quality) {
    const superior = units.filter((u) => u.quality === 'superior').length;
    if (superior > MAX_SUPERIOR) {
      out.push({ path: ['commands'], message: `${namedSideSays(side.name, 'has')} ${plural(superior, 'superior unit')}; an army list allows at most ${MAX_SUPERIOR} ("Army Lists")` });
    }
    const points = sidePoints(side);
    if (points < ARMY_POINTS.min || points > ARMY_POINTS.max) {
      out.push({ path: ['commands'], message: `${namedSideSays(side.name, 'costs')} ${points} points; an army costs ${ARMY_POINTS.min} to ${ARMY_POINTS.max} ("Optional Rule: Unit Quality")` });
    }
  }
  return out;
}

/** What `tyw check` shows, per side: keys in this order are the JSON fields. */
export function summarizeTilly(scenario: TillyScenario, warnings: readonly string[]): CheckSummary {
  const tum = { value: scenario.baseWidth.value / 2, unit: scenario.baseWidth.unit };
  return {
    ruleset: scenario.ruleset,
    title: scenario.title,
    sides: scenario.sides.map((side) => {
      const units = sideUnits(side);
      const count = (t: UnitType) => units.filter((u) => u.type === t).length;
      return {
        name: side.name,
        role: side.role,
        commands: side.commands.length,
        units: units.length,
        horse: count('horse') + count('light-horse'),
        foot: count('pike-and-shot') + count('shot') + count('rabble') + count('dragoons'),
        cannons: count('cannons'),
        superior: units.filter((u) => u.quality === 'superior').length,
        points: sidePoints(side),
        losesAt: losesAt(units.length),
      };
    }),
    warnings: [...warnings],
    // The horse row counts all cavalry; it says how many are light horse, which the army list counts apart ("Army Lists").
    text: {
      sides: scenario.sides.map((side): Record<string, string> => {
        const units = sideUnits(side);
        const light = units.filter((u) => u.type === 'light-horse').length;
        return light === 0 ? {} : { horse: `${units.filter((u) => u.type === 'horse').length + light} (${light} light horse)` };
      }),
      // The key's own words would print "zoc"; the book writes ZOC.
      extra: { commandersIgnoreZoc: `commanders ignore enemy ZOCs: ${scenario.options.houseRules?.commandersIgnoreZoc === true ? 'on' : 'off'}` },
    },
    extra: {
      armyMorale: `${scenario.options.variableMorale ? 'a side loses when 1d6 + its units lost come to half its units or more' : 'a side loses with half its units lost or more'}: ${losesWithSides(scenario.sides.map((side) => ({ name: side.name, units: sideUnits(side).length })))} ("Step 4.4. Army Morale")`,
      baseWidth: formatLength(scenario.baseWidth),
      // The book's name for its unit, not a bare "tum" (seed 003, "Base Width and Tilly Unit of Measure").
      unitOfMeasure: `1 TUM (Tilly Unit of Measure) = ${formatLength(tum)}`,
      quality: scenario.options.quality,
      variableMorale: scenario.options.variableMorale,
      evade: scenario.options.evade,
      commandMoraleRecoverable: scenario.options.houseRules?.commandMoraleRecoverable ?? false,
      cannonsFallAtMelee: scenario.options.houseRules?.cannonsFallAtMelee ?? false,
      commanderMovesAfterUnit: scenario.options.houseRules?.commanderMovesAfterUnit ?? false,
      commandersIgnoreZoc: scenario.options.houseRules?.commandersIgnoreZoc ?? false,
      commanderChargesOnlyIfDeclared: scenario.options.houseRules?.commanderChargesOnlyIfDeclared ?? false,
      facingIsMove: scenario.options.houseRules?.facingIsMove ?? false,
      compulsoryRallyBackFirst: scenario.options.houseRules?.compulsoryRallyBackFirst ?? false,
    },
  };
}
