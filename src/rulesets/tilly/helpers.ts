/**
 * Small queries on the Tilly state and the wording shared by the resolvers: who is on the
 * table, who touches whom, who commands whom, and how a resolve change reads.
 */
import type { Change, Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { DiceSource } from '../../dice/dice.js';
import type { TillyEvent } from './events.js';
import type { Aspect, Role, RoutCause, SideIndex, TillyState, TillyUnit } from './state.js';
import { TABLE_1 } from './units.js';
import { counted, verb } from '../../engine/english.js';

/** What a resolver answers: itemised results plus the events that change the state. */
export interface TillyOutcome {
  readonly results: readonly Resolution[];
  readonly events: readonly TillyEvent[];
}

export type Resolver<R> = (state: TillyState, request: R, dice: DiceSource) => Result<TillyOutcome, string>;

export const outcome = (results: readonly Resolution[], events: readonly TillyEvent[]): Result<TillyOutcome, string> => ok({ results, events });
export const refuse = (why: string): Result<never, string> => err(why);

/** A count with its noun ("1 hit", "3 hits"): the shared helper, under the name the rule set's files use. */
export { counted as plural } from '../../engine/english.js';

export { possessive } from '../../engine/english.js';

/** A change as the result line states it: "resolve 4 → resolve 3", the very text of the Change. */
export const changeText = (c: Change): string => `${c.from} → ${c.to}`;

/** A unit's resolve change as a Change: "resolve 4 → resolve 3", or "→ routed" at zero. */
export const resolveChange = (u: TillyUnit, to: number): Change => ({ unit: u.name, from: `resolve ${u.resolve}`, to: to === 0 ? 'routed' : `resolve ${to}` });
export const other = (side: SideIndex): SideIndex => (side === 0 ? 1 : 0);

export function unitOf(s: TillyState, id: string): TillyUnit {
  const u = s.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

export const onTable = (u: TillyUnit): boolean => u.fate === 'active';
export const sideName = (s: TillyState, side: SideIndex): string => s.sides[side].name;
export const roleOf = (s: TillyState, side: SideIndex): Role => (side === s.attacker ? 'attacker' : 'defender');
export const sideOfRole = (s: TillyState, role: Role): SideIndex => (role === 'attacker' ? s.attacker : other(s.attacker));
export const typeName = (u: TillyUnit): string => TABLE_1[u.type].name;

/** Enemy units in contact with `id`, with where each stands relative to it. */
export function enemiesInContact(s: TillyState, id: string): { enemy: string; aspect: Aspect }[] {
  const out: { enemy: string; aspect: Aspect }[] = [];
  for (const c of s.contacts) {
    if (c.a === id) out.push({ enemy: c.b, aspect: c.aspectA });
    else if (c.b === id) out.push({ enemy: c.a, aspect: c.aspectB });
  }
  return out;
}

/**
 * How a unit stands with an enemy it touches: "in melee with" while a charge made this turn has
 * not yet been fought out ("Enemy units that are in base to base contact are in melee"), and
 * "locked with" once they survive a melee in contact, or came into it otherwise ("Locked in
 * melee": such units cannot move or shoot next turn).
 */
export function contactWord(s: TillyState, id: string, enemy: string): 'in melee with' | 'locked with' {
  const c = s.contacts.find((x) => (x.a === id && x.b === enemy) || (x.b === id && x.a === enemy));
  const charger = c?.chargedBy ? s.units.find((u) => u.id === c.chargedBy) : undefined;
  const fresh = charger?.charged !== null && charger?.charged !== undefined && !s.units.some((u) => (u.id === id || u.id === enemy) && u.fought);
  return fresh ? 'in melee with' : 'locked with';
}

/**
 * Whether `charger` charged into contact with `target` this turn (seed 003, "Step 3.3. Point
 * Blank Shooting": the shooter must be "the target of a charge"). A unit contacted before its
 * own charge could move made no charge.
 */
export const chargedInto = (charger: TillyUnit, target: string): boolean => charger.charged?.contact === true && charger.charged.targets.includes(target);

/** "Locked in melee": in contact with an enemy. Such units cannot move, shoot or declare a charge. */
export const inContact = (s: TillyState, id: string): boolean => s.contacts.some((c) => c.a === id || c.b === id);

/** The commander of a unit's command (whatever his fate). */
export function commanderOf(s: TillyState, u: TillyUnit): TillyUnit | undefined {
  const command = s.commands.find((c) => c.id === u.command);
  return command ? s.units.find((x) => x.id === command.commander) : undefined;
}

/** The commander attached to a unit, if one is and he is still on the table. */
export const attachedCommander = (s: TillyState, unitId: string): TillyUnit | undefined =>
  s.units.find((u) => u.type === 'commander' && u.attachedTo === unitId && onTable(u));

/** Seed 003, "Step 4.4. Army Morale": lost units are routed (or eliminated) units and commander casualties. */
export const lostUnits = (s: TillyState, side: SideIndex): number => s.units.filter((u) => u.side === side && !onTable(u)).length;

export const resolveWords = (u: Pick<TillyUnit, 'resolve' | 'startResolve'>): string => `resolve ${u.resolve}/${u.startResolve}`;

/** The resolve change of one unit from hits: events and the Change line. Rout at zero. */
export function takeHits(s: TillyState, target: TillyUnit, hits: number, cause: 'shooting' | 'melee'): { events: TillyEvent[]; change: Change | null; routed: boolean } {
  if (hits <= 0) return { events: [], change: null, routed: false };
  const to = Math.max(0, target.resolve - hits);
  const lost = target.resolve - to;
  const events: TillyEvent[] = [
    {
      type: 'resolve',
      unit: target.id,
      from: target.resolve,
      to,
      wounds: target.wounds + lost,
      text: `${target.name} ${verb(target, 'loses')} ${counted(lost, 'resolve point')} to ${cause}: ${target.resolve} → ${to}.`,
    },
  ];
  if (to === 0) events.push(routEvent(s, target, cause));
  return { events, change: resolveChange(target, to), routed: to === 0 };
}

export function routEvent(s: TillyState, u: TillyUnit, cause: RoutCause): TillyEvent {
  const marker = cause === 'shooting' || cause === 'melee' ? ' Rout marker placed.' : '';
  return { type: 'routed', unit: u.id, cause, text: `${u.name} (${sideName(s, u.side)}) routs and leaves the table.${marker}` };
}

/** A resolve change that is not a hit (rally, heroics, command morale, corrections). */
export function resolveEvent(u: TillyUnit, to: number, wounds: number, why: string): TillyEvent {
  return { type: 'resolve', unit: u.id, from: u.resolve, to, wounds, text: `${u.name}: resolve ${u.resolve} → ${to} (${why}).` };
}

/** A plain (no dice) resolution. */
export const plain = (action: string, result: string, changes: Change[] = [], extra: Partial<Resolution> = {}): Resolution => ({ action, result, changes, ...extra });

/** Dice faces as the result line shows them: "1, 2, 6, 6". */
export const faces = (values: readonly number[]): string => (values.length === 0 ? 'no dice' : values.join(', '));
