/**
 * How Pike & Shot is shown: for now the generic presentation (typed commands, the header from
 * the turn and step, the battle from the check summary). Its own views will draw on the plain
 * data of describe.ts and the exact odds of odds.ts.
 */
import { genericPresentation } from '../../present/generic.js';
import type { Ruleset } from '../../engine/ruleset.js';
import { pikeAndShotRules } from './index.js';

export const pikeAndShotPresentation = genericPresentation(pikeAndShotRules as unknown as Ruleset<unknown, unknown, unknown>);
