/**
 * What the Pike & Shot guided menus share: the dry run that decides whether a line would be
 * accepted, how a unit reads in a menu, and the hexes around a unit when it has one.
 */
import type { DiceSource } from '../../../dice/dice.js';
import type { GuideChoice, GuideStep } from '../../../present/guide.js';
import { planAttack } from '../attacks.js';
import { mootFire } from '../combat.js';
import { executePs } from '../execute.js';
import { hexDistance, neighbour, SIDES } from '../hexes.js';
import { inPlay } from '../helpers.js';
import { parsePsCommand } from '../parse.js';
import type { PsState, PsUnit } from '../state.js';
import { TYPE_NAME } from '../units.js';

export type Next = GuideStep | string | null;

/** Whether a command is allowed never depends on the dice, only what it does: a dry run with sixes. */
const SIXES: DiceSource = { roll: () => 6 };

/** Would the engine accept this line now? Menus offer only lines that pass. */
export function accepted(s: PsState, line: string): boolean {
  const parsed = parsePsCommand(s, line);
  if (!parsed.ok) return false;
  return executePs(s, parsed.value, SIXES).ok;
}

/**
 * 6.1, 10.4, 11.11: why none of these fire lines (one target's ranges, on a hill or not) can
 * change anything, when none can: artillery at loose shotte or dragoons on a column of NE and D.
 * The menu says so beside the target, as the fire itself rolls no die. Null when one can, or none is accepted.
 */
export function mootFireWords(s: PsState, lines: readonly string[]): string | null {
  const said = lines.filter((line) => accepted(s, line)).map((line) => {
    const parsed = parsePsCommand(s, line);
    if (!parsed.ok || parsed.value.kind !== 'fire') return null;
    const p = planAttack(s, parsed.value);
    return p.ok && p.value.kind === 'fight' && p.value.plan.kind === 'fire' ? mootFire(s.rules.crt, p.value.plan) : null;
  });
  return said.length > 0 && said.every((w) => w !== null) ? (said[0] as string) : null;
}

/** "Baldiron (A1, tercio, ordered, 0608)". */
export function unitLabel(u: PsUnit): string {
  const bits = [u.id, TYPE_NAME[u.type].toLowerCase(), ...(u.type === 'artillery' || u.type === 'light-cannon' ? [] : [u.status]), ...(u.hex ? [u.hex] : [])];
  return `${u.name} (${bits.join(', ')})`;
}

export const unitChoice = (u: PsUnit): GuideChoice => ({ name: unitLabel(u), value: u.id });

/** A select of units, or null when there are none (the menu offers nothing illegal). */
export function selectUnit(message: string, units: readonly PsUnit[], next: (id: string) => Next): Next {
  if (units.length === 0) return null;
  return { kind: 'select', message, choices: units.map(unitChoice), default: units[0]?.id as string, next };
}

/** A select of choices, or null when there are none. */
export function selectOf(message: string, choices: readonly GuideChoice[], next: (value: string) => Next): Next {
  if (choices.length === 0) return null;
  return { kind: 'select', message, choices, default: choices[0]?.value as string, next };
}

/** Every hex within `radius` of `hex` (itself excluded), nearest first, then by number. */
export function hexesAround(s: PsState, hex: string, radius: number): string[] {
  const seen = new Set([hex]);
  let ring = [hex];
  const out: string[] = [];
  for (let r = 1; r <= radius; r += 1) {
    const nextRing: string[] = [];
    for (const h of ring) {
      for (const side of SIDES) {
        const n = neighbour(h, side, s.rules.shifted);
        if (n !== null && !seen.has(n)) {
          seen.add(n);
          nextRing.push(n);
        }
      }
    }
    nextRing.sort();
    out.push(...nextRing);
    ring = nextRing;
  }
  return out;
}

export const distance = (s: PsState, a: string, b: string): number => hexDistance(a, b, s.rules.shifted);

export const unitsOnSide = (s: PsState, side: 0 | 1): PsUnit[] => s.units.filter((u) => inPlay(u) && u.side === side);
export const enemiesOf = (s: PsState, u: PsUnit): PsUnit[] => s.units.filter((x) => inPlay(x) && x.side !== u.side);

/** " --name value" when value is not empty. */
export const flag = (name: string, value: string): string => (value === '' ? '' : ` --${name} ${value}`);
