/**
 * Reactions (seed 004, 4.5, 11.4, 6.3, 6.5): who may react to whom, and the plan the roll and
 * the odds both use, so that `odds react …` and `react …` cannot disagree.
 */
import { possessive } from '../../present/words.js';
import { counted, its, itWord, listWords, them, verb } from '../../engine/english.js';
import type { DiceSource } from '../../dice/dice.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { ReactRequest } from './actions.js';
import type { CombatPlan } from './combat.js';
import { applyEvent, applyEvents, type PsEvent } from './events.js';
import { fight } from './fight.js';
import { adjacentEnemies, inPlay, moveGoesOn, type PsOutcome } from './helpers.js';
import { hexDistance } from './hexes.js';
import { firePlan, meleePlan, opponents, rangeOf } from './plans.js';
import { pivotBack } from './pivot-reaction.js';
import { freeHexesBetween, hexBetween, type Placed } from './hex-between.js';
import { stepBack } from './step-back.js';
import { leaderFireRefusal, leaderStepRefusal } from './leader-step.js';
import { type CavalryPlan, counterFire } from './counter-fire.js';
import { entryMark, entryWords, exitWords, foughtAsItExits, heldReaction } from './entry-hold.js';
import { noMoveLeft } from './move-under-way.js';
import { promisedFirers, stepsOpen } from './promise.js';
import { himWord, isLeader, type Mover } from './mover.js';
import { stackedNowWords, stayBehind } from './leaders.js';
import { mayFireAtRetreat, retreatingLeader } from './leader-retreat.js';
import { distanceTo, fireReach, type LeaderAttack, leaderRetreat, leaderTarget, meleeReach, rollLeaderAttack, shieldOf } from './lone-leader.js';
import type { PsLeader, PsState, PsUnit, SideIndex } from './state.js';
import { activeSide, isCombatStep, isMoveStep, stepWords } from './steps.js';
import { isGun, isInfantry, movementReactions, reactionKind } from './units.js';

/** A reaction ready to roll: the plan, made in `state` (the cavalry already in the hex between, 11.4), and what comes before it. */
interface ReactPlan {
  readonly plan: CombatPlan;
  readonly state: PsState;
  readonly pre: readonly PsEvent[];
  readonly pursue: boolean;
}

const groundOf = (req: ReactRequest) => {
  const { range, terrain, hexside, on, into } = req;
  return { ...(range !== undefined ? { range } : {}), ...(terrain !== undefined ? { terrain } : {}), ...(hexside !== undefined ? { hexside } : {}), ...(on !== undefined ? { on } : {}), ...(into !== undefined ? { into } : {}) };
};

/** Cavalry that reacts to movement by moving into the hex between (11.4). */
const movesToReact = (u: PsUnit): boolean => movementReactions(u.type).includes('melee');

/**
 * 11.4: the cavalry's move into the hex between. *Reading:* like any unit's move it leaves its
 * stacked leaders behind (`stayBehind`): a leader moves only by his own move (7.1).
 */
const intoBetween = (a: PsUnit, hex: string | null, joined = ''): PsEvent => ({ type: 'moved', unit: a.id, hex, hexes: 0, text: `${a.name} ${verb(a, 'moves')} into the hex between${hex ? ` (${hex})` : ''} to react (11.4)${joined}.` });

/** 7.1: "; Horn, in 0809, is stacked with Smaland Horse now (7.1)" after the cavalry's move into the hex between. */
const stacked = (words: string): string => (words ? `; ${words}` : '');

export { freeHexesBetween } from './hex-between.js';
export { answersStep, firesOnPromise, firesWhereItStands, hexesUnknown, mayGoOn, pivotedHere, untracedStep } from './move-step.js';
import { answersStep, firesOnPromise, firesWhereItStands, goOnWords, hexesUnknown, mayGoOn, pivotedHere, spentUntraced, untracedStep } from './move-step.js';

/**
 * 4.5, 11.4, 11.9, 11.11, 12.5: whether this unit may react in this way at all. 6.5's "eligible"
 * unit is read as one whose type reacts so, and a fortune of war's refusal says it.
 */
function reactsSo(a: PsUnit, how: ReactRequest['how'], fromFortune: boolean): Result<true, string> {
  const eligible = fromFortune ? `: a fortune of war reaction is one the unit's type may make (6.5)` : '';
  if (isGun(a.type)) return err(`${a.name} ${verb(a, 'is')} artillery, and artillery never reacts (12.5)${eligible}`);
  const allowed = movementReactions(a.type);
  const kind = reactionKind(a.type);
  if (!allowed.includes(how)) return err(`${a.name} cannot react by ${how}: ${kind.name} ${verb(kind, 'reacts')} to movement by ${allowed.join(' or ')} only (${kind.cite})${eligible}`);
  return ok(true);
}

/** 4.5, 11.9, 11.11: why a fire reaction needs the mover next to the unit, in its own kind's words. */
function fireReachWords(a: PsUnit): string {
  const kind = reactionKind(a.type);
  const also = a.type === 'harquebusier' ? `; at two hexes ${itWord(kind)} ${verb(kind, 'reacts')} by melee or charge (11.4)` : '';
  return `${kind.name} ${verb(kind, 'reacts')} by fire to a unit moving next to ${them(kind)} (${kind.cite})${also}`;
}

/**
 * 11.4: a melee or charge reaction reaches an enemy (a unit or a leader) next to the cavalry,
 * or two hexes away by first moving into the hex between. Gives that move's events (none when
 * the enemy is next to it: its move, and the stacked leaders it leaves) and the hex it ends in.
 */
function closeIn(s: PsState, a: PsUnit, t: Placed, reach: number | null, req: ReactRequest): Result<{ readonly pre: PsEvent[]; readonly left: PsEvent[]; readonly hex: string | null }, string> {
  if (reach === 1) {
    if (req.to !== undefined) return err(`${t.name} ${verb(t, 'is')} next to ${a.name}: --to is only for a reaction two hexes away (11.4)`);
    return ok({ pre: [], left: [], hex: a.hex });
  }
  if (reach !== 2) {
    return err(`${t.name} ${verb(t, 'is')} ${reach === null ? 'at an unknown distance' : `${counted(reach, 'hex', 'hexes')} away`}: cavalry reacts to an enemy one or two hexes away (11.4)`);
  }
  if (!movesToReact(a)) return err(`${t.name} ${verb(t, 'is')} two hexes away: only cavalry reacts at two hexes (11.4)`);
  const near = adjacentEnemies(s, a);
  if (near.length > 0 && req.range === undefined) return err(`${a.name} ${verb(a, 'is')} next to ${nextToWords(near)}: ${itWord(a)} cannot react two hexes away (11.4)`);
  const to = hexBetween(s, a, t, req.to);
  if (!to.ok) return to;
  const left = stayBehind(s, a);
  return ok({ pre: [intoBetween(a, to.value, stacked(stackedNowWords(s, a, to.value))), ...left], left, hex: to.value ?? a.hex });
}

/** 11.4: "the enemy Savelli (A2) in 0809", the enemies that bar a reaction two hexes away. */
const nextToWords = (near: readonly PsUnit[]): string => `the enemy ${listWords(near.map((e) => `${e.name} (${e.id}${e.hex ? ` in ${e.hex}` : ''})`))}`;

/** 11.4: how the cavalry reacts through the hex between, for the infantry's fire at that move (counter-fire.ts). */
const cavalryPlan = (s: PsState): CavalryPlan => (req) => {
  // 7.1: his retreat before the melee is asked when the cavalry reacts; it does not bear on its move in.
  const lead = leaderReactPlan(s, req, false, true);
  if (lead) return lead.ok ? ok({ pre: lead.value.pre }) : lead;
  return reactPlan(s, req);
};

/** 11.4: the cavalry's reaction `req` as planned now (a unit or a leader alone its target): its events before the melee. */
export const cavalryEntry = (s: PsState, req: ReactRequest) => cavalryPlan(s)(req);

/** The unit or leader whose move draws reactions now (4.5, 6.5), or null. */
const moverOf = (s: PsState): string | null => (isMoveStep(s) ? (s.moving?.unit ?? null) : s.fowMoved);

/** 11.4: the counter-fire check, its refusal in the words of a unit of the moving player. */
function counterFireOf(s: PsState, a: PsUnit, t: PsUnit, req: ReactRequest): Result<PsState, string> {
  const why = `${a.name} ${verb(a, 'belongs')} to the moving player: ${itWord(a)} only ${verb(a, 'fires')} at enemy cavalry reacting by moving (11.4)`;
  // 4.5, 11.4: the moving player's cavalry, or a melee, makes no reaction at all: said so, not as a fire refused.
  if (req.how !== 'fire' || !isInfantry(a.type)) return err(`${a.name} ${verb(a, 'belongs')} to the moving player, and reactions are made against the moving player's units (4.5); of ${possessive('the moving player')} units, only infantry reacts, by fire at enemy cavalry reacting by moving (11.4)`);
  if (t.side === movingSide(s) || !movesToReact(t)) return err(`${why}; ${t.name} ${verb(t, 'is')} not such cavalry`);
  return counterFire(s, a, t, moverOf(s), req, cavalryPlan(s));
}

/**
 * The player whose move draws reactions: the phasing player in a movement phase; in a combat
 * phase, the owner of the unit that has just made a fortune of war move (6.5); else nobody.
 */
function movingSide(s: PsState): SideIndex | null {
  if (isMoveStep(s)) return activeSide(s);
  const mover = s.fowMoved === null ? undefined : s.units.find((u) => u.id === s.fowMoved && inPlay(u));
  return mover ? mover.side : null;
}

/**
 * The state with cavalry `c` in the hex between (11.4) and the leaders it leaves (`left`) no
 * longer stacked with it. Its move is applied as the roll applies it, so a friendly leader alone
 * in the hex between is stacked with it (7.1): his factor counts and he takes the casualty check
 * (7.3, 7.4), in `odds` as in the roll, and he goes with its retreat (7.3).
 */
function inHexBetween(s: PsState, c: PsUnit, hex: string | null, left: readonly PsEvent[]): PsState {
  const moved = hex === null || hex === c.hex ? s : applyEvent(s, intoBetween(c, hex));
  return left.reduce(applyEvent, moved);
}

/** Who may react, when (4.5, 11.4; 6.3 against a retreat; 6.5 by a fortune of war, and to a fortune of war move). */
function mayReact(s: PsState, a: PsUnit, t: PsUnit, req: ReactRequest, fromFortune: boolean, retreating: boolean): Result<true, string> {
  const kind = reactsSo(a, req.how, fromFortune);
  if (!kind.ok) return kind;
  // 6.5: a fortune of war reaction strikes an adjacent enemy; 4.5: infantry fires at a mover next to it.
  const reach = rangeOf(s, a, t, req, 1);
  if (fromFortune && reach !== 1) return err(`${t.name} ${verb(t, 'is')} ${reach} hexes from ${a.name}: a fortune of war reaction is against an adjacent enemy (6.5)`);
  if (!fromFortune && !retreating) {
    const mover = movingSide(s);
    if (mover === null) {
      const when = 'reactions to movement come in a movement phase (4.5), or right after a fortune of war move (6.5)';
      return err(isCombatStep(s) ? `${when}; in the combat phase the defender reacts with the attack's flags (--back, --evade), or a fortune of war: fow react …` : `${when}, not in ${stepWords(s.step)}`);
    }
    if (a.side === mover) {
      const c = counterFireOf(s, a, t, req);
      return c.ok ? ok(true) : c;
    }
    if (t.side !== mover) return err(`${t.name} ${verb(t, 'is')} not the moving player's unit`);
    if (!isMoveStep(s) && t.id !== s.fowMoved) return err(`${t.name} did not make the fortune of war move: in a combat phase only that move draws reactions (6.5)`);
    if (!t.moved) return err(`${t.name} ${verb(t, 'has')} not moved this phase: a movement reaction is against a unit that moves (4.5); enter its move first`);
    // 4.1, 4.5: the reaction suspends the move it answers, so that move is the one under way.
    if (isMoveStep(s) && s.moving?.unit !== t.id) return err(`${possessive(t.name)} move is finished: a reaction comes while the unit moves, before another unit or leader moves (4.1, 4.5)`);
    if (reactedAlready(s, a)) return err(`${a.name} ${verb(a, 'has')} already reacted to ${possessive(t.name)} move: each unit reacts once to a move, all reactions against the same hex (4.5)`);
  }
  // 4.5: fire answers a move from one hex next to the firer into another: a mover with no move left goes nowhere.
  // 9.2: a paid pivot in the hex it ends in draws reaction too, after the facing changes.
  // Without hexes the game master's word says the fire answers the last step, made.
  // A last step the tool cannot trace (a move given by --hexes alone) is the game master's word too.
  if (!fromFortune && !retreating && req.how === 'fire' && !mayGoOn(s, t) && !pivotedHere(s, t) && !answersStep(s, a, t) && !hexesUnknown(a, t) && !untracedStep(s, t)) {
    return err(`${t.name} ${verb(t, 'has')} no move left (${goOnWords(s, t)}): ${fireAnswers(a)}`);
  }
  // 4.5, 11.4: the melee is fought in the hex the mover is attempting to exit; with no move left it exits none.
  if (!fromFortune && !retreating && req.how !== 'fire' && !mayGoOn(s, t) && !pivotedHere(s, t)) {
    return err(`${t.name} ${verb(t, 'has')} no move left (${goOnWords(s, t)}), so ${itWord(t)} never ${verb(t, 'exits')} ${t.hex ?? 'its hex'}: cavalry reacts against a moving unit in the hex it is attempting to exit (4.5, 11.4)`);
  }
  const unheld = !fromFortune && !retreating && req.how === 'fire' && reach === 1 ? promiseRefusal(s, a, t) : null;
  if (unheld !== null) return err(unheld);
  // 4.5: fire reacts only to a unit next to it; 6.3: a retreat is reacted to as a move is (no skirmishing at two hexes).
  if (!fromFortune && req.how === 'fire' && reach !== 1) {
    return err(`${t.name} ${verb(t, 'is')} ${reach} hexes from ${a.name}: ${retreating ? 'a unit reacts by fire to a retreat next to it, as to a move (6.3, 4.5)' : fireReachWords(a)}`);
  }
  return ok(true);
}

/**
 * 4.5: fire on the condition that the move goes on needs a hex next to both that the mover may
 * enter; fire already taken so binds the same step, so the hex must be next to those firers too.
 */
function promiseRefusal(s: PsState, a: PsUnit, t: Mover): string | null {
  const bound = promisedFirers(s, t);
  if (!firesOnPromise(s, a, t) || stepsOpen(s, t, [...bound, a]).length > 0) return null;
  const also = bound.length > 0 ? ` is also next to ${listWords(bound.map((b) => b.name))}, who fired on that condition already, and` : '';
  return `no hex next to both ${t.name}${t.hex === null ? '' : ` in ${t.hex}`} and ${a.name}${also} is open to ${himWord(t)}: ${fireAnswers(a, isLeader(t) ? ', 7.1' : '')}`;
}

/** 4.5, 11.9, 11.11: "dragoon fire answers a move that goes on … (11.11, 4.5)", in the firer's own kind's words. */
function fireAnswers(a: PsUnit, also = ''): string {
  const name = isInfantry(a.type) ? 'infantry' : a.type === 'dragoons' ? 'dragoon' : a.type === 'harquebusier' ? 'harquebusier' : 'reaction';
  return `${name} fire answers a move that goes on from a hex next to the firer into another (${reactionKind(a.type).cite}${also})`;
}

/** 4.5: whether this unit has reacted to the move under way already. */
const reactedAlready = (s: PsState, a: PsUnit): boolean => s.moving?.reactors?.includes(a.id) === true;

/** 4.5: a reaction to the move under way (not to a retreat, 6.3, nor by a fortune of war, 6.5) marks its reactor. */
const marksReactor = (s: PsState, req: ReactRequest, fromFortune: boolean, promised = false, exit = false): PsEvent[] => {
  if (fromFortune) return [];
  // 11.6: against a leader's retreat before a melee, each unit fires once too.
  if (s.leaderRetreat?.leader === req.target) return [{ type: 'reacted', unit: req.unit, against: 'leader-retreat', target: req.target, text: '' }];
  // 6.3: against a retreat, each unit reacts once too.
  if (s.pending.some((p) => p.unit === req.target)) return [{ type: 'reacted', unit: req.unit, against: 'retreat', target: req.target, text: '' }];
  return s.moving !== null && !s.moving.ended && req.target === s.moving.unit ? [{ type: 'reacted', unit: req.unit, text: '', ...(promised ? { promised } : {}), ...(exit ? { exit } : {}) }] : [];
};

/** The plan of a reaction, every check made; `fromFortune` for a fortune of war (6.5). */
export function reactPlan(s: PsState, req: ReactRequest, fromFortune = false): Result<ReactPlan, string> {
  const pair = opponents(s, req.unit, req.target);
  if (!pair.ok) return pair;
  const { a, t } = pair.value;
  // 11.4: cavalry fired on as it entered a hex between is held to its reaction through that hex.
  const held = heldReaction(s, req, fromFortune);
  if (held !== null && (!held.ok || held.value !== req)) return held.ok ? reactPlan(s, held.value) : held;
  // 9.2: fire at a paid pivot made earlier on the leg takes the move back there first (pivot-reaction.ts).
  const back = fromFortune || req.how !== 'fire' ? null : pivotBack(s, a, t, firesWhereItStands(s, a, t, req));
  if (back !== null) {
    const r = reactPlan(back.state, req);
    return r.ok ? ok({ ...r.value, pre: [...back.events, ...r.value.pre] }) : r;
  }
  if (req.retreat !== undefined) return err('--retreat is for a leader alone reacted against in melee (7.1)');
  const retreating = s.pending.some((p) => p.unit === t.id);
  // 4.5, 11.4: cavalry that reaches the hex the last step left reacts to that step: the mover is taken back there first.
  // Refused there (a hex between held, another enemy next to it), it may still meet the next step out of the hex the mover stands in.
  const stepped = fromFortune || retreating || req.how === 'fire' ? null : stepBack(s, a, t);
  if (stepped !== null) {
    const r0 = reactPlan(stepped.state, req);
    if (r0.ok) return ok({ ...r0.value, pre: [...stepped.events, ...r0.value.pre] });
    // The refusal names the hex the reaction is fought in, where the mover is taken back (4.5, 11.4).
    const r = err(`${r0.error}; ${t.name} ${verb(t, 'is')} taken back to ${stepped.state.units.find((u) => u.id === t.id)?.hex ?? 'the hex it exits'} for this reaction, the hex ${itWord(t)} ${verb(t, 'exits')} (4.5, 11.4)`);
    // Next to the hex being exited, it meets that step there: it moves into no hex between (11.4).
    const back0 = stepped.state.units.find((u) => u.id === t.id);
    if (back0?.hex && a.hex && hexDistance(a.hex, back0.hex, s.rules.shifted) === 1) return r;
    // Several hexes between to choose from: the step is still the one reacted to, once --to names one.
    const back = stepped.state.units.find((u) => u.id === t.id);
    const choices = req.to === undefined && back !== undefined ? freeHexesBetween(stepped.state, a, back) : [];
    if (choices.length > 1 && choices.some((to) => reactPlan(stepped.state, { ...req, to }).ok)) return r;
    const here = reactHere(s, req, a, t, retreating, fromFortune);
    return here.ok ? here : r;
  }
  return reactHere(s, req, a, t, retreating, fromFortune);
}

/** A reaction against the mover where it stands (the hex it exits next), or by fire, or to a retreat, or by a fortune of war. */
function reactHere(s: PsState, req: ReactRequest, a: PsUnit, t: PsUnit, retreating: boolean, fromFortune = false): Result<ReactPlan, string> {
  if (!fromFortune && s.pending.some((p) => p.unit === t.id && p.reactors?.includes(a.id))) return err(`${a.name} ${verb(a, 'has')} already reacted to ${possessive(t.name)} ${s.pending.find((p) => p.unit === t.id)?.rout ? 'rout' : 'retreat'}: each unit reacts once to it (6.3)`);
  const may = mayReact(s, a, t, req, fromFortune, retreating);
  if (!may.ok) return may;
  const counter = !fromFortune && !retreating && a.side === movingSide(s);
  if (req.how === 'fire') {
    if (req.to !== undefined && !counter) return err('--to is for cavalry reacting two hexes away, or for the hex such cavalry moves into when infantry fires at it (11.4)');
    // 11.4: the counter-fire is at the cavalry in the hex between, next to the infantry: planned
    // with it there (the battalion's aspect, 9.3) and its leaders left behind (no casualty check, 7.4);
    // a leader of its side alone there is in the hex fired on (7.4). Driven back, it never entered: the state keeps it where it was.
    // 4.5: where the cavalry reacts to the step just made, the hex between is found with the mover taken back.
    const there = counter ? counterFireOf(s, a, t, req) : ok(s);
    if (!there.ok) return there;
    const sFire = there.value;
    const plan = firePlan(sFire, { kind: 'fire', unit: a.id, target: t.id, hill: false, blocked: false, back: false, evade: false, ...groundOf(req), ...(counter ? { range: 1 } : {}) });
    return plan.ok ? ok({ plan: plan.value, state: sFire, pre: [], pursue: false }) : plan;
  }
  // 11.4: cavalry reacts to a unit two hexes away by moving into the hex between.
  const close = closeIn(s, a, t, rangeOf(s, a, t, req, 1), req);
  if (!close.ok) return close;
  const { pre, left, hex } = close.value;
  // The plan sees the cavalry in the hex between and its leaders left behind, so they join no melee (7.3, 7.4).
  const sNow = inHexBetween(s, a, hex, left);
  const plan = meleePlan(sNow, { kind: req.how, unit: a.id, target: t.id, evade: false, pursue: req.pursue, ...groundOf(req), range: 1 });
  return plan.ok ? ok({ plan: plan.value, state: sNow, pre, pursue: req.pursue }) : plan;
}

/**
 * 7.1: a reaction against a leader: one moving (alone, as the game master judges) in his
 * movement phase, or, by a fortune of war, a leader alone next to the unit (6.5). Null when the
 * target is a unit.
 */
export function leaderReactPlan(s: PsState, req: ReactRequest, fromFortune: boolean, open = false): Result<LeaderAttack, string> | null {
  const retreating = fromFortune ? null : retreatingLeader(s, req.target);
  if (retreating) return retreatFirePlan(s, req, retreating);
  const lone = leaderTarget(s, req.target, fromFortune);
  if (!lone.ok || lone.value === null) return lone.ok ? null : lone;
  const l = lone.value;
  const a = s.units.find((u) => u.id === req.unit);
  if (!a || !inPlay(a)) return err(a ? `${a.name} ${verb(a, 'is')} no longer in play` : 'no such unit: a leader is no combat unit and does not react (7.0)');
  // 11.4: cavalry fired on as it entered a hex between is held to its reaction through that hex.
  const held = heldReaction(s, req, fromFortune);
  if (held !== null && (!held.ok || held.value !== req)) return held.ok ? leaderReactPlan(s, held.value, fromFortune, open) : held;
  if (a.side === l.side) return err(`${l.name} is a friend of ${a.name}`);
  const kind = reactsSo(a, req.how, fromFortune);
  if (!kind.ok) return kind;
  const reach = distanceTo(s, a, l, req) ?? 1;
  if (fromFortune && reach !== 1) return err(`${l.name} is ${reach} hexes from ${a.name}: a fortune of war reaction is against an adjacent enemy (6.5)`);
  if (!fromFortune) {
    if (!isMoveStep(s) || l.side !== activeSide(s)) return err(`${l.name} draws reactions when he moves alone, in his side's movement phase (7.1, 4.5)`);
    if (!l.moved) return err(`${l.name} has not moved this phase: a reaction is against a leader moving alone (7.1, 4.5); enter his move first`);
    if (s.moving?.unit !== l.id) return err(`${possessive(l.name)} move is finished: a reaction comes while he moves, before another unit or leader moves (4.1, 4.5)`);
    if (s.moving.ended) return err(`${possessive(l.name)} move ended with his retreat before the melee (4.5); fire at that retreat comes right after it, before anything else is entered (11.6)`);
    if (reactedAlready(s, a)) return err(`${a.name} ${verb(a, 'has')} already reacted to ${possessive(l.name)} move: each unit reacts once to a move (4.5)`);
    // 7.1, 4.5: stacked with a unit at the end of his step, he is alone no longer where he stands:
    // only fire at the step he made alone answers it (taken on the game master's word without hexes);
    // a melee there would fall on the stack, so reactions on his way are entered as legs.
    const company = shieldOf(s, l);
    if (company && req.how !== 'fire') {
      return err(`${l.name} ended his step stacked with ${company.name}, so he is alone no longer: a melee or charge there falls on ${company.name}; to meet him alone on his way, enter his move in legs (7.1, 4.5)`);
    }
    if (company && !answersStep(s, a, l) && !hexesUnknown(a, l)) {
      return err(`${l.name} ended his step stacked with ${company.name}, so he is alone no longer: fire answers only the step he made alone, from a hex next to ${a.name} into another (7.1, 4.5)`);
    }
  }
  // 4.5, 7.1, 11.4: a melee or charge on him answers the step he made (leader-step.ts).
  const unstepped = fromFortune || req.how === 'fire' ? null : leaderStepRefusal(s, a, l);
  if (unstepped !== null) return err(unstepped);
  const base = { attacker: a, leader: l, counts: false, action: 'react' };
  if (req.how === 'fire') {
    if (req.to !== undefined || req.retreat !== undefined) return err(`--to and --retreat are for a melee or charge reaction (11.4, 7.1)`);
    const fire = fireReach(s, a, l, req, true);
    if (!fire.ok) return fire;
    // 4.5, 7.1: fire that answers no step he made holds him to his next one, as for a unit.
    const unheld = fromFortune ? null : (leaderFireRefusal(s, a, l, firesOnPromise(s, a, l)) ?? promiseRefusal(s, a, l));
    return unheld === null ? ok({ ...base, kind: 'fire', pre: [], retreat: null }) : err(unheld);
  }
  const close = closeIn(s, a, l, reach, req);
  if (!close.ok) return close;
  const { pre, hex } = close.value;
  const mover = { ...a, hex };
  const melee = meleeReach(s, mover, l, { ...req, range: 1 }, req.how === 'charge');
  if (!melee.ok) return melee;
  // A fortune of war finds him in his hex, so his retreat is measured from it; a reaction to his move comes in the hex he was leaving (4.5), which only the game master knows.
  // 7.1: he never enters an enemy's hex, the one the cavalry moved into to react (11.4) included.
  const retreat = leaderRetreat({ ...s, units: s.units.map((u) => (u.id === a.id ? mover : u)) }, l, mover, req.retreat, fromFortune, open);
  return retreat.ok ? ok({ ...base, kind: 'melee', pre, retreat: retreat.value }) : retreat;
}

/** 7.1, 11.6, 7.4: reaction fire at a leader's retreat before a melee is his casualty check, against the hex he left. */
function retreatFirePlan(s: PsState, req: ReactRequest, l: PsLeader): Result<LeaderAttack, string> {
  const a = s.units.find((u) => u.id === req.unit);
  if (!a) return err('no such unit: a leader is no combat unit and does not react (7.0)');
  const may = mayFireAtRetreat(s, a, l, req);
  if (!may.ok) return may;
  return ok({ kind: 'fire', attacker: a, leader: l, pre: [], retreat: null, counts: false, action: 'react', leaving: { from: s.leaderRetreat?.from ?? null } });
}

export function resolveReact(s: PsState, req: ReactRequest, dice: DiceSource, fromFortune = false): Result<PsOutcome, string> {
  const atLeader = leaderReactPlan(s, req, fromFortune);
  if (atLeader) {
    if (!atLeader.ok) return atLeader;
    const p = atLeader.value;
    const rolled = rollLeaderAttack(s, p, dice);
    // 4.5, 7.1: fire where he stands waits on his next step, as fire at a unit does.
    const promised = p.kind === 'fire' && !fromFortune && p.leaving === undefined && firesOnPromise(s, p.attacker, p.leader);
    const events = [...rolled.events, ...marksReactor(s, req, fromFortune, promised)];
    const owed = promised ? owedWords(applyEvents(s, events), req.target) : p.kind === 'fire' && !fromFortune && p.leaving === undefined ? onWord(s, p.attacker, p.leader, applyEvents(s, events)) : '';
    const results = rolled.results.map((x, i) => (owed && i === rolled.results.length - 1 ? { ...x, result: `${x.result} ${owed}` } : x));
    return ok({ results, events });
  }
  const r = reactPlan(s, req, fromFortune);
  if (!r.ok) return r;
  const { plan, state, pre, pursue } = r.value;
  // 4.5: fire that answers no step made waits on the next one.
  const pair = opponents(s, req.unit, req.target);
  const promised = req.how === 'fire' && !fromFortune && pair.ok && firesOnPromise(s, pair.value.a, pair.value.t);
  const fought = fight(state, plan, dice, { counts: false, pursue, action: 'react' });
  // The move into the hex between, and the leaders it leaves, open the result, as for a leader alone (11.4).
  const said = pre.map((e) => e.text);
  const counter = pair.ok && !fromFortune && req.how === 'fire' && !s.pending.some((p) => p.unit === req.target) && pair.value.a.side === movingSide(s);
  // 4.5, 11.4: a melee where the mover stands is fought as it exits that hex: the move is held to go on out of it.
  // 11.8: a mover the result sends in pursuit leaves the hex by that result, not by its move: no exit is owed, so none is recorded.
  const pursuing = applyEvents(s, [...pre, ...fought.events]).pending.some((p) => p.pursuer === req.target);
  const exit = !fromFortune && !pursuing && foughtAsItExits(s, req, pre);
  const marks = counter ? [entryMark(req)] : marksReactor(s, req, fromFortune, promised, exit);
  const events = [...pre, ...fought.events, ...marks];
  const after = applyEvents(s, events);
  const held0 = counter ? entryWords(after, req.target, (how, to) => cavalryPlan(after)({ kind: 'react', unit: req.target, how, target: moverOf(after) ?? '', pursue: false, to }).ok) : exit ? exitWords(after, req.target) : '';
  const held = [held0, exit && pair.ok ? unknownStepWords(s, pair.value.a, pair.value.t) : ''].filter((w) => w !== '').join(' ');
  const owed = held || (promised ? owedWords(after, req.target) : pair.ok && req.how === 'fire' && !fromFortune && !counter ? onWord(s, pair.value.a, pair.value.t, after) : '');
  const last = fought.results.length - 1;
  const results = fought.results.map((x, i) => ({ ...x, result: [...(i === 0 ? said : []), x.result, ...(i === last && owed ? [owed] : [])].join(' ') }));
  return ok({ results, events });
}

/**
 * 4.5, 11.4: a melee fought where the mover stands though the cavalry reaches the hex its last
 * step left, because tyw cannot tell that step's MP (terrain named on a leg of several hexes):
 * said, with how to have it taken back instead; '' otherwise.
 */
function unknownStepWords(s: PsState, a: PsUnit, t: PsUnit): string {
  const from = untakenStepFrom(s, a, t);
  return from === null ? '' : `tyw cannot tell the MP of ${possessive(t.name)} last step (terrain named on a leg of several hexes), so ${t.name} ${verb(t, 'is')} not taken back to ${from}, the hex that step left (4.5); to fight it there, undo and enter the move in one-hex legs.`;
}

/** 4.5: the hex `t`'s last step left, within reach of cavalry `a`, when tyw cannot tell that step's MP to take `t` back there; else null. */
export function untakenStepFrom(s: PsState, a: PsUnit, t: PsUnit): string | null {
  const m = s.moving;
  if (m === null || m.unit !== t.id || m.from === undefined || m.before !== undefined || a.hex === null || t.hex === null) return null;
  const d = hexDistance(a.hex, m.from, s.rules.shifted);
  return d === 1 || d === 2 ? m.from : null;
}

/**
 * 4.5: fire at the move under way where the hexes are unknown (`hexesUnknown`) is taken on the
 * game master's word, which the result says; '' otherwise (a retreat, 6.3, is fired on as it leaves).
 */
export function onWord(s: PsState, a: PsUnit, t: Mover, after?: PsState | 'before the roll'): string {
  const step = stepOnWord(s, a, t);
  if (step === null) return '';
  const lead = hexesUnknown(a, t) ? 'Without hexes,' : `The tool does not know ${isLeader(t) ? 'his' : its(t)} last step, so`;
  const word = `${lead} the fire is taken on the game master's word that the step it answers`;
  // 4.5: before the roll (odds), the step goes on unless the result ends the move.
  if (after === 'before the roll' && step === 'goes') {
    return `${word} goes from a hex next to ${a.name} into another, unless the result ends ${isLeader(t) ? 'his' : its(t)} move (4.5).`;
  }
  // 4.5: a retreat, rout or fall the roll brings ends the move, so the step it answered never came.
  const ended = step === 'goes' && after !== undefined && after !== 'before the roll' ? endedWords(after, t) : null;
  return ended === null ? `${word} ${step} from a hex next to ${a.name} into another (4.5).` : `${word} was to go from a hex next to ${a.name} into another; ${ended} (4.5).`;
}

/** 4.5: after the roll, what ended the move under way ("the retreat ends its move there"), or null when it goes on. */
function endedWords(after: PsState, t: Mover): string | null {
  if (moveGoesOn(after, t.id) && !after.pending.some((p) => p.unit === t.id)) {
    const now = isLeader(t) ? after.leaders.find((l) => l.id === t.id) : after.units.find((u) => u.id === t.id);
    const inGame = now !== undefined && ('type' in now ? inPlay(now) : now.fate === 'active');
    if (inGame) return null;
  }
  if (isLeader(t)) return 'his fall ends his move';
  const p = after.pending.find((x) => x.unit === t.id);
  return p === undefined ? `the result ends ${its(t)} move` : `the ${p.rout ? 'rout' : 'retreat'} ends ${its(t)} move`;
}

/**
 * 4.5: for fire at the move under way with the hexes unknown, whether the step it answers "goes" or,
 * with no move left, "went"; with hexes, "went" for the untraced last step of a spent move; else null.
 */
export function stepOnWord(s: PsState, a: PsUnit, t: Mover): 'goes' | 'went' | null {
  const m = s.moving;
  if (m === null || m.unit !== t.id || m.ended || s.pending.some((p) => p.unit === t.id)) return null;
  if (!hexesUnknown(a, t)) return !isLeader(t) && spentUntraced(s, a, t) ? 'went' : null;
  return !isLeader(t) && !mayGoOn(s, t) && !pivotedHere(s, t) ? 'went' : 'goes';
}

/** 4.5: after fire on the condition that the move goes on, what the move owes (none when a retreat ended it). */
function owedWords(after: PsState, mover: string): string {
  const t: Mover | undefined = after.units.find((u) => u.id === mover) ?? after.leaders.find((l) => l.id === mover);
  const firers = t === undefined ? [] : promisedFirers(after, t);
  if (t === undefined || firers.length === 0) return '';
  const stuck = noMoveLeft(after, t);
  if (stuck !== null) return `${t.name} now ${verb(t, 'has')} no move left (${stuck}) for the step this fire answers: undo this reaction (4.5).`;
  const open = stepsOpen(after, t, firers);
  return `${possessive(t.name)} next step must enter a hex next to ${firers.length > 1 ? 'the units that fired' : firers[0]?.name}${open.length > 0 ? ` (${open.join(' or ')})` : ''}, as this fire answers that step (4.5).`;
}
