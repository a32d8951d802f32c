/**
 * The line above every prompt of a While the Devil Rules battle, and the prompt itself: the
 * turn and step, the initiative, the active leader, and each army's morale against its break
 * point, coloured only when it has reached it (or broken).
 */
import { sideAndVerb } from '../../../engine/english.js';
import { brokenText, join, strong, warningText } from '../../../present/build.js';
import type { Text } from '../../../present/model.js';
import type { Where } from '../../../present/ruleset.js';
import { possessive } from '../../../present/words.js';
import { moralePoints } from '../morale.js';
import { standingOrdersReady } from '../standing-orders.js';
import type { DevilState, SideIndex } from '../state.js';
import { heirless, leaderById, SIDES, stepTitle } from './lookups.js';

export const devilWhere = (s: DevilState): Where => ({ turn: s.turn, step: s.step, over: s.outcome !== null });

/** Points lost towards breaking (seed 000, "Army Morale"). */
const moraleOf = (s: DevilState, side: SideIndex): number => moralePoints(s, side).points;

function moraleWords(s: DevilState, side: SideIndex): string {
  const sd = s.sides[side];
  return `${sd.name} ${moraleOf(s, side)}/${sd.breakPoint}`;
}

/**
 * The units that may act on standing orders now, counted per side ("Imperialists 5, Swedes 5"),
 * the side acting first: between initiatives a side whose leaders have all had theirs still acts
 * on its orders while the other side is to act, and a bare total read as the acting side's.
 */
function readyBySide(s: DevilState): string | null {
  if (s.step !== 'leaders') return null;
  const ready = standingOrdersReady(s);
  const acting = leaderById(s, s.activeLeader)?.side ?? s.toAct ?? 0;
  const order: readonly SideIndex[] = acting === 0 ? [0, 1] : [1, 0];
  const counts = order.map((side) => ({ side, n: ready.filter((u) => u.side === side).length })).filter((c) => c.n > 0);
  return counts.length ? counts.map((c) => `${s.sides[c.side].name} ${c.n}`).join(', ') : null;
}

export function devilHeader(s: DevilState): Text {
  const parts: Text[] = [`Turn ${s.turn}`, stepTitle(s)];
  if (s.outcome) {
    const { winner } = s.outcome;
    // A win is news, not a loss: bold, not the red of losses.
    parts.push([winner === null ? brokenText('a draw: both armies broke') : strong(sideAndVerb(s.sides[winner].name, 'wins'))]);
  } else {
    parts.push(s.initiative === null ? 'initiative not rolled' : `initiative: ${s.sides[s.initiative].name}`);
    const active = leaderById(s, s.activeLeader);
    if (active) {
      const left = active.activationsLeft ?? 0;
      parts.push(`${active.name}: ${left} activation${left === 1 ? '' : 's'} left`);
    } else if (s.toAct !== null && (s.step === 'leaders' || s.step === 'impetuous')) {
      parts.push(`${s.sides[s.toAct].name} to act`);
    }
    // "Turn Sequence": units that may act now on their standing orders, without an activation.
    const ready = readyBySide(s);
    if (ready) parts.push(`may act on standing orders: ${ready}`);
  }
  const morale: Text[] = SIDES.map((i) => {
    const text = moraleWords(s, i);
    if (s.sides[i].broken) return [brokenText(`${text} BROKEN`)];
    // Reached before the end-of-turn check: the army breaks then unless it recovers first.
    // "Army Morale": points that equal the break point or exceed it both break the army.
    const points = moraleOf(s, i);
    const where = points > s.sides[i].breakPoint ? 'past' : 'at';
    return !s.outcome && points >= s.sides[i].breakPoint ? [warningText(`${text} ${where} break point`)] : text;
  });
  // A fallen leader's heir left for later stays in sight until he is named.
  if (!s.outcome) for (const l of heirless(s)) parts.push([warningText(`${possessive(l.name)} command awaits an heir`)]);
  parts.push(['morale ', ...join(morale, ', ')]);
  return join(parts, ' | ');
}

export function devilPrompt(s: DevilState): string {
  const active = leaderById(s, s.activeLeader);
  const who = active ? ` ${active.name.split(' ').at(-1)}:${active.activationsLeft ?? 0}` : '';
  return `T${s.turn} ${s.step}${who}> `;
}
