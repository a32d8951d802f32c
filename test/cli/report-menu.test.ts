/**
 * The report tells a command chosen from the guided menus from one typed at the prompt: the
 * journal marks the first with `"menu": true` (and a typed one as before, with no mark), and
 * the report says "chosen from the menus" or "typed" accordingly.
 */
import { describe, expect, it } from 'vitest';
import { htmlReport, markdownReport, reportData } from '../../src/cli/commands/report.js';
import { loadBattle } from '../../src/cli/commands/replay.js';
import { closeCore } from '../../src/repl/index.js';
import { closeCoresAfterEach, firstBattleCore, journalLines } from '../repl/helpers.js';

const opened = closeCoresAfterEach();

/** The first battle's first two commands: the initiative chosen from the menus, then a typed choice. */
function menuThenTyped(): { journal: string; dir: string } {
  const o = opened(firstBattleCore(5));
  expect(o.core.run('initiative', { menu: true }).kind).toBe('applied');
  expect(o.core.run('first attacker').kind).toBe('applied');
  closeCore(o.core);
  return o;
}

describe('a report of a journal with a menu choice', () => {
  it('the journal marks the menu choice with "menu": true, and the typed command has no mark', () => {
    const { journal } = menuThenTyped();
    const commands = journalLines(journal).filter((r) => r.kind === 'command');
    expect(commands.map((r) => [r.text, r.menu])).toEqual([
      ['initiative', true],
      ['first attacker', undefined],
    ]);
    expect(Object.keys(commands[1] ?? {})).not.toContain('menu');
  });

  it('in HTML: "chosen from the menus" for the menu choice, "typed" for the typed command', () => {
    const { journal, dir } = menuThenTyped();
    const html = htmlReport(reportData(loadBattle(journal, dir)));
    expect(html).toContain('<p class="typed">chosen from the menus <code>initiative</code></p>');
    expect(html).toContain('<p class="typed">typed <code>first attacker</code></p>');
    expect(html).not.toContain('typed <code>initiative</code>');
  });

  it('in Markdown: each command is marked after it, "(chosen from the menus)" or "(typed)", as in HTML', () => {
    const { journal, dir } = menuThenTyped();
    const md = markdownReport(reportData(loadBattle(journal, dir)));
    expect(md).toMatch(/^- `initiative` \(chosen from the menus\):$/m);
    expect(md).toMatch(/^- `first attacker` \(typed\):$/m);
    expect(md).not.toMatch(/^- `[^`]*`:$/m);
  });

  it('keeps the mark through undo and redo', () => {
    const o = opened(firstBattleCore(5));
    o.core.run('initiative', { menu: true });
    expect(o.core.run('undo').kind).not.toBe('refused');
    expect(o.core.run('redo').kind).not.toBe('refused');
    closeCore(o.core);
    expect(htmlReport(reportData(loadBattle(o.journal, o.dir)))).toContain('chosen from the menus <code>initiative</code>');
  });
});
