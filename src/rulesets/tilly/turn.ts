/**
 * The turn walker: `next` moves on through seed 003's "Sequence of Play" when the step
 * allows it, and applies what a step does by itself on entering it: charge cancellations
 * (3.2), the first melee chooser (3.4), command morale (4.1) and the army-morale check
 * (4.4). A step with unfinished business refuses, saying what is left.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Resolution } from '../../engine/ruleset.js';
import { err, type Result } from '../../engine/result.js';
import { cancellations, firstChooser, pendingCharges } from './charges.js';
import type { TillyEvent } from './events.js';
import { outcome, plain, sideName, sideOfRole, type TillyOutcome } from './helpers.js';
import { meleeWords, pendingMelees } from './melee.js';
import { armyMorale, commandMorale } from './morale.js';
import { mustRallyBack } from './rallyback.js';
import type { TillyState, TillyStepId } from './state.js';
import { stepAfter, stepDef } from './steps.js';

/** What keeps the current step from ending, or null. */
export function stepBlocker(s: TillyState): string | null {
  switch (s.step) {
    case 'charge': {
      const left = pendingCharges(s);
      return left.length === 0 ? null : `charges still to make: ${left.map((u) => `${u.name} (${u.id})`).join(', ')} — charge, or charge <unit> --no-contact`;
    }
    case 'melee': {
      const left = pendingMelees(s);
      return left.length === 0 ? null : `every unit in contact fights: melee still to fight: ${left.map((g) => meleeWords(s, g)).join('; ')}`;
    }
    case 'rally-back': {
      const left = mustRallyBack(s);
      return left.length === 0 ? null : `must still rally back: ${left.map((u) => `${u.name} (${u.id})`).join(', ')}`;
    }
    default:
      return null;
  }
}

const stepEvent = (step: TillyStepId): TillyEvent => {
  const d = stepDef(step);
  return { type: 'step', step, text: `${d.number ? `Step ${d.number}. ` : ''}${d.title}.` };
};

export function resolveNext(s: TillyState, dice: DiceSource): Result<TillyOutcome, string> {
  if (s.step === 'over') return err(`the battle is over: ${s.outcome?.text ?? ''}`.trim());
  const blocker = stepBlocker(s);
  if (blocker) return err(blocker);
  const events: TillyEvent[] = [];
  const results: Resolution[] = [];
  const next = stepAfter(s.step);
  if (next === null) {
    events.push({ type: 'turn', turn: s.turn + 1, text: `Turn ${s.turn + 1} begins: shooting markers removed.` }, stepEvent('attacker-move'));
    results.push(plain('next', `Turn ${s.turn + 1}. Step 1.1 attacker move: the ${sideName(s, s.attacker)} move.`));
    return outcome(results, events);
  }
  events.push(stepEvent(next));
  const d = stepDef(next);
  const who = d.actor === 'attacker' || d.actor === 'defender' ? `: the ${sideName(s, sideOfRole(s, d.actor))} ${d.commands.includes('shoot') ? 'shoot' : 'move'}` : '';
  let line = `Step ${d.number} ${d.title.toLowerCase()}${who}.`;
  switch (next) {
    case 'charge': {
      const cancelled = cancellations(s);
      events.push(...cancelled);
      line += cancelled.length > 0 ? ` ${cancelled.map((e) => e.text).join(' ')}` : ' No charge is cancelled.';
      break;
    }
    case 'melee': {
      const side = firstChooser(s);
      events.push({ type: 'chooser', side, text: `The ${sideName(s, side)} choose the first melee.` });
      line += ` The ${sideName(s, side)} choose the first melee.`;
      break;
    }
    case 'command-morale': {
      const cm = commandMorale(s);
      events.push(...cm.events);
      results.push(plain('next', line));
      results.push(cm.result);
      return outcome(results, events);
    }
    case 'army-morale': {
      const am = armyMorale(s, dice);
      events.push(...am.events);
      results.push(plain('next', line), ...am.results);
      return outcome(results, events);
    }
    default:
      break;
  }
  results.push(plain('next', line));
  return outcome(results, events);
}
