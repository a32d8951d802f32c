/** Tab completion in Pike & Shot: this rule set's views only, and reactions by who may react, how, and against whom. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { closeCore, coreFromText, runLine } from '../../../src/repl/index.js';
import { tempDir } from '../../repl/helpers.js';
import { pikeAndShotPresentation } from '../../../src/rulesets/pike-and-shot/presentation.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { GENERIC_COMMANDS } from '../../../src/repl/help.js';
import { run, runAll, SAMPLE, stateOf } from './fixtures.js';
import { psComplete } from '../../../src/rulesets/pike-and-shot/present/complete.js';

const tab = (s: PsState, line: string): string[] => pikeAndShotPresentation.complete(s, line, GENERIC_COMMANDS.map((c) => c.name)).candidates;

describe('Pike & Shot completion', () => {
  it('offers only this rule set\'s views: no "morale" (Pike & Shot has none)', () => {
    const s = stateOf(SAMPLE);
    expect(tab(s, 'mo')).toEqual(['mods', 'move']);
    expect(tab(s, 'vic')).toEqual(['victory']);
  });
  it('4.1, 5.3: --rolls is offered after a command that rolls dice, not after a move', () => {
    const s = stateOf(SAMPLE);
    expect(tab(s, 'move A4 --')).not.toContain('--rolls');
    expect(tab(s, 'move A4 --')).toContain('--terrain');
    expect(tab(run(s, 'next').state, 'fire A1 at B5 --')).toContain('--rolls');
  });
  it('4.5: after "react " only the non-phasing side\'s units that may react, no guns, no leaders', () => {
    const s = run(stateOf(SAMPLE), 'move A3 to 0509').state;
    const c = tab(s, 'react ');
    expect(c).toContain('Finnish Horse');
    expect(tab(s, 'react B')).toContain('B1');
    expect(tab(s, 'react B')).not.toContain('B7');
    expect(c.some((x) => /Baldiron|Pappenheim|Tilly|Gustavus|Swedish Heavy Guns|^A\d/.test(x))).toBe(false);
  });
  it('4.5, 11.4: then the ways that unit reacts: infantry fires, cavalry melees or charges', () => {
    const s = run(stateOf(SAMPLE), 'move A3 to 0509').state;
    expect(tab(s, 'react Yellow Brigade ')).toEqual(['fire']);
    expect(tab(s, 'react B3 ')).toEqual(['charge', 'melee']);
  });
  it('4.5, 11.4: the reacting unit named with or without its spaces, as the rest of the REPL reads names', () => {
    const s = run(stateOf(SAMPLE), 'move A3 to 0509').state;
    expect(tab(s, 'react YellowBrigade ')).toEqual(['fire']);
    expect(tab(s, 'react finnish  horse ')).toEqual(['charge', 'melee']);
    expect(tab(s, 'react FinnishHorse ')).toEqual(['charge', 'melee']);
  });
  it('4.5: then the enemy units that moved, not the unmoved nor the reactor\'s friends', () => {
    const s = run(stateOf(SAMPLE), 'move A3 to 0509').state;
    const c = tab(s, 'react Yellow Brigade fire ');
    expect(c).toContain("Pappenheim's Horse");
    expect(tab(s, 'react Yellow Brigade fire A')).toEqual(['A3']);
    expect(c.some((x) => /Baldiron|Savelli|Yellow|Finnish|__reactor__/.test(x))).toBe(false);
    expect(tab(s, 'react B3 charge Pap')).toEqual(["Pappenheim's Horse"]);
  });
  it('6.5: "fow react" completes the units of the side holding a fortune of war, their ways, then the enemy', () => {
    const s0 = runAll(stateOf(SAMPLE), ['next', 'place BL2 0608', 'place A1 0607', 'place AL1 0607']);
    const s: PsState = { ...s0, sides: [{ ...s0.sides[0], fow: 1 }, s0.sides[1]] };
    const who = tab(s, 'fow react ');
    expect(who).toContain('Baldiron');
    expect(who.some((x) => /Brigade|Finnish|Imperial Guns|Tilly/.test(x))).toBe(false);
    expect(tab(s, 'fow react Baldiron ')).toEqual(['fire']);
    expect(tab(s, 'fow react A1 fire Hor')).toContain('Horn');
    expect(tab(s, 'fow react A1 fire Sav')).toEqual([]);
    expect(tab(s, 'fow react A1 fire Til')).toEqual([]);
  });
  it('6.5, 11.4: "fow react" offers only the enemies within reach: next to a firer, two hexes from cavalry, no gun to melee', () => {
    // Baldiron in 0607 with Horn alone in 0608; Pappenheim's Horse in 0507, the Finnish Horse moved to 0509.
    const s0 = runAll(stateOf(SAMPLE), ['next', 'place BL2 0608', 'place A1 0607', 'place AL1 0607', 'place B3 0509', 'place B6 0508']);
    const s: PsState = { ...s0, sides: [{ ...s0.sides[0], fow: 1 }, s0.sides[1]] };
    const names = (line: string) => tab(s, line).filter((c) => !c.startsWith('-'));
    expect(names('fow react A1 fire ')).toEqual(['Horn', 'Regimental Guns']);
    expect(names('fow react A3 melee ')).toEqual(['Finnish Horse', 'Horn']);
  });

  it('5.0: after "odds " or "mods " only the actions they give odds for: fire, melee, charge, react, recover, fow', () => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(SAMPLE, 'utf8'), file: 'scenarios/pike-and-shot-sample.yaml', seed: 3, journal: `${dir}/j.jsonl` });
    try {
      expect(core.complete('odds ')[0]).toEqual(['charge', 'fire', 'fow', 'melee', 'react', 'recover']);
      expect(core.complete('mods m')[0]).toEqual(['melee']);
      expect(core.complete('odds r')[0]).toEqual(['react', 'recover']);
      runLine(core, 'next');
      expect(core.complete('odds fire A')[0]).toContain('A1');
    } finally {
      closeCore(core);
    }
  });
  it('4.2, 12.3: --terrain and --from-terrain complete the TEC\'s terrain, --hexside its hexsides, the last of a list too', () => {
    const s = stateOf(SAMPLE);
    expect(tab(s, 'move A1 --terrain w')).toEqual(['woods']);
    expect(tab(s, 'move A1 --terrain ')).toEqual(['clear', 'hill', 'marsh', 'village', 'woods']);
    expect(tab(s, 'move A1 --terrain clear,m')).toEqual(['clear,marsh']);
    expect(tab(s, 'move A1 --terrain=v')).toEqual(['--terrain=village']);
    expect(tab(s, 'move A1 --hexside ')).toEqual(['river', 'stream']);
    expect(tab(s, 'fire A7 at B2 --from-terrain h')).toEqual(['hill']);
    expect(tab(s, 'react B3 charge A3 --hexside s')).toEqual(['stream']);
  });
  it('5.0, 5.3: "fire " offers the phasing side\'s units that may fire, no leaders, no enemies; the target after "at" as before', () => {
    const s = run(stateOf(SAMPLE), 'next').state;
    const firers = tab(s, 'fire ');
    expect(firers).toContain('Baldiron');
    expect(firers).toContain('Imperial Guns');
    expect(firers.some((x) => /Tilly|Pappenheim$|Gustavus|Horn|Brigade|Finnish|Smaland|Commanded|^B\d/.test(x))).toBe(false);
    expect(tab(s, 'fire B')).toEqual(['Baldiron']);
    expect(tab(s, 'fire A1 ')).toEqual(['at']);
    expect(tab(s, 'fire A1 at Fin')).toEqual(['Finnish Horse']);
    expect(tab(s, 'charge ')).toEqual(["Pappenheim's Horse"]);
    const fired = run(s, 'fire A1 at B5 --range 1', [1]).state;
    expect(tab(fired, 'fire ')).not.toContain('Baldiron');
  });
});

describe('5.0, 12.4, 7.1: the target after "at"', () => {
  it('5.0: Tab after "at" offers the attacker\'s enemies in play, never a gun or a friend, with odds or mods before it too', () => {
    const s = runAll(stateOf(SAMPLE), ['next']);
    const swedes = ['Blue Brigade', 'Commanded Musketeers', 'Finnish Horse', 'Smaland Horse', 'Yellow Brigade'];
    expect(psComplete(s, 'fire A1 at ', []).candidates.map((c) => c.replace(/"/g, ''))).toEqual(swedes);
    expect(psComplete(s, 'melee Baldiron at S', []).candidates.map((c) => c.replace(/"/g, ''))).toEqual(['Smaland Horse']);
    // At the prompt, after odds or mods too.
    const core = coreFromText({ text: readFileSync(SAMPLE, 'utf8'), file: 'battle.yaml', seed: 3, journal: `${tempDir('tyw-at-')}/j.jsonl` });
    try {
      runLine(core, 'next');
      expect(core.complete('odds fire A7 at ')[0].map((c) => c.replace(/"/g, ''))).toEqual(swedes);
      expect(core.complete('mods melee Baldiron at S')[0].map((c) => c.replace(/"/g, ''))).toEqual(['Smaland Horse']);
    } finally {
      closeCore(core);
    }
  });
});
