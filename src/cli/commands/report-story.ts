/**
 * The report's account of the battle, turn by turn, as story blocks: what happened, in the
 * sentences the live session printed, each stage of a charge labelled (defensive fire,
 * pass-through fire, fire at contact, melee), with the command the players typed and any dice
 * they rolled by hand. Builds blocks only; the renderers escape and draw them.
 */
import { storyEntryOf } from '../../repl/story.js';
import { heading, quiet, sentence, story } from '../../present/build.js';
import type { Block, StoryEntry } from '../../present/model.js';
import { type StandingTerms, turnHeading } from '../../present/standing.js';
import type { ReplayedCommand } from './replay.js';

/** One command of the story: its sentences, what was typed, and its dice. */
export function storyEntry(c: ReplayedCommand): StoryEntry {
  return storyEntryOf(c.entry);
}

/** The battle, turn by turn; the last turn is marked "(so far)" when the journal ends inside it. */
export function storyBlocks(turns: readonly { turn: number; commands: readonly ReplayedCommand[] }[], lastTurnSoFar: boolean, terms?: StandingTerms): Block[] {
  if (turns.length === 0) return [sentence('Nothing was played.')];
  return turns.map((turn, i) => {
    const soFar = lastTurnSoFar && i === turns.length - 1;
    const title = turnHeading(terms, turn.turn);
    return story(heading(soFar ? [`${title} `, quiet('(so far)')] : title, 3), turn.commands.map(storyEntry));
  });
}
