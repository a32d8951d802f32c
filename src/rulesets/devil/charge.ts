/**
 * The Charge action and its whole sequence (seed 000, "Combat (Charges and Melee)" →
 * "Charges"; "Ongoing Combats"):
 *
 * 1. Eligibility: artillery and units in march column never charge; dragoons and forlorn
 *    hopes not in the open except against dragoons, forlorn hopes or artillery; irregular
 *    light horse only against those and irregular light horse, unless the target is
 *    already engaged or taken in flank or rear. Harquebusiers charging an undisordered
 *    target frontally are told they will not close unless their fire disorders it.
 * 2. Evasion by a forlorn hope, dragoons or irregular light horse (uses its action); the
 *    game master then says whether the charger still made contact, or names another unit the
 *    evade exposed (`then`), which the charger contacts instead: it may neither evade nor give
 *    defensive fire, and every later step is against it.
 * 3. Defensive fire from a target that has not acted, can fire, is deployed and whose arc
 *    the charger crossed — none against sword-and-bucklermen, lancers/guard cuirassiers or
 *    hackapells charging frontally. Two levels or more is a devastating fire: the charger
 *    stops 1" short and no melee follows.
 * 4. Pass-through fire from other units not yet acted whose arc was crossed within short
 *    range (uses their action).
 * 5. Cuirassiers, reiters and harquebusiers fire at contact; harquebusiers then halt 1"
 *    short of a frontal target that is still undisordered.
 * 6. The melee, with "actor charging" (a unit halfway through a choke point counts as flanked).
 * Charging into an ongoing combat allows neither evasion nor defensive fire.
 *
 * The charger's own `acted` and the activation are the turn engine's; every other unit
 * that evades, fires or fights is marked here. Eligibility is in charge-check.ts, the shots
 * in charge-shots.ts, the odds in charge-odds.ts.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Resolution } from '../../engine/ruleset.js';
import { ok } from '../../engine/result.js';
import type { ChargeRequest, Resolver } from './actions.js';
import { troop } from './catalogue.js';
import { applyEvents, type DevilEvent } from './events.js';
import { resolveShot, type Shot } from './fire.js';
import { planFight } from './melee.js';
import { occupySentence, resolveFight } from './melee-resolve.js';
import type { Loss } from './results.js';
import type { UnitState } from './state.js';
import { its, itWord, verb } from './words.js';
import { chargeCheck, chargeMeleeRequest, contactTarget, passThroughStops, unitIn, withOverrides } from './charge-check.js';
import { CHARGE_STAGE_IDS, type ChargeShotStage, contactShotIn, coverNote, defensiveShotIn, passThroughShotIn } from './charge-shots.js';

/** Is a defensive fire result devastating ("the loss of 2 Status Levels" or more)? */
export const devastating = (loss: Loss | null): boolean => loss === 'destroyed' || (loss !== null && loss >= 2);

export const resolveCharge: Resolver<ChargeRequest> = (state, req, dice: DiceSource) => {
  const check = chargeCheck(state, req);
  if (!check.ok) return check;
  const c = check.value;
  let work = withOverrides(state, req);
  const results: Resolution[] = [];
  const events: DevilEvent[] = [];
  const emit = (list: readonly DevilEvent[]) => {
    events.push(...list);
    work = applyEvents(work, list);
  };
  const charger = () => unitIn(work, req.unit);
  const target = () => unitIn(work, req.target);
  const a0 = charger() as UnitState;
  const t0 = target() as UnitState;
  const shot = (s: Shot) => {
    const r = resolveShot(work, s, dice);
    return { ...r, resolution: { ...r.resolution, action: CHARGE_STAGE_IDS[s.action as ChargeShotStage], stage: s.action } };
  };

  // Why there is no defensive fire is said once, here: this line comes before the dice when
  // players roll by hand, and stays in scripts and logs; the odds (preview.ts) do not repeat it.
  // The flank charged is named when the game master said which (--left, --right).
  const face = req.aspect === 'flank' && req.flankSide ? `${req.flankSide} flank` : req.aspect;
  // Forlorn hopes and dragoons have no front, flank or rear ("Formations"): no face is named.
  const where = troop(t0.type).noFlanks ? '' : ` in the ${face}`;
  const declared = [`${a0.name} ${verb(a0, 'charges')} ${t0.name}${where}.`, ...c.notes];
  // A target that could have evaded and did not: the log keeps the choice ("Charges": it "may attempt to evade").
  if (c.canEvade && !req.evade) declared.push(`${t0.name} ${verb(t0, 'does')} not evade.`);
  if (!c.defensiveFire && c.noDefensiveFire && !req.evade && !c.ongoing) declared.push(c.noDefensiveFire);
  // A typed cover that changes nothing is said where it is decided: here, or after an evade that ends the charge.
  const cover = coverNote(req, a0, c.contactFire);
  const endsInEvade = req.evade === true && !req.contact && req.then === undefined;
  if (cover && !endsInEvade) declared.push(cover);
  results.push({ action: 'charge', actor: a0.name, target: t0.name, result: declared.join(' '), changes: [] });

  // 2. Evasion.
  if (req.evade) {
    emit([{ type: 'acted', unit: t0.id, for: 'evaded a charge', text: `${t0.name} ${verb(t0, 'has')} acted (evaded a charge).` }]);
    const contact = req.contact ?? false;
    const exposed = req.then === undefined ? undefined : unitIn(work, req.then);
    results.push({
      action: 'evade',
      actor: t0.name,
      target: a0.name,
      result: exposed
        ? `${t0.name} ${verb(t0, 'evades')}, using ${its(t0)} action; ${a0.name} ${verb(a0, 'goes')} on with the movement ${itWord(a0)} ${verb(a0, 'has')} left and ${verb(a0, 'contacts')} ${exposed.name}, which the evade exposed. ${exposed.name} may neither evade nor give defensive fire.`
        : contact
          ? `${t0.name} ${verb(t0, 'evades')}, using ${its(t0)} action, but ${a0.name} still ${verb(a0, 'makes')} contact: the melee follows without defensive fire.`
          : `${t0.name} ${verb(t0, 'evades')}, using ${its(t0)} action; ${a0.name} ${verb(a0, 'does')} not make contact, so the charge ends.${cover ? ` ${cover}` : ''}`,
      changes: [],
    });
    if (!contact && !exposed) return ok({ results, events });
  }

  // 3. Defensive fire. A devastating fire stops the charge 1" short, but only after the
  // charger has crossed the other arcs on its way in: pass-through fire still comes.
  let stopped = false;
  if (c.defensiveFire) {
    const t = target() as UnitState;
    const a = charger() as UnitState;
    const r = shot(defensiveShotIn(work, req));
    emit([{ type: 'acted', unit: t.id, for: 'defensive fire', text: `${t.name} ${verb(t, 'has')} acted (defensive fire).` }, ...r.events]);
    stopped = devastating(r.loss);
    const stop = r.targetAfter === 'destroyed' ? ` ${a.name} ${verb(a, 'is')} destroyed: the charge ends.` : stopped ? ` Devastating fire: ${a.name} ${verb(a, 'stops')} 1" short of ${t.name}, and no melee follows.` : '';
    results.push({ ...r.resolution, result: r.resolution.result + stop });
    if (r.targetAfter === 'destroyed') return ok({ results, events });
  }

  // 4. Pass-through fire: devastating or not, the charger has crossed these arcs.
  for (const id of req.passThrough ?? []) {
    const s = passThroughShotIn(work, req, id);
    if (!s) break;
    const a = charger() as UnitState;
    const r = shot(s);
    emit([{ type: 'acted', unit: id, for: 'pass-through fire', text: `${s.decider.name} ${verb(s.decider, 'has')} acted (pass-through fire).` }, ...r.events]);
    // Only the target's devastating fire stops a charge ("Charges"), unless a house rule says any fire does.
    // A charge already stopped by its defensive fire needs no word more.
    const heavy = r.targetAfter !== 'destroyed' && devastating(r.loss) && !stopped;
    const stops = heavy && passThroughStops(work);
    const dead = r.targetAfter === 'destroyed'
      ? ` ${a.name} ${verb(a, 'is')} destroyed: the charge ends.`
      : stops
        ? ` Devastating fire: ${a.name} ${verb(a, 'stops')} 1" short of ${(target() as UnitState).name}, and no melee follows (house rule).`
        : heavy
          ? ` Pass-through fire does not stop a charge, devastating or not: ${a.name} ${verb(a, 'goes')} on.`
          : '';
    if (stops) stopped = true;
    results.push({ ...r.resolution, result: r.resolution.result + dead });
    if (r.targetAfter === 'destroyed') return ok({ results, events });
  }
  if (stopped) return ok({ results, events });

  // 5. Fire at contact, at the unit contacted (the target, or the unit an evade exposed).
  const contacted = () => unitIn(work, contactTarget(req));
  if (c.contactFire) {
    const a = charger() as UnitState;
    const t = contacted() as UnitState;
    const r = shot(contactShotIn(work, req));
    emit(r.events);
    const dead = r.targetAfter === 'destroyed' ? ` ${t.name} ${verb(t, 'is')} destroyed before the melee. ${occupySentence(a, t.name, true)}` : '';
    results.push({ ...r.resolution, result: r.resolution.result + dead });
    if (r.targetAfter === 'destroyed') {
      emit([{ type: 'acted', unit: t.id, text: `${t.name} ${verb(t, 'has')} acted.` }]);
      return ok({ results, events });
    }
    if (c.harquebusierHalt && (contacted() as UnitState).status === 'ok') {
      results.push({
        action: 'halt',
        actor: a.name,
        target: t.name,
        result: `${t.name} ${verb(t, 'is')} still undisordered: ${a.name} will not close, and ${verb(a, 'halts')} 1" short. No melee follows.`,
        changes: [],
      });
      return ok({ results, events });
    }
  }

  // 6. The melee, with "actor charging". Status overrides are already in `work`.
  const fight = planFight(work, chargeMeleeRequest(req));
  if (!fight.ok) return fight;
  const m = resolveFight(work, fight.value, dice);
  emit(m.events);
  results.push({ ...m.resolution, stage: 'Melee' });
  return ok({ results, events });
};
