/** Jack Scruby's rules as the REPL, replay and report see them (rulesets/presentations.ts). */
import { genericPresentation } from '../../present/generic.js';
import type { RulesetPresentation } from '../../present/ruleset.js';
import { scrubyRules } from './index.js';

export const scrubyPresentation: RulesetPresentation<any> = genericPresentation(scrubyRules as never);
