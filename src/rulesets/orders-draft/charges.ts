/**
 * What a declared charge sets off (3.3.4, 3.3.5): the guard of the unit charged rolls its d6,
 * then units supporting the charger or the charged declare their own charges. Shared by the
 * declaration of a Charge order, by `guard-react` (a guard meeting a charge it did not meet
 * at its declaration, such as a supporter's) and by their odds.
 */
import type { DiceSource } from '../../dice/dice.js';
import { its, listWords, possessive, verb } from '../../engine/english.js';
import { err, type Result } from '../../engine/result.js';
import type { ActionOutcome, Resolution } from '../../engine/ruleset.js';
import type { OrderAction } from './actions.js';
import { dieReading, guardOdds } from './command-roll.js';
import { event, type OrdersEvent, outcome, resolution } from './outcome.js';
import { goneWhy, onTable, type OrdersState, unitById, type UnitState, withUnit } from './state.js';

/** Where a charge is going after its guard: the unit charged, and whether a guard turned it (3.3.4). */
export interface ChargeTarget {
  readonly target: string;
  readonly redirected: boolean;
}

interface Reaction {
  readonly state: OrdersState;
  readonly results: Resolution[];
  readonly events: OrdersEvent[];
}

/** The guard that would meet a charge by `charger` at `target`: the first in the scenario's order holding a token for it (3.3.4). */
export const guardOf = (s: OrdersState, target: string, charger: UnitState): UnitState | undefined => guardsOf(s, target, charger.side)[0];

/** Every guard holding a token for `target` against `charger`'s side, in the scenario's order (3.3.4). */
export const guardsOf = (s: OrdersState, target: string, side: number): UnitState[] => s.units.filter((g) => onTable(g) && g.guardToken === target && g.side !== side);

type Sight = Pick<OrderAction, 'guardUnseen' | 'guardUnseenBy' | 'guardBlind'>;

/**
 * 3.3.4 step 5: the guard must see the charger, and each guard's sight is its own. The game
 * master says which chargers no guard sees (`--guard-unseen`, `--guard-unseen-by`) and which
 * a given guard cannot see (`--guard-blind`).
 */
export function guardSees(a: Sight, guard: string, charger: string): boolean {
  if (a.guardUnseen || (a.guardUnseenBy ?? []).includes(charger)) return false;
  return !(a.guardBlind ?? []).some((b) => b.guard === guard && (b.chargers === null || b.chargers.includes(charger)));
}

/** The guard that meets `charger`: the first in the scenario's order, not yet spent, that sees it (3.3.4). */
function guardFor(s: OrdersState, a: Sight, target: string, charger: UnitState, spent: ReadonlySet<string> = new Set()): UnitState | undefined {
  return guardsOf(s, target, charger.side).find((g) => !spent.has(g.id) && guardSees(a, g.id, charger.id));
}

/** 3.3.4 steps 1 to 4: the guard's d6; a 1 blunders, else the charge turns on the guard. The token is spent either way. */
function guardRoll(start: OrdersState, guard: UnitState, charger: UnitState, target: string, dice: DiceSource): Reaction & { to: ChargeTarget } {
  const roll = dice.roll(6, `guard: ${guard.name}`, dieReading(`${possessive(guard.name)} guard roll`, guard.name, `${guard.name} ${verb(guard.name, 'guards')} ${unitById(start, target).name} against ${charger.name}: a d6, a 1 blunders (3.3.4)`, guardOdds()));
  const named = unitById(start, target).name;
  if (roll === 1) {
    const text = `${guard.name} ${verb(guard.name, 'blunders')} (d6 1): ${charger.name} ${verb(charger.name, 'charges')} ${named} as declared; ${guard.name} cannot act until the next turn.`;
    return {
      state: withUnit(start, guard.id, { guardToken: null, stunned: true }),
      results: [resolution('Guard', text, { actor: guard.name, rolls: { dice: [roll] } })],
      events: [event('guard-blunder', text, guard.id)],
      to: { target, redirected: false },
    };
  }
  const text = `${guard.name} ${verb(guard.name, 'steps')} in (d6 ${roll}): ${charger.name} must charge ${guard.name} instead of ${named}.`;
  return {
    state: withUnit(start, guard.id, { guardToken: null }),
    results: [resolution('Guard', text, { actor: guard.name, rolls: { dice: [roll] } })],
    events: [event('guard-redirect', text, guard.id)],
    to: { target: guard.id, redirected: true },
  };
}

/**
 * 3.3.5: when `charger` charges `target`, supporters of the charger charge the target, and
 * supporters of the charged charge the charger. A supporter already holding a charge, or a
 * blundered guard, does not (it cannot act).
 */
function supportReactions(start: OrdersState, charger: string, target: string, chargedOnly = false): Reaction {
  let s = start;
  const results: Resolution[] = [];
  const events: OrdersEvent[] = [];
  const backs = (p: UnitState): boolean => p.supports === target || (!chargedOnly && p.supports === charger);
  const supporters = s.units.filter((p) => onTable(p) && backs(p) && p.charge === null && !p.stunned && p.id !== charger);
  for (const p of supporters) {
    const against = p.supports === charger ? target : charger;
    s = withUnit(s, p.id, { charge: { target: against, redirected: false, support: true } });
    const text = `${p.name}, supporting ${unitById(s, p.supports ?? '').name}, ${verb(p.name, 'declares')} a charge at ${unitById(s, against).name} (3.3.5).`;
    results.push(resolution('Support', text, { actor: p.name }));
    events.push(event('support-charge', text, p.id));
  }
  return { state: s, results, events };
}

export interface Declared extends Reaction {
  readonly targets: ReadonlyMap<string, ChargeTarget>;
}

/**
 * 3.3.4 and 3.3.5 at the declaration of a Charge order: for each charging unit in turn, the
 * first of the target's guards that still holds its token and sees that unit reacts, then
 * supporters declare. All before the Command Roll, since both follow the declaration.
 */
export function declareCharges(start: OrdersState, a: OrderAction, dice: DiceSource): Declared {
  let s = start;
  const targets = new Map<string, ChargeTarget>();
  const results: Resolution[] = [];
  const events: OrdersEvent[] = [];
  if (!a.orders.includes('charge') || a.target === undefined) return { state: s, targets, results, events };
  for (const id of a.units) {
    const charger = unitById(s, id);
    let to: ChargeTarget = { target: a.target, redirected: false };
    const guard = guardFor(s, a, a.target, charger);
    if (guard) {
      const rolled = guardRoll(s, guard, charger, a.target, dice);
      s = rolled.state;
      results.push(...rolled.results);
      events.push(...rolled.events);
      to = rolled.to;
    }
    targets.set(id, to);
    const supported = supportReactions(s, id, to.target);
    s = supported.state;
    results.push(...supported.results);
    events.push(...supported.events);
  }
  return { state: s, targets, results, events };
}

/** The guards a declaration will roll for, in order, with the charging unit each meets: what `odds` shows (3.3.4). */
export function guardsToRoll(s: OrdersState, a: OrderAction): { guard: UnitState; charger: UnitState }[] {
  if (!a.orders.includes('charge') || a.target === undefined) return [];
  const spent = new Set<string>();
  const out: { guard: UnitState; charger: UnitState }[] = [];
  for (const id of a.units) {
    // A guard's token is spent by the first charger it meets, whatever its d6.
    const charger = unitById(s, id);
    const guard = guardFor(s, a, a.target, charger, spent);
    if (!guard) continue;
    spent.add(guard.id);
    out.push({ guard, charger });
  }
  return out;
}

/**
 * Why `guard-react <unit>` is refused, or the guard that meets the unit's charge. The charge
 * must be waiting, not already turned on a guard (3.3.4 (b): it must then complete against
 * it), and at a unit whose guard still holds its token; tokens are used only in the enemy's
 * Orders phase (3.3.4).
 */
export function guardReactRefusal(s: OrdersState, unit: string): Result<UnitState, string> {
  if (s.outcome) return err('the battle is over');
  const u = unitById(s, unit);
  if (!onTable(u)) return err(goneWhy(s, u));
  if (!u.charge) return err(`${u.name} ${verb(u.name, 'has')} no charge waiting for a guard to meet (3.3.4)`);
  const target = unitById(s, u.charge.target);
  if (u.charge.redirected) return err(`${possessive(u.name)} charge has already turned on ${target.name}, the guard, and must be completed against it (3.3.4 (b))`);
  const guard = guardOf(s, target.id, u);
  if (!guard) return err(`no unit holds a guard token for ${target.name}: there is no guard to react (3.3.4)`);
  if (s.step !== 'orders' || guard.side === s.side) return err(`${guard.name} may use ${its(guard.name)} guard token only in the enemy's Orders phase (3.3.4)`);
  return { ok: true, value: guard };
}

/**
 * `guard-react <unit>`: the guard of the unit charged meets a charge waiting to move, as it
 * would meet a Charge order at its declaration (3.3.4). For the game master who reads a
 * supporter's charge, "still subject to the normal rules of Charges" (3.3.5), as setting off
 * the guard; or who finds after all that the guard could see an ordered charger.
 */
export function guardReact(s: OrdersState, a: { unit: string }, dice: DiceSource): Result<ActionOutcome<OrdersState>, string> {
  const found = guardReactRefusal(s, a.unit);
  if (!found.ok) return found;
  const u = unitById(s, a.unit);
  const charge = u.charge;
  if (!charge) return err(`${u.name} ${verb(u.name, 'has')} no charge`);
  const rolled = guardRoll(s, found.value, u, charge.target, dice);
  let next = withUnit(rolled.state, u.id, { charge: { ...charge, target: rolled.to.target, redirected: rolled.to.redirected } });
  const results = [...rolled.results];
  const events = [...rolled.events];
  // The guard is now the one charged: its own supporters react as at a declaration (3.3.5),
  // but only to a Charge order: a supporter's charge sets off no supporter (no chains).
  if (rolled.to.redirected && charge.support) results.push(...noChain(next, u, rolled.to.target));
  else if (rolled.to.redirected) {
    const supported = supportReactions(next, u.id, rolled.to.target, true);
    next = supported.state;
    results.push(...supported.results);
    events.push(...supported.events);
  }
  return outcome(next, results, events);
}

/**
 * 3.3.5: a supporter answers its unit being "subject to a Charge" (the order, 3.3.3); the
 * supporter's own charge is declared automatically, not ordered, so the supporters of the unit
 * it now charges do not answer it. Said, so the table sees why no one moves.
 */
function noChain(s: OrdersState, charger: UnitState, charged: string): Resolution[] {
  const idle = s.units.filter((p) => onTable(p) && p.supports === charged && p.charge === null && !p.stunned && p.id !== charger.id);
  if (idle.length === 0) return [];
  const names = listWords(idle.map((p) => p.name));
  const one = idle.length === 1 ? (idle[0]?.name ?? '') : null;
  const text = `${names}, supporting ${unitById(s, charged).name}, ${one === null ? 'do' : verb(one, 'does')} not charge: ${possessive(charger.name)} charge is a supporter's, not a Charge order, and a supporter answers only a Charge order (3.3.5).`;
  return [resolution('Support', text, { actor: names })];
}

