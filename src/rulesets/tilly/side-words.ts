/**
 * The verb that agrees with a side's name. One rule for every sentence of Tilly's output:
 * a side's name is a noun, and the verb takes its number. "Alliance", "League" and "Army" are
 * singular collective nouns ("the French-Weimarian Alliance chooses"); a plural noun
 * ("Imperialists", "Swedes") or a people named by its adjective ("French", "Spanish", "Dutch",
 * "Swiss") is plural ("the French choose"). In "Army of Flanders" the noun is "Army".
 */
import { isPlural, pluralVerb } from '../../engine/english.js';
import type { SideIndex, TillyState } from './state.js';

/** Peoples named by an adjective, which English uses as a plural noun ("the French are"). */
const PEOPLES = /(?:ch|sh|ese|swiss)$/i;

export function sideIsPlural(name: string): boolean {
  const head = name.replace(/\s+of\s+.*$/i, '').trim();
  const last = head.split(/[\s-]+/).pop() ?? '';
  return PEOPLES.test(last) || isPlural(head);
}

/** `verb` for a side: "the French choose", "the French-Weimarian Alliance chooses". */
export const sideVerb = (s: TillyState, side: SideIndex, singular: string): string => (sideIsPlural(s.sides[side].name) ? pluralVerb(singular) : singular);

/** The side's name and its verb: "French choose", "French-Weimarian Alliance chooses". */
export const sideSays = (s: TillyState, side: SideIndex, singular: string): string => `${s.sides[side].name} ${sideVerb(s, side, singular)}`;

/** "they" or "it", for a side. */
export const sideThey = (s: TillyState, side: SideIndex): string => (sideIsPlural(s.sides[side].name) ? 'they' : 'it');

/** A side's name (from the scenario, before the battle) and its verb: "French have". */
export const namedSideSays = (name: string, singular: string): string => `${name} ${sideIsPlural(name) ? pluralVerb(singular) : singular}`;
