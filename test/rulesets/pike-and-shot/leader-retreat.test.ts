/** Seed 004, 7.1, 11.6, 7.4: a leader alone who retreats before a melee draws reaction fire as he leaves, and that fire is his casualty check. */
import { describe, expect, it } from 'vitest';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { changesOf, odds, refusal, run, runAll, SAMPLE, SMALL, stateOf, unit } from './fixtures.js';

const leader = (s: PsState, id: string) => s.leaders.find((l) => l.id === id)!;

/**
 * Tilly (AL1) moves alone to 0609, next to the Commanded Musketeers (B5, 0710) and the Finnish
 * Horse (B3, 0510); the Blue Brigade (B2) is placed in 0506, next to 0606 but not to 0609. The
 * Finnish Horse charges him and he retreats to 0606.
 */
const tillyRetreated = () => runAll(stateOf(SAMPLE), ['place B2 0506', 'move AL1 to 0609', 'react B3 charge AL1 --retreat 0606']);

/** Phase III, Horn (BL2) alone in 0608 next to Baldiron (A1, 0607) and Pappenheim's Horse (A3, placed in 0708). */
const hornInCombat = () => runAll(stateOf(SAMPLE), ['next', 'place BL2 0608', 'place A1 0607', 'place AL1 0607', 'place A3 0708']);

describe('7.1, 11.6 reaction fire at a leader retreating before a melee', () => {
  it('7.1, 11.6: his retreat names the units that may fire at him as he leaves, with their commands', () => {
    const r = run(runAll(stateOf(SAMPLE), ['place B2 0506', 'move AL1 to 0609']), 'react B3 charge AL1 --retreat 0606');
    expect(r.text).toMatch(/Finnish Horse may advance into the vacated hex, 0609 \(5\.5, 6\.6\)\. Commanded Musketeers may fire at him as he leaves 0609 \(11\.6, 7\.4\): react B5 fire AL1\.$/);
    // Blocked, he is eliminated: no retreat to fire at.
    const blocked = run(run(stateOf(SAMPLE), 'move AL1 to 0609').state, 'react B3 melee AL1 --retreat blocked');
    expect(blocked.text).not.toMatch(/may fire at him/);
    expect(refusal(blocked.state, 'react B5 fire AL1')).toMatch(/Tilly is no longer in play/);
  });

  it('7.1, 11.6: without hexes the result says so in general words, and the game master judges who is next to him', () => {
    const s = runAll(stateOf(SMALL), ['weather clear', 'next', 'next', 'next', 'move AL1 --hexes 1']);
    const r = run(s, 'react B2 melee AL1');
    expect(r.text).toMatch(/Enemy units next to the hex he leaves may fire at him \(11\.6, 7\.4\): react <unit> fire AL1\.$/);
    expect(run(r.state, 'react B3 fire AL1', [6, 6]).text).toMatch(/^Musketeers fire at Holk as he retreats: .*Holk is a casualty \(rolled 6\+6 = 12/);
  });

  it('7.1, 11.6, 7.4: the fire is his casualty check: 11-12 and he falls, his retreat ended; else he stays where he retreated', () => {
    const hit = run(tillyRetreated(), 'react B5 fire AL1', [6, 5]);
    expect(hit.text).toBe(
      'Commanded Musketeers fire at Tilly as he retreats from 0609: no combat die, as he is no combat unit; fire at a leader is his casualty check (7.1, 7.4, 11.6). ' +
        'Tilly is a casualty (rolled 6+5 = 11; he falls on 11 or 12, 7.4). His retreat ends there: he is removed from play (7.4).',
    );
    expect(leader(hit.state, 'AL1').fate).toBe('casualty');
    const missed = run(tillyRetreated(), 'react B5 fire AL1', [5, 5]);
    expect(missed.text).toMatch(/Tilly is unhurt \(rolled 5\+5 = 10; he falls on 11 or 12, 7\.4; fired on as he retreated\)\.$/);
    expect(leader(missed.state, 'AL1')).toMatchObject({ fate: 'active', hex: '0606', with: null });
    // A reaction: no combat die, and the firer has not attacked.
    expect(unit(missed.state, 'B5').attacked).toBe(false);
  });

  it('7.4: odds of the fire at his retreat are his casualty check, as the roll makes it', () => {
    const s = tillyRetreated();
    const p = odds(s, 'react B5 fire AL1');
    expect(p.odds!.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['Tilly is unhurt', '11/12'],
      ['Tilly is a casualty (11–12 on two dice)', '1/12'],
    ]);
    let falls = 0;
    for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) if (leader(run(s, 'react B5 fire AL1', [a, b]).state, 'AL1').fate === 'casualty') falls += 1;
    expect(falls / 36).toBeCloseTo(p.odds!.outcomes.find((o) => o.label.includes('casualty'))!.probability, 12);
  });

  it('5.5, 11.6: the fire is against the hex he left, from next to it, not from next to where he ends', () => {
    expect(refusal(tillyRetreated(), 'react B2 fire AL1')).toBe('Blue Brigade is 4 hexes from 0609: reaction fire at a retreat is from next to the hex it leaves (4.5, 5.5, 11.6)');
  });

  it('11.6, 4.5, 6.3: only units that react by fire, each once, and no melee at his retreat', () => {
    const s = tillyRetreated();
    expect(refusal(s, 'react B3 melee AL1')).toBe("Tilly's retreat before the melee draws reaction fire only (7.1, 11.6)");
    expect(refusal(s, 'react B3 fire AL1')).toBe("Finnish Horse cannot fire at Tilly's retreat before the melee: cuirassiers react by melee or charge, never by fire (4.5, 11.4)");
    expect(refusal(s, 'react B7 fire AL1')).toMatch(/artillery never reacts \(12\.5\)/);
    expect(refusal(s, 'react B5 fire AL1 --to 0709')).toMatch(/--to and --retreat are for a melee or charge reaction/);
    const once = run(s, 'react B5 fire AL1', [1, 1]).state;
    expect(refusal(once, 'react B5 fire AL1')).toBe("Commanded Musketeers have already fired at Tilly's retreat before the melee: each unit reacts once to it (6.3)");
  });

  it('4.5, 11.6: the fire comes right after his retreat: once anything else is entered (a note aside), his move and its reactions are over', () => {
    const noted = run(tillyRetreated(), 'note the musketeers take aim');
    expect(run(noted.state, 'react B5 fire AL1', [1, 1]).text).toMatch(/as he retreats from 0609/);
    const advanced = run(tillyRetreated(), 'advance B3').state;
    expect(advanced.leaderRetreat ?? null).toBeNull();
    expect(refusal(advanced, 'react B5 fire AL1')).toMatch(/^Tilly's move ended with his retreat before the melee \(4\.5\); fire at that retreat comes right after it/);
  });
});

describe('7.1, 11.6 reaction fire at a leader retreating before a melee in the combat phase', () => {
  it('7.1, 11.6: a melee in the combat phase: infantry next to the hex he leaves may fire at him, in the combat phase too', () => {
    const r = run(hornInCombat(), 'melee A3 at BL2 --retreat 0611');
    expect(r.text).toMatch(/Baldiron may fire at him as he leaves 0608 \(11\.6, 7\.4\): react A1 fire BL2\.$/);
    const hit = run(r.state, 'react A1 fire BL2', [6, 6]);
    expect(hit.text).toMatch(/^Baldiron fires at Horn as he retreats from 0608: .*Horn is a casualty \(rolled 6\+6 = 12/);
    expect(leader(hit.state, 'BL2').fate).toBe('casualty');
    // The reaction uses up no attack (5.0).
    expect(unit(hit.state, 'A1').attacked).toBe(false);
  });

  it('11.9, 11.11, 12.5: harquebusiers and dragoons fire at his retreat as infantry does; artillery never reacts', () => {
    const s = runAll(hornInCombat(), ['place A4 0508', 'place A6 0709']);
    const r = run(s, 'melee A3 at BL2 --retreat 0611');
    expect(r.text).toMatch(/Baldiron, Cronberg's Harquebusiers and Imperial Dragoons may fire at him as he leaves 0608 \(11\.6, 7\.4\): react A1 fire BL2; react A4 fire BL2; react A6 fire BL2\.$/);
    expect(run(r.state, 'react A6 fire BL2', [6, 6]).text).toMatch(/^Imperial Dragoons fire at Horn as he retreats from 0608: .*Horn is a casualty/);
    // Placed next to 0608, the Imperial Guns still do not react.
    const guns = run(run(s, 'place A7 0509').state, 'melee A3 at BL2 --retreat 0611');
    expect(guns.text).not.toMatch(/react A7/);
    expect(refusal(guns.state, 'react A7 fire BL2')).toMatch(/artillery never reacts \(12\.5\)/);
  });

  it('6.3, 11.6: the infantry that meleed him is not named, but may fire as he leaves (the game master judges his way)', () => {
    const r = run(hornInCombat(), 'melee A1 at BL2 --retreat 0609');
    expect(r.text).not.toMatch(/may fire at him/);
    expect(run(r.state, 'react A1 fire BL2', [1, 2]).text).toMatch(/Horn is unhurt \(rolled 1\+2 = 3/);
  });

  it('7.1, 6.3, 7.4: retreating off the map he may still be fired on as he leaves, and falls from off the map', () => {
    const r = run(hornInCombat(), 'melee A3 at BL2 --retreat off-map');
    expect(r.text).toMatch(/react A1 fire BL2\.$/);
    expect(changesOf(r.state, 'react A1 fire BL2', [5, 6])).toEqual([{ unit: 'Horn', from: 'off the map', to: 'casualty' }]);
    expect(leader(run(r.state, 'react A1 fire BL2', [1, 1]).state, 'BL2').fate).toBe('off-map');
  });
});
