/**
 * Seed 003, "Being 'in command'" and "Command check": a unit may move if it is a commander,
 * is within 8 TUM of its own commander (who is not a casualty), or passes a command check:
 * 1d6 per point of current resolve, any 6 passes. Charging and rallying back check again.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Resolution } from '../../engine/ruleset.js';
import { tumWords } from './distance.js';
import { commanderOf, faces, inContact, onTable, possessive } from './helpers.js';
import { commandCheckOdds } from './odds.js';
import type { TillyState, TillyUnit } from './state.js';
import { stepDef } from './steps.js';
import { canRallyBack, COMMAND_CHECK_HIT, COMMAND_RADIUS } from './units.js';
import { capitalFirst, its, itWord, verb } from '../../engine/english.js';

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

/** " --far" when the unit's commander is on the table (the check needs the word), else "" (it rolls by itself). */
const farFlag = (s: TillyState, u: TillyUnit): string => (commandCheckReason(s, u, false) === null ? ' --far' : '');

const UNDO = 'If the check was a mistake, type undo to take it back.';

/**
 * The refusal for a unit that failed its command check this step ("Command check": no hits,
 * "cannot move this step"): what it cannot do, where the book lets it check again (a charge
 * in 3.1, a rally back in 3.5: "it must check command again"), and undo.
 */
export function failedCheckRefusal(s: TillyState, u: TillyUnit, purpose: 'move' | 'change facing' | 'charge' | 'rally back'): string {
  const It = capitalFirst(itWord(u));
  const far = farFlag(s, u);
  const rallyLater = canRallyBack(u.type) ? ` in step 3.5 to rally back (rallyback ${u.id}${far})` : '';
  if (purpose === 'charge') {
    const again = rallyLater ? ` ${It} may check again${rallyLater}.` : '';
    return `${u.name} failed ${its(u)} command check to charge, so ${itWord(u)} cannot declare a charge this turn ("Command check").${again} ${UNDO}`;
  }
  if (purpose === 'rally back') {
    return `${u.name} failed ${its(u)} command check to rally back, so ${itWord(u)} ${verb(u, 'stays')} where ${itWord(u)} ${verb(u, 'is')} until ${its(u)} side's next move step ("Command check"). ${UNDO}`;
  }
  // A unit locked in melee, or one that shot this turn, declares no charge ("Charging criteria"):
  // then its next chance is a rally back in 3.5 (horse) or its side's next move step.
  const locked = inContact(s, u.id);
  const charge = locked || u.shot ? '' : ` in step 3.1 to charge (declare ${u.id} at <enemy>${far})`;
  const until = charge ? 'before step 3.1' : rallyLater && !locked ? 'before step 3.5' : `until ${its(u)} side's next move step`;
  const lead = `${u.name} failed ${its(u)} command check in step ${stepDef(s.step).number}, so ${itWord(u)} cannot ${purpose} ${until} ("Command check").`;
  const again = [charge, locked ? '' : rallyLater].filter((x) => x !== '');
  return again.length > 0 ? `${lead} ${It} may check again${again.join(' or')}. ${UNDO}` : `${lead} ${UNDO}`;
}

/** The refusal for a unit whose rally back marker was lifted in step 3.5: it chose to stay. */
export const liftedRallyBackRefusal = (u: TillyUnit): string =>
  `${possessive(u.name)} rally back marker was lifted in step 3.5, so ${itWord(u)} ${verb(u, 'stays')} where ${itWord(u)} ${verb(u, 'is')}. If that was a mistake, type undo to take it back.`;
