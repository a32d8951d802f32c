/**
 * While the Devil Rules as the REPL, replay and report see it: the one entry of this rule set
 * in the presentation registry (rulesets/presentations.ts). Its views live in ./present/, one
 * idea a file, and build blocks of the presentation model; they draw nothing.
 */
import { ok } from '../../engine/result.js';
import type { RulesetPresentation } from '../../present/ruleset.js';
import { devilHelp, parseDevilAction } from './parse.js';
import { devilBattle } from './present/battle.js';
import { devilComplete, devilNameList } from './present/complete.js';
import { devilFollowUp } from './present/follow-up.js';
import { devilGuide, devilQuestions } from './present/guide.js';
import { devilHeader, devilPrompt, devilWhere } from './present/header.js';
import { DEVIL_COMMAND_HELP, DEVIL_DICE_COMMANDS, devilNaming } from './present/help.js';
import { leadersView } from './present/leaders.js';
import { moraleView } from './present/morale.js';
import { devilOdds } from './present/odds.js';
import { devilPreviewOf } from './present/preview.js';
import { DEVIL_RULE_TOPICS, devilRules } from './present/rules.js';
import { devilStanding } from './present/standing.js';
import { statusView } from './present/status.js';
import type { DevilState } from './state.js';

export const devilPresentation: RulesetPresentation<DevilState> = {
  rulesetId: 'devil-rules',
  where: devilWhere,
  header: devilHeader,
  prompt: devilPrompt,
  battle: devilBattle,
  views: {
    status: statusView,
    morale: (s) => ok(moraleView(s)),
    leaders: (s) => ok(leadersView(s)),
  },
  rules: (topic) => devilRules(topic),
  ruleTopics: DEVIL_RULE_TOPICS,
  preview: devilPreviewOf,
  odds: devilOdds,
  parseAction: parseDevilAction,
  commands: DEVIL_COMMAND_HELP,
  helpFor: (word) => devilHelp(word),
  complete: devilComplete,
  names: devilNameList,
  guide: devilGuide,
  questions: devilQuestions,
  followUp: devilFollowUp,
  diceCommands: DEVIL_DICE_COMMANDS,
  naming: devilNaming,
  standing: devilStanding,
};
