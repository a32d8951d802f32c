/**
 * 11.4, 4.5: the infantry's fire at cavalry entering the hex between is against the cavalry's
 * actual move: typed first, it holds the cavalry to that reaction through that hex; each unit
 * fires once at it. A cavalry melee fought where the mover stands, as it exits that hex, holds
 * the move to go on out of it, as fire on that condition does.
 */
import { describe, expect, it } from 'vitest';
import { owedEntries } from '../../../src/rulesets/pike-and-shot/entry-hold.js';
import { applyEvents } from '../../../src/rulesets/pike-and-shot/events.js';
import { reactionLines, reactors } from '../../../src/rulesets/pike-and-shot/present/guide-combat.js';
import { psQuestions } from '../../../src/rulesets/pike-and-shot/present/questions.js';
import { refusal, run, runAll, SAMPLE, stateOf, unit, goesOn } from './fixtures.js';

// Cronberg's Harquebusiers (A4) move 0407, 0408, 0409; the Finnish Horse (B3, 0510) reacts to the
// step out of 0408 through 0509 or 0409. Baldiron (0608) is next to 0509 and fires there: 4 is a D.
const fired = () => runAll(stateOf(SAMPLE), ['move A4 to 0409', ['react A1 fire B3 --to 0509', [4]]]);

describe('11.4: infantry fire at cavalry entering the hex between holds the cavalry to that reaction', () => {
  it('11.4: the fire says what the cavalry now owes, a melee only once disordered (11.7)', () => {
    const r = run(run(stateOf(SAMPLE), 'move A4 to 0409').state, 'react A1 fire B3 --to 0509', [4]);
    expect(r.text).toMatch(/Finnish Horse must now make its reaction through 0509, before anything else is entered, as this fire answers its move into it \(11\.4\): react B3 melee A4 --to 0509\./);
    expect(owedEntries(r.state).map((x) => [x.cavalry.id, x.hex])).toEqual([['B3', '0509']]);
  });

  it('11.4: nothing that ends the move comes first: another unit\'s move, the mover\'s next step, the end of the phase', () => {
    const s = fired();
    expect(refusal(s, 'move A6 to 0906')).toMatch(/^Finnish Horse's reaction must come before Imperial Dragoons move: Baldiron fired at Finnish Horse as it entered 0509 to react to Cronberg's Harquebusiers \(11\.4\); react B3 melee A4 --to 0509, or type undo to take that fire back/);
    expect(refusal(s, 'next')).toMatch(/^Finnish Horse's reaction must come before the phase ends/);
    expect(refusal(s, 'move A4 to 0309')).toMatch(/^Finnish Horse's reaction comes before Cronberg's Harquebusiers' next step/);
  });

  it('11.4: the reaction goes through the hex fired at, and is the cavalry\'s melee or charge', () => {
    const s = fired();
    expect(refusal(s, 'react B3 charge A4 --to 0409')).toMatch(/Finnish Horse was fired on as it entered 0509 \(11\.4\): its reaction goes through that hex, not 0409/);
    // Without --to, the hex fired at is the one.
    const r = run(s, 'react B3 melee A4', [3, 3, 6]);
    expect(r.text).toMatch(/Finnish Horse moves into the hex between \(0509\) to react \(11\.4\)\./);
    expect(owedEntries(r.state)).toEqual([]);
    expect(() => run(r.state, 'move A6 to 0906')).not.toThrow();
  });

  it('4.5, 11.4: each unit fires once at that move, and all fire at it is against the same hex', () => {
    const s = fired();
    expect(refusal(s, 'react A1 fire B3 --to 0509')).toMatch(/Baldiron has already fired at Finnish Horse's move into 0509: each unit fires once at it \(4\.5, 11\.4\)/);
    expect(refusal(s, 'react A1 fire B3 --to 0409')).toMatch(/Finnish Horse was fired on as it entered 0509: all fire at that move comes against that hex/);
  });

  it('11.4: cavalry the fire drives back never enters the hex between: it owes nothing', () => {
    // Column 4 rolled 6: DD; disordered already by the first D, the Finnish Horse retreats (6.2).
    const s = runAll(stateOf(SAMPLE), ['move A4 to 0409', ['react A1 fire B3 --to 0509', [6]]]);
    expect(s.pending.map((p) => p.unit)).toEqual(['B3']);
    expect(owedEntries(s)).toEqual([]);
  });

  it('11.4, 6.3: once the retreat the fire called for is made, the hold is gone: the phase ends (seed 2)', () => {
    const s = runAll(stateOf(SAMPLE), ['move A4 to 0409', ['react A1 fire B3 --to 0509', [6]], 'retreat B3 to 0513']);
    expect(s.moving?.entering).toBeUndefined();
    expect(owedEntries(s)).toEqual([]);
    expect(() => run(s, 'next')).not.toThrow();
    expect(() => run(s, 'move A6 to 0906')).not.toThrow();
  });

  it('11.4, 6.4: routed by that fire, the rout made, nothing is owed either', () => {
    const moved = run(stateOf(SAMPLE), 'move A4 to 0409').state;
    const disordered = { ...moved, units: moved.units.map((u) => (u.id === 'B3' ? { ...u, status: 'disordered' as const } : u)) };
    const s = runAll(disordered, [['react A1 fire B3 --to 0509', [5]], 'retreat B3 to 0515']);
    expect(unit(s, 'B3').hex).toBe('0515');
    expect(s.moving?.entering).toBeUndefined();
    expect(() => run(s, 'next')).not.toThrow();
  });

  it('11.4: cavalry destroyed while it owes that reaction owes it no longer', () => {
    const s = applyEvents(fired(), [{ type: 'eliminated', unit: 'B3', text: '' }]);
    expect(s.moving?.entering).toBeUndefined();
    expect(() => run(s, 'next')).not.toThrow();
  });

  it('11.4, 6.5: after a fortune of war move, fire that drives the cavalry back holds nothing once its retreat is made', () => {
    const combat = run(stateOf(SAMPLE), 'next').state;
    const rich = { ...combat, sides: combat.sides.map((x) => ({ ...x, fow: 1 })) as unknown as typeof combat.sides };
    const s = runAll(rich, ['fow move A4', 'move A4 to 0409', ['react A1 fire B3 --to 0509', [6]], 'retreat B3 to 0513']);
    expect(s.moving?.entering).toBeUndefined();
    expect(() => run(s, 'next')).not.toThrow();
    // A fortune of war then played on the Finns (6.5: a recovery) brings no hold back.
    const rallied = run(s, 'fow recover B3', [1]).state;
    expect(unit(rallied, 'B3').status).toBe('ordered');
    expect(owedEntries(rallied)).toEqual([]);
    expect(() => run(rallied, 'next')).not.toThrow();
  });
});

describe('11.4: the fire answers a reaction the rules accept now', () => {
  it('11.4: cavalry next to the hex being exited moves into no hex between: no fire, in the hint or typed (seed 3, move A1 to 0609, then 0709)', () => {
    const s = run(stateOf(SAMPLE), 'move A1 to 0609').state;
    const on = run(s, 'move A1 to 0709');
    expect(on.text).toMatch(/react B3 melee\|charge A1 \(in 0609, as A1 exits it, 4\.5\)/);
    expect(on.text).not.toMatch(/fire B3 --to/);
    expect(refusal(on.state, 'react A1 fire B3 --to 0609')).toMatch(/Finnish Horse cannot react through 0609 now .*so it makes no move there to fire at \(11\.4\)/);
    // Nor does the cavalry next to that hex wait for the next step through the hex the mover is taken back to.
    expect(refusal(on.state, 'react B3 melee A1 --to 0609')).toMatch(/--to is only for a reaction two hexes away \(11\.4\)/);
  });

  it('11.4: infantry next to the hex between fires, though the cavalry came from a hex not next to it (tyw\'s reading)', () => {
    // 0510 is two hexes from Baldiron (0608); 11.4 bars cavalry next to another enemy from reacting so.
    const moved = run(stateOf(SAMPLE), 'move A4 to 0409');
    expect(moved.text).toMatch(/the moving player's infantry may fire at it \(11\.4\): its reaction takes --counter-fire A1 with --to 0509 to have that fire first, or --no-counter-fire\./);
  });
  it('4.5, 11.4: under the house rule counterFireOnlyFromAdjacent, no fire at cavalry leaving a hex not next to the infantry', () => {
    const house = (text: string) => text.replace(/^ruleset: pike-and-shot$/m, 'ruleset: pike-and-shot\nhouseRules: { counterFireOnlyFromAdjacent: true }');
    const s0 = stateOf(SAMPLE, house);
    expect(s0.rules.houseRules.counterFireOnlyFromAdjacent).toBe(true);
    const moved = run(s0, 'move A4 to 0409');
    expect(moved.text).not.toMatch(/--counter-fire/);
    expect(refusal(moved.state, 'react A1 fire B3 --to 0509')).toMatch(/^Finnish Horse leaves 0510, not next to Baldiron: under the house rule counterFireOnlyFromAdjacent/);
    // Nothing to give up: the cavalry's reaction needs no flag.
    expect(() => run(moved.state, 'react B3 melee A4 --to 0509', [3, 3, 3])).not.toThrow();
  });
});

describe('4.5, 11.4: the infantry that fires at cavalry entering the hex between is next to that hex', () => {
  it('4.5, 11.4: --range other than 1 says the firer is not next to it: refused; --range 1 is the game master\'s word', () => {
    const s = run(stateOf(SAMPLE), 'move A4 to 0409').state;
    // Savelli (0808) is not next to 0509.
    expect(refusal(s, 'react A2 fire B3 --to 0509 --range 4')).toMatch(/^0509 is not next to Savelli \(--range 4\): infantry fires at cavalry moving into a hex next to it \(4\.5, 11\.4\)/);
    expect(refusal(s, 'react A2 fire B3 --to 0509')).toMatch(/^0509 is not next to Savelli/);
    expect(refusal(s, 'react A1 fire B3 --to 0509 --range 2')).toMatch(/^0509 is not next to Baldiron \(--range 2\)/);
    expect(() => run(s, 'react A1 fire B3 --to 0509 --range 1', [4])).not.toThrow();
  });
});

describe('4.5, 11.4: a cavalry melee where the mover stands holds the move to go on out of that hex', () => {
  // Pappenheim's Horse (A3) moves 0507 to 0508; the Finnish Horse (0510) is three hexes from 0507,
  // so it meets the next step out of 0508, through 0509: rolled 3, 3, 3 (A: the Finns disordered).
  const fought = () => run(run(stateOf(SAMPLE), 'move A3 to 0508').state, 'react B3 melee A3 --to 0509 --no-counter-fire', [3, 3, 3]);

  it('4.5, 11.4: the result says the move must go on out of the hex, and the phase cannot end first', () => {
    const r = fought();
    expect(r.text).toMatch(/Pappenheim's Horse's move must now go on out of 0508: this melee was fought there as it left it \(4\.5, 11\.4\)\./);
    expect(refusal(r.state, 'next')).toMatch(/^Pappenheim's Horse's move must go on out of 0508 before the phase ends: Finnish Horse fought Pappenheim's Horse in 0508 on the condition that it goes on out of that hex \(4\.5, 11\.4\); move A3 on first, or type undo to take that reaction back/);
    expect(refusal(r.state, 'move A6 to 0906')).toMatch(/must go on out of 0508 before Imperial Dragoons move/);
  });

  it('11.8, 4.5, 11.4: a mover the result sends in pursuit owes no move out of the hex: no words, no hold', () => {
    // Rolled 1, 1, 1: AA, the Finns retreat and Pappenheim's Horse pursues them.
    const r = run(run(stateOf(SAMPLE), 'move A3 to 0508').state, 'react B3 melee A3 --to 0509 --no-counter-fire', [1, 1, 1]);
    expect(r.text).toMatch(/Pappenheim's Horse pursues \(11\.8\)/);
    expect(r.text).not.toMatch(/must now go on out of/);
    expect(refusal(r.state, 'next')).not.toMatch(/must go on out of/);
    const after = run(r.state, 'retreat B3 to 0512').state;
    expect(refusal(after, 'move A3 to 0408')).not.toMatch(/must go on out of/);
    expect(() => run(after, 'next')).not.toThrow();
  });

  it('11.8, 4.5: the pursuit case records no move owed out of the hex; an older journal\'s mark of one still reads as none', () => {
    const before = run(stateOf(SAMPLE), 'move A3 to 0508').state;
    const r = run(before, 'react B3 melee A3 --to 0509 --no-counter-fire', [1, 1, 1]);
    expect(r.state.moving?.exitOwed ?? []).toEqual([]);
    // A journal written before this recorded exit: true on the reaction; the pursuit still frees the mover.
    const old = applyEvents(r.state, [{ type: 'reacted', unit: 'B3', text: '', exit: true }]);
    expect(old.moving?.exitOwed).toEqual(['B3']);
    expect(refusal(old, 'next')).not.toMatch(/must go on out of/);
  });

  it('9.2, 4.5, 11.4: a cuirassier moved to its own hex is told that is no step out of it, not a pivot (a battalion rule)', () => {
    const why = refusal(fought().state, 'move A3 to 0508');
    expect(why).toMatch(/on the condition that it goes on out of that hex \(4\.5, 11\.4\): a move to 0508 is no step out of it; its next step must leave 0508, or type undo to take that reaction back/);
    expect(why).not.toMatch(/pivot/);
  });

  it('4.5: going on out of the hex keeps it, and the phase may then end', () => {
    const s = run(fought().state, 'move A3 to 0408').state;
    expect(unit(s, 'A3').hex).toBe('0408');
    expect(() => run(s, 'next')).not.toThrow();
  });
});

describe('4.5, 11.4: the guided menus offer every cavalry reaction the hint names', () => {
  const lines = (s: ReturnType<typeof stateOf>, id: string) => reactionLines(s, unit(s, id), false);

  it('4.5, 11.4: cavalry next to the mover reacting to its step through a hex between, the mover taken back (move A4 to 0409)', () => {
    const s = run(stateOf(SAMPLE), 'move A4 to 0409').state;
    const values = lines(s, 'B3').map((c) => c.value);
    for (const v of ['react B3 melee A4 --to 0509 --counter-fire A1', 'react B3 melee A4 --to 0509 --no-counter-fire', 'react B3 melee A4 --to 0409', 'react B3 charge A4 --to 0509 --no-counter-fire', 'react B3 charge A4 --to 0409']) expect(values).toContain(v);
    expect(reactors(s, false).map((u) => u.id)).toContain('B3');
  });

  it('4.5, 11.4: the Smaland Horse is offered its reaction to the Croats\' step out of 1008 (move A5 to 1009)', () => {
    const s = run(stateOf(SAMPLE), 'move A5 to 1009').state;
    expect(reactors(s, false).map((u) => u.id)).toContain('B4');
    expect(lines(s, 'B4').map((c) => c.value)).toContain('react B4 charge A5 --to 0909 --no-counter-fire');
  });

  it('4.5, 11.4: a menu cavalry reaction says the hex its melee is fought in, as the hint does (move A3 to 0509)', () => {
    const s = run(stateOf(SAMPLE), 'move A3 to 0509').state;
    const melee = lines(s, 'B3').filter((c) => c.value.startsWith('react B3 melee A3')).map((c) => c.name);
    expect(melee.length).toBeGreaterThan(0);
    for (const name of melee) expect(name).toContain(', fought in 0508 as A3 exits it (4.5)');
  });

  it('11.4: a menu reaction through a hex the moving player\'s infantry may fire at says so, with the fire\'s command (move A3 to 0508)', () => {
    const s = run(stateOf(SAMPLE), 'move A3 to 0508').state;
    const charge = lines(s, 'B3').filter((c) => c.value.startsWith('react B3 charge A3 --to 0509')).map((c) => c.name);
    expect(charge).toEqual(['charge Pappenheim\'s Horse, moving into 0509 first (11.4), fought in 0508 if A3 goes on out of it (4.5); first Baldiron fires at it as it enters 0509 (11.4)', 'charge Pappenheim\'s Horse, moving into 0509 first (11.4), fought in 0508 if A3 goes on out of it (4.5); the moving player\'s infantry does not fire at it as it enters 0509 (11.4)']);
  });
});

describe('11.4: a refusal names the hex the reaction is fought in', () => {
  it('11.4: with the mover taken back, the hex between is measured from the hex it exits, and the refusal names it (move A5 to 1009)', () => {
    const s = run(stateOf(SAMPLE), 'move A5 to 1009').state;
    expect(refusal(s, 'react B4 charge A5 --to 1010')).toMatch(/^1010 is not next to Isolani's Croats in 1008: .*Isolani's Croats are taken back to 1008 for this reaction, the hex they exit \(4\.5, 11\.4\)/);
  });
});

describe('11.4, 7.1: the hold when the cavalry reacts to a leader moving alone', () => {
  it('11.4, 7.1: fire at cavalry entering the hex between to meet Tilly holds it too, and once per unit', () => {
    // Tilly moves alone to 0709; the Smaland Horse (0910) could meet him through 0809, next to Savelli (0808): 1 is NE.
    const s = runAll(stateOf(SAMPLE, goesOn), ['move AL1 to 0709', ['react A2 fire B4 --to 0809', [1]]]);
    expect(refusal(s, 'react A2 fire B4 --to 0809')).toMatch(/Savelli has already fired at Smaland Horse's move into 0809/);
    expect(refusal(s, 'next')).toMatch(/^Smaland Horse's reaction must come before the phase ends: .*react B4 melee\|charge AL1 --to 0809, or type undo to take that fire back/);
    const after = run(s, 'react B4 melee AL1 --retreat 0608').state;
    expect(owedEntries(after)).toEqual([]);
  });

  it('11.4, 6.5: a fortune of war reaction by the held cavalry is not the reaction the fire answers: the hold stays (tyw\'s reading)', () => {
    const combat = run(stateOf(SAMPLE), 'next').state;
    const rich = { ...combat, sides: combat.sides.map((x) => ({ ...x, fow: 1 })) as unknown as typeof combat.sides };
    const s = runAll(rich, ['fow move A4', 'move A4 to 0409', ['react A1 fire B3 --to 0509', [1]], ['fow react B3 melee A4', [3, 3, 3, 3]]]);
    expect(owedEntries(s).map((x) => [x.cavalry.id, x.hex])).toEqual([['B3', '0509']]);
    expect(refusal(s, 'next')).toMatch(/^Finnish Horse's reaction must come before the phase ends/);
    expect(owedEntries(run(s, 'react B3 melee A4', [3, 3, 3]).state)).toEqual([]);
  });

  it('11.4, 7.1: the held cavalry is refused in the same words whether the mover is a leader or a unit', () => {
    const s = runAll(stateOf(SAMPLE, goesOn), ['move AL1 to 0709', ['react A2 fire B4 --to 0809', [1]]]);
    expect(refusal(s, 'react B4 fire AL1')).toMatch(/^Smaland Horse was fired on as it entered 0809 \(11\.4\): its reaction is its melee or charge through that hex: react B4 melee\|charge AL1 --to 0809$/);
    expect(refusal(s, 'react B4 melee AL1 --to 0909')).toMatch(/^Smaland Horse was fired on as it entered 0809 \(11\.4\): its reaction goes through that hex, not 0909: react B4 melee\|charge AL1 --to 0809$/);
  });
});

describe('11.4: the moving player\'s infantry fire at cavalry entering the hex between, settled on the reaction', () => {
  const GIVEN_UP = 'Savelli does not fire at Smaland Horse as it enters 0909: the moving player gave that fire up (11.4).';
  it('11.4: a cavalry reaction saying nothing of the fire at its entry is refused, naming both flags', () => {
    const s = run(stateOf(SAMPLE), 'move A5 to 1008').state;
    expect(() => run(s, 'react B4 melee A5 --to 0909', [3, 3, 3])).toThrow('as Smaland Horse enters 0909, before its melee, Savelli may fire at it (11.4): add --counter-fire A2 to play that fire first, or --no-counter-fire to give it up');
  });
  it('11.4: --no-counter-fire gives the fire up, and the result says so after the move in', () => {
    const s = run(stateOf(SAMPLE), 'move A5 to 1008').state;
    expect(run(s, 'react B4 melee A5 --to 0909 --no-counter-fire', [3, 3, 3]).text).toContain(`to react (11.4). ${GIVEN_UP} Exchange of fire`);
    expect(run(s, 'react B4 charge A5 --to 0909 --no-counter-fire', [3, 1]).text).toContain(`to react (11.4). ${GIVEN_UP} Fire at the charger`);
  });
  it('11.4: --counter-fire plays the infantry fire first, then the reaction, as the two commands typed in order', () => {
    const s = run(stateOf(SAMPLE), 'move A5 to 1008').state;
    const one = run(s, 'react B4 melee A5 --to 0909 --counter-fire A2', [3, 3, 3, 3]);
    const two = runAll(s, [['react A2 fire B4 --to 0909', [3]], ['react B4 melee A5 --to 0909', [3, 3, 3]]]);
    expect(one.state.units).toEqual(two.units);
    expect(one.text).toMatch(/^As Smaland Horse enters 0909 to react, before its melee \(11\.4\): Fire by Savelli.*Smaland Horse moves into the hex between/s);
  });
  it('11.4: at the terminal, the reaction typed without either flag asks whether the infantry fires first', () => {
    const s = run(stateOf(SAMPLE), 'move A5 to 1008').state;
    const q = psQuestions(s, 'react B4 melee A5 --to 0909');
    expect(q?.kind).toBe('select');
    if (q?.kind !== 'select') return;
    expect(q.message).toBe("As Smaland Horse enters 0909, before its melee, does the moving player's infantry fire at it (11.4)?");
    expect(q.choices.map((c) => [c.name, c.value])).toEqual([['Savelli fires first', '--counter-fire A2'], ['no fire: the moving player gives it up', '--no-counter-fire']]);
    // A line that says it already is asked nothing.
    expect(psQuestions(s, 'react B4 melee A5 --to 0909 --no-counter-fire')).toBeNull();
  });
  it('11.4: --counter-fire naming a unit that may not fire is refused, naming the ones that may', () => {
    const s = run(stateOf(SAMPLE), 'move A5 to 1008').state;
    expect(() => run(s, 'react B4 melee A5 --to 0909 --counter-fire A1')).toThrow(/only Savelli \(A2\) may \(11\.4\)/);
    expect(() => run(s, 'react B4 melee A5 --to 0909 --counter-fire A2 --no-counter-fire')).toThrow(/cannot be given together/);
  });
  it('11.4: once that fire was typed first, the reaction says nothing is given up', () => {
    const s = runAll(stateOf(SAMPLE), ['move A5 to 1008', ['react A2 fire B4 --to 0909', [3]]]);
    expect(run(s, 'react B4 melee A5 --to 0909', [3, 3, 3]).text).not.toContain('gave that fire up');
  });
});
