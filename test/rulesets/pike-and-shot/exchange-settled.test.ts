/**
 * Seed 004, 5.4 (Melee Combat Procedure, 1. Exchange Fire), 6.1, 11.3: an exchange-of-fire die
 * none of whose faces can change anything (cavalry firing at ordered infantry, which ignores D
 * in a melee against cavalry) is a settled die: a program still rolls it, so seeded streams
 * stay as they were, and players rolling by hand are not asked for it.
 */
import { describe, expect, it } from 'vitest';
import { handDice, newDiceState, seededDice } from '../../../src/dice/dice.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { askedDice, odds, runAll, SAMPLE, stateOf } from './fixtures.js';

/** The sample's Melee line with its six rows (a roll of 1 first) replaced by `rows`. */
const MELEE_ROWS = ['1: [AA, AA, AA, A, A, NE, NE]', '2: [AA, AA, A, A, NE, NE, D]', '3: [AA, A, A, A D, D, D, D]', '4: [A, A, A D, D, D, DD, DD]', '5: [A, A D, D, D, DD, DD, DD AF]', '6: [A D, D, D, DD, DD, DD AF, DD AF]'];
function withMeleeRows(rows: readonly string[]): (text: string) => string {
  return (text) =>
    MELEE_ROWS.reduce((t, row, i) => {
      if (!t.includes(row)) throw new Error(`the sample's Melee line no longer has "${row}"`);
      return t.replace(row, `${i + 1}: [${rows[i]}]`);
    }, text);
}

// Cronberg's Harquebusiers (fire 2, Reduced Fire column 2: NE and D) before the ordered Yellow Brigade.
const harquebusiers = (): PsState => runAll(stateOf(SAMPLE), ['place A4 0610', 'next']);

function played(s: PsState, line: string, dice: Parameters<typeof executePs>[2]): string {
  const a = parsePsCommand(s, line);
  if (!a.ok) throw new Error(a.error);
  const r = executePs(s, a.value, dice);
  if (!r.ok) throw new Error(r.error);
  return r.value.results.map((x) => x.result).join(' ');
}

describe('5.4 1 Exchange Fire: a die that can change nothing is settled', () => {
  it('5.4, 11.3: by hand, the harquebusiers\' exchange-of-fire die is not asked; the defender\'s fire, the melee die and the casualty check are', () => {
    const dice = askedDice(harquebusiers(), 'melee A4 at B1', [3, 4, 1], true);
    expect(dice.map((d) => d.label)).toEqual(['melee fire: Yellow Brigade', "melee: Cronberg's Harquebusiers", 'casualty check: Gustavus Adolphus']);
  });

  it('5.4: the result says no die is rolled for it, and why; the dice typed are the others', () => {
    const text = played(harquebusiers(), 'melee A4 at B1', handDice([3, 4, 1]));
    expect(text).toContain("Exchange of fire (attacker) by Cronberg's Harquebusiers: Reduced Fire line, as the attacker in a melee (5.4), column 2 (2): no die is rolled, as no result there changes anything (NE; Yellow Brigade ignores D: ordered infantry in melee against cavalry (6.1, 11.3)).");
    expect(text).toContain('Exchange of fire (defender) by Yellow Brigade: Infantry & Cavalry Fire line (5.3), column 5 (5), rolled 3: D.');
    expect(text).toContain('rolled 4: A. A: Cronberg\'s Harquebusiers retreat 3 hexes.');
  });

  it('5.4: a program still rolls the settled die, in its place, so a seeded stream is read as before', () => {
    const dice = seededDice(newDiceState(5));
    const text = played(harquebusiers(), 'melee A4 at B1', dice);
    expect(dice.rolled.map((d) => d.label).slice(0, 3)).toEqual(["melee fire: Cronberg's Harquebusiers", 'melee fire: Yellow Brigade', "melee: Cronberg's Harquebusiers"]);
    expect(text).toMatch(/Exchange of fire \(attacker\) by Cronberg's Harquebusiers: .*, rolled \d: (NE|D)\./);
  });

  it('5.4: a list typed before this change, carrying the settled die, is still read (journals before 0.6.0)', () => {
    const text = played(harquebusiers(), 'melee A4 at B1', handDice([5, 3, 4, 1], true));
    expect(text).toContain("column 2 (2), rolled 5: D. D: Yellow Brigade ignores D");
  });

  it('5.4: the odds say the settled die\'s code reads "any", and outcomes that differ only by it are one row', () => {
    const p = odds(harquebusiers(), 'melee A4 at B1');
    expect(p.lines?.[0]).toBe('Cronberg\'s Harquebusiers fire on the Reduced Fire line, as the attacker in a melee (5.4), column 2: fire factor 2. No face of this die changes anything: "any" in the odds, not asked by hand.');
    expect(p.lines?.[1]).not.toContain('No face');
    const labels = p.odds!.outcomes.map((o) => o.label);
    expect(labels.every((l) => l.startsWith('any / '))).toBe(true);
    expect(p.odds!.outcomes.find((o) => o.label.startsWith('any / DD:'))?.fraction).toBe('1/3');
  });

  it('5.4: the dice note says which die is not asked by hand', () => {
    expect(odds(harquebusiers(), 'melee A4 at B1').note).toMatch(/^Dice: the attacker's fire \(no result of it changes anything: not asked when rolling by hand\), the defender's fire, then the melee die/);
  });

  it('5.4: a die whose column can disorder is asked as before; the cuirassiers\' fire back at ordered Baldiron is not', () => {
    // Baldiron's own fire at the cuirassiers (Finnish Horse in 0609) can disorder them; theirs
    // (column <=1: NE and D) cannot disorder ordered infantry in a melee against cavalry (11.3).
    const s = runAll(stateOf(SAMPLE), ['place B3 0609', 'next']);
    expect(askedDice(s, 'melee A1 at B3', [1, 1, 1, 1, 1], true)[0]?.label).toBe('melee fire: Baldiron');
    expect(askedDice(s, 'melee A1 at B3', [1, 1, 1], true).map((d) => d.label)).toEqual(['melee fire: Baldiron', 'melee: Baldiron', 'casualty check: Tilly']);
    expect(odds(s, 'melee A1 at B3').note).toContain("Dice: the attacker's fire, the defender's fire (no result of it changes anything: not asked when rolling by hand), then the melee die");
  });
});

describe('5.4 3 Resolve: a melee die that can change nothing is settled too', () => {
  // The Melee line's column <=-3 made NE and D only: the ordered Yellow Brigade ignores D against cavalry (6.1, 11.3).
  const onlyD = withMeleeRows(['NE, AA, AA, A, A, NE, NE', 'D, AA, A, A, NE, NE, D', 'NE, A, A, A D, D, D, D', 'D, A, A D, D, D, DD, DD', 'NE, A D, D, D, DD, DD, DD AF', 'D, D, D, DD, DD, DD AF, DD AF']);
  const s = () => runAll(stateOf(SAMPLE, onlyD), ['place A4 0610', 'next']);

  it('5.4, 11.3: by hand, only the defender\'s fire and the casualty check are asked; the result says why the melee die is not', () => {
    expect(askedDice(s(), 'melee A4 at B1', [1, 1], true).map((d) => d.label)).toEqual(['melee fire: Yellow Brigade', 'casualty check: Gustavus Adolphus']);
    const text = played(s(), 'melee A4 at B1', handDice([1, 1]));
    expect(text).toContain("Melee by Cronberg's Harquebusiers: Melee line (5.4), column <=-3 (-6): no die is rolled, as no result there changes anything (NE; Yellow Brigade ignores D: ordered infantry in melee against cavalry (6.1, 11.3)).");
    expect(odds(s(), 'melee A4 at B1').note).toContain('then the melee die (no result of it changes anything: not asked when rolling by hand)');
    expect(odds(s(), 'melee A4 at B1').lines?.[2]).toBe('Cronberg\'s Harquebusiers melee on the Melee line (5.4), column <=-3. No face of this die changes anything: "any" in the odds, not asked by hand.');
  });

  it('5.4: a program rolls it in its place', () => {
    const dice = seededDice(newDiceState(5));
    played(s(), 'melee A4 at B1', dice);
    expect(dice.rolled.map((d) => d.label).slice(0, 3)).toEqual(["melee fire: Cronberg's Harquebusiers", 'melee fire: Yellow Brigade', "melee: Cronberg's Harquebusiers"]);
  });
});

describe('5.4 3 Resolve: a melee die settled in some falls only', () => {
  // A Melee line whose columns up to 0 hold only NE and A (which the harquebusiers' melee of 9, or 6
  // disordered, makes -1 or +2): the melee die is settled unless the exchange of fire disorders them.
  const rows = withMeleeRows(['A, A, A, A, A, NE, NE', 'A, A, A, A, NE, NE, D', 'A, A, A, NE, D, D, D', 'A, A, NE, NE, D, DD, DD', 'A, NE, NE, NE, DD, DD, DD AF', 'NE, NE, NE, NE, DD, DD AF, DD AF']);
  const edit = (t: string) =>
    rows(t).replace('type: harquebusier, fire: 2, melee: 4, move: 6, recovery: 3, disordered: { fire: 1, melee: 2,', 'type: harquebusier, fire: 2, melee: 9, move: 6, recovery: 3, disordered: { fire: 1, melee: 6,');

  it('5.4: the odds do not promise that the melee die is never asked, and by hand it is asked where the fire disorders', () => {
    const s = runAll(stateOf(SAMPLE, edit), ['place A4 0610', 'next', 'next']);
    const p = odds(s, 'melee B1 at A4');
    expect(p.note).toContain('then the melee die, unless');
    expect(p.note).not.toMatch(/the melee die \(no result of it changes anything/);
    expect(p.lines?.find((l) => l.includes('melees on the Melee line'))).not.toContain('not asked by hand');
    const combat = runAll(s, ['next']);
    expect(askedDice(combat, 'melee B1 at A4', [1, 1, 1, 1], true).map((d) => d.label)).not.toContain('melee: Yellow Brigade');
    expect(askedDice(combat, 'melee B1 at A4', [2, 5, 1, 1], true).map((d) => d.label)).toContain('melee: Yellow Brigade');
  });
});
