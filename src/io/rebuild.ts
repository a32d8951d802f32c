/**
 * Rebuild a battle from its journal: re-apply every command, recompute its dice from the
 * seeded state (or take the recorded hand rolls), and compare dice and events with what the
 * journal says. Any difference stops with an error naming the line. The fold keeps one
 * SessionHistory, so each record costs the same however long the journal is.
 */
import { UserError } from '../engine/errors.js';
import { type Session, SessionHistory, startSession } from '../engine/session.js';
import { type JournalHeader, type JournalLine, type JournalSummary, type ReadJournal, scanJournal, sha256 } from './journal.js';
import { parseScenarioText } from './scenario.js';
import { VERSION } from '../version.js';
import { clipped } from '../engine/english.js';

export interface Rebuilt {
  readonly session: Session;
}

/** Rebuild from a journal already read into memory. */
export function rebuildSession(journal: ReadJournal, file: string): Rebuilt {
  const fold = new RebuildFold(journal.header, file);
  for (const record of journal.records) fold.take(record);
  return { session: fold.session() };
}

/**
 * Read a journal and rebuild its battle as each record is read: no record is kept. `observe`
 * sees each record once it has been checked and applied.
 */
export function rebuildJournal(path: string, file: string, observe?: (record: JournalLine) => void): Rebuilt & { readonly journal: JournalSummary } {
  let fold: RebuildFold | null = null;
  const journal = scanJournal(path, file, (record, header) => {
    fold ??= new RebuildFold(header, file);
    fold.take(record);
    observe?.(record);
  });
  return { session: (fold ?? new RebuildFold(journal.header, file)).session(), journal };
}

class RebuildFold {
  private readonly history: SessionHistory<unknown>;

  private readonly tool: string;
  /** Journals before 0.6.0 recorded settled dice too (DiceSource.settled): their hand lists are read so. */
  private readonly settledTyped: boolean;

  constructor(
    header: JournalHeader & { line: number },
    private readonly file: string,
  ) {
    this.tool = header.tool;
    this.settledTyped = writtenBefore(header.tool, [0, 6, 0]);
    if (sha256(header.scenario) !== header.scenarioHash) {
      throw new UserError('the scenario in the header has been edited (its hash does not match)', { file, line: header.line, col: 1 });
    }
    const loaded = parseScenarioText(header.scenario, `${file}:scenario`);
    if (loaded.rulesetId !== header.ruleset) {
      throw new UserError(`the header says rule set "${header.ruleset}" but its scenario is "${loaded.rulesetId}"`, { file, line: header.line, col: 1 });
    }
    this.history = SessionHistory.from(startSession(loaded.ruleset as never, loaded.scenario, header.seed) as Session);
  }

  take(record: JournalLine): void {
    const { file } = this;
    if (record.kind === 'undo') {
      const undone = this.history.undo(record.count);
      if (!undone.ok) throw new UserError(`cannot undo: ${undone.error}`, { file, line: record.line, col: 1 });
      return;
    }
    if (record.kind === 'redo') {
      const redone = this.history.redo(record.count);
      if (!redone.ok) throw new UserError(`cannot redo: ${redone.error}`, { file, line: record.line, col: 1 });
      return;
    }
    if (record.kind !== 'command') return;
    const handRolls = record.hand ? record.rolls.map((r) => r.value) : null;
    const ran = this.history.apply(record.text, { rolls: handRolls, menu: record.menu === true, settledTyped: this.settledTyped });
    if (!ran.ok) throw new UserError(`"${clipped(record.text)}" is refused on replay: ${ran.error}`, { file, line: record.line, col: 1 });
    const got = ran.value;
    const recordedDice = record.rolls.map((r) => r.value).join(',');
    const gotDice = got.rolls.map((r) => r.value).join(',');
    if (recordedDice !== gotDice) {
      const source = record.hand ? 'replaying it gives' : 'the seed gives';
      throw new UserError(`"${clipped(record.text)}": the journal records dice ${recordedDice || 'none'} but ${source} ${gotDice || 'none'}`, { file, line: record.line, col: 1 });
    }
    // What each die is must match too. Its label (words a later version may reword) and its place
    // in a pool (how hand dice are typed, recorded since 0.6.0) change nothing in the battle.
    const shape = (d: { sides: number }) => `d${d.sides}`;
    const recordedShape = record.rolls.map(shape).join(', ');
    const gotShape = got.rolls.map(shape).join(', ');
    if (recordedShape !== gotShape) {
      throw new UserError(`"${clipped(record.text)}": the journal records dice ${recordedShape} but the rules roll ${gotShape}`, { file, line: record.line, col: 1 });
    }
    if (JSON.stringify(got.events) !== JSON.stringify(record.events)) {
      // A journal rebuilds exactly under the tyw that wrote it; a later one may rule or word it differently.
      const older = this.tool !== `tyw ${VERSION}` ? `: the journal was written by ${this.tool}, and this is tyw ${VERSION}, whose rules or wording differ; replay it with ${this.tool}` : '';
      throw new UserError(`"${clipped(record.text)}": the recorded events differ from what the rules give now${older}`, { file, line: record.line, col: 1 });
    }
  }

  session(): Session {
    return this.history.session() as Session;
  }
}

/** Whether the header's tool ("tyw 0.5.0") is a version before `version`; one it cannot read is not. */
export function writtenBefore(tool: string, version: readonly [number, number, number]): boolean {
  const found = /^tyw (\d+)\.(\d+)\.(\d+)/.exec(tool);
  if (!found) return false;
  for (let i = 0; i < 3; i += 1) {
    const diff = Number(found[i + 1]) - (version[i] ?? 0);
    if (diff !== 0) return diff < 0;
  }
  return false;
}
