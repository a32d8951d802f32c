/** A die read against a table or a number (a CRT column, a recovery number) is shown as read, not as modifiers added to it. */
import { describe, expect, it } from 'vitest';
import { handDieLines, handDiePrompt, type HandDie, newDieLines, readHandValues } from '../../src/repl/hand.js';
import { diceSummary } from '../../src/present/model.js';
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
  const die: HandDie = { sides: 6, label: 'command roll', stage: 'Command roll', side: null, modifiers: null, net: null };
  it('says no line before the question, which names the die once, with a capital', () => {
    expect(handDieLines(die, plain)).toEqual([]);
    expect(handDiePrompt(die)).toBe('Command roll: d6 shows? ');
    expect(handDiePrompt({ ...die, stage: null })).toBe('Command roll: d6 shows? ');
    expect(handDiePrompt({ ...die, stage: 'Scatter', label: 'stand 2 of Red Pikes' })).toBe('Scatter: stand 2 of Red Pikes: d6 shows? ');
  });
});

describe('"Command check" and "Shooting dice": a pool of dice rolled by hand', () => {
  const die: HandDie = { sides: 6, label: 'command check, French Right Horse 1', stage: 'Command check', side: null, modifiers: null, net: null, pool: { die: 1, of: 3 } };
  it('asks for the whole pool at its first die, and names the die of the pool after one was typed alone', () => {
    expect(handDieLines(die, plain)).toEqual([]);
    expect(handDiePrompt(die)).toBe('Command check, French Right Horse 1: 3 d6 show? ');
    expect(handDiePrompt({ ...die, pool: { die: 2, of: 3 } })).toBe('Command check, French Right Horse 1, die 2 of 3: d6 shows? ');
  });
  it('takes all of the pool on one line, spaces or commas, or one value at a time', () => {
    expect(readHandValues('1 6 3', die)).toEqual({ ok: true, value: [1, 6, 3] });
    expect(readHandValues(' 1, 6,3 ', die)).toEqual({ ok: true, value: [1, 6, 3] });
    expect(readHandValues('4', die)).toEqual({ ok: true, value: [4] });
    expect(readHandValues('2 3', { ...die, pool: { die: 2, of: 3 } })).toEqual({ ok: true, value: [2, 3] });
  });
  it('refuses a count that is neither one nor the dice left, a value off the die, and more than one value for a lone die', () => {
    expect(readHandValues('1 6 3 6', die)).toEqual({ ok: false, error: '3 dice in this roll, 4 values typed: type all 3 on one line, or just one and then the rest as asked (Ctrl-C cancels)' });
    expect(readHandValues('1 6', die)).toEqual({ ok: false, error: '3 dice in this roll, 2 values typed: type all 3 on one line, or just one and then the rest as asked (Ctrl-C cancels)' });
    // Part-way through the pool, the dice still to type are the ones left.
    expect(readHandValues('1 6 3', { ...die, pool: { die: 2, of: 3 } })).toEqual({ ok: false, error: '2 dice left in this roll, 3 values typed: type all 2 on one line, or just one and then the rest as asked (Ctrl-C cancels)' });
    expect(readHandValues('1 7 3', die)).toEqual({ ok: false, error: 'a d6 shows 1 to 6, not "7"; type all 3 values rolled, or just one and then the rest as asked (Ctrl-C cancels)' });
    // Both problems of one line are said at once.
    expect(readHandValues('7 1', die)).toEqual({ ok: false, error: 'a d6 shows 1 to 6, not "7" (and 3 dice in this roll, 2 values typed); type all 3 values rolled, or just one and then the rest as asked (Ctrl-C cancels)' });
    expect(readHandValues('9', { ...die, pool: null })).toEqual({ ok: false, error: 'a d6 shows 1 to 6, not "9"; type the value rolled (Ctrl-C cancels)' });
    expect(readHandValues('', die)).toMatchObject({ ok: false });
    expect(readHandValues('4 5', { ...die, pool: null })).toEqual({ ok: false, error: 'one die here, 2 values typed: type the one value rolled (Ctrl-C cancels)' });
  });
});

describe('the summary of dice rolled by hand', () => {
  it('lists each value before what it was for, a pool\'s values once', () => {
    const pool = (value: number, die: number) => ({ label: 'command check, French Right Horse 1', value, pool: { die, of: 2 } });
    expect(diceSummary([pool(2, 1), pool(3, 2), { label: 'shooting, French Foot 1', value: 6, pool: { die: 1, of: 1 } }])).toBe('2, 3 (command check, French Right Horse 1); 6 (shooting, French Foot 1)');
    expect(diceSummary([{ label: 'initiative: Swedes', value: 4 }, { label: 'initiative: Imperialists', value: 2 }])).toBe('4 (initiative: Swedes); 2 (initiative: Imperialists)');
    // A label ending in a number of its own: the value leads, so the two cannot run together.
    expect(diceSummary([{ label: 'gun: Swedish Reserve Gun 1', value: 3 }])).toBe('3 (gun: Swedish Reserve Gun 1)');
  });
});

describe('a pool\'s later die asked alone', () => {
  const first: HandDie = {
    sides: 6,
    label: 'casualty check: Horn',
    stage: 'Casualty check for Horn',
    side: 'Horn',
    modifiers: [],
    net: 0,
    detail: ['Two dice: 11 or more in all and he is a casualty (chance 1/12; 7.4)'],
    pool: { die: 1, of: 2 },
  };
  const second: HandDie = { ...first, detail: [...(first.detail ?? []), 'First die 3: he is unhurt whatever the second shows'], pool: { die: 2, of: 2 } };
  it('prints only what its earlier die did not: no second heading, no repeated reading', () => {
    const printed = handDieLines(first, plain);
    expect(newDieLines(second, printed, plain)).toEqual(['  First die 3: he is unhurt whatever the second shows']);
    // A die that starts a pool, or stands alone, prints whole.
    expect(newDieLines(first, printed, plain)).toEqual(printed);
  });
});
