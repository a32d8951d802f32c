/**
 * Exact odds of a Pike & Shot action, rolling nothing: every die of the combat (a melee's
 * exchange of fire and its melee roll together) is enumerated through the same resolver the
 * roll uses (combat.ts), and equal outcomes are added up. One outcome per distinct result,
 * each label beginning with the CRT's codes as the scenario writes them. Recovery rolls and
 * the leaders' casualty checks (7.4) are given too.
 */
import { verb } from '../../engine/english.js';
import type { Odds, OddsOutcome, RollPreview } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { PsAction } from './actions.js';
import { attackLeaderPlan, mayRecover, recoveryTarget, recovers } from './attacks.js';
import { type CombatPlan, outcomeLabel, resolveCombat } from './combat.js';
import { stackedLeaders, unitOf } from './helpers.js';
import { CASUALTY_CHANCE } from './leaders.js';
import { type LeaderAttack, leaderTarget, meleeOutcomeWords } from './lone-leader.js';
import { firePlan, meleePlan } from './plans.js';
import { leaderReactPlan, reactPlan } from './reactions.js';
import type { PsState } from './state.js';

export interface PsPreview extends RollPreview {
  /** The leaders' casualty checks the action calls for, each 1/12 (7.4). */
  readonly distributions: readonly { readonly title: string; readonly outcomes: readonly OddsOutcome[] }[];
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const fraction = (n: number, d: number): string => (n === 0 ? '0' : n === d ? '1' : `${n / gcd(n, d)}/${d / gcd(n, d)}`);

function oddsOf(counts: Map<string, number>, total: number): Odds {
  const outcomes = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([label, n]) => ({ label, probability: n / total, fraction: fraction(n, total) }));
  return { outcomes, expected: { actorLevels: 0, targetLevels: 0 } };
}

/** Every sequence of up to three dice; a resolver that reads fewer leaves the rest unread, all equally likely. */
export function combatOdds(s: PsState, plan: CombatPlan): Odds {
  const counts = new Map<string, number>();
  const names = [s.sides[0].name, s.sides[1].name] as const;
  for (let n = 0; n < 216; n += 1) {
    const faces = [(n % 6) + 1, (Math.floor(n / 6) % 6) + 1, Math.floor(n / 36) + 1];
    let i = 0;
    const label = outcomeLabel(resolveCombat(s.rules.crt, plan, () => faces[i++] ?? 1), names);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return oddsOf(counts, 216);
}

const casualtyTable = (name: string) => ({
  title: `Casualty check for ${name} (7.4)`,
  outcomes: [
    { label: `${name} is a casualty (11–12 on two dice)`, probability: CASUALTY_CHANCE.probability, fraction: CASUALTY_CHANCE.fraction },
    { label: `${name} is unhurt`, probability: 1 - CASUALTY_CHANCE.probability, fraction: '11/12' },
  ],
});

/** The plan the roll would use, in the state it would be rolled in (a reaction may move cavalry first, 11.4). */
function planOf(s: PsState, action: PsAction): Result<{ plan: CombatPlan; state: PsState }, string> | null {
  const at = (r: Result<CombatPlan, string>) => (r.ok ? ok({ plan: r.value, state: s }) : r);
  switch (action.kind) {
    case 'fire':
      return at(firePlan(s, action));
    case 'melee':
    case 'charge':
      return at(meleePlan(s, action));
    case 'react':
      return reactPlan(s, action);
    case 'fow':
      return action.use === 'react' ? reactPlan(s, action.react, true) : null;
    default:
      return null;
  }
}

/** The attack on a leader alone the action would make (7.1), or null when its target is a unit. */
function leaderAttackOf(s: PsState, action: PsAction): Result<LeaderAttack, string> | null {
  switch (action.kind) {
    case 'fire':
    case 'melee':
    case 'charge': {
      const lone = leaderTarget(s, action.target, true);
      if (!lone.ok) return lone;
      return lone.value === null ? null : attackLeaderPlan(s, action, lone.value);
    }
    case 'react':
      return leaderReactPlan(s, action, false);
    case 'fow':
      return action.use === 'react' ? leaderReactPlan(s, action.react, true) : null;
    default:
      return null;
  }
}

/** 7.1, 7.4: fire at a leader alone is his casualty check alone; a melee is his sure retreat (or end). */
function leaderPreview(p: LeaderAttack): PsPreview {
  const l = p.leader;
  const base = { actor: p.attacker.name, target: l.name, modifiers: { actor: [], target: [] }, actorModifier: 0, targetModifier: 0 };
  if (p.kind === 'fire') {
    const table = casualtyTable(l.name);
    return { ...base, odds: { outcomes: table.outcomes, expected: { actorLevels: 0, targetLevels: 0 } }, note: 'No combat die at a leader alone: two dice for his casualty check (7.1, 7.4).', distributions: [table] };
  }
  const outcomes = [{ label: meleeOutcomeWords(p), probability: 1, fraction: '1' }];
  return { ...base, odds: { outcomes, expected: { actorLevels: 0, targetLevels: 0 } }, note: 'No dice: a leader alone retreats before a melee, or is eliminated if he cannot (7.1).', distributions: [] };
}

/** The modifiers and odds of a planned combat, leaders' casualty checks included (7.4). */
function combatPreview(s: PsState, p: CombatPlan): PsPreview {
  const a = unitOf(s, p.kind === 'fire' ? p.firer.id : p.attacker.id);
  const t = unitOf(s, p.kind === 'fire' ? p.target.id : p.defender.id);
  const exposed = p.kind === 'fire' ? stackedLeaders(s, t) : [...stackedLeaders(s, a), ...stackedLeaders(s, t)];
  const actorItems = p.kind === 'fire' ? p.fire.items : p.attackerMelee[a.status].items;
  const targetItems = p.kind === 'fire' ? (p.back?.items ?? []) : p.defenderMelee[t.status].items;
  const sum = (xs: readonly { value: number }[]) => xs.reduce((n, x) => n + x.value, 0);
  return {
    actor: a.name,
    target: t.name,
    modifiers: { actor: actorItems, target: targetItems },
    actorModifier: sum(actorItems),
    targetModifier: sum(targetItems),
    odds: combatOdds(s, p),
    note: p.kind === 'melee' ? 'Dice: the attacker\'s fire, the defender\'s fire, then the melee die; then two dice per leader check.' : 'Dice: the fire die, then two dice per leader check.',
    distributions: exposed.map((l) => casualtyTable(l.name)),
  };
}

/** The modifiers and exact odds of a dice-rolling action, changing nothing. */
export function previewPs(s: PsState, action: PsAction): Result<PsPreview, string> {
  const atLeader = leaderAttackOf(s, action);
  if (atLeader !== null) return atLeader.ok ? ok(leaderPreview(atLeader.value)) : atLeader;
  const planned = planOf(s, action);
  if (planned !== null) return planned.ok ? ok(combatPreview(planned.value.state, planned.value.plan)) : planned;
  switch (action.kind) {
    case 'recover':
    case 'fow': {
      const id = action.kind === 'recover' ? action.unit : action.use === 'recover' ? action.unit : null;
      if (id === null) return err('only a recovery rolls dice here');
      const u = unitOf(s, id);
      const can = mayRecover(u);
      if (!can.ok) return can;
      const { target, items } = recoveryTarget(s, u);
      const wins = [1, 2, 3, 4, 5, 6].filter((r) => recovers(r, target)).length;
      return ok({
        actor: u.name,
        modifiers: { actor: items, target: [] },
        actorModifier: target,
        targetModifier: 0,
        odds: oddsOf(
          new Map([
            [`${u.name} ${verb(u, 'recovers')}`, wins],
            [`${u.name} ${verb(u, 'stays')} disordered`, 6 - wins],
          ].filter(([, n]) => (n as number) > 0) as [string, number][]),
          6,
        ),
        note: `Recovery needs ${target} or less on one die; a 6 always fails (6.2, 7.3).`,
        distributions: [],
      });
    }
    default:
      return err('this action rolls no dice');
  }
}
