/**
 * Issuing orders (3.1.3) and regiment-wide orders (3.2): checks who may give and receive
 * them (3.1.1, 3.1.2, 3.3), the guard and support reactions a declared charge sets off
 * (3.3.4, 3.3.5), the Command Roll, and what each accepted order does (3.3).
 */
import type { DiceSource, RollContext } from '../../dice/dice.js';
import { counted, isPlural, its, itWord, listWords, pluralVerb, possessive, them, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { ActionOutcome, Resolution } from '../../engine/ruleset.js';
import type { OrderAction } from './actions.js';
import { allAccepted, commandOutcome, rallyPassed, regimentPenalty } from './command-roll.js';
import { type ChargeTarget, declareCharges } from './charges.js';
import { commandReading, rallyReading } from './command-words.js';
import { goesOnAfterFailure, orderableUnits } from './eligible.js';

export { eligibleUnits, goesOnAfterFailure, orderableUnits } from './eligible.js';
import { event, type OrdersEvent, outcome, resolution } from './outcome.js';
import { allDone, phaseOverText, goneWhy, type CommanderState, commanderNamed, moraleLines, onTable, type OrdersState, type PhaseOrders, regimentById, unitById, type UnitState, withCommander, withUnit } from './state.js';
import { EMPTY_SECTIONS, REST_OF_TURN } from './sections.js';
import type { OrderKind, OrdersHouseRules } from './types.js';
import { ordersPhaseOf } from './side-words.js';

/** "itself" or "themselves", for a unit's name. */
const itself = (name: string): string => (isPlural(name) ? 'themselves' : 'itself');

const ONCE: readonly OrderKind[] = ['charge', 'guard', 'support', 'rally'];

/** Orders that move the unit, so contradict Stand Ready's and Guard's "does not move" (3.3.1, 3.3.4), with the section saying so. */
const MOVING: ReadonlyMap<OrderKind, string> = new Map<OrderKind, string>([
  ['march', '3.3.2'],
  ['charge', '3.3.3'],
  ['support', 'its charge, 3.3.5'],
  ['about-face', 'counted as a move, 3.3.7'],
]);

/** Orders that keep the unit where it is, so go with no order in MOVING, in any order of issue. */
const STILL: ReadonlyMap<OrderKind, string> = new Map<OrderKind, string>([
  ['stand-ready', 'keeps the unit where it is (3.3.1)'],
  ['guard', 'keeps the unit in its position (3.3.4)'],
]);

type StillRules = Pick<OrdersHouseRules, 'guardMayMove' | 'aboutFaceInPlace'>;

/** The first still order declared with a moving one, and that moving one, or null. */
function clashOf(orders: readonly OrderKind[], rules: StillRules): { still: OrderKind; moving: OrderKind } | null {
  const still = orders.find((o) => STILL.has(o) && !(rules.guardMayMove && o === 'guard'));
  const moving = still === undefined ? undefined : orders.find((o) => MOVING.has(o) && !(rules.aboutFaceInPlace && o === 'about-face'));
  return still === undefined || moving === undefined ? null : { still, moving };
}

/**
 * Why a still order and a moving one are declared together, or null. The house rules free
 * Guard (guardMayMove) and count About Face, a turn in place, as no move (aboutFaceInPlace);
 * a switch is named only if turning it on would let these orders go together.
 */
function stillAndMoving(orders: readonly OrderKind[], rules: StillRules): string | null {
  const clash = clashOf(orders, rules);
  if (clash === null) return null;
  const { still, moving } = clash;
  const switches = (['guardMayMove', 'aboutFaceInPlace'] as const).filter((k) => !rules[k] && clashOf(orders, { ...rules, [k]: true }) === null);
  const other = switches.length === 0 ? '' : ` (the house rule ${switches.join(' or ')} allows ${orders.length === 2 ? 'both' : 'these orders together'})`;
  return `${still} ${STILL.get(still)}, so it cannot go with ${moving} (${MOVING.get(moving)}): give one or the other${other}`;
}

const listOrders = (orders: readonly OrderKind[]): string => (orders.length === 0 ? 'nothing' : orders.join(', '));

/** Why this unit cannot take orders in this phase, or null: checks `odds` leaves out, since odds may be asked ahead of the phase (3.1.3, 3.3.4). */
function phaseRefusal(u: UnitState): string | null {
  if (u.phase !== null) return `${u.name} already received ${u.phase.failed ? 'orders that failed' : `${its(u.name)} orders`} this phase (3.1.3 step 2)`;
  if (u.stunned) return `${u.name} blundered as a guard and cannot act until the next turn (3.3.4)`;
  return null;
}

/** Why these orders cannot be declared for this unit, whatever the phase, or null (3.1.2, 3.3). */
function refusal(s: OrdersState, u: UnitState, a: OrderAction): string | null {
  if (!onTable(u)) return goneWhy(s, u);
  const regiment = regimentById(s, a.commander);
  if (u.regiment !== s.regiments.indexOf(regiment)) {
    const who = regiment.commander ? `${regiment.commander.name} ${verb(commanderNamed(s, regiment.commander.name), 'orders')}` : `${regiment.name} takes orders for`;
    return `${u.name} ${verb(u.name, 'is')} not in ${regiment.name}: ${who} only that regiment (3.1.2)`;
  }
  // 3.1.2 lets a Disordered unit receive Rally only; 3.3.8 lets it receive others once it has rallied, so after it.
  if (u.disordered && a.orders[0] !== 'rally') {
    // Says what to type instead: the same orders with Rally first, or (regiment-wide) the unit left out.
    const rallyFirst = ['rally', ...a.orders.filter((o) => o !== 'rally')].join(',');
    const alone = `order ${a.commander} ${u.id} ${rallyFirst}`;
    const instead = a.regimentWide ? `: leave ${u.name} out (3.2 step 2) and give ${them(u.name)} Rally first alone (${alone})` : `: put Rally first (${alone})`;
    return `${u.name} ${verb(u.name, 'is')} Disordered: ${itWord(u.name)} may receive Rally, and other orders only after it (3.1.2, 3.3.8)${instead}`;
  }
  // 3.3.8: Rally's one effect is to end Disorder; refused before the roll, whose failure would end the commander for nothing.
  if (!u.disordered && a.orders.includes('rally')) return `${u.name} ${verb(u.name, 'is')} not Disordered: Rally is for a Disordered unit (3.1.2, 3.3.8)${a.units.length > 1 ? '; a regiment-wide order names only units that can take it (3.2 step 2): leave out those not Disordered' : ''}`;
  if (a.orders.includes('guard') && a.guard !== undefined) {
    const ward = unitById(s, a.guard);
    if (ward.id === u.id) return `${u.name} cannot guard ${itself(u.name)} (3.3.4)`;
    if (ward.regiment !== u.regiment) return `${ward.name} ${verb(ward.name, 'is')} not in the same regiment as ${u.name} (3.3.4)`;
  }
  if (a.orders.includes('support') && a.support !== undefined) {
    const sup = unitById(s, a.support);
    if (sup.id === u.id) return `${u.name} cannot support ${itself(u.name)} (3.3.5)`;
    if (sup.regiment !== u.regiment) return `${sup.name} ${verb(sup.name, 'is')} not in the same regiment as ${u.name} (3.3.5)`;
  }
  if (a.orders.includes('change-formation') && a.width !== undefined && a.width > u.stands) return `${u.name} ${verb(u.name, 'has')} ${u.stands} stands: a front of ${a.width} is no valid formation (2.4)`;
  return null;
}

/**
 * Checks of the orders themselves, whoever receives them and whenever: `odds` makes them too,
 * and leaves out those of the phase, since odds may be asked ahead of it.
 */
export function ordersRefusal(s: OrdersState, a: OrderAction): string | null {
  if (a.orders.length === 0) return 'give at least one order';
  const clash = stillAndMoving(a.orders, s.houseRules);
  if (clash) return clash;
  for (const o of ONCE) if (a.orders.filter((x) => x === o).length > 1) return `${o} may be given only once to a unit${o === 'charge' ? ' (3.3.3)' : ''}`;
  if (a.orders.includes('charge')) {
    if (a.target === undefined) return 'a charge needs a target: --target <enemy unit> (3.3.3)';
    const t = unitById(s, a.target);
    if (!onTable(t)) return goneWhy(s, t);
    if (t.side === regimentById(s, a.commander).side) return `${t.name} ${verb(t.name, 'is')} not an enemy unit: a charge's target is an enemy (3.3.3, 4.2)`;
    // 3.2 step 2: every unit of a regiment-wide order must be able to take it, so leave out the one that cannot.
    const several = a.units.length > 1 ? '; a regiment-wide order names only units that can take it (3.2 step 2): leave out those that cannot' : '';
    if (a.outOfArc) return `the target must be in the charging unit's front arc (4.2)${several}`;
    if (a.noSight) return `the target must be in the charging unit's line of sight (4.2)${several}`;
    const unseen = a.guardUnseenBy ?? [];
    if (unseen.length > 0 && a.guardUnseen) return '--guard-unseen already says the guard sees no charging unit: leave out --guard-unseen-by';
    const stranger = unseen.find((id) => !a.units.includes(id));
    if (stranger !== undefined) return `--guard-unseen-by names charging units, and ${unitById(s, stranger).name} ${verb(unitById(s, stranger).name, 'is')} not one of them (3.3.4)`;
    const blind = guardBlindRefusal(s, a, a.target);
    if (blind) return blind;
  } else if (a.target !== undefined) return '--target is for a charge';
  else if (a.guardUnseen || (a.guardUnseenBy ?? []).length > 0 || a.guardBlind !== undefined) return `${a.guardUnseen ? '--guard-unseen' : a.guardBlind !== undefined ? '--guard-blind' : '--guard-unseen-by'} is for a charge`;
  if (a.orders.includes('guard')) {
    if (a.guard === undefined) return 'guard names the unit to guard: --guard <unit> (3.3.4)';
    if (a.tooFar) return `the guarded unit must be within 4 inches (3.3.4)${a.units.length > 1 ? '; a regiment-wide order names only units that can take it (3.2 step 2): leave out those too far' : ''}`;
  } else if (a.guard !== undefined) return '--guard is for a guard order';
  if (a.orders.includes('support')) {
    if (a.support === undefined) return 'support names the unit to support: --support <unit> (3.3.5)';
  } else if (a.support !== undefined) return '--support is for a support order';
  if (a.width !== undefined && !a.orders.includes('change-formation')) return '--width is for a change-formation order';
  if (a.units.length === 0) return `no unit of ${regimentById(s, a.commander).name} can take ${listOrders(a.orders)} now`;
  if (new Set(a.units).size !== a.units.length) return 'a unit is named twice';
  // The units' own checks that hold whatever the phase: odds of orders a unit cannot take are odds of nothing.
  for (const id of a.units) {
    const why = refusal(s, unitById(s, id), a);
    if (why) return why;
  }
  return null;
}

/** Why `--guard-blind` is refused: it names guards of the target and, for each, charging units (3.3.4 step 5). */
function guardBlindRefusal(s: OrdersState, a: OrderAction, target: string): string | null {
  if (a.guardBlind === undefined) return null;
  if (a.guardUnseen) return '--guard-unseen already says no guard sees a charging unit: leave out --guard-blind';
  const t = unitById(s, target);
  for (const b of a.guardBlind) {
    const g = unitById(s, b.guard);
    if (!onTable(g) || g.guardToken !== target) return `--guard-blind names the guards of ${t.name}, and ${g.name} ${verb(g.name, 'holds')} no guard token for ${them(t.name)} (3.3.4)`;
    const stranger = (b.chargers ?? []).find((id) => !a.units.includes(id));
    if (stranger !== undefined) return `--guard-blind names, for ${g.name}, charging units, and ${unitById(s, stranger).name} ${verb(unitById(s, stranger).name, 'is')} not one of them (3.3.4)`;
  }
  return null;
}


/** An accepted march's words (4.1); several are said once, with how many. */
const MARCH = 'may march up to 6 inches (4.1)';

/** An accepted order and its words, finite ("Blue Horse charges …") and plain ("… may march and charge …"). */
interface Said {
  readonly order: OrderKind;
  readonly finite: string;
  readonly plain: string;
}

/**
 * What a unit does under its accepted orders, as one sentence: "Blue Halberds charge Red Pikes
 * (…)". Each march is one more full advance (4.1), so several are said once, with how many.
 * After the march's "may", the later verbs take the plain form: "may march … and charge …".
 */
function ordersSentence(name: string, recorded: readonly Said[], shown = false): string | null {
  const parts = shown ? aboutFacesOnce(recorded) : recorded;
  const marches = parts.filter((p) => p.order === 'march').length;
  const many = marches === 2 ? 'twice' : `${marches} times`;
  const firstMarch = parts.findIndex((p) => p.order === 'march');
  const told = parts.flatMap((p, i) => {
    if (p.order !== 'march') return [firstMarch !== -1 && i > firstMarch ? p.plain : p.finite];
    if (i !== firstMarch) return [];
    return [marches > 1 ? `may march ${many}, up to 6 inches each (4.1)` : MARCH];
  });
  return told.length === 0 ? null : `${name} ${listWords(told)}.`;
}

/** Several about-faces said once, "about-faces twice, up to 180 degrees each (…)", not the same words again (3.3.7). */
function aboutFacesOnce(parts: readonly Said[]): readonly Said[] {
  const turns = parts.filter((p) => p.order === 'about-face').length;
  if (turns < 2) return parts;
  const first = parts.findIndex((p) => p.order === 'about-face');
  const times = ` ${turns === 2 ? 'twice' : `${turns} times`}, up to 180 degrees each${AS_MOVED}`;
  return parts.flatMap((p, i) => (p.order !== 'about-face' ? [p] : i === first ? [{ ...p, finite: p.finite.replace(AS_MOVED, times), plain: p.plain.replace(AS_MOVED, times) }] : []));
}

const AS_MOVED = ' (counts as having moved, for shooting)';

/**
 * What an accepted order does to the unit (3.3), and its words: the rest of a sentence that
 * starts with the unit's name, the verb agreeing with it; null when another sentence tells it.
 */
function applyOrder(s: OrdersState, u: UnitState, o: OrderKind, a: OrderAction, target: ChargeTarget | undefined): { state: OrdersState; said: Said | null } {
  // `singular` is the verb as "Blue Horse …" takes it; the plain form follows a "may".
  const does = (singular: string, rest: string): Said => ({ order: o, finite: `${verb(u.name, singular)}${rest}`, plain: `${pluralVerb(singular)}${rest}` });
  switch (o) {
    case 'stand-ready':
      return { state: s, said: does('stands', ' ready') };
    case 'march':
      return { state: s, said: { order: o, finite: MARCH, plain: MARCH } };
    case 'charge': {
      const t = target ?? { target: a.target ?? '', redirected: false };
      return { state: withUnit(s, u.id, { charge: { target: t.target, redirected: t.redirected, support: false } }), said: does('charges', ` ${unitById(s, t.target).name} (charge-move ${u.id} --distance N)`) };
    }
    case 'guard': {
      // 3.3.4: one token at a time; a new one replaces the old, and the sentence says so.
      const old = u.guardToken !== null && u.guardToken !== a.guard ? ` (it replaces ${its(u.name)} token on ${unitById(s, u.guardToken).name}, 3.3.4)` : '';
      return { state: withUnit(s, u.id, { guardToken: a.guard ?? null }), said: does('guards', ` ${unitById(s, a.guard ?? '').name} with a guard token${old}`) };
    }
    case 'support':
      return { state: withUnit(s, u.id, { supports: a.support ?? null }), said: does('supports', ` ${unitById(s, a.support ?? '').name}`) };
    case 'change-formation':
      return a.width === undefined
        ? { state: s, said: does('changes', ' formation (any valid formation, 2.4)') }
        : { state: withUnit(s, u.id, { width: a.width }), said: does('forms', ` ${counted(a.width, 'stand')} across (${counted(Math.ceil(u.stands / a.width), 'rank')})`) };
    case 'about-face':
      return { state: withUnit(s, u.id, { aboutFaced: true }), said: does('about-faces', AS_MOVED) };
    case 'rally':
      // The rally roll's own sentence tells it.
      return { state: s, said: null };
  }
}

type Rallied = { state: OrdersState; result: Resolution; event: OrdersEvent };

/** 3.3.8: the rallying unit takes a Command Roll of its own; failed, the orders after the rally (`later`) are discarded. */
function rallyRoll(s: OrdersState, u: UnitState, rating: number, later: readonly OrderKind[], dice: DiceSource, reading?: RollContext): Rallied {
  const r1 = dice.roll(6, `${possessive(u.name)} rally roll`, reading, { pool: { die: 1, of: 2 } });
  const r2 = dice.roll(6, `${possessive(u.name)} rally roll`, reading, { pool: { die: 2, of: 2 } });
  const passed = rallyPassed(r1 + r2, rating, s.houseRules);
  const verdict = passed ? 'passed: Disordered → OK' : `failed, still Disordered${later.length > 0 ? `; ${listOrders(later)} discarded (3.3.8)` : ''}`;
  const text = `${possessive(u.name)} rally roll: 2d6 ${r1}+${r2} = ${r1 + r2} against rating ${rating}: ${verdict}.`;
  return {
    state: passed ? withUnit(s, u.id, { disordered: false }) : s,
    result: resolution('Rally', text, { actor: u.name, rolls: { dice: [r1, r2] } }, passed ? [{ unit: u.name, from: 'Disordered', to: 'OK' }] : []),
    event: event(passed ? 'rallied' : 'rally-failed', text, u.id),
  };
}

/** 3.3.8 by house rule rallyOneRoll: the Command Roll that accepted the rally was its roll. */
function oneRollRally(s: OrdersState, u: UnitState): Rallied {
  const text = `${u.name} ${verb(u.name, 'rallies')}: the Command Roll accepted the order, and is its rally roll (house rule rallyOneRoll): Disordered → OK.`;
  return { state: withUnit(s, u.id, { disordered: false }), result: resolution('Rally', text, { actor: u.name }, [{ unit: u.name, from: 'Disordered', to: 'OK' }]), event: event('rallied', text, u.id) };
}

/** 3.3.8: only a Disordered unit rallies (a Rally to any other is refused before the roll). */
function rally(s: OrdersState, u: UnitState, rating: number, later: readonly OrderKind[], dice: DiceSource, reading?: RollContext): Rallied | null {
  if (!u.disordered) return null;
  return s.houseRules.rallyOneRoll ? oneRollRally(s, u) : rallyRoll(s, u, rating, later, dice, reading);
}


/**
 * "; 1 unit of Mill Regiment is left without orders and stands ready (Red Pikes)": the units a
 * commander leaves unordered when he is done (3.1.3), said so that none is left unseen; '' for none.
 */
export function leftWithoutOrders(s: OrdersState, regimentId: string): string {
  const left = orderableUnits(s, regimentId).map((x) => x.name);
  if (left.length === 0) return '';
  return `; ${counted(left.length, 'unit')} of ${regimentById(s, regimentId).name} ${left.length === 1 ? 'is' : 'are'} left without orders and ${left.length === 1 ? 'stands' : 'stand'} ready (${listWords(left)})`;
}

function checkOrderLine(start: OrdersState, a: OrderAction): Result<CommanderState, string> {
  if (start.outcome) return err('the battle is over');
  if (start.step !== 'orders') return err(`orders are given in the Orders phase: ${REST_OF_TURN}, and ${EMPTY_SECTIONS} (next goes on)`);
  const regiment = regimentById(start, a.commander);
  if (regiment.side !== start.side) return err(`it is ${ordersPhaseOf(start.sides[start.side])}: ${regiment.commander ? `${regiment.commander.name} ${verb(commanderNamed(start, regiment.commander.name), 'is')}` : `${regiment.name} is`} on the other side`);
  const commander = regiment.commander;
  if (!commander) return err(`${regiment.name} has lost its commander: ${regiment.moraleDue.length > 0 ? `take the Morale Checks (${moraleLines(start, regiment.moraleDue)}), then promote a unit (promote <unit> --rating N)` : 'promote a unit first (promote <unit> --rating N)'} (2.9.1)`);
  if (commander.status === 'done') return err(`${commander.name} ${verb(commanderNamed(start, commander.name), 'is')} done for this phase (3.1.3)`);
  const bad = ordersRefusal(start, a);
  if (bad) return err(bad);
  for (const id of a.units) {
    const why = phaseRefusal(unitById(start, id));
    if (why) return err(why);
  }
  return ok(commander);
}

/**
 * House rule orderMarkersAreTokens: the markers that show a unit's declared orders (3.1.3
 * step 4) are tokens, and a unit holds one token at a time (3.3.4), so a guard given new
 * orders loses its guard token when they are declared, before the roll.
 */
function markersReplaceGuards(s: OrdersState, units: readonly string[]): { state: OrdersState; results: Resolution[]; events: OrdersEvent[] } {
  const results: Resolution[] = [];
  const events: OrdersEvent[] = [];
  if (!s.houseRules.orderMarkersAreTokens) return { state: s, results, events };
  let next = s;
  for (const id of units) {
    const u = unitById(next, id);
    if (u.guardToken === null) continue;
    const text = `${possessive(u.name)} guard token on ${unitById(next, u.guardToken).name} is replaced by the marker of ${its(u.name)} new orders (one token at a time, 3.1.3 step 4 and 3.3.4; house rule orderMarkersAreTokens).`;
    next = withUnit(next, id, { guardToken: null });
    results.push(resolution('Orders', text, { actor: u.name }));
    events.push(event('guard-token-replaced', text, id));
  }
  return { state: next, results, events };
}

/**
 * 3.3.5 is silent on a support accepted after its unit declared a charge still waiting to move.
 * By default the supporter answers declarations made after its order, so it does not join, and
 * the result says so (printed only); the house rule supportJoinsWaiting has it join.
 */
function supportOfWaitingCharge(s: OrdersState, id: string): { state: OrdersState; results: Resolution[]; events: OrdersEvent[] } {
  const u = unitById(s, id);
  const backed = u.supports === null ? null : unitById(s, u.supports);
  const charge = backed?.charge;
  if (!backed || !charge || charge.support || u.charge !== null || u.stunned || !u.phase?.accepted.includes('support')) return { state: s, results: [], events: [] };
  const target = unitById(s, charge.target).name;
  if (!s.houseRules.supportJoinsWaiting) {
    const text = `${possessive(backed.name)} charge at ${target} was declared before this order, so ${u.name} ${verb(u.name, 'does')} not join it: a supporter answers the charges declared after its order (3.3.5; house rule supportJoinsWaiting joins it).`;
    return { state: s, results: [resolution('Support', text, { actor: u.name })], events: [] };
  }
  const text = `${u.name}, supporting ${backed.name}, ${verb(u.name, 'declares')} a charge at ${target}, joining ${possessive(backed.name)} waiting charge (3.3.5, house rule supportJoinsWaiting).`;
  return { state: withUnit(s, id, { charge: { target: charge.target, redirected: false, support: true } }), results: [resolution('Support', text, { actor: u.name })], events: [event('support-charge', text, id)] };
}

export function issueOrders(start: OrdersState, a: OrderAction, dice: DiceSource): Result<ActionOutcome<OrdersState>, string> {
  const checked = checkOrderLine(start, a);
  if (!checked.ok) return checked;
  const commander = checked.value;
  const regiment = regimentById(start, a.commander);
  let s = start;
  const results: Resolution[] = [];
  const events: OrdersEvent[] = [];
  // 3.1.3 steps 1 and 7: choosing another commander finishes the one before.
  const active = s.regiments.find((r) => r.side === s.side && r.commander?.status === 'active' && r.id !== regiment.id);
  if (active?.commander) {
    // Said plainly, so that a mistyped commander leaves no unit without orders unseen (the event keeps its words).
    const standing = leftWithoutOrders(s, active.id);
    s = withCommander(s, active.id, { status: 'done' });
    results.push(resolution('Orders', `${active.commander.name} ${verb(commanderNamed(s, active.commander.name), 'is')} done for this phase, one commander at a time (3.1.3 steps 1 and 7)${standing}. ${commander.name} now ${verb(commanderNamed(s, commander.name), 'gives')} orders.`));
    events.push(event('commander-done', `${active.commander.name} ${verb(commanderNamed(s, active.commander.name), 'is')} done for this phase.`));
  }
  s = withCommander(s, regiment.id, { status: 'active' });

  const before = s;
  const declared = declareCharges(s, a, dice);
  s = declared.state;
  results.push(...declared.results);
  events.push(...declared.events);

  const markers = markersReplaceGuards(s, a.units);
  s = markers.state;
  results.push(...markers.results);
  events.push(...markers.events);

  const penalty = a.regimentWide ? regimentPenalty(a.units.length, commander.rating, s.houseRules) : 0;
  const against = commander.rating - penalty;
  // Two dice rolled together: by hand they may be typed on one line, and the question names the commander.
  const label = `${possessive(commander.name)} command roll`;
  // By hand, a guard's d6 came first with its own reading: these dice then come with theirs, not the whole line's mods (3.3.4).
  const guarded = declared.results.some((r) => r.rolls !== undefined);
  const reading = guarded ? commandReading(before, a, label, commander.name, against) : undefined;
  const first = dice.roll(6, label, reading, { pool: { die: 1, of: 2 } });
  const second = dice.roll(6, label, reading, { pool: { die: 2, of: 2 } });
  const roll = first + second;
  const o = commandOutcome(roll, against, a.orders.length, s.houseRules);
  const accepted = a.orders.slice(0, o.accepted);
  const names = a.units.map((id) => unitById(s, id).name);
  const who = names.length === 1 ? (names[0] ?? '') : `${names.length} units (${listWords(names)})`;
  const rating = penalty > 0 ? `rating ${commander.rating} - ${penalty} regiment-wide = ${against}` : `rating ${commander.rating}`;
  const head = `${commander.name} ${verb(commanderNamed(s, commander.name), 'orders')} ${who}: ${listOrders(a.orders)}. 2d6 ${first}+${second} = ${roll} against ${rating}`;
  const modifiers = penalty > 0 ? { actor: [{ label: 'regiment-wide', value: -penalty, reason: '3.2' }], target: [] } : undefined;
  const goesOn = o.failed && goesOnAfterFailure(s, regiment.id, a.units, a.regimentWide);
  for (const id of a.units) {
    s = withUnit(s, id, { phase: { declared: a.orders, accepted, roll, against, failed: o.failed, regimentWide: a.regimentWide } });
  }
  if (o.failed) {
    // 3.2 "can always still issue Orders" after a regiment-wide order, read by house rule as even after a failure.
    if (!goesOn) s = withCommander(s, regiment.id, { status: 'done' });
    const one = names.length === 1;
    const receive = `${who} ${one ? verb(names[0] ?? '', 'receives') : 'receive'} no orders`;
    const then = goesOn
      ? `; ${commander.name} may still order the units left out (3.2, house rule regimentFailureGoesOn)`
      : ` and ${commander.name} ${verb(commanderNamed(s, commander.name), 'is')} done for this phase`;
    // The event keeps its earlier words, so that older journals still replay; the result says who stands ready (3.1.3).
    const text = `${head}: failed. ${receive}${then}.`;
    const ready = `${receive} and ${one ? verb(names[0] ?? '', 'stands') : 'stand'} ready (3.1.3)${goesOn ? then : `,${then}${leftWithoutOrders(s, regiment.id)}`}.`;
    results.push(resolution('Command roll', `${head}: failed. ${ready}`, { actor: commander.name, rolls: { dice: [first, second] }, ...(modifiers ? { modifiers, actorModifier: -penalty } : {}) }));
    events.push(event('command-failed', text));
  } else {
    const discarded = a.orders.length - accepted.length;
    const verdict =
      accepted.length === 0
        ? `: equal to the rating, so no order is accepted (but it is no failure)`
        : `: ${accepted.length === a.orders.length ? allAccepted(a.orders.length, true) : `${accepted.length} accepted (${listOrders(accepted)}), ${discarded} discarded`}`;
    // A roll equal to the rating accepts nothing, yet is no failure: say what follows (printed only, the event keeps its words).
    const one = names.length === 1;
    const onward = orderableUnits(s, regiment.id).length > 0 ? `; ${commander.name} may still order the other units of ${regiment.name}` : '';
    const idle = accepted.length === 0 ? ` ${one ? `${names[0] ?? ''} ${verb(names[0] ?? '', 'receives')}` : 'They receive'} no orders and ${one ? verb(names[0] ?? '', 'stands') : 'stand'} ready (3.1.3)${onward}.` : '';
    results.push(resolution('Command roll', `${head}${verdict}.${idle}`, { actor: commander.name, rolls: { dice: [first, second] }, ...(modifiers ? { modifiers, actorModifier: -penalty } : {}) }));
    events.push(event('command-roll', `${head}${verdict}.`));
    let rallyFailed = false;
    for (const id of a.units) {
      const said: Said[] = [];
      for (const [i, order] of accepted.entries()) {
        const u = unitById(s, id);
        // 3.3.8: a unit still Disordered after its rally roll receives no other order.
        if (u.disordered && order !== 'rally') {
          s = withUnit(s, id, { phase: { ...(u.phase as PhaseOrders), accepted: accepted.slice(0, i) } });
          break;
        }
        const applied = applyOrder(s, u, order, a, declared.targets.get(id));
        s = applied.state;
        if (applied.said !== null) said.push(applied.said);
        if (order === 'rally') {
          const rallied = rally(s, u, commander.rating, accepted.slice(i + 1), dice, guarded ? rallyReading(before, a, `${possessive(u.name)} rally roll`, u.name, commander.rating) : undefined);
          if (rallied) {
            rallyFailed ||= rallied.event.type === 'rally-failed';
            s = rallied.state;
            results.push(rallied.result);
            events.push(rallied.event);
          }
        }
      }
      const text = ordersSentence(unitById(s, id).name, said);
      if (text !== null) {
        // The result says repeated about-faces once; the event keeps its words, so older journals replay.
        results.push(resolution('Orders', ordersSentence(unitById(s, id).name, said, true) ?? text, { actor: unitById(s, id).name }));
        events.push(event('orders-accepted', text, id));
      }
      const joined = supportOfWaitingCharge(s, id);
      s = joined.state;
      results.push(...joined.results);
      events.push(...joined.events);
    }
    if (rallyFailed && s.houseRules.rallyFailureEndsCommander) {
      // House rule: 3.1.3 step 5's failure read into the rally's own Command Roll (3.3.8).
      s = withCommander(s, regiment.id, { status: 'done' });
      const text = `${commander.name} ${verb(commanderNamed(s, commander.name), 'is')} done for this phase: ${a.units.length > 1 ? 'a' : 'the'} rally roll failed (3.1.3 step 5 with 3.3.8, house rule rallyFailureEndsCommander)`;
      // The event keeps its earlier words, so that older journals still replay.
      results.push(resolution('Orders', `${text}${leftWithoutOrders(s, regiment.id)}.`));
      events.push(event('commander-done', `${text}.`));
    } else if (orderableUnits(s, regiment.id).length === 0) {
      // 3.1.3 step 6: the commander goes on until no unit of his can receive orders.
      s = withCommander(s, regiment.id, { status: 'done' });
      results.push(resolution('Orders', `${commander.name} ${verb(commanderNamed(s, commander.name), 'has')} no unit left to order: done for this phase.`));
    }
  }
  // 3.3.5 (a reading): supporters answer the declaration, so their charges stand when the roll refuses the charge
  // that set them off; said here (printed only) so the game master is not left wondering why they still move.
  if (!accepted.includes('charge')) {
    // Only supporters this declaration set off (not one that joined a waiting charge under supportJoinsWaiting).
    const supporters = s.units.filter((x) => x.charge?.support === true && unitById(before, x.id).charge === null && unitById(declared.state, x.id).charge?.support === true);
    if (supporters.length > 0) {
      const cancel = supporters.map((x) => `cancel-charge ${x.id}`).join(', ');
      const names2 = listWords(supporters.map((x) => possessive(x.name)));
      results.push(resolution('Orders', `${names2} ${supporters.length === 1 ? 'charge' : 'charges'} in support still ${supporters.length === 1 ? 'stands' : 'stand'}: a supporter answers the declaration, not the Command Roll (3.3.5); ${cancel} if you rule otherwise.`));
    }
  }
  if (allDone(s)) results.push(resolution('Orders', phaseOverText(s)));
  return outcome(s, results, events);
}
