/**
 * Who rolls the dice after `--resume`. The journal keeps the dice, not the mode, but each
 * command says whether the players rolled it: at the keyboard, a journal whose last roll was
 * by hand goes on by hand, and the first lines say who rolls and how to change it.
 */
import { type Entry, givesRolls } from '../engine/session.js';

/** Whether the journal's last roll was by hand; undefined when it has none. Values given with `--rolls` say nothing of the mode. */
export function lastRollByHand(entries: readonly Entry[]): boolean | undefined {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const e = entries[i] as Entry;
    if (givesRolls(e.text)) continue;
    if (e.hand || e.rolls.length > 0) return e.hand;
  }
  return undefined;
}

export interface ResumedDice {
  readonly hand: boolean;
  /** The line that says who rolls and how to change it. */
  readonly line: string;
}

/** The dice mode a resumed session starts in (`--hand`, else at the keyboard the journal's last roll), and the line saying so. */
export function resumedDice(entries: readonly Entry[], flag: boolean, interactive: boolean): ResumedDice {
  const last = lastRollByHand(entries);
  if (flag) return { hand: true, line: 'Dice: the players roll by hand (--hand); "dice app" lets tyw roll them.' };
  if (last === true && interactive) return { hand: true, line: 'Dice: the players roll by hand, as at the end of the journal; "dice app" lets tyw roll them.' };
  if (last === true) return { hand: false, line: 'Dice: tyw rolls, though the players rolled by hand at the end of the journal ("dice hand" or --hand to go on so).' };
  return { hand: false, line: 'Dice: tyw rolls; "dice hand" lets the players roll them.' };
}
