/**
 * Previews: the dice an action would roll, itemised, and its exact odds, without rolling or
 * changing anything. Serves `odds` and `mods` (and the REPL's preview before hand rolls).
 */
import { stepDef } from './steps.js';
import type { Modifier, Resolution, RollPreview } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { TillyAction } from './actions.js';
import { casualtyNote } from './casualties.js';
import { commandCheckReason, inCommandWords } from './command.js';
import { resolveDeclare } from './charges.js';
import { moveCheckReason, resolveMove } from './movement.js';
import { facingIsMove, resolveFace } from './facing.js';
import { resolveRallyBack } from './rallyback.js';
import type { DiceSource } from '../../dice/dice.js';
import { attachedCommander, lostUnits, sideName, unitOf } from './helpers.js';
import { meleeOdds, type Pool, poolDice, shootingOdds, hitsTable, scoreWords } from './odds.js';
import { eliminateCannons, planMelee, sidePools, sideResolve } from './melee.js';
import { commandCheckOdds } from './odds.js';
import { variableMoraleOddsOf, variableMoraleRollers, variableMoraleWords } from './morale.js';
import { modifiersOf, planShooting } from './shooting.js';
import type { SideIndex, TillyState, TillyUnit } from './state.js';
import { verb } from '../../engine/english.js';

/** Dice for a dry run: whether a line is refused never depends on them. */
const SIXES: DiceSource = { roll: () => 6 };

export interface TillyPreview extends RollPreview {
  /** The full hits table of each side's pools. */
  readonly hits?: { readonly actor: ReturnType<typeof hitsTable>; readonly target?: ReturnType<typeof hitsTable> };
  /** The roll in words, where it is not a count of dice: "1d6 + 7 lost". */
  readonly roll?: string;
}

/** The casualty dice that follow a melee's roll, said only when a commander is attached to one of its units ("Commander casualties"). */
function casualtyDice(s: TillyState, group: readonly TillyUnit[]): string {
  const pairs = group.flatMap((u) => {
    const c = attachedCommander(s, u.id);
    return c ? [`${c.name} with ${u.name}`] : [];
  });
  return pairs.length === 0 ? '' : `; then a casualty die for each attached commander whose unit took hits (${pairs.join(', ')})`;
}

const diceOrder = (pools: readonly Pool[]): string =>
  pools
    .filter((p) => p.count > 0)
    // A label with its own brackets ("Horn (commander with Swedish Horse 1)") takes the score inside them.
    .map((p) => (p.label.endsWith(')') ? `${p.count} for ${p.label.slice(0, -1)}, hit on ${scoreWords(p)})` : `${p.count} for ${p.label} (hit on ${scoreWords(p)})`))
    .join(', then ');

/**
 * `odds` and `mods` work at any step (issue 4): an action is previewed as if its step had
 * come, so a game master can weigh an option before the phase arrives. A shooting is
 * previewed in its side's shoot step (1.2 or 2.2), a point-blank shooting in step 3.3, a melee
 * in step 3.4. Moves, declarations and rally backs roll only a command check, which does not
 * depend on the step; they are checked in their own step (1.1 or 2.1, 3.1, 3.5), so that odds
 * refuse what the roll would. Any refusal left names the real current step (see previewAction).
 */
function asIfInStep(s: TillyState, action: TillyAction): TillyState {
  if (action.kind === 'shoot' && action.pointBlank) return s.step === 'point-blank' ? s : { ...s, step: 'point-blank', shotAt: [] };
  if (action.kind === 'shoot') {
    const shooter = s.units.find((u) => u.id === action.units[0]);
    const role = shooter ? s.sides[shooter.side]?.role : undefined;
    if (!role) return s;
    // In phase 1 the defender shoots (step 1.2), in phase 2 the attacker (step 2.2).
    const step = role === 'defender' ? 'defender-shoot' : 'attacker-shoot';
    return s.step === step ? s : { ...s, step, shotAt: [] };
  }
  if (action.kind === 'melee' && s.step !== 'melee') return { ...s, step: 'melee' };
  // A command check's odds hold in any step; the dry run that refuses what the roll would is made in the action's own step.
  if (action.kind === 'declare' && s.step !== 'declare') return { ...s, step: 'declare' };
  if (action.kind === 'rallyback' && s.step !== 'rally-back') return { ...s, step: 'rally-back' };
  if (action.kind === 'move' || action.kind === 'face') {
    const mover = s.units.find((u) => u.id === action.unit);
    const role = mover ? s.sides[mover.side]?.role : undefined;
    const step = role === 'defender' ? 'defender-move' : role === 'attacker' ? 'attacker-move' : null;
    return step === null || s.step === step ? s : { ...s, step };
  }
  return s;
}

/** A refusal worked out in a borrowed step names the step the battle is really in. */
function realStep(state: TillyState, s: TillyState, why: string): string {
  if (s.step === state.step) return why;
  const borrowed = stepDef(s.step);
  const real = stepDef(state.step);
  return why
    .split(borrowed.title.toLowerCase())
    .join(real.title.toLowerCase())
    .split(`step ${borrowed.number}`)
    .join(real.number ? `step ${real.number}` : real.title.toLowerCase());
}

export function previewAction(state: TillyState, action: TillyAction): Result<TillyPreview, string> {
  const s = asIfInStep(state, action);
  const p = previewIn(s, action);
  return p.ok ? p : err(realStep(state, s, p.error));
}

function previewIn(s: TillyState, action: TillyAction): Result<TillyPreview, string> {
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
        note: `${target.name} ${verb(target, 'has')} resolve ${target.resolve}. Dice in order: ${diceOrder(pools) || 'none'}.${casualtyNote(s, target, pools)}`,
        hits: { actor: hitsTable(pools) },
      });
    }
    case 'melee': {
      const first = planMelee(s, action);
      if (!first.ok) return first;
      // Cannons in the melee are eliminated before anyone rolls ("Cannons in melee").
      const guns = eliminateCannons(s, action);
      if (guns && guns.req === null) return err(`${guns.result.result} No dice are rolled`);
      const plan = guns && guns.req ? planMelee(guns.state, guns.req) : first;
      if (!plan.ok) return plan;
      const [a, b] = plan.value.order;
      const ap = sidePools(plan.value, a);
      const bp = sidePools(plan.value, b);
      const resolveOf = (side: SideIndex) => sideResolve(plan.value, side);
      return ok({
        actor: plan.value.group.filter((u) => u.side === a).map((u) => u.name).join(' + '),
        target: plan.value.group.filter((u) => u.side === b).map((u) => u.name).join(' + '),
        modifiers: { actor: modifiersOf(ap), target: modifiersOf(bp) },
        actorModifier: poolDice(ap),
        targetModifier: poolDice(bp),
        odds: meleeOdds(ap, bp, sideName(s, a), sideName(s, b), resolveOf(a), resolveOf(b)),
        note: `Dice in order: ${diceOrder([...ap, ...bp]) || 'none'}${casualtyDice(s, plan.value.group)}.`,
        hits: { actor: hitsTable(ap), target: hitsTable(bp) },
      });
    }
    case 'face':
    case 'move':
    case 'declare':
    case 'rallyback': {
      // Odds of a line the roll refuses would be odds of nothing: a dry run says (the refusals never hang on the dice).
      const dry =
        action.kind === 'face' ? resolveFace(s, action, SIXES) : action.kind === 'move' ? resolveMove(s, action, SIXES) : action.kind === 'declare' ? resolveDeclare(s, action, SIXES) : resolveRallyBack(s, action, SIXES);
      if (!dry.ok) return dry;
      // A change of facing checks command only under house rule facingIsMove.
      if (action.kind === 'face' && !facingIsMove(s)) return ok(NO_DICE);
      const u = unitOf(s, action.unit);
      const reason = action.kind === 'face' || action.kind === 'move' ? moveCheckReason(s, u, action.far === true) : commandCheckReason(s, u, action.far);
      const item: Modifier = { label: 'current resolve', value: u.resolve, reason: 'one die per point of resolve ("Command check")' };
      // The chance is said in the note too: by hand, mods (which has no odds table) comes before the dice.
      const odds = commandCheckOdds(u.resolve);
      // In command, no die is rolled, so there are no odds: the REPL then shows no table and
      // asks no "Roll the dice?" before the move; the note says why (`odds` gives it as its answer).
      return ok({
        actor: u.name,
        modifiers: { actor: reason ? [item] : [], target: [] },
        actorModifier: reason ? u.resolve : 0,
        targetModifier: 0,
        ...(reason ? { odds } : { roll: 'no roll' }),
        note: reason ? `A command check is needed: ${reason}. Any 6 passes (${odds.outcomes[0]?.fraction ?? ''}).` : inCommandWords(u, action.far === true),
      });
    }
    case 'next': {
      if (s.step !== 'heroics' || !s.options.variableMorale) return ok(NO_DICE);
      // The same rollers as the roll itself: on a tie both sides roll (armyMorale).
      const rollers = variableMoraleRollers(s);
      const [side, second] = rollers;
      if (side === undefined) return ok({ ...NO_DICE, note: 'No side has lost a unit: no army-morale roll.' });
      const lost = lostUnits(s, side);
      const item = (x: SideIndex): Modifier => ({ label: `${second === undefined ? '' : `${sideName(s, x)}: `}${lostUnits(s, x) === 1 ? 'unit' : 'units'} lost`, value: lostUnits(s, x), reason: '"Optional Rule: Variable Army Morale"' });
      return ok({
        actor: rollers.map((x) => sideName(s, x)).join(' and '),
        modifiers: { actor: rollers.map(item), target: [] },
        actorModifier: lost,
        targetModifier: 0,
        odds: variableMoraleOddsOf(s, rollers),
        note: `${variableMoraleWords(s, rollers)}.`,
        roll: second === undefined ? `1d6 + ${lost} lost` : `1d6 each + ${lost} lost`,
      });
    }
    default:
      // No odds to give, which is an answer (a script goes on), not a refusal.
      return ok(NO_DICE);
  }
}

/** What an action that rolls nothing previews: nothing to add to a die. */
const NO_DICE: TillyPreview = { modifiers: { actor: [], target: [] }, actorModifier: 0, targetModifier: 0 };

/** `odds <action>` / `mods <action>` as a resolution that rolls nothing and changes nothing. */
export function previewResolution(s: TillyState, action: TillyAction, what: 'odds' | 'mods'): Result<Resolution, string> {
  const p = previewAction(s, action);
  if (!p.ok) return p;
  const v = p.value;
  const lines =
    what === 'mods' || !v.odds
      ? [...v.modifiers.actor, ...v.modifiers.target].map((m) => `${m.label} ${m.value >= 0 ? `+${m.value}` : m.value}`)
      : v.odds.outcomes.map((o) => `${o.label}: ${(o.probability * 100).toFixed(1)}% (${o.fraction})`);
  // Nothing rolled (a unit in command): the note alone, not ". … is in command: no roll.".
  const said = [lines.join('; '), v.note ?? ''].filter((x) => x !== '').join('. ');
  return ok({
    action: what,
    ...(v.actor !== undefined ? { actor: v.actor } : {}),
    ...(v.target !== undefined ? { target: v.target } : {}),
    modifiers: v.modifiers,
    actorModifier: v.actorModifier,
    targetModifier: v.targetModifier,
    result: said,
    changes: [],
    ...(what === 'odds' && v.odds ? { odds: v.odds } : {}),
  });
}
