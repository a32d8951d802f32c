/**
 * The HTML report's account of the battle, turn by turn: what happened, in the sentences the
 * live session printed, each stage of a charge labelled (defensive fire, pass-through fire,
 * fire at contact, melee), and the command the players typed beneath it in small type.
 * Every piece of text from the scenario or the journal is escaped here.
 */
import type { Resolution } from '../../engine/ruleset.js';
import type { Entry } from '../../engine/session.js';
import { resolutionSentence } from '../../repl/format.js';
import { htmlEscape } from '../../present/html.js';
import { plain } from '../../present/paint.js';
import type { ReplayedCommand } from './replay.js';

export { htmlEscape };

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
    let text = resolutionSentence(r, plain).trim();
    // A sentence that names its stage itself ("Defensive fire: …") need not say it twice.
    if (stage !== undefined && text.toLowerCase().startsWith(`${stage.toLowerCase()}: `)) {
      const rest = text.slice(stage.length + 2);
      text = rest.charAt(0).toUpperCase() + rest.slice(1);
    }
    return stage === undefined ? { text } : { stage, text };
  });
}

/** One command: its sentences, then what was typed (and any dice rolled by hand) in small type. */
function commandHtml(c: ReplayedCommand): string {
  const e = htmlEscape;
  const said = storyOf(c.entry).map((s) => `<p class="said">${s.stage === undefined ? '' : `<span class="stage">${e(s.stage)}</span> `}${e(s.text)}</p>`);
  const hand = c.entry.hand && c.entry.rolls.length > 0 ? `; rolled by hand: ${e(c.entry.rolls.map((d) => `${d.label} ${d.value}`).join(', '))}` : '';
  return `<li>${said.join('')}<p class="typed">typed <code>${e(c.entry.text)}</code>${hand}</p></li>`;
}

/** The battle, turn by turn; the last turn is marked "(so far)" when the journal ends inside it. */
export function storyHtml(turns: readonly { turn: number; commands: readonly ReplayedCommand[] }[], lastTurnSoFar: boolean): string[] {
  if (turns.length === 0) return ['<p>Nothing was played.</p>'];
  const h: string[] = [];
  turns.forEach((turn, i) => {
    const soFar = lastTurnSoFar && i === turns.length - 1 ? ' <span class="so-far">(so far)</span>' : '';
    h.push(`<section class="turn">`, `<h3>Turn ${turn.turn}${soFar}</h3>`, '<ol class="story">');
    for (const c of turn.commands) h.push(commandHtml(c));
    h.push('</ol>', '</section>');
  });
  return h;
}

/** The report's styles for the story. */
export const STORY_CSS = [
  'ol.story{list-style:none;padding-left:0}ol.story>li{margin:0 0 .7rem;padding-left:.6rem;border-left:3px solid #e6e0d2}',
  'p.said{margin:0 0 .15rem}p.typed{margin:0;font-size:.78em;color:#777}p.typed code{font-family:Menlo,Consolas,monospace;color:#555}',
  '.stage{font-variant:small-caps;font-weight:bold;color:#6b4e16;margin-right:.15rem}.so-far{font-weight:normal;color:#777}',
].join('\n');
