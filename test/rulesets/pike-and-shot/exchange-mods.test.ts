/**
 * 5.4, 7.3, 11.7: `mods` and `odds` of a melee or a charge give each fire of the exchange
 * as a player rolling by hand needs it: its line, its column, its fire factor as a sum, and
 * (in `mods`) a table of its terms, in the words the single fire's `mods` uses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';
import { odds, run, runAll, SAMPLE, stateOf } from './fixtures.js';

const track = closeCoresAfterEach();
const TEXT = readFileSync(join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), 'utf8');

function sample(lines: readonly string[]) {
  const dir = tempDir();
  const { core } = track({ core: coreFromText({ text: TEXT, file: 'pike-and-shot-sample.yaml', seed: 3, journal: join(dir, 'ps.tyw.jsonl') }), dir });
  for (const line of lines) runLine(core, line);
  return core;
}

// Pappenheim's Horse with Pappenheim (fire 1) next to Finnish Horse with Horn (fire 0).
const MELEE = ['next', 'place A3 0509', 'place AL2 0509'];
const ATTACKER_FIRE = "Pappenheim's Horse fires on the Reduced Fire line, as the attacker in a melee (5.4), column 2: fire factor 2 = 1 (fire) + 1 (leader Pappenheim).";
const DEFENDER_FIRE = 'Finnish Horse fires on the Infantry & Cavalry Fire line (5.3), column <=1: fire factor 1.';
const MELEE_LINE = "Pappenheim's Horse melees on the Melee line (5.4), column +1.";
const MELEE_OTHERS = "If the exchange of fire disorders Pappenheim's Horse, column -1; Finnish Horse, column >=+3; both, column +1.";

describe('5.4, 7.3, 11.7: the exchange of fire in mods and odds', () => {
  it("5.4, 7.3: mods of a melee itemises each side's fire in the exchange: line, column, fire factor as a sum, and a table of its terms", () => {
    const core = sample(MELEE);
    const mods = runLine(core, 'mods melee A3 at B3').text.split('\n');
    const a = mods.indexOf(ATTACKER_FIRE);
    const d = mods.indexOf(DEFENDER_FIRE);
    expect(a).toBeGreaterThan(0);
    expect(d).toBeGreaterThan(a);
    // Under each fire's sentence, its terms as the single fire's mods names them (sumTerms).
    const attacker = mods.slice(a + 1, d).join('\n');
    expect(attacker).toMatch(/^ +1 +fire +Pappenheim's Horse's fire factor, ordered side$/m);
    expect(attacker).toMatch(/^ +\+1 +leader Pappenheim +stacked leader's fire factor \(7\.3\)$/m);
    // Horn's fire factor of 0 adds nothing and is left out, as in every sum.
    expect(mods.slice(d + 1).join('\n')).toMatch(/^ +1 +fire +Finnish Horse's fire factor, ordered side$/m);
    expect(mods.slice(d + 1).join('\n')).not.toMatch(/leader Horn/);
    // The melee die's column as the sides stand now, and as they stand if the exchange of fire disorders one (5.4).
    expect(mods).toContain(MELEE_LINE);
    expect(mods[mods.indexOf(MELEE_LINE) + 1]).toBe(MELEE_OTHERS);
  });

  it('5.4: odds of a melee gives the same sentences under its head, and --json of mods and odds carries them', () => {
    const core = sample(MELEE);
    const o = runLine(core, 'odds melee A3 at B3').text.split('\n');
    expect(o.slice(1, 3)).toEqual([ATTACKER_FIRE, DEFENDER_FIRE]);
    const mods = JSON.parse(runLine(core, 'mods melee A3 at B3 --json').text) as { lines?: string[] };
    const json = JSON.parse(runLine(core, 'odds melee A3 at B3 --json').text) as { lines?: string[] };
    expect(mods.lines?.slice(0, 2)).toEqual([ATTACKER_FIRE, DEFENDER_FIRE]);
    expect(json.lines).toEqual(mods.lines);
  });

  it('11.7 2: mods of a charge says the charger does not fire and itemises the defender\'s fire at it', () => {
    const core = sample(['place B3 0509', 'move A3 to 0508', 'next']);
    const mods = runLine(core, 'mods charge A3 at B3').text.split('\n');
    expect(mods).toContain("Pappenheim's Horse does not fire, as it charges (11.7 2).");
    const d = mods.indexOf(DEFENDER_FIRE);
    expect(d).toBeGreaterThan(0);
    expect(mods[d + 3]).toMatch(/^ +1 +fire +Finnish Horse's fire factor, ordered side$/);
    expect(mods).toContain("Pappenheim's Horse charges on the Charge line (11.7), column +1.");
    expect(mods).toContain("If the defender's fire disorders it, the charge is broken: column -1 on the Melee line (11.7).");
  });

  it('5.4, 11.7: the column mods names for a side the exchange of fire disorders is the one the roll then reads', () => {
    const s = runAll(stateOf(SAMPLE), MELEE);
    // Attacker's fire 1: NE; defender's fire 5: D on Pappenheim's Horse; then the melee die and two leaders' checks.
    expect(run(s, 'melee A3 at B3', [1, 5, 3, 1, 1, 1, 1]).text).toContain('Melee by Pappenheim\'s Horse: Melee line (5.4), column -1 (-1)');
    // Attacker's fire 6: D on Finnish Horse; defender's fire 1: NE.
    expect(run(s, 'melee A3 at B3', [6, 1, 3, 1, 1, 1, 1]).text).toContain('Melee by Pappenheim\'s Horse: Melee line (5.4), column >=+3 (3)');
    const charge = runAll(stateOf(SAMPLE), ['place B3 0509', 'move A3 to 0508', 'next']);
    expect(run(charge, 'charge A3 at B3', [5, 3, 1, 1]).text).toContain('Melee by Pappenheim\'s Horse: Melee line (5.4), column -1 (-1)');
  });

  it('5.3, 5.4: a unit of a melee with no fire factor is said not to fire, and the fire column of a plain fire is given', () => {
    // Isolani's Croats disordered have fire 0 (the sample's light cavalry).
    const s = runAll(stateOf(SAMPLE), ['place A5 0509', 'set A5 disordered', 'next']);
    expect(odds(s, 'melee A5 at B3').lines?.[0]).toBe("Isolani's Croats do not fire: they have no fire factor (5.3, 5.4).");
    const fire = runAll(stateOf(SAMPLE), ['next', 'place A3 0509']);
    expect(odds(fire, 'fire A3 at B3 --back').lines).toEqual(["Pappenheim's Horse fires on the Infantry & Cavalry Fire line (5.3), column <=1.", 'Finnish Horse fires back on the Infantry & Cavalry Fire line (5.3), column <=1.']);
  });
});
