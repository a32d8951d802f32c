/** The report's turn-by-turn story: sentences, stage labels, typed commands, dice, escaping. */
import { describe, expect, it } from 'vitest';
import { storyBlocks } from '../../src/cli/commands/report-story.js';
import { stageLabel, storyOf } from '../../src/repl/story.js';
import type { Resolution } from '../../src/engine/ruleset.js';
import type { Entry } from '../../src/engine/session.js';
import { htmlBlocks } from '../../src/present/html.js';
import { markdownBlocks } from '../../src/present/markdown.js';

const resolution = (action: string, result: string, extra: Record<string, unknown> = {}): Resolution => ({ action, result, changes: [], ...extra });
const entry = (text: string, results: Resolution[], events: { type: string; text: string }[] = []): Entry => ({ text, hand: false, rolls: [], events, results });
const played = (e: Entry, turn = 3) => [{ turn, commands: [{ line: 2, turn, entry: e, after: null }] }];

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

  it('in HTML: escapes every text, and puts the typed command in small type after the sentences', () => {
    const e = entry('note <b>', [resolution('melee', 'The <i>Swedes</i> win.')]);
    const html = htmlBlocks(storyBlocks(played(e), true));
    expect(html).toContain('<section class="turn">\n<h3>Turn 3 <span class="quiet">(so far)</span></h3>\n<ol class="story">\n');
    expect(html).toContain('<li><p class="said"><span class="stage">Melee</span> The &lt;i&gt;Swedes&lt;/i&gt; win.</p><p class="typed">typed <code>note &lt;b&gt;</code></p></li>');
  });

  it('in Markdown: the typed command as a code span, each sentence after its stage, dice rolled by hand', () => {
    const e: Entry = { ...entry('melee `A1`', [resolution('melee', 'The *Swedes* win.')]), hand: true, rolls: [{ label: 'Swedes', sides: 6, value: 4 }] };
    expect(markdownBlocks(storyBlocks(played(e, 2), false))).toBe("### Turn 2\n\n- `` melee `A1` `` (typed):\n  Melee: The \\*Swedes\\* win.  \n  (rolled by hand: 4 (Swedes))  \n");
  });

  it('says when nothing was played', () => {
    expect(htmlBlocks(storyBlocks([], false))).toBe('<p>Nothing was played.</p>');
    expect(markdownBlocks(storyBlocks([], false))).toBe('Nothing was played.\n');
  });
});
