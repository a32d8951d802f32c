/**
 * Seed 004, 6.5 "Fortunes of War": each player's count, and spending one on a recovery (any
 * friendly unit, enemies ignored), a move, or a reaction against an adjacent enemy. Only one
 * may be played on a unit after each combat; the unit may still fight this phase.
 */
import type { DiceSource } from '../../dice/dice.js';
import { capitalFirst, its, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { FowUse, PsAction } from './actions.js';
import { mayRecover, rollRecovery } from './attacks.js';
import { resolveReact } from './reactions.js';
import type { PsEvent } from './events.js';
import { factorsOf, inPlay, plain, type PsOutcome } from './helpers.js';
import type { PsState, PsUnit } from './state.js';
import { isCombatStep } from './steps.js';
import { SideDoes, sideDoes, sideOwn } from './side-words.js';

/** The unit a fortune of war may be played on now (6.5); the play and `odds` both ask. */
export function fortuneUnit(s: PsState, use: FowUse): Result<PsUnit, string> {
  const unitId = use.use === 'react' ? use.react.unit : use.unit;
  const u = s.units.find((x) => x.id === unitId);
  if (!u || !inPlay(u)) return err('a fortune of war is played on a unit in play');
  const side = s.sides[u.side];
  if (side.fow < 1) return err(`${sideDoes(side.name, 'has')} no fortune of war to play (6.5)`);
  if (!isCombatStep(s)) return err('fortunes of war are played after a combat, in a combat phase (6.5)');
  if (s.fowPlayedOn.includes(u.id)) return err(`a fortune of war was already played on ${u.name} after this combat: one a unit (6.5)`);
  const stuck = use.use === 'move' ? cannotMove(u) : null;
  if (stuck !== null) return err(`${stuck}: a fortune of war moves only a unit that may move; none is spent`);
  return ok(u);
}

/** 12.1, 12.7, 4.2: why the unit could not move now, whatever the hex, or null. */
function cannotMove(u: PsUnit): string | null {
  if (u.type === 'artillery') return `${u.name} ${verb(u, 'is')} heavy artillery, which never moves (12.1)`;
  if (u.type === 'light-cannon' && u.cannon !== 'moving') return `${u.name} ${verb(u, 'is')} on ${its(u)} firing side and cannot move this turn (12.7)`;
  if (factorsOf(u).move <= 0) return `${u.name} ${verb(u, 'has')} no movement allowance (4.2)`;
  return null;
}

export function resolveFow(s: PsState, use: FowUse, dice: DiceSource): Result<PsOutcome, string> {
  const played = fortuneUnit(s, use);
  if (!played.ok) return played;
  const u = played.value;
  const side = s.sides[u.side];
  const spend: PsEvent[] = [{ type: 'fow', side: u.side, delta: -1, text: `${SideDoes(side.name, 'plays')} a fortune of war on ${u.name} (6.5).` }];
  // One a unit after each combat (6.5): the unit is marked until the phase's next attack or recovery.
  const marked: PsEvent[] = [{ type: 'fow-played', unit: u.id, text: '' }];
  const left = `${side.name}: ${side.fow - 1 === 0 ? 'no' : side.fow - 1} fortune${side.fow - 1 === 1 ? '' : 's'} of war left.`;
  let r: Result<PsOutcome, string>;
  switch (use.use) {
    case 'recover': {
      const can = mayRecover(u);
      r = can.ok ? ok(rollRecovery(s, u, dice, true)) : can;
      break;
    }
    case 'move':
      if (u.side !== s.units.find((x) => x.id === u.id)?.side) return err('a fortune of war moves a friendly unit');
      r = ok({ results: [{ action: 'fow', actor: u.name, result: `${u.name} may move now, by the normal rules, enemy reaction included (6.5): move ${u.id} to <hex>.`, changes: [] }], events: [{ type: 'fow-move', unit: u.id, text: `${u.name} may move by a fortune of war.` }] });
      break;
    case 'react':
      r = resolveReact(s, use.react, dice, true);
      break;
  }
  if (!r.ok) return r;
  // Every result is the fortune's; what is left of them is said once, at the end.
  const all = r.value.results;
  const results = all.map((x, i) => ({ ...x, action: 'fow', ...(i === all.length - 1 ? { result: `${x.result} ${left}` } : {}) }));
  const events = r.value.events;
  return ok({ results, events: [...spend, ...events, ...marked] });
}

/**
 * 6.5: whether an action ends the aftermath of the last combat, the time its fortunes of war are
 * played in. Its retreats, routs and pursuits (retreat), advance, the reactions to them and to a
 * fortune of war move, the fortunes themselves (and the move one grants), capture records,
 * corrections and notes do not; the next attack or recovery, any other move, `next` do.
 */
export function endsAftermath(s: PsState, a: PsAction): boolean {
  switch (a.kind) {
    case 'fow':
    case 'retreat':
    case 'advance':
    case 'react':
    case 'capture':
    case 'win':
    case 'set':
    case 'eliminate':
    case 'place':
    case 'note':
      return false;
    case 'move':
      return a.unit !== s.fowMove && a.unit !== s.fowMoved;
    default:
      return true;
  }
}

/** 6.5: the fortunes of war an action lets lapse unplayed (none under the house rule fortunesKept). */
export function lapsedFortunes(s: PsState, a: PsAction): PsOutcome {
  if (s.rules.houseRules.fortunesKept || !endsAftermath(s, a)) return { results: [], events: [] };
  const held = ([0, 1] as const).filter((i) => s.sides[i].fow > 0);
  const words = held.map((i) => {
    const n = s.sides[i].fow;
    return n === 1
      ? `${capitalFirst(sideOwn(s.sides[i].name))} fortune of war lapses unplayed (6.5).`
      : `${capitalFirst(sideOwn(s.sides[i].name))} ${n} fortunes of war lapse unplayed (6.5).`;
  });
  return {
    results: held.map((_, k) => plain('fow', words[k] as string)),
    events: held.map((i, k) => ({ type: 'fow-lapsed', side: i, count: s.sides[i].fow, text: words[k] as string })),
  };
}
