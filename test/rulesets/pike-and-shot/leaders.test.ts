/** Seed 004, 7.1 and 7.4: a leader alone attacked, in reaction to his move and in the combat phase; 6.5: reactions to a fortune of war move. */
import { describe, expect, it } from 'vitest';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import { changesOf, odds, refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

const leader = (s: PsState, id: string) => s.leaders.find((l) => l.id === id)!;


/** Tilly (AL1) leaves Baldiron and moves alone to 0609, next to the Commanded Musketeers (B5) and the Finnish Horse (B3). */
const tillyAlone = () => run(stateOf(SAMPLE), 'move AL1 to 0609').state;
/** 4.5, 7.1: the same step, the Commanded Musketeers placed in 0709, next to 0608 and 0609, so their fire answers it. */
const tillyStepped = () => runAll(stateOf(SAMPLE), ['place B5 0709', 'move AL1 to 0609']);

/** Phase III, Horn (BL2) alone in 0608 next to Baldiron (A1, placed in 0607) and Pappenheim's Horse (A3, in 0507). */
function hornAloneInCombat(): PsState {
  return runAll(stateOf(SAMPLE), ['next', 'place BL2 0608', 'place A1 0607', 'place AL1 0607']);
}

describe('7.1 a leader moving alone draws enemy reaction', () => {
  it('7.1: his move alone names the units that may react to him, with their commands', () => {
    expect(run(stateOf(SAMPLE), 'move AL1 to 0609').text).toMatch(/Finnish Horse may react \(4\.5, 7\.1, 11\.4\): react B3 melee\|charge AL1 --retreat HEX \(against his step from 0608 into 0609, 4\.5\)/);
    expect(run(stateOf(SAMPLE), 'move AL1 to 0609').text).not.toMatch(/<unit>/);
    // Joining a unit, he moved alone on the way (7.1): the way's reactions are named, to be entered in legs;
    // at its end he stands with Savelli, and a melee there would fall on the stack.
    const joined = run(stateOf(SAMPLE), 'move AL1 --with A2');
    expect(joined.text).toMatch(/He goes by 0708, out of reach of Finnish Horse and Smaland Horse on the way; another as short, by 0709, would let Finnish Horse and Smaland Horse react on the way/);
    expect(refusal(joined.state, 'react B4 melee AL1 --to 0809')).toMatch(/^Tilly ended his step stacked with Savelli, so he is alone no longer: a melee or charge there falls on Savelli/);
    // Where the hexes name no enemy in reach, no one may react, and nothing is offered.
    expect(run(stateOf(SAMPLE), 'move AL1 to 0607').text).toBe('Tilly moves to 0607: he cannot enable full movement again this phase (7.1).');
    // An enemy unit with no hex may be anywhere: the general words stay, for the game master to judge.
    const s = stateOf(SAMPLE);
    const unplaced = { ...s, units: s.units.map((u) => (u.id === 'B5' ? { ...u, hex: null } : u)) };
    expect(run(unplaced, 'move AL1 to 0405').text).toMatch(/Alone, he may draw enemy reaction \(7\.1\): react <unit> fire\|melee\|charge AL1\.$/);
  });
  it('7.1: a leader\'s move given as a count (--hexes) says the count, as a unit\'s does, with hexes and without', () => {
    expect(run(stateOf(SAMPLE), 'move AL1 to 0609 --hexes 2').text).toMatch(/^Tilly moves 2 hexes to 0609: he cannot enable full movement again this phase \(7\.1\)\./);
    const noHexes = stateOf(SAMPLE, (t) => t.replace(/\n\s*hex: "\d+"/g, '').replace(/, hex: "\d+"/g, '').replace(/, facing: \w+/g, ''));
    expect(run(noHexes, 'move AL2 --hexes 1').text).toMatch(/^Pappenheim moves 1 hex: he cannot enable full movement again this phase \(7\.1\)\./);
  });

  it('7.1, 7.4: reaction fire at him rolls no combat die, only his casualty check', () => {
    const hit = run(tillyStepped(), 'react B5 fire AL1', [6, 5]);
    expect(hit.text).toMatch(/no combat die.*Tilly is a casualty \(rolled 6\+5 = 11/);
    expect(leader(hit.state, 'AL1').fate).toBe('casualty');
    const missed = run(tillyStepped(), 'react B5 fire AL1', [1, 1]);
    expect(missed.text).toMatch(/Tilly is unhurt \(rolled 1\+1 = 2/);
    expect(leader(missed.state, 'AL1')).toMatchObject({ fate: 'active', hex: '0609' });
    expect(unit(missed.state, 'B5').status).toBe('disordered');
  });

  it('7.1, 11.6: a cavalry reaction makes him retreat three hexes before it, no dice; the cavalry may advance', () => {
    const r = run(tillyAlone(), 'react B3 charge AL1 --retreat 0606');
    expect(r.text).toMatch(/Tilly retreats to 0606 before Finnish Horse's melee: a leader alone retreats before a melee as cavalry does before infantry \(7\.1, 11\.6\)/);
    expect(leader(r.state, 'AL1')).toMatchObject({ fate: 'active', hex: '0606', with: null });
    expect(r.state.advance).toMatchObject({ unit: 'B3', into: '0609' });
    expect(unit(r.state, 'B3').status).toBe('ordered');
  });

  it('7.1: a leader alone who cannot retreat before the melee is eliminated', () => {
    const r = run(tillyAlone(), 'react B3 melee AL1 --retreat blocked');
    expect(r.text).toMatch(/Tilly cannot retreat before Finnish Horse's melee and is eliminated \(7\.1\)/);
    expect(leader(r.state, 'AL1').fate).toBe('eliminated');
  });

  it('7.1: only a leader who has moved draws reaction, and a melee reaction says where he goes', () => {
    const s = runAll(stateOf(SAMPLE), ['place AL1 0609']);
    expect(refusal(s, 'react B5 fire AL1')).toMatch(/Tilly has not moved this phase/);
    expect(refusal(tillyAlone(), 'react B3 melee AL1')).toMatch(/say where Tilly retreats before the melee: --retreat HEX/);
    expect(refusal(tillyAlone(), 'react B3 melee AL1 --retreat 0611')).toMatch(/holds the enemy Yellow Brigade/);
    expect(refusal(tillyAlone(), 'react B5 melee AL1 --retreat 0606')).toMatch(/cannot react by melee: infantry reacts to movement by fire only/);
    expect(refusal(tillyAlone(), 'react B7 fire AL1')).toMatch(/artillery never reacts/);
  });
});

describe('7.1 a leader alone attacked in the combat phase', () => {
  it('7.1, 7.4: fire at him is his casualty check only, and uses up the firer\'s attack', () => {
    const r = run(hornAloneInCombat(), 'fire A1 at BL2', [5, 6]);
    expect(r.text).toMatch(/Baldiron fires at Horn, a leader alone in 0608: no combat die.*Horn is a casualty \(rolled 5\+6 = 11/);
    expect(leader(r.state, 'BL2').fate).toBe('casualty');
    expect(unit(r.state, 'A1').attacked).toBe(true);
    expect(refusal(hornAloneInCombat(), 'fire A1 at BL2 --back')).toMatch(/neither fires back nor retreats before fire/);
  });

  it('7.1, 12.3: artillery fires at a leader alone as at a unit in his hex: line of sight and strength count', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'place BL2 0711']);
    expect(refusal(s, 'fire A7 at BL2')).toMatch(/no line of sight to Horn: Commanded Musketeers in 0710 block it/);
    expect(leader(run(s, 'fire A7 at BL2 --no-blocked', [6, 6]).state, 'BL2').fate).toBe('casualty');
    expect(refusal(s, 'fire A6 at BL2')).toMatch(/Horn is 5 hexes from Imperial Dragoons/);
  });

  it('7.1: a melee at him makes him retreat three hexes, measured from his hex, or eliminates him', () => {
    const s = run(hornAloneInCombat(), 'place A3 0708').state;
    const r = run(s, 'melee A3 at BL2 --retreat 0611');
    expect(leader(r.state, 'BL2')).toMatchObject({ hex: '0611', fate: 'active' });
    expect(r.state.advance).toMatchObject({ unit: 'A3', into: '0608' });
    expect(changesOf(s, 'melee A3 at BL2 --retreat 0611')).toEqual([{ unit: 'Horn', from: 'alone in 0608', to: 'with Yellow Brigade in 0611' }]);
    expect(refusal(s, 'melee A3 at BL2 --retreat 0612')).toMatch(/0612 is 4 hexes from 0608: Horn retreats 3 hexes \(7\.1, 11\.6\)/);
    expect(leader(run(s, 'melee A3 at BL2 --retreat blocked').state, 'BL2').fate).toBe('eliminated');
  });

  it('7.1: a leader stacked with a unit is attacked through the unit, not alone', () => {
    const s = run(stateOf(SAMPLE), 'next').state;
    expect(refusal(s, 'fire A1 at BL1 --range 1')).toMatch(/Gustavus Adolphus is stacked with Yellow Brigade: attack Yellow Brigade \(B1\)/);
    expect(refusal(hornAloneInCombat(), 'melee A1 at B5 --range 1 --retreat 0606')).toMatch(/--retreat is for a leader alone/);
  });
});

describe('7.4 odds of an attack on a leader alone', () => {
  it('7.4: fire at a leader alone shows his casualty check, as the roll makes it', () => {
    const p = odds(hornAloneInCombat(), 'fire A1 at BL2');
    expect(p.odds!.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['Horn is unhurt', '11/12'],
      ['Horn is a casualty (11–12 on two dice)', '1/12'],
    ]);
    // The outcomes are his check: no second table repeats it.
    expect(p.distributions).toEqual([]);
    let falls = 0;
    for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) if (leader(run(hornAloneInCombat(), 'fire A1 at BL2', [a, b]).state, 'BL2').fate === 'casualty') falls += 1;
    expect(falls / 36).toBeCloseTo(p.odds!.outcomes.find((o) => o.label.includes('casualty'))!.probability, 12);
  });

  it('7.1: a melee at a leader alone is certain: his retreat, or his end', () => {
    const s = run(tillyStepped(), 'react B5 fire AL1', [1, 1]).state;
    expect(odds(s, 'react B3 melee AL1 --retreat blocked').odds!.outcomes).toEqual([{ label: 'Tilly cannot retreat and is eliminated (7.1)', probability: 1, fraction: '1' }]);
  });
});

describe('6.5 reactions to a fortune of war move', () => {
  /** Phase III; the Imperialists hold a fortune of war and play it to move Pappenheim's Horse next to the Commanded Musketeers. */
  function fortuneMove(): PsState {
    const s = run(stateOf(SAMPLE), 'next').state;
    const held: PsState = { ...s, sides: [{ ...s.sides[0], fow: 1 }, s.sides[1]] };
    return runAll(held, ['fow move A3', 'move A3 to 0609']);
  }

  it('6.5: the enemy reacts to a fortune of war move in the combat phase, as to any move', () => {
    const r = run(fortuneMove(), 'react B5 fire A3', [6]);
    expect(r.text).toMatch(/Commanded Musketeers/);
    expect(unit(r.state, 'A3').status).toBe('disordered');
  });

  it('6.5: only the unit that made the fortune of war move draws reactions, and only until the phase goes on', () => {
    const s = fortuneMove();
    expect(refusal(s, 'react B5 fire A1 --range 1')).toMatch(/Baldiron did not make the fortune of war move/);
    const after = run(s, 'fire A2 at B5 --range 1', [1]).state;
    expect(refusal(after, 'react B5 fire A3')).toMatch(/reactions to movement come in a movement phase \(4\.5\), or right after a fortune of war move/);
  });
});

describe('11.4 and 7.1 a stacked leader and the cavalry moving into the hex between', () => {
  /** Isolani's Croats (A5) move to 0709, two hexes from the Finnish Horse (B3, with Horn, BL2, in 0510); 0609 lies between. */
  const croatsNear = () => run(stateOf(SAMPLE), 'move A5 to 0709').state;

  it('11.4, 7.1: cavalry reacting two hexes away leaves its stacked leader in the hex it left, no longer stacked, out of the melee', () => {
    const s = croatsNear();
    // The odds and the roll agree: no casualty check for Horn, and no melee factor of his.
    expect(odds(s, 'react B3 melee A5 --to 0609 --no-counter-fire').distributions.map((d) => d.title).join(' ')).not.toMatch(/Horn/);
    const r = run(s, 'react B3 melee A5 --to 0609 --no-counter-fire', [6, 6, 6]);
    expect(r.text).toMatch(/^Finnish Horse moves into the hex between \(0609\) to react \(11\.4\)\. Horn stays in 0510\. /);
    expect(r.text).not.toMatch(/casualty check|Horn is unhurt/);
    expect(unit(r.state, 'B3').hex).toBe('0609');
    expect(leader(r.state, 'BL2')).toMatchObject({ hex: '0510', with: null, fate: 'active' });
  });

  it('11.4, 7.1: cavalry reacting two hexes away to a leader alone also leaves its stacked leader behind', () => {
    const s = run(stateOf(SAMPLE), 'move AL1 to 0709').state;
    const r = run(s, 'react B3 melee AL1 --to 0609 --retreat 0706 --no-counter-fire');
    expect(r.text).toMatch(/^Finnish Horse moves into the hex between \(0609\) to react \(11\.4\)\. Horn stays in 0510\. Tilly retreats/);
    expect(unit(r.state, 'B3').hex).toBe('0609');
    expect(leader(r.state, 'BL2')).toMatchObject({ hex: '0510', with: null });
  });
});

describe('7.3 a leader goes with his unit only in a retreat or rout', () => {
  /** Pappenheim moves with his Horse to 0509; in phase III it melees the Finnish Horse (0510), which must retreat. */
  const melee = (pursue: boolean) =>
    runAll(stateOf(SAMPLE), ['move A3 to 0509', 'move AL2 --with A3', 'next', [`melee A3 at B3${pursue ? '' : ' --no-pursue'}`, [1, 1, 5, 1, 1, 1, 1]]]);
  it('7.1: a unit\'s move says its stacked leader stays behind', () => {
    // The reactions the move opens follow (4.5, reaction-hint.test.ts).
    expect(run(stateOf(SAMPLE), 'move A1 to 0609').text).toMatch(/^Baldiron moves 1 hex to 0609, 1 of 3 MP\. Tilly stays in 0608\.( [^.]* may react .*)?$/);
    // 4.3, 7.2: a move no longer than the unit makes alone needs no leader, so none is said to enable it; a longer one names him.
    expect(run(stateOf(SAMPLE), 'move A1 to 0610').text).toMatch(/^Baldiron moves 2 hexes to 0610, 2 of 3 MP, enabled by Tilly \(7\.2\)\./);
  });
  it('7.3, 6.6: an advance leaves the stacked leader behind, no longer stacked', () => {
    const s = run(melee(false), 'retreat B3 to 0513').state;
    expect(leader(s, 'AL2')).toMatchObject({ hex: '0509', with: 'A3' });
    const r = run(s, 'advance A3 to 0410');
    expect(r.text).toMatch(/Pappenheim stays in 0509\./);
    expect(unit(r.state, 'A3').hex).toBe('0410');
    expect(leader(r.state, 'AL2')).toMatchObject({ hex: '0509', with: null });
  });
  it('7.3, 11.8: a pursuer leaves its stacked leader behind, no longer stacked', () => {
    const r = run(melee(true), 'retreat B3 to 0513');
    expect(r.text).toMatch(/Pappenheim's Horse pursues to \d{4}: .*\. Pappenheim stays in 0509\./);
    expect(unit(r.state, 'A3').hex).toBe('0513');
    expect(leader(r.state, 'AL2')).toMatchObject({ hex: '0509', with: null });
  });
  it('7.3: a unit placed by the game master leaves its leaders behind, unlinked, and says so', () => {
    const r = run(stateOf(SAMPLE), 'place A1 0709');
    expect(r.text).toBe('Baldiron is placed in 0709. Tilly stays in 0608.');
    expect(leader(r.state, 'AL1')).toMatchObject({ hex: '0608', with: null });
    // Placed in the same hex, nothing changes.
    expect(run(stateOf(SAMPLE), 'place A1 0608').text).toBe('Baldiron is placed in 0608.');
  });
});

/** 7.1 "stack with (remain in the same hex as)": one meaning of stacked for every rule and view (see docs, Leaders). */
describe('7.1, 7.3 one meaning of stacked', () => {
  it('7.1, 7.3: a leader placed in a friendly unit\'s hex is stacked with it and goes with it when it retreats', () => {
    const s = runAll(stateOf(SAMPLE), ['place A2 0709', 'place AL1 0709', 'next', 'next', 'next', ['fire B5 at A2', [6, 1, 1]]]);
    expect(leader(s, 'AL1')).toMatchObject({ hex: '0709', with: 'A2' });
    const r = run(s, 'retreat A2 to 0708');
    expect(r.text).toMatch(/Savelli retreats 1 hex to 0708, Tilly with it \(7\.3\)/);
    expect(leader(r.state, 'AL1')).toMatchObject({ hex: '0708', with: 'A2' });
  });

  it('7.1: a leader retreating before a melee into a friend\'s hex is stacked with it, and its move leaves him behind', () => {
    const s = runAll(stateOf(SAMPLE), ['place AL1 0609', 'next', 'next', 'next']);
    const r = run(s, 'melee B3 at AL1 --retreat 0608');
    expect(r.text).toMatch(/Tilly retreats 1 hex to 0608 before Finnish Horse's melee, stacked with Baldiron/);
    expect(leader(r.state, 'AL1')).toMatchObject({ hex: '0608', with: 'A1' });
    const moved = run(runAll(r.state, ['next', 'next']), 'move A1 to 0605');
    expect(moved.text).toMatch(/enabled by Tilly \(7\.2\)\. .*Tilly stays in 0608\./);
    expect(leader(moved.state, 'AL1')).toMatchObject({ hex: '0608', with: null });
  });

  it('7.1: a leader moving alone into a friend\'s hex is stacked with it; a unit entering a lone leader\'s hex takes him up', () => {
    const moved = run(stateOf(SAMPLE), 'move AL1 to 0808');
    expect(moved.text).toMatch(/Tilly moves to 0808, stacked with Savelli/);
    expect(leader(moved.state, 'AL1').with).toBe('A2');
    const alone = run(stateOf(SAMPLE), 'place AL1 0609').state;
    expect(leader(alone, 'AL1').with).toBeNull();
    expect(leader(run(alone, 'place A2 0609').state, 'AL1').with).toBe('A2');
    expect(refusal(run(alone, 'place A2 0609').state, 'melee B3 at AL1 --retreat 0509')).toMatch(/Tilly is stacked with Savelli/);
  });

  it('7.1: a unit eliminated by a correction leaves its leader in its hex, and the result says so', () => {
    const r = run(stateOf(SAMPLE), 'eliminate B1');
    expect(r.text).toBe('Yellow Brigade is eliminated. Gustavus Adolphus stays in 0611.');
    expect(leader(r.state, 'BL1')).toMatchObject({ hex: '0611', with: null, fate: 'active' });
  });
});

describe('7.1, 11.6 a leader alone retreating before a melee', () => {
  it('7.1, 11.6: the result says the real length, measured from his hex, and that his retreat is three hexes, without naming the attacker\'s type', () => {
    const s = runAll(stateOf(SAMPLE), ['place AL1 0609', 'next', 'next', 'next']);
    const r = run(s, 'melee B3 at AL1 --retreat 0509');
    expect(r.text).toMatch(/^Tilly retreats 1 hex to 0509 before Finnish Horse's melee: a leader alone retreats before a melee as cavalry does before infantry \(7\.1, 11\.6\)\./);
    expect(r.text).not.toMatch(/cavalry before infantry \(/);
    // 11.6: the retreat is three hexes long; an end nearer says the way wound (as a unit's, 6.3).
    expect(r.text).toContain('0509 is 1 hex from 0609: the way may wind, but his retreat is 3 hexes long (7.1, 11.6).');
  });

  it('6.3, 7.1: his retreat may not end nearer the attacker than his hex', () => {
    // The game master says Pappenheim's Horse in 0806, three hexes by the map, is next to Horn in 0608 (--range 1): 0807 is nearer it than 0608.
    const s = runAll(hornAloneInCombat(), ['place A3 0806']);
    expect(refusal(s, 'melee A3 at BL2 --range 1 --retreat 0807')).toMatch(/0807 is 1 hex from Pappenheim's Horse, nearer than 0608 \(3\): a retreat moves away from the enemy \(6\.3, 7\.1\)/);
    expect(leader(run(s, 'melee A3 at BL2 --range 1 --retreat 0508').state, 'BL2').hex).toBe('0508');
  });
});

describe('7.4 casualty checks, by hand and in the changes line', () => {
  it('7.4: a leader alone fired on rolls his two dice as the casualty check, as a stacked leader does', () => {
    const seen: { label: string; stage?: string; side?: string }[] = [];
    const dice = { roll: (_: number, label: string, about?: { stage: string; side: string }) => (seen.push({ label, stage: about?.stage, side: about?.side }), 1) };
    const action = parsePsCommand(tillyStepped(), 'react B5 fire AL1');
    if (!action.ok) throw new Error(action.error);
    expect(executePs(tillyStepped(), action.value, dice).ok).toBe(true);
    expect(seen).toEqual([
      { label: 'casualty check: Tilly', stage: 'Casualty check for Tilly, first die', side: 'Tilly' },
      { label: 'casualty check: Tilly', stage: 'Casualty check for Tilly', side: 'Tilly' },
    ]);
  });

  it('7.4: a stacked leader who falls has his changes entry, as a leader alone does', () => {
    const s = runAll(stateOf(SAMPLE), ['place A2 0709', 'place AL1 0709', 'next', 'next', 'next']);
    expect(changesOf(s, 'fire B5 at A2', [1, 6, 5])).toContainEqual({ unit: 'Tilly', from: 'active', to: 'casualty' });
  });
});

describe('6.5 fortune of war move', () => {
  it('6.5: fow move takes only the unit, and the refusal says how to move it', () => {
    expect(refusal(stateOf(SAMPLE), 'fow move A2 to 0609')).toBe('fow move takes only the unit; then move it: move A2 to 0609 (6.5)');
  });
});

describe('7.1 a leader\'s move that goes nowhere', () => {
  it('7.1, 4.1: joining the unit he is already with, or going to his own hex, is refused and spends no move', () => {
    const s = stateOf(SAMPLE);
    expect(refusal(s, 'move AL1 --with A1')).toBe('Tilly is already with Baldiron in 0608: nothing to move');
    expect(refusal(s, 'move AL1 to 0608')).toBe('Tilly is already in 0608: a move enters at least one hex (4.1)');
    // Tilly has not moved, so he still enables Baldiron's full move.
    expect(run(s, 'move A1 to 0610').text).toMatch(/enabled by Tilly \(7\.2\)/);
  });
});

describe('6.2 corrections of a side up', () => {
  it('6.2: set to the side a unit already shows is refused, and a gun is never ordered or disordered', () => {
    const s = stateOf(SAMPLE);
    expect(refusal(s, 'set A3 ordered --why "misread die"')).toBe("Pappenheim's Horse is already ordered: nothing to set");
    expect(refusal(s, 'set A7 disordered')).toBe('Imperial Guns never show ordered or disordered: artillery changes side only by capture (6.2, 12.4, 12.6)');
  });
});

describe('7.2 a leader named for a move that needs none', () => {
  it('7.2, 4.3: --leader on a move a unit makes alone says he enables nothing, in plural too', () => {
    expect(run(stateOf(SAMPLE), 'move A1 to 0609 --leader Tilly').text).toMatch(/^Baldiron moves 1 hex to 0609, 1 of 3 MP; it needs no leader \(1 hex at most without one, 4\.3\), so Tilly enables nothing\. Tilly stays in 0608\.( [^.]* may react .*)?$/);
    expect(run(stateOf(SAMPLE), 'move A4 to 0408 --leader AL2').text).toMatch(/^Cronberg's Harquebusiers move 1 hex to 0408, 1 of 6 MP; they need no leader \(3 hexes at most without one, 4\.3\), so Pappenheim enables nothing\./);
  });
});
