/**
 * The guided menus' attacks on a leader alone (seed 004, 7.1, 7.4): fire at him (his casualty
 * check) and a melee or charge he retreats before (up to 3 hexes, off the map, or blocked and
 * eliminated), in the combat phase, in reaction to his move alone and by a fortune of war.
 */
import { counted, listWords } from '../../../engine/english.js';
import { possessive } from '../../../present/words.js';
import type { GuideChoice } from '../../../present/guide.js';
import { factorsOf } from '../helpers.js';
import { LEADER_RETREAT, shieldOf } from '../lone-leader.js';
import type { PsLeader, PsState, PsUnit } from '../state.js';
import { isGun } from '../units.js';
import { accepted, distance, hexesAround, type Next, selectOf } from './guide-common.js';

/** Enemy leaders in play with no combat unit, alone or with a gun only (7.1: only these are attacked alone). */
export const loneEnemyLeaders = (s: PsState, u: PsUnit): PsLeader[] => s.leaders.filter((l) => l.fate === 'active' && l.side !== u.side && shieldOf(s, l) === undefined);

export const leaderChoice = (l: PsLeader): GuideChoice => ({ name: `${l.name} (${l.id}, leader alone${l.hex ? `, ${l.hex}` : ''})`, value: l.id });

/** 5.3, 10.5, 12.2: a fire at him as the engine accepts it; the range asked when a hex is unknown, a gun's hill offered. */
export function leaderFireLines(s: PsState, a: PsUnit, l: PsLeader): GuideChoice[] {
  const base = `fire ${a.id} at ${l.id}`;
  const known = a.hex !== null && l.hex !== null;
  const most = isGun(a.type) ? Math.max(1, factorsOf(a).fire + 1) : 2;
  const ranges = known ? [''] : Array.from({ length: most }, (_, i) => String(i + 1));
  const out: GuideChoice[] = [];
  for (const r of ranges) {
    const line = `${base}${r === '' ? '' : ` --range ${r}`}`;
    const at = r === '' ? '' : ` at ${counted(Number(r), 'hex', 'hexes')}`;
    if (accepted(s, line)) out.push({ name: `fire at ${l.name}${at}: his casualty check only (7.1, 7.4)`, value: line });
    if (isGun(a.type) && accepted(s, `${line} --hill`)) out.push({ name: `fire at ${l.name}${at}, from a hill (12.2)`, value: `${line} --hill` });
  }
  return out;
}

/**
 * 7.1: where he retreats before a melee on `base` (a combat-phase melee or charge, or a
 * reaction): the hexes within 3 of his the engine accepts, nearest first, then by number,
 * when hexes are known; else the bare line; then off the map and blocked.
 */
export function leaderRetreatChoices(s: PsState, a: PsUnit, l: PsLeader, base: string): GuideChoice[] {
  const out: GuideChoice[] = [];
  if (l.hex !== null) {
    const hexes = hexesAround(s, l.hex, LEADER_RETREAT).filter((h) => accepted(s, `${base} --retreat ${h}`));
    const far = (h: string) => distance(s, l.hex as string, h);
    // As the choices read: nearest first, then by hex number.
    hexes.sort((x, y) => far(x) - far(y) || x.localeCompare(y));
    out.push(...hexes.map((h) => ({ name: `to ${h} (${counted(far(h), 'hex', 'hexes')} from ${l.hex})`, value: `${base} --retreat ${h}` })));
  } else if (accepted(s, base)) out.push({ name: `up to ${LEADER_RETREAT} hexes, where the map allows`, value: base });
  if (accepted(s, `${base} --retreat off-map`)) out.push({ name: 'off the map: out of play (7.1, 6.3)', value: `${base} --retreat off-map` });
  if (accepted(s, `${base} --retreat blocked`)) out.push({ name: 'no way open: he is eliminated (7.1)', value: `${base} --retreat blocked` });
  return out;
}

/** Whether a melee or charge on `base` is open: "blocked" is accepted whenever the attack is (one dry run, not one a hex). */
export const leaderMeleeOpen = (s: PsState, base: string): boolean => accepted(s, `${base} --retreat blocked`) || accepted(s, base);

/**
 * `checked`: the line whose retreats are tried, when not `base`: with the counter-fire given up
 * (11.4), as a fire first may end the reaction whatever the retreat says.
 */
export function leaderRetreatStep(s: PsState, a: PsUnit, l: PsLeader, base: string, checked = base): Next {
  const choices = leaderRetreatChoices(s, a, l, checked).map((c) => ({ ...c, value: `${base}${c.value.slice(checked.length)}` }));
  return selectOf(`${l.name} retreats before ${a.name} up to ${LEADER_RETREAT} hexes: where?${firstFireWords(s, a, base)}`, choices, (line) => line);
}

/**
 * 11.4: the infantry's fire first is rolled once the line is complete (one command, one journal
 * line), after this question: " It counts only if Finnish Horse's charge goes ahead after Baldiron's fire (…)".
 */
function firstFireWords(s: PsState, a: PsUnit, line: string): string {
  const ids = /--counter-fire (\S+)/.exec(line)?.[1]?.split(',') ?? [];
  const first = ids.flatMap((id) => s.units.filter((u) => u.id === id).map((u) => u.name));
  if (first.length === 0) return ' (7.1, 11.6)';
  const how = / charge /.test(line) ? 'charge' : 'melee';
  const fire = first.length === 1 ? `${possessive(first[0] as string)} fire` : `the fire of ${listWords(first)}`;
  return ` It counts only if ${possessive(a.name)} ${how} goes ahead after ${fire} (7.1, 11.4, 11.6)`;
}
