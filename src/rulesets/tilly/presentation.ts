/**
 * Tilly's Very Bad Day as the REPL, replay and report see it: the one entry of this rule set
 * in the presentation registry (rulesets/presentations.ts). The views are in present/, one
 * idea a file; each builds blocks of the presentation model and draws nothing.
 */
import { ok } from '../../engine/result.js';
import type { RulesetPresentation } from '../../present/ruleset.js';
import { tillyBattle } from './present/battle.js';
import { tillyComplete, tillyNameList } from './present/complete.js';
import { tillyFollowUp } from './present/divide.js';
import { moveFollowUp, tillyGuide } from './present/guide.js';
import { tillyHeader, tillyPrompt } from './present/header.js';
import { COMMAND_HELP, DICE_COMMANDS, tillyHelp, tillyNaming } from './present/help.js';
import { commandersView } from './present/leaders.js';
import { moraleView } from './present/morale.js';
import { tillyMods, tillyOdds, tillyParseAction, tillyPreview } from './present/preview.js';
import { RULE_TOPIC_NAMES, tillyRules } from './present/rules.js';
import { setupView } from './present/setup.js';
import { tillyStanding } from './present/standing.js';
import { statusView } from './present/status.js';
import { withLengths } from './present/words.js';
import type { TillyState } from './state.js';

export const tillyPresentation: RulesetPresentation<TillyState> = {
  rulesetId: 'tilly',
  where: (s) => ({ turn: s.turn, step: s.step, over: s.outcome !== null }),
  header: tillyHeader,
  prompt: tillyPrompt,
  battle: tillyBattle,
  views: {
    status: statusView,
    morale: (s) => ok(moraleView(s)),
    leaders: (s) => ok(commandersView(s)),
    commanders: (s) => ok(commandersView(s)),
    setup: (s) => setupView(s),
  },
  rules: tillyRules,
  ruleTopics: RULE_TOPIC_NAMES,
  preview: tillyPreview,
  mods: tillyMods,
  odds: tillyOdds,
  parseAction: tillyParseAction,
  commands: COMMAND_HELP,
  helpFor: tillyHelp,
  localize: withLengths,
  complete: tillyComplete,
  names: tillyNameList,
  guide: tillyGuide,
  questions: () => null,
  followUp: (before, after) => tillyFollowUp(before, after) ?? moveFollowUp(before, after),
  diceCommands: DICE_COMMANDS,
  naming: tillyNaming,
  standing: tillyStanding,
};
