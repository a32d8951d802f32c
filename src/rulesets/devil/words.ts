/**
 * Small helpers for the sentences the engine writes (the shared English helpers, re-exported),
 * and troop types as common nouns inside a sentence.
 */

import { its, itWord, type Named, verb } from '../../engine/english.js';

/** Words that keep their capital inside a sentence: peoples and places. */
const PROPER = new Set(['Dutch', 'Swedish', 'Finnish', 'Spanish', 'Polish', 'Imperialist']);

/**
 * A troop type's name as a common noun inside a sentence: "sword and bucklermen", "guard
 * cuirassiers/lancers", but "Finnish hackapells" and "Dutch battalion".
 */
export function typeNoun(name: string): string {
  const [first = '', ...rest] = name.split(' ');
  if (PROPER.has(first)) return name;
  return [first.charAt(0).toLowerCase() + first.slice(1), ...rest].join(' ');
}

/**
 * What a unit in march column may still do ("Movement": only March, Rest/Regroup, Melee and
 * Routed Through; an Advance, as any other move, deploys it), in plain lower-case words.
 */
export function marchColumnRefusal(unit: Exclude<Named, string>): string {
  return `${unit.name} ${verb(unit, 'is')} in march column: ${itWord(unit)} may only march, advance to deploy, rest or regroup, fight a melee, or be routed through.`;
}

/** Plural unit names and the verbs that agree with them, and lists of names (shared with Tilly). */
export { capitalFirst, isPlural, its, itWord, listWords, pluralVerb, possessive, them, unitList, verb } from '../../engine/english.js';

/**
 * The refusal for a unit that has already acted, with its reason when the state knows it:
 * "Melee" counts every unit involved in a melee (target and supports too) as having acted.
 */
export function alreadyActed(unit: Exclude<Named, string> & { readonly fought?: boolean; readonly actedFor?: string }): string {
  const head = `${unit.name} ${verb(unit, 'has')} already acted this turn`;
  if (unit.fought) return `${head}: ${itWord(unit)} fought in a melee, and every unit involved in a melee has acted.`;
  // "Charges": defensive fire, pass-through fire and an evade each use the unit's action.
  const reaction = unit.actedFor === 'evaded a charge' ? 'evaded a charge' : unit.actedFor ? `gave ${unit.actedFor}` : null;
  return reaction ? `${head}: ${itWord(unit)} ${reaction}, which used ${its(unit)} action.` : `${head}.`;
}
