/**
 * Seed 003, "Step 3.5 Rally back" (and "Markers": rally-back markers): horse and light horse
 * that lost a melee must rally back, as must units that evaded; a unit that won or drew
 * cannot; others may. The marker may be placed (or lifted) any time before step 3.5; the move
 * itself, 3 TUM backwards (Table 1 note 1), happens in step 3.5 and needs a command check
 * when the unit is out of command.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Resolution } from '../../engine/ruleset.js';
import { err, type Result } from '../../engine/result.js';
import { commandCheck, commandCheckReason, failedCheckRefusal, liftedRallyBackRefusal } from './command.js';
import { tumWords } from './distance.js';
import type { TillyEvent } from './events.js';
import { chargedInto, commanderOf, enemiesInContact, onTable, outcome, plain, possessive, type TillyOutcome, typeName, unitOf } from './helpers.js';
import type { TillyState, TillyUnit } from './state.js';
import { stepDef, TILLY_STEPS } from './steps.js';
import { canRallyBack, COMMAND_RADIUS, RESTRICTED_MOVE } from './units.js';
import { its, itWord, unitList, verb } from '../../engine/english.js';

/** Why a unit may not rally back now, or null. */
export function rallyBackRefusal(u: TillyUnit): string | null {
  if (!onTable(u)) return `${u.name} ${verb(u, 'is')} no longer on the table`;
  if (u.rallyBack === 'must') return null;
  if (!canRallyBack(u.type)) return `only horse and light horse rally back (and units that evaded), not ${typeName(u).toLowerCase()}`;
  if (u.meleeResult === 'won' || u.meleeResult === 'drew') return `${u.name} ${u.meleeResult === 'won' ? 'won' : 'drew'} ${its(u)} melee and cannot rally back`;
  return null;
}

/** Units that must still rally back in step 3.5. */
export const mustRallyBack = (s: TillyState): TillyUnit[] => s.units.filter((u) => onTable(u) && u.rallyBack === 'must');

/** Whether the game master must say if the unit is far from its commander (`--far`): its commander is on the table and not with it. */
const asksFar = (s: TillyState, u: TillyUnit): boolean => commandCheckReason(s, u, false) === null && commandCheckReason(s, u, true) !== null;

/** The line that rallies the unit back, with ` [--far]` where the game master must say how far it is. */
const rallyBackLine = (s: TillyState, u: TillyUnit): string => `rallyback ${u.id}${asksFar(s, u) ? ' [--far]' : ''}`;

/** House rule compulsoryRallyBackFirst: the compulsory rally backs of the unit's side that must come before its voluntary one. */
export function compulsoryFirst(s: TillyState, u: TillyUnit): TillyUnit[] {
  return s.options.houseRules?.compulsoryRallyBackFirst === true && u.rallyBack !== 'must' ? mustRallyBack(s).filter((x) => x.side === u.side) : [];
}

/**
 * What keeps step 3.5 from ending, with the lines to type: "must still rally back: French Right
 * Horse 3 (A4) — type rallyback A4 [--far] (…)". The compulsory ones in table order.
 */
export function mustRallyBackWords(s: TillyState): string | null {
  const left = mustRallyBack(s);
  if (left.length === 0) return null;
  const lines = left.map((u) => rallyBackLine(s, u));
  const far = left.filter((u) => asksFar(s, u));
  const only = far.length === 1 && left.length === 1 ? far[0] : undefined;
  const commander = only ? commanderOf(s, only) : undefined;
  const whenFar = far.length === 0 ? '' : only && commander
    ? ` (--far when ${itWord(only)} ${verb(only, 'is')} more than ${tumWords(COMMAND_RADIUS, s.baseWidth)} from ${commander.name}: ${itWord(only)} then ${verb(only, 'checks')} command first)`
    : ` (--far for a unit more than ${tumWords(COMMAND_RADIUS, s.baseWidth)} from its commander: it then checks command first)`;
  return `must still rally back: ${left.map((u) => `${u.name} (${u.id})`).join(', ')} — type ${lines.join(', ')}${whenFar}`;
}

export function resolveRallyBack(s: TillyState, req: { unit: string; far: boolean; cancel: boolean }, dice: DiceSource): Result<TillyOutcome, string> {
  const u = unitOf(s, req.unit);
  const why = rallyBackRefusal(u);
  if (why) return err(why);
  const here = TILLY_STEPS.findIndex((d) => d.id === s.step);
  const at = TILLY_STEPS.findIndex((d) => d.id === 'rally-back');
  if (here > at) return err(`rally backs happen in step 3.5; this turn is past it (${stepDef(s.step).title.toLowerCase()})`);
  if (here < at || req.cancel) {
    // Before step 3.5: place or lift the marker of a voluntary rally back.
    if (req.cancel) {
      if (u.rallyBack !== 'may') return err(u.rallyBack === 'must' ? `${u.name} must rally back` : `${u.name} ${verb(u, 'has')} no rally back marker`);
      const text = `${possessive(u.name)} rally back marker is lifted.`;
      // Lifted in 3.5, the unit stays by choice: the event says so, as a failed check lifts it too.
      const lifted = here === at ? { lifted: true as const } : {};
      return outcome([plain('rallyback', text, [], { actor: u.name })], [{ type: 'rally-back-marker', unit: u.id, marker: null, ...lifted, text }]);
    }
    if (u.rallyBack !== null) return err(`${u.name} already has a rally back marker`);
    const text = `${u.name} will rally back in step 3.5 (rally back marker).`;
    return outcome([plain('rallyback', text, [], { actor: u.name })], [{ type: 'rally-back-marker', unit: u.id, marker: 'may', text }]);
  }
  // A rally back is a move ("Change of direction": backwards), so one per step, as a move is;
  // a failed command check ends it too ("Command check": it cannot move this step).
  if (u.rallyBackDone === 'back') return err(`${u.name} ${verb(u, 'has')} already rallied back this step`);
  if (u.rallyBackDone === 'stayed') return err(failedCheckRefusal(s, u, 'rally back'));
  if (u.rallyBackDone === 'lifted') return err(liftedRallyBackRefusal(u));
  // House rule compulsoryRallyBackFirst: a side's compulsory rally backs come before its voluntary ones.
  const first = compulsoryFirst(s, u);
  if (first.length > 0) {
    const lines = first.map((x) => rallyBackLine(s, x)).join(', ');
    return err(`under house rule compulsoryRallyBackFirst a side's compulsory rally backs come first: ${first.map((x) => `${x.name} (${x.id})`).join(', ')} — type ${lines}`);
  }
  const results: Resolution[] = [];
  const reason = commandCheckReason(s, u, req.far);
  if (reason) {
    const check = commandCheck(u, reason, 'rally back', dice);
    results.push(check.result);
    if (!check.passed) {
      const events = stayed(s, u);
      return outcome([...results, plain('rallyback', events[0]?.text ?? '', [], { actor: u.name })], events);
    }
  }
  const text = `${u.name} ${verb(u, 'rallies')} back: straight backwards up to ${tumWords(RESTRICTED_MOVE, s.baseWidth)}, facing unchanged, out of contact; Table 4 says which friends ${itWord(u)} may pass through.`;
  const events: TillyEvent[] = [{ type: 'rallied-back', unit: u.id, text }];
  // A voluntary rally back of a unit in no melee ("Otherwise a unit may rally back") leaves no
  // contact. Only the line shown drops the words: the event keeps them, so journals replay.
  const touching = u.evaded || enemiesInContact(s, u.id).length > 0;
  // A rally back is a backwards move: at least 1 TUM ("Change of direction"), said in the line
  // shown only, as the backwards move's own line says it.
  const shown = text.replace(`up to ${tumWords(RESTRICTED_MOVE, s.baseWidth)}`, `at least ${tumWords(1, s.baseWidth)} and at most ${tumWords(RESTRICTED_MOVE, s.baseWidth)}`);
  results.push(plain('rallyback', touching ? shown : shown.replace(', out of contact;', ';'), [], { actor: u.name }));
  return outcome(results, events);
}

/**
 * A failed check: the unit cannot move this step ("Command check"). An evader never left its
 * chargers ("Despite being in contact, the two units do not fight"): still in contact with
 * those that stayed, it is locked in melee with them ("Locked in melee").
 */
function stayed(s: TillyState, u: TillyUnit): TillyEvent[] {
  const chargers = u.evaded ? s.units.filter((c) => onTable(c) && !c.moved && chargedInto(c, u.id)) : [];
  // Otherwise a loser of a melee that cannot move is still in contact, and so locked too.
  const foes = u.evaded ? chargers.map((c) => c.name) : enemiesInContact(s, u.id).map((c) => unitOf(s, c.enemy).name);
  const locked = foes.length > 0 ? `, still in contact with ${unitList(foes)}: locked in melee, ${itWord(u)} will fight in the next melee step ("Locked in melee")` : '';
  const text = `${u.name} ${verb(u, 'stays')} where ${itWord(u)} ${verb(u, 'is')}${locked}; ${its(u)} rally back marker is removed.`;
  const contacts: TillyEvent[] = chargers.map((c) => ({
    type: 'contact',
    a: c.id,
    b: u.id,
    aspectA: 'front',
    aspectB: c.charged?.aspect ?? 'front',
    chargedBy: c.id,
    text: `${u.name} ${verb(u, 'stays')} in contact with ${c.name}.`,
  }));
  return [{ type: 'rally-back-marker', unit: u.id, marker: null, text }, ...contacts];
}
