/** Guided menus fitted to the terminal: inquirer cuts its lines at the edge, mid-word, so tyw breaks them first. */
import { describe, expect, it } from 'vitest';
import { answerAfter, fitted } from '../../src/repl/prompts.js';
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
