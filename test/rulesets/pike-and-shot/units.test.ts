/** Seed 004, 9.x (battalions), 10.x (loose shotte), 11.x (cavalry), 12.x (artillery) and the XXYY hexes. */
import { describe, expect, it } from 'vitest';
import { aspectOf, hexDistance, neighbour, sideToward, sightLine } from '../../../src/rulesets/pike-and-shot/hexes.js';
import { factorsOf } from '../../../src/rulesets/pike-and-shot/helpers.js';
import { odds, refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

describe('XXYY hexes', () => {
  it('counts range and finds adjacency; the scenario says which columns are shifted', () => {
    expect(hexDistance('0608', '0611', 'even')).toBe(3);
    expect(hexDistance('0608', '0709', 'even')).toBe(1);
    expect(hexDistance('0608', '0709', 'odd')).toBe(2);
    expect(sideToward('0608', '0708', 'even')).toBe('ne');
  });
});

describe('9.1–9.4 battalions', () => {
  it('facing a vertex gives two front, two flank and two rear hexsides', () => {
    expect(['n', 'ne', 'se', 's', 'sw', 'nw'].map((s) => aspectOf('ne', s as 'n'))).toEqual(['front', 'front', 'flank', 'rear', 'rear', 'flank']);
  });
  it('fires into its flank on the Reduced Fire line and melees only to its front', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'next']);
    expect(run(s, 'fire B1 at A1 --range 1 --into flank', [1, 1, 1]).text).toMatch(/Reduced Fire line/);
    expect(refusal(s, 'melee B1 at A1 --range 1 --into rear')).toMatch(/only into its front hexes/);
  });
  it('an attacker from its flank or rear uses the Charge line', () => {
    const s = run(stateOf(SAMPLE), 'next').state;
    expect(run(s, 'melee A1 at B1 --range 1 --on flank', [1, 1, 1, 1, 1, 1, 1]).text).toMatch(/Melee by Baldiron: Charge line/);
  });
});

describe('9.2 battalion movement', () => {
  // The Yellow Brigade (B1) in 0611 faces ne, MA 4, with Gustavus Adolphus: front n and ne, flanks nw and se, rear s and sw.
  const swedesMove = () => runAll(stateOf(SAMPLE), ['next', 'next']);
  const at = (side: 'n' | 'ne' | 'se' | 's' | 'sw' | 'nw') => neighbour('0611', side, 'even') as string;

  it('moves into its front hexes at the terrain cost', () => {
    const r = run(swedesMove(), `move B1 to ${at('n')}`);
    expect(r.text).toMatch(/1 of 4 MP/);
  });
  it('a step into a flank or rear hex takes its whole MA and is its whole move', () => {
    expect(run(swedesMove(), `move B1 to ${at('nw')}`).text).toMatch(/4 of 4 MP.*A step into a flank hex takes all 4 MP \(9\.2\)/);
    expect(run(swedesMove(), `move B1 to ${at('s')}`).text).toMatch(/A step into a rear hex takes all 4 MP/);
    expect(refusal(swedesMove(), 'move B1 --hexes 2 --into rear')).toMatch(/into a rear hex: that is its whole move, one hex \(9\.2\)/);
    expect(run(swedesMove(), 'move B1 --hexes 1 --into flank').text).toMatch(/4 of 4 MP/);
  });
  it('no pivot in the phase it steps to a flank or rear', () => {
    // Facing nw, the sw hex is still no front hex: the step goes into the rear.
    expect(refusal(swedesMove(), `move B1 to ${at('sw')} --face nw`)).toMatch(/cannot pivot in the phase it moves into a rear hex \(9\.2\)/);
  });
  it('9.2: it may pivot in its hex and then step into its new front hex, judged from the new facing', () => {
    // The Blue Brigade (0811) faces ne: 0711 is its nw flank hex, a front hex once it faces nw. 1 pivot (2 MP) + 1 hex = 3 of 4.
    const r = run(swedesMove(), 'move B2 to 0711 --face nw');
    expect(r.text).toMatch(/^Blue Brigade moves 1 hex to 0711, 3 of 4 MP; no leader enables it, so it moves at most 1 hex \(4\.3, 7\.2\)\. It pivots 1 vertex in its hex to face nw \(2 MP\), then steps into its new front hex \(9\.2\)\.$/);
    expect(unit(r.state, 'B2')).toMatchObject({ hex: '0711', facing: 'nw' });
    // To face sw, the rear hex sw is a front hex after three vertices: 6 MP + 1, too many.
    expect(refusal(swedesMove(), `move B1 to ${at('sw')} --face sw`)).toMatch(/needs 7 MP for this move and has 4/);
  });
  it('pivots in its hex at 2 MP a vertex, and the new facing is recorded', () => {
    const r = run(swedesMove(), 'move B1 --hexes 0 --face w');
    expect(r.text).toMatch(/4 of 4 MP/);
    expect(r.text).toMatch(/It pivots 2 vertices to face w \(4 MP\) \(9\.2\)/);
    expect(unit(r.state, 'B1').facing).toBe('w');
    expect(refusal(swedesMove(), 'move B1 --hexes 0 --face sw')).toMatch(/needs 6 MP for this move and has 4/);
  });
  it('one vertex free for a front hex entered, turning the way it goes', () => {
    // Into the left front hex (n), counter-clockwise to nw: free.
    const left = run(swedesMove(), `move B1 to ${at('n')} --face nw`);
    expect(left.text).toMatch(/1 of 4 MP.*free as it enters its front hexes/);
    expect(unit(left.state, 'B1')).toMatchObject({ facing: 'nw', hex: at('n') });
    // Into the right front hex (ne), counter-clockwise: against the way it goes, 2 MP.
    expect(run(swedesMove(), `move B1 to ${at('ne')} --face nw`).text).toMatch(/3 of 4 MP/);
    // Into the right front hex, clockwise to e: free.
    expect(run(swedesMove(), `move B1 to ${at('ne')} --face e`).text).toMatch(/1 of 4 MP/);
    // Two hexes on a path the game master walks: up to one vertex free each.
    expect(run(swedesMove(), 'move B1 --hexes 2 --face w').text).toMatch(/2 of 4 MP/);
  });
});

describe('10.2 loosing and regaining shotte', () => {
  it('10.2: mods say the parent\'s melee factor, like its fire factor, is reduced with its shotte loose', () => {
    const s = runAll(stateOf(SAMPLE), ['loose A1 to 0607', 'place B5 0609', 'next']);
    const { actor } = odds(s, 'melee A1 at B5').modifiers as unknown as { actor: { label: string; reason: string }[] };
    expect(actor.find((m) => m.label === 'melee factor')?.reason).toBe("Baldiron's melee factor, ordered side, shotte loose (10.2)");
  });
  it('the parent takes the LS marker and its reduced factors; regaining undoes it', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next']);
    const loosed = run(s, 'loose B1 to 0612').state;
    const ls = loosed.units.find((u) => u.parent === 'B1')!;
    expect(ls).toMatchObject({ type: 'loose-shotte', status: 'disordered', hex: '0612' });
    expect(factorsOf(unit(loosed, 'B1'))).toMatchObject({ fire: 3, melee: 4 });
    expect(refusal(loosed, 'loose B1')).toMatch(/already has its shotte loose/);
    const next = runAll(loosed, ['next', 'next', 'next', 'next', 'next']);
    const back = run(next, 'regain B1').state;
    expect(back.units.some((u) => u.parent === 'B1')).toBe(false);
    expect(factorsOf(unit(back, 'B1'))).toMatchObject({ fire: 4, melee: 5 });
  });
  it('10.2: a parent whose loose shotte is eliminated keeps its LS marker and reduced factors', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'loose B1 to 0711', 'next', 'next', 'next', 'place A3 0610', 'next', ['fire A3 at B8', [6]], 'retreat B8 --blocked']);
    expect(unit(s, 'B8').fate).toBe('eliminated');
    expect(unit(s, 'B1').loosed).toBe('B8');
    expect(factorsOf(unit(s, 'B1'))).toMatchObject({ fire: 3, melee: 4 });
    const move = run(s, 'next').state;
    expect(refusal(move, 'loose B1')).toMatch(/already has its shotte loose/);
    expect(refusal(move, 'regain B1')).toMatch(/no longer in play/);
  });
  it('10.2: shotte loosed this phase is not regained in it: both must begin a movement phase adjacent', () => {
    const loosed = run(stateOf(SAMPLE), 'loose A1 to 0607').state;
    expect(refusal(loosed, 'regain A1')).toMatch(/^Baldiron Shotte was loosed this phase: both units must begin a movement phase next to each other \(10\.2\)$/);
    // Next turn's movement phase, both beginning it next to each other: regained.
    const later = runAll(loosed, ['next', 'next', 'next', 'next', 'next']);
    expect(later.step).toBe('first-move');
    expect(run(later, 'regain A1').text).toMatch(/Baldiron regains its shotte/);
  });
  // Both brigades loose shotte (B8 from the Yellow in 0711, B9 from the Blue in 0812); next turn's Swedish movement.
  const twoLoosed = () => {
    const edit = (t: string) => t.replace('move: 4 }, hex: "0811"', 'move: 4 }, shotte: { fire: 2, melee: 1, move: 5, reduce: { fire: 1, melee: 1 } }, hex: "0811"');
    return runAll(stateOf(SAMPLE, edit), ['next', 'next', 'loose B1 to 0711', 'loose B2 to 0812', 'next', 'next', 'next', 'next', 'next']);
  };
  it("10.2: a parent with an LS marker takes back another parent's adjacent loose shotte; that parent keeps its marker", () => {
    const r = run(twoLoosed(), 'regain B2 --from B8');
    expect(r.text).toBe("Blue Brigade regains shotte from Yellow Brigade Shotte: Yellow Brigade Shotte is removed and Blue Brigade's LS marker taken off (10.2). Yellow Brigade keeps its LS marker: its own shotte is gone.");
    expect(r.state.units.some((u) => u.id === 'B8')).toBe(false);
    expect(unit(r.state, 'B2').loosed).toBeNull();
    expect(factorsOf(unit(r.state, 'B2'))).toMatchObject({ fire: 4, melee: 5 });
    // The Yellow Brigade's link still names the shotte it loosed, now gone: reduced factors, no second loosing.
    expect(unit(r.state, 'B1').loosed).toBe('B8');
    expect(factorsOf(unit(r.state, 'B1'))).toMatchObject({ fire: 3, melee: 4 });
    expect(refusal(r.state, 'loose B1')).toMatch(/already has its shotte loose/);
    expect(refusal(r.state, 'regain B1')).toMatch(/no longer in play: another loose shotte of the side beside it may rejoin it \(regain B1 --from <loose shotte>, 10\.2\)$/);
  });
  it('10.2: the parent left with its marker regains a loose shotte beside it in a later phase, and its full factors', () => {
    // B9's own parent (the Blue) has no marker any more: no parent keeps one for it.
    const s = runAll(twoLoosed(), ['regain B2 --from B8', 'move B9 to 0711', 'next', 'next', 'next', 'next', 'next']);
    expect(s.step).toBe('second-move');
    const r = run(s, 'regain B1 --from B9');
    expect(r.text).toBe("Yellow Brigade regains shotte from Blue Brigade Shotte: Blue Brigade Shotte is removed and Yellow Brigade's LS marker taken off (10.2).");
    expect(unit(r.state, 'B1').loosed).toBeNull();
    expect(factorsOf(unit(r.state, 'B1'))).toMatchObject({ fire: 4, melee: 5 });
    expect(r.state.units.filter((u) => u.type === 'loose-shotte').map((u) => u.id)).toEqual(['B5']);
  });
  it('10.2: another loose shotte rejoins only under the same conditions as the parent\'s own', () => {
    const s = twoLoosed();
    expect(refusal(s, 'regain B2 --from B3')).toMatch(/^--from names a loose shotte unit in play, not "B3" \(10\.2\)$/);
    expect(refusal(s, 'regain B2 --from B5')).toMatch(/^Commanded Musketeers are not next to Blue Brigade \(10\.2\)$/);
    expect(refusal(run(s, 'move B8 to 0712').state, 'regain B2 --from B8')).toMatch(/not after moving/);
    expect(refusal(run(s, 'move B2 --hexes 0 --face nw').state, 'regain B2 --from B8')).toMatch(/not after moving/);
    // A parent without an LS marker takes back no shotte at all.
    expect(refusal(run(s, 'regain B2 --from B8').state, 'regain B2 --from B9')).toMatch(/^Blue Brigade has no shotte loose \(10\.2\)$/);
    // Loosed this phase: no parent regains it in this phase.
    const fresh = runAll(stateOf(SAMPLE, (t) => t.replace('move: 4 }, hex: "0811"', 'move: 4 }, shotte: { fire: 2, melee: 1, move: 5, reduce: { fire: 1, melee: 1 } }, hex: "0811"')), ['next', 'next', 'loose B1 to 0711', 'loose B2 to 0812']);
    expect(refusal(fresh, 'regain B2 --from B8')).toMatch(/^Yellow Brigade Shotte was loosed this phase: both units must begin a movement phase next to each other \(10\.2\)$/);
    expect(refusal(s, 'regain A1 --from B8')).toMatch(/own movement phase/);
  });
  it('10.2: with hexes, the loose shotte needs its hex, an unoccupied one next to the parent', () => {
    const s = stateOf(SAMPLE);
    expect(refusal(s, 'loose A1')).toMatch(/^name the hex for the shotte: loose A1 to <hex>, an unoccupied hex next to 0608 \(10\.2\)$/);
    expect(refusal(s, 'loose A1 to 0507')).toMatch(/0507 is occupied/);
    expect(refusal(s, 'loose A1 to 0606')).toMatch(/0606 is not next to Baldiron/);
  });
  it('10.5: loose shotte skirmishes two hexes away on the Reduced Fire line; others may not', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'next']);
    expect(run(s, 'fire B5 at A1 --range 2', [1, 1, 1]).text).toMatch(/Reduced Fire line/);
    expect(refusal(s, 'fire B2 at A2 --range 2')).toMatch(/at a range of 2 hexes: only loose shotte and dragoons fire that far, by skirmishing/);
  });
});

describe('11.5, 11.6 cavalry reactions to attack', () => {
  it('cavalry fired on may retreat 3 before the fire; attacked in melee by infantry it may retreat', () => {
    const s = run(stateOf(SAMPLE), 'next').state;
    expect(run(s, 'fire A1 at B3 --range 1 --evade').state.pending).toMatchObject([{ unit: 'B3', beforeMelee: true }]);
    expect(run(s, 'melee A1 at B3 --range 1 --evade').state.pending).toMatchObject([{ unit: 'B3' }]);
    expect(refusal(s, 'melee A3 at B3 --range 1 --evade')).toMatch(/may not retreat before/);
  });
  it('11.5: cavalry retreats only before a fire that could be made', () => {
    // Isolani's Croats (1007) are five hexes from the Finnish Horse (0510).
    expect(refusal(run(stateOf(SAMPLE), 'next').state, 'fire A5 at B3 --evade')).toMatch(/Finnish Horse is 5 hexes from Isolani's Croats/);
  });
});

describe('12.2 artillery fire', () => {
  it('fire strength is the fire factor less the range, +1 on a hill; zero or less cannot fire', () => {
    const s = run(stateOf(SAMPLE), 'next').state;
    expect(run(s, 'fire A7 at B1 --range 3 --hill', [1, 1, 1]).text).toMatch(/Artillery Fire line \(12\.2\), column 3 \(3\)/);
    expect(refusal(s, 'fire A7 at B1 --range 5')).toMatch(/fire strength at range 5 is 0/);
    expect(refusal(s, 'fire A7 at B1 --range 2 --blocked')).toMatch(/line of sight/);
    expect(refusal(s, 'fire A7 at B1 --range 2 --terrain woods')).toMatch(/prohibits artillery fire/);
  });
  it('artillery is never affected by combat, and never reacts (12.4, 12.5)', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'next']);
    expect(run(s, 'fire B6 at A7 --range 1', [6]).text).toMatch(/never affected by combat/);
    expect(refusal(s, 'melee B2 at A7 --range 1')).toMatch(/enter their hex to capture them/);
  });
});

describe('12.6 capture, 12.7 light cannon', () => {
  it('12.7: a light cannon is flipped at the beginning of its movement phase, before any unit of its side moves', () => {
    const swedesMove = runAll(stateOf(SAMPLE), ['next', 'next']);
    expect(unit(run(swedesMove, 'flip B6 moving').state, 'B6').cannon).toBe('moving');
    const moved = run(swedesMove, 'move B3 to 0509').state;
    expect(refusal(moved, 'flip B6 moving')).toMatch(/Finnish Horse has moved: light cannon are flipped at the beginning of the movement phase, before any unit moves \(12\.7\)/);
  });
  it('an enemy entering the gun\'s hex captures it; it shows its captured side and may not fire that phase', () => {
    const s = run(stateOf(SAMPLE), 'move A5 to 0913 --hexes 6').state;
    expect(unit(s, 'B7')).toMatchObject({ side: 0, captured: true, capturedNow: true });
    expect(factorsOf(unit(s, 'B7')).fire).toBe(4);
    const fired = run(run(s, 'next').state, 'fire B7 at B2 --range 2', [1]);
    expect(fired.text).toMatch(/Fire by Swedish Heavy Guns/);
  });
  it('12.6: capture needs the unit in or next to the gun\'s hex, in a movement or combat phase', () => {
    const s = stateOf(SAMPLE);
    // Isolani's Croats in 1007, the Swedish Heavy Guns in 0913.
    expect(refusal(s, 'capture A5 B7')).toMatch(/Isolani's Croats in 1007 are 6 hexes from Swedish Heavy Guns in 0913: a unit captures a gun by entering its hex, from the hex next to it \(12\.6\)/);
    const next = run(s, 'place A5 0912').state;
    expect(run(next, 'capture A5 B7').text).toMatch(/capture Swedish Heavy Guns/);
    expect(run(run(next, 'next').state, 'capture A5 B7').text).toMatch(/capture Swedish Heavy Guns/);
    // 12.6: no fire in the phase of capture is said only where guns fire, in a combat phase.
    expect(run(next, 'capture A5 B7').text).not.toMatch(/may not fire/);
    expect(run(run(next, 'next').state, 'capture A5 B7').text).toMatch(/now belong to the Imperialists and may not fire this phase \(12\.6\)/);
    // 12.6: the capture is the unit entering the gun's hex: it stands there afterwards.
    const taken = run(next, 'capture A5 B7');
    expect(taken.text).toMatch(/^Isolani's Croats enter 0913\. Isolani's Croats capture Swedish Heavy Guns/);
    expect(unit(taken.state, 'A5').hex).toBe('0913');
    // 4.4: as for any entering, not into a hex an enemy unit holds (the musketeers beside their guns).
    const guarded = runAll(s, ['place B5 0712', 'place A3 0612']);
    expect(refusal(guarded, 'capture A3 B6')).toBe('0712 holds Commanded Musketeers: a unit may not enter an enemy-occupied hex (4.4)');
    const end = runAll(next, ['next', 'next', 'next', 'next']);
    expect(end.step).toBe('end');
    expect(refusal(end, 'capture A5 B7')).toMatch(/in a movement or combat phase, not in phase VI \(game turn marker\) \(12\.6\)/);
  });
  it('12.1, 12.7: a gun never enters an enemy gun\'s hex, so a move captures nothing with a gun, as capture refuses', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'place B6 0708', 'flip B6 moving']);
    expect(refusal(s, 'move B6 to 0707')).toMatch(/0707 holds the enemy Imperial Guns: guns do not capture, and only other units may enter an enemy gun's hex \(12\.1, 12\.7\)/);
    expect(refusal(s, 'capture B6 A7')).toMatch(/artillery cannot capture: a gun does not enter an enemy gun's hex \(12\.1, 12\.7\)/);
    expect(unit(run(s, 'move B6 to 0709').state, 'B6').hex).toBe('0709');
  });
  it('light cannon are eliminated rather than captured; flipped to move, they do not fire', () => {
    expect(unit(run(runAll(stateOf(SAMPLE), ['next', 'place A3 0711', 'place AL2 0711']), 'capture A3 B6').state, 'B6').fate).toBe('eliminated');
    const s = runAll(stateOf(SAMPLE), ['next', 'next']);
    const moving = run(s, 'flip B6 moving').state;
    expect(refusal(s, 'move B6 --hexes 1')).toMatch(/firing side/);
    const moved = runAll(moving, ['move B6 --hexes 1', 'next']);
    expect(refusal(moved, 'fire B6 at A1 --range 3')).toMatch(/moving side/);
    expect(refusal(s, 'flip B6 firing --terrain woods')).toMatch(/disorders infantry/);
  });
});

describe('plural unit names take plural verbs (2.4: a counter named for its men)', () => {
  it('results, events and refusals agree: "Isolani\'s Croats capture", "Regimental Guns show their side"', () => {
    const s = stateOf(SAMPLE);
    const capture = run(run(s, 'place A5 0912').state, 'capture A5 B7');
    expect(capture.text).toMatch(/Isolani's Croats capture Swedish Heavy Guns: they now belong to the Imperialists/);
    const second = runAll(s, ['next', 'next']);
    expect(run(second, 'flip B6 moving').text).toMatch(/^Regimental Guns show their moving side: they may move but not fire/);
    expect(refusal(second, 'move B6 --hexes 1')).toMatch(/^Regimental Guns are on their firing side: flip them to their moving side/);
    expect(refusal(run(s, 'next').state, 'recover B5')).toMatch(/^Commanded Musketeers belong to the Swedes/);
    expect(refusal(s, 'set B5 ordered')).toMatch(/^Commanded Musketeers are always disordered/);
    expect(run(s, 'move A1 --hexes 1').text).toMatch(/^Baldiron moves 1 hex/);
  });
});

describe('10.5 skirmishing, from the hexes', () => {
  // The Commanded Musketeers (B5, loose shotte) in 1015 and Savelli (A2) two hexes south, 1017: 1016 between.
  const swedesFire = () => runAll(stateOf(SAMPLE), ['place B5 1015', 'place A2 1017', 'next', 'next', 'next']);
  it('fires two hexes on the Reduced Fire line when the hex between is empty and no other enemy is next to it', () => {
    expect(sightLine('1015', '1017', 'even')).toEqual([['1016']]);
    expect(run(swedesFire(), 'fire B5 at A2', [6]).text).toMatch(/Reduced Fire line/);
  });
  it('a unit in the hex between stops it; the game master may say otherwise', () => {
    const s = run(swedesFire(), 'place B2 1016').state;
    expect(refusal(s, 'fire B5 at A2')).toMatch(/Blue Brigade in 1016 stands between Commanded Musketeers and Savelli: skirmishing needs the hex between empty \(10\.5\)/);
    expect(run(s, 'fire B5 at A2 --no-blocked', [6]).text).toMatch(/Reduced Fire line/);
  });
  it('not when another enemy is next to the skirmisher; not when the hex between is not clear (--blocked)', () => {
    const s = run(swedesFire(), 'place A1 1014').state;
    expect(refusal(s, 'fire B5 at A2')).toMatch(/Commanded Musketeers are next to Baldiron: a unit next to another enemy does not skirmish \(10\.5\)/);
    expect(refusal(swedesFire(), 'fire B5 at A2 --blocked')).toMatch(/is not clear and empty: no skirmishing \(10\.5\)/);
  });
  it('10.5: --range (or --no-blocked) does not lift the check that no other enemy is next to the skirmisher', () => {
    // The Imperial Dragoons in 0909, next to the Smaland Horse (0910); the Blue Brigade is in 0811.
    const s = runAll(stateOf(SAMPLE), ['next', 'place A6 0909']);
    const next = /Imperial Dragoons are next to Smaland Horse: a unit next to another enemy does not skirmish \(10\.5\)/;
    expect(refusal(s, 'fire A6 at B2 --range 2')).toMatch(next);
    expect(refusal(s, 'fire A6 at B2 --range 2 --no-blocked')).toMatch(next);
    expect(() => odds(s, 'fire A6 at B2 --range 2')).toThrow(next);
    // Away from any other enemy, --range 2 still skirmishes.
    expect(run(run(s, 'place A6 1207').state, 'fire A6 at B2 --range 2', [6]).text).toMatch(/Reduced Fire line/);
  });
});

describe('12.3 line of sight, from the hexes', () => {
  // The Imperial Guns (A7) in 0707 at the Blue Brigade (B2) placed four hexes south, in 0711.
  const gunsFire = () => runAll(stateOf(SAMPLE), ['place B5 1215', 'place B2 0711', 'next']);
  it('a unit in the line next to the gun or the target blocks it; the game master may say otherwise', () => {
    expect(sightLine('0707', '0711', 'even')).toEqual([['0708'], ['0709'], ['0710']]);
    for (const hex of ['0708', '0710']) {
      const s = run(gunsFire(), `place A6 ${hex}`).state;
      expect(refusal(s, 'fire A7 at B2')).toMatch(new RegExp(`no line of sight to Blue Brigade: Imperial Dragoons in ${hex} block it \\(12\\.3`));
      expect(run(s, 'fire A7 at B2 --no-blocked', [6]).text).toMatch(/Artillery Fire line/);
    }
  });
  it('a unit in the line away from both does not', () => {
    const s = run(gunsFire(), 'place A6 0709').state;
    expect(run(s, 'fire A7 at B2', [6]).text).toMatch(/Artillery Fire line/);
  });
  it('--blocked: the game master says the terrain blocks it', () => {
    expect(refusal(gunsFire(), 'fire A7 at B2 --blocked')).toMatch(/no line of sight to Blue Brigade \(12\.3\)/);
  });
  it('12.3: terrain in the gun\'s own hex may prohibit fire out of it (--from-terrain), at a unit or a leader alone', () => {
    expect(refusal(gunsFire(), 'fire A7 at B2 --from-terrain woods')).toBe('the TEC prohibits artillery fire out of woods (12.3)');
    expect(refusal(gunsFire(), 'fire A7 at B2 --from-terrain swamp')).toMatch(/unknown terrain "swamp"/);
    expect(run(gunsFire(), 'fire A7 at B2 --from-terrain hill', [6]).text).toMatch(/Artillery Fire line/);
    const lone = runAll(stateOf(SAMPLE), ['place BL1 0709', 'next']);
    expect(refusal(lone, 'fire A7 at BL1 --from-terrain marsh')).toBe('the TEC prohibits artillery fire out of marsh (12.3)');
    expect(run(lone, 'fire A7 at BL1', [1, 1]).text).toMatch(/Gustavus Adolphus is unhurt/);
  });
  it('12.3: --from-terrain is refused for a firer that is not artillery', () => {
    expect(refusal(gunsFire(), 'fire A1 at B5 --range 1 --from-terrain woods')).toMatch(/--from-terrain is the firing artillery's hex \(12\.3\); Baldiron is not artillery/);
  });
});
