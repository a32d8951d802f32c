/** Seed 004, 7.1, 7.3 and 7.4 played end to end: leaders in the hexes a combat touches. */
import { describe, expect, it } from 'vitest';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { loneEnemyLeaders } from '../../../src/rulesets/pike-and-shot/present/guide-leader.js';
import { changesOf, odds, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

const leader = (s: PsState, id: string) => s.leaders.find((l) => l.id === id)!;
const checkTitles = (s: PsState, line: string) => odds(s, line).distributions.map((d) => d.title);

/**
 * Horn (BL2) alone in 0809, between the Smaland Horse (B4, 0910) and Savelli (A2), which moves
 * from 0808 to 0709: both next to 0809, two hexes from the Smaland Horse.
 */
const hornBetween = () => runAll(stateOf(SAMPLE), ['place BL2 0809', 'place AL1 0807', 'move A2 to 0709']);

describe('11.4 a friendly leader alone in the hex between', () => {
  it('11.4, 7.3, 7.4: cavalry moving into the hex between stacks with its leader alone there: his melee factor and casualty check, in odds as in the roll', () => {
    const s = hornBetween();
    const line = 'react B4 melee A2 --to 0809 --no-counter-fire';
    const p = odds(s, line);
    expect(p.modifiers.actor.map((m) => m.label)).toContain('leader Horn');
    expect(p.actorModifier).toBe(4 + 2);
    expect(checkTitles(s, line)).toEqual(['Casualty check for Horn (7.4)']);
    // Fire NE, NE; melee at +1 rolled 2: NE; then Horn's two dice.
    const r = run(s, line, [5, 1, 2, 6, 5]);
    // 4.5, 11.4: the reaction meets Savelli's step out of 0808, so it is taken back there first.
    expect(r.text).toMatch(/^Smaland Horse reacts as Savelli exits 0808 \(4\.5, 11\.4\): Savelli is taken back there, 0 of 3 MP spent; unless the reaction ends its move, it goes on from there \(4\.5\)\. Smaland Horse moves into the hex between \(0809\) to react \(11\.4\); Horn, in 0809, is stacked with Smaland Horse now \(7\.1\)\. /);
    expect(r.text).toMatch(/Melee by Smaland Horse: Melee line \(5\.4\), column \+1 \(1\)/);
    expect(r.text).toMatch(/Horn is a casualty \(rolled 6\+5 = 11; he falls on 11 or 12, 7\.4\)\./);
    expect(leader(r.state, 'BL2').fate).toBe('casualty');
  });

  it('7.3, 7.4: driven back by the defender\'s fire, the cavalry takes the leader it stacked with along, after his casualty check', () => {
    // Savelli's fire rolls 6: DD on the Smaland Horse, the melee ends; Horn's check 1+1.
    const fired = run(hornBetween(), 'react B4 melee A2 --to 0809 --no-counter-fire', [1, 6, 1, 1]);
    expect(fired.text).toMatch(/Horn is unhurt \(rolled 1\+1 = 2; he falls on 11 or 12, 7\.4; he joined the melee\)\./);
    expect(leader(fired.state, 'BL2')).toMatchObject({ hex: '0809', with: 'B4' });
    const r = run(fired.state, 'retreat B4 to 1011');
    expect(r.text).toMatch(/, Horn with it \(7\.3\)/);
    expect(leader(r.state, 'BL2')).toMatchObject({ hex: '1011', with: 'B4', fate: 'active' });
  });

  it('11.4, 7.4: infantry fire at cavalry moving into the hex between is fire at his hex: his casualty check, in odds as in the roll', () => {
    const s = hornBetween();
    const line = 'react A2 fire B4 --to 0809';
    expect(checkTitles(s, line)).toEqual(['Casualty check for Horn (7.4)']);
    const r = run(s, line, [1, 6, 6]);
    expect(r.text).toMatch(/Horn is a casualty \(rolled 6\+6 = 12; he falls on 11 or 12, 7\.4\)\./);
    expect(leader(r.state, 'BL2').fate).toBe('casualty');
  });

  it('11.4, 7.3: cavalry the infantry fire drives back before it enters the hex between leaves the leader there alone', () => {
    // Savelli's fire rolls 6: DD; Horn's check 1+1.
    const fired = run(hornBetween(), 'react A2 fire B4 --to 0809', [6, 1, 1]);
    expect(fired.text).toMatch(/Horn is unhurt \(rolled 1\+1 = 2; he falls on 11 or 12, 7\.4; his hex was fired on\)\./);
    const r = run(fired.state, 'retreat B4 to 1011');
    expect(r.text).not.toMatch(/leader/);
    expect(unit(r.state, 'B4').hex).toBe('1011');
    expect(leader(r.state, 'BL2')).toMatchObject({ hex: '0809', with: null, fate: 'active' });
  });
});

describe('7.1 a leader whose only company is a gun', () => {
  /** Phase V: Tilly (AL1) with the Imperial Guns (A7, 0707) only, the Finnish Horse (B3) placed next to them in 0708. */
  const tillyWithGuns = () => runAll(stateOf(SAMPLE), ['place AL1 0707', 'place B3 0708', 'next', 'next', 'next']);

  it('7.1, 12.4: he is attacked as a leader alone: a melee makes him retreat, and the attacker may then advance and take the gun', () => {
    const s = tillyWithGuns();
    expect(leader(s, 'AL1').with).toBe('A7');
    expect(loneEnemyLeaders(s, unit(s, 'B3')).map((l) => l.id)).toContain('AL1');
    const r = run(s, 'melee B3 at AL1 --retreat 0706');
    expect(r.text).toMatch(/^Tilly retreats 1 hex to 0706 before Finnish Horse's melee/);
    expect(changesOf(s, 'melee B3 at AL1 --retreat 0706')).toEqual([{ unit: 'Tilly', from: 'with only Imperial Guns in 0707', to: 'alone in 0706' }]);
    const taken = run(r.state, 'advance B3 to 0707');
    expect(taken.text).toMatch(/Finnish Horse captures Imperial Guns/);
  });

  it('7.1, 7.4: fire at him is his casualty check only, as at a leader alone', () => {
    const r = run(tillyWithGuns(), 'fire B3 at AL1', [6, 6]);
    expect(r.text).toMatch(/^Finnish Horse fires at Tilly, a leader with only Imperial Guns in 0707: no combat die/);
    expect(r.text).toMatch(/Tilly is a casualty \(rolled 6\+6 = 12/);
  });
});

describe('7.3 a leader goes with his retreating unit, and the result says so', () => {
  /** Phase V: the Commanded Musketeers (B5, placed in 0609) fire DD at Baldiron (A1, 0608) with Tilly (AL1); his check 1+1. */
  const driven = (extra: readonly string[] = []) => run(runAll(stateOf(SAMPLE), ['next', 'next', 'next', 'place B5 0609', ...extra]), 'fire B5 at A1', [6, 1, 1]).state;

  it('7.3: a retreat off the map takes his leader off with it, in the result and its changes line', () => {
    const s = driven();
    const r = run(s, 'retreat A1 --off-map');
    expect(r.text).toBe('Baldiron retreats off the map: out of play, not counted as eliminated (6.3). Tilly leaves the map with Baldiron (7.3).');
    expect(changesOf(s, 'retreat A1 --off-map')).toEqual([
      { unit: 'Baldiron', from: 'retreating', to: 'off the map' },
      { unit: 'Tilly', from: 'active', to: 'off the map' },
    ]);
    expect(leader(r.state, 'AL1').fate).toBe('off-map');
  });

  it('6.3, 7.3: a retreat through a friend says its leader goes with it into the friend\'s hex', () => {
    const r = run(driven(['place A2 0607']), 'retreat A1 --through A2');
    expect(r.text).toMatch(/^Baldiron retreats through Savelli, which is disordered\. Tilly goes with Baldiron \(7\.3\)\. Baldiron routs 5 hexes from there/);
    expect(leader(r.state, 'AL1')).toMatchObject({ hex: '0607', with: 'A1' });
  });
});

describe('7.4 his hex fired on', () => {
  it('7.4: fire at a gun sharing a unit\'s hex gives the unit\'s leader his casualty check, in odds as in the roll', () => {
    // Savelli (A2) and Tilly (AL1) with the Imperial Guns (A7) in 0707; phase V, the Finnish Horse (B3) in 0708 fires at the guns.
    const s = runAll(stateOf(SAMPLE), ['place A2 0707', 'place AL1 0707', 'place B3 0708', 'next', 'next', 'next']);
    expect(leader(s, 'AL1').with).toBe('A2');
    expect(checkTitles(s, 'fire B3 at A7')).toEqual(['Casualty check for Tilly (7.4)']);
    // Column <=1 holds only NE and D, which the guns ignore (12.4): no fire die, only Tilly's check (6.1, 7.4).
    const r = run(s, 'fire B3 at A7', [6, 6]);
    expect(r.text).toMatch(/no die is rolled, as no result there changes anything \(NE; Imperial Guns are unaffected: artillery is never affected by combat \(12\.4\)\)\. Tilly is a casualty \(rolled 6\+6 = 12; he falls on 11 or 12, 7\.4\)\./);
    expect(leader(r.state, 'AL1').fate).toBe('casualty');
  });
});

describe('10.2, 7.1 a leader with loose shotte that is regained', () => {
  it('10.2, 7.1: he stays in the shotte\'s hex, no longer stacked, and the result says so', () => {
    // Savelli (A2, 0808) looses its shotte (A8) into 0809, Tilly (AL1) joins it; next turn Savelli takes it back.
    const s = runAll(stateOf(SAMPLE), ['loose A2 to 0809', 'place AL1 0809', 'next', 'next', 'next', 'next', 'next']);
    expect(leader(s, 'AL1')).toMatchObject({ hex: '0809', with: 'A8' });
    const r = run(s, 'regain A2');
    expect(r.text).toBe('Savelli regains its shotte: Savelli Shotte is removed and the LS marker taken off (10.2). Tilly stays in 0809.');
    expect(leader(r.state, 'AL1')).toMatchObject({ hex: '0809', with: null });
    // Savelli's move no longer drags him along from a hex he is not in.
    expect(leader(run(r.state, 'move A2 to 0807').state, 'AL1')).toMatchObject({ hex: '0809', with: null });
  });
});
