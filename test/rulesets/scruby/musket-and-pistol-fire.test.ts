/** Seed 001, "MUSKET AND PISTOL FIRE" and the fire columns of "COMBAT TABLE". */
import { describe, expect, it } from 'vitest';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { previewScruby } from '../../../src/rulesets/scruby/odds.js';
import { scrubyOdds } from '../../../src/rulesets/scruby/present/odds.js';
import { loadWords } from '../../../src/rulesets/scruby/present/status.js';
import { fireKill, MUSKET, PISTOL, REITER_PISTOL } from '../../../src/rulesets/scruby/table.js';
import { play, refusal, run, sample, unit } from './fixtures.js';

describe('COMBAT TABLE: fire', () => {
  it('musketeers kill 6 at 1-12"; at 13-18" 3 against armoured and 4 against unarmoured; nothing beyond', () => {
    expect(fireKill(MUSKET, 12, true)).toBe(6);
    expect(fireKill(MUSKET, 13, true)).toBe(3);
    expect(fireKill(MUSKET, 18, false)).toBe(4);
    expect(fireKill(MUSKET, 19, false)).toBeNull();
  });
  it('heavy cavalry pistols 3 at 1-6", 2 at 7-12"; reiters 4 at 1-12"', () => {
    expect(fireKill(PISTOL, 6, true)).toBe(3);
    expect(fireKill(PISTOL, 7, true)).toBe(2);
    expect(fireKill(REITER_PISTOL, 12, false)).toBe(4);
  });
});

describe('MUSKET AND PISTOL FIRE: fire is at the enemy', () => {
  it('a friendly target is refused with what to do instead, as for melee and charges', () => {
    expect(refusal(sample(), 'fire A2 at A1 --range 5')).toBe('Yellow Pikes are on the same side as Yellow Musketeers: choose an enemy unit');
    expect(refusal(sample(), 'charge A13 at A1 --response none')).toBe('Yellow Pikes are on the same side as Smaland Horse: choose an enemy unit');
  });
});

describe('COMBAT TABLE: fire at a measured range between whole inches', () => {
  const preview = (s: ReturnType<typeof sample>, line: string) => {
    const a = scrubyRules.parse(s, line);
    if (!a.ok) throw new Error(a.error);
    const p = previewScruby(s, a.value);
    return p.ok ? p.value.note : `refused: ${p.error}`;
  };
  it('12.5" counts in the 13-18" band (the inch it reaches into), and odds and the volley agree', () => {
    expect(fireKill(MUSKET, 12.5, true)).toBe(3);
    expect(fireKill(MUSKET, 12, true)).toBe(6);
    expect(fireKill(MUSKET, 0.5, true)).toBe(6);
    expect(fireKill(MUSKET, 18.5, true)).toBeNull();
    const s = sample();
    expect(preview(s, 'fire A2 at B1 --range 12.5')).toContain('inflict 12 kill points on Red Pikes (4 stands × 3 at 12.5", in the 13–18" band, against armoured');
    const fired = play(s, 'fire A2 at B1 --range 12.5');
    expect(fired.results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 12 }]);
    expect(fired.results.map((r) => r.result).join(' ')).toContain('4 stands × 3 at 12.5", in the 13–18" band, against armoured');
  });
  it('a range under the first band says where the bands start, not "up to 18"', () => {
    const s = sample();
    const zero = refusal(s, 'fire A2 at B1 --range 0');
    expect(zero).toContain('0" is too close: musketeers fire from 1"');
    expect(zero).not.toContain('up to');
    expect(preview(s, 'fire A2 at B1 --range 0')).toBe(`refused: ${zero}`);
    expect(refusal(s, 'fire A2 at B1 --range 18.5')).toContain('18.5" is out of range: musketeers fire up to 18"');
  });
});

describe('MUSKETEERS', () => {
  const s = sample();
  it('1: fire on one move, reload on the next (moving if they like), fire again on the one after', () => {
    const fired = play(s, 'fire A2 at B1 --range 10');
    expect(fired.results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 24 }]);
    let t = fired.state;
    expect(refusal(t, 'fire A2 at B1 --range 10')).toContain('Yellow Musketeers have fired this game move');
    t = run(t, ['next', 'next', 'next']);
    expect(refusal(t, 'fire A2 at B1 --range 10')).toContain('are not loaded');
    t = run(t, ['advance A2', 'next', 'next', 'next']);
    expect(unit(t, 'A2').loading.loaded).toBe(4);
  });
  it('1: a stand lost while reloading takes its load with it (designed): the reload line counts only the stands left', () => {
    const t = run(sample(), ['fire A2 at B1 --range 10', 'fire B2 at A2 --range 5', 'fire B6 at A2 --range 5']);
    expect(loadWords(unit(t, 'A2'), true)).toBe('0/3 stands loaded (reloading 3 stands in 1 move)');
    // Half held back: the loaded stands are kept first, so one stand lost leaves 1 reloading, not 2.
    const half = run(sample(), ['fire A2 at B1 --range 10 --stands 2', 'fire B2 at A2 --range 5', 'fire B6 at A2 --range 5']);
    expect(loadWords(unit(half, 'A2'), true)).toBe('2/3 stands loaded (reloading 1 stand in 1 move)');
    const after = run(t, ['next', 'next', 'next', 'next', 'next', 'next']);
    expect(unit(after, 'A2').loading).toMatchObject({ loaded: 3, pending: [] });
  });
  it('1: the end of the move says no reload for a load whose stand was lost; the journal\'s event keeps its words', () => {
    const t = run(sample(), ['fire A2 at B1 --range 10 --stands 1', 'fire B2 at A2 --range 5', 'fire B6 at A2 --range 5']);
    expect(loadWords(unit(t, 'A2'), true)).toBe('3/3 stands loaded');
    expect(refusal(t, 'reload A2')).toBe('Yellow Musketeers are loaded: there is nothing to reload');
    const end = play(run(t, ['next', 'next', 'next', 'next', 'next']), 'next');
    expect(end.events.map((e) => e.text)).toContain('Yellow Musketeers reloaded');
    expect(end.results.map((r) => r.result).join(' ')).not.toContain('Yellow Musketeers reloaded');
    expect(loadWords(unit(end.state, 'A2'), true)).toBe('3/3 stands loaded');
  });
  it('holding half the fire: --stands keeps the rest loaded for the next move', () => {
    const t = run(sample(), ['fire A2 at B1 --range 10 --stands 2', 'next', 'next', 'next']);
    expect(play(t, 'fire A2 at B1 --range 10').results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 12 }]);
  });
  it('1: a square fires with one face (designed), with those of its stands still loaded, not refused for stands it was not asked', () => {
    // 3 stands fired in move 1 reload in move 2: the square formed then has 1 stand loaded of its face's 2.
    const t = run(sample(), ['fire A2 at B2 --range 10 --stands 3', 'next', 'next', 'next', 'form A2 --formation square']);
    const out = play(t, 'fire A2 at B2 --range 10');
    expect(out.results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Musketeers', points: 6 }]);
    expect(out.results[0]?.result).toContain('1 stand × 6 at 10"; a square fires with one face, half its stands (designed), 1 of the face\'s 2 loaded ("MUSKETEERS" 1)');
    // Fully loaded, the face's 2 stands fire, and nothing more is said.
    const full = play(run(sample(), ['form A2 --formation square']), 'fire A2 at B2 --range 10').results[0]?.result;
    expect(full).toContain('2 stands × 6 at 10"; a square fires with one face, half its stands (designed))');
  });
  it('2: a column fires with its front stand, a caracole with every stand', () => {
    const col = run(s, ['form A2 --formation column']);
    expect(play(col, 'fire A2 at B1 --range 5').results.find((r) => r.kills)?.kills?.[0]?.points).toBe(6);
    expect(play(col, 'fire A2 at B1 --range 5 --caracole').results.find((r) => r.kills)?.kills?.[0]?.points).toBe(24);
    expect(refusal(s, 'fire A2 at B1 --range 5 --caracole')).toContain('fired from a column');
  });
  it('3: split moves only for musketeers that have not moved', () => {
    const moved = run(s, ['advance A2']);
    expect(refusal(moved, 'fire A2 at B1 --range 5 --split advance')).toContain('"MUSKETEERS" 3');
    expect(unit(play(s, 'fire A2 at B1 --range 5 --split retire').state, 'A2').moved).toBe('full');
  });
});

describe('CAVALRY', () => {
  const s = sample();
  it('1: one pistol a move, reloaded even while moving', () => {
    let t = run(s, ['fire A13 at B1 --range 5', 'next', 'next', 'next']);
    expect(unit(t, 'A13').loading.loaded).toBe(1);
    t = run(t, ['advance A13', 'fire A13 at B1 --range 5', 'next', 'next', 'next']);
    expect(unit(t, 'A13').loading.loaded).toBe(1);
  });
  it('1: moving with one pistol fired each move says nothing of standing still; only both pistols fired at once do', () => {
    const t = run(s, ['fire A13 at B13 --range 5', 'next', 'next', 'next', 'fire A13 at B13 --range 5']);
    expect(unit(t, 'A13').loading.loaded).toBe(0);
    expect(play(t, 'advance A13').results.map((r) => r.result).join(' ')).toBe('Smaland Horse moves up to 12": heavy cavalry: 12" ("HEAVY CAVALRY" 1)');
    const both = run(s, ['fire A13 at B13 --range 5 --both-pistols', 'next', 'next', 'next']);
    expect(play(both, 'advance A13').results.map((r) => r.result).join(' ')).toContain('both pistols empty: moving, they do not reload this move ("CAVALRY" 2)');
  });
  it('1: a second shot in one game move is refused under the cavalry rule, not the musketeers\'', () => {
    const t = run(sample(), ['fire A16 at B1 --range 5']);
    expect(refusal(t, 'fire A16 at B1 --range 5')).toBe('Finnish Horse has fired this game move ("CAVALRY" 1)');
  });
  it('2: both pistols double the kill, then a full move standing still to reload', () => {
    const both = play(s, 'fire A13 at B1 --range 5 --both-pistols');
    expect(both.results.find((r) => r.kills)?.kills?.[0]?.points).toBe(12);
    let t = run(both.state, ['next', 'next', 'next']);
    expect(refusal(t, 'fire A13 at B1 --range 5')).toContain('no pistol loaded');
    const moved = run(t, ['advance A13', 'next', 'next', 'next']);
    expect(unit(moved, 'A13').loading.loaded).toBe(0);
    t = run(t, ['next', 'next', 'next']);
    expect(unit(t, 'A13').loading.loaded).toBe(2);
  });
  it('3: a caracole fired in parts says which stands fire (--stands), not "every stand"', () => {
    const col = run(s, ['form A13 --formation column']);
    const first = play(col, 'fire A13 at B1 --range 5 --caracole --stands 1');
    // The cavalry's caracole cites the cavalry's rule, the musketeers' theirs (before 0.6.0 both cited both).
    expect(first.results.map((r) => r.result).join(' ')).toContain('caracole: 1 of the column\'s 2 stands fires, 1 left to fire this game move ("CAVALRY" 3)');
    expect(first.results.map((r) => r.result).join(' ')).not.toContain('every stand');
    expect(play(first.state, 'fire A13 at B2 --range 6 --caracole --stands 1').results.map((r) => r.result).join(' ')).toContain('caracole: the last of the column\'s 2 stands fires');
    expect(play(col, 'fire A13 at B1 --range 5 --caracole').results.map((r) => r.result).join(' ')).toContain('caracole: every stand of the column fires');
    const foot = run(sample(), ['form A2 --formation column']);
    expect(play(foot, 'fire A2 at B1 --range 5 --caracole --stands 3').results.map((r) => r.result).join(' ')).toContain('caracole: 3 of the column\'s 4 stands fire, 1 left to fire this game move ("MUSKETEERS" 2)');
  });
  it('3: caracole in column, stands split between targets; 3b the musketeers answer with a split move', () => {
    const t = run(s, ['form A13 --formation column', 'fire A13 at B1 --range 5 --caracole --stands 1', 'fire B2 at A13 --range 6 --split advance --stands 2']);
    const back = play(t, 'fire A13 at B2 --range 6 --caracole --stands 1');
    expect(back.results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Musketeers', points: 3 }]);
    expect(refusal(back.state, 'fire A13 at B2 --range 6 --caracole --stands 1')).toContain('0 stands left to fire');
  });
});

describe('CAVALRY 3: the worked example of a caracole', () => {
  it('CAVALRY 3 (example): four stands of cavalry caracole at a pike square; its musketeers jump out at the last two ranks, who fire back, and retire', () => {
    const base = sample();
    const four = { ...base, units: base.units.map((u) => (u.id === 'A13' ? { ...u, startStands: 4 } : u)) };
    let t = run(four, ['form A13 --formation column', 'form B1 --formation square']);
    // The first two ranks fire into the pikes: 2 stands × 3 at 5".
    const first = play(t, 'fire A13 at B1 --range 5 --caracole --stands 2');
    expect(first.results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 6 }]);
    // The musketeers, unmoved, advance out of the square, fire at the last two ranks, and will retire ("MUSKETEERS" 3a, "CAVALRY" 3b).
    const out = play(first.state, 'fire B2 at A13 --range 6 --split advance --stands 2');
    expect(out.results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Smaland Horse', points: 12 }]);
    expect(out.results.map((r) => r.result).join(' ')).toContain('split move: advance 3", fire, retire 3" ("MUSKETEERS" 3a)');
    // The last two ranks, having taken that fire, pump their shots into the musketeers before they retire.
    const back = play(out.state, 'fire A13 at B2 --range 6 --caracole --stands 2');
    expect(back.results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Musketeers', points: 6 }]);
    expect(back.results.map((r) => r.result).join(' ')).toContain("the last 2 of the column's 4 stands fire");
    t = back.state;
    expect(unit(t, 'B2')).toMatchObject({ moved: 'full' });
    expect(refusal(t, 'fire A13 at B1 --range 5 --caracole --stands 1')).toContain('0 stands left to fire');
  });
});

describe('CAVALRY 3a: the caracole is a split move', () => {
  it('3a: cavalry that caracole have made their move (half forward, half back): advance and charge are refused, saying so; its second part still fires', () => {
    const col = run(sample(), ['form A13 --formation column']);
    const part = run(col, ['fire A13 at B1 --range 5 --caracole --stands 1']);
    const why = 'Smaland Horse has made a caracole this game move: the caracole, half a move forward and half back, was its move ("CAVALRY" 3a)';
    expect(refusal(part, 'advance A13')).toBe(why);
    expect(refusal(part, 'charge A13 at B2')).toBe(why);
    // A plain move is still called a plain move.
    expect(refusal(run(sample(), ['advance A13']), 'advance A13')).toBe('Smaland Horse has already moved this game move');
    expect(refusal(part, 'fire A13 at B2 --range 6 --caracole --stands 1')).toBeNull();
  });
  it('3a: cavalry that have moved this game move cannot caracole, and are told to fire without --caracole', () => {
    const moved = run(sample(), ['form A13 --formation column', 'advance A13']);
    expect(refusal(moved, 'fire A13 at B1 --range 5 --caracole')).toBe('Smaland Horse has moved this game move, and a cavalry caracole is a split move (half a move forward and half back): fire without --caracole ("CAVALRY" 3a)');
    expect(refusal(moved, 'fire A13 at B1 --range 5')).toBeNull();
  });
});

describe('odds of musket and pistol fire', () => {
  const preview = (s: ReturnType<typeof sample>, line: string) => {
    const a = scrubyRules.parse(s, line);
    if (!a.ok) throw new Error(a.error);
    const p = previewScruby(s, a.value);
    if (!p.ok) throw new Error(p.error);
    return p.value;
  };
  it('musket fire rolls no dice: odds says so plainly and gives the kill points it will inflict', () => {
    const p = preview(sample(), 'fire A2 at B1 --range 10');
    expect(p.note).toBe('This fire rolls no dice: Yellow Musketeers inflict 24 kill points on Red Pikes (4 stands × 6 at 10"; "COMBAT TABLE").');
    expect(p.odds?.outcomes).toEqual([{ label: '24 kill points, no dice', probability: 1, fraction: '1/1' }]);
    // Shown as that one sentence, not as a table of one certain outcome.
    const blocks = scrubyOdds(p, p.odds as NonNullable<typeof p.odds>);
    expect(blocks).toHaveLength(1);
    expect(JSON.stringify(blocks)).toContain('This fire rolls no dice');
    expect(JSON.stringify(blocks)).not.toContain('100');
  });
  it('pistols too, with both pistols doubled; a gun\'s die still gets its table', () => {
    expect(preview(sample(), 'fire A13 at B2 --range 3 --both-pistols').note).toContain('Smaland Horse inflicts 12 kill points on Red Musketeers');
    const gun = preview(sample(), 'fire A21 at B1 --range 30');
    expect(gun.note).toBeUndefined();
    expect(scrubyOdds(gun, gun.odds as NonNullable<typeof gun.odds>).length).toBeGreaterThan(1);
  });
});

describe('status: who is loaded ("MUSKET AND PISTOL FIRE")', () => {
  it('says pikes, swordsmen and pike-armed dragoons have no firearms, and counts the rest', () => {
    const s = sample();
    const words = (name: string) => loadWords(s.units.find((u) => u.name === name) ?? unit(s, name), s.options.roster);
    expect(words('Yellow Pikes')).toBe('no firearms');
    expect(words('Yellow Swordsmen')).toBe('no firearms');
    expect(words('Swedish Dragoon Pikes')).toBe('no firearms');
    expect(words('Yellow Musketeers')).toBe('4/4 stands loaded');
    expect(words('Swedish Dragoon Muskets')).toBe('2/2 stands loaded');
    expect(words('Smaland Horse')).toBe('2 pistols loaded');
    expect(words('Yellow Gun')).toBe('loaded');
  });
});

describe('DRAGOONS: who fires', () => {
  it('dragoon pikes have no firearms, mounted or not; mounted dragoon musketeers are told to dismount', () => {
    expect(refusal(sample(), 'fire A20 at B1 --range 10')).toBe('Swedish Dragoon Pikes have no firearms ("COMBAT TABLE")');
    expect(refusal(sample(), 'fire A19 at B1 --range 10')).toBe('dragoons fight on foot: dismount them first ("DRAGOONS")');
  });
});
