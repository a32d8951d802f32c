/**
 * The typed commands of the orders-based draft, as data for the shared command-line toolkit:
 * `help`, completion and the parser read this one table. Dice-rolling commands also take
 * `--rolls` (one value per die, in the order the result shows).
 */
import { type CommandSpec, type FlagSpec, noteSpec } from '../../engine/command-line/spec.js';
import { EMPTY_SECTIONS, REST_OF_TURN } from './sections.js';
import { ORDERS, RANKS } from './types.js';

export interface OrdersCommandSpec extends CommandSpec {
  readonly group: 'orders' | 'battle' | 'corrections' | 'session';
}

const why: FlagSpec = { name: 'why', kind: 'text', summary: 'the reason for a correction, journaled with it', placeholder: '"TEXT"' };
const ORDER_WORDS = ORDERS.join('|');
/** The commander every ordering command names first, by his regiment's id (AC1). */
const COMMANDER = { kind: 'leader', name: 'commander', noun: 'commander' } as const;

/** Flags of every way to give orders. */
const ORDER_FLAGS: readonly FlagSpec[] = [
  { name: 'target', kind: 'unit', placeholder: '<enemy>', summary: 'the enemy unit a charge is aimed at (3.3.3)' },
  { name: 'guard', kind: 'unit', placeholder: '<unit>', summary: 'the unit of the same regiment a guard order protects (3.3.4)' },
  { name: 'support', kind: 'unit', placeholder: '<unit>', summary: 'the unit of the same regiment a support order backs (3.3.5)' },
  { name: 'width', kind: 'int', placeholder: 'N', min: 1, max: 40, summary: 'change-formation: stands across the front rank (2.4)' },
  { name: 'out-of-arc', kind: 'bool', summary: 'yes: the target is outside the front arc (the charge is refused, 4.2)' },
  { name: 'no-sight', kind: 'bool', summary: 'yes: the target is out of sight (the charge is refused, 4.2)' },
  { name: 'too-far', kind: 'bool', summary: 'yes: the guarded unit is more than 4 inches away (refused, 3.3.4)' },
  { name: 'guard-unseen', kind: 'bool', summary: "yes: the target's guard sees none of the charging units, so does not react (3.3.4)" },
  { name: 'guard-unseen-by', kind: 'units', placeholder: '<units>', summary: "the charging units the target's guards cannot see: a guard meets the first one it sees (3.3.4)" },
  {
    name: 'guard-blind',
    kind: 'text',
    placeholder: '"<guard>[: <chargers>]; …"',
    summary: "each guard's own sight, for a target with several guards: a guard named alone sees no charging unit, else not those listed (3.3.4)",
  },
];

/** 3.3.1, 3.3.4: the orders that keep the unit in place, said where orders are typed. */
const STILL_ORDERS = 'The orders stand-ready and guard keep the unit in place, so neither goes with march, charge, support or about-face (3.3.1, 3.3.4); the house rule guardMayMove lets guard go with them, and aboutFaceInPlace lets about-face go with both.';

const ROLL_DETAILS = [
  'The Command Roll is 2d6 against the commander\'s rating: over it fails (unit and commander done for the phase); each point under accepts one order, in the order given; equal accepts none but is no failure (3.1.3).',
  'A charge at a guarded unit first rolls the guard\'s d6 (3.3.4); supporting units declare their charges (3.3.5). Rally takes a second 2d6 roll for a Disordered unit only (3.3.8; not with the house rule rallyOneRoll): a Disordered unit must take Rally first, and the orders after it are received only if it rallies.',
  'Each guard\'s sight is its own (3.3.4 step 5): with several guards on the target, --guard-blind "A2; A3: B1" says A2 sees no charging unit and A3 cannot see B1; the first guard that sees a charging unit meets it.',
  'odds <the same line> gives the exact chances before rolling.',
];

export const ORDERS_COMMANDS: readonly OrdersCommandSpec[] = [
  {
    name: 'order',
    group: 'orders',
    usage: `order <commander> <unit> <orders> [--target <enemy>] [--guard <unit>] [--support <unit>] [--width N]`,
    summary: 'give one unit its orders, in order of issue, and take the Command Roll (3.1.3)',
    example: 'order AC1 A1 march,charge --target B2',
    args: [
      COMMANDER,
      { kind: 'unit', name: 'unit' },
      { kind: 'word', name: 'orders', label: 'orders' },
    ],
    flags: ORDER_FLAGS,
    details: [`Orders, separated by commas: ${ORDER_WORDS}.`, STILL_ORDERS, ...ROLL_DETAILS],
  },
  {
    name: 'regiment',
    group: 'orders',
    usage: 'regiment <commander> all <orders> [flags of order]',
    summary: 'one set of orders for several units of a regiment, with one Command Roll and a penalty (3.2)',
    example: 'regiment AC1 all march',
    args: [COMMANDER, { kind: 'literal', word: 'all' }, { kind: 'word', name: 'orders', label: 'orders' }],
    flags: ORDER_FLAGS,
    details: [
      'The rating is cut by 1 when the units are no more than the rating, else by 1 for each unit above it (3.2).',
      '"all" is every unit of the regiment that may still take these orders (not the unit they guard or support); or name them: regiment AC1 A1,A2 march.',
    ],
  },
  {
    name: 'regiment',
    group: 'orders',
    usage: 'regiment <commander> <units> <orders> [flags of order]',
    summary: 'one set of orders for several units of a regiment, with one Command Roll and a penalty (3.2)',
    example: 'regiment AC1 A1,A2 march',
    args: [COMMANDER, { kind: 'units', name: 'units' }, { kind: 'word', name: 'orders', label: 'orders' }],
    flags: ORDER_FLAGS,
  },
  {
    name: 'guard',
    group: 'orders',
    usage: 'guard <commander> <unit> <ward> [--too-far]',
    summary: 'order a unit to guard another of its regiment within 4 inches (3.3.4): order <commander> <unit> guard --guard <ward>',
    example: 'guard AC1 A2 A1',
    args: [COMMANDER, { kind: 'unit', name: 'unit' }, { kind: 'unit', name: 'ward', label: 'a unit to guard' }],
    flags: [ORDER_FLAGS[6] as FlagSpec],
  },
  {
    name: 'support',
    group: 'orders',
    usage: 'support <commander> <unit> <supported>',
    summary: 'order a unit to support another of its regiment (3.3.5): order <commander> <unit> support --support <supported>',
    example: 'support AC1 A3 A1',
    args: [COMMANDER, { kind: 'unit', name: 'unit' }, { kind: 'unit', name: 'supported', label: 'a unit to support' }],
  },
  {
    name: 'rally',
    group: 'orders',
    usage: 'rally <commander> <unit>',
    summary: 'order a Disordered unit to rally (3.3.8): the Command Roll, then the rally roll',
    example: 'rally AC1 A2',
    details: [
      'Only a Disordered unit takes Rally; one not Disordered is refused before any roll (3.1.2, 3.3.8). The rally roll is 2d6 against the full rating: passed, the unit is no longer Disordered; failed, it stays Disordered and receives no other orders (3.3.8).',
      'A failed rally roll does not end the commander, whose Command Roll issued the order; with the house rule rallyFailureEndsCommander it ends him too (3.1.3 step 5), and without it a game master who reads it so types done <commander>.',
    ],
    args: [COMMANDER, { kind: 'unit', name: 'unit' }],
  },
  {
    name: 'done',
    group: 'orders',
    usage: 'done [<commander>]',
    summary: 'the commander gives no more orders this phase; units without orders stand ready (3.1.3)',
    example: 'done AC1',
    args: [{ ...COMMANDER, optional: true }],
    details: ['Without a commander: the one giving orders (the header\'s "ordering"). Before any commander gives orders, name him: a second done must not end one unasked.'],
  },
  {
    name: 'charge-move',
    group: 'battle',
    usage: 'charge-move <unit> --distance N',
    summary: 'move an accepted charge: d6+2 inches against the distance to the target (4.2)',
    example: 'charge-move A1 --distance 6',
    args: [{ kind: 'unit', name: 'unit' }],
    flags: [{ name: 'distance', kind: 'number', placeholder: 'N', min: 0, summary: 'inches from the charging unit to its target; 0 if in base contact already' }],
    details: [
      'Short of the target, the unit moves the distance rolled, d6+2 (4.2); redirected onto a guard, half of it (3.3.4). The house rules shortChargeDieOnly (the d6 alone) and guardShortHalfGap (half the distance to the guard) give the other readings.',
      'At --distance 0 the units are in base contact already: the charge succeeds with no move and no die (4.2); house rule contactChargeVoid makes it void instead (3.3.3).',
    ],
  },
  {
    name: 'guard-react',
    group: 'battle',
    usage: 'guard-react <unit>',
    summary: "the guard of the unit charged meets <unit>'s waiting charge: its d6, as at a declaration (3.3.4)",
    example: 'guard-react A3',
    args: [{ kind: 'unit', name: 'unit' }],
    details: [
      "For a supporter's charge, which sets off no guard by tyw's reading (3.3.5 declares it automatically; 3.3.4 reacts to a Charge order), when the game master reads it otherwise; or for a charger the guard could see after all.",
      'A 1 blunders: the charge stands and the guard cannot act until the next turn. Otherwise the charge turns on the guard. The token is spent either way; only in the enemy\'s Orders phase.',
      'odds guard-react <unit> gives the chances first.',
    ],
  },
  {
    name: 'next',
    group: 'battle',
    usage: 'next',
    summary: 'end the Orders phase (commanders not done give no more orders), or go on to the other side\'s Orders phase',
    example: 'next',
    args: [],
    details: [
      `Between Orders phases, ${REST_OF_TURN}; ${EMPTY_SECTIONS}: record what happens there with corrections.`,
      'At the keyboard, typed or chosen from the menus, next asks first while a commander could still order units: they would stand ready (3.1.3). So does an order with another commander while the one giving orders could still order some.',
    ],
  },
  { name: 'disorder', group: 'corrections', usage: 'disorder <unit> [--why "TEXT"]', summary: 'mark a unit Disordered (the text never says what causes it)', example: 'disorder B1 --why "volley"', args: [{ kind: 'unit', name: 'unit' }], flags: [why] },
  { name: 'steady', group: 'corrections', usage: 'steady <unit> [--why "TEXT"]', summary: 'a unit is no longer Disordered', example: 'steady B1', args: [{ kind: 'unit', name: 'unit' }], flags: [why] },
  {
    name: 'lose',
    group: 'corrections',
    usage: 'lose <unit> <stands> [--width N] [--why "TEXT"]',
    summary: 'a unit loses stands (ranged and close combat are empty headings)',
    example: 'lose B1 1 --why "melee"',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'int', name: 'stands', min: 1, max: 40 }],
    flags: [{ name: 'width', kind: 'int', placeholder: 'N', min: 1, max: 40, summary: 'the front it reforms to, any valid one (2.4); default: as before, or the stands left if fewer' }, why],
    details: ['A unit left with fewer stands than its front must reform into a valid formation (2.4): the owner chooses it (--width), by default as wide as the stands left.'],
  },
  { name: 'rout', group: 'corrections', usage: 'rout <unit> [--why "TEXT"]', summary: 'a unit routs and leaves the table (morale is an empty heading)', example: 'rout B1', args: [{ kind: 'unit', name: 'unit' }], flags: [why] },
  { name: 'kill', group: 'corrections', usage: 'kill <commander> [--why "TEXT"]', summary: 'a commander is killed: his units take Morale Checks (morale-check), then one is promoted (2.9.1)', example: 'kill BC1 --why "melee"', args: [COMMANDER], flags: [why] },
  {
    name: 'morale-check',
    group: 'corrections',
    usage: 'morale-check <unit> pass|fail|roll [--why "TEXT"]',
    summary: "a unit's Morale Check after its commander's loss, as the game master rules it; a failure leaves the table (2.9.1)",
    example: 'morale-check B1 pass',
    args: [{ kind: 'unit', name: 'unit' }, { kind: 'choice', name: 'result', choices: ['pass', 'fail', 'roll'] }],
    flags: [why],
    details: [
      'The text never defines the Morale Check (section 7 is empty): the game master gives the outcome.',
      'roll: only with the scenario\'s house rule moraleCheckAtMost N, a designed test and not the text\'s: a d6 of N or less passes. odds morale-check <unit> roll gives the chances first.',
    ],
  },
  {
    name: 'promote',
    group: 'corrections',
    usage: `promote <unit> --rating N [--rank ${RANKS.join('|')}]`,
    summary: 'a unit of the regiment becomes its new commander, of a rank no better than the fallen one (2.9.1)',
    example: 'promote B2 --rating 6 --rank hero',
    details: ['In the side\'s own Orders phase the new commander takes the fallen one\'s place: if that one was done (a failed Command Roll), so is he (3.1.3).'],
    args: [{ kind: 'unit', name: 'unit' }],
    flags: [
      { name: 'rating', kind: 'int', placeholder: 'N', min: 1, max: 10, summary: 'the new Command Rating (the text sets none)' },
      { name: 'rank', kind: 'choice', choices: RANKS, summary: "the new rank; default the fallen commander's" },
      why,
    ],
  },
  { name: 'cancel-charge', group: 'corrections', usage: 'cancel-charge <unit> [--why "TEXT"]', summary: 'call off a charge the game master rules impossible', example: 'cancel-charge A3 --why "no line of sight"', args: [{ kind: 'unit', name: 'unit' }], flags: [why] },
  noteSpec('session'),
  { name: 'end', group: 'corrections', usage: 'end <side>|draw [--why "TEXT"]', summary: 'the battle ends (the text defines no victory)', example: 'end Blue --why "the enemy withdrew"', args: [{ kind: 'word', name: 'winner', label: 'a side or draw' }], flags: [why] },
];
