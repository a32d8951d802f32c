/**
 * Seed 003, "Commander casualties" (within "Step 1.2. Defender Shoot"): a commander attached
 * to a unit that takes hits, from shooting or melee, rolls 1d6; he falls on a 6, or on 5-6
 * if the unit routed. "This is the only way that a commander can be eliminated."
 */
import type { DiceSource, RollContext } from '../../dice/dice.js';
import type { Resolution } from '../../engine/ruleset.js';
import type { TillyEvent } from './events.js';
import type { TillyState, TillyUnit } from './state.js';
import { attachedCommander, sideName } from './helpers.js';
import { Distribution } from '../../dice/distribution.js';
import { verb } from '../../engine/english.js';
import { d6AtLeast, hitsOf, type Pool } from './odds.js';
import { COMMANDER_FALLS } from './units.js';

/** The score that fells the commander of a unit that took hits. */
export const fallsOn = (routed: boolean): number => (routed ? COMMANDER_FALLS.routed : COMMANDER_FALLS.hit);

/**
 * Roll for the commander attached to `unit` (as it was before the hits), if any. Returns
 * nothing when no commander is attached or the unit took no hits.
 */
export function commanderCasualty(
  s: TillyState,
  unit: TillyUnit,
  hits: number,
  routed: boolean,
  dice: DiceSource,
): { events: TillyEvent[]; result: Resolution } | null {
  const commander = attachedCommander(s, unit.id);
  if (!commander || hits <= 0) return null;
  const need = fallsOn(routed);
  const needWords = routed ? `${need}-6 as ${unit.name} routed` : `a 6 as ${unit.name} did not rout`;
  const odds = d6AtLeast(need, 'falls', 'unharmed');
  // Players rolling by hand see what the die needs, and its chance, before they roll.
  const about: RollContext = {
    stage: `Commander casualty, ${commander.name}`,
    side: commander.name,
    modifiers: [],
    net: 0,
    detail: [`${unit.name} took hits${routed ? ' and routed' : ''}: ${commander.name} falls on ${routed ? `${need}-6` : 'a 6'} (${odds.outcomes[0]?.fraction ?? ''}) ("Commander casualties")`],
  };
  const roll = dice.roll(6, `commander casualty: ${commander.name}`, about);
  const falls = roll >= need;
  const events: TillyEvent[] = [];
  if (falls) {
    events.push({
      type: 'commander-fell',
      unit: commander.id,
      text: `${commander.name} (${sideName(s, commander.side)}) becomes a casualty. Commander casualty marker placed.`,
    });
  } else if (routed) {
    events.push({ type: 'attached', commander: commander.id, unit: null, text: `${commander.name} survives the rout of ${unit.name} and is left unattached.` });
  }
  return {
    events,
    result: {
      action: 'commander casualty',
      actor: commander.name,
      target: unit.name,
      // The sentence says the roll and its outcome; an actor's roll or a change beside it would be
      // printed again around it ("… (d6 6 = 6) → … rolls 6 …. …: attached → casualty.").
      rolls: { dice: [roll] },
      result: falls ? `${commander.name} rolls ${roll} (falls on ${needWords}): he becomes a casualty (commander casualty marker).` : `${commander.name} rolls ${roll} (falls on ${needWords}): unharmed.`,
      changes: [],
      odds,
    },
  };
}

/**
 * What `odds` and `mods` of a shooting add when the target has a commander attached: his die
 * after the hits, and the exact chance all told that he falls ("Commander casualties").
 */
export function casualtyNote(s: TillyState, target: TillyUnit, pools: readonly Pool[]): string {
  const commander = attachedCommander(s, target.id);
  if (!commander) return '';
  // 0 no hit, 1 hit without a rout, 2 a rout; then the casualty die beside it.
  const taken = hitsOf(pools).map((h) => (h >= target.resolve ? 20 : h >= 1 ? 10 : 0));
  const joint = taken.plus(Distribution.die(6));
  const falls = (v: number): boolean => (v >= 20 ? v - 20 >= fallsOn(true) : v >= 10 && v - 10 >= fallsOn(false));
  return ` Then, if ${target.name} ${verb(target, 'takes')} hits, a die for ${commander.name}, attached: a casualty on a 6, or on 5-6 if ${target.name} ${verb(target, 'routs')} (${joint.fraction(falls)} all told, "Commander casualties").`;
}
