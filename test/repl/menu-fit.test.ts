/** Guided menus fitted to the terminal: inquirer cuts its lines at the edge, mid-word, so tyw breaks them first. */
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../src/present/guide.js';
import { fitted } from '../../src/repl/fit-question.js';
import { answerAfter, numberProblem } from '../../src/repl/prompts.js';
import type { TerminalStreams } from '../../src/repl/interactive.js';

const at = (columns: number) => ({ input: process.stdin, output: { columns } }) as unknown as TerminalStreams;
const QUESTION = 'Turn 1, phase II (first player movement, the Imperialists): what now?';

describe('menus at the terminal', () => {
  it('breaks a question between words, later lines two in; a short one is left alone', () => {
    expect(fitted(at(60))(QUESTION)).toBe('Turn 1, phase II (first player movement, the\n  Imperialists): what now?');
    expect(fitted(at(100))(QUESTION)).toBe(QUESTION);
  });

  it('leaves room for what inquirer adds after a question (" (y/N)")', () => {
    const ask = 'Does Ottenbach\'s Tercio defend an obstacle or a bank behind it?';
    expect(fitted(at(70))(ask)).toBe(ask);
    expect(fitted(at(70), ' (y/N)'.length)(ask)).toContain('\n  ');
  });

  it('puts the chosen answer on a line of its own where question and answer would not fit on one', () => {
    expect(answerAfter(at(100), QUESTION, 'move a unit (4.0)')).toBe('move a unit (4.0)');
    expect(answerAfter(at(80), QUESTION, 'move a unit (4.0)')).toBe('\n  move a unit (4.0)');
    expect(answerAfter(at(60), fitted(at(60))(QUESTION), 'move a unit (4.0)')).toBe('move a unit (4.0)');
  });
});

describe('an answered question written back', () => {
  it('keeps the question, not the instructions after it', async () => {
    const { questionOnly } = await import('../../src/repl/prompts.js');
    expect(questionOnly("Which units give pass-through fire at Tott's Cuirassiers 2? (units whose arc it crossed) Space ticks, Enter goes on.")).toBe("Which units give pass-through fire at Tott's Cuirassiers 2?");
    expect(questionOnly('Blue Pikes: order 2 (after march)? Each point the roll is under the rating accepts one.')).toBe('Blue Pikes: order 2 (after march)?');
    expect(questionOnly('Ground of the fight (is it rough?)')).toBe('Ground of the fight (is it rough?)');
  });
});

describe('a number question', () => {
  const question = (extra: Partial<Extract<GuideStep, { kind: 'number' }>> = {}): Extract<GuideStep, { kind: 'number' }> => ({
    kind: 'number',
    message: 'The range, in inches?',
    default: 12,
    min: 0,
    max: 48,
    next: () => null,
    ...extra,
  });

  it('refuses text that is not a number in tyw\'s words, not the menu library\'s', () => {
    expect(numberProblem(question(), 'abc')).toBe('"abc" is not a whole number: type one from 0 to 48, or Enter for 12');
    expect(numberProblem(question({ step: 'any' }), '12,5')).toBe('"12,5" is not a number: type one from 0 to 48, or Enter for 12');
    // With a check of its own, the limits are that check's to say, once a number is typed.
    expect(numberProblem(question({ step: 'any', invalid: (n: number) => (n > 0 ? null : 'more than 0') }), 'x')).toBe('"x" is not a number: type one, or Enter for 12');
    expect(numberProblem(question({ step: 'any', invalid: (n: number) => (n > 0 ? null : 'more than 0') }), '0')).toBe('more than 0');
    expect(numberProblem(question({ step: 'any' }), '12.5')).toBeNull();
    expect(numberProblem(question(), '12.5')).toMatch(/not a whole number/);
    expect(numberProblem(question(), '')).toBeNull();
  });

  it('checks the bounds, in the rule set\'s words when it gives them', () => {
    expect(numberProblem(question(), '49')).toBe('49 is out of range: type a number from 0 to 48, or Enter for 12');
    expect(numberProblem(question({ invalid: (v) => (v > 18 ? `${v}" is out of range: musketeers fire up to 18"` : null) }), '20')).toBe('20" is out of range: musketeers fire up to 18"');
    expect(numberProblem(question({ invalid: () => null }), '20')).toBeNull();
  });
});
