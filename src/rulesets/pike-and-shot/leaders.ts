/**
 * Seed 004, 7.4 "Leader Casualties": a leader whose hex is fired on, or who joins a melee,
 * rolls two dice; 11 or 12 and he is a casualty (3 chances in 36). Also 7.3: a leader moves
 * with a retreating or routing unit, and falls with a unit eliminated in a rout.
 */
import { type DiceSource, type RollContext, rollUnlessSettled } from '../../dice/dice.js';
import { DIE_ROLLS } from './crt.js';
import type { Change } from '../../engine/ruleset.js';
import { listWords } from '../../engine/english.js';
import { type PsEvent, takenUp } from './events.js';
import type { CombatPlan } from './combat.js';
import { hostIn, stackedLeaders, unitOf } from './helpers.js';
import type { PsLeader, PsState, PsUnit } from './state.js';

/** The leaders of `u`'s side in its hex: those stacked with it, and any with a gun there (7.4: "his hex"). */
function inHexOf(s: PsState, u: PsUnit): PsLeader[] {
  return s.leaders.filter((l) => l.fate === 'active' && l.side === u.side && (l.with === u.id || (u.hex !== null && l.hex === u.hex)));
}

/**
 * 7.4: the leaders a combat puts to the casualty check, for the roll and `odds` alike. Fire: every
 * leader in the hex fired on (the target's, and the firer's when it fires back, 5.5), whoever he
 * is stacked with, so a gun fired on in a unit's hex exposes that unit's leader. Melee: the leaders
 * stacked with either unit, who join it.
 */
export function exposedLeaders(s: PsState, plan: CombatPlan): PsLeader[] {
  if (plan.kind === 'fire') return [...inHexOf(s, unitOf(s, plan.target.id)), ...(plan.back ? inHexOf(s, unitOf(s, plan.firer.id)) : [])];
  return [...stackedLeaders(s, unitOf(s, plan.attacker.id)), ...stackedLeaders(s, unitOf(s, plan.defender.id))];
}

/** 7.4: two dice, 11–12. */
export const CASUALTY_ON = 11;
export const CASUALTY_CHANCE = { probability: 3 / 36, fraction: '1/12' } as const;

export const isCasualtyRoll = (total: number): boolean => total >= CASUALTY_ON;

/** 7.4: the first die from which the second can still make 11 or more (5 or 6). */
export const SECOND_DIE_FROM = CASUALTY_ON - 6;

/**
 * A casualty die's context (7.4, two dice): the first says the rule and its chance, and that the
 * second is asked only if it can matter; the second, what it needs after the first.
 */
function casualtyDie(name: string, first: number | null): RollContext {
  if (first === null) {
    const rule = `Two dice: ${CASUALTY_ON} or more in all and he is a casualty (chance ${CASUALTY_CHANCE.fraction}; 7.4)`;
    return { stage: `Casualty check for ${name}, first die`, side: name, modifiers: [], net: 0, detail: [rule, `The second die is asked only when the first shows ${SECOND_DIE_FROM} or 6, as a lower one leaves him unhurt`] };
  }
  const needs = DIE_ROLLS.filter((r) => isCasualtyRoll(first + r)).length;
  const line = needs === 0 ? `First die ${first}: he is unhurt whatever the second shows` : `First die ${first}: he falls if the second shows ${needs === 1 ? '6' : `${CASUALTY_ON - first} or more`} (${needs === 2 ? '1/3' : `${needs}/6`})`;
  return { stage: `Casualty check for ${name}`, side: name, modifiers: [], net: 0, detail: [line] };
}

/** 7.4: what the two dice must show, as a clause. */
const FALLS_ON = 'he falls on 11 or 12';

/**
 * Roll the casualty check for each leader; the words and events of those who fall. The checks
 * are a command's last dice. A first die of 1 to 4 decides the check (he is unhurt), so its
 * second die is a settled one (DiceSource.settled): a program still rolls it, players by hand
 * are not asked, and only a journal written before 0.6.0, whose lists carry every second die,
 * is rebuilt reading it from the list (RunOptions.settledTyped).
 */
export function casualtyChecks(leaders: readonly PsLeader[], dice: DiceSource, why: string): { lines: string[]; events: PsEvent[]; rolls: number[]; changes: Change[] } {
  const lines: string[] = [];
  const events: PsEvent[] = [];
  const changes: Change[] = [];
  const rolls: number[] = [];
  leaders.forEach((l) => {
    // The stage names him, so a hand roll asks for his check whether or not he is the target.
    const label = `casualty check: ${l.name}`;
    const a = dice.roll(6, label, casualtyDie(l.name, null));
    // Die 2 of the pair, so the dice listed after the result show the check's two together;
    // after a first of 1 to 4 it is settled: a program rolls it, players by hand are not asked.
    const second = [6, label, casualtyDie(l.name, a), { pool: { die: 2, of: 2 } }] as const;
    const b = rollUnlessSettled(dice, a < SECOND_DIE_FROM, ...second);
    if (b === null) {
      rolls.push(a);
      lines.push(`${l.name} is unhurt (first die ${a}: no second die can make ${CASUALTY_ON}; 7.4, ${why}).`);
      return;
    }
    rolls.push(a, b);
    const total = a + b;
    if (isCasualtyRoll(total)) {
      lines.push(`${l.name} is a casualty (rolled ${a}+${b} = ${total}; ${FALLS_ON}, 7.4).`);
      // The journal keeps the words it was written with, so older journals replay: only the line shown changed.
      events.push({ type: 'leader-fell', leader: l.id, fate: 'casualty', text: `${l.name} is a casualty (rolled ${a}+${b} = ${total}; 11–12 falls, 7.4).` });
      changes.push({ unit: l.name, from: 'active', to: 'casualty' });
    } else {
      lines.push(`${l.name} is unhurt (rolled ${a}+${b} = ${total}; ${FALLS_ON}, 7.4; ${why}).`);
    }
  });
  return { lines, events, rolls, changes };
}

/** How a unit was lost, for the leaders who fall with it. */
export type FallenWith = 'routed' | 'ridden down' | 'no retreat';

/** The words "falls with …" end with, by how the unit was lost. */
export const FALL_WHY: Readonly<Record<FallenWith, string>> = {
  routed: 'the routed unit (7.4)',
  // 7.4 names a rout only: after a plain retreat the fall is tyw's reading of 7.1 and 7.3.
  'ridden down': 'the unit ridden down (7.1, 7.3, 11.8)',
  'no retreat': 'the unit eliminated instead of retreating (7.1, 7.3)',
};

/**
 * Leaders stacked with a unit eliminated in a rout fall with it (7.4). *Reading:* so do those
 * with a retreating unit a pursuer rides down (11.8): they went with it (7.3), and the book
 * gives a leader no way out of the hex the pursuer enters. *Reading:* and those with a unit
 * eliminated instead of retreating (its way blocked, 6.3; infantry taking DD from a charge,
 * 11.7): 7.3 sends a leader where his unit retreats, it has nowhere, and a leader who cannot
 * retreat is eliminated (7.1).
 */
export function fallWithUnit(s: PsState, unit: string, how: FallenWith = 'routed'): { events: PsEvent[]; words: string[]; changes: Change[] } {
  const why = FALL_WHY[how];
  const fallen = s.leaders.filter((l) => l.fate === 'active' && l.with === unit);
  const events = fallen.map((l): PsEvent => ({ type: 'leader-fell', leader: l.id, fate: 'casualty', text: `${l.name} falls with ${why}.` }));
  return { events, words: events.map((e) => e.text), changes: fallen.map((l) => ({ unit: l.name, from: 'active', to: 'casualty' })) };
}

/** Leaders stacked with a unit follow it when it retreats or routs, even off the map (7.3). */
export function followUnit(s: PsState, unit: string, hex: string | null, offMap: boolean): PsEvent[] {
  const name = s.units.find((u) => u.id === unit)?.name ?? 'the unit';
  return s.leaders
    .filter((l) => l.fate === 'active' && l.with === unit)
    .map((l): PsEvent =>
      offMap
        ? { type: 'leader-fell', leader: l.id, fate: 'off-map', text: `${l.name} leaves the map with ${name} (7.3).` }
        : { type: 'leader-moved', leader: l.id, hex, with: unit, moved: false, text: `${l.name} goes with ${name} (7.3).` },
    );
}

/**
 * A unit's own move (4.0, a reaction's move into the hex between, 11.4), its placing or its
 * elimination leaves its stacked leaders in its hex, no longer stacked with it: a leader moves
 * by his own move (7.1). Another friendly unit there takes him up (`hostIn`).
 */
export function stayBehind(s: PsState, u: PsUnit): PsEvent[] {
  const host = hostIn(s, u.side, u.hex, u.id);
  return stackedLeaders(s, u).map((l): PsEvent => ({
    type: 'leader-moved',
    leader: l.id,
    hex: u.hex,
    with: host?.id ?? null,
    moved: l.moved,
    text: `${l.name} stays in ${u.hex ?? 'his hex'}${host ? `, stacked with ${host.name}` : ''}.`,
  }));
}

/**
 * The leaders of a unit eliminated instead of retreating (a blocked retreat, 6.3; a charge's DD
 * on infantry, 11.7): they fall with it (tyw's reading, 7.1, 7.3), or, by the scenario's house
 * rule, stay in its hex.
 */
export function noRetreatLeaders(s: PsState, u: PsUnit): { events: PsEvent[]; words: string[]; changes: Change[] } {
  if (s.rules.houseRules.leaderFallsWithNoRetreat) return fallWithUnit(s, u.id, 'no retreat');
  const events = stayBehind(s, u);
  return { events, words: events.map((e) => e.text), changes: [] };
}

/** 7.1: "Pappenheim, in 0607, is stacked with Baldiron now (7.1)", for the leaders the unit takes up entering `hex`; '' when none. */
export function stackedNowWords(s: PsState, u: PsUnit, hex: string | null): string {
  if (hex === null || hex === u.hex) return '';
  const joined = takenUp(s, u.id, hex).map((l) => l.name);
  if (joined.length === 0) return '';
  return `${listWords(joined)}, in ${hex}, ${joined.length === 1 ? 'is' : 'are'} stacked with ${u.name} now (7.1)`;
}
