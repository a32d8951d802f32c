/**
 * The turn walker: `next` moves on through seed 003's "Sequence of Play" when the step
 * allows it, and applies what a step does by itself on entering it: charge cancellations
 * (3.2), the first melee chooser (3.4), command morale (4.1) and the army-morale check
 * (4.4). A step with unfinished business refuses, saying what is left.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Resolution } from '../../engine/ruleset.js';
import { err, type Result } from '../../engine/result.js';
import { cancellations, firstChooser } from './charges.js';
import { applyEvents, type TillyEvent } from './events.js';
import { onTable, outcome, plain, sideOfRole, type TillyOutcome } from './helpers.js';
import { startSideSays, theSideSays } from './side-words.js';
import { armyMorale, battleOverWords, commandMorale } from './morale.js';
import { type LegalChoice, legalNow, stepBlocker } from './legal.js';
import { pendingMelees } from './melee.js';
import type { TillyState, TillyStepId } from './state.js';
import { stepAfter, stepDef } from './steps.js';

const stepEvent = (step: TillyStepId): TillyEvent => {
  const d = stepDef(step);
  return { type: 'step', step, text: `${d.number ? `Step ${d.number}. ` : ''}${d.title}.` };
};

export function resolveNext(s: TillyState, dice: DiceSource): Result<TillyOutcome, string> {
  if (s.step === 'over') return err(`the battle is over: ${battleOverWords(s)}`.trim());
  const blocker = stepBlocker(s);
  if (blocker) return err(blocker);
  const events: TillyEvent[] = [];
  const results: Resolution[] = [];
  const next = stepAfter(s.step);
  if (next === null) {
    events.push({ type: 'turn', turn: s.turn + 1, text: `Turn ${s.turn + 1} begins: shooting markers removed.` }, stepEvent('attacker-move'));
    results.push(plain('next', `Turn ${s.turn + 1}. Step 1.1 attacker move: ${theSideSays(s, s.attacker, 'moves')}.`));
    return outcome(results, events);
  }
  events.push(stepEvent(next));
  const d = stepDef(next);
  const who = d.actor === 'attacker' || d.actor === 'defender' ? `: ${theSideSays(s, sideOfRole(s, d.actor), d.commands.includes('shoot') ? 'shoots' : 'moves')}` : '';
  let line = `Step ${d.number} ${d.title.toLowerCase()}${who}.`;
  switch (next) {
    case 'charge': {
      const cancelled = cancellations(s);
      events.push(...cancelled);
      // With nothing declared, "no charge is cancelled" would suggest there was one to cancel.
      const declared = s.units.some((u) => onTable(u) && u.charge);
      line += cancelled.length > 0 ? ` ${cancelled.map((e) => e.text).join(' ')}` : declared ? ' No charge is cancelled.' : ' No charges were declared.';
      break;
    }
    case 'melee': {
      // No unit in contact: no one chooses a first melee (saying so would contradict "nothing to do").
      if (pendingMelees(s).length === 0) {
        line += ' No unit is in contact: there is no melee to fight.';
        break;
      }
      const side = firstChooser(s);
      events.push({ type: 'chooser', side, text: `${startSideSays(s, side, 'chooses')} the first melee.` });
      line += ` ${startSideSays(s, side, 'chooses')} the first melee.`;
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
  results.push(plain('next', `${line}${hint(applyEvents(s, events))}`));
  return outcome(results, events);
}

/** Steps where a list of what is open saves the game master looking: point-blank, melee, rally back, rally, heroics. */
const HINTED: readonly TillyStepId[] = ['point-blank', 'melee', 'rally-back', 'rally', 'heroics'];

function hint(s: TillyState): string {
  if (!HINTED.includes(s.step)) return '';
  const open = legalNow(s).filter((c) => c.command !== 'next');
  if (open.length === 0) return ' Nothing to do here: next.';
  if (s.step === 'rally-back') return rallyBackHint(s, open);
  return ` Open: ${(s.step === 'point-blank' ? pointBlankLines(open) : open.map((c) => c.line)).join('; ')}.`;
}

/**
 * Step 3.3: "Shooting order" has all shooting at one charger happen at once, so the units that
 * may shoot at the same charger are one line ("pointblank D8,D9 at A3"), not one line each,
 * which would leave the second refused.
 */
function pointBlankLines(open: readonly LegalChoice[]): string[] {
  const byCharger = new Map<string, string[]>();
  const others: string[] = [];
  for (const c of open) {
    const m = /^pointblank (\S+) at (\S+)$/.exec(c.line);
    if (!m) {
      others.push(c.line);
      continue;
    }
    const [, shooter = '', charger = ''] = m;
    byCharger.set(charger, [...(byCharger.get(charger) ?? []), shooter]);
  }
  return [...[...byCharger].map(([charger, shooters]) => `pointblank ${shooters.join(',')} at ${charger}${shooters.length > 1 ? ' (all at once, or some of them)' : ''}`), ...others];
}

/** Step 3.5: the compulsory rally backs first, marked so (next waits for them); the voluntary ones counted when many. */
function rallyBackHint(s: TillyState, open: readonly LegalChoice[]): string {
  const must = open.filter((c) => s.units.find((u) => u.id === c.unit)?.rallyBack === 'must');
  const may = open.filter((c) => !must.includes(c));
  const parts: string[] = [];
  for (const c of must) parts.push(`${c.line} (compulsory)`);
  if (may.length > 0 && may.length <= 3) parts.push(...may.map((c) => c.line));
  else if (may.length > 3) parts.push(`${may.length} ${must.length > 0 ? 'other units' : 'units'} may rally back (rallyback <unit>)`);
  return ` Open: ${parts.join('; ')}.`;
}
