/**
 * Seed 004, 7.4 "Leader Casualties": a leader whose hex is fired on, or who joins a melee,
 * rolls two dice; 11 or 12 and he is a casualty (3 chances in 36). Also 7.3: a leader moves
 * with a retreating or routing unit, and falls with a unit eliminated in a rout.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { PsEvent } from './events.js';
import { stackedLeaders } from './helpers.js';
import type { PsLeader, PsState, PsUnit } from './state.js';

/** 7.4: two dice, 11–12. */
export const CASUALTY_ON = 11;
export const CASUALTY_CHANCE = { probability: 3 / 36, fraction: '1/12' } as const;

export const isCasualtyRoll = (total: number): boolean => total >= CASUALTY_ON;

/** Roll the casualty check for each leader; the words and events of those who fall. */
export function casualtyChecks(leaders: readonly PsLeader[], dice: DiceSource, why: string): { lines: string[]; events: PsEvent[]; rolls: number[] } {
  const lines: string[] = [];
  const events: PsEvent[] = [];
  const rolls: number[] = [];
  for (const l of leaders) {
    const a = dice.roll(6, `casualty check: ${l.name}`);
    const b = dice.roll(6, `casualty check: ${l.name}`);
    rolls.push(a, b);
    const total = a + b;
    if (isCasualtyRoll(total)) {
      const text = `${l.name} is a casualty (rolled ${a}+${b} = ${total}; 11–12 falls, 7.4).`;
      lines.push(text);
      events.push({ type: 'leader-fell', leader: l.id, fate: 'casualty', text });
    } else {
      lines.push(`${l.name} is unhurt (rolled ${a}+${b} = ${total}; 11–12 falls, 7.4, ${why}).`);
    }
  }
  return { lines, events, rolls };
}

/** Leaders stacked with a unit eliminated in a rout fall with it (7.4). */
export function fallWithUnit(s: PsState, unit: string): PsEvent[] {
  return s.leaders
    .filter((l) => l.fate === 'active' && l.with === unit)
    .map((l) => ({ type: 'leader-fell' as const, leader: l.id, fate: 'casualty' as const, text: `${l.name} falls with the routed unit (7.4).` }));
}

/** Leaders stacked with a unit follow it when it retreats or routs, even off the map (7.3). */
export function followUnit(s: PsState, unit: string, hex: string | null, offMap: boolean): PsEvent[] {
  return s.leaders
    .filter((l) => l.fate === 'active' && l.with === unit)
    .map((l): PsEvent =>
      offMap
        ? { type: 'leader-fell', leader: l.id, fate: 'off-map', text: `${l.name} leaves the map with the unit (7.3).` }
        : { type: 'leader-moved', leader: l.id, hex, with: unit, moved: false, text: `${l.name} goes with the unit (7.3).` },
    );
}

/**
 * A unit's own move (4.0, a reaction's move into the hex between, 11.4) leaves its stacked
 * leaders in the hex it leaves, no longer stacked with it: a leader moves by his own move (7.1).
 */
export function stayBehind(s: PsState, u: PsUnit): PsEvent[] {
  return stackedLeaders(s, u).map((l): PsEvent => ({ type: 'leader-moved', leader: l.id, hex: u.hex, with: null, moved: l.moved, text: `${l.name} stays in ${u.hex ?? 'his hex'}.` }));
}
