/**
 * Seed 004, 11.4: cavalry reacting through a hex between may be fired on there by the moving
 * player's infantry, after its move and before its melee. The cavalry's `react` says whether:
 * `--counter-fire A2[,A5]` plays that fire first, then the reaction if the cavalry still may make
 * it; `--no-counter-fire` gives the fire up. With neither, the line is refused naming both (the
 * terminal asks first, present/questions.ts), so the chance is never lost unsaid.
 */
import type { DiceSource } from '../../dice/dice.js';
import { its, itWord, listWords, verb } from '../../engine/english.js';
import type { ActionOutcome, BattleEvent, Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { PsAction, ReactRequest } from './actions.js';
import { inPlay } from './helpers.js';
import { cavalryEntry, leaderReactPlan, reactPlan } from './reactions.js';
import type { PsState, PsUnit } from './state.js';
import { isInfantry } from './units.js';

type Run = (s: PsState, a: PsAction, dice: DiceSource) => Result<ActionOutcome<PsState>, string>;

/** The fire at cavalry `c` entering `hex`, as its own reaction command. */
export const fireAtEntry = (firer: string, c: string, hex: string): ReactRequest => ({ kind: 'react', unit: firer, how: 'fire', target: c, pursue: false, to: hex });

/** 11.4: the hex between that cavalry's reaction `req` moves into, and the moving player's infantry that may fire at it there; null when none may. */
export function counterFirers(s: PsState, req: ReactRequest): { readonly hex: string; readonly cavalry: PsUnit; readonly firers: readonly PsUnit[] } | null {
  if (req.how === 'fire') return null;
  const c = s.units.find((u) => u.id === req.unit);
  const r = cavalryEntry(s, bare(req));
  if (c === undefined || !r.ok) return null;
  const into = r.value.pre.find((e) => e.type === 'moved' && e.unit === req.unit);
  const hex = into?.type === 'moved' ? into.hex : null;
  if (hex === null || hex === undefined) return null;
  const firers = s.units.filter((u) => u.side !== c.side && inPlay(u) && isInfantry(u.type) && reactPlan(s, fireAtEntry(u.id, c.id, hex)).ok);
  return firers.length === 0 ? null : { hex, cavalry: c, firers };
}

/** The request without its counter-fire flags. */
const bare = (req: ReactRequest): ReactRequest => {
  const { counterFire: _c, noCounterFire: _n, ...rest } = req;
  return rest;
};

/** The counter-fire a reaction names, checked before any die: the cavalry, the hex between and the firers' ids in order. */
export interface CounterFire {
  readonly cavalry: PsUnit;
  readonly hex: string;
  readonly ids: readonly string[];
}

/**
 * 11.4: the counter-fire flags of reaction `req` checked, before any die: refused when the fire
 * is open and unsaid, or named wrongly; null when the flags change nothing (no fire to play).
 * The reaction itself is checked too, as the fire would leave it (reactionAfterFire), so that a
 * reaction refused for its own sake (a leader's retreat unsaid, 7.1) rolls no fire first;
 * `open0` leaves that retreat to be said later, as `odds` does.
 */
export function counterFireCheck(s: PsState, req: ReactRequest, open0 = false): Result<CounterFire | null, string> {
  if (req.how === 'fire') return req.counterFire || req.noCounterFire ? err('--counter-fire and --no-counter-fire go on the cavalry\'s melee or charge reaction, not on fire (11.4)') : ok(null);
  if (req.counterFire && req.noCounterFire) return err('--counter-fire and --no-counter-fire cannot be given together (11.4)');
  if (req.noCounterFire) return ok(null);
  const open = counterFirers(s, req);
  if (req.counterFire === undefined) {
    if (open === null) return ok(null);
    const { hex, cavalry: c, firers } = open;
    const ids = firers.map((u) => u.id).join(',');
    return err(`as ${c.name} ${verb(c, 'enters')} ${hex}, before ${its(c)} melee, ${listWords(firers.map((u) => u.name))} may fire at ${itWord(c)} (11.4): add --counter-fire ${ids} to play that fire first, or --no-counter-fire to give it up`);
  }
  const c = s.units.find((u) => u.id === req.unit);
  if (open === null || c === undefined) return err(noCounterFireWords(s, req, c));
  const ids = req.counterFire.map((id) => s.units.find((u) => u.id.toLowerCase() === id.toLowerCase())?.id ?? id);
  for (const id of ids) {
    if (open.firers.some((u) => u.id === id)) continue;
    const why = reactPlan(s, fireAtEntry(id, c.id, open.hex));
    return err(`${why.ok ? `${id} may not fire at ${c.name} entering ${open.hex}` : why.error}; only ${listWords(open.firers.map((u) => `${u.name} (${u.id})`))} may (11.4)`);
  }
  // The reaction's own checks, as made with the fire changing nothing: its refusal comes before any die (7.1, 11.4).
  const own = leaderReactPlan(s, bare(req), false, open0) ?? cavalryEntry(s, bare(req));
  if (!own.ok) return own;
  return ok({ cavalry: c, hex: open.hex, ids });
}

/** 11.4: why no infantry may fire at the cavalry's entry, naming the reason where one firer is named. */
function noCounterFireWords(s: PsState, req: ReactRequest, c: PsUnit | undefined): string {
  const base = `no infantry of the moving player may fire at ${c?.name ?? req.unit} as ${c ? itWord(c) : 'it'} ${c ? verb(c, 'enters') : 'enters'} a hex between now (11.4): leave out --counter-fire`;
  const r = c === undefined ? null : cavalryEntry(s, bare(req));
  const into = r?.ok ? r.value.pre.find((e) => e.type === 'moved' && e.unit === req.unit) : undefined;
  const hex = into?.type === 'moved' ? into.hex : null;
  if (c === undefined || hex === null || hex === undefined) return r !== null && !r.ok ? r.error : base;
  const reasons = (req.counterFire ?? []).map((id) => reactPlan(s, fireAtEntry(id, c.id, hex))).flatMap((x) => (x.ok ? [] : [x.error]));
  return reasons.length === 0 ? base : `${reasons.join('; ')}: leave out --counter-fire`;
}

/**
 * 11.4: whether the cavalry still enters the hex between after the fire so far: not when that
 * fire drove it back (its retreat waits, 6.3) or its entry is refused now. Else no more fire.
 */
export const stillEnters = (s: PsState, req: ReactRequest): boolean => !s.pending.some((p) => p.unit === req.unit) && cavalryEntry(s, reactionAfterFire(s, req)).ok;

/**
 * 11.7: a charger the counter-fire disorders ends its charge at once, but may still make a
 * normal melee: the reaction goes on as a melee. Otherwise the reaction as asked.
 */
export function reactionAfterFire(s: PsState, req: ReactRequest): ReactRequest {
  const c = s.units.find((u) => u.id === req.unit);
  const plain = bare(req);
  return req.how === 'charge' && c?.status === 'disordered' ? { ...plain, how: 'melee' } : plain;
}

/** 11.7: the words that open a reaction the counter-fire turned from a charge into a melee. */
export const brokenChargeWords = (c: PsUnit): string => `That fire disorders ${c.name}, so the charge is broken and ${itWord(c)} ${verb(c, 'melees')} normally (11.7).`;

/**
 * 11.4: a cavalry melee or charge reaction, its counter-fire settled: refused when the fire is
 * open and unsaid; with `--counter-fire`, each named unit fires first, then the reaction is made
 * if the cavalry still may (driven back, it never entered; disordered, its charge is a melee, 11.7).
 * Null when the flags change nothing.
 */
export function withCounterFire(s: PsState, req: ReactRequest, dice: DiceSource, run: Run): Result<ActionOutcome<PsState>, string> | null {
  const checked = counterFireCheck(s, req);
  if (!checked.ok) return checked;
  if (checked.value === null) return null;
  const { cavalry: c, hex, ids } = checked.value;
  let state = s;
  const events: BattleEvent[] = [];
  const results: Resolution[] = [];
  const off = (why: string): Resolution => ({ action: 'react', actor: c.name, result: `${c.name} ${verb(c, 'makes')} no reaction after that fire: ${why.replace(/\.$/, '')}.`, changes: [] });
  for (const id of ids) {
    // Driven back or out of play after an earlier fire, the cavalry never entered: no more fire, no reaction.
    if (!stillEnters(state, req)) break;
    const r = run(state, fireAtEntry(id, c.id, hex), dice);
    if (!r.ok) return results.length === 0 ? r : ok({ state, events, results: [...results, off(r.error)] });
    state = r.value.state;
    events.push(...r.value.events);
    // The reaction follows in this same command: the fire's words holding the cavalry to it are left out.
    const held = ` ${c.name} must now make ${its(c)} reaction through ${hex}`;
    const said = r.value.results.map((x) => (x.result.includes(held) ? { ...x, result: x.result.slice(0, x.result.indexOf(held)) } : x));
    // The first fire opens with what it answers: the move in comes in the reaction's words after it.
    const opening = `As ${c.name} ${verb(c, 'enters')} ${hex} to react, before ${its(c)} melee (11.4): `;
    results.push(...said.map((x, i) => (results.length === 0 && i === 0 ? { ...x, result: `${opening}${x.result}` } : x)));
  }
  const next = reactionAfterFire(state, req);
  const plan = cavalryEntry(state, next);
  if (!plan.ok) return ok({ state, events, results: [...results, off(plan.error)] });
  const r = run(state, { ...next, noCounterFire: true }, dice);
  if (!r.ok) return ok({ state, events, results: [...results, off(r.error)] });
  const broken = next.how !== req.how ? [{ action: 'react', actor: c.name, result: brokenChargeWords(c), changes: [] }] : [];
  return ok({ state: r.value.state, events: [...events, ...r.value.events], results: [...results, ...broken, ...r.value.results] });
}
