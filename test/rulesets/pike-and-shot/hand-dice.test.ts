/**
 * Every Pike & Shot die says what it is for when rolled by hand (5.3, 5.4, 5.5, 6.2, 11.7):
 * the stage, the CRT line and column (or the recovery number) and each result's chances,
 * in the order the dice are asked.
 */
import { describe, expect, it } from 'vitest';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { askedDice, odds, run, runAll, SAMPLE, stateOf } from './fixtures.js';

const combat = (s: PsState) => runAll(s, ['next']);

describe('Pike & Shot hand dice say what each die is for', () => {
  it('5.3, 5.5: fire and fire back name the firer, the CRT line and column and each result\'s chances', () => {
    const s = combat(runAll(stateOf(SAMPLE), ['place B3 0609']));
    const dice = askedDice(s, 'fire A1 at B3 --back', [6, 6, 1], true);
    expect(dice.map((d) => d.about?.stage)).toEqual(["Baldiron's fire", "Finnish Horse's fire back", 'Casualty check for Tilly, first die']);
    expect(dice[2]?.about?.detail).toEqual(['Two dice: 11 or more in all and he is a casualty (chance 1/12; 7.4)', 'The second die is asked only when the first shows 5 or 6, as a lower one leaves him unhurt']);
    const fire = dice[0]?.about?.detail ?? [];
    expect(fire[0]).toMatch(/^Infantry & Cavalry Fire line \(5\.3\), column \S+: fire factor (\d+) = \d+ \(fire\) \+ 1 \(leader Tilly\)$/);
    expect(fire[1]).toMatch(/ on 1.*\(\d\/\d\)/);
    expect(dice[1]?.about?.detail?.[0]).toMatch(/^Infantry & Cavalry Fire line \(5\.3\), column/);
    expect(askedDice(s, 'fire A1 at B3 --back', [6, 6, 5, 1], true)[3]?.about?.detail).toEqual(['First die 5: he falls if the second shows 6 (1/6)']);
  });

  it('5.4: a melee asks the attacker\'s and the defender\'s fire on the Reduced Fire line, then the melee die on its differential; plural names read well', () => {
    const s = combat(runAll(stateOf(SAMPLE), ['place B3 0509', 'place A5 0609']));
    const dice = askedDice(s, 'melee A5 at B3', [2, 2, 2], true);
    expect(dice.map((d) => d.about?.stage)).toEqual(["Exchange of fire: Isolani's Croats' fire (attacker)", "Exchange of fire: Finnish Horse's fire (defender)", "Melee die: Isolani's Croats attacking"]);
    expect(dice[0]?.about?.detail?.[0]).toMatch(/^Reduced Fire line, as the attacker in a melee \(5\.4\), column/);
    expect(dice[2]?.about?.detail?.[0]).toMatch(/^Melee line \(5\.4\), column \S+: differential -1 = 3 \(melee\) − 4 \(Finnish Horse's melee\)$/);
  });

  it('5.4, 10.5: a hand die on the Reduced Fire line says why, as `odds` and `mods` do: a melee\'s attacker, a skirmish at two hexes', () => {
    const s = combat(runAll(stateOf(SAMPLE), ['place B3 0509', 'place A5 0609']));
    expect(askedDice(s, 'melee A5 at B3', [2, 2, 2], true)[0]?.about?.detail?.[0]).toBe('Reduced Fire line, as the attacker in a melee (5.4), column <=1: fire factor 1');
    expect(odds(s, 'melee A5 at B3').lines?.[0]).toBe("Isolani's Croats fire on the Reduced Fire line, as the attacker in a melee (5.4), column <=1: fire factor 1.");
    expect(run(s, 'melee A5 at B3', [2, 2, 2]).text).toContain("Exchange of fire (attacker) by Isolani's Croats: Reduced Fire line, as the attacker in a melee (5.4), column <=1 (1)");
    const far = combat(runAll(stateOf(SAMPLE), ['place B3 0909']));
    expect(askedDice(far, 'fire A6 at B3', [2], true)[0]?.about?.detail?.[0]).toBe('Reduced Fire line, at two hexes (10.5), column 2: fire factor 2');
  });

  it('11.7: a charge asks the defender\'s fire, then the charge die on the Charge line', () => {
    const s = combat(runAll(stateOf(SAMPLE), ['place B3 0509', 'move A3 to 0508']));
    const dice = askedDice(s, 'charge A3 at B3', [1, 1], true);
    expect(dice.map((d) => d.about?.stage)).toEqual(["Finnish Horse's fire at the charger", "Charge die: Pappenheim's Horse charging"]);
    expect(dice[0]?.about?.detail).toEqual(['Infantry & Cavalry Fire line (5.3), column <=1: fire factor 1', 'NE on 1–4 (2/3); D on 5–6 (1/3)']);
    expect(dice[1]?.about?.detail?.[0]).toMatch(/^Charge line \(11\.7\), column/);
  });

  it('6.2: a recovery die says the number it needs, and a plural unit recovers in plural words', () => {
    const s = runAll(stateOf(SAMPLE, (t) => t), []);
    const dis = { ...s, units: s.units.map((u) => (u.id === 'A5' ? { ...u, status: 'disordered' as const } : u)) };
    const ready = combat(dis);
    const dice = askedDice(ready, 'recover A5', [2], true);
    expect(dice[0]?.about?.stage).toBe("Isolani's Croats' recovery");
    expect(dice[0]?.about?.detail?.[0]).toBe('Needs 2 or less, its recovery factor (6.2)');
    expect(dice[0]?.about?.detail?.[1]).toBe('Recovers on 1–2 (1/3); stays disordered otherwise');
    expect(run(ready, 'recover A5', [2]).text).toMatch(/rolled 2: recover, ordered side up\.$/);
  });

  it('6.5: a fortune of war\'s recovery is named as such, not by the command\'s name', () => {
    const s = combat(stateOf(SAMPLE));
    const ready = { ...s, sides: [{ ...s.sides[0], fow: 1 }, s.sides[1]] as typeof s.sides, units: s.units.map((u) => (u.id === 'A1' ? { ...u, status: 'disordered' as const } : u)) };
    const dice = askedDice(ready, 'fow recover A1', [1], true);
    expect(dice.map((d) => d.about?.stage)).toEqual(["Baldiron's recovery (fortune of war, 6.5)"]);
    expect(dice[0]?.about?.detail?.[0]).toBe('Needs 5 or less: 3 (recovery) + 2 (leader Tilly) (6.2)');
  });

  it('6.1, 10.4: a gun\'s die at loose shotte marks the D it ignores, as its odds do', () => {
    // Four hexes off (column <=1), so a DF can still change something and the die is asked.
    const dice = askedDice(combat(runAll(stateOf(SAMPLE), ['place B5 0711'])), 'fire A7 at B5', [5], true);
    expect(dice[0]?.about?.detail?.[1]).toBe('DF on 1 (1/6); NE on 2–5 (2/3); D on 6 (1/6), ignored by Commanded Musketeers (6.1, 10.4)');
  });

  it('6.1, 11.3: a charge die on an ordered tercio marks the D it ignores; beside an A, the D alone', () => {
    const s = runAll(stateOf(SAMPLE), ['place AL1 0807', 'move A2 to 0809']);
    const charge = askedDice(s, 'react B4 charge A2 --to 0909 --no-counter-fire', [1, 6], true);
    expect(charge[1]?.about?.detail?.[1]).toBe('AA on 1 (1/6); A on 2–3 (1/3); D on 4–5 (1/3), ignored by Savelli (6.1, 11.3); DD on 6 (1/6)');
    // The charge broken by the fire (11.7): the melee die's A D, of which Savelli ignores the D.
    const broken = askedDice(s, 'react B4 charge A2 --to 0909 --no-counter-fire', [3, 6], true);
    expect(broken[1]?.about?.detail?.[1]).toContain('A D on 6 (1/6), D ignored by Savelli (6.1, 11.3)');
    // The fire at the charger: cavalry ignores nothing, so nothing is marked.
    expect(broken[0]?.about?.detail?.[1]).not.toMatch(/ignored/);
  });
});
