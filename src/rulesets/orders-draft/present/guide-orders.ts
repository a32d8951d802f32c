/**
 * The guided Orders phase (3.1.3, 3.2): a commander not yet done, then one unit not yet
 * ordered or several at once (a regiment-wide order), then its orders one by one in order of
 * issue, with the target, ward or supported unit an order needs. Every step offers only what
 * the engine would accept.
 */
import { itWord, listWords, verb } from '../../../engine/english.js';
import type { GuideChoice, GuideStep } from '../../../present/guide.js';
import { possessive } from '../../../present/words.js';
import { regimentPenalty } from '../command-roll.js';
import { executeOrders } from '../execute.js';
import { orderableUnits } from '../orders.js';
import { parseOrdersCommand } from '../parse.js';
import { commanderNamed, onTable, type OrdersState, regimentById, unitById, type UnitState } from '../state.js';
import { type OrderKind, ORDERS, typeWords } from '../types.js';

export type Next = GuideStep | string | null;

/**
 * Would the engine take this line now? A dry run: whether a command is allowed never depends
 * on the dice, only what it does.
 */
export function accepted(s: OrdersState, line: string): boolean {
  const parsed = parseOrdersCommand(s, line);
  if (!parsed.ok) return false;
  return executeOrders(s, parsed.value, { roll: () => 3 }).ok;
}

export const unitChoice = (u: UnitState, extra = ''): GuideChoice => ({
  name: `${u.name} (${u.id}, ${typeWords(u.type)}, ${u.stands} stands${u.disordered ? ', Disordered' : ''}${extra})`,
  value: u.id,
});

/** Orders a unit may receive once (3.3.3 for the charge; one token, one ward, one roll to rally). */
const ONCE: readonly OrderKind[] = ['charge', 'guard', 'support', 'rally'];

const ORDER_WORDS: Readonly<Record<OrderKind, string>> = {
  'stand-ready': 'stand-ready: no move, so not with march, charge, support or about-face; free to act in later phases (3.3.1)',
  march: 'march: one full advance of 6 inches (3.3.2, 4.1)',
  charge: 'charge: d6+2 inches at an enemy in the front arc and in sight (3.3.3, 4.2)',
  guard: 'guard: a unit of its regiment within 4 inches; no move, so not with march, charge, support or about-face (3.3.4)',
  support: 'support: charge with, or at whoever charges, a unit of the regiment (3.3.5)',
  'change-formation': 'change-formation: a new valid formation (3.3.6, 2.4)',
  'about-face': 'about-face: turn in place up to 180 degrees; counts as having moved, for shooting (3.3.7)',
  rally: 'rally: a Command Roll; passed, no longer Disordered; failed, the orders after it are discarded (3.3.8)',
};

/** An order's words in the menu; Stand Ready's, Guard's and Rally's follow the house rules that change them (3.3.1, 3.3.4, 3.3.7, 3.3.8). */
function orderWords(s: OrdersState, o: OrderKind): string {
  const moves = s.houseRules.aboutFaceInPlace ? 'march, charge or support' : 'march, charge, support or about-face';
  const inPlace = s.houseRules.aboutFaceInPlace ? '; about-face turns in place (house rule aboutFaceInPlace)' : '';
  if (o === 'stand-ready') return `stand-ready: no move, so not with ${moves}${inPlace}; free to act in later phases (3.3.1)`;
  if (o === 'guard') {
    if (s.houseRules.guardMayMove) return 'guard: a unit of its regiment within 4 inches; may go with march, charge, support or about-face (house rule guardMayMove, 3.3.4)';
    return `guard: a unit of its regiment within 4 inches; no move, so not with ${moves}${inPlace} (3.3.4)`;
  }
  if (o !== 'rally') return ORDER_WORDS[o];
  if (s.houseRules.rallyOneRoll) return 'rally: accepted, no longer Disordered; the Command Roll is its roll (house rule rallyOneRoll, 3.3.8)';
  if (s.houseRules.rallyFailureEndsCommander) return 'rally: a Command Roll; passed, no longer Disordered; failed, the orders after it are discarded and the commander is done (house rule rallyFailureEndsCommander, 3.3.8)';
  return ORDER_WORDS[o];
}

/** What is chosen so far for one order line. */
interface Draft {
  readonly head: string;
  readonly orders: readonly OrderKind[];
  readonly flags: string;
  /** The most orders worth declaring: a roll of 2 accepts rating - 2 (3.1.3). */
  readonly most: number;
  readonly who: string;
}

const lineOf = (d: Draft, orders = d.orders, flags = d.flags): string => `${d.head} ${orders.join(',')}${flags}`;

/** The enemy, ward or supported unit an order needs: its flag, the question, the candidates; null when it needs none. */
function needs(s: OrdersState, d: Draft, o: OrderKind, units: readonly UnitState[]): { flag: string; message: string; ids: string[] } | null {
  const first = units[0];
  if (!first) return null;
  const regiment = s.units.filter((x) => onTable(x) && x.regiment === first.regiment && !units.some((u) => u.id === x.id));
  switch (o) {
    case 'charge':
      return { flag: 'target', message: `${d.who}: charge which enemy? (in the front arc and in sight, 4.2)`, ids: s.units.filter((x) => onTable(x) && x.side !== s.side).map((x) => x.id) };
    case 'guard':
      return { flag: 'guard', message: `${d.who}: guard which unit? (of the same regiment, within 4 inches, 3.3.4)`, ids: regiment.map((x) => x.id) };
    case 'support':
      return { flag: 'support', message: `${d.who}: support which unit? (of the same regiment, 3.3.5)`, ids: regiment.map((x) => x.id) };
    default:
      return null;
  }
}

/** The ways to add `o` to the draft that the engine accepts: each is the new flags. */
function additions(s: OrdersState, d: Draft, o: OrderKind, units: readonly UnitState[]): string[] {
  const orders = [...d.orders, o];
  if (o === 'change-formation') {
    const most = Math.min(...units.map((u) => u.stands));
    return Array.from({ length: most }, (_, i) => `${d.flags} --width ${i + 1}`).filter((f) => accepted(s, lineOf(d, orders, f)));
  }
  const need = needs(s, d, o, units);
  if (!need) return accepted(s, lineOf(d, orders)) ? [d.flags] : [];
  return need.ids.map((id) => `${d.flags} --${need.flag} ${id}`).filter((f) => accepted(s, lineOf(d, orders, f)));
}

function offeredOrders(s: OrdersState, d: Draft, units: readonly UnitState[]): OrderKind[] {
  if (d.orders.length >= d.most) return [];
  return ORDERS.filter((o) => {
    if (ONCE.includes(o) && d.orders.includes(o)) return false;
    // Rally is an order for a Disordered unit (3.1.2, 3.3.8): offered only when it can do something.
    if (o === 'rally' && !units.some((u) => u.disordered)) return false;
    return additions(s, d, o, units).length > 0;
  });
}

/** 3.3.5: a unit to support whose own charge is already declared; the supporter joins it only by house rule. */
function waitingCharge(s: OrdersState, o: OrderKind, x: UnitState): string {
  if (o !== 'support' || !x.charge || x.charge.support) return '';
  const joins = s.houseRules.supportJoinsWaiting ? 'joined, house rule supportJoinsWaiting' : 'not joined, 3.3.5';
  return `, charge at ${unitById(s, x.charge.target).name} already declared: ${joins}`;
}

/** The question after an order that needs a unit: which one, or which front for a formation. */
function detailStep(s: OrdersState, d: Draft, o: OrderKind, units: readonly UnitState[], then: (d: Draft) => Next): Next {
  const ways = additions(s, d, o, units);
  const orders = [...d.orders, o];
  if (o === 'change-formation') {
    const widths = ways.map((f) => Number(/--width (\d+)$/.exec(f)?.[1] ?? 0));
    return {
      kind: 'select',
      message: `${d.who}: how many stands across the front? (any valid formation, 2.4)`,
      choices: widths.map((w, i) => ({ name: `${w} across${units.length === 1 && units[0] ? `, ${Math.ceil(units[0].stands / w)} rank${Math.ceil(units[0].stands / w) === 1 ? '' : 's'}` : ''}`, value: ways[i] ?? '' })),
      default: ways[0] ?? '',
      next: (flags) => then({ ...d, orders, flags }),
    };
  }
  const need = needs(s, d, o, units);
  if (!need || ways.length === 0) return then({ ...d, orders, flags: ways[0] ?? d.flags });
  return {
    kind: 'select',
    message: need.message,
    choices: ways.map((flags) => {
      const id = flags.split(' ').at(-1) ?? '';
      const x = unitById(s, id);
      const guarded = o === 'charge' && s.units.some((g) => onTable(g) && g.guardToken === id) ? ', guarded' : '';
      return { ...unitChoice(x, guarded || waitingCharge(s, o, x)), value: flags };
    }),
    default: ways[0] ?? '',
    next: (flags) => then({ ...d, orders, flags }),
  };
}

/**
 * 3.3.4 step 5: a guard reacts only if it can see the charging unit. Asked when the target is
 * guarded: yes or no for one charger; for several, which of them it sees, since it meets the
 * first one it sees (none ticked: it sees none). With several guards, each is asked of its own
 * sight (`--guard-blind`).
 */
export function guardSightStep(s: OrdersState, target: string, chargers: readonly UnitState[], line: string): Next {
  const guards = s.units.filter((g) => onTable(g) && g.guardToken === target && g.side !== s.side);
  const [guard] = guards;
  if (!guard) return line;
  if (guards.length > 1) return eachGuardSight(s, target, guards, chargers, line, []);
  const guarding = `${guard.name} ${verb(guard.name, 'guards')} ${unitById(s, target).name}`;
  const [one] = chargers;
  if (chargers.length === 1 && one) {
    return {
      kind: 'confirm',
      message: `${guarding}: can ${itWord(guard.name)} see ${one.name}? (if not, no reaction, 3.3.4)`,
      default: true,
      next: (seen) => (seen ? line : `${line} --guard-unseen`),
    };
  }
  return {
    kind: 'checkbox',
    message: `${guarding}: which charging units can ${itWord(guard.name)} see? (${itWord(guard.name)} ${verb(guard.name, 'meets')} the first ${itWord(guard.name)} ${verb(guard.name, 'sees')}; none ticked: none, 3.3.4)`,
    choices: chargers.map((u) => unitChoice(u)),
    checked: chargers.map((u) => u.id),
    next: (ids) => {
      const unseen = chargers.filter((u) => !ids.includes(u.id)).map((u) => u.id);
      if (unseen.length === 0) return line;
      return unseen.length === chargers.length ? `${line} --guard-unseen` : `${line} --guard-unseen-by ${unseen.join(',')}`;
    },
  };
}

/** One guard's unseen chargers, as the menus gather them: null for all. */
type Blind = { guard: UnitState; unseen: readonly UnitState[] | null };

/** The line with each guard's sight (3.3.4 step 5): `--guard-unseen` when none sees any charger. */
function withBlind(line: string, blind: readonly Blind[], guards: number): string {
  const parts = blind.filter((b) => b.unseen === null || b.unseen.length > 0);
  if (parts.length === 0) return line;
  if (parts.length === guards && parts.every((b) => b.unseen === null)) return `${line} --guard-unseen`;
  return `${line} --guard-blind "${parts.map((b) => (b.unseen === null ? b.guard.id : `${b.guard.id}: ${b.unseen.map((u) => u.id).join(',')}`)).join('; ')}"`;
}

/**
 * Several guards on one unit: each guard's sight is its own (3.3.4 step 5), so each is asked in
 * turn. For one charger, a guard that sees it meets it and the later guards are not asked.
 */
function eachGuardSight(s: OrdersState, target: string, guards: readonly UnitState[], chargers: readonly UnitState[], line: string, blind: readonly Blind[]): Next {
  const guard = guards[blind.length];
  if (!guard) return withBlind(line, blind, guards.length);
  const guarding = `${guard.name} (${guard.id}) ${verb(guard.name, 'guards')} ${unitById(s, target).name}`;
  const [one] = chargers;
  if (chargers.length === 1 && one) {
    const later = blind.length < guards.length - 1 ? 'the next guard is asked' : 'no guard reacts';
    return {
      kind: 'confirm',
      message: `${guarding}: can ${itWord(guard.name)} see ${one.name}? (each guard's sight is its own; if not, ${later}, 3.3.4)`,
      default: true,
      next: (seen) => (seen ? withBlind(line, blind, guards.length) : eachGuardSight(s, target, guards, chargers, line, [...blind, { guard, unseen: null }])),
    };
  }
  return {
    kind: 'checkbox',
    message: `${guarding}: which charging units can ${itWord(guard.name)} see? (each guard's sight is its own; ${itWord(guard.name)} ${verb(guard.name, 'meets')} the first ${itWord(guard.name)} ${verb(guard.name, 'sees')}; none ticked: none, 3.3.4)`,
    choices: chargers.map((u) => unitChoice(u)),
    checked: chargers.map((u) => u.id),
    next: (ids) => {
      const unseen = chargers.filter((u) => !ids.includes(u.id));
      return eachGuardSight(s, target, guards, chargers, line, [...blind, { guard, unseen: unseen.length === chargers.length ? null : unseen }]);
    },
  };
}

/** The orders, one at a time in order of issue, until the game master says that is all. */
function ordersStep(s: OrdersState, d: Draft, units: readonly UnitState[]): Next {
  const offered = offeredOrders(s, d, units);
  const finish = (): Next => {
    const line = lineOf(d);
    const target = /--target (\S+)/.exec(d.flags)?.[1];
    return target ? guardSightStep(s, target, units, line) : line;
  };
  if (offered.length === 0) return d.orders.length > 0 ? finish() : null;
  const n = d.orders.length + 1;
  const choices: GuideChoice[] = [
    ...(d.orders.length > 0 ? [{ name: `that is all: roll for ${d.orders.join(', ')}`, value: '' }] : []),
    ...offered.map((o) => ({ name: orderWords(s, o), value: o })),
  ];
  return {
    kind: 'select',
    message: `${d.who}: order ${n}${d.orders.length > 0 ? ` (after ${d.orders.join(', ')})` : ''}? Each point the roll is under the rating accepts one, in this order (3.1.3).`,
    choices,
    default: choices[0]?.value ?? '',
    next: (o) => (o === '' ? finish() : detailStep(s, d, o as OrderKind, units, (next) => ordersStep(s, next, units))),
  };
}

function singleUnit(s: OrdersState, regimentId: string, rating: number, u: UnitState): Next {
  return ordersStep(s, { head: `order ${regimentId} ${u.id}`, orders: [], flags: '', most: Math.max(1, rating - 2), who: u.name }, [u]);
}

function regimentWide(s: OrdersState, regimentId: string, rating: number, candidates: readonly UnitState[]): Next {
  return {
    kind: 'checkbox',
    // The words say what the box shows: every unit ticked to begin with.
    message: `Which units take one set of orders, with one roll? (${candidates.length === 2 ? 'both are' : `all ${candidates.length} are`} ticked: untick those left out; penalty 1, or 1 per unit above the rating, 3.2)`,
    choices: candidates.map((u) => unitChoice(u)),
    checked: candidates.map((u) => u.id),
    next: (ids) => {
      // None ticked names no unit (3.2 step 1): the menu closes, and nothing changes.
      const chosen = candidates.filter((u) => ids.includes(u.id));
      if (chosen.length === 0) return null;
      const orderSet = (units: readonly UnitState[]): Next => {
        const against = rating - regimentPenalty(units.length, rating, s.houseRules);
        const who = units.length === 1 ? (units[0]?.name ?? '') : `${units.length} units`;
        return ordersStep(s, { head: `regiment ${regimentId} ${units.map((u) => u.id).join(',')}`, orders: [], flags: '', most: Math.max(1, against - 2), who }, units);
      };
      // Disordered units take only orders that begin with Rally, and Rally is for them only (3.1.2, 3.3.8): no set fits both.
      const shaken = chosen.filter((u) => u.disordered);
      const steady = chosen.filter((u) => !u.disordered);
      if (shaken.length === 0 || steady.length === 0) return orderSet(chosen);
      const names = (units: readonly UnitState[]): string => listWords(units.map((u) => u.name));
      return {
        kind: 'select',
        message: 'Disordered units take only orders that begin with Rally, and only they may take Rally (3.1.2, 3.3.8): which of these take one set of orders?',
        choices: [
          { name: `those not Disordered: ${names(steady)}`, value: 'steady' },
          { name: `the Disordered: ${names(shaken)}`, value: 'shaken' },
        ],
        default: 'steady',
        next: (which) => orderSet(which === 'shaken' ? shaken : steady),
      };
    },
  };
}

/** The choice in a commander's menu that ends his orders (`done`), which orders no unit. */
export const NO_MORE_ORDERS = '-';

/** A commander's menu: a unit not yet ordered, several at once, or no more orders. */
export function commanderStep(s: OrdersState, regimentId: string): Next {
  const r = regimentById(s, regimentId);
  const c = r.commander;
  if (!c) return null;
  const units = orderableUnits(s, regimentId).filter((u) => accepted(s, `order ${regimentId} ${u.id} ${u.disordered ? 'rally' : 'stand-ready'}`));
  const choices: GuideChoice[] = units.map((u) => unitChoice(u));
  if (units.length >= 2) choices.push({ name: `several units at once: a regiment-wide order (3.2)`, value: '*' });
  if (accepted(s, `done ${regimentId}`)) choices.push({ name: `no more orders: ${c.name} ${verb(commanderNamed(s, c.name), 'is')} done; units without orders stand ready`, value: NO_MORE_ORDERS });
  if (choices.length === 0) return null;
  return {
    kind: 'select',
    message: `${possessive(c.name)} orders (rating ${c.rating}): which unit?`,
    choices,
    default: choices[0]?.value ?? '',
    next: (v) => {
      if (v === NO_MORE_ORDERS) return `done ${regimentId}`;
      if (v === '*') return regimentWide(s, regimentId, c.rating, units);
      const u = units.find((x) => x.id === v);
      return u ? singleUnit(s, regimentId, c.rating, u) : null;
    },
  };
}
