/**
 * What a command leaves for the game master to settle with another command: a melee loss
 * that may be passed to a supporting unit (`spread`), or a fallen leader's heir (`kill ...
 * --heir`). A hint names the command; at the keyboard a menu builds it.
 */
import type { GuideStep } from '../../../present/guide.js';
import { possessive } from '../../../present/words.js';
import { spreadChoice } from '../spread.js';
import type { DevilState, LeaderState } from '../state.js';
import { heirless } from './lookups.js';

/** After a melee roll that leaves the loser a choice ("Combat Effects and Rallying"): a menu that makes it with `spread`. */
function spreadFollowUp(after: DevilState): { hint: string; step: GuideStep } | null {
  const choice = spreadChoice(after);
  if (!choice) return null;
  const { loser, levels, most, supports } = choice;
  const keep = { name: `keep ${levels === 2 ? 'both' : 'all 3'} on ${loser.name}`, value: 'spread none' };
  return {
    hint: `Pass it with spread ${supports.map((u) => `${u.id}=${most}`).join(' or spread ')}, or keep ${levels === 2 ? 'both' : 'all 3'} on ${loser.name} with spread none (any other command also keeps them).`,
    step: {
      kind: 'select',
      message: `${loser.name} lost ${levels} levels: pass ${most} to a supporting unit?`,
      choices: [...supports.map((u) => ({ name: `pass ${most} to ${u.name} (${u.id})`, value: `spread ${u.id}=${most}` })), keep],
      default: keep.value,
      next: (line) => line,
    },
  };
}

/** After a leader falls with several survivors: how to name his heir, and a menu that does it. */
export function devilFollowUp(before: DevilState, after: DevilState): { hint: string; step: GuideStep } | null {
  const spread = spreadFollowUp(after);
  if (spread) return spread;
  const waiting = new Set(heirless(before).map((l) => l.id));
  const fallen = heirless(after).find((l) => !waiting.has(l.id));
  if (!fallen) return null;
  const verb = fallen.fate === 'captured' ? 'capture' : 'kill';
  const survivors = after.leaders.filter((x) => x.side === fallen.side && x.fate === 'alive');
  const example = survivors[0]?.id ?? 'LEADER';
  const hint = `Name his heir with: ${verb} ${fallen.id} --heir ${example} (surviving: ${survivors.map((x) => `${x.name} ${x.id}`).join(', ')}).`;
  return { hint, step: heirMenu(after, fallen, () => '') };
}

/** Who takes over a fallen leader's command: the survivors of his side, or "decide later" (`later`). */
export function heirMenu(s: DevilState, fallen: LeaderState, later: () => GuideStep | string | null): GuideStep {
  const verb = fallen.fate === 'captured' ? 'capture' : 'kill';
  const survivors = s.leaders.filter((x) => x.side === fallen.side && x.fate === 'alive');
  return {
    kind: 'select',
    message: `Who takes over ${possessive(fallen.name)} command?`,
    choices: [
      ...survivors.map((x) => ({ name: `${x.name} (${x.id}, ${x.role === 'army' ? 'army commander' : 'wing'})`, value: `${verb} ${fallen.id} --heir ${x.id}` })),
      { name: 'decide later', value: '' },
    ],
    ...(survivors[0] ? { default: `${verb} ${fallen.id} --heir ${survivors[0].id}` } : {}),
    next: (line) => (line === '' ? later() : line),
  };
}
