/**
 * Seed 003, "Fighting to flank or rear": a unit in melee with an enemy on its flank fights
 * with one resolve, and with one to its rear not at all; "On the following turns the unit can
 * change facing, if there is space, to increase its strength in melee." The tool cannot see
 * the space: `face <unit> toward <enemy>` is the game master's word that there is.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Resolution } from '../../engine/ruleset.js';
import { err, type Result } from '../../engine/result.js';
import { commandCheck, failedCheckRefusal } from './command.js';
import { moveCheckReason } from './movement.js';
import { its, itWord, possessive, sideSubject, them, verb } from '../../engine/english.js';
import type { TillyEvent } from './events.js';
import { attachedCommander, chargedInto, enemiesInContact, onTable, outcome, plain, sideName, sideOfRole, type TillyOutcome, unitOf } from './helpers.js';
import { theSideSays } from './side-words.js';
import type { Aspect, TillyState } from './state.js';
import { isMoveStep, stepDef } from './steps.js';

/** Where a contact on `was` ends up after a unit turns to face one on `toward` (a 90° or 180° turn). */
function turned(was: Aspect, toward: Aspect): Aspect {
  if (toward === 'rear') return was === 'rear' ? 'front' : was === 'front' ? 'rear' : 'flank';
  // A quarter turn: the front goes to a flank and the rear to the other flank.
  return was === 'front' || was === 'rear' ? 'flank' : was;
}

/** House rule facingIsMove: a change of facing in melee is a move (needs command; the commander rides). */
export const facingIsMove = (s: TillyState): boolean => s.options.houseRules?.facingIsMove === true;

export function resolveFace(s: TillyState, req: { readonly unit: string; readonly enemy: string | null; readonly far?: boolean }, dice: DiceSource): Result<TillyOutcome, string> {
  const u = unitOf(s, req.unit);
  const asMove = facingIsMove(s);
  if (req.far === true && !asMove) {
    return err(`changing facing in melee is no move, so it takes no command check: type it without --far (face ${u.id}${req.enemy !== null ? ` toward ${req.enemy}` : ''}); house rule facingIsMove makes it a move`);
  }
  if (!onTable(u)) return err(`${u.name} ${verb(u, 'is')} no longer on the table`);
  if (!isMoveStep(s.step)) return err(`a unit locked in melee changes facing in its side's move step (1.1 or 2.1), not in ${stepDef(s.step).title.toLowerCase()}`);
  const moving = sideOfRole(s, stepDef(s.step).actor === 'attacker' ? 'attacker' : 'defender');
  if (u.side !== moving) return err(`in step ${stepDef(s.step).number} ${theSideSays(s, moving, 'moves')}, not ${sideSubject(sideName(s, u.side))}`);
  if (u.moveCheckFailed) return err(failedCheckRefusal(s, u, 'change facing'));
  if (u.moved) return err(`${u.name} ${verb(u, 'has')} already moved or changed facing this step`);
  const contacts = enemiesInContact(s, u.id);
  if (contacts.length === 0) return err(`${u.name} ${verb(u, 'is')} not locked in melee: ${itWord(u)} ${verb(u, 'turns')} with a move (move --change)`);
  const away = contacts.filter((c) => c.aspect !== 'front');
  if (away.length === 0) return err(`${u.name} already ${verb(u, 'faces')} every enemy ${itWord(u)} ${verb(u, 'is')} in contact with`);
  let target = away[0];
  if (req.enemy !== null) {
    target = contacts.find((c) => c.enemy === req.enemy);
    if (!target) return err(`${u.name} ${verb(u, 'is')} not in contact with ${unitOf(s, req.enemy).name}`);
    if (target.aspect === 'front') return err(`${unitOf(s, req.enemy).name} ${verb(unitOf(s, req.enemy), 'is')} already to ${possessive(u.name)} front`);
  } else if (away.length > 1) {
    return err(`${u.name} ${verb(u, 'has')} enemies on more than one side: say which to face, face ${u.id} toward ${away.map((c) => c.enemy).join('|')}`);
  }
  if (!target) return err(`${u.name} already ${verb(u, 'faces')} every enemy ${itWord(u)} ${verb(u, 'is')} in contact with`);
  const enemy = unitOf(s, target.enemy);
  if (chargedInto(enemy, u.id)) return err(`${enemy.name} charged ${u.name} this turn: ${itWord(u)} may change facing on a following turn ("Fighting to flank or rear")`);
  const otherFlank = contacts.filter((c) => c.enemy !== target.enemy && c.aspect === 'flank' && target.aspect === 'flank');
  if (otherFlank.length > 0) {
    return err(`${u.name} also ${verb(u, 'has')} ${otherFlank.map((c) => unitOf(s, c.enemy).name).join(' and ')} on a flank, which this turn may bring to ${its(u)} front or rear: record the new contacts with engage … --on`);
  }
  // House rule facingIsMove: "Units must be 'in command' to move", so a unit out of command
  // rolls its check first; with no 6 it cannot change facing this step ("Command check").
  const results: Resolution[] = [];
  const reason = asMove ? moveCheckReason(s, u, req.far === true) : null;
  if (reason) {
    const check = commandCheck(u, reason, 'change facing', dice);
    results.push(check.result);
    if (!check.passed) return outcome(results, [{ type: 'check-failed', unit: u.id, purpose: 'move', text: check.result.result }]);
  }
  const events: TillyEvent[] = [];
  const moves: string[] = [];
  for (const c of contacts) {
    const now = c.enemy === target.enemy ? 'front' : turned(c.aspect, target.aspect);
    const contact = s.contacts.find((x) => (x.a === u.id && x.b === c.enemy) || (x.b === u.id && x.a === c.enemy));
    if (!contact) continue;
    const mine = contact.a === u.id;
    events.push({
      type: 'contact',
      a: contact.a,
      b: contact.b,
      aspectA: mine ? now : contact.aspectA,
      aspectB: mine ? contact.aspectB : now,
      chargedBy: contact.chargedBy,
      text: `${unitOf(s, c.enemy).name} ${verb(unitOf(s, c.enemy), 'is')} now to ${possessive(u.name)} ${now}.`,
    });
    if (now !== c.aspect) moves.push(`${unitOf(s, c.enemy).name} ${c.aspect} → ${now}`);
  }
  // As a move (house rule), the `moved` event carries an attached commander with the unit.
  events.push({ type: asMove ? 'moved' : 'faced-in-melee', unit: u.id, text: `${u.name} ${verb(u, 'changes')} facing in melee.` });
  const text = `${u.name} ${verb(u, 'turns')} to face ${enemy.name}, which ${itWord(u)} now ${verb(u, 'fights')} to ${its(u)} front (${moves.join(', ')}): as a primary unit ${itWord(u)} ${verb(u, 'rolls')} ${its(u)} resolve again unless another enemy is still on ${its(u)} flank or rear.`;
  const rider = asMove ? attachedCommander(s, u.id) : undefined;
  const rides = rider ? ` ${rider.name} turns with ${them(u)}: under house rule facingIsMove the turn is a move, and that was his move this step ("Commander movement").` : '';
  results.push(plain('face', `${text}${rides}`, [], { actor: u.name, target: enemy.name }));
  return outcome(results, events);
}
