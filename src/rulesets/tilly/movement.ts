/**
 * Movement, seed 003 "Step 1.1. Attacker Move": being in command, movement allowance,
 * change of direction then straight, cannons movement, commander movement, enemy buffer
 * zone, zones of control and interpenetration (Table 4). The tool cannot see the table: it
 * checks what it knows (turn, markers, locks, command, types, quality) and states the
 * allowance in TUM and in the players' unit; buffer zone and zone of control come as the
 * game master's yes/no answers.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Resolution } from '../../engine/ruleset.js';
import { err, type Result } from '../../engine/result.js';
import type { MoveRequest } from './actions.js';
import { COMMANDER_FAR, commandCheck, commandCheckReason, failedCheckRefusal } from './command.js';
import { tumWords } from './distance.js';
import type { TillyEvent } from './events.js';
import { chargedInto, enemiesInContact, inContact, onTable, outcome, plain, possessive, sideName, sideOfRole, type TillyOutcome, typeName, unitOf } from './helpers.js';
import { theSideSays } from './side-words.js';
import type { TillyState, TillyUnit } from './state.js';
import { isMoveStep, stepDef } from './steps.js';
import { changeRefusal, type ChangeOfDirection, COMMAND_RADIUS, interpenetrationRefusal, replacesMove, RESTRICTED_MOVE, TABLE_1 } from './units.js';
import { its, itWord, sideSubject, them, verb } from '../../engine/english.js';
import { aside } from '../../present/words.js';

/** Changes a superior unit may make twice, one at the start and one at the end ("Superior"). */
const SUPERIOR_TWICE: readonly ChangeOfDirection[] = ['wheel', 'turn', 'about-face'];

/** The movement allowance in TUM, seed 003 "Movement allowance" and Table 1 note 1. */
export function allowance(u: TillyUnit, difficult: boolean): number {
  const move = TABLE_1[u.type].move;
  return difficult ? Math.min(move, RESTRICTED_MOVE) : move;
}

function movingSideCheck(s: TillyState, u: TillyUnit, what: string): string | null {
  if (!isMoveStep(s.step)) return `units ${what} in steps 1.1 and 2.1, not in ${stepDef(s.step).title.toLowerCase()}`;
  const side = sideOfRole(s, stepDef(s.step).actor === 'attacker' ? 'attacker' : 'defender');
  if (u.side !== side) return `in step ${stepDef(s.step).number} ${theSideSays(s, side, 'moves')}, not ${sideSubject(sideName(s, u.side))}`;
  if (!onTable(u)) return `${u.name} ${verb(u, 'is')} no longer on the table`;
  // A failed check is no move: say what happened, not "already moved" ("Command check").
  if (u.moveCheckFailed) return failedCheckRefusal(s, u, 'move');
  if (u.moved) return `${u.name} ${verb(u, 'has')} already ${u.type === 'cannons' ? 'pivoted' : 'moved'} this step`;
  return null;
}

/**
 * The unit a commander rode with this step, when that ride was his move (the Reading under
 * "Commander movement" in docs/rules/tilly.md): recorded when the unit moved, so detaching
 * afterwards does not give the move back, and joining a unit that has already moved is no
 * ride. House rule commanderMovesAfterUnit lets him move again.
 */
export function rodeWith(s: TillyState, u: TillyUnit): TillyUnit | undefined {
  if (u.type !== 'commander' || u.rode === undefined || s.options.houseRules?.commanderMovesAfterUnit === true) return undefined;
  return unitOf(s, u.rode);
}

/** House rule commandersIgnoreZoc: commanders move through enemy zones of control freely. */
export const commandersIgnoreZoc = (s: TillyState): boolean => s.options.houseRules?.commandersIgnoreZoc === true;

const article = (w: string): string => `${/^[aeiou]/.test(w) ? 'an' : 'a'} ${w}`;

/** What the change of direction allows, in words. */
function changeWords(u: TillyUnit, changes: readonly ChangeOfDirection[], max: number, base: TillyState['baseWidth']): string {
  if (u.type === 'commander') return `any path within ${tumWords(max, base)} ("Commander movement")`;
  const [first, second] = changes;
  if (!first) return `straight ahead up to ${tumWords(max, base)}`;
  if (first === 'sideways') return `${tumWords(1, base)} sideways, which replaces the whole move`;
  if (first === 'backwards') return `straight back at least ${tumWords(1, base)} and at most ${tumWords(Math.min(RESTRICTED_MOVE, max), base)}, facing unchanged, which replaces the whole move`;
  if (replacesMove(u.quality, first) && !second) return `${article(first.replace('-', ' '))}, which replaces the whole move`;
  if (second && (replacesMove(u.quality, first) || replacesMove(u.quality, second))) {
    return `${article(first.replace('-', ' '))} at the start and ${article(second.replace('-', ' '))} at the end, with no straight move between (a turn replaces the whole move)`;
  }
  const tail = second ? `, then ${article(second.replace('-', ' '))} at the end` : '';
  // The oblique is the straight move itself, on the diagonal ("Oblique": facing unchanged), not a turn before it.
  if (first === 'oblique') return `an oblique advance of up to 45°: straight on the diagonal, facing unchanged, up to ${tumWords(max, base)} in all${tail}`;
  const lead = first === 'wheel' ? 'a wheel of up to 45° (the outside corner\'s distance counts)' : article(first.replace('-', ' '));
  return `${lead}, then straight up to ${tumWords(max, base)} in all${tail}`;
}

const CHANGE_NOUNS: Readonly<Record<ChangeOfDirection, string>> = {
  wheel: 'a wheel',
  'about-face': 'an about face',
  oblique: 'an oblique advance',
  turn: 'a turn',
  sideways: 'a step sideways',
  backwards: 'a move backwards',
};

/** Why a commander's --change changes nothing: he turns as he likes ("Commander movement"). */
function commanderChangeWords(changes: readonly ChangeOfDirection[]): string {
  const named = changes.map((c) => CHANGE_NOUNS[c]).join(' and ');
  return `He makes any changes of direction he wants, ${named} included: only the length of his path counts.`;
}

/** The move's command check, unless one passed ahead of it this step (`move --check`). */
export const moveCheckReason = (s: TillyState, u: TillyUnit, far: boolean): string | null => (u.checked ? null : commandCheckReason(s, u, far));

export function resolveMove(s: TillyState, req: MoveRequest, dice: DiceSource): Result<TillyOutcome, string> {
  const u = unitOf(s, req.unit);
  const side = movingSideCheck(s, u, 'move');
  if (side) return err(side);
  if (u.type === 'cannons') return err('cannons cannot move; they may pivot instead of shooting (pivot)');
  const ridden = rodeWith(s, u);
  if (ridden) {
    const why = '("Commander movement", "Movement allowance"; house rule commanderMovesAfterUnit allows it)';
    if (u.attachedTo === ridden.id) return err(`${u.name} is attached to ${ridden.name}, which ${verb(ridden, 'has')} already moved this step: he moved with ${them(ridden)}, and that was his move ${why}`);
    return err(`${u.name} rode with ${ridden.name} when ${itWord(ridden)} moved this step, and that was his move: leaving ${them(ridden)} does not give it back ${why}`);
  }
  if (req.check && (req.difficult || req.changes.length > 0 || req.distance !== undefined || req.through.length > 0 || (req.push ?? []).length > 0)) {
    return err('--check rolls only the command check: give the move\'s terrain, change of direction and distance in the move that follows');
  }
  if (inContact(s, u.id)) {
    // It may still turn to an enemy on its flank or rear ("Fighting to flank or rear"): say how.
    const away = enemiesInContact(s, u.id).find((c) => c.aspect !== 'front' && !chargedInto(unitOf(s, c.enemy), u.id));
    const turn = away ? `; it may change facing to ${unitOf(s, away.enemy).name} on ${its(u)} ${away.aspect}, if there is space (face ${u.id} toward ${away.enemy})` : '';
    return err(`${u.name} ${verb(u, 'is')} locked in melee and cannot move${turn.replace('; it may', `; ${itWord(u)} may`)}`);
  }
  if (u.type !== 'commander') {
    if (req.changes.length > 2) return err('at most two changes of direction');
    if (req.changes.length === 2) {
      if (u.quality !== 'superior' || !s.options.quality) return err('only superior units make two changes of direction in a move ("Optional Rule: Unit Quality")');
      const bad = req.changes.find((c) => !SUPERIOR_TWICE.includes(c));
      if (bad) return err(`a superior unit's two changes are turns, wheels or about faces, not ${bad}`);
    }
    for (const c of req.changes) {
      const why = changeRefusal(u.type, u.quality, c, false);
      if (why) return err(why);
    }
  }
  if (req.buffer) return err(`${u.name} may not enter the buffer zone of non-commander enemy units in a non-charging move ("Enemy buffer zone")`);
  // Commanders too: they exert no ZOC, but nothing frees them from one (the Reading under
  // "Zones of Control (ZOC)" in docs/rules/tilly.md).
  const freeOfZoc = req.zoc && u.type === 'commander' && commandersIgnoreZoc(s);
  if (req.zoc && !freeOfZoc) {
    const who = u.type === 'commander' ? 'he' : itWord(u);
    // A commander's refusal names the house rule of the other reading, as the ride's does.
    const why = u.type === 'commander' ? '("Zones of Control (ZOC)"; house rule commandersIgnoreZoc allows it)' : '("Zones of Control (ZOC)")';
    return err(`${u.name} ${verb(u, 'is')} in an enemy zone of control: ${who} may only stay, move closer to that enemy, or move directly away ${why}`);
  }
  const straight = !req.changes.some((c) => c === 'oblique' || c === 'sideways');
  for (const id of req.through) {
    const t = unitOf(s, id);
    if (t.side !== u.side && t.type !== 'commander') return err(`units cannot pass through the enemy (${t.name}) ("Interpenetration")`);
    const why = interpenetrationRefusal(u.type, t.type, straight);
    if (why) return err(why);
  }
  const max = allowance(u, req.difficult);
  // A commander "can move in any direction and make any changes of direction" ("Commander
  // movement"): his --change sets no limit of its own; only his path counts.
  const first = u.type === 'commander' ? undefined : req.changes[0];
  const limit = first === 'sideways' ? 1 : first === 'backwards' ? Math.min(RESTRICTED_MOVE, max) : max;
  // "Change of direction": a turn (and, for inferior units, an about face) replaces the
  // entire movement, so nothing is left to move straight after it.
  // A superior unit's second change does not give the straight move back ("Superior").
  const replacing = req.changes.find((c) => c !== 'sideways' && c !== 'backwards' && replacesMove(u.quality, c));
  if (replacing && u.type !== 'commander' && req.distance !== undefined && req.distance > 0) {
    return err(`${article(replacing.replace('-', ' '))} replaces ${possessive(u.name)} whole move: it moves no further (not ${tumWords(req.distance, s.baseWidth)}); type move ${u.id} --change ${req.changes.join(',')}, without --dist`);
  }
  // Through horse, light horse, dragoons or shot the interpenetration "must occur during the
  // straight forward part of the move": after a change that replaces the whole move there is
  // none (the Reading under Interpenetration). Cannons and commanders may be passed in any move.
  const straightOnly = req.through.map((id) => unitOf(s, id)).find((t) => t.type !== 'cannons' && t.type !== 'commander');
  if (replacing && u.type !== 'commander' && straightOnly) {
    return err(`${article(replacing.replace('-', ' '))} replaces ${possessive(u.name)} whole move: there is no straight move to pass through ${straightOnly.name} in (Table 4)`);
  }
  if (req.distance !== undefined && req.distance > limit) {
    return err(`${u.name} may move at most ${tumWords(limit, s.baseWidth)}${req.difficult ? ' (difficult terrain)' : ''}, not ${tumWords(req.distance, s.baseWidth)}`);
  }
  if (first === 'backwards' && req.distance !== undefined && req.distance < 1) return err(`a backwards move is at least ${tumWords(1, s.baseWidth)}`);
  const results: Resolution[] = [];
  const reason = moveCheckReason(s, u, req.far);
  if (req.check && !reason && u.type === 'commander') return err(`${u.name} is a commander, always in command: no check to roll (move ${u.id}) ("Being 'in command'")`);
  if (req.check && !reason) return err(u.checked ? `${u.name} ${verb(u, 'has')} passed ${its(u)} command check: give the move (move ${u.id})` : `${u.name} ${verb(u, 'is')} in command: no check to roll (move ${u.id}${req.far ? '' : `, or --far if more than ${tumWords(COMMAND_RADIUS, s.baseWidth)} from the commander`})`);
  if (reason) {
    const check = commandCheck(u, reason, 'move', dice);
    results.push(check.result);
    if (!check.passed) return outcome(results, [{ type: 'check-failed', unit: u.id, purpose: 'move', text: check.result.result }]);
    if (req.check) {
      const text = `${u.name} may move this step; ${its(u)} move follows with no second check.`;
      results.push(plain('move', text, [], { actor: u.name }));
      return outcome(results, [{ type: 'command-checked', unit: u.id, text }]);
    }
  }
  const pushed = (req.push ?? []).map((id) => unitOf(s, id));
  for (const c of pushed) {
    if (c.type !== 'commander' || c.side === u.side) return err(`--push moves unattached enemy commanders out of the way, not ${c.name}`);
    if (c.attachedTo !== null) return err(`${c.name} is attached to ${unitOf(s, c.attachedTo).name}: only unattached commanders are moved aside ("Commander movement")`);
  }
  const through = req.through.length > 0 ? ` It may pass through ${req.through.map((id) => unitOf(s, id).name).join(', ')} (Table 4).` : '';
  const text = `${u.name} (${typeName(u)}) ${verb(u, 'moves')}: ${changeWords(u, req.changes, max, s.baseWidth)}${req.difficult ? ', difficult terrain' : ''}.${through}`;
  const aside = pushed.map((c) => `${c.name} is moved out of the way; that is not a move, so he cannot attach to a unit ("Commander movement")`);
  // A commander joins a unit "during a move" ("Units"); moving on his own, he leaves it.
  const left = u.type === 'commander' && u.attachedTo !== null ? unitOf(s, u.attachedTo) : undefined;
  const leaves = left ? `He leaves ${left.name}; he may join a unit again (attach).` : '';
  // Printed only (not in the journalled event), so journals with such a move still replay.
  const free = u.type === 'commander' && req.changes.length > 0 ? commanderChangeWords(req.changes) : '';
  const zoc = freeOfZoc ? 'He ignores the enemy zone of control (house rule commandersIgnoreZoc).' : '';
  const far = u.type === 'commander' && req.far ? COMMANDER_FAR : '';
  // The distance the game master gave, which the allowance above only bounds. Printed only.
  const who = u.type === 'commander' ? 'He' : itWord(u).replace(/^./, (c) => c.toUpperCase());
  const covered = req.distance !== undefined && req.distance > 0 ? `${who} ${verb(u, 'covers')} ${tumWords(req.distance, s.baseWidth)}${req.changes[0] === 'wheel' && u.type !== 'commander' ? ' in all' : ''}.` : '';
  const said = [text, ...(covered ? [covered] : []), ...(free ? [free] : []), ...(far ? [far] : []), ...(zoc ? [zoc] : []), ...(leaves ? [leaves] : []), ...(aside.length > 0 ? [`${aside.join('. ')}.`] : [])].join(' ');
  results.push(plain('move', said, [], { actor: u.name }));
  return outcome(results, [
    { type: 'moved', unit: u.id, text },
    ...(left ? [{ type: 'attached', commander: u.id, unit: null, text: `${u.name} leaves ${left.name}.` } as const] : []),
    ...pushed.map((c): TillyEvent => ({ type: 'pushed-aside', commander: c.id, text: `${c.name} is moved out of the way.` })),
  ]);
}

/** Seed 003, "Cannons movement" and "Cannons pivot or shoot": a pivot takes the turn's shot. */
export function resolvePivot(s: TillyState, req: { unit: string }): Result<TillyOutcome, string> {
  const u = unitOf(s, req.unit);
  if (u.type !== 'cannons') return err(`only cannons pivot; ${u.name} ${verb(u, 'moves')} (move)`);
  const side = movingSideCheck(s, u, 'pivot');
  if (side) return err(side);
  if (u.shot) return err(`${u.name} ${verb(u, 'has')} already shot this turn, so ${itWord(u)} cannot pivot until next turn ("Cannons pivot or shoot")`);
  const text = `${u.name} ${verb(u, 'pivots')} on ${its(u)} centre; ${itWord(u)} cannot shoot this turn (shooting marker).`;
  return outcome([plain('pivot', text, [], { actor: u.name })], [{ type: 'pivoted', unit: u.id, text }]);
}

/**
 * Attach a commander to a friendly unit (seed 003, "Units": commanders "may join a unit
 * during a move or charge"), or detach him. In the side's own move step; elsewhere only as
 * a correction with `--why`.
 */
export function resolveAttach(s: TillyState, req: { commander: string; unit: string | null; why?: string }): Result<TillyOutcome, string> {
  const c = unitOf(s, req.commander);
  if (c.type !== 'commander') return err(`${c.name} ${verb(c, 'is')} not a commander`);
  if (!onTable(c)) return err(`${c.name} is a casualty`);
  if (req.why === undefined) {
    if (!isMoveStep(s.step) || sideOfRole(s, stepDef(s.step).actor === 'attacker' ? 'attacker' : 'defender') !== c.side) {
      return err(`commanders join or leave units in their own move step (or by a charge); add --why "…" to correct the table`);
    }
  }
  const events: TillyEvent[] = [];
  let text: string;
  if (req.unit === null) {
    if (c.attachedTo === null) return err(`${c.name} is not attached to a unit`);
    text = `${c.name} leaves ${unitOf(s, c.attachedTo).name}.`;
  } else {
    const t = unitOf(s, req.unit);
    if (t.side !== c.side) return err(`${t.name} ${verb(t, 'is')} an enemy unit`);
    if (!onTable(t)) return err(`${t.name} ${verb(t, 'is')} no longer on the table`);
    // Cannons are a unit like any other ("Every stand is a unit"): a commander may join them,
    // though they never fight in melee, to rally them in step 4.2 ("A commander attached to a unit").
    if (t.type === 'commander') return err(`a commander attaches to a unit, not to another commander (${t.name})`);
    if ((s.pushedAside ?? []).includes(c.id)) return err(`${c.name} was moved out of an enemy's way this step; that is not a move, so he cannot attach ("Commander movement")`);
    const ridden = req.why === undefined ? rodeWith(s, c) : undefined;
    if (ridden && ridden.id !== t.id) {
      const had = c.moved ? `${c.name} made his move and then rode with ${ridden.name} this step` : `${c.name} moved with ${ridden.name} this step, and that was his move`;
      return err(`${had}: he cannot ride to join ${t.name} ("Commander movement", "Movement allowance"; house rule commanderMovesAfterUnit allows it)`);
    }
    const other = s.units.find((x) => x.attachedTo === t.id && x.id !== c.id && onTable(x));
    if (other) return err(`${other.name} ${verb(other, 'is')} already attached to ${t.name}`);
    text = `${c.name} joins ${t.name}.`;
  }
  if (req.why) text = `${text.replace(/[.]$/, '')}${aside(req.why)}.`;
  events.push({ type: 'attached', commander: c.id, unit: req.unit, text });
  return outcome([plain(req.unit === null ? 'detach' : 'attach', text, [], { actor: c.name })], events);
}
