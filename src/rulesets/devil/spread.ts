/**
 * Losses passed to supporting units (seed 000, "Combat Effects and Rallying"): in a melee the
 * side taking losses may pass half of them (rounded down) or fewer to its supporting units, and
 * the Target never takes fewer than any other unit. The loser chooses after the roll: a melee
 * that leaves that choice open holds its loss (melee.ts, `melee-held`), and `spread` takes it,
 * as chosen, before anything else happens. Any other command first takes it with nothing passed.
 */
import type { DiceSource } from '../../dice/dice.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { DevilOutcome } from './actions.js';
import { total } from './fire.js';
import { heldFight } from './held-melee.js';
import { actorDestroyable, fightModifiers } from './melee.js';
import { resolveFight } from './melee-resolve.js';
import { levelsText, meleeOutcome } from './results.js';
import type { DevilState, UnitState } from './state.js';
import { its, listWords, verb } from './words.js';

/** Why there is nothing to spread: the previous command left no melee loss waiting. */
export const NOTHING_TO_SPREAD =
  'There is no melee loss to spread: spread comes right after a melee whose loser lost 2 or 3 levels and has a supporting unit, before any other command.';

/** The choice a held melee loss leaves open: who lost, how many levels, how many it may pass, and to whom. */
export interface SpreadChoice {
  readonly loser: UnitState;
  readonly levels: 2 | 3;
  readonly most: number;
  readonly supports: readonly UnitState[];
}

/** The open choice of spread, or null when no melee loss is held. */
export function spreadChoice(state: DevilState): SpreadChoice | null {
  const held = state.heldMelee;
  if (!held) return null;
  const fight = heldFight(state, held, {});
  if (!fight.ok) return null;
  const f = fight.value;
  const mods = fightModifiers(state, f);
  const outcome = meleeOutcome(held.actorDie + total(mods.actor) - (held.targetDie + total(mods.target)), actorDestroyable(state));
  if (outcome.kind !== 'loser' || outcome.loss === 'destroyed' || outcome.loss < 2) return null;
  const loser = outcome.loser === 'actor' ? f.actor : f.target;
  const supports = outcome.loser === 'actor' ? f.support : f.targetSupport;
  return { loser, levels: outcome.loss as 2 | 3, most: Math.floor(outcome.loss / 2), supports };
}

/**
 * Take the held melee loss, passing `levels` (unit id -> levels) to the loser's supporting units;
 * an empty map keeps the whole loss on the loser. Refused, changing nothing, if the split is illegal.
 */
export function resolveSpread(state: DevilState, levels: Readonly<Record<string, number>>, dice: DiceSource): Result<DevilOutcome, string> {
  const held = state.heldMelee;
  const choice = spreadChoice(state);
  if (!held || !choice) return err(NOTHING_TO_SPREAD);
  const { loser, supports, most } = choice;
  let passed = 0;
  for (const [id, n] of Object.entries(levels)) {
    const u = supports.find((x) => x.id === id);
    if (!u) {
      const named = state.units.find((x) => x.id === id);
      const not = named ? `${named.name} ${verb(named, 'is')} not one` : `"${id}" is not one`;
      return err(`Levels may be passed only to a unit supporting ${loser.name} in this melee (${listWords(supports.map((x) => `${x.name} ${x.id}`))}); ${not}.`);
    }
    if (!Number.isInteger(n) || n < 0) return err(`Levels passed to ${u.name} must be a whole number of 0 or more, not ${n}.`);
    passed += n;
  }
  if (passed > most) {
    return err(`${loser.name} lost ${levelsText(choice.levels)}: ${its(loser)} side may pass at most half, rounded down, to supporting units, that is ${levelsText(most)}, not ${passed}.`);
  }
  const fight = heldFight(state, held, levels);
  if (!fight.ok) return fight;
  const r = resolveFight(state, fight.value, dice, { actorDie: held.actorDie, targetDie: held.targetDie });
  // resolveFight says "Nothing passed on" in its loss sentence, once.
  return ok({ results: [{ ...r.resolution, action: 'spread' }], events: r.events });
}
