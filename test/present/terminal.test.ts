/** The terminal renderer: the lines the REPL prints, coloured only when colour is on, and no raw control character. */
import { describe, expect, it } from 'vitest';
import { brokenText, heading, list, lossText, meter, note, odds, present, quiet, right, sentence, space, strong, table } from '../../src/present/build.js';
import { makePaint, plain } from '../../src/present/paint.js';
import { renderTerminal, terminalLines, terminalText } from '../../src/present/terminal.js';
import { renderHtml } from '../../src/present/html.js';
import { renderMarkdown } from '../../src/present/markdown.js';

const colour = makePaint(true);
// Raw control characters a terminal would act on, once tyw's own colour sequences are taken out.
const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;
const withoutColour = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');

describe('terminal renderer', () => {
  const morale = present('morale', [
    heading('Morale'),
    table(['side', right('points'), 'towards breaking'], [
      ['Swedes', '3/13', meter(3, 13, { tone: 'loss' })],
      ['Imperialists', '0/12', meter(0, 12)],
    ]),
    note([strong('Swedes'), ': Disordered units 3×1 = 3']),
    space,
    sentence('The Swedes hold.', 'gain'),
  ]);

  it('draws headings, tables with bars, indented notes and blank lines as plain text without colour', () => {
    expect(renderTerminal(morale, plain)).toEqual([
      'Morale',
      '  side          points  towards breaking',
      `  ${'─'.repeat(42)}`,
      '  Swedes          3/13  #####...............',
      '  Imperialists    0/12  ....................',
      '  Swedes: Disordered units 3×1 = 3',
      '',
      'The Swedes hold.',
    ]);
  });

  it('colours by meaning when colour is on, and the words stay the same', () => {
    const lines = renderTerminal(morale, colour);
    expect(lines.map(withoutColour)).toEqual(renderTerminal(morale, plain));
    expect(lines[0]).toBe(colour.bold('Morale'));
    expect(lines[3]).toContain(colour.loss('#####...............'));
    expect(lines.at(-1)).toBe(colour.gain('The Swedes hold.'));
  });

  it('paints a strong loss as a destruction, a loss in red, quiet text dim, a name in bold', () => {
    expect(terminalText([brokenText('BROKEN')], colour)).toBe(colour.broken('BROKEN'));
    expect(terminalText([lossText('Disordered')], colour)).toBe(colour.loss('Disordered'));
    expect(terminalText([quiet('(so far)')], colour)).toBe(colour.dim('(so far)'));
    expect(terminalText(['unit ', strong('Blue')], colour)).toBe(`unit ${colour.bold('Blue')}`);
    expect(terminalText([brokenText('BROKEN'), ' ', strong('Blue')], plain)).toBe('BROKEN Blue');
  });

  it('prints an odds table as odds does: chance, exact fraction and a bar', () => {
    expect(terminalLines([odds([{ label: 'target loses 1 level', probability: 5 / 12, fraction: '5/12' }])], plain)).toEqual([
      '  outcome               chance  exactly',
      `  ${'─'.repeat(63)}`,
      '  target loses 1 level   41.7%     5/12  ##########..............',
    ]);
  });

  it('prints a sure outcome as "100%" and "certain", not "100.0%" and "1", in every renderer', () => {
    const sure = [odds([{ label: 'the gun is taken', probability: 1, fraction: '1' }])];
    const row = terminalLines(sure, plain)[2] ?? '';
    expect(row).toMatch(/^ {2}the gun is taken +100% +certain {2}#+$/);
    expect(renderHtml(present('odds', sure))).toContain('<td class="num">100%</td><td class="num">certain</td>');
    expect(renderMarkdown(present('odds', sure))).toContain('| the gun is taken | 100% | certain |');
  });

  it('drops the bar of an odds table whose rows would pass 100 columns, and wraps an outcome longer still within its column at a clause', () => {
    const long = `${'the melee ends and the defender routs 5 hexes, '.repeat(2)}its leader with it`;
    const lines = terminalLines([odds([{ label: long, probability: 1 / 2, fraction: '1/2' }])], plain);
    expect(lines.slice(2)).toEqual([
      '  the melee ends and the defender routs 5 hexes,                        50.0%      1/2',
      '    the melee ends and the defender routs 5 hexes, its leader with it',
    ]);
    expect(lines.every((l) => !l.includes('#') && l.length <= 100)).toBe(true);
  });

  describe('a table wider than the terminal', () => {
    const roster = present('status', [
      table(['id', 'unit', 'markers', 'commander'], [
        ['A1', 'French Right Horse 1', '', 'French General of the Right'],
        ['A2', 'French Right Horse 2', 'charged, locked with Imperial Right Horse 1, won its melee', 'French General of the Right'],
        ['A3', 'French Right Horse 3', '', 'French General of the Right'],
      ]),
    ]);
    const widest = (lines: readonly string[]) => Math.max(...lines.map((l) => l.length));

    it('is drawn whole when the output is not a terminal (a file or a pipe)', () => {
      const lines = renderTerminal(roster, plain);
      expect(widest(lines)).toBeGreaterThan(100);
      expect(lines).toHaveLength(5);
    });

    it('wraps the one long note within its cell before any name, and fits the terminal', () => {
      expect(renderTerminal(roster, makePaint(false, 80, 80))).toEqual([
        '  id  unit                  markers                  commander',
        `  ${'─'.repeat(78)}`,
        '  A1  French Right Horse 1                           French General of the Right',
        '  A2  French Right Horse 2  charged, locked with     French General of the Right',
        '                            Imperial Right Horse 1,',
        '                            won its melee',
        '  A3  French Right Horse 3                           French General of the Right',
      ]);
    });

    it('wraps a heading and a hyphenated word after its hyphen, the rule under the whole heading', () => {
      const costs = present('rules', [table(['terrain', 'light-cavalry', 'fire as melee'], [['marsh', 'prohibited', 'yes'], ['river', 'prohibited', '']])]);
      expect(renderTerminal(costs, makePaint(false, 60, 30))).toEqual([
        '  terrain  light-      fire as',
        '           cavalry     melee',
        `  ${'─'.repeat(28)}`,
        '  marsh    prohibited  yes',
        '  river    prohibited',
      ]);
    });

    it('wraps a coloured cell too, each of its lines in its colour, as it wraps without colour', () => {
      const notes = present('status', [table(['id', 'unit', 'to do'], [['A1', 'Baldiron', [lossText('must retreat 2 hexes before the next attack')]]])]);
      const painted = renderTerminal(notes, makePaint(true, 40, 40));
      expect(painted.map(withoutColour)).toEqual(renderTerminal(notes, makePaint(false, 40, 40)));
      expect(widest(painted.map(withoutColour))).toBeLessThanOrEqual(40);
      // Every line of the note is red on its own, so the colour never leaks into the next column.
      const noteLines = painted.slice(2).filter((l) => /\S/.test(withoutColour(l).slice(20)));
      expect(noteLines.length).toBeGreaterThan(1);
      for (const l of noteLines) expect(l).toMatch(/\u001b\[31m[^\u001b]+\u001b\[39m/);
    });

    it('follows the terminal as it is resized: the width is read at each drawing', () => {
      let columns = 120;
      const paint = makePaint(false, () => Math.min(100, columns), () => columns);
      expect(widest(renderTerminal(roster, paint))).toBeGreaterThan(100);
      columns = 80;
      expect(widest(renderTerminal(roster, paint))).toBeLessThanOrEqual(80);
      expect(paint.width).toBe(80);
    });

    it('keeps a number with the word before it ("Horse 1"), and stacks a table that cannot fit, still within the terminal', () => {
      const names = present('status', [table(['id', 'unit', 'type'], [['D2', 'Imperial Right Horse 1', 'Horse'], ['D3', 'Imperial Right Horse 2', 'Horse']])]);
      const narrow = renderTerminal(names, makePaint(false, 60, 24));
      expect(narrow.slice(2)).toEqual(['  D2  Imperial  Horse', '      Right', '      Horse 1', '  D3  Imperial  Horse', '      Right', '      Horse 2']);
      const tiny = renderTerminal(names, makePaint(false, 60, 12));
      expect(widest(tiny)).toBeLessThanOrEqual(12);
      expect(tiny.join(' ').replace(/\s+/g, ' ').trim()).toBe('D2 Imperial Right Horse 1 type: Horse D3 Imperial Right Horse 2 type: Horse');
    });

    describe('at 60 columns, a status table whose longest words leave no room for its columns', () => {
      const status = present('status', [
        table(['id', 'unit', 'type', 'side up', 'hex', 'face', 'F/M/MA', 'leaders'], [
          ['B1', 'Yellow Brigade', 'Battalion', 'ordered', '0611', 'ne', '4/5/4', 'Gustavus Adolphus'],
          ['A4', "Cronberg's Harquebusiers", 'Harquebusiers', 'disordered', '0407', '', '2/4/6', ''],
        ]),
      ]);

      it('is drawn whole at 100 columns, as before', () => {
        expect(renderTerminal(status, makePaint(false, 100, 100))).toEqual(renderTerminal(status, plain));
      });

      it('stacks a record per row: the id and name, then the other cells as "heading: value" within 60 columns, empty cells left out', () => {
        expect(renderTerminal(status, makePaint(false, 60, 60))).toEqual([
          '  B1  Yellow Brigade',
          '      type: Battalion; side up: ordered; hex: 0611;',
          '      face: ne; F/M/MA: 4/5/4; leaders: Gustavus Adolphus',
          "  A4  Cronberg's Harquebusiers",
          '      type: Harquebusiers; side up: disordered; hex: 0407;',
          '      F/M/MA: 2/4/6',
        ]);
      });

      it('keeps each cell\'s colour in the stacked form', () => {
        const painted = present('status', [table(['id', 'unit', 'type', 'side up', 'hex', 'face', 'F/M/MA', 'leaders'], [['A4', "Cronberg's Harquebusiers", 'Harquebusiers', [lossText('disordered')], '0407', '', '2/4/6', '']])]);
        const lines = renderTerminal(painted, makePaint(true, 60, 60));
        expect(lines[1]).toContain(`side up: ${colour.loss('disordered')};`);
        expect(lines.map(withoutColour)).toEqual(renderTerminal(painted, makePaint(false, 60, 60)));
      });
    });

    it('breaks a word after a slash between letters only where the table cannot fit otherwise, so "cuirassiers/lancers" need not hold its column open', () => {
      const guard = present('status', [table(['id', 'unit', 'type', 'leader'], [['D1', "Tilly's Guard", 'Guard cuirassiers/lancers', 'Count Tilly']])]);
      // At 40 columns it fits with the word whole (columns one space apart): drawn as before.
      expect(renderTerminal(guard, makePaint(false, 40, 40)).slice(2)).toEqual(["  D1 Tilly's Guard               Count", '     Guard   cuirassiers/lancers Tilly']);
      // At 35 it cannot, whole: the word breaks after its slash, and the table stays a table.
      const narrow = renderTerminal(guard, makePaint(false, 35, 35));
      expect(narrow.slice(2)).toEqual([
        "  D1  Tilly's  Guard         Count",
        '      Guard    cuirassiers/  Tilly',
        '               lancers',
      ]);
    });

    it('closes the columns to one space apart when two leave the longest words no room, then drops the margin', () => {
      const names = present('status', [table(['id', 'unit', 'type'], [['D2', 'Imperial Right Horse 1', 'Horse'], ['D3', 'Imperial Right Horse 2', 'Horse']])]);
      expect(renderTerminal(names, makePaint(false, 60, 20)).slice(2)).toEqual(['  D2 Imperial Horse', '     Right', '     Horse 1', '  D3 Imperial Horse', '     Right', '     Horse 2']);
      expect(renderTerminal(names, makePaint(false, 60, 17))).toEqual(['id unit     type', '─────────────────', 'D2 Imperial Horse', '   Right', '   Horse 1', 'D3 Imperial Horse', '   Right', '   Horse 2']);
    });
  });

  it('indents list items under what they explain', () => {
    expect(terminalLines([list(['leaders: Horn', [strong('Blue'), ' attached']])], plain)).toEqual(['  leaders: Horn', '  Blue attached']);
  });

  it('lets no control character from a name through, in any block, with or without colour', () => {
    const evil = 'Mill \x1b]0;retitled\x07\x1b[2J\r\x9b\u202e end';
    const p = present('evil', [
      heading(evil),
      sentence([strong(evil), ' ', lossText(evil)], 'warning', 1),
      table([evil], [[evil], [[brokenText(evil)]]]),
      odds([{ label: evil, probability: 1, fraction: '1' }], evil),
      list([evil]),
    ]);
    for (const paint of [plain, colour]) {
      const lines = renderTerminal(p, paint);
      for (const l of lines) expect(withoutColour(l)).not.toMatch(RAW_CONTROL);
      expect(lines[0]).toContain('Mill ^[]0;retitled^G^[[2J^M<U+009B><U+202E> end');
    }
  });
});

describe('terminal renderer: a story', () => {
  it('marks a command chosen from the menus after it, and leaves a typed one as it was', () => {
    const entries = [
      { typed: 'initiative', menu: true, said: [{ text: 'The Swedes win the initiative.' }], dice: [], byHand: false },
      { typed: 'first attacker', said: [], dice: [], byHand: false },
    ];
    expect(terminalLines([{ type: 'story', heading: heading('Turn 1', 3), entries }], plain)).toEqual([
      'Turn 1',
      '  > initiative (chosen from the menus)',
      '    The Swedes win the initiative.',
      '  > first attacker',
    ]);
  });
});
