/** What the guided menus offer in each step: the legal actions, each with its label. */
import type { DevilAction } from './actions.js';
import type { DevilState, SideIndex, UnitState } from './state.js';
import { nextBlocker } from './turn.js';
import { actingUnits, unitActionKinds } from './turn-activation.js';
import { eligibleEndFire, pendingImpetuous } from './turn-end.js';
import { availableLeaders, leaderMayMove } from './turn-leaders.js';
import { leaderById, sideVerb, theSide } from './turn-lookups.js';
import { LEADER_MOVE } from './turn-tables.js';
import { possessive } from './words.js';

export interface LegalAction {
  readonly kind: DevilAction['kind'];
  readonly unit?: string;
  readonly leader?: string;
  readonly side?: SideIndex;
  readonly mode?: 'advance' | 'march' | 'retire';
  /** What a menu shows. */
  readonly label: string;
}

/** A unit's actions for the menus; a unit under standing orders is marked, as it spends no activation. */
function unitLegalActions(state: DevilState, u: UnitState): LegalAction[] {
  const orders = u.standingOrders ? ' (standing orders)' : '';
  return unitActionKinds(state, u.id).map((k): LegalAction => {
    if (k === 'advance' || k === 'march' || k === 'retire') {
      // Heavy guns only change facing ("Movement"): their one move is a pivot (an Advance with facing changes only).
      return { kind: 'move', mode: k, unit: u.id, label: `${u.type === 'heavy-artillery' ? 'pivot' : k} ${u.name}${orders}` };
    }
    return { kind: k, unit: u.id, label: `${k === 'rest' ? (u.status === 'ok' ? 'rest' : 'regroup') : k} ${u.name}${orders}` };
  });
}

/**
 * What may happen next in the turn, for the guided menus. Game-master corrections, notes,
 * Routed Through tests and facing a flank are always available and are not listed.
 */
export function legalActions(state: DevilState): LegalAction[] {
  const out: LegalAction[] = [];
  const next = () => {
    if (nextBlocker(state) === null) out.push({ kind: 'next', label: 'next step' });
  };
  switch (state.step) {
    case 'initiative':
      if (state.initiative === null) out.push({ kind: 'initiative', label: 'roll for the initiative' });
      // "Turn Sequence": the winner chooses, so his side is offered first.
      else for (const side of [state.initiative, state.initiative === 0 ? 1 : 0] as const) out.push({ kind: 'first', side, label: `${sideVerb(state, side, 'acts')} first` });
      return out;
    case 'leaders': {
      const leader = state.activeLeader ? leaderById(state, state.activeLeader) : undefined;
      for (const u of actingUnits(state)) out.push(...unitLegalActions(state, u));
      if (leader) {
        if (leaderMayMove(state, leader) === null) out.push({ kind: 'leader-move', leader: leader.id, label: `move ${leader.name} (${LEADER_MOVE}")` });
        out.push({ kind: 'done', leader: leader.id, label: `end ${possessive(leader.name)} initiative` });
        return out;
      }
      if (state.toAct !== null) {
        for (const l of availableLeaders(state, state.toAct)) out.push({ kind: 'command', leader: l.id, label: `give ${l.name} the initiative` });
      }
      next();
      return out;
    }
    case 'end-fire':
      for (const u of eligibleEndFire(state)) out.push({ kind: 'fire', unit: u.id, label: `fire ${u.name}` });
      next();
      return out;
    case 'impetuous': {
      const pending = pendingImpetuous(state);
      if (state.toAct === null && new Set(pending.map((p) => p.side)).size === 2) {
        out.push({ kind: 'initiative', label: 'roll for the order of charges and melees' });
      }
      for (const p of pending.filter((x) => x.side === state.toAct)) {
        out.push({ kind: p.reason === 'melee' ? 'melee' : 'charge', unit: p.unit, label: `${p.reason === 'melee' ? 'fight' : 'charge with'} ${p.name}` });
      }
      next();
      return out;
    }
    case 'morale':
      for (const side of [0, 1] as const) {
        // Only enemy units free of contact may loot ("Combat Effects and Rallying").
        const looters = state.units.some((u) => u.side !== side && u.status !== 'destroyed' && u.engagedWith.length === 0);
        if (state.sides[side].camp && !state.sides[side].campSacked && looters) out.push({ kind: 'sack', side, label: `sack the camp of ${theSide(state, side)}` });
      }
      next();
      return out;
    case 'over':
      return out;
  }
}
