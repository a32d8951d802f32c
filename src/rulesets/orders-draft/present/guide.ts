/**
 * The guided menus of the orders-based draft: the first question offers only what is legal
 * now (a commander's orders, a charge to move, a Morale Check or promotion after a
 * commander's loss, the next phase, the corrections), and each choice ends in the command
 * line that says it. The Orders phase itself is in guide-orders.ts.
 */
import type { GuideChoice, GuideStep } from '../../../present/guide.js';
import { guardReactRefusal } from '../charges.js';
import { chargeMoveRefusal } from '../turn.js';
import { possessive } from '../../../present/words.js';
import { parseOrdersCommand } from '../parse.js';
import { commanderNamed, onTable, type OrdersState, regimentUnits, unitById } from '../state.js';
import { EMPTY_SECTIONS } from '../sections.js';
import { RANKS, rankIndex } from '../types.js';
import { accepted, commanderStep, guardSightStep, type Next, NO_MORE_ORDERS, unitChoice } from './guide-orders.js';
import { capitalFirst, counted, its, itWord, verb } from '../../../engine/english.js';
import { ordersPhaseOf } from '../side-words.js';
import type { OrdersAction } from '../actions.js';
import { lostOrdersQuestion, nextQuestion, switchQuestion } from './lost-orders.js';

const RATING = { min: 1, max: 10 } as const;

function selectUnit(s: OrdersState, message: string, ids: readonly string[], next: (id: string) => Next): Next {
  if (ids.length === 0) return null;
  return { kind: 'select', message, choices: ids.map((id) => unitChoice(unitById(s, id))), default: ids[0] as string, next };
}

/** 4.2: the distance to the target decides the charge; the game master measures it. */
function chargeMoveStep(s: OrdersState, id: string): Next {
  const u = unitById(s, id);
  const target = u.charge ? unitById(s, u.charge.target).name : `${its(u.name)} target`;
  return {
    kind: 'number',
    message: `How many inches from ${u.name} to ${target}, as measured? (the charge is d6+2; 0 if in base contact already, 4.2)`,
    default: 6,
    min: 0,
    max: 100,
    // A tape measure gives halves: the menu takes what the typed --distance takes, 0 (in base contact already) to 100.
    step: 'any',
    invalid: (n) => (n >= 0 && n <= 100 ? null : 'the distance is 0 inches (in base contact already) to 100 (4.2)'),
    next: (n) => `charge-move ${id} --distance ${n}`,
  };
}

/** 2.9.1: the Morale Check; the text never defines it, so the game master gives the outcome (or a house rule rolls it). */
function moraleStep(s: OrdersState, id: string): Next {
  const u = unitById(s, id);
  const choices: GuideChoice[] = [
    ...(accepted(s, `morale-check ${id} roll`) ? [{ name: `roll it: a d6 of ${s.houseRules.moraleCheckAtMost} or less passes (the scenario's house rule, not the text)`, value: `morale-check ${id} roll` }] : []),
    { name: `passed: ${itWord(u.name)} ${verb(u.name, 'stays')}`, value: `morale-check ${id} pass` },
    { name: `failed: ${itWord(u.name)} ${verb(u.name, 'flees')} the table`, value: `morale-check ${id} fail` },
  ];
  return { kind: 'select', message: `${u.name}: the Morale Check after the commander's loss (2.9.1)? The text never defines it (section 7 is an empty heading): ${s.houseRules.moraleCheckAtMost === null ? 'how did it go at the table?' : 'roll it, or give the outcome'}`, choices, default: choices[0]?.value ?? '', next: (line) => line };
}

/** The promoted commander's rating: the text sets none, and the house rule promotedRatingAtMost bounds it (2.9.1). */
function ratingQuestion(s: OrdersState, name: string, fallen: number | null): string {
  const whose = `${capitalFirst(its(name))} Command Rating?`;
  if (fallen === null) return `${whose} (the text sets none; at most 10)`;
  if (s.houseRules.promotedRatingAtMost) return `${whose} (at most the fallen commander's ${fallen}: house rule promotedRatingAtMost, 2.9.1)`;
  return `${whose} (the text sets none; the fallen commander had ${fallen}; 2.9.1 bounds only the rank)`;
}

/** 2.9.1: a unit of the regiment becomes its commander, of a rank no better than the fallen one. */
function promoteStep(s: OrdersState, regimentIndex: number): Next {
  const r = s.regiments[regimentIndex];
  if (!r) return null;
  const ids = regimentUnits(s, r).map((u) => u.id);
  const fallen = r.fallenRank ?? 'novice';
  const ranks = RANKS.filter((k) => rankIndex(k) <= rankIndex(fallen)).reverse();
  return selectUnit(s, `Which unit of ${r.name} becomes its commander? (2.9.1)`, ids, (id) => ({
    kind: 'select',
    message: `${capitalFirst(its(unitById(s, id).name))} rank? (no better than the fallen ${fallen}, 2.9.1)`,
    choices: ranks.map((k) => ({ name: k, value: k })),
    default: fallen,
    next: (rank) => ({
      kind: 'number',
      message: ratingQuestion(s, unitById(s, id).name, r.fallenRating ?? null),
      default: r.fallenRating ?? 6,
      ...RATING,
      ...(s.houseRules.promotedRatingAtMost && r.fallenRating != null ? { max: r.fallenRating } : {}),
      next: (rating) => `promote ${id} --rating ${rating} --rank ${rank}`,
    }),
  }));
}

/** "How many stands does Levy lose? (it has 4)", "… do Blue Pikes lose? (they have 4)". */
const loseQuestion = (name: string, stands: number): string => `How many stands ${verb(name, 'does')} ${name} lose? (${itWord(name)} ${verb(name, 'has')} ${stands})`;

/** 2.4: a unit left with fewer stands than its front reforms, to a front its owner chooses. */
function reformStep(s: OrdersState, id: string, lost: number): Next {
  const u = unitById(s, id);
  const left = u.stands - lost;
  const line = `lose ${id} ${lost}`;
  if (left < 1 || u.width <= left) return line;
  const widths = Array.from({ length: left }, (_, i) => left - i);
  return {
    kind: 'select',
    message: `${u.name} must reform (2.4): how many stands across?`,
    choices: widths.map((w) => ({ name: `${w} across, ${counted(Math.ceil(left / w), 'rank')}`, value: w === left ? line : `${line} --width ${w}` })),
    default: line,
    next: (l) => l,
  };
}

/** Where the text stops (sections 5 to 9), the game master records what happened. */
function correctionsStep(s: OrdersState): Next {
  const table = s.units.filter(onTable);
  const pick = (word: string, name: string, ids: readonly string[], message: string, line: (id: string) => Next): GuideChoice & { run: () => Next } =>
    ({ name, value: word, run: () => selectUnit(s, message, ids, line) });
  const options = [
    pick('disorder', 'disorder: a unit becomes Disordered', table.filter((u) => !u.disordered).map((u) => u.id), 'Which unit is Disordered?', (id) => `disorder ${id}`),
    pick('steady', 'steady: a unit is no longer Disordered', table.filter((u) => u.disordered).map((u) => u.id), 'Which unit is no longer Disordered?', (id) => `steady ${id}`),
    pick('lose', 'lose: a unit loses stands', table.map((u) => u.id), 'Which unit loses stands?', (id) => ({
      kind: 'number',
      message: loseQuestion(unitById(s, id).name, unitById(s, id).stands),
      default: 1,
      min: 1,
      max: unitById(s, id).stands,
      next: (n) => reformStep(s, id, n),
    })),
    pick('rout', 'rout: a unit leaves the table', table.map((u) => u.id), 'Which unit routs?', (id) => `rout ${id}`),
    pick('cancel-charge', 'cancel-charge: call off a charge ruled impossible', table.filter((u) => u.charge !== null).map((u) => u.id), 'Whose charge is called off?', (id) => `cancel-charge ${id}`),
    {
      name: 'kill: a commander falls (2.9.1)',
      value: 'kill',
      run: (): Next => {
        const alive = s.regiments.filter((r) => r.commander !== null);
        return {
          kind: 'select',
          message: 'Which commander is killed?',
          choices: alive.map((r) => ({ name: `${r.commander?.name} (${r.id}, ${r.name})`, value: `kill ${r.id}` })),
          default: `kill ${alive[0]?.id ?? ''}`,
          next: (line) => line,
        };
      },
    },
    {
      name: 'end: the battle is over',
      value: 'end',
      run: (): Next => ({
        kind: 'select',
        message: 'Who wins? (the text defines no victory)',
        choices: [...s.sides.map((name, i) => ({ name, value: `end ${/\s/.test(name) ? (i === 0 ? 'A' : 'B') : name}` })), { name: 'a draw', value: 'end draw' }],
        default: 'end draw',
        next: (line) => line,
      }),
    },
  ].filter((o) => {
    const step = o.run();
    return step !== null && (typeof step === 'string' || step.kind !== 'select' || step.choices.length > 0);
  });
  if (options.length === 0) return null;
  return {
    kind: 'select',
    message: `Record what the text leaves to the table (${EMPTY_SECTIONS}):`,
    choices: options.map(({ name, value }) => ({ name, value })),
    default: options[0]?.value ?? '',
    next: (v) => options.find((o) => o.value === v)?.run() ?? null,
  };
}

interface Offer {
  readonly name: string;
  readonly run: () => Next;
}

/** 3.1.3: a menu choice that would lose orders asks what the typed line asks (lost-orders.ts); No closes the menu. */
function askFirst(question: string | null, then: () => Next): Next {
  if (question === null) return then();
  return { kind: 'confirm', message: question, default: false, next: (yes) => (yes ? then() : null) };
}

/**
 * 3.1.3 steps 1 and 7: another commander's menu, asked about once a unit is chosen (before its
 * orders), as the typed order is: his "no more orders" orders no one, so it ends no one else's.
 */
function otherCommander(s: OrdersState, regimentId: string): Next {
  const step = commanderStep(s, regimentId);
  const question = switchQuestion(s, regimentId);
  if (question === null || step === null || typeof step === 'string' || step.kind !== 'select') return step;
  return { ...step, next: (v: string) => (v === NO_MORE_ORDERS ? step.next(v) : askFirst(question, () => step.next(v))) };
}

export function ordersGuide(s: OrdersState): GuideStep | null {
  if (s.outcome) return null;
  const offers: Offer[] = [];
  const own = s.regiments.filter((r) => r.side === s.side);
  const active = own.find((r) => r.commander?.status === 'active')?.commander;
  if (s.step === 'orders') {
    for (const r of own) {
      const c = r.commander;
      if (!c || c.status === 'done' || commanderStep(s, r.id) === null) continue;
      const finishes = active && active !== c ? `; ${active.name} ${verb(commanderNamed(s, active.name), 'is')} then done (3.1.3)` : '';
      offers.push({ name: `orders from ${c.name} (${r.id}, ${c.rank}, rating ${c.rating})${c.status === 'active' ? ', giving orders' : finishes}`, run: () => otherCommander(s, r.id) });
    }
  }
  for (const u of s.units.filter((x) => onTable(x) && x.charge !== null)) {
    // A target gone from the table leaves nothing to move at (4.2): the charge is called off instead.
    const gone = chargeMoveRefusal(s, u) !== null;
    if (gone) offers.push({ name: `cancel-charge: ${possessive(u.name)} target, ${unitById(s, u.charge?.target ?? '').name}, is gone (4.2)`, run: () => `cancel-charge ${u.id} --why "its target left the table"` });
    else offers.push({ name: `charge-move: ${u.name} at ${unitById(s, u.charge?.target ?? '').name}`, run: () => chargeMoveStep(s, u.id) });
    // 3.3.4 with 3.3.5: a guard that may still meet this charge (a supporter's, or one it was said not to see).
    const guard = guardReactRefusal(s, u.id);
    if (guard.ok) offers.push({ name: `guard-react: ${guard.value.name} ${verb(guard.value.name, 'meets')} ${possessive(u.name)} ${u.charge?.support ? 'support ' : ''}charge (d6, 3.3.4)`, run: () => `guard-react ${u.id}` });
  }
  s.regiments.forEach((r, i) => {
    const first = r.moraleDue[0];
    if (first !== undefined) offers.push({ name: `morale-check: ${r.name} lost its commander (${r.moraleDue.length} to take, 2.9.1)`, run: () => selectUnit(s, 'Whose Morale Check?', r.moraleDue, (id) => moraleStep(s, id)) });
    else if (!r.commander && regimentUnits(s, r).length > 0) offers.push({ name: `promote: a new commander for ${r.name} (2.9.1)`, run: () => promoteStep(s, i) });
  });
  if (accepted(s, 'next')) offers.push({ name: s.step === 'orders' ? `next: end ${ordersPhaseOf(s.sides[s.side])}` : `next: ${ordersPhaseOf(s.sides[s.side === 0 ? 1 : 0])}`, run: () => askFirst(nextQuestion(s), () => 'next') });
  const corrections = correctionsStep(s);
  if (corrections) offers.push({ name: 'a correction: disorder, lose stands, rout, kill a commander, end...', run: () => correctionsStep(s) });
  if (offers.length === 0) return null;
  return {
    kind: 'select',
    message: `Turn ${s.turn}, ${s.sides[s.side]} ${s.step === 'orders' ? 'Orders phase' : 'rest of the turn'}: what now?`,
    choices: offers.map((o, i) => ({ name: o.name, value: String(i) })),
    default: '0',
    next: (v) => offers[Number(v)]?.run() ?? null,
  };
}

/**
 * What a typed line leaves to ask at the keyboard: first, whether to go on when it would end a
 * commander's orders with units still to order (lost-orders.ts); then, for a charge at a guarded
 * unit, whether the guard sees the charger (3.3.4 step 5), whose answer is a flag.
 */
export function ordersQuestions(s: OrdersState, line: string): GuideStep | null {
  const parsed = parseOrdersCommand(s, line);
  if (!parsed.ok || !accepted(s, line)) return null;
  const sight = guardSightQuestion(s, parsed.value);
  const lost = lostOrdersQuestion(s, parsed.value);
  if (lost === null) return sight;
  return { kind: 'confirm', message: lost, default: false, next: (yes) => (yes ? (sight ?? '') : null) };
}

/** 3.3.4 step 5: the one thing about a typed charge at a guarded unit the tool cannot see, asked before the roll. */
function guardSightQuestion(s: OrdersState, a: OrdersAction): GuideStep | null {
  if (a.kind !== 'order' || a.target === undefined || a.guardUnseen || a.guardUnseenBy !== undefined || a.guardBlind !== undefined) return null;
  if (!a.orders.includes('charge')) return null;
  const step = guardSightStep(s, a.target, a.units.map((id) => unitById(s, id)), '');
  return typeof step === 'string' || step === null ? null : step;
}
