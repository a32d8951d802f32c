/**
 * Charges, seed 003 "Step 3.1. Declare Charge" (charging criteria, front before flank,
 * commander charges), "Step 3.2. Charge" (cancel charges, conduct charges), "Cannons in
 * melee" and "Optional Rule: Evade".
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Resolution } from '../../engine/ruleset.js';
import { err, type Result } from '../../engine/result.js';
import type { DeclareRequest } from './actions.js';
import { COMMANDER_FAR, commandCheck, commandCheckReason, failedCheckRefusal } from './command.js';
import { applyEvents, type TillyEvent } from './events.js';
import { reachRefusal, type ShootingSight, sightNamesRefusal, sightRefusal } from './geometry.js';
import { tumWords } from './distance.js';
import { chargedInto, enemiesInContact, inContact, onTable, outcome, plain, possessive, roleOf, sideName, type TillyOutcome, typeName, unitOf } from './helpers.js';
import type { Aspect, SideIndex, TillyState, TillyUnit } from './state.js';
import { stepDef } from './steps.js';
import { canEvade, isCavalry, isChargeInfantry, RESTRICTED_MOVE } from './units.js';
import { its, itWord, them, unitList, verb } from '../../engine/english.js';

const aspectWords = (a: Aspect): string => (a === 'front' ? 'front' : a === 'flank' ? 'flank' : 'rear');

/**
 * "Commander in melee": a commander is never the target of a melee attack and fights only
 * attached to a unit, so he is reached through that unit; alone, he cannot be charged.
 */
function commanderTargetRefusal(s: TillyState, c: TillyUnit): string {
  const unit = c.attachedTo === null ? undefined : unitOf(s, c.attachedTo);
  if (!unit || !onTable(unit)) return `${c.name} is attached to no unit, and a commander cannot be the target of a melee attack: alone, he cannot be charged ("Commander in melee")`;
  return `a commander cannot be the target of a melee attack ("Commander in melee"): charge ${unit.name} (${unit.id}), the unit ${c.name} is attached to`;
}

export function resolveDeclare(s: TillyState, req: DeclareRequest, dice: DiceSource): Result<TillyOutcome, string> {
  if (s.step !== 'declare') return err(`charges are declared in step 3.1, not in ${stepDef(s.step).title.toLowerCase()}`);
  const u = unitOf(s, req.unit);
  if (!onTable(u)) return err(`${u.name} ${verb(u, 'is')} no longer on the table`);
  if (u.charge) return err(`${u.name} ${verb(u, 'has')} already declared a charge (undo to change it)`);
  if (u.chargeCheckFailed) return err(failedCheckRefusal(s, u, 'charge'));
  if (req.targets.length === 0) return err('name the unit charged');
  const targets = req.targets.map((id) => unitOf(s, id));
  for (const t of targets) if (!onTable(t)) return err(`${t.name} ${verb(t, 'is')} no longer on the table`);

  if (u.type === 'commander') {
    // Seed 003, "Commander charges": with his unit, to join a unit that charges, or one locked in melee.
    const [t] = targets;
    if (!t || targets.length > 1) return err('a commander charges to join one friendly unit: declare <commander> with <unit>');
    if (t.side !== u.side) return err('a commander cannot initiate melee: he charges with or to join a friendly unit ("Commander in melee")');
    if (t.type === 'commander' || t.type === 'cannons') return err(`a commander joins a fighting unit, not ${t.name}`);
    // "Charge with a unit they are attached to already" presumes that the unit charges: being
    // attached is no charge of its own, so the unit's declaration comes first in every case.
    const ok = (t.charge !== null && t.charge.cancelled === null) || inContact(s, t.id);
    if (!ok && u.attachedTo === t.id) return err(`${t.name} declared no charge: declare ${its(t)} charge first, then ${u.name} may charge with ${them(t)} ("Commander charges")`);
    if (!ok) return err(`${t.name} neither declared a charge nor ${verb(t, 'is')} locked in melee, and ${u.name} ${verb(u, 'is')} not attached to ${them(t)} ("Commander charges"); if ${itWord(t)} ${verb(t, 'charges')}, declare ${its(t)} charge first`);
    // The event keeps the words journals recorded; the line read says what the charge is.
    const charge = u.attachedTo === t.id ? `${u.name} ${verb(u, 'declares')} a charge with ${t.name}, as he is attached to ${them(t)}.` : `${u.name} ${verb(u, 'declares')} a charge to join ${t.name}.`;
    const said = req.far ? `${charge} ${COMMANDER_FAR}` : charge;
    return outcome(
      [plain('declare', said, [], { actor: u.name, target: t.name })],
      [{ type: 'declared', unit: u.id, targets: [t.id], aspect: 'front', text: `${u.name} ${verb(u, 'declares')} a charge to join ${t.name}.` }],
    );
  }
  // Seed 003, "Charging criteria".
  if (u.type === 'cannons') return err('cannons cannot move, so they cannot charge');
  if (u.shot) return err(`${u.name} ${u.pivoted ? 'pivoted' : 'shot'} this turn and cannot charge (shooting marker)`);
  if (inContact(s, u.id)) return err(`${u.name} ${verb(u, 'is')} locked in melee and cannot declare a charge`);
  for (const t of targets) {
    if (t.side === u.side) return err(`${t.name} ${verb(t, 'is')} a friendly unit`);
    if (t.type === 'commander') return err(commanderTargetRefusal(s, t));
  }
  // "Cannons in melee": a charge that contacts cannons eliminates them whatever the face struck.
  if (req.aspect !== 'front' && targets.every((t) => t.type === 'cannons') && !cannonsFallAtMelee(s)) {
    return err(`--${req.aspect} means nothing against cannons: a charge that contacts them eliminates them without a fight, whatever the face ("Cannons in melee"); leave it out`);
  }
  const unreachable = reachRefusal(u, targets, req.reach);
  if (unreachable) return err(unreachable);
  const results: Resolution[] = [];
  const reason = commandCheckReason(s, u, req.far);
  if (reason) {
    const check = commandCheck(u, reason, 'charge', dice);
    results.push(check.result);
    if (!check.passed) return outcome(results, [{ type: 'check-failed', unit: u.id, purpose: 'charge', text: check.result.result }]);
  }
  const names = unitList(targets.map((t) => t.name));
  const text = `${u.name} ${verb(u, 'declares')} a charge on the ${aspectWords(req.aspect)} of ${names} (at most ${tumWords(RESTRICTED_MOVE, s.baseWidth)}; a wheel at the start is the only change of direction).`;
  results.push(plain('declare', text, [], { actor: u.name, target: names }));
  return outcome(results, [{ type: 'declared', unit: u.id, targets: targets.map((t) => t.id), aspect: req.aspect, text }]);
}

/**
 * Seed 003, "Cancel charges": (1) a charge on the flank or rear of a unit cancels that unit's
 * declaration; (2) a cavalry charge cancels the declarations of the infantry it targets.
 * All declarations are weighed at once, as declared. A commander's charge to join a unit
 * whose own charge is cancelled is cancelled too, unless the unit is locked in melee.
 */
export function cancellations(s: TillyState): TillyEvent[] {
  const declared = s.units.filter((u) => onTable(u) && u.charge && u.charge.cancelled === null);
  const events: TillyEvent[] = [];
  const cancelled = new Set<string>();
  for (const u of declared) {
    if (u.type === 'commander') continue;
    const enemies = declared.filter((e) => e.side !== u.side && e.type !== 'commander' && e.charge?.targets.includes(u.id));
    const flanker = enemies.find((e) => e.charge?.aspect !== 'front');
    const cavalry = isChargeInfantry(u.type) ? enemies.find((e) => isCavalry(e.type)) : undefined;
    const why = flanker
      ? `${flanker.name} ${verb(flanker, 'charges')} ${its(u)} ${flanker.charge?.aspect}`
      : cavalry
        ? `${possessive(cavalry.name)} cavalry charge pre-empts ${them(u)}`
        : null;
    if (why) {
      cancelled.add(u.id);
      events.push({ type: 'cancelled', unit: u.id, reason: why, text: `${possessive(u.name)} charge is cancelled: ${why}.` });
    }
  }
  for (const c of declared.filter((u) => u.type === 'commander')) {
    const joined = c.charge?.targets[0] ?? '';
    // Attached or not: a commander charging with a unit goes only where it goes ("Commander charges").
    if (cancelled.has(joined) && !inContact(s, joined)) {
      const why = `${possessive(unitOf(s, joined).name)} charge is cancelled`;
      events.push({ type: 'cancelled', unit: c.id, reason: why, text: `${possessive(c.name)} charge is cancelled: ${why}.` });
    }
  }
  return events;
}

/** Seed 003, "Conduct charges": the order in which charges move (0 first). */
export function chargeOrder(s: TillyState, u: TillyUnit): number {
  const defender = roleOf(s, u.side) === 'defender' ? 1 : 0;
  if (isCavalry(u.type)) return defender;
  if (u.type === 'commander') return 4 + defender;
  return 2 + defender;
}

const ORDER_WORDS = ['attacker cavalry', 'defender cavalry', 'attacker infantry', 'defender infantry', 'attacker commanders', 'defender commanders'];

/** Declared charges not cancelled and not yet made, in seed order. */
export const pendingCharges = (s: TillyState): TillyUnit[] =>
  s.units
    .filter((u) => onTable(u) && u.charge !== null && u.charge.cancelled === null)
    .sort((a, b) => chargeOrder(s, a) - chargeOrder(s, b));

/** The house rule reading "Cannons in melee" as part of Step 3.4: contacted cannons fall when their melee is fought. */
export const cannonsFallAtMelee = (s: TillyState): boolean => s.options.houseRules?.cannonsFallAtMelee === true;

/** The house rule reading "Commander charges" as the only way a commander charges: one attached to a unit that charges without him stays behind. */
export const commanderChargesOnlyIfDeclared = (s: TillyState): boolean => s.options.houseRules?.commanderChargesOnlyIfDeclared === true;

/**
 * Commanders attached to a unit that charges, who declared no charge with it ("Commander
 * charges"). By default they go with it, as they ride with its move; by the house rule
 * commanderChargesOnlyIfDeclared they stay where they were and leave it. Only the house
 * rule's events are journalled, so journals of the default reading replay.
 */
function undeclaredRiders(s: TillyState, chargers: readonly TillyUnit[]): { events: TillyEvent[]; words: string[] } {
  const events: TillyEvent[] = [];
  const words: string[] = [];
  for (const u of chargers) {
    for (const c of s.units.filter((x) => x.type === 'commander' && onTable(x) && x.attachedTo === u.id && !(x.charge && x.charge.cancelled === null && x.charge.targets[0] === u.id))) {
      if (commanderChargesOnlyIfDeclared(s)) {
        const text = `${c.name} stays behind: he declared no charge with ${u.name}, so he is no longer attached to ${them(u)} (house rule commanderChargesOnlyIfDeclared).`;
        events.push({ type: 'attached', commander: c.id, unit: null, text });
        words.push(text);
      } else {
        words.push(`${c.name} goes with ${them(u)}, still attached ("Commander charges").`);
      }
    }
  }
  return { events, words };
}

/** Make one declared charge: contact (or not), mutual charges meeting halfway, cannons eliminated. */
function conductOne(s: TillyState, u: TillyUnit, contact: boolean): { events: TillyEvent[]; result: Resolution } {
  const charge = u.charge;
  if (!charge) throw new Error('no charge');
  const targets = charge.targets.map((id) => unitOf(s, id)).filter(onTable);
  if (u.type === 'commander') {
    const t = targets[0];
    if (!t || !contact) {
      const text = `${possessive(u.name)} charge to join ${unitOf(s, charge.targets[0] ?? '').name} ${verb(unitOf(s, charge.targets[0] ?? ''), 'does')} not happen.`;
      return { events: [{ type: 'charged', unit: u.id, charge: { ...charge, contact: false, mutual: false }, text }], result: plain('charge', text) };
    }
    const text = `${u.name} ${verb(u, 'charges')} to join ${t.name} and is attached to it.`;
    // The event keeps the words journals recorded; the line read agrees with a plural unit, and
    // says "with" for the unit he was already attached to ("Commander charges").
    const said = u.attachedTo === t.id ? `${u.name} ${verb(u, 'charges')} with ${t.name}, still attached to ${them(t)}.` : `${u.name} ${verb(u, 'charges')} to join ${t.name} and is attached to ${them(t)}.`;
    return {
      events: [
        { type: 'charged', unit: u.id, charge: { targets: [t.id], aspect: 'front', contact: true, mutual: false }, text },
        { type: 'attached', commander: u.id, unit: t.id, text: `${u.name} ${verb(u, 'is')} attached to ${t.name}.` },
      ],
      result: plain('charge', said, [], { actor: u.name, target: t.name }),
    };
  }
  const caught = enemiesInContact(s, u.id).filter((c) => !charge.targets.includes(c.enemy));
  if (caught.length > 0) {
    // It never charged: its declaration lapses like a cancelled one, so in step 3.3 it may
    // still shoot at point-blank range or evade ("A unit that had its own charge cancelled can…").
    const by = unitList(caught.map((c) => unitOf(s, c.enemy).name));
    const text = `${u.name} ${verb(u, 'was')} contacted by ${by} before ${itWord(u)} could charge: no charge.`;
    return { events: [{ type: 'cancelled', unit: u.id, reason: `contacted by ${by} before ${itWord(u)} could charge`, text }], result: plain('charge', text, [], { actor: u.name }) };
  }
  if (targets.length === 0 || !contact) {
    const text = targets.length === 0 ? `${possessive(u.name)} target has left the table: no charge.` : `${u.name} ${verb(u, 'charges')} but does not reach ${unitList(targets.map((t) => t.name))}.`;
    const riders = targets.length === 0 ? { events: [], words: [] } : undeclaredRiders(s, [u]);
    return {
      events: [{ type: 'charged', unit: u.id, charge: { ...charge, contact: false, mutual: false }, text }, ...riders.events],
      result: plain('charge', [text, ...riders.words].join(' '), [], { actor: u.name }),
    };
  }
  const events: TillyEvent[] = [];
  const lines: string[] = [];
  const struck: string[] = [];
  const mutualWith = targets.find((t) => t.charge !== null && t.charge.cancelled === null && t.charge.targets.includes(u.id));
  for (const t of targets) {
    // By house rule cannonsFallAtMelee they stay in contact, to fall when their melee is fought.
    if (t.type === 'cannons' && !cannonsFallAtMelee(s)) {
      events.push({ type: 'eliminated', unit: t.id, text: `${t.name} (${sideName(s, t.side)}) ${verb(t, 'is')} contacted by ${u.name} and eliminated without a fight.` });
      lines.push(`${u.name} ${verb(u, 'charges')} into ${t.name}: ${itWord(t)} ${verb(t, 'is')} eliminated without a fight ("Cannons in melee")`);
      continue;
    }
    const mutual = t === mutualWith;
    const aspect: Aspect = mutual ? 'front' : charge.aspect;
    events.push({ type: 'contact', a: u.id, b: t.id, aspectA: 'front', aspectB: aspect, chargedBy: u.id, text: `${u.name} ${verb(u, 'contacts')} the ${aspect} of ${t.name}.` });
    if (mutual) lines.push(`${u.name} and ${t.name} charge each other and meet halfway`);
    else struck.push(t.name);
  }
  // Units side by side struck by one charge are one clause: "into the front of Imperial Foot 1 and 2".
  if (struck.length > 0) lines.push(`${u.name} ${verb(u, 'charges')} into the ${aspectWords(charge.aspect)} of ${unitList(struck)}`);
  const mutual = mutualWith !== undefined;
  events.unshift({ type: 'charged', unit: u.id, charge: { targets: charge.targets, aspect: mutual ? 'front' : charge.aspect, contact: true, mutual }, text: `${u.name} ${verb(u, 'charges')}.` });
  if (mutualWith) {
    events.push({
      type: 'charged',
      unit: mutualWith.id,
      charge: { targets: [u.id], aspect: 'front', contact: true, mutual: true },
      text: `${mutualWith.name} ${verb(mutualWith, 'charges')} ${u.name}; they meet halfway.`,
    });
  }
  const riders = undeclaredRiders(s, mutualWith ? [u, mutualWith] : [u]);
  events.push(...riders.events);
  return { events, result: plain('charge', [`${lines.join('; ')}.`, ...riders.words].join(' '), [], { actor: u.name, target: targets.map((t) => t.name).join(' + ') }) };
}

/** `charge [unit] [--no-contact]`: one charge, or without a unit every pending charge in seed order. */
export function resolveCharge(s: TillyState, req: { unit: string | null; contact: boolean }): Result<TillyOutcome, string> {
  if (s.step !== 'charge') return err(`charges move in step 3.2, not in ${stepDef(s.step).title.toLowerCase()}`);
  if (req.unit === null && !req.contact) return err('--no-contact is for one charge that falls short: name its unit, charge <unit> --no-contact');
  const pending = pendingCharges(s);
  if (pending.length === 0) return err('no declared charge is left to make');
  if (req.unit === null) {
    let state = s;
    const events: TillyEvent[] = [];
    const results: Resolution[] = [];
    for (const u of pending) {
      const cur = unitOf(state, u.id);
      if (!cur.charge || cur.charge.cancelled !== null || !onTable(cur)) continue; // met halfway, or gone
      const one = conductOne(state, cur, req.contact);
      events.push(...one.events);
      results.push(one.result);
      state = applyAll(state, one.events);
    }
    return outcome(results, events);
  }
  const u = unitOf(s, req.unit);
  if (!u.charge || u.charge.cancelled !== null) {
    return err(u.charge?.cancelled ? `${possessive(u.name)} charge was cancelled: ${u.charge.cancelled}` : `${u.name} ${verb(u, 'has')} no declared charge to make`);
  }
  const first = pending[0] as TillyUnit;
  if (chargeOrder(s, first) < chargeOrder(s, u)) {
    const group = pending.filter((p) => chargeOrder(s, p) === chargeOrder(s, first));
    // Say what to type: each charge of that group, or all of them in order.
    return err(`${ORDER_WORDS[chargeOrder(s, first)]} charge first: ${group.map((p) => p.name).join(', ')} ("Conduct charges"): type ${group.map((p) => `charge ${p.id}`).join(' or ')}, or charge for every declared charge in order`);
  }
  const one = conductOne(s, u, req.contact);
  return outcome([one.result], one.events);
}

/** A local fold, so `charge` with no unit sees each charge's effect on the next. */
const applyAll = (s: TillyState, events: readonly TillyEvent[]): TillyState => applyEvents(s, events);

/** Seed 003, "Optional Rule: Evade": instead of point-blank shooting, move out as a compulsory rally back. */
export function resolveEvade(
  s: TillyState,
  req: { unit: string; difficult: boolean; blocked?: boolean; sight?: ShootingSight },
): Result<TillyOutcome, string> {
  if (!s.options.evade) return err('the scenario does not use the optional evade rule (evade: true)');
  if (s.step !== 'point-blank') return err(`units evade in step 3.3, not in ${stepDef(s.step).title.toLowerCase()}`);
  const u = unitOf(s, req.unit);
  if (!onTable(u)) return err(`${u.name} ${verb(u, 'is')} no longer on the table`);
  if (!canEvade(u.type)) return err(`only dragoons, shot and light horse can evade, not ${typeName(u).toLowerCase()}`);
  // Eligible to shoot at point-blank range: it did not charge, even a charge that fell short (Step 3.3).
  if (u.charged) {
    return err(`${u.name} charged this turn${u.charged.contact ? '' : ` (${its(u)} charge fell short)`}, so ${itWord(u)} ${verb(u, 'was')} not eligible to shoot at point-blank range and cannot evade`);
  }
  if (u.shot) return err(`${u.name} ${verb(u, 'has')} already shot this turn, so ${itWord(u)} ${verb(u, 'was')} not eligible to shoot at point-blank range`);
  const chargers = enemiesInContact(s, u.id).map((c) => unitOf(s, c.enemy));
  const charger = chargers.find((c) => chargedInto(c, u.id));
  if (!charger) return err(`${u.name} ${verb(u, 'was')} not charged this turn`);
  if (charger.charged?.aspect === 'rear') return err(`${charger.name} charged ${u.name} in the rear: out of ${its(u)} arc of fire, so ${itWord(u)} cannot evade`);
  const locked = chargers.find((c) => !chargedInto(c, u.id));
  if (locked) return err(`${u.name} ${verb(u, 'is')} locked in melee with ${locked.name}: the evade must take ${them(u)} out of contact with all enemy`);
  // "Shoot front before flank", as at point-blank range: a unit that could not shoot at its
  // charger was not "eligible to shoot at point blank range", so it cannot evade.
  const stray = sightNamesRefusal(s, req.sight, [u], true);
  if (stray) return err(stray);
  const unseen = sightRefusal(s, req.sight, [u], charger, charger.charged?.aspect === 'flank' ? [u.id] : [], true);
  if (unseen) return err(`${unseen}, and so cannot evade ("Optional Rule: Evade")`);
  if (u.type === 'light-horse' && req.difficult) return err('light horse can only evade if they start in open terrain');
  if (u.type !== 'light-horse' && !req.difficult) return err(`${typeName(u).toLowerCase()} can only evade if they start in difficult terrain (add --difficult if they do)`);
  // The game master's answer: the evade move must get the unit "out of contact with all enemy".
  if (req.blocked) return err(`${u.name} cannot evade: the evade move must get ${them(u)} out of contact with all enemy ("Optional Rule: Evade")`);
  const text = `${u.name} ${verb(u, 'evades')} ${charger.name}: ${itWord(u)} will rally back up to ${tumWords(RESTRICTED_MOVE, s.baseWidth)} in step 3.5; no melee, and ${charger.name} ${verb(charger, 'stays')} where ${itWord(charger)} ${verb(charger, 'is')}.`;
  return outcome([plain('evade', text, [], { actor: u.name, target: charger.name })], [{ type: 'evaded', unit: u.id, text }]);
}

/** The side with most units charging this turn chooses the first melee; on a tie, the attacker. */
export function firstChooser(s: TillyState): SideIndex {
  const count = (side: SideIndex) => s.units.filter((u) => u.side === side && u.type !== 'commander' && u.charged?.contact).length;
  const a = s.attacker;
  const d: SideIndex = a === 0 ? 1 : 0;
  return count(d) > count(a) ? d : a;
}
