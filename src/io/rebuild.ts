/**
 * Rebuild a battle from its journal: re-apply every command, recompute its dice from the
 * seeded state (or take the recorded hand rolls), and compare dice and events with what the
 * journal says. Any difference stops with an error naming the line.
 */
import { UserError } from '../engine/errors.js';
import { redo, runCommand, type Session, startSession, undo } from '../engine/session.js';
import { type ReadJournal, sha256 } from './journal.js';
import { parseScenarioText } from './scenario.js';

export interface Rebuilt {
  readonly session: Session;
  /** Per applied record: the line number and the turn reached after it (for --until and reports). */
  readonly lines: readonly { line: number; text: string }[];
}

export function rebuildSession(journal: ReadJournal, file: string, until?: (session: Session) => boolean): Rebuilt {
  const { header } = journal;
  if (sha256(header.scenario) !== header.scenarioHash) {
    throw new UserError('the scenario in the header has been edited (its hash does not match)', { file, line: header.line });
  }
  const loaded = parseScenarioText(header.scenario, `${file}:scenario`);
  if (loaded.rulesetId !== header.ruleset) {
    throw new UserError(`the header says rule set "${header.ruleset}" but its scenario is "${loaded.rulesetId}"`, { file, line: header.line });
  }
  let session: Session = startSession(loaded.ruleset as never, loaded.scenario, header.seed);
  const lines: { line: number; text: string }[] = [];
  for (const record of journal.records) {
    if (until?.(session)) break;
    if (record.kind === 'undo') {
      const undone = undo(session, record.count);
      if (!undone.ok) throw new UserError(`cannot undo: ${undone.error}`, { file, line: record.line });
      session = undone.value;
      lines.push({ line: record.line, text: `undo ${record.count}` });
      continue;
    }
    if (record.kind === 'redo') {
      const redone = redo(session, record.count);
      if (!redone.ok) throw new UserError(`cannot redo: ${redone.error}`, { file, line: record.line });
      session = redone.value;
      lines.push({ line: record.line, text: `redo ${record.count}` });
      continue;
    }
    if (record.kind !== 'command') continue;
    const handRolls = record.hand ? record.rolls.map((r) => r.value) : null;
    const ran = runCommand(session, record.text, { rolls: handRolls });
    if (!ran.ok) throw new UserError(`"${record.text}" is refused on replay: ${ran.error}`, { file, line: record.line });
    const got = ran.value.entry;
    const recordedDice = record.rolls.map((r) => r.value).join(',');
    const gotDice = got.rolls.map((r) => r.value).join(',');
    if (recordedDice !== gotDice) {
      throw new UserError(`"${record.text}": the journal records dice ${recordedDice || 'none'} but the seed gives ${gotDice || 'none'}`, {
        file,
        line: record.line,
      });
    }
    if (JSON.stringify(got.events) !== JSON.stringify(record.events)) {
      throw new UserError(`"${record.text}": the recorded events differ from what the rules give now`, { file, line: record.line });
    }
    session = ran.value.session;
    lines.push({ line: record.line, text: record.text });
  }
  return { session, lines };
}
