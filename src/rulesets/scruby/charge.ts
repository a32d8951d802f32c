/**
 * Seed 001, "CAVALRY" 1a–1b (melee) and "MUSKETEERS" 3b: a charge move, and the defender's
 * answer on its UE: set in motion (cavalry: cancels the shock) or a volley (kills, but the
 * shock stands). The melee itself is `melee`.
 */
import type { DiceSource } from '../../dice/dice.js';
import { err, type Result } from '../../engine/result.js';
import { possessive } from '../../present/words.js';
import { bool, str, type ScrubyAction } from './actions.js';
import { defenderAnswer, unsaidAnswer, volley } from './answer.js';
import { done, opponents, type Outcome, update } from './common.js';
import { meleeRefusal } from './melee.js';
import { squareOfGun } from './gun-square.js';
import { allowance, alreadyMoved, shownFactors, shownNotes } from './movement.js';
import { cutColumn, rowType } from './roster.js';
import type { ScrubyState } from './state.js';
import { isCavalry, isPike } from './table.js';
import { isPlural, its, verb } from '../../engine/english.js';

export { answerFlagWords, type ChargeAnswer, chargeAnswers, unsaidAnswer } from './answer.js';

export function charge(state: ScrubyState, action: ScrubyAction, dice: DiceSource): Result<Outcome, string> {
  const pair = opponents(state, action);
  if (!pair.ok) return pair;
  const { actor: a, target: d } = pair.value;
  const refusal = meleeRefusal(state, a, d, action);
  if (refusal) return err(refusal);
  // Charged first, the unit defends in that melee: its answer is the defender's dice ("CAVALRY" 1a–1b).
  if (d.charge?.target === a.id) {
    const meet = isCavalry(a.type) ? `cavalry meet a charge by being set in motion, on their UE (--response motion on ${possessive(d.name)} charge, "CAVALRY" 1a–1b)` : `fight it with melee ${d.id} ("CAVALRY" 1a)`;
    return err(`${d.name} charged ${a.name} this game move, so ${a.name} ${verb(a, 'defends')} in that melee and cannot charge ${d.name} in turn: ${meet}`);
  }
  // "DRAGOONS" 3–4: dragoons dismounted after half a cavalry move attack with the half foot move left.
  const dragoonsOnFoot = a.type === 'dragoon' && !a.mounted && a.dismountedThisMove && a.moved === 'half';
  if (a.moved !== 'none' && !dragoonsOnFoot) return err(alreadyMoved(a));
  if (a.formedClosed && a.order === 'closed' && isPike(rowType(a))) return err(`${a.name} formed closed order this game move: a closed-order charge must be formed on a prior game move ("HEAVY PIKEMEN" open order 2)`);
  // A charge is a move: a column cut below its minimum re-forms before it charges, as before it moves.
  const cut = cutColumn(a, state.options);
  if (cut) return err(`${cut}; re-form first (form ${a.id} --formation line), then charge`);
  const move = allowance(a, a.formation, true, dragoonsOnFoot);
  // The move's notes belong to the move's sentence, not after the defender's answer.
  const said = [...shownNotes(move.notes, a.formation, true), ...(dragoonsOnFoot ? ['the half foot move left after dismounting ("DRAGOONS" 3–4)'] : [])];
  const notes = said.length > 0 ? `, ${said.join('; ')}` : '';
  const sq = squareOfGun(state, d, action);
  const where = sq.ok && sq.value ? ` in ${possessive(sq.value.name)} square` : '';
  const into = where + (bool(action.flags.flank) ? ' in the flank' : bool(action.flags.rear) ? ' in the rear' : bool(action.flags['broken-square']) ? ` through a broken face of ${where === '' ? its(d) : 'the'} square` : '');
  const lines = [`${a.name} ${verb(a, 'charges')} ${d.name}${into}: up to ${move.inches}" (${shownFactors(a, move.factors).join('; ')})${notes}`];
  const unsaid = unsaidAnswer(state, a, d, action);
  if (unsaid) lines.push(unsaid);
  const response = str(action.flags.response);
  if (bool(action.flags['before-pikes']) && response !== undefined) return err(`${d.name}, in front of a pike line, volley without a test: the charge needs no --response ("MUSKETEERS" 3b 1)`);
  // A verdict is of the defender's UE test for its answer: with no answer there is no test.
  if ((response === undefined || response === 'none') && (action.flags.pass === true || action.flags.fail === true)) {
    return err(`--pass and --fail give the verdict of ${possessive(d.name)} UE test for ${its(d)} answer: give the answer too, --response motion or --response volley ("CAVALRY" 1a)`);
  }
  // The charge move is its own result, shown before the defender's die is rolled by hand.
  const moveLines = [...lines];
  lines.length = 0;
  let shock = true;
  let next = update(state, a.id, (x) => ({ ...x, moved: 'full' }));
  const rolls: number[] = [];
  const events = [{ type: 'charge', text: `${a.name} ${verb(a, 'charges')} ${d.name}` }];
  let kills: { unit: string; points: number }[] | undefined;
  if (response === 'motion' || response === 'volley') {
    const r = defenderAnswer(state, next, a, d, response, action, dice);
    if (!r.ok) return r;
    ({ state: next, shock, kills } = r.value);
    rolls.push(...r.value.rolls);
    lines.push(...r.value.lines);
    events.push(...r.value.events);
  } else if (bool(action.flags['before-pikes'])) {
    // "MUSKETEERS" 3b 1: the attacker "takes a volley", read as given without a UE test.
    const v = volley(state, next, d, a);
    const carry = `if ${a.name} ${verb(a, 'wins')} the melee, ${isPlural(a) ? 'they' : 'it'} may carry the charge on into the pike line with a bonus move ("MUSKETEERS" 3b 1)`;
    if (!v.ok) lines.push(`${d.name}, in front of a pike line, ${verb(d, 'has')} no volley to give: ${v.error}; ${carry}`);
    else {
      ({ state: next, kills } = v.value);
      events.push(...v.value.events);
      lines.push(`${d.name}, in front of a pike line, ${verb(d, 'volleys')} without a test: ${v.value.text}; ${carry}. ${v.value.hit}`);
    }
  }
  const face = bool(action.flags.flank) ? 'flank' : bool(action.flags.rear) ? 'rear' : bool(action.flags['broken-square']) ? 'broken-square' : undefined;
  const square = str(action.flags['in-square']);
  next = update(next, a.id, (x) => ({ ...x, charge: { target: d.id, shock, ...(face ? { face } : {}), ...(square !== undefined ? { square } : {}) } }));
  const who = { action: 'charge', actor: a.name, target: d.name, changes: [] };
  const answer = lines.length === 0 ? [] : [{ ...who, ...(rolls.length > 0 ? { rolls: { dice: rolls } } : {}), result: lines.join('. '), ...(kills ? { kills } : {}) }];
  return done(next, events, [{ ...who, result: moveLines.join('. '), ...(answer.length === 0 && kills ? { kills } : {}) }, ...answer]);
}
