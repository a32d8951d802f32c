/**
 * The rule set's one entry point for actions: dispatch to the resolver, fold the events into
 * the state with `applyEvents`, and return the results. Refusals are values and change
 * nothing.
 */
import type { DiceSource } from '../../dice/dice.js';
import { verb } from '../../engine/english.js';
import type { ActionOutcome } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { PsAction } from './actions.js';
import { resolveAttack, resolveRecover } from './attacks.js';
import { forgoneFire, reactionHint, retreatBeforeHint } from './reaction-hint.js';
import { resolveReact } from './reactions.js';
import { withCounterFire } from './counter-first.js';
import { resolveDeclare } from './declare.js';
import { eliminate, note, place, setStatus } from './corrections.js';
import { applyEvents } from './events.js';
import { lapsedFortunes, resolveFow } from './fortunes.js';
import { retreatLapses } from './leader-retreat.js';
import { type PsOutcome, unitOf } from './helpers.js';
import { loneLeaderReaction } from './leader-move.js';
import { FOW_MOVE_NO_REACTION, FOW_MOVE_REACTION, resolveCapture, resolveFlip, resolveLoose, resolveMove, resolveRegain } from './movement.js';
import { advanceHint, resolveAdvance, resolveRetreat } from './retreat.js';
import type { PsState } from './state.js';
import { resolveNext, resolveWeather, resolveWin } from './turn.js';

/** Actions allowed once the battle is over, and while a retreat waits: corrections and notes (and, while waiting, the retreat and reactions to it). */
const CORRECTIONS: readonly PsAction['kind'][] = ['note', 'set', 'eliminate', 'place'];
const WHILE_RETREATING: readonly PsAction['kind'][] = [...CORRECTIONS, 'retreat', 'react', 'win'];

function resolve(s: PsState, a: PsAction, dice: DiceSource): Result<PsOutcome, string> {
  switch (a.kind) {
    case 'next':
      return resolveNext(s);
    case 'weather':
      return resolveWeather(s, a.text);
    case 'move':
      return resolveMove(s, a);
    case 'loose':
      return resolveLoose(s, a);
    case 'regain':
      return resolveRegain(s, a);
    case 'flip':
      return resolveFlip(s, a);
    case 'fire':
    case 'melee':
    case 'charge':
      return resolveAttack(s, a, dice);
    case 'react':
      return resolveReact(s, a, dice);
    case 'recover':
      return resolveRecover(s, a, dice);
    case 'declare':
      return resolveDeclare(s, a);
    case 'fow':
      return resolveFow(s, a, dice);
    case 'retreat':
      return resolveRetreat(s, a);
    case 'advance':
      return resolveAdvance(s, a);
    case 'capture':
      return resolveCapture(s, a);
    case 'win':
      return resolveWin(s, a.side, a.why);
    case 'set':
      return setStatus(s, a);
    case 'eliminate':
      return eliminate(s, a);
    case 'place':
      return place(s, a);
    case 'note':
      return note(a.text);
  }
}

/** 6.3: while a retreat waits, a reaction is only against a retreating unit, and never by one (it retreats first). */
function whileRetreating(state: PsState, action: Extract<PsAction, { kind: 'react' }>, waiting: string): Result<true, string> {
  const owes = state.pending.some((p) => p.unit === action.unit);
  const reactor = state.units.find((u) => u.id === action.unit);
  if (owes && reactor) return err(`${reactor.name} ${verb(reactor, 'has')} a retreat to make and ${verb(reactor, 'does')} nothing else first (6.3): ${waiting}`);
  if (!state.pending.some((p) => p.unit === action.target)) return err(`first finish the retreats that wait: ${waiting}; only a reaction against a retreating unit comes before (6.3)`);
  return ok(true);
}

/** The retreats that wait, as the commands that make them: "retreat B5 (Commanded Musketeers)". */
export const waitingRetreats = (state: PsState): string =>
  state.pending
    .map((p) => `retreat ${p.unit} (${unitOf(state, p.unit).name}${p.pursuer ? `; ${unitOf(state, p.pursuer).name} ${verb(unitOf(state, p.pursuer), 'follows')} it to its last hex, 11.8` : ''})`)
    .join(', ');

/** The refusal after the battle, the outcome's sentence run on after a semicolon ("the battle is over; the Swedes win…"). */
function battleOver(state: PsState): string {
  const text = (state.outcome?.text ?? '').trim().replace(/\.$/, '');
  // Only a leading "The" loses its capital: "Sweden wins" keeps its name's.
  return text === '' ? 'the battle is over' : `the battle is over; ${text.replace(/^The /, 'the ')}`;
}

/** Whether the action may be taken at all now: not after the battle, not while a retreat waits (the roll and `odds` both ask). */
export function mayAct(state: PsState, action: PsAction): Result<true, string> {
  if (state.step === 'over' && !CORRECTIONS.includes(action.kind)) return err(battleOver(state));
  const waiting = () => waitingRetreats(state);
  if (state.pending.length > 0 && !WHILE_RETREATING.includes(action.kind)) {
    // 6.5: a fortune of war is played after the combat's retreat or rout.
    return err(`first finish the retreats that wait: ${waiting()}${action.kind === 'fow' ? ' (6.5: fortunes of war come after the retreat or rout)' : ''}`);
  }
  if (state.pending.length > 0 && action.kind === 'react') return whileRetreating(state, action, waiting());
  return ok(true);
}

export function executePs(state: PsState, action: PsAction, dice: DiceSource): Result<ActionOutcome<PsState>, string> {
  const may = mayAct(state, action);
  if (!may.ok) return may;
  // 11.4: cavalry reacting through a hex between: the moving player's fire at its entry comes first, or is given up.
  const first = action.kind === 'react' ? withCounterFire(state, action, dice, executePs) : null;
  if (first !== null) return first;
  // 6.5: an action past the last combat's aftermath first lets its unplayed fortunes lapse.
  // 7.1, 11.6: so does the moment to fire at a leader's retreat before a melee.
  const lapse = lapsedFortunes(state, action);
  const closed = [...lapse.events, ...retreatLapses(state, action)];
  const before = applyEvents(state, closed);
  const r = resolve(before, action, dice);
  if (!r.ok) return r;
  const events = [...closed, ...r.value.events];
  const after = applyEvents(before, r.value.events);
  const hinted = action.kind === 'move' ? withReactionHint(after, action.unit, r.value.results) : action.kind === 'retreat' ? withAdvanceHint(before, after, r.value.results) : withRetreatBeforeHint(after, action, r.value.results);
  // 11.4: cavalry reacting through a hex between says whose fire at its entry the reaction gave up (the words only).
  const gone = action.kind === 'react' ? forgoneFire(before, action, r.value.events) : null;
  const results = gone === null || hinted[0] === undefined ? hinted : [{ ...hinted[0], result: afterEntry(hinted[0].result, gone) }, ...hinted.slice(1)];
  return ok({ state: after, events, results: [...lapse.results, ...results] });
}

/** 11.4: the words on the fire given up go after the cavalry's move into the hex between (and the leaders it left), before the combat. */
function afterEntry(result: string, gone: string): string {
  const at = result.search(/ (Exchange of fire|Fire at the charger|Melee by|Charge by) /);
  return at < 0 ? `${result} ${gone}` : `${result.slice(0, at)} ${gone}${result.slice(at)}`;
}

/** 6.6: the retreat that frees the attacker's advance ends by saying where it goes and how (the words only). */
function withAdvanceHint(before: PsState, after: PsState, results: PsOutcome['results']): PsOutcome['results'] {
  const last = results[results.length - 1];
  const freed = after.advance !== null && before.pending.some((p) => p.from === after.advance?.unit);
  const hint = freed ? advanceHint(after) : null;
  if (hint === null || last === undefined) return results;
  return [...results.slice(0, -1), { ...last, result: `${last.result} ${hint}` }];
}

/** 10.6, 11.5, 11.6: a retreat before an attack ends by naming who may fire at it as it leaves (the words only). */
function withRetreatBeforeHint(after: PsState, action: PsAction, results: PsOutcome['results']): PsOutcome['results'] {
  const last = results[results.length - 1];
  const hint = (action.kind === 'fire' || action.kind === 'melee' || action.kind === 'charge') && action.evade ? retreatBeforeHint(after, action.target) : null;
  if (hint === null || last === undefined) return results;
  return [...results.slice(0, -1), { ...last, result: `${last.result} ${hint}` }];
}

/** 4.5, 11.4: a move's result ends by naming the enemies who may react to it (the words only: no event). */
function withReactionHint(after: PsState, mover: string, results: PsOutcome['results']): PsOutcome['results'] {
  const hint = reactionHint(after, mover);
  const last = results[results.length - 1];
  if (last === undefined) return results;
  // 6.5: a fortune of war move with its hexes known and no enemy able to react says so, rather than that the enemy may.
  const placed = after.units.find((u) => u.id === mover)?.hex ?? null;
  if (hint === null && placed !== null && last.result.includes(FOW_MOVE_REACTION)) return [...results.slice(0, -1), { ...last, result: last.result.replace(FOW_MOVE_REACTION, FOW_MOVE_NO_REACTION) }];
  if (hint === null) return results;
  // A fortune of war move's "the enemy may react", and a lone leader's command with a blank for
  // the unit, are said by the hint, naming who.
  const said = last.result.replace(` ${FOW_MOVE_REACTION}`, '').replace(loneLeaderReaction(mover), '');
  return [...results.slice(0, -1), { ...last, result: `${said} ${hint}` }];
}
