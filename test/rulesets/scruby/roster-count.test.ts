/**
 * The Roster System ("WAR GAME ORGANIZATION"; designed default `roster`) and "COMBAT TABLE"'s
 * point value per stand: a unit loses no more than it has, so the header's "kill points taken"
 * counts a unit's kill points up to its stands' value, and a gun's up to its last gunner.
 */
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/present/model.js';
import { makePaint } from '../../../src/present/paint.js';
import { renderTerminal } from '../../../src/present/terminal.js';
import { scrubyHeader } from '../../../src/rulesets/scruby/present/header.js';
import { statusView } from '../../../src/rulesets/scruby/present/status.js';
import { killsCounted } from '../../../src/rulesets/scruby/roster.js';
import { play, run, sample, unit } from './fixtures.js';

const header = (s: ReturnType<typeof sample>): string => plainText(scrubyHeader(s));
const detail = (s: ReturnType<typeof sample>, id: string): string => {
  const view = statusView(s, id);
  if (!view.ok) throw new Error(view.error);
  return renderTerminal(view.value, makePaint(false, 80, 80)).join('\n');
};

describe('WAR GAME ORGANIZATION, the Roster System: kill points beyond a unit\'s last stand count for nothing', () => {
  // Smaland Horse, 2 stands of 20 points, at 39 is cut down in its melee by 8 more: 47 rolled, 40 counted.
  const cut = () => run(sample(), ['set A13 kills 39', 'charge A13 at B3 --response none', 'next', ['melee A13', [3]]]);
  it('the header counts a destroyed unit\'s kill points up to its stands\' value (40 of 47)', () => {
    const s = cut();
    expect(unit(s, 'A13').kills).toBe(47);
    expect(killsCounted(unit(s, 'A13'))).toBe(40);
    expect(header(s)).toContain('kill points taken: Swedes 40, Imperialists 10');
  });
  it('status counts the same, and says what went beyond the last stand; the melee\'s words keep the running total', () => {
    const s = cut();
    expect(detail(s, 'A13')).toContain('40 kill points taken; 0 of 2 stands, 0 figures left; 7 more kill points beyond its last stand count for nothing');
    expect(detail(s, 'Swedes')).toMatch(/A13\s+Smaland Horse\s+40\s+0\/2\s+-\s/);
    // Cut down, it has no pistols left to hold a load.
    expect(detail(s, 'A13')).toContain('loaded: nothing (no stands left)');
    const melee = play(run(sample(), ['set A13 kills 39', 'charge A13 at B3 --response none', 'next']), 'melee A13', [3]);
    expect(melee.events.map((e) => e.text).join(' ')).toContain('Smaland Horse takes 8 kill points (47 kill points in all; 0 stands, 0 figures left)');
  });
  it('a unit still standing counts all its kill points, and stands given back by hand raise what it can lose', () => {
    expect(header(run(sample(), ['set A1 kills 90']))).toContain('Swedes 90,');
    // 4 stands of 30, 150 taken, one stand given back by hand: it had 5 stands' worth to lose.
    const back = run(sample(), ['set A1 kills 150', 'set A1 stands 1']);
    expect(killsCounted(unit(back, 'A1'))).toBe(150);
    expect(header(run(sample(), ['set A1 kills 150']))).toContain('Swedes 120,');
  });
});

describe('CREWS and CAPTURING A GUN 1: a gun\'s kill points count up to its last gunner', () => {
  it('24 kill points on a small gun\'s 3 gunners count 18; the hit\'s words keep the 24', () => {
    const out = play(sample(), 'fire A2 at B4 --range 2');
    const b4 = unit(out.state, 'B4');
    expect([b4.crew, b4.kills, killsCounted(b4)]).toEqual([0, 24, 18]);
    expect(out.events.map((e) => e.text).join(' ')).toContain('Red Gun takes 24 kill points on its gunners: 3 gunners fall, 0 left');
    expect(header(out.state)).toContain('Imperialists 18');
    expect(detail(out.state, 'B4')).toContain('18 kill points taken by the gunners');
  });
  it('a gun still manned counts all its kill points, and the count stays with the side that lost the gun', () => {
    expect(header(run(sample(), ['set B4 kills 13']))).toContain('Imperialists 13');
    const taken = run(sample(), ['fire A2 at B4 --range 2', 'capture B4 --by A1', 'next', 'next', 'next', 'next', 'next', 'next']);
    expect(unit(taken, 'B4').side).toBe(0);
    expect(header(taken)).toContain('kill points taken: Swedes 0, Imperialists 18');
  });
});

describe('CREWS 2: gunners who leave a gun to man another take none of its kill points with them', () => {
  // Red Gun destroyed by four counter-battery hits, 10 kill points on its gunners (1 fallen, 2 left).
  const wrecked = () =>
    run(sample(), [
      ['counter-battery A21 at B4 --range 22', [3]],
      ['counter-battery A22 at B4 --range 22', [1]],
      ['counter-battery A4 at B4 --range 20', [6]],
      ['counter-battery A8 at B4 --range 20', [6]],
    ]);
  it('2: the side\'s kill points taken stay 10 when the destroyed gun\'s gunners man another gun', () => {
    const before = wrecked();
    expect(unit(before, 'B4')).toMatchObject({ destroyed: true, crew: 2, kills: 10 });
    expect(header(before)).toContain('Imperialists 10');
    const after = run(before, ['crew B8 --from B4']);
    expect(header(after)).toContain('Imperialists 10');
    expect(killsCounted(unit(after, 'B4'))).toBe(10);
    expect(detail(after, 'B4')).toContain('10 kill points taken by the gunners');
    expect(detail(after, 'B8')).toContain('0 kill points taken by the gunners');
  });
  it('2: a gun manned by a fresh crew starts a fresh count, and its old count stays with the side', () => {
    const s = run(wrecked(), ['crew B8 --from B4', 'set B8 kills 7', 'crew B12 --from B8']);
    expect(header(s)).toContain('Imperialists 17');
  });
});

describe('WAR GAME ORGANIZATION, the Roster System: a hit says how many of its kill points count', () => {
  const twice = () => run(sample(), ['fire B2 at A3 --range 8', 'fire B6 at A3 --range 8']);
  it('the third volley on Yellow Swordsmen: 12 of its 24 count, 60 in all, as the header and status say', () => {
    const out = play(twice(), 'fire B10 at A3 --range 8');
    const said = out.results.map((r) => r.result).join(' ');
    expect(said).toContain('Yellow Swordsmen take 24 kill points, of which 12 count and 12 fall beyond their last stand (60 kill points in all; 0 stands, 0 figures left): 1 stand gone, destroyed');
    expect(header(out.state)).toContain('Swedes 60,');
    expect(detail(out.state, 'A3')).toContain('60 kill points taken;');
    // The journal's event keeps the words it always had, so journals replay.
    expect(out.events.map((e) => e.text).join(' ')).toContain('Yellow Swordsmen take 24 kill points (72 kill points in all; 0 stands, 0 figures left): 1 stand gone, destroyed');
  });
  it('a hit that all counts says nothing more; one that counts 1 says it in the singular', () => {
    const second = play(run(sample(), ['fire B2 at A3 --range 8']), 'fire B6 at A3 --range 8').results.map((r) => r.result).join(' ');
    expect(second).toContain('Yellow Swordsmen take 24 kill points (48 kill points in all; 1 stand, 2 figures left): 1 stand gone');
    const melee = play(run(sample(), ['set A13 kills 39', 'charge A13 at B3 --response none', 'next']), 'melee A13', [3]);
    expect(melee.results.map((r) => r.result).join(' ')).toContain('Smaland Horse takes 8 kill points, of which 1 counts and 7 fall beyond its last stand (40 kill points in all; 0 stands, 0 figures left): 1 stand gone, destroyed');
  });
});
