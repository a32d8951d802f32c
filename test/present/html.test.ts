/** The HTML renderer: every text escaped, emphasis and tones as classes. */
import { describe, expect, it } from 'vitest';
import { bar, brokenText, chart, code, heading, list, lossText, meter, odds, present, quiet, right, sentence, story, strong, table } from '../../src/present/build.js';
import { htmlPage } from '../../src/present/html-page.js';
import { htmlBlocks, htmlEscape, renderHtml } from '../../src/present/html.js';

const HOSTILE = `<img src=x onerror="alert('x')"> & "quoted" 'single'`;
const ESCAPED = '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; &quot;quoted&quot; &#39;single&#39;';

describe('HTML renderer', () => {
  it('escapes markup, ampersands and both quotes', () => {
    expect(htmlEscape(HOSTILE)).toBe(ESCAPED);
  });

  it('makes control characters visible', () => {
    expect(htmlEscape('a\x1b[2Jb\x07')).toBe('a^[[2Jb^G');
  });

  it('escapes hostile text in every block and never lets a tag through', () => {
    const html = renderHtml(
      present(HOSTILE, [
        heading(HOSTILE),
        sentence([strong(HOSTILE), lossText(HOSTILE)], 'warning'),
        table([HOSTILE, right(HOSTILE)], [[HOSTILE, [brokenText(HOSTILE)]]]),
        bar(HOSTILE, 3, 13),
        odds([{ label: HOSTILE, probability: 0.5, fraction: HOSTILE }], HOSTILE),
        list([HOSTILE]),
      ]),
    );
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/onerror="/);
    expect(html).not.toContain('\x1b');
    expect(html.split(ESCAPED).length - 1).toBe(13); // every text above, and the kind
  });

  it('draws tones and emphasis as classes, right-aligned columns as numbers, meters as meters', () => {
    expect(htmlBlocks([sentence(['The ', strong('Swedes'), ' ', brokenText('BROKEN')], 'loss')])).toBe(
      '<p class="loss">The <strong>Swedes</strong> <span class="loss"><strong>BROKEN</strong></span></p>',
    );
    expect(htmlBlocks([table(['side', right('points'), ''], [['Swedes', '3/13', meter(3, 13)]])])).toBe(
      '<table><thead><tr><th>side</th><th class="num">points</th><th></th></tr></thead><tbody><tr><td>Swedes</td><td class="num">3/13</td><td><meter min="0" max="13" value="3">3/13</meter></td></tr></tbody></table>',
    );
    expect(htmlBlocks([list(['a', 'b'])])).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('wraps a view in a section named by its kind', () => {
    expect(renderHtml(present('morale', [heading('Morale')]))).toBe('<section class="view" data-kind="morale">\n<h2>Morale</h2>\n</section>');
  });
});

describe('HTML renderer: charts, stories and typed text', () => {
  const hostileChart = chart({
    caption: HOSTILE,
    title: HOSTILE,
    threshold: HOSTILE,
    x: { title: HOSTILE, unit: 'turn', ticks: [{ label: HOSTILE }, { label: '1', note: HOSTILE }] },
    y: { title: HOSTILE },
    series: [{ name: HOSTILE, detail: HOSTILE, values: [0, 14], threshold: 13, marks: [{ at: 1, label: 'broken' }], notes: [HOSTILE, HOSTILE] }],
  });

  it('draws a chart as an inline SVG, a line per series and its threshold dashed, every text escaped', () => {
    const html = htmlBlocks([hostileChart]);
    expect(html).toMatch(/^<p>.*; the dashed lines are the .*s\.<\/p>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(html.match(/<polyline /g)).toHaveLength(1);
    expect(html).toContain('stroke-dasharray="6 4"');
    expect(html).toContain('r="6" fill="#fff"'); // the marked point, hollow
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/onerror="/);
  });

  describe('the threshold labels in the right margin', () => {
    const sides = (threshold: string, a: number, b: number) =>
      chart({
        caption: 'Units eliminated at the end of each turn',
        title: 'Units eliminated per side',
        threshold,
        x: { title: 'end of turn', unit: 'turn', ticks: [{ label: '0' }, { label: '1' }] },
        y: { title: 'units eliminated' },
        series: [
          { name: 'Imperialists', values: [0, 1], threshold: a },
          { name: 'Swedes', values: [0, 2], threshold: b },
        ],
      });
    const labels = (html: string) => [...html.matchAll(/<text x="516" y="([\d.]+)" font-size="11" fill="([^"]+)">(.*?)<\/text>/g)].map((m) => ({ y: Number(m[1]), fill: m[2], text: (m[3] as string).replace(/<[^>]+>/g, '|').replace(/\|+/g, '|').replace(/^\||\|$/g, '') }));

    it('are one label when both sides have the same strength, not two labels reading the same number one under the other', () => {
      const html = htmlBlocks([sides('strength', 7, 7)]);
      expect(labels(html)).toEqual([{ y: expect.any(Number), fill: '#333', text: 'strength 7 (both)' }]);
      // The shared line shows both colours in turn: the second side's dashes fall in the first's gaps.
      expect(html).toContain('stroke="#1f5fa8" stroke-dasharray="6 14" stroke-dashoffset="0"');
      expect(html).toContain('stroke="#b3362c" stroke-dasharray="6 14" stroke-dashoffset="10"');
    });

    it('put "(both)" on a line of its own where the margin is too narrow for one, and keep a line of room between close labels', () => {
      expect(labels(htmlBlocks([sides('break threshold', 12, 12)])).map((l) => l.text)).toEqual(['break threshold 12|(both)']);
      const close = labels(htmlBlocks([sides('strength', 13, 12)]));
      expect(close.map((l) => [l.text, l.fill])).toEqual([
        ['strength 13', '#1f5fa8'],
        ['strength 12', '#b3362c'],
      ]);
      expect(Math.abs((close[0] as { y: number }).y - (close[1] as { y: number }).y)).toBeGreaterThanOrEqual(16);
    });
  });

  it('tells a story in a section: its heading, then each entry with its stages and what was typed', () => {
    const html = htmlBlocks([
      story(heading(['Turn 1 ', quiet('(so far)')], 3), [
        { typed: HOSTILE, said: [{ stage: HOSTILE, text: HOSTILE }], dice: [{ label: HOSTILE, value: 4 }], byHand: true },
        { typed: 'next', said: [], dice: [{ label: 'd6', value: 2 }], byHand: false },
      ]),
    ]);
    expect(html).toBe(
      [
        '<section class="turn">',
        '<h3>Turn 1 <span class="quiet">(so far)</span></h3>',
        '<ol class="story">',
        `<li><p class="said"><span class="stage">${ESCAPED}</span> ${ESCAPED}</p><p class="typed">typed <code>${ESCAPED}</code>; rolled by hand: 4 (${ESCAPED})</p></li>`,
        '<li><p class="typed">typed <code>next</code></p></li>',
        '</ol>',
        '</section>',
      ].join('\n'),
    );
  });

  it('shows typed text in a code element', () => {
    expect(htmlBlocks([sentence(['Journal: ', code(HOSTILE, { quiet: true })])])).toBe(`<p>Journal: <span class="quiet"><code>${ESCAPED}</code></span></p>`);
  });

  it('makes a whole page that fetches nothing', () => {
    const page = htmlPage(HOSTILE, [heading(HOSTILE, 1), hostileChart]);
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page).toContain(`<title>${ESCAPED}</title>`);
    expect(page).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
  });
});
