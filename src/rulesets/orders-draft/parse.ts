/** The pure parser: the toolkit matches the line against ORDERS_COMMANDS; this turns its values into an action. */
import { matchChoice, type NameTable, readNoMatch, resolveName } from '../../engine/command-line/names.js';
import { parseCommand, unknownWord } from '../../engine/command-line/parse.js';
import type { Value } from '../../engine/command-line/spec.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { GuardBlind, OrderAction, OrdersAction } from './actions.js';
import { ORDERS_COMMANDS } from './commands.js';
import { eligibleUnits } from './orders.js';
import { bookWordRefusal } from './sections.js';
import { onTable, type OrdersState } from './state.js';
import { type OrderKind, ORDERS, type Rank } from './types.js';

export function ordersNames(s: OrdersState): NameTable {
  return {
    unit: s.units.map((u) => ({ id: u.id, name: u.name, retired: !onTable(u) })),
    leader: s.regiments.map((r) => ({ id: r.id, name: r.commander?.name ?? `${r.name} (no commander)`, aliases: [r.name], retired: r.commander === null })),
    side: s.sides.map((name, i) => ({ id: i === 0 ? 'A' : 'B', name })),
  };
}

const str = (v: Value | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: Value | undefined): number | undefined => (typeof v === 'number' ? v : undefined);
const whyOf = (flags: Readonly<Record<string, Value>>): { why?: string } => (typeof flags.why === 'string' ? { why: flags.why } : {});

export function parseOrderList(text: string): Result<OrderKind[], string> {
  const out: OrderKind[] = [];
  for (const part of text.split(',').filter((p) => p.trim() !== '')) {
    const m = matchChoice(part, ORDERS, 'an order');
    if (!m.ok) return m;
    out.push(m.value as OrderKind);
  }
  return out.length === 0 ? err(`give orders separated by commas: ${ORDERS.join(', ')}`) : ok(out);
}

/**
 * `--guard-blind "<guard>[: <chargers>]; …"`: each guard's own sight (3.3.4 step 5). A guard
 * named alone sees none of the charging units; with a list, it cannot see those.
 */
export function parseGuardBlind(text: string, names: NameTable): Result<GuardBlind[], string> {
  const units = names.unit ?? [];
  const out: GuardBlind[] = [];
  for (const part of text.split(';').filter((p) => p.trim() !== '')) {
    const [who, list] = part.split(':', 2) as [string, string | undefined];
    const guard = resolveName(who, units, 'unit');
    if (!guard.ok) return err(`--guard-blind: ${guard.error}`);
    if (out.some((b) => b.guard === guard.value.id)) return err(`--guard-blind names ${guard.value.name} twice: give its unseen chargers once, separated by commas`);
    if (list === undefined) {
      out.push({ guard: guard.value.id, chargers: null });
      continue;
    }
    const chargers: string[] = [];
    for (const c of list.split(',').filter((x) => x.trim() !== '')) {
      const found = resolveName(c, units, 'unit');
      if (!found.ok) return err(`--guard-blind: ${found.error}`);
      chargers.push(found.value.id);
    }
    if (chargers.length === 0) return err(`--guard-blind: after "${who.trim()}:" name the charging units it cannot see, or leave out the colon if it sees none`);
    out.push({ guard: guard.value.id, chargers });
  }
  return out.length === 0 ? err('--guard-blind names a guard: --guard-blind "<guard>[: <chargers>]; …"') : ok(out);
}

function orderAction(commander: string, units: readonly string[], orders: OrderKind[], regimentWide: boolean, flags: Readonly<Record<string, Value>>, guardBlind?: readonly GuardBlind[]): OrderAction {
  const target = str(flags.target);
  const guard = str(flags.guard);
  const support = str(flags.support);
  const width = num(flags.width);
  const unseenBy = Array.isArray(flags['guard-unseen-by']) ? [...(flags['guard-unseen-by'] as readonly string[])] : [];
  return {
    kind: 'order',
    commander,
    units,
    orders,
    regimentWide,
    ...(target !== undefined ? { target } : {}),
    ...(guard !== undefined ? { guard } : {}),
    ...(support !== undefined ? { support } : {}),
    ...(width !== undefined ? { width } : {}),
    outOfArc: flags['out-of-arc'] === true,
    noSight: flags['no-sight'] === true,
    tooFar: flags['too-far'] === true,
    guardUnseen: flags['guard-unseen'] === true,
    ...(unseenBy.length > 0 ? { guardUnseenBy: unseenBy } : {}),
    ...(guardBlind !== undefined ? { guardBlind } : {}),
  };
}

/**
 * A commander named where a unit is wanted (`lose AC1 1`, `--target BC1`): say what he is, not
 * only that no unit matches. Commanders give orders and, but for circumstances the text never
 * gives, are neither attacked nor damaged (3.1.1, 2.9.1).
 */
function commanderNotUnit(error: string, names: NameTable): string | null {
  const flag = /^--[a-z-]+: /.exec(error)?.[0] ?? '';
  const miss = readNoMatch(error.slice(flag.length));
  if (miss?.what !== 'unit') return null;
  const found = resolveName(miss.typed, (names.leader ?? []).filter((c) => !c.retired), 'commander');
  if (!found.ok) return null;
  const { id, name } = found.value;
  return `${flag}${name} (${id}) is a commander, not a unit: commanders give orders (3.1.1) and take no hits (2.9.1); kill ${id} records the commander's loss`;
}

/**
 * 3.2 step 1: `regiment <commander> <word> …` with a word that is not "all" names the units, so a
 * unit named wrong (or twice) is refused as such, not with "needs all" from the other form.
 */
function regimentUnitsError(error: string, text: string, names: NameTable): string | null {
  if (!error.startsWith('regiment needs "all"')) return null;
  const listed = parseCommand(
    ORDERS_COMMANDS.filter((c) => c.name === 'regiment' && !c.args.some((a) => a.kind === 'literal')),
    text,
    names,
  );
  if (listed.ok) return null;
  // `regiment AC1 march`: the orders where the units go, so "all" is what was left out.
  const typed = readNoMatch(listed.error)?.typed ?? '';
  if (typed !== '' && typed.split(',').every((w) => (ORDERS as readonly string[]).includes(w.trim().toLowerCase()))) return null;
  return `${listed.error}: name the units of the regiment-wide order (regiment AC1 A1,A2 march), or say all (3.2)`;
}

/**
 * A unit named where a commander is wanted (`kill A1`, `order A1 A2 march`): say what it is and
 * who commands it (2.7, 2.8: a regiment's units answer to its one commander).
 */
function unitNotCommander(error: string, state: OrdersState, names: NameTable, text: string): string | null {
  const miss = readNoMatch(error);
  if (miss?.what !== 'commander') return null;
  const units = (names.unit ?? []).filter((u) => !u.retired);
  // The miss holds one word of a name of several ("kill Blue Pikes"): the longest run of words from it that names a unit.
  const words = text.trim().split(/\s+/);
  const at = words.indexOf(miss.typed);
  const runs = at < 0 ? [miss.typed] : words.slice(at).map((_, i, rest) => rest.slice(0, rest.length - i).join(' '));
  const found = runs.map((run) => resolveName(run, units, 'unit')).find((r) => r.ok) ?? err('');
  if (!found.ok) return null;
  const { id, name } = found.value;
  const r = state.regiments[state.units.find((u) => u.id === id)?.regiment ?? -1];
  const by = r?.commander ? `; ${r.commander.name} (${r.id}) commands ${r.name}` : '';
  return `${name} (${id}) is a unit, not a commander: commanders are named by their regiment's id or their name (2.8)${by}`;
}

/**
 * 3.1.3: one unit's orders are one comma-separated list, so `order AC1 A2 stand-ready about-face`
 * gets the list it meant rather than the usage: the run of order words around the stray one.
 */
function spacedOrders(error: string, text: string): string | null {
  const stray = /^unexpected "([^"]*)"/.exec(error)?.[1];
  if (stray === undefined) return null;
  const words = text.trim().split(/\s+/);
  if (!['order', 'regiment'].includes(words[0]?.toLowerCase() ?? '')) return null;
  const listOf = (word: string): OrderKind[] | null => {
    const list = parseOrderList(word);
    return list.ok ? list.value : null;
  };
  const at = words.indexOf(stray);
  if (at < 0 || listOf(stray) === null) return null;
  let first = at;
  while (first > 2 && listOf(words[first - 1] as string) !== null) first -= 1;
  let last = at;
  while (last + 1 < words.length && listOf(words[last + 1] as string) !== null) last += 1;
  if (first === at) return null;
  const typed = words.slice(first, last + 1);
  // `stand-ready, about-face` has its comma already: what is wrong is the space.
  return `separate orders with commas${typed.some((w) => w.includes(',')) ? ' and no spaces' : ''}: ${typed.flatMap((w) => listOf(w) ?? []).join(',')}`;
}

/** "AC1 A1" for `march A1`: the second word names a unit of the side giving orders, so the order line can name its commander and it (3.1.3). */
function orderedUnit(s: OrdersState, text: string): string | undefined {
  // The words after the order, up to any flag: an id, a prefix, or a name of several words, quoted or not.
  const words = text.trim().split(/\s+/).slice(1);
  const end = words.findIndex((w) => w.startsWith('--'));
  const typed = (end === -1 ? words : words.slice(0, end)).join(' ').replace(/^["']|["']$/g, '');
  if (typed === '') return undefined;
  const units = ordersNames(s).unit ?? [];
  // `charge A1 B1`: the whole does not name a unit, its first word may.
  const whole = resolveName(typed, units, 'unit');
  const found = whole.ok ? whole : resolveName(words[0] ?? '', units, 'unit');
  if (!found.ok) return undefined;
  const u = s.units.find((x) => x.id === found.value.id);
  const regiment = u ? s.regiments[u.regiment] : undefined;
  // An enemy unit named is more likely the target (`charge B2` in Blue's phase): the template then.
  return u && regiment && u.side === s.side ? `${regiment.id} ${u.id}` : undefined;
}

export function parseOrdersCommand(state: OrdersState, text: string): Result<OrdersAction, string> {
  const names = ordersNames(state);
  const parsed = parseCommand(ORDERS_COMMANDS, text, names);
  if (!parsed.ok) {
    const word = unknownWord(parsed.error);
    return err((word !== null ? bookWordRefusal(word, orderedUnit(state, text)) : null) ?? commanderNotUnit(parsed.error, names) ?? unitNotCommander(parsed.error, state, names, text) ?? regimentUnitsError(parsed.error, text, names) ?? spacedOrders(parsed.error, text) ?? parsed.error);
  }
  const { spec, args, flags } = parsed.value;
  const unit = str(args.unit) ?? '';
  const commander = str(args.commander) ?? '';
  const blindText = str(flags['guard-blind']);
  const blind = blindText === undefined ? undefined : parseGuardBlind(blindText, names);
  if (blind !== undefined && !blind.ok) return blind;
  const guardBlind = blind?.value;
  switch (spec.name) {
    case 'order': {
      const orders = parseOrderList(str(args.orders) ?? '');
      return orders.ok ? ok(orderAction(commander, [unit], orders.value, false, flags, guardBlind)) : orders;
    }
    case 'regiment': {
      const orders = parseOrderList(str(args.orders) ?? '');
      if (!orders.ok) return orders;
      // "all": the units that may take these orders, so not the one they guard or support (3.3.4, 3.3.5).
      const ward = [str(flags.guard), str(flags.support)];
      const units = Array.isArray(args.units)
        ? [...(args.units as readonly string[])]
        : eligibleUnits(state, commander, orders.value)
            .map((u) => u.id)
            .filter((id) => !ward.includes(id));
      return ok(orderAction(commander, units, orders.value, true, flags, guardBlind));
    }
    case 'guard':
      return ok(orderAction(commander, [unit], ['guard'], false, { ...flags, guard: str(args.ward) ?? '' }));
    case 'support':
      return ok(orderAction(commander, [unit], ['support'], false, { ...flags, support: str(args.supported) ?? '' }));
    case 'rally':
      return ok(orderAction(commander, [unit], ['rally'], false, flags));
    case 'done':
      return ok(commander === '' ? { kind: 'done' } : { kind: 'done', commander });
    case 'charge-move': {
      const distance = num(flags.distance);
      if (distance === undefined) return err('charge-move needs the distance to the target: --distance N (inches)');
      return ok({ kind: 'charge-move', unit, distance });
    }
    case 'guard-react':
      return ok({ kind: 'guard-react', unit });
    case 'next':
      return ok({ kind: 'next' });
    case 'note':
      return ok({ kind: 'note', text: str(args.text) ?? '' });
    case 'disorder':
    case 'steady':
      return ok({ kind: 'disorder', unit, on: spec.name === 'disorder', ...whyOf(flags) });
    case 'lose':
      return ok({ kind: 'lose', unit, stands: num(args.stands) ?? 0, ...(num(flags.width) !== undefined ? { width: num(flags.width) } : {}), ...whyOf(flags) });
    case 'rout':
      return ok({ kind: 'rout', unit, ...whyOf(flags) });
    case 'kill':
      return ok({ kind: 'kill', commander, ...whyOf(flags) });
    case 'morale-check':
      return ok({ kind: 'morale-check', unit, passed: str(args.result) === 'roll' ? null : str(args.result) === 'pass', ...whyOf(flags) });
    case 'promote': {
      const rating = num(flags.rating);
      if (rating === undefined) return err('promote needs the new Command Rating: --rating N (the text sets none, 2.6.1)');
      const rank = str(flags.rank);
      return ok({ kind: 'promote', unit, rating, ...(rank !== undefined ? { rank: rank as Rank } : {}), ...whyOf(flags) });
    }
    case 'cancel-charge':
      return ok({ kind: 'cancel-charge', unit, ...whyOf(flags) });
    case 'end': {
      const word = str(args.winner) ?? '';
      if (word.toLowerCase() === 'draw') return ok({ kind: 'end', winner: null, ...whyOf(flags) });
      const side = resolveName(word, names.side ?? [], 'side');
      if (!side.ok) return err(`end takes a side or draw: ${side.error}`);
      return ok({ kind: 'end', winner: side.value.id === 'A' ? 0 : 1, ...whyOf(flags) });
    }
    default:
      return err(`unknown command "${spec.name}"`);
  }
}
