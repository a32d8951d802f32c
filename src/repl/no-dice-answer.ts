/**
 * `odds` and `mods` of an action that rolls nothing: an answer, never a refusal, so a script
 * goes on. The action is tried once on a copy of the battle: the answer says when the rules
 * would refuse it now, in every rule set alike, and a rule set whose preview asks for it
 * (`whatItDoes`) says from the same try what the action would do.
 */
import { runCommand, type Session } from '../engine/session.js';
import type { Resolution } from '../engine/ruleset.js';
import { sentence } from '../present/build.js';
import type { Block } from '../present/model.js';
import type { Paint } from '../present/paint.js';
import { previewJson } from '../present/preview.js';
import type { Preview } from '../present/ruleset.js';
import { terminalLines } from '../present/terminal.js';

/** The one try of an action on a copy of the battle: why the rules would refuse it now (null when they would play it), and its results. */
export interface DryRun {
  readonly refusal: string | null;
  readonly results: readonly Resolution[];
}

/**
 * A preview whose note, for an action that rolls nothing, is made from the dry run's results
 * (only a rule set that sets it: the others keep their own notes, and never print results here).
 */
export type NoDicePreview = Preview & { readonly whatItDoes?: (results: readonly Resolution[]) => string | undefined };

/** Try `line` once on a copy of the battle (the refusal without its final stop). */
export function refusedNow(session: Session, line: string): DryRun {
  const tried = runCommand(session, line, {});
  return tried.ok ? { refusal: null, results: tried.value.entry.results } : { refusal: tried.error.replace(/\.$/, ''), results: [] };
}

/** The preview with what the action would do as its note, when its rule set words it from the dry run and the rules would play it. */
function withWhatItDoes(p: NoDicePreview, run: DryRun): Preview {
  if (p.note || !p.whatItDoes || run.refusal !== null) return p;
  const said = p.whatItDoes(run.results);
  return said ? { ...p, note: said } : p;
}

/** The JSON keeps one line for each note (a rule set may break its note for the terminal). */
const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ');

/** `odds`: "This action rolls no dice, so it has no odds: <the rule set's note>; it would be refused now (…)." */
export function noDiceOdds(preview: NoDicePreview, run: DryRun, json: boolean, paint: Paint): string[] {
  const p = withWhatItDoes(preview, run);
  const { refusal } = run;
  const parts = [p.note?.replace(/\.$/, ''), refusal === null ? undefined : `it would be refused now (${refusal})`].filter((x): x is string => x !== undefined && x !== '');
  const said = `This action rolls no dice, so it has no odds${parts.length > 0 ? `: ${parts.join('; ')}` : ''}.`;
  // The shape of every odds answer, with nothing expected.
  if (json) return [JSON.stringify({ ...previewJson(p), kind: 'odds', outcomes: [], expected: { actorLevels: 0, targetLevels: 0 }, note: oneLine(said) })];
  return terminalLines([sentence(said)], paint);
}

/** `mods`: the rule set's own lines, then whether the rules would refuse it now. */
export function noDiceMods(preview: NoDicePreview, run: DryRun, json: boolean, paint: Paint, modsBlocks: (p: Preview) => readonly Block[]): string[] {
  const p = withWhatItDoes(preview, run);
  const { refusal } = run;
  const why = refusal === null ? null : `It would be refused now (${refusal}).`;
  if (json) return [JSON.stringify({ ...previewJson(p), ...(why ? { note: oneLine([p.note, why].filter((x) => x).join(' ')) } : {}) })];
  return terminalLines([...modsBlocks(p), ...(why ? [sentence(why)] : [])], paint);
}
