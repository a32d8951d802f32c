/** Seed 004, 3.1 (sequence of play), 4.0–4.4 (movement), 7.1–7.2 (leaders and movement). */
import { describe, expect, it } from 'vitest';
import { changesOf, refusal, run, runAll, SAMPLE, SMALL, stateOf, unit } from './fixtures.js';

describe('3.1 the game turn', () => {
  it('walks the phases: weather when the scenario has it, movement and combat for each player, the marker', () => {
    let s = stateOf(SMALL);
    expect(s.step).toBe('weather');
    expect(refusal(s, 'next')).toMatch(/record the weather first/);
    s = run(s, 'weather dry').state;
    const seen: string[] = [s.step];
    for (let i = 0; i < 5; i += 1) {
      s = run(s, 'next').state;
      seen.push(s.step);
    }
    expect(seen).toEqual(['weather', 'first-move', 'first-combat', 'second-move', 'second-combat', 'end']);
    s = run(s, 'next').state;
    expect([s.turn, s.step]).toEqual([2, 'weather']);
  });

  it('the sample has no weather: turn 1 starts with the first player movement', () => {
    expect(stateOf(SAMPLE).step).toBe('first-move');
  });

  it('3.1 VI: after the last turn the winner is worked out from the victory conditions', () => {
    let s = stateOf(SMALL);
    s = run(s, 'eliminate A2').state; // Croats: 1 point to the Swedes
    for (let turn = 1; turn <= 2; turn += 1) s = runAll(s, ['weather dry', 'next', 'next', 'next', 'next', 'next', 'next']);
    expect(s.step).toBe('over');
    expect(s.outcome?.text).toBe('The Swedes win on points (Imperialists 0, Swedes 1).');
  });
});

describe('3.0 instant victory', () => {
  it('3.0: the reason ends in one stop, the citation before it', () => {
    expect(run(stateOf(SAMPLE), 'win A --why "Gustavus Adolphus fell."').state.outcome?.text).toBe('The Imperialists win at once: Gustavus Adolphus fell (instant victory, 3.0).');
    expect(run(stateOf(SAMPLE), 'win B --why "the bridge is held"').text).toBe('The Swedes win at once: the bridge is held (instant victory, 3.0).');
    expect(run(stateOf(SAMPLE), 'win B').text).toBe('The Swedes win at once (instant victory, 3.0).');
  });
  it('3.0: a scenario listing no instant victory takes win only with the game master\'s reason, said as his ruling', () => {
    const none = stateOf(SAMPLE, (t) => t.replace(/\n {2}instant:[^\n]*(\n {4}- [^\n]*)*/, ''));
    expect(none.rules.victory.instant).toEqual([]);
    expect(refusal(none, 'win B')).toBe('this scenario lists no instant victory (3.0): the battle is decided after the last turn; to end it now (a concession), say why with --why "…"');
    expect(run(none, 'win B --why "the Imperialists concede"').text).toBe("The Swedes win at once: the Imperialists concede (the game master's ruling; the scenario lists no instant victory, 3.0).");
  });
});

describe('4.2 movement points and the TEC', () => {
  it('counts MP per terrain entered and refuses a move beyond the allowance', () => {
    const s = stateOf(SAMPLE);
    expect(refusal(s, 'move A1 --terrain woods,clear')).toMatch(/needs 4 MP for this move and has 3/);
    const r = run(s, 'move A3 --terrain woods');
    expect(r.text).toMatch(/4 of 6 MP/);
    expect(r.text).toMatch(/The woods disorder it/);
    expect(unit(r.state, 'A3').status).toBe('disordered');
  });

  it('4.2: a disorder by terrain is on the move\'s changes line', () => {
    expect(changesOf(stateOf(SAMPLE), 'move A3 to 0508 --terrain village')).toEqual([{ unit: "Pappenheim's Horse", from: 'ordered', to: 'disordered' }]);
    // Infantry is not disordered by a village: nothing changes.
    expect(changesOf(stateOf(SAMPLE), 'move A1 to 0609 --terrain village')).toEqual([]);
  });

  it('4.2, 4.3: with both hexes known a move counts at least the hexes to its destination; unnamed hexes are clear', () => {
    const s = stateOf(SAMPLE);
    // Savelli (0808, no leader near) to 0805 is three hexes: one woods and two clear hexes, 5 MP.
    expect(refusal(s, 'move A2 to 0805 --terrain woods')).toMatch(/Savelli needs 5 MP for this move and has 3/);
    expect(refusal(s, 'move A2 to 0805')).toMatch(/moves at most 1 hex \(4\.3, 7\.2\)/);
    expect(refusal(s, 'move A2 to 0805 --hexes 1')).toMatch(/0805 is 3 hexes from 0808: a move there enters at least 3, not 1 \(4\.1, 4\.2\)/);
    expect(run(s, 'move A4 to 0401 --terrain clear').text).toMatch(/move 6 hexes to 0401, 6 of 6 MP/);
    // A winding way may enter more hexes than the distance.
    expect(run(s, 'move A5 to 1005 --hexes 3').text).toMatch(/move 3 hexes to 1005, 3 of 7 MP/);
  });

  it('4.2: a plural unit short of MP reads "need … and have"', () => {
    expect(refusal(stateOf(SAMPLE), 'move A5 --terrain woods,woods,woods,woods')).toMatch(/^Isolani's Croats need 8 MP for this move and have 7 \(4\.2, 4\.3\)$/);
  });

  it('prohibited terrain may not be entered', () => {
    expect(refusal(stateOf(SAMPLE), 'move A3 --terrain marsh')).toMatch(/prohibits cavalry from marsh/);
  });
});

describe('4.3 and 7.2 movement allowances and leaders', () => {
  it('without an eligible leader a tercio moves one hex and cavalry three', () => {
    const s = stateOf(SAMPLE);
    expect(refusal(s, 'move A2 --hexes 2')).toMatch(/moves at most 1 hex \(4\.3, 7\.2\)/);
    expect(refusal(run(s, 'move AL2 to 0508').state, 'move A4 --hexes 4')).toMatch(/move at most 3 hexes/);
    // 7.2: Tilly (0608) is two hexes from Savelli (0808): he enables it from the hex next to it.
    expect(run(run(s, 'place AL1 0708').state, 'move A2 --hexes 2 --leader AL1').text).toMatch(/enabled by Tilly/);
  });

  it('a leader who has moved enables nobody (7.1)', () => {
    const s = run(stateOf(SAMPLE), 'move AL1 to 0708').state;
    expect(refusal(s, 'move A2 --hexes 2 --leader AL1')).toMatch(/has moved this phase/);
  });

  it('loose shotte, dragoons, light cavalry and light cannon move freely', () => {
    expect(run(stateOf(SAMPLE), 'move A5 --hexes 6').text).toMatch(/move freely/);
    expect(run(stateOf(SAMPLE), 'move A6 --hexes 5').text).toMatch(/move freely/);
  });

  it('4.3: a free mover next to a leader still moves freely, not enabled by him (7.2)', () => {
    // The Regimental Guns (0712) stand next to Gustavus Adolphus with the Yellow Brigade (0611).
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'flip B6 moving']);
    const r = run(s, 'move B6 to 0711');
    expect(r.text).toMatch(/^Regimental Guns move 1 hex to 0711, 1 of 3 MP \(they move freely, 4\.3, 12\.7\)\.$/);
    expect(r.text).not.toMatch(/enabled by/);
  });
});

describe('4.4 movement and other units', () => {
  it('no unit enters an enemy-occupied hex, nor stays with a friendly combat unit', () => {
    const s = stateOf(SAMPLE);
    expect(refusal(s, 'move A3 to 0510')).toMatch(/enemy-occupied/);
    expect(refusal(s, 'move A3 to 0608')).toMatch(/only one infantry or cavalry unit/);
  });

  it('only the phasing player moves, each unit once (4.1)', () => {
    const s = stateOf(SAMPLE);
    expect(refusal(s, 'move B3 --hexes 1')).toMatch(/moves in their movement phase/);
    // 4.1, 4.5: its move may go on only while no other unit has moved since.
    expect(refusal(runAll(s, ['move A3 --hexes 1', 'move A4 --hexes 1']), 'move A3 --hexes 1')).toMatch(/already moved this phase, and Cronberg's Harquebusiers have moved since/);
  });
});

describe('4.5 movement reaction', () => {
  it('infantry reacts by fire, cavalry by melee or charge, artillery never', () => {
    const s = run(stateOf(SAMPLE), 'move A1 --hexes 1').state;
    expect(refusal(s, 'react B5 melee A1 --range 1')).toMatch(/cannot react by melee: infantry reacts to movement by fire only \(4\.5\)/);
    expect(refusal(s, 'react B7 fire A1 --range 1')).toMatch(/artillery never reacts/);
    const r = run(s, 'react B5 fire A1 --range 1', [6, 1, 1]);
    expect(r.text).toMatch(/Fire by Commanded Musketeers/);
    expect(unit(r.state, 'B5').attacked).toBe(false);
  });

  it('4.5: a movement reaction is refused against a unit that has not moved this phase (place is no move)', () => {
    const s = run(stateOf(SAMPLE), 'place A1 0709').state;
    expect(refusal(s, 'react B5 fire A1')).toMatch(/Baldiron has not moved this phase: a movement reaction is against a unit that moves \(4\.5\)/);
    expect(run(run(s, 'move A1 --hexes 1').state, 'react B5 fire A1', [6, 1, 1]).text).toMatch(/Fire by Commanded Musketeers/);
  });
});

describe('11.4 cavalry movement reaction', () => {
  /** Isolani's Croats (1008) two hexes from the Smaland Horse (0910); 0909 and 1009 lie between. */
  const moved = () => run(stateOf(SAMPLE), 'move A5 to 1008').state;
  it('11.4: the hex between must be next to the cavalry and to the moving unit, and unoccupied', () => {
    const s = moved();
    expect(refusal(s, 'react B4 melee A5 --to 0811')).toMatch(/0811 is not next to Smaland Horse.*\(11\.4\)/);
    expect(refusal(s, 'react B4 melee A5 --to 0810')).toMatch(/0810 is not next to Isolani's Croats/);
    const held = run(s, 'place B2 1009').state;
    expect(refusal(held, 'react B4 melee A5 --to 1009')).toMatch(/1009 holds Blue Brigade: the hex between must be unoccupied \(11\.4, 4\.4\)/);
    expect(refusal(s, 'react B4 melee A5 --no-counter-fire')).toMatch(/--to 0909 or --to 1009/);
    // One hex left free: the hexes say where the cavalry goes.
    expect(unit(run(held, 'react B4 melee A5 --no-counter-fire', [6, 6, 6]).state, 'B4').hex).toBe('0909');
    expect(unit(run(s, 'react B4 melee A5 --to 1009', [6, 6, 6]).state, 'B4').hex).toBe('1009');
  });
  it('11.4: the moving player\'s infantry next to the hex between fires at the reacting cavalry, before its melee', () => {
    const s = moved();
    expect(refusal(s, 'react A2 fire B4')).toMatch(/give the hex Smaland Horse moves into with --to/);
    expect(refusal(s, 'react A2 fire B4 --to 1009')).toMatch(/1009 is not next to Savelli/);
    expect(refusal(s, 'react A1 fire B4 --to 0909')).toMatch(/0909 is not next to Baldiron/);
    const r = run(s, 'react A2 fire B4 --to 0909', [5]);
    expect(r.text).toMatch(/Fire by Savelli: Infantry & Cavalry Fire line/);
    expect(unit(r.state, 'B4').status).toBe('disordered');
    expect(unit(r.state, 'A2').attacked).toBe(false);
    // Disordered by that fire, the cavalry may still melee but not charge (11.7).
    expect(refusal(r.state, 'react B4 charge A5 --to 0909')).toMatch(/disordered cavalry never charges/);
    // A result that leaves no retreat waiting (one would refuse every other reaction first, 6.3).
    const after = run(s, 'react B4 melee A5 --to 0909 --no-counter-fire', [3, 3, 3]).state;
    expect(after.pending).toEqual([]);
    expect(refusal(after, 'react A2 fire B4 --to 0909')).toMatch(/Smaland Horse cannot react through 0909 now \(Smaland Horse has already reacted to Isolani's Croats' move/);
  });
});

describe('6.5 a fortune of war move', () => {
  it('6.5: follows the normal movement rules: a tercio with no leader near moves one hex', () => {
    // Tilly stays in 0608 when Baldiron is placed (a correction leaves the leader behind): two hexes from Savelli.
    let s = runAll(stateOf(SAMPLE), ['place A1 0709', 'next']);
    s = run(s, 'melee A1 at B5', [1, 1, 4, 1, 1]).state;
    s = runAll(s, ['retreat B5 to 0715', 'fow move A2']);
    expect(refusal(s, 'move A2 to 0805')).toMatch(/no leader who has not moved is with Savelli .* moves at most 1 hex \(4\.3, 7\.2; 6\.5: a fortune of war move follows the normal rules\)/);
    expect(run(s, 'move A2 --hexes 1').text).toMatch(/Savelli moves 1 hex/);
  });
});
