/** `odds` and `mods` of a Command Roll and of a charge's move, changing nothing. */
import { counted, its, listWords, verb } from '../../../engine/english.js';
import { err, ok, type Result } from '../../../engine/result.js';
import { sentence } from '../../../present/build.js';
import type { Block } from '../../../present/model.js';
import type { Distribution, Preview } from '../../../present/ruleset.js';
import type { OrderAction, OrdersAction } from '../actions.js';
import { chargeCertainty, chargeDistanceRefusal, chargeOdds, commandOdds, type FailureWords, guardOdds, rallyOdds, regimentPenalty } from '../command-roll.js';
import { moraleCheckOdds, moraleCheckRefusal } from '../morale-check.js';
import { guardReactRefusal, guardsToRoll } from '../charges.js';
import { ordersRefusal } from '../orders.js';
import { acceptedWords, byDisorder, failureWords } from '../command-words.js';
import { chargeMoveRefusal } from '../turn.js';
import { commanderNamed, type OrdersState, regimentById, unitById } from '../state.js';

const NO_LEVELS = { actorLevels: 0, targetLevels: 0 };

/** What `odds` and `mods` take: the commands that roll. */
export const ODDS_FOR = 'odds and mods are for order, regiment, guard, support, rally, charge-move, guard-react and a rolled morale-check';

/** The roll of a Command Roll's preview (3.1.3 step 5), by which `odds` knows it. */
export const COMMAND_ROLL = '2d6';

/**
 * A preview whose head is a sentence, not the "vs" of an opposed roll: "Colonel Morse orders
 * Blue Pikes" (a commander orders his own units, 3.1.3), "Red Pikes charge Blue Halberds" (4.2).
 * The verb agrees with the actor (a promoted "Red Pikes" order, 2.9.1) and travels with the
 * preview, so a copy keeps it.
 */
export interface HeadedPreview extends Preview {
  readonly headVerb: string;
}

const isHeaded = (p: Preview): p is HeadedPreview => 'headVerb' in p && typeof p.headVerb === 'string';

/** The head of `odds` and `mods` for a Command Roll or a charge's move. */
export function previewHead(p: Preview): Block | undefined {
  if (!isHeaded(p) || p.actor === undefined || p.target === undefined) return undefined;
  return sentence(`${p.actor} ${p.headVerb} ${p.target}`);
}

/** 3.3.8: after the Command Roll, each Disordered unit's rally roll against the full rating, and the chance all told. */
function rallyDistributions(s: OrdersState, a: OrderAction, against: number, rating: number): Distribution[] {
  const at = a.orders.indexOf('rally');
  const { disordered } = byDisorder(s, a);
  if (at < 0 || disordered.length === 0) return [];
  const odds = rallyOdds(against, rating, a.orders.length, at, s.houseRules, at < a.orders.length - 1);
  const one = a.units.length === 1 ? (disordered[0] ?? '') : null;
  const each = 'each Disordered unit';
  const allTold = odds.allTold.map((o) => ({ ...o, label: verb(one ?? 'unit', o.label) }));
  if (s.houseRules.rallyOneRoll) return [{ title: `All told, ${one ?? each} (house rule rallyOneRoll: the Command Roll is the rally roll)`, outcomes: allTold }];
  const who = one === null ? `${each} takes its` : `${one} ${verb(one, 'takes')} the`;
  return [
    { title: `Then, if the rally is accepted, ${who} rally roll: 2d6 against rating ${rating} (3.3.8)`, outcomes: odds.roll },
    // The labels are verbs whose subject is the title's unit: "Blue Muskets rally".
    { title: `All told, ${one ?? each}`, outcomes: allTold },
  ];
}

/**
 * 3.3.4: the guards the declaration sets off, as the roll meets them: each meets the first
 * charging unit it sees, and its token is then spent. A regiment-wide charge names that unit.
 */
function guardDistributions(s: OrdersState, a: OrderAction): Distribution[] {
  return guardsToRoll(s, a).map(({ guard, charger }, i) => ({
    title: `${i === 0 ? 'First' : 'Then'}, ${guard.name} ${verb(guard.name, 'guards')} ${unitById(s, a.target ?? '').name}${a.units.length > 1 ? ` against ${charger.name}` : ''}`,
    outcomes: guardOdds(),
  }));
}

/** `odds guard-react <unit>`: the guard's d6 against a waiting charge (3.3.4). */
function guardReactPreview(s: OrdersState, unit: string): Result<Preview, string> {
  const found = guardReactRefusal(s, unit);
  if (!found.ok) return found;
  const guard = found.value;
  const u = unitById(s, unit);
  return ok({
    actor: guard.name,
    target: u.name,
    modifiers: { actor: [], target: [] },
    actorModifier: 0,
    targetModifier: 0,
    roll: 'd6',
    note: `${guard.name} ${verb(guard.name, 'guards')} ${unitById(s, u.charge?.target ?? '').name}: a d6, 1 blunders, else the charge turns on the guard (3.3.4)`,
    odds: { outcomes: guardOdds(), expected: NO_LEVELS },
  });
}

/** 3.2 is for "multiple" units: one unit ordered regiment-wide pays the penalty for nothing, so say the plain line. */
const loneRegimentNote = (a: OrderAction, rating: number): string =>
  a.regimentWide && a.units.length === 1 ? `; one unit ordered regiment-wide still pays the penalty (3.2): the same orders with order ${a.commander} ${a.units[0] ?? ''} roll against the full rating, ${rating}` : '';

/** 3.1.3 step 5: the best roll, 2, accepts rating - 2 orders; declaring more is said before the roll, not found out after it. */
function mostNote(orders: number, against: number): string {
  const most = Math.max(0, against - 2);
  if (orders <= most) return '';
  return most === 0 ? `; no roll can accept an order against ${against} (3.1.3)` : `; at most ${most} can be accepted, on a roll of 2 (3.1.3)`;
}

export function ordersPreview(s: OrdersState, action: unknown): Result<Preview, string> {
  const a = action as OrdersAction;
  if (a.kind === 'guard-react') return guardReactPreview(s, a.unit);
  if (a.kind === 'charge-move') {
    const u = unitById(s, a.unit);
    if (!u.charge) return err(`${u.name} ${verb(u.name, 'has')} no charge to move`);
    const refused = chargeMoveRefusal(s, u) ?? chargeDistanceRefusal(a.distance);
    if (refused) return err(refused);
    // At 0 the units touch already: no die, so no odds, only what happens (4.2, house rule contactChargeVoid).
    const touching = `${u.name} ${verb(u.name, 'is')} in base contact with ${unitById(s, u.charge.target).name} already`;
    const contact = s.houseRules.contactChargeVoid ? `${touching}: the charge is void (3.3.3, house rule contactChargeVoid)` : `${touching}: the charge succeeds with no move (4.2)`;
    if (a.distance === 0) return ok({ actor: u.name, target: unitById(s, u.charge.target).name, modifiers: { actor: [], target: [] }, actorModifier: 0, targetModifier: 0, note: contact });
    const headed: HeadedPreview = {
      actor: u.name,
      headVerb: verb(u.name, 'charges'),
      target: unitById(s, u.charge.target).name,
      modifiers: { actor: [], target: [] },
      actorModifier: 0,
      targetModifier: 0,
      roll: 'd6 + 2 inches',
      note: `d6+2 inches against ${a.distance}${chargeCertainty(a.distance)} (4.2)`,
      odds: { outcomes: chargeOdds(a.distance), expected: NO_LEVELS },
    };
    return ok(headed);
  }
  if (a.kind === 'morale-check') {
    const refused = moraleCheckRefusal(s, a);
    if (refused) return err(refused);
    const atMost = s.houseRules.moraleCheckAtMost;
    if (a.passed !== null || atMost === null) return err('odds are for a rolled Morale Check: morale-check <unit> roll (house rule moraleCheckAtMost)');
    return ok({
      actor: unitById(s, a.unit).name,
      modifiers: { actor: [], target: [] },
      actorModifier: 0,
      targetModifier: 0,
      roll: 'd6',
      note: `Morale Check by house rule, not the text (2.9.1): a d6 of ${atMost} or less passes`,
      odds: { outcomes: moraleCheckOdds(atMost, unitById(s, a.unit).name), expected: NO_LEVELS },
    });
  }
  if (a.kind !== 'order') return err(ODDS_FOR);
  // Odds of orders the roll would refuse whenever given would be odds of nothing: refused alike.
  const refused = ordersRefusal(s, a);
  if (refused) return err(refused);
  const r = regimentById(s, a.commander);
  if (!r.commander) return err(`${r.name} has no commander`);
  const penalty = a.regimentWide ? regimentPenalty(a.units.length, r.commander.rating, s.houseRules) : 0;
  const against = r.commander.rating - penalty;
  const units = a.units.map((id) => unitById(s, id).name);
  const distributions: Distribution[] = [
    ...guardDistributions(s, a),
    ...rallyDistributions(s, a, against, r.commander.rating),
  ];
  const preview: HeadedPreview = {
    actor: r.commander.name,
    headVerb: verb(commanderNamed(s, r.commander.name), 'orders'),
    // Regiment-wide whether or not it costs a penalty (3.2): the head says so, and names the units
    // ("all" leaves some out, 3.2 step 2), so the players see who is involved before the roll.
    target: `${units.length === 1 ? units[0] : `${units.length} units (${listWords(units)})`}${a.regimentWide ? ', regiment-wide' : ''}`,
    modifiers: { actor: penalty > 0 ? [{ label: 'regiment-wide', value: -penalty, reason: `3.2: ${counted(a.units.length, 'unit', 'units')}, rating ${r.commander.rating}` }] : [], target: [] },
    actorModifier: -penalty,
    targetModifier: 0,
    roll: COMMAND_ROLL,
    note: `2d6 against rating ${against}${penalty > 0 ? ` (${r.commander.rating} - ${penalty})` : ''}, ${a.orders.length} order${a.orders.length === 1 ? '' : 's'}: ${a.orders.join(', ')}${mostNote(a.orders.length, against)}${loneRegimentNote(a, r.commander.rating)}`,
    odds: { outcomes: commandOdds(against, a.orders.length, s.houseRules, failureWords(s, a), acceptedWords(s, a)), expected: NO_LEVELS },
    ...(distributions.length > 0 ? { distributions } : {}),
  };
  return ok(preview);
}
