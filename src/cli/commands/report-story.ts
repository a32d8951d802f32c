/**
 * The report's account of the battle, turn by turn, as story blocks: what happened, in the
 * sentences the live session printed, each stage of a charge labelled (defensive fire,
 * pass-through fire, fire at contact, melee), with the command the players typed and any dice
 * they rolled by hand. Builds blocks only; the renderers escape and draw them.
 */
import type { Resolution } from '../../engine/ruleset.js';
import type { Entry } from '../../engine/session.js';
import { resolutionText } from '../../repl/format.js';
import { heading, quiet, sentence, story } from '../../present/build.js';
import { type Block, plainText, type StoryEntry } from '../../present/model.js';
import type { ReplayedCommand } from './replay.js';

/** The stages of a longer action, by the resolution's action id, as the report labels them. */
const STAGE_LABELS: ReadonlyMap<string, string> = new Map([
  ['charge', 'Charge'],
  ['evade', 'Evade'],
  ['halt', 'Halt'],
  ['defensive-fire', 'Defensive fire'],
  ['pass-through-fire', 'Pass-through fire'],
  ['contact-fire', 'Fire at contact'],
  ['melee', 'Melee'],
]);

/** A resolution's stage: the one it names itself, else the one its action id stands for. */
export function stageLabel(r: Resolution): string | undefined {
  const named = (r as { readonly stage?: unknown }).stage;
  if (typeof named === 'string' && named.trim() !== '') return named.trim();
  return STAGE_LABELS.get(r.action);
}

/** What one command told, as sentences with their stage labels. */
export function storyOf(entry: Entry): { stage?: string; text: string }[] {
  if (entry.results.length === 0) {
    return entry.events.map((e) => e.text.trim()).filter((t) => t !== '').map((text) => ({ text }));
  }
  return entry.results.map((r) => {
    const stage = stageLabel(r);
    let text = plainText(resolutionText(r)).trim();
    // A sentence that names its stage itself ("Defensive fire: …") need not say it twice.
    if (stage !== undefined && text.toLowerCase().startsWith(`${stage.toLowerCase()}: `)) {
      const rest = text.slice(stage.length + 2);
      text = rest.charAt(0).toUpperCase() + rest.slice(1);
    }
    return stage === undefined ? { text } : { stage, text };
  });
}

/** One command of the story: its sentences, what was typed, and its dice. */
export function storyEntry(c: ReplayedCommand): StoryEntry {
  return { typed: c.entry.text, said: storyOf(c.entry), dice: c.entry.rolls.map((d) => ({ label: d.label, value: d.value })), byHand: c.entry.hand };
}

/** The battle, turn by turn; the last turn is marked "(so far)" when the journal ends inside it. */
export function storyBlocks(turns: readonly { turn: number; commands: readonly ReplayedCommand[] }[], lastTurnSoFar: boolean): Block[] {
  if (turns.length === 0) return [sentence('Nothing was played.')];
  return turns.map((turn, i) => {
    const soFar = lastTurnSoFar && i === turns.length - 1;
    return story(heading(soFar ? [`Turn ${turn.turn} `, quiet('(so far)')] : `Turn ${turn.turn}`, 3), turn.commands.map(storyEntry));
  });
}
