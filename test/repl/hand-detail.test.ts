/** A die read against a table or a number (a CRT column, a recovery number) is shown as read, not as modifiers added to it. */
import { describe, expect, it } from 'vitest';
import { handDieLines, handDiePrompt, type HandDie } from '../../src/repl/hand.js';
import { plain } from '../../src/present/paint.js';

describe('hand dice with detail', () => {
  const die: HandDie = {
    sides: 6,
    label: 'recovery: Isolani\'s Croats',
    stage: "Isolani's Croats' recovery",
    side: "Isolani's Croats",
    modifiers: [{ label: 'recovery factor', value: 2 }],
    net: 2,
    detail: ['Needs 2 or less (2 recovery factor), a 6 always fails (6.2)', 'Recovers on 1–2 (1/3); stays disordered otherwise'],
  };
  it('6.2: lists how the die is read, with no total added to it, and asks by the stage alone', () => {
    expect(handDieLines(die, plain)).toEqual(["Isolani's Croats' recovery", '  Needs 2 or less (2 recovery factor), a 6 always fails (6.2)', '  Recovers on 1–2 (1/3); stays disordered otherwise']);
    expect(handDiePrompt(die)).toBe("Isolani's Croats' recovery: d6 shows? ");
  });
});

describe('hand dice with no modifiers told', () => {
  const die: HandDie = { sides: 6, label: 'command check: French Right Horse 2 die 1', stage: 'Command check', side: null, modifiers: null, net: null };
  it('a label that begins with its stage says the stage once, with a capital, in the heading and the question', () => {
    expect(handDieLines(die, plain)).toEqual(['Command check: French Right Horse 2 die 1']);
    expect(handDiePrompt({ ...die, stage: null })).toBe('Command check: French Right Horse 2 die 1: d6 shows? ');
  });
});
