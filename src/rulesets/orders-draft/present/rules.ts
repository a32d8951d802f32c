/** `rules <topic>`: the text's rules in this tool's own short words, and where the text stops. */
import { frac, q } from '../../../dice/fraction.js';
import { err, ok, type Result } from '../../../engine/result.js';
import { heading, list, note, present, sentence, table, right } from '../../../present/build.js';
import type { Block, Json, Presentation } from '../../../present/model.js';
import { commandOutcome, twoDiceWays } from '../command-roll.js';
import { capitalFirst, sideAndVerb, sideSubject } from '../../../engine/english.js';
import { REST_OF_TURN } from '../sections.js';
import type { OrdersState } from '../state.js';
import { ORDERS, UNIT_TYPES } from '../types.js';
import { lookupSection, SECTION_ROWS } from './rule-sections.js';

const MISSING =
  "Sections 5 to 9 (ranged combat, close combat, morale, the game turn, army building) are empty headings in the text. This tool does not invent combat or morale: record stands lost (lose), disorder (disorder, steady), routs (rout), a commander's loss (kill, morale-check, promote) and the end of the battle (end). Only the turn's order is designed, since play needs one: rules turn.";

const TOPICS: Readonly<Record<string, (s: OrdersState) => Block[]>> = {
  sections: () => [
    heading('The sections of the text'),
    table(['section', 'heading', 'in tyw'], SECTION_ROWS.map((r) => [...r])),
    note('rules <section> gives one: rules 3.3.4, rules 5.'),
  ],
  units: () => [
    heading('Units (1.1, 2.1 to 2.7)'),
    list([
      'Play needs d6 dice, models on stands, a ruler or tape in inches and a flat table; terrain is optional (1.1).',
      'A unit faces one way: front, rear, left flank and right flank; the flanks and rear are its blind spots (2.2).',
      "Stands are 50 mm square for artillery and 40 mm square for every other unit; a unit's stands stay in base contact, except while casualties are removed (2.3).",
      'A valid formation (2.4): every stand touches another, and ranks are equal from the front as far as the stands allow, only the last one short (7 stands 3 across: 3, 3, 1).',
      'A unit left invalid by losses must reform (lose <unit> <stands> --width N gives the new front); any other new formation is an order (change-formation, 3.3.6).',
      `Types (2.5): ${UNIT_TYPES.join(', ')}; the text lists novice, hero and general among them, and here they are the commanders' ranks.`,
      'Profile (2.6): attacks (melee/ranged dice per stand), defence, size (the purchase minimum and maximum of stands) and special rules. Nothing uses attacks or defence yet: ranged and close combat (5, 6) are empty headings.',
      'A regiment is the units under one commander, who orders them and no others (2.7).',
    ]),
  ],
  orders: (s) => [
    heading('Issuing orders (3.1)'),
    list([
      'Only commanders give orders, and only to units of their own regiment (3.1.1, 3.1.2).',
      'Choose a commander not chosen yet this phase, then one of his units without orders; declare its orders in order of issue (3.1.3).',
      'Roll 2d6 against his rating: over it fails, and that unit and that commander are done; each point under accepts one order, in order; the rest are discarded.',
      s.houseRules.equalRollFails
        ? 'Equal to the rating: a failure (house rule equalRollFails).'
        : 'Equal to the rating: the text says nothing; read here as no order accepted, but no failure (house rule equalRollFails makes it one).',
      'Units without orders stand ready. A Disordered unit may receive only Rally (3.1.2); orders declared after its Rally are received only if it rallies (3.3.8).',
      'The phase ends when every commander is done: failed, out of units, or done by choice.',
    ]),
  ],
  regiment: (s) => [
    heading('Regiment-wide orders (3.2)'),
    list([
      'Declare the units, then the orders, and take one Command Roll for them all.',
      'The rating is cut by 1 when the units are no more than the rating.',
      s.houseRules.regimentPenaltyStacks
        ? 'Above the rating, by 1 per unit above it, plus the 1 (house rule regimentPenaltyStacks).'
        : 'Above the rating, by 1 per unit above it (and not the 1 as well: the penalty applies once).',
      'The commander may then order his other units singly.',
      s.houseRules.regimentFailureGoesOn
        ? 'A failed roll ends the units involved; the commander may still order the units left out, if one may still be ordered; with none left, he is done too (house rule regimentFailureGoesOn).'
        : 'A failed roll ends the units involved and the commander, as any failed Command Roll (3.1.3); the house rule regimentFailureGoesOn lets him order the units left out.',
    ]),
  ],
  'command-roll': (s) => {
    // 4 to 10, and any lower rating a commander of this battle has, so each finds his row.
    const ratings = [...new Set([...s.regiments.flatMap((r) => (r.commander ? [r.commander.rating] : [])), 4, 5, 6, 7, 8, 9, 10])].sort((a, b) => a - b);
    const ways = (rating: number, k: number, pick: (o: { failed: boolean; accepted: number }) => boolean): string => {
      let n = 0;
      for (let roll = 2; roll <= 12; roll += 1) if (pick(commandOutcome(roll, rating, k, s.houseRules))) n += twoDiceWays(roll);
      return frac(q(BigInt(n), 36n));
    };
    return [
      heading('Command Roll odds (3.1.3)'),
      sentence('The chance of each outcome with one to three orders, by rating; each row adds up to 1:'),
      table(
        ['rating', right('orders'), right('all accepted'), right('some accepted'), right('none'), right('failed')],
        ratings.flatMap((rating) =>
          [1, 2, 3].map((k) => [
            String(rating),
            String(k),
            ways(rating, k, (o) => !o.failed && o.accepted === k),
            // Fewer than all, but at least one: the rest are discarded (3.1.3 step 5).
            k === 1 ? '-' : ways(rating, k, (o) => !o.failed && o.accepted > 0 && o.accepted < k),
            ways(rating, k, (o) => !o.failed && o.accepted === 0),
            ways(rating, k, (o) => o.failed),
          ]),
        ),
      ),
    ];
  },
  list: (s) => [
    heading('The orders (3.3)'),
    table(
      ['order', 'what it does'],
      [
        [
          'stand-ready',
          s.houseRules.aboutFaceInPlace
            ? 'does not move, so refused with march, charge or support (about-face turns in place: house rule aboutFaceInPlace); free to act in later phases (3.3.1)'
            : 'does not move, so refused with march, charge, support or about-face; free to act in later phases (3.3.1)',
        ],
        ['march', 'one full advance: 6 inches forward, back or sideways, pivots up to 45 degrees (3.3.2, 4.1)'],
        ['charge', 'at an enemy in the front arc and in sight; d6+2 inches; only one per unit (3.3.3, 4.2)'],
        [
          'guard',
          s.houseRules.guardMayMove
            ? 'a guard token for a unit of the same regiment within 4 inches; may go with march, charge, support or about-face (house rule guardMayMove; the text says the unit does not move, 3.3.4)'
            : s.houseRules.aboutFaceInPlace
              ? 'a guard token for a unit of the same regiment within 4 inches; does not move, so refused with march, charge or support (3.3.4; about-face turns in place: house rule aboutFaceInPlace)'
              : 'a guard token for a unit of the same regiment within 4 inches; does not move, so refused with march, charge, support or about-face (3.3.4; the house rule guardMayMove allows them)',
        ],
        ['support', 'charges along with the supported unit, or at whoever charges it (3.3.5)'],
        ['change-formation', 'any valid formation: every stand touching another, ranks full from the front (3.3.6, 2.4)'],
        [
          'about-face',
          s.houseRules.aboutFaceInPlace
            ? 'turns in place up to 180 degrees; counts as having moved, for shooting only, so it goes with stand-ready and guard (house rule aboutFaceInPlace, 3.3.7)'
            : 'turns up to 180 degrees; counts as having moved, for shooting (3.3.7), so refused with stand-ready and guard (the house rule aboutFaceInPlace allows them)',
        ],
        [
          'rally',
          s.houseRules.rallyOneRoll
            ? 'accepted, the unit is no longer Disordered: the Command Roll that issues it is its roll (house rule rallyOneRoll, 3.3.8)'
            : `a Disordered unit takes a Command Roll: passed, it is no longer Disordered; failed, the orders after it are discarded ${
                s.houseRules.rallyFailureEndsCommander ? 'and the commander is done (house rule rallyFailureEndsCommander)' : 'and the commander goes on'
              }; refused to a unit not Disordered (3.1.2, 3.3.8)`,
        ],
      ],
    ),
    note(`Typed as ${ORDERS.join(', ')}.`),
  ],
  charge: (s) => [
    heading('Charge (3.3.3, 4.2)'),
    list([
      'The target must be in the front arc and in sight; a unit takes one charge order at most.',
      s.houseRules.shortChargeDieOnly
        ? 'The charge covers d6+2 inches: reaching base contact, it succeeds; short, the unit moves the d6 alone (house rule shortChargeDieOnly).'
        : 'The charge covers d6+2 inches: reaching base contact, it succeeds; short, the unit moves the distance rolled, d6+2 (house rule shortChargeDieOnly: the d6 alone).',
      s.houseRules.guardShortHalfGap
        ? 'Redirected onto a guard and short, it moves half the distance to the guard (3.3.4, house rule guardShortHalfGap).'
        : 'Redirected onto a guard and short, it moves half the distance rolled towards the guard (3.3.4; house rule guardShortHalfGap: half the distance to it).',
      s.houseRules.contactChargeVoid
        ? 'At a unit in base contact already (--distance 0), the charge is void: nothing to move (3.3.3, house rule contactChargeVoid).'
        : 'At a unit in base contact already (--distance 0), the charge succeeds with no move and no die (4.2; house rule contactChargeVoid: void).',
    ]),
  ],
  guard: (s) => [
    heading('Guard (3.3.4)'),
    list([
      s.houseRules.guardMayMove
        ? 'The guard gains a guard token; it may also march, charge, support or about-face (house rule guardMayMove). A unit holds one token at most, a new one replaces the old.'
        : 'The guard stays where it is and gains a guard token; a unit holds one token at most, a new one replaces the old.',
      s.houseRules.orderMarkersAreTokens
        ? 'The markers of declared orders are tokens too (3.1.3 step 4): new orders declared for a guard replace its guard token (house rule orderMarkersAreTokens).'
        : 'The token lasts until used or replaced by another guard token; the markers of declared orders (3.1.3 step 4) are not tokens (house rule orderMarkersAreTokens: they are).',
      'When an enemy declares a charge at the guarded unit, and the guard can see the charger, the guard rolls a d6.',
      'On a 1 it blunders: the charge goes on as declared, and the guard cannot act until the next turn.',
      'Otherwise the charge must turn on the guard. Either way the token is spent.',
      'In a regiment-wide charge the guard meets the first charging unit it can see (--guard-unseen-by names those it cannot).',
      "Each guard's sight is its own: with several guards, the first that sees the charger meets it (--guard-blind gives what each guard cannot see).",
    ]),
  ],
  support: (s) => [heading('Support (3.3.5)'), list(['The unit names a unit of its regiment to support.', 'When that unit declares a charge, or is charged, the supporter declares a charge at the same target, or at the charger, without a roll.', s.houseRules.supportJoinsWaiting ? "A support accepted while its unit's ordered charge waits to move joins that charge (house rule supportJoinsWaiting)." : "A support accepted after its unit's charge was declared does not join it: the supporter answers later declarations (house rule supportJoinsWaiting joins it).", 'The normal charge rules still apply (cancel-charge one that cannot be made).', "A supporter answers a Charge order only: a supporter's charge sets off no other supporter.", "The supporter's charge is not a Charge order, so it sets off no guard; guard-react <unit> lets the guard meet it, for those who read it otherwise."])],
  movement: () => [
    heading('Movement (4)'),
    list([
      'March (4.1): up to 6 inches in all, moving straight forward, backwards or directly sideways, and pivoting up to 45 degrees either way. tyw records the order; the table does the moving.',
      'Charge (4.2): d6+2 inches at a target in the front arc and in sight (charge-move <unit> --distance N; rules charge).',
    ]),
  ],
  commanders: (s) => [
    heading('Commanders (2.8, 2.9.1)'),
    list([
      'Novice, hero or general: the rank names the commander; the rating, at most 10, is given in the scenario (the text sets none per rank).',
      'When a commander is killed, every unit left in his regiment takes a Morale Check; the text never defines it, so the game master gives each outcome (morale-check). Failures leave the table.',
      ...(s.houseRules.moraleCheckAtMost === null
        ? []
        : [`House rule moraleCheckAtMost, not the text: this scenario rolls the Morale Check (morale-check <unit> roll), a d6 of ${s.houseRules.moraleCheckAtMost} or less passes (${frac(q(BigInt(s.houseRules.moraleCheckAtMost), 6n))}).`]),
      s.houseRules.promotedRatingAtMost
        ? 'Then one unit becomes the new commander, of a rank no better than the fallen one, and a rating no higher (promote; house rule promotedRatingAtMost).'
        : 'Then one unit becomes the new commander, of a rank no better than the fallen one (promote); the text sets no rating (house rule promotedRatingAtMost: no higher than the fallen one\'s).',
    ]),
  ],
  turn: (s) => [
    heading('The turn (8)'),
    sentence('Section 8 is an empty heading: the text gives no turn sequence. This one is a designed choice, not the text:'),
    list([
      `Each turn: the first side's Orders phase, then the rest of its player turn; then the same for the second side. ${capitalFirst(sideAndVerb(sideSubject(s.sides[0]), 'goes'))} first (the first side in the scenario).`,
      `${capitalFirst(REST_OF_TURN)}: record what happens there with corrections (help lists them).`,
      'next ends an Orders phase, then begins the other side\'s; charges must be moved (charge-move) or called off (cancel-charge) first.',
      "Accepted orders hold until the side's next Orders phase; a guard token until it is used or replaced; a guard that blundered acts again from the next turn.",
      'The text defines no victory: end <side>|draw ends the battle.',
    ]),
  ],
  missing: () => [heading('Where the text stops'), sentence(MISSING)],
};

export const RULE_TOPICS = Object.keys(TOPICS);

/** Topic words that mean an empty heading, by its section number. */
const EMPTY_WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['ranged', 'shooting', 'fire', 'shoot'].map((w) => [w, '5'])),
  artillery: '5.1',
  missile: '5.2',
  ...Object.fromEntries(['combat', 'melee', 'close', 'close-combat'].map((w) => [w, '6'])),
  morale: '7',
};

export function ordersRules(topic: string, s: OrdersState): Result<Presentation, string> {
  const key = topic.trim().toLowerCase().replace(/\s+/g, ' ');
  if (key === '') return ok(present('rules', [sentence(`Topics: ${RULE_TOPICS.join(', ')}.`), sentence(MISSING)], { kind: 'rules', topics: RULE_TOPICS }));
  const found = lookupSection(Object.hasOwn(EMPTY_WORDS, key) ? (EMPTY_WORDS[key] as string) : key);
  // Where the text stops: the section by its own name, then what tyw does instead.
  if (found !== null && 'empty' in found) return ok(present('rules', [heading('Where the text stops'), sentence(`${found.empty} is a heading with nothing under it.`), sentence(MISSING)], { kind: 'rules', topic: key, missing: true, empty: found.empty }));
  const name = found?.topic ?? key;
  const make = Object.hasOwn(TOPICS, name) ? TOPICS[name] : undefined;
  if (!make) return err(`no rules topic "${topic.trim()}"; topics: ${RULE_TOPICS.join(', ')}`);
  const blocks = make(s);
  return ok(present('rules', blocks, { kind: 'rules', topic: name, blocks } as unknown as Json));
}
