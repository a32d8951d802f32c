/**
 * `odds` in While the Devil Rules' words: the shared odds blocks (present/preview.ts), with the
 * expected levels said per unit where the shared line would blur them. A split fire is one
 * calculation per target ("Fire"), so each target's expected loss is given on its own rather
 * than summed; a Regroup in an ongoing combat regains levels and fights a melee at once
 * ("Ongoing Combats"), so its line says what the unit regains, net, and what its enemy loses.
 * Below it, each attached leader's chance of falling in the melee the odds cover.
 */
import type { Odds } from '../../../engine/ruleset.js';
import { note, strong } from '../../../present/build.js';
import type { Block, Inline, Text } from '../../../present/model.js';
import { expectedLevelsLine, oddsBlocks } from '../../../present/preview.js';
import type { Preview } from '../../../present/ruleset.js';
import type { LeaderRisk, MeleeOdds } from '../melee.js';
import type { DevilPreview } from './preview.js';

/** The expected levels line of a split fire: each target by name, its own calculation's expectation. */
function splitFireExpected(p: Preview): string {
  const each = (p.stages ?? []).map((st) => `${st.target} ${(st.odds?.expected.targetLevels ?? 0).toFixed(2)}`);
  return `expected levels lost: ${each.join(', ')}`;
}

/** The expected levels line: per target for a split fire, net of the melee for a Regroup in combat. */
function devilExpected(p: DevilPreview, odds: Odds): string | null {
  const shared = expectedLevelsLine(p, odds);
  if (shared === null) return null;
  if (p.split) return splitFireExpected(p);
  const { actorLevels, targetLevels } = odds.expected;
  // One certain outcome that costs nobody a level (a fire on a target the waiting hits destroy): nothing to expect.
  if (odds.outcomes.length === 1 && actorLevels === 0 && targetLevels === 0) return null;
  // A Regroup in combat that regains more than the melee after it costs: the net regain beside
  // the enemy's losses (a net loss reads as the shared line does).
  if (p.regroup && p.target !== undefined && actorLevels < 0) {
    return `expected levels: ${p.actor ?? 'actor'} ${(-actorLevels).toFixed(2)} regained (net of the melee), ${p.target} ${targetLevels.toFixed(2)} lost`;
  }
  return shared;
}

export function devilOdds(shown: Preview, odds: Odds): Block[] {
  const given = shown as DevilPreview;
  // The enemy of the melee after a Regroup or a failed Retire: named beside the unit in the
  // expected levels, while the head stays the test's own (the enemy is no side of that roll).
  const opponent = given.opponent;
  const p: DevilPreview = opponent !== undefined && given.target === undefined ? { ...given, target: opponent } : given;
  const split = given.split === true;
  // "Leaders and Command Control": an attached leader may be killed or captured in the melee.
  const notes = split ? [] : leaderRisks(odds).map(riskWords);
  const blocks = oddsBlocks(given, odds, { ...(split ? { stages: 'target' } : {}), expected: devilExpected(p, odds), notes });
  const noteLines = (given.note ?? '').split('\n').filter((l) => l !== '').map((l) => note(l));
  // A charge with no dice (an evade without contact): its notes follow the head too.
  if (given.notesUnderHead) return [...blocks.slice(0, 1), ...noteLines, ...blocks.slice(1)];
  // A charge with one stage: its title heads the one table, and its notes follow the head.
  if (given.oneStage === undefined) return blocks;
  const [head, ...rest] = blocks;
  const titled: Block = head?.type === 'sentence' ? { ...head, text: [strong(`${given.oneStage}: `), ...inlines(head.text)] } : (head as Block);
  return [titled, ...noteLines, ...rest];
}

const inlines = (t: Text): readonly Inline[] => (typeof t === 'string' ? [t] : t);

/** The attached leaders' chances of falling that a melee's odds carry (melee.ts), if any. */
const leaderRisks = (odds: Odds): readonly LeaderRisk[] => (odds as Partial<MeleeOdds>).leaderRisk ?? [];

/** "Horn (with Blue Brigade) may fall: 5.1% (11/216)": killed, or captured if his unit is destroyed. */
const riskWords = (r: LeaderRisk): string => `${r.name} (with ${r.unit}) may fall: ${(r.probability * 100).toFixed(1)}% (${r.fraction})`;
