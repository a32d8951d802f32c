/**
 * The game master's corrections: the table is the truth, and the tool follows it. Each is
 * allowed in any step, takes an optional reason (`--why`), and is journaled like any other
 * command.
 */
import { err, type Result } from '../../engine/result.js';
import { cannonsFallAtMelee } from './charges.js';
import type { TillyEvent } from './events.js';
import { changeText, onTable, outcome, plain, possessive, resolveChange, resolveEvent, routEvent, type TillyOutcome, unitOf } from './helpers.js';
import type { Aspect, TillyState } from './state.js';
import { its, verb } from '../../engine/english.js';
import { aside } from '../../present/words.js';

const because = aside;

export function setResolve(s: TillyState, req: { unit: string; resolve: number; why?: string }): Result<TillyOutcome, string> {
  const u = unitOf(s, req.unit);
  if (!onTable(u)) return err(`${u.name} ${verb(u, 'is')} no longer on the table`);
  if (!Number.isInteger(req.resolve) || req.resolve < 0 || req.resolve > u.startResolve) {
    return err(`${possessive(u.name)} resolve is 0 to ${u.startResolve} (its starting value)`);
  }
  const to = req.resolve;
  // Resolve set by hand counts as lost to shooting or melee (recoverable) as far as it goes below the start.
  const wounds = u.startResolve - to;
  const events: TillyEvent[] = [resolveEvent(u, to, wounds, `set by the game master${req.why ? `: ${req.why}` : ''}`)];
  if (to === 0) events.push(routEvent(s, u, 'gm'));
  const change = resolveChange(u, to);
  return outcome([plain('set', `${u.name}: ${changeText(change)}${because(req.why)}.`, [change])], events);
}

export function rout(s: TillyState, req: { unit: string; why?: string }): Result<TillyOutcome, string> {
  const u = unitOf(s, req.unit);
  if (!onTable(u)) return err(`${u.name} ${verb(u, 'is')} no longer on the table`);
  if (u.type === 'commander') return err(`${u.name} ${verb(u, 'is')} a commander: use fall`);
  const e = routEvent(s, u, 'gm');
  const change = resolveChange(u, 0);
  return outcome([plain('rout', `${u.name} (${changeText(change)}) routs and leaves the table${because(req.why)}.`, [change])], [e]);
}

export function fall(s: TillyState, req: { unit: string; why?: string }): Result<TillyOutcome, string> {
  const u = unitOf(s, req.unit);
  if (u.type !== 'commander') return err(`${u.name} ${verb(u, 'is')} not a commander`);
  if (!onTable(u)) return err(`${u.name} ${verb(u, 'is')} already a casualty`);
  const text = `${u.name} ${verb(u, 'becomes')} a casualty${because(req.why)}: alive → casualty. Commander casualty marker placed.`;
  return outcome([plain('fall', text, [{ unit: u.name, from: 'alive', to: 'casualty' }])], [{ type: 'commander-fell', unit: u.id, text }]);
}

export function engage(s: TillyState, req: { a: string; b: string; aspectA: Aspect; aspectB: Aspect; why?: string }): Result<TillyOutcome, string> {
  const a = unitOf(s, req.a);
  const b = unitOf(s, req.b);
  if (a.side === b.side) return err('only enemy units are in melee contact');
  for (const u of [a, b]) {
    if (!onTable(u)) return err(`${u.name} ${verb(u, 'is')} no longer on the table`);
    if (u.type === 'commander') return err('commanders are never in contact by themselves: attach them to a unit');
  }
  // "Cannons in melee": cannons in contact fall without a fight when their melee is fought, so no face matters
  // (under cannonsFallAtMelee they stay until then and may fire to their front, so the face counts, as for a charge).
  if (req.aspectB !== 'front' && (a.type === 'cannons' || b.type === 'cannons') && !cannonsFallAtMelee(s)) {
    return err(`--on ${req.aspectB} means nothing with cannons: they never fight, and fall without a fight when their melee is fought ("Cannons in melee"); leave it out`);
  }
  const text = `${a.name} (enemy to ${its(a)} ${req.aspectA}) and ${b.name} (enemy to ${its(b)} ${req.aspectB}) are in contact${because(req.why)}.`;
  return outcome([plain('engage', text)], [{ type: 'contact', a: a.id, b: b.id, aspectA: req.aspectA, aspectB: req.aspectB, chargedBy: null, text }]);
}

export function disengage(s: TillyState, req: { a: string; b: string | null; why?: string }): Result<TillyOutcome, string> {
  const a = unitOf(s, req.a);
  const touching = s.contacts.filter((c) => (c.a === a.id || c.b === a.id) && (req.b === null || c.a === req.b || c.b === req.b));
  if (touching.length === 0) return err(`${a.name} ${verb(a, 'is')} not in contact${req.b ? ` with ${unitOf(s, req.b).name}` : ''}`);
  const text = `${a.name} ${verb(a, 'is')} out of contact${req.b ? ` with ${unitOf(s, req.b).name}` : ''}${because(req.why)}.`;
  return outcome([plain('disengage', text)], [{ type: 'disengaged', a: a.id, b: req.b, text }]);
}

export function note(text: string): Result<TillyOutcome, string> {
  return outcome([plain('note', text)], [{ type: 'note', text }]);
}
