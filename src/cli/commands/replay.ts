/**
 * `tyw replay <journal> [--until TURN] [--json]`: rebuild a battle from its journal, checking
 * every recorded roll and event (an edited or inconsistent line stops with an error naming
 * it), then print the battle turn by turn in the same sentences the live session printed,
 * and the final state: each side's army-morale count against the point where it loses (morale
 * points against a break point, units lost against a threshold), every unit, and the leaders
 * where the rule set gives them.
 *
 * `loadBattle` and `standingAt` are shared with `tyw report`. What a battle state means comes
 * from the rule set's presentation (`standing`), looked up by rule set id like the REPL does.
 */
import { isAbsolute, resolve } from 'node:path';
import { UserError } from '../../engine/errors.js';
import { counted } from '../../engine/english.js';
import type { Entry, Session } from '../../engine/session.js';
import { fingerprint } from '../../io/fingerprint.js';
import { rebuildJournal } from '../../io/rebuild.js';
import { entryLines, eventTexts } from '../../repl/format.js';
import { standingText } from '../../present/build.js';
import { fitProse } from '../../present/fit-prose.js';
import { makePaint, type Paint, plain, tableWidth } from '../../present/paint.js';
import { terminalText } from '../../present/terminal.js';
import { stacked, visibleLength } from '../../present/terminal-table.js';
import { visible } from '../../present/visible.js';
import { type BattleStanding, type StandingSide, type StandingTerms, turnHeading, turnWord } from '../../present/standing.js';
import { inline } from '../../present/words.js';
import { presentationFor } from '../../rulesets/presentations.js';
import type { Output } from '../output.js';
import { fittedErr } from './message-fit.js';

export interface ReplayOptions {
  readonly file: string;
  readonly until?: string;
  readonly json: boolean;
  readonly cwd: string;
  /** The terminal's width, when stdout is one: prose breaks between words and tables fit it. */
  readonly columns?: number | undefined;
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
  /** Of the whole journal as read (io/fingerprint.ts). */
  readonly fingerprint: string;
}

const turnOf = (state: unknown): number => {
  const t = (state as { turn?: unknown } | null)?.turn;
  return typeof t === 'number' ? t : 1;
};

/** Read, check and rebuild a journal. Throws a UserError naming the line of any problem. */
export function loadBattle(file: string, cwd: string): Battle {
  const path = isAbsolute(file) ? file : resolve(cwd, file);
  // Which journal line recorded each command still in play: undo lines take back the latest.
  // Redo lines put back the lines undo took, latest undone first.
  const lines: number[] = [];
  let taken: number[] = [];
  let undone = 0;
  const { session, journal } = rebuildJournal(path, file, (record) => {
    if (record.kind === 'command') {
      lines.push(record.line);
      taken = [];
    } else if (record.kind === 'undo') {
      taken = [...lines.splice(Math.max(0, lines.length - record.count), record.count), ...taken];
      undone += record.count;
    } else if (record.kind === 'redo') {
      lines.push(...taken.splice(0, record.count));
      undone -= record.count;
    }
  });

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
    fingerprint: fingerprint(journal.lastChain),
  };
}

/** The standing of a battle state, for the rule sets whose views describe one. */
export function standingAt(rulesetId: string, state: unknown): BattleStanding | null {
  return presentationFor(rulesetId).standing?.(state) ?? null;
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

/**
 * Where `--until` took the battle: "up to the end of turn 2" when that turn was played out;
 * otherwise the journal stops first, and the words say where: "up to command 11, turn 3, first
 * player combat" (or where the battle ended), and that it ends before turn N when it never reaches it.
 */
export function reachWords(cut: { commands: readonly ReplayedCommand[]; state: unknown }, until: number, standing: BattleStanding | null): string {
  const turn = turnOf(cut.state);
  const word = turnWord(standing?.terms);
  if (turn > until) return `up to the end of ${word} ${until}`;
  const n = cut.commands.length;
  const upTo = n === 0 ? 'before the first command' : `up to command ${n}`;
  // A turn the journal never reaches: say so, rather than seem to have stopped where asked
  // (a battle that ended says so itself).
  const short = turn < until ? ` (the journal ends before ${word} ${until})` : '';
  if (standing === null) return `${upTo}, ${word} ${turn}${short}`;
  if (standing.over) return `${upTo}, where the battle ended in ${word} ${standing.turn}`;
  // "First player combat" reads as words in a sentence; "3.2 Movement" keeps its number first.
  return `${upTo}, ${word} ${standing.turn}, ${inline(standing.step)}${short}`;
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

/**
 * "7 of 13 points, holding", "14 of 13 points, broken", "3 of 12 units lost, holding". Where
 * armies never break (`terms.undecided`), no morale word: the count, then the rest of the
 * report's losses row ("guns in enemy hands: none; victory points: 3"), less the column that repeats the count.
 */
export function standingWords(side: StandingSide, terms: StandingTerms, lossHeadings: readonly string[] = []): string {
  const count = `${side.count} of ${side.threshold} ${terms.count}`;
  if (terms.undecided !== undefined) {
    // The losses row in words, less the column that repeats the count.
    const rest = lossHeadings.flatMap((h, i) => (h.toLowerCase() === terms.count ? [] : [`${h.toLowerCase()}: ${side.losses[i] ?? ''}`]));
    return [count, ...rest].join('; ');
  }
  const state = side.broken ? 'broken' : side.atThreshold ? `at its ${terms.threshold}` : 'holding';
  return `${count}, ${state}`;
}

function moraleBar(points: number, breakPoint: number, width = 20): string {
  const filled = breakPoint <= 0 ? width : Math.min(width, Math.round((points / breakPoint) * width));
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}

/** The final-state block: each side's count against its threshold, then every unit by side. */
/**
 * Where the battle stands, in aligned lines. On a terminal (`paint.fit`), a line wider than it
 * puts its tail on a line of its own (a side's tally under its bar, a unit's hex under its row),
 * for the prose fitter to wrap if it must.
 */
export function summaryLines(standing: BattleStanding, lastTurn: number, paint: Paint = plain): string[] {
  const summary = shownNames(standing);
  const fits = (line: string) => paint.fit === undefined || visibleLength(line) <= paint.fit;
  const row = (head: string, tail: string, indent: number) => (tail.trim() === '' || fits(`${head}${tail}`) ? [`${head}${tail}`] : [head.trimEnd(), `${' '.repeat(indent)}${tail.trimStart()}`]);
  const lines: string[] = [];
  if (summary.over) lines.push(`Battle over in ${turnWord(summary.terms)} ${lastTurn}.`);
  else if (summary.turn > lastTurn) lines.push(`At the end of ${turnWord(summary.terms)} ${lastTurn}.`);
  else lines.push(`${turnHeading(summary.terms, summary.turn)}, step: ${summary.step}.`);
  if (summary.outcome) lines.push(paint.broken(summary.outcome));
  lines.push('', summary.terms.heading);
  const nameWidth = Math.max(...summary.sides.map((s) => `${s.name} (${s.role})`.length));
  for (const s of summary.sides) {
    const words = standingWords(s, summary.terms, summary.lossHeadings);
    lines.push(...row(`  ${`${s.name} (${s.role})`.padEnd(nameWidth)}  ${moraleBar(s.count, s.threshold)}`, `  ${s.broken ? paint.broken(words) : words}`, 4));
  }
  // The number column says what it counts ("Bases", "Factor"), as the report's heading does.
  lines.push('', `Units (${summary.terms.strength.toLowerCase()} now/at the start)`);
  const nw = Math.max(4, ...summary.units.map((u) => u.name.length));
  const tw = Math.max(4, ...summary.units.map((u) => u.type.length));
  // A status column as wide as its longest word, so the notes after it line up.
  const sw = summary.units.some((u) => u.note !== '') ? Math.max(0, ...summary.units.map((u) => u.status.length)) : 0;
  const unitRow = (u: BattleStanding['units'][number]) => {
    const strength = `${u.strength}/${u.startStrength}`.padStart(5);
    const status = terminalText(standingText(u.status, u.tone), paint);
    const note = u.note !== '' ? `${' '.repeat(sw - u.status.length)}  ${u.note}` : '';
    return row(`    ${u.id.padEnd(4)} ${u.name.padEnd(nw)}  ${u.type.padEnd(tw)}  ${strength}  ${status}`, note, 9);
  };
  // A terminal narrower than the rows: every unit as a record (its id and name, then its cells
  // as "type: …; bases: …"), as the REPL's status stacks them, rather than the terminal folding them.
  const stack = summary.units.some((u) => !unitRow(u).every(fits));
  for (const s of summary.sides) {
    lines.push(`  ${s.name}`);
    const own = summary.units.filter((x) => x.side === s.side);
    if (stack) {
      const head = ['', '', 'type', summary.terms.strength.toLowerCase(), 'status', ''];
      const cells = own.map((u) => [u.id, u.name, u.type, `${u.strength}/${u.startStrength}`, terminalText(standingText(u.status, u.tone), paint), u.note]);
      lines.push(...stacked(head, cells, (paint.fit as number) - 2).map((l) => `  ${l}`));
    } else for (const u of own) lines.push(...unitRow(u));
  }
  return [...lines, ...leaderLines(summary, paint)];
}

/**
 * Names as they will be shown (control characters made visible, as the output does), so the
 * columns are padded to the width the reader sees; an older journal may hold such names.
 */
function shownNames(summary: BattleStanding): BattleStanding {
  return {
    ...summary,
    sides: summary.sides.map((s) => ({ ...s, name: visible(s.name) })),
    units: summary.units.map((u) => ({ ...u, name: visible(u.name), type: visible(u.type) })),
    ...(summary.leaders ? { leaders: summary.leaders.map((l) => ({ ...l, name: visible(l.name) })) } : {}),
  };
}

/** The leaders by side, for the rule sets that give them: his fate, then where he is. */
function leaderLines(summary: BattleStanding, paint: Paint): string[] {
  const leaders = summary.leaders ?? [];
  if (leaders.length === 0) return [];
  const lines = ['', 'Leaders'];
  const nw = Math.max(...leaders.map((l) => l.name.length));
  const fw = Math.max(...leaders.map((l) => l.fate.length));
  for (const s of summary.sides) {
    const own = leaders.filter((l) => l.side === s.side);
    if (own.length === 0) continue;
    lines.push(`  ${s.name}`);
    for (const l of own) {
      const fate = terminalText(standingText(l.fate, l.tone), paint);
      const where = l.where !== '' ? `${' '.repeat(fw - l.fate.length)}  ${l.where}` : '';
      const head = `    ${l.id.padEnd(4)} ${l.name.padEnd(nw)}  ${fate}`;
      // Too wide for the terminal: where he is goes under his name, for the prose fitter to wrap.
      if (where === '' || paint.fit === undefined || visibleLength(`${head}${where}`) <= paint.fit) lines.push(`${head}${where}`);
      else lines.push(head, `         ${l.where}`);
    }
  }
  return lines;
}

/**
 * The final state for `--json`: sides and units in the rule set's own fields. `step` is the
 * step's id, as `play --json` and `log --json` give it; `stepLabel` how it reads.
 */
export function summaryJson(summary: BattleStanding, stepId: string): object {
  return {
    turn: summary.turn,
    step: stepId,
    stepLabel: summary.step,
    over: summary.over,
    outcome: summary.outcome,
    sides: summary.sides.map((s) => s.json),
    units: summary.units.map((u) => u.json),
    ...(summary.leaders ? { leaders: summary.leaders.map((l) => l.json) } : {}),
  };
}

export async function replayCommand(options: ReplayOptions, out: Output): Promise<void> {
  const until = parseUntil(options.until);
  const battle = loadBattle(options.file, options.cwd);
  if (battle.truncated) fittedErr(out, `note: ${options.file}: the last line was cut short (as after a crash) and is left out; the battle is replayed up to the line before it`);
  const cut = cutAt(battle, until);
  const summary = standingAt(battle.rulesetId, cut.state);

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
        // Where --until took the battle, in the text's words ("(the journal ends before turn 3)" included).
        reached: until === undefined ? null : reachWords(cut, until, summary),
        commands: cut.commands.length,
        undone: battle.undone,
        fingerprint: battle.fingerprint,
        turns: byTurn(cut.commands).map((t) => ({
          turn: t.turn,
          commands: t.commands.map((c) => ({
            line: c.line,
            command: c.entry.text,
            hand: c.entry.hand,
            dice: c.entry.rolls.map((d) => ({ label: d.label, sides: d.sides, value: d.value })),
            results: commandLines(c.entry),
            events: eventTexts(c.entry),
          })),
        })),
        final: summary ? summaryJson(summary, presentationFor(battle.rulesetId).where(cut.state).step) : { turn: cut.lastTurn },
      }),
    );
    return;
  }

  const paint = makePaint(out.color, tableWidth(options.columns), options.columns);
  const say = (text: string) => out.out(fitProse(text, options.columns));
  say(paint.bold(`${battle.title}`));
  const played = `${cut.commands.length === 0 ? 'no command in play' : counted(cut.commands.length, 'command')}${battle.undone > 0 ? ` (${battle.undone} taken back with undo)` : ''}`;
  say(`${battle.rulesetTitle}, seed ${battle.seed}: ${played}${until !== undefined ? `, ${reachWords(cut, until, summary)}` : ''}. Every roll and event checked.`);
  for (const turn of byTurn(cut.commands)) {
    say('');
    say(paint.bold(turnHeading(summary?.terms, turn.turn)));
    for (const c of turn.commands) {
      say(`  > ${c.entry.text}`);
      for (const line of commandLines(c.entry, paint)) say(`    ${line}`);
    }
  }
  say('');
  if (summary) for (const line of summaryLines(summary, cut.lastTurn, paint)) say(line);
  else say(`After turn ${cut.lastTurn}.`);
  say(`Journal fingerprint: ${battle.fingerprint}`);
}
