/**
 * Seed 003: the sentences of several rules about a unit whose name is plural ("Croats",
 * "Cuirassiers 1"). Each agrees through the shared helpers of src/engine/english.ts, not by
 * hand: "Croats won their melee", "Croats were not charged".
 */
import { describe, expect, it } from 'vitest';
import { ARMIES, type Battle, battleOf, nextUntil, refusal, run, runAll, unit } from './battle.js';
import { markers } from '../../../src/rulesets/tilly/present/unit.js';
import { tillyGuide } from '../../../src/rulesets/tilly/present/guide.js';

/** Croats, with a voluntary rally back marker, charge Swedish Horse 1 and win the melee 2 hits to none. At step 3.4, fought. */
function croatsWin(): { battle: Battle; texts: string[] } {
  let b = nextUntil(battleOf(ARMIES), 'declare');
  b = nextUntil(runAll(b, ['rallyback Croats', 'declare Croats at "Swedish Horse 1"', 'next', 'charge']), 'melee');
  const { battle, entry } = run(b, 'melee Croats --rolls 6,6,1,1,1');
  return { battle, texts: entry.events.map((e) => String((e as { text?: unknown }).text ?? '')) };
}

describe('Step 3.3. Point Blank Shooting: the refusal for a unit no one charged agrees with its name', () => {
  const atPointBlank = () => nextUntil(runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare "Swedish Horse 1" at "Tercio 1"', 'next', 'charge']), 'point-blank');

  it('"Croats were", "Tercio 2 was", and two units together "were"', () => {
    const b = atPointBlank();
    expect(refusal(b, 'pointblank Croats')).toBe('Croats were not charged by any unit this turn: pointblank shoots only at a charger');
    expect(refusal(b, 'pointblank "Tercio 2"')).toBe('Tercio 2 was not charged by any unit this turn: pointblank shoots only at a charger');
    expect(refusal(b, 'pointblank "Tercio 2","Imperial Shot"')).toBe('Tercio 2 and Imperial Shot were not charged by the same unit this turn: pointblank shoots only at a charger');
  });
});

describe('Step 3.5 Rally back: a plural unit that won its melee', () => {
  it('loses its marker in words that agree ("Croats won their melee … their rally back marker is removed")', () => {
    const { battle, texts } = croatsWin();
    expect(unit(battle, 'Croats').meleeResult).toBe('won');
    expect(texts).toContain('Croats won their melee and cannot rally back: their rally back marker is removed.');
  });

  it('is refused a rally back with "their melee", and its status reads "won their melee"', () => {
    const b = nextUntil(croatsWin().battle, 'rally-back');
    expect(refusal(b, 'rallyback Croats')).toBe('Croats won their melee and cannot rally back');
    expect(markers(b.state, unit(b, 'Croats'))).toContain('won their melee');
  });
});

describe('Fighting to flank or rear: face refusals for a plural unit', () => {
  it('"Croats are not locked in melee: they turn with a move"', () => {
    const b = nextUntil(battleOf(ARMIES), 'defender-move');
    expect(refusal(b, 'face Croats')).toBe('Croats are not locked in melee: they turn with a move (move --change)');
  });
});

describe('Step 3.2. Charge: a plural unit contacted before its own charge moves', () => {
  it('"Croats were contacted by Swedish Horse 1 before they could charge"', () => {
    let b = nextUntil(battleOf(ARMIES), 'declare');
    b = runAll(b, ['declare "Swedish Horse 1" at Croats', 'declare Croats at "Swedish Musketeers"', 'next']);
    const { entry } = run(b, 'charge');
    const texts = entry.events.map((e) => String((e as { text?: unknown }).text ?? ''));
    expect(texts).toContain('Croats were contacted by Swedish Horse 1 before they could charge: no charge.');
  });
});

describe('Step 4.3. Unit Heroics: the rout of a plural unit that benefits no one', () => {
  it('"no unit that hit them has resolve to recover"', () => {
    // Swedish Guns, at full resolve, rout the Croats (resolve 2) with two 6s.
    let b = nextUntil(battleOf(ARMIES), 'attacker-shoot');
    b = nextUntil(run(b, 'shoot "Swedish Guns" at Croats --rolls 6,6').battle, 'heroics');
    expect(run(b, 'heroics').entry.results[0]?.result).toBe('The rout of Croats benefits no one (no unit that hit them has resolve to recover).');
  });
});

describe('Step 3.3. Point Blank Shooting: a plural unit whose own charge fell short', () => {
  it('"Croats charged this turn (their charge fell short)"', () => {
    let b = runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare Croats at "Swedish Horse 1"', 'declare "Blue Brigade" at Croats', 'next']);
    b = nextUntil(runAll(b, ['charge Croats --no-contact', 'charge']), 'point-blank');
    expect(refusal(b, 'pointblank Croats at "Blue Brigade"')).toBe('Croats charged this turn (their charge fell short) and cannot shoot at point-blank range');
  });
});

describe('Melee dice: a plural unit told to put its hits on an enemy it does not fight', () => {
  it('"(they fight Swedish Horse 1 A2, Swedish Horse 2 A3)"', () => {
    let b = nextUntil(runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare "Swedish Horse 1" at "Cuirassiers 1"', 'declare "Swedish Horse 2" at "Cuirassiers 1"', 'next', 'charge']), 'melee');
    // The Swedes miss; Cuirassiers 1 score 3 hits to divide between the two horse.
    b = run(b, 'melee "Swedish Horse 1" --rolls 1,1,1,1,6,6,6').battle;
    expect(refusal(b, 'divide "Cuirassiers 1" "Blue Brigade"=3')).toMatch(/^Cuirassiers 1 are not in melee with Blue Brigade \(they fight Swedish Horse 1 A\d+, Swedish Horse 2 A\d+\)$/);
  });
});

describe('Conduct charges: the guided questions agree with a plural unit', () => {
  it('"Do Croats reach Swedish Horse 1?", not "Does Croats reach"', () => {
    const b = nextUntil(runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare Croats at "Swedish Horse 1"']), 'charge');
    const menu = tillyGuide(b.state);
    if (menu?.kind !== 'select') throw new Error('no menu');
    const choice = menu.choices.find((c) => c.name.startsWith('Croats charge'));
    const ask = menu.next(choice?.value ?? '');
    if (typeof ask !== 'object' || ask?.kind !== 'confirm') throw new Error(`no contact question: ${menu.choices.map((c) => c.name).join('; ')}`);
    expect(ask.message).toBe('Do Croats reach Swedish Horse 1?');
  });
});
