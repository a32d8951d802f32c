/** The HTML renderer: every text escaped, emphasis and tones as classes. */
import { describe, expect, it } from 'vitest';
import { bar, brokenText, heading, list, lossText, meter, odds, present, right, sentence, strong, table } from '../../src/present/build.js';
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
        { type: 'preformatted', plain: [HOSTILE], painted: [`\x1b[1m${HOSTILE}\x1b[22m`] },
      ]),
    );
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/onerror="/);
    expect(html).not.toContain('\x1b');
    expect(html.split(ESCAPED).length - 1).toBe(14); // every text above, and the kind
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
