/** Seed 004, 7.4: the casualty check's words say in plain English that he falls on 11 or 12; the journal keeps its recorded words. */
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import { runAll, SAMPLE, stateOf } from './fixtures.js';

/** Tilly (AL1) steps alone from 0608 into 0609, the Commanded Musketeers placed in 0709 next to both: their fire answers that step (4.5). */
function fireAtTilly(dice: readonly number[]) {
  const s = runAll(stateOf(SAMPLE), ['place B5 0709', 'move AL1 to 0609']);
  const action = parsePsCommand(s, 'react B5 fire AL1');
  if (!action.ok) throw new Error(action.error);
  const r = executePs(s, action.value, handDice(dice));
  if (!r.ok) throw new Error(r.error);
  return { text: r.value.results.map((x) => x.result).join(' '), events: r.value.events };
}

describe('7.4: the casualty check in words', () => {
  it('7.4: an unhurt leader is told "he falls on 11 or 12", then why he was checked', () => {
    expect(fireAtTilly([5, 1]).text).toContain('Tilly is unhurt (rolled 5+1 = 6; he falls on 11 or 12, 7.4; his hex was fired on).');
  });
  it('7.4: a fallen leader is told so too, and the journal event keeps the words older journals recorded', () => {
    const r = fireAtTilly([6, 5]);
    expect(r.text).toContain('Tilly is a casualty (rolled 6+5 = 11; he falls on 11 or 12, 7.4).');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'leader-fell', text: 'Tilly is a casualty (rolled 6+5 = 11; 11–12 falls, 7.4).' }));
  });
});
