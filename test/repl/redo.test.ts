/** `redo`: the commands taken back with undo come back with the same dice, and the journal says so. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBattle } from '../../src/cli/commands/replay.js';
import { readJournal } from '../../src/io/journal.js';
import { rebuildSession } from '../../src/io/rebuild.js';
import { closeCore, coreFromText, PlayCore, runLine } from '../../src/repl/index.js';
import { closeCoresAfterEach, firstBattleCore, journalLines, play, ROOT, tempDir } from './helpers.js';

const track = closeCoresAfterEach();
const open = (seed = 7) => track(firstBattleCore(seed));

/** The bundled regression script of the first battle, up to and including turn 2's initiative. */
const TO_TURN_TWO = (() => {
  const lines = readFileSync(join(ROOT, 'test/repl/scripts/first-battle-seed7.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  const second = lines.indexOf('initiative', 1);
  return lines.slice(0, second + 1);
})();

const turn = (state: unknown) => (state as { turn: number }).turn;

describe('undo at the keyboard', () => {
  it('asks first when it takes back more than one command or goes back into an earlier turn; scripts never ask', () => {
    const { core } = open();
    play(core, ...TO_TURN_TWO);
    const keyboard = new PlayCore({ session: core.session, journal: core.journal, views: core.views, paint: core.paint, json: false, dice: 'app', interactive: true });
    expect(turn(core.session.before.at(-1)?.state)).toBe(2);
    expect(keyboard.questionsFor('undo')).toBeNull();
    expect(keyboard.questionsFor('undo 1')).toBeNull();
    const two = keyboard.questionsFor('undo 2');
    expect(two).toMatchObject({ kind: 'confirm', default: false, message: 'Take back 2 commands ("next", "initiative"), back to turn 1?' });
    if (two?.kind !== 'confirm') throw new Error('no question');
    expect(two.next(true)).toBe('');
    expect(two.next(false)).toBeNull();
    expect(keyboard.questionsFor('undo 3')).toMatchObject({ message: 'Take back 3 commands ("next", "next", "initiative"), back to turn 1?' });
    // Refused anyway: no question first.
    expect(keyboard.questionsFor('undo 99')).toBeNull();
    expect(keyboard.questionsFor('undo x')).toBeNull();
    keyboard.run('undo');
    expect(keyboard.questionsFor('undo')).toMatchObject({ message: 'Take back 1 command ("next"), back to turn 1?' });
    expect(core.questionsFor('undo 5')).toBeNull();
  });

  it("names the turn in the rule set's own word: Scruby's game move", () => {
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios/scruby-sample.yaml'), 'utf8'), file: 'scruby-sample.yaml', seed: 3, journal: join(tempDir(), 'scruby.tyw.jsonl') });
    try {
      play(core, 'next', 'next', 'next');
      const keyboard = new PlayCore({ session: core.session, journal: core.journal, views: core.views, paint: core.paint, json: false, dice: 'app', interactive: true });
      expect(keyboard.questionsFor('undo')).toMatchObject({ message: 'Take back 1 command ("next"), back to game move 1?' });
    } finally {
      closeCore(core);
    }
  });
});

describe('redo', () => {
  it('puts back the undone commands as they were played: same dice, same events, same state', () => {
    const { core, journal } = open();
    play(core, 'initiative', 'first attacker', 'command AL1', 'charge A5 at D4 --no-evade', 'fire A1 at D1');
    const played = core.session;
    play(core, 'undo 3');
    expect(core.session.entries).toHaveLength(2);
    const text = play(core, 'redo 3');
    expect(text).toContain('Redone, with the same dice: "command AL1", "charge A5 at D4 --no-evade", "fire A1 at D1".');
    expect(core.session.entries).toEqual(played.entries);
    expect(core.session.state).toEqual(played.state);
    expect(core.session.dice).toEqual(played.dice);
    // The battle goes on as if nothing had been undone: the next roll is the one it would have been.
    const straight = open();
    play(straight.core, 'initiative', 'first attacker', 'command AL1', 'charge A5 at D4 --no-evade', 'fire A1 at D1', 'advance A3');
    play(core, 'advance A3');
    expect(core.session.state).toEqual(straight.core.session.state);
    expect(journalLines(journal).map((r) => r.kind)).toEqual(['header', 'command', 'command', 'command', 'command', 'command', 'undo', 'redo', 'command']);
  });

  it('puts back one undo at a time, in play order, after several undos', () => {
    const { core } = open();
    play(core, 'initiative', 'first attacker', 'command AL1', 'charge A5 at D4 --no-evade');
    const played = core.session;
    play(core, 'undo', 'undo');
    expect(play(core, 'redo')).toContain('"command AL1"');
    expect(play(core, 'redo')).toContain('"charge A5 at D4 --no-evade"');
    expect(core.session.state).toEqual(played.state);
    expect(runLine(core, 'redo').outcome.kind).toBe('refused');
  });

  it('after an undo back across a turn, brings the later turn back', () => {
    const { core } = open();
    play(core, ...TO_TURN_TWO);
    const played = core.session;
    expect(turn(played.state)).toBe(2);
    play(core, 'undo 5');
    expect(turn(core.session.state)).toBe(1);
    play(core, 'redo 5');
    expect(turn(core.session.state)).toBe(2);
    expect(core.session.state).toEqual(played.state);
    expect(core.session.entries.map((e) => e.text)).toEqual(TO_TURN_TWO);
  });

  it('is refused once a new command has been played, and changes nothing', () => {
    const { core, journal } = open();
    play(core, 'initiative', 'first attacker', 'command AL1');
    play(core, 'undo');
    play(core, 'command AL2');
    const before = core.session;
    const refused = runLine(core, 'redo');
    expect(refused.text).toMatch(/^refused: nothing to redo/);
    expect(core.session).toBe(before);
    expect(journalLines(journal).at(-1)).toMatchObject({ kind: 'command', text: 'command AL2' });
    expect(runLine(core, 'redo x').text).toMatch(/^refused: redo takes a number/);
  });

  it('refuses more than was undone', () => {
    const { core } = open();
    play(core, 'initiative', 'first attacker', 'command AL1', 'undo 2');
    expect(runLine(core, 'redo 3').text).toBe('refused: only 2 commands to redo');
    expect(core.session.entries).toHaveLength(1);
  });

  it('undo and redo refuse 0 and a negative number in the same words as each other and log', () => {
    const { core } = open();
    play(core, 'initiative');
    expect(runLine(core, 'undo 0').text).toBe('refused: undo takes a positive number of commands (undo alone takes back the last one)');
    expect(runLine(core, 'undo -1').text).toBe('refused: undo takes a number of commands, not "-1"');
    expect(runLine(core, 'redo 0').text).toBe('refused: redo takes a positive number of commands (redo alone puts back the last one taken back)');
    expect(core.session.entries).toHaveLength(1);
  });

  it('replays from the journal: rebuild, replay and resume reproduce it', () => {
    const { core, journal } = open();
    play(core, ...TO_TURN_TWO, 'undo 4', 'redo 2', 'undo', 'redo 3');
    const read = readJournal(journal);
    const rebuilt = rebuildSession(read, journal).session;
    expect(rebuilt.state).toEqual(core.session.state);
    expect(rebuilt.dice).toEqual(core.session.dice);
    expect(rebuilt.entries).toEqual(core.session.entries);
    // replay knows which journal line recorded each command back in play.
    const battle = loadBattle(journal, ROOT);
    expect(battle.undone).toBe(0);
    expect(battle.commands.map((c) => read.records.find((r) => r.line === c.line))).toEqual(
      core.session.entries.map((e) => expect.objectContaining({ kind: 'command', text: e.text })),
    );
    // An undo left at the end of the journal can still be redone after a resume.
    play(core, 'undo 2');
    const resumed = rebuildSession(readJournal(journal), journal).session;
    expect(resumed.undone.map((u) => u.entry.text)).toEqual(TO_TURN_TWO.slice(-2));
  });
});
