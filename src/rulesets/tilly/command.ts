/**
 * Seed 003, "Being 'in command'" and "Command check": a unit may move if it is a commander,
 * is within 8 TUM of its own commander (who is not a casualty), or passes a command check:
 * 1d6 per point of current resolve, any 6 passes. Charging and rallying back check again.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Resolution } from '../../engine/ruleset.js';
import { tumWords } from './distance.js';
import { commanderOf, faces, onTable } from './helpers.js';
import { commandCheckOdds } from './odds.js';
import type { TillyState, TillyUnit } from './state.js';
import { COMMAND_CHECK_HIT, COMMAND_RADIUS } from './units.js';
import { its, itWord, verb } from '../../engine/english.js';

/**
 * Why a unit needs a command check, or null if it is in command. `far` is the game master's
 * answer to "is the unit more than 8 TUM from its commander?".
 */
export function commandCheckReason(s: TillyState, unit: TillyUnit, far: boolean): string | null {
  if (unit.type === 'commander') return null;
  const commander = commanderOf(s, unit);
  if (!commander || !onTable(commander)) return `${its(unit)} commander${commander ? ` ${commander.name}` : ''} is a casualty`;
  if (far && commander.attachedTo !== unit.id) return `${itWord(unit)} ${verb(unit, 'is')} more than ${tumWords(COMMAND_RADIUS, s.baseWidth)} from ${commander.name}`;
  return null;
}

/**
 * `--far` on a commander: he "is a commander", the first way to be in command ("Being 'in
 * command'"), so how far he is from anyone asks no check of him. Said, not refused, so that
 * journals with such a line still replay.
 */
export const COMMANDER_FAR = '--far changes nothing: a commander is always in command and rolls no command check ("Being \'in command\'").';

/** Why a unit rolls no command check, for previews: "… is in command: no roll.". */
export function inCommandWords(unit: TillyUnit, far: boolean): string {
  if (unit.type !== 'commander') return `${unit.name} ${verb(unit, 'is')} in command: no roll.`;
  return `${unit.name} is a commander, always in command: no roll${far ? `, and --far changes nothing ("Being 'in command'")` : ''}.`;
}

/** Roll a command check: d6 per current resolve; any 6 passes. */
export function commandCheck(unit: TillyUnit, reason: string, purpose: string, dice: DiceSource): { passed: boolean; result: Resolution } {
  const values: number[] = [];
  for (let i = 1; i <= unit.resolve; i += 1) values.push(dice.roll(6, `command check, ${unit.name}`, undefined, { pool: { die: i, of: unit.resolve } }));
  const passed = values.some((v) => v >= COMMAND_CHECK_HIT);
  return {
    passed,
    result: {
      action: 'command check',
      actor: unit.name,
      modifiers: {
        actor: [{ label: 'current resolve', value: unit.resolve, reason: `one die per point of resolve; ${reason} (rule book, "Command check")` }],
        target: [],
      },
      actorModifier: unit.resolve,
      rolls: { dice: values },
      result: passed
        ? `${unit.name} ${verb(unit, 'checks')} command (${reason}): ${faces(values)} — a 6, in command: ${itWord(unit)} may ${purpose}.`
        : `${unit.name} ${verb(unit, 'checks')} command (${reason}): ${faces(values)} — no 6, out of command: ${itWord(unit)} cannot ${purpose} this step.`,
      changes: [],
      odds: commandCheckOdds(unit.resolve),
    },
  };
}
