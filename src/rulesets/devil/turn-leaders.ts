/**
 * Leaders and command control (seed 000, "Leaders and Command Control", "Turn Sequence" 2):
 * which units a leader commands, how a fallen leader's command passes, the command roll and
 * its exact odds, giving and ending an initiative, and the leader's own move.
 */
import type { DiceSource } from '../../dice/dice.js';
import { Distribution } from '../../dice/distribution.js';
import type { Modifier, Odds } from '../../engine/ruleset.js';
import { err } from '../../engine/result.js';
import type { DevilEvent } from './events.js';
import { faceLines, handReading } from './hand-reading.js';
import { plural } from './rally.js';
import type { DevilState, LeaderState, SideIndex, UnitState } from './state.js';
import { commandActivations, commandMinimum, LEADER_MOVE } from './turn-tables.js';
import { alive, done, getLeader, leaderById, living, other, type Outcome, result, sideAgrees, sideName, stepTitle, theSide, theSides, unitById } from './turn-lookups.js';
import { capitalFirst, itWord, listWords, possessive, verb } from './words.js';

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
  return state.units.filter((u) => u.side === leader.side && alive(u) && (all || commandHolder(state, u)?.id === leader.id)).map((u) => u.id);
}

/**
 * Who holds a unit's command now ("Leaders and Command Control": a fallen leader's command
 * passes to a survivor): its own leader, or the last leader it passed to. That leader may
 * himself have fallen and still await an heir. The unit keeps its own `commander`, so the
 * views can say for whom the heir commands it.
 */
export function commandHolder(state: DevilState, u: Pick<UnitState, 'commander'>): LeaderState | undefined {
  const own = leaderById(state, u.commander);
  if (!own || living(own)) return own;
  // `inherited` holds the whole chain, so the holder is the one whose own command has not passed on.
  return state.leaders.find((l) => l.inherited.includes(own.id) && !commandPassed(state, l.id)) ?? own;
}

/**
 * Has a fallen leader's command passed to another leader? An heir who fell since still holds
 * it: it passes on with his own command, never on its own.
 */
export const commandPassed = (state: DevilState, id: string) => state.leaders.some((l) => l.inherited.includes(id));

/** Who gives a leader the initiative next in the leaders step: `preferred` if able, else the other side, else nobody. */
export function leadersToAct(state: DevilState, preferred: SideIndex): SideIndex | null {
  if (availableLeaders(state, preferred).length > 0) return preferred;
  if (availableLeaders(state, other(preferred)).length > 0) return other(preferred);
  return null;
}

/**
 * "Leaders and Command Control": a leader may detach at any time, unless his unit is in an
 * ongoing combat. Why he may not leave his unit now, naming the fix when the record is wrong, or null.
 */
export function leaderHeldInCombat(state: DevilState, l: LeaderState): string | null {
  const u = l.attachedTo ? unitById(state, l.attachedTo) : undefined;
  if (!u || u.engagedWith.length === 0) return null;
  const enemies = listWords(u.engagedWith.map((id) => unitById(state, id)?.name ?? id));
  return `${l.name} may not leave ${u.name} while ${itWord(u)} ${verb(u, 'is')} in an ongoing combat ("Leaders and Command Control"). If ${u.name} ${verb(u, 'is')} no longer in contact with ${enemies}, record that first: disengage ${u.id}.`;
}

/**
 * The sentence that says who now commands a fallen leader's units ("Leaders and Command
 * Control": his command passes to a single surviving leader), e.g. "Banér now commands Horn's units."
 */
export function commandPassedText(state: DevilState, fallen: LeaderState, heir: LeaderState): string {
  const inherited = fallen.inherited.map((id) => leaderById(state, id)?.name ?? id);
  const also = inherited.length > 0 ? `, and those ${fallen.name} had taken over from ${listWords(inherited)}` : '';
  const whole = commandsAll(state, fallen) && heir.role !== 'army' ? ` As heir to the army commander, ${heir.name} may activate any unit of the army.` : '';
  return `${heir.name} now commands ${possessive(fallen.name)} units${also}.${whole}`;
}

/** Itemised command modifiers of a leader: his bonus and the activations he was caught up for. */
export function commandModifiers(leader: Pick<LeaderState, 'name' | 'bonus' | 'caughtUp'>): Modifier[] {
  const mods: Modifier[] = [];
  if (leader.bonus !== 0) {
    mods.push({
      // The odds' head names the leader already: the label does not repeat him.
      label: `Leader ${leader.bonus > 0 ? 'bonus' : 'penalty'}`,
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

/** The lines that end the initiative step ("Turn Sequence"): the roll, then the winner's choice. */
function initiativeLines(state: DevilState): string {
  const sides = `"first ${sideName(state, 0)}" or "first ${sideName(state, 1)}"`;
  if (state.initiative === null) return `First type "initiative"; then the winner chooses who acts first: ${sides}.`;
  return `${capitalFirst(theSide(state, state.initiative))} won it and ${sideAgrees(state, state.initiative, 'chooses')} who acts first: ${sides}.`;
}

export function doCommand(state: DevilState, leaderId: string, dice: DiceSource): Outcome {
  const lr = getLeader(state, leaderId);
  if (!lr.ok) return lr;
  const leader = lr.value;
  if (state.step !== 'leaders') {
    const refusal = `Leaders are given the initiative in the leaders step, not during ${stepTitle(state.step).toLowerCase()}.`;
    return err(state.step === 'initiative' ? `${refusal} ${initiativeLines(state)}` : refusal);
  }
  if (!living(leader)) return err(`${leader.name} has been ${leader.fate}.`);
  if (state.activeLeader) {
    const active = leaderById(state, state.activeLeader);
    return err(`${active?.name ?? state.activeLeader} holds the initiative: end it with done first.`);
  }
  if (leader.hadInitiative) return err(`${leader.name} has already had the initiative this turn.`);
  if (state.toAct === null) return err('Every leader has had the initiative this turn.');
  if (leader.side !== state.toAct) return err(`It is ${theSides(state, state.toAct)} turn to give a leader the initiative.`);
  const { modifiers, odds } = commandOdds(state, leader);
  const total = modifiers.reduce((n, m) => n + m.value, 0);
  const floor = commandMinimum(state).value;
  const given = (f: number) => plural(Math.max(floor, commandActivations(state, f).value + total), 'activation');
  const face = dice.roll(6, `${possessive(leader.name)} command roll`, handReading('Command', leader.name, modifiers, total, faceLines(given, false), 'Added to the activations'));
  const fromDie = commandActivations(state, face);
  const activations = Math.max(floor, fromDie.value + total);
  const mods = modifiers.map((m) => `${m.label.replace(/ \(.*\)$/, '').toLowerCase()} ${m.value > 0 ? '+' : '−'}${Math.abs(m.value)}`).join(', ');
  const floored = fromDie.value + total < floor ? `, never fewer than ${floor}` : '';
  const after = total === 0 ? '' : `, ${mods} → ${plural(activations, 'activation')}${floored}`;
  const text = `${leader.name} takes the initiative: rolled ${face} → ${plural(fromDie.value, 'activation')}${after}.`;
  // Modifiers that cancel out are still said in the result, as `odds` says them; the event keeps
  // its recorded words (a replay compares them).
  const cancelled = modifiers.filter((m) => m.value !== 0);
  const shown = total === 0 && cancelled.length > 0 ? `${leader.name} takes the initiative: rolled ${face} → ${plural(fromDie.value, 'activation')}, ${cancelled.map((m) => `${m.label.replace(/ \(.*\)$/, '').toLowerCase()} ${m.value > 0 ? '+' : '−'}${Math.abs(m.value)}`).join(', ')} (±0) → ${plural(activations, 'activation')}${floored}.` : text;
  return done(
    [{ type: 'command', leader: leader.id, activations, text }],
    [
      result('command', shown, {
        actor: leader.name,
        modifiers: { actor: modifiers, target: [] },
        actorModifier: total,
        rolls: { actor: face },
        odds,
      }),
    ],
  );
}

export function doDone(state: DevilState): Outcome {
  // Say what to do instead: a leader takes the initiative only in the leaders step.
  if (state.step !== 'leaders') return err('No leader holds the initiative: leaders take it only in the leaders step, so there is nothing to end now.');
  const none = `No leader holds the initiative, so there is nothing to end: ${state.toAct !== null ? 'give a leader the initiative with command <leader>.' : 'every leader has had it, and next ends the step.'}`;
  if (!state.activeLeader) return err(none);
  const leader = leaderById(state, state.activeLeader);
  if (!leader) return err(none);
  const text = `${leader.name} ends his initiative${leader.activationsLeft ? ` with ${plural(leader.activationsLeft, 'activation')} unused` : ''}.`;
  return done([{ type: 'leader-done', leader: leader.id, text }], [result('done', text)]);
}

/** Can the leader make his 24" move now? null when he can, else why not. */
export function leaderMayMove(state: DevilState, leader: LeaderState): string | null {
  if (!living(leader)) return `${leader.name} has been ${leader.fate}.`;
  if (state.step !== 'leaders' || state.activeLeader !== leader.id) return `${leader.name} moves during his own initiative.`;
  if (leader.moved) return `${leader.name} has already made his move this turn.`;
  if (leader.inMelee) return `${leader.name} has been in a melee this turn and may no longer move.`;
  const with_ = leader.attachedTo ? unitById(state, leader.attachedTo) : undefined;
  if (with_ && with_.engagedWith.length > 0) return `${leader.name} is with ${with_.name} in an ongoing combat and may not leave it.`;
  return null;
}

export function doLeaderMove(state: DevilState, leaderId: string): Outcome {
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
