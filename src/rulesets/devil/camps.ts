/**
 * Camps and baggage (seed 000, "Combat Effects and Rallying"; "Turn Sequence" 7): a camp in
 * contact with an enemy unit at the end of the turn is sacked, provided that unit is not
 * itself in contact with an enemy. The looters become Disordered, or Demoralized if they
 * already were; a Demoralized looter stays Demoralized, and no base is ever lost.
 * The table decides contact; the game master names the looters with `sack`.
 */
import type { Change, Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { DevilEvent } from './events.js';
import { unitChange } from './rally.js';
import type { DevilState, SideIndex, Status } from './state.js';
import { campPoints } from './turn-tables.js';
import { its, itWord, listWords, verb } from './words.js';
import { sideAndVerb, sideSubject } from '../../engine/english.js';

/**
 * "Turn Sequence" 7 checks the camps, and "Combat Effects and Rallying" sacks a camp in contact
 * "at the end of the turn": a sack is recorded in the camps and army morale step, never earlier.
 * Null when a sack may be recorded now, else why not.
 */
export function sackTimingProblem(state: Pick<DevilState, 'step'>): string | null {
  if (state.step === 'morale') return null;
  if (state.step === 'over') return 'The battle is over: camps are sacked in the camps and army morale step, before the army check.';
  return 'A camp is sacked only at the end of the turn, in the camps and army morale step ("Turn Sequence" 7). Give next until the turn reaches that step, then sack.';
}

/** The status a looter ends with: one step down the ladder, never below Demoralized. */
export function looterStatus(status: Status): Status {
  return status === 'ok' ? 'disordered' : status === 'disordered' ? 'demoralized' : status;
}

export function sackCamp(state: DevilState, side: SideIndex, by: readonly string[] = []): Result<{ events: DevilEvent[]; results: Resolution[] }, string> {
  const early = sackTimingProblem(state);
  if (early) return err(early);
  const camp = state.sides[side];
  if (!camp.camp) return err(`${sideAndVerb(camp.name, 'has')} no camp in this battle.`);
  if (camp.campSacked) return err(`The camp of ${sideSubject(camp.name)} has already been sacked.`);
  // The guide sacks a camp only by enemy units touching it, and disorders them: no looters, no sack.
  if (by.length === 0) {
    const example = state.units.find((u) => u.side !== side && u.status !== 'destroyed' && u.engagedWith.length === 0)?.id ?? 'A1';
    return err(`A camp is sacked by the enemy units in contact with it, which then fall into disorder ("Combat Effects and Rallying"): name them, e.g. sack ${camp.role} camp --by ${example}.`);
  }
  const seen = new Set<string>();
  for (const id of by) {
    const u = state.units.find((x) => x.id === id);
    if (!u) return err(`There is no unit ${id}.`);
    if (seen.has(id)) return err(`${u.name} ${verb(u, 'is')} named twice.`);
    seen.add(id);
    if (u.side === side) return err(`${u.name} cannot sack ${its(u)} own camp.`);
    if (u.status === 'destroyed') return err(`${u.name} ${verb(u, 'has')} been destroyed.`);
    if (u.engagedWith.length > 0) return err(`${u.name} ${verb(u, 'is')} ${itWord(u) === 'it' ? 'itself' : 'themselves'} in contact with the enemy, so ${itWord(u)} cannot sack the camp.`);
  }
  const points = campPoints(state);
  const events: DevilEvent[] = [
    { type: 'camp-sacked', side, text: `The camp of ${sideSubject(camp.name)} is sacked (${points.value} morale points${points.houseRule ? ', house rule' : ''}).` },
  ];
  const changes: Change[] = [];
  const looters: string[] = [];
  for (const id of by) {
    const u = state.units.find((x) => x.id === id);
    if (!u) continue;
    looters.push(u.name);
    const to = looterStatus(u.status);
    if (to === u.status) continue;
    const c = unitChange(u, to, u.bases, 'looting the camp');
    events.push(c.event);
    changes.push(c.change);
  }
  const who = looters.length > 0 ? ` by ${listWords(looters)}` : '';
  const after = changes.length > 0 ? `; ${changes.map((c) => `${c.unit}: ${c.from} → ${c.to}`).join(', ')}` : '';
  return ok({
    events,
    results: [{ action: 'sack', target: `camp of ${sideSubject(camp.name)}`, result: `The camp of ${sideSubject(camp.name)} is sacked${who}${after}.`, changes }],
  });
}
