/**
 * What the REPL shows before tyw rolls a line's dice: the line's exact odds, and whether it has
 * one sure outcome with no die to throw (Scruby's musket fire kills by the table alone), which
 * the menus offer to play, not to roll.
 */
import { extractRolls, type Session } from '../engine/session.js';
import type { Paint } from '../present/paint.js';
import { oddsBlocks } from '../present/preview.js';
import type { Preview, RulesetPresentation } from '../present/ruleset.js';
import { terminalLines } from '../present/terminal.js';
import { handProgress } from './hand.js';

type Odds = NonNullable<Preview['odds']>;

/** The preview and odds of a line whose dice tyw would roll now (none when the players roll them, or it has no odds). */
function rollPreview(session: Session, views: RulesetPresentation<unknown>, byHand: boolean, line: string): { preview: Preview; odds: Odds } | null {
  const split = extractRolls(line);
  if (!split.ok || (byHand && split.value.rolls === null)) return null;
  const parsed = views.parseAction(session.state, split.value.text);
  if (!parsed.ok) return null;
  const preview = views.preview(session.state, parsed.value);
  const odds = preview.ok ? preview.value.odds : undefined;
  return preview.ok && odds ? { preview: preview.value, odds } : null;
}

/** The odds printed before tyw rolls the line, as `odds` prints them; null when none are. */
export function oddsBeforeRoll(session: Session, views: RulesetPresentation<unknown>, byHand: boolean, line: string, paint: Paint): string[] | null {
  const found = rollPreview(session, views, byHand, line);
  if (!found) return null;
  const { preview, odds } = found;
  return terminalLines(views.odds ? views.odds(preview, odds) : oddsBlocks(preview, odds), paint);
}

/** One certain outcome, and the action asks for no die at all (a certain roll is still a roll). */
export function sureBeforeRoll(session: Session, views: RulesetPresentation<unknown>, byHand: boolean, line: string): boolean {
  const outcomes = rollPreview(session, views, byHand, line)?.odds.outcomes;
  if (outcomes?.length !== 1 || outcomes[0]!.probability !== 1) return false;
  const needs = handProgress(session, line, []);
  return needs.ok && needs.value.need === null;
}
