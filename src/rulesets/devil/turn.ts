/**
 * The turn walker of While the Devil Rules (seed 000, "Turn Sequence"): every action passes
 * here, goes to the rules of its step (turn-initiative, turn-leaders, turn-activation,
 * turn-unit-actions, turn-corrections), and is followed by what comes by rule: standing
 * orders ending, command passing, who acts next. `next` moves the turn from step to step.
 * Pure: dice come from the injected source, and every answer is events plus itemised
 * results; the state only changes through `applyEvents`.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Resolution } from '../../engine/ruleset.js';
import { err, ok } from '../../engine/result.js';
import type { CombatResolvers, DevilAction } from './actions.js';
import { applyEvents, type DevilEvent } from './events.js';
import { armyCheck } from './morale.js';
import type { DevilState, SideIndex } from './state.js';
import { endedSentence, endStandingOrders } from './standing-orders.js';
import { doAttach, doDetach, doDisengage, doEngage, doLeaderFate, doNote, doSack, doSetBases, doSetStatus } from './turn-corrections.js';
import { applyPendingFire, campsHint, eligibleEndFire, impetuousToAct, pendingImpetuous } from './turn-end.js';
import { doFirst, doInitiative, initiativeWaiting } from './turn-initiative.js';
import { commandPassed, commandPassedText, doCommand, doDone, doLeaderMove, leadersToAct } from './turn-leaders.js';
import { done, leaderById, living, other, type Outcome, result, sideAgrees, sideIts, stepTitle, TheSideVerb, theSideVerb, unitById } from './turn-lookups.js';
import { doAdvancingFire, doCharge, doFaceFlank, doFire, doMelee, doMove, doRest, doRouted } from './turn-unit-actions.js';
import { its, possessive, unitList } from './words.js';

/** The turn engine on its own, without the combat tables: every combat is refused. */
export const NO_COMBAT: CombatResolvers = {
  fire: () => err('Fire is resolved by the combat tables, which are not loaded.'),
  advancingFire: () => err('Advancing Fire is resolved by the combat tables, which are not loaded.'),
  melee: () => err('Melee is resolved by the combat tables, which are not loaded.'),
  charge: () => err('Charges are resolved by the combat tables, which are not loaded.'),
  spread: () => err('A melee loss is spread by the combat tables, which are not loaded.'),
};

const CORRECTIONS = new Set<DevilAction['kind']>(['set-status', 'set-bases', 'engage', 'disengage', 'attach', 'detach', 'leader-fate', 'sack', 'note']);

/** Resolve one action against the turn sequence; the events already include the bookkeeping that follows it. */
export function executeTurn(state: DevilState, action: DevilAction, dice: DiceSource, combat: CombatResolvers): Outcome {
  // A melee loss waiting for the loser's choice: any command but `spread` first takes it whole.
  if (state.heldMelee && action.kind !== 'spread') {
    const settled = executeTurn(state, { kind: 'spread', levels: {} }, dice, combat);
    if (!settled.ok) return settled;
    const rest = executeTurn(applyEvents(state, settled.value.events), action, dice, combat);
    if (!rest.ok) return rest;
    return ok({ events: [...settled.value.events, ...rest.value.events], results: [...settled.value.results, ...rest.value.results] });
  }
  if (state.step === 'over' && !CORRECTIONS.has(action.kind)) return err(nextBlocker(state) ?? 'The battle is over.');
  const r = dispatch(state, action, dice, combat);
  if (!r.ok) return r;
  // "Turn Sequence": a unit's first combat of any kind ends its standing orders.
  const applied = applyEvents(state, r.value.events);
  const ended = endStandingOrders(state, action, r.value.events, applied);
  const endedNote = endedSentence(state, ended);
  const events = [...r.value.events, ...ended];
  const results = endedNote ? [...r.value.results, result('standing-orders', endedNote)] : r.value.results;
  const follow = aftermath(state, applyEvents(applied, ended), action);
  return ok({ events: [...events, ...follow.events], results: [...results, ...follow.results] });
}

function dispatch(state: DevilState, action: DevilAction, dice: DiceSource, combat: CombatResolvers): Outcome {
  switch (action.kind) {
    case 'initiative':
      return doInitiative(state, dice);
    case 'first':
      return doFirst(state, action.side);
    case 'command':
      return doCommand(state, action.leader, dice);
    case 'done':
      return doDone(state);
    case 'next':
      return doNext(state);
    case 'rest':
      return doRest(state, action, dice, combat);
    case 'move':
      return doMove(state, action, dice, combat);
    case 'leader-move':
      return doLeaderMove(state, action.leader);
    case 'charge':
      return doCharge(state, action, dice, combat);
    case 'fire':
      return doFire(state, action, dice, combat);
    case 'advfire':
      return doAdvancingFire(state, action, dice, combat);
    case 'melee':
      return doMelee(state, action, dice, combat);
    case 'routed':
      return doRouted(state, action, dice);
    case 'spread':
      return combat.spread(state, action.levels, dice);
    case 'face-flank':
      return doFaceFlank(state, action.unit, action.enemy);
    case 'set-status':
      return doSetStatus(state, action);
    case 'set-bases':
      return doSetBases(state, action);
    case 'engage':
      return doEngage(state, action);
    case 'disengage':
      return doDisengage(state, action);
    case 'attach':
      return doAttach(state, action);
    case 'detach':
      return doDetach(state, action);
    case 'leader-fate':
      return doLeaderFate(state, action);
    case 'sack':
      return doSack(state, action);
    case 'note':
      return doNote(action);
  }
}

/** Why `next` is refused now, or null when the step may end. */
export function nextBlocker(state: DevilState): string | null {
  switch (state.step) {
    case 'initiative':
      // The refusal names the command, so a game master new to tyw need not look it up.
      return initiativeWaiting(state);
    case 'leaders': {
      if (state.activeLeader) {
        const l = leaderById(state, state.activeLeader);
        return `${l?.name ?? state.activeLeader} still holds the initiative: end it with done.`;
      }
      const waiting = state.leaders.filter((l) => living(l) && !l.hadInitiative);
      if (waiting.length === 0) return null;
      return `${unitList(waiting.map((l) => l.name))} ${waiting.length === 1 ? 'has' : 'have'} not had the initiative yet: command <leader> gives it.`;
    }
    case 'end-fire':
      return null;
    case 'impetuous': {
      const melees = pendingImpetuous(state).filter((p) => p.reason === 'melee');
      if (melees.length === 0) return null;
      return `${unitList(melees.map((p) => p.name))} must still fight ${melees.length === 1 ? its(melees[0]?.name ?? '') : 'their'} ongoing melee.`;
    }
    case 'morale':
      return null;
    case 'over':
      return `The battle is over: ${state.outcome?.text ?? 'an army has broken.'}`;
  }
}

/** `next`: end the step and open the next one, saying what it holds. */
function doNext(state: DevilState): Outcome {
  const blocker = nextBlocker(state);
  if (blocker !== null) return err(blocker);
  switch (state.step) {
    case 'leaders': {
      const fire = eligibleEndFire(state);
      const text = `Turn ${state.turn}: ${stepTitle('end-fire')}. ${fire.length ? `May fire: ${unitList(fire.map((u) => u.name))}.` : 'No unit may fire.'}`;
      return done([{ type: 'step', step: 'end-fire', toAct: null, text }], [result('next', text)]);
    }
    case 'end-fire': {
      const { events, changes } = applyPendingFire(state);
      const after = applyEvents(state, events);
      const toAct = impetuousToAct(after, null);
      const pending = pendingImpetuous(after);
      const who = pending.length ? `Must charge or fight: ${unitList(pending.map((p) => p.name))}.` : 'No unit must charge or fight.';
      const order =
        pending.length && toAct === null ? ' Roll for the initiative to settle the order.' : toAct !== null ? ` ${TheSideVerb(state, toAct, 'acts')} first.` : '';
      const text = `Turn ${state.turn}: ${stepTitle('impetuous')}. ${who}${order}`;
      const results: Resolution[] = [];
      if (changes.length > 0) {
        results.push(result('end-fire', `End-of-turn fire takes effect: ${changes.map((c) => `${c.unit}: ${c.from} → ${c.to}`).join('; ')}.`, { changes }));
      }
      results.push(result('next', text));
      return done([...events, { type: 'step', step: 'impetuous', toAct, text }], results);
    }
    case 'impetuous': {
      const idle = pendingImpetuous(state).filter((p) => p.reason === 'impetuous');
      const note = idle.length ? ` ${unitList(idle.map((p) => p.name))} had no eligible enemy within charge range.` : '';
      const camps = campsHint(state);
      const text = (hint: string): string => `Turn ${state.turn}: ${stepTitle('morale')}.${note}${hint ? ` ${hint}` : ''}`;
      return done([{ type: 'step', step: 'morale', toAct: null, text: text(camps.recorded) }], [result('next', text(camps.said))]);
    }
    case 'morale': {
      const check = armyCheck(state);
      const events: DevilEvent[] = [check.event];
      const results: Resolution[] = [check.resolution];
      if (check.event.type === 'army-check' && !check.event.over) {
        const text = `Turn ${state.turn + 1} begins: roll for the initiative.`;
        events.push({ type: 'turn', turn: state.turn + 1, text }, { type: 'step', step: 'initiative', toAct: null, text: `Turn ${state.turn + 1}: ${stepTitle('initiative')}.` });
        results.push(result('next', text));
      }
      return done(events, results);
    }
    default:
      return err(blocker ?? 'The turn cannot move on yet.');
  }
}

// --- bookkeeping after every action ------------------------------------------------------

/**
 * What follows any action by rule rather than by choice: the initiative ends when its
 * leader falls; a fallen leader's command passes to the only survivor (with several, the
 * player names the heir); in the leaders step a side with no leader left to act is skipped;
 * in the impetuous step the sides alternate.
 */
function aftermath(before: DevilState, after: DevilState, action: DevilAction): { events: DevilEvent[]; results: Resolution[] } {
  const events: DevilEvent[] = [];
  const results: Resolution[] = [];
  let s = after;
  const push = (e: DevilEvent) => {
    events.push(e);
    s = applyEvents(s, [e]);
  };

  // Fallen leaders: command passing. A command still awaiting an heir passes too once one leader is left.
  for (const l of s.leaders) {
    if (living(l) || commandPassed(s, l.id)) continue;
    const wasAlive = leaderById(before, l.id)?.fate === 'alive';
    const survivors = s.leaders.filter((x) => x.side === l.side && living(x));
    const [only] = survivors;
    if (!wasAlive && survivors.length !== 1) continue;
    if (survivors.length === 1 && only) {
      const text = commandPassedText(s, l, only);
      push({ type: 'command-passed', from: l.id, to: only.id, text });
      results.push(result('leader-fate', text));
    } else if (survivors.length > 1) {
      results.push(result('leader-fate', `${possessive(l.name)} command must pass to a surviving leader: name his heir.`));
    } else {
      results.push(result('leader-fate', `${TheSideVerb(s, l.side, 'has')} no leader left: no more activations, but ${sideIts(s, l.side)} units still defend, fire at the end of the turn and make obligatory charges.`));
    }
  }

  // "Leaders and Command Control": a leader overrun with his unit makes a free move out of the way.
  for (const l of s.leaders) {
    const was = leaderById(before, l.id)?.attachedTo;
    const gone = was ? unitById(s, was) : undefined;
    if (!living(l) || l.attachedTo !== null || !gone || gone.status !== 'destroyed' || unitById(before, gone.id)?.status === 'destroyed') continue;
    results.push(result('leader-fate', `${l.name} is left alone with ${gone.name} gone: he makes an immediate free move out of the way, which does not count as his move, and may use it to join a nearby friendly unit (attach).`));
  }

  // The active leader fell: his initiative ends.
  if (s.step === 'leaders' && s.activeLeader) {
    const active = leaderById(s, s.activeLeader);
    if (active && !living(active)) push({ type: 'leader-done', leader: active.id, text: `${possessive(active.name)} initiative ends.` });
  }

  // Leaders step: skip a side with nobody left to act.
  if (s.step === 'leaders' && !s.activeLeader && s.toAct !== null) {
    const toAct = leadersToAct(s, s.toAct);
    if (toAct !== s.toAct) {
      const text =
        toAct === null
          ? 'Every leader has had the initiative: next goes to end-of-turn fire.'
          : `${TheSideVerb(s, other(toAct), 'has')} no leader left to act: ${theSideVerb(s, toAct, 'continues')}.`;
      push({ type: 'step', step: 'leaders', toAct, text });
      results.push(result('leaders', text));
    }
  }

  // Impetuous step: alternate after each charge or melee; after anything else (a correction,
  // a rout) make sure the side to act still has something to do.
  if (s.step === 'impetuous' && before.step === 'impetuous') {
    const sides = new Set(pendingImpetuous(s).map((p) => p.side));
    let toAct: SideIndex | null = s.toAct;
    if (action.kind === 'charge' || action.kind === 'melee') {
      toAct = impetuousToAct(s, unitById(before, action.unit)?.side ?? null);
    } else if (toAct !== null && !sides.has(toAct)) {
      toAct = sides.has(other(toAct)) ? other(toAct) : null;
    } else if (toAct === null && sides.size === 1) {
      toAct = [...sides][0] ?? null;
    }
    if (toAct !== s.toAct) {
      const text = toAct === null ? 'Every obligatory charge and ongoing melee has been fought.' : `${TheSideVerb(s, toAct, 'charges')} or ${sideAgrees(s, toAct, 'fights')} next.`;
      push({ type: 'step', step: 'impetuous', toAct, text });
    }
  }
  return { events, results };
}
