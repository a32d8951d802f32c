/** Seed 003, "Being 'in command'" and "Command check". */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';
import { ARMIES, battleOf, nextUntil, refusal, run, runAll, unit } from './battle.js';

const track = closeCoresAfterEach();

describe('Being "in command" and the command check', () => {
  it('within 8 TUM of the commander: no roll', () => {
    const { entry } = run(battleOf(ARMIES), 'move "Swedish Horse 1"');
    expect(entry.rolls).toEqual([]);
  });

  it('far from the commander: 1d6 per point of current resolve, any 6 passes', () => {
    const { battle, entry } = run(battleOf(ARMIES), 'move "Swedish Horse 1" --far --rolls 1,2,6');
    expect(entry.rolls.map((r) => r.label)).toEqual(['command check, Swedish Horse 1', 'command check, Swedish Horse 1', 'command check, Swedish Horse 1']);
    expect(entry.rolls.map((r) => r.pool)).toEqual([1, 2, 3].map((die) => ({ die, of: 3 })));
    expect(entry.results[0]?.result).toContain('a 6, in command');
    expect(unit(battle, 'Swedish Horse 1').moved).toBe(true);
  });

  it('no 6: out of command, and it cannot try again this step', () => {
    const { battle, entry } = run(battleOf(ARMIES), 'move "Swedish Horse 1" --far --rolls 5,5,5');
    expect(entry.results[0]?.result).toContain('out of command: it cannot move this step');
    expect(refusal(battle, 'move "Swedish Horse 1"')).toContain('has already moved this step');
  });

  it('the dice follow the current resolve, not the starting one', () => {
    const b = run(battleOf(ARMIES), 'set "Swedish Horse 1" resolve 1').battle;
    expect(run(b, 'move "Swedish Horse 1" --far --rolls 6').entry.rolls).toHaveLength(1);
  });

  it('a commander is always in command; a unit whose commander fell always checks', () => {
    let b = battleOf(ARMIES);
    expect(run(b, 'move Horn --far').entry.rolls).toEqual([]);
    b = run(b, 'fall Horn').battle;
    const { entry } = run(b, 'move "Finnish Light Horse" --rolls 4,6');
    expect(entry.results[0]?.result).toContain('its commander Horn is a casualty');
  });

  it('a unit that wants to charge, or to rally back, checks again', () => {
    let b = nextUntil(battleOf(ARMIES), 'declare');
    const declared = run(b, 'declare "Swedish Horse 1" at "Cuirassiers 1" --far --rolls 3,3,3');
    expect(declared.entry.results[0]?.result).toContain('it cannot charge this step');
    expect(declared.battle.state.units.find((u) => u.name === 'Swedish Horse 1')?.charge).toBeNull();
    b = runAll(nextUntil(b, 'rally-back'), []);
    const back = run(b, 'rallyback "Swedish Horse 1" --far --rolls 2,2,2');
    expect(back.entry.results[0]?.result).toContain('cannot rally back this step');
  });

  it('the reason reads in the plural for a plural unit name ("Swedish Dragoons check command (they are more than…)")', () => {
    const far = run(battleOf(ARMIES), 'move "Swedish Dragoons" --far --rolls 1,6').entry.results[0]?.result;
    expect(far).toContain('Swedish Dragoons check command (they are more than 8 TUM');
    const fallen = run(run(battleOf(ARMIES), 'fall Baner').battle, 'move "Swedish Dragoons" --rolls 1,6').entry.results[0]?.result;
    expect(fallen).toContain('(their commander Baner is a casualty)');
  });

  it('odds of a command check are exact: 1 - (5/6)^resolve', () => {
    const { entry } = run(battleOf(ARMIES), 'odds move "Swedish Horse 1" --far');
    expect(entry.results[0]?.odds?.outcomes.map((o) => o.fraction)).toEqual(['91/216', '125/216']);
  });
});

describe('Command check: mods, shown before dice rolled by hand, give the chance of passing (play-test finding)', () => {
  it('"Any 6 passes (91/216)" for a unit of resolve 3, as odds gives it', () => {
    const mods = run(battleOf(ARMIES), 'mods move "Swedish Horse 1" --far').entry.results[0]?.result;
    expect(mods).toContain('Any 6 passes (91/216).');
  });
});

describe('Being "in command": odds of a unit in command give the certainty and the note, not "no dice" (play-test finding)', () => {
  it('odds move in the REPL: "in command, no roll" at 100% and "… is in command: no roll."', () => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'tilly-figure5.yaml'), 'utf8'), file: 'tilly.yaml', seed: 3, journal: join(dir, 'j.tyw.jsonl') });
    track({ core, dir });
    const odds = runLine(core, 'odds move A2').text;
    expect(odds).not.toContain('no dice to give odds');
    expect(odds).toMatch(/in command, no roll\s+100\.0%\s+1\b/);
    expect(odds).toContain('French Right Horse 1 is in command: no roll.');
    expect(runLine(core, 'mods move A2').text).toContain('French Right Horse 1: no roll');
  });

  it('the rule set\'s own odds agree: one certain outcome, then the note', () => {
    const { entry } = run(battleOf(ARMIES), 'odds move "Swedish Horse 1"');
    expect(entry.results[0]?.odds?.outcomes).toEqual([{ label: 'in command, no roll', probability: 1, fraction: '1' }]);
    expect(entry.results[0]?.result).toBe('in command, no roll: 100.0% (1). Swedish Horse 1 is in command: no roll.');
  });
});
