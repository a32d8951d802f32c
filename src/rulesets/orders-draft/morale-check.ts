/**
 * The Morale Check after a commander's loss (2.9.1). The text promises it for section 7, which
 * is empty, so by default the game master gives each outcome. The house rule
 * `moraleCheckAtMost` rolls it instead: a designed test, not the text's (a d6 at or under the
 * value passes; docs/rules/orders-draft.md gives the reasoning).
 */
import type { DiceSource } from '../../dice/dice.js';
import { its, itWord, possessive, verb } from '../../engine/english.js';
import { chance, dieReading } from './command-roll.js';
import { err, type Result } from '../../engine/result.js';
import type { ActionOutcome, OddsOutcome } from '../../engine/ruleset.js';
import { because, event, outcome, resolution } from './outcome.js';
import { goneWords, lapseTowards } from './lapsed.js';
import { type OrdersState, regimentUnits, unitById, withRegiment, withUnit } from './state.js';

export interface MoraleCheckRequest {
  readonly unit: string;
  /** The game master's ruling; null rolls it under the house rule. */
  readonly passed: boolean | null;
  readonly why?: string;
}

/** The house rule's odds for a unit: a d6 at or under the value passes. */
export function moraleCheckOdds(atMost: number, unit: string): OddsOutcome[] {
  return [chance(`passes: ${itWord(unit)} ${verb(unit, 'stays')}`, atMost, 6), chance(`fails: ${itWord(unit)} ${verb(unit, 'flees')} the table`, 6 - atMost, 6)];
}

/** Why this unit cannot take a Morale Check now, or null. */
export function moraleCheckRefusal(s: OrdersState, req: MoraleCheckRequest): string | null {
  if (s.outcome) return 'the battle is over';
  const u = unitById(s, req.unit);
  const r = s.regiments[u.regiment];
  if (!r || !r.moraleDue.includes(u.id)) return `${u.name} ${verb(u.name, 'has')} no Morale Check to take: one is due once, after ${its(u.name)} regiment's commander is lost (2.9.1)`;
  if (req.passed === null && s.houseRules.moraleCheckAtMost === null) {
    return "the text never defines the Morale Check (2.9.1), so give the outcome: pass or fail (a scenario's house rule moraleCheckAtMost may roll it)";
  }
  return null;
}

export function moraleCheck(s: OrdersState, req: MoraleCheckRequest, dice: DiceSource): Result<ActionOutcome<OrdersState>, string> {
  const refused = moraleCheckRefusal(s, req);
  if (refused) return err(refused);
  const u = unitById(s, req.unit);
  const r = s.regiments[u.regiment];
  if (!r) return err(`${u.name} ${verb(u.name, 'has')} no regiment`);
  const atMost = s.houseRules.moraleCheckAtMost;
  let passed = req.passed;
  let rolled = '';
  let die: number | null = null;
  if (passed === null && atMost !== null) {
    die = dice.roll(6, `morale check: ${u.name}`, dieReading(`${possessive(u.name)} Morale Check`, u.name, `house rule, not the text (2.9.1): a d6 of ${atMost} or less passes`, moraleCheckOdds(atMost, u.name)));
    passed = die <= atMost;
    rolled = ` (house rule: d6 ${die}, ${atMost} or less passes)`;
  }
  const due = r.moraleDue.filter((id) => id !== u.id);
  let next = withRegiment(s, r.id, { moraleDue: due });
  // Guards and supports of a unit that fled lapse in the state; the recorded event keeps its words.
  const lapsed = passed ? { state: next, said: '' } : lapseTowards(withUnit(next, u.id, { gone: 'fled', guardToken: null, charge: null }), u.id, goneWords(next, u.id));
  next = lapsed.state;
  const left = regimentUnits(next, r).length;
  const then = due.length > 0 ? '' : left > 0 ? ` The checks are taken: promote a unit of ${r.name} to commander (promote <unit> --rating N).` : ` ${r.name} has no unit left.`;
  const text = `${u.name} ${passed ? `${verb(u.name, 'passes')} the Morale Check` : `${verb(u.name, 'fails')} the Morale Check: on the table → fled`}${rolled}${because(req.why)}.${then}`;
  const rolls = die === null ? {} : { actor: u.name, rolls: { dice: [die] } };
  return outcome(next, [resolution('Morale check', `${text}${lapsed.said}`, rolls, passed ? [] : [{ unit: u.name, from: 'on the table', to: 'fled' }])], [event(passed ? 'morale-passed' : 'morale-failed', text, u.id)]);
}
