/**
 * The steps after the leaders step (seed 000, "Turn Sequence" 5 to 7): who may fire in the
 * simultaneous end-of-turn fire and how its hits wait until the step ends, who must charge
 * or fight in the impetuous step and in which order, and the camps still standing.
 */
import type { Resolution } from '../../engine/ruleset.js';
import type { DevilOutcome } from './actions.js';
import { canFire, troop } from './catalogue.js';
import { hasFrontEnemy } from './engaged-enemy.js';
import type { DevilEvent } from './events.js';
import { plural, unitChange } from './rally.js';
import type { DevilState, SideIndex, UnitState } from './state.js';
import { strengthChange } from './results.js';
import { LADDER, loseLevels } from './status.js';
import { alive, other, theSide, unitById } from './turn-lookups.js';

/** Units that may fire in the end-of-turn fire step: able to fire, not yet acted, deployed and not in a melee. */
export function eligibleEndFire(state: DevilState): UnitState[] {
  return state.units.filter(
    (u) => alive(u) && !u.acted && u.formation === 'battle' && u.engagedWith.length === 0 && canFire(troop(u.type), u.missiles, false),
  );
}

export interface PendingUnit {
  readonly unit: string;
  readonly name: string;
  readonly side: SideIndex;
  /** `melee`: an ongoing combat it must fight; `impetuous`: it must charge an eligible enemy within charge range. */
  readonly reason: 'melee' | 'impetuous';
}

/**
 * Units that must charge or fight in the impetuous step ("Turn Sequence" 6): units in an
 * ongoing combat that have not acted, and deployed impetuous units that have not acted
 * (whether an eligible enemy is within charge range is for the table to say).
 */
export function pendingImpetuous(state: DevilState): PendingUnit[] {
  const out: PendingUnit[] = [];
  for (const u of state.units) {
    if (!alive(u) || u.acted) continue;
    // An engaged unit with no enemy on its front is fought by its flanker, not the other way ("Melee").
    if (u.engagedWith.length > 0) {
      if (hasFrontEnemy(state, u)) out.push({ unit: u.id, name: u.name, side: u.side, reason: 'melee' });
    } else if (u.impetuous && u.formation === 'battle' && troop(u.type).category !== 'artillery') {
      out.push({ unit: u.id, name: u.name, side: u.side, reason: 'impetuous' });
    }
  }
  return out;
}

/**
 * Simultaneous fire: a fire's hits in the end-of-turn fire step, held in the state until the
 * step ends. A target already hit in this step takes the hits together, so the result says
 * where they leave it (the events keep their words: a replay compares them).
 */
export function heldFire(outcome: DevilOutcome, state: DevilState): DevilOutcome {
  const events: DevilEvent[] = [];
  const together = new Map<string, string>();
  for (const e of outcome.events) {
    if (e.type !== 'unit') {
      events.push(e);
      continue;
    }
    const destroy = e.to === 'destroyed';
    const levels = destroy ? 0 : Math.max(0, LADDER.indexOf(e.to) - LADDER.indexOf(e.from)) + Math.max(0, e.basesFrom - e.basesTo);
    if (!destroy && levels === 0) continue;
    events.push({ type: 'fire-pending', unit: e.unit, levels, destroy, text: `${e.text.replace(/\.$/, '')}: takes effect when the end-of-turn fire is over.` });
    const waiting = (state.pendingFire ?? []).filter((h) => h.unit === e.unit);
    const u = unitById(state, e.unit);
    if (u && waiting.length > 0) together.set(u.name, togetherWords(u, waiting, levels, destroy));
  }
  // A fire without effect has nothing to hold back: saying it "takes effect" later would mislead.
  const results = outcome.results.map((x) => {
    if (x.changes.length === 0) return x;
    const also = x.target !== undefined ? together.get(x.target) : undefined;
    return { ...x, result: `${x.result} Simultaneous fire: this takes effect when the step ends${also ? `, ${also}` : ''}.` };
  });
  return { events, results };
}

/** "with the 1 level already waiting: OK → Demoralized", what the hits do together at the step's end. */
function togetherWords(u: UnitState, waiting: readonly { levels: number; destroy: boolean }[], levels: number, destroy: boolean): string {
  const before = waiting.reduce((n, h) => n + h.levels, 0);
  const after = loseLevels(u, before + levels, destroy || waiting.some((h) => h.destroy));
  const c = strengthChange(u, u, after);
  const already = waiting.some((h) => h.destroy) ? 'the destruction already waiting' : `the ${plural(before, 'level')} already waiting`;
  return `with ${already}: ${c.from} → ${c.to}`;
}

/** Hits held back in the end-of-turn fire step, applied together: one `unit` event per unit hit. */
export function applyPendingFire(state: DevilState): { events: DevilEvent[]; changes: Resolution['changes'] } {
  const pending = state.pendingFire ?? [];
  if (pending.length === 0) return { events: [], changes: [] };
  const byUnit = new Map<string, { levels: number; destroy: boolean }>();
  for (const h of pending) {
    const acc = byUnit.get(h.unit) ?? { levels: 0, destroy: false };
    byUnit.set(h.unit, { levels: acc.levels + h.levels, destroy: acc.destroy || h.destroy });
  }
  const events: DevilEvent[] = [];
  const changes: Resolution['changes'][number][] = [];
  for (const [id, hit] of byUnit) {
    const u = unitById(state, id);
    if (!u || !alive(u)) continue;
    const after = loseLevels(u, hit.levels, hit.destroy);
    if (after.status === u.status && after.bases === u.bases) continue;
    const c = unitChange(u, after.status, after.bases, hit.destroy ? 'end-of-turn fire: destroyed' : `end-of-turn fire, ${plural(hit.levels, 'level')}`);
    events.push(c.event);
    changes.push(c.change);
  }
  events.push({ type: 'fire-resolved', text: 'End-of-turn fire takes effect.' });
  return { events, changes };
}

/**
 * Who acts next in the impetuous step. At the start (`last` null) only a side with units
 * that must act; both sides means the initiative is rolled (null). Afterwards the sides
 * alternate, and a side with nothing left to do is skipped.
 */
export function impetuousToAct(state: DevilState, last: SideIndex | null): SideIndex | null {
  const sides = new Set(pendingImpetuous(state).map((p) => p.side));
  if (last === null) {
    if (sides.size === 1) return [...sides][0] ?? null;
    return null;
  }
  if (sides.has(other(last))) return other(last);
  if (sides.has(last)) return last;
  return null;
}

/**
 * The hint that opens the camps step ("Combat Effects and Rallying": a camp in contact with an
 * enemy unit that is not itself in contact is sacked): each camp still standing, and the
 * command to record a sack when enemy units that are free of contact could be touching it.
 */
export function campsHint(state: DevilState): { said: string; recorded: string } {
  const said: string[] = [];
  const recorded: string[] = [];
  for (const side of [0, 1] as const) {
    const camp = state.sides[side];
    if (!camp.camp || camp.campSacked) continue;
    const enemy = other(side);
    const free = state.units.some((u) => u.side === enemy && alive(u) && u.engagedWith.length === 0);
    const stands = `The camp of ${theSide(state, side)} stands`;
    if (!free) {
      said.push(`${stands}.`);
      recorded.push(`${stands}.`);
      continue;
    }
    const by = `if a unit of ${theSide(state, enemy)}`;
    said.push(`${stands}: ${by} that is not itself in contact with the enemy touches it, record the sack with sack ${camp.role} camp --by <units>.`);
    // The step's event keeps its first words: a replay compares them with those journals recorded.
    recorded.push(`${stands}: ${by} not itself in contact with the enemy touches it, give sack ${camp.role} camp --by <units>.`);
  }
  return { said: said.join(' '), recorded: recorded.join(' ') };
}
