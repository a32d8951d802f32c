/** Seed 001, "ARTILLERY" (large and small guns, crews, counter-battery fire, capturing a gun) and its table rows. */
import { describe, expect, it } from 'vitest';
import { previewScruby } from '../../../src/rulesets/scruby/odds.js';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { play, refusal, run, sample, unit } from './fixtures.js';

const END = ['next', 'next', 'next'];

describe('COMBAT TABLE: artillery', () => {
  const s = sample();
  it('one die a gun: a 2 misses, every other face hits for the band\'s kill against the target\'s order', () => {
    expect(play(s, 'fire A21 at B1 --range 30', [2]).results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 0 }]);
    expect(play(s, 'fire A21 at B1 --range 30', [3]).results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 10 }]);
    expect(play(s, 'fire A21 at B1 --range 10', [6]).results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 15 }]);
    const open = run(s, ['form B1 --order open']);
    expect(play(open, 'fire A4 at B1 --range 30', [1]).results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 2 }]);
    expect(refusal(s, 'fire A21 at B1 --range 49', [1])).toContain('out of range');
  });
  it('a square suffers half again (designed)', () => {
    const sq = run(s, ['form B1 --formation square']);
    expect(play(sq, 'fire A21 at B1 --range 30', [1]).results.find((r) => r.kills)?.kills?.[0]?.points).toBe(15);
  });
  it('small gun canister at 1-12" is designed and can be switched off', () => {
    expect(play(s, 'fire A4 at B1 --range 10', [1]).results.find((r) => r.kills)?.kills?.[0]?.points).toBe(10);
    expect(refusal(sample({ smallGunCanister: false }), 'fire A4 at B1 --range 10', [1])).toContain('10" is too close: a small gun fires from 13"');
  });
});

describe('COMBAT TABLE: artillery at a measured range between whole inches', () => {
  const s = sample();
  it('19.5" is past canister (1-19") and in the large gun\'s 20-36" band; 48.5" is beyond 48"', () => {
    expect(play(s, 'fire A21 at B1 --range 19.5', [3]).results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 10 }]);
    expect(play(s, 'fire A21 at B1 --range 19', [3]).results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 15 }]);
    expect(refusal(s, 'fire A21 at B1 --range 48.5', [3])).toContain('48.5" is out of range: a large gun fires up to 48"');
  });
  it('12.5" is in the small gun\'s 13-24" band; under its first band it is too close, not out of range', () => {
    expect(play(s, 'fire A4 at B1 --range 12.5', [3]).results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 6 }]);
    expect(refusal(s, 'fire A4 at B1 --range 0', [3])).toContain('0" is too close: a small gun fires from 1"');
    expect(refusal(sample({ smallGunCanister: false }), 'fire A4 at B1 --range 12', [3])).toContain('12" is too close: a small gun fires from 13"');
  });
});

describe('LARGE GUNS and SMALL GUNS: reloading', () => {
  it('a large gun reloads in two full game moves, a small gun in one, not while moving', () => {
    let t = run(sample(), [['fire A21 at B1 --range 30', [1]], ['fire A4 at B1 --range 20', [1]], ...END]);
    expect(refusal(t, 'fire A4 at B1 --range 20', [1])).toContain('not loaded');
    t = run(t, [...END]);
    expect(unit(t, 'A4').loading.loaded).toBe(1);
    expect(unit(t, 'A21').loading.loaded).toBe(0);
    t = run(t, [...END]);
    expect(unit(t, 'A21').loading.loaded).toBe(1);
    const moved = run(sample(), [['fire A4 at B1 --range 20', [1]], ...END, 'advance A4', ...END]);
    expect(unit(moved, 'A4').loading.loaded).toBe(0);
  });
});

describe('CREWS', () => {
  it('crews fire and retire, cannot fire or load away from the gun, and man any gun', () => {
    const t = run(sample(), [['fire A4 at B1 --range 20', [1]], 'crew A4 retire', ...END, ...END]);
    expect(unit(t, 'A4').loading.loaded).toBe(0);
    const manned = run(t, ['crew A8 --from A4']);
    expect(unit(manned, 'A8').crew).toBe(6);
    expect(refusal(manned, 'fire A4 at B1 --range 20', [1])).toContain('no gunners');
  });
  it('a gun works at full capacity while one gunner remains', () => {
    const full = play(sample(), 'fire A21 at B1 --range 30', [3]).results.find((r) => r.kills)?.kills;
    const one = play(run(sample(), ['set A21 crew 1']), 'fire A21 at B1 --range 30', [3]).results.find((r) => r.kills)?.kills;
    expect(one).toEqual(full);
    expect(one).toEqual([{ unit: 'Red Pikes', points: 10 }]);
  });
});

describe('CREWS: gunners under fire and in melee', () => {
  it('CREWS 1: musket fire at a gun falls on its gunners, a gunner for every 6 kill points', () => {
    const out = play(sample(), 'fire B2 at A4 --range 14');
    // 4 stands × 4 (unarmoured at 13-18") = 16: two gunners of three fall.
    expect(unit(out.state, 'A4').crew).toBe(1);
    expect(out.results.map((r) => r.result).join(' ')).toBe('Red Musketeers fire at Yellow Gun: 16 kill points (4 stands × 4 at 14" against unarmoured). Yellow Gun takes 16 kill points on its gunners: 2 gunners fall, 1 left, and the gun works at full capacity');
    const gone = play(out.state, 'fire B6 at A4 --range 10').state;
    expect(unit(gone, 'A4').crew).toBe(0);
    expect(refusal(gone, 'fire A4 at B1 --range 20', [1])).toContain('no gunners');
  });
  it('CREWS 1: gunners retired behind the pikes are not at the gun: fire at the gun kills none of them', () => {
    const out = play(run(sample(), ['crew A4 retire']), 'fire B2 at A4 --range 10');
    expect(unit(out.state, 'A4')).toMatchObject({ crew: 3, kills: 0 });
    expect(out.results.map((r) => r.result).join(' ')).toContain('Yellow Gun\'s gunners are behind the pikes: nobody at the gun is hit ("CREWS" 1)');
  });
  it('CAPTURING A GUN: a gun that loses a melee tests no morale and does not scatter; the winner may hold it', () => {
    const out = play(run(sample(), ['next']), 'melee A7 at B4');
    expect(unit(out.state, 'B4')).toMatchObject({ crew: 2, defeated: false });
    expect(out.results[0]?.rolls).toBeUndefined();
    expect(out.results.map((r) => r.result).join(' ')).toContain('Red Gun loses the melee: a gun tests no morale; held for a full game move it is captured (capture B4 --by A7, "CAPTURING A GUN" 1).');
  });
});

describe('COUNTER BATTERY FIRE', () => {
  it('a hit counts towards destroying the gun (4 for a small one) and kills gunners at half rate', () => {
    let t = sample();
    for (let i = 0; i < 4; i += 1) {
      t = run(t, [['counter-battery A21 at B4 --range 30', [1]], ...END, ...END]);
      t = run(t, ['set A21 loaded']);
    }
    expect(unit(t, 'B4')).toMatchObject({ gunHits: 4, destroyed: true });
  });
});

describe('COUNTER BATTERY FIRE 1: the gunners at half rate, counted as figures lost', () => {
  it('1: the gunners\' loss is said in the same sentence as fire on a gun\'s gunners, with the half rate as its source', () => {
    const counter = play(sample(), 'counter-battery A21 at B21 --range 30', [1]).results.map((r) => r.result).join(' ') ?? '';
    const musket = play(sample(), 'fire A2 at B4 --range 2').results.map((r) => r.result).join(' ') ?? '';
    expect(musket).toMatch(/Red Gun takes \d+ kill points on its gunners: /);
    expect(counter).toMatch(/Imperial Reserve Gun 1 takes \d+ kill points on its gunners \(half the long open-order kill, rounded up\): no gunner falls, 4 gunners left, and the gun works at full capacity$/);
  });
  it('1: one gunner falls (singular), and the gun counts it among its figures lost', () => {
    const out = play(run(sample(), ['set B21 kills 3']), 'counter-battery A21 at B21 --range 30', [1]);
    expect(out.results.map((r) => r.result).join(' ')).toContain('Imperial Reserve Gun 1 takes 3 kill points on its gunners (half the long open-order kill, rounded up): 1 gunner falls, 3 left');
    expect(unit(out.state, 'B21')).toMatchObject({ crew: 3, gunnersLost: 1, gunHits: 1 });
  });
});

describe('COUNTER BATTERY FIRE 1: gunners away from the gun', () => {
  it('1: gunners retired behind the pikes are not killed; the hit still counts towards destroying the gun', () => {
    const out = play(run(sample(), ['crew B22 retire']), 'counter-battery A22 at B22 --range 30', [4]);
    expect(unit(out.state, 'B22')).toMatchObject({ gunHits: 1, crew: 4, kills: 0 });
    expect(out.results.map((r) => r.result).join(' ')).toContain("1 of 6 hits to destroy it; Imperial Reserve Gun 2's gunners are behind the pikes: nobody at the gun is hit (\"CREWS\" 1)");
  });
});

describe('CAPTURING A GUN', () => {
  it('held for one full game move, the gun changes sides without its crew', () => {
    let t = run(sample(), ['capture B4 --by A1', ...END]);
    expect(unit(t, 'B4').side).toBe(1);
    t = run(t, [...END]);
    expect(unit(t, 'B4')).toMatchObject({ side: 0, crew: 0, heldBy: null });
  });
  it('1: without --by the gun is held by the enemy side, the one that counts, and the result says which', () => {
    const held = play(sample(), 'capture B4');
    expect(held.results.map((r) => r.result).join(' ')).toBe('Red Gun is held by the Swedes: held through the next full game move, it is captured ("CAPTURING A GUN" 1)');
    expect(unit(held.state, 'B4').heldBy).toEqual({ side: 0, since: 1 });
    expect(unit(run(held.state, [...END, ...END]), 'B4')).toMatchObject({ side: 0, heldBy: null });
    expect(refusal(held.state, 'capture B4')).toBe('Red Gun is already held by the Swedes since game move 1');
    expect(refusal(sample(), 'capture B4 --by B1')).toBe("Red Pikes are on Red Gun's own side: choose an enemy unit to hold it");
    expect(refusal(sample(), 'capture B4 --release')).toBe('Red Gun is not held by the enemy: there is nothing to release');
  });
  it('1: odds of a melee won against a gun say it loses and tests no morale, as the roll does, not that it holds', () => {
    const s = run(sample(), ['next']);
    const action = scrubyRules.parse(s, 'melee A3 at B4');
    if (!action.ok) throw new Error(action.error);
    const p = previewScruby(s, action.value);
    expect(p.ok && p.value.note).toBe('This melee rolls no dice: Yellow Swordsmen win, Red Gun loses (a gun tests no morale) (Yellow Swordsmen kill 8, Red Gun kills 0).');
    expect(play(s, 'melee A3 at B4').results.map((r) => r.result).join(' ')).toContain('Red Gun loses the melee: a gun tests no morale');
  });
});

describe('odds', () => {
  const s = sample();
  const odds = (line: string) => {
    const a = scrubyRules.parse(s, line);
    if (!a.ok) throw new Error(a.error);
    const p = previewScruby(s, a.value);
    if (!p.ok) throw new Error(p.error);
    return p.value.odds?.outcomes.map((o) => [o.label, o.fraction]);
  };
  it('artillery hits 5/6, scatter a third each way, UE tests by the UE', () => {
    expect(odds('fire A21 at B1 --range 30')).toEqual([['hit: 10 kill points', '5/6'], ['miss', '1/6']]);
    expect(odds('counter-battery A21 at B21 --range 30')).toEqual([['hit on the gun, 3 kill points on its gunners', '5/6'], ['miss', '1/6']]);
    // One kill point is singular.
    expect(odds('counter-battery A21 at B21 --range 40')).toEqual([['hit on the gun, 1 kill point on its gunners', '5/6'], ['miss', '1/6']]);
    expect(odds('charge A14 at B14 --response motion')).toEqual([['shock cancelled', '5/6'], ['shock stands', '1/6']]);
  });
  it('COUNTER BATTERY FIRE: a hit on a gun whose gunners are behind the pikes is still a hit in the odds, as in the roll', () => {
    const away = run(s, ['crew B21 retire']);
    const a = scrubyRules.parse(away, 'counter-battery A21 at B21 --range 30');
    if (!a.ok) throw new Error(a.error);
    const p = previewScruby(away, a.value);
    if (!p.ok) throw new Error(p.error);
    expect(p.value.odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([['hit on the gun, no gunner at it', '5/6'], ['miss', '1/6']]);
  });
  it('THE MELEE: odds of a melee that destroys the loser say so', () => {
    const t = run(s, ['set B1 kills 110', 'next']);
    const a = scrubyRules.parse(t, 'melee A1 at B1');
    if (!a.ok) throw new Error(a.error);
    const p = previewScruby(t, a.value);
    if (!p.ok) throw new Error(p.error);
    expect(p.value.odds?.outcomes.map((o) => o.label)).toEqual(['Red Pikes are destroyed (Yellow Pikes kill 24, Red Pikes kill 6), no dice']);
  });
  it('the swordsmen\'s high die and the loser\'s morale, in one distribution', () => {
    const t = run(s, ['next']);
    const a = scrubyRules.parse(t, 'melee A1 at B1 --swordsmen A3');
    if (!a.ok) throw new Error(a.error);
    const p = previewScruby(t, a.value);
    if (!p.ok) throw new Error(p.error);
    const total = p.value.odds?.outcomes.reduce((n, o) => n + o.probability, 0);
    expect(total).toBeCloseTo(1, 12);
    // Attacker wins the high die 15/36 and the pikes then test UE 5: fail 1/6.
    expect(p.value.odds?.outcomes.find((o) => o.label.startsWith('Red Pikes lose morale'))?.fraction).toBe('5/72');
  });
});

describe('SMALL GUNS 1: move, then fire at the end of the move', () => {
  it('a small gun moved after it fired is warned that the text has it fire at the end of its move', () => {
    const fired = run(sample(), [['fire A4 at B1 --range 20', [3]]]);
    expect(play(fired, 'advance A4').results[0]?.result).toContain('it fired this game move, and the text has a small gun fire at the end of its move, not move after firing ("SMALL GUNS" 1)');
    expect(play(sample(), 'advance A4').results[0]?.result).not.toContain('fired this game move');
  });
});

describe('COUNTER BATTERY FIRE 2: a gun destroyed', () => {
  it('2: four hits set by hand destroy a small gun, as a fourth hit by fire does; fewer make it whole again', () => {
    const s = run(sample(), ['set B4 hits 4']);
    expect(unit(s, 'B4').destroyed).toBe(true);
    expect(play(sample(), 'set B4 hits 4').results[0]?.result).toBe('Correction: Red Gun has 4 hits, and is destroyed: 4 hits destroy a small gun ("COUNTER BATTERY FIRE" 2)');
    expect(refusal(s, 'fire B4 at A1 --range 20')).toBe('Red Gun is destroyed ("COUNTER BATTERY FIRE" 2)');
    const whole = play(s, 'set B4 hits 2');
    expect(unit(whole.state, 'B4').destroyed).toBe(false);
    expect(whole.results[0]?.result).toContain('is no longer destroyed');
    // A gun taken off the table stays off whatever its hits.
    expect(unit(run(sample(), ['set B21 off', 'set B21 hits 1']), 'B21').destroyed).toBe(true);
    expect(unit(run(sample(), ['set B21 hits 5']), 'B21').destroyed).toBe(false);
    // Destroyed by its hits, then taken off: lowered hits do not bring it back either.
    const off = run(sample(), ['set B4 hits 4', 'set B4 off']);
    const lowered = play(off, 'set B4 hits 1');
    expect(unit(lowered.state, 'B4').destroyed).toBe(true);
    expect(lowered.results[0]?.result).not.toContain('no longer destroyed');
  });
  it('2: the hit that destroys a gun does not say it works at full capacity; its gunners may man another gun ("CREWS" 2)', () => {
    const s = run(sample(), ['set B4 hits 3']);
    const out = play(s, 'counter-battery A21 at B4 --range 30', [5]);
    const said = out.results.map((r) => r.result).join(' ');
    expect(said).toContain('4 of 4 hits to destroy it, destroyed');
    expect(said).not.toContain('full capacity');
    expect(said).toContain('they may man another gun (crew <gun> --from B4, "CREWS" 2)');
    // The journal's event keeps its older words.
    expect(out.events[0]?.text).toContain('and the gun works at full capacity');
    expect(refusal(out.state, 'crew B4 return')).toBe('Red Gun is destroyed: no crew works it; its gunners may man another gun (crew <gun> --from B4, "CREWS" 2)');
    expect(refusal(out.state, 'crew B4 --from B8')).toContain('Red Gun is destroyed');
    const manned = run(out.state, ['crew B8 --from B4']);
    expect(unit(manned, 'B8').crew).toBe(6);
  });
  it('CAPTURING A GUN 1: a destroyed gun is refused with why (a wreck is neither moved nor worked) and what to do instead', () => {
    const wrecked = play(run(sample(), ['set B4 hits 3']), 'counter-battery A21 at B4 --range 30', [5]).state;
    expect(refusal(wrecked, 'capture B4 --by A13')).toBe(
      'Red Gun is destroyed ("COUNTER BATTERY FIRE" 2): a wreck can be neither moved nor worked, so there is nothing to capture ("CAPTURING A GUN" 1); hold a gun still in working order (capture <gun> --by <unit>); its gunners left may still man another gun of their side (crew <gun> --from B4, "CREWS" 2)',
    );
    const emptied = run(wrecked, ['crew B8 --from B4']);
    expect(refusal(emptied, 'capture B4 --by A13')).not.toContain('gunners left');
    expect(refusal(run(sample(), ['set B4 off']), 'capture B4 --by A13')).toBe('Red Gun is no longer on the table: there is nothing to capture; hold a gun still on the table (capture <gun> --by <unit>)');
  });
});
