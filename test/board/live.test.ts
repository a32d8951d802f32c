/**
 * The board beside the REPL (board/live.ts): it follows the session as the REPL plays, and a
 * fault inside the board is said once and stops the board alone; the REPL plays on and the
 * journal keeps every command.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LiveBoard } from '../../src/board/live.js';
import type { BoardSnapshot } from '../../src/board/page.js';
import type { RulesetPresentation } from '../../src/present/ruleset.js';
import { closeCoresAfterEach, firstBattleCore } from '../repl/helpers.js';

const track = closeCoresAfterEach();

const snapshotOf = async (url: string): Promise<BoardSnapshot> => (await (await fetch(`${url}board.json`)).json()) as BoardSnapshot;

describe('the board beside the REPL', () => {
  it('shows each command as the REPL plays it', async () => {
    const { core } = track(firstBattleCore(7));
    const board = await LiveBoard.start(core, 'The battle', { host: '127.0.0.1', port: 0 }, () => undefined);
    try {
      core.onNews = (news) => board.hear(news);
      expect((await snapshotOf(board.url)).sections.result).toContain('Nothing has been played yet.');
      core.run('initiative');
      const after = await snapshotOf(board.url);
      expect(after.sections.result).toContain('<code>initiative</code>');
      expect(after.sections.result).toContain('class="die"');
    } finally {
      await board.close();
    }
  });

  it('stops alone when it fails: said once, and the REPL and its journal carry on', async () => {
    const { core, journal } = track(firstBattleCore(7));
    let broken = false;
    const views: RulesetPresentation<unknown> = {
      ...core.views,
      header: (state) => {
        if (broken) throw new Error('the header cannot be drawn');
        return core.views.header(state);
      },
    };
    const warnings: string[] = [];
    const board = await LiveBoard.start({ get session() { return core.session; }, views }, 'The battle', { host: '127.0.0.1', port: 0 }, (w) => warnings.push(w));
    try {
      core.onNews = (news) => board.hear(news);
      broken = true;
      expect(core.run('initiative').kind).toBe('applied');
      expect(core.run('first attacker').kind).toBe('applied');
      expect(core.run('undo').kind).toBe('applied');
      expect(warnings).toEqual(['warning: the board stopped (the header cannot be drawn); the battle and its journal are unaffected']);
      const lines = readFileSync(journal, 'utf8').trim().split('\n');
      expect(lines.map((l) => (JSON.parse(l) as { kind: string }).kind)).toEqual(['header', 'command', 'command', 'undo']);
      // The page keeps the last board it had.
      expect((await snapshotOf(board.url)).sections.result).toContain('Nothing has been played yet.');
    } finally {
      await board.close();
    }
  });
});
