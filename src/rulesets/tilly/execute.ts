/**
 * The rule set's one entry point for actions: dispatch to the resolver, fold the events into
 * the state with `applyEvents`, and return the results. Refusals are values and change
 * nothing.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { ActionOutcome } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { TillyAction } from './actions.js';
import { resolveCharge, resolveDeclare, resolveEvade } from './charges.js';
import { disengage, engage, fall, note, rout, setResolve } from './corrections.js';
import { applyEvents, type TillyEvent } from './events.js';
import { resolveFace } from './facing.js';
import { resolveDeploy, resolveInitiative, resolveTerrain } from './game-setup.js';
import type { TillyOutcome } from './helpers.js';
import { resolveMelee } from './melee.js';
import { resolveDivide, waitingWords } from './melee-hits.js';
import { battleOverWords, resolveHeroics, resolveRally } from './morale.js';
import { resolveAttach, resolveMove, resolvePivot } from './movement.js';
import { previewResolution } from './preview.js';
import { resolveRallyBack } from './rallyback.js';
import { resolveShoot } from './shooting.js';
import type { TillyState } from './state.js';
import { resolveNext } from './turn.js';

/** Actions allowed once the battle is over: corrections and previews. */
const AFTER_THE_BATTLE: readonly TillyAction['kind'][] = ['note', 'odds', 'mods', 'set-resolve', 'rout', 'fall', 'engage', 'disengage', 'attach', 'detach'];

function resolve(s: TillyState, action: TillyAction, dice: DiceSource): Result<TillyOutcome, string> {
  switch (action.kind) {
    case 'next':
      return resolveNext(s, dice);
    case 'move':
      return resolveMove(s, action, dice);
    case 'initiative':
      return resolveInitiative(s, dice);
    case 'terrain':
      return resolveTerrain(s, action.feature);
    case 'deploy':
      return resolveDeploy(s, action.unit);
    case 'face':
      return resolveFace(s, action, dice);
    case 'pivot':
      return resolvePivot(s, action);
    case 'shoot':
      return resolveShoot(s, action, dice);
    case 'declare':
      return resolveDeclare(s, action, dice);
    case 'charge':
      return resolveCharge(s, action);
    case 'evade':
      return resolveEvade(s, action);
    case 'melee':
      return resolveMelee(s, action, dice);
    case 'divide':
      return resolveDivide(s, action, dice);
    case 'rallyback':
      return resolveRallyBack(s, action, dice);
    case 'rally':
      return resolveRally(s, action);
    case 'heroics':
      return resolveHeroics(s, action);
    case 'set-resolve':
      return setResolve(s, action);
    case 'rout':
      return rout(s, action);
    case 'fall':
      return fall(s, action);
    case 'engage':
      return engage(s, action);
    case 'disengage':
      return disengage(s, action);
    case 'attach':
      return resolveAttach(s, { commander: action.commander, unit: action.unit, ...(action.why !== undefined ? { why: action.why } : {}) });
    case 'detach':
      return resolveAttach(s, { commander: action.commander, unit: null, ...(action.why !== undefined ? { why: action.why } : {}) });
    case 'note':
      return note(action.text);
    case 'odds':
    case 'mods': {
      const r = previewResolution(s, action.action, action.kind);
      return r.ok ? ok({ results: [r.value], events: [] }) : r;
    }
  }
}

/** While a melee waits for hits to be divided, only the division, notes and previews go on. */
const WHILE_DIVIDING: readonly TillyAction['kind'][] = ['divide', 'note', 'odds', 'mods'];

export function executeTilly(state: TillyState, action: TillyAction, dice: DiceSource): Result<ActionOutcome<TillyState>, string> {
  if (state.step === 'over' && !AFTER_THE_BATTLE.includes(action.kind)) {
    return err(`the battle is over: ${battleOverWords(state)}`.trim());
  }
  if (state.pendingDivision && !WHILE_DIVIDING.includes(action.kind)) {
    return err(`first divide the melee hits that wait: ${waitingWords(state, state.pendingDivision)} (or undo the melee)`);
  }
  const r = resolve(state, action, dice);
  if (!r.ok) return r;
  const events: readonly TillyEvent[] = r.value.events;
  return ok({ state: applyEvents(state, events), events, results: r.value.results });
}
