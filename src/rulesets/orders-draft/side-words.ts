/**
 * A side's name in the orders draft's sentences. A colour ("Red", "Blue") or a people named by
 * its adjective ("French") reads as an adjective: "the Red Orders phase", "every Red
 * commander". Any other name is a noun, by the engine's rule for a side as a subject: "France's
 * Orders phase", "the Swedes' Orders phase", "every commander of the Catholic League".
 */
import { isPeopleAdjective, possessive, sideSubject } from '../../engine/english.js';

const COLOURS = /^(?:red|blue|green|white|black|yellow|orange|purple|grey|gray|brown)$/i;

/**
 * Does the name read as an adjective before a noun ("the Red Orders phase")? A colour does, and
 * so does a people named by its adjective ("French", "Swiss").
 */
const adjective = (name: string): boolean => COLOURS.test(name.trim()) || isPeopleAdjective(name);

/** The side's Orders phase: "the Red Orders phase", "France's Orders phase", "the Swedes' Orders phase". */
export const ordersPhaseOf = (name: string): string => (adjective(name) ? `the ${name} Orders phase` : `${possessive(sideSubject(name))} Orders phase`);

/** Every commander of the side: "every Red commander", "every commander of France". */
export const everyCommanderOf = (name: string): string => (adjective(name) ? `every ${name} commander` : `every commander of ${sideSubject(name)}`);
