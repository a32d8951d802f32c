/**
 * Resolving a melee decided by planFight (melee.ts): the roll, the losses and their spread,
 * leader casualties, engagement and who has acted (seed 000, "Melee", "Ongoing Combats").
 */
import { type DiceSource, rollUnlessSettled } from '../../dice/dice.js';
import type { Change, Resolution } from '../../engine/ruleset.js';
import { ok } from '../../engine/result.js';
import type { MeleeRequest, Resolver } from './actions.js';
import { LEADER_RISK } from './combat-tables.js';
import { contactFace, type DevilEvent, faceWords } from './events.js';
import { total } from './fire.js';
import { designed } from './house-rules.js';
import { faceLines, firstOfPair, handReading, secondOfPair, settledPair } from './hand-reading.js';
import { plural } from './rally.js';
import type { Named } from '../../engine/english.js';
import { isPlural, its, itWord, listWords, possessive, unitList, verb } from './words.js';
import { type AppliedLoss, applyLoss, applyLossTo, attachedLeaders, type Loss, meleeOutcome } from './results.js';
import type { DevilState, Face, LeaderState, Status, UnitState } from './state.js';
import { holdLoss } from './held-melee.js';
import { caughtUpByEnemyOnly } from './turn-tables.js';
import { actorDestroyable, type Fight, fightLabel, fightModifiers, fightOdds, passOn, planFight, riskLevels } from './melee.js';

export interface FightResult {
  readonly resolution: Resolution;
  readonly events: DevilEvent[];
  readonly actorAfter: Status;
  readonly targetAfter: Status;
}

/**
 * Roll a fight (actor die, target die, then any leader dice) and turn it into events. A loser
 * that may pass levels to its supports and has not said how beforehand chooses after the roll:
 * the loss is then held (`melee-held`) until `spread` or the next command settles it, which
 * calls this again with the dice already rolled (`settle`).
 */
export function resolveFight(state: DevilState, f: Fight, dice: DiceSource, settle?: { readonly actorDie: number; readonly targetDie: number }): FightResult {
  const mods = fightModifiers(state, f);
  const a = total(mods.actor);
  const b = total(mods.target);
  const odds = fightOdds(state, f);
  const stage = f.charging ? 'Melee (charging)' : 'Melee';
  // Labelled in the game master's words; players rolling by hand see the odds, then what each face gives.
  const charging = f.charging ? ' (charging)' : '';
  // A die no face of which changes what the melee does is settled, as a Fire die is: a program
  // still rolls it (seeded journals unchanged), players rolling by hand are not asked (null).
  const actorArgs = [6, `${f.actor.name} in the melee${charging}`, firstOfPair(stage, f.actor.name, mods.actor, a, f.target.name, b, odds.outcomes)] as const;
  const faces = [1, 2, 3, 4, 5, 6];
  const certain = !settle && odds.outcomes.length === 1 && sameEffect(state, f, faces.flatMap((x) => faces.map((y) => x + a - (y + b))));
  const actorRolled = settle ? settle.actorDie : rollUnlessSettled(dice, certain, ...actorArgs);
  const actorDie = actorRolled ?? 1;
  const first = { name: f.actor.name, die: actorDie, net: a };
  const targetArgs = [6, `${f.target.name} in the melee`, secondOfPair(stage, f.target.name, mods.target, b, first, (face) => fightLabel(state, f, actorDie + a - (face + b)))] as const;
  const settledTarget = actorRolled === null || (!settle && sameEffect(state, f, faces.map((face) => actorDie + a - (face + b))));
  const targetRolled = settle ? settle.targetDie : rollUnlessSettled(dice, settledTarget, ...targetArgs);
  const targetDie = targetRolled ?? 1;
  const difference = actorDie + a - (targetDie + b);
  const outcome = meleeOutcome(difference, actorDestroyable(state));
  const { rolls, unasked } = settledPair(actorRolled, targetRolled, f.target.name);
  const rolled = { action: 'melee', actor: f.actor.name, target: f.target.name, modifiers: mods, actorModifier: a, targetModifier: b, rolls, ...(unasked ? {} : { difference }), odds };
  const held = settle ? null : holdLoss(f, outcome, actorDie, targetDie, Math.abs(difference));
  if (held) {
    const events = [...involvement(state, f), { type: 'melee-held' as const, held: held.record, text: held.text }];
    return { resolution: { ...rolled, result: [held.said, ...f.notes].join(' '), changes: [] }, events, actorAfter: f.actorStatus, targetAfter: f.targetStatus };
  }

  const events: DevilEvent[] = [];
  const changes: Change[] = [];
  const sentences: string[] = [];
  /** Table levels (or destruction) each unit actually took, for the leader roll. */
  const took = new Map<string, { loss: Loss; applied: AppliedLoss; before: { status: Status; bases: number; startBases: number } }>();
  const hit = (unit: UnitState, status: Status, loss: Loss) => {
    const applied = applyLossTo(unit, status, loss, `melee: ${f.actor.name} against ${f.target.name}`);
    events.push(applied.event);
    changes.push(applied.change);
    took.set(unit.id, { loss, applied, before: { status, bases: unit.bases, startBases: unit.startBases } });
    return applied;
  };

  if (outcome.kind === 'both') {
    const x = hit(f.actor, f.actorStatus, 1);
    const y = hit(f.target, f.targetStatus, 1);
    sentences.push(`Equal scores: both sides lose 1 level. ${x.sentence} ${y.sentence}`);
  } else {
    const loser = outcome.loser === 'actor' ? f.actor : f.target;
    const status = outcome.loser === 'actor' ? f.actorStatus : f.targetStatus;
    const supporters = outcome.loser === 'actor' ? f.support : f.targetSupport;
    // A die not asked for leaves the margin unknown: the loss is said without it.
    const margin = Math.abs(difference);
    const by = unasked ? '' : ` by ${margin}`;
    if (outcome.loss === 'destroyed') {
      const x = hit(loser, status, 'destroyed');
      sentences.push(`${loser.name} lost${by} and ${x.predicate}`);
    } else {
      // The loser may pass up to half its levels (rounded down) to supporting units.
      const passed = passOn(outcome.loss, supporters, f.spread);
      const kept = outcome.loss - passed.reduce((n, p) => n + p.levels, 0);
      const x = hit(loser, status, kept as Loss);
      // Each loss is said once: the margin, then what the loser keeps (after a held choice, that it passed nothing on).
      const whole = settle && passed.length === 0;
      const table = kept === outcome.loss ? '' : ` (${outcome.loss} levels)`;
      const parts = [
        whole
          ? `${loser.name} lost by ${margin}. Nothing passed on: ${loser.name} ${verb(loser, 'takes')} all ${outcome.loss} levels: ${x.change.from} → ${x.change.to}.`
          : `${loser.name} lost${by}${table} and ${x.predicate}`,
      ];
      for (const p of passed) parts.push(`Passed on to a supporting unit: ${hit(p.unit, p.unit.status, p.levels as Loss).sentence}`);
      const wanted = supporters.reduce((n, s) => n + (f.spread[s.id] ?? 0), 0);
      if (wanted > 0 && passed.length === 0) parts.push(`(A loss of ${outcome.loss} level${outcome.loss === 1 ? '' : 's'} cannot be passed on: half, rounded down, is ${Math.floor(outcome.loss / 2)}.)`);
      sentences.push(parts.join(' '));
    }
  }

  const statusAfter = (u: UnitState, status: Status) => took.get(u.id)?.applied.after.status ?? status;
  const actorAfter = statusAfter(f.actor, f.actorStatus);
  const targetAfter = statusAfter(f.target, f.targetStatus);

  // Leaders: in the melee, caught up, and at risk.
  const involved: { unit: UnitState; present: boolean }[] = [
    { unit: f.actor, present: f.actorLeader },
    { unit: f.target, present: f.targetLeader },
    ...f.support.map((unit) => ({ unit, present: true })),
    ...f.targetSupport.map((unit) => ({ unit, present: true })),
  ];
  const fallsOn = designed(state, LEADER_RISK.fallsOn.key, LEADER_RISK.fallsOn.value).value;
  const fates: DevilEvent[] = [];
  for (const { unit, present } of involved) {
    if (!present) continue;
    for (const leader of attachedLeaders(state, unit.id)) {
      const inIt = settle ? [] : leaderInvolved(state, f, leader, unit);
      events.push(...inIt);
      // A leader caught up in the struggle is told so in the result too ("Leaders and Command Control").
      const caught = inIt.find((e) => e.type === 'caught-up');
      const t = took.get(unit.id);
      if (!t) {
        if (caught) sentences.push(caught.text);
        continue;
      }
      const levels = riskLevels(state, t.before, t.loss);
      const lost = t.applied.after.status === 'destroyed' ? `${unit.name} destroyed` : `${unit.name} lost ${t.loss === 1 ? '1 level' : `${t.loss} levels`}`;
      const fate = t.applied.after.status === 'destroyed' ? 'captured' : 'killed';
      const risk = [{ label: lost, value: levels, reason: `he falls on ${fallsOn} or more` }];
      const falls = [`He falls on a total of ${fallsOn} or more`, ...faceLines((face) => (face + levels >= fallsOn ? fate : 'survives'))];
      const args = [6, `${possessive(leader.name)} casualty roll`, handReading('Leader casualty', leader.name, risk, levels, falls)] as const;
      // A roll every face of which gives the same fate (a house rule's falls-on out of reach, or
      // always reached) is settled: a program still rolls it, a hand player is not asked.
      const certain = 1 + levels >= fallsOn || 6 + levels < fallsOn;
      const rolled = rollUnlessSettled(dice, certain, ...args);
      const roll = rolled ?? (1 + levels >= fallsOn ? 1 : 6);
      const why = (sign: string) => (rolled === null ? `: no die is needed, as even a ${roll} + ${plural(levels, 'level')} ${sign === '≥' ? 'reaches' : 'stays below'} ${fallsOn}.` : ` (leader roll ${roll} + ${plural(levels, 'level')} ${sign} ${fallsOn}).`);
      if (roll + levels >= fallsOn) {
        fates.push({ type: 'leader-fate', leader: leader.id, fate, text: `${leader.name} is ${fate} in the melee.` });
        sentences.push(`${leader.name} is ${fate}${why('≥')}`);
      } else {
        sentences.push(`${leader.name} survives${why('<')}`);
        if (caught) sentences.push(caught.text);
      }
    }
  }
  events.push(...fates);

  // Every unit in the fight may now face a contacted flank ("Melee": after a Melee has been conducted).
  const fought = [f.actor, f.target, ...f.support, ...f.targetSupport];
  events.push({ type: 'melee-fought', units: fought.map((u) => u.id), text: `${unitList(fought.map((u) => u.name))} fought a melee this turn.` });

  // Everyone but the actor has acted (the turn engine marks the actor and the activation).
  if (!settle) events.push(...actedInMelee(f));
  if (settle) events.push({ type: 'melee-settled', text: `The loss of the melee between ${f.actor.name} and ${f.target.name} is taken.` });

  if (actorAfter !== 'destroyed' && targetAfter !== 'destroyed') {
    // The ground is kept with the combat, so its next melee is fought on it unless told otherwise.
    const faces = { ...(f.contact ? { faceA: f.contact.actor, faceB: f.contact.target } : {}), ground: f.ground };
    const where = f.contact && f.contact.target !== 'front' ? ` (on the ${faceWords(f.contact.target)} of ${f.target.name})` : '';
    events.push({ type: 'engaged', a: f.actor.id, b: f.target.id, ...faces, text: `${f.actor.name} and ${f.target.name} remain engaged${where}.` });
    sentences.push('The combat goes on: both units stay in contact.');
  } else if (targetAfter === 'destroyed' && actorAfter !== 'destroyed') {
    sentences.push(occupySentence(f.actor, f.target.name, f.charging));
  }
  const faceFlank = (u: UnitState, after: Status, flanked: boolean, opponent: Contact) => {
    const faces = flanked && after !== 'destroyed' && !u.facedFlank ? flankFaces(u, opponent) : null;
    if (faces) sentences.push(`${u.name} ${verb(u, 'is')} contacted on ${faceList(u, faces)} but not on ${its(u)} front: ${itWord(u)} may now ${faceWhat(faces)} (once per turn).`);
  };
  // The target's face the actor is on, named (left or right flank) when recorded so.
  const onTarget = f.contact?.target ?? contactFace(f.target, f.actor.id);
  faceFlank(f.target, targetAfter, f.aspect !== 'front', { id: f.actor.id, face: onTarget !== 'front' ? onTarget : f.aspect, gone: actorAfter === 'destroyed' });
  const actorFace = f.contact?.actor ?? contactFace(f.actor, f.target.id);
  faceFlank(f.actor, actorAfter, f.actorFlanked, { id: f.target.id, face: actorFace, gone: targetAfter === 'destroyed' });
  sentences.push(...f.notes);
  if (unasked) sentences.push(unasked);

  return { resolution: { ...rolled, result: sentences.join(' '), changes }, events, actorAfter, targetAfter };
}

/**
 * Do these differences all do the same to every unit of the fight? The same words in the odds,
 * the same loser, no loss held for a choice, the same levels passed on, and the same levels kept
 * unless the loser is destroyed whichever it takes (a unit on its last level).
 */
function sameEffect(state: DevilState, f: Fight, differences: readonly number[]): boolean {
  const keys = differences.map((d) => {
    const o = meleeOutcome(d, actorDestroyable(state));
    if (o.kind === 'both') return `both ${d}`;
    if (holdLoss(f, o, 1, 1, Math.abs(d))) return `held ${d}`;
    const [loser, status, supporters] = o.loser === 'actor' ? [f.actor, f.actorStatus, f.support] : [f.target, f.targetStatus, f.targetSupport];
    const passed = o.loss === 'destroyed' ? [] : passOn(o.loss, supporters, f.spread);
    const kept = o.loss === 'destroyed' ? 'destroyed' : ((o.loss - passed.reduce((n, p) => n + p.levels, 0)) as Loss);
    const gone = kept === 'destroyed' || applyLoss({ status, bases: loser.bases, startBases: loser.startBases }, kept).status === 'destroyed';
    return JSON.stringify([fightLabel(state, f, d), o.loser, gone ? 'gone' : kept, passed.map((p) => [p.unit.id, p.levels])]);
  });
  return keys.every((k) => k === keys[0]);
}

/** The opponent of a melee as one of the unit's contacts after it: its face, and whether it was destroyed. */
interface Contact {
  readonly id: string;
  readonly face: Face;
  readonly gone: boolean;
}

/**
 * "Melee": after a melee, a unit contacted on a flank but not on its front may face that flank.
 * Read from the contacts left after the fight: the opponent on the face this fight used, the
 * unit's other enemies on their recorded faces (an unrecorded one is on its front).
 */
function flankFaces(u: UnitState, opponent: Contact): Face[] | null {
  const faces = u.engagedWith.filter((id) => id !== opponent.id).map((id) => contactFace(u, id));
  if (!opponent.gone) faces.push(opponent.face);
  return faces.some((face) => face !== 'front') && !faces.includes('front') ? [...new Set(faces)] : null;
}

/** "a flank" (side not said), "its left flank", "their left flank and rear". */
const faceList = (u: UnitState, faces: readonly Face[]): string => (faces.length === 1 && faces[0] === 'flank' ? 'a flank' : `${its(u)} ${listWords(faces.map(faceWords))}`);

/** What the unit may face: "face that flank", the enemy on its rear, or one of several. */
function faceWhat(faces: readonly Face[]): string {
  if (faces.length > 1) return 'face one of them';
  return faces[0] === 'rear' ? 'turn to face that enemy' : 'face that flank';
}

/**
 * "Combat Effects and Rallying": a unit that charges and destroys its enemy must move forward into
 * the space its Target held; otherwise the move is optional; either way only if no other enemy is
 * in contact with it. A kill by the charger's fire at contact is part of its charge (charge.ts).
 */
export function occupySentence(actor: Named, target: string, charged: boolean): string {
  const name = (n: Named) => (typeof n === 'string' ? n : n.name);
  const them = isPlural(actor) ? 'them' : 'it';
  return charged
    ? `${name(actor)} charged and destroyed ${its(actor)} enemy: ${itWord(actor)} must move forward to occupy the space ${target} held, unless another enemy is still in contact with ${them}.`
    : `${name(actor)} may move forward to occupy the space ${target} held, unless another enemy is still in contact with ${them}.`;
}

/** A leader attached to a unit in the melee: he has been in it, and may be caught up ("Melee", "Leaders and Command Control"). */
function leaderInvolved(state: DevilState, f: Fight, leader: LeaderState, unit: UnitState): DevilEvent[] {
  const events: DevilEvent[] = [{ type: 'leader-in-melee', leader: leader.id, text: `${leader.name} is in the melee with ${unit.name}: he may not move again this turn.` }];
  if (caughtUp(state, f, leader)) {
    const why = leader.side === f.actor.side ? 'is involved in the melee before his own initiative' : 'is caught up in the struggle';
    events.push({ type: 'caught-up', leader: leader.id, text: `${leader.name} ${why}: it costs him one activation.` });
  }
  return events;
}

const actedInMelee = (f: Fight): DevilEvent[] => [f.target, ...f.support, ...f.targetSupport].map((u) => ({ type: 'acted', unit: u.id, text: `${u.name} ${verb(u, 'has')} acted (in the melee).` }));

/** What a melee does whatever its result: its leaders are in it, and every unit but the actor has acted. */
function involvement(state: DevilState, f: Fight): DevilEvent[] {
  const units: [UnitState, boolean][] = [[f.actor, f.actorLeader], [f.target, f.targetLeader], ...f.support.map((u): [UnitState, boolean] => [u, true]), ...f.targetSupport.map((u): [UnitState, boolean] => [u, true])];
  return [...units.flatMap(([unit, present]) => (present ? attachedLeaders(state, unit.id).flatMap((l) => leaderInvolved(state, f, l, unit)) : [])), ...actedInMelee(f)];
}

/**
 * "Melee" and "Leaders and Command Control": every leader attached to a unit involved in the
 * combat (actor, target or supporting, on either side) is considered to have spent one
 * activation on it if he has not yet activated this turn — that is, unless he is the leader
 * holding the initiative, or has already had the initiative this turn. Read narrowly (house
 * rule leader.reading.caught-up-enemy-only 1), only the leaders of the side that did not act.
 */
function caughtUp(state: DevilState, f: Fight, leader: LeaderState): boolean {
  if (caughtUpByEnemyOnly(state) && leader.side === f.actor.side) return false;
  return leader.id !== state.activeLeader && !leader.hadInitiative;
}

export const resolveMelee: Resolver<MeleeRequest> = (state, req, dice) => {
  const f = planFight(state, req);
  if (!f.ok) return f;
  const r = resolveFight(state, f.value, dice);
  return ok({ results: [r.resolution], events: r.events });
};
