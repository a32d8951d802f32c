/** Seed 004, 6.3 (retreat), 6.4 (rout), 6.5 (fortunes of war), 6.6 (advance), 11.3, 11.7 (charge), 11.8 (pursuit). */
import { describe, expect, it } from 'vitest';
import { tally } from '../../../src/rulesets/pike-and-shot/victory.js';
import { refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

const combat = () => run(stateOf(SAMPLE), 'next').state;
/** Commanded Musketeers routed by Baldiron's fire (D on a disordered unit, then through a friend). */
const routed = () => run(run(combat(), 'fire A1 at B5 --range 1', [4]).state, 'retreat B5 --through B2').state;

describe('6.3 retreat', () => {
  it('lengths: infantry 1, loose shotte 2, cavalry 3', () => {
    const r = run(combat(), 'fire A1 at B5 --range 1', [4]);
    expect(r.text).toMatch(/Commanded Musketeers retreat 2/);
  });
  it('a retreat blocked by enemies or prohibited terrain eliminates the unit', () => {
    const s = run(run(combat(), 'fire A1 at B5 --range 1', [4]).state, 'retreat B5 --blocked').state;
    expect(unit(s, 'B5').fate).toBe('eliminated');
  });
  it('a retreat through a friend disorders the friend and routs the unit; nothing else goes on meanwhile', () => {
    const s = routed();
    expect(unit(s, 'B2').status).toBe('disordered');
    expect(s.pending).toMatchObject([{ unit: 'B5', rout: true }]);
    expect(refusal(s, 'next')).toMatch(/first finish the retreats/);
  });
  it('off the map: out of play, not eliminated', () => {
    const s = run(run(combat(), 'fire A1 at B5 --range 1', [4]).state, 'retreat B5 --off-map').state;
    expect(unit(s, 'B5').fate).toBe('off-map');
  });
});

describe('6.4 rout', () => {
  it('the opponent gains a fortune of war after each rout', () => {
    const s = run(routed(), 'retreat B5 to 0816').state;
    expect(s.sides[0].fow).toBe(1);
  });
  it('6.4: a rout ends five hexes from where it began; a nearer or farther hex is refused', () => {
    const s = runAll(stateOf(SAMPLE), ['place A1 0709', 'next', ['melee A1 at B5', [1, 1, 4, 1, 1]]]);
    expect(refusal(s, 'retreat B5 to 0712')).toMatch(/0712 is 2 hexes from 0710: a rout ends 5 hexes from where it began, or off the map \(6\.4\)/);
    expect(refusal(s, 'retreat B5 to 0717')).toMatch(/0717 is 7 hexes from 0710/);
    expect(run(s, 'retreat B5 to 0715').text).toMatch(/Commanded Musketeers rout 5 hexes to 0715\./);
  });
  it('6.3: a retreat ends at most its length away; a nearer end is said', () => {
    const s = runAll(stateOf(SAMPLE), ['place A3 0509', 'next', ['melee A3 at B3 --no-pursue', [1, 1, 5, 1, 1, 1, 1]]]);
    expect(refusal(s, 'retreat B3 to 0514')).toMatch(/0514 is 4 hexes from 0510: Finnish Horse retreats 3 hexes \(6\.3\)/);
    expect(run(s, 'retreat B3 to 0512').text).toMatch(/0512 is 2 hexes from 0510, where it stood/);
  });
  it('a D or DD on a routing unit from a reaction eliminates it', () => {
    const s = run(routed(), 'react A2 fire B5 --range 1', [4]).state;
    expect(unit(s, 'B5').fate).toBe('eliminated');
    expect(s.pending).toEqual([]);
  });
});

describe('6.5 fortunes of war', () => {
  const withFortune = () => run(routed(), 'retreat B5 to 0816').state;
  it('a fortune of war gives a recovery, ignoring adjacent enemies; the count goes down', () => {
    const s = run(withFortune(), 'set A2 disordered').state;
    const r = run(s, 'fow recover A2', [1]);
    expect(unit(r.state, 'A2').status).toBe('ordered');
    expect(r.state.sides[0]).toMatchObject({ fow: 0, fowSpent: 1 });
    expect(unit(r.state, 'A2').attacked).toBe(false);
  });
  it('only one fortune of war on a unit after each combat', () => {
    const s = runAll(withFortune(), ['set A2 disordered']);
    const two = { ...s, sides: [{ ...s.sides[0], fow: 2 }, s.sides[1]] as typeof s.sides };
    const after = run(two, 'fow recover A2', [6]).state;
    expect(refusal(after, 'fow recover A2')).toMatch(/one a unit \(6\.5\)/);
  });
  it('a fortune of war reaction is against an adjacent enemy: from the hexes, or the range given', () => {
    const s = withFortune();
    // Pappenheim's Horse (0507) and the Finnish Horse (0510) are three hexes apart.
    expect(refusal(s, 'fow react A3 melee B3')).toMatch(/3 hexes from Pappenheim's Horse: a fortune of war reaction is against an adjacent enemy \(6\.5\)/);
    expect(refusal(s, 'fow react A4 fire B3')).toMatch(/adjacent enemy \(6\.5\)/);
    expect(run(s, 'fow react A3 melee B3 --range 1', [6, 6, 6, 1, 1, 1, 1, 1, 1]).state.sides[0].fow).toBe(0);
  });
  it('none to play, none played', () => {
    expect(refusal(combat(), 'fow move A2')).toMatch(/no fortune of war to play/);
  });
  it('a fortune of war move lets a unit move in the combat phase', () => {
    const s = run(withFortune(), 'fow move A4').state;
    expect(run(s, 'move A4 --hexes 1').text).toMatch(/move 1 hex/);
  });
});

describe('6.6 advance after combat, 11.3', () => {
  /** Baldiron (0709) routs the Commanded Musketeers out of 0710 in melee. */
  const vacated = () => run(run(run(stateOf(SAMPLE), 'place A1 0709').state, 'next').state, 'melee A1 at B5', [1, 1, 4, 1, 1]).state;
  it('the attacker may advance into the vacated hex; cavalry two hexes', () => {
    const t = run(vacated(), 'retreat B5 to 0715').state;
    expect(refusal(t, 'advance A2')).toMatch(/may not advance/);
    expect(run(t, 'advance A1 to 0710').text).toMatch(/triggers no reaction/);
    const c = runAll(stateOf(SAMPLE), ['place A3 0509', 'next', ['melee A3 at B3 --no-pursue', [1, 1, 5, 1, 1, 1, 1]], 'retreat B3 to 0513']);
    expect(refusal(c, 'advance A3 to 0411')).toMatch(/at most 2 hexes/);
    expect(unit(run(c, 'advance A3 to 0410').state, 'A3').hex).toBe('0410');
  });
  it('6.6: the advance goes first into the vacated hex, never elsewhere', () => {
    const t = run(vacated(), 'retreat B5 to 0715').state;
    expect(refusal(t, 'advance A1 to 0708')).toMatch(/the advance goes into the vacated hex, 0710 \(6\.6\)/);
    // Cavalry goes on from the vacated hex (0510): 0408 is next to 0509 but two hexes from 0510.
    const c = runAll(stateOf(SAMPLE), ['place A3 0509', 'next', ['melee A3 at B3 --no-pursue', [1, 1, 5, 1, 1, 1, 1]], 'retreat B3 to 0513']);
    expect(refusal(c, 'advance A3 to 0408')).toMatch(/at most 2 hexes \(6\.6, 11\.3\), the first into the vacated hex, 0510/);
  });
  it('6.6, 4.4: the advance never ends stacked with another unit', () => {
    const c = runAll(stateOf(SAMPLE), ['place A3 0509', 'place A4 0609', 'next', ['melee A3 at B3 --no-pursue', [1, 1, 5, 1, 1, 1, 1]], 'retreat B3 to 0513']);
    expect(refusal(c, 'advance A3 to 0609')).toMatch(/0609 holds Cronberg's Harquebusiers: a unit may not end its advance stacked with another \(4\.4, 6\.6\)/);
  });
});

describe('11.7 charge', () => {
  it('needs 1 to 3 hexes moved in the movement phase; does not fire; disordered at the end', () => {
    expect(refusal(combat(), 'charge A3 at B3 --range 1')).toMatch(/moved 0 hexes.*1 to 3/);
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509', 'next']);
    const r = run(s, 'charge A3 at B3', [1, 1, 1, 1, 1, 1]);
    expect(r.text).not.toMatch(/Exchange of fire \(attacker\)/);
    expect(r.text).toMatch(/Charge line/);
    expect(unit(r.state, 'A3').status).toBe('disordered');
  });
  it('disordered cavalry never charges', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509', 'next', 'set A3 disordered']);
    expect(refusal(s, 'charge A3 at B3')).toMatch(/never charges/);
  });
  it('infantry taking DD from a charge is eliminated; any unit it routs is eliminated', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509', 'next']);
    // Musketeers (loose shotte, disordered) charged: a DD routs them, and a charge rout eliminates.
    const r = run(s, 'charge A3 at B5 --range 1', [1, 3]);
    expect(r.text).toMatch(/eliminated by the charge/);
    expect(unit(r.state, 'B5').fate).toBe('eliminated');
    expect(r.state.sides[0].fow).toBe(1);
  });
});

describe('6.4 4, 11.7 3: a rout after a charge', () => {
  const charged = () => runAll(stateOf(SAMPLE), ['move A3 to 0509', 'next', ['charge A3 at B3 --no-pursue', [1, 6, 1, 1]]]);
  it('6.4: a unit a charge drove off that routs through a friend is eliminated', () => {
    const s = charged();
    expect(s.pending).toMatchObject([{ unit: 'B3', rout: false, eliminate: true }]);
    const r = run(s, 'retreat B3 --through B1');
    expect(r.text).toMatch(/Finnish Horse routs: a rout after a cavalry charge eliminates it \(6\.3, 6\.4\)/);
    expect(unit(r.state, 'B3').fate).toBe('eliminated');
    expect(unit(r.state, 'B1').status).toBe('disordered');
    expect(r.state.pending).toEqual([]);
    expect(r.state.sides[0].fow).toBe(1);
    // Horn, stacked with the Finnish Horse, falls with the routed unit (7.4).
    expect(r.state.leaders.find((l) => l.name === 'Horn')?.fate).toBe('casualty');
  });
  it('6.4: a plain retreat after a charge is no elimination, nor is a rout after a melee', () => {
    expect(unit(run(charged(), 'retreat B3 to 0513').state, 'B3').fate).toBe('active');
    expect(unit(routed(), 'B5').fate).toBe('active');
  });
});

describe('11.8 pursuit', () => {
  it('11.8: a unit pursued off the map is eliminated there and counts as eliminated', () => {
    const s = runAll(stateOf(SAMPLE), ['place A3 0509', 'next', ['melee A3 at B3', [1, 1, 5, 1, 1, 1, 1]]]);
    const r = run(s, 'retreat B3 --off-map');
    expect(r.text).not.toMatch(/not counted as eliminated/);
    expect(r.text).toMatch(/Pappenheim's Horse pursues off the map and may not return: Finnish Horse is eliminated/);
    expect(unit(r.state, 'B3').fate).toBe('eliminated');
    expect(unit(r.state, 'A3').fate).toBe('off-map');
    expect(tally(r.state, 0).eliminated).toBe(1);
  });
  it('11.8, 12.6: the pursuer following into an enemy heavy gun\'s hex captures it', () => {
    const s = runAll(stateOf(SAMPLE), ['place A3 0509', 'place B7 0513', 'next', ['melee A3 at B3', [1, 1, 5, 1, 1, 1, 1]]]);
    const r = run(s, 'retreat B3 to 0513');
    expect(r.text).toMatch(/Pappenheim's Horse captures Swedish Heavy Guns/);
    expect(unit(r.state, 'B7')).toMatchObject({ side: 0, captured: true, capturedNow: true });
  });
  it('the pursuer follows the retreating unit, eliminates it and is disordered', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509', 'move AL2 --with A3', 'next']);
    const r = run(s, 'charge A3 at B3', [1, 4, 3, 4, 2, 5]);
    expect(r.state.pending).toMatchObject([{ unit: 'B3', pursuer: 'A3' }]);
    const t = run(r.state, 'retreat B3 to 0513').state;
    expect(unit(t, 'B3').fate).toBe('eliminated');
    expect(unit(t, 'A3')).toMatchObject({ hex: '0513', status: 'disordered' });
  });
  it('--no-pursue holds the pursuer', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509', 'next']);
    expect(run(s, 'charge A3 at B3 --no-pursue', [1, 6, 1, 1]).state.pending).toMatchObject([{ unit: 'B3', pursuer: null }]);
  });
});
