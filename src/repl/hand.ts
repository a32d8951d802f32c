/**
 * Dice rolled by hand, one at a time. The action is run with the values typed so far; when it
 * needs one more die, the rule set's dice source says so (`HandDiceError.missing`), with what
 * the die is for (`RollContext`: stage, side, itemised modifiers) when the rule set tells it.
 * The players then see that die's stage, side and modifiers, roll it, and the action is run
 * again with one value more, until it resolves.
 *
 * What the dice typed so far have already decided is shown as it becomes known: the action is
 * also run twice with filler dice after the typed ones (low-high and high-low, so no opposed
 * roll comes out the same), and the results both runs share from the start are settled. The
 * first result they disagree on is the stage in progress: its modifiers were worked out before
 * its dice, so they stand in for a missing `RollContext`. Nothing here knows a rule set.
 */
import { type DiceSource, type DieHints, HandDiceError, handDice, type PoolPlace, type RollContext } from '../dice/dice.js';
import type { Modifier, Resolution } from '../engine/ruleset.js';
import { err, ok, type Result } from '../engine/result.js';
import { extractRolls, type Session, tooManyValues } from '../engine/session.js';
import { signed } from './format.js';
import type { Paint } from '../present/paint.js';
import { capitalFirst } from '../engine/english.js';

/** The next die the players must roll, and what it is for. */
export interface HandDie {
  readonly sides: number;
  /** The rule set's label, e.g. "target: Blue Regiment". */
  readonly label: string;
  /** "Defensive fire", "Melee": from the roll's context or the stage in progress; null if unknown. */
  readonly stage: string | null;
  /** The side (unit, army) the die is rolled for; null if unknown. */
  readonly side: string | null;
  /** Its itemised modifiers, and their net; null if unknown. */
  readonly modifiers: readonly { readonly label: string; readonly value: number }[] | null;
  readonly net: number | null;
  /** How the die is read, when it is read against a table or a number rather than modified; null if not. */
  readonly detail?: readonly string[] | null;
  /** Said before the die, e.g. that the last roll tied and is rolled again; null if nothing. */
  readonly note?: string | null;
  /** Its place in a pool rolled together, whose dice may be typed on one line; null if alone. */
  readonly pool?: PoolPlace | null;
}

type Missing = { readonly sides: number; readonly label: string; readonly about?: RollContext; readonly hints?: DieHints };

export interface HandProgress {
  /** The next die, or null when the values given are all the action needs. */
  readonly need: HandDie | null;
  /** Results the values given have already settled, in order (e.g. the defensive fire of a charge). */
  readonly known: readonly Resolution[];
}

/** Filler dice stop after this many, so an action that rerolls ties cannot loop. */
const FILLER_LIMIT = 200;

class FillerExhausted extends Error {}

/** The typed values, then filler dice alternating low and high (`start` picks which comes first). */
function fillerDice(values: readonly number[], start: 0 | 1): DiceSource {
  let next = 0;
  return {
    // As players by hand are: not asked for a die that can change nothing.
    settled: () => null,
    roll(sides) {
      const v = values[next];
      next += 1;
      if (v !== undefined) return v;
      const k = next - values.length;
      if (k > FILLER_LIMIT) throw new FillerExhausted();
      return (k + start) % 2 === 1 ? 1 : sides;
    },
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Run the action with the values given and say what it needs next. Changes nothing. */
export function handProgress(session: Session, line: string, values: readonly number[]): Result<HandProgress, string> {
  const split = extractRolls(line);
  if (!split.ok) return split;
  const parsed = session.ruleset.parse(session.state, split.value.text);
  if (!parsed.ok) return parsed;

  let missing: Missing | null = null;
  const dice = handDice(values);
  try {
    const outcome = session.ruleset.execute(session.state, parsed.value, dice);
    if (!outcome.ok) return outcome;
    if (dice.unused() > 0) return err(tooManyValues(values.length, dice.rolled.length, dice.skipped()));
    return ok({ need: null, known: outcome.value.results });
  } catch (error) {
    if (!(error instanceof HandDiceError)) throw error;
    if (!error.missing) return err(error.message);
    missing = error.missing;
  }

  // What the values given have settled, and the stage in progress.
  const probe = (start: 0 | 1): readonly Resolution[] | null => {
    try {
      const r = session.ruleset.execute(session.state, parsed.value, fillerDice(values, start));
      return r.ok ? r.value.results : null;
    } catch (error) {
      if (error instanceof FillerExhausted || error instanceof HandDiceError) return null;
      throw error;
    }
  };
  const low = probe(0);
  const high = probe(1);
  const known: Resolution[] = [];
  let pending: Resolution | null = null;
  if (low && high) {
    let i = 0;
    while (i < low.length && i < high.length && same(low[i], high[i])) {
      known.push(low[i] as Resolution);
      i += 1;
    }
    const a = low[i];
    const b = high[i];
    if (a && b && a.action === b.action && a.actor === b.actor && a.target === b.target && same(a.modifiers, b.modifiers)) pending = a;
  }
  return ok({ need: describeDie(missing, pending), known });
}

/** A die's stage, side and modifiers: the rule set's own context first, else the stage in progress. */
function describeDie(missing: Missing, pending: Resolution | null): HandDie {
  const base = { sides: missing.sides, label: missing.label, detail: null, note: missing.hints?.note ?? null, pool: missing.hints?.pool ?? null };
  const about = missing.about;
  if (about) {
    const detail = about.detail ? [...about.detail] : null;
    return { ...base, stage: about.stage, side: about.side, modifiers: about.modifiers.map((m) => ({ label: m.label, value: m.value })), net: about.net, detail };
  }
  if (pending) {
    const colon = missing.label.indexOf(':');
    const role = colon < 0 ? '' : missing.label.slice(0, colon).trim().toLowerCase();
    const who = colon < 0 ? missing.label.trim() : missing.label.slice(colon + 1).trim();
    const pick = (mods: readonly Modifier[] | undefined, net: number | undefined, name: string | undefined) => ({
      side: name ?? who,
      modifiers: (mods ?? []).map((m) => ({ label: m.label, value: m.value })),
      net: net ?? (mods ?? []).reduce((n, m) => n + m.value, 0),
    });
    let side: ReturnType<typeof pick> | null = null;
    if (pending.actor !== undefined && who === pending.actor) side = pick(pending.modifiers?.actor, pending.actorModifier, pending.actor);
    else if (pending.target !== undefined && who === pending.target) side = pick(pending.modifiers?.target, pending.targetModifier, pending.target);
    else if (role === 'actor') side = pick(pending.modifiers?.actor, pending.actorModifier, pending.actor);
    else if (role === 'target') side = pick(pending.modifiers?.target, pending.targetModifier, pending.target);
    if (side) return { ...base, stage: capitalise(pending.action), ...side };
    return { ...base, stage: capitalise(pending.action), side: null, modifiers: null, net: null };
  }
  return { ...base, stage: null, side: null, modifiers: null, net: null };
}

const capitalise = (s: string): string => capitalFirst(s.replace(/-/g, ' '));

/** What the players see before they roll a die: its stage and side, then its modifiers, itemised. */
export function handDieLines(die: HandDie, paint: Paint): string[] {
  const lines = dieLines(die, paint);
  return die.note ? [die.note, ...lines] : lines;
}

/**
 * The lines to print before a die's question: a pool's later die asked alone leaves out what its
 * earlier die already printed (the heading, how the pool is read), so only what is new is said.
 */
export function newDieLines(die: HandDie, printedBefore: readonly string[], paint: Paint): string[] {
  const lines = handDieLines(die, paint);
  return (die.pool?.die ?? 1) > 1 ? lines.filter((l) => !printedBefore.includes(l)) : lines;
}

function dieLines(die: HandDie, paint: Paint): string[] {
  // A die read against a table or a number: how it is read, not modifiers added to it.
  if (die.detail) return [paint.bold(die.stage ?? die.label), ...die.detail.map((l) => `  ${l}`)];
  // Nothing known beyond the die's name: the question names it, a line before would repeat it.
  if (die.modifiers === null) return [];
  const who = paint.bold(die.stage ? `${die.stage} — ${die.side ?? die.label}` : (die.side ?? die.label));
  const rows = die.modifiers.filter((m) => m.value !== 0);
  if (rows.length === 0) return [`${who}: no modifiers`];
  const lines = [`${who}: ${signed(die.net ?? 0)}`];
  const width = Math.max(0, ...rows.map((m) => signed(m.value).length));
  for (const m of rows) lines.push(`  ${signed(m.value).padStart(width)}  ${m.label}`);
  return lines;
}

/** How many dice may be typed at this question: the rest of its pool, or 1. */
export const diceLeft = (die: HandDie): number => (die.pool ? Math.max(1, die.pool.of - die.pool.die + 1) : 1);

/** What the question names: the die's stage and side, or its label (with the stage, unless the label begins with it). */
function dieName(die: HandDie): string {
  if (die.detail && die.stage) return die.stage;
  if (die.stage && die.side) return `${die.stage}, ${die.side}`;
  // A pool's label names its stage and unit ("command check, French Right Horse 1").
  if (die.pool || !die.stage || die.label.toLowerCase().startsWith(die.stage.toLowerCase())) return capitalFirst(die.label);
  return `${die.stage}: ${die.label}`;
}

/** The question for one die: "Defensive fire, Blue Regiment: d6 shows? "; a pool's first die asks for all of them. */
export function handDiePrompt(die: HandDie): string {
  const name = dieName(die);
  const pool = die.pool;
  if (!pool || pool.of < 2) return `${name}: d${die.sides} shows? `;
  if (pool.die === 1) return `${name}: ${pool.of} d${die.sides} show? `;
  return `${name}, die ${pool.die} of ${pool.of}: d${die.sides} shows? `;
}

/**
 * The values typed at a die's question: one value, or (for a pool) every die left in it on
 * one line, separated by spaces or commas. Anything else is refused with what to type.
 */
export function readHandValues(text: string, die: HandDie): Result<number[], string> {
  const words = text.split(/[\s,]+/).filter((w) => w !== '');
  const range = `a d${die.sides} shows 1 to ${die.sides}`;
  if (words.length === 0) return err(`${range}; type the value rolled (Ctrl-C cancels)`);
  const bad = words.find((w) => !/^\d+$/.test(w) || Number(w) < 1 || Number(w) > die.sides);
  const left = diceLeft(die);
  const countFits = words.length === 1 || words.length === left;
  const dice = left === 1 ? 'one die here' : (die.pool?.die ?? 1) > 1 ? `${left} dice left in this roll` : `${left} dice in this roll`;
  const typed = `${words.length} value${words.length === 1 ? '' : 's'} typed`;
  // Every problem with the line at once, so the second try is the right one.
  if (bad !== undefined) {
    const also = countFits ? '' : ` (and ${dice}, ${typed})`;
    const what = left === 1 ? 'the value rolled' : `all ${left} values rolled, or just one and then the rest as asked`;
    return err(`${range}, not "${bad}"${also}; type ${what} (Ctrl-C cancels)`);
  }
  if (countFits) return ok(words.map(Number));
  if (left === 1) return err(`${dice}, ${typed}: type the one value rolled (Ctrl-C cancels)`);
  return err(`${dice}, ${typed}: type all ${left} on one line, or just one and then the rest as asked (Ctrl-C cancels)`);
}
