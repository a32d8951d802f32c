/** The Markdown renderer: headings, paragraphs, lists, tables, charts; user text never makes markup. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bar, brokenText, chart, code, heading, list, meter, odds, quiet, right, sentence, story, strong, table } from '../../src/present/build.js';
import { chartLines } from '../../src/present/chart-text.js';
import { codeSpan, markdownBlocks, mdEscape } from '../../src/present/markdown.js';
import { visible } from '../../src/present/visible.js';
import type { Chart } from '../../src/present/model.js';

const HOSTILE = '<script>x</script> *a* _b_ [l](u) `c` | # ~~d~~ \\';

/** The code spans of a Markdown line as CommonMark reads them: each content, and the line without them. */
function codeSpansOf(line: string): { contents: string[]; outside: string } {
  const contents: string[] = [];
  let outside = '';
  let i = 0;
  while (i < line.length) {
    const open = /^`+/.exec(line.slice(i));
    if (!open || (i > 0 && line[i - 1] === '\\')) {
      outside += line[i];
      i += 1;
      continue;
    }
    const fence = open[0];
    let j = i + fence.length;
    let close = -1;
    while (j < line.length) {
      const run = /^`+/.exec(line.slice(j));
      if (run && run[0].length === fence.length) { close = j; break; }
      j += run ? run[0].length : 1;
    }
    if (close < 0) { outside += fence; i += fence.length; continue; }
    let inside = line.slice(i + fence.length, close);
    if (inside.length > 1 && inside.startsWith(' ') && inside.endsWith(' ') && inside.trim() !== '') inside = inside.slice(1, -1);
    contents.push(inside);
    i = close + fence.length;
  }
  return { contents, outside };
}

const morale = (name: string, values: number[], marks: { at: number; label: string }[] = []): Chart =>
  chart({
    caption: 'Points toward breaking at the end of each turn',
    title: 'Morale points per side',
    threshold: 'break point',
    x: { title: 'end of turn', unit: 'turn', ticks: values.map((_, t) => (t === values.length - 1 ? { label: String(t), note: 'so far' } : { label: String(t) })) },
    y: { title: 'points' },
    series: [{ name, detail: 'attacker', values, threshold: 13, marks }],
  });

describe('Markdown renderer', () => {
  it('writes headings, paragraphs, lists and tables, a blank line between blocks', () => {
    const md = markdownBlocks([
      heading('Report', 1),
      sentence([quiet('Seed 5. Journal: '), code('b.jsonl', { quiet: true }), '.']),
      heading('Outcome'),
      sentence([brokenText('The Swedes win.')]),
      list(['One.', 'Two.']),
      table(['Side', right('Points'), ''], [['Swedes', '3', meter(3, 13)]]),
    ]);
    expect(md).toBe(
      '# Report\n\nSeed 5. Journal: `b.jsonl`.\n\n## Outcome\n\n**The Swedes win.**\n\n- One.\n- Two.\n\n| Side | Points |  |\n|---|---:|---|\n| Swedes | 3 | 3/13 |\n',
    );
  });

  it('escapes the characters that make markup, and keeps text on one line', () => {
    expect(mdEscape(HOSTILE)).toBe('\\<script\\>x\\</script\\> \\*a\\* \\_b\\_ \\[l\\](u) \\`c\\` \\| \\# \\~\\~d\\~\\~ \\\\');
    expect(mdEscape('a\nb\r\nc')).toBe('a b c');
    expect(markdownBlocks([table([HOSTILE], [[HOSTILE]])]).split('\n').filter((l) => l.startsWith('|'))).toHaveLength(3);
  });

  it('does not let text start a list, a numbered item or a heading underline', () => {
    expect(markdownBlocks([sentence('- not an item'), sentence('1. not numbered'), list(['= no']), bar('+ x', 1, 2)])).toBe(
      '\\- not an item\n\n1\\. not numbered\n\n- \\= no\n\n\\+ x: 1/2\n',
    );
  });

  it('shows hostile text in every block as text: no raw tag, emphasis or link', () => {
    const md = markdownBlocks([
      heading(HOSTILE),
      sentence([strong(HOSTILE), HOSTILE]),
      list([HOSTILE]),
      table([HOSTILE], [[HOSTILE]]),
      odds([{ label: HOSTILE, probability: 0.5, fraction: '1/2' }], HOSTILE),
      story(heading(HOSTILE, 3), [{ typed: HOSTILE, said: [{ stage: HOSTILE, text: HOSTILE }], dice: [], byHand: false }]),
    ]);
    // Outside code spans, every special character is escaped.
    const outsideCode = md.split('\n').map((l) => codeSpansOf(l).outside).join('\n');
    // Outside code spans, no tag, link or strike-through opens: each such character is escaped.
    expect(outsideCode).not.toMatch(/(^|[^\\])[<[~]/m);
    expect(md).toContain("- ``<script>x</script> *a* _b_ [l](u) `c` | # ~~d~~ \\`` (typed):");
  });

  it('draws a chart as text in one fence that its names can neither close nor open', () => {
    const md = markdownBlocks([morale('Swedes\n```\n~~~ x', [0, 7, 14], [{ at: 2, label: 'broken' }])]);
    expect(md.split('\n').filter((l) => /^\s*(`{3,}|~{3,})/.test(l))).toEqual(['```text', '```']);
    expect(md).toContain("Points toward breaking at the end of each turn; `|` marks the break point.\n\n```text\nSwedes ''' ~~~ x (attacker), break point 13\n");
  });

  it('fenced lines hold no backtick or line break, and a code span shows the typed text exactly, whatever it is', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: fc.constantFrom('`', ' ', 'a', '\\', '\n') }), fc.string(), (name, typed, more) => {
        const text = typed + more;
        fc.pre(text !== ''); // a typed command is never empty
        const md = markdownBlocks([morale(name, [1, 2]), story(heading('Turn 1', 3), [{ typed: text, said: [], dice: [], byHand: false }])]);
        expect(md.split('\n').filter((l) => /^\s*(`{3,}|~{3,})/.test(l))).toEqual(['```text', '```']);
        const item = md.split('\n').find((l) => l.startsWith('- `')) ?? '';
        const { contents } = codeSpansOf(item.slice(2));
        expect(contents[0]).toBe(visible(text.replace(/\r\n?|\n/g, ' ')));
      }),
    );
  });

  it('a code span fences a backtick with more backticks, and keeps a backtick at either end apart', () => {
    expect(codeSpan('fire A1 at `D1`')).toBe('`` fire A1 at `D1` ``');
    expect(codeSpan('a ``` b')).toBe('````a ``` b````');
    expect(codeSpan('plain')).toBe('`plain`');
  });
});

describe('a chart as text', () => {
  it('draws a bar per point scaled to the threshold, marks the threshold, the marks and the notes', () => {
    expect(chartLines(morale('Swedes', [0, 7, 14], [{ at: 2, label: 'broken' }]), 14)).toEqual([
      'Swedes (attacker), break point 13',
      '  turn 0              | 0',
      '  turn 1 #######      | 7',
      '  turn 2 #############| 14  BROKEN  (so far)',
    ]);
  });
});
