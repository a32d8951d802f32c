/**
 * Seed 001, "CAVALRY" 1a–1b (melee) and "MUSKETEERS" 3b: a charge move, and the defender's
 * answer on its UE: set in motion (cavalry: cancels the shock) or a volley (kills, but the
 * shock stands). The melee itself is `melee`.
 */
import type { DiceSource } from '../../dice/dice.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { BattleEvent } from '../../engine/ruleset.js';
import { possessive } from '../../present/words.js';
import { bool, str, type ScrubyAction } from './actions.js';
import { addKills, done, opponents, type Outcome, ueTest, update } from './common.js';
import { planFire, spendLoads } from './fire.js';
import { meleeRefusal, shockAgainst, shockBarred } from './melee.js';
import { allowance, alreadyMoved } from './movement.js';
import { rowType } from './roster.js';
import type { ScrubyState, ScrubyUnit } from './state.js';
import { hasShock, isCavalry, isPike } from './table.js';
import { isPlural, its, verb } from '../../engine/english.js';

export type ChargeAnswer = 'motion' | 'volley';

/**
 * The answers open to `d` charged by `a` ("CAVALRY" 1a): cavalry may try to set themselves
 * in motion, and a unit that could fire at 1" may try a volley. Both are tried on the UE.
 */
export function chargeAnswers(state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit): ChargeAnswer[] {
  const out: ChargeAnswer[] = [];
  // Set in motion cancels shock power ("CAVALRY" 1b): no answer to a charge that has none.
  if (isCavalry(d.type) && shockAgainst(a, d)) out.push('motion');
  if (planFire(state, d, a, { command: 'fire', unit: d.id, target: a.id, flags: { range: 1 } }).ok) out.push('volley');
  return out;
}

/** The answers' flags in words: "no --response volley", "neither --response motion nor --response volley". */
export const answerFlagWords = (answers: readonly ChargeAnswer[]): string =>
  answers.length === 1 ? `no --response ${answers[0]}` : `neither ${answers.map((r) => `--response ${r}`).join(' nor ')}`;

/** Said when the command leaves the defender's answer unsaid and it had one: the default is none. */
export function unsaidAnswer(state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit, action: ScrubyAction): string | null {
  if (str(action.flags.response) !== undefined || bool(action.flags['before-pikes'])) return null;
  const open = chargeAnswers(state, a, d);
  return open.length === 0 ? null : `${d.name} ${verb(d, 'makes')} no answer, as the command gives ${answerFlagWords(open)} ("CAVALRY" 1a)`;
}

/** The defender's volley at 1" into the charging unit: its loads spent, the kills on the attacker. */
function volley(state: ScrubyState, next: ScrubyState, d: ScrubyUnit, a: ScrubyUnit): Result<{ state: ScrubyState; kills: { unit: string; points: number }[]; events: BattleEvent[]; text: string; hit: string }, string> {
  const plan = planFire(state, d, a, { command: 'fire', unit: d.id, target: a.id, flags: { range: 1 } });
  if (!plan.ok) return plan;
  const p = plan.value;
  const fired = update(next, d.id, (x) => spendLoads(x, p, state.turn, state.options.roster));
  const k = addKills(fired, a.id, p.kills);
  return ok({ state: k.state, kills: [{ unit: a.name, points: p.kills }], events: k.events, text: `${p.kills} kill points (${p.factors.join('; ')})`, hit: k.text });
}

export function charge(state: ScrubyState, action: ScrubyAction, dice: DiceSource): Result<Outcome, string> {
  const pair = opponents(state, action);
  if (!pair.ok) return pair;
  const { actor: a, target: d } = pair.value;
  const refusal = meleeRefusal(state, a, d, action);
  if (refusal) return err(refusal);
  // "DRAGOONS" 3–4: dragoons dismounted after half a cavalry move attack with the half foot move left.
  const dragoonsOnFoot = a.type === 'dragoon' && !a.mounted && a.dismountedThisMove && a.moved === 'half';
  if (a.moved !== 'none' && !dragoonsOnFoot) return err(alreadyMoved(a));
  if (a.formedClosed && a.order === 'closed' && isPike(rowType(a))) return err(`${a.name} formed closed order this game move: a closed-order charge must be formed on a prior game move ("HEAVY PIKEMEN" open order 2)`);
  const move = allowance(a, a.formation, true, dragoonsOnFoot);
  // The move's notes belong to the move's sentence, not after the defender's answer.
  const said = [...move.notes, ...(dragoonsOnFoot ? ['the half foot move left after dismounting ("DRAGOONS" 3–4)'] : [])];
  const notes = said.length > 0 ? `, ${said.join('; ')}` : '';
  const into = bool(action.flags.flank) ? ' in the flank' : bool(action.flags.rear) ? ' in the rear' : bool(action.flags['broken-square']) ? ` through a broken face of ${its(d)} square` : '';
  const lines = [`${a.name} ${verb(a, 'charges')} ${d.name}${into}: up to ${move.inches}" (${move.factors.join('; ')})${notes}`];
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
  if (response === 'motion') {
    if (!isCavalry(d.type)) return err('only cavalry are set in motion to meet a charge ("CAVALRY" 1b); infantry answer with --response volley');
    if (!shockAgainst(a, d)) return err(`setting themselves in motion cancels a cavalry charge's shock power ("CAVALRY" 1b); ${a.name} ${verb(a, 'has')} none${hasShock(a.type) ? ` against ${d.name} (${shockBarred(d)})` : ''}: answer with --response volley or none`);
    const t = ueTest(state, d, action, dice, 'set in motion');
    if (!t.ok) return t;
    if (t.value.roll !== null) rolls.push(t.value.roll);
    shock = !t.value.pass;
    // Name the charger whose shock is at stake, rather than "the attacker".
    lines.push(`${t.value.text}: ${t.value.pass ? `${a.name} ${verb(a, 'loses')} ${its(a)} shock power` : `caught motionless, ${a.name} ${verb(a, 'keeps')} ${its(a)} shock power`} ("CAVALRY" 1a–1b)`);
  } else if (response === 'volley') {
    // No die for a volley that cannot be fired: the answer is not open ("CAVALRY" 1a).
    const can = planFire(state, d, a, { command: 'fire', unit: d.id, target: a.id, flags: { range: 1 } });
    if (!can.ok) return err(`${d.name} cannot answer with a volley: ${can.error}; answer with --response none${isCavalry(d.type) && shockAgainst(a, d) ? ' or motion' : ''}`);
    const t = ueTest(state, d, action, dice, 'volley');
    if (!t.ok) return t;
    if (t.value.roll !== null) rolls.push(t.value.roll);
    if (!t.value.pass) lines.push(`${t.value.text}: no volley`);
    else {
      const v = volley(state, next, d, a);
      if (!v.ok) lines.push(`${t.value.text}, but cannot volley: ${v.error}`);
      else {
        ({ state: next, kills } = v.value);
        events.push(...v.value.events);
        // A volley never cuts out shock power ("CAVALRY" 1b), but against a square there is none to keep.
        lines.push(`${t.value.text}: a volley for ${v.value.text}${shockAgainst(a, d) ? '; the shock power stands ("CAVALRY" 1b)' : ''}. ${v.value.hit}`);
      }
    }
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
  next = update(next, a.id, (x) => ({ ...x, charge: { target: d.id, shock, ...(face ? { face } : {}) } }));
  const who = { action: 'charge', actor: a.name, target: d.name, changes: [] };
  const answer = lines.length === 0 ? [] : [{ ...who, ...(rolls.length > 0 ? { rolls: { dice: rolls } } : {}), result: lines.join('. '), ...(kills ? { kills } : {}) }];
  return done(next, events, [{ ...who, result: moveLines.join('. '), ...(answer.length === 0 && kills ? { kills } : {}) }, ...answer]);
}
