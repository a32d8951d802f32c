/**
 * Jack Scruby's rules as the REPL, replay and report see them: the one entry of this rule
 * set in the presentation registry (rulesets/presentations.ts). The battle summary comes
 * from the generic presentation; everything else is this rule set's own (present/).
 */
import { genericPresentation } from '../../present/generic.js';
import type { RulesetPresentation } from '../../present/ruleset.js';
import { scrubyRules } from './index.js';
import { previewScruby } from './odds.js';
import { parseScruby } from './parse.js';
import { scrubyGuide } from './present/guide.js';
import { scrubyHeader, scrubyPrompt } from './present/header.js';
import { scrubyMods } from './present/mods.js';
import { scrubyOdds } from './present/odds.js';
import { scrubyQuestions } from './present/questions.js';
import { SCRUBY_HELP, scrubyComplete, scrubyHelp, scrubyNameList } from './present/help.js';
import { RULE_TOPICS, rulesView } from './present/rules.js';
import { scrubyStanding } from './present/standing.js';
import { statusView } from './present/status.js';
import type { ScrubyState } from './state.js';
import type { ScrubyAction } from './actions.js';

const generic = genericPresentation(scrubyRules as never) as RulesetPresentation<ScrubyState>;

export const scrubyPresentation: RulesetPresentation<ScrubyState> = {
  ...generic,
  where: (s) => ({ turn: s.turn, step: s.step, over: s.outcome !== null }),
  header: scrubyHeader,
  prompt: scrubyPrompt,
  views: { status: statusView },
  rules: (topic, s) => rulesView(topic, s),
  ruleTopics: RULE_TOPICS,
  preview: (s, action) => previewScruby(s, action as ScrubyAction),
  odds: scrubyOdds,
  mods: scrubyMods,
  parseAction: parseScruby,
  commands: SCRUBY_HELP,
  helpFor: scrubyHelp,
  complete: scrubyComplete,
  names: scrubyNameList,
  standing: scrubyStanding,
  guide: scrubyGuide,
  questions: scrubyQuestions,
  diceCommands: ['fire', 'counter-battery', 'charge', 'melee', 'scatter', 'rally'],
};
