/**
 * The game master's corrections: the map is the truth, and the tool follows it. Each is
 * allowed in any phase, takes an optional reason (`--why`), and is journaled.
 */
import { verb } from '../../engine/english.js';
import { err, type Result } from '../../engine/result.js';
import { normalizeHex } from './hexes.js';
import { enemyIn, enemyLeaderAlone, hostIn, inPlay, outcome, plain, type PsOutcome, stateBefore, unitNamed } from './helpers.js';
import { stayBehind } from './leaders.js';
import type { PsState, Status } from './state.js';
import { alwaysDisordered, isGun } from './units.js';
import { aside } from '../../present/words.js';

const because = aside;

export function setStatus(s: PsState, req: { unit: string; status: Status; why?: string }): Result<PsOutcome, string> {
  const named = unitNamed(s, req.unit, 'a leader is never ordered or disordered; only a unit is (6.2, 7.0)');
  if (!named.ok) return named;
  const u = named.value;
  if (!inPlay(u)) return err(`${u.name} ${verb(u, 'is')} no longer in play`);
  if (isGun(u.type)) return err(`${u.name} never ${verb(u, 'shows')} ordered or disordered: artillery changes side only by capture (6.2, 12.4, 12.6)`);
  if (alwaysDisordered(u.type) && req.status === 'ordered') return err(`${u.name} ${verb(u, 'is')} always disordered (2.5)`);
  if (u.status === req.status) return err(`${u.name} ${verb(u, 'is')} already ${req.status}: nothing to set`);
  const text = `${u.name}: ${u.status} → ${req.status}${because(req.why)}.`;
  return outcome([plain('set', text, [{ unit: u.name, from: u.status, to: req.status }])], [{ type: 'status', unit: u.id, status: req.status, text }]);
}

export function eliminate(s: PsState, req: { unit: string; why?: string }): Result<PsOutcome, string> {
  const named = unitNamed(s, req.unit, 'eliminate takes a unit; a leader falls by his casualty check or with his unit (7.4), or place him where the map has him');
  if (!named.ok) return named;
  const u = named.value;
  if (!inPlay(u)) return err(`${u.name} ${verb(u, 'is')} no longer in play`);
  const text = `${u.name} ${verb(u, 'is')} eliminated${because(req.why)}.`;
  // As `place` and `move` do: its stacked leaders stay in its hex, no longer stacked with it (7.1).
  const left = stayBehind(s, u);
  return outcome([plain('eliminate', [text, ...left.map((e) => e.text)].join(' '), [{ unit: u.name, from: stateBefore(s, u), to: 'eliminated' }])], [{ type: 'eliminated', unit: u.id, text }, ...left]);
}

export function place(s: PsState, req: { unit: string; hex: string; why?: string }): Result<PsOutcome, string> {
  const hex = normalizeHex(req.hex);
  if (hex === null) return err(`"${req.hex}" is not a hex number (XXYY)`);
  const leader = s.leaders.find((l) => l.id === req.unit);
  if (leader) {
    // 7.1: placed in a friendly unit's hex, he is stacked with it.
    const host = hostIn(s, leader.side, hex);
    // A correction may pass through a position the rules forbid (one counter at a time): said, not refused.
    const held = enemyIn(s, leader.side, hex);
    const warn = held ? ` Note: ${hex} also holds the enemy ${held.name}; a leader and an enemy never share a hex (7.1): place one of them elsewhere.` : '';
    const text = `${leader.name} is placed in ${hex}${host ? `, stacked with ${host.name}` : ''}${because(req.why)}.${warn}`;
    return outcome([plain('place', text)], [{ type: 'leader-moved', leader: leader.id, hex, with: host?.id ?? null, moved: false, text }]);
  }
  const named = unitNamed(s, req.unit, 'no such leader');
  if (!named.ok) return named;
  const u = named.value;
  if (!inPlay(u)) return err(`${u.name} ${verb(u, 'is')} no longer in play`);
  // 4.4, 7.1, 12.6: the map never holds enemies together, nor two infantry or cavalry units. A
  // correction may pass through such a position (one counter at a time): said, not refused.
  const there = s.units.find((x) => inPlay(x) && x.id !== u.id && x.hex === hex && (x.side !== u.side || (!isGun(x.type) && !isGun(u.type))));
  const alone = there ? undefined : enemyLeaderAlone(s, u.side, hex);
  const clash = there ? `${there.side === u.side ? '' : 'the enemy '}${there.name}` : alone ? `the enemy leader ${alone.name}` : null;
  const warn = clash ? ` Note: ${hex} also holds ${clash}, which the rules never allow (4.4, 7.1; a gun is taken with capture, 12.6): place one of them elsewhere.` : '';
  const text = `${u.name} ${verb(u, 'is')} placed in ${hex}${because(req.why)}.${warn}`;
  // A correction, not a move: the unit's movement this phase is left as it was. Its stacked
  // leaders stay where they were, no longer stacked (place them too if they went with it).
  const left = hex === u.hex ? [] : stayBehind(s, u);
  return outcome([plain('place', [text, ...left.map((e) => e.text)].join(' '))], [{ type: 'placed', unit: u.id, hex, text }, ...left]);
}

export function note(text: string): Result<PsOutcome, string> {
  return outcome([plain('note', text)], [{ type: 'note', text }]);
}
