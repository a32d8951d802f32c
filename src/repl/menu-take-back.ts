/**
 * The guided menus' last entries: take back the last command, or put back the last one taken
 * back, so a GM who works from the menus alone never has to type `undo`.
 */
import type { Session } from '../engine/session.js';
import type { GuideChoice, GuideStep } from '../present/guide.js';

/** A quoted command line, cut short so the menu entry stays on one line. */
function quoted(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
}

/**
 * `first` with undo and redo entries added when there is something to take or put back; where
 * the rule set offers nothing (the battle over), a menu of those two alone, or null.
 */
export function withTakeBack(first: GuideStep | null, session: Session): GuideStep | null {
  first ??= { kind: 'select', message: 'Nothing else is offered here. Take back?', choices: [], next: () => null };
  if (first.kind !== 'select') return first;
  const last = session.entries.at(-1);
  const redone = session.undone[0]?.entry;
  const extra: GuideChoice[] = [];
  if (last) extra.push({ name: `Take back ${quoted(last.text)} (undo)`, value: 'undo', description: 'Takes back the last command; redo puts it back.' });
  if (redone) extra.push({ name: `Put back ${quoted(redone.text)} (redo)`, value: 'redo', description: 'Puts back the last command taken back, with the same dice.' });
  if (extra.length === 0) return first.choices.length > 0 ? first : null;
  return { ...first, choices: [...first.choices, ...extra], next: (value: string) => (value === 'undo' || value === 'redo' ? value : first.next(value)) };
}
