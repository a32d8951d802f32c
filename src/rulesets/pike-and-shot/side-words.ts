/**
 * Sentences about a side, in the number its name has: "the Swedes gain", "Sweden gains",
 * "The League gains", "the Swedes'", "Sweden's". Plural names (the bundled scenario's
 * Imperialists and Swedes) read as they always have, so their journals replay word for word.
 * A side named inside a sentence is english.ts's `sideSubject`, used directly.
 */
import { capitalFirst, possessive, sideAndVerb, sideSubject } from '../../engine/english.js';

/** "the Swedes gain", "Sweden gains" (`singular`: the verb as for one). */
export const sideDoes = (name: string, singular: string): string => sideAndVerb(sideSubject(name), singular);

/** "The Swedes gain", "Sweden gains": a sentence that starts with the side. */
export const SideDoes = (name: string, singular: string): string => capitalFirst(sideDoes(name, singular));

/** "the Swedes'", "Sweden's", "The League's". */
export const sideOwn = (name: string): string => possessive(sideSubject(name));
