/**
 * Phase 4, seed 003 "Phase 4. Morale": "Step 4.1. Command Morale", "Step 4.2. Unit Rally",
 * "Step 4.3. Unit Heroics", "Step 4.4. Army Morale" and "Optional Rule: Variable Army
 * Morale".
 */
import type { DiceSource, RollContext } from '../../dice/dice.js';
import { Distribution } from '../../dice/distribution.js';
import type { Change, Odds, Resolution } from '../../engine/ruleset.js';
import { err, type Result } from '../../engine/result.js';
import type { TillyEvent } from './events.js';
import { attachedCommander, changeText, lostUnits, onTable, other, outcome, plain, resolveChange, resolveEvent, routEvent, sideName, type TillyOutcome, unitOf } from './helpers.js';
import { sideThey, sideVerb, startSideSays, theSideSays } from './side-words.js';
import type { ArmyMoraleCheck, SideIndex, TillyState, TillyUnit } from './state.js';
import { losesAt, losesWith, losesWords } from './scenario.js';
import { stepDef } from './steps.js';
import { hitOn } from './units.js';
import { capitalFirst, its, itWord, listWords, sideAndVerb, sideIsPlural, them, verb } from '../../engine/english.js';

// ---------------------------------------------------------------------------------------
// 4.1 Command morale

/** On entering step 4.1: every surviving unit of a command whose commander fell this turn loses 1 resolve. */
export function commandMorale(s: TillyState): { events: TillyEvent[]; result: Resolution } {
  const events: TillyEvent[] = [];
  const lines: string[] = [];
  const changes: Change[] = [];
  for (const c of s.units.filter((u) => u.type === 'commander' && u.casualtyMarker)) {
    const command = s.commands.find((x) => x.commander === c.id);
    const units = s.units.filter((u) => u.command === c.command && u.id !== c.id && onTable(u));
    const each: string[] = [];
    // The loss is not a hit: rally and heroics cannot restore it ("only recover resolve weakened
    // through melee or shooting"), unless the house rule reads 4.2's "during the game" as any loss.
    const recoverableLoss = commandMoraleRecoverable(s);
    for (const u of units) {
      const to = u.resolve - 1;
      const wounds = recoverableLoss ? u.wounds + 1 : Math.min(u.wounds, Math.max(0, u.startResolve - to));
      events.push(resolveEvent(u, to, wounds, `command morale: ${c.name} fell`));
      const change = resolveChange(u, to);
      changes.push(change);
      each.push(`${u.name} ${changeText(change)}`);
      if (to === 0) events.push(routEvent(s, u, 'command-morale'));
    }
    events.push({ type: 'command-morale', commander: c.id, text: `Commander casualty marker of ${c.name} removed.` });
    const his = command ? `his command (${command.name})` : 'his command';
    lines.push(each.length === 0 ? `${c.name} fell: no unit of ${his} is left to lose resolve` : `${c.name} fell: every surviving unit of ${his} loses 1 resolve: ${each.join(', ')}`);
  }
  const result = lines.length === 0 ? 'No commander fell this turn: command morale holds.' : `${lines.join('; ')}.`;
  return { events, result: plain('command morale', result, changes) };
}

// ---------------------------------------------------------------------------------------
// 4.2 Unit rally and 4.3 heroics: recovery of resolve weakened by shooting or melee

/** The house rule reading 4.2's "weakened during the game" as any loss, command morale included. */
export const commandMoraleRecoverable = (s: TillyState): boolean => s.options.houseRules?.commandMoraleRecoverable === true;

/** The losses rally and heroics may restore, in words: "shooting or melee", or with the house rule command morale too. */
export const recoverableLosses = (s: TillyState): string => (commandMoraleRecoverable(s) ? 'shooting, melee or command morale' : 'shooting or melee');

/** Resolve a unit may still recover: weakened by shooting or melee, and up to its starting value. */
export const recoverable = (u: TillyUnit): boolean => onTable(u) && u.wounds > 0 && u.resolve < u.startResolve;

function recover(u: TillyUnit, why: string): { event: TillyEvent; change: Change } {
  const to = u.resolve + 1;
  return { event: resolveEvent(u, to, u.wounds - 1, why), change: resolveChange(u, to) };
}

/** Units an attached commander may rally now. */
export const rallyCandidates = (s: TillyState): TillyUnit[] => s.units.filter((u) => !u.rallied && recoverable(u) && attachedCommander(s, u.id) !== undefined);

export function resolveRally(s: TillyState, req: { unit: string | null }): Result<TillyOutcome, string> {
  if (s.step !== 'rally') return err(`units rally in step 4.2, not in ${stepDef(s.step).title.toLowerCase()}`);
  let units: TillyUnit[];
  if (req.unit === null) {
    units = rallyCandidates(s);
    if (units.length === 0) return outcome([plain('rally', 'No unit with an attached commander has resolve to recover.')], []);
  } else {
    let u = unitOf(s, req.unit);
    if (u.type === 'commander') {
      if (!u.attachedTo) return err(`${u.name} ${verb(u, 'is')} not attached to a unit`);
      u = unitOf(s, u.attachedTo);
    }
    const c = attachedCommander(s, u.id);
    if (!c) return err(`no commander is attached to ${u.name} ("Step 4.2. Unit Rally")`);
    if (u.rallied) return err(`${u.name} ${verb(u, 'has')} already been rallied this turn`);
    if (!recoverable(u)) {
      return err(
        u.resolve >= u.startResolve
          ? `${u.name} ${verb(u, 'is')} at ${its(u)} starting resolve (${u.startResolve})`
          : `${u.name} lost ${its(u)} resolve to command morale, not to shooting or melee: it cannot be recovered`,
      );
    }
    units = [u];
  }
  const events: TillyEvent[] = [];
  const changes: Change[] = [];
  const lines: string[] = [];
  for (const u of units) {
    const c = attachedCommander(s, u.id) as TillyUnit;
    const r = recover(u, `rallied by ${c.name}`);
    events.push(r.event, { type: 'rallied', unit: u.id, text: `${u.name} ${verb(u, 'has')} been rallied this turn.` });
    changes.push(r.change);
    lines.push(`${c.name} rallies ${u.name}: ${changeText(r.change)}`);
  }
  return outcome([plain('rally', `${lines.join('; ')}.`, changes)], events);
}

/** Units that may benefit from the rout of `enemy`, best first: melee winners against it when there are any. */
/** The units that scored the hits heroics reward on `enemy` (in melee, if it routed in melee), whatever their resolve. */
function hittersOf(s: TillyState, enemy: TillyUnit): TillyUnit[] {
  const how = enemy.routCause === 'melee' ? 'melee' : 'shooting';
  return [...new Set(s.hits.filter((h) => h.on === enemy.id && h.hits > 0 && (how === 'shooting' || h.how === 'melee')).map((h) => h.by))]
    .map((id) => unitOf(s, id))
    .filter((u) => u.side !== enemy.side);
}

export function heroicsCandidates(s: TillyState, enemy: TillyUnit): { units: TillyUnit[]; winnersOnly: boolean } {
  const hitters = hittersOf(s, enemy).filter(recoverable);
  const winners = hitters.filter((u) => u.meleeResult === 'won' && s.hits.some((h) => h.by === u.id && h.on === enemy.id && h.how === 'melee'));
  return winners.length > 0 ? { units: winners, winnersOnly: true } : { units: hitters, winnersOnly: false };
}

/** Enemy units with a rout marker still to reward, and who may take it. */
export const routMarkers = (s: TillyState): TillyUnit[] => s.units.filter((u) => u.routMarker);

export function resolveHeroics(s: TillyState, req: { unit: string | null; enemy: string | null }): Result<TillyOutcome, string> {
  if (s.step !== 'heroics') return err(`unit heroics happen in step 4.3, not in ${stepDef(s.step).title.toLowerCase()}`);
  const markers = routMarkers(s);
  if (req.unit === null) {
    // Apply every rout whose beneficiary is forced; list the choices left to the players.
    const events: TillyEvent[] = [];
    const changes: Change[] = [];
    const lines: string[] = [];
    const used = new Map<string, TillyUnit>();
    for (const enemy of markers) {
      const { units } = heroicsCandidates(s, enemy);
      const live = units.map((u) => used.get(u.id) ?? u).filter(recoverable);
      if (live.length === 1) {
        const u = live[0] as TillyUnit;
        const r = recover(u, `heroics for the rout of ${enemy.name}`);
        events.push(r.event, { type: 'heroics', unit: u.id, enemy: enemy.id, text: `${u.name} ${verb(u, 'benefits')} from the rout of ${enemy.name}; rout marker removed.` });
        changes.push(r.change);
        used.set(u.id, { ...u, resolve: u.resolve + 1, wounds: u.wounds - 1 });
        lines.push(`${u.name} ${verb(u, 'regains')} 1 resolve for the rout of ${enemy.name}: ${changeText(r.change)}`);
      } else if (live.length > 1) {
        lines.push(`the rout of ${enemy.name} lets one of ${listWords(live.map((u) => `${u.name} (${u.id})`))} regain 1 resolve: heroics <unit> for ${enemy.id}`);
      } else {
        // Weakened, but only by command morale: say why that does not count ("Step 4.3. Unit Heroics").
        const weakened = hittersOf(s, enemy).filter((u) => onTable(u) && u.resolve < u.startResolve);
        const why =
          weakened.length === 0
            ? `no unit that hit ${them(enemy)} has resolve to recover`
            : `${listWords(weakened.map((u) => u.name))} lost resolve only to command morale, and heroics recover only what was lost to ${recoverableLosses(s)}`;
        lines.push(`the rout of ${enemy.name} benefits no one (${why})`);
      }
    }
    if (markers.length === 0) lines.push('no enemy unit routed by shooting or melee this turn');
    return outcome([plain('heroics', `${capitalFirst(lines.join('; '))}.`, changes)], events);
  }
  const u = unitOf(s, req.unit);
  if (!onTable(u)) return err(`${u.name} ${verb(u, 'is')} no longer on the table`);
  const options = markers.filter((e) => e.side !== u.side && heroicsCandidates(s, e).units.some((c) => c.id === u.id));
  let enemy: TillyUnit | undefined;
  if (req.enemy !== null) {
    enemy = unitOf(s, req.enemy);
    if (!enemy.routMarker) return err(`${enemy.name} ${verb(enemy, 'has')} no rout marker to reward (routed by shooting or melee this turn, not yet used)`);
    const { units, winnersOnly } = heroicsCandidates(s, enemy);
    if (!units.some((c) => c.id === u.id)) {
      if (!recoverable(u)) return err(`${u.name} ${verb(u, 'has')} no resolve lost to ${recoverableLosses(s)} to recover`);
      if (winnersOnly) return err(`${units.map((c) => c.name).join(' or ')} won the melee against ${enemy.name} and must be chosen ("Step 4.3. Unit Heroics")`);
      return err(`${u.name} did not score a hit on ${enemy.name}${enemy.routCause === 'melee' ? ' in melee' : ''} this turn`);
    }
  } else {
    if (options.length === 0) return err(`${u.name} cannot benefit from heroics now (${itWord(u)} must have hit an enemy routed this turn and have resolve to recover)`);
    if (options.length > 1) return err(`${u.name} hit several routed enemies: say which, heroics ${u.id} for <enemy> (${options.map((e) => e.id).join(', ')})`);
    enemy = options[0] as TillyUnit;
  }
  const r = recover(u, `heroics for the rout of ${enemy.name}`);
  return outcome(
    [plain('heroics', `${u.name} ${verb(u, 'regains')} 1 resolve for the rout of ${enemy.name}: ${changeText(r.change)}.`, [r.change])],
    [r.event, { type: 'heroics', unit: u.id, enemy: enemy.id, text: `${u.name} ${verb(u, 'benefits')} from the rout of ${enemy.name}; rout marker removed.` }],
  );
}


// ---------------------------------------------------------------------------------------
// 4.4 Army morale

/** Seed 003, "Step 4.4. Army Morale": a side loses at ½ or more of its original units lost. */
export const breaks = (lost: number, original: number): boolean => lost * 2 >= original;

/** The variable-morale odds of a side: P(d6 + lost ≥ ½ original). */
export function variableMoraleOdds(lost: number, original: number): Odds {
  const d = Distribution.die(6).shift(lost);
  const flees = (v: number) => breaks(v, original);
  return {
    outcomes: [
      { label: 'flees the field', probability: d.probability(flees), fraction: d.fraction(flees) },
      { label: 'fights on', probability: d.probability((v) => !flees(v)), fraction: d.fraction((v) => !flees(v)) },
    ].filter((o) => o.probability > 0), // an outcome no die can bring is left out, as in the other rule sets
    expected: { actorLevels: 0, targetLevels: 0 },
  };
}

/** "Optional Rule: Variable Army Morale": the side with most lost units rolls; both on a tie, attacker first; none if nobody lost. */
export function variableMoraleRollers(s: TillyState): SideIndex[] {
  const lost: [number, number] = [lostUnits(s, 0), lostUnits(s, 1)];
  const most = Math.max(lost[0], lost[1]);
  return most === 0 ? [] : [s.attacker, other(s.attacker)].filter((side) => lost[side] === most);
}

const lostLabel = (n: number): string => (n === 1 ? 'unit lost' : 'units lost');

/**
 * The odds of the variable army-morale roll as `next` makes it: one side's roll, or on a tie
 * both rolls together (each side may flee, or both: a draw).
 */
export function variableMoraleOddsOf(s: TillyState, rollers: readonly SideIndex[]): Odds {
  const [first, second] = rollers;
  if (first === undefined) throw new Error('no side rolls');
  if (second === undefined) return variableMoraleOdds(lostUnits(s, first), s.sides[first].originalUnits);
  // Independent d6s: 1 if the first side flees, 2 if the second does, 3 if both.
  const flee = (side: SideIndex, weight: number) => Distribution.die(6).shift(lostUnits(s, side)).map((v) => (breaks(v, s.sides[side].originalUnits) ? weight : 0));
  const joint = flee(first, 1).plus(flee(second, 2));
  const labels = ['both fight on', `${theSideSays(s, first, 'flees')} the field`, `${theSideSays(s, second, 'flees')} the field`, 'both flee: a draw'];
  return {
    outcomes: labels.map((label, v) => ({ label, probability: joint.probability((x) => x === v), fraction: joint.fraction((x) => x === v) })).filter((o) => o.probability > 0),
    expected: { actorLevels: 0, targetLevels: 0 },
  };
}

/** What each roller adds and needs, in words: "Imperialists: 1d6 + 7 lost, fleeing at 13 or more". */
export const variableMoraleWords = (s: TillyState, rollers: readonly SideIndex[]): string =>
  rollers.map((side) => `${sideName(s, side)}: 1d6 + ${lostUnits(s, side)} lost, fleeing at ${losesWith(s.sides[side].originalUnits)}`).join('; ');

/**
 * What players rolling by hand see before the variable-morale die: the roll's parts, as
 * `odds next` and `morale` give them ("1d6 + 7 lost, fleeing at 13 or more"), and the faces
 * that flee.
 */
export function variableMoraleContext(s: TillyState, side: SideIndex): RollContext {
  const lost = lostUnits(s, side);
  const original = s.sides[side].originalUnits;
  const need = losesAt(original) - lost;
  const flee = variableMoraleOdds(lost, original).outcomes.find((o) => o.label === 'flees the field');
  const chance =
    need > 6
      ? `No face reaches it: ${theSideSays(s, side, 'fights')} on whatever the die shows`
      : need <= 1
        ? `Every face reaches it: ${theSideSays(s, side, 'flees')} the field whatever the die shows`
        : `A roll of ${hitOn(need)} and ${theSideSays(s, side, 'flees')} the field (${flee?.fraction ?? ''}); otherwise ${sideThey(s, side)} ${sideVerb(s, side, 'fights')} on`;
  return {
    stage: `Variable army morale, ${sideName(s, side)}`,
    side: sideName(s, side),
    modifiers: [{ label: lostLabel(lost), value: lost }],
    net: lost,
    detail: [`1d6 + ${lost} lost, fleeing at ${losesWith(original)} ("Optional Rule: Variable Army Morale")`, chance],
  };
}

/**
 * On entering step 4.4. Fixed rule: every side with ½ or more of its original units lost
 * loses. Variable rule: the side with most lost units (both, on a tie, attacker first)
 * rolls 1d6 and adds its losses; ½ or more loses. A side that has lost nothing never rolls.
 */
export function armyMorale(s: TillyState, dice: DiceSource): { events: TillyEvent[]; results: Resolution[] } {
  const lost: [number, number] = [lostUnits(s, 0), lostUnits(s, 1)];
  const rolls: [number | null, number | null] = [null, null];
  const losers: SideIndex[] = [];
  const results: Resolution[] = [];
  if (!s.options.variableMorale) {
    for (const side of [s.attacker, other(s.attacker)]) if (breaks(lost[side], s.sides[side].originalUnits)) losers.push(side);
  } else {
    for (const side of variableMoraleRollers(s)) {
      const roll = dice.roll(6, `variable army morale: ${sideName(s, side)}`, variableMoraleContext(s, side));
      rolls[side] = roll;
      const total = roll + lost[side];
      const flees = breaks(total, s.sides[side].originalUnits);
      if (flees) losers.push(side);
      results.push({
        action: 'variable army morale',
        actor: sideName(s, side),
        modifiers: { actor: [{ label: lostLabel(lost[side]), value: lost[side], reason: 'routed units and commander casualties ("Optional Rule: Variable Army Morale")' }], target: [] },
        actorModifier: lost[side],
        rolls: { actor: roll, dice: [roll] },
        result: `${sideAndVerb(sideName(s, side), 'rolls')} ${roll} + ${lost[side]} lost = ${total}, ${flees ? `at least ${losesAt(s.sides[side].originalUnits)}: ${sideThey(s, side)} ${sideVerb(s, side, 'flees')} the field` : `under ${losesAt(s.sides[side].originalUnits)}: ${sideThey(s, side)} ${sideVerb(s, side, 'fights')} on`}.`,
        changes: [],
        odds: variableMoraleOdds(lost[side], s.sides[side].originalUnits),
      });
    }
  }
  const check: ArmyMoraleCheck = { lost, rolls, losers };
  const over = losers.length > 0;
  const winner: SideIndex | null = losers.length === 1 ? other(losers[0] as SideIndex) : null;
  const text = armyMoraleWords(s, check);
  results.push(plain('army morale', text));
  return { events: [{ type: 'army-morale', check, over, winner, text }], results };
}

/**
 * The army-morale line, from the check and the battle's fixed facts (names, sizes, options)
 * alone, so the state need not keep the event's words to say how the battle ended.
 */
export function armyMoraleWords(s: TillyState, check: ArmyMoraleCheck): string {
  const { lost, rolls, losers } = check;
  // With variable army morale the roll decides, not the units lost alone.
  const loses = (side: SideIndex) => (s.options.variableMorale ? losesWords(s.sides[side].originalUnits, true, `${lost[side]} lost`) : `at ${losesWith(s.sides[side].originalUnits)}`);
  // Only the side with most units lost rolls ("Optional Rule: Variable Army Morale"): the other cannot lose this turn.
  const rolled = (side: SideIndex) => rolls[side] !== null;
  const noRoll = !rolled(0) && !rolled(1) ? 'no roll: no side has lost a unit' : 'no roll: only the side with most units lost rolls';
  const why = (side: SideIndex) => (!s.options.variableMorale || rolled(side) ? `the side loses ${loses(side)}` : noRoll);
  const words = (side: SideIndex) => `${sideName(s, side)} ${lost[side]} of ${s.sides[side].originalUnits} lost (${why(side)})`;
  const winner = losers.length === 1 ? other(losers[0] as SideIndex) : null;
  return losers.length === 0
    ? `Army morale: ${words(0)}; ${words(1)}. The battle goes on.`
    : winner === null
      ? `Army morale: ${words(0)}; ${words(1)}. Both armies lose in the same turn: a draw.`
      : `Army morale: ${words(0)}; ${words(1)}. ${startSideSays(s, losers[0] as SideIndex, 'loses')} the battle; ${theSideSays(s, winner, 'is')} the ${sideIsPlural(sideName(s, winner)) ? 'victors' : 'victor'}.`;
}

/** How the battle ended, in the words its army-morale check printed; '' while it goes on. */
export const battleOverWords = (s: TillyState): string => (s.outcome && s.lastCheck ? armyMoraleWords(s, s.lastCheck) : '');
