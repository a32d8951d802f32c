/**
 * `rules <topic>`: the turn, ranges, troops, the status ladder, morale, movement, terrain,
 * command, the fire and melee modifiers, the results table and the tests, each printed from
 * the engine's own tables so a view cannot drift from the rules it describes.
 */
import { err, ok, type Result } from '../../../engine/result.js';
import { heading, list, note, present, right, sentence, space, strong, table } from '../../../present/build.js';
import type { Json, Presentation } from '../../../present/model.js';
import { signed } from '../../../present/words.js';
import { CATALOGUE, RANGE_BANDS } from '../catalogue.js';
import { FIRE, FIRE_COVER, FIRE_FIRER, FIRE_TARGET, LEADER_RISK, MELEE, MELEE_GROUND, MELEE_TYPE, PIKES_FLANK, type TableRow } from '../combat-tables.js';
import { lossFor } from '../results.js';
import { STATUS_WORDS } from '../status.js';
import { DEVIL_STEPS } from '../steps.js';
import { TROOP_IDS } from '../troop-ids.js';
import { COMMAND_FACES, FORMATION_CHANGE, LEADER_MOVE, MORALE_POINTS, MOVE_MODES, MOVEMENT, REGROUP, RETIRE, ROUTED, TERRAIN_FACTORS } from '../turn-tables.js';

/** The engine's tables as `--json` gives them (plain data, typed by the rule set). */
const json = (data: object): Json => data as Json;

/** A designed table as rows: value, label, why it applies. */
function rowsTopic(topic: string, rows: readonly TableRow[]): Presentation {
  return present(
    'rules',
    [table([right('mod'), 'modifier', 'when'], rows.map((r) => [signed(r.value), r.label, r.reason]))],
    json({ kind: 'rules', topic, rows: rows.map((r) => ({ key: r.key, label: r.label, value: r.value, reason: r.reason })) }),
  );
}

/** A topic with notes after its table (and, for --json, any further data). */
function withNotes(p: Presentation, notes: readonly string[], data: object = {}): Presentation {
  return present('rules', [...p.blocks, ...notes.map((n) => note(n))], json({ ...(p.data as object), ...data }));
}

/** Whose roll each row of the fire table is added to ("Using the Game App": each side rolls a d6). */
const FIRE_SIDES =
  "The firer's rows (its type, range, status, leader, veterans, advancing fire, pistols) go on the firer's roll; the target's rows (its formation, cover, veterans) on the target's; Outnumbers on the roll of the side with more bases (firing bases against the target's).";

const MELEE_SIDES =
  "Each row goes on the roll of the unit it describes (its type, status, leader, veterans, ground, pikes, a flank taken); Charging and Impetus on the charger's; Outnumbers on the roll of the side with more bases.";

const LEADER_RISK_WORDS = `A leader with a unit that loses levels in a melee rolls a d6 and adds the levels lost: on ${LEADER_RISK.fallsOn.value} or more he falls (killed, or captured if the unit is destroyed, which counts ${LEADER_RISK.destroyedLevels.value} levels).`;

const LADDER = ['ok', 'disordered', 'demoralized', 'destroyed'] as const;

/** The book's numbers for the walker's steps ("Turn Sequence"): the leaders step is its steps 2 to 4. */
const BOOK_STEP: Readonly<Record<string, string>> = { initiative: '1', leaders: '2–4', 'end-fire': '5', impetuous: '6', morale: '7' };

const RULE_TOPICS: Readonly<Record<string, () => Presentation>> = {
  turn: () =>
    present(
      'rules',
      [list(DEVIL_STEPS.filter((d) => d.id !== 'over').map((d) => [`${BOOK_STEP[d.id]}. `, strong(d.title), `: ${d.help}`]))],
      json({ kind: 'rules', topic: 'turn', steps: DEVIL_STEPS }),
    ),
  ranges: () => {
    const rows = Object.values(RANGE_BANDS).map((b) => [b.label, b.short === null ? 'charges only' : `${b.short}"`, b.max === null ? '' : `${b.max}"`]);
    return present('rules', [table(['weapon', 'short', 'maximum'], rows)], json({ kind: 'rules', topic: 'ranges', bands: Object.values(RANGE_BANDS) }));
  },
  troops: () => {
    const rows = Object.values(CATALOGUE).map((t) => [t.id, t.name, `${t.usualBases[0]}-${t.usualBases[1]}`, t.band ? RANGE_BANDS[t.band].label : '', t.fire]);
    return present('rules', [table(['type', 'name', 'bases', 'weapon', 'fires'], rows)], json({ kind: 'rules', topic: 'troops', types: Object.values(CATALOGUE) }));
  },
  status: () =>
    present(
      'rules',
      [
        list([
          LADDER.flatMap((k, i) => (i === 0 ? [strong(STATUS_WORDS[k])] : [' → ', strong(STATUS_WORDS[k])])),
          'Each level lost moves one step down; a Demoralized unit loses a base per further level.',
          'A unit that has lost half or more of its starting bases is destroyed.',
          'Regroup raises the status by one or two levels.',
        ]),
      ],
      json({ kind: 'rules', topic: 'status', ladder: LADDER }),
    ),
  morale: () =>
    present(
      'rules',
      [
        table(
          ['loss', right('points')],
          [
            ['disordered unit', MORALE_POINTS.disordered],
            ['demoralized unit', MORALE_POINTS.demoralized],
            ['base destroyed (every base of a destroyed unit)', MORALE_POINTS.base],
            ['army commander killed or captured', MORALE_POINTS.armyCommander],
            ['wing commander killed or captured', MORALE_POINTS.wingCommander],
            ['camp or baggage sacked (suggested)', MORALE_POINTS.camp],
          ].map(([loss, points]) => [String(loss), String(points)]),
        ),
        note('An army whose points reach its break point breaks at the end of the turn; if both break in the same turn, the battle is a draw.'),
        note('The break point is the army\'s bases (a camp counts as one), ×1.5 for a good army and ×0.75 for a poor one, rounded up.'),
      ],
      json({ kind: 'rules', topic: 'morale', points: MORALE_POINTS }),
    ),
  movement: () => {
    const rows = TROOP_IDS.map((t) => [CATALOGUE[t].name, ...MOVE_MODES.map((m) => `${MOVEMENT[t][m]}"`)]);
    const changes = Object.entries(FORMATION_CHANGE)
      .map(([c, n]) => `${c} ${n}"`)
      .join(', ');
    return present(
      'rules',
      [table(['type', ...MOVE_MODES.map(right)], rows), note(`Leaders move ${LEADER_MOVE}" once a turn. A change into or out of column costs: ${changes}.`)],
      json({ kind: 'rules', topic: 'movement', movement: MOVEMENT, formationChange: FORMATION_CHANGE, leaderMove: LEADER_MOVE }),
    );
  },
  terrain: () =>
    present(
      'rules',
      [
        table(
          ['factor', 'cost'],
          [
            ['facing change', `${TERRAIN_FACTORS.facing}" (not for forlorn hopes or dragoons)`],
            ['rough ground', `${TERRAIN_FACTORS.rough}" per inch (full speed for forlorn hopes, dragoons, irregular horse)`],
            ['very rough ground', `${TERRAIN_FACTORS.veryRough}" per inch (${TERRAIN_FACTORS.veryRoughForlornHope}" forlorn hopes, ${TERRAIN_FACTORS.veryRoughMounted}" other mounted)`],
            ['linear obstacle', `${TERRAIN_FACTORS.obstacle}" to cross`],
            ['choke point', `${TERRAIN_FACTORS.choke}" plus the distance moved`],
            ['road (march column only)', '1" for every 1.5" moved'],
          ],
        ),
      ],
      json({ kind: 'rules', topic: 'terrain', factors: TERRAIN_FACTORS }),
    ),
  command: () =>
    present(
      'rules',
      [
        table([right('command d6'), right('activations')], COMMAND_FACES.map((n, i) => [String(i + 1), String(n)])),
        note("The leader's bonus is added; each leader takes the initiative once a turn."),
        // "Leaders and Command Control": measured on the table, so the tool can only remind.
        note('He activates units of his command within 12" of his base (base to base), each once a turn; he moves 24" once a turn, before or after his activations, not during them.'),
      ],
      json({ kind: 'rules', topic: 'command', faces: COMMAND_FACES }),
    ),
  fire: () => withNotes(rowsTopic('fire', [...Object.values(FIRE_FIRER), ...Object.values(FIRE_TARGET), ...Object.values(FIRE_COVER), ...Object.values(FIRE)]), [FIRE_SIDES]),
  // The leader's risk is a threshold, not a modifier: it is said in words, after the table.
  melee: () =>
    withNotes(
      rowsTopic('melee', [
        ...Object.values(MELEE_TYPE),
        ...Object.values(MELEE),
        ...Object.values(PIKES_FLANK),
        ...Object.values(MELEE_GROUND.rough),
        ...Object.values(MELEE_GROUND['very-rough']),
      ]),
      [MELEE_SIDES, LEADER_RISK_WORDS],
      { leaderRisk: Object.values(LEADER_RISK).map((r) => ({ key: r.key, label: r.label, value: r.value, reason: r.reason })) },
    ),
  modifiers: () => {
    const fire = RULE_TOPICS.fire?.();
    const melee = RULE_TOPICS.melee?.();
    return present(
      'rules',
      [heading('Fire'), ...(fire?.blocks ?? []), space, heading('Melee'), ...(melee?.blocks ?? [])],
      json({ kind: 'rules', topic: 'modifiers', fire: fire?.data, melee: melee?.data }),
    );
  },
  results: () => {
    const bands: [string, string, string][] = [
      ['0', 'no effect', 'both sides lose 1 level'],
      ['1-3', '1 level', 'the lower side loses 1 level'],
      ['4-5', '2 levels', 'the lower side loses 2 levels'],
      ['6-7', '3 levels', 'the lower side loses 3 levels'],
      ['8 or more', 'target destroyed', 'the lower side is destroyed'],
    ];
    // The bands come from the engine's own table, so this view cannot drift from it.
    const check = [1, 4, 6, 8].map((d) => lossFor(d));
    return present(
      'rules',
      [note('Each side rolls a d6 and adds its net modifier; the difference is read here.'), table(['difference', 'fire (target only; target higher: no effect)', 'melee'], bands)],
      json({ kind: 'rules', topic: 'results', bands, losses: check }),
    );
  },
  tests: () => {
    // A modifier reads signed ("+1", "-1"); a total needed (a row with no reason) as a plain number.
    const value = (r: { value: number; reason: string }): string => (r.reason === '' ? String(r.value) : signed(r.value));
    const rows = [
      ...Object.values(REGROUP).map((r) => ['regroup', r.label, value(r)]),
      ...Object.values(RETIRE).map((r) => ['retire', r.label, value(r)]),
      ...Object.values(ROUTED).map((r) => ['routed through', r.label, value(r)]),
    ];
    return present(
      'rules',
      [table(['test', 'd6 modifier or total needed', right('value')], rows)],
      json({ kind: 'rules', topic: 'tests', regroup: REGROUP, retire: RETIRE, routed: ROUTED }),
    );
  },
};

export const DEVIL_RULE_TOPICS: readonly string[] = Object.keys(RULE_TOPICS);

/** The guide's words for what a topic holds: `rules regroup` shows the tests, `rules initiative` the turn. */
const TOPIC_WORDS: ReadonlyMap<string, string> = new Map([
  ['regroup', 'tests'],
  ['rally', 'tests'],
  ['rest', 'tests'],
  ['retire', 'tests'],
  ['routed', 'tests'],
  ['initiative', 'turn'],
  ['leaders', 'command'],
  ['activations', 'command'],
  ['break', 'morale'],
  ['camp', 'morale'],
  ['advance', 'movement'],
  ['march', 'movement'],
  ['charge', 'melee'],
]);

export function devilRules(topic: string): Result<Presentation, string> {
  const t = topic.trim().toLowerCase();
  const topics = DEVIL_RULE_TOPICS;
  if (t === '') return ok(present('rules', [sentence(`Topics: ${topics.join(', ')}. Example: rules ranges`)], { kind: 'rules', topics }));
  const word = TOPIC_WORDS.get(t);
  if (word !== undefined) return devilRules(word);
  const match = topics.filter((k) => k.startsWith(t));
  // Only the table's own topics: a word such as "constructor" must not reach Object.prototype.
  const key = topics.includes(t) ? t : match.length === 1 ? match[0] : undefined;
  const fn = key === undefined ? undefined : RULE_TOPICS[key];
  if (!fn && match.length > 1) return err(`"${topic.trim()}" could be ${match.join(', ')}`);
  if (!fn) return err(`no rules topic "${topic.trim()}"; topics: ${topics.join(', ')}`);
  return ok(fn());
}
