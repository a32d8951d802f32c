/**
 * Moving on, and moving charges. The text stops at section 4: section 8 (the game turn) is an
 * empty heading, so this tool's turn is a designed minimum: each side in turn has its Orders
 * phase, then the rest of its player turn (where sections 5 to 7 would go), where the game master
 * records what happened with corrections. docs/rules/orders-draft.md says why.
 */
import type { DiceSource } from '../../dice/dice.js';
import { listWords as eitherOf } from '../../engine/command-line/words.js';
import { capitalFirst, itWord, listWords, type Named, pluralVerb, possessive, verb } from '../../engine/english.js';
import { EMPTY_SECTIONS, REST_OF_TURN } from './sections.js';
import { err, ok, type Result } from '../../engine/result.js';
import { chargeCertainty, chargeDistanceRefusal, chargeOdds, dieReading } from './command-roll.js';
import type { ActionOutcome } from '../../engine/ruleset.js';
import { event, outcome, resolution } from './outcome.js';
import { allDone, commanderNamed, goneWhy, leaderlessText, onTable, type OrdersState, pendingCharges, phaseOverText, regimentById, standsReady, unitById, type UnitState, withCommander, withUnit } from './state.js';
import { everyCommanderOf, ordersPhaseOf } from './side-words.js';
import { leftWithoutOrders } from './orders.js';

/**
 * A charge whose target has left the table (routed, fled or promoted by a correction) has
 * nothing to reach: the text is silent, so the game master calls it off (4.2 needs a target).
 */
export function chargeMoveRefusal(s: OrdersState, u: UnitState): string | null {
  if (!u.charge) return null;
  const target = unitById(s, u.charge.target);
  if (onTable(target)) return null;
  return `${goneWhy(s, target)}, so ${possessive(u.name)} charge has no target (4.2): call it off with cancel-charge ${u.id}`;
}

/**
 * How far a charge that falls short moves, and the words after the inches. The text's "the
 * distance indicated by the die roll" (4.2) is read as d6+2, and 3.3.4 (a)'s "half the
 * distance" as half of that; the house rules give the other readings: the d6 alone, and half
 * the distance to the guard.
 */
function shortMove(s: OrdersState, redirected: boolean, die: number, distance: number): { inches: number; how: string } {
  const dieOnly = s.houseRules.shortChargeDieOnly;
  const rolled = dieOnly ? die : die + 2;
  if (!redirected) return { inches: rolled, how: dieOnly ? 'forward (the d6 alone: house rule shortChargeDieOnly, 4.2)' : 'forward (4.2)' };
  if (s.houseRules.guardShortHalfGap) return { inches: distance / 2, how: 'towards the guard (half the distance to it: house rule guardShortHalfGap, 3.3.4)' };
  return { inches: rolled / 2, how: dieOnly ? 'towards the guard (half the d6: house rule shortChargeDieOnly, 3.3.4)' : 'towards the guard (half, 3.3.4)' };
}

/** 4.2: the unit moves d6+2 inches at its target; short, it moves the distance rolled (half of it at a guard, 3.3.4 (a)). */
export function chargeMove(s: OrdersState, req: { unit: string; distance: number }, dice: DiceSource): Result<ActionOutcome<OrdersState>, string> {
  if (s.outcome) return err('the battle is over');
  const u = unitById(s, req.unit);
  if (!onTable(u)) return err(goneWhy(s, u));
  if (!u.charge) return err(`${u.name} ${verb(u.name, 'has')} no charge to move: a charge is an accepted order (3.3.3) or a support (3.3.5)`);
  const refused = chargeMoveRefusal(s, u) ?? chargeDistanceRefusal(req.distance);
  if (refused) return err(refused);
  const target = unitById(s, u.charge.target);
  if (req.distance === 0) return contactCharge(s, u, target);
  // By hand, the die is asked with who charges whom, and what a short charge does (the guard's half, 3.3.4 (a)).
  const onGuard = u.charge.redirected ? `; short, ${itWord(u.name)} ${verb(u.name, 'moves')} half the distance towards the guard (3.3.4 (a))` : '';
  const how = `${u.name} ${verb(u.name, 'charges')} ${target.name}: d6+2 inches against ${req.distance}${chargeCertainty(req.distance)} (4.2)${onGuard}`;
  const die = dice.roll(6, `charge: ${u.name}`, dieReading(`${possessive(u.name)} charge`, u.name, how, chargeOdds(req.distance)));
  const reach = die + 2;
  const reached = reach >= req.distance;
  const short = shortMove(s, u.charge.redirected, die, req.distance);
  const head = `${u.name} ${verb(u.name, 'charges')} ${target.name}: d6 ${die} + 2 = ${reach} inches against ${req.distance}`;
  const text = reached
    ? `${head}: contact. Close combat (section 6) is an empty heading: record its outcome with corrections.`
    : `${head}: short; ${itWord(u.name)} ${verb(u.name, 'moves')} ${short.inches} inches ${short.how}.`;
  // The event keeps its earlier words ("short; moves", "short; move"), so that older journals still replay.
  const recorded = reached ? text : `${head}: short; ${verb(u.name, 'moves')} ${short.inches} inches ${short.how}.`;
  const next = withUnit(s, u.id, { charge: null });
  return outcome(next, [resolution('Charge', text, { actor: u.name, target: target.name, rolls: { dice: [die] } })], [event(reached ? 'charge-contact' : 'charge-short', recorded, u.id)]);
}

/**
 * A charge at a unit in base contact already (`--distance 0`): the text has a charge succeed
 * when the unit "is able to make base contact" (4.2), so it succeeds with no move and no die.
 * House rule contactChargeVoid: a charge is a movement (3.3.3), so with nothing to move it is
 * void and the unit stands where it is.
 */
function contactCharge(s: OrdersState, u: UnitState, target: UnitState): Result<ActionOutcome<OrdersState>, string> {
  const head = `${u.name} ${verb(u.name, 'is')} in base contact with ${target.name} already`;
  const next = withUnit(s, u.id, { charge: null });
  if (s.houseRules.contactChargeVoid) {
    const text = `${head}: with no move to make, the charge is void and ${itWord(u.name)} ${verb(u.name, 'stands')} where ${itWord(u.name)} ${verb(u.name, 'is')} (3.3.3, house rule contactChargeVoid). No die is rolled.`;
    return outcome(next, [resolution('Charge', text, { actor: u.name, target: target.name })], [event('charge-cancelled', text, u.id)]);
  }
  const text = `${head}: the charge succeeds with no move, and no die is rolled (4.2). Close combat (section 6) is an empty heading: record its outcome with corrections.`;
  return outcome(next, [resolution('Charge', text, { actor: u.name, target: target.name })], [event('charge-contact', text, u.id)]);
}

/**
 * `done` without a commander: the one giving orders now (the header's "ordering"). Never a
 * commander who has given none: a second `done` (a double Enter, history) must not end a
 * commander's phase unasked; the refusal names the commands to type.
 */
function impliedCommander(s: OrdersState): Result<string, string> {
  const own = s.regiments.filter((r) => r.side === s.side && r.commander !== null && r.commander.status !== 'done');
  const active = own.find((r) => r.commander?.status === 'active');
  if (active) return ok(active.id);
  if (own.length === 0) return err(`${everyCommanderOf(s.sides[s.side])} is already done (next goes on)`);
  const only = own.length === 1 ? own[0] : undefined;
  if (only) return err(`no commander is giving orders yet: to end ${possessive(only.commander?.name ?? only.name)} orders, type done ${only.id}`);
  const named = own.map((r) => `done ${r.id} (${r.commander?.name})`);
  return err(`no commander is giving orders yet: say which one is done, ${eitherOf(named, 'or')}`);
}

export function done(s: OrdersState, named: string | undefined): Result<ActionOutcome<OrdersState>, string> {
  if (s.step !== 'orders') return err('done ends a commander\'s orders, in the Orders phase');
  const implied = named === undefined ? impliedCommander(s) : ok(named);
  if (!implied.ok) return implied;
  const commander = implied.value;
  const r = regimentById(s, commander);
  if (r.side !== s.side) return err(`it is ${ordersPhaseOf(s.sides[s.side])}`);
  if (!r.commander) return err(`${r.name} has no commander`);
  const c = r.commander;
  // Says what goes on instead: next, once every commander is done.
  if (c.status === 'done') return err(`${c.name} ${verb(commanderNamed(s, c.name), 'is')} already done for this phase (3.1.3)${s.step === 'orders' && allDone(s) ? ': next goes on' : ''}`);
  const next = withCommander(s, r.id, { status: 'done' });
  // A promoted unit commands too (2.9.1): no "his", and the verb agrees with its name.
  const gives = `${c.name} ${verb(commanderNamed(s, c.name), 'gives')} no more orders this phase`;
  // The journal's event keeps the words older journals recorded; the result names who stands ready.
  const text = `${gives}; the units of ${r.name} without orders stand ready (3.1.3).`;
  const shown = `${gives} (3.1.3)${leftWithoutOrders(s, r.id)}.`;
  const all = allDone(next) ? [resolution('Orders', phaseOverText(next))] : [];
  return outcome(next, [resolution('Orders', shown), ...all], [event('commander-done', text)]);
}

/** "Blue Pikes stand", "Colonel Morse and Captain Reed give": names as a list, the verb agreeing. */
const namesDo = (names: readonly Named[], singular: string): string =>
  `${listWords(names.map((n) => (typeof n === 'string' ? n : n.name)))} ${names.length === 1 ? verb(names[0] ?? '', singular) : pluralVerb(singular)}`;


/** A new player turn: the side's units lose last phase's orders, its commanders wait to be chosen. */
function beginOrders(s: OrdersState, side: 0 | 1, turn: number): OrdersState {
  const newTurn = turn !== s.turn;
  return {
    ...s,
    turn,
    side,
    step: 'orders',
    units: s.units.map((u) => ({
      ...u,
      ...(u.side === side ? { phase: null, supports: null, aboutFaced: false } : {}),
      // 3.3.4: a guard that blundered acts again from the next turn.
      ...(newTurn ? { stunned: false } : {}),
    })),
    // A commander with no unit left to order is done from the start (3.1.3 step 6).
    regiments: s.regiments.map((r, i) =>
      r.side !== side ? r : r.commander ? { ...r, fallenDone: false, commander: { ...r.commander, status: s.units.some((u) => u.regiment === i && onTable(u)) ? ('waiting' as const) : ('done' as const) } } : { ...r, fallenDone: false },
    ),
  };
}

export function next(s: OrdersState): Result<ActionOutcome<OrdersState>, string> {
  if (s.outcome) return err('the battle is over');
  const charges = pendingCharges(s);
  if (charges.length > 0) {
    return err(`charges still to move: ${listWords(charges.map((u) => `${u.name} (charge-move ${u.id} --distance N)`))}, with --distance 0 for units in base contact already (4.2); or cancel-charge one the game master rules out`);
  }
  if (s.step === 'orders') {
    const waiting = s.regiments.filter((r) => r.side === s.side && r.commander && r.commander.status !== 'done');
    let state: OrdersState = { ...s, step: 'beyond' };
    for (const r of waiting) state = withCommander(state, r.id, { status: 'done' });
    const own = s.units.filter((u) => u.side === s.side);
    const said = (idle: readonly UnitState[]): string =>
      [
        `${capitalFirst(ordersPhaseOf(s.sides[s.side]))} ends.`,
        ...(waiting.length > 0 ? [`${namesDo(waiting.map((r) => commanderNamed(s, r.commander?.name ?? r.name)), 'gives')} no more orders.`] : []),
        ...(idle.length > 0 ? [`Without orders, ${namesDo(idle.map((u) => u.name), 'stands')} ready (3.1.3).`] : []),
        // `help` lists the corrections as a group of their own; each has its own `help <command>`.
        `${capitalFirst(REST_OF_TURN)}; ${EMPTY_SECTIONS}: record what happens with corrections such as lose, disorder, rout and kill (help lists them all).`,
      ].join(' ');
    // 3.1.3: a unit whose Command Roll failed (or accepted none) got no order, so it stands ready too.
    // The event keeps its earlier words (only units never ordered), so that older journals still replay.
    const recorded = said(own.filter((u) => onTable(u) && u.phase === null));
    // Printed only: a regiment still owing its Morale Checks or promotion is named with the lines to type (2.9.1).
    return outcome(state, [resolution('Next', `${said(own.filter(standsReady))}${leaderlessText(state)}`)], [event('phase-end', recorded)]);
  }
  const side: 0 | 1 = s.side === 0 ? 1 : 0;
  const turn = side === 0 ? s.turn + 1 : s.turn;
  const state = beginOrders(s, side, turn);
  const text = `${side === 0 ? `Turn ${turn}. ` : ''}${capitalFirst(ordersPhaseOf(s.sides[side]))} begins: choose a commander (3.1.3).`;
  // Printed only: the recorded event keeps its words, so older journals replay.
  return outcome(state, [resolution('Next', `${text}${leaderlessText(state)}`)], [event('phase-begin', text)]);
}
