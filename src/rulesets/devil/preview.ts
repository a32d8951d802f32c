/**
 * `mods` and `odds`: the itemised modifiers and the exact outcome distribution of an action,
 * without rolling and without changing anything. Pure and dice-free; valid at any step.
 * Fire, Advancing Fire, Melee and Charge are the combat tables' (fire.ts, melee.ts); the
 * turn engine's own tests are answered here.
 */
import type { Modifier, Odds } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { DevilAction } from './actions.js';
import { advancingFireModifiers, advancingFireOdds, fireModifiers, fireOdds } from './fire.js';
import { meleeModifiers, meleeOdds } from './melee.js';
import { movementBudget, type MovementBudget, retireModifiers, retireOdds } from './movement.js';
import { regroupModifiers, regroupOdds, sumModifiers } from './rally.js';
import { routedModifiers, routedOdds } from './routed.js';
import type { DevilState, UnitState } from './state.js';
import { attachedLeader, commandOdds, initiativeOdds } from './turn.js';

export interface Preview {
  readonly modifiers?: { readonly actor: readonly Modifier[]; readonly target: readonly Modifier[] };
  readonly actorModifier?: number;
  readonly targetModifier?: number;
  readonly odds?: Odds;
  /** Moves: the itemised movement budget. */
  readonly budget?: MovementBudget;
}

const oneSided = (actor: readonly Modifier[], odds?: Odds): Preview => ({
  modifiers: { actor, target: [] },
  actorModifier: sumModifiers(actor),
  ...(odds ? { odds } : {}),
});

function unit(state: DevilState, id: string): Result<UnitState, string> {
  const u = state.units.find((x) => x.id === id);
  if (!u) return err(`There is no unit ${id}.`);
  if (u.status === 'destroyed') return err(`${u.name} has been destroyed.`);
  return ok(u);
}

/** Shape the combat tables' answers as a preview. */
function combat(mods: Result<{ actor: readonly Modifier[]; target: readonly Modifier[] }, string>, odds: Result<Odds, string>): Result<Preview, string> {
  if (!mods.ok) return mods;
  if (!odds.ok) return odds;
  return ok({
    modifiers: { actor: mods.value.actor, target: mods.value.target },
    actorModifier: sumModifiers(mods.value.actor),
    targetModifier: sumModifiers(mods.value.target),
    odds: odds.value,
  });
}

export function previewDevil(state: DevilState, action: DevilAction): Result<Preview, string> {
  switch (action.kind) {
    case 'initiative': {
      const { modifiers, odds } = initiativeOdds(state);
      return ok({ modifiers: { actor: [modifiers[0]], target: [modifiers[1]] }, actorModifier: modifiers[0].value, targetModifier: modifiers[1].value, odds });
    }
    case 'command': {
      const leader = state.leaders.find((l) => l.id === action.leader);
      if (!leader) return err(`There is no leader ${action.leader}.`);
      if (leader.fate !== 'alive') return err(`${leader.name} has been ${leader.fate}.`);
      const { modifiers, odds } = commandOdds(state, leader);
      return ok(oneSided(modifiers, odds));
    }
    case 'rest': {
      const u = unit(state, action.unit);
      if (!u.ok) return u;
      const ctx = { leader: action.leaderWithActor ?? attachedLeader(state, u.value.id) !== undefined, inCombat: u.value.engagedWith.length > 0 };
      return ok(oneSided(regroupModifiers(state, u.value, ctx), regroupOdds(state, u.value, ctx)));
    }
    case 'move': {
      const u = unit(state, action.unit);
      if (!u.ok) return u;
      const budget = movementBudget(state, u.value, action.mode, action.terrain);
      if (action.mode !== 'retire' || u.value.engagedWith.length === 0) return ok({ budget });
      const ctx = {
        leader: action.leaderWithActor ?? attachedLeader(state, u.value.id) !== undefined,
        status: u.value.status,
        enemies: u.value.engagedWith.map((id) => state.units.find((x) => x.id === id)).filter((x): x is UnitState => x !== undefined),
      };
      return ok({ ...oneSided(retireModifiers(state, u.value, ctx), retireOdds(state, u.value, ctx)), budget });
    }
    case 'routed': {
      const u = unit(state, action.unit);
      if (!u.ok) return u;
      const ctx = { leader: action.leaderWithActor ?? attachedLeader(state, u.value.id) !== undefined, status: action.actorStatus ?? u.value.status };
      return ok(oneSided(routedModifiers(state, u.value, ctx), routedOdds(state, u.value, ctx)));
    }
    case 'fire':
      return combat(fireModifiers(state, action), fireOdds(state, action));
    case 'advfire':
      return combat(advancingFireModifiers(state, action), advancingFireOdds(state, action));
    case 'melee':
      return combat(meleeModifiers(state, action), meleeOdds(state, action));
    case 'charge': {
      // The melee that follows contact, fought with "actor charging".
      const req = {
        kind: 'melee' as const,
        unit: action.unit,
        target: action.target,
        charging: true,
        aspect: action.aspect,
        ground: action.ground,
        ...(action.uphill !== undefined ? { uphill: action.uphill } : {}),
        ...(action.obstacle !== undefined ? { obstacle: action.obstacle } : {}),
        ...(action.support !== undefined ? { support: action.support } : {}),
        ...(action.targetSupport !== undefined ? { targetSupport: action.targetSupport } : {}),
        ...(action.leaderWithActor !== undefined ? { leaderWithActor: action.leaderWithActor } : {}),
        ...(action.leaderWithTarget !== undefined ? { leaderWithTarget: action.leaderWithTarget } : {}),
        ...(action.ratio !== undefined ? { ratio: action.ratio } : {}),
        ...(action.actorStatus !== undefined ? { actorStatus: action.actorStatus } : {}),
        ...(action.targetStatus !== undefined ? { targetStatus: action.targetStatus } : {}),
      };
      return combat(meleeModifiers(state, req), meleeOdds(state, req));
    }
    default:
      return err(`${action.kind} has no modifiers or odds.`);
  }
}
