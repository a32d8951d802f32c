/**
 * Every example Pike & Shot's help shows works on the shipped sample: the rule set's commands
 * are played in order, each at a step where it applies; odds and mods preview; the REPL's own
 * commands are not refused. An example naming no such unit, flag or topic fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { PS_COMMANDS } from '../../../src/rulesets/pike-and-shot/commands.js';
import { RULE_TOPICS } from '../../../src/rulesets/pike-and-shot/present/views.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';
import { odds, run, SAMPLE, stateOf } from './fixtures.js';

const track = closeCoresAfterEach();

function sampleCore(text = readFileSync(SAMPLE, 'utf8')) {
  const dir = tempDir();
  const core = coreFromText({ text, file: 'pike-and-shot-sample.yaml', seed: 5, journal: join(dir, 'ps.tyw.jsonl') });
  track({ core, dir });
  return core;
}

/** Every example `help` and `help <command>` show for the sample, with the inline ones of the details. */
function helpExamples(): string[] {
  const core = sampleCore();
  const names = runLine(core, 'help')
    .text.split('\n')
    .filter((l) => /^ {2}\S/.test(l))
    .map((l) => l.trim().split(/\s+/)[0]?.split('|')[0] ?? '');
  const examples: string[] = [];
  for (const name of names) {
    const text = runLine(core, `help ${name}`).text;
    const line = /Examples?: (.*)$/m.exec(text)?.[1];
    if (line === undefined) throw new Error(`help ${name} shows no example`);
    examples.push(...line.split(/ {3}/).map((e) => e.trim()));
    // A detail's own example, after "(9.2): ".
    for (const m of text.matchAll(/\): ((?:move|retreat|regain|loose) [A-Z]\S* [^.]*)\./g)) examples.push(m[1] ?? '');
  }
  return examples;
}

/**
 * The sample played through the examples, each where it applies (`@` lines set the scene and
 * are not examples). Dice are given so the story does not hang on them: a Croat's move drawn
 * into a melee reaction, a charge with pursuit, a rout giving a fortune of war, a gun overrun.
 */
const PLAY: readonly (string | readonly [string, readonly number[]])[] = [
  'move A4 to 0409 --terrain woods',
  'loose A2 to 0809',
  '@move A3 to 0509',
  '@move AL2 --with A3',
  '@move A5 to 0909',
  ['react B4 melee A5', [4, 4, 4]],
  // 4.5, 11.4: that melee is fought as the Croats exit 0909: their move goes on out of it.
  '@move A5 to 0908',
  '@place B5 0709',
  'next',
  'declare A1,A2 at B2',
  'odds charge A3 at B3',
  ['charge A3 at B3', [1, 4, 3, 4, 2, 5]],
  'retreat B3 to 0513',
  'mods fire A7 at B5 --hill',
  ['fire A7 at B5 --hill', [4]],
  ['recover A4', [1]],
  '@next',
  'flip B6 moving',
  'move B1 --hexes 0 --face nw',
  '@next',
  '@next',
  '@next',
  'regain A2',
  'place A3 0612',
  'capture A3 B6',
  '@next',
  ['melee A1 at B5', [1, 1, 5, 1, 1]],
  '@retreat B5 --off-map',
  'advance A1',
  ['fow recover A5', [1]],
  'set A3 ordered --why "misread die"',
  'eliminate B2',
  'note the bridge is down',
  'win Swedes --why "Tilly eliminated"',
];

/** Play PLAY on the sample; the examples played, each with the error it met (none expected). */
function play(): Map<string, string> {
  let s: PsState = stateOf(SAMPLE);
  const played = new Map<string, string>();
  for (const entry of PLAY) {
    const [raw, dice] = typeof entry === 'string' ? [entry, []] : entry;
    const line = raw.replace(/^@/, '');
    let error = '';
    try {
      if (/^(odds|mods) /.test(line)) odds(s, line.replace(/^\S+ /, ''));
      else s = run(s, line, dice).state;
    } catch (e) {
      error = (e as Error).message;
    }
    if (raw.startsWith('@')) expect(error, line).toBe('');
    else played.set(line, error);
  }
  return played;
}

describe('help: every Pike & Shot example is valid on the shipped sample', () => {
  const examples = helpExamples();
  const played = play();
  const ps = new Set(['odds', 'mods', ...PS_COMMANDS.map((c) => c.name)]);

  it('help examples: each rule set command, odds and mods example is played on the sample, at a step where it applies, and accepted', () => {
    const own = examples.filter((e) => ps.has(e.split(' ')[0] ?? '') && !e.startsWith('weather '));
    expect(own).toContain('move B1 --hexes 0 --face nw');
    expect(own.length).toBeGreaterThan(20);
    for (const e of own) expect(played.get(e), `${e} is not played here`).toBe('');
  });

  it('3.1 I: help weather\'s example records the weather in a battle that has a weather check', () => {
    const weather = examples.find((e) => e.startsWith('weather '));
    expect(weather).toBeDefined();
    const rainy = stateOf(SAMPLE, (t) => t.replace('turns: 6\n', 'turns: 6\nweather: a die; 1 is rain\n'));
    expect(run(rainy, weather ?? '').text).toMatch(/^Weather: /);
  });

  it('help examples: rules names a topic the sample has, and the REPL\'s own commands are not refused', () => {
    const core = sampleCore();
    runLine(core, 'move A4 to 0409 --terrain woods');
    runLine(core, 'move A3 to 0509');
    // guide needs a terminal (a script is refused it, whatever the battle), quit ends the core.
    const others = examples.filter((e) => !ps.has(e.split(' ')[0] ?? '') && e !== 'quit' && e !== 'guide');
    expect(others).toContain('rules crt');
    for (const e of others.filter((x) => x.startsWith('rules '))) expect(RULE_TOPICS).toContain(e.split(' ')[1]);
    for (const e of others) {
      const r = runLine(core, e);
      expect(r.outcome.kind, `${e}: ${r.text}`).not.toBe('refused');
      expect(r.text, e).not.toMatch(/^(error|refused)|unknown|no rules topic/);
    }
    expect(runLine(core, 'quit').outcome.kind).toBe('quit');
  });
});
