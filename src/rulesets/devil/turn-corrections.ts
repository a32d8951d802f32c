/**
 * The game master's corrections (statuses, bases, contacts, leaders, camps, notes): they
 * stand outside the turn sequence and are accepted even once the battle is over; only a
 * camp's sack waits for its step (camps.ts).
 */
import { faceWords } from './events.js';
import type { Resolution } from '../../engine/ruleset.js';
import { err } from '../../engine/result.js';
import type { DevilAction } from './actions.js';
import { sackCamp } from './camps.js';
import { troop } from './catalogue.js';
import type { DevilEvent } from './events.js';
import { plural, unitChange } from './rally.js';
import type { DevilState } from './state.js';
import { isDestroyedBy, STATUS_WORDS } from './status.js';
import { commandPassed, commandPassedText, leaderHeldInCombat } from './turn-leaders.js';
import { done, getLeader, getLiveUnit, getUnit, living, type Outcome, result, unitById } from './turn-lookups.js';
import { its, possessive, verb } from './words.js';
import { aside } from '../../present/words.js';

export function doSetStatus(state: DevilState, action: Extract<DevilAction, { kind: 'set-status' }>): Outcome {
  const ur = getUnit(state, action.unit);
  if (!ur.ok) return ur;
  const u = ur.value;
  if (u.status === action.status) return err(`${u.name} ${verb(u, 'is')} already ${STATUS_WORDS[u.status]}.`);
  if (u.status === 'destroyed' && isDestroyedBy(u.startBases, u.bases)) {
    return err(`${u.name} ${verb(u, 'has')} been destroyed (half or more of ${its(u)} bases lost): use undo to take back a destruction.`);
  }
  const c = unitChange(u, action.status, u.bases, action.why ? `game master: ${action.why}` : 'game master');
  return done([c.event], [result('set-status', `${u.name}: ${c.change.from} → ${c.change.to}${aside(action.why)}.`, { actor: u.name, changes: [c.change] })]);
}

export function doSetBases(state: DevilState, action: Extract<DevilAction, { kind: 'set-bases' }>): Outcome {
  const ur = getUnit(state, action.unit);
  if (!ur.ok) return ur;
  const u = ur.value;
  // A destruction also ended its combats and left its leaders on foot: only undo restores all that.
  if (u.status === 'destroyed') return err(`${u.name} ${verb(u, 'has')} been destroyed: use undo to take back a destruction.`);
  if (!Number.isInteger(action.bases) || action.bases < 0 || action.bases > u.startBases) {
    return err(`${u.name} started with ${plural(u.startBases, 'base')}: give 0 to ${u.startBases}.`);
  }
  if (action.bases === u.bases) return err(`${u.name} already has ${plural(u.bases, 'base')}.`);
  const status = isDestroyedBy(u.startBases, action.bases) ? 'destroyed' : u.status;
  const c = unitChange(u, status, action.bases, action.why ? `game master: ${action.why}` : 'game master');
  return done([c.event], [result('set-bases', `${u.name}: ${c.change.from} → ${c.change.to}${action.why ? ` (${action.why})` : ''}.`, { actor: u.name, changes: [c.change] })]);
}

export function doEngage(state: DevilState, action: Extract<DevilAction, { kind: 'engage' }>): Outcome {
  const a = getLiveUnit(state, action.a);
  if (!a.ok) return a;
  const b = getLiveUnit(state, action.b);
  if (!b.ok) return b;
  if (a.value.side === b.value.side) return err(`${a.value.name} and ${b.value.name} are on the same side.`);
  if (a.value.engagedWith.includes(b.value.id)) return err(`${a.value.name} and ${b.value.name} are already in contact.`);
  const face = troop(b.value.type).noFlanks ? 'front' : (action.face ?? 'front');
  const where = face === 'front' ? '' : `, ${a.value.name} on the ${faceWords(face)} of ${b.value.name}`;
  const text = `${a.value.name} and ${b.value.name} are in contact${where}${action.why ? ` (${action.why})` : ''}.`;
  return done([{ type: 'engaged', a: a.value.id, b: b.value.id, faceA: 'front', faceB: face, text }], [result('engage', text)]);
}

export function doDisengage(state: DevilState, action: Extract<DevilAction, { kind: 'disengage' }>): Outcome {
  const a = getUnit(state, action.a);
  if (!a.ok) return a;
  const u = a.value;
  const others = action.b === undefined ? u.engagedWith : [action.b];
  if (others.length === 0) return err(`${u.name} ${verb(u, 'is')} not in contact with any enemy.`);
  const events: DevilEvent[] = [];
  for (const id of others) {
    const b = unitById(state, id);
    if (!u.engagedWith.includes(id)) return err(`${u.name} ${verb(u, 'is')} not in contact with ${b?.name ?? id}.`);
    events.push({ type: 'disengaged', a: u.id, b: id, text: `${u.name} and ${b?.name ?? id} are no longer in contact${action.why ? ` (${action.why})` : ''}.` });
  }
  return done(events, [result('disengage', events.map((e) => e.text).join(' '))]);
}

export function doAttach(state: DevilState, action: Extract<DevilAction, { kind: 'attach' }>): Outcome {
  const lr = getLeader(state, action.leader);
  if (!lr.ok) return lr;
  const ur = getLiveUnit(state, action.unit);
  if (!ur.ok) return ur;
  const l = lr.value;
  const u = ur.value;
  if (!living(l)) return err(`${l.name} has been ${l.fate}.`);
  if (u.side !== l.side) return err(`${u.name} ${verb(u, 'is')} an enemy unit.`);
  if (l.attachedTo === u.id) return err(`${l.name} is already with ${u.name}.`);
  const held = leaderHeldInCombat(state, l);
  if (held) return err(held);
  const text = `${l.name} joins ${u.name}${action.why ? ` (${action.why})` : ''}.`;
  return done([{ type: 'attached', leader: l.id, unit: u.id, text }], [result('attach', text)]);
}

export function doDetach(state: DevilState, action: Extract<DevilAction, { kind: 'detach' }>): Outcome {
  const lr = getLeader(state, action.leader);
  if (!lr.ok) return lr;
  const l = lr.value;
  if (!l.attachedTo) return err(`${l.name} is not attached to a unit.`);
  const u = unitById(state, l.attachedTo);
  const held = leaderHeldInCombat(state, l);
  if (held) return err(held);
  const text = `${l.name} leaves ${u?.name ?? l.attachedTo}${action.why ? ` (${action.why})` : ''}.`;
  return done([{ type: 'attached', leader: l.id, unit: null, text }], [result('detach', text)]);
}

export function doLeaderFate(state: DevilState, action: Extract<DevilAction, { kind: 'leader-fate' }>): Outcome {
  const lr = getLeader(state, action.leader);
  if (!lr.ok) return lr;
  const l = lr.value;
  const events: DevilEvent[] = [];
  const why = action.why ? ` (${action.why})` : '';
  if (l.fate !== action.fate) events.push({ type: 'leader-fate', leader: l.id, fate: action.fate, text: `${l.name} is ${action.fate}${why}.` });
  if (action.heir !== undefined) {
    const hr = getLeader(state, action.heir);
    if (!hr.ok) return hr;
    const heir = hr.value;
    if (heir.id === l.id) return err(`${l.name} cannot inherit his own command.`);
    if (heir.side !== l.side) return err(`${heir.name} serves the other army.`);
    if (!living(heir)) return err(`${heir.name} has been ${heir.fate}.`);
    if (commandPassed(state, l.id)) return err(`${possessive(l.name)} command has already passed to another leader.`);
    events.push({ type: 'command-passed', from: l.id, to: heir.id, text: commandPassedText(state, l, heir) });
  }
  if (events.length === 0) return err(`${l.name} is already ${l.fate}.`);
  return done(events, [result('leader-fate', events.map((e) => e.text).join(' '))]);
}

export function doSack(state: DevilState, action: Extract<DevilAction, { kind: 'sack' }>): Outcome {
  const r = sackCamp(state, action.side, action.by ?? []);
  if (!r.ok) return r;
  return done(r.value.events, withWhy(r.value.results, action.why));
}

const withWhy = (results: Resolution[], why?: string): Resolution[] =>
  why ? results.map((r) => ({ ...r, result: `${r.result.replace(/\.$/, '')} (${why}).` })) : results;

export function doNote(action: Extract<DevilAction, { kind: 'note' }>): Outcome {
  if (!action.text.trim()) return err('A note needs some text.');
  return done([{ type: 'note', text: action.text }], [result('note', action.text)]);
}
