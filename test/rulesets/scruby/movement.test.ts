/** Seed 001, "MOVEMENT", "INFANTRY SQUARES" 5, "ARTILLERY" and "DRAGOONS": allowances by type, order and formation. */
import { describe, expect, it } from 'vitest';
import { allowance } from '../../../src/rulesets/scruby/movement.js';
import { play, refusal, run, sample, unit } from './fixtures.js';

const inches = (s: ReturnType<typeof sample>, id: string, f = unit(s, id).formation, charge = false) => allowance(unit(s, id), f, charge, false).inches;

describe('MOVEMENT', () => {
  const s = sample();
  it('HEAVY PIKEMEN: 3" in closed order, 6" in open; a column adds 2"', () => {
    expect(inches(s, 'A1')).toBe(3);
    expect(inches(s, 'A1', 'column')).toBe(5);
    const open = run(s, ['form A1 --order open']);
    expect(unit(open, 'A1').breakingOrder).toBe(true);
    expect(inches(open, 'A1')).toBe(3); // breaking from closed to open: 3" on the first move
    const next = run(open, ['next', 'next', 'next']);
    expect(inches(next, 'A1')).toBe(6);
  });
  it('LIGHT PIKEMEN: 6" even in closed order', () => expect(inches(s, 'A5')).toBe(6));
  it('SWORDSMEN and MUSKETEERS: 6", +2" in column', () => {
    expect(inches(s, 'A3')).toBe(6);
    expect(inches(s, 'A2', 'column')).toBe(8);
  });
  it('HEAVY CAVALRY 12", LIGHT CAVALRY 16", +2" for column or charge (not both)', () => {
    expect(inches(s, 'A13')).toBe(12);
    expect(inches(s, 'A16')).toBe(16);
    expect(inches(s, 'A13', 'line', true)).toBe(14);
    expect(inches(s, 'A16', 'column', true)).toBe(18);
  });
  it('INFANTRY SQUARES 5: 3" in any direction, light pikes 6"', () => {
    expect(inches(s, 'A1', 'square')).toBe(3);
    expect(inches(s, 'A5', 'square')).toBe(6);
  });
  it('Column Formation 1: a column of pikemen needs three stands', () => {
    const two = { ...s, units: s.units.map((u) => (u.id === 'A1' ? { ...u, startStands: 2 } : u)) };
    expect(refusal(two, 'advance A1 --formation column')).toBe('a column of pikemen needs at least 3 stands ("Column Formation" 1); Yellow Pikes have 2');
  });
  it('Column Formation 1: a closed pike column cut below 3 stands is told how to re-form, and re-forms as it retires', () => {
    // The play-test's game: Yellow Pikes charge in column, are caught in flank, scatter with 2 stands.
    const cut = run(sample(), ['form A1 --formation column', 'charge A1 at B1 --response none', 'next', ['melee A1', [3]], ['melee B5 at A1 --flank', [3]], ['scatter A1', [1, 6]], 'next', 'next']);
    expect(unit(cut, 'A1')).toMatchObject({ formation: 'column', order: 'closed' });
    expect(refusal(cut, 'advance A1 --retire')).toBe('Yellow Pikes are a column cut to 2 stands, too few to go on as one: a column of pikemen needs at least 3 stands ("Column Formation" 1); re-form as they move (advance A1 --retire --formation line)');
    expect(refusal(cut, 'form A1 --order open')).toBe('Yellow Pikes are a column cut to 2 stands, too few to go on as one: a column of pikemen needs at least 3 stands ("Column Formation" 1); re-form first (form A1 --formation line)');
    const out = play(cut, 'advance A1 --retire --formation line');
    expect(unit(out.state, 'A1').formation).toBe('line');
    expect(out.results[0]?.result).toContain('backwards in a closed line ("HEAVY PIKEMEN" closed 2)');
  });
  it('HEAVY PIKEMEN closed 1–2: a cut column re-forming into a line as it moves is told it is a line now, not of columns', () => {
    const cut = run(sample(), ['form A1 --formation column', 'set A1 stands 2']);
    const out = play(cut, 'advance A1 --formation line');
    expect(out.results[0]?.result).toBe('Yellow Pikes move up to 3": heavy pikes, closed order: 3" ("HEAVY PIKEMEN" closed 1) (from column into line; forward or 45° only)');
    // The journal's event keeps its words, so older journals replay.
    expect(out.events[0]?.text).toBe('Yellow Pikes move up to 3": heavy pikes, closed order: 3" ("HEAVY PIKEMEN" closed 1) (forward or 45° only; no backwards in column)');
    // A whole column that moves on as one is still told of closed 2.
    expect(play(run(sample(), ['form A1 --formation column']), 'advance A1').results[0]?.result).toContain('(forward or 45° only; no backwards in column)');
    // A charge goes only forward, column or not.
    expect(play(run(sample(), ['form A1 --formation column', 'next', 'next', 'next']), 'charge A1 at B1').results[0]?.result).toBe('Yellow Pikes charge Red Pikes: up to 5" (heavy pikes, closed order: 3" ("HEAVY PIKEMEN" closed 1); +2" column ("Column Formation" 2)), forward or 45° only');
  });
  it('Column Formation 1: the hit that cuts a column below 3 stands says it must re-form; the journal\'s event keeps its words', () => {
    const s3 = run(sample(), ['form A1 --formation column', 'set A1 kills 30', 'next']);
    const out = play(s3, 'melee B5 at A1 --flank', [3]);
    const said = out.results.map((r) => r.result).join(' ');
    expect(said).toMatch(/Yellow Pikes take 48 kill points \(78 kill points in all; 2 stands, \d+ figures left\): 1 stand gone; too few stands to go on as a column, they re-form as they next move \("Column Formation" 1\)/);
    expect(out.events.map((e) => e.text).join(' ')).not.toContain('re-form');
    // Only the hit that cuts it says so: a column already cut is told by status and by the refusal.
    const again = play(run(sample(), ['form A1 --formation column', 'set A1 kills 60', 'next']), 'melee B5 at A1 --flank', [3]);
    expect(again.results.map((r) => r.result).join(' ')).not.toContain('re-form');
  });
  it('Column Formation 1: without the roster (defaults.roster false) kill points take no stands, so a column is never cut', () => {
    const kept = run(sample({ roster: false }), ['form A1 --formation column', 'set A1 kills 60']);
    expect(play(kept, 'advance A1').results[0]?.result).not.toContain('cut');
    expect(unit(play(kept, 'advance A1').state, 'A1').formation).toBe('column');
  });
  it('Column Formation 1: a column cut below 3 stands charges only after it re-forms', () => {
    const cut = run(sample(), ['form A1 --formation column', 'set A1 kills 60']);
    expect(refusal(cut, 'charge A1 at B1 --response none')).toBe('Yellow Pikes are a column cut to 2 stands, too few to go on as one: a column of pikemen needs at least 3 stands ("Column Formation" 1); re-form first (form A1 --formation line), then charge');
    expect(refusal(run(cut, ['form A1 --formation line']), 'charge A1 at B1 --response none')).toBeNull();
    // A whole column of 3 charges as before.
    expect(refusal(run(sample(), ['form A1 --formation column', 'set A1 kills 30']), 'charge A1 at B1 --response none')).toBeNull();
  });
  it('SWORDSMEN 2: the text\'s two-stand swordsmen may form a column for +2": the 3-stand minimum sits under the pikemen', () => {
    expect(refusal(s, 'advance A3 --formation column')).toBeNull();
    expect(inches(s, 'A3', 'column')).toBe(8);
    const one = { ...s, units: s.units.map((u) => (u.id === 'A3' ? { ...u, startStands: 1 } : u)) };
    expect(refusal(one, 'form A3 --formation column')).toBe('a column needs at least 2 stands (designed); Yellow Swordsmen have 1');
  });
  it('ARTILLERY: a large gun only swivels; a small gun moves an infantry move', () => {
    expect(inches(s, 'A21')).toBe(0);
    expect(inches(s, 'A4')).toBe(6);
  });
  it('advance prints the allowance with each factor', () => {
    const out = play(s, 'advance A1 --formation column');
    expect(out.results.map((r) => r.result).join(' ')).toContain('5": heavy pikes, closed order: 3"');
    expect(out.results.map((r) => r.result).join(' ')).toContain('+2" column');
  });
});

describe('DRAGOONS', () => {
  const s = sample();
  it('1: a full cavalry move, then dismount into closed order, with no further move', () => {
    const after = run(s, ['advance A19', 'dismount A19']);
    expect(unit(after, 'A19')).toMatchObject({ mounted: false, order: 'closed' });
    expect(refusal(after, 'advance A19')).toContain('"DRAGOONS" 1');
  });
  it('2: mount and move a full move, but not dismount in the same move', () => {
    const onFoot = run(s, ['dismount A19', 'next', 'next', 'next']);
    const mounted = run(onFoot, ['mount A19', 'advance A19']);
    expect(refusal(mounted, 'dismount A19')).toContain('"DRAGOONS" 2');
  });
  it('3: half a cavalry move, dismount, half an infantry move', () => {
    const after = run(s, ['advance A19 --half', 'dismount A19']);
    expect(play(after, 'advance A19').results.map((r) => r.result).join(' ')).toContain('up to 3"');
  });
});

describe('HEAVY PIKEMEN: open order 2', () => {
  it('open order 2: a closed-order charge must be formed on a prior game move', () => {
    const opened = run(sample(), ['form B1 --order open', 'next', 'next', 'next']);
    const closing = run(opened, ['form B1 --order closed']);
    expect(refusal(closing, 'charge B1 at A1')).toBe('Red Pikes formed closed order this game move: a closed-order charge must be formed on a prior game move ("HEAVY PIKEMEN" open order 2)');
    expect(refusal(run(closing, ['next', 'next', 'next']), 'charge B1 at A1')).toBeNull();
  });
  it('open order 2: pikes who charge in open order cannot finish the move in closed order', () => {
    const opened = run(sample(), ['form B1 --order open', 'next', 'next', 'next', 'charge B1 at A1']);
    expect(refusal(opened, 'form B1 --order closed')).toBe('Red Pikes charged in open order this game move and cannot finish the move in closed order ("HEAVY PIKEMEN" open order 2)');
  });
  it('open order 2: light pikes too ("LIGHT PIKEMEN": the same basic rules)', () => {
    const closing = run(sample(), ['form B9 --order open', 'next', 'next', 'next', 'form B9 --order closed']);
    expect(refusal(closing, 'charge B9 at A1')).toContain('"HEAVY PIKEMEN" open order 2');
  });
});


describe('HEAVY PIKEMEN closed 2: a retirement goes backwards', () => {
  it('closed 2 and 4: heavy pikes that broke to open order this move, retiring, are not told of a closed line', () => {
    const out = play(run(sample(), ['form A1 --order open']), 'advance A1 --retire');
    expect(out.results[0]?.result).toBe('Yellow Pikes retire up to 3": heavy pikes breaking to open order: 3" ("HEAVY PIKEMEN" closed 4) (backwards: they break to open order, and only closed order limits the way back ("HEAVY PIKEMEN" closed 2 and 4))');
    // Broken and closed again in the same move, they are a closed line once more.
    const closed = play(run(sample(), ['form A1 --order open', 'form A1 --order closed']), 'advance A1 --retire');
    expect(closed.results[0]?.result ?? '').not.toContain('they break to open order');
  });
  it('closed 2: retiring closed heavy pikes in line are told they may go backwards; the event keeps its words', () => {
    const line = play(sample(), 'advance A1 --retire');
    expect(line.results[0]?.result).toBe('Yellow Pikes retire up to 3": heavy pikes, closed order: 3" ("HEAVY PIKEMEN" closed 1) (backwards in a closed line ("HEAVY PIKEMEN" closed 2))');
    expect(line.events[0]?.text).toBe('Yellow Pikes retire up to 3": heavy pikes, closed order: 3" ("HEAVY PIKEMEN" closed 1) (forward or 45° only; no backwards in column)');
    expect(play(sample(), 'advance A1').results[0]?.result).toContain('(forward or 45° only)');
  });
  it('closed 2: a closed column of heavy pikes may not retire, and is told how it may', () => {
    const why = 'Yellow Pikes cannot move backwards in a closed column ("HEAVY PIKEMEN" closed 2): retire in a closed line or square (advance A1 --retire --formation line), or form open order first (form A1 --order open)';
    expect(refusal(sample(), 'advance A1 --retire --formation column')).toBe(why);
    const column = run(sample(), ['form A1 --formation column']);
    expect(refusal(column, 'advance A1 --retire')).toBe(why);
    // The ways it names are played: a closed line or square, or open order (3" as it breaks, closed 4).
    expect(play(column, 'advance A1 --retire --formation line').results[0]?.result).toContain('backwards in a closed line');
    expect(play(column, 'advance A1 --retire --formation square').results[0]?.result).toContain('square: 3" in any direction');
    expect(play(run(column, ['form A1 --order open']), 'advance A1 --retire').results[0]?.result).toContain('retire up to 5"');
    // Forward, the column moves as before; a retiring (beaten) column is held to closed 2 too.
    expect(play(column, 'advance A1').results[0]?.result).toContain('Yellow Pikes move up to 5"');
    expect(refusal(run(column, ['set A1 retiring']), 'advance A1 --retire')).toBe(why);
  });
});

describe('THE SCATTER RULE 1: scattered and retiring units go on retiring until rallied', () => {
  it('THE SCATTER RULE 1: a scattered unit\'s move is a retirement; a move without --retire is refused with the command', () => {
    const scattered = run(sample(), ['form B5 --formation column', 'set B5 stands 2', 'next', ['melee A1 at B5', [6]], ['scatter B5', [1, 2]], 'next', 'next']);
    expect(refusal(scattered, 'advance B5 --formation line')).toBe('White Pikes are scattered and must go on retiring until rallied ("THE SCATTER RULE" 1, "MORALE"): advance B5 --retire --formation line');
    expect(play(scattered, 'advance B5 --retire --formation line').results[0]?.result).toBe('White Pikes retire up to 3": heavy pikes, closed order: 3" ("HEAVY PIKEMEN" closed 1) (from column into line; backwards in a closed line ("HEAVY PIKEMEN" closed 2); retiring until rallied)');
    expect(refusal(run(sample(), ['set A13 retiring']), 'advance A13')).toBe('Smaland Horse is retiring and must go on retiring until rallied ("THE SCATTER RULE" 1, "MORALE"): advance A13 --retire');
    // The line offered plays: --half is kept, and a closed pike column retires as a line ("HEAVY PIKEMEN" closed 2).
    expect(refusal(run(sample(), ['set A13 retiring']), 'advance A13 --half')).toMatch(/: advance A13 --retire --half$/);
    const column = run(sample(), ['form A1 --formation column', 'set A1 retiring']);
    expect(refusal(column, 'advance A1')).toMatch(/: advance A1 --retire --formation line$/);
    expect(run(column, ['advance A1 --retire --formation line']).units.find((u) => u.id === 'A1')?.formation).toBe('line');
  });
});

describe('LIGHT PIKEMEN: the heavy pikes\' closed 2 holds for them too', () => {
  it('DRAGOONS: pike dragoons on foot move "as for Pikemen", so closed 2 binds them too', () => {
    const onFoot = run(sample(), ['dismount A20']);
    expect(play(onFoot, 'advance A20').results[0]?.result).toBe('Swedish Dragoon Pikes move up to 3": dismounted dragoons as light pikes: 6" ("LIGHT PIKEMEN" 1); half a move (may face 90° this move)');
  });
  it('closed light pikes are told they may not back in column, and may in a closed line; the event keeps its words', () => {
    const forward = play(sample(), 'advance A5');
    expect(forward.results[0]?.result).toBe('Blue Pikes move up to 6": light pikes: 6" ("LIGHT PIKEMEN" 1) (may face 90° this move)');
    expect(forward.events[0]?.text).toBe('Blue Pikes move up to 6": light pikes: 6" ("LIGHT PIKEMEN" 1) (may face 90° this move)');
    expect(play(sample(), 'advance A5 --retire').results[0]?.result).toContain('(may face 90° this move; backwards in a closed line ("HEAVY PIKEMEN" closed 2))');
    expect(refusal(sample(), 'advance A5 --retire --formation column')).toBe('Blue Pikes cannot move backwards in a closed column ("HEAVY PIKEMEN" closed 2, which "LIGHT PIKEMEN" keeps): retire in a closed line or square (advance A5 --retire --formation line), or form open order first (form A5 --order open)');
    expect(play(run(sample(), ['form A5 --order open']), 'advance A5 --retire --formation column').results[0]?.result).toContain('retire up to 8"');
    // Open order has no such limit.
    expect(play(run(sample(), ['form A5 --order open']), 'advance A5').results[0]?.result).not.toContain('backwards');
  });
});

describe('CAVALRY 2 and MORALE: the +2" charge move is the cavalry\'s, and an attack', () => {
  it('CAVALRY 2: mounted dragoons make no charge on horseback, so advance --charge is refused, not given +2"', () => {
    const s = sample();
    expect(refusal(s, 'advance A20 --charge')).toBe('dragoons are not cavalry and may not charge on horseback ("CAVALRY" 2)');
    // Mounted, they still move as heavy cavalry, and +2" in column ("HEAVY CAVALRY (Includes Dragoons)").
    expect(play(s, 'advance A20').results[0]?.result).toContain('up to 12"');
    expect(play(s, 'advance A20 --formation column').results[0]?.result).toContain('up to 14"');
  });
  it('MORALE: a retiring or scattered unit takes no offensive action, so no charge move; a retirement is no charge', () => {
    const retiring = run(sample(), ['set A13 retiring']);
    expect(refusal(retiring, 'advance A13 --retire --charge')).toBe('Smaland Horse cannot take offensive action until rallied, so no charge move ("MORALE")');
    expect(play(retiring, 'advance A13 --retire').results[0]?.result).toBe('Smaland Horse retires up to 12": heavy cavalry: 12" ("HEAVY CAVALRY" 1) (retiring until rallied)');
    expect(refusal(sample(), 'advance A13 --retire --charge')).toBe('a retirement is not a charge move: give --charge or --retire, not both');
  });
  it('HEAVY CAVALRY 2 and LIGHT CAVALRY 2: the +2" cites the unit\'s own rule, a charge move points to charge for the shock, and the journal keeps its words', () => {
    const s = sample();
    const heavy = play(s, 'advance A13 --charge');
    expect(heavy.results[0]?.result).toBe('Smaland Horse moves up to 14": heavy cavalry: 12" ("HEAVY CAVALRY" 1); +2" charge ("HEAVY CAVALRY" 2) (this records no charge: to charge an enemy and bring shock power into the melee, charge A13 at <enemy> ("CAVALRY" 1))');
    expect(heavy.events[0]?.text).toBe('Smaland Horse moves up to 14": heavy cavalry: 12" ("HEAVY CAVALRY" 1); +2" charge');
    const light = play(s, 'advance A16 --formation column');
    expect(light.results[0]?.result).toBe('Finnish Horse moves up to 18": light cavalry: 16" ("LIGHT CAVALRY" 1); +2" column ("LIGHT CAVALRY" 2) (from line into column)');
    expect(light.events[0]?.text).toBe('Finnish Horse moves up to 18": light cavalry: 16" ("LIGHT CAVALRY" 1); +2" column ("HEAVY CAVALRY" 2, "LIGHT CAVALRY" 2)');
    expect(play(s, 'charge A16 at B3').results[0]?.result).toContain('up to 18" (light cavalry: 16" ("LIGHT CAVALRY" 1); +2" charge ("LIGHT CAVALRY" 2))');
  });
});

describe('SWORDSMEN 1 and the long swordsmen (designed row, reading)', () => {
  const long = (): ReturnType<typeof sample> => {
    const s = sample();
    return { ...s, units: s.units.map((u) => (u.id === 'A3' ? { ...u, type: 'long-swordsman' as const } : u)) };
  };
  it('long swordsmen move 6" as swordsmen, and the allowance names them; the journal keeps its words', () => {
    const out = play(long(), 'advance A3');
    expect(out.results[0]?.result).toBe('Yellow Swordsmen move up to 6": long swordsmen (designed: as swordsmen): 6" ("SWORDSMEN" 1)');
    expect(out.events[0]?.text).toBe('Yellow Swordsmen move up to 6": swordsmen: 6" ("SWORDSMEN" 1)');
  });
  it('they follow "SWORDSMEN" 1: no attack on cavalry, and a UE test against closed pikes', () => {
    expect(refusal(long(), 'charge A3 at B13')).toBe('swordsmen may attack anyone except cavalry ("SWORDSMEN" 1)');
    const s = run(long(), ['charge A3 at B1', 'next']);
    // UE 5 closed (designed row): a 6 fails, and they are moved elsewhere.
    expect(play(s, 'melee A3', [6]).results[0]?.result).toContain('roll 6 against UE 5: fail (swordsmen attacking closed pikes)');
  });
});

describe('SWORDSMEN 2 and MUSKETEERS 2: a foot column\'s +2" cites the unit\'s own rule', () => {
  it('swordsmen and musketeers cite their own +2"; pikes keep "Column Formation" 2; the journal\'s event keeps its words', () => {
    const s = sample();
    const sw = play(s, 'advance A3 --formation column');
    expect(sw.results[0]?.result).toContain('+2" column ("SWORDSMEN" 2)');
    expect(sw.events[0]?.text).toContain('+2" column ("Column Formation" 2)');
    expect(play(s, 'advance A2 --formation column').results[0]?.result).toContain('+2" column ("MUSKETEERS" 2)');
    expect(play(s, 'advance A1 --formation column').results[0]?.result).toContain('+2" column ("Column Formation" 2)');
  });
});
