/**
 * The turn engine of While the Devil Rules (seed 000, "Turn Sequence", "Leaders and Command
 * Control", "Actions", "Ongoing Combats"): which action is legal when, who may act, and the
 * non-combat rules. Pure: dice come from the injected source, and every answer is events
 * plus itemised results; the state only changes through `applyEvents`.
 */
import type { DiceSource } from '../../dice/dice.js';
import { Distribution } from '../../dice/distribution.js';
import type { Modifier, Odds, Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { AdvancingFireRequest, ChargeRequest, DevilAction, DevilOutcome, FireRequest, FollowUpMelee, MeleeRequest, Resolver } from './actions.js';
import { sackCamp } from './camps.js';
import { canFire, troop } from './catalogue.js';
import { applyEvents, contactsOf, type DevilEvent } from './events.js';
import { armyCheck } from './morale.js';
import { movementBudget, resolveRetireTest } from './movement.js';
import { plural, resolveRegroup, rollFor, unitChange } from './rally.js';
import { impetuousRefusal } from './impetuous.js';
import { commandPassedText, leaderHeldInCombat } from './leaders.js';
import { resolveRouted } from './routed.js';
import type { DevilState, DevilStepId, LeaderState, SideIndex, UnitState } from './state.js';
import { isDestroyedBy, LADDER, loseLevels, STATUS_WORDS } from './status.js';
import { endedSentence, endStandingOrders, standingOrdersActors, standingOrdersReady } from './standing-orders.js';
import { DEVIL_STEPS } from './steps.js';
import { its, itWord, possessive, unitList, verb } from './words.js';
import { commandActivations, commandMinimum, INITIATIVE_MAX_TIES, initiativeModifier, LEADER_MOVE } from './turn-tables.js';

type Outcome = Result<DevilOutcome, string>;

/** The combat resolvers (fire.ts, melee.ts, charge.ts), handed in by execute.ts. */
export interface CombatResolvers {
  readonly fire: Resolver<FireRequest>;
  readonly advancingFire: Resolver<AdvancingFireRequest>;
  readonly melee: Resolver<MeleeRequest>;
  readonly charge: Resolver<ChargeRequest>;
  /** Takes a held melee loss, passing the levels given to the loser's supports (spread.ts). */
  readonly spread: Resolver<Readonly<Record<string, number>>>;
}

/** The turn engine on its own, without the combat tables: every combat is refused. */
export const NO_COMBAT: CombatResolvers = {
  fire: () => err('Fire is resolved by the combat tables, which are not loaded.'),
  advancingFire: () => err('Advancing Fire is resolved by the combat tables, which are not loaded.'),
  melee: () => err('Melee is resolved by the combat tables, which are not loaded.'),
  charge: () => err('Charges are resolved by the combat tables, which are not loaded.'),
  spread: () => err('A melee loss is spread by the combat tables, which are not loaded.'),
};

// ---------------------------------------------------------------------------------------
// Lookups

export const other = (side: SideIndex): SideIndex => (side === 0 ? 1 : 0);
const unitById = (s: DevilState, id: string) => s.units.find((u) => u.id === id);
const leaderById = (s: DevilState, id: string) => s.leaders.find((l) => l.id === id);
const alive = (u: UnitState) => u.status !== 'destroyed';
const living = (l: LeaderState) => l.fate === 'alive';
const sideName = (s: DevilState, side: SideIndex) => s.sides[side].name;
const stepTitle = (id: DevilStepId) => DEVIL_STEPS.find((d) => d.id === id)?.title ?? id;

function getUnit(s: DevilState, id: string): Result<UnitState, string> {
  const u = unitById(s, id);
  return u ? ok(u) : err(`There is no unit ${id}.`);
}
function getLiveUnit(s: DevilState, id: string): Result<UnitState, string> {
  const u = unitById(s, id);
  if (!u) return err(`There is no unit ${id}.`);
  return alive(u) ? ok(u) : err(`${u.name} ${verb(u, 'has')} been destroyed.`);
}
function getLeader(s: DevilState, id: string): Result<LeaderState, string> {
  const l = leaderById(s, id);
  return l ? ok(l) : err(`There is no leader ${id}.`);
}

/** The living leader attached to a unit, if any. */
export function attachedLeader(state: DevilState, unitId: string): LeaderState | undefined {
  return state.leaders.find((l) => living(l) && l.attachedTo === unitId);
}

/** Leaders of a side who may still be given the initiative this turn. */
export function availableLeaders(state: DevilState, side: SideIndex): LeaderState[] {
  return state.leaders.filter((l) => l.side === side && living(l) && !l.hadInitiative);
}

/** Does this leader command the whole army (army commander, or heir to one)? */
function commandsAll(state: DevilState, leader: LeaderState): boolean {
  return leader.role === 'army' || leader.inherited.some((id) => leaderById(state, id)?.role === 'army');
}

/**
 * The living units a leader may activate: his own wing, every unit of the army for the
 * army commander, and the commands passed to him by fallen leaders ("Leaders and Command Control").
 */
export function leaderCommands(state: DevilState, leaderId: string): string[] {
  const leader = leaderById(state, leaderId);
  if (!leader || !living(leader)) return [];
  const all = commandsAll(state, leader);
  return state.units.filter((u) => u.side === leader.side && alive(u) && (all || u.commander === leader.id)).map((u) => u.id);
}

/** Units that may fire in the end-of-turn fire step: able to fire, not yet acted, deployed and not in a melee. */
export function eligibleEndFire(state: DevilState): UnitState[] {
  return state.units.filter(
    (u) => alive(u) && !u.acted && u.formation === 'battle' && u.engagedWith.length === 0 && canFire(troop(u.type), u.missiles, false),
  );
}

export interface PendingUnit {
  readonly unit: string;
  readonly name: string;
  readonly side: SideIndex;
  /** `melee`: an ongoing combat it must fight; `impetuous`: it must charge an eligible enemy within charge range. */
  readonly reason: 'melee' | 'impetuous';
}

/**
 * Units that must charge or fight in the impetuous step ("Turn Sequence" 6): units in an
 * ongoing combat that have not acted, and deployed impetuous units that have not acted
 * (whether an eligible enemy is within charge range is for the table to say).
 */
export function pendingImpetuous(state: DevilState): PendingUnit[] {
  const out: PendingUnit[] = [];
  for (const u of state.units) {
    if (!alive(u) || u.acted) continue;
    if (u.engagedWith.length > 0) out.push({ unit: u.id, name: u.name, side: u.side, reason: 'melee' });
    else if (u.impetuous && u.formation === 'battle' && troop(u.type).category !== 'artillery') {
      out.push({ unit: u.id, name: u.name, side: u.side, reason: 'impetuous' });
    }
  }
  return out;
}

/** Units that may act now: the active leader's units, or the side's units that must charge or fight. */
export function actingUnits(state: DevilState): UnitState[] {
  if (state.step === 'leaders') {
    // Units under standing orders act without an activation ("Turn Sequence").
    const free = new Set(standingOrdersReady(state).map((u) => u.id));
    const leader = state.activeLeader ? leaderById(state, state.activeLeader) : undefined;
    const ids = new Set(leader && (leader.activationsLeft ?? 0) > 0 ? leaderCommands(state, leader.id) : []);
    return state.units.filter((u) => free.has(u.id) || (ids.has(u.id) && !u.acted && !u.standingOrders));
  }
  if (state.step === 'impetuous') {
    if (state.toAct === null) return [];
    const ids = new Set(pendingImpetuous(state).filter((p) => p.side === state.toAct).map((p) => p.unit));
    return state.units.filter((u) => ids.has(u.id));
  }
  if (state.step === 'end-fire') return eligibleEndFire(state);
  return [];
}

export type UnitActionKind = 'rest' | 'advance' | 'march' | 'retire' | 'charge' | 'fire' | 'advfire' | 'melee';

/**
 * The actions a unit's situation allows ("Actions", "Movement"): units in an ongoing combat
 * may only Melee, Retire or Regroup (with the activating leader attached); units in march
 * column only March, Rest/Regroup, Melee, or Advance to deploy.
 */
export function unitActionKinds(state: DevilState, unitId: string): UnitActionKind[] {
  const u = unitById(state, unitId);
  if (!u || !alive(u)) return [];
  const t = troop(u.type);
  const kinds: UnitActionKind[] = [];
  if (u.engagedWith.length > 0) {
    const leader = state.activeLeader ? leaderById(state, state.activeLeader) : undefined;
    if (leader?.attachedTo === u.id) kinds.push('rest');
    kinds.push('melee');
    if (u.formation === 'battle' && t.id !== 'heavy-artillery') kinds.push('retire');
    return kinds;
  }
  kinds.push('rest');
  if (t.id === 'heavy-artillery') return u.formation === 'battle' ? [...kinds, 'advance', 'fire'] : kinds;
  kinds.push('advance', 'march');
  if (u.formation === 'march') return kinds;
  kinds.push('retire');
  if (t.category !== 'artillery') kinds.push('charge');
  if (canFire(t, u.missiles, false)) kinds.push('fire');
  if (t.advancingFire === true || (t.advancingFire === 'scenario' && u.missiles)) kinds.push('advfire');
  return kinds;
}

/** Why `next` is refused now, or null when the step may end. */
export function nextBlocker(state: DevilState): string | null {
  switch (state.step) {
    case 'initiative':
      if (state.initiative === null) return 'Roll for the initiative first.';
      return `The ${sideName(state, state.initiative)} won the initiative: choose who acts first.`;
    case 'leaders': {
      if (state.activeLeader) {
        const l = leaderById(state, state.activeLeader);
        return `${l?.name ?? state.activeLeader} still holds the initiative: end it with done.`;
      }
      const waiting = state.leaders.filter((l) => living(l) && !l.hadInitiative);
      if (waiting.length === 0) return null;
      return `${listNames(waiting.map((l) => l.name))} ${waiting.length === 1 ? 'has' : 'have'} not had the initiative yet.`;
    }
    case 'end-fire':
      return null;
    case 'impetuous': {
      const melees = pendingImpetuous(state).filter((p) => p.reason === 'melee');
      if (melees.length === 0) return null;
      return `${listNames(melees.map((p) => p.name))} must still fight ${melees.length === 1 ? its(melees[0]?.name ?? '') : 'their'} ongoing melee.`;
    }
    case 'morale':
      return null;
    case 'over':
      return `The battle is over: ${state.outcome?.text ?? 'an army has broken.'}`;
  }
}

/** "Regimental Guns 1, 2 and 3", "Levy and Finns": numbered units of one name collapsed. */
const listNames = (names: readonly string[]): string => unitList(names);

export interface LegalAction {
  readonly kind: DevilAction['kind'];
  readonly unit?: string;
  readonly leader?: string;
  readonly side?: SideIndex;
  readonly mode?: 'advance' | 'march' | 'retire';
  /** What a menu shows. */
  readonly label: string;
}

/** A unit's actions for the menus; a unit under standing orders is marked, as it spends no activation. */
function unitLegalActions(state: DevilState, u: UnitState): LegalAction[] {
  const orders = u.standingOrders ? ' (standing orders)' : '';
  return unitActionKinds(state, u.id).map((k): LegalAction => {
    if (k === 'advance' || k === 'march' || k === 'retire') {
      // Heavy guns only change facing ("Movement"): their one move is a pivot (an Advance with facing changes only).
      return { kind: 'move', mode: k, unit: u.id, label: `${u.type === 'heavy-artillery' ? 'pivot' : k} ${u.name}${orders}` };
    }
    return { kind: k, unit: u.id, label: `${k === 'rest' ? (u.status === 'ok' ? 'rest' : 'regroup') : k} ${u.name}${orders}` };
  });
}

/**
 * What may happen next in the turn, for the guided menus. Game-master corrections, notes,
 * Routed Through tests and facing a flank are always available and are not listed.
 */
export function legalActions(state: DevilState): LegalAction[] {
  const out: LegalAction[] = [];
  const next = () => {
    if (nextBlocker(state) === null) out.push({ kind: 'next', label: 'next step' });
  };
  switch (state.step) {
    case 'initiative':
      if (state.initiative === null) out.push({ kind: 'initiative', label: 'roll for the initiative' });
      else for (const side of [0, 1] as const) out.push({ kind: 'first', side, label: `${sideName(state, side)} act first` });
      return out;
    case 'leaders': {
      const leader = state.activeLeader ? leaderById(state, state.activeLeader) : undefined;
      for (const u of actingUnits(state)) out.push(...unitLegalActions(state, u));
      if (leader) {
        if (leaderMayMove(state, leader) === null) out.push({ kind: 'leader-move', leader: leader.id, label: `move ${leader.name} (${LEADER_MOVE}")` });
        out.push({ kind: 'done', leader: leader.id, label: `end ${possessive(leader.name)} initiative` });
        return out;
      }
      if (state.toAct !== null) {
        for (const l of availableLeaders(state, state.toAct)) out.push({ kind: 'command', leader: l.id, label: `give ${l.name} the initiative` });
      }
      next();
      return out;
    }
    case 'end-fire':
      for (const u of eligibleEndFire(state)) out.push({ kind: 'fire', unit: u.id, label: `fire ${u.name}` });
      next();
      return out;
    case 'impetuous': {
      const pending = pendingImpetuous(state);
      if (state.toAct === null && new Set(pending.map((p) => p.side)).size === 2) {
        out.push({ kind: 'initiative', label: 'roll for the order of charges and melees' });
      }
      for (const p of pending.filter((x) => x.side === state.toAct)) {
        out.push({ kind: p.reason === 'melee' ? 'melee' : 'charge', unit: p.unit, label: `${p.reason === 'melee' ? 'fight' : 'charge with'} ${p.name}` });
      }
      next();
      return out;
    }
    case 'morale':
      for (const side of [0, 1] as const) {
        if (state.sides[side].camp && !state.sides[side].campSacked) out.push({ kind: 'sack', side, label: `sack the camp of the ${sideName(state, side)}` });
      }
      next();
      return out;
    case 'over':
      return out;
  }
}

// ---------------------------------------------------------------------------------------
// Initiative and command: exact odds

/** Exact odds of the initiative roll (opposed d6, ties rolled again): P(side 0) = a / (a + d). */
export function initiativeOdds(state: DevilState): { modifiers: [Modifier, Modifier]; odds: Odds; weights: [number, number] } {
  const m0 = initiativeModifier(state, state.sides[0].role);
  const m1 = initiativeModifier(state, state.sides[1].role);
  // Ties are rolled again, so only decided pairs count: side 0 wins with weight w0 of w0 + w1.
  const diff = Distribution.die(6).shift(m0.value).minus(Distribution.die(6).shift(m1.value));
  let w0 = 0;
  let w1 = 0;
  for (const [v, w] of diff.weights) {
    if (v > 0) w0 += w;
    else if (v < 0) w1 += w;
  }
  const decided = Distribution.of(
    new Map([
      [0, w0],
      [1, w1],
    ]),
    w0 + w1,
  );
  const odds: Odds = {
    outcomes: ([0, 1] as const).map((side) => ({
      label: `${sideName(state, side)} win the initiative`,
      probability: decided.probability((v) => v === side),
      fraction: decided.fraction((v) => v === side),
    })),
    expected: { actorLevels: 0, targetLevels: 0 },
  };
  return { modifiers: [m0, m1], odds, weights: [w0, w1] };
}

function rollInitiative(state: DevilState, dice: DiceSource, purpose: string): Result<{ side: SideIndex; resolution: Resolution }, string> {
  const { modifiers, odds } = initiativeOdds(state);
  const [m0, m1] = modifiers;
  const all: number[] = [];
  const stage = purpose === '' ? 'Initiative' : 'Initiative (charges and melees)';
  const shown = (m: Modifier) => (m.value !== 0 || m.houseRule ? [m] : []);
  const about0 = rollFor(stage, sideName(state, 0), shown(m0), m0.value);
  const about1 = rollFor(stage, sideName(state, 1), shown(m1), m1.value);
  for (let i = 0; i <= INITIATIVE_MAX_TIES; i += 1) {
    const r0 = dice.roll(6, `initiative: ${sideName(state, 0)}`, about0);
    const r1 = dice.roll(6, `initiative: ${sideName(state, 1)}`, about1);
    all.push(r0, r1);
    const t0 = r0 + m0.value;
    const t1 = r1 + m1.value;
    if (t0 === t1) continue;
    const side: SideIndex = t0 > t1 ? 0 : 1;
    const ties = all.length / 2 - 1;
    const again = ties > 0 ? ` after ${plural(ties, 'tie')} rolled again` : '';
    return ok({
      side,
      resolution: {
        action: 'initiative',
        actor: sideName(state, 0),
        target: sideName(state, 1),
        modifiers: { actor: shown(m0), target: shown(m1) },
        actorModifier: m0.value,
        targetModifier: m1.value,
        rolls: { actor: r0, target: r1, dice: all },
        difference: t0 - t1,
        result: `${sideName(state, side)} win the initiative${purpose} (${t0} against ${t1}${again}).`,
        changes: [],
        odds,
      },
    });
  }
  return err(`The initiative dice tied ${INITIATIVE_MAX_TIES + 1} times running; roll again.`);
}

/** Itemised command modifiers of a leader: his bonus and the activations he was caught up for. */
export function commandModifiers(leader: Pick<LeaderState, 'name' | 'bonus' | 'caughtUp'>): Modifier[] {
  const mods: Modifier[] = [];
  if (leader.bonus !== 0) {
    mods.push({
      label: `Leader ${leader.bonus > 0 ? 'bonus' : 'penalty'} (${leader.name})`,
      value: leader.bonus,
      reason: 'rating added to the activations ("Leaders and Command Control")',
    });
  }
  if (leader.caughtUp > 0) {
    mods.push({
      label: 'Caught up in the struggle',
      value: -leader.caughtUp,
      reason: 'activations already used in enemy melees this turn ("Leaders and Command Control")',
    });
  }
  return mods;
}

/** The exact distribution of a leader's activations: the face table, plus modifiers, floored. */
export function commandDistribution(state: Pick<DevilState, 'houseRules'>, modifierTotal: number): Distribution {
  const floor = commandMinimum(state).value;
  return Distribution.die(6).map((face) => Math.max(floor, commandActivations(state, face).value + modifierTotal));
}

export function commandOdds(state: Pick<DevilState, 'houseRules'>, leader: Pick<LeaderState, 'name' | 'bonus' | 'caughtUp'>): { modifiers: Modifier[]; odds: Odds } {
  const modifiers = commandModifiers(leader);
  const dist = commandDistribution(state, modifiers.reduce((n, m) => n + m.value, 0));
  return {
    modifiers,
    odds: {
      outcomes: dist.entries().map((e) => ({ label: plural(e.value, 'activation'), probability: e.probability, fraction: e.fraction })),
      expected: { actorLevels: 0, targetLevels: 0 },
    },
  };
}

// ---------------------------------------------------------------------------------------
// Execution

const result = (action: string, text: string, extra: Partial<Resolution> = {}): Resolution => ({ action, result: text, changes: [], ...extra });
const done = (events: DevilEvent[], results: Resolution[]): Outcome => ok({ events, results });

const CORRECTIONS = new Set<DevilAction['kind']>(['set-status', 'set-bases', 'engage', 'disengage', 'attach', 'detach', 'leader-fate', 'sack', 'note']);

/** Resolve one action against the turn sequence; the events already include the bookkeeping that follows it. */
export function executeTurn(state: DevilState, action: DevilAction, dice: DiceSource, combat: CombatResolvers): Outcome {
  // A melee loss waiting for the loser's choice: any command but `spread` first takes it whole.
  if (state.heldMelee && action.kind !== 'spread') {
    const settled = executeTurn(state, { kind: 'spread', levels: {} }, dice, combat);
    if (!settled.ok) return settled;
    const rest = executeTurn(applyEvents(state, settled.value.events), action, dice, combat);
    if (!rest.ok) return rest;
    return ok({ events: [...settled.value.events, ...rest.value.events], results: [...settled.value.results, ...rest.value.results] });
  }
  if (state.step === 'over' && !CORRECTIONS.has(action.kind)) return err(nextBlocker(state) ?? 'The battle is over.');
  const r = dispatch(state, action, dice, combat);
  if (!r.ok) return r;
  // "Turn Sequence": a unit's first combat of any kind ends its standing orders.
  const applied = applyEvents(state, r.value.events);
  const ended = endStandingOrders(state, action, r.value.events, applied);
  const endedNote = endedSentence(state, ended);
  const events = [...r.value.events, ...ended];
  const results = endedNote ? [...r.value.results, result('standing-orders', endedNote)] : r.value.results;
  const follow = aftermath(state, applyEvents(applied, ended), action);
  return ok({ events: [...events, ...follow.events], results: [...results, ...follow.results] });
}

function dispatch(state: DevilState, action: DevilAction, dice: DiceSource, combat: CombatResolvers): Outcome {
  switch (action.kind) {
    case 'initiative':
      return doInitiative(state, dice);
    case 'first':
      return doFirst(state, action.side);
    case 'command':
      return doCommand(state, action.leader, dice);
    case 'done':
      return doDone(state);
    case 'next':
      return doNext(state);
    case 'rest':
      return doRest(state, action, dice, combat);
    case 'move':
      return doMove(state, action, dice, combat);
    case 'leader-move':
      return doLeaderMove(state, action.leader);
    case 'charge':
      return unitAction(state, [action.unit], 'charge', dice, (s, d) => combat.charge(s, action, d));
    case 'fire':
      return doFire(state, action, dice, combat);
    case 'advfire':
      return unitAction(state, [action.unit], 'advfire', dice, (s, d) => combat.advancingFire(s, action, d), action.noEnemyInRange);
    case 'melee':
      return doMelee(state, action, dice, combat);
    case 'routed':
      return doRouted(state, action, dice);
    case 'spread':
      return combat.spread(state, action.levels, dice);
    case 'face-flank':
      return doFaceFlank(state, action.unit, action.enemy);
    case 'set-status':
      return doSetStatus(state, action);
    case 'set-bases':
      return doSetBases(state, action);
    case 'engage':
      return doEngage(state, action);
    case 'disengage':
      return doDisengage(state, action);
    case 'attach':
      return doAttach(state, action);
    case 'detach':
      return doDetach(state, action);
    case 'leader-fate':
      return doLeaderFate(state, action);
    case 'sack': {
      const r = sackCamp(state, action.side, action.by ?? []);
      if (!r.ok) return r;
      return done(r.value.events, withWhy(r.value.results, action.why));
    }
    case 'note':
      if (!action.text.trim()) return err('A note needs some text.');
      return done([{ type: 'note', text: action.text }], [result('note', action.text)]);
  }
}

const withWhy = (results: Resolution[], why?: string): Resolution[] =>
  why ? results.map((r) => ({ ...r, result: `${r.result.replace(/\.$/, '')} (${why}).` })) : results;

// --- initiative, first, command, done, next ----------------------------------------------

function doInitiative(state: DevilState, dice: DiceSource): Outcome {
  if (state.step === 'initiative') {
    if (state.initiative !== null) return err(`The initiative has already been rolled this turn: the ${sideName(state, state.initiative)} choose who acts first.`);
    const r = rollInitiative(state, dice, '');
    if (!r.ok) return r;
    const { side, resolution } = r.value;
    return done([{ type: 'initiative', side, text: `${sideName(state, side)} win the initiative and choose who acts first.` }], [resolution]);
  }
  if (state.step === 'impetuous') {
    const pending = pendingImpetuous(state);
    if (new Set(pending.map((p) => p.side)).size < 2) return err('No initiative is needed: only one side, or none, must charge or fight.');
    if (state.toAct !== null) return err(`The order of charges and melees is already settled: the ${sideName(state, state.toAct)} are to act.`);
    const r = rollInitiative(state, dice, ' for the charges and melees');
    if (!r.ok) return r;
    const { side, resolution } = r.value;
    return done(
      [
        { type: 'initiative', side, text: `${sideName(state, side)} win the initiative for the charges and melees.` },
        { type: 'step', step: 'impetuous', toAct: side, text: `${sideName(state, side)} charge or fight first.` },
      ],
      [resolution],
    );
  }
  return err(`The initiative is rolled at the start of the turn, not during ${stepTitle(state.step).toLowerCase()}.`);
}

/** Who gives a leader the initiative next in the leaders step: `preferred` if able, else the other side, else nobody. */
function leadersToAct(state: DevilState, preferred: SideIndex): SideIndex | null {
  if (availableLeaders(state, preferred).length > 0) return preferred;
  if (availableLeaders(state, other(preferred)).length > 0) return other(preferred);
  return null;
}

/** Why `first` is refused in a step other than the initiative step, in that step's own terms. */
function firstRefusal(state: DevilState): string {
  switch (state.step) {
    case 'leaders': {
      const who = state.first === null ? '' : ` (the ${sideName(state, state.first)} acted first this turn)`;
      return `Who acts first is chosen once a turn, right after the initiative roll${who}. In the leaders step the sides take turns giving a leader the initiative.`;
    }
    case 'end-fire':
      return 'Nobody acts first in the end-of-turn fire: it is simultaneous, and every loss takes effect together when the step ends.';
    case 'impetuous': {
      const sides = new Set(pendingImpetuous(state).map((p) => p.side));
      const order =
        state.toAct !== null
          ? `the ${sideName(state, state.toAct)} charge or fight next, and the sides alternate`
          : sides.size === 2
            ? 'roll the initiative: its winner charges or fights first, then the sides alternate'
            : sides.size === 1
              ? `only the ${sideName(state, [...sides][0] as SideIndex)} have units that must charge or fight`
              : 'no unit must charge or fight';
      return `Nobody chooses who goes first in the impetuous charges and melees: ${order}.`;
    }
    case 'morale':
      return 'Nobody acts first in the camps and army morale step: record any sacked camp, then go on with next for the army check.';
    default:
      return 'Who acts first is chosen right after the initiative roll.';
  }
}

/**
 * The hint that opens the camps step ("Combat Effects and Rallying": a camp in contact with an
 * enemy unit that is not itself in contact is sacked): each camp still standing, and the
 * command to record a sack when enemy units that are free of contact could be touching it.
 */
function campsHint(state: DevilState): string {
  const lines: string[] = [];
  for (const side of [0, 1] as const) {
    const camp = state.sides[side];
    if (!camp.camp || camp.campSacked) continue;
    const enemy = other(side);
    const free = state.units.some((u) => u.side === enemy && alive(u) && u.engagedWith.length === 0);
    lines.push(
      free
        ? `The camp of the ${camp.name} stands: if a unit of the ${sideName(state, enemy)} not itself in contact with the enemy touches it, give sack ${camp.role} camp --by <units>.`
        : `The camp of the ${camp.name} stands.`,
    );
  }
  return lines.join(' ');
}

function doFirst(state: DevilState, side: SideIndex): Outcome {
  if (state.step !== 'initiative') return err(firstRefusal(state));
  if (state.initiative === null) return err('Roll for the initiative first.');
  const toAct = leadersToAct(state, side);
  const why =
    toAct === null
      ? ' No leader is left on the table to take the initiative.'
      : toAct !== side
        ? ` The ${sideName(state, side)} have no leader left, so the ${sideName(state, toAct)} give the initiative.`
        : '';
  const text = `The ${sideName(state, side)} act first.${why}`;
  return done(
    [
      { type: 'first', side, text },
      { type: 'step', step: 'leaders', toAct, text: `Turn ${state.turn}: ${stepTitle('leaders')}.` },
    ],
    [result('first', text)],
  );
}

function doCommand(state: DevilState, leaderId: string, dice: DiceSource): Outcome {
  const lr = getLeader(state, leaderId);
  if (!lr.ok) return lr;
  const leader = lr.value;
  if (state.step !== 'leaders') return err(`Leaders are given the initiative in the leaders step, not during ${stepTitle(state.step).toLowerCase()}.`);
  if (!living(leader)) return err(`${leader.name} has been ${leader.fate}.`);
  if (state.activeLeader) {
    const active = leaderById(state, state.activeLeader);
    return err(`${active?.name ?? state.activeLeader} holds the initiative: end it with done first.`);
  }
  if (leader.hadInitiative) return err(`${leader.name} has already had the initiative this turn.`);
  if (state.toAct === null) return err('Every leader has had the initiative this turn.');
  if (leader.side !== state.toAct) return err(`It is the ${sideName(state, state.toAct)}' turn to give a leader the initiative.`);
  const { modifiers, odds } = commandOdds(state, leader);
  const total = modifiers.reduce((n, m) => n + m.value, 0);
  const face = dice.roll(6, `command: ${leader.name}`, rollFor('Command', leader.name, modifiers, total));
  const fromDie = commandActivations(state, face);
  const floor = commandMinimum(state).value;
  const activations = Math.max(floor, fromDie.value + total);
  const mods = modifiers.map((m) => `${m.label.replace(/ \(.*\)$/, '').toLowerCase()} ${m.value > 0 ? '+' : '−'}${Math.abs(m.value)}`).join(', ');
  const floored = fromDie.value + total < floor ? `, never fewer than ${floor}` : '';
  const after = total === 0 ? '' : `, ${mods} → ${plural(activations, 'activation')}${floored}`;
  const text = `${leader.name} takes the initiative: rolled ${face} → ${plural(fromDie.value, 'activation')}${after}.`;
  return done(
    [{ type: 'command', leader: leader.id, activations, text }],
    [
      result('command', text, {
        actor: leader.name,
        modifiers: { actor: modifiers, target: [] },
        actorModifier: total,
        rolls: { actor: face },
        odds,
      }),
    ],
  );
}

function doDone(state: DevilState): Outcome {
  if (state.step !== 'leaders' || !state.activeLeader) return err('No leader holds the initiative.');
  const leader = leaderById(state, state.activeLeader);
  if (!leader) return err('No leader holds the initiative.');
  const text = `${leader.name} ends his initiative${leader.activationsLeft ? ` with ${plural(leader.activationsLeft, 'activation')} unused` : ''}.`;
  return done([{ type: 'leader-done', leader: leader.id, text }], [result('done', text)]);
}

function doNext(state: DevilState): Outcome {
  const blocker = nextBlocker(state);
  if (blocker !== null) return err(blocker);
  switch (state.step) {
    case 'leaders': {
      const fire = eligibleEndFire(state);
      const text = `Turn ${state.turn}: ${stepTitle('end-fire')}. ${fire.length ? `May fire: ${listNames(fire.map((u) => u.name))}.` : 'No unit may fire.'}`;
      return done([{ type: 'step', step: 'end-fire', toAct: null, text }], [result('next', text)]);
    }
    case 'end-fire': {
      const { events, changes } = applyPendingFire(state);
      const after = applyEvents(state, events);
      const toAct = impetuousToAct(after, null, null);
      const pending = pendingImpetuous(after);
      const who = pending.length ? `Must charge or fight: ${listNames(pending.map((p) => p.name))}.` : 'No unit must charge or fight.';
      const order =
        pending.length && toAct === null ? ' Roll for the initiative to settle the order.' : toAct !== null ? ` The ${sideName(state, toAct)} act first.` : '';
      const text = `Turn ${state.turn}: ${stepTitle('impetuous')}. ${who}${order}`;
      const results: Resolution[] = [];
      if (changes.length > 0) {
        results.push(result('end-fire', `End-of-turn fire takes effect: ${changes.map((c) => `${c.unit} ${c.from} → ${c.to}`).join('; ')}.`, { changes }));
      }
      results.push(result('next', text));
      return done([...events, { type: 'step', step: 'impetuous', toAct, text }], results);
    }
    case 'impetuous': {
      const idle = pendingImpetuous(state).filter((p) => p.reason === 'impetuous');
      const note = idle.length ? ` ${listNames(idle.map((p) => p.name))} had no eligible enemy within charge range.` : '';
      const camps = campsHint(state);
      const text = `Turn ${state.turn}: ${stepTitle('morale')}.${note}${camps ? ` ${camps}` : ''}`;
      return done([{ type: 'step', step: 'morale', toAct: null, text }], [result('next', text)]);
    }
    case 'morale': {
      const check = armyCheck(state);
      const events: DevilEvent[] = [check.event];
      const results: Resolution[] = [check.resolution];
      if (check.event.type === 'army-check' && !check.event.over) {
        const text = `Turn ${state.turn + 1} begins: roll for the initiative.`;
        events.push({ type: 'turn', turn: state.turn + 1, text }, { type: 'step', step: 'initiative', toAct: null, text: `Turn ${state.turn + 1}: ${stepTitle('initiative')}.` });
        results.push(result('next', text));
      }
      return done(events, results);
    }
    default:
      return err(blocker ?? 'The turn cannot move on yet.');
  }
}

/** Hits held back in the end-of-turn fire step, applied together: one `unit` event per unit hit. */
function applyPendingFire(state: DevilState): { events: DevilEvent[]; changes: Resolution['changes'] } {
  const pending = state.pendingFire ?? [];
  if (pending.length === 0) return { events: [], changes: [] };
  const byUnit = new Map<string, { levels: number; destroy: boolean }>();
  for (const h of pending) {
    const acc = byUnit.get(h.unit) ?? { levels: 0, destroy: false };
    byUnit.set(h.unit, { levels: acc.levels + h.levels, destroy: acc.destroy || h.destroy });
  }
  const events: DevilEvent[] = [];
  const changes: Resolution['changes'][number][] = [];
  for (const [id, hit] of byUnit) {
    const u = unitById(state, id);
    if (!u || !alive(u)) continue;
    const after = loseLevels(u, hit.levels, hit.destroy);
    if (after.status === u.status && after.bases === u.bases) continue;
    const c = unitChange(u, after.status, after.bases, hit.destroy ? 'end-of-turn fire: destroyed' : `end-of-turn fire, ${plural(hit.levels, 'level')}`);
    events.push(c.event);
    changes.push(c.change);
  }
  events.push({ type: 'fire-resolved', text: 'End-of-turn fire takes effect.' });
  return { events, changes };
}

/**
 * Who acts next in the impetuous step. At the start (`last` null) only a side with units
 * that must act; both sides means the initiative is rolled (null). Afterwards the sides
 * alternate, and a side with nothing left to do is skipped.
 */
function impetuousToAct(state: DevilState, last: SideIndex | null, rolled: SideIndex | null): SideIndex | null {
  const sides = new Set(pendingImpetuous(state).map((p) => p.side));
  if (last === null) {
    if (rolled !== null) return rolled;
    if (sides.size === 1) return [...sides][0] ?? null;
    return null;
  }
  if (sides.has(other(last))) return other(last);
  if (sides.has(last)) return last;
  return null;
}

// --- unit actions --------------------------------------------------------------------

type Step = (state: DevilState, dice: DiceSource) => Result<DevilOutcome, string>;

/**
 * Check that the units may act now (an activation of the active leader in the leaders step,
 * or a unit that must charge or fight in the impetuous step), then run the action and
 * record the activation and the `acted` marks.
 */
function unitAction(state: DevilState, unitIds: readonly string[], kind: UnitActionKind, dice: DiceSource, run: Step, noEnemyInRange = false): Outcome {
  const pre: DevilEvent[] = [];
  const units: UnitState[] = [];
  for (const id of unitIds) {
    const r = getLiveUnit(state, id);
    if (!r.ok) return r;
    if (units.some((u) => u.id === id)) return err(`${r.value.name} ${verb(r.value, 'is')} named twice.`);
    units.push(r.value);
  }
  if (units.length === 0) return err('Name a unit to act.');
  for (const u of units) {
    const why = situationForbids(u, kind);
    if (why) return err(why);
  }
  if (state.step === 'leaders') {
    // Units under standing orders act without an activation ("Turn Sequence"); only the others need one.
    const orders = standingOrdersActors(state, units);
    if (!orders.ok) return err(orders.error);
    const activations = activationEvents(state, orders.needActivation);
    if (!activations.ok) return activations;
    for (const u of units) {
      const impetuous = impetuousRefusal(u, kind === 'charge' ? 'charge' : 'other', noEnemyInRange);
      if (impetuous) return err(impetuous);
    }
    pre.push(...orders.events, ...activations.value);
  } else if (state.step === 'impetuous') {
    if (kind !== 'charge' && kind !== 'melee') return err('Only obligatory charges and ongoing melees are fought in this step.');
    const [u] = units;
    if (!u || units.length > 1) return err('One unit charges or fights at a time in this step.');
    const pending = pendingImpetuous(state).find((p) => p.unit === u.id);
    if (!pending) return err(u.acted ? `${u.name} ${verb(u, 'has')} already acted this turn.` : `${u.name} ${verb(u, 'has')} no obligatory charge or ongoing melee.`);
    if ((kind === 'melee') !== (pending.reason === 'melee')) {
      return err(pending.reason === 'melee' ? `${u.name} ${verb(u, 'is')} in an ongoing combat: ${itWord(u)} ${verb(u, 'fights')} ${its(u)} melee.` : `${u.name} ${verb(u, 'is')} not in contact: ${itWord(u)} ${verb(u, 'charges')}.`);
    }
    if (state.toAct === null) return err('Roll for the initiative to settle who charges or fights first.');
    if (u.side !== state.toAct) return err(`It is the ${sideName(state, state.toAct)}' turn to charge or fight.`);
  } else if (state.step === 'end-fire') {
    if (kind !== 'fire') return err('Only fire is allowed in the end-of-turn fire step.');
    const eligible = new Set(eligibleEndFire(state).map((u) => u.id));
    for (const u of units) {
      if (u.acted) return err(`${u.name} ${verb(u, 'has')} already acted this turn.`);
      if (!eligible.has(u.id)) return err(`${u.name} cannot fire now.`);
    }
  } else {
    return err(`Units do not act during ${stepTitle(state.step).toLowerCase()}.`);
  }
  const r = run(applyEvents(state, pre), dice);
  if (!r.ok) return r;
  const events = [...pre, ...r.value.events];
  for (const u of units) {
    if (!events.some((e) => e.type === 'acted' && e.unit === u.id)) events.push({ type: 'acted', unit: u.id, text: `${u.name} ${verb(u, 'has')} acted.` });
  }
  const onOrders = pre.filter((e) => e.type === 'standing-orders-used').map((e) => result('standing-orders', e.text));
  return done(events, [...onOrders, ...r.value.results]);
}

/** The active leader's activations for these units in the leaders step: refused unless he may give them all. */
function activationEvents(state: DevilState, units: readonly UnitState[]): Result<DevilEvent[], string> {
  if (units.length === 0) return ok([]);
  const leader = state.activeLeader ? leaderById(state, state.activeLeader) : undefined;
  if (!leader) return err('No leader holds the initiative: give one the command first.');
  const commanded = new Set(leaderCommands(state, leader.id));
  for (const u of units) {
    if (u.side !== leader.side) return err(`${u.name} ${verb(u, 'is')} an enemy unit: ${leader.name} cannot activate it.`);
    if (u.acted) return err(`${u.name} ${verb(u, 'has')} already acted this turn.`);
    if (!commanded.has(u.id)) return err(notCommanded(state, u, leader));
  }
  const left = leader.activationsLeft ?? 0;
  if (left < units.length) {
    return err(left === 0 ? `${leader.name} has no activations left.` : `${leader.name} has only ${plural(left, 'activation')} left.`);
  }
  return ok(units.map((u) => ({ type: 'activation', leader: leader.id, unit: u.id, text: `${leader.name} activates ${u.name}.` })));
}

/**
 * Why the active leader may not activate `u`; when its own leader has fallen and nobody has
 * been named his heir yet ("Leaders and Command Control"), the command that names one.
 */
function notCommanded(state: DevilState, u: UnitState, leader: LeaderState): string {
  const refusal = `${u.name} ${verb(u, 'is')} not under ${possessive(leader.name)} command`;
  const fallen = leaderById(state, u.commander);
  if (!fallen || living(fallen) || commandPassed(state, fallen.id)) return `${refusal}.`;
  const fate = fallen.fate === 'captured' ? 'capture' : 'kill';
  return `${refusal}: ${fallen.name} has been ${fallen.fate} and no heir has taken over his command yet. Name his heir with: ${fate} ${fallen.id} --heir ${leader.id} (or another surviving leader).`;
}

/** The restrictions of "Actions" and "Movement" on units in combat or in march column. */
function situationForbids(u: UnitState, kind: UnitActionKind): string | null {
  const engaged = u.engagedWith.length > 0;
  if (engaged && kind !== 'melee' && kind !== 'retire' && kind !== 'rest') {
    return `${u.name} ${verb(u, 'is')} in an ongoing combat: ${itWord(u)} may only Melee, Retire, or Regroup with ${its(u)} leader attached.`;
  }
  if (!engaged && kind === 'melee') return `${u.name} ${verb(u, 'is')} not in an ongoing combat.`;
  if (u.formation === 'march' && (kind === 'charge' || kind === 'fire' || kind === 'advfire' || kind === 'retire')) {
    return `${u.name} ${verb(u, 'is')} in march column: ${itWord(u)} may only March, Advance to deploy, Rest/Regroup, Melee, or be Routed Through.`;
  }
  return null;
}

function doFire(state: DevilState, action: FireRequest, dice: DiceSource, combat: CombatResolvers): Outcome {
  if (state.step !== 'end-fire') return unitAction(state, action.units, 'fire', dice, (s, d) => combat.fire(s, action, d), action.noEnemyInRange);
  // Simultaneous fire: the hits wait in the state until the step ends.
  return unitAction(state, action.units, 'fire', dice, (s, d) => {
    const r = combat.fire(s, action, d);
    if (!r.ok) return r;
    const events: DevilEvent[] = [];
    for (const e of r.value.events) {
      if (e.type !== 'unit') {
        events.push(e);
        continue;
      }
      const destroy = e.to === 'destroyed';
      const levels = destroy ? 0 : Math.max(0, LADDER.indexOf(e.to) - LADDER.indexOf(e.from)) + Math.max(0, e.basesFrom - e.basesTo);
      if (!destroy && levels === 0) continue;
      events.push({ type: 'fire-pending', unit: e.unit, levels, destroy, text: `${e.text.replace(/\.$/, '')}: takes effect when the end-of-turn fire is over.` });
    }
    const results = r.value.results.map((x) => ({ ...x, result: `${x.result} Simultaneous fire: this takes effect when the step ends.` }));
    return ok({ events, results });
  });
}

export function followUpMelee(unit: UnitState, target: string, leaderWithActor: boolean, m: FollowUpMelee | undefined): MeleeRequest {
  return {
    kind: 'melee',
    unit: unit.id,
    target,
    charging: false,
    ...(m?.aspect !== undefined ? { aspect: m.aspect } : {}),
    ...(m?.ground !== undefined ? { ground: m.ground } : {}),
    ...(leaderWithActor ? { leaderWithActor: true } : {}),
    ...(m?.actorFlanked !== undefined ? { actorFlanked: m.actorFlanked } : {}),
    ...(m?.uphill !== undefined ? { uphill: m.uphill } : {}),
    ...(m?.obstacle !== undefined ? { obstacle: m.obstacle } : {}),
    ...(m?.support !== undefined ? { support: m.support } : {}),
    ...(m?.targetSupport !== undefined ? { targetSupport: m.targetSupport } : {}),
    ...(m?.spread !== undefined ? { spread: m.spread } : {}),
    ...(m?.ratio !== undefined ? { ratio: m.ratio } : {}),
    ...(m?.leaderWithTarget !== undefined ? { leaderWithTarget: m.leaderWithTarget } : {}),
    ...(m?.targetStatus !== undefined ? { targetStatus: m.targetStatus } : {}),
  };
}

/** The enemy an engaged unit fights: the one named, or its only opponent. */
function meleeTarget(unit: UnitState, named: string | undefined, state: DevilState): Result<string, string> {
  if (named !== undefined) {
    if (!unit.engagedWith.includes(named)) {
      const t = unitById(state, named);
      return err(`${unit.name} ${verb(unit, 'is')} not in contact with ${t?.name ?? named}.`);
    }
    return ok(named);
  }
  const [only, ...more] = unit.engagedWith;
  if (only === undefined) return err(`${unit.name} ${verb(unit, 'is')} not in an ongoing combat.`);
  if (more.length > 0) {
    return err(`${unit.name} ${verb(unit, 'is')} engaged with ${listNames(unit.engagedWith.map((id) => unitById(state, id)?.name ?? id))}: name the one to fight.`);
  }
  return ok(only);
}

function doRest(state: DevilState, action: Extract<DevilAction, { kind: 'rest' }>, dice: DiceSource, combat: CombatResolvers): Outcome {
  const ur = getLiveUnit(state, action.unit);
  if (!ur.ok) return ur;
  const unit = ur.value;
  if (state.step !== 'leaders') return err(`Rest/Regroup is an activated action of the leaders step, not of ${stepTitle(state.step).toLowerCase()}.`);
  if (unit.acted) return err(`${unit.name} ${verb(unit, 'has')} already acted this turn.`);
  const inCombat = unit.engagedWith.length > 0;
  let target: string | null = null;
  if (inCombat) {
    const active = state.activeLeader ? leaderById(state, state.activeLeader) : undefined;
    const withLeader = action.leaderWithActor ?? active?.attachedTo === unit.id;
    if (!withLeader) return err(`${unit.name} ${verb(unit, 'is')} in an ongoing combat: ${itWord(unit)} may Regroup only with the activating leader attached.`);
    const t = meleeTarget(unit, action.target, state);
    if (!t.ok) return t;
    target = t.value;
  }
  const leader = action.leaderWithActor ?? attachedLeader(state, unit.id) !== undefined;
  return unitAction(state, [unit.id], 'rest', dice, (s, d) => {
    const u = unitById(s, unit.id) ?? unit;
    const rg = resolveRegroup(s, u, { leader, inCombat }, d);
    if (target === null) return ok({ events: rg.events, results: [rg.resolution] });
    const after = applyEvents(s, rg.events);
    const m = combat.melee(after, followUpMelee(unitById(after, unit.id) ?? u, target, true, action.melee), d);
    if (!m.ok) return m;
    return ok({ events: [...rg.events, ...m.value.events], results: [rg.resolution, ...m.value.results.map((x) => ({ ...x, stage: 'Melee' }))] });
  }, action.noEnemyInRange);
}

function doMove(state: DevilState, action: Extract<DevilAction, { kind: 'move' }>, dice: DiceSource, combat: CombatResolvers): Outcome {
  const ur = getLiveUnit(state, action.unit);
  if (!ur.ok) return ur;
  const unit = ur.value;
  const kind = action.mode;
  if (unit.acted) return err(`${unit.name} ${verb(unit, 'has')} already acted this turn.`);
  const why = situationForbids(unit, kind);
  if (why) return err(why);
  const budget = movementBudget(state, unit, action.mode, action.terrain);
  if (!budget.legal) return err(budget.problems.join(' '));
  const engaged = unit.engagedWith.length > 0;
  const moving = unit.type === 'heavy-artillery' ? 'pivots in place' : { advance: 'advances', march: 'marches', retire: 'retires' }[action.mode];
  const formationEvents = (): DevilEvent[] =>
    budget.formation
      ? [
          {
            type: 'formation',
            unit: unit.id,
            formation: budget.formation.to,
            text: budget.formation.to === 'march' ? `${unit.name} ${verb(unit, 'forms')} march column.` : `${unit.name} ${verb(unit, 'deploys')} into battle formation.`,
          },
        ]
      : [];
  const moveResult = (): Resolution =>
    result(action.mode, `${unit.name} ${verb(unit, moving)}. ${budget.text}`, { actor: unit.name });

  if (!engaged || action.mode !== 'retire') return unitAction(state, [unit.id], kind, dice, () => ok({ events: formationEvents(), results: [moveResult()] }), action.noEnemyInRange);

  // Retire out of an ongoing combat ("Ongoing Combats").
  if (action.twoFaces) return err(`${unit.name} ${verb(unit, 'is')} contacted on two faces and may not Retire.`);
  const faces = [...new Set(contactsOf(unit).map((c) => c.face))];
  if (faces.length > 1) return err(`${unit.name} ${verb(unit, 'is')} contacted on ${its(unit)} ${listNames(faces)} and may not Retire ("Ongoing Combats": no Retire when contacted on more than one face).`);
  const t = meleeTarget(unit, action.target, state);
  if (!t.ok) return t;
  const target = t.value;
  const leader = action.leaderWithActor ?? attachedLeader(state, unit.id) !== undefined;
  return unitAction(state, [unit.id], kind, dice, (s, d) => {
    const u = unitById(s, unit.id) ?? unit;
    const enemies = u.engagedWith.map((id) => unitById(s, id)).filter((x): x is UnitState => x !== undefined);
    const test = resolveRetireTest(s, u, { leader, status: u.status, enemies }, d);
    if (test.success) {
      const events: DevilEvent[] = u.engagedWith.map((id) => ({
        type: 'disengaged',
        a: u.id,
        b: id,
        text: `${u.name} ${verb(u, 'breaks')} contact with ${unitById(s, id)?.name ?? id}.`,
      }));
      return ok({ events: [...events, ...formationEvents()], results: [test.resolution, moveResult()] });
    }
    const m = combat.melee(s, followUpMelee(u, target, leader, action.melee), d);
    if (!m.ok) return m;
    return ok({ events: [...m.value.events], results: [test.resolution, ...m.value.results.map((x) => ({ ...x, stage: 'Melee' }))] });
  });
}

function doMelee(state: DevilState, action: MeleeRequest, dice: DiceSource, combat: CombatResolvers): Outcome {
  const ur = getLiveUnit(state, action.unit);
  if (!ur.ok) return ur;
  if (ur.value.acted) return err(`${ur.value.name} ${verb(ur.value, 'has')} already acted this turn.`);
  const t = meleeTarget(ur.value, action.target, state);
  if (!t.ok) return t;
  return unitAction(state, [action.unit], 'melee', dice, (s, d) => combat.melee(s, action, d));
}

/** Can the leader make his 24" move now? null when he can, else why not. */
function leaderMayMove(state: DevilState, leader: LeaderState): string | null {
  if (!living(leader)) return `${leader.name} has been ${leader.fate}.`;
  if (state.step !== 'leaders' || state.activeLeader !== leader.id) return `${leader.name} moves during his own initiative.`;
  if (leader.moved) return `${leader.name} has already made his move this turn.`;
  if (leader.inMelee) return `${leader.name} has been in a melee this turn and may no longer move.`;
  const with_ = leader.attachedTo ? unitById(state, leader.attachedTo) : undefined;
  if (with_ && with_.engagedWith.length > 0) return `${leader.name} is with ${with_.name} in an ongoing combat and may not leave it.`;
  return null;
}

function doLeaderMove(state: DevilState, leaderId: string): Outcome {
  const lr = getLeader(state, leaderId);
  if (!lr.ok) return lr;
  const leader = lr.value;
  const why = leaderMayMove(state, leader);
  if (why) return err(why);
  const events: DevilEvent[] = [{ type: 'leader-moved', leader: leader.id, text: `${leader.name} moves (up to ${LEADER_MOVE}").` }];
  const from = leader.attachedTo ? unitById(state, leader.attachedTo) : undefined;
  if (from) events.push({ type: 'attached', leader: leader.id, unit: null, text: `${leader.name} leaves ${from.name}.` });
  return done(events, [result('leader-move', `${leader.name} makes his move of up to ${LEADER_MOVE}"${from ? `, leaving ${from.name}` : ''}.`, { actor: leader.name })]);
}

function doRouted(state: DevilState, action: Extract<DevilAction, { kind: 'routed' }>, dice: DiceSource): Outcome {
  const ur = getLiveUnit(state, action.unit);
  if (!ur.ok) return ur;
  const unit = ur.value;
  if (state.step === 'initiative') return err('No unit can be routed through before the initiative is settled.');
  const leader = action.leaderWithActor ?? attachedLeader(state, unit.id) !== undefined;
  const r = resolveRouted(state, unit, { leader, status: action.actorStatus ?? unit.status }, dice);
  return done(r.events, [r.resolution]);
}

function doFaceFlank(state: DevilState, unitId: string, enemyId?: string): Outcome {
  const ur = getLiveUnit(state, unitId);
  if (!ur.ok) return ur;
  const u = ur.value;
  if (u.engagedWith.length === 0) return err(`${u.name} ${verb(u, 'is')} not in contact with the enemy.`);
  if (u.facedFlank) return err(`${u.name} ${verb(u, 'has')} already faced a flank this turn.`);
  if (troop(u.type).noFlanks) return err(`${u.name} ${verb(u, 'has')} no flanks to face.`);
  // "Melee": only a unit contacted on a flank (sides, rear, rear corners) and not on its front.
  const contacts = contactsOf(u);
  const name = (id: string) => unitById(state, id)?.name ?? id;
  const front = contacts.filter((c) => c.face === 'front');
  if (front.length > 0) {
    return err(`${u.name} ${verb(u, 'is')} contacted on ${its(u)} front (by ${listNames(front.map((c) => name(c.enemy)))}): only a unit contacted on a flank but not on its front may face the flank.`);
  }
  // "Melee": facing a contacted flank comes after a Melee has been conducted.
  if (u.fought !== true) return err(`${u.name} may face a contacted flank only after a melee ("Melee"), and has not fought one this turn.`);
  let faced = contacts.find((c) => c.face === 'flank') ?? contacts[0];
  if (enemyId !== undefined) {
    faced = contacts.find((c) => c.enemy === enemyId);
    if (!faced) return err(`${u.name} ${verb(u, 'is')} not in contact with ${name(enemyId)}: ${itWord(u)} ${verb(u, 'is')} contacted by ${listNames(contacts.map((c) => name(c.enemy)))}.`);
  }
  if (!faced) return err(`${u.name} ${verb(u, 'is')} not in contact with the enemy.`);
  const text = `${u.name} ${verb(u, 'turns')} to face ${name(faced.enemy)} on ${its(u)} ${faced.face}.`;
  // Several enemies on its flanks or rear: the first is faced unless `toward` names another.
  const others = enemyId === undefined ? contacts.filter((c) => c.enemy !== faced.enemy) : [];
  const note = others.length === 0 ? '' : ` (also in contact: ${listNames(others.map((c) => `${name(c.enemy)} on its ${c.face}`))}; face ${u.id} toward <enemy> faces another)`;
  return done([{ type: 'faced-flank', unit: u.id, enemy: faced.enemy, text }], [result('face-flank', `${text.slice(0, -1)}${note}.`, { actor: u.name })]);
}

// --- game-master corrections -----------------------------------------------------------

function doSetStatus(state: DevilState, action: Extract<DevilAction, { kind: 'set-status' }>): Outcome {
  const ur = getUnit(state, action.unit);
  if (!ur.ok) return ur;
  const u = ur.value;
  if (u.status === action.status) return err(`${u.name} ${verb(u, 'is')} already ${STATUS_WORDS[u.status]}.`);
  if (u.status === 'destroyed' && isDestroyedBy(u.startBases, u.bases)) {
    return err(`${u.name} ${verb(u, 'has')} been destroyed (half or more of ${its(u)} bases lost): use undo to take back a destruction.`);
  }
  const c = unitChange(u, action.status, u.bases, action.why ? `game master: ${action.why}` : 'game master');
  return done([c.event], [result('set-status', `${u.name}: ${c.change.from} → ${c.change.to}${action.why ? ` (${action.why})` : ''}.`, { actor: u.name, changes: [c.change] })]);
}

function doSetBases(state: DevilState, action: Extract<DevilAction, { kind: 'set-bases' }>): Outcome {
  const ur = getUnit(state, action.unit);
  if (!ur.ok) return ur;
  const u = ur.value;
  // A destruction also ended its combats and left its leaders on foot: only undo restores all that.
  if (u.status === 'destroyed') return err(`${u.name} ${verb(u, 'has')} been destroyed: use undo to take back a destruction.`);
  if (!Number.isInteger(action.bases) || action.bases < 0 || action.bases > u.startBases) {
    return err(`${u.name} started with ${plural(u.startBases, 'base')}: give 0 to ${u.startBases}.`);
  }
  if (action.bases === u.bases) return err(`${u.name} already has ${plural(u.bases, 'base')}.`);
  const status = isDestroyedBy(u.startBases, action.bases) ? 'destroyed' : u.status;
  const c = unitChange(u, status, action.bases, action.why ? `game master: ${action.why}` : 'game master');
  return done([c.event], [result('set-bases', `${u.name}: ${c.change.from} → ${c.change.to}${action.why ? ` (${action.why})` : ''}.`, { actor: u.name, changes: [c.change] })]);
}

function doEngage(state: DevilState, action: Extract<DevilAction, { kind: 'engage' }>): Outcome {
  const a = getLiveUnit(state, action.a);
  if (!a.ok) return a;
  const b = getLiveUnit(state, action.b);
  if (!b.ok) return b;
  if (a.value.side === b.value.side) return err(`${a.value.name} and ${b.value.name} are on the same side.`);
  if (a.value.engagedWith.includes(b.value.id)) return err(`${a.value.name} and ${b.value.name} are already in contact.`);
  const face = troop(b.value.type).noFlanks ? 'front' : (action.face ?? 'front');
  const where = face === 'front' ? '' : `, ${a.value.name} on the ${face} of ${b.value.name}`;
  const text = `${a.value.name} and ${b.value.name} are in contact${where}${action.why ? ` (${action.why})` : ''}.`;
  return done([{ type: 'engaged', a: a.value.id, b: b.value.id, faceA: 'front', faceB: face, text }], [result('engage', text)]);
}

function doDisengage(state: DevilState, action: Extract<DevilAction, { kind: 'disengage' }>): Outcome {
  const a = getUnit(state, action.a);
  if (!a.ok) return a;
  const u = a.value;
  const others = action.b === undefined ? u.engagedWith : [action.b];
  if (others.length === 0) return err(`${u.name} ${verb(u, 'is')} not in contact with any enemy.`);
  const events: DevilEvent[] = [];
  for (const id of others) {
    const b = unitById(state, id);
    if (!u.engagedWith.includes(id)) return err(`${u.name} ${verb(u, 'is')} not in contact with ${b?.name ?? id}.`);
    events.push({ type: 'disengaged', a: u.id, b: id, text: `${u.name} and ${b?.name ?? id} are no longer in contact${action.why ? ` (${action.why})` : ''}.` });
  }
  return done(events, [result('disengage', events.map((e) => e.text).join(' '))]);
}

function doAttach(state: DevilState, action: Extract<DevilAction, { kind: 'attach' }>): Outcome {
  const lr = getLeader(state, action.leader);
  if (!lr.ok) return lr;
  const ur = getLiveUnit(state, action.unit);
  if (!ur.ok) return ur;
  const l = lr.value;
  const u = ur.value;
  if (!living(l)) return err(`${l.name} has been ${l.fate}.`);
  if (u.side !== l.side) return err(`${u.name} ${verb(u, 'is')} an enemy unit.`);
  if (l.attachedTo === u.id) return err(`${l.name} is already with ${u.name}.`);
  const held = leaderHeldInCombat(state, l);
  if (held) return err(held);
  const text = `${l.name} joins ${u.name}${action.why ? ` (${action.why})` : ''}.`;
  return done([{ type: 'attached', leader: l.id, unit: u.id, text }], [result('attach', text)]);
}

function doDetach(state: DevilState, action: Extract<DevilAction, { kind: 'detach' }>): Outcome {
  const lr = getLeader(state, action.leader);
  if (!lr.ok) return lr;
  const l = lr.value;
  if (!l.attachedTo) return err(`${l.name} is not attached to a unit.`);
  const u = unitById(state, l.attachedTo);
  const held = leaderHeldInCombat(state, l);
  if (held) return err(held);
  const text = `${l.name} leaves ${u?.name ?? l.attachedTo}${action.why ? ` (${action.why})` : ''}.`;
  return done([{ type: 'attached', leader: l.id, unit: null, text }], [result('detach', text)]);
}

/** Has a fallen leader's command passed to a survivor? */
const commandPassed = (state: DevilState, id: string) => state.leaders.some((l) => living(l) && l.inherited.includes(id));

function doLeaderFate(state: DevilState, action: Extract<DevilAction, { kind: 'leader-fate' }>): Outcome {
  const lr = getLeader(state, action.leader);
  if (!lr.ok) return lr;
  const l = lr.value;
  const events: DevilEvent[] = [];
  const why = action.why ? ` (${action.why})` : '';
  if (l.fate !== action.fate) events.push({ type: 'leader-fate', leader: l.id, fate: action.fate, text: `${l.name} is ${action.fate}${why}.` });
  if (action.heir !== undefined) {
    const hr = getLeader(state, action.heir);
    if (!hr.ok) return hr;
    const heir = hr.value;
    if (heir.id === l.id) return err(`${l.name} cannot inherit his own command.`);
    if (heir.side !== l.side) return err(`${heir.name} serves the other army.`);
    if (!living(heir)) return err(`${heir.name} has been ${heir.fate}.`);
    if (commandPassed(state, l.id)) return err(`${possessive(l.name)} command has already passed to another leader.`);
    events.push({ type: 'command-passed', from: l.id, to: heir.id, text: commandPassedText(state, l, heir) });
  }
  if (events.length === 0) return err(`${l.name} is already ${l.fate}.`);
  return done(events, [result('leader-fate', events.map((e) => e.text).join(' '))]);
}

// --- bookkeeping after every action ------------------------------------------------------

/**
 * What follows any action by rule rather than by choice: the initiative ends when its
 * leader falls; a fallen leader's command passes to the only survivor (with several, the
 * player names the heir); in the leaders step a side with no leader left to act is skipped;
 * in the impetuous step the sides alternate.
 */
function aftermath(before: DevilState, after: DevilState, action: DevilAction): { events: DevilEvent[]; results: Resolution[] } {
  const events: DevilEvent[] = [];
  const results: Resolution[] = [];
  let s = after;
  const push = (e: DevilEvent) => {
    events.push(e);
    s = applyEvents(s, [e]);
  };

  // Fallen leaders: command passing.
  for (const l of s.leaders) {
    if (living(l) || commandPassed(s, l.id)) continue;
    const wasAlive = leaderById(before, l.id)?.fate === 'alive';
    if (!wasAlive) continue;
    const survivors = s.leaders.filter((x) => x.side === l.side && living(x));
    const [only] = survivors;
    if (survivors.length === 1 && only) {
      const text = commandPassedText(s, l, only);
      push({ type: 'command-passed', from: l.id, to: only.id, text });
      results.push(result('leader-fate', text));
    } else if (survivors.length > 1) {
      results.push(result('leader-fate', `${possessive(l.name)} command must pass to a surviving leader: name his heir.`));
    } else {
      results.push(result('leader-fate', `The ${sideName(s, l.side)} have no leader left: no more activations, but their units still defend, fire at the end of the turn and make obligatory charges.`));
    }
  }

  // The active leader fell: his initiative ends.
  if (s.step === 'leaders' && s.activeLeader) {
    const active = leaderById(s, s.activeLeader);
    if (active && !living(active)) push({ type: 'leader-done', leader: active.id, text: `${possessive(active.name)} initiative ends.` });
  }

  // Leaders step: skip a side with nobody left to act.
  if (s.step === 'leaders' && !s.activeLeader && s.toAct !== null) {
    const toAct = leadersToAct(s, s.toAct);
    if (toAct !== s.toAct) {
      const text =
        toAct === null
          ? 'Every leader has had the initiative: next goes to end-of-turn fire.'
          : `The ${sideName(s, other(toAct))} have no leader left to act: the ${sideName(s, toAct)} continue.`;
      push({ type: 'step', step: 'leaders', toAct, text });
      results.push(result('leaders', text));
    }
  }

  // Impetuous step: alternate after each charge or melee; after anything else (a correction,
  // a rout) make sure the side to act still has something to do.
  if (s.step === 'impetuous' && before.step === 'impetuous') {
    const sides = new Set(pendingImpetuous(s).map((p) => p.side));
    let toAct: SideIndex | null = s.toAct;
    if (action.kind === 'charge' || action.kind === 'melee') {
      toAct = impetuousToAct(s, unitById(before, action.unit)?.side ?? null, null);
    } else if (toAct !== null && !sides.has(toAct)) {
      toAct = sides.has(other(toAct)) ? other(toAct) : null;
    } else if (toAct === null && sides.size === 1) {
      toAct = [...sides][0] ?? null;
    }
    if (toAct !== s.toAct) {
      const text = toAct === null ? 'Every obligatory charge and ongoing melee has been fought.' : `The ${sideName(s, toAct)} charge or fight next.`;
      push({ type: 'step', step: 'impetuous', toAct, text });
    }
  }
  return { events, results };
}

