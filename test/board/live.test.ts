/**
 * The board beside the REPL (board/live.ts): it follows the session as the REPL plays, and a
 * fault inside the board is said once and stops the board alone; the REPL plays on and the
 * journal keeps every command.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JournalBoard } from '../../src/board/follow.js';
import { LiveBoard } from '../../src/board/live.js';
import type { BoardSnapshot } from '../../src/board/page.js';
import type { RulesetPresentation } from '../../src/present/ruleset.js';
import { closeCoresAfterEach, firstBattleCore } from '../repl/helpers.js';

const track = closeCoresAfterEach();

const snapshotOf = async (url: string): Promise<BoardSnapshot> => (await (await fetch(`${url}board.json`)).json()) as BoardSnapshot;

/** The first cell of each row the units section marks: "A1". */
const markedIds = (snapshot: BoardSnapshot): string[] => [...(snapshot.sections.units ?? '').matchAll(/<tr class="marked"><td>([^<]*)<\/td>/g)].map((m) => m[1] as string);

const FIRE_ADVANCE_CHARGE = ['initiative', 'first attacker', 'fire A2 at D1 --short', 'advance A1 --rough 2', 'charge A4 at D1'];

describe('the board marks what an undo or a redo changed', () => {
  it('beside the REPL: after undo 2, the units the undone advance and charge had changed, not those of the fire before them; after redo, the advance\'s', async () => {
    const { core } = track(firstBattleCore(7));
    const board = await LiveBoard.start(core, 'The battle', { host: '127.0.0.1', port: 0 }, () => undefined);
    try {
      core.onNews = (news) => board.hear(news);
      for (const line of FIRE_ADVANCE_CHARGE) expect(core.run(line).kind, line).toBe('applied');
      expect(markedIds(await snapshotOf(board.url))).toEqual(expect.arrayContaining(['A4', 'D1']));
      core.run('undo 2');
      const undone = await snapshotOf(board.url);
      expect(undone.sections.result).toContain('Undone:');
      expect(markedIds(undone)).toEqual(expect.arrayContaining(['A1', 'A4']));
      expect(markedIds(undone)).not.toContain('A2');
      // Odds asked after the undo keep its marks.
      core.run('odds fire A3 at D1');
      expect(markedIds(await snapshotOf(board.url))).toEqual(markedIds(undone));
      core.run('redo');
      expect(markedIds(await snapshotOf(board.url))).toEqual(['A1']);
    } finally {
      await board.close();
    }
  });

  it('following a journal that ends with undo 2 or redo, as another process wrote it', async () => {
    const { core, journal } = track(firstBattleCore(7));
    for (const line of [...FIRE_ADVANCE_CHARGE, 'undo 2']) expect(core.run(line).kind, line).toBe('applied');
    const board = await JournalBoard.start(journal, 'battle.jsonl', { host: '127.0.0.1', port: 0 }, () => undefined);
    try {
      const undone = await snapshotOf(board.url);
      expect(undone.sections.result).toContain('Undone:');
      expect(markedIds(undone)).toEqual(expect.arrayContaining(['A1', 'A4']));
      expect(markedIds(undone)).not.toContain('A2');
    } finally {
      await board.close();
    }
    core.run('redo');
    const again = await JournalBoard.start(journal, 'battle.jsonl', { host: '127.0.0.1', port: 0 }, () => undefined);
    try {
      const redone = await snapshotOf(again.url);
      expect(redone.sections.result).toContain('Redone:');
      expect(markedIds(redone)).toEqual(['A1']);
    } finally {
      await again.close();
    }
  });
});

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
