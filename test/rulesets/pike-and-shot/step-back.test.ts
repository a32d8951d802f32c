/**
 * 4.5, 11.4: cavalry reacts to a move "in the hex being exited": to the step just entered, the
 * mover is taken back to the hex that step left; from two hexes away the cavalry first moves into
 * the empty hex between (which may be the hex the mover was entering), and that move may draw the
 * moving player's infantry fire. Unless the reaction ends it, the move goes on from there.
 */
import { describe, expect, it } from 'vitest';
import { odds, refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

// Savelli (A2, MA 3) moves from 0808 to 0709 with Tilly next to it (7.2); the Smaland Horse (B4,
// 0910) is two hexes from 0808, by 0809 or 0909, and three from 0709.
const savelliMoved = () => runAll(stateOf(SAMPLE), ['place AL1 0807', 'move A2 to 0709']);
const TAKEN_BACK = 'Smaland Horse reacts as Savelli exits 0808 (4.5, 11.4): Savelli is taken back there, 0 of 3 MP spent; unless the reaction ends its move, it goes on from there (4.5).';

describe('4.5, 11.4: the reaction is fought in the hex being exited', () => {
  it('4.5, 11.4: cavalry out of reach of the hex the mover ends in reacts to the step it made, from the hex it left', () => {
    const s = savelliMoved();
    // 0709 is three hexes from the Smaland Horse: before, no reaction was offered or taken.
    expect(run(runAll(stateOf(SAMPLE), ['place AL1 0807']), 'move A2 to 0709').text).toMatch(/; react B4 melee\|charge A2 --to 0909\|0809 \(in 0808, as A2 exits it, 4\.5\);/);
    const r = run(s, 'react B4 melee A2 --to 0909 --no-counter-fire', [1, 1, 1]);
    expect(r.text.startsWith(`${TAKEN_BACK} Smaland Horse moves into the hex between (0909) to react (11.4).`)).toBe(true);
    expect(unit(r.state, 'A2').hex).toBe('0808');
    expect(unit(r.state, 'B4').hex).toBe('0909');
    // The step is undone: the MP and hexes of the move are those before it, and the reactor is marked.
    expect(r.state.moving).toMatchObject({ unit: 'A2', mp: 0, hexes: 0, leader: 'AL1', ended: false, reactors: ['B4'] });
  });

  it('11.4: the hex between may be the very hex the mover was entering, empty again once it is taken back', () => {
    // Pappenheim's Horse (A3) moves 0507, 0508, 0509; the Finnish Horse (B3, 0510) reacts to the step out of 0508 through 0509.
    const s = run(stateOf(SAMPLE), 'move A3 to 0509').state;
    const r = run(s, 'react B3 melee A3 --no-counter-fire', [1, 1, 1]);
    expect(r.text).toMatch(/^Finnish Horse reacts as Pappenheim's Horse exits 0508 \(4\.5, 11\.4\): Pappenheim's Horse is taken back there, 1 of 6 MP spent; .* Finnish Horse moves into the hex between \(0509\) to react \(11\.4\)\./);
    expect(unit(r.state, 'A3').hex).toBe('0508');
    expect(unit(r.state, 'B3').hex).toBe('0509');
  });

  it('4.5: not driven back, the mover goes on from the hex it was exiting, with the MP it had there', () => {
    const s = run(stateOf(SAMPLE), 'move A3 to 0509').state;
    // Fire NE, NE; melee rolled 3: no retreat.
    const r = run(s, 'react B3 melee A3 --no-counter-fire', [1, 1, 3]);
    expect(r.state.pending).toEqual([]);
    const on = run(r.state, 'move A3 to 0408');
    expect(on.text).toMatch(/^Pappenheim's Horse moves on 1 hex to 0408, 2 of 6 MP in all/);
  });

  it('4.5: a mover with no move left never exits the hex it ends in, but the step it made is reacted to', () => {
    // Savelli with no leader moves one hex at most (4.3): the step out of 0808 still draws the Smaland Horse.
    const s = run(stateOf(SAMPLE), 'move A2 to 0809').state;
    const r = run(s, 'react B4 charge A2 --to 0909 --no-counter-fire', [1, 1]);
    expect(r.text).toMatch(/^Smaland Horse reacts as Savelli exits 0808 \(4\.5, 11\.4\)/);
  });

  it('4.5, 11.4: odds say the mover is taken back, and are those of the same reaction to a move that ended in that hex', () => {
    const s = savelliMoved();
    const p = odds(s, 'react B4 melee A2 --to 0909 --no-counter-fire');
    expect(p.note?.startsWith(TAKEN_BACK)).toBe(true);
    // `odds` prints the caveat under its table: where the reaction is fought. The taking back opens
    // the result printed right after the odds at the keyboard, so the odds do not say it again (4.5, 11.4).
    expect(p.caveat).toBe('These odds are for the reaction in 0808, as Savelli exits it (4.5, 11.4).');
    expect(p.caveat).not.toContain(TAKEN_BACK);
    const stood = runAll(stateOf(SAMPLE), ['place AL1 0807', 'move A2 to 0808 --hexes 2']);
    const { note: _a, caveat: _c, ...back } = p;
    const { note: _b, ...there } = odds(stood, 'react B4 melee A2 --to 0909 --no-counter-fire');
    expect(back).toEqual(there);
  });

  it('11.4: the moving player\'s infantry may fire at the cavalry entering the hex between, found with the mover taken back', () => {
    // Pappenheim's Horse ends in 0509, the hex between for the Finnish Horse's reaction to its step out of 0508;
    // Baldiron (0608) is next to 0509 and may fire at the Finnish Horse entering it, before its melee.
    const moved = run(stateOf(SAMPLE), 'move A3 to 0509');
    expect(moved.text).toMatch(/its reaction takes --counter-fire A1 with --to 0509 to have that fire first, or --no-counter-fire\./);
    expect(run(moved.state, 'react A1 fire B3 --to 0509', [1]).text).toMatch(/^Fire by Baldiron: /);
  });

  it('4.5, 11.4: cavalry three hexes from the hex being exited meets the mover only as it goes on out of the hex it stands in', () => {
    // The brief's example, seed 7's turn: Finnish Horse leaves 0510 for 0509; Pappenheim's Horse (0507) is three hexes from 0510.
    const s = runAll(stateOf(SAMPLE), ['next', 'next']);
    const moved = run(s, 'move B3 to 0509');
    expect(moved.text).toMatch(/react A3 melee\|charge B3 \(in 0509, if B3 goes on out of it, 4\.5\)/);
    const r = run(moved.state, 'react A3 charge B3', [1, 1]);
    expect(r.text).toMatch(/^Pappenheim's Horse moves into the hex between \(0508\) to react \(11\.4\)\./);
    expect(r.text).not.toMatch(/taken back/);
  });
});

describe('4.5: all reactions to one move are fought against the same hex', () => {
  it('4.5: once cavalry fought the mover where it stands, as it exits, a later reaction is fought there too, not a step back', () => {
    // Finnish Horse (B3) moves 0510 to 0509; Cronberg's Harquebusiers (A4, 0407) react in 0509 through 0408
    // and are disordered (melee rolled 1: A); Pappenheim's Horse (A3, moved to 0508 first) then reacts.
    const base = runAll(stateOf(SAMPLE), ['move A3 to 0508 --hexes 3 --terrain hill,hill,hill', 'next', 'next', 'move B3 to 0509']);
    const held = run(base, 'react A4 melee B3', [4, 4, 1]);
    expect(held.text).toContain('out of 0509');
    const r = run(held.state, 'react A3 melee B3', [3, 2, 1]);
    expect(r.text).not.toContain('taken back');
    expect(r.text).not.toContain('exits 0510');
    expect(unit(r.state, 'B3').hex).toBe('0509');
  });

  it('4.5: a hint whose melees would be fought in two hexes says the first fought fixes the one hex', () => {
    const base = runAll(stateOf(SAMPLE), ['move A3 to 0508 --hexes 3 --terrain hill,hill,hill', 'next', 'next']);
    const r = run(base, 'move B3 to 0509');
    expect(r.text).toContain('(in 0510, as B3 exits it, 4.5)');
    expect(r.text).toContain('All reactions to one move are fought against the same hex (4.5): the first reaction fought fixes it (0509 or 0510)');
  });
});

describe('4.5, 11.4: a last step whose MP tyw cannot tell is not taken back, and the result says so', () => {
  it('4.5: a melee fought where the mover stands after a leg of several hexes with terrain named says why and how to fight it in the hex the step left', () => {
    const s = run(stateOf(SAMPLE), 'move A3 to 0509 --terrain woods').state;
    const r = run(s, 'react B3 melee A3', [1, 1, 4, 1, 1]);
    expect(r.text).toContain("tyw cannot tell the MP of Pappenheim's Horse's last step (terrain named on a leg of several hexes), so Pappenheim's Horse is not taken back to 0508, the hex that step left (4.5); to fight it there, undo and enter the move in one-hex legs.");
    // In one-hex legs the step is known: it is taken back, and nothing of the sort is said.
    const legs = run(runAll(stateOf(SAMPLE), ['move A3 to 0508']), 'move A3 to 0509').state;
    expect(run(legs, 'react B3 melee A3 --no-counter-fire', [1, 1, 4, 1, 1]).text).not.toContain('tyw cannot tell');
  });
  it("4.5, 11.4: the move's reaction hint says the same where it offers the cavalry's melee", () => {
    const r = run(stateOf(SAMPLE), 'move A3 to 0509 --terrain woods');
    expect(r.text).toContain(
      "Finnish Horse may react (4.5, 11.4): react B3 melee|charge A3 (in 0509, if A3 goes on out of it, 4.5). tyw cannot tell the MP of Pappenheim's Horse's last step (terrain named on a leg of several hexes), so Finnish Horse's melee is fought in 0509, not in 0508, the hex that step left (4.5); to fight there, undo and enter the move in one-hex legs.",
    );
    // In one-hex legs the step is known: the hint says nothing of the sort.
    expect(run(run(stateOf(SAMPLE), 'move A3 to 0508').state, 'move A3 to 0509').text).not.toContain('cannot tell the MP');
  });
});
