/**
 * Previews: the dice an action would roll, itemised, and its exact odds, without rolling or
 * changing anything. Serves `odds` and `mods` (and the REPL's preview before hand rolls).
 */
import { isShootStep } from './steps.js';
import type { Modifier, Odds, Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { TillyAction } from './actions.js';
import { commandCheckReason } from './command.js';
import { lostUnits, other, sideName, unitOf } from './helpers.js';
import { meleeOdds, type Pool, poolDice, shootingOdds, hitsTable } from './odds.js';
import { planMelee, sidePools } from './melee.js';
import { commandCheckOdds } from './odds.js';
import { variableMoraleOdds } from './morale.js';
import { modifiersOf, planShooting } from './shooting.js';
import type { SideIndex, TillyState } from './state.js';

export interface TillyPreview {
  readonly actor?: string;
  readonly target?: string;
  readonly modifiers: { readonly actor: readonly Modifier[]; readonly target: readonly Modifier[] };
  readonly actorModifier: number;
  readonly targetModifier: number;
  readonly odds?: Odds;
  /** What the roll decides and the order the dice are rolled in, for `--rolls`. */
  readonly note?: string;
  /** The full hits table of each side's pools. */
  readonly hits?: { readonly actor: ReturnType<typeof hitsTable>; readonly target?: ReturnType<typeof hitsTable> };
}

const diceOrder = (pools: readonly Pool[]): string =>
  pools
    .filter((p) => p.count > 0)
    .map((p) => `${p.count} for ${p.label} (${p.toHit === 6 ? '6' : `${p.toHit}+`})`)
    .join(', then ');

/**
 * `odds` and `mods` work at any step (issue 4): a shooting or a melee is previewed as if its
 * step had come, so a game master can weigh an option before the phase arrives.
 */
function asIfInStep(s: TillyState, action: TillyAction): TillyState {
  if (action.kind === 'shoot' && !isShootStep(s.step) && s.step !== 'point-blank') {
    const shooter = s.units.find((u) => u.id === action.units[0]);
    const role = shooter ? s.sides[shooter.side]?.role : undefined;
    // In phase 1 the defender shoots (step 1.2), in phase 2 the attacker (step 2.2).
    return role ? { ...s, step: role === 'defender' ? 'defender-shoot' : 'attacker-shoot', shotAt: [] } : s;
  }
  if (action.kind === 'melee' && s.step !== 'melee') return { ...s, step: 'melee' };
  return s;
}

export function previewAction(state: TillyState, action: TillyAction): Result<TillyPreview, string> {
  const s = asIfInStep(state, action);
  switch (action.kind) {
    case 'shoot': {
      const plan = planShooting(s, action);
      if (!plan.ok) return plan;
      const { pools, target } = plan.value;
      return ok({
        actor: plan.value.shooters.map((u) => u.name).join(' + '),
        target: target.name,
        modifiers: { actor: modifiersOf(pools), target: [] },
        actorModifier: poolDice(pools),
        targetModifier: 0,
        odds: shootingOdds(pools, target.resolve),
        note: `${target.name} has resolve ${target.resolve}. Dice in order: ${diceOrder(pools) || 'none'}.`,
        hits: { actor: hitsTable(pools) },
      });
    }
    case 'melee': {
      const plan = planMelee(s, action);
      if (!plan.ok) return plan;
      const [a, b] = plan.value.order;
      const ap = sidePools(plan.value, a);
      const bp = sidePools(plan.value, b);
      const resolveOf = (side: SideIndex) => unitOf(s, plan.value.primary[side]).resolve;
      return ok({
        actor: plan.value.group.filter((u) => u.side === a).map((u) => u.name).join(' + '),
        target: plan.value.group.filter((u) => u.side === b).map((u) => u.name).join(' + '),
        modifiers: { actor: modifiersOf(ap), target: modifiersOf(bp) },
        actorModifier: poolDice(ap),
        targetModifier: poolDice(bp),
        odds: meleeOdds(ap, bp, sideName(s, a), sideName(s, b), resolveOf(a), resolveOf(b)),
        note: `Dice in order: ${diceOrder([...ap, ...bp]) || 'none'}; then a die for each attached commander whose unit took hits.`,
        hits: { actor: hitsTable(ap), target: hitsTable(bp) },
      });
    }
    case 'move':
    case 'declare':
    case 'rallyback': {
      const u = unitOf(s, action.unit);
      const reason = commandCheckReason(s, u, action.far);
      const item: Modifier = { label: 'current resolve', value: u.resolve, reason: 'one die per point of resolve ("Command check")' };
      return ok({
        actor: u.name,
        modifiers: { actor: reason ? [item] : [], target: [] },
        actorModifier: reason ? u.resolve : 0,
        targetModifier: 0,
        ...(reason ? { odds: commandCheckOdds(u.resolve) } : {}),
        note: reason ? `A command check is needed: ${reason}. Any 6 passes.` : `${u.name} is in command: no roll.`,
      });
    }
    case 'next': {
      if (s.step !== 'heroics' || !s.options.variableMorale) return err('next rolls nothing here');
      const lost: [number, number] = [lostUnits(s, 0), lostUnits(s, 1)];
      const most = Math.max(...lost);
      const side = ([s.attacker, other(s.attacker)] as SideIndex[]).find((x) => lost[x] === most && most > 0);
      if (side === undefined) return err('no side has lost a unit: no army-morale roll');
      return ok({
        actor: sideName(s, side),
        modifiers: { actor: [{ label: 'units lost', value: lost[side], reason: '"Optional Rule: Variable Army Morale"' }], target: [] },
        actorModifier: lost[side],
        targetModifier: 0,
        odds: variableMoraleOdds(lost[side], s.sides[side].originalUnits),
        note: `1d6 + ${lost[side]} lost against ${s.sides[side].originalUnits / 2}.`,
      });
    }
    default:
      return err(`${action.kind} rolls no dice`);
  }
}

/** `odds <action>` / `mods <action>` as a resolution that rolls nothing and changes nothing. */
export function previewResolution(s: TillyState, action: TillyAction, what: 'odds' | 'mods'): Result<Resolution, string> {
  const p = previewAction(s, action);
  if (!p.ok) return p;
  const v = p.value;
  const lines =
    what === 'mods' || !v.odds
      ? [...v.modifiers.actor, ...v.modifiers.target].map((m) => `${m.label} ${m.value >= 0 ? `+${m.value}` : m.value}`)
      : v.odds.outcomes.map((o) => `${o.label}: ${(o.probability * 100).toFixed(1)}% (${o.fraction})`);
  return ok({
    action: what,
    ...(v.actor !== undefined ? { actor: v.actor } : {}),
    ...(v.target !== undefined ? { target: v.target } : {}),
    modifiers: v.modifiers,
    actorModifier: v.actorModifier,
    targetModifier: v.targetModifier,
    result: `${lines.join('; ')}${v.note ? `. ${v.note}` : ''}`,
    changes: [],
    ...(what === 'odds' && v.odds ? { odds: v.odds } : {}),
  });
}
