/**
 * 5.5, 11.5: a unit fired on may answer: fire back, and cavalry may instead retreat 3 hexes
 * before the fire. A typed fire that leaves the answer unsaid is asked it at the terminal, as
 * the guide asks; a script takes the fire and the result says so; `odds` says what it assumes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../../src/present/guide.js';
import { coreFromText } from '../../../src/repl/index.js';
import { pikeAndShotPresentation } from '../../../src/rulesets/pike-and-shot/presentation.js';
import { fireStep } from '../../../src/rulesets/pike-and-shot/present/guide-combat.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { closeCoresAfterEach, ensureBuilt, script, tempDir, tyw } from '../../repl/helpers.js';
import { odds, refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

/** Finnish Horse next to Baldiron, in the Imperialists' combat phase. */
const horseFiredOn = (): PsState => runAll(stateOf(SAMPLE), ['place B3 0609', 'next']);
const asked = (s: PsState, line: string): GuideStep | null => pikeAndShotPresentation.questions(s, line);

describe('11.5: a typed fire at cavalry asks how it answers', () => {
  it('11.5: fire at cavalry with no --back or --evade asks the guide\'s question: take the fire, fire back or retreat 3 hexes', () => {
    const step = asked(horseFiredOn(), 'fire A1 at B3');
    if (step === null || step.kind !== 'select') throw new Error('no question asked');
    expect(step.message).toBe("How does Finnish Horse answer Baldiron's fire?");
    expect(step.choices.map((c) => [c.name, c.value])).toEqual([
      ['it takes the fire', '--no-back'],
      ['it fires back, at the same time (5.5)', '--back'],
      ['it retreats 3 hexes before the fire (11.5)', '--evade'],
    ]);
    // The answer is the flags added to the typed line.
    expect(step.next('--evade')).toBe('--evade');
  });

  const track = closeCoresAfterEach();
  const dir = tempDir();

  it('11.5: the REPL asks it of a typed line through the rule set\'s questions, as for other rule sets\' open answers', () => {
    const { core } = track({ core: coreFromText({ text: readFileSync(SAMPLE, 'utf8'), file: 'ps.yaml', seed: 3, journal: join(dir, 'j.tyw.jsonl') }), dir });
    core.run('place B3 0609');
    core.run('next');
    expect(core.questionsFor('fire A1 at B3')).toMatchObject({ kind: 'select', message: "How does Finnish Horse answer Baldiron's fire?" });
    expect(core.questionsFor('fire A1 at B3 --evade')).toBeNull();
  });

  it('11.5: given --back, --no-back or --evade, nothing is asked', () => {
    const s = horseFiredOn();
    for (const flag of ['--back', '--no-back', '--evade']) expect(asked(s, `fire A1 at B3 ${flag}`)).toBeNull();
  });

  it('5.5: infantry fired on is asked only whether it fires back; artillery fire, a refused line and other commands ask nothing', () => {
    const s = runAll(stateOf(SAMPLE), ['place B5 0709', 'next']);
    const step = asked(s, 'fire A1 at B5');
    if (step === null || step.kind !== 'select') throw new Error('no question asked');
    expect(step.choices.map((c) => c.value)).toEqual(['--no-back', '--back']);
    // 12.2: units fired on by artillery may not react.
    const gunner = runAll(stateOf(SAMPLE), ['place B3 0706', 'next']);
    expect(odds(gunner, 'fire A7 at B3').actor).toBe('Imperial Guns');
    expect(asked(gunner, 'fire A7 at B3')).toBeNull();
    // Not next to Baldiron: refused as typed, not questioned first.
    expect(asked(runAll(stateOf(SAMPLE), ['next']), 'fire A1 at B3')).toBeNull();
    // A melee asks only whether the defender retreats before it (11.6, melee-answer.test.ts), and not when the line says.
    expect(asked(horseFiredOn(), 'melee A1 at B3')).toMatchObject({ kind: 'confirm' });
    expect(asked(horseFiredOn(), 'melee A1 at B3 --no-evade')).toBeNull();
  });

  it('11.5: the guide\'s "takes the fire" says so with --no-back, so the result assumes nothing', () => {
    const s = horseFiredOn();
    const step = fireStep(s, unit(s, 'A1'));
    let line: GuideStep | string | null = step;
    while (line !== null && typeof line !== 'string') {
      const cur: GuideStep = line;
      if (cur.kind !== 'select') throw new Error(`unexpected ${cur.kind}`);
      const choice = cur.choices.find((c) => /Finnish Horse|takes the fire/.test(c.name)) ?? cur.choices[0];
      line = cur.next(choice?.value ?? '');
    }
    expect(line).toBe('fire A1 at B3 --no-back');
  });
});

describe('11.5: a fire whose answer is unsaid takes the fire, and says so', () => {
  it('11.5: the roll of fire A1 at B3 begins by saying Finnish Horse takes the fire, no --back or --evade given', () => {
    const r = run(horseFiredOn(), 'fire A1 at B3', [1]);
    expect(r.text).toMatch(/^Finnish Horse takes the fire: the command gives neither --back nor --evade \(5\.5, 11\.5\)\. Fire by Baldiron: /);
  });

  it('5.5: --no-back is the same roll with nothing assumed', () => {
    const s = horseFiredOn();
    const said = run(s, 'fire A1 at B3 --no-back', [1]).text;
    expect(said).toMatch(/^Fire by Baldiron: /);
    expect(run(s, 'fire A1 at B3', [1]).text).toBe(`Finnish Horse takes the fire: the command gives neither --back nor --evade (5.5, 11.5). ${said}`);
    expect(refusal(s, 'fire A1 at B3 --back --evade')).toMatch(/cannot be given together/);
  });

  it('5.5, 11.5: --no-back with --evade is refused as --back with --evade is: the target cannot both take the fire and retreat before it', () => {
    const s = horseFiredOn();
    expect(refusal(s, 'fire A1 at B3 --no-back --evade')).toBe('--no-back and --evade cannot be given together: --no-back has the target take the fire (5.5, 11.5)');
    expect(refusal(s, 'fire A1 at B3 --evade --no-back')).toMatch(/^--no-back and --evade cannot be given together/);
    expect(() => odds(s, 'fire A1 at B3 --no-back --evade')).toThrow();
  });

  it('11.5: odds and mods without --back give the fire taken and say so in words that fit both, naming the other answers\' flags; with --no-back the same odds, nothing said', () => {
    const s = horseFiredOn();
    const assumed = odds(s, 'fire A1 at B3');
    const taken = odds(s, 'fire A1 at B3 --no-back');
    expect(assumed.odds).toEqual(taken.odds);
    // Said by mods too, so it names no table of odds.
    expect(assumed.after).toBe('As typed, Finnish Horse takes the fire; --back has it fire back at the same time and --evade has it retreat 3 hexes before the fire, no dice (5.5, 11.5).');
    expect(taken.after).toBeUndefined();
    expect(odds(s, 'fire A1 at B3 --back').after).toBeUndefined();
  });

  it('11.5: a script reading from a pipe is asked nothing: the fire is taken and the result says so', () => {
    ensureBuilt();
    const out = tyw(['play', 'scenarios/pike-and-shot-sample.yaml', '--seed', '3', '--journal', join(tempDir(), 'fire.tyw.jsonl')], script('place B3 0609', 'next', 'fire A1 at B3', 'quit'));
    expect(out.stderr).not.toMatch(/error/);
    expect(out.stdout).toMatch(/Finnish Horse takes the fire: the command gives neither --back nor --evade \(5\.5, 11\.5\)\. Fire by Baldiron/);
  });
});
