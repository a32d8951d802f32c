/**
 * The orders-based draft as the REPL, replay and report see it: its one entry in the
 * presentation registry (rulesets/presentations.ts). Every view lives in present/.
 */
import { err } from '../../engine/result.js';
import { note, odds as oddsBlock, right, sentence, table } from '../../present/build.js';
import type { Block } from '../../present/model.js';
import { signed } from '../../present/words.js';
import { oddsBlocks } from '../../present/preview.js';
import type { Preview, RulesetPresentation } from '../../present/ruleset.js';
import { parseOrdersCommand } from './parse.js';
import { ordersGuide, ordersQuestions } from './present/guide.js';
import { ordersHeader, ordersPrompt, ordersWhere } from './present/header.js';
import { COMMAND_HELP, ordersComplete, ordersHelp, ordersNameList } from './present/help.js';
import { ODDS_FOR, ordersPreview, previewHead } from './present/preview.js';
import { ordersRules, RULE_TOPICS } from './present/rules.js';
import { ordersStanding } from './present/standing.js';
import { battleView, leadersView, moraleView, phaseOrdersView, statusView } from './present/status.js';
import type { OrdersState } from './state.js';

const distributionBlocks = (p: Preview): Block[] => (p.distributions ?? []).flatMap((d) => [sentence(d.title), oddsBlock(d.outcomes)]);

/**
 * `mods`, and what hand dice show before the first die: who orders whom (or charges), the roll in words, the regiment-wide
 * penalty (3.2, the draft's one modifier), then the chances, so the players see the odds first.
 */
function ordersMods(p: Preview): Block[] {
  const penalty = p.modifiers.actor.filter((m) => m.value !== 0).map((m) => [signed(m.value), m.label, m.reason ?? '']);
  const head = previewHead(p);
  return [
    ...(head ? [head] : []),
    ...(p.note ? [sentence(p.note)] : []),
    ...(penalty.length > 0 ? [table([right('mod'), 'for', 'why'], penalty)] : []),
    ...(p.odds ? [sentence('The chances, before the roll:'), oddsBlock(p.odds.outcomes)] : []),
    ...distributionBlocks(p),
  ];
}

export const ordersPresentation: RulesetPresentation<OrdersState> = {
  rulesetId: 'orders-draft',
  where: ordersWhere,
  header: ordersHeader,
  prompt: ordersPrompt,
  battle: (s, scenario) => battleView(s, (scenario as { title?: string } | null)?.title ?? ''),
  views: { status: statusView, leaders: (s) => leadersView(s), orders: (s) => phaseOrdersView(s), morale: (s) => moraleView(s) },
  rules: (topic, s) => ordersRules(topic, s),
  ruleTopics: RULE_TOPICS,
  preview: ordersPreview,
  // The roll in words under the head, and the guard's own d6 when a charge is declared at a guarded unit.
  odds: (p, o) => {
    const [head, ...rest] = oddsBlocks(p, o);
    return [...[previewHead(p) ?? head].filter((b) => b !== undefined), ...(p.note ? [note(p.note)] : []), ...rest, ...distributionBlocks(p)];
  },
  mods: ordersMods,
  parseAction: (s, text) => {
    const parsed = parseOrdersCommand(s, text);
    if (!parsed.ok) return parsed;
    if (!['order', 'charge-move', 'guard-react', 'morale-check'].includes(parsed.value.kind)) return err(ODDS_FOR);
    return parsed;
  },
  commands: COMMAND_HELP,
  helpFor: ordersHelp,
  complete: ordersComplete,
  names: ordersNameList,
  guide: ordersGuide,
  questions: ordersQuestions,
  standing: ordersStanding,
  diceCommands: ['order', 'regiment', 'guard', 'support', 'rally', 'charge-move', 'guard-react', 'morale-check'],
  naming: (s) => `Name units by id (${s.units[0]?.id ?? 'A1'}), by a prefix of their name, or in quotes; commanders by their regiment's id (${s.regiments[0]?.id ?? 'AC1'}) or name.`,
};
