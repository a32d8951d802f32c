/**
 * Seed 004, 4.5 without hexes: the tool cannot see whether the mover's step went from one hex
 * next to the firer into another, so reaction fire is taken on the game master's word (as a
 * cavalry reaction is), held to nothing, offered by the menus, and never speaks of a null hex.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { closeCoresAfterEach, tempDir } from '../../repl/helpers.js';
import { reactionLines, reactors } from '../../../src/rulesets/pike-and-shot/present/guide-combat.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { odds, refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

/** The sample battle with every hex and facing removed: a game master who keeps positions on the table. */
const stripHexes = (t: string): string => t.replace(/\n\s*hex: "\d+"/g, '').replace(/, hex: "\d+"/g, '').replace(/, facing: \w+/g, '');
const noHexes = (): PsState => stateOf(SAMPLE, stripHexes);
const track = closeCoresAfterEach();

describe('4.5 without hexes: reaction fire on the game master\'s word', () => {
  it('4.5: the odds table of fire on the game master\'s word says so under it, in the REPL\'s text as in mods', () => {
    const dir = tempDir();
    const { core } = track({ core: coreFromText({ text: stripHexes(readFileSync(SAMPLE, 'utf8')), file: 'no-hexes.yaml', seed: 3, journal: join(dir, 'ps.tyw.jsonl') }), dir });
    runLine(core, 'move A1 --hexes 1');
    const lines = runLine(core, 'odds react B1 fire A1').text.split('\n');
    expect(lines.at(-1)).toBe("Without hexes, the fire is taken on the game master's word that the step it answers goes from a hex next to Yellow Brigade into another, unless the result ends its move (4.5).");
    // A fire with nothing taken on his word ends with its table.
    expect(runLine(core, 'odds fire A7 at B6 --range 5').text).not.toMatch(/game master's word/);
  });
  it('4.5: without hexes, infantry fire at a moving tercio is taken, held to no hex and never "null"', () => {
    const s = run(noHexes(), 'move A1 --hexes 1').state;
    expect(refusal(s, 'react B1 fire A1 --range 2')).toMatch(/^Baldiron is 2 hexes from Yellow Brigade: infantry reacts by fire to a unit moving next to it/);
    const r = run(s, 'react B1 fire A1', [1]);
    expect(r.text).not.toMatch(/null/);
    expect(r.text).toMatch(/on the game master's word that the step it answers goes from a hex next to Yellow Brigade into another \(4\.5\)/);
    // odds say it before the roll, as the result does.
    expect(odds(s, 'react B1 fire A1').note).toMatch(/Without hexes, the fire is taken on the game master's word that the step it answers goes from a hex next to Yellow Brigade into another, unless the result ends its move \(4\.5\)\.$/);
    expect(odds(run(noHexes(), 'move AL1 --hexes 1').state, 'react B5 fire AL1').note).toMatch(/on the game master's word/);
    // Nothing is held: another unit may move at once.
    expect(run(r.state, 'move A2 --hexes 1').text).toMatch(/^Savelli moves 1 hex/);
  });
  it('4.5, 10.6: without hexes, loose shotte fire at moving cavalry is taken', () => {
    const s = run(noHexes(), 'move A5 --hexes 2').state;
    expect(run(s, 'react B5 fire A5', [1]).text).not.toMatch(/null/);
  });
  it('4.5: without hexes, the menu offers the fire of every infantry unit at the mover', () => {
    const s = run(noHexes(), 'move A1 --hexes 1').state;
    expect(reactors(s, false).map((u) => u.id)).toEqual(expect.arrayContaining(['B1', 'B2', 'B3', 'B4', 'B5']));
    const line = reactionLines(s, s.units.find((u) => u.id === 'B5')!, false).find((c) => c.value === 'react B5 fire A1');
    expect(line?.name).toBe('fire Baldiron (A1, tercio, ordered), if its step goes from a hex next to Commanded Musketeers into another (4.5)');
  });
  it('4.5, 7.1: without hexes, the menu\'s fire at a leader moving alone says it is taken on the game master\'s word, as the result does', () => {
    const s = run(noHexes(), 'move AL1 --hexes 1').state;
    const line = reactionLines(s, s.units.find((u) => u.id === 'B5')!, false).find((c) => c.value === 'react B5 fire AL1');
    expect(line?.name).toBe('fire at Tilly, a leader alone: his casualty check (7.1, 7.4), if his step goes from a hex next to Commanded Musketeers into another (4.5)');
  });
  it('4.5: without hexes, the menu offers fire at a mover with no move left as answering its last step', () => {
    const s = run(noHexes(), 'move A1 --hexes 3').state;
    const line = reactionLines(s, s.units.find((u) => u.id === 'B1')!, false).find((c) => c.value === 'react B1 fire A1');
    expect(line?.name).toBe('fire Baldiron (A1, tercio, ordered), if its step went from a hex next to Yellow Brigade into another (4.5)');
  });
});

describe('4.5 without hexes: fire at the last step of a move fully spent', () => {
  it('4.5: without hexes, fire at a mover with no move left is taken as answering its last step', () => {
    const s = run(noHexes(), 'move A1 --hexes 3').state;
    expect(run(s, 'react B5 fire A1', [1]).text).toMatch(/on the game master's word that the step it answers went from a hex next to Commanded Musketeers into another \(4\.5\)/);
  });
  it('4.5, 11.11: with hexes, a refusal for no move left speaks of the reactor\'s own kind (dragoons are no infantry)', () => {
    // The last step (1008 into 0908) is known and left no hex next to the dragoons in 0907.
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'place B5 1210', 'move B5 to 0908']);
    expect(refusal(s, 'react A6 fire B5')).toBe('Commanded Musketeers have no move left (4 of 4 MP spent): dragoon fire answers a move that goes on from a hex next to the firer into another (11.11, 4.5)');
  });
});

describe('4.5 without hexes: the fire\'s words follow what the roll did', () => {
  it('4.5: without hexes, a DD on the fire at a mover says the retreat ended its move, not that the step goes on', () => {
    const s = run(noHexes(), 'move A1 --hexes 1').state;
    const r = run(s, 'react B1 fire A1', [4]);
    expect(r.text).toMatch(/DD: Baldiron is disordered and retreats 1 hex\./);
    expect(r.text).toMatch(/Without hexes, the fire is taken on the game master's word that the step it answers was to go from a hex next to Yellow Brigade into another; the retreat ends its move \(4\.5\)\.$/);
    // A D leaves the move going on, in the present.
    expect(run(s, 'react B1 fire A1', [1]).text).toMatch(/that the step it answers goes from a hex next to Yellow Brigade into another \(4\.5\)\.$/);
  });
  it('4.5, 7.4: without hexes, fire that makes a leader moving alone a casualty says his fall ended his move', () => {
    const s = run(noHexes(), 'move AL1 --hexes 1').state;
    expect(run(s, 'react B5 fire AL1', [6, 6]).text).toMatch(/Tilly is a casualty .*that the step it answers was to go from a hex next to Commanded Musketeers into another; his fall ends his move \(4\.5\)\.$/);
    expect(run(s, 'react B5 fire AL1', [1, 1]).text).toMatch(/that the step it answers goes from a hex next to Commanded Musketeers into another \(4\.5\)\.$/);
  });
  it('4.5: without hexes, fire at the last step of a spent move keeps "went" when it retreats', () => {
    const s = run(noHexes(), 'move A1 --hexes 3').state;
    expect(run(s, 'react B1 fire A1', [4]).text).toMatch(/that the step it answers went from a hex next to Yellow Brigade into another \(4\.5\)\.$/);
  });
});

describe('4.5 with hexes, a move given by --hexes alone: its last step is the game master\'s word', () => {
  const spent = () => runAll(stateOf(SAMPLE), ['next', 'next', 'place B5 0908', 'move B5 --hexes 4']);
  it('4.5: fire at a mover with no move left whose steps the tool cannot trace is taken, held to nothing', () => {
    const s = spent();
    const r = run(s, 'react A6 fire B5', [1]);
    expect(r.text).toMatch(/^Fire by Imperial Dragoons: .*No effect\. The tool does not know their last step, so the fire is taken on the game master's word that the step it answers went from a hex next to Imperial Dragoons into another \(4\.5\)\.$/);
    expect(r.state.moving?.promised ?? []).toEqual([]);
    // odds say it before the roll, as the result does.
    expect(odds(s, 'react A6 fire B5').note).toMatch(/The tool does not know their last step, so the fire is taken on the game master's word that the step it answers went from a hex next to Imperial Dragoons into another \(4\.5\)\.$/);
    // Nothing is owed: another unit may move at once.
    expect(run(r.state, 'move B1 --hexes 1').text).toMatch(/^Yellow Brigade moves 1 hex/);
  });
  it('4.5: the move\'s hint offers that fire in the same words', () => {
    const text = run(runAll(stateOf(SAMPLE), ['next', 'next', 'place B5 0908']), 'move B5 --hexes 4').text;
    expect(text).toMatch(/react A6 fire B5 \(fire if their last step went from a hex next to A6 into another, 4\.5\)/);
    const s = spent();
    const line = reactionLines(s, s.units.find((u) => u.id === 'A6')!, false).find((c) => c.value === 'react A6 fire B5');
    expect(line?.name).toBe('fire Commanded Musketeers (B5, loose shotte, disordered, 0908), if their step went from a hex next to Imperial Dragoons into another (4.5)');
  });
  it('4.5: with move left, fire at such a mover still holds it to its next step (the game master judges it)', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'place B5 0908', 'move B5 --hexes 2']);
    expect(run(s, 'react A6 fire B5', [1]).text).toMatch(/Commanded Musketeers' next step must enter a hex next to Imperial Dragoons/);
  });
});
