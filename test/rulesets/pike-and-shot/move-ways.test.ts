/** 4.4: a move needs a way of its length that enters no enemy-occupied hex (nor, for formed infantry, a friend's). */
import { describe, expect, it } from 'vitest';
import { moveLines, moveStep } from '../../../src/rulesets/pike-and-shot/present/guide-move.js';
import { refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

const swedesMove = () => runAll(stateOf(SAMPLE), ['next', 'next']);

describe('4.4: a way round enemy units', () => {
  it('4.4: a move whose only way of its length runs through an enemy is refused, naming him', () => {
    const s = swedesMove();
    expect(refusal(s, 'move B1 to 0607')).toBe("every way from 0611 to 0607 within Yellow Brigade's 4 MP is blocked by Baldiron in 0608 (4.4); a battalion steps only into its front hexes (9.2)");
    expect(refusal(s, 'move B1 to 0607 --hexes 4')).toMatch(/^every way of 4 hexes from 0611 to 0607 is blocked by Baldiron in 0608 \(4\.4\); a battalion steps only into its front hexes \(9\.2\); no way round is 4 hexes or shorter$/);
  });
  it('4.4: the guide no longer offers a hex reached only through an enemy', () => {
    const s = swedesMove();
    const lines = moveLines(s, unit(s, 'B1')).map((c) => c.value);
    expect(lines).not.toContain('move B1 to 0607');
    expect(lines.length).toBeGreaterThan(0);
  });
  it('4.4: a longer way round is accepted when --hexes gives its length; a --hexes too short is refused saying how long the way round is', () => {
    const s = swedesMove();
    expect(refusal(s, 'move B3 to 0506 --hexes 4')).toMatch(/blocked by Pappenheim's Horse in 0507 \(4\.4, 10\.3\); the way round is 5 hexes: give --hexes 5, or leave --hexes out to take it$/);
    expect(run(s, 'move B3 to 0506 --hexes 5').text).toMatch(/Finnish Horse moves 5 hexes to 0506/);
  });
  it('4.4: cavalry moves through a friend; a tercio does not, and goes round it', () => {
    const s = runAll(stateOf(SAMPLE), ['place A4 0508', 'place A2 0607']);
    expect(run(s, 'move A3 to 0509').text).toMatch(/moves 2 hexes to 0509/);
    expect(refusal(s, 'move A1 to 0606 --hexes 2')).toMatch(/blocked by Savelli in 0607 \(4\.4\); the way round is 3 hexes/);
    expect(run(s, 'move A1 to 0606 --hexes 3').text).toMatch(/Baldiron moves 3 hexes to 0606/);
    expect(run(s, 'move A1 to 0606').text).toMatch(/^Baldiron moves 3 hexes to 0606, 3 of 3 MP, enabled by Tilly \(7\.2\)\. It goes round Savelli in 0607, by \d{4} and \d{4} \(4\.4\)\./);
  });
});

describe('4.4: a move to a hex whose straight way is held takes the shortest way round', () => {
  it('4.4: move <unit> to <hex> with no --hexes goes round the enemy in the way, its length the way round, and says which way it went', () => {
    const s = swedesMove();
    const r = run(s, 'move B3 to 0506');
    expect(r.text).toMatch(/^Finnish Horse moves 5 hexes to 0506, 5 of 6 MP, enabled by Horn \(7\.2\)\. It goes round Pappenheim's Horse in 0507, by 0509, 0508, 0607 and 0606 \(4\.4\)\./);
    expect(unit(r.state, 'B3')).toMatchObject({ hex: '0506', hexesMoved: 5 });
    expect(r.state.moving).toMatchObject({ unit: 'B3', hexes: 5, mp: 5 });
  });
  it('4.4, 4.5: a later leg goes round too, within the MP left, its hexes added to the move', () => {
    const s = run(swedesMove(), 'move B3 to 0509').state;
    const r = run(s, 'move B3 to 0506');
    expect(r.text).toMatch(/^Finnish Horse moves on 4 hexes to 0506, 5 of 6 MP in all \(4\.5: its move continues\), enabled by Horn \(7\.2\)\. It goes round Pappenheim's Horse in 0507, by 0508, 0607 and 0606 \(4\.4\)\./);
    expect(r.state.moving).toMatchObject({ unit: 'B3', hexes: 5, mp: 5 });
    // 4 MP spent on a winding first leg leave 2; Savelli in 0411 holds the straight way to 0412, and the way round is 3.
    const t = runAll(swedesMove(), ['move B3 to 0410 --hexes 4', 'place A2 0411']);
    expect(refusal(t, 'move B3 to 0412')).toBe('every way from 0410 to 0412 within the 2 MP Finnish Horse has left is blocked by Savelli in 0411 (4.4, 10.3)');
  });
  it('4.4: the straight way open, the move says nothing of a way', () => {
    const r = run(swedesMove(), 'move B3 to 0509');
    expect(r.text).toMatch(/^Finnish Horse moves 1 hex to 0509, 1 of 6 MP\./);
    expect(r.text).not.toMatch(/goes round/);
  });
  it('4.2, 4.4: the terrain named is the terrain of the way round, hex by hex, at its TEC cost', () => {
    const s = swedesMove();
    // 5 hexes round, the first two hills (2 MP each for cavalry): 2 + 2 + 3 clear = 7 MP, more than the 6 the horse has.
    expect(refusal(s, 'move B3 to 0506 --terrain hill,hill')).toBe('Finnish Horse needs 7 MP for this move and has 6 (4.2, 4.3); the way round the units in the way is 5 hexes (4.4)');
    expect(run(s, 'move B3 to 0506 --terrain hill').text).toMatch(/moves 5 hexes to 0506, 6 of 6 MP/);
    expect(refusal(s, 'move B3 to 0506 --terrain clear,marsh')).toBe('the TEC prohibits cavalry from marsh (4.2)');
  });
  it('4.4, 4.5: a way round names the enemies it passes within reach of, and the reaction hint follows the hex it ends in', () => {
    const r = run(swedesMove(), 'move B3 to 0506');
    expect(r.text).toMatch(/On the way it passes within reach of Baldiron, Pappenheim's Horse and Cronberg's Harquebusiers \(4\.5, 11\.4\): to let Baldiron, Pappenheim's Horse and Cronberg's Harquebusiers react, enter the move to 0509 first, then the reactions\./);
    expect(r.text).toMatch(/Pappenheim's Horse and Cronberg's Harquebusiers may react \(4\.5, 11\.4\): react A3 melee\|charge B3 \(in 0606, as B3 exits it, 4\.5\); react A4 melee B3 \(in 0506, if B3 goes on out of it, 4\.5\)\. All reactions to one move are fought against the same hex \(4\.5\): the first reaction fought fixes it \(0606 or 0506\)/);
  });
  it('4.4: no way round within the MP the unit has is refused in one sentence, naming who stands in the way', () => {
    // Baldiron (MA 3) boxed in: every way to 0606 of 3 hexes or fewer runs through a unit.
    const s = runAll(stateOf(SAMPLE), ['place A2 0607', 'place A4 0507', 'place A5 0708']);
    const text = refusal(s, 'move A1 to 0606');
    expect(text).toMatch(/^every way from 0608 to 0606 within Baldiron's 3 MP is blocked by Savelli in 0607, .* \(4\.4\)$/);
    expect(text.split('. ').length).toBe(1);
  });
  it('4.4: a move with every way round blocked says so plainly, naming the nearest units that close the ways round, not only the one on the straight way', () => {
    // Cronberg's Harquebusiers close the straight way to 0610; the Finns in 0510 and the musketeers in 0710 close the ways round.
    const s = runAll(stateOf(SAMPLE), ['place A4 0609']);
    expect(refusal(s, 'move A1 to 0610')).toBe("every way from 0608 to 0610 within Baldiron's 3 MP is blocked by Cronberg's Harquebusiers in 0609, Finnish Horse in 0510 and Commanded Musketeers in 0710 (4.4)");
    // Boxed in by more than three, it names the nearest three, the one on the straight way first, and counts the rest.
    const t = runAll(stateOf(SAMPLE), ['place A2 0507', 'place A3 0508', 'place A4 0607', 'place A5 0706', 'place A6 0707']);
    expect(refusal(t, 'move A1 to 0606 --hexes 3')).toBe("every way of 3 hexes from 0608 to 0606 is blocked by Cronberg's Harquebusiers in 0607, Pappenheim's Horse in 0508, Savelli in 0507 and 1 more unit (4.4); no way round is 3 hexes or shorter");
  });
  it('4.3, 4.4: a way round longer than the unit moves without a leader is refused for the leader, saying how long the way round is', () => {
    // No leader is next to Cronberg's Harquebusiers in 0706 (3 hexes unled); Baldiron's loose shotte in 0708 closes the straight way to 0709 (10.3).
    const s = runAll(stateOf(SAMPLE), ['loose A1 to 0708', 'place A4 0706']);
    expect(refusal(s, 'move A4 to 0709')).toBe("no leader who has not moved is with Cronberg's Harquebusiers or next to them: they move at most 3 hexes (4.3, 7.2); the way round the units in the way is 4 hexes (4.4)");
  });
  it('4.3, 4.4: a refusal on the straight way says nothing of a way round, even when the way names reactions', () => {
    // Savelli (0808, no leader near) to 0810: 0809 is open, and the Swedes in reach are named on the way (4.5).
    const refused = refusal(stateOf(SAMPLE), 'move A2 to 0810');
    expect(refused).toBe('no leader who has not moved is with Savelli or next to it: it moves at most 1 hex (4.3, 7.2)');
  });
  it('9.2, 4.4: a battalion goes round only by its front hexes, those of the facings it turns to', () => {
    // Yellow Brigade in 0611 faces ne; the musketeers in 0610 close the straight way to 0609.
    const s = runAll(swedesMove(), ['place B5 0610']);
    expect(refusal(s, 'move B1 to 0609')).toBe("every way from 0611 to 0609 within Yellow Brigade's 4 MP is blocked by Commanded Musketeers in 0610 (4.4); a battalion steps only into its front hexes (9.2)");
    expect(run(s, 'move B1 to 0609 --face nw').text).toMatch(/^Yellow Brigade moves 3 hexes to 0609, 3 of 4 MP, enabled by Gustavus Adolphus \(7\.2\)\. It goes round Commanded Musketeers in 0610, by 0711 and 0710 \(4\.4\)\./);
  });
});

describe('4.4: the guide offers a way round', () => {
  it('4.4: a hex whose straight way an enemy holds is offered by the way round, with its length, and the terrain asked for each of its hexes', () => {
    const s = swedesMove();
    const step = moveStep(s, unit(s, 'B3'));
    if (step === null || typeof step === 'string' || step.kind !== 'select') throw new Error('no move menu');
    const round = step.choices.find((c) => c.value === 'move B3 to 0506');
    expect(round?.name).toBe('to 0506 (5 hexes, round the units in the way, 4.4)');
    const terrain = step.next('move B3 to 0506');
    if (terrain === null || typeof terrain === 'string' || terrain.kind !== 'confirm') throw new Error('no terrain question');
    const first = terrain.next(true);
    expect(first !== null && typeof first !== 'string' ? first.message : first).toMatch(/^Hex 1 of 5 that Finnish Horse enters/);
  });
});

describe('4.1, 6.3, 2.2: the tool keeps each unit\'s hex, so a move or retreat on the map says where it ends', () => {
  it('4.1: a move of a unit with a hex and no destination nor count of hexes is refused, asking for the hex', () => {
    const s = stateOf(SAMPLE);
    expect(refusal(s, 'move A3')).toBe("Pappenheim's Horse stands in 0507: give the hex it moves to (move A3 to <hex>)");
    expect(refusal(s, 'move AL1')).toBe('Tilly stands in 0608: give the hex he moves to (move AL1 to <hex>), or the unit he joins (--with)');
  });

  it('4.1: a move given only as a count of hexes says the tool still shows the unit in its old hex', () => {
    const r = run(stateOf(SAMPLE), 'move A3 --hexes 2');
    expect(r.text).toMatch(/The tool still shows it in 0507: place A3 <hex> to say where it went\./);
  });

  it('6.3: a retreat of a unit with a hex names the hex it ends in (or --through, --blocked, --off-map)', () => {
    const s = runAll(stateOf(SAMPLE), ['place B5 0709', 'next', ['fire A1 at B5', [4]]]);
    expect(refusal(s, 'retreat B5')).toBe('Commanded Musketeers stand in 0709: give the hex they retreat to (retreat B5 to <hex>), or --through <friend>, --blocked or --off-map (6.3); free of units, 2 hexes away and farther from Baldiron: 0711, 0810, 0909, 0610 or 0807 (terrain and the map\'s edge are yours to check)');
  });

  it('2.2: a hex is three or four digits naming a column and a row from 01: "6" and "06" are no hexes', () => {
    const s = stateOf(SAMPLE);
    expect(refusal(s, 'move A1 to 6')).toBe('"6" is not a hex number (XXYY)');
    expect(refusal(s, 'move A1 to 06')).toBe('"06" is not a hex number (XXYY)');
    expect(refusal(s, 'move A1 to 0600')).toBe('"0600" is not a hex number (XXYY)');
    expect(run(stateOf(SAMPLE), 'move A1 to 609').text).toMatch(/Baldiron moves 1 hex to 0609/);
  });
});

describe('4.3, 4.4, 7.2: the refusal says what matters first', () => {
  it('4.4: a hex the unit may not enter is refused as such before any want of a leader or MP', () => {
    // Gustavus moves first, so Yellow Brigade has no leader; 0608 holds Baldiron.
    const s = runAll(swedesMove(), ['move BL1 to 0612']);
    expect(refusal(s, 'move B1 to 0608')).toBe('0608 holds Baldiron: a unit may not enter an enemy-occupied hex (4.4)');
  });

  it('4.3, 7.2: with every hex known and no leader near, the refusal does not suggest --leader', () => {
    const s = runAll(swedesMove(), ['move BL1 to 0612']);
    const text = refusal(s, 'move B1 to 0609');
    expect(text).toMatch(/^no leader who has not moved is with Yellow Brigade or next to it: it moves at most 1 hex \(4\.3, 7\.2\)$/);
  });
});

describe('9.2: a battalion stepping into a flank hex', () => {
  it('9.2: a step into a flank hex after a first leg is refused saying it takes the whole MA', () => {
    const s = run(swedesMove(), 'move B1 to 0610').state;
    expect(refusal(s, 'move B1 to 0711')).toBe('Yellow Brigade needs 4 MP to go on and has 3 of its 4 left (4.2, 4.5): a step into a flank hex takes all 4 MP (9.2)');
  });

  it('9.2: a battalion that pivots in place and then steps into a flank or rear hex is refused by the rule against both in one phase, not for MP', () => {
    const s = run(swedesMove(), 'move B2 --hexes 0 --face nw').state;
    const why = 'Blue Brigade pivoted in its hex earlier this phase: a battalion does not also move into a flank or rear hex in the same movement phase (9.2)';
    expect(refusal(s, 'move B2 to 0711 --into flank')).toBe(why);
    expect(refusal(s, 'move B2 --into rear --hexes 1')).toBe(why);
    // A move on into a front hex after the pivot is still allowed (the pivot costs 2 MP, 9.2).
    expect(run(s, 'move B2 --hexes 1').state.moving).toMatchObject({ unit: 'B2', mp: 3, pivotedInPlace: true });
  });

  it('9.2: a battalion that steps into a flank hex and then pivots in place is refused by the same rule, not for MP', () => {
    const s = run(swedesMove(), 'move B2 to 0711 --into flank').state;
    expect(refusal(s, 'move B2 --hexes 0 --face se')).toBe('Blue Brigade moved into a flank hex earlier this phase: a battalion does not also pivot in its hex in the same movement phase (9.2)');
  });
});

describe('9.2: the guided move names a battalion\'s flank or rear step', () => {
  it('9.2: a one-hex step into a flank or rear hex is offered as taking all the MA, a front step by its hexes', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next']);
    const names = new Map(moveLines(s, s.units.find((u) => u.id === 'B1')!).map((c) => [c.value, c.name]));
    expect(names.get('move B1 to 0512')).toBe('to 0512 (1 hex into a rear hex: all its MA, 9.2)');
    expect(names.get('move B1 to 0712')).toBe('to 0712 (1 hex into a flank hex: all its MA, 9.2)');
    expect(names.get('move B1 to 0711')).toBe('to 0711 (1 hex)');
    expect(run(s, 'move B1 to 0512').text).toContain('A step into a rear hex takes all 4 MP (9.2).');
  });
});
