/**
 * `odds` and `mods` of an action that rolls nothing: an answer, never a refusal, so a script
 * goes on. The action is tried on a copy of the battle, so the answer also says when the rules
 * would refuse it now, in every rule set alike.
 */
import { runCommand, type Session } from '../engine/session.js';
import { sentence } from '../present/build.js';
import type { Block } from '../present/model.js';
import type { Paint } from '../present/paint.js';
import { previewJson } from '../present/preview.js';
import type { Preview } from '../present/ruleset.js';
import { terminalLines } from '../present/terminal.js';

/** Why the rules would refuse `line` now (without its final stop), or null when they would play it. */
export function refusedNow(session: Session, line: string): string | null {
  const tried = runCommand(session, line, {});
  return tried.ok ? null : tried.error.replace(/\.$/, '');
}

/** The JSON keeps one line for each note (a rule set may break its note for the terminal). */
const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ');

/** `odds`: "This action rolls no dice, so it has no odds: <the rule set's note>; it would be refused now (…)." */
export function noDiceOdds(p: Preview, refusal: string | null, json: boolean, paint: Paint): string[] {
  const parts = [p.note?.replace(/\.$/, ''), refusal === null ? undefined : `it would be refused now (${refusal})`].filter((x): x is string => x !== undefined && x !== '');
  const said = `This action rolls no dice, so it has no odds${parts.length > 0 ? `: ${parts.join('; ')}` : ''}.`;
  // The shape of every odds answer, with nothing expected.
  if (json) return [JSON.stringify({ ...previewJson(p), kind: 'odds', outcomes: [], expected: { actorLevels: 0, targetLevels: 0 }, note: oneLine(said) })];
  return terminalLines([sentence(said)], paint);
}

/** `mods`: the rule set's own lines, then whether the rules would refuse it now. */
export function noDiceMods(p: Preview, refusal: string | null, json: boolean, paint: Paint, modsBlocks: (p: Preview) => readonly Block[]): string[] {
  const why = refusal === null ? null : `It would be refused now (${refusal}).`;
  if (json) return [JSON.stringify({ ...previewJson(p), ...(why ? { note: oneLine([p.note, why].filter((x) => x).join(' ')) } : {}) })];
  return terminalLines([...modsBlocks(p), ...(why ? [sentence(why)] : [])], paint);
}
