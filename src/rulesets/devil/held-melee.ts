/**
 * A melee loss held for the loser's choice (seed 000, "Combat Effects and Rallying": the side
 * taking losses may pass half of them, rounded down, to its supporting units). The fight is
 * kept by unit ids with its two dice, so `spread` (spread.ts) can take the loss later exactly
 * as the melee would have.
 */
import { err, ok, type Result } from '../../engine/result.js';
import type { Fight } from './melee.js';
import type { MeleeOutcome } from './results.js';
import type { DevilState, HeldMelee, UnitState } from './state.js';
import { its, itWord, listWords } from './words.js';

/**
 * "Combat Effects and Rallying": a loser taking 2 or 3 levels with a supporting unit may pass
 * one to it; when it has not chosen beforehand, the loss waits for its choice.
 */
export function holdLoss(f: Fight, outcome: MeleeOutcome, actorDie: number, targetDie: number, margin: number): { record: HeldMelee; text: string; said: string } | null {
  if (f.spreadChosen || outcome.kind !== 'loser' || outcome.loss === 'destroyed' || outcome.loss < 2) return null;
  const loser = outcome.loser === 'actor' ? f.actor : f.target;
  const supports = outcome.loser === 'actor' ? f.support : f.targetSupport;
  if (supports.length === 0) return null;
  const passable = Math.floor(outcome.loss / 2);
  const whom = (its: string) => (supports.length === 1 ? `${its} supporting unit` : `one of ${its} supporting units`);
  const names = listWords(supports.map((u) => u.name));
  // The event keeps the words journals recorded (a replay compares them); the result agrees with a plural loser.
  const text = `${loser.name} lost by ${margin} (${outcome.loss} levels): the loss waits for its side's choice, as it may pass ${passable} level to ${whom('its')}, ${names}.`;
  const said = `${loser.name} lost by ${margin} (${outcome.loss} levels): the loss waits for ${its(loser)} side's choice, as ${itWord(loser)} may pass ${passable} level to ${whom(its(loser))}, ${names}.`;
  const record: HeldMelee = {
    actor: f.actor.id,
    target: f.target.id,
    support: f.support.map((u) => u.id),
    targetSupport: f.targetSupport.map((u) => u.id),
    charging: f.charging,
    aspect: f.aspect,
    actorFlanked: f.actorFlanked,
    ground: f.ground,
    uphill: f.uphill,
    obstacle: f.obstacle,
    actorStatus: f.actorStatus,
    targetStatus: f.targetStatus,
    actorLeader: f.actorLeader,
    targetLeader: f.targetLeader,
    ratio: f.ratio,
    ...(f.contact ? { contact: f.contact } : {}),
    actorDie,
    targetDie,
  };
  return { record, text, said };
}

/** The fight a held loss belongs to, rebuilt from the state (the units have not changed since the roll). */
export function heldFight(state: DevilState, h: HeldMelee, spread: Readonly<Record<string, number>>): Result<Fight, string> {
  const unit = (id: string) => state.units.find((u) => u.id === id);
  const actor = unit(h.actor);
  const target = unit(h.target);
  const support = h.support.map(unit);
  const targetSupport = h.targetSupport.map(unit);
  if (!actor || !target || support.includes(undefined) || targetSupport.includes(undefined)) return err('The units of the held melee are no longer on the table.');
  return ok({
    actor,
    target,
    support: support as UnitState[],
    targetSupport: targetSupport as UnitState[],
    charging: h.charging,
    aspect: h.aspect,
    actorFlanked: h.actorFlanked,
    ground: h.ground,
    uphill: h.uphill,
    obstacle: h.obstacle,
    actorStatus: h.actorStatus,
    targetStatus: h.targetStatus,
    actorLeader: h.actorLeader,
    targetLeader: h.targetLeader,
    ratio: h.ratio,
    spread,
    spreadChosen: true,
    ...(h.contact ? { contact: h.contact } : {}),
    notes: [],
  });
}
