/**
 * A side's name in the orders draft's sentences (3.1.3 the Orders phase; 8 the turn, a designed
 * order; the end of the battle): a colour ("Red") or a people named by its adjective ("French")
 * reads as an adjective ("the Red Orders phase"); a country or a name with its own article is a
 * noun ("France's Orders phase", "The League's Orders phase").
 */
import { describe, expect, it } from 'vitest';
import { parseThen } from '../../../src/engine/scenario-schema.js';
import { ordersRules } from '../../../src/rulesets/orders-draft/index.js';
import { ordersRules as rulesTopic } from '../../../src/rulesets/orders-draft/present/rules.js';
import { checkOrdersScenario, ordersScenarioSchema } from '../../../src/rulesets/orders-draft/scenario.js';
import type { OrdersState } from '../../../src/rulesets/orders-draft/state.js';
import { ordersStanding } from '../../../src/rulesets/orders-draft/present/standing.js';
import { play, raw, refusal, said, start } from './fixtures.js';

/** The test battle with its sides renamed. */
function named(first: string, second: string): OrdersState {
  const data = raw() as { sides: { name: string }[] };
  data.sides[0]!.name = first;
  data.sides[1]!.name = second;
  const built = parseThen(ordersScenarioSchema(), data, checkOrdersScenario);
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return ordersRules.initialState(built.value.scenario);
}

/** The sentences about the sides, through one Orders phase and the next. */
function phaseWords(s: OrdersState): string[] {
  const ended = /^.*? Orders phase ends\./.exec(said(s, 'next'))?.[0];
  return [refusal(s, 'done BC1'), ended ?? '', said(play(s, 'next'), 'next')];
}

describe('side names in the Orders phase (3.1.3) and the turn (8)', () => {
  it('3.1.3: Blue and Red read as before: "The Blue Orders phase ends", "it is the Blue Orders phase", "every Blue commander"', () => {
    const s = start();
    expect(phaseWords(s)).toEqual(['it is the Blue Orders phase', 'The Blue Orders phase ends.', 'The Red Orders phase begins: choose a commander (3.1.3).']);
    const done = play(play(s, 'done AC1'), 'done AC2');
    expect(refusal(done, 'done')).toBe('every Blue commander is already done (next goes on)');
  });

  it('3.1.3: a country and a name with its article are nouns: "France\'s Orders phase ends", "it is France\'s Orders phase", "every commander of France"', () => {
    const s = named('France', 'The League');
    expect(phaseWords(s)).toEqual(["it is France's Orders phase", "France's Orders phase ends.", "The League's Orders phase begins: choose a commander (3.1.3)."]);
    const done = play(play(s, 'done AC1'), 'done AC2');
    expect(refusal(done, 'done')).toBe('every commander of France is already done (next goes on)');
    expect(said(play(s, 'done AC1'), 'done AC2')).toContain('Every commander of France is done: the Orders phase is over');
  });

  it('3.1.3: replay and report name the step as the events do: "The Blue Orders phase", "France\'s Orders phase"', () => {
    expect(ordersStanding(start()).step).toBe('The Blue Orders phase');
    expect(ordersStanding(named('France', 'The League')).step).toBe("France's Orders phase");
    expect(ordersStanding(play(named('France', 'The League'), 'next')).step).toBe('France: the rest of the turn');
  });

  it('3.1.3: a people named by its adjective stays an adjective; a plural noun takes its possessive: "the French Orders phase", "the Swedes\' Orders phase"', () => {
    expect(phaseWords(named('French', 'Swedes'))).toEqual(['it is the French Orders phase', 'The French Orders phase ends.', "The Swedes' Orders phase begins: choose a commander (3.1.3)."]);
  });

  it('8 (designed turn): "Blue goes first", "the French go first"; the end of the battle: "in victory for the Swedes"', () => {
    const first = (s: OrdersState) => JSON.stringify(rulesTopic('turn', s));
    expect(first(start())).toContain('Blue goes first (the first side in the scenario).');
    expect(first(named('French', 'Swedes'))).toContain('The French go first (the first side in the scenario).');
    expect(first(named('France', 'The League'))).toContain('France goes first (the first side in the scenario).');
    expect(play(named('French', 'Swedes'), 'end B').outcome?.text).toBe('The battle ends in victory for the Swedes.');
    expect(play(named('France', 'The League'), 'end A').outcome?.text).toBe('The battle ends in victory for France.');
  });
});
