/**
 * `mods` and `odds`: the itemised modifiers and the exact outcome distribution of an action,
 * without rolling and without changing anything. Pure and dice-free; valid at any step.
 * Fire, Advancing Fire and Melee are the combat tables' (fire.ts, melee.ts); a Charge is
 * refused exactly as the charge itself would be, and otherwise answered stage by stage with
 * the exact odds of the whole charge (charge-odds.ts); the initiative, command and the turn
 * engine's own tests are answered here.
 */
import type { Modifier, Odds, Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { ChargeRequest, DevilAction, FireRequest, FollowUpMelee } from './actions.js';
import { type ChargeEligibility, chargeCheck } from './charge-check.js';
import { type ChargeStageOdds, chargeOdds } from './charge-odds.js';
import { coverNote } from './charge-shots.js';
import { meleeFaceProblem } from './engaged-enemy.js';
import { advancingFireModifiers, advancingFireOdds, fireActionPreview, fireModifiers, fireOdds, firerName } from './fire.js';
import { splitFireOdds } from './split-fire.js';
import { fightModifiers, type LeaderRisk, meleeModifiers, meleeOdds, type MeleeOdds, weightedRisks } from './melee.js';
import { movementBudget, type MovementBudget, retireFromCombatProblem, retireModifiers, retireOdds } from './movement.js';
import { d6Plus, needsRegroup, regroupLevels, regroupModifiers, regroupOdds, type RegroupContext, restWords, sumModifiers } from './rally.js';
import { routedModifiers, routedOdds } from './routed.js';
import type { DevilState, Status, UnitState } from './state.js';
import { gainLevels, LADDER, STATUS_WORDS } from './status.js';
import { impetuousRefusal, impetuousTargetRefusal } from './impetuous.js';
import { regroupLeaderMissing, situationForbids, type UnitActionKind } from './turn-activation.js';
import { regroupWithAnyLeader } from './turn-tables.js';
import { initiativeOdds } from './turn-initiative.js';
import { attachedLeader, commandOdds } from './turn-leaders.js';
import { followUpMelee, meleeTarget } from './turn-unit-actions.js';
import { frac, mul, num, parseFraction, ZERO, add, type Q } from '../../dice/fraction.js';
import { itWord, them, verb, alreadyActed } from './words.js';

export interface Preview {
  readonly modifiers?: { readonly actor: readonly Modifier[]; readonly target: readonly Modifier[] };
  readonly actorModifier?: number;
  readonly targetModifier?: number;
  readonly odds?: Odds;
  /** Moves: the itemised movement budget. */
  readonly budget?: MovementBudget;
  /**
   * A charge: its stages in the order their dice are rolled (defensive fire, pass-through
   * fire, pistols or carbines at contact, the melee), each with its modifiers, the chance it
   * is reached and its odds if it is. `modifiers` above are then the melee's as things stand,
   * and `odds` the whole charge's. A split fire: one stage per target (id `fire`), always
   * reached; `odds` then count the targets hurt.
   */
  readonly stages?: readonly PreviewStageOdds[];
  /** What the game master should know before the roll (a charge's notes: no defensive fire, harquebusiers...). */
  readonly notes?: readonly string[];
  /** A Regroup in combat or a Retire out of one: the enemy of the melee its odds open out into, whose levels `odds` expects too. */
  readonly opponent?: string;
  /** A fire split between targets ("Fire"): `stages` holds one calculation per target. */
  readonly split?: boolean;
  /** A Regroup in an ongoing combat, whose odds open out into the melee that follows it ("Ongoing Combats"). */
  readonly regroup?: boolean;
  /** An action that rolls nothing: what it does, in words, from the results of the shared answer's one dry run. */
  readonly whatItDoes?: (results: readonly Resolution[]) => string | undefined;
}

/** A stage of a charge, or one target of a split fire. */
export type PreviewStageOdds = Omit<ChargeStageOdds, 'id'> & { readonly id: ChargeStageOdds['id'] | 'fire' };

/** A split fire: each target's calculation as a stage, and the whole action's odds. */
function splitFirePreview(state: DevilState, action: FireRequest): Result<Preview, string> {
  const each = fireActionPreview(state, action);
  if (!each.ok) return each;
  const stages: PreviewStageOdds[] = each.value.map(({ shot, modifiers, odds }) => ({
    stage: `Fire, ${shot.firingBases} base${shot.firingBases === 1 ? '' : 's'} into the ${shot.arc} arc`,
    id: 'fire',
    actor: firerName(shot),
    target: shot.target.name,
    reached: { probability: 1, fraction: '1' },
    when: '',
    modifiers,
    actorModifier: sumModifiers(modifiers.actor),
    targetModifier: sumModifiers(modifiers.target),
    odds,
  }));
  const first = stages[0];
  return ok({
    modifiers: first ? first.modifiers : { actor: [], target: [] },
    actorModifier: first?.actorModifier ?? 0,
    targetModifier: first?.targetModifier ?? 0,
    odds: splitFireOdds(each.value.map((x) => x.odds)),
    stages,
    split: true,
  });
}

const oneSided = (actor: readonly Modifier[], odds?: Odds): Preview => ({
  modifiers: { actor, target: [] },
  actorModifier: sumModifiers(actor),
  ...(odds ? { odds } : {}),
});

function unit(state: DevilState, id: string): Result<UnitState, string> {
  const u = state.units.find((x) => x.id === id);
  if (!u) return err(`There is no unit ${id}.`);
  if (u.status === 'destroyed') return err(`${u.name} ${verb(u, 'has')} been destroyed.`);
  return ok(u);
}

/** Shape the combat tables' answers as a preview. */
function combat(mods: Result<{ actor: readonly Modifier[]; target: readonly Modifier[] }, string>, odds: Result<Odds, string>): Result<Preview, string> {
  if (!mods.ok) return mods;
  if (!odds.ok) return odds;
  return ok({
    modifiers: { actor: mods.value.actor, target: mods.value.target },
    actorModifier: sumModifiers(mods.value.actor),
    targetModifier: sumModifiers(mods.value.target),
    odds: odds.value,
  });
}

/**
 * The Retire test's odds, with a failure opened out into the melee that follows it (and its
 * leaders' risk). The book names the action "a Melee action" but the fight "the melee", so the
 * labels say "then the melee".
 */
function retireThenMelee(u: UnitState, test: Odds, melee: MeleeOdds): MeleeOdds {
  // The test's labels agree with the unit's name: "fails" or "fail".
  const fails = (o: { label: string }) => /^fail/.test(o.label);
  const failed = test.outcomes.filter(fails).reduce<Q>((p, o) => add(p, parseFraction(o.fraction)), ZERO);
  const pFail = num(failed);
  const outcomes = [
    ...test.outcomes.filter((o) => !fails(o)),
    ...melee.outcomes.map((o) => {
      const p = mul(failed, parseFraction(o.fraction));
      return { label: `${verb(u, 'fails')}, then the melee: ${o.label}`, probability: num(p), fraction: frac(p) };
    }),
  ];
  return {
    outcomes,
    expected: { actorLevels: pFail * melee.expected.actorLevels, targetLevels: pFail * melee.expected.targetLevels },
    leaderRisk: weightedRisks([[failed, melee.leaderRisk]]),
  };
}


/**
 * A Regroup in an ongoing combat is followed by a Melee whatever it achieves ("Ongoing
 * Combats"): each status the Regroup may reach, with its exact chance, opened out into the
 * Melee fought from that status. Null when that Melee would be refused.
 */
function regroupThenMelee(state: DevilState, u: UnitState, ctx: RegroupContext, target: string, melee: FollowUpMelee | undefined): MeleeOdds | null {
  const reached = new Map<Status, Q>();
  if (!needsRegroup(u.status)) reached.set(u.status, parseFraction('1'));
  else {
    for (const e of d6Plus(sumModifiers(regroupModifiers(state, u, ctx))).entries()) {
      const to = gainLevels(u.status, regroupLevels(state, e.value));
      reached.set(to, add(reached.get(to) ?? ZERO, parseFraction(e.fraction)));
    }
  }
  const outcomes: Odds['outcomes'][number][] = [];
  let actorLevels = 0;
  let targetLevels = 0;
  const risks: [Q, readonly LeaderRisk[]][] = [];
  for (const [to, p] of reached) {
    const after: DevilState = { ...state, units: state.units.map((x) => (x.id === u.id ? { ...x, status: to } : x)) };
    const m = meleeOdds(after, followUpMelee({ ...u, status: to }, target, true, melee));
    if (!m.ok) return null;
    const stays = `${verb(u, 'stays')} ${STATUS_WORDS[u.status]}`;
    const first = to !== u.status ? `${STATUS_WORDS[u.status]} → ${STATUS_WORDS[to]}` : needsRegroup(u.status) ? `${verb(u, 'fails')}: ${stays}` : stays;
    for (const o of m.value.outcomes) {
      const joint = mul(p, parseFraction(o.fraction));
      outcomes.push({ label: `${first}, then the melee: ${o.label}`, probability: num(joint), fraction: frac(joint) });
    }
    // Levels regained count against levels lost, as `regroupOdds` counts them.
    actorLevels += num(p) * (m.value.expected.actorLevels - (LADDER.indexOf(u.status) - LADDER.indexOf(to)));
    targetLevels += num(p) * m.value.expected.targetLevels;
    risks.push([p, m.value.leaderRisk]);
  }
  return { outcomes, expected: { actorLevels, targetLevels }, leaderRisk: weightedRisks(risks) };
}

/**
 * What the odds of a charge took by default for the guide's questions the line left open
 * ("Charges": did the charger cross the target's arc, does the target evade, did the charger
 * still make contact), said only where the answer would change the odds.
 */
function assumedNotes(state: DevilState, action: ChargeRequest, can: ChargeEligibility): { notes: string[]; notCrossing: boolean } {
  const asked = new Set(action.assumed ?? []);
  const t = state.units.find((u) => u.id === action.target);
  const notes: string[] = [];
  let notCrossing = false;
  if (!t || asked.size === 0) return { notes, notCrossing };
  // Worded for `mods` and `odds` alike: both read the same assumption.
  if (asked.has('evade') && can.canEvade && !action.evade) {
    notes.push(`${t.name} may evade: this assumes ${itWord(t)} ${verb(t, 'stands')} to receive the charge (--evade if ${itWord(t)} ${verb(t, 'evades')}).`);
  }
  if (asked.has('crossed-arc') && !action.evade) {
    if (action.crossedArc && can.defensiveFire) notes.push(`This assumes the charge crosses the arc of fire of ${t.name}, as a frontal charge does (--no-crossed-arc if it does not).`);
    if (!action.crossedArc) {
      const crossed = chargeCheck(state, { ...action, crossedArc: true });
      if (crossed.ok && crossed.value.defensiveFire) {
        notes.push(`This assumes the charge does not cross the arc of fire of ${t.name} (--crossed-arc if it does: then ${itWord(t)} ${verb(t, 'fires')} first).`);
        notCrossing = true;
      }
    }
  }
  if (asked.has('contact') && action.evade && action.contact === undefined) {
    notes.push(`This assumes ${t.name} ${verb(t, 'gets')} away (--contact if the charger still reaches ${them(t)}).`);
  }
  return { notes, notCrossing };
}

/** The unit action an odds request stands for, and the units that would act; null for the rest. */
function unitActionOf(action: DevilAction): { kind: UnitActionKind; units: readonly string[] } | null {
  switch (action.kind) {
    case 'fire':
      return { kind: 'fire', units: action.units };
    case 'advfire':
    case 'charge':
    case 'melee':
    case 'rest':
      return { kind: action.kind, units: [action.unit] };
    case 'move':
      return { kind: action.mode, units: [action.unit] };
    default:
      return null;
  }
}

/**
 * Refused as the action itself is, in its words: what the unit's situation forbids ("Actions",
 * "Movement"), then a unit that has already acted ("Turn Sequence": one action a turn). Odds
 * still answer in any step, so a game master may plan ahead.
 */
function actorRefusal(state: DevilState, action: DevilAction): string | null {
  const acting = unitActionOf(action);
  if (!acting) return null;
  // Unknown or destroyed units are refused below, by name.
  const units = acting.units.map((id) => state.units.find((x) => x.id === id)).filter((u): u is UnitState => u !== undefined && u.status !== 'destroyed');
  // A Melee checks the contact itself (meleeOdds), naming the enemy, after the acted mark.
  for (const u of acting.kind === 'melee' ? [] : units) {
    const why = situationForbids(u, acting.kind, state.step, regroupWithAnyLeader(state));
    if (why) return why;
  }
  const spent = units.find((u) => u.acted);
  if (spent) return alreadyActed(spent);
  // "Formations": an impetuous unit, when activated, must charge unless the game master waives it.
  // The end-of-turn fire is no activation ("Turn Sequence" 5), so it is not held to it there.
  const waived = (action as { noEnemyInRange?: boolean }).noEnemyInRange === true;
  for (const u of acting.kind === 'melee' || state.step === 'end-fire' ? [] : units) {
    const must = impetuousRefusal(u, acting.kind === 'charge' ? 'charge' : 'other', waived);
    if (must) return must;
    // ... and the nearest formed enemy, not a swarm, unless the game master waives it.
    const swarm = action.kind === 'charge' ? impetuousTargetRefusal(state, u, state.units.find((x) => x.id === action.target), state.step, waived) : null;
    if (swarm) return swarm;
  }
  // A Melee is fought only against an enemy in contact ("Melee"); `odds charge` covers one not yet made.
  const [actor] = units;
  if (action.kind === 'melee' && actor) {
    const t = meleeTarget(actor, action.target, state);
    if (!t.ok) return t.error;
  }
  return null;
}

export function previewDevil(state: DevilState, action: DevilAction): Result<Preview, string> {
  const refused = actorRefusal(state, action);
  if (refused) return err(refused);
  switch (action.kind) {
    case 'initiative': {
      const { modifiers, odds } = initiativeOdds(state);
      return ok({ modifiers: { actor: [modifiers[0]], target: [modifiers[1]] }, actorModifier: modifiers[0].value, targetModifier: modifiers[1].value, odds });
    }
    case 'command': {
      const leader = state.leaders.find((l) => l.id === action.leader);
      if (!leader) return err(`There is no leader ${action.leader}.`);
      if (leader.fate !== 'alive') return err(`${leader.name} has been ${leader.fate}.`);
      const { modifiers, odds } = commandOdds(state, leader);
      return ok(oneSided(modifiers, odds));
    }
    case 'rest': {
      const u = unit(state, action.unit);
      if (!u.ok) return u;
      const ctx = { leader: action.leaderWithActor ?? attachedLeader(state, u.value.id) !== undefined, inCombat: u.value.engagedWith.length > 0 };
      // Refused as the action is ("Ongoing Combats"): in an ongoing combat only with the activating leader attached.
      const missing = regroupLeaderMissing(state, u.value, action.leaderWithActor);
      if (missing) return err(missing.replace('attached.', 'attached (--leader gives the odds as if one were).'));
      // "Rest/Regroup": an OK unit out of combat only rests, and rolls nothing: no table, no modifiers.
      if (!needsRegroup(u.value.status) && !ctx.inCombat) return noDicePreview((r) => (r.action === 'rest' && r.actor === u.value.name ? restWords(u.value, 'odds') : undefined));
      // An OK unit in a combat rolls no regroup, only the melee: no regroup modifiers to show.
      const mods = needsRegroup(u.value.status) ? regroupModifiers(state, u.value, ctx) : [];
      // In an ongoing combat the melee follows at once, as after a failed Retire: chain its odds.
      const target = action.target ?? (u.value.engagedWith.length === 1 ? u.value.engagedWith[0] : undefined);
      const chained = ctx.inCombat && target ? regroupThenMelee(state, u.value, ctx, target, action.melee) : null;
      return ok({ ...oneSided(mods, chained ?? regroupOdds(state, u.value, ctx)), ...(chained && target ? { opponent: target, regroup: true } : {}) });
    }
    case 'move': {
      const u = unit(state, action.unit);
      if (!u.ok) return u;
      const budget = movementBudget(state, u.value, action.mode, action.terrain);
      if (action.mode !== 'retire' || u.value.engagedWith.length === 0) return ok({ budget });
      const stuck = retireFromCombatProblem(state, u.value);
      if (stuck) return err(stuck);
      const ctx = {
        leader: action.leaderWithActor ?? attachedLeader(state, u.value.id) !== undefined,
        status: u.value.status,
        enemies: u.value.engagedWith.map((id) => state.units.find((x) => x.id === id)).filter((x): x is UnitState => x !== undefined),
      };
      const test = retireOdds(state, u.value, ctx);
      const mods = retireModifiers(state, u.value, ctx);
      // A failed Retire is followed at once by a Melee ("Ongoing Combats"): chain its odds.
      const target = action.target ?? (u.value.engagedWith.length === 1 ? u.value.engagedWith[0] : undefined);
      const melee = target ? meleeOdds(state, followUpMelee(u.value, target, ctx.leader, action.melee)) : null;
      if (!melee?.ok) return ok({ ...oneSided(mods, test), budget });
      return ok({ ...oneSided(mods, retireThenMelee(u.value, test, melee.value)), budget, ...(target ? { opponent: target } : {}) });
    }
    case 'routed': {
      const u = unit(state, action.unit);
      if (!u.ok) return u;
      const ctx = { leader: action.leaderWithActor ?? attachedLeader(state, u.value.id) !== undefined, status: action.actorStatus ?? u.value.status };
      return ok(oneSided(routedModifiers(state, u.value, ctx), routedOdds(state, u.value, ctx)));
    }
    case 'fire':
      if (action.split && action.split.length > 0) return splitFirePreview(state, action);
      return combat(fireModifiers(state, action), fireOdds(state, action));
    case 'advfire':
      return combat(advancingFireModifiers(state, action), advancingFireOdds(state, action));
    case 'melee': {
      // Refused as the Melee action itself is, charging or not: the target must touch the actor's front ("Melee").
      const face = meleeFaceProblem(state, action.unit, action.target);
      if (face) return err(face);
      return combat(meleeModifiers(state, action), meleeOdds(state, action));
    }
    case 'charge': {
      // Eligibility first (refused exactly as the charge is), then every stage, composed.
      const r = chargeOdds(state, action);
      if (!r.ok) return r;
      const { stages, odds, eligibility } = r.value;
      const melee = stages.find((x) => x.id === 'melee');
      const mods = melee?.modifiers ?? fightModifiers(state, r.value.meleeAsThingsStand);
      const assumed = assumedNotes(state, action, eligibility);
      const notes = [...eligibility.notes];
      // Why there is no defensive fire is said once, in the charge's result (charge.ts), which
      // comes before the dice when players roll by hand: the odds show no such stage.
      notes.push(...assumed.notes);
      const charger = state.units.find((x) => x.id === action.unit);
      const cover = charger ? coverNote(action, charger, eligibility.contactFire) : null;
      if (cover) notes.push(cover);
      return ok({
        modifiers: { actor: mods.actor, target: mods.target },
        actorModifier: sumModifiers(mods.actor),
        targetModifier: sumModifiers(mods.target),
        odds,
        stages,
        ...(notes.length > 0 ? { notes } : {}),
      });
    }
    default:
      return noDicePreview();
  }
}

/**
 * An action that rolls no dice (facing a flank, a leader's move, resting while OK...): a preview
 * with no odds. `odds` then answers "rolls no dice" instead of refusing, so a script goes on; the
 * shared answer tries the action once on a copy of the battle, to say whether it would be refused
 * now and, through `whatItDoes`, what it would do. A result whose played words are not true before
 * the action is played (a rest's "action is spent") is said in the preview's own words (`own`).
 */
function noDicePreview(own: (r: Resolution) => string | undefined = () => undefined): Result<Preview, string> {
  const whatItDoes = (results: readonly Resolution[]): string | undefined => {
    // What the action does; whether it costs an activation is the header's and the result's to say.
    const said = results.filter((x) => x.action !== 'standing-orders').map((x) => own(x) ?? x.result).filter((x) => x.trim() !== '');
    return said.length > 0 ? said.join(' ') : undefined;
  };
  return ok({ whatItDoes });
}
