/**
 * `odds` in this rule set's words: the exact table of outcomes, with the preview's note (the
 * scatter rule's one die a stand); an action that rolls no dice (musket and pistol fire kill
 * by the table alone) says so plainly, with what it will inflict, instead of a 100% table.
 */
import type { Odds } from '../../../engine/ruleset.js';
import { note, sentence } from '../../../present/build.js';
import type { Block } from '../../../present/model.js';
import { oddsBlocks } from '../../../present/preview.js';
import type { Preview } from '../../../present/ruleset.js';

export function scrubyOdds(p: Preview, odds: Odds): readonly Block[] {
  const certain = odds.outcomes.length === 1 && odds.outcomes[0]?.probability === 1;
  if (certain && p.note) return [sentence(p.note)];
  // The text counts kill points, not levels: the shared "expected levels lost" line has no place here.
  return [...oddsBlocks(p, odds, { expected: null }), ...(p.note ? [note(p.note)] : [])];
}
