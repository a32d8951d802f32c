/**
 * Tilly's Very Bad Day as the REPL, replay and report see it: the one entry of this rule set
 * in the presentation registry (rulesets/presentations.ts).
 *
 * TRANSITIONAL (issue 12): the views that print are converted (present/, one idea a file);
 * help, completion, the guided menus and the standing still come from src/repl/views/tilly*.ts
 * through the legacy adapter, until they move too.
 */
import { ok } from '../../engine/result.js';
import type { RulesetPresentation } from '../../present/ruleset.js';
import { legacyPresentation } from '../../repl/views/legacy.js';
import { tillyViews } from '../../repl/views/tilly.js';
import { tillyBattle } from './present/battle.js';
import { tillyHeader, tillyPrompt } from './present/header.js';
import { commandersView } from './present/leaders.js';
import { moraleView } from './present/morale.js';
import { tillyMods, tillyOdds, tillyParseAction, tillyPreview } from './present/preview.js';
import { RULE_TOPIC_NAMES, tillyRules } from './present/rules.js';
import { setupView } from './present/setup.js';
import { statusView } from './present/status.js';
import type { TillyState } from './state.js';

const legacy = legacyPresentation(tillyViews);

export const tillyPresentation: RulesetPresentation<TillyState> = {
  ...legacy,
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
};
