/**
 * 9.3, 9.4: an attack from a battalion's flank or rear switches CRT lines; `odds`, `mods` and
 * the roll's result name each line the combat reads and why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DiceSource, handDice, type RollContext } from '../../../src/dice/dice.js';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';
import { odds, run, runAll, SAMPLE, stateOf } from './fixtures.js';

const track = closeCoresAfterEach();
// Baldiron in 0710 stands in the flank of Blue Brigade in 0810, facing ne.
const flank = () => runAll(stateOf(SAMPLE), ['place A1 0710', 'place B2 0810', 'next']);
const FLANK_MELEE = 'Baldiron melees on the Charge line, as it attacks Blue Brigade from the flank (9.4), column +1';
const FLANK_OTHERS = 'If the exchange of fire disorders Baldiron, column <=-2; Blue Brigade, column >=+3; both, column 0.';
const FLANK_FIRE = 'Blue Brigade fires on the Reduced Fire line, as Baldiron stands in its flank (9.3), column 4: fire factor 4';
const ATTACKER_FIRE = 'Baldiron fires on the Reduced Fire line, as the attacker in a melee (5.4), column 3: fire factor 3.';

describe('9.3, 9.4: the CRT lines of an attack on a battalion, named with why', () => {
  it('9.4, 9.3, 5.4: odds of a melee from the flank name the Charge line, the defender\'s Reduced Fire and the attacker\'s', () => {
    expect(odds(flank(), 'melee A1 at B2').lines).toEqual([ATTACKER_FIRE, `${FLANK_FIRE}.`, `${FLANK_MELEE}.`, FLANK_OTHERS]);
  });

  it('9.4, 5.4: a melee from the front names the plain lines with their sections', () => {
    const s = runAll(stateOf(SAMPLE), ['place A1 0710', 'place B2 0711', 'next']);
    expect(odds(s, 'melee A1 at B2 --on front').lines).toEqual([
      ATTACKER_FIRE,
      'Blue Brigade fires on the Infantry & Cavalry Fire line (5.3), column 4: fire factor 4.',
      'Baldiron melees on the Melee line (5.4), column +1.',
      'If the exchange of fire disorders Baldiron, column -2; Blue Brigade, column >=+3; both, column 0.',
    ]);
  });

  it('9.3: fire back by a battalion into its flank names the Reduced Fire line and why', () => {
    expect(odds(flank(), 'fire A1 at B2 --back').lines).toEqual(['Baldiron fires on the Infantry & Cavalry Fire line (5.3), column 3.', 'Blue Brigade fires back on the Reduced Fire line, as Baldiron stands in its flank (9.3), column 4.']);
  });

  it('11.7, 9.4: a charge names the Charge line, and the Melee line if broken, unless it comes from a battalion\'s rear', () => {
    const charge = runAll(stateOf(SAMPLE), ['place B3 0509', 'move A3 to 0508', 'next']);
    expect(odds(charge, 'charge A3 at B3').lines?.slice(-2)).toEqual(["Pappenheim's Horse charges on the Charge line (11.7), column +1.", "If the defender's fire disorders it, the charge is broken: column -1 on the Melee line (11.7)."]);
    const rear = runAll(stateOf(SAMPLE), ['move A3 to 0509 --hexes 2', 'place A1 0406', 'place B2 0608', 'next']);
    expect(odds(rear, 'charge A3 at B2').lines?.slice(-2)).toEqual(["Pappenheim's Horse charges on the Charge line, broken or not, as it attacks Blue Brigade from the rear (9.4), column 0.", "If the defender's fire disorders it, the charge is broken: column <=-2 (11.7)."]);
  });

  it('9.4: the rolled result says why the melee is on the Charge line', () => {
    const r = run(flank(), 'melee A1 at B2', [4, 4, 2]);
    expect(r.text).toContain('Melee by Baldiron: Charge line, as it attacks Blue Brigade from the flank (9.4), column 0');
    expect(r.text).toContain('Exchange of fire (defender) by Blue Brigade: Reduced Fire line, as Baldiron stands in its flank (9.3), column 4');
  });

  it('9.3, 9.4: dice rolled by hand say why the defender\'s fire and the melee die are on their lines', () => {
    const s = flank();
    const action = parsePsCommand(s, 'melee A1 at B2');
    if (!action.ok) throw new Error(action.error);
    const seen: (RollContext | undefined)[] = [];
    const inner = handDice([1, 2, 6]);
    const dice: DiceSource = { roll: (sides, label, about) => (seen.push(about), inner.roll(sides, label, about)) };
    expect(executePs(s, action.value, dice).ok).toBe(true);
    expect(seen[1]?.detail?.[0]).toMatch(/^Reduced Fire line, as Baldiron stands in its flank \(9\.3\), column 4: fire factor 4/);
    expect(seen[2]?.detail?.[0]).toMatch(/^Charge line, as it attacks Blue Brigade from the flank \(9\.4\), column \+1: differential \+1/);
  });

  it('9.3, 9.4: the odds and mods commands print the lines and why, in --json too', () => {
    const text = readFileSync(join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), 'utf8');
    const dir = tempDir();
    const { core } = track({ core: coreFromText({ text, file: 'pike-and-shot-sample.yaml', seed: 3, journal: join(dir, 'ps.tyw.jsonl') }), dir });
    for (const line of ['place A1 0710', 'place B2 0810', 'next']) runLine(core, line);
    const o = runLine(core, 'odds melee A1 at B2').text;
    expect(o).toContain(FLANK_MELEE);
    // Said under the head, before the outcomes that read the lines.
    expect(o.indexOf(FLANK_MELEE)).toBeLessThan(o.indexOf('outcome'));
    // --json carries the same words, as its note.
    const json = JSON.parse(runLine(core, 'odds melee A1 at B2 --json').text) as { lines?: string[]; note?: string };
    expect(json.lines).toContain(`${FLANK_MELEE}.`);
    expect(json.note).toMatch(/^Dice: the attacker's fire/);
    const mods = JSON.parse(runLine(core, 'mods melee A1 at B2 --json').text) as { lines?: string[]; note?: string };
    expect(mods).toMatchObject({ lines: json.lines, note: json.note });
    const m = runLine(core, 'mods melee A1 at B2').text.replace(/\s+/g, ' ');
    // 5.4: each fire's sentence has its terms' table under it; the melee's line, then the dice.
    expect(m).toContain(`${FLANK_FIRE}. term for why`);
    expect(m).toContain(`Blue Brigade's fire factor, ordered side ${FLANK_MELEE}. ${FLANK_OTHERS} Dice: the attacker's fire`);
    // 6.3: with a retreat waiting, mods says first that the roll comes after it, then the lines, then the dice.
    runLine(core, 'melee A1 at B2 --rolls 1,2,6');
    const later = runLine(core, 'mods fire A7 at B4').text.replace(/\s+/g, ' ');
    expect(later).toMatch(/Rolled only after the retreat that waits, .*\(6\.3\)\. Imperial Guns fire on the Artillery Fire line \(12\.2\), column \S+\. Dice: the fire die\./);
  });
});
