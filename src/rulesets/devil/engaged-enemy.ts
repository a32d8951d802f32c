/**
 * Seed 000, "Ongoing Combats": a unit in one ongoing combat fights it again; `melee <unit>`
 * without `at` names that enemy, which the state already knows.
 */
import { listWords, them, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import { troop } from './catalogue.js';
import { contactFace, contactsOf, faceWords, severalFaces } from './events.js';
import type { DevilState, UnitState } from './state.js';
import { its, itWord } from './words.js';


/** `melee <unit>` without `at`: the one enemy the unit is engaged with, else what to name. */
export function engagedEnemy(state: DevilState, unitId: string): Result<string, string> {
  const u = state.units.find((x) => x.id === unitId);
  if (!u) return err(`melee needs a target: melee ${unitId} at <target>`);
  // A destroyed unit fights nothing: say so, not that it has no combat.
  if (u.status === 'destroyed') return err(`${u.name} ${verb(u, 'has')} been destroyed.`);
  const foes = state.units.filter((x) => u.engagedWith.includes(x.id) && x.status !== 'destroyed');
  if (foes.length === 1) return ok(foes[0]!.id);
  // "Melee": a Melee needs an enemy in contact; the tool knows contacts from charges and `engage`.
  if (foes.length === 0) return err(`${u.name} ${verb(u, 'is')} not in an ongoing combat: a charge makes contact, or record one already made with engage ${u.id} <enemy>.`);
  return err(`${u.name} ${verb(u, 'is')} engaged with ${listWords(foes.map((f) => `${f.name} (${f.id})`))}: say which, e.g. melee ${u.id} at ${foes[0]!.id}`);
}

/**
 * "Melee": without a charge just before it, the Target of a Melee is an enemy "in contact with
 * the front edge of the acting unit". An enemy that touches the unit only on a flank or the rear
 * is fought when that enemy acts (its front is on the unit), not by this unit. Forlorn hopes and
 * dragoons have no flanks: every contact is their front. Why `unitId` may not make a Melee
 * action against `targetId`, or null (also when they are not recorded in contact).
 */
export function meleeFaceProblem(state: DevilState, unitId: string, targetId: string): string | null {
  const u = state.units.find((x) => x.id === unitId);
  const t = state.units.find((x) => x.id === targetId);
  if (!u || !t || troop(u.type).noFlanks || !u.engagedWith.includes(t.id)) return null;
  const face = contactFace(u, t.id);
  if (face === 'front') return null;
  const retire = severalFaces(contactsOf(u).map((c) => c.face)) ? '' : 'retire, or ';
  return (
    `${t.name} ${verb(t, 'is')} on the ${faceWords(face)} of ${u.name}, not on ${its(u)} front, so ${u.name} cannot fight a melee against ${them(t)}: ` +
    `the target of a melee must be in contact with the actor's front ("Melee"). ${t.name} ${verb(t, 'fights')} this combat when ${itWord(t) === 'it' ? 'it is' : 'they are'} activated; ` +
    `${u.name} may ${retire}face the ${faceWords(face)} after a melee this turn (face ${u.id}).`
  );
}

/** "Turn Sequence" 6: an engaged unit fights its ongoing melee only if some enemy is on its front (see meleeFaceProblem). */
export function hasFrontEnemy(state: DevilState, u: UnitState): boolean {
  return u.engagedWith.some((id) => meleeFaceProblem(state, u.id, id) === null);
}
