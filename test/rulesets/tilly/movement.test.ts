/**
 * Seed 003, "Movement allowance", "Movement = change of direction then straight", "Change of
 * direction", "Cannons movement", "Commander movement", "Enemy buffer zone", "Zones of Control
 * (ZOC)", "Interpenetration" (Table 4) and "Base Width and Tilly Unit of Measure (TUM)".
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../../src/io/scenario.js';
import { TILLY_COMMANDS } from '../../../src/rulesets/tilly/commands.js';
import { tumWords } from '../../../src/rulesets/tilly/distance.js';
import { interpenetrationRefusal } from '../../../src/rulesets/tilly/units.js';
import { legalNow } from '../../../src/rulesets/tilly/legal.js';
import { tillyPresentation } from '../../../src/rulesets/tilly/presentation.js';
import { ARMIES, battleOf, nextUntil, refusal, run, runAll, unit } from './battle.js';

describe('Base Width and Tilly Unit of Measure (TUM)', () => {
  it('a TUM is half the base width; every distance shows both', () => {
    expect(tumWords(3, { value: 80, unit: 'mm' })).toBe('3 TUM (120mm)');
    expect(tumWords(8, { value: 4, unit: 'cm' })).toBe('8 TUM (16cm)');
    expect(tumWords(6, { value: 1.5, unit: 'in' })).toBe('6 TUM (4.5")');
  });
});

describe('Movement allowance', () => {
  it('open terrain: 8 TUM commanders and light horse, 6 horse and dragoons, 3 foot', () => {
    const b = battleOf(ARMIES); // base 40mm: a TUM is 20mm
    expect(run(b, 'move Horn').entry.results[0]?.result).toContain('8 TUM (160mm)');
    expect(run(b, 'move "Finnish Light Horse"').entry.results[0]?.result).toContain('8 TUM (160mm)');
    expect(run(b, 'move "Swedish Horse 1"').entry.results[0]?.result).toContain('6 TUM (120mm)');
    expect(run(b, 'move "Swedish Dragoons"').entry.results[0]?.result).toContain('6 TUM (120mm)');
    expect(run(b, 'move "Blue Brigade"').entry.results[0]?.result).toContain('3 TUM (60mm)');
  });

  it('difficult terrain anywhere in the move: at most 3 TUM', () => {
    const b = battleOf(ARMIES);
    expect(refusal(b, 'move "Swedish Horse 1" --difficult --dist 4')).toBe('Swedish Horse 1 may move at most 3 TUM (60mm) (difficult terrain), not 4 TUM (80mm)');
    expect(run(b, 'move "Swedish Horse 1" --dist 6').entry.results[0]?.result).toContain('straight ahead up to 6 TUM');
  });

  it('Cannons movement: cannons cannot move, they pivot, and a pivot is their shot for the turn', () => {
    let b = battleOf(ARMIES);
    expect(refusal(b, 'move "Swedish Guns"')).toContain('cannons cannot move');
    b = run(b, 'pivot "Swedish Guns"').battle;
    b = nextUntil(b, 'attacker-shoot');
    expect(refusal(b, 'shoot "Swedish Guns" at "Tercio 1"')).toContain('pivoted this turn and cannot shoot');
  });

  it('Cannons pivot or shoot: cannons that shot in step 1.2 may not pivot in step 2.1; the next turn they may', () => {
    let b = nextUntil(battleOf(ARMIES), 'defender-shoot');
    b = nextUntil(run(b, 'shoot "Imperial Guns" at "Swedish Horse 1" --rolls 1,1').battle, 'defender-move');
    expect(refusal(b, 'pivot "Imperial Guns"')).toBe('Imperial Guns have already shot this turn, so they cannot pivot until next turn ("Cannons pivot or shoot")');
    b = nextUntil(nextUntil(b, 'army-morale'), 'defender-move');
    expect(b.state.turn).toBe(2);
    expect(run(b, 'pivot "Imperial Guns"').entry.results[0]?.result).toBe('Imperial Guns pivot on their centre; they cannot shoot this turn (shooting marker).');
  });

  it('Change of direction: sideways is 1 TUM and backwards 1 to 3 TUM, each replacing the whole move', () => {
    const b = battleOf(ARMIES);
    expect(refusal(b, 'move "Swedish Horse 1" --change sideways --dist 2')).toContain('at most 1 TUM');
    expect(refusal(b, 'move "Swedish Horse 1" --change backwards --dist 4')).toContain('at most 3 TUM');
    expect(run(b, 'move "Swedish Horse 1" --change oblique').entry.results[0]?.result).toContain('an oblique advance of up to 45°');
  });

  it('Change of direction: an oblique advance is the move itself, on a diagonal, facing unchanged, not a turn and then straight ahead (play-test finding)', () => {
    const text = run(battleOf(ARMIES), 'move "Swedish Horse 1" --change oblique').entry.results[0]?.result ?? '';
    expect(text).toContain('an oblique advance of up to 45°: straight on the diagonal, facing unchanged, up to 6 TUM');
    expect(text).not.toContain('then straight');
  });

  it('Enemy buffer zone and zones of control are the game master\'s yes/no answers', () => {
    const b = battleOf(ARMIES);
    expect(refusal(b, 'move "Swedish Horse 1" --buffer')).toContain('buffer zone');
    expect(refusal(b, 'move "Swedish Horse 1" --zoc')).toContain('may only stay, move closer to that enemy, or move directly away');
  });

  it('Zones of Control (ZOC): a commander exerts none but is bound by the enemy\'s, like any unit (Reading)', () => {
    const b = battleOf(ARMIES);
    expect(refusal(b, 'move Baner --zoc')).toBe(
      'Baner is in an enemy zone of control: he may only stay, move closer to that enemy, or move directly away ("Zones of Control (ZOC)"; house rule commandersIgnoreZoc allows it)',
    );
    expect(unit(b, 'Baner').moved).toBe(false);
    expect(refusal(b, 'move "Swedish Dragoons" --zoc')).toContain('Swedish Dragoons are in an enemy zone of control: they may only stay');
    const rules = tillyPresentation.rules('movement', b.state);
    expect(JSON.stringify(rules.ok ? rules.value.blocks : rules.error)).toContain(
      'In the zone of control of a non-commander enemy (3 TUM (60mm) straight ahead of it), a unit or commander only stays, moves closer to it or moves directly away (--zoc).',
    );
  });

  it('Locked in melee: a unit in contact cannot move', () => {
    const b = run(battleOf(ARMIES), 'engage "Swedish Horse 1" "Cuirassiers 1"').battle;
    expect(refusal(b, 'move "Swedish Horse 1"')).toBe('Swedish Horse 1 is locked in melee and cannot move');
  });

  it('Locked in melee and "Fighting to flank or rear": the refusal says how a unit with an enemy on its flank may turn instead (play-test finding)', () => {
    const b = run(battleOf(ARMIES), 'engage "Cuirassiers 1" "Swedish Musketeers" --on flank --why "locked last turn"').battle;
    expect(refusal(b, 'move "Swedish Musketeers"')).toBe(
      `Swedish Musketeers are locked in melee and cannot move; they may change facing to Cuirassiers 1 on their flank, if there is space (face ${unit(b, 'Swedish Musketeers').id} toward ${unit(b, 'Cuirassiers 1').id})`,
    );
  });
});

describe('Interpenetration (Table 4)', () => {
  it('horse and light horse through each other, horse/light horse/dragoons through shot and back, anyone through cannons and commanders', () => {
    expect(interpenetrationRefusal('horse', 'light-horse', true)).toBeNull();
    expect(interpenetrationRefusal('dragoons', 'shot', true)).toBeNull();
    expect(interpenetrationRefusal('shot', 'dragoons', true)).toBeNull();
    expect(interpenetrationRefusal('pike-and-shot', 'cannons', false)).toBeNull();
    expect(interpenetrationRefusal('pike-and-shot', 'commander', false)).toBeNull();
    expect(interpenetrationRefusal('commander', 'pike-and-shot', false)).toBeNull();
    expect(interpenetrationRefusal('pike-and-shot', 'pike-and-shot', true)).toBe('Pike+shot may not pass through Pike+shot (Table 4)');
    expect(interpenetrationRefusal('horse', 'horse', false)).toContain('straight forward or backwards');
    expect(interpenetrationRefusal('dragoons', 'horse', true)).toContain('may not pass through');
  });

  it('a move names the friends it passes through; enemies never', () => {
    const b = battleOf(ARMIES);
    expect(run(b, 'move "Swedish Horse 1" --through "Swedish Horse 2"').entry.results[0]?.result).toContain('It may pass through Swedish Horse 2 (Table 4)');
    expect(refusal(b, 'move "Swedish Horse 1" --change oblique --through "Swedish Horse 2"')).toContain('straight forward or backwards');
    expect(refusal(b, 'move "Blue Brigade" --through "Yellow Brigade"')).toContain('may not pass through');
    expect(refusal(b, 'move "Swedish Horse 1" --through "Cuirassiers 1"')).toContain('cannot pass through the enemy');
    expect(unit(b, 'Swedish Horse 1').moved).toBe(false);
  });

  it('the interpenetration must occur during the straight forward part of the move: after a turn, which replaces the whole move, there is none', () => {
    const b = battleOf(ARMIES);
    expect(refusal(b, 'move "Swedish Horse 1" --change turn --through "Swedish Horse 2"')).toBe(
      'a turn replaces Swedish Horse 1\'s whole move: there is no straight move to pass through Swedish Horse 2 in (Table 4)',
    );
    // A wheel or an about face leaves the straight move; cannons and commanders may be passed in any move.
    expect(run(b, 'move "Swedish Horse 1" --change about-face --through "Swedish Horse 2"').entry.results[0]?.result).toContain('It may pass through Swedish Horse 2 (Table 4)');
    expect(run(b, 'move "Blue Brigade" --change turn --through "Swedish Guns"').entry.results[0]?.result).toContain('It may pass through Swedish Guns (Table 4)');
  });
});

describe('Base Width and Tilly Unit of Measure (TUM): every distance in TUM and in the players\' units', () => {
  it('a charge declaration, an evade, a command check and a refused move all give both', () => {
    // ARMIES has 40mm bases: 1 TUM is 20mm.
    const declare = nextUntil(battleOf(ARMIES), 'declare');
    expect(run(declare, 'declare "Swedish Horse 1" at "Cuirassiers 1"').entry.results[0]?.result).toContain('(at most 3 TUM (60mm);');
    expect(run(battleOf(ARMIES), 'move "Swedish Horse 1" --far --rolls 6,1,1').entry.results[0]?.result).toContain('it is more than 8 TUM (160mm) from Horn');
    expect(refusal(battleOf(ARMIES), 'move "Swedish Horse 1" --dist 7')).toBe('Swedish Horse 1 may move at most 6 TUM (120mm), not 7 TUM (140mm)');
    const evade = nextUntil(run(nextUntil(run(declare, 'declare "Swedish Horse 1" at "Croats"').battle, 'charge'), 'charge').battle, 'point-blank');
    expect(run(evade, 'evade Croats').entry.results[0]?.result).toContain('they will rally back up to 3 TUM (60mm) in step 3.5');
  });
});

describe('Commander movement: an unattached enemy commander in the way is moved aside', () => {
  it('he is moved out of the way, which is not a move: he may not attach that step', () => {
    const b = battleOf(ARMIES);
    const { battle, entry } = run(b, 'move "Yellow Brigade" --push Tilly');
    expect(entry.results.at(-1)?.result).toContain('Tilly is moved out of the way; that is not a move, so he cannot attach to a unit ("Commander movement")');
    expect(refusal(battle, 'attach Tilly "Tercio 1" --why "he rides to the tercio"')).toBe(
      'Tilly was moved out of an enemy\'s way this step; that is not a move, so he cannot attach ("Commander movement")',
    );
    expect(refusal(b, 'move "Yellow Brigade" --push "Tercio 1"')).toBe('--push moves unattached enemy commanders out of the way, not Tercio 1');
    // The next step, he is free again.
    expect(run(run(battle, 'next').battle, 'attach Tilly "Tercio 1" --why "he rides to the tercio"').entry.results[0]?.result).toContain('Tilly joins Tercio 1');
  });
});

describe('Commander movement: a commander\'s --change sets no limit and is said, not silently dropped (play-test finding)', () => {
  it('he makes any changes of direction he wants; only his path counts against 8 TUM', () => {
    const sideways = run(battleOf(ARMIES), 'move Baner --change sideways --dist 4');
    expect(sideways.entry.results.at(-1)?.result).toBe(
      'Baner (Commander) moves: any path within 8 TUM (160mm) ("Commander movement"). He covers 4 TUM (80mm). He makes any changes of direction he wants, a step sideways included: only the length of his path counts.',
    );
    // The journalled event is the one a move without --change writes, so older journals replay.
    expect(sideways.entry.events).toEqual(run(battleOf(ARMIES), 'move Baner --dist 4').entry.events);
    expect(run(battleOf(ARMIES), 'move Baner --change backwards --dist 0.5').entry.results.at(-1)?.result).toContain('a move backwards included');
    expect(refusal(battleOf(ARMIES), 'move Baner --change wheel --dist 9')).toBe('Baner may move at most 8 TUM (160mm), not 9 TUM (180mm)');
  });
});

describe('Commander movement: attach', () => {
  it('a commander attaches to a unit with or without "to" between them (as in the Devil rules)', () => {
    const withTo = run(battleOf(ARMIES), 'attach Baner to "Blue Brigade"');
    const without = run(battleOf(ARMIES), 'attach Baner "Blue Brigade"');
    expect(unit(withTo.battle, 'Baner').attachedTo).toBe(unit(withTo.battle, 'Blue Brigade').id);
    expect(withTo.entry.events).toEqual(without.entry.events);
  });
});

describe('Commander movement: a commander who moves on his own leaves the unit he was attached to (play-test finding)', () => {
  it('attach, then move him: he is no longer attached, and the unit moves without him', () => {
    let b = run(battleOf(ARMIES), 'attach Baner "Blue Brigade"').battle;
    const moved = run(b, 'move Baner --dist 8');
    expect(moved.entry.results.at(-1)?.result).toBe(
      'Baner (Commander) moves: any path within 8 TUM (160mm) ("Commander movement"). He covers 8 TUM (160mm). He leaves Blue Brigade; he may join a unit again (attach).',
    );
    b = moved.battle;
    expect(unit(b, 'Baner').attachedTo).toBeNull();
    // He may join a unit again during his move ("Units": "join a unit during a move").
    expect(unit(run(b, 'attach Baner "Yellow Brigade"').battle, 'Baner').attachedTo).toBe(unit(b, 'Yellow Brigade').id);
    // An unattached commander's move says nothing of leaving.
    expect(run(battleOf(ARMIES), 'move Baner').entry.results.at(-1)?.result).not.toContain('leaves');
  });
});

describe('Step 1.1. Attacker Move: help move (play-test finding)', () => {
  it('the usage line names every flag listed under Flags, --check and --push included', () => {
    const move = TILLY_COMMANDS.find((c) => c.name === 'move');
    expect(move?.usage).toContain('[--check]');
    expect(move?.usage).toContain('[--push <commanders>]');
    for (const f of move?.flags ?? []) expect(move?.usage, f.name).toContain(`--${f.name}`);
  });
});

describe('Step 1.1. Attacker Move: the result line', () => {
  it('takes a plural verb for a plural unit name ("Swedish Dragoons (Dragoons) move")', () => {
    expect(run(battleOf(ARMIES), 'move "Swedish Dragoons"').entry.results[0]?.result).toBe('Swedish Dragoons (Dragoons) move: straight ahead up to 6 TUM (120mm).');
  });
});

describe('Units: commanders join units; a plural unit named as the commander takes a plural verb (play-test finding)', () => {
  it('attach "Swedish Dragoons" … is refused with "Swedish Dragoons are not a commander"', () => {
    expect(refusal(battleOf(ARMIES), 'attach "Swedish Dragoons" "Swedish Horse 1"')).toBe('Swedish Dragoons are not a commander');
  });
});

describe('Zones of Control (ZOC): the other reading, house rule commandersIgnoreZoc', () => {
  const freed = () => battleOf({ ...ARMIES, houseRules: { commandersIgnoreZoc: true } });

  it('a commander moves through an enemy ZOC freely, and the result says why; units are still bound', () => {
    const b = freed();
    const moved = run(b, 'move Baner --zoc --dist 8');
    expect(moved.entry.results.at(-1)?.result).toBe(
      'Baner (Commander) moves: any path within 8 TUM (160mm) ("Commander movement"). He covers 8 TUM (160mm). He ignores the enemy zone of control (house rule commandersIgnoreZoc).',
    );
    expect(unit(moved.battle, 'Baner').moved).toBe(true);
    expect(refusal(b, 'move "Swedish Dragoons" --zoc')).toContain('Swedish Dragoons are in an enemy zone of control: they may only stay');
    // By default (the Reading) he is bound.
    expect(refusal(battleOf(ARMIES), 'move Baner --zoc')).toContain('Baner is in an enemy zone of control: he may only stay');
  });

  it('the refusal of a commander\'s --zoc names the house rule, as the ride\'s names commanderMovesAfterUnit; a unit\'s does not (play-test finding)', () => {
    expect(refusal(battleOf(ARMIES), 'move Baner --zoc')).toMatch(/\("Zones of Control \(ZOC\)"; house rule commandersIgnoreZoc allows it\)$/);
    expect(refusal(battleOf(ARMIES), 'move "Swedish Dragoons" --zoc')).toMatch(/directly away \("Zones of Control \(ZOC\)"\)$/);
  });

  it('rules movement and the battle view say which reading the battle plays', () => {
    const said = (b: ReturnType<typeof battleOf>): string => {
      const r = tillyPresentation.rules('movement', b.state);
      return JSON.stringify([r.ok ? r.value.blocks : r.error, tillyPresentation.battle(b.state, b.scenario).blocks]);
    };
    expect(said(freed())).toContain('a unit only stays, moves closer to it or moves directly away (--zoc); commanders move through it freely (house rule).');
    expect(said(freed())).toContain('House rule: commanders move through enemy zones of control freely.');
    expect(said(battleOf(ARMIES))).toContain('a unit or commander only stays, moves closer to it or moves directly away (--zoc).');
    expect(said(battleOf(ARMIES))).not.toContain('House rule: commanders move');
    expect((tillyPresentation.battle(freed().state, freed().scenario).data as { options: { houseRules: unknown } }).options.houseRules).toMatchObject({ commandersIgnoreZoc: true });
  });

  it('the scenario key is strict and check --json reports it', () => {
    const text = readFileSync(new URL('../../../scenarios/tilly-figure5.yaml', import.meta.url), 'utf8');
    const loaded = parseScenarioText(text.replace(/^ruleset: tilly$/m, 'ruleset: tilly\nhouseRules:\n  commandersIgnoreZoc: true'), 'tilly-figure5.yaml');
    const summary = loaded.ruleset.summarize(loaded.scenario, loaded.warnings);
    expect(summary.extra).toMatchObject({ commandersIgnoreZoc: true, commanderMovesAfterUnit: false });
    expect(summary.text?.extra?.commandersIgnoreZoc).toBe('commanders ignore enemy ZOCs: on');
  });
});

describe('Cannons movement: the pivot line takes the number of the name', () => {
  it('"Swedish Guns pivot on their centre", "Swedish Battery pivots on its centre"', () => {
    expect(run(battleOf(ARMIES), 'pivot "Swedish Guns"').entry.results[0]?.result).toBe('Swedish Guns pivot on their centre; they cannot shoot this turn (shooting marker).');
    const battery = structuredClone(ARMIES) as typeof ARMIES;
    (battery.sides[0]!.commands[1]!.units[5] as Record<string, unknown>).name = 'Swedish Battery';
    expect(run(battleOf(battery), 'pivot "Swedish Battery"').entry.results[0]?.result).toBe('Swedish Battery pivots on its centre; it cannot shoot this turn (shooting marker).');
  });
});

describe('Commander movement: an attached commander whose unit has moved has had his move (Reading; house rule commanderMovesAfterUnit)', () => {
  const rode = () => runAll(battleOf(ARMIES), ['attach Baner "Blue Brigade"', 'move "Blue Brigade" --dist 3']);

  it('by default he may not move on his own after riding with his unit, and is not offered a move', () => {
    const b = rode();
    expect(refusal(b, 'move Baner --dist 8')).toBe(
      'Baner is attached to Blue Brigade, which has already moved this step: he moved with it, and that was his move ("Commander movement", "Movement allowance"; house rule commanderMovesAfterUnit allows it)',
    );
    expect(legalNow(b.state).some((c) => c.line === `move ${unit(b, 'Baner').id}`)).toBe(false);
    // Riding on to join another unit would be a move too; a correction may still say so.
    expect(refusal(b, 'attach Baner "Yellow Brigade"')).toBe(
      'Baner moved with Blue Brigade this step, and that was his move: he cannot ride to join Yellow Brigade ("Commander movement", "Movement allowance"; house rule commanderMovesAfterUnit allows it)',
    );
    expect(unit(run(b, 'attach Baner "Yellow Brigade" --why "he was already there"').battle, 'Baner').attachedTo).toBe(unit(b, 'Yellow Brigade').id);
    // Moving first and then joining is still his move "during a move" ("Units"); the unit carries him.
    const first = runAll(battleOf(ARMIES), ['move Baner --dist 4', 'attach Baner "Blue Brigade"', 'move "Blue Brigade"']);
    expect(unit(first, 'Baner').attachedTo).toBe(unit(first, 'Blue Brigade').id);
    // Next turn's move step frees him again.
    const later = nextUntil(nextUntil(b, 'defender-move'), 'attacker-move');
    expect(run(later, 'move Baner').entry.results.at(-1)?.result).toContain('He leaves Blue Brigade');
  });

  it('rules command says which reading the battle plays, and the battle view names the house rule', () => {
    const said = (houseRules?: object): string => {
      const b = battleOf({ ...ARMIES, ...(houseRules ? { houseRules } : {}) });
      const r = tillyPresentation.rules('command', b.state);
      const battle = tillyPresentation.battle(b.state, b.scenario);
      return JSON.stringify([r.ok ? r.value.blocks : r.error, battle.blocks]);
    };
    expect(said()).toContain('An attached commander moves with his unit, and that is his move for the step');
    expect(said()).not.toContain('House rule: an attached commander');
    expect(said({ commanderMovesAfterUnit: true })).toContain('may still move on his own after it (house rule)');
    expect(said({ commanderMovesAfterUnit: true })).toContain('House rule: an attached commander may still move on his own after his unit has moved.');
  });

  it('Commander movement: detaching after the ride does not give his move back', () => {
    const b = run(rode(), 'detach Baner').battle;
    expect(unit(b, 'Baner').attachedTo).toBeNull();
    expect(refusal(b, 'move Baner --dist 8')).toBe(
      'Baner rode with Blue Brigade when it moved this step, and that was his move: leaving it does not give it back ("Commander movement", "Movement allowance"; house rule commanderMovesAfterUnit allows it)',
    );
    expect(refusal(b, 'attach Baner "Yellow Brigade"')).toBe(
      'Baner moved with Blue Brigade this step, and that was his move: he cannot ride to join Yellow Brigade ("Commander movement", "Movement allowance"; house rule commanderMovesAfterUnit allows it)',
    );
    expect(legalNow(b.state).some((c) => c.line === `move ${unit(b, 'Baner').id}`)).toBe(false);
    // He is where the unit left him: he may join it again.
    expect(unit(run(b, 'attach Baner "Blue Brigade"').battle, 'Baner').attachedTo).toBe(unit(b, 'Blue Brigade').id);
    // The next step frees him.
    expect(unit(nextUntil(b, 'defender-shoot'), 'Baner').rode).toBeUndefined();
  });

  it('Commander movement: a commander who made his move, joined a unit and rode with it cannot ride on to another', () => {
    const b = runAll(battleOf(ARMIES), ['move Baner --dist 4', 'attach Baner "Blue Brigade"', 'move "Blue Brigade" --dist 3']);
    expect(refusal(b, 'attach Baner "Yellow Brigade"')).toBe(
      'Baner made his move and then rode with Blue Brigade this step: he cannot ride to join Yellow Brigade ("Commander movement", "Movement allowance"; house rule commanderMovesAfterUnit allows it)',
    );
  });

  it('Commander movement: joining a unit that has already moved is no ride, so he still has his move', () => {
    const b = runAll(battleOf(ARMIES), ['move "Blue Brigade" --dist 3', 'attach Baner "Blue Brigade"']);
    expect(legalNow(b.state).some((c) => c.line === `move ${unit(b, 'Baner').id}`)).toBe(true);
    const moved = run(b, 'move Baner --dist 4');
    expect(moved.entry.results.at(-1)?.result).toContain('He leaves Blue Brigade');
    expect(unit(run(moved.battle, 'attach Baner "Yellow Brigade"').battle, 'Baner').attachedTo).toBe(unit(b, 'Yellow Brigade').id);
  });

  it('with the house rule he may still move, and leaves the unit', () => {
    const b = runAll(battleOf({ ...ARMIES, houseRules: { commanderMovesAfterUnit: true } }), ['attach Baner "Blue Brigade"', 'move "Blue Brigade" --dist 3']);
    expect(legalNow(b.state).some((c) => c.line === `move ${unit(b, 'Baner').id}`)).toBe(true);
    expect(run(b, 'move Baner --dist 8').entry.results.at(-1)?.result).toContain('He leaves Blue Brigade');
    expect(unit(run(b, 'attach Baner "Yellow Brigade"').battle, 'Baner').attachedTo).toBe(unit(b, 'Yellow Brigade').id);
  });
});

describe('Command check: a unit that fails its check went nowhere, so no commander rode with it', () => {
  // Horn (the horse wing's commander) joins Blue Brigade of the foot: Baner is its commander, so
  // at --far it checks command, and four misses leave it where it is ("No hits means the unit is
  // out of command and cannot move this step").
  const failed = () => run(runAll(battleOf(ARMIES), ['attach Horn "Blue Brigade"']), 'move "Blue Brigade" --far --rolls 1,2,3,4');

  it('the attached commander keeps his move, and the unit has had its own', () => {
    const { battle: b, entry } = failed();
    // The journal records the failure as such: the state never reads the line's words.
    expect(entry.events).toEqual([
      { type: 'check-failed', unit: unit(b, 'Blue Brigade').id, purpose: 'move', text: 'Blue Brigade checks command (it is more than 8 TUM (160mm) from Baner): 1, 2, 3, 4 — no 6, out of command: it cannot move this step.' },
    ]);
    expect(unit(b, 'Horn').rode).toBeUndefined();
    expect(legalNow(b.state).some((c) => c.line === `move ${unit(b, 'Horn').id}`)).toBe(true);
    expect(run(b, 'move Horn --dist 8').entry.results.at(-1)?.result).toContain('He leaves Blue Brigade');
    expect(unit(run(b, 'attach Horn "Yellow Brigade"').battle, 'Horn').attachedTo).toBe(unit(b, 'Yellow Brigade').id);
    expect(refusal(b, 'move "Blue Brigade" --far')).toContain('Blue Brigade failed its command check in step 1.1, so it cannot move before step 3.1 ("Command check").');
  });

  it('a failed check after move --check is no ride either, and a passed one still is', () => {
    const b = run(runAll(battleOf(ARMIES), ['attach Horn "Blue Brigade"']), 'move "Blue Brigade" --far --check --rolls 1,2,3,4').battle;
    expect(unit(b, 'Horn').rode).toBeUndefined();
    const passed = runAll(battleOf(ARMIES), ['attach Horn "Blue Brigade"', 'move "Blue Brigade" --far --rolls 6,1,1,1']);
    expect(unit(passed, 'Horn').rode).toBe(unit(passed, 'Blue Brigade').id);
    expect(refusal(passed, 'move Horn --dist 8')).toContain('he moved with it, and that was his move');
  });
});

describe('Movement allowance: the distance the game master gives is said back', () => {
  it('--dist is printed with the allowance it keeps within; the journalled event keeps its words', () => {
    const b = battleOf(ARMIES);
    const horse = run(b, 'move "Swedish Horse 1" --dist 4');
    expect(horse.entry.results.at(-1)?.result).toBe('Swedish Horse 1 (Horse) moves: straight ahead up to 6 TUM (120mm). It covers 4 TUM (80mm).');
    expect(horse.entry.events[0]?.text).toBe('Swedish Horse 1 (Horse) moves: straight ahead up to 6 TUM (120mm).');
    expect(run(b, 'move "Swedish Horse 2" --change wheel --dist 5').entry.results.at(-1)?.result).toContain('It covers 5 TUM (100mm) in all.');
    expect(run(b, 'move Baner --dist 7').entry.results.at(-1)?.result).toBe('Baner (Commander) moves: any path within 8 TUM (160mm) ("Commander movement"). He covers 7 TUM (140mm).');
    expect(run(b, 'move "Swedish Musketeers" --dist 2').entry.results.at(-1)?.result).toContain('They cover 2 TUM (40mm).');
    expect(run(b, 'move "Swedish Musketeers"').entry.results.at(-1)?.result).toBe('Swedish Musketeers (Shot) move: straight ahead up to 3 TUM (60mm).');
  });
});
