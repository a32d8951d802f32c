/** The HTML report's turn-by-turn story: sentences, stage labels, typed commands, escaping. */
import { describe, expect, it } from 'vitest';
import { htmlEscape, stageLabel, storyHtml, storyOf } from '../../src/cli/commands/report-story.js';
import type { Resolution } from '../../src/engine/ruleset.js';
import type { Entry } from '../../src/engine/session.js';

const resolution = (action: string, result: string, extra: Record<string, unknown> = {}): Resolution => ({ action, result, changes: [], ...extra });
const entry = (text: string, results: Resolution[], events: { type: string; text: string }[] = []): Entry => ({ text, hand: false, rolls: [], events, results });

describe('the report story', () => {
  it('labels the stages of a charge by their action ids', () => {
    expect(['charge', 'defensive-fire', 'pass-through-fire', 'contact-fire', 'melee', 'fire', 'advance'].map((a) => stageLabel(resolution(a, 'x')))).toEqual([
      'Charge',
      'Defensive fire',
      'Pass-through fire',
      'Fire at contact',
      'Melee',
      undefined,
      undefined,
    ]);
  });

  it('keeps the stage a result names itself, and does not say it twice', () => {
    const named = resolution('contact-fire', 'Croats are destroyed.', { stage: 'Pistols at contact' });
    expect(storyOf(entry('charge A4 at D5', [named]))).toEqual([{ stage: 'Pistols at contact', text: 'Croats are destroyed.' }]);
    const saysItself = resolution('melee', 'Melee: the Swedes win.');
    expect(storyOf(entry('melee A1', [saysItself]))).toEqual([{ stage: 'Melee', text: 'The Swedes win.' }]);
  });

  it('tells a command that resolved nothing by its events', () => {
    const e = entry('next', [], [
      { type: 'step', text: 'Turn 1: End-of-turn fire.' },
      { type: 'acted', text: '  ' },
    ]);
    expect(storyOf(e)).toEqual([{ text: 'Turn 1: End-of-turn fire.' }]);
  });

  it('escapes every text, and puts the typed command in small type after the sentences', () => {
    const e = entry('note <b>', [resolution('melee', 'The <i>Swedes</i> win.')]);
    const html = storyHtml([{ turn: 3, commands: [{ line: 2, turn: 3, entry: e, after: null }] }], true).join('\n');
    expect(html).toContain('<h3>Turn 3 <span class="so-far">(so far)</span></h3>');
    expect(html).toContain('<li><p class="said"><span class="stage">Melee</span> The &lt;i&gt;Swedes&lt;/i&gt; win.</p><p class="typed">typed <code>note &lt;b&gt;</code></p></li>');
    expect(htmlEscape(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('says when nothing was played', () => {
    expect(storyHtml([], false)).toEqual(['<p>Nothing was played.</p>']);
  });
});
