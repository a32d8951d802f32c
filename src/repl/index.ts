/**
 * The REPL as a library: open a battle on a real journal and run command lines through the
 * full path a typed command takes (parse, execute, journal append + fsync, format), so tests
 * and the benchmark time exactly what a game master waits for.
 */
import { basename } from 'node:path';
import { type Session, startSession } from '../engine/session.js';
import { JOURNAL_FORMAT, JournalWriter, sha256 } from '../io/journal.js';
import { parseScenarioText } from '../io/scenario.js';
import { VERSION } from '../version.js';
import { type LineOutcome, PlayCore } from './core.js';
import { makePaint, tableWidth } from '../present/paint.js';
import { presentationFor } from '../rulesets/presentations.js';

export { PlayCore, type LineOutcome, type JournalSink, GENERIC_COMMANDS } from './core.js';

export interface CoreFromTextOptions {
  /** The scenario's YAML text and the name messages use for it. */
  readonly text: string;
  readonly file?: string;
  readonly seed: number;
  /** A new journal file (it must not exist). */
  readonly journal: string;
  readonly json?: boolean;
  readonly color?: boolean;
  readonly hand?: boolean;
  /** A terminal's width: tables, help and odds fit it (default: no terminal, 100 columns). */
  readonly width?: number;
}

/** A PlayCore on a fresh journal, from scenario text. Close `core.journal` when done (see `closeCore`). */
export function coreFromText(options: CoreFromTextOptions): PlayCore {
  const file = options.file ?? 'scenario.yaml';
  const loaded = parseScenarioText(options.text, file);
  const writer = JournalWriter.create(options.journal, {
    kind: 'header',
    format: JOURNAL_FORMAT,
    tool: `tyw ${VERSION}`,
    ruleset: loaded.rulesetId,
    scenarioName: basename(file),
    scenario: loaded.text,
    scenarioHash: sha256(loaded.text),
    seed: options.seed,
    started: new Date().toISOString(),
  });
  const session = startSession(loaded.ruleset as never, loaded.scenario, options.seed) as Session;
  return new PlayCore({
    session,
    journal: writer,
    views: presentationFor(loaded.rulesetId),
    paint: options.width === undefined ? makePaint(options.color === true) : makePaint(options.color === true, tableWidth(options.width), options.width),
    json: options.json === true,
    dice: options.hand ? 'hand' : 'app',
    interactive: false,
  });
}

export function closeCore(core: PlayCore): void {
  const journal = core.journal as { close?: () => void };
  journal.close?.();
}

/**
 * One command line, typed to printed: what the game master would see (refusals as
 * `refused: <why>`). The command is on disk before this returns.
 */
export function runLine(core: PlayCore, line: string): { outcome: LineOutcome; text: string } {
  const outcome = core.run(line);
  switch (outcome.kind) {
    case 'applied':
    case 'view':
    case 'quit':
      return { outcome, text: outcome.lines.join('\n') };
    case 'refused':
      return { outcome, text: `refused: ${outcome.reason}` };
    default:
      return { outcome, text: '' };
  }
}
