/**
 * The live board's view: for every rule set, played command by command from its golden
 * script, the board shows where the battle is, the latest command with its dice and each
 * side's modifiers, the units the command changed, and the battle so far; and the REPL tells
 * the board of commands, undo, redo and the odds asked before dice fall; under each side, the
 * leaders of a rule set that has them (Pike & Shot), and nothing of them for the others.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardSnapshot } from '../../src/board/page.js';
import { boardModel, changedRows, FEED_LENGTH } from '../../src/board/view.js';
import { runCommand, type Session, startSession } from '../../src/engine/session.js';
import { parseScenarioText } from '../../src/io/scenario.js';
import { table } from '../../src/present/build.js';
import { type Block, plainText, type Story } from '../../src/present/model.js';
import type { CoreNews } from '../../src/repl/core.js';
import { presentationFor } from '../../src/rulesets/presentations.js';
import { firstBattleCore, ROOT } from '../repl/helpers.js';

const BATTLES = [
  { ruleset: 'devil-rules', scenario: 'first-battle.yaml', script: 'first-battle-seed7.txt', seed: 7 },
  { ruleset: 'tilly', scenario: 'tilly-figure5.yaml', script: 'tilly-figure5-seed3.txt', seed: 3 },
  { ruleset: 'pike-and-shot', scenario: 'pike-and-shot-sample.yaml', script: 'pike-and-shot-seed5.txt', seed: 5 },
  { ruleset: 'scruby', scenario: 'scruby-sample.yaml', script: 'scruby-sample-seed5.txt', seed: 5 },
  { ruleset: 'orders-draft', scenario: 'orders-draft-sample.yaml', script: 'orders-draft-sample-seed5.txt', seed: 5 },
] as const;

function start(scenario: string, seed: number): Session {
  const loaded = parseScenarioText(readFileSync(join(ROOT, 'scenarios', scenario), 'utf8'), scenario);
  return startSession(loaded.ruleset as never, loaded.scenario, seed) as Session;
}

/** The script's lines that are rule-set commands (views and odds are the REPL's, not the session's). */
function commands(script: string): string[] {
  return readFileSync(join(ROOT, 'test/repl/scripts', script), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

const texts = (blocks: readonly Block[]): string => JSON.stringify(blocks);

describe('the board for every rule set', () => {
  for (const battle of BATTLES) {
    it(`${battle.ruleset}: each command played shows as the latest result, with its dice, its units marked and the feed`, () => {
      let session = start(battle.scenario, battle.seed);
      const views = presentationFor(session.ruleset.id);
      expect(session.ruleset.id).toBe(battle.ruleset);
      const empty = boardModel({ session, views, title: 'T', preview: null, notice: null });
      expect(plainText((empty.result[0] as { text: string }).text)).toBe('Nothing has been played yet.');
      let played = 0;
      let withDice = 0;
      let marked = 0;
      for (const line of commands(battle.script)) {
        const ran = runCommand(session, line);
        if (!ran.ok) continue;
        session = ran.value.session;
        played += 1;
        const entry = ran.value.entry;
        const model = boardModel({ session, views, title: 'T', preview: null, notice: null });
        // The header is the rule set's own, first.
        expect(model.header[0]).toEqual({ type: 'sentence', text: views.header(session.state), tone: 'neutral' });
        // The latest result is headed by the command as typed.
        const head = model.result.find((b) => b.type === 'heading');
        expect(head && plainText(head.text)).toContain(entry.text);
        // With the step it was played in by its title, as the report says it, never the engine's id.
        const before = session.before.at(-1)?.state ?? session.state;
        expect(head && plainText(head.text)).toContain(`(turn ${views.where(before).turn}, ${views.standing?.(before).step})`);
        const dice = model.result.find((b) => b.type === 'dice');
        if (entry.rolls.length > 0) {
          withDice += 1;
          expect(dice).toEqual({ type: 'dice', faces: entry.rolls.map((d) => ({ label: d.label, sides: d.sides, value: d.value })), byHand: entry.hand });
        } else {
          expect(dice).toBeUndefined();
        }
        // Each side that rolled has a row: its die, its modifiers and its total.
        for (const r of entry.results) {
          if (r.actor !== undefined && r.rolls?.actor !== undefined && r.target !== undefined && r.rolls.target !== undefined) {
            expect(texts(model.result)).toContain(JSON.stringify(String(r.rolls.actor + (r.actorModifier ?? 0))));
          }
        }
        marked += model.units.filter((b) => b.type === 'table' && (b.marked?.length ?? 0) > 0).length;
        // The feed ends with this command.
        const stories = model.feed.filter((b): b is Story => b.type === 'story');
        expect(stories.at(-1)?.entries.at(-1)?.typed).toBe(entry.text);
        expect(model.odds).toEqual([]);
      }
      expect(played).toBeGreaterThan(5);
      expect(withDice).toBeGreaterThan(0);
      expect(marked).toBeGreaterThan(0);
    });
  }
});

describe('board details', () => {
  it('marks the rows that changed, by their first cell, and new rows', () => {
    const then = table(['id', 'status'], [['A1', 'OK'], ['A2', 'OK']]);
    const now = table(['id', 'status'], [['A1', 'OK'], ['A2', 'Disordered'], ['A3', 'OK']]);
    expect(changedRows(then, now)).toEqual([1, 2]);
    expect(changedRows(now, now)).toEqual([]);
  });

  it('compares cells by column heading, only in the columns both tables have', () => {
    const then = table(['id', 'moved', 'status'], [['A1', 'no', 'OK'], ['A2', 'no', 'OK']]);
    const now = table(['id', 'status', 'fired'], [['A1', 'OK', 'no'], ['A2', 'Disordered', 'no']]);
    expect(changedRows(then, now)).toEqual([1]);
  });

  it("heads the board with each side's count against its threshold, in the rule set's words", () => {
    const bars = (scenario: string) => {
      const session = start(scenario, 1);
      return boardModel({ session, views: presentationFor(session.ruleset.id), title: 'T', preview: null, notice: null })
        .header.filter((b) => b.type === 'bar')
        .map((b) => `${plainText(b.label)} [${b.value}/${b.max}]`);
    };
    expect(bars('first-battle.yaml')).toEqual(['Swedes 0/13 points (break point 13) [0/13]', 'Imperialists 0/13 points (break point 13) [0/13]']);
    expect(bars('tilly-figure5.yaml')).toEqual(['French 0/12 units lost (break threshold 12) [0/12]', 'Imperialists 0/13 units lost (break threshold 13) [0/13]']);
  });

  it('shows a preview as odds before the dice, saying when the players roll by hand', () => {
    const session = start('first-battle.yaml', 7);
    const views = presentationFor(session.ruleset.id);
    const model = boardModel({ session, views, title: 'T', preview: { title: 'fire A1 at D1', blocks: [{ type: 'sentence', text: 'x', tone: 'neutral' }], awaitingDice: true }, notice: null });
    expect(plainText((model.odds[0] as { text: string }).text)).toBe('The players are rolling by hand: fire A1 at D1');
    expect(model.odds[1]).toEqual({ type: 'sentence', text: 'x', tone: 'neutral' });
  });

  it(`keeps the feed to the last ${FEED_LENGTH} commands and says how many are earlier`, () => {
    let session = start('first-battle.yaml', 7);
    for (let i = 0; i < FEED_LENGTH + 3; i += 1) {
      const ran = runCommand(session, `note entry ${i}`);
      expect(ran.ok).toBe(true);
      if (ran.ok) session = ran.value.session;
    }
    const model = boardModel({ session, views: presentationFor(session.ruleset.id), title: 'T', preview: null, notice: null });
    expect(plainText((model.feed[0] as { text: string }).text)).toBe('3 earlier commands are in the journal.');
    expect(model.feed.filter((b): b is Story => b.type === 'story').flatMap((s) => s.entries)).toHaveLength(FEED_LENGTH);
  });

  it('escapes every text of a snapshot: a hostile unit name is shown, never run', () => {
    let session = start('first-battle.yaml', 7);
    const ran = runCommand(session, 'note <script>alert(1)</script>');
    expect(ran.ok).toBe(true);
    if (ran.ok) session = ran.value.session;
    const snap = boardSnapshot(boardModel({ session, views: presentationFor(session.ruleset.id), title: '<b>x</b>', preview: null, notice: null }), '1');
    expect(JSON.stringify(snap.sections)).not.toContain('<script>');
    expect(snap.sections.feed).toContain('&lt;script&gt;');
  });
});

/** Play lines in order, each of which must be accepted. */
function played(session: Session, ...lines: string[]): Session {
  let now = session;
  for (const line of lines) {
    const ran = runCommand(now, line);
    if (!ran.ok) throw new Error(`${line}: ${ran.error}`);
    now = ran.value.session;
  }
  return now;
}

const boardOf = (session: Session) => boardModel({ session, views: presentationFor(session.ruleset.id), title: 'T', preview: null, notice: null });

/** The leaders' tables as plain rows, each under its side's heading. */
const leaderRows = (blocks: readonly Block[]): string[] =>
  blocks.flatMap((b) => (b.type === 'heading' ? [`# ${plainText(b.text)}`] : b.type === 'table' ? b.rows.map((r) => r.map((c) => (typeof c === 'object' && 'meter' in c ? '' : plainText(c))).join(' | ')) : []));

describe("the board's leaders", () => {
  it("Pike & Shot 7.1: under each side, its leaders with where each is; Tilly alone in 0609, then eliminated by a melee with his retreat blocked, in the loss tone and marked", () => {
    const begun = start('pike-and-shot-sample.yaml', 3);
    const first = boardOf(begun);
    expect(leaderRows(first.leaders)).toEqual([
      '# Imperialists',
      'AL1 | Tilly | with Baldiron, hex 0608 | Active',
      'AL2 | Pappenheim | with Pappenheim\'s Horse, hex 0507 | Active',
      '# Swedes',
      'BL1 | Gustavus Adolphus | with Yellow Brigade, hex 0611 | Active',
      'BL2 | Horn | with Finnish Horse, hex 0510 | Active',
    ]);
    const alone = played(begun, 'move AL1 to 0609');
    const moved = boardOf(alone);
    expect(leaderRows(moved.leaders)[1]).toBe('AL1 | Tilly | hex 0609 | Active');
    expect(moved.leaders[1]).toMatchObject({ type: 'table', marked: [0] });
    const fallen = boardOf(played(alone, 'next', 'next', 'next', 'melee B3 at AL1 --retreat blocked'));
    expect(leaderRows(fallen.leaders)[1]).toBe('AL1 | Tilly | — | Eliminated');
    const table = fallen.leaders[1];
    expect(table).toMatchObject({ type: 'table', marked: [0] });
    expect(table?.type === 'table' && table.rows[0]?.[3]).toEqual([{ text: 'Eliminated', tone: 'loss', strong: true }]);
    // Swedes' leaders did not change: no row marked.
    expect(fallen.leaders[3]).not.toHaveProperty('marked');
  });

  it('a rule set without leaders in its standing shows no leaders on the board, nor a leaders section on the page', () => {
    for (const battle of BATTLES.filter((b) => b.ruleset !== 'pike-and-shot')) {
      const session = start(battle.scenario, battle.seed);
      expect(presentationFor(session.ruleset.id).standing?.(session.state).leaders ?? []).toEqual([]);
      const model = boardOf(session);
      expect(model.leaders).toEqual([]);
      expect(boardSnapshot(model, '1').sections.leaders).toBe('');
    }
  });

  it('escapes a hostile leader name in the leaders section', () => {
    const text = readFileSync(join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), 'utf8').replace(/name: Tilly\b/, 'name: "<img src=x onerror=alert(1)>"');
    expect(text).toContain('<img');
    const loaded = parseScenarioText(text, 'hostile.yaml');
    const session = startSession(loaded.ruleset as never, loaded.scenario, 3) as Session;
    const html = boardSnapshot(boardOf(session), '1').sections.leaders;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });
});

describe('the REPL tells the board', () => {
  it('of commands played, undone and redone, of odds and mods asked, and of hand dice awaited and cancelled', () => {
    const { core } = firstBattleCore(7);
    const heard: CoreNews[] = [];
    core.onNews = (news) => heard.push(news);
    expect(core.run('initiative').kind).toBe('applied');
    expect(heard.at(-1)).toEqual({ kind: 'changed' });
    expect(core.run('status').kind).toBe('view');
    expect(heard).toHaveLength(1);
    expect(core.run('undo').kind).toBe('applied');
    expect(heard.at(-1)).toEqual({ kind: 'changed', notice: 'Undone: "initiative".' });
    expect(core.run('redo').kind).toBe('applied');
    expect(heard.at(-1)).toEqual({ kind: 'changed', notice: 'Redone: "initiative".' });
    core.run('first attacker');
    core.run('command AL1');
    expect(core.run('odds fire A1 at D1').kind).toBe('view');
    const odds = heard.at(-1);
    expect(odds?.kind === 'preview' && odds.title).toBe('fire A1 at D1');
    expect(odds?.kind === 'preview' && odds.blocks.some((b) => b.type === 'odds')).toBe(true);
    expect(odds?.kind === 'preview' && odds.awaitingDice).toBe(false);
    core.awaitingDice('fire A1 at D1');
    const awaited = heard.at(-1);
    expect(awaited?.kind === 'preview' && awaited.awaitingDice).toBe(true);
    core.diceCancelled();
    expect(heard.at(-1)).toEqual({ kind: 'preview-withdrawn' });
  });
});
