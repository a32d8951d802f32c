/**
 * While the Devil Rules as the REPL, replay and report see it: the one entry of this rule set
 * in the presentation registry (rulesets/presentations.ts).
 *
 * TRANSITIONAL (issue 12): the views still live in src/repl/views/devil*.ts and print lines;
 * the legacy adapter wraps them. Convert them one at a time into this folder, replacing an
 * entry below each time (docs/architecture.md, "Converting a view"), until the adapter and
 * the two imports from src/repl can go.
 */
import type { RulesetPresentation } from '../../present/ruleset.js';
import { devilViews } from '../../repl/views/devil.js';
import { legacyPresentation } from '../../repl/views/legacy.js';
import type { DevilState } from './state.js';

const legacy = legacyPresentation(devilViews);

export const devilPresentation: RulesetPresentation<DevilState> = {
  ...legacy,
  // Converted views replace the legacy ones here, e.g. views: { ...legacy.views, morale: moraleView },
};
