/** Seed 001, "THE MELEE", "INFANTRY SQUARES", "THE SCATTER RULE" and "BONUS MOVES", with the designed melee outcome; cavalry shock power is in cavalry-shock.test.ts. */
import { describe, expect, it } from 'vitest';
import { scatterDirection } from '../../../src/rulesets/scruby/aftermath.js';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { previewScruby } from '../../../src/rulesets/scruby/odds.js';
import { meleeStep } from '../../../src/rulesets/scruby/present/guide-fight.js';
import { scrubyGuide } from '../../../src/rulesets/scruby/present/guide.js';
import { walkGuide } from '../../repl/helpers.js';
import { TABLE, type UnitType } from '../../../src/rulesets/scruby/table.js';
import { play, refusal, run, sample, unit } from './fixtures.js';

const melee = (s: ReturnType<typeof sample>) => run(s, ['next']);

describe('PIKEMEN', () => {
  const s = melee(sample());
  it('1: cavalry cannot attack closed pikes; only pikes and swordsmen may', () => {
    expect(refusal(s, 'melee A13 at B1')).toContain('"PIKEMEN" 1');
    expect(refusal(s, 'melee A1 at B1', [1])).toBeNull();
  });
  it('2a: pikes caught in flank kill half, the attacker doubles and they lose morale automatically', () => {
    const out = play(s, 'melee A13 at B1 --flank');
    // 2 stands × 6 doubled = 24; 4 stands × 6 halved = 12.
    expect(out.results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 24 }, { unit: 'Smaland Horse', points: 12 }]);
    expect(unit(out.state, 'B1').defeated).toBe(true);
  });
});

describe('MUSKETEERS', () => {
  const s = melee(sample());
  it('1: musketeers never attack', () => expect(refusal(s, 'melee A2 at B2')).toContain('"MUSKETEERS" 1'));
  it('2: unsupported musketeers lose automatically and the attacker takes no loss', () => {
    const out = play(s, 'melee A13 at B2 --unsupported');
    expect(out.results.find((r) => r.kills)?.kills?.[1]).toEqual({ unit: 'Smaland Horse', points: 0 });
    expect(unit(out.state, 'B2').defeated).toBe(true);
  });
});

describe('MUSKETEERS 3b 1: musketeers in front of a pike line', () => {
  it('3b 1: only attacking infantry may melee them; cavalry are refused, by charge or melee', () => {
    expect(refusal(sample(), 'charge A13 at B2 --before-pikes')).toBe('musketeers in front of a pike line can be meleed only by attacking infantry ("MUSKETEERS" 3b 1)');
    expect(refusal(melee(sample()), 'melee A13 at B2 --before-pikes')).toContain('"MUSKETEERS" 3b 1');
    expect(refusal(sample(), 'charge A3 at B1 --before-pikes')).toBe('--before-pikes is for musketeers placed in front of a pike line ("MUSKETEERS" 3b 1)');
  });
  it('3b 1: the attacking infantry take a volley, with no UE test, and winning may carry the charge on into the pike line', () => {
    const out = play(sample(), 'charge A3 at B2 --before-pikes');
    expect(out.results[0]?.rolls).toBeUndefined();
    expect(out.results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Yellow Swordsmen', points: 24 }]);
    expect(out.results.map((r) => r.result).join(' ')).toContain('Red Musketeers, in front of a pike line, volley without a test: 24 kill points (4 stands × 6 at 1"); if Yellow Swordsmen win the melee, they may carry the charge on into the pike line with a bonus move ("MUSKETEERS" 3b 1)');
    expect(refusal(sample(), 'charge A3 at B2 --before-pikes --response volley')).toContain('needs no --response');
  });
  it('3b 1: musketeers with no stand loaded have no volley to give, and the result says so', () => {
    const empty = run(sample(), ['set B2 unloaded']);
    const out = play(empty, 'charge A3 at B2 --before-pikes');
    expect(out.results.find((r) => r.kills)?.kills).toBeUndefined();
    expect(out.results.map((r) => r.result).join(' ')).toContain('Red Musketeers, in front of a pike line, have no volley to give: Red Musketeers are not loaded');
  });
});

describe('SWORDSMEN', () => {
  const s = melee(sample());
  it('1: never against cavalry; against closed pikes only after a UE test, failing without loss of morale', () => {
    expect(refusal(s, 'melee A3 at B13')).toContain('"SWORDSMEN" 1');
    const failed = play(s, 'melee A3 at B1', [6]);
    expect(failed.results.map((r) => r.result).join(' ')).toContain('moved elsewhere, without loss of morale');
    expect(unit(failed.state, 'B1').kills).toBe(0);
  });
  it('1: mounted dragoons are not cavalry ("DRAGOONS"), so swordsmen may attack them', () => {
    expect(refusal(s, 'melee A3 at B19', [6])).toBeNull();
  });
  it('2: behind the pikes, the high die lets the winner\'s swordsmen in for double kills', () => {
    const out = play(s, 'melee A1 at B1 --swordsmen A3', [6, 2, 1]);
    // 4 × 6 pikes + 2 stands × 4 doubled.
    expect(out.results.find((r) => r.kills)?.kills?.[0]).toEqual({ unit: 'Red Pikes', points: 24 + 16 });
    const lost = play(s, 'melee A1 at B1 --swordsmen A3', [2, 6]);
    expect(lost.results.find((r) => r.kills)?.kills?.[0]).toEqual({ unit: 'Red Pikes', points: 24 });
  });
});

describe('INFANTRY SQUARES', () => {
  it('3: cavalry cannot attack a pike square, and lose shock against a musketeer square', () => {
    const s = run(sample(), ['form B1 --formation square', 'form B2 --formation square', ['charge A14 at B2', []], 'next']);
    expect(refusal(s, 'melee A13 at B1')).toContain('"INFANTRY SQUARES" 3');
    expect(play(s, 'melee A14 at B2', [1]).results.map((r) => r.result).join(' ')).toContain('no shock against a square');
  });
  it('3: a broken face lets cavalry into a pike square, and the pikes inside are caught as in the rear', () => {
    const s = run(sample(), ['form B1 --formation square', 'next']);
    const r = play(s, 'melee A13 at B1 --broken-square');
    expect(r.results.map((r) => r.result).join(' ')).toContain('double: pikes caught in flank, rear or open order ("PIKEMEN" 2a)');
    expect(unit(r.state, 'B1').defeated).toBe(true);
  });
  it('4: a charging pike column loses its +1 a stand against a square', () => {
    const s = run(sample(), ['form A1 --formation column', 'form B1 --formation square', 'charge A1 at B1', 'next']);
    expect(play(s, 'melee A1 at B1', [1]).results.map((r) => r.result).join(' ')).toContain('a column loses its charge bonus against a square ("INFANTRY SQUARES" 4)');
  });
  it('6: a square does not attack', () => {
    const s = run(sample(), ['form A1 --formation square', 'next']);
    expect(refusal(s, 'melee A1 at B1')).toContain('"INFANTRY SQUARES" 6');
    // It says what to do instead: form line in the move and fire step.
    expect(refusal(s, 'melee A1 at B1')).toBe('a square is a defensive posture and does not attack ("INFANTRY SQUARES" 6): form Yellow Pikes in line first, in the move and fire step (form A1 --formation line)');
  });
});

describe('THE SCATTER RULE', () => {
  it('1-2 left, 3-4 straight back, 5-6 right', () => {
    expect([1, 2, 3, 4, 5, 6].map(scatterDirection)).toEqual(['left', 'left', 'back', 'back', 'right', 'right']);
  });
  it('one die for each stand the defeated unit has left; only after a lost melee; retire until rallied', () => {
    const s = melee(sample());
    expect(refusal(s, 'scatter B2')).toContain('never fire');
    const beaten = play(s, 'melee A13 at B2 --unsupported').state;
    const out = play(beaten, 'scatter B2', [1, 3, 5, 6]);
    expect(unit(out.state, 'B2').scattered).toEqual(['left', 'back', 'right', 'right']);
    const rallied = run(out.state, ['next', 'next', 'next', 'next', ['rally B2', [4]]]);
    expect(unit(rallied, 'B2').scattered).toBeNull();
  });
  it('1: each stand\'s die names its stand, so dice rolled by hand are asked one stand at a time', () => {
    const beaten = play(melee(sample()), 'melee A13 at B2 --unsupported').state;
    const asked: string[] = [];
    const action = scrubyRules.parse(beaten, 'scatter B2');
    if (!action.ok) throw new Error(action.error);
    scrubyRules.execute(beaten, action.value, { roll: (_sides, label, about) => (asked.push(`${label} | ${about?.side ?? ''}`), 3) });
    expect(asked).toEqual([1, 2, 3, 4].map((i) => `scatter, stand ${i} of 4: Red Musketeers | Red Musketeers, stand ${i} of 4`));
  });
});

describe('BONUS MOVES', () => {
  it('1: only the winner of a melee, twice a move at most', () => {
    const s = melee(sample());
    expect(refusal(s, 'bonus A13')).toContain('has not won');
    const won = run(s, ['melee A13 at B2 --unsupported', 'bonus A13', 'melee A13 at B6 --unsupported', 'bonus A13']);
    expect(refusal(won, 'bonus A13')).toContain('2 bonus moves');
  });
  it('2: cavalry pursue at double kill without loss; the beaten retire without scatter', () => {
    const s = run(melee(sample()), ['melee A13 at B2 --unsupported']);
    const out = play(s, 'pursue A14 at B2');
    expect(out.results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Musketeers', points: 24 }]);
    expect(unit(out.state, 'B2')).toMatchObject({ retiring: true, defeated: false, scattered: null });
  });
  it('2: a pursued unit does not use the scatter rule: scatter says the pursuit took its place', () => {
    const s = run(sample(), ['next', 'melee A1 at B1 --flank', 'pursue A13']);
    const why = refusal(s, 'scatter B1', [1, 1, 1]);
    expect(why).toBe('Red Pikes were pursued by Smaland Horse this game move: the pursuit takes the place of the scatter, and they retire a cavalry move instead ("BONUS MOVES" 2)');
    expect(why).not.toContain('not lost post-melee morale');
    // Next game move the pursuit is over: the reason is the plain one again.
    expect(refusal(run(s, ['next', 'next', 'next']), 'scatter B1', [1, 1])).toContain('not lost post-melee morale');
  });
  it('2: pursue without "at" takes the one enemy that lost post-melee morale; at still works', () => {
    const s = run(sample(), ['charge A13 at B2', 'next', 'melee A13 at B2 --unsupported']);
    const implied = play(s, 'pursue A13');
    expect(implied.results[0]).toMatchObject({ target: 'Red Musketeers', kills: [{ unit: 'Red Musketeers', points: 24 }] });
    expect(implied.results.map((r) => r.result).join(' ')).toBe(play(s, 'pursue A13 at B2').results.map((r) => r.result).join(' '));
    expect(unit(implied.state, 'B2').retiring).toBe(true);
  });
  it('2: pursue without "at" is refused when no enemy, or more than one, lost post-melee morale, naming them', () => {
    const s = melee(sample());
    expect(refusal(s, 'pursue A13')).toBe('no enemy of Smaland Horse has lost post-melee morale this game move, so there is nobody to pursue ("BONUS MOVES" 2)');
    const two = run(s, ['melee A13 at B2 --unsupported', 'melee A14 at B6 --unsupported']);
    expect(refusal(two, 'pursue A15')).toBe('name the unit Uppland Horse pursues: Red Musketeers (B2) and White Musketeers (B6) have lost post-melee morale (pursue A15 at B2)');
    expect(refusal(two, 'pursue A1')).toBe('only cavalry pursue ("BONUS MOVES" 2)');
  });
});

describe('BONUS MOVES 1: how many melees a game move', () => {
  it('BONUS MOVES 1: a drawn melee is fought again next game move, not twice in one', () => {
    const drawn = run(melee(sample()), ['melee A1 at B1']);
    expect(refusal(drawn, 'melee A1 at B1')).toBe('Yellow Pikes and Red Pikes have fought their melee this game move: a pair fights once a game move ("BONUS MOVES" 1)');
    expect(refusal(drawn, 'melee B1 at A1')).toContain('have fought their melee this game move');
    expect(refusal(run(drawn, ['next', 'next', 'next']), 'melee A1 at B1')).toBeNull();
  });
  it('BONUS MOVES 1: a unit fights one melee a game move; only a bonus move takes it into another', () => {
    const won = run(melee(sample()), ['melee A13 at B2 --unsupported']);
    expect(refusal(won, 'melee A13 at B6 --unsupported')).toBe('Smaland Horse has fought a melee this game move: only a bonus move takes it into another (bonus A13, "BONUS MOVES" 1)');
    expect(refusal(run(won, ['bonus A13']), 'melee A13 at B6 --unsupported')).toBeNull();
  });
  it('BONUS MOVES 1: one victorious melee leads to two bonus moves and one extra melee; the second bonus move\'s melee waits', () => {
    const twice = run(melee(sample()), ['melee A13 at B2 --unsupported', 'bonus A13', 'melee A13 at B6 --unsupported', 'bonus A13']);
    expect(refusal(twice, 'melee A13 at B10 --unsupported')).toBe('Smaland Horse has fought the extra melee of its first bonus move: the melee of its second bonus move is fought next game move ("BONUS MOVES" 1)');
  });
  it('SWORDSMEN 1: swordsmen who fail their test against closed pikes are moved elsewhere and do not try again this game move', () => {
    const failed = run(melee(sample()), [['melee A3 at B1', [6]]]);
    expect(refusal(failed, 'melee A3 at B1', [1])).toBe('Yellow Swordsmen failed their UE test against Red Pikes this game move and were moved elsewhere: no second try until the next game move ("SWORDSMEN" 1)');
  });
  it('SWORDSMEN 1: swordsmen who failed their test are told so, not that they lost a melee, when they try another melee or a bonus move', () => {
    const failed = run(melee(sample()), [['melee A3 at B1', [6]]]);
    expect(refusal(failed, 'melee A3 at B2 --unsupported')).toBe('Yellow Swordsmen failed their UE test against Red Pikes this game move and were moved elsewhere: that was their melee for this game move ("SWORDSMEN" 1)');
    expect(refusal(failed, 'bonus A3')).toBe('Yellow Swordsmen failed their UE test against Red Pikes this game move and fought no melee: only the winner takes a bonus move ("SWORDSMEN" 1, "BONUS MOVES" 1)');
  });
  it('SWORDSMEN 1: the failed test uses up the swordsmen\'s melee, not the pikes\': the pikes may still fight theirs', () => {
    const failed = run(melee(sample()), [['melee A3 at B1', [6]]]);
    expect(unit(failed, 'B1').melees).toBe(0);
    expect(refusal(failed, 'melee B1 at A5', [1])).toBeNull();
    expect(refusal(failed, 'melee A5 at B1', [1])).toBeNull();
  });
});

describe('BONUS MOVES 2: who may pursue', () => {
  it('2: scattered, retiring or beaten cavalry take no offensive action, so they do not pursue ("MORALE")', () => {
    const s = run(melee(sample()), ['melee A1 at B1 --flank', 'set A13 retiring']);
    expect(refusal(s, 'pursue A13 at B1')).toBe('Smaland Horse cannot take offensive action until rallied ("MORALE")');
  });
  it('2: a unit is pursued once, and cavalry take one pursuit move a game move', () => {
    const s = run(melee(sample()), ['melee A1 at B1 --flank', 'melee A5 at B5 --flank', 'pursue A13 at B1']);
    expect(refusal(s, 'pursue A14 at B1')).toBe('Red Pikes were pursued by Smaland Horse this game move and retire a cavalry move ("BONUS MOVES" 2)');
    expect(refusal(s, 'pursue A13 at B5')).toBe('Smaland Horse has taken its pursuit move this game move ("BONUS MOVES" 2)');
  });
});

describe('THE MELEE: a loser destroyed', () => {
  it('a loser with no stands left is destroyed: it neither holds its ground nor scatters', () => {
    const s = run(sample(), ['set B1 kills 110', 'set B2 kills 110', 'next']);
    const pikes = play(s, 'melee A1 at B1').results.map((r) => r.result).join(' ');
    expect(pikes).toContain('Red Pikes lose the melee and are destroyed.');
    expect(pikes).not.toContain('hold their ground');
    const muskets = play(s, 'melee A13 at B2 --unsupported');
    expect(muskets.results.map((r) => r.result).join(' ')).toContain('Red Musketeers lose the melee and are destroyed.');
    expect(muskets.results.map((r) => r.result).join(' ')).not.toContain('scatter');
  });
});

describe('BONUS MOVES: two choices', () => {
  it('the winner takes the regular bonus move or the pursuit by cavalry, not both', () => {
    const won = run(melee(sample()), ['melee A13 at B2 --unsupported']);
    expect(refusal(run(won, ['pursue A13 at B2']), 'bonus A13')).toBe('Smaland Horse has taken its pursuit move: the winner has the bonus move or the pursuit, not both ("BONUS MOVES")');
    expect(refusal(run(won, ['bonus A13']), 'pursue A13 at B2')).toBe('Smaland Horse has taken a bonus move: the winner has the bonus move or the pursuit, not both ("BONUS MOVES")');
  });
});

describe('THE MELEE: the unit charged', () => {
  it('melee without "at" fights the unit charged this game move, and says so; without a charge it is refused', () => {
    const s = run(sample(), ['charge A13 at B2', 'next']);
    const implied = play(s, 'melee A13 --unsupported');
    const typed = play(s, 'melee A13 at B2 --unsupported');
    expect(implied.results[0]?.target).toBe('Red Musketeers');
    expect(implied.results.map((r) => r.result).join(' ')).toBe(`Smaland Horse fights Red Musketeers, whom it charged. ${typed.results.map((r) => r.result).join(' ')}`);
    expect(refusal(s, 'melee A14')).toBe('name the enemy Ostgota Horse fights: melee A14 at <target> (it has no charge to fight out)');
    expect(refusal(run(s, ['melee A13 --unsupported']), 'melee A13')).toContain('no charge to fight out');
  });
  it('the menus offer the unit charged first, already chosen', () => {
    const s = run(sample(), ['charge A13 at B14 --response none', 'next']);
    const step = meleeStep(s, unit(s, 'A13'));
    if (step === null || typeof step === 'string' || step.kind !== 'select') throw new Error('no target asked');
    expect([step.default, step.choices[0]?.value]).toEqual(['B14', 'B14']);
    expect(step.choices.length).toBeGreaterThan(1);
  });
});

describe('COMBAT TABLE: melee kill and UE per stand', () => {
  // The garbled rows as docs/rules/scruby.md reads them, row by row.
  const rows: [UnitType, number, number, number, number][] = [
    ['musketeer', 1, 1, 4, 4],
    ['heavy-pike', 6, 2, 5, 3],
    ['light-pike', 4, 1, 4, 2],
    ['swordsman', 4, 4, 4, 2],
    ['heavy-cavalry', 6, 6, 5, 5],
    ['light-cavalry', 3, 3, 4, 4],
    ['reiter', 2, 2, 3, 3],
    ['long-swordsman', 6, 6, 5, 3],
  ];
  it.each(rows)('%s: melee %i closed, %i open; UE %i closed, %i open', (type, closed, open, ueClosed, ueOpen) => {
    expect(TABLE[type].melee).toEqual({ closed, open });
    expect(TABLE[type].efficiency).toEqual({ closed: ueClosed, open: ueOpen });
  });
  it('a melee kills its stands times the cell for its order', () => {
    const s = run(sample(), ['form B9 --order open', 'next']);
    // Yellow Pikes are closed heavy pikes (6 a stand); Black Pikes in open order are light pikes (1 a stand).
    const result = play(s, 'melee A1 at B9', [1]).results.map((r) => r.result).join(' ');
    expect(result).toContain('Yellow Pikes kill 48 (4 stands × 6; double');
    expect(result).toContain('Black Pikes kill 2 (4 stands × 1; half: caught in flank, rear or open order');
  });
});

describe('Column Formation', () => {
  it('1: only the first 5 stands of a column count in melee', () => {
    const base = sample();
    const big = { ...base, units: base.units.map((u) => (u.id === 'A1' ? { ...u, startStands: 7, formation: 'column' as const } : u)) };
    const r = play(run(big, ['next']), 'melee A1 at B1', [1]);
    expect(r.results.map((r) => r.result).join(' ')).toContain('Yellow Pikes kill 30 (5 of 7 stands × 6 (a column counts its first 5, "Column Formation" 1))');
  });
  it('1: a column of 5 stands or fewer fights with all of them, and the kills say nothing of the first 5', () => {
    const s = run(sample(), ['form A1 --formation column', 'charge A1 at B1', 'next']);
    const r = play(s, 'melee A1 at B1', [1]).results.map((r) => r.result).join(' ');
    expect(r).toContain('Yellow Pikes kill 28 (4 stands × 6; column charge +1 a stand');
    expect(r).not.toContain('first 5');
    // The defender's column is capped as well, and said so.
    const base = sample();
    const big = { ...base, units: base.units.map((u) => (u.id === 'B1' ? { ...u, startStands: 6, formation: 'column' as const } : u)) };
    expect(play(run(big, ['next']), 'melee A1 at B1', [1]).results.map((r) => r.result).join(' ')).toContain('Red Pikes kill 30 (5 of 6 stands × 6 (a column counts its first 5, "Column Formation" 1))');
  });
  it('3: the +1 a stand is the pikemen\'s: a charging column of swordsmen, whose own rules give a column only +2", adds nothing', () => {
    const s = run(sample(), ['form A3 --formation column', 'charge A3 at B2', 'next']);
    const r = play(s, 'melee A3 at B2', [1]);
    expect(r.results.map((r) => r.result).join(' ')).toContain('Yellow Swordsmen kill 8 (2 stands × 4)');
  });
  it('3: a column that charges adds 1 kill point a stand', () => {
    const s = run(sample(), ['form A1 --formation column', 'charge A1 at B1', 'next']);
    const r = play(s, 'melee A1 at B1', [1]);
    expect(r.results.map((r) => r.result).join(' ')).toContain('Yellow Pikes kill 28 (4 stands × 6; column charge +1 a stand ("Column Formation" 3))');
  });
});

describe('DRAGOONS (in melee)', () => {
  it('mounted dragoons attacked by cavalry are annihilated (designed)', () => {
    const r = play(run(sample(), ['next']), 'melee A13 at B19');
    expect(r.results.map((r) => r.result).join(' ')).toContain('Imperial Dragoon Muskets, mounted, are annihilated by cavalry (designed, "DRAGOONS")');
    expect(unit(r.state, 'B19').destroyed).toBe(true);
  });
  it('4: dismounted dragoon musketeers may attack artillery, fighting as musketeers (read over "MUSKETEERS" 1)', () => {
    const s = run(sample(), ['dismount A19', 'next']);
    const r = play(s, 'melee A19 at B4');
    // 2 stands × the musketeer's melee kill of 1; a gun kills nothing in melee.
    expect(r.results.find((r) => r.kills)?.kills?.[0]).toEqual({ unit: 'Red Gun', points: 2 });
    expect(r.results.map((r) => r.result).join(' ')).toContain('Swedish Dragoon Muskets kill 2 (2 stands × 1)');
    const action = scrubyRules.parse(s, 'melee A19 at B4');
    if (!action.ok) throw new Error(action.error);
    const preview = previewScruby(s, action.value);
    expect(preview.ok && preview.value.note).toContain('Swedish Dragoon Muskets kill 2, Red Gun kills 0');
    // The odds say what the roll says: a gun that loses tests no morale, it does not hold.
    expect(preview.ok && preview.value.note).toContain('Swedish Dragoon Muskets win, Red Gun loses (a gun tests no morale)');
    expect(r.results.map((r) => r.result).join(' ')).toContain('Red Gun loses the melee: a gun tests no morale');
    expect(meleeStep(s, unit(s, 'A19'))).not.toBeNull();
  });
  it('3–4: dragoons dismounted after half a cavalry move charge with the half foot move left; after a full move they may not', () => {
    const s = run(sample(), ['advance A19 --half', 'dismount A19']);
    expect(play(s, 'charge A19 at B4').results.map((r) => r.result).join(' ')).toBe('Swedish Dragoon Muskets charge Red Gun: up to 3" (dismounted dragoons as musketeers: 6" ("MUSKETEERS" 1); half a move), the half foot move left after dismounting ("DRAGOONS" 3–4)');
    expect(refusal(run(s, ['advance A19']), 'charge A19 at B4')).toContain('already moved');
    expect(refusal(run(sample(), ['advance A20', 'dismount A20']), 'charge A20 at B4')).toContain('already moved');
  });
  it('4–5: dragoon musketeers still attack nothing but artillery, and say why ("MUSKETEERS" 1, "DRAGOONS" 4)', () => {
    const s = run(sample(), ['dismount A19', 'next']);
    expect(refusal(s, 'melee A19 at B2')).toBe('musketeers are not allowed to attack in melee ("MUSKETEERS" 1); dragoon musketeers attack only artillery ("DRAGOONS" 4)');
    expect(refusal(run(sample(), ['next']), 'melee A2 at B4')).toBe('musketeers are not allowed to attack in melee ("MUSKETEERS" 1)');
  });
});

describe('MORALE', () => {
  it('post-volley morale is recorded by correction: a retiring unit takes no offensive action and retires each move until rallied', () => {
    let s = run(sample(), ['fire A2 at B1 --range 10', 'set B1 retiring --why "lost post-volley morale"', 'set B1 ue 3 --why "post-volley morale costs UE"']);
    expect(refusal(s, 'charge B1 at A1')).toBe('Red Pikes cannot take offensive action until rallied ("MORALE")');
    s = run(s, ['next', 'next']);
    expect(play(s, 'next').results.map((r) => r.result).join(' ')).toContain('Red Pikes retire again until rallied.');
    const rallied = play(s, 'rally B1', [3]);
    expect(rallied.results.map((r) => r.result).join(' ')).toBe('Red Pikes roll 3 against UE 3 and rally: retiring → rallied');
    expect(unit(rallied.state, 'B1').retiring).toBe(false);
  });
});

describe('BONUS MOVES 1: only the winner of its last melee takes a bonus move', () => {
  const won = () => run(melee(sample()), ['melee A13 at B2 --unsupported', 'bonus A13']);
  it('BONUS MOVES 1, MORALE: a unit that lost its bonus melee and its morale takes no second bonus move, and no bonus rallies it', () => {
    const lost = run(won(), [['melee A13 at B13 --stands 1', [6]]]);
    expect(unit(lost, 'A13').defeated).toBe(true);
    expect(refusal(lost, 'bonus A13')).toBe('Smaland Horse cannot take offensive action until rallied ("MORALE")');
    const scattered = run(lost, [['scatter A13', [1, 1]]]);
    expect(refusal(scattered, 'bonus A13')).toBe('Smaland Horse cannot take offensive action until rallied ("MORALE")');
    expect(unit(scattered, 'A13').scattered).toEqual(['left', 'left']);
  });
  it('BONUS MOVES 1: a unit that lost its bonus melee but held its ground, or drew its melee, takes no bonus move', () => {
    const held = run(won(), [['melee A13 at B13 --stands 1', [1]]]);
    expect(refusal(held, 'bonus A13')).toBe('Smaland Horse has not won a melee since its first bonus move: the second bonus move follows a won melee ("BONUS MOVES" 1)');
    const drawn = run(melee(sample()), ['melee A1 at B1']);
    expect(refusal(drawn, 'bonus A1')).toBe('Yellow Pikes did not win their last melee: only the winner takes a bonus move ("BONUS MOVES" 1)');
  });
  it('BONUS MOVES 1: the second bonus move follows a won melee of the first, not the first win again', () => {
    expect(refusal(won(), 'bonus A13')).toBe('Smaland Horse has not won a melee since its first bonus move: the second bonus move follows a won melee ("BONUS MOVES" 1)');
    expect(refusal(run(won(), ['melee A13 at B6 --unsupported']), 'bonus A13')).toBeNull();
  });
  it('BONUS MOVES 1: a winner attacked after its first bonus move and held to a draw is told it has not won since, not that it has not fought', () => {
    const drawn = run(won(), ['melee B14 at A13']);
    expect(unit(drawn, 'A13').beat).toBeNull();
    expect(unit(drawn, 'A13').melees).toBe(2);
    expect(refusal(drawn, 'bonus A13')).toBe('Smaland Horse has not won a melee since its first bonus move: the second bonus move follows a won melee ("BONUS MOVES" 1)');
  });
  it('BONUS MOVES 1: a winner later held to a draw as defender has no win to spend', () => {
    const s = run(melee(sample()), ['melee A13 at B2 --unsupported', 'melee B14 at A13']);
    expect(refusal(s, 'bonus A13')).toContain('did not win its last melee');
  });
  it('MORALE: retiring troops are refused a bonus move, and the refusal leaves them retiring', () => {
    const s = run(melee(sample()), ['melee A13 at B2 --unsupported', 'set A13 retiring']);
    expect(refusal(s, 'bonus A13')).toBe('Smaland Horse cannot take offensive action until rallied ("MORALE")');
    expect(unit(s, 'A13').retiring).toBe(true);
  });
});

describe('BONUS MOVES: two choices, whoever pursues', () => {
  it('a loser pursued by supporting cavalry leaves the winner no bonus move, and a bonus move taken leaves no pursuit', () => {
    const won = run(melee(sample()), ['melee A13 at B2 --unsupported']);
    expect(refusal(run(won, ['pursue A14 at B2']), 'bonus A13')).toBe('Red Musketeers were pursued by Ostgota Horse after Smaland Horse beat them: the winner has the bonus move or the pursuit, not both ("BONUS MOVES")');
    expect(refusal(run(won, ['bonus A13']), 'pursue A14 at B2')).toBe('Smaland Horse took a bonus move after beating Red Musketeers: the winner has the bonus move or the pursuit, not both ("BONUS MOVES")');
  });
});

describe('BONUS MOVES 1: the melee refusals say what holds', () => {
  it('a unit that drew is not offered a bonus move', () => {
    const drawn = run(melee(sample()), ['melee A1 at B1']);
    const why = refusal(drawn, 'melee A1 at B5');
    expect(why).toBe('Yellow Pikes has fought a melee this game move and did not win the last one: only the winner\'s bonus move leads into another ("BONUS MOVES" 1)'.replace('Pikes has', 'Pikes have'));
    expect(why).not.toContain('bonus A1');
  });
  it('a defender that won two melees and took a bonus move fights the melee of that bonus move', () => {
    const s = run(melee(sample()), [['melee B14 at A13 --stands 1', [1]], ['melee B15 at A13 --stands 1', [1]], 'bonus A13']);
    expect(unit(s, 'A13').melees).toBe(2);
    expect(refusal(s, 'melee A13 at B2 --unsupported')).toBeNull();
  });
});

describe('SWORDSMEN 1: odds of the test against closed pikes', () => {
  it('odds name the failed test (the UE 4 test fails on 5 or 6) apart from the melee fought', () => {
    const s = melee(sample());
    const a = scrubyRules.parse(s, 'melee A3 at B1');
    if (!a.ok) throw new Error(a.error);
    const p = previewScruby(s, a.value);
    if (!p.ok) throw new Error(p.error);
    expect(p.value.odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['Red Pikes win, Yellow Swordsmen hold (Yellow Swordsmen kill 8, Red Pikes kill 24)', '4/9'],
      ['Yellow Swordsmen fail their UE test: no melee', '1/3'],
      ['Yellow Swordsmen lose morale (Yellow Swordsmen kill 8, Red Pikes kill 24)', '2/9'],
    ]);
  });
});

describe('INFANTRY SQUARES 7: cavalry charge a broken square', () => {
  it('a pike square with a face swept away may be charged by cavalry, and the melee strikes the broken face', () => {
    const s = run(sample(), ['form B1 --formation square']);
    // The refusal says what to do instead: the broken face.
    expect(refusal(s, 'charge A13 at B1')).toBe('cavalry cannot attack a square of pikemen ("INFANTRY SQUARES" 3); a face swept away by fire lets them in: --broken-square (7)');
    const charged = play(s, 'charge A13 at B1 --broken-square');
    expect(charged.results[0]?.result).toMatch(/^Smaland Horse charges Red Pikes through a broken face of their square: up to 14"/);
    const r = play(run(charged.state, ['next']), 'melee A13', [6]);
    // The pikes inside are caught in the rear: 2 × 6 doubled; 4 × 6 halved; no shock against a square ("INFANTRY SQUARES" 3).
    expect(r.results.find((x) => x.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 24 }, { unit: 'Smaland Horse', points: 12 }]);
    expect(unit(r.state, 'B1').defeated).toBe(true);
  });
  it('the menus offer cavalry a pike square only through a broken face, and the line says so', () => {
    const s = run(sample(), ['form B1 --formation square']);
    const line = walkGuide(scrubyGuide(s), { select: [/^charge/, /^Smaland Horse/, /^Red Pikes/] });
    expect(line).toBe('charge A13 at B1 --broken-square');
  });
});
