/** Seed 003, "Being 'in command'" and "Command check". */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';
import { ARMIES, battleOf, nextUntil, refusal, run, runAll, unit } from './battle.js';
import { moveFollowUp, tillyGuide } from '../../../src/rulesets/tilly/present/guide.js';
import type { GuideStep } from '../../../src/present/guide.js';
import { markers } from '../../../src/rulesets/tilly/present/unit.js';

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
    // It went nowhere, so the refusal says why it cannot move, not that it moved (play-test finding).
    expect(refusal(battle, 'move "Swedish Horse 1"')).toBe(
      'Swedish Horse 1 failed its command check in step 1.1, so it cannot move before step 3.1 ("Command check"). It may check again in step 3.1 to charge (declare A2 at <enemy> --far) or in step 3.5 to rally back (rallyback A2 --far). If the check was a mistake, type undo to take it back.',
    );
    const musketeers = run(battleOf(ARMIES), 'move "Swedish Musketeers" --far --rolls 5,5,5').battle;
    expect(refusal(musketeers, 'move "Swedish Musketeers" --dist 2')).toBe(
      'Swedish Musketeers failed their command check in step 1.1, so they cannot move before step 3.1 ("Command check"). They may check again in step 3.1 to charge (declare A8 at <enemy> --far). If the check was a mistake, type undo to take it back.',
    );
  });

  it('"Command check": the refusal after a failed check says when the unit may check again, and undo (play-test finding)', () => {
    // "This step" once, and the next chance the book gives: a charge in 3.1, a rally back in 3.5 for horse.
    const horse = run(battleOf(ARMIES), 'move "Swedish Horse 1" --far --rolls 5,5,5').battle;
    const words = refusal(horse, 'move "Swedish Horse 1"');
    expect(words.match(/this step/g)).toBeNull();
    expect(words).toContain('may check again in step 3.1 to charge (declare A2 at <enemy> --far)');
    expect(words).toContain('If the check was a mistake, type undo to take it back.');
    // Its markers do not say it moved: it went nowhere.
    expect(markers(horse.state, unit(horse, 'Swedish Horse 1'))).toEqual(['out of command: no move this step']);
    // With its commander fallen the check rolls by itself: no --far to type.
    const fallen = run(run(battleOf(ARMIES), 'fall Horn').battle, 'move "Swedish Horse 1" --rolls 5,5,5').battle;
    expect(refusal(fallen, 'move "Swedish Horse 1"')).toContain('(declare A2 at <enemy>) or in step 3.5 to rally back (rallyback A2).');
    // The defender's move step names its own number.
    const defender = run(nextUntil(battleOf(ARMIES), 'defender-move'), 'move "Tercio 1" --far --rolls 1,2,3,4').battle;
    expect(refusal(defender, 'move "Tercio 1"')).toContain('Tercio 1 failed its command check in step 2.1, so it cannot move before step 3.1');
    // A unit that shot this turn declares no charge ("Charging criteria"): no 3.1 to offer it.
    const shot = runAll(nextUntil(battleOf(ARMIES), 'defender-shoot'), ['shoot "Tercio 1" at "Swedish Horse 1" --rolls 1,1,1,1', 'next', 'move "Tercio 1" --far --rolls 1,2,3,4']);
    expect(refusal(shot, 'move "Tercio 1"')).toBe(
      'Tercio 1 failed its command check in step 2.1, so it cannot move until its side\'s next move step ("Command check"). If the check was a mistake, type undo to take it back.',
    );
    // A failed charge check: horse may still check to rally back in 3.5.
    const declare = run(nextUntil(battleOf(ARMIES), 'declare'), 'declare "Swedish Horse 1" at "Cuirassiers 1" --far --rolls 3,3,3').battle;
    expect(refusal(declare, 'declare "Swedish Horse 1" at "Cuirassiers 1"')).toBe(
      'Swedish Horse 1 failed its command check to charge, so it cannot declare a charge this turn ("Command check"). It may check again in step 3.5 to rally back (rallyback A2 --far). If the check was a mistake, type undo to take it back.',
    );
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

describe('Being "in command": a unit in command rolls no die, so its preview gives no odds (play-test finding)', () => {
  const open = () => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'tilly-figure5.yaml'), 'utf8'), file: 'tilly.yaml', seed: 3, journal: join(dir, 'j.tyw.jsonl') });
    return track({ core, dir }).core;
  };

  it('a typed or menu move in command shows no odds table and asks no "Roll the dice?" (the REPL keys both on the odds)', () => {
    const core = open();
    for (const line of ['move A2', 'move A1', 'move A1 --far', 'move A9 --difficult']) expect(core.oddsBeforeRoll(line)).toBeNull();
    // A command check is a roll: its odds come before it, as before.
    expect(core.oddsBeforeRoll('move A10 --far')?.join('\n')).toMatch(/in command \(any 6\)\s+51\.8%\s+671\/1296/);
  });

  it('odds of a move in command say why no die is rolled, in the rule set\'s words; mods read "no roll"', () => {
    const core = open();
    expect(runLine(core, 'odds move A2').text).toContain('rolls no dice, so it has no odds: French Right Horse 1 is in command: no roll');
    expect(runLine(core, 'odds move A2').text).not.toContain('100.0%');
    expect(runLine(core, 'mods move A2').text).toContain('French Right Horse 1: no roll');
  });

  it('the rule set\'s own odds agree: no outcomes, only the note', () => {
    const { entry } = run(battleOf(ARMIES), 'odds move "Swedish Horse 1"');
    expect(entry.results[0]?.odds).toBeUndefined();
    expect(entry.results[0]?.result).toBe('Swedish Horse 1 is in command: no roll.');
  });
});

describe('Being "in command": a commander "is a commander", so --far means nothing for him and says so (play-test finding)', () => {
  const FAR = '--far changes nothing: a commander is always in command and rolls no command check ("Being \'in command\'").';

  it('move <commander> --far moves him with no roll and says --far changes nothing; the journalled event is that of a move without it', () => {
    const plain = run(battleOf(ARMIES), 'move Horn');
    const far = run(battleOf(ARMIES), 'move Horn --far');
    expect(far.entry.rolls).toEqual([]);
    expect(far.entry.results.at(-1)?.result).toBe(`${plain.entry.results.at(-1)?.result ?? ''} ${FAR}`);
    expect(far.entry.events).toEqual(plain.entry.events);
    expect(plain.entry.results.at(-1)?.result).not.toContain('--far');
  });

  it('odds and mods of a commander\'s move: no odds, and the note says he is a commander (and what --far does)', () => {
    const odds = run(battleOf(ARMIES), 'odds move Horn --far').entry.results[0];
    expect(odds?.odds).toBeUndefined();
    expect(odds?.result).toBe('Horn is a commander, always in command: no roll, and --far changes nothing ("Being \'in command\'").');
    expect(run(battleOf(ARMIES), 'mods move Horn').entry.results[0]?.result).toBe('Horn is a commander, always in command: no roll.');
  });

  it('move <commander> --check: nothing to roll, and no "--far" hint, since a commander is always in command', () => {
    const b = battleOf(ARMIES);
    expect(refusal(b, 'move Horn --check')).toBe(`Horn is a commander, always in command: no check to roll (move ${unit(b, 'Horn').id}) ("Being 'in command'")`);
  });

  it('declare <commander> at <his unit> --far: his charge, and the same sentence on --far', () => {
    let b = runAll(battleOf(ARMIES), ['attach Horn "Swedish Horse 1"']);
    // His unit declares first: he charges with it only when it charges ("Commander charges").
    b = run(nextUntil(b, 'declare'), 'declare "Swedish Horse 1" at "Tercio 1"').battle;
    const said = run(b, 'declare Horn at "Swedish Horse 1" --far').entry.results.at(-1)?.result;
    expect(said).toBe(`Horn declares a charge with Swedish Horse 1, as he is attached to it. ${FAR}`);
    expect(run(b, 'declare Horn at "Swedish Horse 1"').entry.results.at(-1)?.result).not.toContain('--far');
  });
});

describe('Command check: rolled before the move is described (move --check)', () => {
  it('a passed check lets the move follow with no second roll; the check alone marks nothing moved', () => {
    const checked = run(battleOf(ARMIES), 'move "Swedish Horse 1" --far --check --rolls 1,2,6');
    expect(checked.entry.results.map((r) => r.result).join(' ')).toContain('Swedish Horse 1 may move this step; its move follows with no second check.');
    const b = checked.battle;
    expect(unit(b, 'Swedish Horse 1').moved).toBe(false);
    expect(refusal(b, 'move "Swedish Horse 1" --far --check')).toBe(`Swedish Horse 1 has passed its command check: give the move (move ${unit(b, 'Swedish Horse 1').id})`);
    expect(run(b, 'odds move "Swedish Horse 1" --far').entry.results[0]?.odds).toBeUndefined();
    const moved = run(b, 'move "Swedish Horse 1" --far --difficult --change wheel');
    expect(moved.entry.rolls).toEqual([]);
    expect(moved.entry.results[0]?.result).toContain('Swedish Horse 1 (Horse) moves: a wheel of up to 45°');
    expect(unit(moved.battle, 'Swedish Horse 1').moved).toBe(true);
  });

  it('a failed check ends the step for the unit, as a failed move does ("cannot move this step")', () => {
    const b = run(battleOf(ARMIES), 'move "Swedish Horse 1" --far --check --rolls 5,5,5').battle;
    expect(refusal(b, 'move "Swedish Horse 1" --difficult')).toContain('failed its command check in step 1.1, so it cannot move before step 3.1');
  });

  it('the passed check holds for this step only, and not for a charge ("must check command again")', () => {
    const b = run(battleOf(ARMIES), 'move "Swedish Horse 1" --far --check --rolls 6,1,1').battle;
    const declare = nextUntil(b, 'declare');
    expect(unit(declare, 'Swedish Horse 1').checked).toBeUndefined();
    expect(run(declare, 'declare "Swedish Horse 1" at Croats --far --rolls 1,1,6').entry.rolls).toHaveLength(3);
  });

  it('--check is refused for a unit in command, and with the move\'s own flags', () => {
    const b = battleOf(ARMIES);
    expect(refusal(b, 'move "Swedish Horse 1" --check')).toBe(`Swedish Horse 1 is in command: no check to roll (move ${unit(b, 'Swedish Horse 1').id}, or --far if more than 8 TUM (160mm) from the commander)`);
    expect(refusal(b, 'move "Swedish Horse 1" --far --check --difficult')).toContain('--check rolls only the command check');
  });
});

describe('Command check, in the guided menus: the check first, the move\'s questions only after a pass', () => {
  const asked = (step: GuideStep | string | null): GuideStep => {
    if (typeof step !== 'object' || step === null) throw new Error(`no question: ${String(step)}`);
    return step;
  };
  const moveMenu = (b: ReturnType<typeof battleOf>, name: string) => {
    const menu = asked(tillyGuide(b.state));
    if (menu.kind !== 'select') throw new Error('no menu');
    return asked(menu.next(menu.choices.find((c) => c.name === `${name} moves`)?.value ?? ''));
  };

  it('far from the commander: the menu ends in move --check, asking nothing else', () => {
    const far = moveMenu(battleOf(ARMIES), 'Swedish Horse 1');
    expect(far.message).toMatch(/^Is Swedish Horse 1 more than 8 TUM/);
    if (far.kind !== 'confirm') throw new Error('not a yes/no');
    expect(far.next(true)).toMatch(/^move A\d+ --far --check$/);
    // Within reach: the terrain question, as before.
    expect(asked(far.next(false)).message).toMatch(/^Does any part of Swedish Horse 1's move cross difficult terrain/);
  });

  it('after a pass the follow-up asks the terrain and change of direction; after a failure nothing follows', () => {
    const before = battleOf(ARMIES);
    const passed = run(before, 'move "Swedish Horse 1" --far --check --rolls 6,1,1').battle;
    const follow = moveFollowUp(before.state, passed.state);
    expect(follow?.menusOnly).toBe(true);
    const terrain = asked(follow?.step ?? null);
    expect(terrain.message).toMatch(/^Does any part of Swedish Horse 1's move cross difficult terrain/);
    if (terrain.kind !== 'confirm') throw new Error('not a yes/no');
    const change = asked(terrain.next(true));
    if (change.kind !== 'select') throw new Error('no change of direction question');
    expect(change.next('')).toMatch(/^move A\d+ --difficult$/);
    const failed = run(before, 'move "Swedish Horse 1" --far --check --rolls 1,1,1').battle;
    expect(moveFollowUp(before.state, failed.state)).toBeNull();
  });
});
