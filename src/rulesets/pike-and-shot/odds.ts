/**
 * Exact odds of a Pike & Shot action, rolling nothing: every die of the combat (a melee's
 * exchange of fire and its melee roll together) is enumerated through the same resolver the
 * roll uses (combat.ts), and equal outcomes are added up. One outcome per distinct result,
 * each label beginning with the CRT's codes as the scenario writes them. Recovery rolls and
 * the leaders' casualty checks (7.4) are given too; a retreat before the attack is one
 * certain outcome. Every check is the action's own, so odds refuse what the roll refuses.
 */
import { its, listWords, them, verb } from '../../engine/english.js';
import { possessive } from '../../present/words.js';
import type { Modifier, Odds, OddsOutcome, RollPreview } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { PsAction, ReactRequest } from './actions.js';
import { assumedAnswer, assumedStand, type AttackPlan, mayRecover, planAttack, recoveryBy, recoveringFaces, recoveryTarget } from './attacks.js';
import { type CombatPlan, type CombatResult, differentialItems, disorderedByMelee, mootWords, outcomeLabel, pursuerOf, pursuitAfterMeleeDisorder } from './combat.js';
import { everyFall, type Fall, FALLS_TOTAL, oddsOf } from './falls.js';
import { combatLines } from './combat-lines.js';
import { type CombatDie, factorSum, lineValue, sixWords } from './roll-context.js';
import { applyEvents } from './events.js';
import { mayAct, waitingRetreats } from './execute.js';
import { fortuneUnit, lapsedFortunes } from './fortunes.js';
import { unitOf } from './helpers.js';
import { CASUALTY_CHANCE, exposedLeaders, FALL_WHY, SECOND_DIE_FROM } from './leaders.js';
import { type LeaderAttack, meleeOutcomeWords } from './lone-leader.js';
import { counterFireCheck } from './counter-first.js';
import { counterFirePreview } from './counter-odds.js';
import { headLine, sideWords } from './odds-words.js';
import { leaderReactPlan, onWord, reactPlan } from './reactions.js';
import type { Consequence } from './results.js';
import type { PsLeader, PsState, PsUnit } from './state.js';
import { PS_STEPS, stepWords } from './steps.js';

export interface PsPreview extends RollPreview {
  /** The leaders' casualty checks the action calls for, each 1/12 (7.4). */
  readonly distributions: readonly { readonly title: string; readonly outcomes: readonly OddsOutcome[] }[];
  /** Said when retreats wait and the action comes only after them (6.3); also at the head of `note`. */
  readonly after?: string;
  /** Said when an attack is previewed outside its combat phase, as rolled in the next one (3.1, 5.0); first of `note`, and first of all. */
  readonly asIf?: string;
  /** Each CRT line the combat reads and why, a sentence a die with its column (combatLines), said by `odds` and `mods` before the dice. */
  readonly lines?: readonly string[];
  /** How many of `lines` come before the sides' terms: a die rolled first (11.4's fire at the reacting cavalry), so `mods` reads in dice order. */
  readonly linesFirst?: number;
  /** Beside `lines`, one list a line: the terms `mods` tables under an exchange fire's sentence (5.4, 7.3); empty for the others. */
  readonly lineItems?: readonly (readonly Modifier[])[];
  /** The odds table's heading when its outcomes read several dice (codesHeading). */
  readonly heading?: string;
  /** The first line of `odds`: the two units and the value the combat reads, made up as a sum (headLine). */
  readonly head?: string;
  /** `mods`: what each side's terms add up to, in the head's words ("fire factor 4"), or why it has none (sideWords). */
  readonly sides?: { readonly actor: string; readonly target?: string };
  /** What the odds rest on beyond the dice (4.5: fire taken on the game master's word), said by `odds` too, not only in `note`. */
  readonly caveat?: string;
}

/**
 * 11.8: the units a pursuer will follow and eliminate once they retreat or rout, with their
 * pursuer (as fight.ts decides it), and whether the label must say the pursuer ends disordered:
 * a charger's disorder is said once, as the charger's (11.7).
 */
function riddenDown(s: PsState, plan: CombatPlan, r: CombatResult, pursue: boolean): { readonly unit: string; readonly name: string; readonly chaser: string; readonly saysDisorder: boolean }[] {
  if (!pursue) return [];
  return r.consequences.flatMap((c) => {
    const chaser = !c.ignored && !c.eliminate && (c.retreat || c.rout) ? pursuerOf(plan, r, c.unit, pursuitAfterMeleeDisorder(s)) : null;
    const charger = r.chargerDisordered && plan.kind === 'melee' && chaser?.id === plan.attacker.id;
    // Disordered by the melee (house rule pursuitAfterMeleeDisorder), the pursuit's disorder changes nothing (11.8).
    return chaser ? [{ unit: c.unit, name: c.name, chaser: chaser.name, saysDisorder: !charger && !disorderedByMelee(r, chaser.id) }] : [];
  });
}

export function combatOdds(s: PsState, plan: CombatPlan, falls: readonly Fall[] = everyFall(s, plan), pursue = false): Odds {
  const counts = new Map<string, number>();
  const names = [s.sides[0].name, s.sides[1].name] as const;
  for (const { result: r, weight } of falls) {
    // 11.8: the pursuer ends disordered, as the retreat's result then says.
    const chased = riddenDown(s, plan, r, pursue).map((d) => `${d.chaser} pursues: ${d.name} eliminated${d.saysDisorder ? ` and ${d.chaser} disordered` : ''} (11.8)`);
    const label = outcomeLabel(r, names, chased);
    counts.set(label, (counts.get(label) ?? 0) + weight);
  }
  return oddsOf(counts, FALLS_TOTAL);
}

/** Most likely first, as every other table of odds. */
const casualtyTable = (name: string) => ({
  title: `Casualty check for ${name} (7.4)`,
  outcomes: [
    { label: `${name} is unhurt`, probability: 1 - CASUALTY_CHANCE.probability, fraction: '11/12' },
    { label: `${name} is a casualty (11–12 on two dice)`, probability: CASUALTY_CHANCE.probability, fraction: CASUALTY_CHANCE.fraction },
  ],
});

/**
 * 7.4: a leader whose unit the combat eliminates (routing, or a charge's DD on infantry) falls
 * with it, with no check (fight.ts); one whose unit a pursuer will ride down makes his check
 * and, unhurt, falls with it then (11.8); otherwise he makes his check, 1/12. Together, exactly.
 */
function leaderOdds(s: PsState, plan: CombatPlan, all: readonly Fall[], l: PsLeader, pursue: boolean) {
  const routing = (c: Consequence) => c.rout || s.pending.some((x) => x.unit === c.unit && x.rout);
  const weigh = (keep: (r: CombatResult) => boolean) => all.filter(({ result }) => keep(result)).reduce((n, f) => n + f.weight, 0);
  const lost = (r: CombatResult, rout: boolean) => r.consequences.some((c) => c.unit === l.with && !c.ignored && c.eliminate && routing(c) === rout);
  const routed = weigh((r) => lost(r, true));
  const unretreated = s.rules.houseRules.leaderFallsWithNoRetreat ? weigh((r) => lost(r, false)) : 0;
  const ridden = weigh((r) => riddenDown(s, plan, r, pursue).some((d) => d.unit === l.with));
  if (routed === 0 && unretreated === 0 && ridden === 0) return casualtyTable(l.name);
  const other = FALLS_TOTAL - routed - unretreated - ridden;
  const counts = new Map([
    [`${l.name} falls with ${FALL_WHY.routed}`, routed * 12],
    [`${l.name} falls with ${FALL_WHY['no retreat']}`, unretreated * 12],
    [`${l.name} falls with ${FALL_WHY['ridden down']}`, ridden * 11],
    [`${l.name} is a casualty (11–12 on two dice)`, ridden + other],
    [`${l.name} is unhurt`, other * 11],
  ]);
  return { title: `Casualty check for ${l.name} (7.4)`, outcomes: oddsOf(new Map([...counts].filter(([, n]) => n > 0)), FALLS_TOTAL * 12).outcomes };
}

/** 7.1, 7.4: fire at a leader alone is his casualty check alone; a melee is his sure retreat (or end). */
/** Odds with no levels lost: Pike & Shot results are codes, not levels. */
const noLevels = { actorLevels: 0, targetLevels: 0 };
/** The odds of a result known before any die: one outcome, certain. */
const certain = (label: string) => ({ outcomes: [{ label, probability: 1, fraction: '1' }], expected: noLevels });

function leaderPreview(p: LeaderAttack): PsPreview {
  const l = p.leader;
  const base = { actor: p.attacker.name, target: l.name, modifiers: { actor: [], target: [] }, actorModifier: 0, targetModifier: 0 };
  if (p.kind === 'fire') {
    const table = casualtyTable(l.name);
    return { ...base, odds: { outcomes: table.outcomes, expected: noLevels }, note: `No combat die at a leader alone: two dice for his casualty check (7.1, 7.4; ${BY_HAND}).`, distributions: [] };
  }
  return { ...base, odds: certain(meleeOutcomeWords(p)), note: 'No dice: a leader alone retreats before a melee, or is eliminated if he cannot (7.1).', distributions: [] };
}

const DIE_WORDS: Readonly<Record<CombatDie['stage'], string>> = {
  fire: 'the fire die',
  'fire back': 'the fire-back die',
  'attacker fire': "the attacker's fire",
  'defender fire': "the defender's fire",
  'charge fire': "the defender's fire at the charger",
  melee: 'the melee die',
  charge: 'the charge die',
};

/** The stages each die of the roll may read, by its place in order; `fewer` when some falls stop early (5.4). */
function diceInOrder(falls: readonly Fall[]): { seen: Map<number, Set<CombatDie['stage']>>; fewer: boolean } {
  const seen = new Map<number, Set<CombatDie['stage']>>();
  let fewer = false;
  let most = 0;
  for (const { stages } of falls) {
    stages.forEach((stage, i) => seen.set(i, (seen.get(i) ?? new Set()).add(stage)));
    if (most > 0 && stages.length !== most) fewer = true;
    most = Math.max(most, stages.length);
  }
  return { seen, fewer };
}

const CODE_WORDS: Readonly<Record<CombatDie['stage'], string>> = {
  fire: 'fire',
  'fire back': 'fire back',
  'attacker fire': "attacker's fire",
  'defender fire': "defender's fire",
  'charge fire': "defender's fire",
  melee: 'melee',
  charge: 'charge',
};

/**
 * The odds table's heading when an outcome reads several dice ("D / NE / DD: …"): which CRT
 * line each code comes from, in order ("attacker's fire / defender's fire / melee").
 */
export function codesHeading(falls: readonly Fall[]): string | undefined {
  const { seen } = diceInOrder(falls);
  if (seen.size < 2) return undefined;
  const parts = [...seen.values()].map((stages) => [...new Set([...stages].map((st) => CODE_WORDS[st]))].join(' or '));
  return `${parts.join(' / ')}: outcome`;
}

/** 7.4: a first die of 1 to 4 decides the check, so dice typed by hand skip the second. */
const BY_HAND = `typed by hand, the second only after a first of ${SECOND_DIE_FROM} or 6`;

/**
 * The dice the roll asks for, in order, read from the resolver itself over every fall of the
 * dice (so only the fires the plan makes: a charger never fires, 11.7 2; a unit with no fire
 * factor neither). The last die may be left unrolled when the exchange of fire ends the melee (5.4).
 */
export function diceNote(s: PsState, p: CombatPlan, leaders: readonly string[], mayFall = false, falls: readonly Fall[] = everyFall(s, p)): string {
  const { seen, fewer } = diceInOrder(falls);
  // A charge broken by the defender's fire (11.7) rolls its last die on the Melee line instead.
  // 5.4, 6.1: a die none of whose faces can change anything is rolled by a program, not asked by
  // hand; said only when that holds in every fall that reaches it (the exchange of fire may decide it).
  const alwaysSettled = (st: CombatDie['stage']) => falls.every((f) => !f.stages.includes(st) || f.settled.has(st));
  const unasked = (stages: ReadonlySet<CombatDie['stage']>) => ([...stages].every(alwaysSettled) ? ' (no result of it changes anything: not asked when rolling by hand)' : '');
  const dice = [...seen.values()].map((stages) => (stages.has('charge') && stages.has('melee') ? 'the charge die (a melee die if the charge is broken, 11.7)' : `${[...stages].map((st) => DIE_WORDS[st]).join(' or ')}${unasked(stages)}`));
  const list = dice.length === 1 ? (dice[0] ?? '') : `${dice.slice(0, -1).join(', ')}, then ${dice[dice.length - 1]}`;
  const unless = fewer ? ', unless the exchange of fire ends the melee (5.4)' : '';
  // A fire no face of whose column changes anything rolls no die (combat.ts mootFire).
  const moot = falls[0]?.result.stages.find((st) => st.noDie);
  if (dice.length === 0 && moot) return `Dice: no fire die, as ${mootWords(moot)}${leaders.length === 0 ? '' : `; ${checksWords(leaders, mayFall)}`}.`;
  const checks = leaders.length === 0 ? '' : `; then ${checksWords(leaders, mayFall)}`;
  return `Dice: ${list}${unless}${checks}.`;
}

/** 7.4: named in the order the roll asks for them (exposedLeaders), so hand dice go to the right one. */
function checksWords(leaders: readonly string[], mayFall: boolean): string {
  const who = leaders.length === 1 ? `${possessive(leaders[0] ?? '')} casualty check` : `each of the casualty checks of ${leaders.join(', then ')}`;
  return `two dice for ${who} (7.4; ${BY_HAND})${mayFall ? ', none for a leader who falls with his unit' : ''}`;
}

/** The modifiers and odds of a planned combat, leaders' casualty checks included (7.4). */
function combatPreview(s: PsState, p: CombatPlan, pursue: boolean): PsPreview {
  const a = unitOf(s, p.kind === 'fire' ? p.firer.id : p.attacker.id);
  const t = unitOf(s, p.kind === 'fire' ? p.target.id : p.defender.id);
  // 7.4, as fight.ts: one list of the leaders the combat exposes.
  const exposed = exposedLeaders(s, p);
  const falls = everyFall(s, p);
  const heading = codesHeading(falls);
  const checks = exposed.map((l) => leaderOdds(s, p, falls, l, pursue));
  const actorItems = p.kind === 'fire' ? p.fire.items : p.attackerMelee[a.status].items;
  const targetItems = p.kind === 'fire' ? (p.back?.items ?? []) : p.defenderMelee[t.status].items;
  const sum = (xs: readonly { value: number }[]) => xs.reduce((n, x) => n + x.value, 0);
  const lines = combatLines(s, p, falls.map((f) => f.result));
  return {
    lines: lines.map((l) => l.text),
    lineItems: lines.map((l) => l.items),
    actor: a.name,
    target: t.name,
    modifiers: { actor: actorItems, target: targetItems },
    actorModifier: sum(actorItems),
    targetModifier: sum(targetItems),
    odds: combatOdds(s, p, falls, pursue),
    note: diceNote(s, p, exposed.map((l) => l.name), checks.some((d) => d.outcomes.some((o) => o.label.endsWith(FALL_WHY.routed) || o.label.endsWith(FALL_WHY['no retreat']))), falls),
    distributions: checks,
    ...(heading ? { heading } : {}),
    head: headLine(p, a, t),
    sides: sideWords(p, a, t),
  };
}

/** 5.5, 11.5: a retreat before the attack rolls nothing: one certain outcome. */
function evadePreview(p: Extract<AttackPlan, { kind: 'evade' }>): PsPreview {
  return {
    actor: p.attacker.name,
    target: p.target.name,
    modifiers: { actor: [], target: [] },
    actorModifier: 0,
    targetModifier: 0,
    odds: certain(p.words),
    note: `No dice: ${p.target.name} ${verb(p.target, 'retreats')} before the attack instead of fighting (--evade).`,
    distributions: [],
  };
}

function attackPreview(s: PsState, planned: Result<AttackPlan, string>): Result<PsPreview, string> {
  if (!planned.ok) return planned;
  const p = planned.value;
  switch (p.kind) {
    case 'leader':
      return ok(leaderPreview(p.attack));
    case 'evade':
      return ok(evadePreview(p));
    case 'fight':
      return ok(combatPreview(s, p.plan, p.pursue));
  }
}

/** A reaction, a fortune of war's included (6.5), in the state it would be rolled in (the cavalry moved first, 11.4). */
function reactPreview(s: PsState, req: ReactRequest, fromFortune: boolean): Result<PsPreview, string> {
  // 4.5: without hexes, fire at a move is taken on the game master's word, as the roll's result says
  // (before the roll: unless the result ends the move).
  const firer = s.units.find((u) => u.id === req.unit);
  const mover = s.units.find((u) => u.id === req.target) ?? s.leaders.find((l) => l.id === req.target);
  const word = req.how === 'fire' && !fromFortune && firer && mover ? onWord(s, firer, mover, 'before the roll') : '';
  // 11.4: the counter-fire flags are checked as the command checks them, and the fire named comes first in the odds.
  const checked = fromFortune ? null : counterFireCheck(s, req, true);
  if (checked !== null && !checked.ok) return checked;
  if (checked?.ok && checked.value !== null) return counterFirePreview(s, req, checked.value, (st, rq) => reactPreview(st, rq, false));
  const said = (p: PsPreview, before = ''): PsPreview => {
    const head = before;
    return head === '' && word === '' ? p : { ...p, note: [head, p.note ?? '', word].filter((w) => w !== '').join(' '), caveat: [head, word].filter((w) => w !== '').join(' ') };
  };
  const atLeader = leaderReactPlan(s, req, fromFortune, true);
  if (atLeader !== null) return atLeader.ok ? ok(said(leaderPreview(atLeader.value))) : atLeader;
  const r = reactPlan(s, req, fromFortune);
  if (!r.ok) return r;
  const preview = combatPreview(r.value.state, r.value.plan, r.value.pursue);
  // 9.2, 4.5, 11.4: fire at an earlier pivot, or cavalry reacting to the last step, takes the move back first, as the roll says.
  const back = r.value.pre.find((e) => e.type === 'pivot-back' || e.type === 'step-back');
  // 4.5, 11.4: the result opens with the taking back; the odds, printed just before it at the
  // keyboard, say only where the reaction is fought, so the line is not said twice in a row.
  const where = back?.type === 'step-back' && mover !== undefined ? `These odds are for the reaction in ${back.hex}, as ${mover.name} ${verb(mover as PsUnit, 'exits')} it (4.5, 11.4).` : '';
  const p = said(preview, back?.text ?? '');
  return ok(where === '' ? p : { ...p, caveat: [where, word].filter((w) => w !== '').join(' ') });
}

function recoveryPreview(s: PsState, u: PsUnit, fortune = false): PsPreview {
  const { target, items, sixFails } = recoveryTarget(s, u, fortune);
  const wins = recoveringFaces(target, sixFails);
  return {
    actor: u.name,
    modifiers: { actor: items, target: [] },
    actorModifier: target,
    targetModifier: 0,
    odds: oddsOf(
      new Map([
        [`${u.name} ${verb(u, 'recovers')}`, wins],
        [`${u.name} ${verb(u, 'stays')} disordered`, 6 - wins],
      ].filter(([, n]) => (n as number) > 0) as [string, number][]),
      6,
    ),
    // A certain outcome is a settled die (attacks.ts rollRecovery): by hand it is not asked.
    note: `Recovery needs ${target} or less on one die (6.2)${sixWords(target, sixFails, items.length > 1) ? `; ${sixWords(target, sixFails, items.length > 1)}` : ''}${wins === 0 || wins === 6 ? `; no face changes the outcome, so by hand no die is asked` : ''}.`,
    distributions: [],
    // The number the die must not pass, as a sum in the words of a combat's head (6.2, 7.3).
    head: `${u.name}: ${factorSum('recovery', target, items)}`,
    sides: { actor: factorSum('recovery', target, items) },
  };
}

/**
 * The modifiers and exact odds of a dice-rolling action, changing nothing. Every check is the
 * action's own (mayAct, planAttack, reactPlan, recoveryBy, fortuneUnit): what the roll refuses,
 * the odds refuse with the same words; only the retreats that wait (see previewState) and, for an
 * attack, the combat phase still to come (see asIfCombat) do not stop them.
 */
export function previewPs(s: PsState, action: PsAction): Result<PsPreview, string> {
  const now = previewState(s, action);
  if (!now.ok) return now;
  const at = { ...asIfCombat(now.value.state, action), after: now.value.after };
  const p = actionPreview(at.state, action);
  // 6.5: the roll would first let the fortunes of war held lapse: the odds say so beforehand.
  const lapse = lapsedFortunes(at.state, action).results.map((r) => r.result);
  // 5.5, 11.5: a fire whose target's answer is unsaid is taken, as the roll takes it: say so, with the other answers' flags.
  // 5.5, 10.6, 11.6, 11.11: likewise a melee whose defender may retreat before it stands.
  const assumed = !p.ok ? null : action.kind === 'fire' ? assumedAnswer(at.state, action) : action.kind === 'melee' || action.kind === 'charge' ? assumedStand(at.state, action) : null;
  const said = [at.after, lapse.length > 0 ? `Rolling this lets unplayed fortunes lapse first: ${lapse.join(' ')}` : null, assumed].filter((x): x is string => x !== null);
  if (!p.ok) return p;
  const asIf = at.asIf === null ? {} : { asIf: at.asIf };
  const head = [at.asIf, ...said].filter((x): x is string => x !== null);
  if (head.length === 0) return p;
  const after = said.length === 0 ? {} : { after: said.join(' ') };
  return ok({ ...p.value, ...asIf, ...after, note: `${head.join(' ')} ${p.value.note ?? ''}`.trim() });
}

/**
 * 3.1, 5.0, 6.2: an attack, or a recovery instead of one, is made in a combat phase only, but a
 * game master planning his moves wants its odds first. Before the turn's combat phases (weather,
 * movement), `odds` and `mods` of fire, melee, charge and recover give the roll as made in the
 * next combat phase, from the state now: the roll itself stays refused, and so do the odds of
 * one refused for any other reason (a unit of the other player, one not disordered or next to
 * the enemy, 6.2).
 */
function asIfCombat(s: PsState, action: PsAction): { state: PsState; asIf: string | null } {
  const attack = action.kind === 'fire' || action.kind === 'melee' || action.kind === 'charge';
  const i = PS_STEPS.findIndex((d) => d.id === s.step);
  const before = PS_STEPS[i]?.kind === 'weather' || PS_STEPS[i]?.kind === 'move';
  const next = PS_STEPS.slice(i + 1).find((d) => d.kind === 'combat');
  if (!(attack || action.kind === 'recover') || !before || next === undefined) return { state: s, asIf: null };
  const state = applyEvents(s, [{ type: 'step', step: next.id, text: '' }]);
  const waits = attack ? 'the attack itself waits for it (5.0)' : 'the recovery roll itself waits for it (6.2)';
  return { state, asIf: `As if in the next combat phase, ${stepWords(next.id)}: ${waits}; the units are taken as they stand now.` };
}

/**
 * The state the action's dice would fall in. While retreats wait (6.3), an action they hold
 * back is rolled only after them: `odds` and `mods` give it as rolled then, with every other
 * check the roll makes, on the state without the waiting retreats, the units where they stand
 * now (where a retreat ends is not known yet); a note says so.
 */
function previewState(s: PsState, action: PsAction): Result<{ state: PsState; after: string | null }, string> {
  const now = mayAct(s, action);
  if (now.ok) return ok({ state: s, after: null });
  if (s.pending.length === 0) return now;
  // A waiting unit's own action, or one against it, falls where its retreat ends, not known yet.
  const named = ['unit' in action ? action.unit : undefined, 'target' in action ? action.target : undefined];
  if (s.pending.some((p) => named.includes(p.unit))) return err(`${now.error}; the odds of an action by or against a unit still to retreat wait for where it ends (6.3)`);
  const later: PsState = { ...s, pending: [] };
  const may = mayAct(later, action);
  if (!may.ok) return may;
  const them = s.pending.length === 1 ? 'the retreat that waits' : 'the retreats that wait';
  return ok({ state: later, after: `Rolled only after ${them}, ${waitingRetreats(s)}; the units are taken where they stand now (6.3).` });
}

function actionPreview(s: PsState, action: PsAction): Result<PsPreview, string> {
  switch (action.kind) {
    case 'fire':
    case 'melee':
    case 'charge':
      return attackPreview(s, planAttack(s, action, true));
    case 'react':
      return reactPreview(s, action, false);
    case 'recover': {
      const u = recoveryBy(s, action);
      return u.ok ? ok(recoveryPreview(s, u.value)) : u;
    }
    case 'fow': {
      const u = fortuneUnit(s, action);
      if (!u.ok) return u;
      if (action.use === 'react') return reactPreview(s, action.react, true);
      if (action.use === 'move') return ok(NO_DICE);
      const can = mayRecover(u.value);
      return can.ok ? ok(recoveryPreview(s, u.value, true)) : can;
    }
    default:
      // No odds to give, which is an answer (a script goes on), not a refusal.
      return ok(NO_DICE);
  }
}

/** What an action that rolls nothing (a move, a loosing) previews: nothing to add to a die. */
const NO_DICE: PsPreview = { modifiers: { actor: [], target: [] }, actorModifier: 0, targetModifier: 0, distributions: [] };
