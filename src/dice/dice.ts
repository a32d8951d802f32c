import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/**
 * The dice state lives inside the battle state and serialises with it (as boardgame.io
 * keeps `{ seed, prngstate }`): replaying the same commands from the same state rolls
 * the same dice.
 */
export interface DiceState {
  readonly seed: number;
  /** xoroshiro128+ internal state; absent until the first roll. */
  readonly prng?: readonly number[];
}

/** One die as it fell. `hand` marks a value typed in by a player. */
export interface RolledDie {
  readonly sides: number;
  readonly value: number;
  /** What the die was for, e.g. "actor", "target", "initiative: Swedes". */
  readonly label: string;
  /** Its place in a pool of dice rolled together, when the rule set says so. */
  readonly pool?: PoolPlace;
}

/** A die's place in a pool rolled together (Tilly's dice pools): die 2 of 3. */
export interface PoolPlace {
  readonly die: number;
  readonly of: number;
}

/** What any die may say of itself, with or without a full `RollContext`. */
export interface DieHints {
  /** Its place in a pool, so players rolling by hand may type the pool's dice on one line. */
  readonly pool?: PoolPlace;
  /** Said before this die, e.g. that the last roll tied and both sides roll again. */
  readonly note?: string;
}

/**
 * What a die is rolled for, so that players rolling real dice see the right modifiers
 * at the moment they roll (a charge rolls defensive fire, then pistols, then the melee).
 */
export interface RollContext {
  /** The stage, e.g. "Defensive fire" or "Melee (charging)". */
  readonly stage: string;
  /** The side this die is for and its itemised modifiers, e.g. "Blue Regiment" and [+1 pikes]. */
  readonly side: string;
  readonly modifiers: readonly { readonly label: string; readonly value: number }[];
  readonly net: number;
  /**
   * Lines said instead of modifiers added to the die, for a die read against a table or a
   * number (a CRT column, "needs 5 or less"): how it is read and each result's chances.
   */
  readonly detail?: readonly string[];
}

/** Where resolvers get dice from. Resolvers never know whether a program or a hand rolled. */
export interface DiceSource {
  roll(sides: number, label: string, about?: RollContext, hints?: DieHints): number;
  /**
   * A die whose face can no longer change the outcome (a casualty check's second die after a
   * first that already decides it). A program rolls it all the same, so its stream, and every
   * seeded journal, stays as it was; players rolling by hand are not asked for it (null), unless
   * their list carries it (journals before 0.6.0 did: RunOptions.settledTyped). A source
   * without it rolls such a die like any other.
   */
  settled?(sides: number, label: string, about?: RollContext, hints?: DieHints): number | null;
}

/**
 * A die that is settled when `sure` (no face can change the outcome), rolled otherwise: null
 * only for players rolling by hand, who are not asked for a settled die.
 */
export function rollUnlessSettled(dice: DiceSource, sure: boolean, sides: number, label: string, about?: RollContext, hints?: DieHints): number | null {
  return sure && dice.settled ? dice.settled(sides, label, about, hints) : dice.roll(sides, label, about, hints);
}

export class HandDiceError extends Error {
  override readonly name = 'HandDiceError';
  constructor(
    message: string,
    /** Set when a die is missing: what it is for, so a prompt can show its modifiers. */
    readonly missing?: { readonly sides: number; readonly label: string; readonly about?: RollContext; readonly hints?: DieHints },
  ) {
    super(message);
  }
}

export function newDiceState(seed: number): DiceState {
  return { seed: seed >>> 0 };
}

/** A recording source: every die it hands out is kept in `rolled`. */
export interface RecordingDice extends DiceSource {
  readonly rolled: readonly RolledDie[];
}

/** Dice from the seeded PRNG. `state()` gives the advanced state to store back. */
export function seededDice(start: DiceState): RecordingDice & { state(): DiceState } {
  const rng = start.prng ? xoroshiro128plusFromState(start.prng) : xoroshiro128plus(start.seed);
  const rolled: RolledDie[] = [];
  return {
    rolled,
    roll(sides, label, _about, hints) {
      const value = uniformInt(rng, 1, sides);
      rolled.push(hints?.pool ? { sides, value, label, pool: hints.pool } : { sides, value, label });
      return value;
    },
    settled(sides, label, about, hints) {
      return this.roll(sides, label, about, hints);
    },
    state: () => (rolled.length === 0 ? start : { seed: start.seed, prng: [...rng.getState()] }),
  };
}

/**
 * Dice typed in by players (or replayed from a journal's hand rolls). Asking for more
 * dice than were given, or a value outside 1..sides, is the user's mistake. `settledTyped`: the
 * list carries settled dice too (DiceSource.settled), as journals before 0.6.0 recorded them.
 */
export function handDice(values: readonly number[], settledTyped = false): RecordingDice & { unused(): number; skipped(): readonly string[] } {
  const rolled: RolledDie[] = [];
  const skipped: string[] = [];
  let next = 0;
  return {
    rolled,
    settled(sides, label, about, hints) {
      if (settledTyped && next < values.length) return this.roll(sides, label, about, hints);
      skipped.push(label);
      return null;
    },
    roll(sides, label, about, hints) {
      const value = values[next];
      if (value === undefined) {
        throw new HandDiceError(`${label} needs a die roll: give ${next + 1} or more values with --rolls`, { sides, label, about, hints });
      }
      if (!Number.isInteger(value) || value < 1 || value > sides) {
        throw new HandDiceError(`a d${sides} shows 1 to ${sides}, not ${value} (${label})`);
      }
      next += 1;
      rolled.push(hints?.pool ? { sides, value, label, pool: hints.pool } : { sides, value, label });
      return value;
    },
    unused: () => values.length - next,
    /** The settled dice not asked for, by label: what a list with values over may have counted. */
    skipped: () => skipped,
  };
}
