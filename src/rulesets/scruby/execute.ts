/** One typed action applied: the step's commands enforced (designed default `sequence`), then its rule. */
import type { DiceSource } from '../../dice/dice.js';
import { err, type Result } from '../../engine/result.js';
import type { ActionOutcome } from '../../engine/ruleset.js';
import type { ScrubyAction } from './actions.js';
import { bonus, pursue, rally, reload, scatter } from './aftermath.js';
import { capture, counterBattery, crew, gunFire } from './artillery.js';
import { charge } from './charge.js';
import { addKills, type Outcome } from './common.js';
import { correct, writeNote } from './corrections.js';
import { fire } from './fire.js';
import { melee } from './melee.js';
import { advance, form, mount } from './movement.js';
import { unitById } from './roster.js';
import type { ScrubyState } from './state.js';
import { stepRefusal } from './steps.js';
import { isGun } from './table.js';
import { withImpliedTarget } from './targets.js';
import { next } from './turn.js';

export function executeScruby(state: ScrubyState, typed: ScrubyAction, dice: DiceSource): Result<ActionOutcome<ScrubyState>, string> {
  const wrongStep = stepRefusal(state, typed.command);
  if (wrongStep) return err(wrongStep);
  const targeted = withImpliedTarget(state, typed);
  if (!targeted.ok) return targeted;
  const { action, note } = targeted.value;
  const run = (): Result<Outcome, string> => {
    switch (action.command) {
      case 'next':
        return next(state);
      case 'advance':
        return advance(state, action);
      case 'form':
        return form(state, action);
      case 'mount':
        return mount(state, action, true);
      case 'dismount':
        return mount(state, action, false);
      case 'fire': {
        const u = unitById(state, action.unit);
        return u && isGun(u.type) ? gunFire(state, action, dice, addKills) : fire(state, action);
      }
      case 'reload':
        return reload(state, action);
      case 'charge':
        return charge(state, action, dice);
      case 'melee':
        return melee(state, action, dice);
      case 'scatter':
        return scatter(state, action, dice);
      case 'rally':
        return rally(state, action, dice);
      case 'pursue':
        return pursue(state, action);
      case 'bonus':
        return bonus(state, action);
      case 'counter-battery':
        return counterBattery(state, action, dice);
      case 'crew':
        return crew(state, action);
      case 'capture':
        return capture(state, action);
      case 'set':
        return correct(state, action);
      case 'note':
        return writeNote(state, action.text ?? '');
      default:
        return err(`unknown command "${action.command}"`);
    }
  };
  const out = run();
  if (!out.ok || note === null) return out;
  const [first, ...rest] = out.value.results;
  return first ? { ok: true, value: { ...out.value, results: [{ ...first, result: `${note}. ${first.result}` }, ...rest] } } : out;
}
