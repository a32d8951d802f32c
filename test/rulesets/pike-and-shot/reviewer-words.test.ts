/**
 * What a game master reads in Pike & Shot: help that says only what is true of the command,
 * refusals in one plain sentence, and dice named for the stage they are rolled in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DiceSource, handDice } from '../../../src/dice/dice.js';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';
import { refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

const track = closeCoresAfterEach();

function sampleCore(edit: (text: string) => string = (t) => t) {
  const dir = tempDir();
  const text = edit(readFileSync(join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), 'utf8'));
  const core = coreFromText({ text, file: 'pike-and-shot-sample.yaml', seed: 5, journal: join(dir, 'ps.tyw.jsonl') });
  track({ core, dir });
  return core;
}

/** The labels of the dice a command rolls, in order. */
function labels(s: PsState, line: string, values: readonly number[]): string[] {
  const action = parsePsCommand(s, line);
  if (!action.ok) throw new Error(action.error);
  const inner = handDice(values);
  const seen: string[] = [];
  const dice: DiceSource = { roll: (sides, label, about) => (seen.push(label), inner.roll(sides, label, about)) };
  const r = executePs(s, action.value, dice);
  if (!r.ok) throw new Error(r.error);
  return seen;
}

/** Baldiron's melee routs the musketeers, giving the Imperialists a fortune of war (6.4). */
const fortuneWon = () => runAll(stateOf(SAMPLE), ['next', 'place B5 0709', ['melee A1 at B5', [1, 1, 5, 1, 1]], 'retreat B5 --off-map']);

describe('Pike & Shot help and results in plain words', () => {
  it('3.1 I: help weather says nothing of dice rolled by hand: recording the weather rolls none', () => {
    const help = runLine(sampleCore(), 'help weather').text;
    expect(help).toContain('Example: weather');
    expect(help).not.toContain('--rolls');
  });

  it('3.0: help win calls --why the event that gives the victory, not the reason for a correction', () => {
    const help = runLine(sampleCore(), 'help win').text;
    expect(help).toMatch(/--why "TEXT" +the event that gives the victory/);
    expect(help).not.toContain('correction');
  });

  it('11.5: help fire says --evade has the cavalry retreat 3 hexes, and no help line gives a distance without its unit', () => {
    const core = sampleCore();
    expect(runLine(core, 'help fire').text).toMatch(/--evade +cavalry target retreats 3 hexes before the fire \(11\.5\)/);
    for (const name of ['fire', 'melee', 'charge', 'react', 'retreat', 'move', 'advance']) {
      expect(runLine(core, `help ${name}`).text).not.toMatch(/(retreats?|advances?|moves?|routs?) \d+ (?!hex)/);
    }
  });

  it('3.1 I: weather in a battle whose scenario gives no weather check says it has no weather phase', () => {
    expect(refusal(stateOf(SAMPLE), 'weather sunny')).toBe('this battle has no weather phase: the scenario gives no weather check (3.1 I)');
    // With a weather check, weather outside its phase still says when it is checked.
    const rainy = runAll(stateOf(SAMPLE, (t) => t.replace('turns: 6\n', 'turns: 6\nweather: roll a die; 1 is rain\n')), ['weather fair', 'next']);
    expect(refusal(rainy, 'weather sunny')).toBe('the weather is checked in the weather phase (3.1 I)');
  });

  it('3.0: a command after the battle is refused with the outcome run on in lower case, no capital after a colon', () => {
    const won = run(stateOf(SAMPLE), 'win Swedes --why "Tilly fell"').state;
    expect(refusal(won, 'next')).toBe('the battle is over; the Swedes win at once: Tilly fell (instant victory, 3.0)');
    let drawn = stateOf(SAMPLE);
    while (drawn.step !== 'over') drawn = run(drawn, 'next').state;
    expect(refusal(drawn, 'move A1 to 0609')).toBe('the battle is over; the battle is drawn on points (Imperialists 0, Swedes 0)');
    // At the prompt too: the refusal of a command after the battle.
    const core = sampleCore();
    runLine(core, 'win Swedes --why "Tilly fell"');
    expect(runLine(core, 'next').text).toBe('refused: the battle is over; the Swedes win at once: Tilly fell (instant victory, 3.0)');
  });

  it('6.5: after fow move, what to type next and the fortunes of war left are two sentences', () => {
    const text = run(fortuneWon(), 'fow move A3').text;
    expect(text).toBe("Pappenheim's Horse may move now, by the normal rules, enemy reaction included (6.5): move A3 to <hex>. Imperialists: 1 fortune of war left.");
  });

  it('11.7, 5.4: dice rolled by hand call a charge\'s dice charge dice, and a melee\'s melee dice', () => {
    const charge = runAll(stateOf(SAMPLE), ['place B3 0509', 'move A3 to 0508', 'next']);
    expect(labels(charge, 'charge A3 at B3', [1, 1])).toEqual(['charge fire: Finnish Horse', "charge: Pappenheim's Horse"]);
    const melee = runAll(stateOf(SAMPLE), ['place B3 0509', 'place A5 0609', 'next']);
    expect(labels(melee, 'melee A5 at B3', [2, 2, 2])).toEqual(["melee fire: Isolani's Croats", 'melee fire: Finnish Horse', "melee: Isolani's Croats"]);
  });
});

describe('Pike & Shot refusals fit a 100-column terminal', () => {
  it('a command missing its unit or keyword shows its arguments and leaves the flags to help', () => {
    expect(refusal(stateOf(SAMPLE), 'move')).toBe('move needs a unit: move <unit|leader> [to <hex>] [flags…]');
    expect(refusal(stateOf(SAMPLE), 'charge A3 B3')).toBe('charge needs "at" before a target (did you mean "charge A3 at B3"?)');
    for (const line of ['move', 'fire', 'melee A1', 'charge A3 B3', 'react', 'retreat', 'move A1 A2 A3']) {
      expect(`refused: ${refusal(stateOf(SAMPLE), line)}`.length, line).toBeLessThanOrEqual(100);
    }
  });
});

describe('10.5: fire at a range of 2 hexes, said as a range', () => {
  it('10.5: a unit that does not skirmish is told the range, why, and what to type instead', () => {
    const s = run(stateOf(SAMPLE), 'next').state;
    expect(refusal(s, 'fire A1 at B5')).toBe('Baldiron cannot fire at Commanded Musketeers at a range of 2 hexes: only loose shotte and dragoons fire that far, by skirmishing (10.5, 11.11); fire at an enemy unit next to it instead (5.3)');
  });
  it('10.5: a tercio skirmished at from 2 hexes cannot fire back: drop --back', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'next']);
    expect(refusal(s, 'fire B5 at A1 --back')).toBe('Baldiron cannot fire at Commanded Musketeers at a range of 2 hexes: only loose shotte and dragoons fire that far, by skirmishing (10.5, 11.11); drop --back');
  });
});
