/**
 * The battle state of the orders-based draft: units with the orders they hold this phase and
 * their token, commanders with their place in the Orders phase, and the turn. Plain data, so
 * the journal and undo can keep it as it is.
 */
import { capitalFirst, isPlural, type Named, verb } from '../../engine/english.js';
import type { OrderKind, OrdersHouseRules, OrdersScenario, Rank, UnitType } from './types.js';
import { everyCommanderOf } from './side-words.js';

/** What one unit was told this Orders phase (3.1.3) and what the Command Roll let through. */
export interface PhaseOrders {
  readonly declared: readonly OrderKind[];
  readonly accepted: readonly OrderKind[];
  readonly roll: number;
  /** The rating the roll was compared with: the commander's, less any regiment-wide penalty (3.2). */
  readonly against: number;
  readonly failed: boolean;
  readonly regimentWide: boolean;
}

/** A charge to move (4.2): ordered, or declared automatically by a supporting unit (3.3.5). */
export interface PendingCharge {
  readonly target: string;
  /** Redirected onto a guard (3.3.4): a charge that falls short moves half the distance. */
  readonly redirected: boolean;
  readonly support: boolean;
}

/** How a unit left: routed or fled (corrections, 2.9.1), destroyed (no stands left, 2.3), or promoted to commander (2.9.1). */
export type Gone = 'routed' | 'fled' | 'destroyed' | 'promoted';

export interface UnitState {
  readonly id: string;
  readonly name: string;
  readonly side: 0 | 1;
  /** Index into `regiments`. */
  readonly regiment: number;
  readonly type: UnitType;
  readonly stands: number;
  readonly startStands: number;
  readonly attacks: { readonly melee: number; readonly ranged: number };
  readonly defence: number;
  readonly width: number;
  readonly disordered: boolean;
  readonly gone: Gone | null;
  /** 3.3.4: one token at most; the only kind the text defines is the guard token, for a ward. */
  readonly guardToken: string | null;
  /** 3.3.4 step 2: a guard that blundered cannot act until the next turn. */
  readonly stunned: boolean;
  readonly phase: PhaseOrders | null;
  readonly charge: PendingCharge | null;
  /** 3.3.5: the unit it supports, while its order holds. */
  readonly supports: string | null;
  /** 3.3.7: an about face counts as having moved, for shooting (section 5, empty). */
  readonly aboutFaced: boolean;
}

export type CommanderStatus = 'waiting' | 'active' | 'done';

export interface CommanderState {
  readonly name: string;
  readonly rank: Rank;
  readonly rating: number;
  readonly status: CommanderStatus;
}

export interface RegimentState {
  readonly id: string;
  readonly name: string;
  readonly side: 0 | 1;
  /** The commander unit (its id is the regiment's, e.g. AC1); null after his loss until a promotion. */
  readonly commander: CommanderState | null;
  /** The rank of the commander lost last, for the promotion (2.9.1). */
  readonly fallenRank: Rank | null;
  /** The rating of the commander lost last: the guide offers it for the promoted one (2.9.1 bounds only the rank). */
  readonly fallenRating?: number | null;
  /** Whether the commander lost had finished this side's Orders phase: his successor takes his place in it (3.1.3 step 5). Cleared when the phase begins. */
  readonly fallenDone?: boolean;
  /** The names of the regiment's commanders lost so far, the first first; kept after a promotion, for the report (2.9.1). */
  readonly fallen?: readonly string[];
  /** 2.9.1: units still to take their Morale Check after the commander's loss. */
  readonly moraleDue: readonly string[];
}

export type Step = 'orders' | 'beyond';

export interface OrdersState {
  readonly turn: number;
  /** The side in its player turn. */
  readonly side: 0 | 1;
  readonly step: Step;
  readonly sides: readonly [string, string];
  readonly regiments: readonly RegimentState[];
  readonly units: readonly UnitState[];
  readonly houseRules: OrdersHouseRules;
  readonly outcome: { readonly text: string } | null;
}

export const SIDE_LETTERS = ['A', 'B'] as const;

export function initialState(scenario: OrdersScenario): OrdersState {
  const regiments: RegimentState[] = [];
  const units: UnitState[] = [];
  scenario.sides.forEach((side, si) => {
    const letter = SIDE_LETTERS[si] ?? 'A';
    let n = 0;
    side.regiments.forEach((r, ri) => {
      const index = regiments.length;
      regiments.push({ id: `${letter}C${ri + 1}`, name: r.name, side: si as 0 | 1, commander: { ...r.commander, status: 'waiting' }, fallenRank: null, moraleDue: [] });
      for (const u of r.units) {
        n += 1;
        units.push({
          id: `${letter}${n}`,
          name: u.name,
          side: si as 0 | 1,
          regiment: index,
          type: u.type,
          stands: u.stands,
          startStands: u.stands,
          attacks: u.attacks,
          defence: u.defence,
          width: u.width,
          disordered: false,
          gone: null,
          guardToken: null,
          stunned: false,
          phase: null,
          charge: null,
          supports: null,
          aboutFaced: false,
        });
      }
    });
  });
  return {
    turn: 1,
    side: 0,
    step: 'orders',
    sides: [scenario.sides[0].name, scenario.sides[1].name],
    regiments,
    units,
    houseRules: scenario.houseRules,
    outcome: null,
  };
}

export const onTable = (u: UnitState): boolean => u.gone === null;

/**
 * Why a unit no longer takes part as a unit. A promoted unit is still on the table, as the
 * commander unit (2.9.1), so it is not said to be gone.
 */
export function goneWhy(s: OrdersState, u: UnitState): string {
  const be = verb({ name: u.name, plural: isPlural(u.name) }, 'is');
  if (u.gone === 'promoted') return `${u.name} ${be} now the commander unit of ${s.regiments[u.regiment]?.name ?? 'its regiment'}, no longer one of its units (2.9.1)`;
  return `${u.name} ${be} no longer on the table`;
}

export function unitById(s: OrdersState, id: string): UnitState {
  const u = s.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

export function regimentById(s: OrdersState, id: string): RegimentState {
  const r = s.regiments.find((x) => x.id === id);
  if (!r) throw new Error(`no regiment ${id}`);
  return r;
}

export const regimentUnits = (s: OrdersState, r: RegimentState): UnitState[] => s.units.filter((u) => s.regiments[u.regiment]?.id === r.id && onTable(u));

/** Section 3.1.3 step 2: a unit that may still be ordered this phase. */
export const canBeOrdered = (u: UnitState): boolean => onTable(u) && u.phase === null && !u.stunned;

/** 3.1.3: a unit that gets no order stands ready; one whose Command Roll failed, or accepted none (a roll equal to the rating), got none. */
export const standsReady = (u: UnitState): boolean => onTable(u) && (u.phase === null || u.phase.failed || u.phase.accepted.length === 0);

export function withUnit(s: OrdersState, id: string, change: Partial<UnitState>): OrdersState {
  return { ...s, units: s.units.map((u) => (u.id === id ? { ...u, ...change } : u)) };
}

export function withRegiment(s: OrdersState, id: string, change: Partial<RegimentState>): OrdersState {
  return { ...s, regiments: s.regiments.map((r) => (r.id === id ? { ...r, ...change } : r)) };
}

export function withCommander(s: OrdersState, id: string, change: Partial<CommanderState>): OrdersState {
  return { ...s, regiments: s.regiments.map((r) => (r.id === id && r.commander ? { ...r, commander: { ...r.commander, ...change } } : r)) };
}

/** Units whose declared charge still waits for its move (charge-move or cancel-charge). */
export const pendingCharges = (s: OrdersState): UnitState[] => s.units.filter((u) => onTable(u) && u.charge !== null);

/** The phase's end, said once every commander is done: what `next` needs first, if anything. */
export function phaseOverText(s: OrdersState): string {
  const head = `${capitalFirst(everyCommanderOf(s.sides[s.side]))} is done: the Orders phase is over`;
  const charges = pendingCharges(s);
  if (charges.length === 0) return `${head} (next goes on).`;
  const moves = charges.map((u) => `charge-move ${u.id} --distance N`);
  return `${head}; move the declared charge${charges.length === 1 ? '' : 's'} first (${moves.join(', ')}), then next goes on.`;
}

/** Every commander of the side in its Orders phase is done (3.1.3 step 7). */
export const allDone = (s: OrdersState): boolean => s.regiments.filter((r) => r.side === s.side).every((r) => r.commander === null || r.commander.status === 'done');

/**
 * A commander's name as English reads it: a person is one ("Lieutenant Hobbs gives", though
 * the name ends in s); a unit promoted to command keeps its own name's number ("Blue Halberds
 * give", 2.9.1).
 */
export function commanderNamed(s: OrdersState, name: string): Named {
  return { name, plural: s.units.some((u) => u.gone === 'promoted' && u.name === name) && isPlural(name) };
}

/** The lines that take the Morale Checks still due (2.9.1): what a refusal says to type instead. */
export function moraleLines(s: OrdersState, due: readonly string[]): string {
  const how = s.houseRules.moraleCheckAtMost === null ? 'pass|fail' : 'roll';
  return due.map((id) => `morale-check ${id} ${how}`).join('; ');
}

/**
 * A regiment that lost its commander and has not yet taken its Morale Checks or promoted a
 * successor (2.9.1), said as its side's Orders phase begins: it receives no orders until then.
 */
export function leaderlessText(s: OrdersState): string {
  return s.regiments
    .filter((r) => r.side === s.side && r.commander === null && s.units.some((u) => u.regiment === s.regiments.indexOf(r) && onTable(u)))
    .map((r) =>
      r.moraleDue.length > 0
        ? ` ${r.name} has lost its commander: ${r.moraleDue.length === 1 ? 'a Morale Check is' : `${r.moraleDue.length} Morale Checks are`} still due (${moraleLines(s, r.moraleDue)}), then a promotion (promote <unit> --rating N); until then it receives no orders (2.9.1).`
        : ` ${r.name} has lost its commander: promote a unit (promote <unit> --rating N); until then it receives no orders (2.9.1).`,
    )
    .join('');
}
