/**
 * Exact odds of a whole Charge (seed 000, "Charges"; "Ongoing Combats"), before anything is
 * rolled: the same sequence as `resolveCharge`, walked over every outcome of every die.
 *
 * Each stage splits the charge into branches, one per outcome of its table (no effect, 1, 2
 * or 3 levels, destroyed), each with its exact probability. A branch carries the state as
 * that outcome leaves it, so a later stage sees the earlier ones exactly as the resolver
 * does: a charger disordered by the defensive fire fires its pistols and fights disordered,
 * a base lost changes the force ratio, a target disordered by carbines lets harquebusiers
 * close. Branches end where the charge ends (devastating fire, the charger destroyed,
 * harquebusiers halting, the target destroyed at contact) or in one of the melee's outcomes.
 *
 * Probabilities are exact fractions (bigint numerators and denominators, so a long chain of
 * 36ths never rounds). Expected levels follow the convention of results.ts over the whole
 * charge: the levels each side's unit ends up having lost, destruction counting as the levels
 * it had left.
 */
import type { Odds, OddsOutcome } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { ChargeRequest } from './actions.js';
import { devastating } from './charge.js';
import { type ChargeEligibility, chargeCheck, chargeMeleeRequest, contactTarget, passThroughStops, withOverrides } from './charge-check.js';
import { CHARGE_SHOTS } from './charge-shots.js';
import { applyEvents } from './events.js';
import { type CombatModifiers, type Shot, shotModifiers, total } from './fire.js';
import { actorDestroyable, type Fight, fightModifiers, fightOdds, type LeaderRisk, type MeleeOdds, planFight, weightedRisks } from './melee.js';
import { applyLoss, applyLossTo, describeStrength, fireOutcome, type Loss, levelsLost, keptLoss as kept, keptWords, levelsToDestroy, lossFor, lossWords, meleeOutcome, OPPOSED, tieWords } from './results.js';
import type { DevilState, Status, UnitState } from './state.js';
import { add, div, frac, mul, num, ONE, q, type Q, ZERO } from '../../dice/fraction.js';
import { verb } from './words.js';

// Exact fractions: src/dice/fraction.ts

/** An exact chance, as a number and as a fraction ("7/36"). */
export interface Chance {
  readonly probability: number;
  readonly fraction: string;
}
const chance = (a: Q): Chance => ({ probability: num(a), fraction: frac(a) });

/** The weight of each value of the opposed roll at `net`, out of 36. */
function opposed(net: number): { value: number; w: Q }[] {
  const dist = OPPOSED.shift(net);
  return [...dist.weights.entries()].sort(([a], [b]) => a - b).map(([value, w]) => ({ value, w: q(BigInt(w), BigInt(dist.total)) }));
}

// ---------------------------------------------------------------------------------------
// The answer

/** One stage of the charge: who rolls, with what, how likely it is reached, and its odds if it is. */
export interface ChargeStageOdds {
  /** As the dice are asked for it: "Defensive fire", "Pass-through fire", "Pistols at contact", "Carbines at contact", "Melee (charging)". */
  readonly stage: string;
  /** The `Resolution.action` of this stage's result: defensive-fire, pass-through-fire, contact-fire, melee. */
  readonly id: 'defensive-fire' | 'pass-through-fire' | 'contact-fire' | 'melee';
  /** The side rolling as actor (the firer; the charger in the melee) and as target. */
  readonly actor: string;
  readonly target: string;
  /** The chance the charge gets this far at all. */
  readonly reached: Chance;
  /**
   * The modifiers below are those of the most likely way of reaching the stage, with the two
   * units as `when` says (e.g. "Tott's Cuirassiers OK, Blue Regiment OK"); earlier results
   * may change them, and the odds take every way into account.
   */
  readonly when: string;
  readonly modifiers: CombatModifiers;
  readonly actorModifier: number;
  readonly targetModifier: number;
  /** Exact odds of this stage, given that it is reached (every way of reaching it weighed). */
  readonly odds: Odds;
}

export interface ChargeOdds {
  readonly eligibility: ChargeEligibility;
  /** The stages that can happen, in the order their dice are rolled. */
  readonly stages: readonly ChargeStageOdds[];
  /**
   * The whole charge: every way it can end, with exact probabilities summing to 1 (stopped
   * short, halted, destroyed before the melee, or each outcome of the melee), and the expected
   * levels each side's unit loses over the whole charge, and each attached leader's chance of
   * falling in its melee.
   */
  readonly odds: MeleeOdds;
  /** The chance the charge ends in a melee. */
  readonly melee: Chance;
  /** The melee as it would be fought if nothing before it changed either unit: for `mods`. */
  readonly meleeAsThingsStand: Fight;
}

interface Branch {
  readonly p: Q;
  readonly work: DevilState;
  /** A devastating defensive fire (or pass-through fire, by house rule): the charge stops once the pass-through fire is over. */
  readonly stopped: boolean;
}

const unitIn = (s: DevilState, id: string): UnitState => s.units.find((u) => u.id === id) as UnitState;
type Strength = Pick<UnitState, 'status' | 'bases' | 'startBases'>;
const strengthOf = (u: UnitState, status: Status = u.status): Strength & { name: string } => ({ name: u.name, status, bases: u.bases, startBases: u.startBases });

/** Outcomes by label, kept in a given rank order, with exact weights. */
class Tally {
  private readonly rows = new Map<string, { p: Q; rank: number; order: number }>();
  private next = 0;
  add(label: string, p: Q, rank: number): void {
    const row = this.rows.get(label);
    if (row) row.p = add(row.p, p);
    else this.rows.set(label, { p, rank, order: this.next++ });
  }
  outcomes(scale: Q = ONE): OddsOutcome[] {
    return [...this.rows.entries()]
      .filter(([, r]) => r.p.n !== 0n)
      .sort(([, a], [, b]) => a.rank - b.rank || a.order - b.order)
      .map(([label, r]) => {
        const p = div(r.p, scale);
        return { label, probability: num(p), fraction: frac(p) };
      });
  }
}

/** The melee table's outcome for a difference, ranked best for the actor first (as `meleeTableOdds`). */
function meleeRank(d: number): number {
  const band = (m: number) => ({ 1: 3, 2: 2, 3: 1, destroyed: 0 })[String(lossFor(m)) as '1' | '2' | '3' | 'destroyed'];
  if (d > 0) return band(d);
  if (d === 0) return 4;
  return 8 - band(-d);
}

const after = (s: Strength, loss: Loss | 0): Strength => (loss === 0 ? s : { ...applyLoss(s, loss), startBases: s.startBases });

/** Exact odds of a whole charge, refused exactly as the charge itself would be. */
export function chargeOdds(state: DevilState, req: ChargeRequest): Result<ChargeOdds, string> {
  const check = chargeCheck(state, req);
  if (!check.ok) return check;
  const c = check.value;
  const start = withOverrides(state, req);
  const a0 = unitIn(start, req.unit);
  const t0 = unitIn(start, req.target);
  // The unit contacted: the target, or the unit its evade exposed. Expected levels are its.
  const tid = contactTarget(req);
  const c0 = unitIn(start, tid);
  const left = { actor: levelsToDestroy(a0), target: levelsToDestroy(c0) };

  const whole = new Tally();
  let expected = { actor: 0, target: 0 };
  /** A branch ends: its outcome label, and the levels each side has lost by then. */
  const end = (label: string, rank: number, p: Q, actor: Strength, target: Strength) => {
    whole.add(label, p, rank);
    expected = {
      actor: expected.actor + num(p) * (left.actor - levelsToDestroy(actor)),
      target: expected.target + num(p) * (left.target - levelsToDestroy(target)),
    };
  };
  const stages: ChargeStageOdds[] = [];
  let meleeReached = ZERO;
  // Each way into the melee, with the attached leaders' chances of falling in it.
  const risks: [Q, readonly LeaderRisk[]][] = [];

  const asThingsStand = planFight(start, chargeMeleeRequest(req));
  if (!asThingsStand.ok) return asThingsStand;
  const answer = (): ChargeOdds => ({
    eligibility: c,
    stages,
    odds: { outcomes: whole.outcomes(), expected: { actorLevels: expected.actor, targetLevels: expected.target }, leaderRisk: weightedRisks(risks) },
    melee: chance(meleeReached),
    meleeAsThingsStand: asThingsStand.value,
  });

  // 2. Evasion: without contact the charge ends there.
  if (req.evade && !(req.contact ?? false) && req.then === undefined) {
    end(`${t0.name} ${verb(t0, 'evades')} and ${a0.name} ${verb(a0, 'makes')} no contact: the charge ends`, -5, ONE, a0, c0);
    return ok(answer());
  }

  /**
   * A shot stage: each branch's shot (or null: the branch skips it) splits into the Fire
   * table's outcomes; `route` says whether a branch goes on or ends, and how.
   */
  const shotStage = (
    id: ChargeStageOdds['id'],
    branches: readonly Branch[],
    build: (work: DevilState) => Shot | null,
    route: (b: Branch, loss: Loss | null, hit: UnitState) => Branch | { label: string; rank: number },
  ): Branch[] => {
    const next: Branch[] = [];
    const tally = new Tally();
    let reached = ZERO;
    let hitLevels = 0;
    let likeliest: { p: Q; shot: Shot; work: DevilState } | null = null;
    for (const b of branches) {
      const shot = build(b.work);
      if (!shot) {
        next.push(b);
        continue;
      }
      reached = add(reached, b.p);
      if (!likeliest || num(b.p) > num(likeliest.p)) likeliest = { p: b.p, shot, work: b.work };
      const m = shotModifiers(b.work, shot);
      const target = strengthOf(shot.target, shot.targetStatus);
      const byLoss = new Map<Loss | null, Q>();
      for (const { value, w } of opposed(total(m.actor) - total(m.target))) {
        const o = fireOutcome(value);
        const loss = o.kind === 'none' ? null : o.loss;
        byLoss.set(loss, add(byLoss.get(loss) ?? ZERO, w));
      }
      for (const [loss, w] of byLoss) {
        const p = mul(b.p, w);
        tally.add(loss === null ? 'no effect' : `${target.name} ${lossWords(target, loss)}`, p, loss === null ? 0 : loss === 'destroyed' ? 4 : loss);
        hitLevels += num(p) * (loss === null ? 0 : levelsLost(target, loss));
        const work = loss === null ? b.work : applyEvents(b.work, [applyLossTo(shot.target, shot.targetStatus, loss, shot.action.toLowerCase()).event]);
        const routed = route({ ...b, p, work }, loss, unitIn(work, shot.target.id));
        if ('label' in routed) end(routed.label, routed.rank, p, unitIn(work, req.unit), unitIn(work, tid));
        else next.push(routed);
      }
    }
    if (likeliest) {
      const m = shotModifiers(likeliest.work, likeliest.shot);
      const firer = likeliest.shot.decider;
      const hit = likeliest.shot.target;
      stages.push({
        stage: likeliest.shot.action,
        id,
        actor: firer.name,
        target: hit.name,
        reached: chance(reached),
        when: `${firer.name} ${describeStrength(firer.status, firer.bases, firer.startBases)}, ${hit.name} ${describeStrength(hit.status, hit.bases, hit.startBases)}`,
        modifiers: m,
        actorModifier: total(m.actor),
        targetModifier: total(m.target),
        odds: { outcomes: tally.outcomes(reached), expected: { actorLevels: 0, targetLevels: hitLevels / num(reached) } },
      });
    }
    return merged(next);
  };
  /**
   * Branches that leave the charger and the target alike are one branch: the stages only ever
   * change those two units, so their probabilities simply add (and the work stays small).
   */
  const merged = (list: readonly Branch[]): Branch[] => {
    const byKey = new Map<string, Branch>();
    for (const b of list) {
      const a = unitIn(b.work, req.unit);
      const t = unitIn(b.work, tid);
      const key = `${b.stopped}|${a.status}|${a.bases}|${t.status}|${t.bases}`;
      const seen = byKey.get(key);
      byKey.set(key, seen ? { ...seen, p: add(seen.p, b.p) } : b);
    }
    return [...byKey.values()];
  };

  let branches: Branch[] = [{ p: ONE, work: start, stopped: false }];
  const chargerGone = { label: `${a0.name} destroyed by fire before contact`, rank: -4 };

  // 3. Defensive fire: devastating stops the charge (after the pass-through fire).
  if (c.defensiveFire) {
    branches = shotStage('defensive-fire', branches, (w) => CHARGE_SHOTS.defensive(w, req), (b, loss, hit) =>
      hit.status === 'destroyed' ? chargerGone : { ...b, stopped: devastating(loss) },
    );
  }
  // 4. Pass-through fire, unit by unit.
  for (const id of req.passThrough ?? []) {
    branches = shotStage('pass-through-fire', branches, (w) => CHARGE_SHOTS.passThrough(w, req, id), (b, loss, hit) =>
      hit.status === 'destroyed' ? chargerGone : passThroughStops(b.work) && devastating(loss) ? { ...b, stopped: true } : b,
    );
  }
  const going: Branch[] = [];
  for (const b of branches) {
    if (b.stopped) end(`devastating fire: ${a0.name} ${verb(a0, 'stops')} 1" short, no melee`, -3, b.p, unitIn(b.work, req.unit), unitIn(b.work, tid));
    else going.push(b);
  }
  branches = going;

  // 5. Fire at contact; harquebusiers then halt short of a target still undisordered.
  if (c.contactFire) {
    branches = shotStage('contact-fire', branches, (w) => CHARGE_SHOTS.contact(w, req), (b, _loss, hit) => {
      if (hit.status === 'destroyed') return { label: `${c0.name} destroyed before the melee`, rank: -1 };
      if (c.harquebusierHalt && hit.status === 'ok') return { label: `${c0.name} still undisordered: ${a0.name} ${verb(a0, 'halts')} 1" short, no melee`, rank: -2 };
      return b;
    });
  }

  // 6. The melee, with "actor charging", in every branch that gets there.
  const tally = new Tally();
  let meleeLevels = { actor: 0, target: 0 };
  let likeliest: { p: Q; fight: Fight; work: DevilState } | null = null;
  for (const b of branches) {
    const planned = planFight(b.work, chargeMeleeRequest(req));
    if (!planned.ok) return err(planned.error);
    const f = planned.value;
    meleeReached = add(meleeReached, b.p);
    risks.push([b.p, fightOdds(b.work, f).leaderRisk]);
    if (!likeliest || num(b.p) > num(likeliest.p)) likeliest = { p: b.p, fight: f, work: b.work };
    const m = fightModifiers(b.work, f);
    const actor = strengthOf(f.actor, f.actorStatus);
    const target = strengthOf(f.target, f.targetStatus);
    const wanted = (side: readonly UnitState[]) => side.reduce((n, u) => n + (f.spread[u.id] ?? 0), 0);
    for (const { value: d, w } of opposed(total(m.actor) - total(m.target))) {
      const p = mul(b.p, w);
      const o = meleeOutcome(d, actorDestroyable(b.work));
      let label: string;
      let lost: { actor: Loss | 0; target: Loss | 0 };
      if (o.kind === 'both') {
        label = tieWords(actor, target);
        lost = { actor: 1, target: 1 };
      } else if (o.loser === 'target') {
        const k = kept(o.loss, wanted(f.targetSupport));
        lost = { actor: 0, target: k };
        label = `${target.name} ${keptWords(target, o.loss, k)}`;
      } else {
        const k = kept(o.loss, wanted(f.support));
        lost = { actor: k, target: 0 };
        label = `${actor.name} ${keptWords(actor, o.loss, k)}`;
      }
      tally.add(label, p, meleeRank(d));
      meleeLevels = {
        actor: meleeLevels.actor + num(p) * levelsLost(actor, lost.actor),
        target: meleeLevels.target + num(p) * levelsLost(target, lost.target),
      };
      end(`melee: ${label}`, meleeRank(d), p, after(actor, lost.actor), after(target, lost.target));
    }
  }
  if (likeliest) {
    const m = fightModifiers(likeliest.work, likeliest.fight);
    const f = likeliest.fight;
    stages.push({
      stage: 'Melee (charging)',
      id: 'melee',
      actor: f.actor.name,
      target: f.target.name,
      reached: chance(meleeReached),
      when: `${f.actor.name} ${describeStrength(f.actorStatus, f.actor.bases, f.actor.startBases)}, ${f.target.name} ${describeStrength(f.targetStatus, f.target.bases, f.target.startBases)}`,
      modifiers: m,
      actorModifier: total(m.actor),
      targetModifier: total(m.target),
      odds: { outcomes: tally.outcomes(meleeReached), expected: { actorLevels: meleeLevels.actor / num(meleeReached), targetLevels: meleeLevels.target / num(meleeReached) } },
    });
  }
  return ok(answer());
}
