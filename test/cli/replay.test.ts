/**
 * `tyw replay` through the real built CLI: a battle is played to a break with `tyw play`
 * and a script, then replayed. The replay says what the live session said, turn by turn,
 * ends with the final state, is deterministic, and names the line of an edited journal.
 */
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechainedLines } from '../journal-chain.js';
import { blocks, ensureBuilt, FIRST_BATTLE, ROOT, script, tempDir, tyw } from '../repl/helpers.js';

/** Turn 1 played out, turn 2 ends with the Imperialists broken (corrections push them over). */
const BATTLE = script(
  '# turn 1',
  'initiative',
  'first attacker',
  'command Ekholm',
  'fire Regimental at Ottenbach',
  'done',
  'command Ottenbach',
  'fire Field at Blue --rolls 4,3',
  'done',
  'command Falk',
  'done',
  'command Weiden',
  'done',
  'command Bergström',
  'done',
  'command Hallberg',
  'done',
  'next',
  'next',
  'next',
  'next',
  '# turn 2',
  'set Ottenbach status demoralized --why "a fire result was missed"',
  'kill Hallberg --heir Ottenbach',
  'note the mill is on fire',
  'initiative',
  'first defender',
  'command Ottenbach',
  'done',
  'command Ekholm',
  'done',
  'command Weiden',
  'done',
  'command Falk',
  'done',
  'command Bergström',
  'done',
  'next',
  'next',
  'next',
  // A camp is sacked in the camps and army morale step ("Turn Sequence" 7).
  'sack Imperialists camp --by Finnish',
  'next',
);

let dir: string;
let battle: string;
let live: string;

beforeAll(() => {
  ensureBuilt();
  dir = tempDir('tyw-replay-');
  battle = join(dir, 'battle.tyw.jsonl');
  const played = tyw(['play', FIRST_BATTLE, '--seed', '5', '--journal', battle], BATTLE);
  if (played.code !== 0) throw new Error(`the battle script failed:\n${played.stderr}`);
  live = played.stdout;
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));


/** A copy of the battle's journal with lines changed by `edit` (the line and its number), checksums recomputed if asked. */
function edited(name: string, lineNo: number, edit: (line: string) => string, rechain = false): string {
  return editedLines(name, (line, n) => (n === lineNo ? edit(line) : line), rechain);
}

function editedLines(name: string, edit: (line: string, lineNo: number) => string, rechain = false): string {
  const lines = readFileSync(battle, 'utf8').split('\n').map((l, i) => edit(l, i + 1));
  const path = join(dir, name);
  writeFileSync(path, (rechain ? rechainedLines(lines) : lines).join('\n'));
  return path;
}

describe('tyw replay', () => {
  it('prints the battle turn by turn with the results the live session printed', () => {
    const r = tyw(['replay', battle], '');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const replayed = blocks(r.stdout, /^ {2}> (.*)$/, /^ {4}(.*)$/);
    const played = blocks(live, /^> (.*)$/, /^(.+)$/);
    expect(replayed.map((b) => b.command)).toEqual(played.map((b) => b.command));
    expect(replayed).toEqual(played);
    expect(replayed.find((b) => b.command.includes('--rolls'))?.lines.at(-1)).toMatch(/^\(rolled by hand: 4 \(.*\); 3 \(.*\)\)$/);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('The Fight at Eichenried Mill, autumn 1631');
    expect(lines).toContain('Turn 1');
    expect(lines).toContain('Turn 2');
    expect(lines.indexOf('Turn 1')).toBeLessThan(lines.indexOf('Turn 2'));
  });

  it('ends with each side against its break point and every unit', () => {
    const r = tyw(['replay', battle], '');
    const tail = r.stdout.slice(r.stdout.indexOf('Battle over'));
    expect(tail).toMatch(/^Battle over in turn 2\./);
    expect(tail).toContain('Imperialists break with 14 points against a break point of 13');
    expect(tail).toMatch(/Swedes \(attacker\)\s+\[[#.]+\]\s+\d+ of 13 points, holding/);
    expect(tail).toMatch(/Imperialists \(defender\)\s+\[#+\]\s+14 of 13 points, broken/);
    expect(tail).toMatch(/D1\s+Ottenbach's Tercio\s+Tercio\s+6\/6\s+Demoralized/);
    expect(tail).toMatch(/A5\s+Finnish Horse\s+Finnish hackapells\s+2\/2\s+Disordered/);
    for (const id of ['A1', 'A2', 'A3', 'A4', 'A5', 'D1', 'D2', 'D3', 'D4', 'D5']) expect(tail).toMatch(new RegExp(`^ {4}${id} `, 'm'));
  });

  it('to a terminal, breaks prose between words at its width; to a pipe, one line a result', async () => {
    const { replayCommand } = await import('../../src/cli/commands/replay.js');
    const { memoryOutput } = await import('../../src/cli/output.js');
    const piped = memoryOutput();
    await replayCommand({ file: battle, json: false, cwd: ROOT }, piped);
    expect(Math.max(...piped.stdout.flatMap((t) => t.split('\n')).map((l) => l.length))).toBeGreaterThan(100);
    const terminal = memoryOutput();
    await replayCommand({ file: battle, json: false, cwd: ROOT, columns: 80 }, terminal);
    const lines = terminal.stdout.flatMap((t) => t.split('\n'));
    expect(lines.filter((l) => l.length > 80)).toEqual([]);
    const words = (xs: readonly string[]) => xs.join(' ').split(/\s+/).filter((w) => w !== '' && !/^[─┌┐└┘├┤┬┴┼│]+$/.test(w));
    expect(words(lines).filter((w) => !/^\[?[#.]*\]?$/.test(w)).slice(0, 200)).toEqual(words(piped.stdout.flatMap((t) => t.split('\n'))).filter((w) => !/^\[?[#.]*\]?$/.test(w)).slice(0, 200));
  });

  it('to an 80-column terminal, the standing puts a tally under its bar and a hex under its row where a line would not fit', async () => {
    const journal = join(dir, 'pike-80.tyw.jsonl');
    expect(tyw(['play', join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), '--seed', '3', '--journal', journal], script('move A1 to 0609')).code).toBe(0);
    const { replayCommand } = await import('../../src/cli/commands/replay.js');
    const { memoryOutput } = await import('../../src/cli/output.js');
    const out = memoryOutput();
    await replayCommand({ file: journal, json: false, cwd: ROOT, columns: 80 }, out);
    const lines = out.stdout.flatMap((t) => t.split('\n'));
    expect(lines.filter((l) => l.length > 80)).toEqual([]);
    expect(lines).toContain('    B1   Yellow Brigade            Battalion        5/5  Ordered');
    expect(lines).toContain('         hex 0611, facing ne');
    expect(lines.some((l) => /^ {4}0 of 7 units eliminated; guns in enemy hands: none;/.test(l))).toBe(true);
    // A row with nothing after it is never followed by an empty tail line.
    expect(lines.filter((l) => l !== '' && l.trim() === '')).toEqual([]);
    const narrow = memoryOutput();
    await replayCommand({ file: battle, json: false, cwd: ROOT, columns: 60 }, narrow);
    expect(narrow.stdout.flatMap((t) => t.split('\n')).filter((l) => l !== '' && l.trim() === '')).toEqual([]);
  });

  it('lines up the notes after the status column (Pike & Shot hexes after "Ordered" and "Disordered")', () => {
    const journal = join(dir, 'pike.tyw.jsonl');
    expect(tyw(['play', join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), '--seed', '3', '--journal', journal], script('move A1 to 0609')).code).toBe(0);
    const out = tyw(['replay', journal], '').stdout;
    // The number column says what it counts, as the report's heading does.
    expect(out).toContain('\nUnits (factor now/at the start)\n');
    const rows = out.slice(out.indexOf('\nUnits (factor now/at the start)\n'), out.indexOf('\nLeaders\n')).split('\n').filter((l) => / hex \d{4}(, facing \w+)?$/.test(l));
    expect(rows).toHaveLength(14);
    // 9.1: a battalion's facing follows its hex.
    expect(rows.find((l) => l.includes('Yellow Brigade'))).toMatch(/Ordered     hex 0611, facing ne$/);
    // 12.7: a light cannon shows the side up, as live status does.
    expect(rows.find((l) => l.includes('Regimental Guns'))).toMatch(/Firing      hex 0712$/);
    expect(new Set(rows.map((l) => l.indexOf(' hex ')))).toHaveProperty('size', 1);
    expect(rows.find((l) => l.includes('Imperial Dragoons'))).toMatch(/Disordered  hex 0907$/);
    // 3.0: no army morale in this series, so no "holding": the count and the rest of the tally.
    expect(out).toMatch(/Imperialists \(first player\) +\[\.+\] +0 of 7 units eliminated; guns in enemy hands: none; fortunes of war left: 0; victory points: \d+$/m);
    expect(out).not.toMatch(/holding/);
  });

  it('is deterministic, and the same from another folder', () => {
    const a = tyw(['replay', battle], '');
    const b = tyw(['replay', battle], '', { cwd: dir });
    const c = tyw(['replay', 'battle.tyw.jsonl'], '', { cwd: dir });
    expect(b.stdout).toBe(a.stdout);
    expect(c.stdout.split('\n').slice(1)).toEqual(a.stdout.split('\n').slice(1));
  });

  it('a journal whose every command was taken back says "no command in play", as the report does', () => {
    const emptied = join(dir, 'emptied.tyw.jsonl');
    expect(tyw(['play', FIRST_BATTLE, '--seed', '1', '--journal', emptied], script('initiative', 'undo')).code).toBe(0);
    expect(tyw(['replay', emptied], '').stdout).toContain('While the Devil Rules, seed 1: no command in play (1 taken back with undo). Every roll and event checked.');
    expect(tyw(['report', emptied], '').stdout).toContain('no command in play');
  });

  it('--until stops after a turn', () => {
    const r = tyw(['replay', battle, '--until', '1'], '');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Turn 1');
    expect(r.stdout).not.toMatch(/^Turn 2$/m);
    expect(r.stdout).toContain('At the end of turn 1.');
    expect(r.stdout).toMatch(/Imperialists \(defender\)\s+\[[#.]+\]\s+\d+ of 13 points, holding/);
    expect(r.stdout).not.toContain('set Ottenbach');
  });

  it('--until past where the journal stops says where it stops: the command and that the battle ended', () => {
    const r = tyw(['replay', battle, '--until', '9'], '');
    expect(r.code).toBe(0);
    const count = /: (\d+) commands,/.exec(r.stdout)?.[1];
    expect(r.stdout.split('\n')[1]).toBe(`While the Devil Rules, seed 5: ${count} commands, up to command ${count}, where the battle ended in turn 2. Every roll and event checked.`);
  });

  it('--until past a journal that stops mid-turn names the command, the turn and the step, not "the end of turn"', () => {
    const path = join(dir, 'mid-turn.tyw.jsonl');
    const nexts = Array.from({ length: 11 }, () => 'next');
    const played = tyw(['play', join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), '--seed', '3', '--journal', path], script(...nexts));
    expect(played.code, played.stderr).toBe(0);
    const second = (until: string) => tyw(['replay', path, '--until', until], '').stdout.split('\n')[1];
    // Turn 9 is never reached: the words say the journal ends before it.
    expect(second('9')).toBe('Pike & Shot, seed 3: 11 commands, up to command 11, turn 3, first player combat (the journal ends before turn 9). Every roll and event checked.');
    expect(second('3')).toBe('Pike & Shot, seed 3: 11 commands, up to command 11, turn 3, first player combat. Every roll and event checked.');
    expect(second('2')).toBe('Pike & Shot, seed 3: 10 commands, up to the end of turn 2. Every roll and event checked.');
    // --json says it too, in the same words.
    const json = (until: string) => JSON.parse(tyw(['replay', path, '--until', until, '--json'], '').stdout) as { until: number; reached: string };
    expect(json('9')).toMatchObject({ until: 9, reached: 'up to command 11, turn 3, first player combat (the journal ends before turn 9)' });
    expect(json('2')).toMatchObject({ until: 2, reached: 'up to the end of turn 2' });
  });

  it('--json prints one object with the turns and the final state', () => {
    const r = tyw(['replay', battle, '--json'], '');
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ kind: 'replay', ruleset: 'devil-rules', seed: 5, truncated: false, until: null, reached: null, undone: 0 });
    expect(j.turns.map((t: { turn: number }) => t.turn)).toEqual([1, 2]);
    expect(j.turns[0].commands[0]).toMatchObject({ line: 2, command: 'initiative', hand: false });
    const hand = j.turns[0].commands.find((c: { command: string }) => c.command.includes('--rolls'));
    expect(hand).toMatchObject({ hand: true, dice: [{ value: 4 }, { value: 3 }] });
    expect(j.final.over).toBe(true);
    // The step as play --json and log --json name it, and as it reads.
    expect(typeof j.final.step).toBe('string');
    expect(j.final.step).toMatch(/^[a-z-]+$/);
    expect(typeof j.final.stepLabel).toBe('string');
    expect(j.final.sides[1]).toMatchObject({ name: 'Imperialists', points: 14, breakPoint: 13, broken: true });
    expect(j.final.units).toHaveLength(10);
    // A unit's type is the scenario's id, as status --json and the other rule sets give it, not its label.
    expect(j.final.units[0]).toMatchObject({ id: 'A1', type: 'swedish-brigade' });
  });

  it('counts a destroyed unit as live status does: 0 of its bases, Destroyed', () => {
    const j = join(dir, 'destroyed.tyw.jsonl');
    const played = tyw(['play', FIRST_BATTLE, '--seed', '9', '--journal', j], script('set D5 bases 1 --why "routed off the table"', 'status Imperialists'));
    expect(played.code).toBe(0);
    expect(played.stdout).toMatch(/D5\s+Croats\s+Irregular light horse\s+0\/2\s+Destroyed/);
    const r = tyw(['replay', j], '');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/D5\s+Croats\s+Irregular light horse\s+0\/2\s+Destroyed/);
    const json = JSON.parse(tyw(['replay', j, '--json'], '').stdout) as { final: { units: { id: string; bases: number; status: string }[] } };
    expect(json.final.units.find((u) => u.id === 'D5')).toMatchObject({ bases: 0, status: 'destroyed' });
  });

  it('an undone command is left out, and the count of undos is shown', () => {
    const j = join(dir, 'undo.tyw.jsonl');
    const played = tyw(['play', FIRST_BATTLE, '--seed', '9', '--journal', j], script('initiative', 'note a mistake', 'undo', 'note the right note'));
    expect(played.code).toBe(0);
    const r = tyw(['replay', j], '');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('2 commands (1 taken back with undo)');
    expect(r.stdout).not.toContain('a mistake');
    expect(r.stdout).toContain('> note the right note');
  });

  it('an edited line is reported at that line, exit 2', () => {
    const lineNo = readFileSync(battle, 'utf8').split('\n').findIndex((l) => l.includes('"text":"first attacker"')) + 1;
    expect(lineNo).toBeGreaterThan(1);
    const path = edited('edited.jsonl', lineNo, (l) => l.replace('"first attacker"', '"first defender"'));
    const r = tyw(['replay', path], '');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim()).toBe(`error: ${path}:${lineNo}:1: this line has been edited (its checksum does not match)`);
  });

  it('a die changed and the checksums recomputed is still caught, at its line', () => {
    const journal = readFileSync(battle, 'utf8').split('\n');
    const lineNo = journal.findIndex((l) => l.includes('"text":"initiative"')) + 1;
    const path = edited('forged.jsonl', lineNo, (l) => l.replace(/"value":(\d)/, (_, v) => `"value":${(Number(v) % 6) + 1}`), true);
    const r = tyw(['replay', path], '');
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(new RegExp(`^error: ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${lineNo}:1: "initiative": the journal records dice \\d,\\d but the seed gives \\d,\\d$`));
  });

  it('a die\'s sides changed and the checksums recomputed is caught, at its line; its label, which versions reword, is not compared', () => {
    const journal = readFileSync(battle, 'utf8').split('\n');
    const lineNo = journal.findIndex((l) => l.includes('"text":"initiative"')) + 1;
    const path = edited('forged-sides.jsonl', lineNo, (l) => l.replace('"sides":6', '"sides":20'), true);
    const r = tyw(['replay', path], '');
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(new RegExp(`^error: ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${lineNo}:1: "initiative": the journal records dice d20, d6 but the rules roll d6, d6$`));
    const relabelled = edited('relabelled.jsonl', lineNo, (l) => l.replace(/"label":"[^"]*"/, '"label":"older words"'), true);
    expect(tyw(['replay', relabelled], '').code).toBe(0);
  });

  it('events worded otherwise are reported at their line, naming the older tyw that wrote them, to replay it with', () => {
    const lineNo = readFileSync(battle, 'utf8').split('\n').findIndex((l) => l.includes('"text":"initiative"')) + 1;
    const reworded = (l: string) => l.replace(/("events":\[\{[^}]*?"text":")/, '$1Old words: ');
    const same = tyw(['replay', edited('reworded.jsonl', lineNo, reworded, true)], '');
    expect(same.code).toBe(2);
    expect(same.stderr.trim()).toMatch(/:\d+: "initiative": the recorded events differ from what the rules give now$/);
    const older = editedLines('older.jsonl', (l, n) => (n === 1 ? l.replace(/"tool":"tyw [^"]*"/, '"tool":"tyw 0.1.0"') : n === lineNo ? reworded(l) : l), true);
    const r = tyw(['replay', older], '');
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(/:\d+: "initiative": the recorded events differ from what the rules give now: the journal was written by tyw 0\.1\.0, and this is tyw \S+, whose rules or wording differ; replay it with tyw 0\.1\.0$/);
  });

  it('a torn last line (a crash) loads up to the line before it, with a notice', () => {
    const path = join(dir, 'torn.jsonl');
    writeFileSync(path, readFileSync(battle, 'utf8'));
    appendFileSync(path, '{"kind":"command","n":99,"text":"note half wri');
    const r = tyw(['replay', path], '');
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^note: .*torn\.jsonl: the last line was cut short \(as after a crash\)/);
    expect(r.stdout.split('\n').slice(1)).toEqual(tyw(['replay', battle], '').stdout.split('\n').slice(1));
  });

  it.each([
    [['replay', 'no-such-journal.jsonl'], 'error: no-such-journal.jsonl: no such journal'],
    [['replay', 'BATTLE', '--until', 'two'], 'error: --until takes a turn number (1 or more), not "two"'],
    [['replay', 'BATTLE', '--until', '0'], 'error: --until takes a turn number (1 or more), not "0"'],
  ])('%j fails with exit 2', (args, message) => {
    const r = tyw(
      args.map((a) => (a === 'BATTLE' ? battle : a)),
      '',
      { cwd: dir },
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim()).toBe(message);
  });
});

/** Pike & Shot: a gun captured, Tilly eliminated alone (7.1), the advance into his hex (6.6), then an instant victory. */
const PIKE = script(
  'place A3 0813',
  'move A3 to 0913',
  'move AL1 to 0609',
  'react B3 melee AL1 --retreat blocked',
  'advance B3 to 0609',
  'win Swedes --why "Tilly fell"',
);

describe('tyw replay, Pike & Shot', () => {
  let pike: string;
  beforeAll(() => {
    pike = join(dir, 'pike-final.tyw.jsonl');
    const played = tyw(['play', join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), '--seed', '3', '--journal', pike], PIKE);
    if (played.code !== 0) throw new Error(`the Pike & Shot script failed:\n${played.stderr}`);
  }, 60_000);

  /** The final state's lines for one side, from its name to the next side or section. */
  const sideLines = (text: string, section: 'Units' | 'Leaders', side: string): string[] => {
    const start = section === 'Units' ? text.indexOf('\nUnits (factor now/at the start)\n') : text.indexOf(`\n${section}\n`);
    const block = text.slice(start + 1).split('\n\n')[0] ?? '';
    const lines = block.split('\n');
    const from = lines.indexOf(`  ${side}`);
    const rest = lines.slice(from + 1);
    const end = rest.findIndex((l) => /^ {2}\S/.test(l));
    return end < 0 ? rest : rest.slice(0, end);
  };

  it('12.6: a captured gun is listed with the side that holds it, in text and JSON, as live status lists it', () => {
    const text = tyw(['replay', pike], '').stdout;
    expect(sideLines(text, 'Units', 'Imperialists').find((l) => l.includes('B7'))).toMatch(/B7\s+Swedish Heavy Guns\s+Artillery\s+4\/6\s+Captured\s+hex 0913, taken from the Swedes$/);
    expect(sideLines(text, 'Units', 'Swedes').join('\n')).not.toContain('B7');
    const j = JSON.parse(tyw(['replay', pike, '--json'], '').stdout);
    expect(j.final.units.find((u: { id: string }) => u.id === 'B7')).toMatchObject({ side: 'Imperialists', capturedFrom: 'Swedes', status: 'captured', hex: '0913' });
    expect(j.final.sides[1]).toMatchObject({ name: 'Swedes', gunsLost: ['Swedish Heavy Guns'] });
  });

  it('7.1: the final state lists the leaders by side, an eliminated one with no hex', () => {
    const text = tyw(['replay', pike], '').stdout;
    const imperial = sideLines(text, 'Leaders', 'Imperialists');
    expect(imperial[0]).toMatch(/^ {4}AL1\s+Tilly\s+Eliminated$/);
    expect(imperial[1]).toMatch(/^ {4}AL2\s+Pappenheim\s+Active\s+hex 0507$/);
    expect(sideLines(text, 'Leaders', 'Swedes')[0]).toMatch(/^ {4}BL1\s+Gustavus Adolphus\s+Active\s+with Yellow Brigade, hex 0611$/);
    const j = JSON.parse(tyw(['replay', pike, '--json'], '').stdout);
    expect(j.final.leaders).toHaveLength(4);
    expect(j.final.leaders[0]).toEqual({ id: 'AL1', name: 'Tilly', side: 'Imperialists', hex: null, with: null, offMap: false, fate: 'eliminated' });
    expect(j.final.leaders[2]).toMatchObject({ name: 'Gustavus Adolphus', side: 'Swedes', hex: '0611', with: 'B1', fate: 'active' });
  });

  it('6.6: --json lists only the events that have words (the advance offer taken up has none)', () => {
    const j = JSON.parse(tyw(['replay', pike, '--json'], '').stdout);
    const advance = j.turns[0].commands.find((c: { command: string }) => c.command === 'advance B3 to 0609');
    expect(advance.events).toEqual(['Finnish Horse advances to 0609 (6.6).', 'Horn stays in 0510.']);
    for (const c of j.turns.flatMap((t: { commands: { events: string[] }[] }) => t.commands)) expect(c.events).not.toContain('');
  });

  it('a rule set without leaders prints no leaders section and no leaders field', () => {
    expect(tyw(['replay', battle], '').stdout).not.toMatch(/^Leaders$/m);
    expect(JSON.parse(tyw(['replay', battle, '--json'], '').stdout).final).not.toHaveProperty('leaders');
  });
});
