/**
 * The YAML shape of a Pike & Shot scenario (zod, exported as JSON Schema by `tyw schema`).
 * The shape only: scenario.ts checks what the shape cannot (column coverage, cells, names).
 * Sources: seed 004, 2.4 (counters), 2.5 (reverse side), 5.0 and 6.1 (CRT), 2.2 and 4.2
 * (TEC), 10.1 (loose shotte), 12.6–12.7 (guns), 3.0 (victory from the exclusive rules).
 */
import * as z from 'zod/mini';
import { described, lazy, nameSchema, titleSchema, twoSides, withDefault } from '../../engine/scenario-schema.js';
import { didYouMean } from '../../engine/suggest.js';
import { CRT_LINES } from './crt.js';
import { VERTICES } from './hexes.js';
import { PROHIBITIONS } from './state.js';
import { DISORDER_CLASSES, MOVE_CLASSES, TEC_CLASSES, UNIT_TYPES } from './units.js';

export const MAX_FACTOR = 20;
export const MAX_TURNS = 99;

function intIn(key: string, min: number, max: number) {
  return z
    .int({
      error: (iss) => (typeof iss.input === 'number' ? `${key} must be an integer from ${min} to ${max}, not ${String(iss.input)}` : undefined),
    })
    .check(z.gte(min), z.lte(max));
}

const factor = (key: string, what: string) => described(z.optional(intIn(key, 0, MAX_FACTOR)), what);
const hexSchema = (what: string) =>
  described(
    z.optional(
      z.union([z.string(), z.int()], {
        error: () => 'a hex is its four-digit number, e.g. "0612"',
      }),
    ),
    what,
  );

/** A TEC class name (4.2, 5.4, 6.2, 11.10): an unknown one is refused with the valid ones listed. */
function classEnum<T extends readonly [string, ...string[]]>(values: T, special: (v: string) => string | undefined = () => undefined) {
  return z.enum(values, {
    error: (iss) => {
      if (iss.code !== 'invalid_value' || typeof iss.input !== 'string') return undefined;
      const why = special(iss.input);
      const valid = `the classes are ${values.join(', ')}`;
      return `${why ?? `unknown class "${iss.input}"${didYouMean(iss.input, values)}`}: ${valid}`;
    },
  });
}

/**
 * 5.4, TEC: `fireAsMelee`'s list of class names. Checked by hand, not by an enum: inside the
 * union with `true`/`false` an enum's error would lose the bad entry's place in the file.
 */
function classList() {
  const name = z.string();
  z.globalRegistry.add(name, { enum: [...TEC_CLASSES] });
  return z.array(name).check(
    z.superRefine((list, ctx) => {
      list.forEach((v, i) => {
        if ((TEC_CLASSES as readonly string[]).includes(v)) return;
        ctx.addIssue({ code: 'custom', path: [i], input: v, message: `unknown class "${v}"${didYouMean(v, TEC_CLASSES)}: the classes are ${TEC_CLASSES.join(', ')}` });
      });
    }),
  );
}

/**
 * 9.1: a battalion's facing, one of the six vertices, all listed when it is not one: a guess
 * from one letter ("n") would name one of two as likely vertices, so only a longer word gets one.
 */
const facingSchema = z.enum(VERTICES, {
  error: (iss) => {
    if (iss.code !== 'invalid_value' || (typeof iss.input !== 'string' && typeof iss.input !== 'number')) return undefined;
    const word = String(iss.input);
    const hint = word.length > 1 ? didYouMean(word, VERTICES) : '';
    return `unknown facing "${word}"${hint}: a battalion faces one of the six vertices, ${VERTICES.join(', ')} (9.1)`;
  },
});

function makeSchema() {
  const typeSchema = z.enum(UNIT_TYPES, {
    error: (iss) =>
      iss.code === 'invalid_value' && (typeof iss.input === 'string' || typeof iss.input === 'number')
        ? `unknown unit type "${String(iss.input)}"${didYouMean(String(iss.input), UNIT_TYPES) || ` (one of: ${UNIT_TYPES.join(', ')})`}`
        : undefined,
  });

  const reverseSchema = described(
    z.strictObject({
      fire: factor('fire', 'Fire factor on the disordered side.'),
      melee: factor('melee', 'Melee factor on the disordered side.'),
      move: factor('move', 'Movement allowance on the disordered side.'),
      recovery: factor('recovery', 'Recovery factor on the disordered side (the one a recovery roll uses); default: the front side\'s.'),
    }),
    'The reverse (disordered) side of the counter (2.5).',
  );

  const shotteSchema = described(
    z.strictObject({
      fire: described(intIn('fire', 0, MAX_FACTOR), 'The loose shotte unit\'s fire factor.'),
      melee: described(intIn('melee', 0, MAX_FACTOR), 'The loose shotte unit\'s melee factor.'),
      move: described(intIn('move', 1, MAX_FACTOR), 'The loose shotte unit\'s movement allowance.'),
      reduce: described(
        z.strictObject({
          fire: withDefault(intIn('fire', 0, MAX_FACTOR), 0, 'Taken off the parent\'s fire factor while its shotte is loose.'),
          melee: withDefault(intIn('melee', 0, MAX_FACTOR), 0, 'Taken off the parent\'s melee factor while its shotte is loose.'),
        }),
        'What the LS marker takes off the parent unit (10.2).',
      ),
    }),
    'The loose shotte this tercio or battalion may detach (10.1, 10.2). Without it (here or on the side) the unit cannot loose shotte.',
  );

  const unitSchema = described(
    z.strictObject({
      name: nameSchema('unit', 'The unit\'s name, unique in the battle.'),
      type: described(typeSchema, `Unit type: ${UNIT_TYPES.join(', ')}.`),
      fire: factor('fire', 'Fire factor (FF), front side.'),
      melee: factor('melee', 'Melee factor (MF), front side.'),
      move: factor('move', 'Movement allowance (MA), front side.'),
      recovery: factor('recovery', 'Recovery factor (6.2).'),
      disordered: z.optional(reverseSchema),
      status: described(z.optional(z.enum(['ordered', 'disordered'])), 'The side up at the start: ordered (default) or disordered.'),
      hex: hexSchema('The starting hex, XXYY (optional: without hexes the game master gives ranges and adjacency as flags).'),
      facing: described(z.optional(facingSchema), `A battalion's facing: the vertex its front faces (9.1), one of ${VERTICES.join(', ')}.`),
      charge: described(z.optional(z.boolean()), 'Charge-capable cavalry (a C on the counter, 11.7).'),
      pursuit: described(z.optional(z.boolean()), 'Pursuit-capable cavalry (a P on the counter, 11.8).'),
      captured: described(
        z.optional(z.strictObject({ fire: described(intIn('fire', 0, MAX_FACTOR), 'Fire factor once captured.') })),
        'Heavy artillery: the captured side (12.6).',
      ),
      shotte: z.optional(shotteSchema),
      points: described(z.optional(intIn('points', 0, 999)), 'Victory points for eliminating (or capturing) this unit, instead of the scenario\'s.'),
    }),
    'One combat unit (a counter).',
  );

  const leaderSchema = described(
    z.strictObject({
      name: nameSchema('leader', 'The leader\'s name, unique in the battle.'),
      fire: described(intIn('fire', 0, MAX_FACTOR), 'Added to a stacked unit\'s fire factor (7.3).'),
      melee: described(intIn('melee', 0, MAX_FACTOR), 'Added to a stacked unit\'s melee and recovery factors (7.3).'),
      hex: hexSchema('The starting hex, XXYY.'),
      with: described(z.optional(z.string()), 'The unit he starts stacked with, by name.'),
    }),
    'A leader (7.0).',
  );

  const sideSchema = described(
    z.strictObject({
      name: nameSchema('side', 'The side\'s name, e.g. "Imperialists".'),
      leaders: withDefault(z.array(leaderSchema).check(z.maxLength(30)), [], 'The side\'s leaders.'),
      units: described(z.array(unitSchema).check(z.minLength(1, 'a side needs units'), z.maxLength(100)), 'The side\'s combat units.'),
      looseShotte: z.optional(shotteSchema),
    }),
    'One of the two sides.',
  );

  const cellSchema = z.union([z.string(), z.number()], { error: () => 'a cell is result codes, e.g. NE, D or "M(AA) DF"' });
  // Every line has the same parts (built once: building zod schemas is most of a cold `tyw check`).
  const lineParts = {
    by: described(z.optional(z.enum(['factor', 'strength', 'differential'])), 'What locates the column: factor, strength or differential (given for readers; checked).'),
    columns: described(
      z.array(z.union([z.string(), z.number()], { error: () => 'a column is "N", "N..M", "<=N" or ">=N"' })).check(z.minLength(1), z.maxLength(40)),
      'The columns, lowest first: "N", "N..M", "<=N" or ">=N"; together they cover every integer once.',
    ),
    rolls: described(
      z.record(z.string(), z.array(cellSchema).check(z.maxLength(40))),
      'One row per die roll 1 to 6, one cell per column: codes NE, A, AA, D, DD, AF, DF, and M(…) for melee only.',
    ),
  };
  const lineSchema = (id: string) => described(z.strictObject(lineParts), `The ${id} line of the CRT.`);
  const crtSchema = described(
    z.strictObject(Object.fromEntries(CRT_LINES.map((id) => [id, lineSchema(id)])) as Record<(typeof CRT_LINES)[number], ReturnType<typeof lineSchema>>),
    'The folio\'s Combat Results Table, every line (5.0, 6.1).',
  );

  // 10.4, 11.11: naming a class that is always disordered is a mistake worth its own words.
  const disorderClassSchema = classEnum(DISORDER_CLASSES, (v) =>
    v === 'loose-shotte' || v === 'dragoons' ? `${v === 'dragoons' ? 'dragoons are' : 'loose shotte are'} always disordered (${v === 'dragoons' ? '11.11' : '10.4'}), so terrain cannot disorder them` : undefined,
  );

  const costSchema = z.union([z.int().check(z.gte(0), z.lte(99)), z.literal('prohibited')], {
    error: () => 'a movement cost is a whole number of MP or "prohibited"',
  });
  const moveCosts = z.strictObject(
    Object.fromEntries(MOVE_CLASSES.map((c) => [c, described(z.optional(costSchema), `MP for ${c} (or prohibited).`)])) as Record<
      (typeof MOVE_CLASSES)[number],
      z.ZodMiniOptional<typeof costSchema>
    >,
  );
  // Terrain and hexsides share every part but the words on their movement costs.
  const tecParts = {
    disorders: withDefault(
      z.array(disorderClassSchema),
      [],
      'Which units it disorders on entering (or crossing): infantry (tercios, battalions), heavy-cavalry (cuirassiers, harquebusiers), light-cavalry, cavalry (heavy and light).',
    ),
    fireAsMelee: withDefault(
      z.union([z.boolean(), classList()], { error: () => `fireAsMelee is true, false or a list of classes (${TEC_CLASSES.join(', ')})` }),
      false,
      `Which units in it, or attacked into (or across) it, use their fire factor as their melee factor (5.4): a list of classes (${TEC_CLASSES.join(', ')}); true means infantry and loose-shotte.`,
    ),
    blocksSight: withDefault(z.boolean(), false, 'Blocks the line of sight (12.3).'),
    prohibits: withDefault(z.array(z.enum(PROHIBITIONS)), [], `What it prohibits: ${PROHIBITIONS.join(', ')}.`),
  };
  const tecEntry = (what: string) =>
    described(
      z.strictObject({
        move: withDefault(
          moveCosts,
          {},
          what === 'terrain'
            ? 'MP to enter, per movement class; loose-shotte falls back on infantry, light-cavalry and dragoons on cavalry. Default 1.'
            : 'MP added to cross, per movement class (fallbacks as for terrain). Default 0.',
        ),
        ...tecParts,
      }),
      what === 'terrain' ? 'One terrain type.' : 'One hexside feature.',
    );
  const tecSchema = described(
    z.strictObject({
      terrain: withDefault(z.record(z.string(), tecEntry('terrain')), {}, 'Terrain types by name (a lower-case word); clear is added if missing.'),
      hexsides: withDefault(z.record(z.string(), tecEntry('hexside')), {}, 'Hexside features by name.'),
    }),
    'The folio\'s Terrain Effects Chart (2.2, 4.2).',
  );

  const victorySchema = described(
    z.strictObject({
      eliminated: withDefault(intIn('eliminated', 0, 999), 1, 'Points to the enemy per unit eliminated.'),
      captured: withDefault(intIn('captured', 0, 999), 0, 'Points per enemy heavy gun held captured at the end.'),
      hexes: withDefault(
        z.array(
          described(
            z.strictObject({
              hex: described(z.union([z.string(), z.int()]), 'The hex, XXYY.'),
              points: described(intIn('points', 0, 999), 'Points to the side holding it at the end.'),
              name: described(z.optional(z.string()), 'What the hex is (a village, a bridge).'),
            }),
            'A hex to hold.',
          ),
        ),
        [],
        'Hexes to hold: points to the side that last occupied each at the end.',
      ),
      instant: withDefault(z.array(z.string().check(z.trim(), z.minLength(1))), [], 'Events that win at once, in words; the game master declares one with `win`.'),
    }),
    'How the folio scores (3.0, and the exclusive rules).',
  );

  return described(
    z.strictObject({
      ruleset: described(z.literal('pike-and-shot'), 'The rule set: pike-and-shot is the Pike & Shot folio system.'),
      title: titleSchema(),
      turns: described(intIn('turns', 1, MAX_TURNS), 'The number of game turns (3.1).'),
      firstPlayer: described(z.string(), 'The name of the side that is the first player (3.1).'),
      shiftedColumns: withDefault(z.enum(['even', 'odd']), 'even', 'Which map columns sit half a hex lower (for range and adjacency from XXYY hexes).'),
      weather: described(z.optional(z.string().check(z.trim(), z.minLength(1))), 'The folio\'s weather check in words; when given, each turn starts with the weather phase.'),
      sides: twoSides(sideSchema),
      crt: crtSchema,
      tec: withDefault(tecSchema, { terrain: {}, hexsides: {} }, 'The folio\'s Terrain Effects Chart (2.2, 4.2).'),
      victory: withDefault(victorySchema, { eliminated: 1, captured: 0, hexes: [], instant: [] }, 'How the folio scores (3.0).'),
      houseRules: withDefault(
        z.strictObject({
          leaderFallsWithNoRetreat: withDefault(
            z.boolean(),
            true,
            "A leader falls with a unit eliminated instead of retreating (a blocked retreat, a charge's DD on infantry), as one who cannot retreat (7.1, 7.3): tyw's reading. false: he stays in the hex, alone (7.4 names routs only).",
          ),
          fortunesKept: withDefault(
            z.boolean(),
            false,
            'Unplayed fortunes of war are kept, to be played in any later combat phase. false: a fortune is played right after the combat that gave it, its retreat or rout included (6.5), else it lapses: tyw\'s reading.',
          ),
          sixFailsOnlyWithLeader: withDefault(
            z.boolean(),
            false,
            'A recovery roll of 6 fails only when a stacked leader helps, the sentence standing under the leader\'s effect (7.3). false: a 6 always fails, with or without a leader: tyw\'s reading.',
          ),
          counterFireOnlyFromAdjacent: withDefault(
            z.boolean(),
            false,
            'The moving player\'s infantry fires at cavalry moving into a hex between only when the cavalry leaves a hex next to that infantry (4.5 read with 11.4). false: infantry next to the hex between fires, wherever the cavalry came from: tyw\'s reading.',
          ),
          pursuitAfterMeleeDisorder: withDefault(
            z.boolean(),
            false,
            'Pursuit-capable cavalry disordered by the melee\'s own results still pursues, the pursuit\'s disorder then changing nothing (11.8, "no effect if already disordered"). false: disordered cavalry has lost its pursuit capability (6.2), so it does not pursue: tyw\'s reading.',
          ),
          leaderMeleeIfHeGoesOn: withDefault(
            z.boolean(),
            false,
            'A leader moving alone is held to going on, as a unit is: cavalry reacting to him melees or charges him in the hex he stands in, on the condition that he goes on out of it, and fire at him there waits on his next step into another hex next to the firer (4.5). false: a leader alone has no movement allowance to hold him to going on, so a reaction answers the step he made: the cavalry must be within reach of the hex that step left, and fire must come from a unit next to that hex and his (4.5, 7.1, 11.4): tyw\'s reading.',
          ),
        }),
        { leaderFallsWithNoRetreat: true, fortunesKept: false, sixFailsOnlyWithLeader: false, counterFireOnlyFromAdjacent: false, pursuitAfterMeleeDisorder: false, leaderMeleeIfHeGoesOn: false },
        'The other readings of ambiguous rules, chosen by the scenario (see docs/rules/pike-and-shot.md).',
      ),
    }),
    'A Pike & Shot folio scenario: the counters of both sides and the folio\'s CRT and TEC.',
  );
}

export const psScenarioSchema = lazy(makeSchema);
export type PsParsed = z.output<ReturnType<typeof makeSchema>>;
