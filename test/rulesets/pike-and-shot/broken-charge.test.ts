/**
 * Seed 004, 5.4, 11.7: a charge the defender's fire disorders is broken and goes on as a normal
 * melee. *Reading:* the broken charger rolls no exchange-of-fire die: the fire that broke it was
 * that melee's exchange (5.4 1), in which a charger does not fire (11.7 2); what goes on is the
 * differential's die on the Melee line.
 */
import { describe, expect, it } from 'vitest';
import { askedDice, odds, runAll, SAMPLE, stateOf } from './fixtures.js';

/** Finnish Horse (with Horn) moved 2 hexes to 0508, next to Pappenheim's Horse, in the Swedes' combat phase. */
const charging = () => runAll(stateOf(SAMPLE), ['next', 'next', 'move B3 to 0508', 'move BL2 --with B3', 'next']);

describe('11.7 a broken charge melees without a fire of its own', () => {
  it('11.7, 5.4: the defender\'s fire breaks the charge; the next die is the Melee line\'s, none is Finnish Horse\'s fire', () => {
    const dice = askedDice(charging(), 'charge B3 at A3', [6, 3, 1, 1], true);
    expect(dice[0]?.about?.stage).toMatch(/Pappenheim's Horse/);
    expect(dice[1]?.about?.detail?.[0]).toMatch(/^Melee line/);
    expect(dice.filter((d) => /fire/i.test(d.label) && /Finnish Horse/.test(d.label))).toEqual([]);
  });

  it('11.7: odds say the broken charge goes to the Melee line, and list no fire by the charger', () => {
    const o = odds(charging(), 'charge B3 at A3');
    expect(o.odds?.outcomes.some((x) => /^D \/ A: Finnish Horse is disordered, breaking the charge, and retreats/.test(x.label))).toBe(true);
    expect(o.odds?.outcomes.every((x) => x.label.split(':')[0]!.split(' / ').length <= 2)).toBe(true);
  });
});
