/**
 * A command as the report and the live board tell it: its sentences, each stage of a longer
 * action labelled (defensive fire, pass-through fire, fire at contact, melee), what was typed
 * or chosen from the guided menus, and the dice when the players rolled them by hand. Builds
 * model data only.
 */
import type { Resolution } from '../engine/ruleset.js';
import type { Entry } from '../engine/session.js';
import { plainText, type StoryEntry } from '../present/model.js';
import { resolutionText } from './format.js';
import { capitalFirst } from '../engine/english.js';

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
      text = capitalFirst(rest);
    }
    return stage === undefined ? { text } : { stage, text };
  });
}

/** One command of a story: its sentences, what was typed (or chosen from the menus), and its dice. */
export function storyEntryOf(entry: Entry): StoryEntry {
  const dice = entry.rolls.map((d) => (d.pool ? { label: d.label, value: d.value, pool: d.pool } : { label: d.label, value: d.value }));
  return { typed: entry.text, ...(entry.menu ? { menu: true } : {}), said: storyOf(entry), dice, byHand: entry.hand };
}
