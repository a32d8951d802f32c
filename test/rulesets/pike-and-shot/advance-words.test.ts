/**
 * Seed 004, 6.6 and 11.3: with hexes tracked, the advance after combat names the hex the
 * defender vacated wherever it is offered: the retreat that frees it, a retreat before the
 * melee, a defender eliminated on the spot, and the guided menu.
 */
import { describe, expect, it } from 'vitest';
import { advanceLines } from '../../../src/rulesets/pike-and-shot/present/guide-combat.js';
import { run, runAll, SAMPLE, stateOf } from './fixtures.js';

/** Baldiron (0709) drives the Commanded Musketeers out of 0710 in melee (melee die 4: DD). */
const vacated = () => runAll(stateOf(SAMPLE), ['place A1 0709', 'next', ['melee A1 at B5', [1, 1, 4, 1, 1]]]);

describe('6.6, 11.3: the advance names the vacated hex', () => {
  it('6.6: the retreat that frees the advance says where it goes and how; the guided menu knows the hex', () => {
    const r = run(vacated(), 'retreat B5 to 0715');
    expect(r.text).toMatch(/Baldiron may now advance into 0710, the vacated hex \(6\.6\): advance A1; it triggers no reaction\.$/);
    expect(advanceLines(r.state)).toEqual([{ name: 'Baldiron advances into 0710, the vacated hex', value: 'advance A1' }]);
  });

  it('11.3: cavalry is told it may go on from the vacated hex, and the menu says each way passes it', () => {
    const s = runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', 'next', ['melee A3 at B3 --no-pursue', [1, 1, 5, 1, 1, 1, 1]]]);
    const r = run(s, 'retreat B3 to 0513');
    expect(r.text).toMatch(/Pappenheim's Horse may now advance into 0510, the vacated hex, and on from it, 2 hexes in all \(6\.6, 11\.3\): advance A3, or advance A3 to <hex>; it triggers no reaction\.$/);
    const lines = advanceLines(r.state);
    expect(lines[0]).toEqual({ name: "Pappenheim's Horse advances into 0510, the vacated hex", value: 'advance A3' });
    expect(lines.slice(1).every((l) => / to \d{4}, by 0510$/.test(l.name))).toBe(true);
  });

  it('5.5, 6.6: a retreat before the melee names the hex the attacker may then enter', () => {
    const s = runAll(stateOf(SAMPLE), ['place A1 0709', 'next']);
    expect(run(s, 'melee A1 at B5 --evade').text).toMatch(/Baldiron may then advance into the vacated hex, 0710 \(6\.6\)\./);
  });

  it('6.6, 11.7: a defender eliminated on the spot leaves the advance open at once, and the result says so', () => {
    const charge = runAll(stateOf(SAMPLE), ['place AL1 0808', 'next', 'next', 'move B3 to 0809', 'move BL2 --with B3', 'next']);
    const r = run(charge, 'charge B3 at A2', [1, 6, 1, 1]);
    expect(r.text).toMatch(/Savelli is eliminated by the charge\..*Finnish Horse may now advance into 0808, the vacated hex, and on from it, 2 hexes in all \(6\.6, 11\.3\)/);
  });
});
