/** Seed 004: combat defects found in review (6.2, 7.3, 5.2, 6.5, 6.6, 11.3, 11.4, 7.4, 12.2, 6.3), each pinned by the section it reads. */
import { describe, expect, it } from 'vitest';
import { odds, refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

/** The sample at the Imperial combat phase. */
const combat = () => run(stateOf(SAMPLE), 'next').state;

describe('6.2, 7.0 a leader named where a unit is wanted', () => {
  it('6.2: recover, odds recover, set and eliminate of a leader are refusals, not crashes', () => {
    const s = combat();
    expect(refusal(s, 'recover AL1')).toMatch(/AL1 is a leader, Tilly: leaders do not recover/);
    expect(() => odds(s, 'recover AL1')).toThrow(/is a leader/);
    expect(refusal(s, 'set AL1 disordered')).toMatch(/is a leader/);
    expect(refusal(s, 'eliminate AL1')).toMatch(/is a leader/);
  });
});

describe('5.2, 6.5 reactions leave the attacked-by mark alone', () => {
  /** Imperial combat phase: B5 driven off by A1's melee (a fortune of war to the Imperials), B2 next to A6. */
  const afterFortune = () =>
    runAll(combat(), ['place B5 0709', ['melee A1 at B5', [1, 1, 5, 1, 1]], 'retreat B5 --off-map', 'place B2 0809', 'place A6 0909']);

  it('5.2, 6.5: a fortune of war fire does not bar a melee against the same unit', () => {
    const s = run(afterFortune(), 'fow react A6 fire B2', [1]).state;
    expect(unit(s, 'B2').defended).toBe(null);
    expect(() => run(s, 'melee A2 at B2', [1, 1, 1])).not.toThrow();
  });

  it('5.2: a reaction fire does not overwrite "attacked by melee": fire at the same unit is still refused', () => {
    const s = runAll(combat(), ['place B5 0709', ['melee A1 at B5', [1, 1, 2, 1, 1]], ['react A2 fire B5', [1]], 'retreat B5 to 0711', 'place A6 0710']);
    expect(unit(s, 'B5').defended).toBe('melee');
    expect(refusal(s, 'fire A6 at B5')).toMatch(/attacked by melee this phase: not by fire too \(5\.2\)/);
  });
});

describe('6.6, 11.3, 11.8 advance after a defender eliminated outright', () => {
  it('6.6: pursuit-capable cavalry whose charge eliminates the defender on the spot may advance (no retreat to pursue, 11.8)', () => {
    const s0 = runAll(stateOf(SAMPLE), ['move A3 to 0508', 'move AL2 to 0508 --with A3', 'place B2 0509', 'next']);
    const s = run(s0, 'charge A3 at B2', [1, 3, 1, 1]).state;
    expect(unit(s, 'B2').fate).toBe('eliminated');
    expect(s.advance).toMatchObject({ unit: 'A3', into: '0509' });
    expect(() => run(s, 'advance A3')).not.toThrow();
  });
});

describe('11.4 infantry fire at cavalry moving into the hex between', () => {
  it('11.4, 9.3: a battalion fires on the line of the hex the cavalry enters (its rear: Reduced Fire), not of the hex it left', () => {
    // The move given by --hexes leaves its last step unknown: Pappenheim's Horse (next to 0512, the hex
    // that step left) meets B3 as it goes on out of 0513, through 0512 (4.5, 11.4).
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'place A3 0411', 'place AL2 0407', 'move B3 to 0513 --hexes 3']);
    expect(odds(s, 'react B1 fire A3 --to 0512').note).toBeDefined();
    expect(run(s, 'react B1 fire A3 --to 0512', [1]).text).toMatch(/Reduced Fire line/);
  });

  it('11.4, 4.5: cavalry that already reacted earlier in the phase may be fired on as it makes a second reaction', () => {
    const s = runAll(stateOf(SAMPLE), ['move A5 to 1008', ['react B4 melee A5 --to 1009', [2, 1, 2]], 'move A5 to 1005', 'move A2 to 0809']);
    expect(run(s, 'react A2 fire B4 --to 0909', [1]).text).toMatch(/Fire by Savelli/);
  });

  it('11.4: once the cavalry stands in the hex between, its reaction is made: the fire there is refused', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0508', ['react B3 melee A3 --to 0509 --no-counter-fire', [1, 1, 4]]]);
    expect(unit(s, 'B3').hex).toBe('0509');
    expect(s.pending).toEqual([]);
    expect(refusal(s, 'react A1 fire B3 --to 0509')).toMatch(/Finnish Horse cannot react through 0509 now \(Finnish Horse has already reacted to Pappenheim's Horse's move/);
  });

  it('7.4, 11.4: a leader left behind by the cavalry takes no casualty check from the infantry fire at it', () => {
    const s = run(stateOf(SAMPLE), 'move A3 to 0508').state;
    expect(odds(s, 'react A1 fire B3 --to 0509').distributions).toEqual([]);
    const r = run(s, 'react A1 fire B3 --to 0509', [1]);
    expect(r.text).not.toMatch(/Horn/);
  });
});

describe('7.4 odds agree with the roll', () => {
  it('7.4: odds of fire with --back list the firer\'s stacked leader\'s casualty check too, and the note names the fire-back die', () => {
    const s = runAll(combat(), ['place B1 0609', 'place BL1 0609']);
    const p = odds(s, 'fire A1 at B1 --back');
    expect(p.distributions.map((d) => d.title)).toEqual(['Casualty check for Gustavus Adolphus (7.4)', 'Casualty check for Tilly (7.4)']);
    expect(p.note).toMatch(/the fire die, then the fire-back die/);
    // The roll asks for the same dice: fire, fire back, two per leader.
    expect(() => run(s, 'fire A1 at B1 --back', [1, 1, 1, 1, 1, 1])).not.toThrow();
  });

  it('11.7 2: the odds note of a charge names no fire of the charger', () => {
    const s = runAll(stateOf(SAMPLE), ['place B1 0509', 'move A3 to 0508', 'next']);
    const note = odds(s, 'charge A3 at B1').note;
    expect(note).not.toMatch(/attacker's fire/);
    expect(note).toMatch(/the defender's fire at the charger, then the charge die/);
  });
});

describe('12.2 artillery fire at a leader alone', () => {
  it('12.2: the hill bonus comes after the "zero or less cannot fire" test, at a leader as at a unit', () => {
    const s = run(combat(), 'place BL2 0702').state;
    expect(refusal(s, 'fire A7 at BL2 --hill')).toMatch(/zero or less cannot fire \(12\.2\)/);
  });
});

describe('6.5 one fortune of war a unit after each combat', () => {
  const afterFortune = () =>
    runAll(combat(), ['place B5 0709', ['melee A1 at B5', [1, 1, 5, 1, 1]], 'retreat B5 --off-map', 'place B2 0809', 'place A6 0909']);

  it('6.5: a fortune of war reaction does not free its unit for a second fortune after the same combat', () => {
    const s = run(afterFortune(), 'fow react A6 fire B2', [1]).state;
    expect(refusal(s, 'fow react A6 fire B2')).toMatch(/already played on .* after this combat: one a unit \(6\.5\)/);
  });
});

describe('6.3, 6.5 while a retreat waits', () => {
  /** Movement phase: Baldiron's fire drives Finnish Horse back as it moves to react (11.4); its retreat waits. */
  const finnsRetreat = () => {
    const s = run(run(stateOf(SAMPLE), 'move A3 to 0508 --hexes 1').state, 'react A1 fire B3 --to 0509', [5]).state;
    expect(s.pending.map((p) => p.unit)).toEqual(['B3']);
    return s;
  };

  it('6.3: a unit with a retreat to make does nothing else first: its reaction is refused', () => {
    expect(refusal(finnsRetreat(), 'react B3 melee A3')).toMatch(/Finnish Horse has a retreat to make and does nothing else first \(6\.3\)/);
  });

  it('6.3: while a retreat waits, only reactions against the retreating unit are allowed', () => {
    const s = run(finnsRetreat(), 'place B2 0509').state;
    expect(refusal(s, 'react B2 fire A3')).toMatch(/first finish the retreats that wait: retreat B3 \(Finnish Horse\); only a reaction against a retreating unit/);
    // 6.3: odds change nothing: they give the reaction as it will be rolled once the retreat is made.
    const later = odds(s, 'react B2 fire A3');
    expect(later.after).toMatch(/^Rolled only after the retreat that waits, retreat B3 \(Finnish Horse\)/);
    expect(later.odds).toEqual(odds(run(s, 'retreat B3 --off-map').state, 'react B2 fire A3').odds);
  });

  it('6.3, 4.5: a retreat is reacted to by fire only from next to it: dragoons two hexes away do not skirmish at it', () => {
    // Combat phase: Baldiron's 4 drives the musketeers back; the dragoons in 0909 stand two hexes off.
    const s = runAll(combat(), ['place B5 0709', 'place B4 1212', 'place A6 0909', ['fire A1 at B5', [4]]]);
    expect(s.pending.map((p) => p.unit)).toEqual(['B5']);
    expect(refusal(s, 'react A6 fire B5')).toMatch(/Commanded Musketeers are 2 hexes from Imperial Dragoons: a unit reacts by fire to a retreat next to it, as to a move \(6\.3, 4\.5\)/);
    // Savelli in 0808, next to it, may.
    expect(run(s, 'react A2 fire B5', [1]).text).toMatch(/Fire by Savelli/);
  });

  it('6.5: a fortune of war waits for the retreat or rout of the combat', () => {
    const s = runAll(combat(), ['place B5 0709', ['melee A1 at B5', [1, 1, 5, 1, 1]]]);
    expect(s.sides[0].fow).toBeGreaterThan(0);
    expect(refusal(s, 'fow recover A1')).toMatch(/first finish the retreats that wait: retreat B5 \(Commanded Musketeers\) \(6\.5/);
  });
});

describe('wording of combat results', () => {
  it('6.3: a plural friend retreated through "are" disordered', () => {
    const s = runAll(combat(), ['place B3 0508', 'set A3 disordered', ['melee A3 at B3', [1, 2, 1, 1, 1]]]);
    expect(run(s, 'retreat A3 --through A4').text).toMatch(/through Cronberg's Harquebusiers, which are disordered\./);
  });

  it('7.3: two leaders going with a retreating unit are named', () => {
    const s = runAll(combat(), ['place B1 0609', 'place BL1 0609', 'place BL2 0609', ['fire A1 at B1', [5, 1, 1, 1, 1]]]);
    expect(s.pending.map((p) => p.unit)).toEqual(['B1']);
    expect(run(s, 'retreat B1 to 0610').text).toMatch(/, Gustavus Adolphus and .+ with it \(7\.3\)/);
  });

  it('11.7, 5.4: a charge broken by a fire that also drives the charger back does not "melee normally"', () => {
    const s = runAll(stateOf(SAMPLE), ['place B1 0509', 'move A3 to 0508', 'next']);
    const text = run(s, 'charge A3 at B1', [5]).text;
    expect(text).toMatch(/the charge is broken \(11\.7\)\. Pappenheim's Horse retreats: the melee ends \(5\.4\)/);
    expect(text).not.toMatch(/melees normally/);
  });

  it('6.4 3: a unit caught routing gives the opponent a fortune of war, and the result and the odds say so', () => {
    const s = runAll(combat(), ['place B5 0709', ['melee A1 at B5', [1, 1, 5, 1, 1]]]);
    const caught = (odds(s, 'react A2 fire B5').odds?.outcomes ?? []).map((o) => o.label).filter((l) => /caught routing/.test(l));
    expect(caught.length).toBeGreaterThan(0);
    for (const l of caught) expect(l).toMatch(/a fortune of war to the Imperialists for the rout/);
    const r = run(s, 'react A2 fire B5', [4]);
    expect(r.text).toMatch(/caught routing and eliminated \(6\.4\)\. The Imperialists gain a fortune of war \(6\.4\)/);
    expect(r.state.sides[0].fow).toBe(s.sides[0].fow + 1);
  });
});
