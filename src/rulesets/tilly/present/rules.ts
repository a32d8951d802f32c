/** `rules <topic>`: a quick reference printed from the tables the engine uses, distances also in the battle's own units. */
import { err, ok, type Result } from '../../../engine/result.js';
import { note, present, right, sentence, strong, table } from '../../../present/build.js';
import type { Presentation } from '../../../present/model.js';
import { tumWords } from '../distance.js';
import { cannonsFallAtMelee } from '../charges.js';
import { commandersIgnoreZoc } from '../movement.js';
import { commandMoraleRecoverable, recoverableLosses } from '../morale.js';
import { losesAt, losesWith } from '../scenario.js';
import type { TillyState } from '../state.js';
import { TILLY_STEPS } from '../steps.js';
import {
  CHANGES,
  COMMAND_CHECK_HIT,
  COMMAND_RADIUS,
  COMMANDER_FALLS,
  COMMANDER_MELEE_HIT,
  canShoot,
  HORSE_CONTEXT_WORDS,
  HORSE_MELEE_HIT,
  hitOn,
  type HorseContext,
  interpenetrationRefusal,
  QUALITIES,
  QUALITY_TABLE,
  RESTRICTED_MOVE,
  rangeWords,
  TABLE_1,
  UNIT_TYPES,
  type UnitType,
  ZOC_DEPTH,
} from '../units.js';
import { SIDES, asJson, withLengths } from './words.js';

/** The house rule's words after 4.1's loss, and 4.2's losses rally restores. */
const RECOVERED = '; by the house rule, rally and heroics may recover it';
const rallyRestores = (s: TillyState): string => (commandMoraleRecoverable(s) ? `${recoverableLosses(s)} (house rule)` : recoverableLosses(s));

/**
 * A step's help; with variable army morale, step 4.4 is that roll ("Optional Rule: Variable
 * Army Morale"); with the house rule, 4.1's loss is recoverable and 4.2 restores it.
 */
function stepHelp(s: TillyState, d: (typeof TILLY_STEPS)[number]): string {
  if (d.id === 'army-morale' && s.options.variableMorale) {
    return 'Variable army morale: the side with most units lost (both on a tie) rolls 1d6 and adds its units lost; ½ of its original units or more loses (rolled on entering the step); `next` starts the next turn.';
  }
  if (!commandMoraleRecoverable(s)) return d.help;
  if (d.id === 'command-morale') return `${d.help.replace(/\.$/, '')}${RECOVERED}.`;
  if (d.id === 'rally') return `An attached commander restores 1 resolve lost to ${rallyRestores(s)}.`;
  return d.help;
}

const RULE_TOPICS: Readonly<Record<string, (s: TillyState) => Presentation>> = {
  turn: (s) =>
    present(
      'rules',
      TILLY_STEPS.filter((d) => d.id !== 'over').map((d) => note([`${d.number.padEnd(3)} `, strong(d.title), `: ${withLengths(s, stepHelp(s, d))}`])),
      { kind: 'rules', topic: 'turn', steps: TILLY_STEPS.map((d) => ({ ...d })) },
    ),
  units: (s) => {
    const rows = UNIT_TYPES.map((t) => {
      const r = TABLE_1[t];
      const melee = r.meleeToHit === null ? '-' : r.meleeToHit === 'horse' ? 'context' : hitOn(r.meleeToHit);
      return [r.name, r.move === 0 ? 'pivot' : `${tumWords(r.move, s.baseWidth)}${r.note1 ? ' *' : ''}`, r.range === null ? '-' : rangeWords(t, s.baseWidth), r.shootToHit === null ? '-' : hitOn(r.shootToHit), melee, String(r.resolve)];
    });
    return present(
      'rules',
      [
        table(['type', 'move', 'range', 'shoots', 'melee', 'resolve'], rows),
        note(`* at most ${tumWords(RESTRICTED_MOVE, s.baseWidth)} in difficult terrain, when charging and in a rally back (Table 1 note 1).`),
        note('Horse hit in melee on a score that depends on the context: rules horse. Quality changes resolve by ±1: rules quality.'),
      ],
      { kind: 'rules', topic: 'units', table1: asJson(TABLE_1), restrictedMove: RESTRICTED_MOVE },
    );
  },
  horse: () => {
    const order: readonly HorseContext[] = ['charging-other', 'charging-flank-of-pike', 'charging-front-of-pike', 'other', 'difficult'];
    return present('rules', [table(['horse in melee', 'hits on'], order.map((c) => [HORSE_CONTEXT_WORDS[c], hitOn(HORSE_MELEE_HIT[c])])), note('Table 1 note 2 and "Melee dice".')], {
      kind: 'rules',
      topic: 'horse',
      toHit: { ...HORSE_MELEE_HIT },
    });
  },
  quality: () =>
    present(
      'rules',
      [
        table(
          ['quality', 'resolve', 'points', 'changes of direction'],
          QUALITIES.map((q) => {
            const r = QUALITY_TABLE[q];
            return [q, q === 'rabble' ? '1' : r.resolveDelta === 0 ? '±0' : r.resolveDelta > 0 ? `+${r.resolveDelta}` : String(r.resolveDelta), String(r.points), r.changes];
          }),
        ),
        note('Commanders and cannons are ordinary; rabble is rabble. "Optional Rule: Unit Quality".'),
      ],
      { kind: 'rules', topic: 'quality', quality: asJson(QUALITY_TABLE) },
    ),
  command: (s) =>
    present(
      'rules',
      [
        note(`A unit is in command within ${tumWords(COMMAND_RADIUS, s.baseWidth)} of its commander, or with him attached.`),
        note(`Otherwise it takes a command check to move, charge or rally back: 1d6 per point of current resolve, any ${COMMAND_CHECK_HIT} passes (add --far).`),
        note('A unit whose commander has fallen always checks. Commanders are always in command.'),
        note(
          s.options.houseRules?.commanderMovesAfterUnit === true
            ? 'An attached commander moves with his unit, and may still move on his own after it (house rule); moving alone, he leaves it.'
            : 'An attached commander moves with his unit, and that is his move for the step; moving alone before it, he leaves it.',
        ),
        note(
          s.options.houseRules?.commanderChargesOnlyIfDeclared === true
            ? 'An attached commander who declares no charge with his unit stays behind when it charges, and leaves it (house rule).'
            : 'An attached commander goes with his unit when it charges, declared with it or not.',
        ),
        note(
          s.options.houseRules?.facingIsMove === true
            ? 'A unit locked in melee that changes facing makes a move: out of command it checks first (face --far), and an attached commander rides with it (house rule).'
            : 'A unit locked in melee that changes facing makes no move: no command check, and an attached commander keeps his move.',
        ),
      ],
      { kind: 'rules', topic: 'command', radius: COMMAND_RADIUS, checkHitsOn: COMMAND_CHECK_HIT },
    ),
  shooting: (s) => {
    const shooters = UNIT_TYPES.filter((t) => canShoot(t));
    const rows = shooters.map((t) => [TABLE_1[t].name, TABLE_1[t].range === Number.POSITIVE_INFINITY ? 'unlimited' : tumWords(TABLE_1[t].range ?? 0, s.baseWidth), hitOn(TABLE_1[t].shootToHit ?? 6)]);
    return present(
      'rules',
      [
        table(['shooter', 'range', 'hits on'], rows),
        note('The primary unit rolls 1 die per point of its current resolve, or 1 die to its flank; each secondary unit 1 die.'),
        note('-1 die per shooter against dragoons, pike+shot or shot in difficult terrain or fortifications (--cover).'),
        note('Cannons shoot only to their front, and a pivot takes their shot. Commanders neither shoot nor are shot at.'),
        note(`An attached commander whose unit takes hits falls on a ${COMMANDER_FALLS.hit}, or on ${COMMANDER_FALLS.routed}-6 if it routed.`),
      ],
      // An unlimited range stays Infinity here, which JSON.stringify writes as null, as it always has.
      { kind: 'rules', topic: 'shooting', shooters: shooters.map((t) => ({ type: t, range: TABLE_1[t].range, toHit: TABLE_1[t].shootToHit })), commanderFalls: { ...COMMANDER_FALLS } },
    );
  },
  melee: (s) => {
    // House rule cannonsFallAtMelee: charged cannons fall when their melee is fought, not at contact.
    const guns = cannonsFallAtMelee(s) ? 'does not fight (eliminated when its melee is fought, house rule)' : 'does not fight (eliminated when contacted)';
    const rows = UNIT_TYPES.map((t) => {
      const h = TABLE_1[t].meleeToHit;
      return [TABLE_1[t].name, h === null ? guns : h === 'horse' ? 'by context: rules horse' : hitOn(h)];
    });
    return present(
      'rules',
      [
        table(['type', 'hits on'], rows),
        note('Dice: the primary unit rolls its current resolve (1 die if the enemy is to its flank); a secondary unit 1 die; a unit with an enemy to its rear 0.'),
        note(`-1 die charging uphill or into fortifications against infantry; an attached commander adds 1 die hitting on ${hitOn(COMMANDER_MELEE_HIT)}.`),
        note('A unit that suffers more hits than it inflicts loses; equal hits draw. Horse and light horse that lose must rally back.'),
      ],
      { kind: 'rules', topic: 'melee', toHit: Object.fromEntries(UNIT_TYPES.map((t) => [t, TABLE_1[t].meleeToHit])), commanderHitsOn: COMMANDER_MELEE_HIT },
    );
  },
  movement: (s) => {
    const rows = UNIT_TYPES.filter((t) => TABLE_1[t].move > 0).map((t) => [TABLE_1[t].name, tumWords(TABLE_1[t].move, s.baseWidth), TABLE_1[t].note1 ? tumWords(Math.min(TABLE_1[t].move, RESTRICTED_MOVE), s.baseWidth) : tumWords(TABLE_1[t].move, s.baseWidth)]);
    return present(
      'rules',
      [
        table(['type', 'open', 'difficult, charging, rally back'], rows),
        note(`Changes of direction (--change): ${CHANGES.join(', ')}; one at the start of the move (superior units: two), then straight.`),
        // "Change of direction": what each change costs, and who may make which.
        note(`A turn, a sideways shift (${tumWords(1, s.baseWidth)}) or a backwards move (${tumWords(1, s.baseWidth)} to ${tumWords(RESTRICTED_MOVE, s.baseWidth)}) replaces the whole move. Rabble only wheel; a charge allows only a wheel at its start.`),
        note('Cannons do not move: they pivot (pivot) instead of shooting. Commanders take any path within their allowance.'),
        // "Zones of Control (ZOC)": commanders exert none, but are bound by the enemy's (Reading),
        // unless the house rule commandersIgnoreZoc frees them.
        note(
          commandersIgnoreZoc(s)
            ? `In the zone of control of a non-commander enemy (${tumWords(ZOC_DEPTH, s.baseWidth)} straight ahead of it), a unit only stays, moves closer to it or moves directly away (--zoc); commanders move through it freely (house rule).`
            : `In the zone of control of a non-commander enemy (${tumWords(ZOC_DEPTH, s.baseWidth)} straight ahead of it), a unit or commander only stays, moves closer to it or moves directly away (--zoc).`,
        ),
        note('Passing through friends: rules interpenetration.'),
      ],
      { kind: 'rules', topic: 'movement', moves: Object.fromEntries(UNIT_TYPES.map((t) => [t, TABLE_1[t].move])), restricted: RESTRICTED_MOVE, changes: [...CHANGES] },
    );
  },
  // Seed 003, "Terrain" and the rules that name it: what is difficult, and what that does.
  terrain: (s) =>
    present(
      'rules',
      [
        table(
          ['terrain', 'counts as'],
          [
            ['village, rough ground, wood, river or stream', 'difficult'],
            ['hill', 'gentle: open; rough or wooded on top, or steep: difficult'],
            ['fields', 'in season or enclosed: rough ground (difficult); otherwise open'],
            ['road', 'what lies under it'],
            ['field fortifications', 'an advantage to infantry in them (--cover, --fortified), if the scenario allows them'],
          ],
        ),
        note(`Difficult terrain: a move any part of which is in it is at most ${tumWords(RESTRICTED_MOVE, s.baseWidth)} (--difficult); horse in it hit on ${hitOn(HORSE_MELEE_HIT.difficult)} in melee (melee --difficult).`),
        note('Shooting at dragoons, pike+shot or shot in difficult terrain or fortifications: -1 die per shooter (--cover).'),
        note('Charging uphill against dragoons, pike+shot or shot, or into them in fortifications: -1 die in melee (--uphill, --fortified); the centre of each unit decides who is uphill.'),
        note('A village, a wood or the crest of a hill blocks shooting (--blocked). Evade: light horse from open terrain, dragoons and shot from difficult.'),
        note(`Set-up: the defender places 1-2 features on a small table, 1-4 on a big one; at most one road, village and river, three rough ground, hills and woods; area features at most ${tumWords(12, s.baseWidth)} by ${tumWords(8, s.baseWidth)}.`),
      ],
      { kind: 'rules', topic: 'terrain', restrictedMove: RESTRICTED_MOVE, horseInDifficult: HORSE_MELEE_HIT.difficult },
    ),
  interpenetration: () => {
    const movers: readonly UnitType[] = ['horse', 'light-horse', 'dragoons', 'pike-and-shot', 'shot', 'rabble'];
    const rows = movers.map((m) => [TABLE_1[m].name, ...movers.map((t) => (interpenetrationRefusal(m, t, true) === null ? 'yes' : '-'))]);
    return present('rules', [table(['moving \\ through', ...movers.map((t) => TABLE_1[t].name)], rows), note('Table 4, in a straight forward or backwards move. Anyone may pass through commanders and cannons.')], {
      kind: 'rules',
      topic: 'interpenetration',
      allowed: Object.fromEntries(movers.map((m) => [m, movers.filter((t) => interpenetrationRefusal(m, t, true) === null)])),
    });
  },
  morale: (s) =>
    present(
      'rules',
      [
        table(
          // With variable army morale the threshold is the total of the roll, not the units lost.
          ['side', right('original units'), right(s.options.variableMorale ? 'loses when 1d6 + lost come to' : 'loses with')],
          SIDES.map((i) => [s.sides[i].name, String(s.sides[i].originalUnits), `${losesWith(s.sides[i].originalUnits)}${s.options.variableMorale ? '' : ' lost'}`]),
        ),
        note(`4.1 Command morale: every unit of a command whose commander fell this turn loses 1 resolve${commandMoraleRecoverable(s) ? RECOVERED : ''}.`),
        note(`4.2 Unit rally: an attached commander restores 1 resolve lost to ${rallyRestores(s)}.`),
        note('4.3 Heroics: each enemy routed this turn lets one unit that hit it regain 1 resolve (a melee winner first).'),
        note(
          s.options.variableMorale
            ? '4.4 Army morale (variable): the side with most units lost rolls 1d6 + units lost; ½ of its original units or more loses.'
            : '4.4 Army morale: a side with ½ or more of its original units lost (routed, eliminated, commander casualties) loses; both at once is a draw.',
        ),
      ],
      {
        kind: 'rules',
        topic: 'morale',
        sides: SIDES.map((i) => ({ name: s.sides[i].name, originalUnits: s.sides[i].originalUnits, losesAt: losesAt(s.sides[i].originalUnits) })),
        variableMorale: s.options.variableMorale,
      },
    ),
};

export const RULE_TOPIC_NAMES: readonly string[] = Object.keys(RULE_TOPICS);

/** The rule book's other words for a topic: "fire" is its shooting. */
const TOPIC_WORDS: Readonly<Record<string, string>> = { fire: 'shooting', shoot: 'shooting', musketry: 'shooting', 'close-combat': 'melee', combat: 'melee', rally: 'morale', heroics: 'morale' };

export function tillyRules(topic: string, s: TillyState): Result<Presentation, string> {
  const typed = topic.trim().toLowerCase();
  const t = Object.hasOwn(TOPIC_WORDS, typed) ? (TOPIC_WORDS[typed] as string) : typed;
  const topics = RULE_TOPIC_NAMES;
  if (t === '') return ok(present('rules', [sentence(`Topics: ${topics.join(', ')}. Example: rules units`)], { kind: 'rules', topics: [...topics] }));
  const match = topics.filter((k) => k.startsWith(t));
  // Only the table's own topics: a word such as "constructor" must not reach Object.prototype.
  const key = topics.includes(t) ? t : match.length === 1 ? match[0] : undefined;
  const fn = key === undefined ? undefined : RULE_TOPICS[key];
  if (!fn && match.length > 1) return err(`"${topic.trim()}" could be ${match.join(', ')}`);
  if (!fn) return err(`no rules topic "${topic.trim()}"; topics: ${topics.join(', ')}`);
  return ok(fn(s));
}
