/**
 * `mods` in this rule set's words. The text adds nothing to its dice, so there are no die
 * modifiers to list; what a game master looks for here is what shapes the fight: each side's
 * kill points item by item (shock power, a column's charge, pikes caught in flank, both
 * pistols…), then each die the action may roll and how it is read, then the preview's note.
 */
import { note, right, sentence, strong, table } from '../../../present/build.js';
import type { Block } from '../../../present/model.js';
import type { Preview } from '../../../present/ruleset.js';
import type { ScrubyPreview } from '../odds.js';

const signedKills = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `-${-n}` : '±0');

export function scrubyMods(preview: Preview): readonly Block[] {
  const p = preview as ScrubyPreview;
  const blocks: Block[] = [];
  for (const side of p.shaping?.sides ?? []) {
    blocks.push(sentence([strong(side.head)]));
    blocks.push(table([right('kills'), 'for'], side.items.map((i, n) => [n === 0 ? String(i.kills) : signedKills(i.kills), i.text])));
  }
  for (const n of p.shaping?.notes ?? []) blocks.push(sentence(n));
  const dice = p.shaping?.dice ?? [];
  if (dice.length > 0) {
    blocks.push(sentence(`The text adds nothing to its dice; each is read against a number:`));
    for (const d of dice) blocks.push(note(d));
  } else if (!p.note) blocks.push(sentence('No dice are rolled.'));
  if (p.note) blocks.push(sentence(p.note));
  return blocks;
}
