/** Seed 003, "Commander casualties" (in "Step 1.2. Defender Shoot"). */
import { describe, expect, it } from 'vitest';
import { HandDiceError, handDice } from '../../../src/dice/dice.js';
import { plain } from '../../../src/present/paint.js';
import { resolutionSentence } from '../../../src/repl/format.js';
import { commanderCasualty } from '../../../src/rulesets/tilly/casualties.js';
import { ARMIES, battleOf, nextUntil, run, runAll, unit } from './battle.js';

const withGeneral = () => nextUntil(runAll(battleOf(ARMIES), ['attach Baner "Blue Brigade"']), 'defender-shoot');

describe('Commander casualties', () => {
  it('the unit took hits but did not rout: the commander falls on a 6 only', () => {
    const five = run(withGeneral(), 'shoot "Tercio 1" at "Blue Brigade" --rolls 6,1,1,1,5');
    expect(unit(five.battle, 'Baner').fate).toBe('active');
    expect(five.entry.results[1]?.result).toBe('Baner rolls 5 (falls on a 6 as Blue Brigade did not rout): unharmed.');
    const six = run(withGeneral(), 'shoot "Tercio 1" at "Blue Brigade" --rolls 6,1,1,1,6');
    expect(unit(six.battle, 'Baner').fate).toBe('casualty');
    expect(unit(six.battle, 'Baner').casualtyMarker).toBe(true);
    // Plain words, not a state arrow (play-test finding).
    expect(six.entry.results[1]?.result).toBe('Baner rolls 6 (falls on a 6 as Blue Brigade did not rout): he becomes a casualty (commander casualty marker).');
  });

  it('the die\'s line says the roll once, in words: no "(d6 6 = 6) →" before it, no "attached → casualty" after it (play-test finding)', () => {
    const six = run(withGeneral(), 'shoot "Tercio 1" at "Blue Brigade" --rolls 6,1,1,1,6');
    const die = six.entry.results[1];
    expect(die && resolutionSentence(die, plain)).toBe('Baner rolls 6 (falls on a 6 as Blue Brigade did not rout): he becomes a casualty (commander casualty marker).');
    const five = run(withGeneral(), 'shoot "Tercio 1" at "Blue Brigade" --rolls 6,1,1,1,5').entry.results[1];
    expect(five && resolutionSentence(five, plain)).toBe('Baner rolls 5 (falls on a 6 as Blue Brigade did not rout): unharmed.');
  });

  it('the unit routed: 5-6; a commander who survives is left unattached', () => {
    let b = run(withGeneral(), 'set "Blue Brigade" resolve 1').battle;
    const survives = run(b, 'shoot "Tercio 1" at "Blue Brigade" --rolls 6,1,1,1,4');
    expect(unit(survives.battle, 'Baner').fate).toBe('active');
    expect(unit(survives.battle, 'Baner').attachedTo).toBeNull();
    b = run(b, 'shoot "Tercio 1" at "Blue Brigade" --rolls 6,1,1,1,5').battle;
    expect(unit(b, 'Baner').fate).toBe('casualty');
  });

  it('no hits, no roll; and no commander, no roll', () => {
    expect(run(withGeneral(), 'shoot "Tercio 1" at "Blue Brigade" --rolls 1,1,1,1').entry.rolls).toHaveLength(4);
    expect(run(withGeneral(), 'shoot "Tercio 1" at "Yellow Brigade" --rolls 6,6,1,1').entry.rolls).toHaveLength(4);
  });

  it('a fallen commander counts as a lost unit for army morale', () => {
    const b = run(withGeneral(), 'shoot "Tercio 1" at "Blue Brigade" --rolls 6,1,1,1,6').battle;
    const end = nextUntil(b, 'army-morale');
    expect(end.state.lastCheck?.lost).toEqual([1, 0]);
  });

  it('the odds of the casualty die are exact', () => {
    const { entry } = run(withGeneral(), 'shoot "Tercio 1" at "Blue Brigade" --rolls 6,1,1,1,2');
    expect(entry.results[1]?.odds?.outcomes.map((o) => o.fraction)).toEqual(['1/6', '5/6']);
  });
});

describe('Commander casualties: the die rolled by hand', () => {
  const asked = (routed: boolean) => {
    const b = withGeneral();
    try {
      commanderCasualty(b.state, unit(b, 'Blue Brigade'), 1, routed, handDice([]));
    } catch (error) {
      if (error instanceof HandDiceError) return error.missing?.about;
      throw error;
    }
    throw new Error('no die asked for');
  };

  it('shows what the die needs and its chance, as the odds give it: a 6 (1/6), or 5-6 (1/3) when the unit routed', () => {
    expect(asked(false)?.stage).toBe('Commander casualty, Baner');
    expect(asked(false)?.detail).toEqual(['Blue Brigade took hits: Baner falls on a 6 (1/6) ("Commander casualties")']);
    expect(asked(true)?.detail).toEqual(['Blue Brigade took hits and routed: Baner falls on 5-6 (1/3) ("Commander casualties")']);
  });
});
