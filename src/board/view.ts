/**
 * What the live board shows, as blocks of the presentation model: the header (where the
 * battle is, each side's count against its threshold as a bar), the latest result (its dice,
 * each side's modifiers and total per stage, the outcome), the odds shown before dice fall,
 * each side's units (rows changed by the latest change marked: a result, an undo, a redo),
 * each side's leaders where the rule set's standing has them (where each is and his fate),
 * and the battle so far. Built
 * from a session and its rule set's presentation only, so it serves every rule set alike.
 * Builds data; page.ts draws it.
 */
import type { Modifier, Resolution } from '../engine/ruleset.js';
import type { Entry, Session } from '../engine/session.js';
import { bar, code, dice, heading, quiet, right, sentence, standingText, story, strong, table } from '../present/build.js';
import { type Block, type Cell, plainCell, type Table, type Tone } from '../present/model.js';
import type { RulesetPresentation } from '../present/ruleset.js';
import type { StandingLeader } from '../present/standing.js';
import { actionLabel, modifierTerms, resolutionText, signed } from '../repl/format.js';
import { stageLabel, storyEntryOf } from '../repl/story.js';

/** The odds and modifiers of an action shown before its dice fall. */
export interface BoardPreview {
  /** The action as typed: "fire A2 at D1". */
  readonly title: string;
  readonly blocks: readonly Block[];
  /** The players are rolling these dice by hand now. */
  readonly awaitingDice: boolean;
}

export interface BoardInput {
  readonly session: Session;
  readonly views: RulesetPresentation<unknown>;
  readonly title: string;
  readonly preview: BoardPreview | null;
  /** A word on the latest change that the result does not tell: "Undone: "fire A2 at D1"." */
  readonly notice: string | null;
  /**
   * What the marks compare with when the latest change was an undo or a redo: the battle just
   * before it. Without it, the battle before the latest entry (that entry's own changes).
   */
  readonly since?: { readonly state: unknown } | null;
}

/** The board's sections, each a list of blocks. */
export interface BoardModel {
  readonly title: string;
  readonly header: readonly Block[];
  readonly result: readonly Block[];
  /** Empty when no action is being previewed. */
  readonly odds: readonly Block[];
  readonly units: readonly Block[];
  /** Each side's leaders (where he is, his fate); empty when the rule set's standing has none. */
  readonly leaders: readonly Block[];
  readonly feed: readonly Block[];
}

export const BOARD_SECTIONS = ['header', 'result', 'odds', 'units', 'leaders', 'feed'] as const;
export type BoardSection = (typeof BOARD_SECTIONS)[number];

/** How many commands the feed tells; the journal and the report keep the rest. */
export const FEED_LENGTH = 80;

export function boardModel(input: BoardInput): BoardModel {
  return {
    title: input.title,
    header: headerBlocks(input),
    result: resultBlocks(input),
    odds: oddsBlocks(input.preview),
    units: unitBlocks(input),
    leaders: leaderBlocks(input),
    feed: feedBlocks(input),
  };
}

function headerBlocks({ session, views }: BoardInput): Block[] {
  const blocks: Block[] = [sentence(views.header(session.state))];
  const standing = views.standing?.(session.state);
  if (!standing) return blocks;
  for (const side of standing.sides) {
    if (side.threshold <= 0) continue;
    // An army that never breaks (the scenario or the game master decides) has no threshold to near: the count alone.
    if (standing.terms.undecided !== undefined) {
      blocks.push(sentence([strong(side.name), ` ${side.count}/${side.threshold} ${standing.terms.count}`]));
      continue;
    }
    const tone: Tone = side.broken || side.atThreshold ? 'loss' : side.count * 4 >= side.threshold * 3 ? 'warning' : 'neutral';
    // A scoreboard line in the rule set's own words: "7/13 points (break point 13)", "1/7 units eliminated (strength 7)".
    blocks.push(bar([strong(side.name), ` ${side.count}/${side.threshold} ${standing.terms.count} (${standing.terms.threshold} ${side.threshold})`], side.count, side.threshold, { tone }));
  }
  if (standing.outcome) blocks.push(sentence(standing.outcome, 'warning'));
  return blocks;
}

/** A roll's row: the side, its die, each modifier with its reason, its total (or, read at or under a number, that number). */
function rollRow(name: string, face: number, mods: readonly Modifier[] | undefined, net: number | undefined, atMost?: number): Cell[] {
  const { rows, unexplained, total } = modifierTerms(mods, net);
  const words = [...rows.map((m) => `${signed(m.value)} ${m.label}`), ...(unexplained !== 0 ? [signed(unexplained)] : [])];
  const last = atMost === undefined ? String(face + total) : `needs ${atMost} or less, rolled ${face}`;
  return [[strong(name)], String(face), words.length === 0 ? 'none' : words.join(', '), last];
}

/** One resolution: a table of its rolls when it rolled for a side, then its outcome in a sentence. */
function resolutionBlocks(r: Resolution): Block[] {
  const rows: Cell[][] = [];
  if (r.actor !== undefined && r.rolls?.actor !== undefined) rows.push(rollRow(r.actor, r.rolls.actor, r.modifiers?.actor, r.actorModifier, r.atMost));
  if (r.target !== undefined && r.rolls?.target !== undefined) rows.push(rollRow(r.target, r.rolls.target, r.modifiers?.target, r.targetModifier));
  if (rows.length === 0) return [sentence(resolutionText(r))];
  // A roll at or under a number has no total: its modifiers make the number it needs.
  const head = r.atMost === undefined ? ['side', right('die'), 'modifiers', right('total')] : ['side', right('die'), 'making the number', 'roll'];
  return [heading(stageLabel(r) ?? actionLabel(r.action), 3), table(head, rows), sentence(resolutionText(r))];
}

function resultBlocks({ session, views, notice }: BoardInput): Block[] {
  const entry = session.entries.at(-1);
  const blocks: Block[] = notice ? [sentence(notice, 'warning')] : [];
  if (!entry) return [...blocks, sentence('Nothing has been played yet.')];
  const before = session.before.at(-1)?.state ?? session.state;
  const where = views.where(before);
  // The step by its title, as the REPL's header and the report say it, not the engine's id.
  const step = views.standing?.(before).step ?? where.step;
  blocks.push(heading([code(entry.text), quiet(` (turn ${where.turn}, ${step})`)], 2));
  if (entry.rolls.length > 0) blocks.push(dice(entry.rolls.map((d) => ({ label: d.label, sides: d.sides, value: d.value })), entry.hand));
  if (entry.results.length > 0) blocks.push(...entry.results.flatMap(resolutionBlocks));
  else blocks.push(...entry.events.map((e) => e.text.trim()).filter((t) => t !== '').map((t) => sentence(t)));
  return blocks;
}

function oddsBlocks(preview: BoardPreview | null): Block[] {
  if (!preview) return [];
  const title = preview.awaitingDice ? 'The players are rolling by hand: ' : 'Before the dice: ';
  return [heading([title, code(preview.title)], 2), ...preview.blocks];
}

/** The status view's tables, with the rows the latest change (a result, an undo, a redo) changed marked. */
function unitBlocks({ session, views, since }: BoardInput): Block[] {
  const view = Object.hasOwn(views.views, 'status') ? views.views.status : undefined;
  if (!view) return [sentence('This rule set has no status view.')];
  const now = view(session.state, '');
  if (!now.ok) return [sentence(now.error, 'warning')];
  const beforeState = comparedWith(session, since);
  const then = beforeState === undefined ? null : view(beforeState, '');
  const earlier = then?.ok ? then.value.blocks.filter((b): b is Table => b.type === 'table') : [];
  let index = 0;
  return now.value.blocks.map((block) => {
    if (block.type !== 'table') return block;
    const old = earlier[index];
    index += 1;
    if (!old) return block;
    const marked = changedRows(old, block);
    return marked.length > 0 ? { ...block, marked } : block;
  });
}

/** The battle the marks compare with: before the undo or redo just made, else before the latest entry. */
function comparedWith(session: Session, since: BoardInput['since']): unknown {
  return since ? since.state : session.before.at(-1)?.state;
}

/** A side's leaders as a table: id, name, where he is ("—" when on no hex: his fate says why), his fate. */
function leaderTable(leaders: readonly StandingLeader[], side: number): Table {
  const rows = leaders.filter((l) => l.side === side).map((l): Cell[] => [l.id, l.name, l.where === '' ? [quiet('—')] : l.where, standingText(l.fate, l.tone)]);
  return table(['id', 'leader', 'where', 'fate'], rows);
}

/** Under each side's name, its leaders, the rows the latest result changed marked; nothing for a rule set without leaders. */
function leaderBlocks({ session, views, since }: BoardInput): Block[] {
  const standing = views.standing?.(session.state);
  const leaders = standing?.leaders ?? [];
  if (!standing || leaders.length === 0) return [];
  const beforeState = comparedWith(session, since);
  const earlier = beforeState === undefined ? null : (views.standing?.(beforeState).leaders ?? []);
  return standing.sides.flatMap((side) => {
    const now = leaderTable(leaders, side.side);
    if (now.rows.length === 0) return [];
    const marked = earlier === null ? [] : changedRows(leaderTable(earlier, side.side), now);
    return [heading(side.name, 3), marked.length > 0 ? { ...now, marked } : now];
  });
}

/**
 * Rows of `now` that differ from the row with the same first cell in `then` (or are new).
 * Cells are compared by column heading, and only in columns both tables have: a rule set's
 * status columns change with the phase (Pike & Shot), which changes no unit.
 */
export function changedRows(then: Table, now: Table): number[] {
  const shared = now.columns.flatMap((c, i) => {
    const j = then.columns.findIndex((o) => o.heading === c.heading);
    return j < 0 ? [] : [[i, j] as const];
  });
  const words = (row: readonly Cell[], side: 0 | 1): string => shared.map((pair) => plainCell(row[pair[side]] ?? '')).join('\u241f');
  const before = new Map(then.rows.map((row) => [plainCell(row[0] ?? ''), words(row, 1)]));
  return now.rows.flatMap((row, i) => (before.get(plainCell(row[0] ?? '')) === words(row, 0) ? [] : [i]));
}

/** The battle so far, turn by turn, the latest command last. */
function feedBlocks({ session, views }: BoardInput): Block[] {
  const entries = session.entries;
  if (entries.length === 0) return [sentence('The battle has not begun.')];
  const first = Math.max(0, entries.length - FEED_LENGTH);
  const turns: { turn: number; entries: Entry[] }[] = [];
  entries.slice(first).forEach((entry, i) => {
    const turn = views.where(session.before[first + i]?.state ?? session.state).turn;
    const last = turns.at(-1);
    if (last && last.turn === turn) last.entries.push(entry);
    else turns.push({ turn, entries: [entry] });
  });
  const earlier = first > 0 ? [sentence([quiet(`${first} earlier command${first === 1 ? ' is' : 's are'} in the journal.`)])] : [];
  return [...earlier, ...turns.map((t) => story(heading(`Turn ${t.turn}`, 3), t.entries.map(storyEntryOf)))];
}
