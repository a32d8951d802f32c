/**
 * `tyw replay <journal> [--until TURN] [--json]`: rebuild a battle from its journal, checking
 * every recorded roll and event (an edited or inconsistent line stops with an error naming
 * it), then print the battle turn by turn in the same sentences the live session printed,
 * and the final state: each side's morale points against its break point, and every unit.
 *
 * `loadBattle` and `summaryAt` are shared with `tyw report`.
 */
import { isAbsolute, resolve } from 'node:path';
import { UserError } from '../../engine/errors.js';
import type { Entry, Session } from '../../engine/session.js';
import { readJournal } from '../../io/journal.js';
import { rebuildSession } from '../../io/rebuild.js';
import { entryLines } from '../../repl/format.js';
import { makePaint, type Paint, plain } from '../../repl/paint.js';
import type { DevilState } from '../../rulesets/devil/state.js';
import { type BattleSummary, summarizeDevilState } from '../../rulesets/devil/summary.js';
import type { Output } from '../output.js';

export interface ReplayOptions {
  readonly file: string;
  readonly until?: string;
  readonly json: boolean;
  readonly cwd: string;
}

/** One command of the battle as it stands (undone commands are gone), with where it happened. */
export interface ReplayedCommand {
  /** Line of the journal that recorded it. */
  readonly line: number;
  /** The turn in which it was played. */
  readonly turn: number;
  readonly entry: Entry;
  /** The state once it was applied. */
  readonly after: unknown;
}

export interface Battle {
  readonly file: string;
  readonly title: string;
  readonly rulesetId: string;
  readonly rulesetTitle: string;
  readonly seed: number;
  /** The journal's last line was torn (a crash) and left out. */
  readonly truncated: boolean;
  /** Commands taken back with `undo`. */
  readonly undone: number;
  readonly initial: unknown;
  readonly commands: readonly ReplayedCommand[];
  /** The last turn reached. */
  readonly lastTurn: number;
}

const turnOf = (state: unknown): number => {
  const t = (state as { turn?: unknown } | null)?.turn;
  return typeof t === 'number' ? t : 1;
};

/** Read, check and rebuild a journal. Throws a UserError naming the line of any problem. */
export function loadBattle(file: string, cwd: string): Battle {
  const path = isAbsolute(file) ? file : resolve(cwd, file);
  const journal = readJournal(path, file);
  const { session } = rebuildSession(journal, file);

  // Which journal line recorded each command still in play: undo lines take back the latest.
  const lines: number[] = [];
  let undone = 0;
  for (const record of journal.records) {
    if (record.kind === 'command') lines.push(record.line);
    else if (record.kind === 'undo') {
      lines.splice(Math.max(0, lines.length - record.count), record.count);
      undone += record.count;
    }
  }

  const s = session as Session;
  const stateAfter = (i: number): unknown => s.before[i + 1]?.state ?? s.state;
  const initial = s.before[0]?.state ?? s.state;
  const commands: ReplayedCommand[] = s.entries.map((entry, i) => ({
    line: lines[i] ?? 0,
    turn: turnOf(s.before[i]?.state ?? initial),
    entry,
    after: stateAfter(i),
  }));
  const scenario = s.scenario as { title?: unknown } | null;
  return {
    file,
    title: typeof scenario?.title === 'string' ? scenario.title : journal.header.scenarioName,
    rulesetId: journal.header.ruleset,
    rulesetTitle: s.ruleset.title,
    seed: journal.header.seed,
    truncated: journal.truncated,
    undone,
    initial,
    commands,
    lastTurn: turnOf(s.state),
  };
}

/** The standing of a battle state, for the rule sets that describe one. */
export function summaryAt(rulesetId: string, state: unknown): BattleSummary | null {
  if (rulesetId === 'devil-rules') return summarizeDevilState(state as DevilState);
  return null;
}

/** `--until N`: a turn number from 1, or undefined for the whole battle. */
export function parseUntil(until: string | undefined): number | undefined {
  if (until === undefined) return undefined;
  if (!/^\d+$/.test(until.trim()) || Number(until) < 1) throw new UserError(`--until takes a turn number (1 or more), not "${until}"`);
  return Number(until);
}

/** The commands up to the end of turn `until`, and the state then. */
export function cutAt(battle: Battle, until: number | undefined): { commands: readonly ReplayedCommand[]; state: unknown; lastTurn: number } {
  const commands = until === undefined ? battle.commands : battle.commands.filter((c) => c.turn <= until);
  const last = commands[commands.length - 1];
  const state = last ? last.after : battle.initial;
  const lastTurn = until === undefined ? battle.lastTurn : Math.min(until, battle.lastTurn);
  return { commands, state, lastTurn };
}

/** Commands grouped by the turn in which they were played, in order. */
export function byTurn(commands: readonly ReplayedCommand[]): { turn: number; commands: ReplayedCommand[] }[] {
  const turns: { turn: number; commands: ReplayedCommand[] }[] = [];
  for (const c of commands) {
    const current = turns[turns.length - 1];
    if (current && current.turn === c.turn) current.commands.push(c);
    else turns.push({ turn: c.turn, commands: [c] });
  }
  return turns;
}

/** What a command printed in the live session (its results, or its events), without colour unless asked. */
export function commandLines(entry: Entry, paint: Paint = plain): string[] {
  return entryLines(entry, paint).map((l) => l.trim());
}

/** "7 of 13 points, holding", "14 of 13 points, BROKEN". */
export function standingWords(side: BattleSummary['sides'][number]): string {
  const state = side.broken ? 'broken' : side.atBreakPoint ? 'at its break point' : 'holding';
  return `${side.points} of ${side.breakPoint} points, ${state}`;
}

function moraleBar(points: number, breakPoint: number, width = 20): string {
  const filled = breakPoint <= 0 ? width : Math.min(width, Math.round((points / breakPoint) * width));
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}

/** The final-state block: morale against break points, then every unit by side. */
export function summaryLines(summary: BattleSummary, lastTurn: number, paint: Paint = plain): string[] {
  const lines: string[] = [];
  if (summary.over) lines.push(`Battle over in turn ${lastTurn}.`);
  else if (summary.turn > lastTurn) lines.push(`At the end of turn ${lastTurn}.`);
  else lines.push(`Turn ${summary.turn}, step: ${summary.step}.`);
  if (summary.outcome) lines.push(paint.broken(summary.outcome));
  lines.push('', 'Morale (points toward breaking, against the break point)');
  const nameWidth = Math.max(...summary.sides.map((s) => `${s.name} (${s.role})`.length));
  for (const s of summary.sides) {
    const words = standingWords(s);
    lines.push(`  ${`${s.name} (${s.role})`.padEnd(nameWidth)}  ${moraleBar(s.points, s.breakPoint)}  ${s.broken ? paint.broken(words) : words}`);
  }
  lines.push('', 'Units');
  const nw = Math.max(4, ...summary.units.map((u) => u.name.length));
  const tw = Math.max(4, ...summary.units.map((u) => u.type.length));
  for (const s of summary.sides) {
    lines.push(`  ${s.name}`);
    for (const u of summary.units.filter((x) => x.side === s.side)) {
      const bases = `${u.bases}/${u.startBases}`.padStart(5);
      const status = u.status === 'destroyed' ? paint.broken(u.statusWord) : u.status === 'ok' ? u.statusWord : paint.loss(u.statusWord);
      const engaged = u.engagedWith.length > 0 ? `  engaged with ${u.engagedWith.join(', ')}` : '';
      lines.push(`    ${u.id.padEnd(4)} ${u.name.padEnd(nw)}  ${u.type.padEnd(tw)}  ${bases}  ${status}${engaged}`);
    }
  }
  return lines;
}

export function summaryJson(summary: BattleSummary): object {
  return {
    turn: summary.turn,
    step: summary.step,
    over: summary.over,
    outcome: summary.outcome,
    sides: summary.sides.map((s) => ({
      name: s.name,
      role: s.role,
      points: s.points,
      breakPoint: s.breakPoint,
      broken: s.broken,
      losses: s.losses,
    })),
    units: summary.units.map((u) => ({ id: u.id, name: u.name, side: summary.sides[u.side]?.name ?? u.side, type: u.type, bases: u.bases, startBases: u.startBases, status: u.status, engagedWith: u.engagedWith })),
  };
}

export async function replayCommand(options: ReplayOptions, out: Output): Promise<void> {
  const until = parseUntil(options.until);
  const battle = loadBattle(options.file, options.cwd);
  if (battle.truncated) out.err(`note: ${options.file}: the last line was cut short (as after a crash) and is left out; the battle is replayed up to the line before it`);
  const cut = cutAt(battle, until);
  const summary = summaryAt(battle.rulesetId, cut.state);

  if (options.json) {
    out.out(
      JSON.stringify({
        kind: 'replay',
        journal: options.file,
        title: battle.title,
        ruleset: battle.rulesetId,
        seed: battle.seed,
        truncated: battle.truncated,
        until: until ?? null,
        commands: cut.commands.length,
        undone: battle.undone,
        turns: byTurn(cut.commands).map((t) => ({
          turn: t.turn,
          commands: t.commands.map((c) => ({
            line: c.line,
            command: c.entry.text,
            hand: c.entry.hand,
            dice: c.entry.rolls.map((d) => ({ label: d.label, sides: d.sides, value: d.value })),
            results: commandLines(c.entry),
            events: c.entry.events.map((e) => e.text),
          })),
        })),
        final: summary ? summaryJson(summary) : { turn: cut.lastTurn },
      }),
    );
    return;
  }

  const paint = makePaint(out.color);
  out.out(paint.bold(`${battle.title}`));
  const played = `${cut.commands.length} command${cut.commands.length === 1 ? '' : 's'}${battle.undone > 0 ? ` (${battle.undone} taken back with undo)` : ''}`;
  out.out(`${battle.rulesetTitle}, seed ${battle.seed}: ${played}${until !== undefined ? `, up to the end of turn ${cut.lastTurn}` : ''}. Every roll and event checked.`);
  for (const turn of byTurn(cut.commands)) {
    out.out('');
    out.out(paint.bold(`Turn ${turn.turn}`));
    for (const c of turn.commands) {
      out.out(`  > ${c.entry.text}`);
      for (const line of commandLines(c.entry, paint)) out.out(`    ${line}`);
    }
  }
  out.out('');
  if (summary) for (const line of summaryLines(summary, cut.lastTurn, paint)) out.out(line);
  else out.out(`After turn ${cut.lastTurn}.`);
}
