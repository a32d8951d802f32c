/**
 * Seed 004, 11.4 with 11.7: a cavalry reaction with `--counter-fire` plays the moving player's
 * infantry fire at its entry first. Its odds walk that fire's CRT results first, then the
 * reaction's odds in the state each leaves; every refusal of the reaction comes before any die.
 */
import { describe, expect, it } from 'vitest';
import { plain } from '../../../src/present/paint.js';
import { terminalLines } from '../../../src/present/terminal.js';
import { pikeAndShotPresentation } from '../../../src/rulesets/pike-and-shot/presentation.js';
import { psQuestions } from '../../../src/rulesets/pike-and-shot/present/questions.js';
import { odds, oddsRefusal, refusal, run, SAMPLE, stateOf, unit, goesOn } from './fixtures.js';

/** Cronberg's Harquebusiers (A4) move to 0409: the Finnish Horse (B3, 0510) may charge them through 0509, next to Baldiron (A1). */
const moved = () => run(stateOf(SAMPLE), 'move A4 to 0409').state;
const CHARGE = 'react B3 charge A4 --to 0509 --counter-fire A1';
const sum = (ps: readonly number[]) => ps.reduce((a, b) => a + b, 0);

describe('11.4: the odds of a reaction with --counter-fire walk that fire first', () => {
  it('11.4: each of the fire\'s CRT results weighs in the odds as the fire\'s own odds give it', () => {
    const s = moved();
    const p = odds(s, CHARGE);
    const all = p.odds?.outcomes ?? [];
    expect(sum(all.map((o) => o.probability))).toBeCloseTo(1, 12);
    const fire = odds(s, 'react A1 fire B3 --to 0509').odds?.outcomes ?? [];
    expect(fire.length).toBeGreaterThan(1);
    for (const f of fire) {
      const code = f.label.slice(0, f.label.indexOf(':'));
      const within = all.filter((o) => o.label.startsWith(`${code}:`) || o.label.startsWith(`${code} / `));
      expect(sum(within.map((o) => o.probability))).toBeCloseTo(f.probability, 12);
    }
    // Rows of one outcome are one, their code sequences joined ("D / NE|M(DF) / D or …").
    expect(all.every((o) => /^(NE|D|DD|A|AA|M\(DF\))[ A-Z()/|]*( or [ A-Z()/|]+)*:/.test(o.label))).toBe(true);
    expect(p.heading).toBe("Baldiron's fire / reaction: outcome");
  });

  it('11.4, 6.3: a fire that drives the cavalry back leaves it no reaction, in the odds as in the roll', () => {
    const dd = odds(moved(), CHARGE).odds?.outcomes.find((o) => o.label.startsWith('DD:'));
    expect(dd?.label).toBe('DD: Finnish Horse is disordered and retreats 3 hexes; Finnish Horse makes no reaction (11.4)');
    expect(run(moved(), CHARGE, [6]).text).toMatch(/Finnish Horse makes no reaction after that fire/);
  });

  it('11.4: mods and the hand dice list the counter-fire die first', () => {
    const p = odds(moved(), CHARGE);
    expect(p.note).toMatch(/Dice: Baldiron's fire die at Finnish Horse entering 0509, first \(11\.4\); then the defender's fire at the charger, then the charge die/);
    expect(p.note).toMatch(/if that fire disorders Finnish Horse, the charge is broken \(11\.7\) and it melees: the attacker's fire, the defender's fire, then the melee die/);
    expect(p.lines?.[0]).toBe('First, as Finnish Horse enters 0509 (11.4): Baldiron vs Finnish Horse: fire factor 4 = 3 (fire) + 1 (leader Tilly).');
    expect(p.lines?.length).toBe(p.lineItems?.length);
    // mods reads in dice order: the fire's lines before the reaction's sides.
    expect(p.linesFirst).toBe(2);
    const said = terminalLines(pikeAndShotPresentation.mods?.(p) ?? [], plain);
    expect(said[0]).toMatch(/^First, as Finnish Horse enters 0509 \(11\.4\)/);
    expect(said.findIndex((l) => l.startsWith('Finnish Horse vs '))).toBeGreaterThan(said.findIndex((l) => l.startsWith('Baldiron fires on')));
  });

  it('11.4: odds with neither flag are refused in the command\'s own words', () => {
    const s = run(stateOf(SAMPLE), 'move A5 to 1008').state;
    const said = refusal(s, 'react B4 melee A5 --to 0909');
    expect(said).toMatch(/add --counter-fire A2 to play that fire first, or --no-counter-fire/);
    expect(oddsRefusal(s, 'react B4 melee A5 --to 0909')).toBe(said);
  });
});

describe('11.7: a charger the counter-fire disorders ends its charge and melees normally', () => {
  it('11.7: disordered by the fire, Finnish Horse melees, and the mover is where the words say', () => {
    const r = run(moved(), CHARGE, [3, 2, 2, 2]);
    expect(r.text).toMatch(/rolled 3: D\. D: Finnish Horse is disordered\./);
    expect(r.text).toMatch(/That fire disorders Finnish Horse, so the charge is broken and it melees normally \(11\.7\)\./);
    expect(r.text).toMatch(/Melee by Finnish Horse: Melee line/);
    expect(r.text).not.toMatch(/makes no reaction/);
    expect(unit(r.state, 'A4').hex).toBe('0408');
  });
});

describe('7.1, 11.4: a reaction against a lone leader is checked before its counter-fire rolls', () => {
  it('11.4, 7.1: the odds against a lone leader open with the fire\'s codes, the leader\'s retreat in words', () => {
    const s = run(stateOf(SAMPLE), 'move AL1 to 0709').state;
    const labels = odds(s, 'react B3 melee AL1 --to 0609 --counter-fire A1 --retreat 0706').odds?.outcomes.map((o) => o.label) ?? [];
    expect(labels).toContain('NE: Tilly retreats to 0706 before the melee (7.1, 11.6)');
    expect(labels).toContain('DD: Finnish Horse is disordered and retreats 3 hexes; Finnish Horse makes no reaction (11.4)');
  });
  it('7.1: --retreat unsaid, the command is refused before any die, and retyped with it, it plays', () => {
    const s = run(stateOf(SAMPLE, goesOn), 'move AL1 to 0709').state;
    expect(refusal(s, 'react B4 charge AL1 --counter-fire A2')).toMatch(/^say where Tilly retreats before the melee: --retreat HEX/);
    expect(run(s, 'react B4 charge AL1 --counter-fire A2 --retreat 0706', [1]).text).toMatch(/Fire by Savelli/);
  });
});

describe('7.1, 11.4: the move hint and the keyboard for a reaction against a lone leader', () => {
  // House rule leaderMeleeIfHeGoesOn: Smaland Horse is out of reach of 0608, the hex his step left (4.5, 7.1).
  const tilly = () => run(stateOf(SAMPLE, goesOn), 'move AL1 to 0709');
  it('7.1: the hint says a melee or charge on him needs --retreat, and names the hex between entered', () => {
    const text = tilly().text;
    expect(text).toMatch(/react B4 melee\|charge AL1 --retreat HEX \(in 0709/);
    expect(text).toMatch(/As Smaland Horse enters the hex between \(0809\), before its melee/);
  });
  it('11.4: typed with neither flag, the reaction asks whether the fire comes first, as for a unit', () => {
    const q = psQuestions(tilly().state, 'react B4 charge AL1');
    expect(q?.kind).toBe('select');
    expect(q?.kind === 'select' ? q.choices.map((c) => c.value) : []).toEqual(['--counter-fire A2', '--no-counter-fire']);
  });
});

describe('11.4, 4.5, 5.0: refusals that name their reason', () => {
  it('11.4: --counter-fire from infantry not next to the hex between says so', () => {
    expect(refusal(moved(), 'react B3 charge A4 --to 0409 --counter-fire A1')).toBe('0409 is not next to Baldiron: infantry fires at cavalry moving into a hex next to it (4.5, 11.4): leave out --counter-fire');
  });
  it('11.4: under the house rule counterFireOnlyFromAdjacent, the refusal of --counter-fire names the house rule', () => {
    const house = (text: string) => text.replace(/^ruleset: pike-and-shot$/m, 'ruleset: pike-and-shot\nhouseRules: { counterFireOnlyFromAdjacent: true }');
    const s = run(stateOf(SAMPLE, house), 'move A4 to 0409').state;
    expect(refusal(s, 'react B3 charge A4 --to 0509 --counter-fire A1')).toMatch(/^Finnish Horse leaves 0510, not next to Baldiron: under the house rule counterFireOnlyFromAdjacent.*: leave out --counter-fire$/);
  });
  it("4.5, 11.4: the moving player's cavalry reacting by melee is told that reactions are against the moving player's units", () => {
    expect(refusal(stateOf(SAMPLE), 'react A3 melee B1')).toBe("Pappenheim's Horse belongs to the moving player, and reactions are made against the moving player's units (4.5); of the moving player's units, only infantry reacts, by fire at enemy cavalry reacting by moving (11.4)");
  });
  it('5.0: an attack in the movement phase says how to reach the combat phase', () => {
    expect(refusal(stateOf(SAMPLE), 'fire A1 at B4')).toBe('units attack in a combat phase, not in phase II (first player movement); type next to reach phase III');
  });
});
