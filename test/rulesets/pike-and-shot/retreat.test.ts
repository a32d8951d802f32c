/** Seed 004, 6.3 (retreat), 6.4 (rout), 6.5 (fortunes of war), 6.6 (advance), 11.3, 11.7 (charge), 11.8 (pursuit). */
import { describe, expect, it } from 'vitest';
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
  it('the attacker may advance into the vacated hex; cavalry two hexes', () => {
    const s = run(combat(), 'melee A2 at B5 --range 1 --evade').state;
    const t = run(s, 'retreat B5 to 0814').state;
    expect(run(t, 'advance A2 to 0809').text).toMatch(/triggers no reaction/);
    expect(refusal(t, 'advance A2 to 0810')).toMatch(/at most 1 hex/);
    expect(refusal(t, 'advance A1')).toMatch(/may not advance/);
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

describe('11.8 pursuit', () => {
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
