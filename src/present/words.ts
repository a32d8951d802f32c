/**
 * Small pieces of English that views share: a signed modifier, a label inside a sentence,
 * a possessive, a sentence's one stop. Pure, so rule sets' views may use them.
 */
import type { Modifier } from '../engine/ruleset.js';

export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `-${-n}` : '±0');

/** Words that keep their capital inside a sentence: peoples and armies ("Finnish hackapells", "Swedish brigade"). */
const PROPER = /^(?:Swedish|Swedes|Finnish|Finns|Dutch|Scottish|Scots|English|Irish|Welsh|French|Spanish|Polish|Poles|Lithuanian|Hungarian|Croat|Croats|Cossack|Cossacks|German|Imperial|Imperialist|Imperialists|Bavarian|Saxon|Danish|Danes|Walloon|Tatar|Tatars|Ottoman|Turkish|Muscovite|Russian|Venetian|Italian|Catholic|Protestant)\b/;

/** A label inside a sentence: "Short range" reads "short range" (acronyms and names kept). */
export const inline = (label: string): string => (/^[A-Z][a-z]/.test(label) && !PROPER.test(label) ? label[0]?.toLowerCase() + label.slice(1) : label);

/** A data key as words: "computedBreakPoint" → "computed break point". */
export const keyWords = (key: string): string => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

export { possessive } from '../engine/english.js';

/** A reason in parentheses, " (the bridge is down)": its own stop dropped, the sentence's comes after. */
export const aside = (text?: string): string => (text && text.trim() !== '' ? ` (${text.trim().replace(/(?<!\.)\.$/, '')})` : '');

/** End a sentence once: "… (this takes effect when the step ends.)" needs no second stop. */
export function endSentence(text: string): string {
  const t = text.trimEnd();
  return /[.!?\u2026]["'\u201d\u2019)]*$/.test(t) ? t : `${t}.`;
}

/** "(+1: charging +1, disordered -1, flank +1)" — the net first, then every non-zero row. */
export function modifierList(mods: readonly Modifier[] | undefined, net: number | undefined): string {
  const rows = (mods ?? []).filter((m) => m.value !== 0);
  const total = net ?? rows.reduce((n, m) => n + m.value, 0);
  if (rows.length === 0) return total === 0 ? '' : `(${signed(total)})`;
  return `(${signed(total)}: ${rows.map((m) => `${inline(m.label)} ${signed(m.value)}`).join(', ')})`;
}

/** What undo or redo did, naming the commands: `Undone: "fire D2 at A3", "note …".` */
export const takenBack = (kind: 'undo' | 'redo', texts: readonly string[]): string =>
  `${kind === 'undo' ? 'Undone' : 'Redone'}: ${texts.map((t) => `"${t}"`).join(', ')}.`;

/** Words filling lines of at most `width` (a longer word stands alone), the later lines `hang` in. */
export function wrapWords(text: string, width: number, hang: number): string[] {
  const lines: string[] = [];
  let rest = text;
  for (let room = width; rest.length > room; room = width - hang) {
    const at = rest.lastIndexOf(' ', room);
    const cut = at > 0 ? at : rest.indexOf(' ', room);
    if (cut <= 0) break;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut + 1).trimStart();
  }
  lines.push(rest);
  return lines.map((l, i) => (i === 0 ? l : `${' '.repeat(hang)}${l}`));
}
