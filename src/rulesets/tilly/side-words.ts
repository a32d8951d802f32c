/**
 * A side's name in Tilly's sentences, by the engine's shared rule: the verb takes the number of
 * its noun ("the French choose", "the French-Weimarian Alliance chooses", "France chooses"), and
 * only a people or a body of troops takes "the" ("the Swedes", "the Catholic League"; not
 * "France", "Red" or "The League"). What only looks a side's name up is left to the engine's
 * helpers (sideSubject, sideAndVerb, sideIsPlural), which the callers use directly.
 */
import { capitalFirst, pluralVerb, sideIsPlural, sideSubject } from '../../engine/english.js';
import type { SideIndex, TillyState } from './state.js';

/** `verb` for a side: "the French choose", "the French-Weimarian Alliance chooses". */
export const sideVerb = (s: TillyState, side: SideIndex, singular: string): string => (sideIsPlural(s.sides[side].name) ? pluralVerb(singular) : singular);

/** The side as the subject of a sentence and its verb: "the French choose", "France chooses". */
export const theSideSays = (s: TillyState, side: SideIndex, singular: string): string => `${sideSubject(s.sides[side].name)} ${sideVerb(s, side, singular)}`;

/** `theSideSays` at the start of a sentence: "The French choose", "France chooses". */
export const startSideSays = (s: TillyState, side: SideIndex, singular: string): string => capitalFirst(theSideSays(s, side, singular));

/** "they" or "it", for a side. */
export const sideThey = (s: TillyState, side: SideIndex): string => (sideIsPlural(s.sides[side].name) ? 'they' : 'it');

/** A side's name (from the scenario, before the battle) as a subject, and its verb: "the French have", "France has". */
export const namedSideSays = (name: string, singular: string): string => `${sideSubject(name)} ${sideIsPlural(name) ? pluralVerb(singular) : singular}`;
