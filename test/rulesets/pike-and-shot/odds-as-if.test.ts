/**
 * 3.1, 5.0: attacks are made in a combat phase only, but `odds` and `mods` of fire, melee and
 * charge typed before it (a movement phase) give the attack as rolled in the next combat phase,
 * from the state now, and say so first. The attack itself stays refused; so do odds of an
 * attack refused for any other reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';
import { odds, oddsRefusal, refusal, run, runAll, SAMPLE, SMALL, stateOf } from './fixtures.js';

const PHASE_III = 'As if in the next combat phase, phase III (first player combat): the attack itself waits for it (5.0); the units are taken as they stand now.';
const PHASE_V = 'As if in the next combat phase, phase V (second player combat): the attack itself waits for it (5.0); the units are taken as they stand now.';
const NOT_NOW = /units attack in a combat phase, not in phase II \(first player movement\)/;


/** The preview in a movement phase and in the combat phase after it, the units unchanged between. */
function both(moves: readonly string[], line: string) {
  const before = runAll(stateOf(SAMPLE), moves);
  const during = run(before, 'next').state;
  return { before, now: odds(before, line), then: odds(during, line) };
}

/** The two previews give the same attack: its sums, lines, outcomes and leaders' checks. */
function expectSame(now: ReturnType<typeof odds>, then: ReturnType<typeof odds>, asIf: string) {
  expect(now.asIf).toBe(asIf);
  expect(then.asIf).toBeUndefined();
  expect(now.odds).toEqual(then.odds);
  expect(now.distributions).toEqual(then.distributions);
  expect(now.modifiers).toEqual(then.modifiers);
  expect(now.head).toBe(then.head);
  expect(now.lines).toEqual(then.lines);
  expect(now.note).toBe(`${asIf} ${then.note ?? ''}`.trim());
}

describe('3.1 sequence of play: odds and mods of an attack typed in a movement phase', () => {
  it('3.1, 5.3: fire in phase II has the odds and modifiers of phase III, the rout\'s fortune of war included; the fire itself is refused', () => {
    const { before, now, then } = both([], 'fire A1 at B5 --range 1');
    expectSame(now, then, PHASE_III);
    // 6.4 3: the fortune of war comes only in a combat phase: the odds take it as in phase III.
    expect(now.odds!.outcomes.map((o) => o.label)).toContain('DD: Commanded Musketeers rout 5 hexes; a fortune of war to the Imperialists once the rout is made');
    expect(refusal(before, 'fire A1 at B5 --range 1')).toMatch(NOT_NOW);
  });

  it('5.4: a melee in phase II has the exchange of fire and melee roll of phase III; the melee itself is refused', () => {
    const { before, now, then } = both(['place A2 0809'], 'melee A2 at B4');
    expectSame(now, then, PHASE_III);
    expect(now.heading).toBe("attacker's fire / defender's fire / melee: outcome");
    expect(refusal(before, 'melee A2 at B4')).toMatch(NOT_NOW);
  });

  it('11.7: a charge after its move in phase II has the odds of phase III, the hexes moved counted; the charge itself is refused', () => {
    const { before, now, then } = both(['move A3 to 0509'], 'charge A3 at B3');
    expectSame(now, then, PHASE_III);
    expect(now.heading).toBe("defender's fire / charge or melee: outcome");
    expect(refusal(before, 'charge A3 at B3')).toMatch(NOT_NOW);
  });

  it('3.1 I: in the weather phase the odds are those of phase III, past the first movement phase', () => {
    const weather = stateOf(SMALL);
    const then = runAll(weather, ['weather dry', 'next', 'next']);
    expectSame(odds(weather, 'fire B1 at A1 --range 1'), odds(then, 'fire B1 at A1 --range 1'), PHASE_III);
    expect(refusal(weather, 'fire B1 at A1 --range 1')).toMatch(/not in phase I \(weather\)/);
  });

  it('3.1: in phase IV the odds are those of phase V, the second player\'s combat', () => {
    const { before, now, then } = both(['next', 'next'], 'fire B5 at A1 --range 1');
    expectSame(now, then, PHASE_V);
    expect(refusal(before, 'fire B5 at A1 --range 1')).toMatch(/not in phase IV/);
  });
});

describe('6.2 Disorder & Recovery: odds and mods of a recovery typed in a movement phase', () => {
  const RECOVERY_III = 'As if in the next combat phase, phase III (first player combat): the recovery roll itself waits for it (6.2); the units are taken as they stand now.';
  // Savelli (recovery 3) starts disordered, away from the enemy; Blue Brigade too, a Swede.
  const disordered = (t: string) => t.replace('hex: "0808" }', 'hex: "0808", status: disordered }').replace('hex: "0811" }', 'hex: "0811", status: disordered }');
  const start = () => stateOf(SAMPLE, disordered);

  it('6.2: recover in phase II has the odds and modifiers of phase III, said first; the roll itself is refused', () => {
    const before = start();
    const now = odds(before, 'recover A2');
    const then = odds(run(before, 'next').state, 'recover A2');
    expectSame(now, then, RECOVERY_III);
    expect(now.odds!.outcomes.map((o) => [o.label, o.fraction])).toEqual([['Savelli recovers', '1/2'], ['Savelli stays disordered', '1/2']]);
    expect(refusal(before, 'recover A2')).toMatch(/a unit tries to recover in its own combat phase, not in phase II/);
  });

  it('6.2: in phase IV a Swedish unit\'s recovery has the odds of phase V', () => {
    const before = runAll(start(), ['next', 'next']);
    expectSame(odds(before, 'recover B2'), odds(run(before, 'next').state, 'recover B2'), RECOVERY_III.replace('phase III (first player combat)', 'phase V (second player combat)'));
  });

  it('6.2: a unit of the player who does not recover in the next combat phase, or next to the enemy, is refused with that phase\'s words', () => {
    const s = start();
    expect(oddsRefusal(s, 'recover B2')).toBe(refusal(run(s, 'next').state, 'recover B2'));
    expect(oddsRefusal(s, 'recover B2')).toMatch(/only the Imperialists recover/);
    const near = stateOf(SAMPLE, (t) => disordered(t).replace('hex: "0808", status', 'hex: "0810", status'));
    expect(oddsRefusal(near, 'recover A2')).toMatch(/recovers only away from the enemy, or with a fortune of war \(6\.2\)/);
  });
});

describe('3.1: every other refusal still refuses the odds, with the words of the combat phase', () => {
  const s = stateOf(SAMPLE);
  it('5.0: a unit of the player who does not attack in the next combat phase', () => {
    expect(oddsRefusal(s, 'fire B5 at A1 --range 1')).toBe(refusal(run(s, 'next').state, 'fire B5 at A1 --range 1'));
    expect(oddsRefusal(s, 'fire B5 at A1 --range 1')).toMatch(/only the Imperialists attack/);
  });
  it('5.4: a melee on a unit not adjacent', () => {
    expect(oddsRefusal(s, 'melee A2 at B4')).toMatch(/melee is against an adjacent unit \(5\.4\)/);
  });
  it('11.7 1: a charge by a unit that did not move 1 to 3 hexes', () => {
    expect(oddsRefusal(s, 'charge A3 at B3')).toMatch(/a charge needs 1 to 3 \(11\.7 1\)/);
  });
  it('6.2, 4.5: a recovery and a reaction keep their own refusals', () => {
    // 6.2: Baldiron is ordered: in phase III too it has nothing to recover from.
    expect(oddsRefusal(s, 'recover A1')).toBe(refusal(run(s, 'next').state, 'recover A1'));
    expect(oddsRefusal(s, 'recover A1')).toBe('Baldiron is not disordered');
    // 4.5: a reaction in the movement phase is not an attack: its odds refuse as it does, here a mover that has not moved.
    expect(oddsRefusal(s, 'react B5 fire A1 --range 1')).toBe(refusal(s, 'react B5 fire A1 --range 1'));
    expect(oddsRefusal(s, 'react B5 fire A1 --range 1')).toMatch(/has not moved this phase/);
  });
  it('3.1 VI: in phase VI, a turn before the next combat phase, the attack\'s odds are refused as the attack is', () => {
    const end = runAll(s, ['next', 'next', 'next', 'next']);
    expect(oddsRefusal(end, 'fire A1 at B5 --range 1')).toBe(refusal(end, 'fire A1 at B5 --range 1'));
  });
});

describe('3.1: the REPL says first that the odds are as if in the combat phase', () => {
  const track = closeCoresAfterEach();
  it('odds and mods print the note line first, --json carries it', () => {
    const text = readFileSync(join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), 'utf8');
    const dir = tempDir();
    const { core } = track({ core: coreFromText({ text, file: 'pike-and-shot-sample.yaml', seed: 3, journal: join(dir, 'ps.tyw.jsonl') }), dir });
    for (const word of ['odds', 'mods']) {
      const lines = runLine(core, `${word} fire A1 at B5 --range 1`).text.split('\n').filter((l) => l.trim() !== '');
      expect(lines[0]).toBe(PHASE_III);
      expect(lines.filter((l) => l.startsWith('As if'))).toHaveLength(1);
    }
    const json = JSON.parse(runLine(core, 'odds fire A1 at B5 --range 1 --json').text) as { note?: string };
    expect(json.note?.startsWith(PHASE_III)).toBe(true);
    expect(runLine(core, 'fire A1 at B5 --range 1').text).toMatch(NOT_NOW);
  });
});
