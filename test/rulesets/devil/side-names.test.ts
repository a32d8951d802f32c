/**
 * Findings of a new user's play-test, each under the section of seed 000 it rests on: a side's
 * name takes the verb of its number ("Sweden wins", "the Swedes win"), the header and the
 * report say where an army stands in words, and `help` files each command where it belongs.
 */
import { describe, expect, it } from 'vitest';
import { plain } from '../../../src/present/paint.js';
import { terminalText } from '../../../src/present/terminal.js';
import { devilPresentation } from '../../../src/rulesets/devil/presentation.js';
import { parseDevilAction } from '../../../src/rulesets/devil/parse.js';
import { armyCheck } from '../../../src/rulesets/devil/morale.js';
import { devilHeader } from '../../../src/rulesets/devil/present/header.js';
import { DEVIL_COMMAND_HELP } from '../../../src/rulesets/devil/present/help.js';
import { devilStanding } from '../../../src/rulesets/devil/present/standing.js';
import { applyEvents } from '../../../src/rulesets/devil/events.js';
import { initialState } from '../../../src/rulesets/devil/setup.js';
import type { DevilScenario, DevilState, UnitState } from '../../../src/rulesets/devil/state.js';
import { initiativeWaiting } from '../../../src/rulesets/devil/turn-initiative.js';
import { atLeaders, battle, battleScenario, play, refuse, unitOf, withLeader, withUnit } from './turn-fixtures.js';
import { standingOrdersForbid } from '../../../src/rulesets/devil/standing-orders.js';

/** The test battle with its sides renamed: a country and a body of troops, both singular. */
function renamed(names: readonly [string, string], patch: (sc: DevilScenario) => DevilScenario = (x) => x): DevilState {
  const sc = battleScenario();
  const [a, b] = sc.sides;
  return initialState(patch({ ...sc, sides: [{ ...a, name: names[0] }, { ...b, name: names[1] }] }));
}
const atMorale = (s: DevilState): DevilState => ({ ...s, step: 'morale' });
const texts = (events: readonly { text: string }[]) => events.map((e) => e.text);
/** Side 0 has lost its Yellow Brigade (6 bases, 18 points) against a break point of 5. */
const pastBreakPoint = (s: DevilState): DevilState => {
  const t = withUnit(s, 'A1', { status: 'destroyed', bases: 0 });
  return { ...t, sides: [{ ...t.sides[0], breakPoint: 5 }, t.sides[1]] };
};

describe('Turn Sequence (Initiative): a side named in the singular takes a singular verb', () => {
  const s = renamed(['Sweden', 'The League']);

  it('Sweden wins the initiative, chooses, and acts first; The League acts first', () => {
    const won = play(s, { kind: 'initiative' }, [5, 2]);
    expect(texts(won.events)).toEqual(['Sweden wins the initiative and chooses who acts first.']);
    expect(won.results[0]?.result).toMatch(/^Sweden wins the initiative \(\d+ against \d+\)\.$/);
    expect(won.results[0]?.odds?.outcomes.map((o) => o.label)).toEqual(['Sweden wins the initiative', 'The League wins the initiative']);
    expect(refuse(won.state, { kind: 'initiative' })).toBe('The initiative has already been rolled this turn: Sweden chooses who acts first.');
    expect(initiativeWaiting(won.state)).toBe('Sweden won the initiative: it chooses who acts first (first Sweden, or first The League).');
    expect(texts(play(won.state, { kind: 'first', side: 0 }).events)[0]).toBe('Sweden acts first.');
    expect(texts(play(won.state, { kind: 'first', side: 1 }).events)[0]).toBe('The League acts first.');
  });

  it('Leaders and Command Control: Sweden has no leader left; its units still defend', () => {
    const s = atLeaders(renamed(['Sweden', 'The League']));
    const leaderless = withLeader(withLeader(s, 'AL1', { fate: 'killed' }), 'AL2', { fate: 'killed' });
    const orders = withUnit(leaderless, 'A1', { standingOrders: { usedThisTurn: false } as UnitState['standingOrders'] });
    expect(standingOrdersForbid(orders, unitOf(orders, 'A1'))).toMatch(/^Sweden has no leader left: its units no longer charge or manoeuvre/);
    const bundled = atLeaders(battle());
    const gone = withUnit(withLeader(withLeader(bundled, 'AL1', { fate: 'killed' }), 'AL2', { fate: 'killed' }), 'A1', { standingOrders: { usedThisTurn: false } as UnitState['standingOrders'] });
    expect(standingOrdersForbid(gone, unitOf(gone, 'A1'))).toMatch(/^The Swedes have no leader left: their units no longer charge or manoeuvre/);
  });

  it('a body of troops takes "the" inside a sentence: the Catholic League acts first', () => {
    const t = play(renamed(['Sweden', 'Catholic League']), { kind: 'initiative' }, [2, 5]).state;
    expect(texts(play(t, { kind: 'first', side: 1 }).events)[0]).toBe('The Catholic League acts first.');
    expect(initiativeWaiting(t)).toMatch(/^The Catholic League won the initiative: it chooses who acts first/);
  });

  it('the bundled side names keep their words exactly (journals replay unchanged)', () => {
    const won = play(battle(), { kind: 'initiative' }, [5, 2]);
    expect(texts(won.events)).toEqual(['Swedes win the initiative and choose who acts first.']);
    expect(texts(play(won.state, { kind: 'first', side: 1 }).events)[0]).toBe('The Imperialists act first.');
    expect(initiativeWaiting(won.state)).toBe('The Swedes won the initiative: they choose who acts first (first Swedes, or first Imperialists).');
  });
});

describe('Army Morale: the army check and the header name the winner with its verb', () => {
  it('Sweden breaks: The League wins; the Swedes break: the Imperialists win', () => {
    expect(armyCheck(pastBreakPoint(renamed(['Sweden', 'The League']))).event.text).toMatch(/^Sweden breaks with 18 points against a break point of 5: The League wins \(/);
    expect(armyCheck(pastBreakPoint(battle())).event.text).toMatch(/^Swedes break with 18 points against a break point of 5: Imperialists win \(/);
  });

  it('the header shows the winner in bold, not in the red of losses, with its verb', () => {
    for (const [names, words] of [
      [['Sweden', 'The League'], 'The League wins'],
      [['Swedes', 'Imperialists'], 'Imperialists win'],
    ] as const) {
      const s = pastBreakPoint(renamed(names));
      const over = applyEvents(s, [armyCheck(s).event]);
      const header = devilHeader(over);
      expect(terminalText(header, plain)).toContain(`| ${words} |`);
      const span = JSON.stringify(header);
      expect(span).toContain(JSON.stringify({ text: words, strong: true }));
      expect(span).not.toMatch(new RegExp(`"text":"${words}","tone":"loss"`));
    }
  });
});

describe('Army Morale: points beyond the break point are past it, not at it', () => {
  it('the header and the morale view say "past" when points exceed the break point, "at" when they equal it', () => {
    const past = pastBreakPoint(battle());
    expect(terminalText(devilHeader(past), plain)).toContain('Swedes 18/5 past break point');
    const at = { ...past, sides: [{ ...past.sides[0], breakPoint: 18 }, past.sides[1]] } as DevilState;
    expect(terminalText(devilHeader(at), plain)).toContain('Swedes 18/18 at break point');
    const morale = (x: DevilState) => JSON.stringify(devilPresentation.views.morale?.(x, ''));
    expect(morale(past)).toContain('past its break point');
    expect(morale(at)).toContain('at its break point');
  });
});

describe('Army Morale (camps): a camp is named after its side with the right article', () => {
  it('the camp of Sweden, the camp of the Imperialists', () => {
    const s = atMorale(renamed(['Sweden', 'Imperialists']));
    const sacked = play(s, { kind: 'sack', side: 0, by: ['D3'] });
    expect(texts(sacked.events)[0]).toMatch(/^The camp of Sweden is sacked/);
    expect(texts(play(s, { kind: 'sack', side: 1, by: ['A2'] }).events)[0]).toMatch(/^The camp of the Imperialists is sacked/);
  });
});

describe('Army Morale (camp): the report says "no camp" in words for a side without one', () => {
  it('the losses table reads "no camp", "standing" or "sacked"', () => {
    const s = renamed(['Swedes', 'Imperialists'], (sc) => ({ ...sc, sides: [{ ...sc.sides[0], camp: false }, sc.sides[1]] }));
    const camps = devilStanding(s).sides.map((side) => side.losses.at(-1));
    expect(camps).toEqual(['no camp', 'standing']);
  });
});

describe('Leaders and Command Control, Melee, Army Morale: help files each command where it belongs', () => {
  const row = (name: string) => DEVIL_COMMAND_HELP.find((r) => r.name === name);
  it("the leader's move and the spread of a melee's losses are actions, not turn and initiative", () => {
    expect(row('move')?.group).toBe('action');
    expect(row('spread')?.group).toBe('action');
    expect(DEVIL_COMMAND_HELP.filter((r) => r.group === 'turn').map((r) => r.name)).toEqual(['initiative', 'first', 'command', 'done', 'next']);
  });
  it('odds and mods take them as help files them: as actions (that roll no dice)', () => {
    const r = parseDevilAction(battle(), 'move AL1');
    expect(r.ok ? r.value.kind : r.error).toBe('leader-move');
    const done = parseDevilAction(battle(), 'done');
    expect(done.ok ? 'accepted' : done.error).toMatch(/^odds and mods work on an action \(.*\), not on done$/);
  });
  it('sack shows --by as required, not optional', () => {
    expect(row('sack')?.usage).toBe('sack <side> camp --by <unit>,...');
  });
});
