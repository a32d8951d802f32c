/**
 * The combat phase's own actions (seed 004, 5.0–5.5, 6.2, 11.5–11.7): who may act when,
 * then the plan (plans.ts) is rolled (fight.ts). Reactions are in reactions.ts.
 */
import { type DiceSource, rollUnlessSettled } from '../../dice/dice.js';
import { possessive } from '../../present/words.js';
import { counted, itWord, listWords, sideSubject, them, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { FireRequest, MeleeRequest } from './actions.js';
import type { CombatPlan } from './combat.js';
import type { PsEvent } from './events.js';
import { declaredElsewhere, declaredMayAttack } from './declare.js';
import { fight } from './fight.js';
import { adjacentEnemies, factorsOf, inPlay, plain, type PsOutcome, retreatCommand, unitNamed } from './helpers.js';
import { fireReach, type LeaderAttack, leaderRetreat, leaderTarget, meleeReach, rollLeaderAttack } from './lone-leader.js';
import { recoveryContext, sixWords } from './roll-context.js';
import { chargeAbility, firePlan, fromTerrainOnlyForGuns, leaderItems, meleePlan, opponents } from './plans.js';
import type { PsLeader, PsState, PsUnit } from './state.js';
import { activeSide, isCombatStep, PS_STEPS, stepWords } from './steps.js';
import { advanceLength, alwaysDisordered, isCavalry, isFormedInfantry, isGun, isInfantry, retreatLength } from './units.js';
import { sideDoes } from './side-words.js';

/** "; type next to reach phase III": how the game master reaches the next combat phase this turn, or ''. */
function toCombat(s: PsState): string {
  const i = PS_STEPS.findIndex((d) => d.id === s.step);
  const ahead = PS_STEPS.slice(i + 1).findIndex((d) => d.kind === 'combat');
  const next = PS_STEPS[i + 1 + ahead];
  if (i < 0 || ahead < 0 || next === undefined) return '';
  return `; type next${ahead === 0 ? '' : ` ${ahead + 1} times`} to reach ${stepWords(next.id).replace(/ \(.*\)$/, '')}`;
}

/** A unit of the phasing player, in its combat phase, that has not attacked yet (5.0); a recovery is tried then too (6.2). */
function mayAttack(s: PsState, u: PsUnit, doing: 'attack' | 'recover' = 'attack'): Result<true, string> {
  if (!isCombatStep(s)) return err(doing === 'attack' ? `units attack in a combat phase, not in ${stepWords(s.step)}${toCombat(s)}` : `a unit tries to recover in its own combat phase, not in ${stepWords(s.step)} (6.2)`);
  if (u.side !== activeSide(s)) return err(`${u.name} ${verb(u, 'belongs')} to ${sideSubject(s.sides[u.side].name)}: in ${stepWords(s.step)} only ${sideDoes(s.sides[activeSide(s) ?? 0].name, `${doing}s`)}`);
  if (!inPlay(u)) return err(`${u.name} ${verb(u, 'is')} no longer in play`);
  if (u.attacked) return err(`${u.name} ${verb(u, 'has')} already attacked (or tried to recover) this phase (5.0)`);
  return ok(true);
}

/** A charge needs 1 to 3 hexes moved in the movement phase before (11.7 1); a unit that may not charge at all is told so first. */
function chargeDistance(a: PsUnit): Result<true, string> {
  const able = chargeAbility(a);
  if (!able.ok) return able;
  if (a.hexesMoved >= 1 && a.hexesMoved <= 3) return ok(true);
  return err(`${a.name} moved ${counted(a.hexesMoved, 'hex', 'hexes')} in the movement phase: a charge needs 1 to 3 (11.7 1)`);
}

/** 7.1: the combat phase's fire or melee at a leader alone, every check made (the roll is lone-leader.ts). */
export function attackLeaderPlan(s: PsState, req: FireRequest | MeleeRequest, l: PsLeader, open = false): Result<LeaderAttack, string> {
  const a = s.units.find((u) => u.id === req.unit);
  if (!a) return err(`no such unit: a leader is no combat unit and does not attack (7.0)`);
  const may = mayAttack(s, a);
  if (!may.ok) return may;
  if (a.side === l.side) return err(`${l.name} is a friend of ${a.name}`);
  const declared = declaredElsewhere(s, a, l.name);
  if (!declared.ok) return declared;
  const base = { attacker: a, leader: l, pre: [], counts: true, action: req.kind };
  if (req.kind === 'fire') {
    if (req.back || req.evade) return err(`${l.name} is a leader alone: he neither fires back nor retreats before fire, he only takes the casualty check (7.1, 7.4)`);
    const fromGun = fromTerrainOnlyForGuns(a, req);
    if (!fromGun.ok) return fromGun;
    const reach = fireReach(s, a, l, req, false);
    return reach.ok ? ok({ ...base, kind: 'fire' as const, retreat: null }) : reach;
  }
  if (req.kind === 'charge') {
    const moved = chargeDistance(a);
    if (!moved.ok) return moved;
  }
  const reach = meleeReach(s, a, l, req, req.kind === 'charge');
  if (!reach.ok) return reach;
  const retreat = leaderRetreat(s, l, a, req.retreat, true, open);
  return retreat.ok ? ok({ ...base, kind: 'melee' as const, retreat: retreat.value }) : retreat;
}

/**
 * An attack of the combat phase, every check made: at a leader alone (7.1), a combat to roll,
 * or a retreat before it that rolls nothing (11.5, 5.5). The roll and `odds` both start here.
 */
export type AttackPlan =
  | { readonly kind: 'leader'; readonly attack: LeaderAttack }
  | { readonly kind: 'fight'; readonly plan: CombatPlan; readonly pursue: boolean }
  | { readonly kind: 'evade'; readonly attacker: PsUnit; readonly target: PsUnit; readonly words: string; readonly outcome: PsOutcome };

/** `open`: for `odds`, a leader alone's retreat may be left unsaid (7.1). */
export function planAttack(s: PsState, req: FireRequest | MeleeRequest, open = false): Result<AttackPlan, string> {
  const lone = leaderTarget(s, req.target, true);
  if (!lone.ok) return lone;
  if (lone.value !== null) {
    const attack = attackLeaderPlan(s, req, lone.value, open);
    return attack.ok ? ok({ kind: 'leader', attack: attack.value }) : attack;
  }
  return req.kind === 'fire' ? planFire(s, req) : planMelee(s, req);
}

/** Roll the attack `planAttack` allows. */
export function resolveAttack(s: PsState, req: FireRequest | MeleeRequest, dice: DiceSource): Result<PsOutcome, string> {
  const p = planAttack(s, req);
  if (!p.ok) return p;
  switch (p.value.kind) {
    case 'leader':
      return ok(rollLeaderAttack(s, p.value.attack, dice));
    case 'evade':
      return ok(p.value.outcome);
    case 'fight': {
      const out = fight(s, p.value.plan, dice, { counts: true, pursue: p.value.pursue, action: req.kind });
      const assumed = req.kind === 'fire' ? takesWords(s, req) : null;
      const [first, ...rest] = out.results;
      return ok(assumed === null || first === undefined ? out : { ...out, results: [{ ...first, result: `${assumed} ${first.result}` }, ...rest] });
    }
  }
}

/**
 * 5.5, 11.5: the answers open to the target of this fire that the command leaves unsaid (none
 * when it gives --back, --no-back or --evade): fire back, and for cavalry the retreat before it.
 */
export function openAnswers(s: PsState, req: FireRequest): ('back' | 'evade')[] {
  if (req.back || req.evade || req.takes === true) return [];
  const p = planAttack(s, req);
  if (!p.ok || p.value.kind !== 'fight') return [];
  return (['back', 'evade'] as const).filter((k) => planAttack(s, { ...req, [k]: true }).ok);
}

/** The flags a target's answers take, in words: "neither --back nor --evade", "no --back". */
function answerFlags(open: readonly ('back' | 'evade')[]): string {
  const flags = open.map((k) => `--${k}`);
  return flags.length === 1 ? `no ${flags[0]}` : `neither ${flags.join(' nor ')}`;
}

const answerCite = (open: readonly ('back' | 'evade')[]): string => (open.includes('evade') ? '5.5, 11.5' : '5.5');

/** A fire whose target could answer and was given no answer: it takes the fire, and the result says so first. */
function takesWords(s: PsState, req: FireRequest): string | null {
  const open = openAnswers(s, req);
  const t = s.units.find((u) => u.id === req.target);
  if (open.length === 0 || !t) return null;
  return `${t.name} ${verb(t, 'takes')} the fire: the command gives ${answerFlags(open)} (${answerCite(open)}).`;
}

/** `odds` and `mods` of such a fire: which answer they assume, and the flags for the others. */
export function assumedAnswer(s: PsState, req: FireRequest): string | null {
  const open = openAnswers(s, req);
  const t = s.units.find((u) => u.id === req.target);
  if (open.length === 0 || !t) return null;
  const others = open.map((k) => (k === 'back' ? `--back has ${them(t)} fire back at the same time` : `--evade has ${them(t)} retreat ${counted(retreatLength(t.type), 'hex', 'hexes')} before the fire, no dice`));
  // Said by `mods` too, so it names no table of odds.
  return `As typed, ${t.name} ${verb(t, 'takes')} the fire; ${listWords(others)} (${answerCite(open)}).`;
}

/** `odds` and `mods` of a melee whose defender may retreat before it and was given no answer: it stands, as the roll has it (5.5). */
export function assumedStand(s: PsState, req: MeleeRequest): string | null {
  const t = s.units.find((u) => u.id === req.target);
  const a = s.units.find((u) => u.id === req.unit);
  if (req.evade || req.stands || !t || !a || !mayRetreatBeforeMelee(t, a)) return null;
  const p = planAttack(s, req);
  if (!p.ok || p.value.kind !== 'fight' || !planAttack(s, { ...req, evade: true }).ok) return null;
  const cite = t.type === 'loose-shotte' ? '10.6' : t.type === 'dragoons' ? '11.11' : '11.6';
  return `As typed, ${t.name} ${verb(t, 'stands')}; --evade has ${them(t)} retreat ${counted(retreatLength(t.type), 'hex', 'hexes')} before the melee, no dice (5.5, ${cite}).`;
}

function planFire(s: PsState, req: FireRequest): Result<AttackPlan, string> {
  const pair = opponents(s, req.unit, req.target);
  if (!pair.ok) return pair;
  const { a, t } = pair.value;
  const may = mayAttack(s, a);
  if (!may.ok) return may;
  if (t.defended === 'melee') return err(`${t.name} ${verb(t, 'was')} attacked by melee this phase: not by fire too (5.2)`);
  const declared = declaredMayAttack(s, a, t);
  if (!declared.ok) return declared;
  // 11.5: the retreat before the fire answers a fire that could be made: check it first.
  const plan = firePlan(s, req);
  if (!plan.ok) return plan;
  if (!req.evade) return ok({ kind: 'fight', plan: plan.value, pursue: false });
  if (!isCavalry(t.type) || isGun(a.type)) return err('only cavalry fired on by infantry or cavalry may retreat before the fire (11.5)');
  const words = `${t.name} ${verb(t, 'retreats')} ${counted(retreatLength(t.type), 'hex', 'hexes')} before ${possessive(a.name)} fire (11.5)`;
  const events: PsEvent[] = [
    { type: 'combat', text: `${a.name} ${verb(a, 'fires')} at ${t.name}.` },
    { type: 'attacked', unit: a.id, text: `${a.name} ${verb(a, 'has')} attacked this phase.` },
    { type: 'defended', unit: t.id, how: 'fire', text: `${t.name} ${verb(t, 'was')} attacked by fire this phase.` },
    { type: 'pending', retreat: { unit: t.id, rout: false, eliminate: false, pursuer: null, from: a.id, melee: false, beforeMelee: true }, text: `${t.name} ${verb(t, 'retreats')} ${retreatLength(t.type)} before the fire (11.5).` },
  ];
  return ok({ kind: 'evade', attacker: a, target: t, words, outcome: { results: [plain('fire', `${words}: ${retreatCommand(t)} …`)], events } });
}

/** 5.5, 10.6, 11.6, 11.11, 7.1: may the defender retreat before this melee? */
export function mayRetreatBeforeMelee(defender: PsUnit, attacker: PsUnit): boolean {
  if (defender.type === 'loose-shotte') return isFormedInfantry(attacker.type);
  if (defender.type === 'dragoons') return !isCavalry(attacker.type);
  if (isCavalry(defender.type)) return isInfantry(attacker.type);
  return false;
}

function planMelee(s: PsState, req: MeleeRequest): Result<AttackPlan, string> {
  if (req.retreat !== undefined) return err('--retreat is for a leader alone attacked in melee (7.1); a unit that may retreats before melee with --evade');
  const pair = opponents(s, req.unit, req.target);
  if (!pair.ok) return pair;
  const { a, t } = pair.value;
  const may = mayAttack(s, a);
  if (!may.ok) return may;
  if (t.defended === 'fire') return err(`${t.name} ${verb(t, 'was')} attacked by fire this phase: not by melee too (5.2)`);
  const declared = declaredMayAttack(s, a, t);
  if (!declared.ok) return declared;
  if (req.kind === 'charge') {
    const moved = chargeDistance(a);
    if (!moved.ok) return moved;
  }
  const plan = meleePlan(s, req);
  if (!plan.ok) return plan;
  if (req.evade) return retreatBeforeMelee(a, t);
  return ok({ kind: 'fight', plan: plan.value, pursue: req.pursue });
}

function retreatBeforeMelee(a: PsUnit, t: PsUnit): Result<AttackPlan, string> {
  if (!mayRetreatBeforeMelee(t, a)) {
    return err(`${t.name} may not retreat before ${possessive(a.name)} melee: loose shotte only from tercios and battalions (10.6), cavalry only from infantry (11.6), dragoons from anything but cavalry (11.11)`);
  }
  const hexes = advanceLength(a.type);
  const retreats = `${t.name} ${verb(t, 'retreats')} ${counted(retreatLength(t.type), 'hex', 'hexes')} before the melee (5.5)`;
  // The retreat comes first (its command), the advance after it: two sentences, never read as one command.
  const advance = `${a.name} may then advance into the vacated hex${t.hex ? `, ${t.hex}` : ''} (6.6)`;
  const words = `${retreats}; ${advance}`;
  const events: PsEvent[] = [
    { type: 'combat', text: `${a.name} ${verb(a, 'attacks')} ${t.name} in melee.` },
    { type: 'attacked', unit: a.id, text: `${a.name} ${verb(a, 'has')} attacked this phase.` },
    { type: 'defended', unit: t.id, how: 'melee', text: `${t.name} ${verb(t, 'was')} attacked by melee this phase.` },
    { type: 'pending', retreat: { unit: t.id, rout: false, eliminate: false, pursuer: null, from: a.id, melee: true, beforeMelee: true }, text: `${t.name} ${verb(t, 'retreats')} before the melee (5.5).` },
    { type: 'advance-offer', offer: { unit: a.id, into: t.hex, hexes }, text: `${a.name} may advance into the vacated hex (5.5, 6.6).` },
  ];
  return ok({ kind: 'evade', attacker: a, target: t, words, outcome: { results: [plain('melee', `${retreats}: ${retreatCommand(t)} … ${advance}.`)], events } });
}

/**
 * The recovery number: the disordered side's recovery factor plus stacked leaders' melee (6.2,
 * 7.3: each stacked leader adds, as in combat). By a fortune of war only one leader may
 * contribute (6.5): the one with the highest melee factor, the first listed on a tie.
 */
export function recoveryTarget(s: PsState, u: PsUnit, fortune = false): { target: number; items: { label: string; value: number; reason: string }[]; sixFails: boolean } {
  const leaders = leaderItems(s, u, 'melee');
  const best = leaders.reduce<(typeof leaders)[number] | null>((b, l) => (b === null || l.value > b.value ? l : b), null);
  const oneLeader = best === null ? [] : [{ ...best, reason: leaders.length > 1 ? `the stacked leader with the highest melee factor: only one contributes to a fortune of war's recovery (6.5)` : `stacked leader's melee factor (6.5, 7.3)` }];
  const items = [
    { label: 'recovery factor', value: factorsOf(u).recovery, reason: `${possessive(u.name)} recovery factor (6.2)` },
    ...(fortune ? oneLeader : leaders),
  ];
  // 7.3's "always fails on a 6" sits under the leader's help: tyw reads it for every roll; the
  // house rule sixFailsOnlyWithLeader reads it for a roll a leader helps only.
  const sixFails = !s.rules.houseRules.sixFailsOnlyWithLeader || items.length > 1;
  return { target: items.reduce((n, i) => n + i.value, 0), items, sixFails };
}

/** 6.2: roll at or under the recovery number, a 6 failing where 7.3 says so. */
export const recovers = (roll: number, target: number, sixFails = true): boolean => !(sixFails && roll === 6) && roll <= target;

/** How many of the die's six faces recover (6.2, 7.3): 0 or 6 makes the roll certain, so settled. */
export const recoveringFaces = (target: number, sixFails: boolean): number => [1, 2, 3, 4, 5, 6].filter((r) => recovers(r, target, sixFails)).length;

export function mayRecover(u: PsUnit): Result<true, string> {
  if (!inPlay(u)) return err(`${u.name} ${verb(u, 'is')} no longer in play`);
  if (isGun(u.type)) return err('artillery is always ordered (6.2)');
  if (alwaysDisordered(u.type)) return err(`${u.name} ${verb(u, 'is')} always disordered and never ${verb(u, 'recovers')} (${u.type === 'dragoons' ? '11.11' : '10.4'})`);
  if (u.status !== 'disordered') return err(`${u.name} ${verb(u, 'is')} not disordered`);
  return ok(true);
}

/** 6.5: with several leaders stacked, the one whose melee factor a fortune of war's recovery counts. */
function oneLeaderWords(s: PsState, u: PsUnit): string {
  const leaders = leaderItems(s, u, 'melee');
  if (leaders.length < 2) return '';
  const best = recoveryTarget(s, u, true).items[1];
  return best ? `of the stacked leaders only ${best.label.replace(/^leader /, '')} contributes, 6.5` : '';
}

/** A recovery roll; `fortune` ignores adjacent enemies and does not use up the unit's attack (6.5). */
export function rollRecovery(s: PsState, u: PsUnit, dice: DiceSource, fortune: boolean): PsOutcome {
  const { target, items, sixFails } = recoveryTarget(s, u, fortune);
  // 6.2: a number of 0 never recovers; 6 or more with no 6 failing (sixFailsOnlyWithLeader) always
  // does: the die is settled then, rolled by a program, not asked by hand.
  const wins = recoveringFaces(target, sixFails);
  const die = [6, `recovery: ${u.name}`, recoveryContext(u.name, target, items, fortune, sixFails)] as const;
  const roll = rollUnlessSettled(dice, wins === 0 || wins === 6, ...die);
  const ok = roll === null ? wins === 6 : recovers(roll, target, sixFails);
  const events: PsEvent[] = [];
  if (!fortune) events.push({ type: 'attacked', unit: u.id, text: `${u.name} tried to recover instead of attacking (6.2).` });
  if (ok) events.push({ type: 'status', unit: u.id, status: 'ordered', text: `${u.name} ${verb(u, 'recovers')} (6.2).` });
  const notes = [sixWords(target, sixFails, items.length > 1), fortune ? oneLeaderWords(s, u) : ''].filter((w) => w !== '');
  const rolled = roll === null ? `no die is rolled, as ${ok ? 'every face recovers' : 'no face recovers'}` : `rolled ${roll}`;
  const text = `${u.name} ${verb(u, 'needs')} ${target} or less (${notes.length > 0 ? notes.join('; ') : '6.2'}), ${rolled}: ${ok ? `${verb(u, 'recovers')}, ordered side up` : `${verb(u, 'stays')} disordered`}.`;
  return {
    results: [{ action: fortune ? 'fow' : 'recover', actor: u.name, modifiers: { actor: items, target: [] }, atMost: target, rolls: roll === null ? {} : { actor: roll }, result: text, changes: ok ? [{ unit: u.name, from: 'disordered', to: 'ordered' }] : [] }],
    events,
  };
}

/** The unit that may try to recover instead of attacking, every check made (6.2); the roll and `odds` both ask. */
export function recoveryBy(s: PsState, req: { unit: string; adjacent: boolean }): Result<PsUnit, string> {
  const named = unitNamed(s, req.unit, 'leaders do not recover; only a unit does (6.2, 7.0)');
  if (!named.ok) return named;
  const u = named.value;
  const may = mayAttack(s, u, 'recover');
  if (!may.ok) return may;
  const declared = declaredElsewhere(s, u, 'a recovery instead');
  if (!declared.ok) return declared;
  const can = mayRecover(u);
  if (!can.ok) return can;
  const near = adjacentEnemies(s, u);
  if (req.adjacent || near.length > 0) {
    return err(`${u.name} ${verb(u, 'is')} next to ${near.length > 0 ? near.map((e) => e.name).join(', ') : 'an enemy'}: ${itWord(u)} ${verb(u, 'recovers')} only away from the enemy, or with a fortune of war (6.2)`);
  }
  return ok(u);
}

export function resolveRecover(s: PsState, req: { unit: string; adjacent: boolean }, dice: DiceSource): Result<PsOutcome, string> {
  const u = recoveryBy(s, req);
  return u.ok ? ok(rollRecovery(s, u.value, dice, false)) : u;
}
