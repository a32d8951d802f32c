/** Prose fitted to a terminal's width: broken between words, later lines hanging, colour kept. */
import { describe, expect, it } from 'vitest';
import { fitProse } from '../../src/present/fit-prose.js';
import { makePaint } from '../../src/present/paint.js';
import { stripAnsi, visibleLength } from '../../src/present/terminal-table.js';

const LONG = "Phase III: first player combat. The first player's units fire, melee, charge or recover (5.0, 6.2); the second player's units may react (5.5).";

describe('prose at the keyboard', () => {
  it('breaks a line wider than the window between words, later lines two columns in', () => {
    const lines = fitProse(LONG, 60).split('\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(60);
    expect(lines.slice(1).every((l) => /^ {2}\S/.test(l))).toBe(true);
    expect(lines.map((l) => l.trim()).join(' ')).toBe(LONG);
  });

  it('keeps an indented line\'s indent, and hangs its later lines under it', () => {
    const lines = fitProse(`    ${LONG}`, 70).split('\n');
    // A colour code before the indent neither hides it nor makes the line a table's.
    expect(fitProse(`\x1b[1m    ${LONG}\x1b[22m`, 70).split('\n').length).toBe(lines.length);
    expect(lines[0]).toMatch(/^ {4}Phase III/);
    expect(lines.slice(1).every((l) => /^ {6}\S/.test(l))).toBe(true);
  });

  it('carries colour across the break, so each line is painted and closed', () => {
    const red = makePaint(true).loss;
    const text = `Blue Brigade: ${red('ordered → disordered, retreating, and then routing five hexes through friends')}.`;
    const lines = fitProse(text.repeat(2), 60).split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(visibleLength(l)).toBeLessThanOrEqual(60);
    expect(lines.slice(1).every((l) => l.includes('\x1b[31m'))).toBe(true);
    expect(lines.map((l) => stripAnsi(l).trim()).join(' ')).toBe(stripAnsi(text.repeat(2)));
  });

  it('leaves alone a line that fits, a table line, no width (a file or pipe) and a very narrow window', () => {
    expect(fitProse('short', 60)).toBe('short');
    const rule = `│ ${'x'.repeat(90)} │`;
    expect(fitProse(rule, 60)).toBe(rule);
    const row = `  B8  Yellow Brigade Shotte  Loose shotte  disordered  0610  2/1/5  attacked  B1  ${'x'.repeat(30)}`;
    const next = `  B9  Blue Brigade            Battalion     ordered     0811  4/5/4    ${'y'.repeat(30)}`;
    expect(fitProse(`${row}\n${next}`, 60)).toBe(`${row}\n${next}`);
    // A lone row under its heading's rule is a table's too.
    expect(fitProse(`  ${'─'.repeat(40)}\n${row}`, 60)).toBe(`  ${'─'.repeat(40)}\n${row}`);
    expect(fitProse(LONG, undefined)).toBe(LONG);
    expect(fitProse(LONG, 59)).toBe(LONG);
  });

  it('wraps a sentence whose name holds two spaces: a name\'s spaces make no table column', () => {
    const said = "Jean  t'Serclaes moves to 0607: he cannot enable full movement again this phase (7.1).";
    const lines = fitProse(said, 60).split('\n');
    expect(lines).toEqual(["Jean  t'Serclaes moves to 0607: he cannot enable full", '  movement again this phase (7.1).']);
    // Indented, beside other lines of its kind (a roster's leaders), it hangs under its indent.
    const roster = ["  leader AL1: Jean  t'Serclaes, fire 1, melee 2, with Baldirón", '  leader AL2: Pappenheim, fire 1, melee 2'].join('\n');
    const fitted = fitProse(roster, 60).split('\n');
    expect(fitted).toEqual(["  leader AL1: Jean  t'Serclaes, fire 1, melee 2, with", '    Baldirón', '  leader AL2: Pappenheim, fire 1, melee 2']);
  });

  it('counts an accent typed as its own character as no column', () => {
    const combining = `Baldiro\u0301n ${'x'.repeat(51)}`;
    expect(visibleLength(combining)).toBe(60);
    expect(fitProse(combining, 60)).toBe(combining);
  });
});
