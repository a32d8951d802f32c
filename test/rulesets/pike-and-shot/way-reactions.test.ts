/** 4.5, 11.4: a move of several hexes names the enemies it passes within reach of on its way, straight ways too. */
import { describe, expect, it } from 'vitest';
import { reactionHint } from '../../../src/rulesets/pike-and-shot/reaction-hint.js';
import { previewPs } from '../../../src/rulesets/pike-and-shot/odds.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import { refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

describe('4.5, 11.4: reactions on a straight way', () => {
  it('4.5, 11.4: a straight move past cavalry names it and the leg to enter, though the hex it ends in is out of reach', () => {
    const r = run(stateOf(SAMPLE), 'move A5 to 1012');
    expect(r.text).toBe(
      "Isolani's Croats move 5 hexes to 1012, 5 of 7 MP (they move freely, 7.2, 11.10). On the way, by 1008, 1009, 1010 and 1011, they pass within reach of Smaland Horse (4.5, 11.4): to let Smaland Horse react, enter the move to 1008 first, then the reaction. Smaland Horse may react (4.5, 11.4): react B4 melee|charge A5 --to 1010|0911 (in 1011, as A5 exits it, 4.5).",
    );
  });
  it('4.5, 11.4: the leg it names is one the reaction may follow, and odds agree with the roll there', () => {
    const s = run(stateOf(SAMPLE), 'move A5 to 1008').state;
    expect(reactionHint(s, 'A5')).toMatch(/Smaland Horse may react \(4\.5, 11\.4\): react B4 melee\|charge A5 --to /);
    const hint = reactionHint(s, 'A5') ?? '';
    const to = /--to (\d{4})/.exec(hint)?.[1] as string;
    const line = `react B4 melee A5 --to ${to} --no-counter-fire`;
    const action = parsePsCommand(s, line);
    expect(action.ok).toBe(true);
    if (!action.ok) return;
    expect(previewPs(s, action.value).ok).toBe(true);
    expect(run(s, line, [4, 4, 4]).text).toMatch(/Smaland Horse moves into the hex between/);
  });
  it('12.6, 4.5: a move that takes a gun names the reactions on its way too', () => {
    const r = run(stateOf(SAMPLE), 'move A5 to 0913');
    expect(r.text).toMatch(/^Isolani's Croats move 6 hexes to 0913, 6 of 7 MP \(they move freely, 7\.2, 11\.10\)\. On the way, by 1008, 1009, 1010, 1011 and 1012, they pass within reach of Smaland Horse \(4\.5, 11\.4\): to let Smaland Horse react, enter the move to 1008 first, then the reaction\./);
    expect(r.text).toMatch(/capture Swedish Heavy Guns/);
  });
  it('4.5: infantry on a straight way is named when the way steps from one hex next to it into another, with the hex to stop in', () => {
    const r = run(stateOf(SAMPLE), 'move A1 to 0809');
    expect(r.text).toMatch(/On the way, by 0709, it passes within reach of [^(]*Commanded Musketeers \(4\.5, 11\.4\): to let [^.]*Commanded Musketeers react, enter the move to 0709 first/);
  });
  it('4.1, 4.5: of several shortest ways the tool takes the one out of reach of an enemy and names the way that would let it react', () => {
    const r = run(stateOf(SAMPLE), 'move A3 to 0709');
    expect(r.text).toMatch(/It goes by 0607 and 0708, out of reach of Finnish Horse on the way; another as short, by 0607 and 0608, would let Finnish Horse react on the way: the moving player may take it, in legs \(4\.1, 4\.5, 11\.4\)\./);
  });
  it("9.2, 4.5, 11.4: a battalion's straight way, worked out step by step, names the cavalry on it, with --hexes as without", () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'place A3 0409']);
    const words = "On the way, by 0610, it passes within reach of Pappenheim's Horse (4.5, 11.4): to let Pappenheim's Horse react, enter the move to 0610 first, then the reaction.";
    expect(run(s, 'move B1 to 0609').text).toContain(words);
    expect(run(s, 'move B1 to 0609 --hexes 2').text).toContain(words);
  });
  it('4.5, 11.4: cavalry within reach only of the hex a move starts in is named: after a leg of one hex, it reacts in the hex that step left', () => {
    // Finnish Horse (0510) is 2 hexes from Baldiron's 0608, 3 from 0607: after the leg to 0607, Baldiron is taken back to 0608 for it.
    const text = run(stateOf(SAMPLE), 'move A1 to 0606').text;
    expect(text).toMatch(/On the way, by 0607, it passes within reach of Finnish Horse \(4\.5, 11\.4\): to let Finnish Horse react, enter the move to 0607 first, then the reaction\./);
    const leg = run(stateOf(SAMPLE), 'move A1 to 0607');
    expect(leg.text).toMatch(/react B3 melee\|charge A1 --to 0509\|0609 \(in 0608, as A1 exits it, 4\.5\)/);
    expect(run(leg.state, 'react B3 melee A1 --to 0609 --no-counter-fire', [1, 1, 1]).text).toMatch(/^Finnish Horse reacts as Baldiron exits 0608 \(4\.5, 11\.4\)/);
  });
  it('4.4, 4.5: of ways within reach of as many enemies, the tool takes one whose reactions may be entered as legs, not one through a friend it may not stop with', () => {
    const text = run(stateOf(SAMPLE), 'move A3 to 0609').text;
    expect(text).toMatch(/On the way, by 0508 and 0608, it passes within reach of Finnish Horse \(4\.5, 11\.4\): to let Finnish Horse react, enter the move to 0508 first, then the reaction\./);
    expect(text).not.toMatch(/cannot be entered as a leg/);
  });
  it('4.5: an enemy that has reacted to the move is not named on a later leg: each unit reacts once to a move', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0609', ['react B5 fire A3', [1]]]);
    const text = run(s, 'move A3 to 0809').text;
    // Smaland Horse reaches only 0709, the hex the last step leaves: the hint after the move names it there (4.5, 11.4).
    expect(text).toMatch(/On the way, by 0709, it passes within reach of Finnish Horse \(4\.5, 11\.4\)/);
    expect(text).toMatch(/react B4 melee\|charge A3 \(in 0709, as A3 exits it, 4\.5\)/);
    expect(text).not.toMatch(/Commanded Musketeers/);
  });
  it('4.2, 4.4: a later leg beyond its MP even by the straight way is refused for its MP, not as blocked by no one', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0609', ['react B5 fire A3', [1]], 'move A3 to 0809']);
    expect(refusal(s, 'move A3 to 0511')).toBe("Pappenheim's Horse needs 3 MP to go on and has 1 of its 6 left (4.2, 4.5)");
  });
  it('4.5: a move of one hex is its own leg: only the reaction hint speaks', () => {
    const r = run(stateOf(SAMPLE), 'move A1 to 0609');
    expect(r.text).not.toMatch(/On the way/);
  });
  it('4.5, 11.4: a way with no enemy within reach says nothing more', () => {
    expect(run(stateOf(SAMPLE), 'move A4 to 0404').text).toBe("Cronberg's Harquebusiers move 3 hexes to 0404, 3 of 6 MP.");
  });
});
