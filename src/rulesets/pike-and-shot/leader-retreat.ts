/**
 * Seed 004, 7.1, 11.6, 7.4, 5.5: a leader alone retreats before a melee as cavalry does, and
 * cavalry's retreat before melee draws reaction fire (11.6); fire at a leader is his casualty
 * check (7.4). *Reading:* the retreat is made at once; the reactions to it come right after,
 * against the hex he left (5.5, 4.5), before anything else is entered. Only fire: 11.6 names
 * reaction fire, and a melee would only drive him on.
 */
import { possessive } from '../../present/words.js';
import { counted, listWords, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { PsAction, ReactRequest } from './actions.js';
import type { PsEvent } from './events.js';
import { factorsOf, inPlay } from './helpers.js';
import { hexDistance } from './hexes.js';
import type { PsLeader, PsState, PsUnit } from './state.js';
import { isGun, movementReactions, reactionKind } from './units.js';

/** The event that opens his retreat to reaction fire: from the hex he leaves. */
export const retreatOpens = (l: PsLeader): PsEvent => ({ type: 'leader-retreat', retreat: { leader: l.id, from: l.hex }, text: '' });

/** Any action but a reaction against the retreating leader (or a note) ends his retreat's reactions. */
export function retreatLapses(s: PsState, a: PsAction): PsEvent[] {
  const r = s.leaderRetreat;
  if (!r || a.kind === 'note' || (a.kind === 'react' && a.target === r.leader)) return [];
  return [{ type: 'leader-retreat', retreat: null, text: '' }];
}

/** The leader `id` names when his retreat before a melee may be fired on now (still on the map or gone off it), else null. */
export function retreatingLeader(s: PsState, id: string): PsLeader | null {
  if (s.leaderRetreat?.leader !== id) return null;
  const l = s.leaders.find((x) => x.id === id);
  return l && (l.fate === 'active' || l.fate === 'off-map') ? l : null;
}

/** The hex he left, and the units that have fired at his retreat. */
const retreatOf = (s: PsState) => ({ from: s.leaderRetreat?.from ?? null, reactors: s.leaderRetreat?.reactors ?? [] });

/**
 * May `a` fire at the leader's retreat from `from`? A unit that reacts to movement by fire
 * (4.5, 11.9, 11.11; never artillery, 12.5), with a fire factor, next to the hex he leaves
 * (the hexes, else `--range`), once (6.3).
 */
export function mayFireAtRetreat(s: PsState, a: PsUnit, l: PsLeader, req: Pick<ReactRequest, 'how' | 'range' | 'to' | 'retreat'>): Result<true, string> {
  const { from, reactors } = retreatOf(s);
  const leaves = `${possessive(l.name)} retreat before the melee`;
  if (!inPlay(a)) return err(`${a.name} ${verb(a, 'is')} no longer in play`);
  if (a.side === l.side) return err(`${l.name} is a friend of ${a.name}`);
  if (isGun(a.type)) return err(`${a.name} ${verb(a, 'is')} artillery, and artillery never reacts (12.5)`);
  const kind = reactionKind(a.type);
  const fires = movementReactions(a.type).includes('fire');
  if (req.how !== 'fire') return err(`${leaves} draws reaction fire only (7.1, 11.6)${fires ? `: react ${a.id} fire ${l.id}` : ''}`);
  if (!fires) return err(`${a.name} cannot fire at ${leaves}: ${kind.name} ${verb(kind, 'reacts')} by melee or charge, never by fire (${kind.cite})`);
  if (req.to !== undefined || req.retreat !== undefined) return err(`--to and --retreat are for a melee or charge reaction (11.4, 7.1); ${leaves} draws fire only`);
  if (reactors.includes(a.id)) return err(`${a.name} ${verb(a, 'has')} already fired at ${leaves}: each unit reacts once to it (6.3)`);
  if (factorsOf(a).fire <= 0) return err(`${a.name} ${verb(a, 'has')} no fire factor (5.3)`);
  const range = req.range ?? (from !== null && a.hex !== null ? hexDistance(a.hex, from, s.rules.shifted) : 1);
  if (range !== 1) return err(`${a.name} ${verb(a, 'is')} ${counted(range, 'hex', 'hexes')} from ${from ?? 'the hex he left'}: reaction fire at a retreat is from next to the hex it leaves (4.5, 5.5, 11.6)`);
  return ok(true);
}

/**
 * The words after his retreat naming the enemy units that may fire at him as he leaves, with
 * their commands; general words without hexes; null when none may. *Reading:* the attacker is
 * not named: 6.3 lets the unit that caused a retreat react only when the way runs next to it,
 * which the game master judges (the command is accepted).
 */
export function retreatFireHint(s: PsState, l: PsLeader, attacker: PsUnit): string | null {
  const cite = '11.6, 7.4';
  if (l.hex === null) return `Enemy units next to the hex he leaves may fire at him (${cite}): react <unit> fire ${l.id}.`;
  const sNow: PsState = { ...s, leaderRetreat: { leader: l.id, from: l.hex } };
  const may = s.units.filter((u) => u.id !== attacker.id && u.hex !== null && mayFireAtRetreat(sNow, u, l, { how: 'fire' }).ok);
  if (may.length === 0) return null;
  return `${listWords(may.map((u) => u.name))} may fire at him as he leaves ${l.hex} (${cite}): ${may.map((u) => `react ${u.id} fire ${l.id}`).join('; ')}.`;
}
