/**
 * At the keyboard, `undo` of more than one command, or back into an earlier turn, asks first:
 * the question names what is taken back, and the turn it goes back to in the rule set's word.
 */
import type { Session } from '../engine/session.js';
import type { GuideStep, RulesetPresentation } from '../present/ruleset.js';
import { turnWord } from '../present/standing.js';

/** The y/N question for `undo <arg>`; null when it need not ask (or when it will be refused anyway). */
export function undoQuestion(session: Session, views: RulesetPresentation<unknown>, arg: string): GuideStep | null {
  if (arg !== '' && !/^\d+$/.test(arg)) return null;
  const count = arg === '' ? 1 : Number(arg);
  const entries = session.entries;
  if (count < 1 || count > entries.length) return null;
  const keep = entries.length - count;
  const backTo = views.where(session.before[keep]?.state ?? session.state).turn;
  const now = views.where(session.state).turn;
  if (count === 1 && backTo === now) return null;
  const shown = entries.slice(keep).map((e) => `"${e.text}"`);
  const listed = shown.length > 4 ? `${shown.slice(0, 2).join(', ')} … ${shown.slice(-2).join(', ')}` : shown.join(', ');
  // In the rule set's word for a turn (Scruby's "game move").
  const turn = backTo === now ? '' : `, back to ${turnWord(views.standing?.(session.state).terms)} ${backTo}`;
  return { kind: 'confirm', message: `Take back ${count} command${count === 1 ? '' : 's'} (${listed})${turn}?`, default: false, next: (yes) => (yes ? '' : null) };
}
